/// A CLDR plural category, in CLDR's evaluation order: zero, one, two, few, many, other.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    case zero, one, two, few, many, other

    /// The position in CLDR's order; rules are evaluated in this order and `other` comes last.
    public var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.order < rhs.order }

    public var description: String { rawValue }
}

/// Which CLDR rules: cardinal (`plurals.xml`, "5 files") or ordinal (`ordinals.xml`, "5th file").
public enum PluralRuleType: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case cardinal, ordinal

    public var description: String { rawValue }
}
