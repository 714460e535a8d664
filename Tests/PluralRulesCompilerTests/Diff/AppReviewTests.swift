import Foundation
import Testing

@testable import PluralRulesCompiler

/// A CLDR release changed at test time: cldr-data with Russian `few` taking 12…14 from `many`.
enum ChangedCLDR {
    static func make() throws -> String {
        let folder = try TestSupport.temporaryDirectory() + "/cldr-ru-changed"
        try FileManager.default.copyItem(atPath: TestSupport.cldrDirectory, toPath: folder)
        let path = folder + "/plurals.xml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let few = "<pluralRule count=\"few\">v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24"
        let many = "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14 @integer"
        // Only the rule set of ru and uk reads like this (be has other `many` text).
        let ruUK = try #require(text.range(of: "<pluralRules locales=\"ru uk\">"))
        var changed = text
        let tail = String(text[ruUK.lowerBound...])
        let replaced = tail.replacingOccurrences(
            of: few, with: "<pluralRule count=\"few\">v = 0 and i % 10 = 2..4 @integer 2~4, 22~24", options: [], range: tail.range(of: few)
        )
        .replacingOccurrences(of: many, with: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11 @integer")
        changed = String(text[..<ruUK.lowerBound]) + replaced
        #expect(changed != text)
        try changed.write(toFile: path, atomically: false, encoding: .utf8)
        return folder
    }
}

/// `update-cldr` run in an app (`--data-only`, what the command plugin passes outside
/// swift-plural-rules): the app's folder is created, the diff printed, the strings that
/// select another form listed, and no source of this package written.
@Suite struct AppCLDRUpdateTests {
    @Test func firstUseCreatesTheFolderPrintsTheDiffAndTheAffectedStrings() throws {
        let app = try TestSupport.temporaryDirectory() + "/My App"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.fixtures + "/LocalizationDiff/base/App", toPath: app + "/App")
        let release = try ChangedCLDR.make()
        let generated = TestSupport.packageRoot + "/" + RulesEmitter.libraryDataPath
        let before = try FileManager.default.attributesOfItem(atPath: generated)[.modificationDate] as? Date

        let output = try CommandLineTool.run(["update-cldr", "--from", release, "--data-only", "--check", "App"], in: app)
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first
                == "What changes in meaning from CLDR \(TestSupport.cldr.version ?? "unknown") as built into plural-rules (cldr-data is not there yet) to \(release):"
        )
        #expect(lines.contains("  few: 12…14, 112…114, 212…214, … (was many; i % 100 = 12..14)"))
        // Only the app's cldr-data/ is written.
        #expect(
            lines.filter { $0.hasPrefix("  wrote ") }
                == ["plurals.xml", "ordinals.xml", "pluralRanges.xml", "VERSION", "LICENSE"].map { "  wrote cldr-data/\($0)" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: app).sorted() == ["App", "cldr-data"])
        #expect(try FileManager.default.attributesOfItem(atPath: generated)[.modificationDate] as? Date == before)
        // The strings: files_left has no `many` in ru (12…14 showed `other`, now `few`); photos has every form.
        let check = lines.drop { !$0.hasPrefix("The strings under") }
        #expect(
            Array(check) == [
                "The strings under App:",
                "2 keys in 1 locale are affected by the new rules:",
                "  App/ru.lproj/Localizable.stringsdict:9:14: Localizable 'files_left' ru, 'files': 12…14, 112…114, 212…214, … now few (was many): they show the 'few' form instead of 'other'",
                "  App/ru.lproj/Localizable.stringsdict:27:14: Localizable 'photos' ru, 'photos': 12…14, 112…114, 212…214, … now few (was many): they show the 'few' form instead of 'many'",
                "",
            ])

        // Again: the data is there, nothing changes.
        let again = try CommandLineTool.run(["update-cldr", "--from", release, "--data-only"], in: app)
        #expect(again.status == 0)
        #expect(
            again.standardOutput.hasPrefix(
                "What changes in meaning from cldr-data (CLDR \(TestSupport.cldr.version ?? "unknown")) to \(release):\nNo locale's rules changed in meaning"))
        #expect(again.standardOutput.contains("  no file changed"))
    }

    @Test func aFormTheTranslationLacksIsSaid() throws {
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([TestSupport.fixtures + "/LocalizationDiff/base/App"], developmentRegion: "en", diagnostics: bag)
        // The same change the other way: 12…14 go from few to many, which files_left lacks.
        let changed = try #require(CLDRDirectory.load(try ChangedCLDR.make(), diagnostics: bag))
        let findings = AffectedStrings.find(in: tables, old: changed, new: TestSupport.cldr)
        let filesLeft = try #require(findings.first { $0.key == "files_left" })
        #expect(filesLeft.effect == .lacksForm)
        #expect((filesLeft.from, filesLeft.to, filesLeft.shownBefore, filesLeft.shownAfter) == (.few, .many, .few, .other))
        #expect(AffectedStrings.text([filesLeft]).contains("now many (was few), a form the translation lacks: they show 'other' instead of 'few'"))
        #expect(AffectedStrings.find(in: tables, old: TestSupport.cldr, new: TestSupport.cldr).isEmpty)
    }

    @Test func dataOnlyRegeneratesNothing() throws {
        let output = try CommandLineTool.run([
            "update-cldr", "--from", TestSupport.cldrDirectory, "--to", try TestSupport.temporaryDirectory(), "--data-only", "--package", ".",
        ])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("error: --data-only regenerates no sources; --package names sources to regenerate"))
    }
}

/// `plural-rules diff` of two versions of an app's localizations.
@Suite struct LocalizationDiffTests {
    let base = TestSupport.fixtures + "/LocalizationDiff/base"
    let head = TestSupport.fixtures + "/LocalizationDiff/head"

    /// Golden reports; re-record with `PLURAL_RULES_RECORD=1 swift test --filter LocalizationDiffTests`.
    @Test(arguments: [("text", "expected.txt"), ("markdown", "expected.md")])
    func reportsByMeaning(format: String, golden: String) throws {
        let output = try CommandLineTool.run(["diff", "LocalizationDiff/base", "LocalizationDiff/head", "--format", format], in: TestSupport.fixtures)
        #expect(output.status == 1)
        #expect(output.standardError.isEmpty)
        let path = TestSupport.fixtures + "/LocalizationDiff/" + golden
        if ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil {
            try output.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(output.standardOutput == (try String(contentsOfFile: path, encoding: .utf8)))
    }

    @Test func json() throws {
        let output = try CommandLineTool.run(["diff", base, head, "--format", "json", "--compare", "localizations"])
        #expect(output.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["changed"] as? Bool == true)
        #expect((object["keysAdded"] as? [[String: Any]])?.map { $0["key"] as? String } == ["storage_used"])
        #expect((object["keysRemoved"] as? [[String: Any]])?.map { $0["key"] as? String } == ["old_banner"])
        let signature = try #require((object["signaturesChanged"] as? [[String: Any]])?.first)
        #expect(signature["old"] as? String == "L10n.photos(_ photos: Int) -> String")
        #expect(signature["new"] as? String == "L10n.photos(_ photos: Double) -> String")
        #expect((object["diagnosticsAppeared"] as? [[String: Any]])?.map { $0["id"] as? String } == ["missing-translation"])
        #expect((object["diagnosticsResolved"] as? [[String: Any]])?.map { $0["id"] as? String } == ["missing-category"])
        let many = try #require((object["formsChanged"] as? [[String: Any]])?.first { $0["form"] as? String == "files.many" })
        #expect(many["old"] == nil && many["new"] as? String == "%d файлов" && many["locale"] as? String == "ru")
    }

    @Test func sameMeaningIsNoChangeAndTheKindIsDetected() throws {
        let same = try CommandLineTool.run(["diff", base, base])
        #expect(same.status == 0)
        #expect(same.standardOutput == "No change in meaning: the same keys, forms, signatures and findings.\n")
        // One CLDR release and one app: exit 2, saying so.
        let mixed = try CommandLineTool.run(["diff", TestSupport.cldrDirectory, base])
        #expect(mixed.status == 2)
        #expect(mixed.standardError.contains("holds CLDR data (plurals.xml) and '\(base)' does not"))
        let cldr = try CommandLineTool.run(["diff", TestSupport.cldrDirectory, TestSupport.cldrDirectory])
        #expect(cldr.status == 0)
        #expect(cldr.standardOutput.hasPrefix("No locale's rules changed in meaning"))
        let missing = try CommandLineTool.run(["diff", base, base + "/nowhere"])
        #expect(missing.status == 2)
    }

    /// A real app (../shared/real-apps/Latest) against a copy made here with one key removed
    /// and one plural form changed: exactly those, and a copy as it is: nothing.
    @Test(.enabled(if: TestSupport.shared != nil, "needs ../shared/real-apps")) func aRealApp() throws {
        let original = TestSupport.shared! + "/real-apps/Latest"
        let copy = try TestSupport.temporaryDirectory() + "/Latest"
        try FileManager.default.copyItem(atPath: original, toPath: copy)
        let old = LocalizationDiff.snapshot(original, cldr: TestSupport.cldr, options: .init())
        #expect(!LocalizationDiff.compare(old: old, new: LocalizationDiff.snapshot(copy, cldr: TestSupport.cldr, options: .init())).hasChanges)

        let resources = copy + "/Latest/Resources"
        var removedFrom = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: resources) where folder.hasSuffix(".lproj") {
            let path = resources + "/" + folder + "/Localizable.strings"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let kept = lines.filter { !$0.hasPrefix("\"UpdateErrorAlertTitle\"") }
            if kept.count < lines.count { removedFrom += 1 }
            try kept.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
        }
        let russian = resources + "/ru.lproj/Localizable.stringsdict"
        let plurals = try String(contentsOfFile: russian, encoding: .utf8)
        try plurals.replacingOccurrences(of: "<string>%d Обновления доступно</string>", with: "<string>Доступно %d обновления</string>")
            .write(toFile: russian, atomically: false, encoding: .utf8)

        let report = LocalizationDiff.compare(old: old, new: LocalizationDiff.snapshot(copy, cldr: TestSupport.cldr, options: .init()))
        #expect(removedFrom > 10)
        #expect(report.keysRemoved.map(\.key) == ["UpdateErrorAlertTitle"])
        #expect(report.keysRemoved.first?.locales.count == removedFrom)
        #expect(report.keysRemoved.first?.signature == "L10n.updateErrorAlertTitle(_ value: String) -> String")
        #expect(report.keysAdded.isEmpty && report.signaturesChanged.isEmpty && report.tablesAdded.isEmpty && report.tablesRemoved.isEmpty)
        #expect(
            report.formsChanged.map { "\($0.locale) \($0.key) \($0.form): \($0.old ?? "") → \($0.new ?? "")" } == [
                "ru NumberOfUpdatesAvailable value.few: %d Обновления доступно → Доступно %d обновления"
            ])
        // Findings about the removed key go away with it; none appears.
        #expect(report.diagnosticsAppeared.isEmpty)
        #expect(report.diagnosticsResolved.allSatisfy { $0.subject?.key == "UpdateErrorAlertTitle" })
    }
}
