/// Prints rule ASTs in canonical CLDR syntax: `=` and `!=` for set membership, `within` and
/// `not within`, `%` for remainders, single spaces. Parsing the printed text gives an equal AST.
public enum RulePrinter {
    public static func print(_ expression: PluralExpression) -> String {
        expression.modulus.map { "\(expression.operand.rawValue) % \($0)" } ?? expression.operand.rawValue
    }

    public static func print(_ relation: PluralRelation) -> String {
        let symbol =
            switch (relation.kind, relation.isNegated) {
            case (.in, false): "="
            case (.in, true): "!="
            case (.within, false): "within"
            case (.within, true): "not within"
            }
        return "\(print(relation.expression)) \(symbol) " + relation.ranges.map(\.description).joined(separator: ",")
    }

    public static func print(_ condition: PluralAndCondition) -> String {
        condition.relations.map { print($0) }.joined(separator: " and ")
    }

    public static func print(_ condition: PluralCondition) -> String {
        condition.alternatives.map { print($0) }.joined(separator: " or ")
    }

    /// The rule as it would appear in a `<pluralRule>` element: condition, then samples.
    public static func print(_ rule: PluralRule) -> String {
        var parts: [String] = []
        if let condition = rule.condition { parts.append(print(condition)) }
        if let samples = rule.integerSamples { parts.append(samples.description) }
        if let samples = rule.decimalSamples { parts.append(samples.description) }
        return parts.joined(separator: " ")
    }
}
