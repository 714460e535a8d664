import PluralRulesCompiler
import PluralRulesTestSupport
import Testing

/// The checked-in generated runtime against the CLDR samples, ICU and the interpreter.
@Suite struct ConformanceTests {
    struct LocaleCase: Sendable, CustomTestStringConvertible {
        var type: PluralRuleType
        var locale: String
        var testDescription: String { "\(type) \(locale)" }
        var ruleSet: PluralRuleSet { Fixtures.cldr.rules(type).ruleSet(forExactLocale: locale)! }
    }

    static let locales = Fixtures.allLocales.map { LocaleCase(type: $0.type, locale: $0.locale) }

    @Test func everyCLDRLocaleIsAvailable() {
        for type in PluralRuleType.allCases {
            #expect(Generated.availableLocales(type) == Fixtures.cldr.rules(type).locales)
        }
    }

    @Test(arguments: locales)
    func everySampleThroughTheGeneratedCode(_ locale: LocaleCase) throws {
        #expect(Generated.resolvedLocale(locale.locale, locale.type) == locale.locale)
        let samples = Fixtures.samples(of: locale.ruleSet)
        let answers = try #require(Generated.categories(locale: locale.locale, type: locale.type, values: samples.map(\.text)))
        for (sample, answer) in zip(samples, answers) {
            #expect(answer == sample.category.name, "\(locale.testDescription) \(sample.text)")
        }
        #expect(Generated.categoryNames(locale: locale.locale, type: locale.type) == locale.ruleSet.categories.map(\.name))
    }

    @Test func generatedCodeAgreesWithICU() throws {
        let fixture = try Fixtures.loadICUPlurals()
        var checked = 0
        var mismatches: [String] = []
        for answer in fixture.answers {
            if let reason = fixture.skipReason(answer.type, answer.locale, in: Fixtures.cldr) {
                print("skipped: \(reason)")
                continue
            }
            let ours = try #require(Generated.categories(locale: answer.locale, type: answer.type, values: fixture.values))
            for index in fixture.values.indices where ours[index] != answer.categories[index].name {
                mismatches.append("\(answer.type) \(answer.locale) \(fixture.values[index]): ICU \(answer.categories[index]), generated \(ours[index])")
            }
            checked += fixture.values.count
        }
        print("ICU fixture through the generated code: \(checked) answers, \(mismatches.count) disagreements")
        #expect(checked > 800_000 || fixture.cldrRelease != Fixtures.cldr.version)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    /// The grid of ``Fixtures/operandGrid`` through the generated code and the reference
    /// interpreter, for every locale of both types: zero disagreements.
    @Test func generatedCodeAgreesWithTheInterpreterOnTheGrid() throws {
        let grid = Fixtures.operandGrid
        let operands = grid.map { PluralOperands($0)! }
        var checked = 0
        var mismatches: [String] = []
        for type in PluralRuleType.allCases {
            for ruleSet in Fixtures.cldr.rules(type).ruleSets {
                let expected = operands.map { ruleSet.category(for: $0).name }
                for locale in ruleSet.locales {
                    let ours = try #require(Generated.categories(locale: locale, type: type, values: grid))
                    for index in grid.indices where ours[index] != expected[index] {
                        mismatches.append("\(type) \(locale) \(grid[index]): interpreter \(expected[index]), generated \(ours[index])")
                    }
                    checked += grid.count
                }
            }
        }
        print("Operand grid: \(grid.count) values × \(Fixtures.allLocales.count) locale rule sets = \(checked) answers, \(mismatches.count) disagreements")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    /// Plural ranges as ICU answers them (`selectRange`), including `other` for pairs the data
    /// does not list and the ranges of aliases (`mo` uses `ro`'s).
    @Test func rangesAgreeWithICU() throws {
        let ranges = try Fixtures.loadICURanges()
        #expect(ranges.count > 1000)
        var mismatches: [String] = []
        let fixture = try Fixtures.loadICUPlurals()
        for range in ranges {
            // The ranges of a locale whose cardinal rules changed since the fixture's release
            // (see `skipReason`) are skipped with them.
            if let reason = fixture.skipReason(.cardinal, range.locale, in: Fixtures.cldr) {
                print("skipped range \(range.start)~\(range.end): \(reason)")
                continue
            }
            let ours = Generated.rangeCategory(locale: range.locale, start: range.start, end: range.end)
            if ours != range.category.name {
                mismatches.append("\(range.locale) \(range.start)~\(range.end): ICU \(range.category), generated \(ours ?? "nil")")
            }
        }
        print("ICU plural ranges: \(ranges.count) rows, \(mismatches.count) disagreements")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
    }
}
