import Foundation
import PluralRulesTestSupport

@testable import PluralRulesCompiler

/// The tests' seeded generator: PluralRulesTestSupport's SplitMix64, the same numbers on every platform.
typealias SeededGenerator = SplitMix64

/// One generated project: a `Localizable` table in `en` (and sometimes `ru`), as `.strings`
/// and `.stringsdict` entries whose keys are built to collide, nest and break things.
struct AdversarialProject {
    struct Entry {
        var key: String
        /// `.strings`: the value, a valid format. `.stringsdict`: the plural format (`%#@a@`).
        var value: String
        /// For a stringsdict entry: each variable's name and value type (`d`, `ld`, `u`).
        var variables: [(name: String, type: String)] = []
        var comment: String?
        var translated = false
        /// Instead of a format: the entry's own `NSStringVariableWidthRuleType` or
        /// `NSStringDeviceSpecificRuleType` dictionary, form by form (`20`, `iphone`).
        var variants: (rule: String, forms: [(String, String)])?
    }

    var typeName: String
    var style: AccessorNaming.KeyStyle
    var access: AccessLevel
    var strings: [Entry] = []
    var stringsdict: [Entry] = []
    var hasRussian = false

    var keyCount: Int { strings.count + stringsdict.count }

    /// A key's place in the files as written: (file, line); every key starts a line.
    struct Place: Hashable {
        var file: String
        var line: Int
    }

    /// The files (path relative to the project root → bytes) and where each key was written.
    func files(shuffledWith random: inout SeededGenerator?) -> (files: [String: [UInt8]], places: [Place: String]) {
        var files: [String: [UInt8]] = [:]
        var places: [Place: String] = [:]
        func order(_ entries: [Entry]) -> [Entry] {
            guard var generator = random else { return entries }
            defer { random = generator }
            return entries.shuffled(using: &generator)
        }
        let stringsEntries = order(strings)
        let pluralEntries = order(stringsdict)
        for locale in hasRussian ? ["en", "ru"] : ["en"] {
            let translated = { (entry: Entry) in locale == "en" || entry.translated }
            if !strings.isEmpty {
                let path = "\(locale).lproj/Localizable.strings"
                var text = ""
                var line = 1
                for entry in stringsEntries where translated(entry) {
                    if let comment = entry.comment, locale == "en" {
                        text += comment + "\n"
                        line += comment.count(where: { $0 == "\n" }) + 1
                    }
                    places[Place(file: path, line: line)] = entry.key
                    let value = locale == "en" ? entry.value : "Перевод: " + entry.value
                    text += "\"\(Self.stringsEscaped(entry.key))\" = \"\(Self.stringsEscaped(value))\";\n"
                    line += 1
                }
                files[path] = Array(text.utf8)
            }
            if !stringsdict.isEmpty {
                let path = "\(locale).lproj/Localizable.stringsdict"
                var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n".utf8)
                var line = 4
                func add(_ text: String) {
                    bytes += Array(text.utf8)
                    line += text.count(where: { $0 == "\n" })
                }
                for entry in pluralEntries where translated(entry) {
                    // A property list reader drops one U+FEFF that starts a key, as CoreFoundation does.
                    places[Place(file: path, line: line)] = entry.key.hasPrefix("\u{FEFF}") ? String(entry.key.unicodeScalars.dropFirst()) : entry.key
                    add("<key>\(Self.xmlEscaped(entry.key))</key>\n")
                    if let variants = entry.variants {
                        add("<dict>\n<key>\(variants.rule)</key>\n<dict>\n")
                        for (form, text) in variants.forms { add("<key>\(form)</key>\n<string>\(Self.xmlEscaped(text))</string>\n") }
                        add("</dict>\n</dict>\n")
                        continue
                    }
                    add("<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>\(Self.xmlEscaped(entry.value))</string>\n")
                    for variable in entry.variables {
                        let forms =
                            locale == "en"
                            ? [("one", "%\(variable.type) file"), ("other", "%\(variable.type) files")]
                            : [
                                ("one", "%\(variable.type) файл"), ("few", "%\(variable.type) файла"), ("many", "%\(variable.type) файлов"),
                                ("other", "%\(variable.type) файла"),
                            ]
                        add(
                            "<key>\(Self.xmlEscaped(variable.name))</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n"
                        )
                        add("<key>NSStringFormatValueTypeKey</key>\n<string>\(variable.type)</string>\n")
                        for (form, text) in forms { add("<key>\(form)</key>\n<string>\(Self.xmlEscaped(text))</string>\n") }
                        add("</dict>\n")
                    }
                    add("</dict>\n")
                }
                add("</dict>\n</plist>\n")
                files[path] = bytes
            }
        }
        return (files, places)
    }

    /// `text` inside a quoted `.strings` string.
    static func stringsEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as XML character data; a carriage return as a reference, which reads as one
    /// just as the raw byte does. (XML has no way to write NUL: no stringsdict text holds one.)
    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\r", with: "&#13;")
    }
}

/// Builds adversarial projects: keys that are sentences, paths of several depths, keywords,
/// generated members, Swift types, symbols only, other scripts, very long, full of escapes;
/// and near-duplicates of keys already in the set, so that collisions happen by construction.
struct AdversarialKeyGenerator {
    var random: SeededGenerator

    static let words = [
        "delete", "files", "file", "settings", "sync", "button", "title", "remaining", "are", "you", "sure", "this", "cannot",
        "can", "not", "be", "undone", "permanently", "save", "open", "OK", "Cancel", "folder", "photos", "days", "n",
        "locale", "current", "init", "deinit", "self", "Self", "Type", "Protocol", "default", "in", "class", "func", "var",
        "hash", "hashValue", "availableLocales", "developmentRegion", "bestLocale", "string", "String", "Int", "UInt",
        "Double", "Character", "Bool", "Sendable", "Hashable", "Hasher", "StaticString", "Any", "any", "some", "_Locale",
        "PluralRules", "EmbeddedPluralRules", "width", "value", "p1", "p2", "p3", "text", "Text", "Keys", "Strings", "_strings",
        "_string1", "_text", "description", "设置", "标题", "文件", "файлы", "настройки", "Файл", "cafe\u{301}", "naïve",
        "Ünïcödé", "ΐ", "ŉ", "ǅ", "İstanbul", "straße", "ﬀ", "\u{345}x", "a\u{2E2F}b", "x\u{93E}", "मराठी", "العربية",
        "עברית", "ⓐⓑ", "Ⅻ", "ℂ", "ǰ", "_", "__", "2fa", "123", "0", "v2", "ID", "URL", "iPhone", "openURL", "NDays", "n_days",
        "ß", "ǈ", "Ꭰ", "ﾊﾝｶｸ", "한국어", "ไทย", "ᏣᎳᎩ", "𝒳", "𐐷", "👍", "\u{FFFD}",
    ]
    static let separators = [
        " ", " ", " ", ".", "/", "_", "-", "", ", ", "? ", "! ", "… ", "... ", "\n", "\t", " - ", "  ", "\u{00A0}", "\u{2028}",
        "'", "(s) ", ": ", "\r\n", " & ", "%%", "%d", " %@ ", " %1$@ ", "%2$ld", " %.1f ", "%#@files@", "\"", "\\", "*/",
        "/*", "\u{0}", "\u{200F}", "\u{202E}", "\u{FEFF}", "\u{200D}", "`", "$", "#", "\\(", "\"\"\"", "😀",
    ]
    static let specials = [
        "", " ", "!!!", "?", "😀", "👩‍👩‍👧", "🇫🇷", "👍🏽", "123", "%d", "%@ %@", "*/", "/*", "\"", "\\", "\\(x)", "\"\"\"",
        "#", "#\"", "\u{0}", "\u{FFFD}", "\u{200F}", "\u{202E}abc", "\u{FEFF}", "a\rb", "\r\n", "...", ".", "/", "a.", ".a",
        "a..b", "a/", "//", "settings", "Settings", "SETTINGS", "settings.", "settings.sync.button", "settings/sync/title",
        "Settings.Sync.Title", "self.title", "init.x", "type.name", "any.x", "string.title", "sendable.x", "l10n.title",
        "_.x", "__._", "2fa.code", "default.case", "in.in", "\u{E000}", "\u{1F600}\u{1F600}", "%%", "100%% done", "\t",
        "\n", "\u{85}", "\u{2029}", "`", "``", "a`b",
    ]
    static let specifiers = ["%d", "%@", "%f", "%u", "%c", "%ld", "%.2f", "%x", "%lld", "%lu", "%e"]
    static let variableNames = [
        "files", "n", "count", "in", "self", "p1", "p2", "width", "value", "string", "Files", "файлы", "设置", "a_b",
        "default", "init", "Type", "x", "😀", "_", "2nd", "inout", "var", "let", "Self", "L10n",
    ]
    static let valueTexts = [
        "Quote \" backslash \\ ", "newline\n", "tab\t", "\"\"\"", "\\(x)", "#\"", "😀", "\u{200F}RTL", "100%% ", "*/ /*",
        "\u{0}", "\r", "%%{plural 1 d%%|one:x%%}", "%%|", "%%}", "файл ", "设置 ", "e\u{301}", "\u{2028}",
    ]

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    mutating func project(index: Int) -> AdversarialProject {
        // Type names of other scripts too, which a key without case can make as a member.
        let typeName = pick(["L10n", "L10n", "L10n", "设置", "Strings", "Ж"]) + "\(index)"
        let access: AccessLevel = chance(25) ? .public : chance(15) ? .package : .internal
        var project = AdversarialProject(typeName: typeName, style: chance(15) ? .flat : .nested, access: access)
        project.hasRussian = chance(25)
        var keys: [String] = []
        var seen: Set<String> = []
        let count = Int.random(in: 1...8, using: &random)
        while keys.count < count {
            var key = self.key(existing: keys, typeName: project.typeName)
            if chance(3) { key = key.decomposedStringWithCanonicalMapping }
            guard seen.insert(key).inserted else { continue }
            keys.append(key)
        }
        for key in keys {
            let xmlSafe =
                !key.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0xFFFE || $0.value == 0xFFFF }
                && !key.contains("\r")
            if xmlSafe && chance(25) {
                project.stringsdict.append(pluralEntry(key))
            } else {
                var entry = AdversarialProject.Entry(key: key, value: value())
                if chance(20) { entry.comment = comment() }
                project.strings.append(entry)
            }
        }
        for index in project.strings.indices { project.strings[index].translated = project.hasRussian && chance(60) }
        for index in project.stringsdict.indices { project.stringsdict[index].translated = project.hasRussian && chance(60) }
        return project
    }

    mutating func key(existing: [String], typeName: String) -> String {
        if !existing.isEmpty && chance(45) { return nearDuplicate(of: pick(existing)) }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25: return sentence(words: Int.random(in: 1...16, using: &random))
        case 25..<50: return path(depth: Int.random(in: 2...5, using: &random))
        case 50..<70: return pick(Self.specials)
        case 70..<78: return longKey()
        case 78..<85: return pick([typeName.lowercased(), typeName]) + pick([".title", "/x", ".a.b", ""])
        case 85..<92: return pick(Self.words)
        default:
            // Any scalars at all, including unassigned and private-use ones.
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let value = UInt32.random(in: 0x20...0x2FFFF, using: &random)
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            return text
        }
    }

    mutating func sentence(words count: Int) -> String {
        var text = ""
        for index in 0..<count {
            if index > 0 { text += chance(70) ? " " : pick(Self.separators) }
            var word = pick(Self.words)
            if chance(15) { word = word.capitalized }
            text += word
        }
        if chance(50) { text += pick(["?", ".", "!", "…", ":", "...", " %d", " %@", "?!", "。"]) }
        return text
    }

    mutating func path(depth: Int) -> String {
        var components: [String] = []
        for _ in 0..<depth {
            var component = pick(Self.words)
            if chance(25) { component += pick(["_", "-", ""]) + pick(Self.words) }
            components.append(component)
        }
        var text = components[0]
        for component in components.dropFirst() { text += (chance(70) ? "." : "/") + component }
        return text
    }

    mutating func longKey() -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return sentence(words: Int.random(in: 40...200, using: &random))
        case 1: return String(repeating: pick(["a", "é", "e\u{301}", "設", "Я"]), count: Int.random(in: 60...600, using: &random))
        case 2: return String(repeating: pick(["😀", "👩‍👩‍👧", "!", " ", "%d "]), count: Int.random(in: 20...300, using: &random))
        default: return (0..<Int.random(in: 5...40, using: &random)).map { _ in pick(Self.words) }.joined(separator: ".")
        }
    }

    /// A key that is `key` with one small change: the kind of near-duplicate real tables have.
    mutating func nearDuplicate(of key: String) -> String {
        switch Int.random(in: 0..<15, using: &random) {
        case 0: return key.uppercased()
        case 1: return key.lowercased()
        case 2: return key.capitalized
        case 3: return key + pick(["?", ".", "!", "…", "...", ":", " ", "\n", "%d", " %@", "😀", "\u{301}"])
        case 4: return String(key.dropLast())
        case 5: return key.replacingOccurrences(of: ".", with: "/")
        case 6: return key.replacingOccurrences(of: "/", with: ".")
        case 7: return key.replacingOccurrences(of: " ", with: "_")
        case 8: return key.replacingOccurrences(of: " ", with: "")
        case 9: return key.replacingOccurrences(of: "_", with: " ")
        case 10: return key + " " + pick(Self.words)
        case 11: return key.replacingOccurrences(of: "cannot", with: "can not").replacingOccurrences(of: "files", with: "file(s)")
        case 12: return pick(Self.words) + pick([".", "/", " "]) + key
        case 13: return key + pick(["2", "3", " 2", "Text", " text", "Keys"])
        default:
            return key.decomposedStringWithCanonicalMapping == key ? key.precomposedStringWithCanonicalMapping + "." : key.decomposedStringWithCanonicalMapping
        }
    }

    /// A valid format: text with 0 to 4 arguments, all positional (in any order) or none.
    mutating func value() -> String {
        let count = Int.random(in: 0...4, using: &random)
        let specifiers = (0..<count).map { _ in pick(Self.specifiers) }
        let positional = count > 1 && chance(40)
        var order = Array(0..<count)
        if positional { order.shuffle(using: &random) }
        var text = chance(50) ? pick(Self.valueTexts) : ""
        for index in order {
            let specifier = specifiers[index]
            text += positional ? "%\(index + 1)$" + specifier.dropFirst() : specifier
            text += " " + (chance(40) ? pick(Self.valueTexts) : "x")
        }
        return text
    }

    mutating func comment() -> String {
        let text = pick(Self.valueTexts + ["Shown \"quoted\" \\ here", "two\nlines", "emoji 😀", "a\u{2028}b"])
        return chance(50) ? "/* " + text.replacingOccurrences(of: "*/", with: "* /") + " */" : "// " + String(text.map { $0.isNewline ? " " : $0 })
    }

    mutating func pluralEntry(_ key: String) -> AdversarialProject.Entry {
        let first = pick(Self.variableNames)
        var second = pick(Self.variableNames)
        while second == first { second = pick(Self.variableNames) }
        var entry = AdversarialProject.Entry(key: key, value: "")
        if chance(15) {
            // Width or device variants, each form taking the same arguments.
            let arguments = (0..<Int.random(in: 0...2, using: &random)).map { _ in pick(["%d", "%@", "%f"]) }.joined(separator: " ")
            entry.variants =
                chance(50)
                ? (
                    "NSStringVariableWidthRuleType",
                    [
                        ("1", "S \(arguments)"), ("20", "Medium \(arguments)"),
                        ("50", "Long \(pick(Self.valueTexts.filter { !$0.contains("\u{0}") })) \(arguments)"),
                    ]
                )
                : ("NSStringDeviceSpecificRuleType", [("iphone", "Phone \(arguments)"), ("mac", "Mac \(arguments)"), ("other", "Other \(arguments)")])
            entry.value = entry.variants!.rule
        } else if chance(50) {
            entry.value = "%#@\(first)@"
            entry.variables = [(first, pick(["d", "ld", "u"]))]
        } else {
            entry.value = "%1$#@\(first)@ \(pick(["in", "and", "—"])) %2$#@\(second)@"
            entry.variables = [(first, pick(["d", "ld", "u"])), (second, pick(["d", "ld", "u"]))]
        }
        return entry
    }
}
