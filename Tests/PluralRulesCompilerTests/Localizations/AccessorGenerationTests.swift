import Foundation
import Testing

@testable import PluralRulesCompiler

/// Accessors generated from `Tests/Fixtures/Localizations/App` (en, ru, ar, fi, zh-Hans, and a
/// UTF-16 de), compiled with `swiftc` and run: the exact strings for many numbers per locale.
@Suite(.serialized) struct AccessorGenerationTests {
    static let app = TestSupport.fixtures + "/Localizations/App"

    static func generate() throws -> LocalizationPipeline.Output {
        let bag = DiagnosticBag()
        let output = LocalizationPipeline.generate([app], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag)
        #expect(!bag.hasErrors, "\(bag.errors)")
        return try #require(output)
    }

    @Test(arguments: ["Localizable.swift", "Localizable+Current.swift", "Localizable+Translations.swift"])
    func generatedAccessorsMatchTheGoldenFile(_ name: String) throws {
        let output = try Self.generate()
        let accessors = try #require(output.files.first { $0.name == name }?.contents)
        let path = TestSupport.fixtures + "/Golden/\(name)"
        if ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil {
            try FileWriter.write(accessors, to: path)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            accessors == expected,
            "\(GoldenDiff.describe(expected: expected, actual: accessors))\nre-record: PLURAL_RULES_RECORD=1 swift test --filter AccessorGenerationTests")
        #expect(!output.files.contains { $0.contents.contains("import Foundation") })
        #expect(!accessors.contains("import "))
    }

    /// The program prints one line per (locale, key, number); each must be the form of the
    /// CLDR category of that number in that locale, with the number substituted.
    @Test func compiledAccessorsSelectTheCLDRForm() throws {
        let output = try Self.generate()
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try """
        for locale in ["en", "ru", "ar", "fi", "zh-Hans", "de"] {
            let strings = L10n(locale: locale)
            for n in 0...230 {
                print(locale, n, "files", strings.filesRemaining(n), separator: "|")
                print(locale, n, "days", strings.nDays(n), separator: "|")
            }
        }
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let lines = try Self.compileAndRun(directory, files: output.files.map(\.name) + ["main.swift"])
        #expect(lines.count == 6 * 231 * 2)
        // The forms, read back from the fixture with the compiler's own reader.
        func entries(_ locale: String) throws -> [LocalizedEntry] {
            let path = "\(Self.app)/\(locale).lproj/Localizable.stringsdict"
            let bag = DiagnosticBag()
            guard let file = CLDRDirectory.readFile(path, diagnostics: bag) else { return [] }
            return try #require(StringsdictReader.read(file, diagnostics: bag)).entries
        }
        func forms(_ locale: String, _ key: String) throws -> [PluralForm.Key: String] {
            guard case .variables(_, _, let variables) = try #require(try entries(locale).first { $0.key == key }).content,
                case .plural(_, _, let forms) = try #require(variables.values.first).kind
            else { throw CancellationError() }
            return Dictionary(uniqueKeysWithValues: forms.map { ($0.key, $0.raw) })
        }
        var checked = 0
        for line in lines {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let (locale, n, key, text) = (fields[0], UInt64(fields[1])!, fields[2], fields[3])
            let stringsKey = key == "files" ? "%d file(s) remaining" : "n_days"
            // A locale without the key shows the development region's text, chosen by its rules.
            let source = try entries(locale).contains { $0.key == stringsKey } ? locale : "en"
            let table = try forms(source, stringsKey)
            let category = try #require(TestSupport.cldr.ruleSet(for: source, type: .cardinal)).category(for: PluralOperands(n))
            var form = table[.exact(n)] ?? table[.category(category)] ?? table[.category(.other)]!
            if n == 0, let zero = table[.category(.zero)] { form = zero }  // Apple's zero
            #expect(text == form.replacingOccurrences(of: "%d", with: String(n)), "\(line)")
            checked += 1
        }
        print("Accessors: \(checked) strings checked against the CLDR category of their number")
    }

    @Test func compiledAccessorsPrintTheExpectedSentences() throws {
        let output = try Self.generate()
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try """
        print(L10n.filesRemaining(5))
        print(L10n(locale: "ru").filesRemaining(21))
        print(L10n(locale: "ar").filesRemaining(0))
        print(L10n.gdp(width: 30), L10n.gdp(width: 0), L10n.gdp(width: 50), separator: "|")
        print(L10n.bestLocale(for: ["pt-BR", "fr-CA", "en"]), L10n.bestLocale(for: ["ru-UA"]), L10n.bestLocale(for: ["zh-Hans-CN"]), L10n.bestLocale(for: ["zh-TW"]), separator: "|")
        let zh = L10n(locale: "zh-Hans")
        print(zh.everyNDays(1), zh.everyNDays(2), zh.everyNDays(3), separator: "|")
        let ru = L10n(locale: "ru")
        print(ru.filesAndFolders(files: 1, folders: 2), ru.filesAndFolders(files: 5, folders: 21), separator: "|")
        print(L10n(locale: "fi").termsInCategory(0), L10n(locale: "fi").termsInCategory(1), L10n(locale: "fi").termsInCategory(7), separator: "|")
        print(L10n.distance(1.0), L10n.distance(1), L10n(locale: "ru").distance(1.0), L10n(locale: "ru").distance(21.04), separator: "|")
        print(L10n(locale: "de").greeting("Jürgen"), L10n(locale: "de").filesRemaining(1), L10n(locale: "ar").price("شاي", 2.5), separator: "|")
        print(L10n.tricky)
        L10n.current = L10n(locale: "ru")
        print(L10n.filesRemaining(3), L10n.Settings.Files.count(22), L10n.Settings.title, L10n.current.locale, separator: "|")
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let lines = try Self.compileAndRun(directory, files: output.files.map(\.name) + ["main.swift"])
        #expect(
            lines == [
                "5 files remaining",
                "21 файл остался",
                "لم يتبق أي ملف",
                "GDP ($B)|GDP|GDP (in billions)",
                "en|ru|zh-Hans|zh-Hans",
                "每天|每两天|每 3 天",
                "1 файл в 2 папках|5 файлов в 21 папке",
                "Ei termejä tässä kategoriassa|Kategoriassa on yksi termi|Kategoriassa on 7 termiä",
                "1.0 kilometres away|1.0 kilometres away|1,0 километра|21,0 километра",  // ru writes a decimal comma
                "Hallo, Jürgen!|1 file remaining|2.50 هو سعر شاي",
                "Quote \" backslash \\ interpolation \\(x) triple \"\"\" hash #\" newline",
                "RTL \u{200F} emoji 😀 percent 100%",
                "3 файла осталось|Выбрано: 22 файла|Настройки|ru",
            ])
    }

    @Test func generatedFilesCompileUnderStrictConcurrencyAndEmbeddedSwift() throws {
        let output = try Self.generate()
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        let strict = try GeneratedCodeCompilationTests.swiftc(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
                "-Xfrontend", "-warn-long-expression-type-checking=50",
            ] + output.files.map(\.name), in: directory)
        #expect(strict.status == 0 && strict.output.isEmpty, "\(strict.output)")
        let embedded = try GeneratedCodeCompilationTests.swiftc(
            [
                "-enable-experimental-feature", "Embedded", "-wmo", "-parse-as-library", "-c",
            ] + output.files.map(\.name) + ["-o", "out.o"], in: directory)
        #expect(embedded.status == 0, "\(embedded.output)")
    }

    /// Compiles `files` into `program` and runs it with `environment` as its locale variables
    /// (`LANG`, `LC_*`, `LANGUAGE`; none by default, which is the C locale) and the rest of
    /// this process's environment.
    static func compileAndRun(_ directory: String, files: [String], environment: [String: String] = [:]) throws -> [String] {
        let compilation = try GeneratedCodeCompilationTests.swiftc(["-swift-version", "6"] + files + ["-o", "program"], in: directory)
        try #require(compilation.status == 0, "\(compilation.output)")
        return try run(directory + "/program", environment: environment)
    }

    /// Runs a compiled program with `environment` as its only locale variables.
    static func run(_ program: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment.filter { $0.key != "LANG" && $0.key != "LANGUAGE" && !$0.key.hasPrefix("LC_") }
        variables.merge(environment) { $1 }
        process.environment = variables
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
