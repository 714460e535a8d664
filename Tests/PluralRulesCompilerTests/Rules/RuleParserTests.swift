import Testing

@testable import PluralRulesCompiler

@Suite struct RuleParserTests {
    @Test func parsesEveryOperatorSpelling() throws {
        let condition = TestSupport.condition(
            "n is 1 or n is not 2 or i in 3..4 or i not in 5 or v = 6,7..8 or f != 9 or t within 1..2 or w not within 3..4 or e mod 10 = 1 or c % 100 = 2")
        let relations = condition.alternatives.map { $0.relations[0] }
        #expect(relations.map(\.kind) == [.in, .in, .in, .in, .in, .in, .within, .within, .in, .in])
        #expect(relations.map(\.isNegated) == [false, true, false, true, false, true, false, true, false, false])
        #expect(relations.map(\.expression.operand) == [.n, .n, .i, .i, .v, .f, .t, .w, .e, .c])
        #expect(relations[4].ranges == [PluralRange(6), PluralRange(7, 8)])
        #expect(relations[8].expression.modulus == 10)
        #expect(
            condition.description
                == "n = 1 or n != 2 or i = 3..4 or i != 5 or v = 6,7..8 or f != 9 or t within 1..2 or w not within 3..4 or e % 10 = 1 or c % 100 = 2")
    }

    @Test func andBindsTighterThanOr() {
        let condition = TestSupport.condition("i = 1 and v = 0 or i = 2")
        #expect(condition.alternatives.map(\.relations.count) == [2, 1])
    }

    @Test func parsesSamples() throws {
        let (rule, diagnostics) = TestSupport.parseRule(
            "n % 10 = 1 @integer 1, 21~23, 1c6, … @decimal 0.0~1.5, 1.0000001c6, ...")
        #expect(diagnostics.isEmpty)
        let parsed = try #require(rule)
        #expect(parsed.sourceText == "n % 10 = 1")
        #expect(parsed.integerSamples?.expandedValues.map(\.text) == ["1", "21", "22", "23", "1c6"])
        #expect(parsed.integerSamples?.isOpenEnded == true)
        #expect(parsed.decimalSamples?.expandedValues.count == 17)
        #expect(parsed.decimalSamples?.description == "@decimal 0.0~1.5, 1.0000001c6, …")
    }

    @Test func decimalRangesStepByTheirLastDigit() throws {
        let (rule, _) = TestSupport.parseRule(" @decimal 0.0~1.5, 0.00~0.04, 1.10c3~1.12c3", category: .other)
        let values = try #require(rule?.decimalSamples?.expandedValues.map(\.text))
        #expect(values.count == 16 + 5 + 3)
        #expect(values.prefix(3) == ["0.0", "0.1", "0.2"])
        #expect(values[16..<21] == ["0.00", "0.01", "0.02", "0.03", "0.04"])
        #expect(values.suffix(3) == ["1.10c3", "1.11c3", "1.12c3"])
    }

    /// Each bad rule, with the exact column of the error (the rule starts at column 1).
    @Test(arguments: [
        ("", "test.xml:1:1: error: rule 'one' needs a condition, such as 'i = 1 and v = 0' [rule-syntax]"),
        ("i = ", "test.xml:1:5: error: expected a value (digits) [rule-syntax]"),
        ("x = 1", "test.xml:1:1: error: expected an operand (n, i, v, w, f, t, c or e) [rule-syntax]"),
        ("in = 1", "test.xml:1:1: error: expected an operand (n, i, v, w, f, t, c or e) [rule-syntax]"),
        ("i == 1", "test.xml:1:4: error: expected a value (digits) [rule-syntax]"),
        ("i < 1", "test.xml:1:3: error: expected '=', '!=', 'is', 'in', 'within' or 'not' after 'i' [rule-syntax]"),
        ("i = 1 and", "test.xml:1:10: error: expected an operand (n, i, v, w, f, t, c or e) [rule-syntax]"),
        ("i = 1 xor v = 0", "test.xml:1:7: error: expected 'and', 'or', '@integer', '@decimal' or the end of the rule [rule-syntax]"),
        ("i = 5..2", "test.xml:1:5: error: range 5..2 is empty: its start is above its end [rule-syntax]"),
        ("i % 0 = 1", "test.xml:1:5: error: the modulus must not be zero [rule-syntax]"),
        ("i = 1.5", "test.xml:1:6: error: rule values are integers; a decimal point is not allowed here [rule-syntax]"),
        ("i = 99999999999999999999", "test.xml:1:5: error: value is too large (the limit is 18446744073709551615) [rule-syntax]"),
        ("i not = 1", "test.xml:1:7: error: expected 'in' or 'within' after 'not' [rule-syntax]"),
        ("i is 1..2", "test.xml:1:6: error: 'is' takes a single value; use '=' or 'in' for a range list [rule-syntax]"),
        ("i = 1 @integer 1.5", "test.xml:1:16: error: '@integer' samples are integers; list '1.5' under '@decimal' [rule-syntax]"),
        ("i = 1 @integer 1, x", "test.xml:1:19: error: expected a sample value such as '1', '1.5' or '1c6' [rule-syntax]"),
        ("i = 1 @integer 5~2", "test.xml:1:16: error: sample range '5~2' is empty: its start is above its end [rule-syntax]"),
        (
            "i = 1 @decimal 0.0~1.55",
            "test.xml:1:16: error: the ends of sample range '0.0~1.55' must have the same number of fraction digits and the same exponent [rule-syntax]"
        ),
        ("i = 1 @decimal 1.5 @integer 1", "test.xml:1:20: error: '@integer' samples must come before '@decimal' samples [rule-syntax]"),
        ("i = 1 @integer 1, …, 2", "test.xml:1:22: error: '…' must end the sample list [rule-syntax]"),
        ("i = 1 @integer 1e-3", "test.xml:1:16: error: invalid sample '1e': expected digits after the exponent marker [rule-syntax]"),
        ("i = 1 @integer 1.", "test.xml:1:16: error: invalid sample '1.': expected a digit after '.' [rule-syntax]"),
        ("i = 1 @decimal 1.", "test.xml:1:16: error: invalid sample '1.': expected a digit after '.' [rule-syntax]"),
        ("i = 1 @fraction 1", "test.xml:1:7: error: expected '@integer' or '@decimal' [rule-syntax]"),
    ])
    func diagnosesMalformedRulesAtTheOffendingCharacter(input: String, expected: String) {
        let (rule, diagnostics) = TestSupport.parseRule(input)
        #expect(rule == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func otherTakesNoCondition() {
        let (rule, diagnostics) = TestSupport.parseRule("i = 1", category: .other)
        #expect(rule == nil)
        #expect(
            diagnostics.map(\.description) == [
                "test.xml:1:1: error: the 'other' rule takes no condition: it covers every number the other rules do not [rule-syntax]"
            ])
    }

    /// The error points into the XML file, where the rule text stands, not into the string.
    @Test func diagnosticsPointIntoTheXMLFile() throws {
        let xml = """
            <supplementalData>
                <plurals type="cardinal">
                    <pluralRules locales="xx">
                        <pluralRule count="one">i = 1 &amp;&amp; v = 0 @integer 1</pluralRule>
                        <pluralRule count="other"> @integer 0, 2~16</pluralRule>
                    </pluralRules>
                </plurals>
            </supplementalData>
            """
        let bag = DiagnosticBag()
        let file = CLDRPluralsReader.read(SourceFile(path: "bad/plurals.xml", text: xml), diagnostics: bag)
        #expect(file == nil)
        // '&amp;&amp;' starts at byte 43 of line 4, column 43 in the file.
        #expect(
            bag.diagnostics.map(\.description) == [
                "bad/plurals.xml:4:43: error: expected 'and', 'or', '@integer', '@decimal' or the end of the rule [rule-syntax]"
            ])
    }

    /// parse → print → parse gives the same AST for every rule of CLDR.
    @Test(arguments: TestSupport.allLocales)
    func everyCLDRRuleRoundTripsThroughTheCanonicalPrinter(_ locale: LocaleCase) throws {
        for rule in locale.ruleSet.rules {
            let printed = RulePrinter.print(rule)
            let (reparsed, diagnostics) = TestSupport.parseRule(printed, category: rule.category)
            #expect(diagnostics.isEmpty, "\(printed)")
            #expect(reparsed == rule, "\(printed)")
            #expect(reparsed.map(RulePrinter.print) == printed)
        }
    }

    @Test func ruleSetsKeepCLDROrder() {
        for locale in TestSupport.allLocales {
            let categories = locale.ruleSet.categories
            #expect(categories == categories.sorted(), "\(locale.testDescription)")
            #expect(categories.last == .other)
        }
        // Arabic has all six, in order.
        #expect(TestSupport.cldr.rules(.cardinal).ruleSet(forExactLocale: "ar")?.categories == PluralCategory.allCases)
    }
}
