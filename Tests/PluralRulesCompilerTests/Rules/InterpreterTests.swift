import Testing

@testable import PluralRulesCompiler

@Suite struct InterpreterTests {
    func holds(_ condition: String, _ number: String) -> Bool {
        PluralRuleInterpreter.evaluate(TestSupport.condition(condition), TestSupport.operands(number))
    }

    @Test func inHoldsOnlyForIntegralValues() {
        #expect(holds("n = 0..1", "0"))
        #expect(holds("n = 0..1", "1.0"))
        #expect(!holds("n = 0..1", "0.5"))
        #expect(holds("n != 0..1", "0.5"))
        #expect(holds("n = 1", "1.000"))
        #expect(!holds("n = 1", "1.001"))
    }

    @Test func withinAdmitsFractions() {
        #expect(holds("n within 0..1", "0.5"))
        #expect(holds("n within 0..1", "1.0"))
        #expect(!holds("n within 0..1", "1.5"))
        #expect(holds("n not within 0..1", "1.5"))
        #expect(holds("n within 0..2,5", "5"))
        #expect(!holds("n within 0..2,5", "5.1"))
    }

    @Test func remaindersKeepTheFraction() {
        #expect(holds("n % 10 = 1", "21"))
        #expect(holds("n % 10 = 1", "21.0"))
        #expect(!holds("n % 10 = 1", "1.5"))
        #expect(holds("n % 10 within 1..2", "11.5"))
        #expect(holds("i % 10 = 1", "1.5"))
        #expect(holds("n % 100 = 11..19", "1012"))
    }

    @Test func fractionOperands() {
        #expect(holds("f = 50", "1.50"))
        #expect(holds("t = 5", "1.50"))
        #expect(holds("v = 2", "1.50"))
        #expect(holds("w = 1", "1.50"))
        #expect(holds("t != 0", "0.10"))
        #expect(!holds("t != 0", "1.00"))
        #expect(holds("f % 10 = 2..4", "0.23"))
    }

    @Test func compactExponentOperands() {
        #expect(holds("e = 6", "1c6"))
        #expect(holds("c = 6", "1.5c6"))
        #expect(holds("e = 0", "1000000"))
        #expect(holds("e != 0..5", "1c6"))
        #expect(holds("i % 1000000 = 0 and v = 0", "1c6"))
    }

    /// Every @integer and @decimal sample of every locale, ranges expanded and compact samples
    /// included, gets its own category from the interpreter.
    @Test(arguments: TestSupport.allLocales)
    func everySampleSelectsItsOwnCategory(_ locale: LocaleCase) {
        let ruleSet = locale.ruleSet
        for rule in ruleSet.rules {
            let samples = (rule.integerSamples?.expandedValues ?? []) + (rule.decimalSamples?.expandedValues ?? [])
            #expect(!samples.isEmpty, "\(locale.testDescription) \(rule.category) has no samples")
            for sample in samples {
                #expect(ruleSet.category(for: sample.operands) == rule.category, "\(locale.testDescription) \(sample.text)")
            }
        }
    }

    /// The number of samples checked above, reported so the figure in the README stays true.
    @Test func sampleCount() {
        var total = 0
        var compact = 0
        for locale in TestSupport.allLocales {
            for rule in locale.ruleSet.rules {
                let samples = (rule.integerSamples?.expandedValues ?? []) + (rule.decimalSamples?.expandedValues ?? [])
                total += samples.count
                compact += samples.filter { $0.operands.e > 0 }.count
            }
        }
        print("CLDR samples checked: \(total) (\(compact) in compact notation) across \(TestSupport.allLocales.count) locale rule sets")
        #expect(total > 15_000)
    }

    /// Hand-picked expectations: the third line of defence after CLDR samples and ICU.
    @Test(arguments: [
        ("ru", PluralRuleType.cardinal, "1 2 5 21 1.5 1c6 11 111 22 0", "one few many one other many many many few many"),
        ("en", .ordinal, "1 2 3 4 11 12 13 21 22 23 101 111", "one two few other other other other one two few one other"),
        ("ar", .cardinal, "0 1 2 3 10 11 99 100 101 102 103", "zero one two few few many many other other other few"),
        ("fr", .cardinal, "0 1 1.5 2 1000000 1c6 1.5c6 2000001", "one one one other many many many other"),
        ("pt", .cardinal, "0 1 1.5 2", "one one one other"),
        ("pt_PT", .cardinal, "0 1 1.5 2", "other one other other"),
        ("en", .cardinal, "1 1.0 0 2", "one other other other"),
        ("lv", .cardinal, "0 1 11 21 0.1 0.11 10.0", "zero one zero one one zero zero"),
    ])
    func knownAnswers(locale: String, type: PluralRuleType, numbers: String, categories: String) {
        let ruleSet = TestSupport.cldr.ruleSet(for: locale, type: type)!
        let answers = numbers.split(separator: " ").map { ruleSet.category(for: TestSupport.operands(String($0))).name }
        #expect(answers.joined(separator: " ") == categories)
    }
}
