import PluralRulesTestSupport
import Testing

@testable import PluralRulesCompiler

/// Each optimizer pass alone, and every pass against the reference interpreter on the
/// exhaustive operand grid, for every rule set of both types.
@Suite struct OptimizerTests {
    static let grid = Fixtures.operandGrid.map { PluralOperands($0)! }

    struct RuleSetCase: Sendable, CustomTestStringConvertible {
        var type: PluralRuleType
        var index: Int
        var ruleSet: PluralRuleSet { Fixtures.cldr.rules(type).ruleSets[index] }
        var testDescription: String { "\(type) \(ruleSet.locales.prefix(4).joined(separator: " "))" }
    }

    static let ruleSets = PluralRuleType.allCases.flatMap { type in
        Fixtures.cldr.rules(type).ruleSets.indices.map { RuleSetCase(type: type, index: $0) }
    }

    func ir(_ rules: String...) -> IRRuleSet {
        let categories: [PluralCategory] = [.zero, .one, .two, .few, .many]
        let irRules = rules.enumerated().map { index, text in
            IRRule(category: categories[index], condition: RelationLowering.lower(TestSupport.condition(text)), sourceText: text)
        }
        return IRRuleSet(rules: irRules, categories: Array(categories.prefix(rules.count)) + [.other])
    }

    // MARK: Every pass on the grid

    @Test(arguments: ruleSets)
    func everyPassAgreesWithTheInterpreter(_ testCase: RuleSetCase) {
        let ruleSet = testCase.ruleSet
        let lowered = RelationLowering.lower(ruleSet)
        let simplified = BooleanSimplification.simplify(lowered)
        let integerRules = IntegerSpecialization.integerRules(simplified)
        let integerPath = IntegerSpecialization.integerPath(simplified)
        var disagreements: [String] = []
        for operands in Self.grid {
            let expected = ruleSet.category(for: operands)
            if lowered.category(for: operands) != expected { disagreements.append("lowered \(operands)") }
            if simplified.category(for: operands) != expected { disagreements.append("simplified \(operands)") }
            if operands.v == 0, operands.e == 0, let i = operands.i {
                if integerRules.category(for: operands) != expected { disagreements.append("integer rules \(operands)") }
                if integerPath.category(for: i) != expected { disagreements.append("integer path \(operands)") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    // MARK: Pass 1: grouping

    @Test func identicalRuleSetsShareOneFunction() {
        let cardinal = RuleSetGrouping.compile(Fixtures.cldr.cardinal)
        let ordinal = RuleSetGrouping.compile(Fixtures.cldr.ordinal)
        print(
            "Rule sets after grouping: \(cardinal.count) cardinal (from \(Fixtures.cldr.cardinal.ruleSets.count) in CLDR), \(ordinal.count) ordinal (from \(Fixtures.cldr.ordinal.ruleSets.count))"
        )
        #expect(cardinal.flatMap(\.locales).count == 227)
        #expect(ordinal.flatMap(\.locales).count == 110)
        #expect(cardinal.count <= Fixtures.cldr.cardinal.ruleSets.count)
        // Each group's meaning is distinct.
        #expect(Set(cardinal.map(\.rules.meaning)).count == cardinal.count)
        #expect(Set(ordinal.map(\.rules.meaning)).count == ordinal.count)
        #expect(cardinal.first { $0.locales.contains("en") }?.locales.contains("de") == true)
    }

    @Test func differentlyWrittenRulesWithTheSameMeaningMerge() {
        let xml = """
            <supplementalData><plurals type="cardinal">
            <pluralRules locales="aa"><pluralRule count="one">n = 1</pluralRule><pluralRule count="other"/></pluralRules>
            <pluralRules locales="bb"><pluralRule count="one">n is 1</pluralRule><pluralRule count="other"/></pluralRules>
            <pluralRules locales="cc"><pluralRule count="one">i = 1 and v = 0</pluralRule><pluralRule count="other"/></pluralRules>
            </plurals></supplementalData>
            """
        let file = CLDRPluralsReader.read(SourceFile(path: "p.xml", text: xml), diagnostics: DiagnosticBag())!
        let groups = RuleSetGrouping.compile(file)
        #expect(Set(groups.map(\.locales)) == [["aa", "bb"], ["cc"]])
        #expect(Set(RuleSetGrouping.compile(file, locales: ["bb", "cc"]).map(\.locales)) == [["bb"], ["cc"]])
        // Sorted by name, and named by meaning: the same name whichever locales are included.
        #expect(groups.map(\.name) == groups.map(\.name).sorted())
        #expect(Set(RuleSetGrouping.compile(file, locales: ["bb", "cc"]).map(\.name)) == Set(groups.map(\.name)))
    }

    /// A rule set's name depends on its meaning alone: not on its members, not on the CLDR
    /// wording, not on the other rule sets of the file; a change of meaning is a new name.
    @Test func ruleSetNamesFollowMeaningNotMembers() {
        func groups(_ body: String) -> [CompiledRuleSet] {
            let xml = "<supplementalData><plurals type=\"ordinal\">\(body)</plurals></supplementalData>"
            return RuleSetGrouping.compile(CLDRPluralsReader.read(SourceFile(path: "o.xml", text: xml), diagnostics: DiagnosticBag())!)
        }
        let before = groups(
            """
            <pluralRules locales="af am"><pluralRule count="other"/></pluralRules>
            <pluralRules locales="en"><pluralRule count="one">n % 10 = 1 and n % 100 != 11</pluralRule><pluralRule count="other"/></pluralRules>
            """)
        let after = groups(
            """
            <pluralRules locales="am"><pluralRule count="other"/></pluralRules>
            <pluralRules locales="af"><pluralRule count="few">i % 100 = 2..19</pluralRule><pluralRule count="other"/></pluralRules>
            <pluralRules locales="en zz"><pluralRule count="one">n % 10 = 1 and n % 100 != 11</pluralRule><pluralRule count="other"/></pluralRules>
            """)
        #expect(before.map(\.name).contains("ordinal_other"))
        #expect(after.first { $0.locales == ["am"] }?.name == "ordinal_other")  // af left; the name stayed
        #expect(after.first { $0.locales == ["en", "zz"] }?.name == before.first { $0.locales == ["en"] }?.name)
        let af = after.first { $0.locales == ["af"] }!.name
        #expect(af.hasPrefix("ordinal_few_other_") && !before.map(\.name).contains(af))
        #expect(RuleSetNaming.fingerprint("") == "cbf29c")
    }

    // MARK: Pass 2: lowering

    @Test func nBecomesIGuardedByIntegrality() {
        #expect(RelationLowering.lower(TestSupport.condition("n = 1")).description == "t = 0 and i = 1")
        #expect(RelationLowering.lower(TestSupport.condition("n != 1")).description == "(t != 0 or i != 1)")
        #expect(RelationLowering.lower(TestSupport.condition("n % 10 = 2..4")).description == "t = 0 and i % 10 = 2..4")
        #expect(RelationLowering.lower(TestSupport.condition("c = 6")).description == "e = 6")
        #expect(RelationLowering.lower(TestSupport.condition("i not in 2,5..7")).description == "i != 2,5..7")
        #expect(
            BooleanSimplification.simplify(RelationLowering.lower(TestSupport.condition("n within 1..3")))
                .description == "i = 1..2 or i = 3 and t = 0")
    }

    // MARK: Pass 4: simplification

    @Test func earlierBranchesDecideLaterRelations() {
        // French: once `one: i = 0,1` fails, `i != 0` in `many` always holds.
        let simplified = BooleanSimplification.simplify(ir("i = 0,1", "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"))
        #expect(simplified.rules.map(\.condition.description) == ["i = 0..1", "e = 0 and i % 1000000 = 0 and v = 0 or e != 0..5"])
    }

    @Test func noVisibleFractionDigitsDecideTheFractionOperands() {
        let simplified = BooleanSimplification.simplify(ir("v = 0 and f = 0 and i = 1"))
        #expect(simplified.rules.map(\.condition.description) == ["v = 0 and i = 1"])
        let integral = BooleanSimplification.simplify(ir("t = 0 and f % 10 = 1"))
        #expect(integral.rules.map(\.condition) == [])  // f is 0 when t is
    }

    @Test func commonConjunctsAreFactoredAndRangesMerged() {
        // Russian many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
        let simplified = BooleanSimplification.simplify(ir("v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14"))
        #expect(simplified.rules.map(\.condition.description) == ["v = 0 and (i % 10 = 0,5..9 or i % 100 = 11..14)"])
    }

    @Test func unreachableBranchesAreRemoved() {
        let simplified = BooleanSimplification.simplify(ir("i = 1", "i = 1 and v = 0", "i != 1", "i = 5"))
        #expect(simplified.rules.map(\.category) == [.zero, .two])
        #expect(simplified.rules.map(\.condition) == [simplified.rules[0].condition, .always])
        #expect(simplified.categories == [.zero, .one, .two, .few, .other])  // what the locale uses is unchanged
    }

    // MARK: Pass 3: the integer fast path

    @Test func integerTables() throws {
        func path(_ locale: String, _ type: PluralRuleType = .cardinal) throws -> IntegerPath {
            let ruleSet = try #require(Fixtures.cldr.ruleSet(for: locale, type: type))
            return IntegerSpecialization.integerPath(BooleanSimplification.simplify(RelationLowering.lower(ruleSet)))
        }
        guard case .table(let russian, let russianExceptions) = try path("ru") else { Issue.record("ru has no table"); return }
        #expect(russian.count == 100)
        #expect(russianExceptions.isEmpty)
        guard case .table(let english, let englishExceptions) = try path("en") else { Issue.record("en has no table"); return }
        #expect(english == [.other])
        #expect(englishExceptions == [IntegerException(range: 1...1, category: .one)])
        guard case .table(let englishOrdinal, _) = try path("en", .ordinal) else { Issue.record("en ordinal has no table"); return }
        #expect(englishOrdinal.count == 100)
        guard case .table(let japanese, let japaneseExceptions) = try path("ja") else { Issue.record("ja has no table"); return }
        #expect(japanese == [.other] && japaneseExceptions.isEmpty)
        guard case .table(_, let irish) = try path("ga") else { Issue.record("ga has no table"); return }
        #expect(irish.map(\.range) == [1...1, 2...2, 3...6, 7...10])
        // French many needs i % 1000000: too long a period for a table, so specialized rules.
        guard case .rules(let french) = try path("fr") else { Issue.record("fr should keep rules"); return }
        #expect(french.rules.map(\.condition.description) == ["i = 0..1", "i % 1000000 = 0"])
        // Its fast-path table still answers every i >= 100 except multiples of 100.
        #expect(FastIntegerTable(.rules(french)).deferredResidues == [0])
    }

    /// Every entry of the 200-entry fast-path table that does not defer is the integer path's
    /// answer for every integer it stands for: integers below 100, and for each residue of 100
    /// the integers up to 3,000,000 (past every CLDR modulus, 10^6) and near 2^32.
    @Test(arguments: ruleSets)
    func fastTableEntriesAgreeWithTheIntegerPath(_ testCase: RuleSetCase) {
        let path = IntegerSpecialization.integerPath(BooleanSimplification.simplify(RelationLowering.lower(testCase.ruleSet)))
        let entries = Array(FastIntegerTable(path).digits)
        #expect(entries.count == 200)
        var disagreements: [UInt64] = []
        func check(_ i: UInt64) {
            let entry = entries[Int(i < 100 ? i : 100 + i % 100)]
            guard entry != FastIntegerTable.deferred else { return }
            if String(path.category(for: i).rawValue) != String(entry), disagreements.count < 10 { disagreements.append(i) }
        }
        for i in stride(from: UInt64(0), to: 3_000_000, by: 7) { check(i) }
        for i in 0..<UInt64(100) { check(i); check(1_000_000 + i); check(2_000_000 + i); check((1 << 32) - 100 + i) }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }
}
