/// Pass 1: locales whose rules mean the same share one compiled rule set.
///
/// CLDR already lists locales with identical rules together; after lowering and
/// simplification, rule sets that CLDR writes differently but that mean the same are merged
/// too. The group is named after its first locale in sorted order.
public struct CompiledRuleSet: Sendable, Hashable {
    public var type: PluralRuleType
    /// The locales sharing the rules, sorted.
    public var locales: [String]
    /// The CLDR rules as written (of the first locale's set), for comments.
    public var source: PluralRuleSet
    /// The simplified IR of the general path.
    public var rules: IRRuleSet
    /// The integer fast path.
    public var integerPath: IntegerPath

    /// An identifier for generated code: `cardinal_ru`, `ordinal_kok_Latn`.
    public var name: String { "\(type)_\(locales[0])" }
    public var categories: [PluralCategory] { rules.categories }
}

public enum RuleSetGrouping {
    /// Lowers, simplifies and groups the rule sets of `file`, keeping only `locales` when given.
    public static func compile(_ file: PluralRuleFile, locales: Set<String>? = nil) -> [CompiledRuleSet] {
        var groups: [CompiledRuleSet] = []
        for ruleSet in file.ruleSets {
            let included = ruleSet.locales.filter { locales?.contains($0) ?? true }
            guard !included.isEmpty else { continue }
            let rules = BooleanSimplification.simplify(RelationLowering.lower(ruleSet))
            if let index = groups.firstIndex(where: { $0.rules.meaning == rules.meaning }) {
                groups[index].locales = (groups[index].locales + included).sorted()
            } else {
                groups.append(CompiledRuleSet(type: file.type, locales: included.sorted(), source: ruleSet,
                                              rules: rules, integerPath: IntegerSpecialization.integerPath(rules)))
            }
        }
        return groups.sorted { $0.locales[0] < $1.locales[0] }
    }
}
