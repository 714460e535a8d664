import Foundation
import Testing

@testable import PluralRulesCompiler

/// How the folders of a real app's localizations are read: which tables are NSLocalizedString
/// tables, which folder serves a locale, and which files belong together.
@Suite struct ProjectLayoutTests {
    static let strings = "\"a\" = \"A\";\n"

    /// InfoPlist and storyboard tables are skipped with one note each, never an error because
    /// the development region has no such file; naming them in the selection checks them.
    @Test func infoPlistAndInterfaceBuilderTablesAreSkippedWithANote() throws {
        let files = [
            "en.lproj/Localizable.strings": Self.strings,
            "fr.lproj/Localizable.strings": Self.strings,
            "fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"App\";\n",
            "Base.lproj/Main.storyboard": "<document/>",
            "fr.lproj/Main.strings": "\"00n-xr-jcQ.title\" = \"Titre\";\n",
        ]
        let result = try LocalizationValidationTests.validate(files)
        #expect(result.ok)
        #expect(
            result.diagnostics == [
                "<root>/fr.lproj/InfoPlist.strings:1:1: note: table 'InfoPlist' localizes the app's Info.plist, not NSLocalizedString: it is not checked and gets no accessors (name it in \"includeTables\" to check it) [not-a-strings-table]",
                "<root>/fr.lproj/Main.strings:1:1: note: table 'Main' localizes the storyboard or xib 'Main', not NSLocalizedString: it is not checked and gets no accessors (name it in \"includeTables\" to check it) [not-a-strings-table]",
            ])
        let root = try TestSupport.write(files)
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", selection: .init(include: ["Main"]), diagnostics: bag)
        #expect(tables.map(\.name) == ["Main"])
        let excluded = LocalizationLoader.load([root], developmentRegion: "en", selection: .init(exclude: ["Localizable"]), diagnostics: DiagnosticBag())
        #expect(excluded.isEmpty)
    }

    /// A file spelled with other capitals than its table is looked up by is never read on a
    /// case-sensitive file system: `infoPlist.strings` (as a real app ships in four
    /// folders) is the Info.plist's table, skipped as such, and said to need renaming, as is a
    /// `localizable.strings` beside the other localizations' `Localizable.strings`.
    @Test func aTableSpelledWithOtherCapitalsIsNamed() throws {
        let result = try LocalizationValidationTests.validate([
            "en.lproj/Localizable.strings": Self.strings,
            "fr.lproj/Localizable.strings": Self.strings,
            "de.lproj/localizable.strings": Self.strings,
            "fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"App\";\n",
            "de.lproj/infoPlist.strings": "\"CFBundleDisplayName\" = \"App\";\n",
        ])
        let warning =
            "warning: '%@' names table '%@', but %@; a bundle finds a resource by its exact name on a case-sensitive file system (an iOS device's), so there this file is never read: rename it to '%@' [table-name-case]"
        #expect(
            result.diagnostics.filter { $0.contains("[table-name-case]") } == [
                "<root>/de.lproj/infoPlist.strings:1:1: "
                    + String(
                        format: warning, "infoPlist.strings", "infoPlist", "the system reads the Info.plist's translations from 'InfoPlist.strings'",
                        "InfoPlist.strings"),
                "<root>/de.lproj/localizable.strings:1:1: "
                    + String(
                        format: warning, "localizable.strings", "localizable",
                        "NSLocalizedString looks it up as 'Localizable', as the table's other files spell it", "Localizable.strings"),
            ])
        // The Info.plist's table in either spelling is skipped, not given accessors.
        #expect(
            result.diagnostics.contains(
                "<root>/de.lproj/infoPlist.strings:1:1: note: table 'infoPlist' localizes the app's Info.plist, not NSLocalizedString: it is not checked and gets no accessors (name it in \"includeTables\" to check it) [not-a-strings-table]"
            ))
        #expect(!LocalizationFile.isStringsTable("infoPlist", interfaceBuilderDocuments: []))
        #expect(!LocalizationFile.isStringsTable("INFOPLIST", interfaceBuilderDocuments: []))
        #expect(LocalizationFile.isStringsTable("InfoPlistExtras", interfaceBuilderDocuments: []))
    }

    /// A folder given through a symbolic link, and links to folders inside it, are followed (a
    /// link given as the path found nothing: "no localizations"); a link back up, or to a folder
    /// already inside, is not, so nothing is listed twice; hidden folders are not entered.
    @Test func symbolicLinksToFoldersAreFollowedOnce() throws {
        let root = try TestSupport.write([
            "shared/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "project/App/fr.lproj/Localizable.strings": "\"a\" = \"B\";\n",
            "project/.build/en.lproj/Localizable.strings": "\"a\" = \"hidden\";\n",
        ])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root + "/project/Shared", withDestinationPath: "../shared")
        try manager.createSymbolicLink(atPath: root + "/project/App/Up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root + "/project/Alias", withDestinationPath: "App")
        try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: "project")
        #expect(
            LocalizationLoader.relativePaths(under: root + "/link").sorted() == [
                "Alias", "App", "App/Up", "App/fr.lproj", "App/fr.lproj/Localizable.strings",
                "Shared", "Shared/en.lproj", "Shared/en.lproj/Localizable.strings",
            ])
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root + "/link"], developmentRegion: "en", diagnostics: bag)
        #expect(bag.diagnostics.isEmpty)
        #expect(tables.first?.locales.map(\.locale) == ["en", "fr"])
        #expect(tables.first?.strings(for: "en")?.folder == "en.lproj")
    }

    /// A table whose keys are all Interface Builder object ids is a storyboard's, even without
    /// the storyboard among the inputs.
    @Test func interfaceBuilderKeysMarkAStoryboardTable() throws {
        #expect(LocalizationLoader.isInterfaceBuilderKey("00n-xr-jcQ.title"))
        #expect(LocalizationLoader.isInterfaceBuilderKey("Rpn-F1-hVN.normalTitle"))
        #expect(!LocalizationLoader.isInterfaceBuilderKey("abc-de-fgh"))
        #expect(!LocalizationLoader.isInterfaceBuilderKey("settings.sync.title"))
        let result = try LocalizationValidationTests.validate([
            "en.lproj/Localizable.strings": Self.strings,
            "fr.lproj/Interface.strings": "\"00n-xr-jcQ.title\" = \"Titre\";\n\"Rpn-F1-hVN.normalTitle\" = \"OK\";\n",
            "fr.lproj/Mixed.strings": "\"00n-xr-jcQ.title\" = \"Titre\";\n\"plain\" = \"OK\";\n",
        ])
        #expect(
            result.diagnostics.contains(
                "<root>/fr.lproj/Interface.strings:1:1: note: table 'Interface' localizes a storyboard or xib (its keys are object ids such as '00n-xr-jcQ.title'), not NSLocalizedString: it is not checked and gets no accessors (name it in \"includeTables\" to check it) [not-a-strings-table]"
            ))
        #expect(!result.diagnostics.contains { $0.contains("table 'Mixed' localizes") })
    }

    /// `sr@latin.lproj` is Serbian in Latin script, beside Serbian in Cyrillic; two folders
    /// naming one locale are said, and the first in Foundation's order is used.
    @Test func scriptModifiersAndDuplicateFolders() throws {
        #expect(LocalizationLoader.locale(forFolder: "sr@latin.lproj", developmentRegion: "en") == "sr-Latn")
        #expect(LocalizationLoader.locale(forFolder: "uz@cyrillic.lproj", developmentRegion: "en") == "uz-Cyrl")
        #expect(LocalizationLoader.locale(forFolder: "sr.lproj", developmentRegion: "en") == "sr")
        let root = try TestSupport.write([
            "en.lproj/Localizable.strings": Self.strings,
            "sr.lproj/Localizable.strings": "\"a\" = \"А\";\n",
            "sr@latin.lproj/Localizable.strings": Self.strings,
            "zh_CN.lproj/Localizable.strings": Self.strings,
            "zh-CN.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
        ])
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", diagnostics: bag)
        #expect(tables.first?.locales.map(\.locale) == ["en", "sr", "sr-Latn", "zh-CN"])
        #expect(tables.first?.strings(for: "sr")?.folder == "sr.lproj")
        #expect(
            bag.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "<root>") } == [
                "<root>/zh_CN.lproj/Localizable.strings:1:1: warning: zh_CN.lproj/Localizable.strings is not used: zh_CN.lproj and zh-CN.lproj both stand for zh-CN, and zh-CN.lproj is used [shadowed-table]\n<root>/zh-CN.lproj/Localizable.strings:1:1: note: zh-CN.lproj/Localizable.strings is used"
            ])
    }

    /// Base.lproj's keys that en.lproj lacks are named when en.lproj shadows it.
    @Test func keysLostWithAShadowedBaseAreNamed() throws {
        let root = try TestSupport.write([
            "Base.lproj/Localizable.strings": "\"a\" = \"A\";\n\"only\" = \"Only in Base\";\n",
            "en.lproj/Localizable.strings": Self.strings,
        ])
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", diagnostics: bag)
        #expect(tables.first?.strings(for: "en")?.entries.keys.sorted() == ["a"])
        #expect(
            bag.diagnostics.first?.message
                == "Base.lproj/Localizable.strings is not used: Foundation reads en.lproj/Localizable.strings for en, never Base.lproj's; its keys that en.lproj lacks are lost: 'only'"
        )
    }

    /// Two roots given together, and a `.bundle` inside one, are separate bundles: their
    /// tables are never merged, and a table name in two of them is said.
    @Test func separateRootsAreSeparateBundles() throws {
        let app = try TestSupport.write([
            "en.lproj/Localizable.strings": Self.strings,
            "Extras.bundle/en.lproj/Root.strings": Self.strings,
            "Settings.bundle/en.lproj/Root.strings": Self.strings,
        ])
        let package = try TestSupport.write([
            "en.lproj/Localizable.strings": "\"b\" = \"B\";\n"
        ])
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([app, package], developmentRegion: "en", diagnostics: bag)
        #expect(tables.map(\.name).sorted() == ["Localizable", "Localizable", "Root"])
        let localizable = tables.filter { $0.name == "Localizable" }
        #expect(localizable.count == 2)
        #expect(Set(localizable.map { $0.strings(for: "en")!.entries.keys.sorted() }) == [["a"], ["b"]])
        #expect(tables.first { $0.name == "Root" }?.bundle == app + "/Extras.bundle")
        // Settings.bundle localizes the Settings app's pages.
        #expect(bag.diagnostics.map(\.id) == ["not-a-strings-table", "duplicate-table"])
        #expect(bag.diagnostics.first?.location?.path == app + "/Settings.bundle/en.lproj/Root.strings")
    }

    /// One folder given, holding one table's `en.lproj/Localizable.strings` in two places (an
    /// app and a package inside one repository): no bundle can hold both, so each place is a
    /// bundle of its own, checked on its own; merged, one copy's values replaced the other's
    /// without a word. A table spread over folders without a clash stays one table.
    @Test func theSameFileInTwoPlacesMakesTwoBundles() throws {
        let root = try TestSupport.write([
            "App/en.lproj/Localizable.strings": "\"k\" = \"app\";\n",
            "App/de.lproj/Localizable.strings": "\"k\" = \"App\";\n",
            "Kit/Resources/en.lproj/Localizable.strings": "\"k\" = \"kit\";\n\"only\" = \"kit\";\n",
            "App/en.lproj/Other.strings": "\"o\" = \"en\";\n",
            "Translations/fr.lproj/Other.strings": "\"o\" = \"fr\";\n",
        ])
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", diagnostics: bag)
        let localizable = tables.filter { $0.name == "Localizable" }.sorted { $0.bundle < $1.bundle }
        #expect(localizable.map(\.bundle) == [root + "/App", root + "/Kit/Resources"])
        #expect(localizable.map { $0.strings(for: "en")!.entries["k"].map(V.developmentText) } == ["app", "kit"])
        #expect(localizable.map { $0.locales.map(\.locale) } == [["de", "en"], ["en"]])
        let other = tables.filter { $0.name == "Other" }
        #expect(other.count == 1 && other.first?.locales.map(\.locale) == ["en", "fr"])
        #expect(bag.diagnostics.map(\.id) == ["duplicate-table"])
        #expect(bag.diagnostics.first?.message.contains("table 'Localizable' is in 2 bundles (\(root)/App, \(root)/Kit/Resources)") == true)

        // The accessors of one run: the first bundle's; the other's is an error saying what to run.
        let generation = DiagnosticBag()
        let generated = LocalizationPipeline.generate([root], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: generation)
        #expect(generated?.hasErrors == true)
        #expect(generated?.files.filter { $0.name == "Localizable.swift" }.count == 1)
        #expect(
            generation.diagnostics.contains {
                $0.severity == .error
                    && $0.message
                        == "table 'Localizable' of \(root)/Kit/Resources gets no accessors: those of \(root)/App have its name, and one run writes one type per table; run accessors once per bundle (--input \(root)/Kit/Resources)"
            })
    }
}

private enum V {
    static func developmentText(_ entry: LocalizedEntry) -> String { LocalizationCompiler.developmentText(entry) }
}
