import Foundation
import Testing

@testable import PluralRulesCompiler

/// `Tests/Fixtures/RealProjects`: an app (112 locales, UTF-16, Base.lproj beside en.lproj,
/// sr@latin, InfoPlist, storyboard and Settings.bundle tables, a table whose English is in
/// code, vendor typos, prose '%', `%1#@x@`) and a package beside it, written by
/// `generate-corpus.py`. What `lint` says about it is pinned in `expected-lint.txt`; the
/// accessors generated from the app are compiled and run, and print `expected-output.txt`.
@Suite(.serialized) struct RealProjectCorpusTests {
    static let corpus = TestSupport.fixtures + "/RealProjects"
    static let app = corpus + "/Wanderlust"
    static let package = corpus + "/WanderlustKit"

    static func record(_ text: String, _ name: String) throws -> Bool {
        guard ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil else { return false }
        try FileWriter.write(text, to: corpus + "/" + name)
        return true
    }

    static func expectGolden(_ actual: String, _ name: String) throws {
        if try record(actual, name) { return }
        let expected = try String(contentsOfFile: corpus + "/" + name, encoding: .utf8)
        #expect(
            actual == expected,
            "\(GoldenDiff.describe(expected: expected, actual: actual))\nre-record: PLURAL_RULES_RECORD=1 swift test --filter RealProjectCorpusTests")
    }

    /// Every diagnostic of the app and the package checked together, as the text report
    /// prints them (with summaries), paths relative to the corpus.
    @Test func lintSaysWhatTheGoldenFileSays() throws {
        let bag = DiagnosticBag()
        let validation = LocalizationPipeline.check(
            [Self.app, Self.package], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag)
        #expect(!validation.hasErrors)
        let text =
            DiagnosticReport.summarized(bag.diagnostics).map { $0.description.replacingOccurrences(of: Self.corpus + "/", with: "") }.joined(separator: "\n")
            + "\n"
        try Self.expectGolden(text, "expected-lint.txt")
        // Every planted defect is there, by id and place.
        for expected in [
            "es.lproj/Localizable.strings:5:26: warning: '%s' is not supported",
            "it.lproj/Localizable.strings:5:26: warning: key 'greeting' takes (Int) in it but (String) in en",
            "pl.lproj/Localizable.stringsdict:9:8: warning: pl needs the 'few' form of 'trips'",
            "ru.lproj/Localizable.stringsdict:16:12: warning: the 'one' form of 'trips' says '1'",
            "fr.lproj/Localizable.stringsdict:16:12: warning: the 'one' form of 'trips' says '1'",
            "[numberless-form]", "[missing-other]", "[shadowed-table]", "[duplicate-table]", "localizes the storyboard or xib 'Main'",
            "localizes the Settings app's pages", "25 keys of table 'Onboarding' are in translations but not in the development region",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
        // Placeholders and the words of a variable that never shows its number are no defect.
        #expect(!text.contains("'people'"))
    }

    /// The app's accessors compile (with every defect in it) and print the golden sentences.
    @Test func accessorsOfTheAppCompileAndRun() throws {
        let bag = DiagnosticBag()
        let output = try #require(
            LocalizationPipeline.generate([Self.app], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag))
        #expect(!output.hasErrors)
        // Onboarding's development-region file is empty (its English is in code): no accessors.
        #expect(output.models.map(\.table.name) == ["Localizable", "Onboarding"])
        #expect(output.models.last?.keys.isEmpty == true)
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        let locales = try #require(output.models.first?.table.locales)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.app + "/Wanderlust/Resources").filter {
            $0.hasSuffix(".lproj") && $0 != "Base.lproj"
        }
        #expect(locales.count == folders.count && locales.count > 100)
        try """
        for locale in ["en", "ru", "fr", "pl", "uk", "es", "it", "pt", "de", "sr", "sr-Latn", "ar", "is", "as", "cs", "ja", "tt"] {
            let l10n = L10n(locale: locale)
            print(locale, l10n.trip.title, l10n.trip.count(1), l10n.trip.count(21), l10n.trip.count(5), l10n.photosSelected(22),
                  l10n.distance(1.5), l10n.greeting("Ana"), l10n.storage.used("1 GB", "2 GB"), l10n.discount.banner,
                  l10n.files.in.folders(files: 1, folders: 3), separator: " | ")
        }
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let lines = try AccessorGenerationTests.compileAndRun(directory, files: output.files.map(\.name) + ["main.swift"])
        try Self.expectGolden(lines.joined(separator: "\n") + "\n", "expected-output.txt")
    }
}
