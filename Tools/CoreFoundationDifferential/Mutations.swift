// Seeded mutations of real files: byte flips, deleted or duplicated ranges, truncation, and
// inserted tokens a translator's editor or a translation platform could leave behind, drawn
// with PluralRulesTestSupport's SplitMix64: the same mutations for the same seed everywhere.
import PluralRulesTestSupport

enum Mutator {
    /// A token to insert: its name in reports and its text, as scalars (encoded as the file
    /// is), or raw bytes for what is not text in any encoding.
    struct Token {
        var name: String
        var text: String
        var rawUTF8: [UInt8]? = nil
    }

    static let tokens: [Token] = [
        Token(name: "quote", text: "\""), Token(name: "apostrophe", text: "'"), Token(name: "backslash", text: "\\"),
        Token(name: "\\U00E9", text: "\\U00E9"), Token(name: "\\u00e9", text: "\\u00e9"), Token(name: "\\U escape cut short", text: "\\U00"),
        Token(name: "high surrogate escape", text: "\\UD83D"), Token(name: "low surrogate escape", text: "\\UDE00"),
        Token(name: "surrogate pair escape", text: "\\UD83D\\UDE00"), Token(name: "octal escape", text: "\\101"),
        Token(name: "octal escape \\0", text: "\\0"), Token(name: "escaped 8", text: "\\8"), Token(name: "\\n", text: "\\n"),
        Token(name: "comment open", text: "/*"), Token(name: "comment close", text: "*/"), Token(name: "line comment", text: "//"),
        Token(name: "semicolon", text: ";"), Token(name: "equals", text: "="), Token(name: "entry", text: "\"k\" = \"v\";"),
        Token(name: "NUL", text: "\u{0}"), Token(name: "lone continuation byte", text: "", rawUTF8: [0x80]),
        Token(name: "invalid byte FF", text: "", rawUTF8: [0xFF]), Token(name: "truncated sequence", text: "", rawUTF8: [0xE2, 0x82]),
        Token(name: "U+FEFF", text: "\u{FEFF}"), Token(name: "U+0085", text: "\u{85}"), Token(name: "NBSP", text: "\u{A0}"),
        Token(name: "U+2028", text: "\u{2028}"), Token(name: "CR", text: "\r"), Token(name: "CRLF", text: "\r\n"), Token(name: "tab", text: "\t"),
        Token(name: "&amp;", text: "&amp;"), Token(name: "&lt;", text: "&lt;"), Token(name: "&bogus;", text: "&bogus;"), Token(name: "ampersand", text: "&"),
        Token(name: "&#65;", text: "&#65;"), Token(name: "&#x41;", text: "&#x41;"), Token(name: "&#X41;", text: "&#X41;"),
        Token(name: "&#0;", text: "&#0;"), Token(name: "&#xD800;", text: "&#xD800;"),
        Token(name: "CDATA", text: "<![CDATA[x]]>"), Token(name: "XML comment", text: "<!-- c -->"), Token(name: "processing instruction", text: "<?pi x?>"),
        Token(name: "less-than", text: "<"), Token(name: "greater-than", text: ">"), Token(name: "]]>", text: "]]>"),
        Token(name: "<string>", text: "<string>"), Token(name: "</string>", text: "</string>"), Token(name: "<key>x</key>", text: "<key>x</key>"),
        Token(name: "<string>x</string>", text: "<string>x</string>"), Token(name: "<integer>5 </integer>", text: "<integer>5 </integer>"),
        Token(name: "<true>x</true>", text: "<true>x</true>"), Token(name: "<date>garbage</date>", text: "<date>garbage</date>"),
        Token(name: "<real>1.5 </real>", text: "<real>1.5 </real>"), Token(name: "<dict/>", text: "<dict/>"), Token(name: "space", text: " "),
    ]

    /// The file's encoding as our readers and CF both detect it from a byte order mark.
    enum Layout {
        case utf8
        case utf16(bigEndian: Bool)

        init(_ bytes: [UInt8]) {
            if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
                self = .utf16(bigEndian: false)
            } else if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
                self = .utf16(bigEndian: true)
            } else {
                self = .utf8
            }
        }

        var unit: Int { if case .utf16 = self { 2 } else { 1 } }

        func encode(_ token: Token) -> [UInt8] {
            switch self {
            case .utf8: return token.rawUTF8 ?? Array(token.text.utf8)
            case .utf16(let bigEndian):
                // What is not text in UTF-8 is a lone surrogate in UTF-16.
                let units = token.rawUTF8 == nil ? Array(token.text.utf16) : [0xD800]
                return units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            }
        }
    }

    /// `bytes` changed once or twice, and what was done (enough to do it again by hand).
    static func mutate(_ bytes: [UInt8], using generator: inout SplitMix64) -> (bytes: [UInt8], description: String) {
        var result = bytes
        var done: [String] = []
        let times = Int.random(in: 0..<8, using: &generator) == 0 ? 2 : 1
        for _ in 0..<times { done.append(mutateOnce(&result, using: &generator)) }
        return (result, done.joined(separator: ", then "))
    }

    private static func mutateOnce(_ bytes: inout [UInt8], using generator: inout SplitMix64) -> String {
        let layout = Layout(bytes)
        let unit = layout.unit
        // Positions on unit boundaries, past the byte order mark.
        let start = layout.unit == 2 ? 2 : 0
        func position() -> Int {
            let units = (bytes.count - start) / unit
            guard units > 0 else { return start }
            let chosen = start + Int.random(in: 0...units, using: &generator) * unit
            // Half the time, move to just after the next quote, '>' or line break: inside a
            // value, an element's text, or between entries.
            guard Bool.random(using: &generator) else { return chosen }
            var index = chosen
            while index + unit <= bytes.count {
                let byte = layout.unit == 2 ? (bytes[index] | bytes[index + 1]) : bytes[index]
                let isASCII = layout.unit == 1 || bytes[index] == 0 || bytes[index + 1] == 0
                if isASCII, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ">") || byte == 0x0A { return index + unit }
                index += unit
            }
            return chosen
        }
        func length() -> Int { unit * [1, 1, 2, 3, 8, 40][Int.random(in: 0..<6, using: &generator)] }
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<11:
            let token = tokens.randomElement(using: &generator)!
            let at = position()
            bytes.insert(contentsOf: layout.encode(token), at: at)
            return "inserted \(token.name) at byte \(at)"
        case 11..<14:
            guard !bytes.isEmpty else { return "nothing (empty file)" }
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            let old = bytes[at]
            bytes[at] = Bool.random(using: &generator) ? old ^ (1 << UInt8.random(in: 0..<8, using: &generator)) : UInt8.random(in: 0...255, using: &generator)
            return "byte \(at) changed from \(old) to \(bytes[at])"
        case 14..<16:
            let at = position()
            let end = min(bytes.count, at + length())
            bytes.removeSubrange(at..<end)
            return "deleted bytes \(at)..<\(end)"
        case 16..<18:
            let at = position()
            let end = min(bytes.count, at + length())
            bytes.insert(contentsOf: Array(bytes[at..<end]), at: end)
            return "duplicated bytes \(at)..<\(end)"
        default:
            let at = position()
            bytes.removeSubrange(at...)
            return "truncated at byte \(at)"
        }
    }
}
