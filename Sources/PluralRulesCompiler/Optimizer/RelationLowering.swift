/// Pass 2: relations become tests on integer sets.
///
/// - `=`, `is`, `in` on an integral operand: `x ∈ ranges`; `!=`, `not in`: the complement.
/// - `n` is `i` plus a fraction that is non-zero exactly when `t != 0`, so
///   `n % m = S` becomes `t = 0 and i % m ∈ S`, exactly.
/// - `within` is `in` for integral operands; for `n` it is `i ∈ [a, b-1]`, or `i = b` with
///   no fraction.
/// - `c` is `e`.
public enum RelationLowering {
    public static func lower(_ ruleSet: PluralRuleSet) -> IRRuleSet {
        let rules = ruleSet.rules.compactMap { rule -> IRRule? in
            guard let condition = rule.condition else { return nil }
            return IRRule(category: rule.category, condition: lower(condition), sourceText: rule.sourceText)
        }
        return IRRuleSet(rules: rules, categories: ruleSet.categories)
    }

    public static func lower(_ condition: PluralCondition) -> IRCondition {
        .or(condition.alternatives.map { .and($0.relations.map(lower)) })
    }

    public static func lower(_ relation: PluralRelation) -> IRCondition {
        let modulus = relation.expression.modulus
        let ranges = relation.ranges.map { $0.lower...$0.upper }
        let lowered: IRCondition
        switch relation.expression.operand {
        case .n:
            let integer = IRExpression(.i, modulus: modulus)
            let integral = IRCondition.test(IRTest(IRExpression(.t), IntegerSet(0)))
            switch relation.kind {
            case .in:
                lowered = .and([integral, .test(IRTest(integer, IntegerSet(ranges)))])
            case .within:
                // lower ≤ i + fraction ≤ upper.
                let belowUpper = IntegerSet(ranges.compactMap { $0.lowerBound < $0.upperBound ? $0.lowerBound...($0.upperBound - 1) : nil })
                let atUpper = IntegerSet(ranges.map { $0.upperBound...$0.upperBound })
                lowered = .or([.test(IRTest(integer, belowUpper)), .and([.test(IRTest(integer, atUpper)), integral])])
            }
        default:
            let operand: IROperand =
                switch relation.expression.operand {
                case .i: .i
                case .v: .v
                case .w: .w
                case .f: .f
                case .t: .t
                case .c, .e, .n: .e
                }
            lowered = .test(IRTest(IRExpression(operand, modulus: modulus), IntegerSet(ranges)))
        }
        return relation.isNegated ? lowered.negated : lowered
    }
}
