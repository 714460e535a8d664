/// Swift names for localization keys: a key's plain name, and what ``AccessorModel`` needs to
/// tell near-duplicate keys apart when their plain names collide.
///
/// - Nesting (the `nested` key style): a key whose `.`- or `/`-separated components are all
///   identifier-like nests: `settings.files.count` and `settings/files/count` →
///   `Settings.Files.count`. The `flat` style keeps every key at the root:
///   `settingsFilesCount`. A key with an empty or sentence-like component (`Done.`,
///   `Yes / No`) is never nested.
/// - Words: specifiers, variables, punctuation and symbols separate words and are dropped;
///   `(s)`-style parentheses and apostrophes do not split one; camelCase splits:
///   `%d file(s) remaining` → `filesRemaining`, `N_DAYS_PLURAL_STRING` → `nDaysPluralString`.
///   Letters of every script count (`设置`, `файлы`, `café` with a combining accent), as far as
///   Swift accepts them in identifiers.
/// - Length: a name keeps at most ``wordLimit`` words and ``characterLimit`` characters. A
///   longer key keeps its longest run of whole first sentences that fits (if that has 3
///   words or more), else its first ``wordLimit`` words: `Are you sure you want to delete
///   this file? This cannot be undone.` → `areYouSureYouWantToDeleteThisFile`. Nothing is
///   ever cut inside a character.
/// - A key without words is named by its symbols: `😀` → `grinningFace`, `?` →
///   `question`; one with neither (`%d`, an empty key) is `string`.
/// - Keywords are escaped with backticks; a leading digit gets an underscore: `_2faCode`.
///
/// How colliding names are told apart is ``AccessorModel``'s rule, from the parts read here.
public enum AccessorNaming {
    public enum KeyStyle: String, Sendable, CaseIterable {
        case nested, flat
    }

    /// The most words a plain name keeps.
    public static let wordLimit = 10
    /// The most characters (grapheme clusters) a plain name keeps.
    public static let characterLimit = 64

    /// The namespace path (type names) and plain member name (escaped) for `key`; before any
    /// collision is resolved.
    public static func name(for key: String, style: KeyStyle) -> (path: [String], member: String) {
        let parts = parts(of: key, style: style)
        return (parts.path, escaped(parts.member))
    }

    /// What naming reads from a key.
    struct Parts: Sendable {
        /// The namespace type names, from the root.
        var path: [String]
        /// The plain member name, unescaped: `filesRemaining`.
        var member: String
        /// Every word of the member's part of the key, normalized (`FILES` → `files`).
        var words: [String]
        /// The punctuation and symbols of the whole key, spelled (`Question`, `Ellipsis`,
        /// `GrinningFace`), then its arguments (`Int`, `String`, a variable's name), in order.
        var marks: [String]
        /// `Capitalized` or `Uppercase` for each word of the whole key that starts with a capital.
        var cases: [String]
        /// The whitespace of the whole key, spelled (`Space`, `Newline`).
        var spaces: [String]
    }

    static func parts(of key: String, style: KeyStyle) -> Parts {
        let whole = read(key)
        let components = style == .nested ? pathComponents(of: key) : [key]
        let isPath = style == .nested && components.count > 1 && components.allSatisfy(isPathComponent)
        let path = isPath ? components.dropLast().map { typeName(words(in: $0)) } : []
        let memberReading = isPath ? read(components.last!) : whole
        let memberWords = memberReading.words.map { normalizedWord($0.text) }
        return Parts(
            path: path, member: plainName(memberReading), words: memberWords,
            marks: whole.marks + whole.arguments, cases: whole.words.compactMap(\.caseMark), spaces: whole.spaces)
    }

    /// `key` split at the characters `.` and `/`. An ASCII key is split at its bytes, which is
    /// the same and costs no grapheme breaking; elsewhere a `.` followed by a combining mark
    /// is one character, no separator.
    static func pathComponents(of key: String) -> [String] {
        var isASCII = true
        var hasSeparator = false
        for byte in key.utf8 {
            if byte >= 0x80 { isASCII = false; break }
            if byte == 0x2E || byte == 0x2F { hasSeparator = true }
        }
        guard isASCII else {
            return key.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "/" }.map(String.init)
        }
        guard hasSeparator else { return [key] }
        return key.utf8.split(omittingEmptySubsequences: false) { $0 == 0x2E || $0 == 0x2F }.map { String($0)! }
    }

    /// `settings`, `welcome-screen`, `_private`: a component that can be a namespace or member.
    static func isPathComponent(_ component: String) -> Bool {
        guard let first = component.unicodeScalars.first, (isAlphabetic(first) && isIdentifierStart(first)) || first == "_" else { return false }
        return component.unicodeScalars.allSatisfy { scalar in
            ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
                || ((isAlphabetic(scalar) || isCombiningMark(scalar)) && isIdentifierScalar(scalar))
        }
    }

    /// The words of a key, for names of types, parameters and tables.
    static func words(in key: String) -> [String] {
        read(key).words.map(\.text)
    }

    // MARK: Reading a key

    /// A key as naming sees it.
    struct Reading {
        struct Word {
            var text: String
            /// Whether a sentence ends just before it (`.`, `?`, `!`, `…`, `。`).
            var startsSentence: Bool
            /// `Capitalized` or `Uppercase` when it starts a run of letters with a capital.
            var caseMark: String?
        }

        var words: [Word] = []
        /// Punctuation and symbols, spelled.
        var marks: [String] = []
        /// Specifiers by the Swift type they take, variables by their name.
        var arguments: [String] = []
        var spaces: [String] = []
    }

    /// Splits `key` into words at anything that is not a letter or digit and at lower-to-upper
    /// case changes, and spells what lies between them.
    static func read(_ key: String) -> Reading {
        var reading = Reading()
        var current = ""
        var currentStartsToken = true
        var previousWasLower = false
        var sentenceEnded = false
        var periods = 0
        func flushWord() {
            guard !current.isEmpty else { return }
            reading.words.append(.init(text: current, startsSentence: sentenceEnded, caseMark: currentStartsToken ? caseMark(current) : nil))
            current = ""
            sentenceEnded = false
        }
        func flushPeriods() {
            guard periods > 0 else { return }
            reading.marks.append(periods >= 3 ? "Ellipsis" : periods == 2 ? "TwoPeriods" : "Period")
            periods = 0
        }
        func separate() {
            flushWord()
            currentStartsToken = true
            previousWasLower = false
        }
        // Most keys have no `%`: they are one run of text, with no specifier to scan for.
        let segments = key.utf8.contains(0x25) ? FormatString.scan(key) : key.isEmpty ? [] : [.text(key)]
        for segment in segments {
            switch segment {
            case .specifier(let specifier):
                separate()
                flushPeriods()
                reading.arguments.append(specifier.argumentType.rawValue)
            case .variable(let name, _, _):
                separate()
                flushPeriods()
                reading.arguments.append(typeName(words(in: name)))
            case .text(let text):
                // The scanner keeps a literal percent sign as `%%`.
                for scalar in unescapingPercents(text).unicodeScalars {
                    if scalar != "." { flushPeriods() }
                    if isWordScalar(scalar, inWord: !current.isEmpty) {
                        if isUppercase(scalar), previousWasLower, !current.isEmpty {
                            flushWord()
                            currentStartsToken = false
                        }
                        current.unicodeScalars.append(scalar)
                        // A combining mark continues the letter before it.
                        if !isCombiningMark(scalar) { previousWasLower = isLowercase(scalar) || ("0"..."9").contains(scalar) }
                        continue
                    }
                    if isJoiner(scalar) {
                        // `file(s)`, `don't`: one word.
                        reading.marks.append(spelled(scalar) ?? "")
                        continue
                    }
                    separate()
                    if isWhitespace(scalar) {
                        reading.spaces.append(spelled(scalar) ?? "Space")
                        continue
                    }
                    if endsSentence(scalar) { sentenceEnded = true }
                    if scalar == "." {
                        periods += 1
                    } else if let spelled = spelled(scalar) {
                        reading.marks.append(spelled)
                    }
                }
            }
        }
        flushPeriods()
        flushWord()
        reading.marks.removeAll { $0.isEmpty }
        return reading
    }

    /// Characters that do not split a word: `file(s)`, `don't`, `it’s`.
    static let joiners: Set<Unicode.Scalar> = ["(", ")", "'", "’"]
    static let sentenceEnds: Set<Unicode.Scalar> = [".", "?", "!", "…", "。", "？", "！"]

    // The sets, answered for ASCII without hashing: naming asks for every character of every key.
    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == "(" || scalar == ")" || scalar == "'" : joiners.contains(scalar)
    }

    static func endsSentence(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == "." || scalar == "?" || scalar == "!" : sentenceEnds.contains(scalar)
    }

    static func caseMark(_ word: String) -> String? {
        guard let first = word.unicodeScalars.first, isUppercase(first) else { return nil }
        let letters = word.unicodeScalars.filter { isAlphabetic($0) }
        return letters.count > 1 && !letters.contains(where: { isLowercase($0) }) ? "Uppercase" : "Capitalized"
    }

    // Unicode properties, answered without the property tables for ASCII (most keys are
    // ASCII, and a table lookup costs more than the rest of naming a key).
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isUppercase(scalar) || isLowercase(scalar) : scalar.properties.isAlphabetic
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace
    }

    /// `text` with each `%%` (the scanner keeps a literal percent sign so) as one `%`, left to
    /// right (`%%%` is `%%`). The standard library only: `replacing(_:with:)` needs macOS 13.
    static func unescapingPercents(_ text: String) -> String {
        guard text.utf8.contains(0x25) else { return text }
        var result = String.UnicodeScalarView()
        var afterPercent = false
        for scalar in text.unicodeScalars {
            if scalar == "%" && afterPercent {
                afterPercent = false
                continue
            }
            afterPercent = scalar == "%"
            result.append(scalar)
        }
        return String(result)
    }

    /// Whether `scalar` belongs to a word: a letter Swift accepts in an identifier, an ASCII
    /// digit, or a combining mark after either.
    static func isWordScalar(_ scalar: Unicode.Scalar, inWord: Bool) -> Bool {
        if ("0"..."9").contains(scalar) { return true }
        guard isIdentifierScalar(scalar) else { return false }
        if inWord { return isAlphabetic(scalar) || isCombiningMark(scalar) }
        return isAlphabetic(scalar) && isIdentifierStart(scalar)
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The characters Swift accepts in an identifier beyond ASCII (the ranges of C11 Annex
    /// D, as the Swift lexer has them).
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xF0000 }
        for range in identifierRanges where range.contains(value) { return true }
        return false
    }

    static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D,
        0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44,
        0xFE47...0xFFF8,
    ]

    /// Whether `name`, given by a flag or the configuration, can name a generated type as it
    /// stands: the one check of names that reach generated code unchanged. A Swift identifier
    /// (Swift's identifier characters, not starting with a digit or a combining mark), no
    /// keyword, and nothing invisible (bidirectional controls and zero-width characters, which
    /// Swift admits, would make the source read differently from what it declares).
    public static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return name.unicodeScalars.allSatisfy { isIdentifierScalar($0) && !AccessorEmitter.isInvisible($0.value) }
            && !swiftKeywords.contains(name) && name != "_"
    }

    /// Whether an identifier may start with `scalar` (combining diacritics may not).
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let combining =
            (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
        return isIdentifierScalar(scalar) && !combining && !("0"..."9").contains(scalar)
    }

    // MARK: Spelling marks

    /// A mark as words of a name: `?` → `Question`, `😀` → `GrinningFace`, U+E000 → `UE000`;
    /// `nil` for what only modifies the character before it (accents, variation selectors,
    /// skin tones, joiners).
    static func spelled(_ scalar: Unicode.Scalar) -> String? {
        if let name = markNames[scalar] { return name }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierSymbol: return nil
        default: break
        }
        guard let name = scalar.properties.name ?? scalar.properties.nameAlias else {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        // "GRINNING FACE" → "GrinningFace", "HYPHEN-MINUS" → "HyphenMinus".
        return name.split { $0 == " " || $0 == "-" }.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    static let markNames: [Unicode.Scalar: String] = [
        "?": "Question", "!": "Exclamation", ",": "Comma", ":": "Colon", ";": "Semicolon", "…": "Ellipsis",
        "-": "Dash", "–": "Dash", "—": "Dash", "_": "Underscore", "/": "Slash", "\\": "Backslash",
        "'": "Apostrophe", "’": "Apostrophe", "\"": "Quote", "“": "Quote", "”": "Quote", "«": "Quote", "»": "Quote",
        "(": "Parenthesis", ")": "Parenthesis", "[": "Bracket", "]": "Bracket", "{": "Brace", "}": "Brace",
        "&": "Ampersand", "+": "Plus", "=": "Equals", "@": "At", "#": "Hash", "%": "Percent", "*": "Asterisk",
        "<": "LessThan", ">": "GreaterThan", "|": "Bar", "~": "Tilde", "^": "Caret", "$": "Dollar", "`": "Backtick",
        "¿": "Question", "¡": "Exclamation", "。": "Period", "？": "Question", "！": "Exclamation", "、": "Comma", "，": "Comma",
        " ": "Space", "\t": "Tab", "\n": "Newline", "\r": "Return",
    ]

    // MARK: Names from words

    /// The plain name of a key's member part: its first words (see ``wordLimit``), or its
    /// spelled symbols when it has no words.
    static func plainName(_ reading: Reading) -> String {
        var words: [String]
        if reading.words.isEmpty {
            words = []
            for mark in reading.marks where mark != words.last { words.append(mark) }
            words = Array(words.prefix(wordLimit))
        } else {
            var count = min(reading.words.count, wordLimit)
            if reading.words.count > wordLimit,
                let sentences = (3...wordLimit).last(where: { reading.words[$0].startsSentence })
            {
                count = sentences
            }
            words = reading.words.prefix(count).map(\.text)
        }
        var name = memberName(words)
        while words.count > 1 && isOverLimit(name) {
            words.removeLast()
            name = memberName(words)
        }
        return isOverLimit(name) ? String(name.prefix(characterLimit)) : name
    }

    /// Whether `name` has more than ``characterLimit`` characters; counted only when it has
    /// more bytes than that (a character has at least one).
    static func isOverLimit(_ name: String) -> Bool {
        name.utf8.count > characterLimit && name.count > characterLimit
    }

    static func normalizedWord(_ word: String) -> String {
        // ALL-CAPS words become lowercase; others keep their inner capitals.
        for byte in word.utf8 {
            if byte >= 0x80 { break }
            if (0x61...0x7A).contains(byte) { return word }  // an ASCII lowercase letter
        }
        return word.unicodeScalars.allSatisfy({ !isLowercase($0) }) ? word.lowercased() : word
    }

    /// `Word`: the form of a word inside a camelCase name.
    static func capitalized(_ word: String) -> String {
        withFirstCharacter(of: normalizedWord(word), uppercased: true)
    }

    /// `["files", "remaining"]` → `filesRemaining`, unescaped; `string` for no words.
    static func memberName(_ words: [String]) -> String {
        guard !words.isEmpty else { return "string" }
        var name = withFirstCharacter(of: normalizedWord(words[0]), uppercased: false)
        for word in words.dropFirst() { name += capitalized(word) }
        return digitSafe(name)
    }

    /// `word` with its first character upper- or lowercased. An ASCII word changes at its
    /// first byte, which is the same and costs no grapheme breaking nor case mapping of a
    /// string.
    static func withFirstCharacter(of word: String, uppercased: Bool) -> String {
        var isASCII = true
        for byte in word.utf8 where byte >= 0x80 {
            isASCII = false
            break
        }
        guard isASCII, let first = word.utf8.first else {
            let head = word.prefix(1)
            return (uppercased ? head.uppercased() : head.lowercased()) + word.dropFirst()
        }
        let changed = uppercased ? ((0x61...0x7A).contains(first) ? first - 0x20 : first) : ((0x41...0x5A).contains(first) ? first + 0x20 : first)
        if changed == first { return word }
        var bytes = Array(word.utf8)
        bytes[0] = changed
        return String(decoding: bytes, as: UTF8.self)
    }

    static func typeName(_ words: [String]) -> String {
        guard !words.isEmpty else { return "Strings" }
        var name = ""
        for word in words { name += capitalized(word) }
        return digitSafe(name)
    }

    /// A leading digit gets an underscore: `2fa` → `_2fa`.
    static func digitSafe(_ name: String) -> String {
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
        return name
    }

    /// `Settings` → `settings`: the property that leads to a namespace.
    static func lowercasedFirst(_ name: String) -> String {
        withFirstCharacter(of: name, uppercased: false)
    }

    static func escaped(_ name: String) -> String {
        let name = digitSafe(name)
        return swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "package",
        "consume", "copy", "discard", "each", "borrowing", "consuming", "some", "any",
    ]

    // MARK: Keys in messages

    /// A key as a diagnostic quotes it: on one line (line breaks and invisible characters as
    /// escapes), at most 40 characters, never cut inside one: `'Delete %d files?'`.
    static func quoted(_ key: String) -> String {
        let shown = key.count > 40 ? String(key.prefix(40)) : key
        return "'" + AccessorEmitter.visible(shown) + (key.count > 40 ? "…'" : "'")
    }

    /// `key` quoted as ``quoted(_:)`` does, but told apart from `others` quoted beside it: where
    /// their first 40 characters are the same (`screen_qr_code_login_connection_note_secure_state_list_item_1`
    /// and `…_2`), its first 20 and last 19 (`'screen_qr_code_login…re_state_list_item_1'`), else
    /// the whole key.
    static func quoted(_ key: String, among others: [String]) -> String {
        let short = quoted(key)
        let rivals = others.filter { $0 != key }
        guard key.count > 40, rivals.contains(where: { quoted($0) == short }) else { return short }
        func ends(_ text: String) -> String { text.count > 40 ? String(text.prefix(20)) + "…" + String(text.suffix(19)) : text }
        let shown = rivals.contains(where: { ends($0) == ends(key) }) ? key : ends(key)
        return "'" + AccessorEmitter.visible(shown) + "'"
    }
}
