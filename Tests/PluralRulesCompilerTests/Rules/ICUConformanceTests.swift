import Foundation
import PluralRulesTestSupport
import Testing

@testable import PluralRulesCompiler

/// ICU's answers, committed in `Tests/Fixtures/ICU/plurals.txt` (see its README), checked
/// against the reference interpreter: `swift test` alone proves agreement with ICU.
@Suite struct ICUConformanceTests {
    @Test func interpreterAgreesWithICU() throws {
        let fixture = try Fixtures.loadICUPlurals()
        #expect(fixture.cldrRelease?.isEmpty == false, "the fixture's header names its CLDR release")
        let values = fixture.values.map { TestSupport.operands($0) }
        #expect(values.count > 2000)
        var checked = 0
        var mismatches: [String] = []
        for answer in fixture.answers {
            #expect(answer.categories.count == values.count, "\(answer.type) \(answer.locale)")
            if let reason = fixture.skipReason(answer.type, answer.locale, in: TestSupport.cldr) {
                // Only an update of cldr-data since the fixture's release explains a skip.
                #expect(fixture.cldrRelease != TestSupport.cldr.version, "\(reason)")
                print("skipped: \(reason)")
                continue
            }
            let ruleSet = try #require(TestSupport.cldr.rules(answer.type).ruleSet(forExactLocale: answer.locale))
            for (index, operands) in values.enumerated() {
                let ours = ruleSet.category(for: operands)
                if ours != answer.categories[index] {
                    mismatches.append("\(answer.type) \(answer.locale) \(fixture.values[index]): ICU \(answer.categories[index]), interpreter \(ours)")
                }
                checked += 1
            }
        }
        print(
            "ICU fixture: \(checked) answers (\(fixture.answers.count) locale rule sets × \(fixture.values.count) values), \(mismatches.count) disagreements; \(fixture.skipped.count) skipped by the generator"
        )
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    /// Against post-48 (as after `update-cldr`), exactly the af, bg and es ordinals are
    /// skipped, each with a reason naming both releases; against cldr-data, nothing is.
    @Test(TestSupport.needsShared) func skipsExactlyTheLocalesWhoseRulesChanged() throws {
        let fixture = try Fixtures.loadICUPlurals()
        if fixture.cldrRelease == TestSupport.cldr.version {
            #expect(fixture.answers.allSatisfy { fixture.skipReason($0.type, $0.locale, in: TestSupport.cldr) == nil })
        }
        let post48 = try #require(CLDRDirectory.load(TestSupport.shared! + "/cldr/post-48", diagnostics: DiagnosticBag()))
        let skipped = fixture.answers.filter { fixture.skipReason($0.type, $0.locale, in: post48) != nil }.map { "\($0.type) \($0.locale)" }
        #expect(skipped == ["ordinal af", "ordinal bg", "ordinal es"])
        let reason = try #require(fixture.skipReason(.ordinal, "af", in: post48))
        #expect(reason.contains("CLDR \(fixture.cldrRelease ?? "?") (the ICU fixture)") && reason.contains("CLDR \(post48.version ?? "?")"))
    }

    /// Every locale of cldr-data is in the fixture, or listed there as skipped with a reason.
    @Test func fixtureCoversEveryLocale() throws {
        let fixture = try Fixtures.loadICUPlurals()
        let covered = Set(fixture.answers.map { "\($0.type) \($0.locale)" })
        #expect(fixture.rules.count == fixture.answers.count, "every answer line has its rules line")
        for locale in TestSupport.allLocales {
            let key = "\(locale.type) \(locale.locale)"
            let listed = covered.contains(key) || fixture.skipped.contains { $0.hasPrefix("skipped \(key):") }
            if fixture.cldrRelease != TestSupport.cldr.version && !listed {
                print(
                    "skipped: \(key) is new in cldr-data (CLDR \(TestSupport.cldr.version ?? "?")) since the ICU fixture (CLDR \(fixture.cldrRelease ?? "?"))")
                continue
            }
            #expect(listed, "\(key)")
        }
    }

    /// Runs Node's Intl.PluralRules live on a fresh sample when Node is installed; the
    /// committed fixture makes this optional.
    @Test func liveNodeAgreesOnSpotChecks() throws {
        guard let node = NodeOracle.find() else {
            print("skipped: Node.js is not installed, so ICU is checked through the committed fixture only")
            return
        }
        let cases: [(String, PluralRuleType, String)] = [
            ("ru", .cardinal, "21"), ("ru", .cardinal, "1.5"), ("en", .ordinal, "22"), ("ar", .cardinal, "102"),
            ("cy", .cardinal, "6"), ("lv", .cardinal, "0.11"), ("fr", .cardinal, "1000000"), ("pl", .cardinal, "22"),
            ("br", .cardinal, "1000000"), ("kw", .ordinal, "5"), ("he", .cardinal, "2"), ("sl", .cardinal, "0.3"),
        ]
        let answers = try node.select(cases.map { ($0.0, $0.1, $0.2) })
        for (index, (locale, type, value)) in cases.enumerated() {
            let ruleSet = try #require(TestSupport.cldr.ruleSet(for: locale, type: type))
            #expect(ruleSet.category(for: TestSupport.operands(value)).name == answers[index], "\(type) \(locale) \(value)")
        }
    }
}

/// Node's `Intl.PluralRules` (ICU) run as a subprocess.
struct NodeOracle {
    var executable: String

    static func find() -> NodeOracle? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(directory)/node"
            if FileManager.default.isExecutableFile(atPath: candidate) { return NodeOracle(executable: candidate) }
        }
        return nil
    }

    /// ICU's category for each (locale, type, value), with the value's own fraction digits.
    func select(_ queries: [(String, PluralRuleType, String)]) throws -> [String] {
        let script = """
            const queries = JSON.parse(process.argv[1]);
            console.log(queries.map(([locale, type, value]) => {
              const digits = value.includes('.') ? value.split('.')[1].length : 0;
              return new Intl.PluralRules(locale.replace('_', '-'), {type, minimumFractionDigits: digits, maximumFractionDigits: digits}).select(Number(value));
            }).join('\\n'));
            """
        let json = "[" + queries.map { "[\"\($0.0)\",\"\($0.1)\",\"\($0.2)\"]" }.joined(separator: ",") + "]"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-e", script, json]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
