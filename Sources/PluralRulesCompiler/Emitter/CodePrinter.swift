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

    /// One line at the current indentation; an empty string gives an empty line.
    public mutating func line(_ content: String = "") {
        if !content.isEmpty { text += String(repeating: "    ", count: indentation) + content }
        text += "\n"
    }

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
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty && current.count + 1 + word.count + prefix.count > width {
                line(prefix + current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        line(prefix + current)
    }

    /// Appends text verbatim (it should end in a newline).
    public mutating func raw(_ text: String) {
        self.text += text
    }
}
