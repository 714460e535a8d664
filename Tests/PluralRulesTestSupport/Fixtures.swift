import Foundation
import PluralRulesCompiler

/// What the test targets share: where things are, the project's CLDR data, the ICU fixtures
/// and the exhaustive operand grid. It imports the compiler only, so the runtime tests can
/// import `PluralRules` beside it without name clashes.
public enum Fixtures {
    /// The package root, found from this file's path.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    public static let cldrDirectory = packageRoot + "/cldr-data"
    public static let directory = packageRoot + "/Tests/Fixtures"

    /// The project's CLDR data, loaded once.
    public static let cldr: CLDRData = {
        let bag = DiagnosticBag()
        guard let data = CLDRDirectory.load(cldrDirectory, diagnostics: bag) else {
            fatalError("cldr-data does not load: \(bag.diagnostics)")
        }
        return data
    }()

    /// Every (type, locale) pair CLDR has rules for.
    public static let allLocales: [(type: PluralRuleType, locale: String)] = PluralRuleType.allCases.flatMap { type in
        cldr.rules(type).locales.map { (type, $0) }
    }

    /// Every expanded sample of every rule of `ruleSet`, with the category it belongs to.
    public static func samples(of ruleSet: PluralRuleSet) -> [(text: String, category: PluralCategory)] {
        ruleSet.rules.flatMap { rule in
            ((rule.integerSamples?.expandedValues ?? []) + (rule.decimalSamples?.expandedValues ?? [])).map { ($0.text, rule.category) }
        }
    }

    public static let categoryCodes: [Character: PluralCategory] = [
        "z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other,
    ]

    /// `Tests/Fixtures/ICU/plurals.txt`: ICU's category for each value, per locale and type.
    public struct ICUPlurals: Sendable {
        public var values: [String] = []
        public var answers: [(type: PluralRuleType, locale: String, categories: [PluralCategory])] = []
        /// `skipped <type> <locale>: <reason>` lines.
        public var skipped: [String] = []
        /// The CLDR release ICU had (the header's `CLDR 48.0`), as `cldr-data/VERSION` writes it (`48`).
        public var cldrRelease: String?
        /// The CLDR rules ICU was asked about, by `"<type> <locale>"`: `one: n = 1 | …`.
        public var rules: [String: String] = [:]

        /// Why ICU's answers for `locale` are not compared with cldr-data's rules, or `nil`
        /// when they are: after a CLDR update, the locales whose rules changed since the
        /// release the fixture was made from are skipped (the fixture cannot know them).
        public func skipReason(_ type: PluralRuleType, _ locale: String, in data: CLDRData) -> String? {
            guard let ruleSet = data.rules(type).ruleSet(forExactLocale: locale) else {
                return "\(type) \(locale) is in the ICU fixture (CLDR \(cldrRelease ?? "?")) but not in cldr-data (CLDR \(data.version ?? "?"))"
            }
            guard let recorded = rules["\(type) \(locale)"] else { return nil }  // a fixture without rules lines
            guard recorded != Fixtures.ruleText(ruleSet) else { return nil }
            return
                "\(type) \(locale): its rules differ between CLDR \(cldrRelease ?? "?") (the ICU fixture) and cldr-data (CLDR \(data.version ?? "?")), so ICU's answers do not apply; regenerate the fixture with a Node whose ICU has the new rules"
        }
    }

    /// A rule set as the fixture records it: `one: n = 1 | few: …`, whitespace collapsed.
    public static func ruleText(_ ruleSet: PluralRuleSet) -> String {
        ruleSet.rules.filter { $0.condition != nil }
            .map { "\($0.category.name): " + $0.sourceText.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .joined(separator: " | ")
    }

    public static func loadICUPlurals() throws -> ICUPlurals {
        let text = try String(contentsOfFile: directory + "/ICU/plurals.txt", encoding: .utf8)
        var fixture = ICUPlurals()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# skipped ") { fixture.skipped.append(String(line.dropFirst(2))) }
            if line.hasPrefix("# ICU plural category"), let range = line.range(of: ", CLDR ") {
                var release = String(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
                while release.hasSuffix(".") { release.removeLast() }  // the sentence's period
                fixture.cldrRelease = release.hasSuffix(".0") ? String(release.dropLast(2)) : release
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("rules "), let colon = line.firstIndex(of: ":") {
                let key = line[line.index(line.startIndex, offsetBy: 6)..<colon]
                fixture.rules[String(key)] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                continue
            }
            let fields = line.split(separator: " ")
            if fields.first == "values" {
                fixture.values = fields.dropFirst().map(String.init)
            } else if fields.count == 3, let type = PluralRuleType(name: String(fields[0])) {
                fixture.answers.append((type, String(fields[1]), fields[2].map { categoryCodes[$0] ?? .other }))
            } else {
                throw FixtureError(message: "malformed line in plurals.txt: \(line.prefix(60))")
            }
        }
        return fixture
    }

    /// `Tests/Fixtures/ICU/ranges.txt`: ICU's `selectRange(start, end)` per cardinal locale.
    public struct ICURange: Sendable {
        public var locale: String
        public var start: String
        public var end: String
        public var category: PluralCategory
    }

    public static func loadICURanges() throws -> [ICURange] {
        let text = try String(contentsOfFile: directory + "/ICU/ranges.txt", encoding: .utf8)
        var ranges: [ICURange] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard let locale = fields.first else { continue }
            for item in fields.dropFirst() {
                let parts = item.split(separator: ":")
                let ends = parts[0].split(separator: "~")
                guard parts.count == 2, ends.count == 2, let code = parts[1].first, let category = categoryCodes[code] else {
                    throw FixtureError(message: "malformed item in ranges.txt: \(item)")
                }
                ranges.append(ICURange(locale: String(locale), start: String(ends[0]), end: String(ends[1]), category: category))
            }
        }
        return ranges
    }

    public struct FixtureError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The exhaustive grid the optimizer and the generated code are checked on: integers
    /// 0…2000 and large ones; for v = 1…3 every fraction pattern on a spread of integer
    /// parts; compact exponents 0…7 on a spread of mantissas; and long digit strings.
    public static let operandGrid: [String] = {
        var values = (0...2000).map(String.init)
        values += [
            "10000", "10001", "100000", "1000000", "1000001", "2000000", "10000000", "21000000", "100000000",
            "1000000000", "1000000000000", "18446744073709551615", "18446744073709551616",
            "123456789012345678901234567891", "100000000000000000000000000000", "999999999999999999",
        ]
        for integer in ["0", "1", "2", "3", "5", "11", "21", "101", "1000000"] {
            for digits in 1...3 {
                let count = [1, 10, 100, 1000][digits]
                for fraction in 0..<count {
                    let text = String(fraction)
                    values.append("\(integer).\(String(repeating: "0", count: digits - text.count))\(text)")
                }
            }
        }
        for mantissa in ["0", "1", "1.5", "2", "2.05", "3", "12", "1.0000001", "5.50", "0.00001"] {
            for exponent in 0...7 { values.append("\(mantissa)c\(exponent)") }
        }
        values += ["0.000000000000000000000000000001", "0.123456789012345678901234567890", "1.10000000000000000000"]
        return values
    }()
}
