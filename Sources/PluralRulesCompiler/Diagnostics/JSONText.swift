/// A JSON value whose objects keep their keys in the order given, written the same way every
/// time: reports and baselines diff cleanly and compare byte for byte.
public indirect enum JSONText: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An object of the pairs whose value is not `nil`, in order.
    public static func object(_ pairs: [(String, JSONText?)]) -> JSONText {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    /// How values are laid out.
    enum Layout {
        /// On one line, without spaces.
        case compact
        /// Two spaces per level, every element on its own line.
        case pretty
        /// As `pretty`, but an object inside an array stays on one line: a baseline's findings,
        /// one per line.
        case prettyWithInlineRecords
    }

    /// On one line, without spaces.
    public var compact: String {
        var out = ""
        write(to: &out, layout: .compact, level: 0)
        return out
    }

    /// Indented by two spaces, ending in a line break; with `inlineRecords`, objects inside
    /// arrays stay on one line each.
    public func pretty(inlineRecords: Bool = false) -> String {
        var out = ""
        write(to: &out, layout: inlineRecords ? .prettyWithInlineRecords : .pretty, level: 0)
        return out + "\n"
    }

    private func write(to out: inout String, layout: Layout, level: Int) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard layout != .compact, !items.isEmpty else {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += "," }
                    item.write(to: &out, layout: .compact, level: 0)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: level + 1)
                if layout == .prettyWithInlineRecords, case .object = item {
                    item.write(to: &out, layout: .compact, level: 0)
                } else {
                    item.write(to: &out, layout: layout, level: level + 1)
                }
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: level) + "]"
        case .object(let pairs):
            guard layout != .compact, !pairs.isEmpty else {
                out += "{"
                for (index, (key, value)) in pairs.enumerated() {
                    if index > 0 { out += "," }
                    Self.writeString(key, to: &out)
                    out += ":"
                    value.write(to: &out, layout: .compact, level: 0)
                }
                out += "}"
                return
            }
            out += "{\n"
            for (index, (key, value)) in pairs.enumerated() {
                out += String(repeating: "  ", count: level + 1)
                Self.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, layout: layout, level: level + 1)
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: level) + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped; everything else
    /// as it is (JSON is UTF-8).
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
