import Foundation
import Testing

@testable import PluralRulesCompiler

/// The emitted rule functions of a few locales, against committed golden files in
/// `Tests/Fixtures/Golden/`. After an intended change to the emitter, re-record with
///
///     PLURAL_RULES_RECORD=1 swift test --filter GoldenTests
///
/// and review the diff of the golden files like any other code change.
@Suite struct GoldenTests {
    static let locales = ["en", "ru", "ar", "fr", "lv", "br", "kw", "he"]

    static func emitted(_ locale: String) throws -> String {
        let bag = DiagnosticBag()
        let compiled = try #require(PluralRulesPipeline.compile(TestSupport.cldr, options: .init(locales: [locale]), diagnostics: bag))
        var printer = CodePrinter()
        printer.line("// Golden output of RulesEmitter for \(locale); re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests")
        for ruleSet in compiled.allRuleSets {
            printer.line()
            RulesEmitter.emitRuleSet(ruleSet, into: &printer)
        }
        for rangeSet in compiled.ranges {
            printer.line()
            RulesEmitter.emitRangeSet(rangeSet, into: &printer)
        }
        return printer.text
    }

    @Test(arguments: locales)
    func emitterOutputMatchesTheGoldenFile(_ locale: String) throws {
        let path = TestSupport.fixtures + "/Golden/\(locale).swift"
        let actual = try Self.emitted(locale)
        if ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil {
            try FileWriter.write(actual, to: path)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            actual == expected, "\(GoldenDiff.describe(expected: expected, actual: actual))\nre-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests")
    }

    @Test func emissionIsDeterministic() throws {
        let first = PluralRulesPipeline.generate(TestSupport.cldr, options: .init(), diagnostics: DiagnosticBag())
        let second = PluralRulesPipeline.generate(TestSupport.cldr, options: .init(), diagnostics: DiagnosticBag())
        #expect(first != nil && first == second)
    }
}

/// A readable account of where two texts first differ.
enum GoldenDiff {
    static func describe(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let index = zip(expectedLines, actualLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                ?? (expectedLines.count != actualLines.count ? min(expectedLines.count, actualLines.count) : nil)
        else {
            return "no difference"
        }
        func excerpt(_ lines: [Substring]) -> String {
            lines[max(0, index - 2)..<min(lines.count, index + 3)].enumerated()
                .map { "  \(max(0, index - 2) + $0.offset + 1)| \($0.element)" }.joined(separator: "\n")
        }
        return "first difference at line \(index + 1)\nexpected:\n\(excerpt(expectedLines))\nactual:\n\(excerpt(actualLines))"
    }
}
