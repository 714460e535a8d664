/// The reference interpreter: evaluates rule ASTs on operands exactly as UTS #35 specifies.
///
/// It favours plainness over speed, and it is the oracle that the optimizer and the generated
/// code are tested against.
///
/// - `=`, `is`, `in` hold only for integral values in range: `n = 0..1` fails for 0.5.
/// - `within` admits fractions between the bounds: `n within 0..1` holds for 0.5.
/// - `%` keeps the fraction: `n % 10 = 1` fails for 1.5, since 1.5 % 10 is 1.5.
public enum PluralRuleInterpreter {
    /// Whether `relation` holds for `operands`.
    public static func evaluate(_ relation: PluralRelation, _ operands: PluralOperands) -> Bool {
        // Values above every rule literal saturate (see `PluralOperands.value(of:modulo:)`).
        let (value, hasFraction) = operands.value(of: relation.expression.operand, modulo: relation.expression.modulus)
        let holds: Bool
        switch relation.kind {
        case .in:
            holds = !hasFraction && relation.ranges.contains { $0.lower <= value && value <= $0.upper }
        case .within:
            // lower <= value <= upper, where value may carry a fraction after its integer part.
            holds = relation.ranges.contains { range in
                guard value >= range.lower else { return false }
                return value < range.upper || (value == range.upper && !hasFraction)
            }
        }
        return holds != relation.isNegated
    }

    /// Whether `condition` holds for `operands`.
    public static func evaluate(_ condition: PluralCondition, _ operands: PluralOperands) -> Bool {
        condition.alternatives.contains { alternative in
            alternative.relations.allSatisfy { evaluate($0, operands) }
        }
    }

    /// The category of the first rule, in CLDR order, whose condition holds; `other` when none does.
    public static func category(for operands: PluralOperands, in ruleSet: PluralRuleSet) -> PluralCategory {
        for rule in ruleSet.rules {
            guard let condition = rule.condition else { return rule.category }
            if evaluate(condition, operands) { return rule.category }
        }
        return .other
    }
}

extension PluralRuleSet {
    /// The category the reference interpreter selects for `operands`.
    public func category(for operands: PluralOperands) -> PluralCategory {
        PluralRuleInterpreter.category(for: operands, in: self)
    }
}
