/// Builds Swift source line by line, with 4-space indentation.
///
/// ```swift
/// var printer = CodePrinter()
/// printer.block("enum E") { $0.line("case a") }
/// printer.text   // "enum E {\n    case a\n}\n"
/// ```
public struct CodePrinter {
    public private(set) var text = ""
    private var indentation = 0

    public init() {}

    /// One line at the current indentation; an empty string gives an empty line. A comment
    /// line (`//`, `///`) goes through ``commentSafe(_:)``: names and text from the inputs
    /// (file and table names, keys, translations, rule text) cannot end it and put code after it.
    public mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<indentation { text += "    " }
            text += content.hasPrefix("//") ? Self.commentSafe(content) : content
        }
        text += "\n"
    }

    /// `text` made safe inside a `//` comment, the one way generated comments are written:
    /// line breaks, control characters and invisible or bidirectional characters appear as
    /// Swift escapes (`\n`, `\u{1B}`), as in string literals; other text is unchanged.
    public static func commentSafe(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        return AccessorEmitter.visible(text)
    }

    /// What `line` puts before a line's content at the current indentation.
    public var indentationPrefix: String { String(repeating: "    ", count: indentation) }

    /// Lines of `body` indented one level further.
    public mutating func indent(_ body: (inout CodePrinter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// `header {`, the indented body, `}`.
    public mutating func block(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header + " {")
        indent(body)
        line("}")
    }

    /// `switch subject {`, one `case pattern: body` line per case (at the switch's own
    /// indentation, as Swift style has it), `}`: the one layout of every generated switch.
    /// A case whose pattern is `default` is written `default: body`; callers never pass a
    /// `default` alone (that is no switch). `returning` writes `return switch …`, for a switch
    /// expression after other statements.
    public mutating func switchBlock(_ subject: String, cases: [(pattern: String, body: String)], returning: Bool = false) {
        line("\(returning ? "return " : "")switch \(subject) {")
        for (pattern, body) in cases {
            line(pattern == "default" ? "default: \(body)" : "case \(pattern): \(body)")
        }
        line("}")
    }

    /// `// ` comment lines, wrapped at `width` columns (words are never split).
    public mutating func comment(_ text: String, prefix: String = "// ", width: Int = 100) {
        let text = Self.commentSafe(text)
        // Words with their lengths in characters. ASCII (CLDR rule text, most development-region
        // text) is split and measured by its bytes: by Character it costs far more, and for
        // ASCII gives the same words.
        let words: [(text: Substring, length: Int)] =
            text.utf8.contains(where: { $0 >= 0x80 })
            ? text.split(separator: " ", omittingEmptySubsequences: true).map { ($0, $0.count) }
            : text.utf8.split(separator: 0x20, omittingEmptySubsequences: true).map { (Substring($0), $0.count) }
        // Lengths kept as the line grows (counting a String is linear).
        let prefixLength = prefix.count
        var current = ""
        var currentLength = 0
        for word in words {
            if currentLength > 0 && currentLength + 1 + word.length + prefixLength > width {
                line(prefix + current)
                current = ""
                currentLength = 0
            }
            if currentLength > 0 {
                current += " "
                currentLength += 1
            }
            current += word.text
            currentLength += word.length
        }
        line(prefix + current)
    }

    /// Makes room for `count` bytes of text in all, so that a large output is not copied as it grows.
    public mutating func reserveCapacity(_ count: Int) {
        text.reserveCapacity(count)
    }

    /// Appends text verbatim (it should end in a newline).
    public mutating func raw(_ text: String) {
        self.text += text
    }
}
