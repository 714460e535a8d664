/// Pass 1: locales whose rules mean the same share one compiled rule set.
///
/// CLDR already lists locales with identical rules together; after lowering and
/// simplification, rule sets that CLDR writes differently but that mean the same are merged
/// too. A group is named by what it means, never by its members (see ``CompiledRuleSet/name``),
/// and the groups are sorted by name, so a CLDR update adds, removes or changes only the rule
/// sets whose meaning changed.
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

    /// The identifier of the rule set in generated code, named by its meaning:
    /// `cardinal_one_few_many_other_3f9a1c` (its type, its categories and a fingerprint of what
    /// its rules select, ``RuleSetNaming``), or `ordinal_other` for rules with only `other`.
    ///
    /// Never after a member locale: a shared set would be renamed when that locale leaves it
    /// (or the name would move to the locale's new rules). The name stays while the meaning
    /// does, whoever shares it, and a changed meaning is a new name.
    public var name: String

    public var categories: [PluralCategory] { rules.categories }

    public init(type: PluralRuleType, locales: [String], source: PluralRuleSet, rules: IRRuleSet, integerPath: IntegerPath) {
        self.type = type
        self.locales = locales
        self.source = source
        self.rules = rules
        self.integerPath = integerPath
        name = RuleSetNaming.name(type: type, rules: rules)
    }
}

/// Names of compiled rule sets and plural-range tables that depend on their meaning alone.
///
/// A fingerprint is the FNV-1a hash (64 bits, fixed constants, so the same on every run and
/// machine; Swift's `Hasher` is seeded per process) of a canonical text of the meaning, shown as
/// its first 6 hexadecimal digits. Should two meanings of one file share 6 digits, those sets
/// take 16 (`RuleSetNaming.disambiguated(_:)`), which no release so far needs.
public enum RuleSetNaming {
    public static let shortDigits = 6

    public static func name(type: PluralRuleType, rules: IRRuleSet, digits: Int = shortDigits) -> String {
        if rules.categories == [.other] { return "\(type)_other" }  // one meaning only: always `other`
        return "\(type)_" + rules.categories.map(\.name).joined(separator: "_") + "_" + fingerprint(canonicalText(rules), digits: digits)
    }

    /// What the rules select, as text: the categories, then each rule's category and its
    /// simplified condition (the IR, without the CLDR text, so rewording keeps the name).
    static func canonicalText(_ rules: IRRuleSet) -> String {
        ([rules.categories.map(\.name).joined(separator: " ")] + rules.rules.map { "\($0.category.name): \($0.condition)" })
            .joined(separator: "\n")
    }

    /// The first `digits` hexadecimal digits of the FNV-1a hash of `text`.
    public static func fingerprint(_ text: String, digits: Int = shortDigits) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(digits))
    }

    /// `sets` with the long fingerprint for any whose short name another set of the list has.
    static func disambiguated(_ sets: [CompiledRuleSet]) -> [CompiledRuleSet] {
        var counts: [String: Int] = [:]
        for set in sets { counts[set.name, default: 0] += 1 }
        return sets.map { set in
            guard counts[set.name, default: 0] > 1 else { return set }
            var renamed = set
            renamed.name = name(type: set.type, rules: set.rules, digits: 16)
            return renamed
        }
    }
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
                groups.append(
                    CompiledRuleSet(
                        type: file.type, locales: included.sorted(), source: ruleSet,
                        rules: rules, integerPath: IntegerSpecialization.integerPath(rules)))
            }
        }
        return RuleSetNaming.disambiguated(groups).sorted { $0.name < $1.name }
    }
}
