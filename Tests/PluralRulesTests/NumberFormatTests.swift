import Foundation
import PluralRules
import PluralRulesTestSupport
import Testing

/// The formatter's localized numbers (`_NumberFormat`) against ICU: the committed fixture of
/// Node's `Intl.NumberFormat` for every CLDR locale (`Tests/Fixtures/Numbers/numbers.txt`,
/// `node Tests/Fixtures/Numbers/make-fixture.js > Tests/Fixtures/Numbers/numbers.txt`), and
/// ICU live when Node is installed.
@Suite struct NumberFormatTests {
    struct Fixture {
        /// `VALUE/DIGITS` per column.
        var cases: [(value: String, digits: Int)] = []
        /// Per identifier: ICU's resolved locale, its numbering system, its output per case.
        var rows: [(identifier: String, resolved: String, system: String, outputs: [String])] = []
    }

    static func loadFixture() throws -> Fixture {
        let text = try String(contentsOfFile: Fixtures.directory + "/Numbers/numbers.txt", encoding: .utf8)
        var fixture = Fixture()
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if index == 0 {
                fixture.cases = fields.dropFirst(3).map { column in
                    let parts = column.split(separator: "/")
                    return (String(parts[0]), Int(parts[1])!)
                }
                continue
            }
            guard fields.count == fixture.cases.count + 3 else { continue }
            fixture.rows.append((fields[0], fields[1], fields[2], Array(fields.dropFirst(3))))
        }
        return fixture
    }

    /// What the accessors print for the case: `%d` of an integer, `%.Nf` of a decimal.
    static func ours(_ value: String, digits: Int, locale: String) -> String {
        let numbers = _NumberFormat(locale: locale)
        if !value.contains("."), digits == 0 {
            return _format("%d", [.int(Int(value)!)], numbers: numbers)
        }
        return _format("%.\(digits)f", [.double(Double(value)!)], numbers: numbers)
    }

    /// The ties (`2.5` with no fraction digit, `0.125` with two): printf rounds them half to
    /// even on the binary value, as `String(format:)` does, where ICU rounds half up.
    static func isTie(_ value: String, _ digits: Int) -> Bool {
        (value == "2.5" && digits == 0) || (value == "0.125" && digits == 2)
    }

    @Test func everyCLDRLocaleAgreesWithICU() throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.rows.count > 700)
        var compared = 0
        var matched = 0
        var ties = 0
        var tiesDiffering = 0
        var fallbackMismatches: [String] = []
        var mismatches: [String] = []
        for row in fixture.rows {
            for (index, (value, digits)) in fixture.cases.enumerated() {
                let ours = Self.ours(value, digits: digits, locale: row.identifier)
                let icu = row.outputs[index]
                if Self.isTie(value, digits) {
                    ties += 1
                    if ours != icu { tiesDiffering += 1 }
                    continue
                }
                compared += 1
                if ours == icu {
                    matched += 1
                } else if row.resolved.lowercased() != row.identifier.lowercased() {
                    // ICU has no data of its own for the locale and used another's.
                    fallbackMismatches.append(
                        "\(row.identifier) (ICU: \(row.resolved)) \(value)/\(digits): ours \(ours.debugDescription), ICU \(icu.debugDescription)")
                } else {
                    mismatches.append("\(row.identifier) \(value)/\(digits): ours \(ours.debugDescription), ICU \(icu.debugDescription)")
                }
            }
        }
        print(
            "numbers: \(matched) of \(compared) answers in \(fixture.rows.count) identifiers agree with ICU exactly; "
                + "\(fallbackMismatches.count) differ in \(Set(fallbackMismatches.map { $0.prefix { $0 != " " } }).count) locales ICU lacks; ties: \(tiesDiffering) of \(ties) differ (printf rounds half to even)"
        )
        for line in fallbackMismatches.prefix(20) { print("  ICU fallback: \(line)") }
        #expect(mismatches.isEmpty, "\(mismatches.count) differences, first: \(mismatches.prefix(10).joined(separator: "\n"))")
    }

    @Test func liveICUAgreesWhenNodeIsInstalled() throws {
        guard
            let node = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
                .map({ "\($0)/node" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            print("skipped: Node.js is not installed, so numbers are checked through the committed fixture only")
            return
        }
        let locales = [
            "en", "fr", "de", "de-CH", "ru", "pl", "es", "ar", "ar-EG", "ar-u-nu-latn", "fa", "hi", "hi-u-nu-deva", "bn", "mr",
            "my", "zh-Hans", "en-IN", "pa-PK", "en-u-nu-arab", "de-u-nu-arabext", "hi-u-nu-arab", "fa-u-nu-arab", "en-u-nu-java", "fr-u-nu-khmr", "ne", "sw",
            "ps", "ur-IN",
        ]
        let values: [(Double, Int)] = [(1_234_567, 0), (-98765, 0), (1234.5, 1), (-0.75, 2), (12345.678, 3), (1000, 0), (10000, 0)]
        let script = """
            const [locales, values] = JSON.parse(process.argv[1]);
            for (const locale of locales) for (const [value, digits] of values)
              console.log(new Intl.NumberFormat(locale, {minimumFractionDigits: digits, maximumFractionDigits: digits}).format(value));
            """
        let json = "[[" + locales.map { "\"\($0)\"" }.joined(separator: ",") + "],[" + values.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]]"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", script, json]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let answers = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        try #require(answers.count == locales.count * values.count)
        var index = 0
        for locale in locales {
            for (value, digits) in values {
                let format = digits == 0 ? "%d" : "%.\(digits)f"
                let argument: _FormatArgument = digits == 0 ? .int(Int(value)) : .double(value)
                #expect(_format(format, [argument], numbers: _NumberFormat(locale: locale)) == answers[index], "\(locale) \(value)")
                index += 1
            }
        }
    }

    @Test func whatIsNeverLocalized() {
        let ar = _NumberFormat(locale: "ar-EG")
        #expect(_format("%x %o %c %@ %% %d", [.uint(255), .uint(8), .character("A"), .string("12345"), .int(12)], numbers: ar) == "ff 10 A 12345 % ١٢")
        // Without a format, printf's own digits.
        #expect(_format("%d %.1f", [.int(12345), .double(1234.5)]) == "12345 1234.5")
    }

    @Test func widthsFlagsAndExponents() {
        let fr = _NumberFormat(locale: "fr")
        #expect(_format("[%8d]", [.int(12345)], numbers: fr) == "[  12\u{202F}345]")
        #expect(_format("[%-8d]", [.int(-1234)], numbers: fr) == "[-1\u{202F}234  ]")
        #expect(_format("[%08.1f]", [.double(-1.5)], numbers: fr) == "[-00001,5]")
        #expect(
            _format("%+d %e %g %g", [.int(5), .double(12345.678), .double(0.0001), .double(1_234_567)], numbers: fr)
                == "+5 1,234568e+04 0,0001 1,23457e+06")
        #expect(_format("%lld %hu %zd", [.int(1234), .uint(4321), .int(-9999)], numbers: _NumberFormat(locale: "de")) == "1.234 4.321 -9.999")
        let eg = _NumberFormat(locale: "ar-EG")
        #expect(_format("%g", [.double(1e-7)], numbers: eg) == "١٫٠٠٠٠٠٠e-٠٧".replacingOccurrences(of: "٫٠٠٠٠٠٠", with: ""))
        #expect(_format("%f %f", [.double(.infinity), .double(-.nan)], numbers: eg) == "inf \u{61C}-nan")
    }

    @Test func numberingSystemsAndInheritance() {
        func format(_ locale: String, _ value: Int) -> String { _format("%d", [.int(value)], numbers: _NumberFormat(locale: locale)) }
        #expect(format("ar", 1234) == "1,234")
        #expect(format("ar-u-nu-arab", 1234) == "١٬٢٣٤")
        #expect(format("hi", 1_234_567) == "12,34,567")
        #expect(format("hi-u-nu-deva", 1_234_567) == "१२,३४,५६७")
        #expect(format("en-u-nu-thai", 1234) == "๑,๒๓๔")
        #expect(format("en-u-nu-roman", 1234) == "1,234")  // algorithmic systems are not used
        #expect(format("es", 1234) == "1234")
        #expect(format("es", 12345) == "12.345")
        #expect(format("pl", 1234) == "1234")
        #expect(format("en-IN", 1_234_567) == "12,34,567")  // en_IN → en_001 → en, with its own pattern
        #expect(format("de-AT-x-private", 1234) == "1\u{A0}234")
        #expect(format("iw", -5) == "\u{200E}-5")  // the legacy code finds he
        #expect(format("pa-PK", 12) == "۱۲")  // likely script: pa_Arab_PK
        #expect(format("xx-YY", 1234) == "1,234")  // root
        #expect(_NumberFormat(locale: "zh-TW").locale == "zh_Hant")  // likely script, then zh_Hant_TW → zh_Hant
        #expect(_NumberFormat(locale: "en-GB").locale == "en_GB")
        #expect(_NumberFormat(locale: "en-XA").locale == "en")
        // As the accessors choose: the user's region within the localization's language.
        #expect(_NumberFormat(requested: "de-CH", localization: "de").locale == "de_CH")
        #expect(_NumberFormat(requested: "fr-CA", localization: "en").locale == "en")
        #expect(_NumberFormat(requested: "fr-u-nu-arab", localization: "en").numberingSystem == "arab")
    }
}
