/// The `@integer` or `@decimal` sample list of a rule: numbers CLDR says the rule selects.
///
/// `@integer 0~15, 100, …` and `@decimal 0.0~1.5, 1.0000001c6, …`. A range `a~b` stands
/// for every value from `a` to `b` in steps of the last written digit, so `0.0~1.5` is 16
/// values and `1~3` is three. The trailing `…` says the list goes on; it adds no value.
public struct SampleList: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case integer, decimal
    }

    public var kind: Kind
    public var items: [SampleRange]
    /// Whether the list ends in `…` (or `...`).
    public var isOpenEnded: Bool
    public var location: SourceLocation?

    public init(kind: Kind, items: [SampleRange], isOpenEnded: Bool, location: SourceLocation? = nil) {
        self.kind = kind
        self.items = items
        self.isOpenEnded = isOpenEnded
        self.location = location
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.items == rhs.items && lhs.isOpenEnded == rhs.isOpenEnded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(items)
    }

    /// Every value the list stands for, ranges expanded, in order.
    public var expandedValues: [SampleValue] { items.flatMap(\.expandedValues) }

    public var description: String {
        "@\(kind.rawValue) " + items.map(\.description).joined(separator: ", ") + (isOpenEnded ? ", …" : "")
    }
}

/// One sample as written, with its operands.
public struct SampleValue: Sendable, Hashable, CustomStringConvertible {
    /// The sample exactly as written, such as `1.50` or `1.0000001c6`.
    public var text: String
    public var operands: PluralOperands
    public var location: SourceLocation?

    public init(text: String, operands: PluralOperands, location: SourceLocation? = nil) {
        self.text = text
        self.operands = operands
        self.location = location
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
    public var description: String { text }
}

/// `value` or `lower~upper`.
public struct SampleRange: Sendable, Hashable, CustomStringConvertible {
    public var lower: SampleValue
    public var upper: SampleValue?

    /// The most values one range may stand for; larger ranges are diagnosed by the parser.
    public static let maximumExpansion = 100_000

    public init(lower: SampleValue, upper: SampleValue? = nil) {
        self.lower = lower
        self.upper = upper
    }

    public var description: String { upper.map { "\(lower.text)~\($0.text)" } ?? lower.text }

    /// Why `lower~upper` cannot be expanded, or `nil` when it can.
    public var expansionProblem: String? {
        guard let upper else { return nil }
        let (lowerMantissa, lowerDigits, lowerSuffix) = Self.split(lower.text)
        let (upperMantissa, upperDigits, upperSuffix) = Self.split(upper.text)
        guard lowerDigits == upperDigits, lowerSuffix == upperSuffix else {
            return "the ends of sample range '\(description)' must have the same number of fraction digits and the same exponent"
        }
        guard let low = lowerMantissa, let high = upperMantissa else {
            return "sample range '\(description)' is too large to expand"
        }
        guard low <= high else { return "sample range '\(description)' is empty: its start is above its end" }
        guard high - low < UInt64(Self.maximumExpansion) else {
            return "sample range '\(description)' stands for more than \(Self.maximumExpansion) values"
        }
        return nil
    }

    /// The values from `lower` to `upper` stepping by the last written digit.
    /// A range with an ``expansionProblem`` gives just its two ends.
    public var expandedValues: [SampleValue] {
        guard let upper else { return [lower] }
        guard expansionProblem == nil else { return [lower, upper] }
        let (lowerMantissa, fractionCount, suffix) = Self.split(lower.text)
        let (upperMantissa, _, _) = Self.split(upper.text)
        return (lowerMantissa!...upperMantissa!).map { scaled in
            var digits = String(scaled)
            if fractionCount > 0 {
                if digits.count <= fractionCount {
                    digits = String(repeating: "0", count: fractionCount - digits.count + 1) + digits
                }
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionCount))
            }
            let text = digits + suffix
            // The text is built from digits, so it always parses.
            return SampleValue(text: text, operands: PluralOperands(text)!, location: lower.location)
        }
    }

    /// A sample's mantissa as an integer of its last-digit unit, its fraction-digit count, and
    /// its exponent suffix (`"1.5c3"` → `(15, 1, "c3")`).
    private static func split(_ text: String) -> (mantissa: UInt64?, fractionDigits: Int, suffix: String) {
        let exponentIndex = text.firstIndex { $0 == "c" || $0 == "e" || $0 == "C" || $0 == "E" } ?? text.endIndex
        let mantissa = text[..<exponentIndex]
        let suffix = String(text[exponentIndex...])
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let fractionDigits = parts.count > 1 ? parts[1].count : 0
        return (UInt64(parts.joined()), fractionDigits, suffix)
    }
}
