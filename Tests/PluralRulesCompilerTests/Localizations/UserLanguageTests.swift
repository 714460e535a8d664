import Foundation
import Testing

@testable import PluralRulesCompiler

/// `L10n.current` in a compiled program: the user's languages from the environment (as
/// gettext reads them) decide it until the app sets it, and `withLocale` gives each task its
/// own, with numbers as the requested identifier writes them (ICU's strings, from the
/// committed fixture).
@Suite(.serialized) struct UserLanguageTests {
    static let shipped = ["en", "de", "fr", "pt-BR", "ru", "sr-Latn", "zh-Hans"]
    static let forms: [String: (one: String, other: String)] = [
        "en": ("%d file", "%d files"), "de": ("%d Datei", "%d Dateien"), "fr": ("%d fichier", "%d fichiers"),
        "pt-BR": ("%d arquivo", "%d arquivos"), "ru": ("%d файл", "%d файла"), "sr-Latn": ("%d fajl", "%d fajlova"),
        "zh-Hans": ("%d 个文件", "%d 个文件"),
    ]

    /// Each locale ships `files_count`; `ru` also has few and many, `sr-Latn` few.
    static func makeProgram() throws -> String {
        var files: [String: String] = [:]
        for locale in shipped {
            let (one, other) = forms[locale]!
            var entries = "<key>one</key><string>\(one)</string><key>other</key><string>\(other)</string>"
            if locale == "ru" { entries += "<key>few</key><string>%d файла</string><key>many</key><string>%d файлов</string>" }
            if locale == "sr-Latn" { entries += "<key>few</key><string>%d fajla</string>" }
            files["\(locale).lproj/Localizable.stringsdict"] = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files_count</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
                </dict></dict></plist>
                """
            files["\(locale).lproj/Localizable.strings"] = "\"language\" = \"\(locale)\";\n"
        }
        let root = try TestSupport.write(files)
        let bag = DiagnosticBag()
        let output = try #require(LocalizationPipeline.generate([root], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag))
        #expect(!bag.hasErrors, "\(bag.errors)")
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try Self.main.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let compilation = try GeneratedCodeCompilationTests.swiftc(
            ["-swift-version", "6", "-strict-concurrency=complete"] + output.files.map(\.name) + ["main.swift", "-o", "program"], in: directory)
        try #require(compilation.status == 0, "\(compilation.output)")
        return directory + "/program"
    }

    /// With no argument: the current locale and a number, before and after the app sets it.
    /// With `tasks`: many concurrent tasks, each in its own locale, while another task keeps
    /// changing the process-wide one; prints how many answers were not the task's.
    static let main = #"""
        if CommandLine.arguments.dropFirst().first == "tasks" {
            let locales = ["de", "fr", "ru", "de-CH", "pt-PT", "sr-Latn", "zh-Hans", "en", "ar-EG", "ru-UA"]
            let expected = locales.map { L10n(locale: $0) }
            let mismatches = await withTaskGroup(of: Int.self) { group in
                group.addTask {
                    for round in 0..<2_000 {
                        L10n.current = L10n(locale: round.isMultiple(of: 2) ? "ru" : "fr")
                        await Task.yield()
                    }
                    return 0
                }
                for task in 0..<1_000 {
                    let locale = locales[task % locales.count]
                    let wanted = expected[task % locales.count]
                    group.addTask {
                        await L10n.withLocale(locale) {
                            var wrong = 0
                            for count in [1, 2, 5, 21, 12345] {
                                await Task.yield()
                                if L10n.filesCount(count) != wanted.filesCount(count) { wrong += 1 }
                                // A child task inherits the locale.
                                let child = await Task { L10n.language }.value
                                if child != wanted.language { wrong += 1 }
                            }
                            return wrong
                        }
                    }
                }
                var total = 0
                for await wrong in group { total += wrong }
                return total
            }
            L10n.current = L10n(locale: "de")
            let detached = await Task.detached { L10n.withLocale("fr") { L10n.language } + "/" + L10n.language }.value
            let nested = L10n.withLocale("ru") { L10n.withLocale("zh-Hans") { L10n.language } + "/" + L10n.language }
            print("mismatches: \(mismatches)", detached, nested, L10n.language, separator: "|")
        } else {
            print(L10n.current.locale, L10n.filesCount(12345), L10n.language, separator: "|")
            L10n.current = L10n(locale: "ru")
            print(L10n.current.locale, L10n.filesCount(12345), separator: "|")
        }
        """#

    @Test func theEnvironmentChoosesTheLocaleUntilTheAppSetsIt() throws {
        let program = try Self.makeProgram()
        let icu = try LocalizedNumberAccessorTests.oracle()
        func number(_ identifier: String) -> String { icu[identifier]!["12345/0"]! }
        let cases: [([String: String], locale: String, text: String)] = [
            ([:], "en", "\(number("en")) files"),
            (["LANG": "C.UTF-8"], "en", "\(number("en")) files"),
            (["LANG": "de_DE.UTF-8"], "de", "\(number("de")) Dateien"),
            (["LANG": "de_CH.UTF-8"], "de", "\(number("de-CH")) Dateien"),  // de's text, Swiss numbers
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:de"], "fr", "\(number("fr")) fichiers"),
            (["LANG": "en_US.UTF-8", "LANGUAGE": "eo:de_AT"], "de", "\(number("de-AT")) Dateien"),
            (["LANG": "C", "LANGUAGE": "fr"], "en", "\(number("en")) files"),
            (["LANG": "de_DE.UTF-8", "LC_ALL": "ru_RU.UTF-8"], "ru", "\(number("ru")) файлов"),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], "fr", "\(number("fr")) fichiers"),
            (["LANG": "pt_PT.UTF-8"], "pt-BR", "\(number("pt-PT")) arquivos"),  // the only Portuguese
            (["LANG": "sr_RS.UTF-8@latin"], "sr-Latn", "\(number("sr-Latn")) fajlova"),
            (["LANG": "zh_CN.UTF-8"], "zh-Hans", "\(number("zh-Hans")) 个文件"),
            (["LANG": "ja_JP.UTF-8"], "en", "\(number("en")) files"),
            (["LANG": "ja_JP.UTF-8", "LANGUAGE": "ja:ru"], "ru", "\(number("ru")) файлов"),
        ]
        let ru = "ru|\(number("ru")) файлов"
        for (environment, locale, text) in cases {
            let lines = try AccessorGenerationTests.run(program, environment: environment)
            #expect(lines == ["\(locale)|\(text)|\(locale)", ru], "\(environment)")
        }
    }

    @Test func concurrentTasksEachKeepTheirOwnLocale() throws {
        let program = try Self.makeProgram()
        let lines = try AccessorGenerationTests.run(program, arguments: ["tasks"], environment: ["LANG": "ru_RU.UTF-8"])
        // Detached tasks do not inherit: inside withLocale("fr") fr, then the process's de.
        #expect(lines == ["mismatches: 0|fr/de|zh-Hans/ru|de"])
    }
}
