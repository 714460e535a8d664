/// The syntax tree of CLDR plural rules (UTS #35 Part 3, "Language Plural Rules").
///
/// ```
/// condition       = and_condition ('or' and_condition)*
/// and_condition   = relation ('and' relation)*
/// relation        = expr ('=' | '!=' | 'is' 'not'? | 'not'? 'in' | 'not'? 'within') range_list
/// expr            = operand (('mod' | '%') value)?
/// range_list      = (range | value) (',' range_list)*
/// ```
///
/// Every node carries the location of its first character in the file it was read from.
/// Locations are not part of a node's identity: `==` compares structure only, so a rule
/// parsed from its canonical printing equals the original.

/// `operand` or `operand % modulus`.
public struct PluralExpression: Sendable, Hashable, CustomStringConvertible {
    public var operand: PluralOperand
    /// The divisor of `%` / `mod`, never zero.
    public var modulus: UInt64?
    public var location: SourceLocation?

    public init(operand: PluralOperand, modulus: UInt64? = nil, location: SourceLocation? = nil) {
        self.operand = operand
        self.modulus = modulus
        self.location = location
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.operand == rhs.operand && lhs.modulus == rhs.modulus
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(operand)
        hasher.combine(modulus)
    }

    public var description: String { RulePrinter.print(self) }
}

/// One item of a range list: a single value (`lower == upper`) or a range `lower..upper`.
public struct PluralRange: Sendable, Hashable, CustomStringConvertible {
    public var lower: UInt64
    public var upper: UInt64
    public var location: SourceLocation?

    public init(_ lower: UInt64, _ upper: UInt64, location: SourceLocation? = nil) {
        self.lower = lower
        self.upper = upper
        self.location = location
    }

    public init(_ value: UInt64, location: SourceLocation? = nil) {
        self.init(value, value, location: location)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.lower == rhs.lower && lhs.upper == rhs.upper }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lower)
        hasher.combine(upper)
    }

    public var description: String { lower == upper ? "\(lower)" : "\(lower)..\(upper)" }
}

/// A comparison of an expression with a range list.
///
/// `=`, `is` and `in` are one relation (`kind == .in`): they hold when the value is an
/// integer inside one of the ranges. `within` also admits fractions between the bounds.
/// `!=`, `is not`, `not in` and `not within` are the negations.
public struct PluralRelation: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `=`, `is`, `in`: integral and in range.
        case `in`
        /// `within`: in range, fractions included.
        case within
    }

    public var expression: PluralExpression
    public var kind: Kind
    public var isNegated: Bool
    public var ranges: [PluralRange]
    public var location: SourceLocation?

    public init(_ expression: PluralExpression, _ kind: Kind = .in, negated: Bool = false, _ ranges: [PluralRange], location: SourceLocation? = nil) {
        self.expression = expression
        self.kind = kind
        self.isNegated = negated
        self.ranges = ranges
        self.location = location
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.expression == rhs.expression && lhs.kind == rhs.kind && lhs.isNegated == rhs.isNegated && lhs.ranges == rhs.ranges
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression)
        hasher.combine(kind)
        hasher.combine(isNegated)
        hasher.combine(ranges)
    }

    public var description: String { RulePrinter.print(self) }
}

/// Relations joined by `and`.
public struct PluralAndCondition: Sendable, Hashable, CustomStringConvertible {
    public var relations: [PluralRelation]

    public init(_ relations: [PluralRelation]) { self.relations = relations }

    public var description: String { RulePrinter.print(self) }
}

/// `and` conditions joined by `or`: the condition of one rule.
public struct PluralCondition: Sendable, Hashable, CustomStringConvertible {
    public var alternatives: [PluralAndCondition]

    public init(_ alternatives: [PluralAndCondition]) { self.alternatives = alternatives }

    public var description: String { RulePrinter.print(self) }
}

/// One `<pluralRule>`: a category, its condition (none for `other`), and its samples.
public struct PluralRule: Sendable, Hashable {
    public var category: PluralCategory
    /// `nil` when the rule has no condition, as `other` never has: it always holds.
    public var condition: PluralCondition?
    public var integerSamples: SampleList?
    public var decimalSamples: SampleList?
    /// The condition as CLDR writes it (whitespace trimmed), for comments in generated code.
    public var sourceText: String
    public var location: SourceLocation?

    public init(
        category: PluralCategory, condition: PluralCondition?, integerSamples: SampleList? = nil,
        decimalSamples: SampleList? = nil, sourceText: String = "", location: SourceLocation? = nil
    ) {
        self.category = category
        self.condition = condition
        self.integerSamples = integerSamples
        self.decimalSamples = decimalSamples
        self.sourceText = sourceText
        self.location = location
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.category == rhs.category && lhs.condition == rhs.condition
            && lhs.integerSamples == rhs.integerSamples && lhs.decimalSamples == rhs.decimalSamples
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(condition)
    }
}

/// The rules of one or more locales for one type, in CLDR's evaluation order
/// (zero, one, two, few, many, other).
public struct PluralRuleSet: Sendable, Hashable {
    /// The CLDR locale identifiers that share these rules, as the file lists them.
    public var locales: [String]
    /// The rules, sorted by category; the last is always `other`.
    public var rules: [PluralRule]
    public var location: SourceLocation?

    public init(locales: [String], rules: [PluralRule], location: SourceLocation? = nil) {
        self.locales = locales
        self.rules = rules.sorted { $0.category < $1.category }
        self.location = location
    }

    /// The categories the locales use, in CLDR order.
    public var categories: [PluralCategory] { rules.map(\.category) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.locales == rhs.locales && lhs.rules == rhs.rules }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locales)
        hasher.combine(rules)
    }
}
