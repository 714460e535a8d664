// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// A CLDR plural category. Rules are tested in this order, and `other` always comes last.
///
/// ```swift
/// PluralRules(locale: "ru")!.category(for: 3)   // .few
/// PluralCategory.few.name                       // "few"
/// ```
public enum PluralCategory: UInt8, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case zero, one, two, few, many, other

    /// The CLDR keyword: `"zero"`, `"one"`, `"two"`, `"few"`, `"many"` or `"other"`.
    public var name: String {
        switch self {
        case .zero: "zero"
        case .one: "one"
        case .two: "two"
        case .few: "few"
        case .many: "many"
        case .other: "other"
        }
    }

    /// The category named by a CLDR keyword, or `nil`.
    public init?(name: String) {
        switch name {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: return nil
        }
    }

    public var description: String { name }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Cardinal rules count things ("5 files"); ordinal rules rank them ("the 5th file").
public enum PluralRuleType: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case cardinal, ordinal

    /// As CLDR names the type: `"cardinal"` or `"ordinal"`.
    public var name: String {
        switch self {
        case .cardinal: "cardinal"
        case .ordinal: "ordinal"
        }
    }

    /// The type named `"cardinal"` or `"ordinal"`, or `nil`.
    public init?(name: String) {
        switch name {
        case "cardinal": self = .cardinal
        case "ordinal": self = .ordinal
        default: return nil
        }
    }

    public var description: String { name }
}
