/// Swift names for localization keys.
///
/// - Dotted keys nest: `settings.files.count` → `Settings.Files.count`.
/// - Sentence keys drop specifiers, variables and punctuation: `%d file(s) remaining` →
///   `filesRemaining`; `N_DAYS_PLURAL_STRING` → `nDaysPluralString`.
/// - Keywords are escaped with backticks; a leading digit gets an underscore.
public enum AccessorNaming {
    public enum KeyStyle: String, Sendable, CaseIterable {
        case nested, flat
    }

    /// The namespace path (type names) and member name for `key`.
    public static func name(for key: String, style: KeyStyle) -> (path: [String], member: String) {
        let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isDottedPath = style == .nested && components.count > 1 && components.allSatisfy { component in
            guard let first = component.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
            return component.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        }
        if isDottedPath {
            let path = components.dropLast().map { typeName(words(in: $0)) }
            return (path, memberName(words(in: components.last!)))
        }
        return ([], memberName(words(in: key)))
    }

    /// The words of a key: specifiers and variables removed, `(s)`-style parentheses dropped,
    /// split at anything that is not a letter or digit and at lower-to-upper case changes.
    static func words(in key: String) -> [String] {
        var cleaned = ""
        for segment in FormatString.scan(key) {
            guard case .text(let text) = segment else {
                cleaned += " "
                continue
            }
            for scalar in text.unicodeScalars where scalar != "(" && scalar != ")" && scalar != "'" && scalar != "’" {
                cleaned.unicodeScalars.append(scalar == "%" ? " " : scalar)
            }
        }
        let scalars = Array(cleaned.unicodeScalars)
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for scalar in scalars {
            let isWordScalar = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            if !isWordScalar {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if scalar.properties.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousWasLower = scalar.properties.isLowercase || ("0"..."9").contains(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func normalizedWord(_ word: String) -> String {
        // ALL-CAPS words become lowercase; others keep their inner capitals.
        word.unicodeScalars.allSatisfy({ !$0.properties.isLowercase }) ? word.lowercased() : word
    }

    static func memberName(_ words: [String]) -> String {
        guard !words.isEmpty else { return "string" }
        let normalized = words.map(normalizedWord)
        var name = normalized[0].prefix(1).lowercased() + normalized[0].dropFirst()
        for word in normalized.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        return escaped(name)
    }

    static func typeName(_ words: [String]) -> String {
        guard !words.isEmpty else { return "Strings" }
        let name = words.map(normalizedWord).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
        return name
    }

    /// `Settings` → `settings`: the property that leads to a namespace.
    static func lowercasedFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    static func escaped(_ name: String) -> String {
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
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
}
