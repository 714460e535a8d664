import Foundation
import Testing

@testable import PluralRulesCompiler

@Suite struct SemanticDiffTests {
    static let shared = (TestSupport.shared ?? TestSupport.packageRoot + "/../shared") + "/cldr"

    static func load(_ directory: String) throws -> CLDRData {
        let bag = DiagnosticBag()
        return try #require(CLDRDirectory.load(directory, diagnostics: bag), "\(bag.diagnostics)")
    }

    /// A copy of `source` (cldr-data unless given) with `edit` applied to plurals.xml.
    static func modified(from source: String = TestSupport.cldrDirectory, _ edit: (String) -> String) throws -> String {
        let directory = try TestSupport.temporaryDirectory()
        for name in ["plurals.xml", "ordinals.xml", "pluralRanges.xml"] {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: directory + "/" + name)
        }
        let plurals = try String(contentsOfFile: directory + "/plurals.xml", encoding: .utf8)
        let edited = edit(plurals)
        #expect(edited != plurals, "the edit must change something")
        try edited.write(toFile: directory + "/plurals.xml", atomically: false, encoding: .utf8)
        return directory
    }

    /// CLDR 48 → post-48 changes exactly the af, bg and es ordinals, described exactly.
    @Test(TestSupport.needsShared) func cldr48ToPost48() throws {
        let report = SemanticDiff.compare(old: try Self.load(Self.shared + "/48"), new: try Self.load(Self.shared + "/post-48"))
        #expect(report.hasChanges)
        #expect(
            report.changes.map { "\($0.type) \($0.locales.joined(separator: " ")) \($0.kind)" } == [
                "ordinal af changed", "ordinal bg changed", "ordinal es changed",
            ])
        #expect(
            DiffFormatter.format(report, as: .text, verbose: false) == """
                ordinal af: categories other → few, other
                  few: 2…19, 102…119, 202…219, … (was other; i % 100 = 2..19)
                ordinal bg: categories other → zero, one, two, few, many, other
                  zero: 100, 200, 300, … (was other; i % 100 = 0 except 0)
                  one: 1, 21, 31, … (was other; i % 100 = 1,21,31,41,51,61,71,81,91)
                  two: 2, 22, 32, … (was other; i % 100 = 2,22,32,42,52,62,72,82,92)
                  few: 3…4, 23…24, 33…34, … (was other; i % 100 = 3..4,23..24,33..34,43..44,53..54,63..64,73..74,83..84,93..94)
                  many: 7…8, 27…28, 37…38, … (was other; i % 100 = 7..8,27..28,37..38,47..48,57..58,67..68,77..78,87..88,97..98)
                ordinal es: categories other → one, other
                  one: 1, 3, 13, … (was other; i % 100 = 1,3,13,21,23,31,33,41,43,51,53,61,63,71,73,81,83,91,93)
                3 locale rule sets changed: 3 ordinal, 0 cardinal; every other locale unchanged

                """)
    }

    @Test(TestSupport.needsShared) func sameReleaseReportsNothing() throws {
        let data = try Self.load(Self.shared + "/48")
        let report = SemanticDiff.compare(old: data, new: data)
        #expect(!report.hasChanges)
        #expect(report.changes.isEmpty)
        #expect(report.unchangedCount == 337)
        #expect(DiffFormatter.format(report, as: .text, verbose: true) == "No locale's rules changed in meaning (337 locale rule sets compared).\n")
    }

    /// Text rewritten without a change of meaning is unchanged; --verbose says so.
    @Test func rewrittenRulesAreUnchanged() throws {
        let directory = try Self.modified {
            $0.replacingOccurrences(
                of: "<pluralRule count=\"one\">i = 1 and v = 0 @integer 1</pluralRule>",
                with: "<pluralRule count=\"one\">v = 0 and i is 1 @integer 1</pluralRule>")
        }
        let report = SemanticDiff.compare(old: TestSupport.cldr, new: try Self.load(directory))
        #expect(!report.hasChanges)
        #expect(DiffFormatter.format(report, as: .text, verbose: false).hasPrefix("No locale's rules changed in meaning"))
        let verbose = DiffFormatter.format(report, as: .text, verbose: true)
        #expect(verbose.hasPrefix("cardinal ast, de, en, et, fi, fy, gl, ia, ie, io, ji, lij, nl, sc, sv, sw, ur, yi: rule text rewritten, same meaning\n"))
    }

    /// A decimal-only change is found by its witnesses: Hebrew 'one' no longer covering 0.5.
    @Test func decimalWitnesses() throws {
        let directory = try Self.modified {
            $0.replacingOccurrences(
                of: "<pluralRule count=\"one\">i = 1 and v = 0 or i = 0 and v != 0 @integer 1 @decimal 0.0~0.9, 0.00~0.05</pluralRule>",
                with: "<pluralRule count=\"one\">i = 1 and v = 0 @integer 1</pluralRule>")
        }
        let report = SemanticDiff.compare(old: TestSupport.cldr, new: try Self.load(directory))
        #expect(
            DiffFormatter.format(report, as: .text, verbose: false) == """
                cardinal he, iw: categories one, two, other (unchanged)
                  other: decimals such as 0.0, 0.1, 0.2 (was one)
                2 locale rule sets changed: 0 ordinal, 2 cardinal; every other locale unchanged

                """)
    }

    @Test func addedAndRemovedLocalesAndJSON() throws {
        let directory = try Self.modified {
            $0.replacingOccurrences(of: "locales=\"ff hy kab\"", with: "locales=\"ff hy xx\"")
        }
        let report = SemanticDiff.compare(old: TestSupport.cldr, new: try Self.load(directory))
        let text = DiffFormatter.format(report, as: .text, verbose: false)
        #expect(text.contains("cardinal kab: removed (was one, other)\n"))
        #expect(text.contains("cardinal xx: added, categories one, other\n"))
        let json = DiffFormatter.format(report, as: .json, verbose: false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["changed"] as? Bool == true)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["removed", "added"])
        let markdown = DiffFormatter.format(report, as: .markdown, verbose: false)
        #expect(markdown.hasPrefix("# CLDR plural rules: what changed\n\n- **cardinal kab: removed"))
    }
}

@Suite struct DiffCommandTests {
    /// `diff` exits 1 when a rule's meaning changed, 0 when none did (even if its text did), and
    /// 2 when it cannot compare. Only the shared releases are compared, never cldr-data, which an
    /// update changes.
    @Test(TestSupport.needsShared) func exitStatusIsACIGate() throws {
        let changed = try CommandLineTool.run(["diff", SemanticDiffTests.shared + "/48", SemanticDiffTests.shared + "/post-48"])
        #expect(changed.status == 1)
        #expect(changed.standardOutput.hasSuffix("3 locale rule sets changed: 3 ordinal, 0 cardinal; every other locale unchanged\n"))
        let rewritten = try SemanticDiffTests.modified(from: SemanticDiffTests.shared + "/48") {
            $0.replacingOccurrences(
                of: "<pluralRule count=\"one\">i = 1 and v = 0 @integer 1</pluralRule>",
                with: "<pluralRule count=\"one\">v = 0 and i is 1 @integer 1</pluralRule>")
        }
        let same = try CommandLineTool.run(["diff", SemanticDiffTests.shared + "/48", rewritten])
        #expect(same.status == 0, "\(same.standardOutput)\(same.standardError)")
        #expect(same.standardOutput.hasPrefix("No locale's rules changed in meaning"))
        let broken = try CommandLineTool.run(["diff", "/nonexistent", "cldr-data"])
        #expect(broken.status == 2)
        #expect(broken.standardError.hasPrefix("error: '/nonexistent' is not a folder"))
        let json = try CommandLineTool.run(["diff", "--format", "json", SemanticDiffTests.shared + "/48", SemanticDiffTests.shared + "/post-48"])
        #expect(json.standardOutput.hasPrefix("{\"changed\": true, \"unchanged\": 334, \"changes\": ["))
    }

    /// The `source:` that cldr-data/VERSION records, when that folder is here (a path relative
    /// to the package root, as `update-cldr --from ../shared/cldr/48` records it, or absolute).
    static let recordedSource: String? = {
        guard let version = try? String(contentsOfFile: TestSupport.cldrDirectory + "/VERSION", encoding: .utf8),
            let line = version.split(separator: "\n").first(where: { $0.hasPrefix("source: ") })
        else { return nil }
        let source = String(line.dropFirst("source: ".count))
        let path = source.hasPrefix("/") ? source : TestSupport.packageRoot + "/" + source
        return FileManager.default.fileExists(atPath: path + "/plurals.xml") ? source : nil
    }()

    /// The CI gate on the checked-in data: cldr-data means what the release it was imported
    /// from means (CLDR 48 as committed, post-48 after the README's update in `.ci/cldr-update`).
    @Test(.enabled(if: recordedSource != nil, "cldr-data/VERSION's source is not here")) func cldrDataMeansItsRecordedSource() throws {
        let source = try #require(Self.recordedSource)
        let output = try CommandLineTool.run(["diff", source, "cldr-data"])
        #expect(output.status == 0, "cldr-data differs from \(source), which its VERSION names:\n\(output.standardOutput)\(output.standardError)")
    }

    /// update-cldr shows the diff first, and --check lists localizations the change affects.
    @Test func updateShowsTheDiffAndChecksLocalizations() throws {
        let newRelease = try SemanticDiffTests.modified {
            // Finnish gains a 'few' category.
            $0.replacingOccurrences(of: "locales=\"ast de en et fi fy", with: "locales=\"ast de en et fy")
                .replacingOccurrences(
                    of: "<pluralRules locales=\"da\">",
                    with: """
                        <pluralRules locales="fi">
                                    <pluralRule count="one">i = 1 and v = 0 @integer 1</pluralRule>
                                    <pluralRule count="few">i = 2..4 and v = 0 @integer 2~4</pluralRule>
                                    <pluralRule count="other"> @integer 0, 5~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …</pluralRule>
                                </pluralRules>
                                <pluralRules locales="da">
                        """)
        }
        let work = try TestSupport.temporaryDirectory()
        try FileManager.default.copyItem(atPath: TestSupport.cldrDirectory, toPath: work + "/cldr-data")
        let output = try CommandLineTool.run([
            "update-cldr", "--from", newRelease, "--to", work + "/cldr-data", "--package", work + "/package",
            "--version", "49", "--check", TestSupport.fixtures + "/Localizations/App",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput.hasPrefix(
                "What changes in meaning from \(work)/cldr-data (CLDR \(TestSupport.cldr.version ?? "unknown")) to \(newRelease):\ncardinal fi: categories one, other → one, few, other\n  few: 2…4 (was other)\n"
            ))
        #expect(output.standardOutput.contains("2 keys in 1 locale are affected by the new rules:\n"))
        #expect(
            output.standardOutput.contains(
                "fi.lproj/Localizable.stringsdict:9:14: Localizable '%d file(s) remaining' fi, 'files': 2…4 now few (was other), a form the translation lacks: they still show 'other'; add a 'few' form\n"
            ))
        #expect(try String(contentsOfFile: work + "/cldr-data/VERSION", encoding: .utf8).hasPrefix("cldr-version: 49\n"))
        #expect(FileManager.default.fileExists(atPath: work + "/package/" + RulesEmitter.libraryDataPath))
    }
}
