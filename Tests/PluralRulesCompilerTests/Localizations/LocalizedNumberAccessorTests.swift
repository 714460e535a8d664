import Foundation
import Testing

@testable import PluralRulesCompiler

/// Generated accessors compiled and run in en, fr, de, ru, pl, es, ar, ar-EG, fa, hi, bn, my and
/// zh-Hans: every number must be ICU's exact string (`Tests/Fixtures/Numbers/numbers.txt`, made
/// by Node's `Intl.NumberFormat`), and plural forms must follow the value, not its localized text.
@Suite(.serialized) struct LocalizedNumberAccessorTests {
    /// The shipped folders; `ar-EG` is asked for and served by `ar` with Egypt's digits.
    static let shipped = ["en", "fr", "de", "ru", "pl", "es", "ar", "fa", "hi", "bn", "my", "zh-Hans"]
    static let asked = ["en", "fr", "de", "ru", "pl", "es", "ar", "ar-EG", "fa", "hi", "bn", "my", "zh-Hans"]

    /// Plural forms of `%d file(s)`, per locale that has them (others show en's).
    static let fileForms: [String: [(String, String)]] = [
        "en": [("one", "%d file"), ("other", "%d files")],
        "ru": [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")],
        "ar": [("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"), ("many", "%d ملفًا"), ("other", "%d ملف")],
    ]

    static func stringsdict(_ forms: [(String, String)]) -> String {
        let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files_count</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
            </dict></dict></plist>
            """
    }

    static func makeLocalizations() throws -> String {
        let root = try TestSupport.temporaryDirectory() + "/Localizations"
        for locale in shipped {
            let folder = "\(root)/\(locale).lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "\"stats\" = \"%1$d|%2$d|%3$.2f|%4$d|%5$x\";\n".write(toFile: folder + "/Localizable.strings", atomically: false, encoding: .utf8)
            if let forms = fileForms[locale] {
                try stringsdict(forms).write(toFile: folder + "/Localizable.stringsdict", atomically: false, encoding: .utf8)
            }
        }
        return root
    }

    static func generate(_ root: String, numbers: LocalizationCompiler.Numbers = .localized) throws -> LocalizationPipeline.Output {
        var options = LocalizationCompiler.Options()
        options.numbers = numbers
        let bag = DiagnosticBag()
        let output = LocalizationPipeline.generate([root], cldr: TestSupport.cldr, options: options, warningsAsErrors: false, diagnostics: bag)
        #expect(!bag.hasErrors, "\(bag.errors)")
        return try #require(output)
    }

    /// ICU's strings per identifier and case (`1234567/0`).
    static func oracle() throws -> [String: [String: String]] {
        let text = try String(contentsOfFile: TestSupport.fixtures + "/Numbers/numbers.txt", encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = lines[0]
        var table: [String: [String: String]] = [:]
        for fields in lines.dropFirst() where fields.count == header.count {
            table[fields[0]] = Dictionary(uniqueKeysWithValues: zip(header.dropFirst(3), fields.dropFirst(3)))
        }
        return table
    }

    @Test func compiledAccessorsWriteICUsNumbers() throws {
        let root = try Self.makeLocalizations()
        let output = try Self.generate(root)
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try """
        for locale in [\(Self.asked.map { "\"\($0)\"" }.joined(separator: ", "))] {
            let strings = L10n(locale: locale)
            print(strings.stats(1234567, -1234, 1234.56, 12345, 255), strings.filesCount(1234), strings.filesCount(2), separator: "|")
        }
        L10n.current = L10n(locale: "ar-u-nu-arab")
        print(L10n.stats(1234567, -1234, 1234.56, 12345, 255), L10n.current.locale, separator: "|")
        L10n.current = L10n(locale: "hi-u-nu-deva")
        print(L10n.stats(1234567, -1234, 1234.56, 12345, 255), separator: "|")
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let lines = try AccessorGenerationTests.compileAndRun(directory, files: output.files.map(\.name) + ["main.swift"])
        let oracle = try Self.oracle()
        var expected: [String] = []
        for locale in Self.asked {
            let icu = try #require(oracle[locale], "\(locale) is not in the fixture")
            let numbers = [icu["1234567/0"]!, icu["-1234/0"]!, icu["1234.56/2"]!, icu["12345/0"]!, "ff"]
            let language = String(locale.prefix { $0 != "-" })
            let forms = Self.fileForms[language] ?? Self.fileForms["en"]!
            // The form of the value (ru 1234: few; ar 1234: many), the number as ICU writes it.
            let categories: [String: (String, String)] = ["en": ("other", "other"), "ru": ("few", "few"), "ar": ("many", "two")]
            let (category, two) = categories[language] ?? ("other", "other")
            func form(_ name: String, _ number: String) -> String {
                forms.first { $0.0 == name }!.1.replacingOccurrences(of: "%d", with: number)
            }
            let twoText = form(two, Self.digit2(locale, oracle))
            expected.append((numbers + [form(category, icu["1234/0"]!), twoText]).joined(separator: "|"))
        }
        let arab = oracle["ar-EG"]!
        expected.append([arab["1234567/0"]!, arab["-1234/0"]!, arab["1234.56/2"]!, arab["12345/0"]!, "ff", "ar"].joined(separator: "|"))
        expected.append(["१२,३४,५६७", "-१,२३४", "१,२३४.५६", "१२,३४५", "ff"].joined(separator: "|"))
        #expect(lines == expected)
        print("Localized accessors: \(lines.count) lines in \(Self.asked.count) locales match ICU exactly")

        // Plain numbers: printf's, and only root's data is compiled in.
        let plain = try Self.generate(root, numbers: .plain)
        let translations = try #require(plain.files.first { $0.name == "Localizable+Translations.swift" }?.contents)
        #expect(translations.contains("_LocalizedStrings(locale: \"ar\", localizedNumbers: false, text:"))
        let rules = try #require(plain.files.first { $0.name == LocalizationFile.generatedRulesFile }?.contents)
        #expect(rules.contains("locale root latn 1") && !rules.contains("locale ar "))
        let localized = try #require(output.files.first { $0.name == LocalizationFile.generatedRulesFile }?.contents)
        #expect(localized.contains("locale ar_EG arab 1") && localized.contains("locale de_CH ") && !localized.contains("locale ja "))
    }

    /// How the locale writes 2: the digit two of the numbering system ICU writes 0 in.
    static func digit2(_ locale: String, _ oracle: [String: [String: String]]) -> String {
        let zero = oracle[locale]!["0/0"]!.unicodeScalars.last!
        return String(Character(Unicode.Scalar(zero.value + 2)!))
    }
}
