/// The optimizer's intermediate representation of plural rules.
///
/// Unlike the AST, the IR has no `n` (it is `i` guarded by `t = 0`), no `c` (it is `e`),
/// no `within`, and no negation: every test is "the value of this expression lies in this
/// integer set", and sets absorb `!=`. Conditions are trees of `and` and `or` over tests.

/// An operand the IR tests. `n` and `c` are lowered away.
public enum IROperand: String, Sendable, Hashable, Comparable, CaseIterable {
    case i, v, w, f, t, e

    public static func < (lhs: IROperand, rhs: IROperand) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// `operand` or `operand % modulus`.
public struct IRExpression: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var operand: IROperand
    public var modulus: UInt64?

    public init(_ operand: IROperand, modulus: UInt64? = nil) {
        self.operand = operand
        self.modulus = modulus
    }

    public static func < (lhs: IRExpression, rhs: IRExpression) -> Bool {
        (lhs.operand, lhs.modulus ?? 0) < (rhs.operand, rhs.modulus ?? 0)
    }

    public var description: String { modulus.map { "\(operand.rawValue) % \($0)" } ?? operand.rawValue }

    /// The value for `operands`, saturated at `UInt64.max` (every rule literal is smaller).
    public func value(for operands: PluralOperands) -> UInt64 {
        let letter: PluralOperand =
            switch operand {
            case .i: .i
            case .v: .v
            case .w: .w
            case .f: .f
            case .t: .t
            case .e: .e
            }
        return operands.value(of: letter, modulo: modulus).value
    }
}

/// `expression ∈ set`.
public struct IRTest: Sendable, Hashable, CustomStringConvertible {
    public var expression: IRExpression
    public var set: IntegerSet

    public init(_ expression: IRExpression, _ set: IntegerSet) {
        self.expression = expression
        self.set = set
    }

    public func evaluate(_ operands: PluralOperands) -> Bool { set.contains(expression.value(for: operands)) }

    public var description: String {
        let complement = set.complement
        if complement.ranges.count < set.ranges.count || (complement.ranges.count == set.ranges.count && set.ranges.last?.upperBound == .max) {
            return "\(expression) != \(complement)"
        }
        return "\(expression) = \(set)"
    }
}

/// A condition: constants, tests, and `and` / `or` of conditions.
public indirect enum IRCondition: Sendable, Hashable, CustomStringConvertible {
    case constant(Bool)
    case test(IRTest)
    case and([IRCondition])
    case or([IRCondition])

    public static let always = IRCondition.constant(true)
    public static let never = IRCondition.constant(false)

    public func evaluate(_ operands: PluralOperands) -> Bool {
        switch self {
        case .constant(let value): value
        case .test(let test): test.evaluate(operands)
        case .and(let children): children.allSatisfy { $0.evaluate(operands) }
        case .or(let children): children.contains { $0.evaluate(operands) }
        }
    }

    /// De Morgan: the negation, with negated tests as complemented sets.
    public var negated: IRCondition {
        switch self {
        case .constant(let value): .constant(!value)
        case .test(let test): .test(IRTest(test.expression, test.set.complement))
        case .and(let children): .or(children.map(\.negated))
        case .or(let children): .and(children.map(\.negated))
        }
    }

    /// Every test in the condition.
    public var tests: [IRTest] {
        switch self {
        case .constant: []
        case .test(let test): [test]
        case .and(let children), .or(let children): children.flatMap(\.tests)
        }
    }

    public var description: String {
        switch self {
        case .constant(let value): value ? "true" : "false"
        case .test(let test): test.description
        case .and(let children):
            children.map { child in
                if case .or = child { return "(\(child))" }
                return child.description
            }.joined(separator: " and ")
        case .or(let children): children.map(\.description).joined(separator: " or ")
        }
    }
}

/// One rule in the IR: a category, its condition, and the CLDR text it came from.
public struct IRRule: Sendable, Hashable {
    public var category: PluralCategory
    public var condition: IRCondition
    /// The CLDR rule text, for comments in generated code.
    public var sourceText: String

    public init(category: PluralCategory, condition: IRCondition, sourceText: String) {
        self.category = category
        self.condition = condition
        self.sourceText = sourceText
    }
}

/// A rule set in the IR: rules tried in CLDR order, then `other`.
public struct IRRuleSet: Sendable, Hashable {
    /// The rules before `other`, in CLDR order.
    public var rules: [IRRule]
    /// The categories the locales use (the source's, which stays the same however rules are
    /// simplified), in CLDR order.
    public var categories: [PluralCategory]

    public init(rules: [IRRule], categories: [PluralCategory]) {
        self.rules = rules
        self.categories = categories
    }

    public func category(for operands: PluralOperands) -> PluralCategory {
        rules.first { $0.condition.evaluate(operands) }?.category ?? .other
    }
}

extension IRRuleSet {
    /// What the rules select, without the CLDR text they came from.
    public struct Meaning: Hashable, Sendable {
        var categories: [PluralCategory]
        var rules: [Rule]
        struct Rule: Hashable, Sendable {
            var category: PluralCategory
            var condition: IRCondition
        }
    }

    public var meaning: Meaning {
        Meaning(categories: categories, rules: rules.map { Meaning.Rule(category: $0.category, condition: $0.condition) })
    }
}
