/// Text as the report renderers write it: numbers and shares for people, and anything that
/// comes from the user's files (keys, translations, paths, table names) escaped for HTML or
/// Markdown, so that a key such as `<script>` or `@everyone` stays text.
enum ReportText {
    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// `part` of `whole` as a whole percentage, rounded down so that a table missing one key
    /// of thousands is not shown as done: `99%`, `100%` only when complete, `<1%` for a
    /// little; `nil` when `whole` is 0.
    static func percent(_ part: Int, of whole: Int) -> String? {
        guard whole > 0 else { return nil }
        if part >= whole { return "100%" }
        if part <= 0 { return "0%" }
        let value = part * 100 / whole
        return value == 0 ? "<1%" : "\(value)%"
    }

    /// `part` of `whole` as a fraction with four decimals, for sorting and for CSS (`0.9712`).
    static func fraction(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0" }
        let scaled = min(part, whole) * 10_000 / whole
        let decimals = String(scaled % 10_000)
        return "\(scaled / 10_000).\(String(repeating: "0", count: 4 - decimals.count))\(decimals)"
    }

    /// `count` and the noun, in the singular for 1: `1 error`, `3 errors`, `1,024 keys`.
    static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// A catalog state as prose: `needs_review` as `needs review`.
    static func stateName(_ state: String) -> String {
        String(state.map { $0 == "_" ? " " : $0 })
    }

    // MARK: HTML

    /// User text for HTML content and attribute values: control and bidirectional characters
    /// shown as escapes (``Diagnostic/printable(_:)``, as the terminal shows them), then
    /// `& < > " '` as character references.
    static func html(_ text: String) -> String {
        let shown = Diagnostic.printable(text)
        guard
            shown.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
            })
        else {
            return shown
        }
        var out = ""
        out.reserveCapacity(shown.utf8.count + 16)
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The catalogue's prose (``DiagnosticKind/summary``), whose `code` spans become `<code>`.
    static func htmlProse(_ text: String) -> String {
        let parts = html(text).split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return html(text) }
        return parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }.joined()
    }

    /// JSON for a `<script type="application/json">` block: `<`, `>` and `&` as `\u` escapes,
    /// so that no string inside can end the block (`</script>`) or open a comment, and so are
    /// the control and bidirectional characters ``Diagnostic/printable(_:)`` escapes, so that
    /// none reorders the page's source for whoever reads it. Parsed, the values are as written.
    static func scriptJSON(_ json: JSONText) -> String {
        var out = ""
        for scalar in json.compact.unicodeScalars {
            if scalar == "<" || scalar == ">" || scalar == "&" || Diagnostic.isUnprintable(scalar) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A value for a query string (`table=…&locale=…`): every byte but unreserved ones as
    /// `%XX` (slashes stay).
    static func query(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { "\(name)=\(DiagnosticReport.percentEncoded($0))" } }.joined(separator: "&")
    }

    // MARK: Markdown

    /// User text for Markdown inside a line (GitHub's included): on one line, with a
    /// backslash before each ASCII punctuation character that could start markup there:
    /// emphasis, code, links, raw HTML and entities (`<`, `&`), a table cell's end (`|`), a
    /// mention (`@`), a reference (`#1`), an emoji (`:+1:`), math (`$`). Others (`-`, `.`)
    /// mean something only at the start of a line, where the renderer never puts user text.
    static func markdown(_ text: String) -> String {
        var out = ""
        for scalar in Diagnostic.printable(text).unicodeScalars {
            if markdownSpecials.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    static let markdownSpecials: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "<", ">", "#", "!", "|", "@", "~", "$", ":", "&", "^",
    ]
}
