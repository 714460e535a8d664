/// Pass 4: boolean simplification, under what is known at each point.
///
/// - Tests that facts decide become constants: inside `v = 0 and …`, `f`, `t` and `w` are 0;
///   once `one: i = 0,1` has failed, a later `i != 0` is true.
/// - Constants fold; nested `and`/`or` flatten; tests of one expression merge (ranges
///   intersect under `and`, unite under `or`, and adjacent ranges merge).
/// - Conjuncts common to every alternative of an `or` are factored out.
/// - Rules that can never be reached are removed, and nothing after a rule that always holds.
public enum BooleanSimplification {
    /// What is known about expressions: each lies in its set.
    public typealias Facts = [IRExpression: IntegerSet]

    /// Facts that hold for every integer input (`v = w = f = t = e = 0`).
    public static let integerFacts: Facts = [
        IRExpression(.v): IntegerSet(0), IRExpression(.w): IntegerSet(0), IRExpression(.f): IntegerSet(0),
        IRExpression(.t): IntegerSet(0), IRExpression(.e): IntegerSet(0),
    ]

    public static func simplify(_ ruleSet: IRRuleSet, assuming initialFacts: Facts = [:]) -> IRRuleSet {
        var facts = initialFacts
        var rules: [IRRule] = []
        for rule in ruleSet.rules {
            let condition = simplify(rule.condition, facts)
            if condition == .never { continue }
            rules.append(IRRule(category: rule.category, condition: condition, sourceText: rule.sourceText))
            if condition == .always { break }
            facts = assumingFalse(condition, facts)
        }
        return IRRuleSet(rules: rules, categories: ruleSet.categories)
    }

    public static func simplify(_ condition: IRCondition, _ facts: Facts = [:]) -> IRCondition {
        switch condition {
        case .constant:
            return condition
        case .test(let test):
            return simplify(test, facts)
        case .and(let children):
            return simplifyAnd(children, facts)
        case .or(let children):
            return simplifyOr(children, facts)
        }
    }

    // MARK: Facts

    /// The values `expression` can take given `facts`.
    static func known(_ expression: IRExpression, _ facts: Facts) -> IntegerSet {
        var set = facts[expression] ?? .all
        if let modulus = expression.modulus,
            let bare = facts[IRExpression(expression.operand)], bare.ranges.count == 1,
            bare.ranges[0].lowerBound == bare.ranges[0].upperBound
        {
            set = set.intersection(IntegerSet(bare.ranges[0].lowerBound % modulus))
        }
        // With no visible fraction digits, or with t = 0, the fraction operands are all 0.
        if [.f, .t, .w].contains(expression.operand) {
            let zero = IntegerSet(0)
            if [IROperand.v, .f, .t, .w].contains(where: { facts[IRExpression($0)] == zero }) {
                set = set.intersection(zero)
            }
        }
        return set
    }

    static func assumingTrue(_ condition: IRCondition, _ facts: Facts) -> Facts {
        switch condition {
        case .test(let test):
            var result = facts
            result[test.expression] = known(test.expression, facts).intersection(test.set)
            return result
        case .and(let children):
            return children.reduce(facts) { assumingTrue($1, $0) }
        default:
            return facts
        }
    }

    static func assumingFalse(_ condition: IRCondition, _ facts: Facts) -> Facts {
        assumingTrue(condition.negated, facts)
    }

    // MARK: Nodes

    static func simplify(_ test: IRTest, _ facts: Facts) -> IRCondition {
        let possible = known(test.expression, facts)
        let holding = possible.intersection(test.set)
        if holding.isEmpty { return .never }
        if holding == possible { return .always }
        // Any set that agrees on the possible values will do; take the one with fewest ranges.
        let candidates = [test.set, test.set.union(possible.complement), holding]
        let best = candidates.min { $0.ranges.count < $1.ranges.count }!
        return .test(IRTest(test.expression, best))
    }

    static func simplifyAnd(_ children: [IRCondition], _ initialFacts: Facts) -> IRCondition {
        var facts = initialFacts
        var result: [IRCondition] = []
        for child in children.flatMap(flattenAnd) {
            let simplified = simplify(child, facts)
            switch simplified {
            case .constant(false): return .never
            case .constant(true): continue
            case .test(let test):
                if let index = result.firstIndex(where: { if case .test(let other) = $0 { other.expression == test.expression } else { false } }),
                    case .test(let other) = result[index]
                {
                    let merged = IRTest(test.expression, other.set.intersection(test.set))
                    if merged.set.isEmpty { return .never }
                    result[index] = .test(merged)
                } else {
                    result.append(simplified)
                }
            default:
                for flat in flattenAnd(simplified) { result.append(flat) }
            }
            facts = assumingTrue(simplified, facts)
        }
        if result.isEmpty { return .always }
        if result.count == 1 { return result[0] }
        // Conjuncts commute: a compound child simplified before a later test was seen is
        // simplified again knowing every test (`(t != 0 or i != 0) and t = 0` → `i != 0`).
        let testFacts = result.reduce(facts) { facts, child in
            if case .test = child { return assumingTrue(child, facts) }
            return facts
        }
        let revisited = result.map { child -> IRCondition in
            if case .test = child { return child }
            return simplify(child, testFacts)
        }
        if revisited != result { return simplifyAnd(revisited, initialFacts) }
        return .and(result)
    }

    static func simplifyOr(_ children: [IRCondition], _ initialFacts: Facts) -> IRCondition {
        var facts = initialFacts
        var result: [IRCondition] = []
        for child in children.flatMap(flattenOr) {
            let simplified = simplify(child, facts)
            switch simplified {
            case .constant(true): return .always
            case .constant(false): continue
            case .test(let test):
                if let index = result.firstIndex(where: { if case .test(let other) = $0 { other.expression == test.expression } else { false } }),
                    case .test(let other) = result[index]
                {
                    let merged = IRTest(test.expression, other.set.union(test.set))
                    if merged.set.isAll { return .always }
                    result[index] = .test(merged)
                } else {
                    result.append(simplified)
                }
            default:
                for flat in flattenOr(simplified) { result.append(flat) }
            }
            facts = assumingFalse(simplified, facts)
        }
        if result.isEmpty { return .never }
        if result.count == 1 { return result[0] }
        if let factored = factorCommonConjuncts(result) { return simplify(factored, initialFacts) }
        return .or(result)
    }

    /// `a and b or a and c` → `a and (b or c)`; `nil` when the alternatives share nothing.
    static func factorCommonConjuncts(_ alternatives: [IRCondition]) -> IRCondition? {
        let conjuncts = alternatives.map(flattenAnd)
        let common = conjuncts[0].filter { candidate in conjuncts.allSatisfy { $0.contains(candidate) } }
        guard !common.isEmpty else { return nil }
        let rests: [IRCondition] = conjuncts.map { list in
            let rest = list.filter { !common.contains($0) }
            return rest.isEmpty ? .always : (rest.count == 1 ? rest[0] : .and(rest))
        }
        return .and(common + [.or(rests)])
    }

    static func flattenAnd(_ condition: IRCondition) -> [IRCondition] {
        if case .and(let children) = condition { return children.flatMap(flattenAnd) }
        return [condition]
    }

    static func flattenOr(_ condition: IRCondition) -> [IRCondition] {
        if case .or(let children) = condition { return children.flatMap(flattenOr) }
        return [condition]
    }
}
