/// A printf-style format string as localizations use it: literal text, conversion
/// specifications (`%d`, `%2$@`, `%.1f`), `%%`, and stringsdict variables (`%#@files@`,
/// `%1$#@files@`).
public struct FormatString: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case text(String)
        case specifier(FormatSpecifier)
        /// `%#@name@` or `%N$#@name@`.
        case variable(name: String, position: Int?, location: SourceLocation?)
    }

    public var segments: [Segment]

    /// The specifiers in order.
    public var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// The variable names in order of appearance.
    public var variables: [(name: String, position: Int?, location: SourceLocation?)] {
        segments.compactMap { if case .variable(let name, let position, let location) = $0 { (name, position, location) } else { nil } }
    }

    /// Parses `text`; reports invalid or unsupported specifiers at their position and
    /// returns `nil` when there is one.
    public static func parse(_ text: LocatedText, diagnostics: DiagnosticCollector) -> FormatString? {
        var parser = FormatStringParser(text: text)
        return parser.parse(diagnostics: diagnostics)
    }
}

/// One conversion specification: `%[position$][flags][width][.precision][length]conversion`.
public struct FormatSpecifier: Sendable, Hashable {
    /// The explicit argument position (`%2$d` → 2), 1-based.
    public var position: Int?
    public var flags: String
    public var width: Int?
    public var precision: Int?
    public var length: String
    public var conversion: Character
    /// The specifier as written, `%` included.
    public var text: String
    public var location: SourceLocation?

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The Swift type of the argument the conversion takes.
    public var argumentType: FormatArgumentType {
        switch conversion {
        case "d", "i": .int
        case "u", "o", "x", "X": .uint
        case "a", "A", "e", "E", "f", "F", "g", "G": .double
        case "@": .string
        default: .character  // c, C
        }
    }

    /// The specifier without its position: what the value is printed with (`%.1f`).
    public var withoutPosition: String {
        "%" + flags + (width.map(String.init) ?? "") + (precision.map { ".\($0)" } ?? "") + length + String(conversion)
    }
}

/// The Swift type a format argument has in generated accessors.
public enum FormatArgumentType: String, Sendable, Hashable {
    case int = "Int"
    case uint = "UInt"
    case double = "Double"
    case string = "String"
    case character = "Character"
}

struct FormatStringParser {
    let text: LocatedText
    let bytes: [UInt8]
    var position = 0

    init(text: LocatedText) {
        self.text = text
        self.bytes = Array(text.value.utf8)
    }

    static let conversions: Set<UInt8> = Set("diuoxXaAeEfFgG@cC".utf8)
    static let lengths: [String] = ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"]

    mutating func parse(diagnostics: DiagnosticCollector) -> FormatString? {
        var segments: [FormatString.Segment] = []
        var literal: [UInt8] = []
        var failed = false
        func flush() {
            if !literal.isEmpty { segments.append(.text(String(decoding: literal, as: UTF8.self))) }
            literal = []
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "%") else {
                literal.append(bytes[position])
                position += 1
                continue
            }
            let start = position
            position += 1
            if peek() == UInt8(ascii: "%") {
                literal += [UInt8(ascii: "%"), UInt8(ascii: "%")]
                position += 1
                continue
            }
            do throws(FormatError) {
                let segment = try parseSpecification(start: start)
                flush()
                segments.append(segment)
            } catch {
                diagnostics.report(error.kind, error.message, at: text.location(atUTF8Offset: start))
                failed = true
                // Skip the rest of this specification and go on, to report every bad one.
                while position < bytes.count, !Self.conversions.contains(bytes[position]), bytes[position] != UInt8(ascii: " ") { position += 1 }
                position = min(position + 1, bytes.count)
            }
        }
        flush()
        return failed ? nil : FormatString(segments: segments)
    }

    struct FormatError: Error {
        var kind: DiagnosticKind
        var message: String
    }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func digits() -> Int? {
        let start = position
        while let byte = peek(), byte >= 0x30, byte <= 0x39 { position += 1 }
        guard position > start else { return nil }
        return Int(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    mutating func parseSpecification(start: Int) throws(FormatError) -> FormatString.Segment {
        let location = text.location(atUTF8Offset: start)
        // An explicit position: digits followed by '$'.
        var argumentPosition: Int?
        let afterPercent = position
        if let number = digits(), peek() == UInt8(ascii: "$") {
            guard number > 0 else { throw FormatError(kind: .formatSpecifier, message: "argument positions start at 1; '%0$' is invalid") }
            argumentPosition = number
            position += 1
        } else {
            position = afterPercent
        }
        if peek() == UInt8(ascii: "#"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "@") {
            position += 2
            let nameStart = position
            while let byte = peek(), byte != UInt8(ascii: "@") {
                guard byte != UInt8(ascii: " ") && byte != UInt8(ascii: "%") else { break }
                position += 1
            }
            guard peek() == UInt8(ascii: "@"), position > nameStart else {
                throw FormatError(kind: .formatVariable, message: "a variable reference is '%#@name@'; this one is not closed with '@'")
            }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
            position += 1
            return .variable(name: name, position: argumentPosition, location: location)
        }
        var flags = ""
        while let byte = peek(), "-+ 0#'".utf8.contains(byte) {
            flags.append(Character(UnicodeScalar(byte)))
            position += 1
        }
        if peek() == UInt8(ascii: "*") {
            throw FormatError(kind: .formatUnsupported, message: "'*' widths and precisions take an extra argument; write the number into the format instead")
        }
        let width = digits()
        var precision: Int?
        if peek() == UInt8(ascii: ".") {
            position += 1
            if peek() == UInt8(ascii: "*") {
                throw FormatError(kind: .formatUnsupported, message: "'*' widths and precisions take an extra argument; write the number into the format instead")
            }
            precision = digits() ?? 0
        }
        var length = ""
        for candidate in Self.lengths where bytes[position...].starts(with: candidate.utf8) {
            length = candidate
            position += candidate.utf8.count
            break
        }
        guard let conversion = peek() else {
            throw FormatError(kind: .formatSpecifier, message: "the format ends in the middle of a specifier; write '%%' for a literal '%'")
        }
        position += 1
        let written = String(decoding: bytes[start..<position], as: UTF8.self)
        switch conversion {
        case _ where flags.contains(" ") && !Self.conversions.contains(conversion):
            // "100% sure": a literal percent sign, not a specifier with a space flag.
            throw FormatError(kind: .formatSpecifier, message: "invalid format specifier '\(written)'; write '%%' for a literal '%'")
        case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "n"):
            throw FormatError(kind: .formatUnsupported, message: "'\(written)' is not supported: use '%@' for text (C strings and pointers have no Swift equivalent here)")
        case let byte where Self.conversions.contains(byte):
            return .specifier(FormatSpecifier(position: argumentPosition, flags: flags, width: width, precision: precision, length: length,
                                              conversion: Character(UnicodeScalar(byte)), text: written, location: location))
        default:
            let shown = String(decoding: bytes[start..<min(bytes.count, position + 3)], as: UTF8.self)
            throw FormatError(kind: .formatSpecifier, message: "invalid format specifier '\(shown.prefix { $0 != " " })'; write '%%' for a literal '%'")
        }
    }
}
