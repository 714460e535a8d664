import Foundation
import Testing

@testable import PluralRulesCompiler

/// `plural-rules migrate`: each shape of `.strings` and `.stringsdict` entry as the catalog
/// Xcode writes for it, what catalogs cannot hold as errors at their places, and the command's
/// safety (all or nothing, sources removed only after the catalogs read back equal).
/// `SharedMigrationTests` measures it against Xcode's own migrations and the real apps.
@Suite struct CatalogMigrationTests {
    typealias V = LocalizationValidationTests

    /// The tables under `root` migrated; the diagnostics of reading and converting them.
    static func migrate(_ root: String, region: String = "en") -> (catalogs: [String: StringCatalogValue], tables: [LegacyTable], diagnostics: [Diagnostic]) {
        let bag = DiagnosticBag()
        let tables = CatalogMigration.legacyTables(in: [root], developmentRegion: region, diagnostics: bag)
        var catalogs: [String: StringCatalogValue] = [:]
        for table in tables {
            if let catalog = CatalogMigration.migrate(table, developmentRegion: region, diagnostics: bag) {
                catalogs[String(table.catalogPath.dropFirst(root.count + 1))] = catalog
            }
        }
        return (catalogs, tables, bag.diagnostics)
    }

    /// The one catalog of `files`, which must migrate without errors.
    static func catalog(_ files: [String: String], region: String = "en") throws -> StringCatalogValue {
        let (catalogs, _, diagnostics) = migrate(try TestSupport.write(files), region: region)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        #expect(catalogs.count == 1)
        return try #require(catalogs.first?.value)
    }

    static func unit(_ value: String, _ state: StringCatalogValue = "translated") -> StringCatalogValue {
        ["stringUnit": ["state": state, "value": .string(value)]]
    }

    static func plural(_ forms: [String: String]) -> StringCatalogValue {
        .object(forms.mapValues { unit($0) })
    }

    // MARK: .strings

    /// Values as `NSLocalizedString` returns them (escapes read, a prose `%` as written), all
    /// `translated`; the comment is the entry's, without the placeholder genstrings writes.
    @Test func stringsValuesBecomeTranslatedUnitsWithTheirComments() throws {
        let catalog = try Self.catalog([
            "en.lproj/Localizable.strings":
                "/* Greets the user */\n\"hello\" = \"Hello\\n\\\"you\\\"\";\n/* No comment provided by engineer. */\n\"sale\" = \"50% off\";\n",
            "de.lproj/Localizable.strings": "/* Greets the user */\n\"hello\" = \"Hallo\";\n\"only-de\" = \"Nur\";\n",
        ])
        #expect(
            catalog
                == .catalog(
                    sourceLanguage: "en",
                    strings: [
                        "hello": ["comment": "Greets the user", "localizations": ["de": Self.unit("Hallo"), "en": Self.unit("Hello\n\"you\"")]],
                        "sale": ["localizations": ["en": Self.unit("50% off")]],
                        "only-de": ["localizations": ["de": Self.unit("Nur")]],
                    ]))
        #expect(catalog["version"] == "1.0")
    }

    /// The comment most files give (a storyboard changed since some translations were made).
    @Test func theCommentMostFilesGiveWins() throws {
        let catalog = try Self.catalog([
            "en.lproj/L.strings": "/* old */\n\"k\" = \"K\";\n",
            "de.lproj/L.strings": "/* new */\n\"k\" = \"K\";\n",
            "fr.lproj/L.strings": "/* new */\n\"k\" = \"K\";\n",
        ])
        #expect(catalog["strings"]?["k"]?["comment"] == "new")
    }

    // MARK: .stringsdict

    /// A format that is exactly one plural variable: `variations` / `plural`, forms as written
    /// (what Xcode wrote for CotEditor), every form `translated`, `zero` kept.
    @Test func oneVariableBecomesPluralVariations() throws {
        let catalog = try Self.catalog([
            "en.lproj/Localizable.stringsdict": V.plist(
                V.entry("%lld files", format: "%#@files@", variable: "files", valueType: "lld", forms: [("one", "%lld file"), ("other", "%lld files")])),
            "es.lproj/Localizable.stringsdict": V.plist(
                V.entry(
                    "%lld files", format: "%#@files@", variable: "files", valueType: "lld",
                    forms: [("zero", "%lld archivo"), ("one", "%lld archivo"), ("other", "%lld archivos")])),
        ])
        #expect(
            catalog["strings"]?["%lld files"] == [
                "localizations": [
                    "en": ["variations": ["plural": Self.plural(["one": "%lld file", "other": "%lld files"])]],
                    "es": ["variations": ["plural": Self.plural(["zero": "%lld archivo", "one": "%lld archivo", "other": "%lld archivos"])]],
                ]
            ])
    }

    /// Several variables: a `stringUnit` with the format as written and a substitution per
    /// variable, with the argument it takes, its value type, and `%arg` for its value.
    @Test func severalVariablesBecomeSubstitutions() throws {
        let entry = """
            <key>delete</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>Delete %#@folders@ and %#@points@?</string>
            <key>folders</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>%ld folder</string><key>other</key><string>%ld folders</string></dict>
            <key>points</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>one point</string><key>other</key><string>%ld points</string></dict>
            </dict>

            """
        let catalog = try Self.catalog(["en.lproj/Localizable.stringsdict": V.plist(entry)])
        func substitution(_ argument: Int, _ forms: [String: String]) -> StringCatalogValue {
            ["argNum": .integer(argument), "formatSpecifier": "ld", "variations": ["plural": Self.plural(forms)]]
        }
        #expect(
            catalog["strings"]?["delete"]?["localizations"]?["en"] == [
                "stringUnit": ["state": "translated", "value": "Delete %#@folders@ and %#@points@?"],
                "substitutions": [
                    "folders": substitution(1, ["one": "%arg folder", "other": "%arg folders"]),
                    "points": substitution(2, ["one": "one point", "other": "%arg points"]),
                ],
            ])
    }

    /// A variable whose forms print other arguments too keeps its name in a substitution (the
    /// name labels its argument: the same API), and the others keep their positions.
    @Test func aVariableBesideOtherArgumentsKeepsItsName() throws {
        let catalog = try Self.catalog([
            "en.lproj/Localizable.stringsdict": V.plist(
                V.entry(
                    "followed", format: "%#@others@", variable: "others", forms: [("one", "By %2$@ &amp; %1$d other"), ("other", "By %2$@ &amp; %d others")]))
        ])
        let localization = try #require(catalog["strings"]?["followed"]?["localizations"]?["en"])
        #expect(localization["stringUnit"] == ["state": "translated", "value": "%#@others@"])
        #expect(
            localization["substitutions"]?["others"]?["variations"]?["plural"]
                == Self.plural(["one": "By %2$@ & %arg other", "other": "By %2$@ & %arg others"]))
    }

    /// Forms that never print the value: a plural variation would have no value type.
    @Test func formsWithoutTheValueKeepTheValueTypeInASubstitution() throws {
        let catalog = try Self.catalog(["en.lproj/L.stringsdict": V.plist(V.entry("sats", forms: [("one", "sat"), ("other", "sats")]))])
        let localization = try #require(catalog["strings"]?["sats"]?["localizations"]?["en"])
        #expect(localization["substitutions"]?["n"]?["formatSpecifier"] == "d")
        #expect(localization["variations"] == nil)
    }

    /// `NSStringDeviceSpecificRuleType` as the entry's own dictionary: `variations` / `device`.
    @Test func deviceVariantsBecomeDeviceVariations() throws {
        let entry = """
            <key>tap</key>
            <dict><key>NSStringDeviceSpecificRuleType</key><dict>
            <key>iphone</key><string>Tap here</string><key>mac</key><string>Click here</string>
            </dict></dict>

            """
        let catalog = try Self.catalog(["en.lproj/Localizable.stringsdict": V.plist(entry)])
        #expect(
            catalog["strings"]?["tap"]?["localizations"]?["en"] == [
                "variations": ["device": ["iphone": Self.unit("Tap here"), "mac": Self.unit("Click here")]]
            ])
    }

    /// The `.stringsdict` entry is what Foundation reads for a key both files have.
    @Test func aStringsdictEntryWinsOverTheStringsValue() throws {
        let catalog = try Self.catalog([
            "en.lproj/L.strings": "/* Count */\n\"%d files\" = \"%d files\";\n",
            "en.lproj/L.stringsdict": V.plist(V.entry("%d files", forms: [("one", "%d file"), ("other", "%d files")])),
        ])
        let entry = try #require(catalog["strings"]?["%d files"])
        #expect(entry["comment"] == "Count")
        #expect(entry["localizations"]?["en"]?["variations"] != nil)
    }

    // MARK: Storyboards and Info.plist

    /// A storyboard's table goes to `mul.lproj`; its development region's text is the one
    /// ibtool wrote into the comments (escapes read), `new`, and the entry is
    /// `extracted_with_value`, as Xcode writes what it extracts.
    @Test func aStoryboardTableGoesToMulWithItsTextFromTheComments() throws {
        let root = try TestSupport.write([
            "UI/de.lproj/Main.strings": """
            /* Class = "UILabel"; text = "Say \\"hi\\"\\n"; ObjectID = "1xx-L0-hKm"; */
            "1xx-L0-hKm.text" = "Sag \\"hallo\\"\\n";

            /* Class = "UISegmentedControl"; zrW-uc-hfQ.segmentTitles[0] = "Tags"; ObjectID = "zrW-uc-hfQ"; */
            "zrW-uc-hfQ.segmentTitles[0]" = "Schlagwörter";

            """,
            "Resources/de.lproj/InfoPlist.strings": "/* (No Comment) */\n\"CFBundleName\" = \"Karte\";\n",
        ])
        let (catalogs, tables, diagnostics) = Self.migrate(root)
        #expect(tables.map(\.kind) == [.infoPlist, .interfaceBuilder])
        #expect(Set(catalogs.keys) == ["UI/mul.lproj/Main.xcstrings", "Resources/InfoPlist.xcstrings"])
        let main = try #require(catalogs["UI/mul.lproj/Main.xcstrings"]?["strings"])
        #expect(
            main["1xx-L0-hKm.text"] == [
                "comment": #"Class = "UILabel"; text = "Say \"hi\"\n"; ObjectID = "1xx-L0-hKm";"#, "extractionState": "extracted_with_value",
                "localizations": ["de": Self.unit("Sag \"hallo\"\n"), "en": Self.unit("Say \"hi\"\n", "new")],
            ])
        #expect(main["zrW-uc-hfQ.segmentTitles[0]"]?["localizations"]?["en"] == Self.unit("Tags", "new"))
        // Info.plist's keys: the placeholder comment goes; no en file is said once.
        #expect(catalogs["Resources/InfoPlist.xcstrings"]?["strings"]?["CFBundleName"] == ["localizations": ["de": Self.unit("Karte")]])
        #expect(diagnostics.map(\.kind) == [.missingDevelopmentRegion])
    }

    // MARK: The documentation's example

    /// `Tests/Fixtures/Migration/App` (a `.strings` value with its comment, a variable alone, two
    /// variables; en and de) migrates to `Expected/Localizable.xcstrings`, byte for byte, which
    /// MigratingToStringCatalogs.md quotes. Re-record: `PLURAL_RULES_RECORD=1 swift test --filter CatalogMigrationTests`.
    @Test func theDocumentationsExampleMigratesToItsCatalog() throws {
        let folder = TestSupport.fixtures + "/Migration"
        let (catalogs, _, diagnostics) = Self.migrate(folder + "/App")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let bytes = StringCatalogWriter.serialize(try #require(catalogs["Localizable.xcstrings"]))
        let expected = folder + "/Expected/Localizable.xcstrings"
        if ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil {
            try FileWriter.write(bytes, to: expected)
            return
        }
        let recorded = try StringCatalogWriterTests.bytes(expected)
        #expect(
            bytes == recorded, "\(GoldenDiff.describe(expected: String(decoding: recorded, as: UTF8.self), actual: String(decoding: bytes, as: UTF8.self)))")
    }

    // MARK: What catalogs cannot hold

    @Test(arguments: [
        ("=0 form", V.plist(V.entry(forms: [("=0", "No files"), ("one", "%d file"), ("other", "%d files")])), 15, "exact value"),
        (
            "width variants",
            V.plist("<key>title</key>\n<dict>\n<key>NSStringVariableWidthRuleType</key>\n<dict><key>20</key><string>Hi</string></dict>\n</dict>\n"), 4,
            "width variants"
        ),
        (
            "nested variable",
            V.plist(
                V.entry(forms: [("one", "%d file in %#@m@"), ("other", "%d files")]).replacingOccurrences(
                    of: "</dict>\n</dict>\n",
                    with:
                        "</dict>\n<key>m</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d</string></dict>\n</dict>\n"
                )), 15, "refers to the variable 'm'"
        ),
        ("width variable", V.plist(V.entry(spec: "NSStringVariableWidthRuleType", forms: [("20", "Hi")])), 7, "width variable"),
    ])
    func anEntryCatalogsCannotHoldIsAnErrorAtItsPlace(_ name: String, _ plist: String, _ line: Int, _ message: String) throws {
        let root = try TestSupport.write(["en.lproj/Localizable.stringsdict": plist])
        let (catalogs, _, diagnostics) = Self.migrate(root)
        #expect(catalogs.isEmpty)
        let error = try #require(diagnostics.first { $0.kind == .catalogInexpressible }, "\(diagnostics)")
        #expect(error.severity == .error && error.location?.line == line && error.message.contains(message), "\(error)")
        #expect(error.subject?.table == "Localizable" && error.subject?.locale == "en")
    }

    /// `café` twice, precomposed and decomposed: two keys to Foundation, one to a catalog.
    @Test func keysThatDifferOnlyInNormalizationAreAnError() throws {
        let root = try TestSupport.write(["en.lproj/L.strings": "\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n"])
        let (catalogs, _, diagnostics) = Self.migrate(root)
        #expect(catalogs.isEmpty)
        let error = try #require(diagnostics.first { $0.kind == .catalogInexpressible })
        #expect(error.location?.line == 2 && error.notes.first?.location?.line == 1 && error.message.contains("U+0301"))
    }

    /// What its reader cannot read has nothing to write: an error, not a silent loss.
    @Test func anUnreadableEntryIsAnError() throws {
        let root = try TestSupport.write([
            "en.lproj/L.stringsdict": V.plist(
                "<key>k</key>\n<dict>\n<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict>\n</dict>\n")
        ])
        let (catalogs, _, diagnostics) = Self.migrate(root)
        #expect(catalogs.isEmpty)
        #expect(diagnostics.map(\.kind) == [.missingFormatKey, .catalogInexpressible])
    }

    // MARK: Reading back

    /// A catalog that holds what the files hold reads back equal; one changed by hand does not,
    /// and each difference is said.
    @Test func theCatalogIsComparedWithItsFiles() throws {
        let root = try TestSupport.write([
            "en.lproj/L.strings": "\"a\" = \"A\";\n",
            "ru.lproj/L.strings": "\"a\" = \"А\";\n\"b\" = \"Б\";\n",
            "ru.lproj/L.stringsdict": V.plist(
                V.entry("files", forms: [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
        ])
        let (catalogs, tables, _) = Self.migrate(root)
        let catalog = try #require(catalogs["L.xcstrings"])
        let table = try #require(tables.first)
        let bag = DiagnosticBag()
        #expect(CatalogMigration.verify(table, catalog: StringCatalogWriter.serialize(catalog), developmentRegion: "en", diagnostics: bag))
        #expect(bag.diagnostics.isEmpty)

        var changed = catalog
        changed["strings"]?["a"]?["localizations"]?["ru"] = Self.unit("A %@")
        changed["strings"]?["b"] = nil
        changed["strings"]?["files"]?["localizations"]?["ru"]?["variations"]?["plural"]?["few"] = Self.unit("%d файлов")
        changed["strings"]?["extra"] = ["localizations": ["ru": Self.unit("X")]]
        #expect(!CatalogMigration.verify(table, catalog: StringCatalogWriter.serialize(changed), developmentRegion: "en", diagnostics: bag))
        let messages = bag.diagnostics.map(\.message)
        #expect(bag.diagnostics.allSatisfy { $0.kind == .migrationMismatch })
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'a' of ru means otherwise") && $0.contains("argument") })
        #expect(messages.contains { $0.hasPrefix("'b' of ru is missing") })
        #expect(messages.contains { $0.hasPrefix("'files' of ru means otherwise") })
        #expect(messages.contains { $0.hasPrefix("'extra' of ru is in") })
    }

    @Test func integerValueFormatsSelectAlike() {
        #expect(CatalogMigration.selectionFormat("%lld") == "%d")
        #expect(CatalogMigration.selectionFormat("%lu") == "%d")
        #expect(CatalogMigration.selectionFormat("%.1f") == "%.1f")
        #expect(CatalogMigration.selectionFormat("%@") == "%@")
        #expect(CatalogMigration.selectionFormat("%03d") == "%03d")
    }

    /// Written as it was written: `50% off` stays, `%1#@x@`'s width too.
    @Test func aFormatStringKeepsTheTextAsWritten() throws {
        for text in ["50% off", "%1#@x@ left", "%01$#@x@", "100%"] {
            let format = try #require(FormatString.parse(LocatedText(verbatim: text, file: .unlocated, offset: 0), diagnostics: DiagnosticBag()))
            #expect(format.text == text)
            #expect(FormatString.spelling(of: format.segments) != text)
        }
        let plain = try #require(FormatString.parse(LocatedText(verbatim: "%1$d of %2$@ %%", file: .unlocated, offset: 0), diagnostics: DiagnosticBag()))
        #expect(plain.writtenText == nil && plain.text == "%1$d of %2$@ %%")
    }

    // MARK: The command

    static let project: [String: String] = [
        "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
        "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
        "App/de.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d Datei"), ("other", "%d Dateien")])),
        "App/en.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d file"), ("other", "%d files")])),
        "App/Settings.bundle/en.lproj/Root.strings": "\"Title\" = \"Title\";\n",
    ]

    /// Beside the files by default, under `--output` when given; the files stay unless
    /// `--remove-sources`, which takes them (and the emptied folders), not the Settings
    /// bundle's; a second run writes the same bytes.
    @Test func theCommandWritesTheCatalogsAndRemovesTheSourcesOnlyWhenAsked() throws {
        let root = try TestSupport.write(Self.project)
        let elsewhere = try CommandLineTool.run(["migrate", "--output", "out", "."], in: root)
        #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
        #expect(elsewhere.standardOutput == "out/App/Localizable.xcstrings\n")
        #expect(FileManager.default.fileExists(atPath: root + "/App/en.lproj/Localizable.strings"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: root + "/out/App/Localizable.xcstrings"))
        #expect(bytes.last == UInt8(ascii: "}"))
        #expect(
            elsewhere.standardError.contains("not-a-strings-table")
                && elsewhere.standardError.contains("migrated 1 table (4 files, 2 keys) into 1 String Catalog"))

        let beside = try CommandLineTool.run(["migrate", "."], in: root)
        #expect(beside.status == 0 && beside.standardOutput == "./App/Localizable.xcstrings\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/App/Localizable.xcstrings")) == bytes)
        // Again: the catalog there is this migration's, so nothing conflicts.
        #expect(try CommandLineTool.run(["migrate", "."], in: root).status == 0)

        let removing = try CommandLineTool.run(["migrate", "--remove-sources", "."], in: root)
        #expect(removing.status == 0, "\(removing.standardError)")
        #expect(removing.standardError.contains("removed 4 files"))
        #expect(!FileManager.default.fileExists(atPath: root + "/App/en.lproj"))
        #expect(FileManager.default.fileExists(atPath: root + "/App/Settings.bundle/en.lproj/Root.strings"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/App/Localizable.xcstrings")) == bytes)
        let format = try CommandLineTool.run(["format", "--check", "App"], in: root)
        #expect(format.status == 0)
    }

    /// One entry a catalog cannot hold, or a catalog already there: nothing is written or removed.
    @Test func anErrorWritesAndRemovesNothing() throws {
        var files = Self.project
        files["Kit/en.lproj/Errors.stringsdict"] = V.plist(V.entry(forms: [("=0", "none"), ("other", "%d")]))
        let root = try TestSupport.write(files)
        let failed = try CommandLineTool.run(["migrate", "--remove-sources", "."], in: root)
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("[catalog-inexpressible]") && failed.standardError.contains("nothing was written or removed"))
        #expect(!FileManager.default.fileExists(atPath: root + "/App/Localizable.xcstrings"))
        #expect(FileManager.default.fileExists(atPath: root + "/App/en.lproj/Localizable.strings"))

        let other = try TestSupport.write(Self.project.merging(["App/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#]) { $1 })
        let conflict = try CommandLineTool.run(["migrate", "."], in: other)
        #expect(conflict.status == 1 && conflict.standardError.contains("already exists") && conflict.standardError.contains("[migration-conflict]"))
        #expect(try String(contentsOfFile: other + "/App/Localizable.xcstrings", encoding: .utf8).hasPrefix(#"{"sourceLanguage""#))
    }

    /// Without `--development-region` or a configuration, the Development Language of the
    /// Xcode project in the folder or above it, as the build plugin reads it; a flag wins.
    @Test func theProjectsDevelopmentRegionIsTheSourceLanguage() throws {
        let root = try TestSupport.write([
            "Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { 1 = { isa = PBXProject; developmentRegion = de; knownRegions = (de, en); }; }; }\n",
            "Shop/de.lproj/Localizable.strings": "\"cart\" = \"Warenkorb\";\n",
            "Shop/en.lproj/Localizable.strings": "\"cart\" = \"Cart\";\n",
        ])
        let found = try #require(CatalogMigration.projectDevelopmentRegion(around: root + "/Shop"))
        #expect(found.region == "de" && found.projectFile.hasSuffix("/Shop.xcodeproj/project.pbxproj"))
        let run = try CommandLineTool.run(["migrate", "--output", "out", "Shop"], in: root)
        #expect(run.status == 0 && run.standardError.hasPrefix("development region de, the Development Language of "), "\(run.standardError)")
        #expect(try String(contentsOfFile: root + "/out/Localizable.xcstrings", encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : \"de\","))
        let flagged = try CommandLineTool.run(["migrate", "--development-region", "en", "--output", "flagged", "Shop"], in: root)
        #expect(flagged.status == 0 && !flagged.standardError.contains("Development Language"))
        #expect(try String(contentsOfFile: root + "/flagged/Localizable.xcstrings", encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : \"en\","))
    }

    @Test func theSameFilesGiveTheSameBytes() throws {
        let root = try TestSupport.write(Self.project)
        let first = Self.migrate(root).catalogs.mapValues(StringCatalogWriter.serialize)
        let second = Self.migrate(root).catalogs.mapValues(StringCatalogWriter.serialize)
        #expect(first == second && first.count == 1)
    }
}
