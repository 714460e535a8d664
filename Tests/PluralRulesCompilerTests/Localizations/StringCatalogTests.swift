import Foundation
import Testing

@testable import PluralRulesCompiler

/// `Tests/Fixtures/Catalogs`, written by `make-catalogs.py` as Xcode writes catalogs: `App`
/// (a 1.0 catalog with plurals, substitutions with and without `argNum`, device → plural
/// nesting, states, stale and `shouldTranslate: false` entries, a named placeholder, and a 1.1
/// catalog in `mul.lproj`) and `Mixed` (a catalog beside legacy tables, one of the same name).
/// What `lint` says is pinned in `expected-lint.txt`; the accessors are compiled and run.
@Suite(.serialized) struct StringCatalogTests {
    static let fixtures = TestSupport.fixtures + "/Catalogs"
    static let app = fixtures + "/App"
    static let mixed = fixtures + "/Mixed"

    static func lint(_ paths: [String], options: LocalizationCompiler.Options = .init()) -> (LocalizationPipeline.Validation, [Diagnostic]) {
        let bag = DiagnosticBag()
        let validation = LocalizationPipeline.check(paths, cldr: TestSupport.cldr, options: options, warningsAsErrors: false, diagnostics: bag)
        return (validation, bag.diagnostics)
    }

    static func generate(_ paths: [String], options: LocalizationCompiler.Options = .init()) throws -> LocalizationPipeline.Output {
        let bag = DiagnosticBag()
        let output = LocalizationPipeline.generate(paths, cldr: TestSupport.cldr, options: options, warningsAsErrors: false, diagnostics: bag)
        #expect(!bag.hasErrors, "\(bag.errors)")
        return try #require(output)
    }

    /// Every diagnostic of both fixtures, paths relative to the fixtures.
    @Test func lintSaysWhatTheGoldenFileSays() throws {
        let (validation, diagnostics) = Self.lint([Self.app, Self.mixed])
        #expect(!validation.hasErrors)
        let text =
            DiagnosticReport.summarized(diagnostics).map { $0.description.replacingOccurrences(of: Self.fixtures + "/", with: "") }.joined(separator: "\n")
            + "\n"
        let golden = Self.fixtures + "/expected-lint.txt"
        if ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil {
            try FileWriter.write(text, to: golden)
            return
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(
            text == expected,
            "\(GoldenDiff.describe(expected: expected, actual: text))\nre-record: PLURAL_RULES_RECORD=1 swift test --filter StringCatalogTests")
        // Each catalog check, by id and place in the JSON.
        let kinds = Dictionary(grouping: diagnostics, by: \.kind)
        #expect(
            kinds[.translationState]?.map(\.location!.description) == [Self.app + "/Localizable.xcstrings:56:30", Self.app + "/Localizable.xcstrings:116:30"])
        #expect(kinds[.translationState]?.first?.message.hasPrefix("2 de translations are unfinished") == true)
        #expect(kinds[.staleEntry]?.count == 1)
        #expect(kinds[.shouldNotTranslate]?.first?.subject?.key == "PluralDemo")
        #expect(Set(kinds[.substitutionMismatch]?.compactMap(\.subject?.locale) ?? []) == ["de", "fr"])
        #expect(kinds[.catalogKeyConflict]?.map(\.subject?.key) == ["greeting"])
        let missing = kinds[.missingCategory]?.map { "\($0.subject!.locale!) \($0.subject!.key!) \($0.subject!.variable!) \($0.subject!.form!)" }.sorted()
        #expect(missing == ["ru %lld new messages  few", "ru %lld photos in %lld albums albums few", "ru %lld photos in %lld albums albums many"])
        // A shouldTranslate: false entry is missing nowhere.
        #expect(!(kinds[.missingTranslation] ?? []).contains { $0.subject?.key == "PluralDemo" })
    }

    /// A catalog is one table per file, in every language it holds, with `sourceLanguage` as
    /// the development region; a `mul.lproj` folder names no locale.
    @Test func catalogsAreTablesNamedAfterTheirFiles() throws {
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([Self.app], developmentRegion: "fr", diagnostics: bag)
        #expect(tables.map(\.name) == ["Localizable", "Settings"])
        #expect(tables.map(\.developmentRegion) == ["en", "en"])
        #expect(tables[0].locales.map(\.locale) == ["ar", "de", "en", "fr", "ja", "ru"])
        #expect(tables[1].locales.map(\.locale) == ["en", "fr", "ru"])
        // The development region comes from the catalog, whatever is configured.
        let (validation, _) = Self.lint([Self.app], options: .init(developmentRegion: "fr"))
        #expect(validation.models.map(\.table.developmentRegion) == ["en", "en"])
        let en = try #require(tables[0].strings(for: "en"))
        // Without an en unit, the key is the English text.
        guard case .format(let welcome, _)? = en.entries["Welcome to %@"]?.content else { Issue.record("Welcome"); return }
        #expect(welcome.specifiers.map(\.text) == ["%@"])
        guard case .devices(let devices)? = en.entries["%lld new messages"]?.content else { Issue.record("devices"); return }
        #expect(devices.map(\.device) == ["iphone", "mac"])
        #expect(en.entries["Old greeting"]?.isStale == true)
        #expect(en.entries["PluralDemo"]?.shouldTranslate == false)
        // The substitution without argNum takes the next argument; its forms cite %2$@.
        let followers = try #require(validation.models.first?.keys.first { $0.key.key == "account.followers %lld %@" })
        #expect(followers.key.arguments.map(\.type) == [.int, .string])
        #expect(followers.parameters.map(\.label) == ["followers", nil])
    }

    /// Xcode 26 generates `LocalizedStringResource` symbols for keys it manages; ours never
    /// extend it, and a named placeholder labels the argument as Xcode's symbol would.
    @Test func namedPlaceholdersLabelArgumentsAndNothingExtendsLocalizedStringResource() throws {
        let output = try Self.generate([Self.app])
        let api = try #require(output.files.first { $0.name == "Localizable.swift" }).contents
        #expect(api.contains("func landmarks(count: Int) -> String { self._messageInt(\"Landmarks\", count) }"))
        #expect(api.contains("func photosInAlbums(photos: Int, albums: Int) -> String"))
        #expect(api.contains("func files(_ value: Int) -> String"))
        #expect(!api.contains("oldGreeting"), "a stale entry gets no accessor")
        for file in output.files { #expect(!file.contents.contains("LocalizedStringResource"), "\(file.name)") }
        // Configured, stale entries get accessors too.
        var options = LocalizationCompiler.Options()
        options.generateStaleEntries = true
        let withStale = try Self.generate([Self.app], options: options)
        #expect(try #require(withStale.files.first { $0.name == "Localizable.swift" }).contents.contains("var oldGreeting: String"))
    }

    /// The accessors print what each locale's CLDR rules select, on Linux without Foundation's
    /// catalog support: plural variations, substitutions, device leaves (the platform's device,
    /// else `other`, else the iPhone's), named placeholders, a 1.1 catalog, and the development
    /// region where a translation is unusable.
    @Test func compiledAccessorsPrintTheExpectedSentences() throws {
        let output = try Self.generate([Self.app])
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try """
        for locale in ["en", "ru", "fr", "ar", "ja", "de"] {
            let l10n = L10n(locale: locale)
            print(locale, [0, 1, 2, 5, 21, 1_000_000].map { l10n.files($0) }.joined(separator: "|"))
        }
        let ru = L10n(locale: "ru")
        print(ru.photosInAlbums(photos: 1, albums: 1), ru.photosInAlbums(photos: 3, albums: 5), separator: "|")
        print(L10n(locale: "fr").photosInAlbums(photos: 2, albums: 1))
        print(L10n.accountFollowers(followers: 1, "Ann"), ru.accountFollowers(followers: 22, "Ане"), L10n(locale: "de").accountFollowers(followers: 2, "Jo"), separator: "|")
        print(L10n.current.tap.to.continue, ru.tap.to.continue, ru.newMessages(3), separator: "|")
        print(L10n.landmarks(count: 3), ru.landmarks(count: 21), L10n(locale: "fr").landmarks(count: 2), separator: "|")
        print(L10n.welcomeTo("Paris"), ru.welcomeTo("Париж"), L10n(locale: "ja").welcomeTo("東京"), ru.pluralDemo, separator: "|")
        let settings = SettingsStrings(locale: "ru")
        print(settings.settings.title, settings.settingsSync(2), SettingsStrings(locale: "fr").settingsSync(1_000_000), separator: "|")
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let lines = try AccessorGenerationTests.compileAndRun(directory, files: output.files.map(\.name) + ["main.swift"])
        // Numbers as each locale writes them (CLDR 48, as ICU): grouped, with the locale's separators.
        #expect(
            lines == [
                "en 0 files|1 file|2 files|5 files|21 files|1,000,000 files",
                "ru 0 файлов|1 файл|2 файла|5 файлов|21 файл|1 000 000 файлов",
                "fr 0 fichier|1 fichier|2 fichiers|5 fichiers|21 fichiers|1 000 000 de fichiers",
                "ar لا ملفات|ملف واحد|ملفان|5 ملفات|21 ملفًا|1,000,000 ملف",
                "ja 0 個のファイル|1 個のファイル|2 個のファイル|5 個のファイル|21 個のファイル|1,000,000 個のファイル",
                "de 0 Dateien|1 Datei|2 Dateien|5 Dateien|21 Dateien|1.000.000 Dateien",
                "1 фото в 1 альбоме|3 фото в 5 альбомах",
                "2 photos in 1 album",
                "Ann has 1 follower|У Ане 22 подписчика|Jo has 2 followers",
                "Continue|Продолжить|3 новых сообщения",
                "Landmarks: 3|Достопримечательности: 21|Lieux : 2",
                "Welcome to Paris|Добро пожаловать в Париж|Welcome to 東京|ПлюралДемо",
                "Настройки|Синхронизировано 2 объекта|1 000 000 d’éléments synchronisés",
            ])
    }

    /// A target in the middle of a migration: the catalog and the legacy table of one name
    /// form one table (the catalog wins a key both have, and says so); other legacy tables
    /// stay tables of their own.
    @Test func aMixedTargetMergesTablesOfOneName() throws {
        let output = try Self.generate([Self.mixed])
        #expect(output.models.map(\.table.name) == ["Errors", "Localizable"])
        #expect(output.models[1].keys.map(\.key.key) == ["%lld items", "greeting", "legacy.only"])
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try """
        let ru = L10n(locale: "ru")
        print(ru.greeting, ru.legacy.only, ru.items(3), ErrorsStrings(locale: "ru").error.network, L10n.greeting, separator: "|")
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let lines = try AccessorGenerationTests.compileAndRun(directory, files: output.files.map(\.name) + ["main.swift"])
        #expect(lines == ["Привет|Только в старой таблице|3 предмета|Сеть недоступна|Hello"])
    }

    /// One broken translation costs only itself; a catalog that is not JSON is one error.
    @Test func defectsStayWithTheirEntry() throws {
        let root = try TestSupport.write([
            "Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a %lld" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "A %lld" } },
                    "ru" : { "stringUnit" : { "state" : "translated", "value" : 5 } },
                    "uk" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld а" } } } } }
                  }
                },
                "b" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "B %#@x@" } },
                    "ru" : { "stringUnit" : { "state" : "translated", "value" : "Б" } }
                  }
                },
                "c" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "C" } },
                    "ru" : { "stringUnit" : { "state" : "translated", "value" : "В" } },
                    "uk" : { "stringUnit" : { "state" : "translated", "value" : "Ц" } }
                  }
                },
                "d" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "D" } },
                    "ru" : { "stringUnit" : { "state" : "translated", "value" : "Д\\q" } },
                    "uk" : { "stringUnit" : { "state" : "translated", "value" : "Д" } }
                  }
                }
              },
              "version" : "1.3"
            }
            """,
            "Broken.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n",
        ])
        let (validation, diagnostics) = Self.lint([root])
        let shown = diagnostics.map { $0.description.replacingOccurrences(of: root + "/", with: "") }
        #expect(shown.contains("Broken.xcstrings:4:1: error: the file ends inside an object; a key, or '}', is missing [json-syntax]"))
        #expect(
            shown.contains(
                "Localizable.xcstrings:7:69: warning: \"value\" must be a string; found a number (ru shows the en text of 'a %lld') [catalog-structure]"))
        #expect(
            shown.contains(
                "Localizable.xcstrings:8:35: warning: the plural variation of 'a %lld' has no 'other' form; every plural variable needs one (uk shows the en text of 'a %lld') [missing-other]"
            ))
        #expect(
            shown.contains(
                "Localizable.xcstrings:13:72: error: '%#@x@' has no substitution named 'x' in 'b'; add one under \"substitutions\" [undefined-variable]"))
        // A string that cannot be decoded is one translation's defect, like any other.
        #expect(
            shown.contains {
                $0.hasPrefix("Localizable.xcstrings:27:72: warning: '\\q' is no JSON escape")
                    && $0.hasSuffix("the string cannot be decoded, so what holds it is not used (ru shows the en text of 'd') [json-syntax]")
            }, "\(shown)")
        #expect(validation.hasErrors)
        let model = try #require(validation.models.first { $0.table.name == "Localizable" })
        #expect(model.keys.map(\.key.key) == ["a %lld", "c", "d"])
        #expect(model.keys[2].key.plans.keys.sorted() == ["en", "uk"])
        #expect(model.keys[1].key.plans.keys.sorted() == ["en", "ru", "uk"])
        #expect(model.keys[0].key.plans.keys.sorted() == ["en"])
    }
}
