import Foundation
import Testing

@testable import PluralRulesCompiler

/// `plural-rules format [--check] PATH...`, run as users run it.
@Suite struct FormatCommandTests {
    /// A scratch folder with a copy of the fixtures in Xcode's format, one of them (`Main`)
    /// re-sorted by another tool.
    static func project() throws -> (root: String, formatted: String, unformatted: String, xcodeBytes: [UInt8]) {
        let root = try TestSupport.temporaryDirectory()
        try FileManager.default.copyItem(atPath: StringCatalogWriterTests.fixtures, toPath: root + "/App")
        let unformatted = root + "/App/mul.lproj/Main.xcstrings"
        let xcodeBytes = try StringCatalogWriterTests.bytes(unformatted)
        let copy = try OtherWriters.copies(of: xcodeBytes, kinds: [.sortedByCodePoint])[0]
        try Data(copy.bytes).write(to: URL(fileURLWithPath: unformatted))
        return (root, root + "/App/Localizable.xcstrings", unformatted, xcodeBytes)
    }

    static func contents(_ path: String) throws -> (bytes: [UInt8], modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (try StringCatalogWriterTests.bytes(path), attributes[.modificationDate] as! Date)
    }

    @Test func checkAcceptsCatalogsInXcodesFormat() throws {
        let output = try CommandLineTool.run(["format", "--check", StringCatalogWriterTests.fixtures])
        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty && output.standardError.isEmpty, "\(output.standardError)")
    }

    /// `--check` lists what differs, says where, exits 1 and changes nothing.
    @Test func checkListsTheCatalogsThatDifferAndChangesNothing() throws {
        let project = try Self.project()
        let before = try Self.contents(project.unformatted)
        let output = try CommandLineTool.run(["format", "--check", "App"], in: project.root)
        #expect(output.status == 1)
        #expect(output.standardOutput == "App/mul.lproj/Main.xcstrings\n")
        #expect(
            output.standardError.hasPrefix(
                "App/mul.lproj/Main.xcstrings:4:6: error: not as Xcode writes the catalog from here: Xcode writes '7it-6c-BVW.headerTitle\" …' where the file has '186-0W-Nrr.title\" : {\\n  …'"
            ), "\(output.standardError)")
        #expect(output.standardError.hasSuffix("[catalog-unformatted]\n"))
        let after = try Self.contents(project.unformatted)
        #expect(StringCatalogWriterTests.same(after.bytes, before.bytes) && after.modified == before.modified)
    }

    /// `format` rewrites what differs, and only that; a second run changes nothing.
    @Test func formatRewritesOnlyWhatDiffersAndIsIdempotent() throws {
        let project = try Self.project()
        let untouched = try Self.contents(project.formatted)
        Thread.sleep(forTimeInterval: 0.01)
        let output = try CommandLineTool.run(["format", "App"], in: project.root)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "App/mul.lproj/Main.xcstrings\n")
        #expect(StringCatalogWriterTests.same(try Self.contents(project.unformatted).bytes, project.xcodeBytes))
        let after = try Self.contents(project.formatted)
        #expect(StringCatalogWriterTests.same(after.bytes, untouched.bytes) && after.modified == untouched.modified)
        // No temporaries left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root + "/App/mul.lproj") == ["Main.xcstrings"])
        let again = try CommandLineTool.run(["format", "App"], in: project.root)
        #expect(again.status == 0 && again.standardOutput.isEmpty && again.standardError.isEmpty)
        let check = try CommandLineTool.run(["format", "--check", project.unformatted])
        #expect(check.status == 0)
    }

    /// A catalog that cannot be written as Xcode would is an error at its place, and then no
    /// file is written, not even the ones that could be.
    @Test func anErrorLeavesEveryFileAsItWas() throws {
        let project = try Self.project()
        let broken = project.root + "/App/Broken.xcstrings"
        let brokenText =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : null\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        try brokenText.write(toFile: broken, atomically: false, encoding: .utf8)
        let before = try Self.contents(project.unformatted)
        let output = try CommandLineTool.run(["format", "App"], in: project.root)
        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("App/Broken.xcstrings:5:19: error: null is no value of a String Catalog"), "\(output.standardError)")
        #expect(output.standardError.contains("[catalog-unrepresentable]"))
        #expect(output.standardError.contains("no catalog was written"))
        #expect(StringCatalogWriterTests.same(try Self.contents(project.unformatted).bytes, before.bytes))
        #expect(try String(contentsOfFile: broken, encoding: .utf8) == brokenText)
        // --check reports both: the difference and the error.
        let check = try CommandLineTool.run(["format", "--check", "App"], in: project.root)
        #expect(check.status == 1)
        #expect(check.standardOutput == "App/mul.lproj/Main.xcstrings\n")
    }

    /// A lone surrogate escape: the file is an error at the escape, and stays as it was.
    @Test func aLoneSurrogateLeavesTheFileAsItWas() throws {
        let root = try TestSupport.temporaryDirectory()
        let text = #"{"sourceLanguage":"en","strings":{"k":{"comment":"\udc00"}},"version":"1.0"}"#
        try text.write(toFile: root + "/L.xcstrings", atomically: false, encoding: .utf8)
        let output = try CommandLineTool.run(["format", "L.xcstrings"], in: root)
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("L.xcstrings:1:51: error: '\\uDC00' is the second half of a UTF-16 surrogate pair"), "\(output.standardError)")
        #expect(try String(contentsOfFile: root + "/L.xcstrings", encoding: .utf8) == text)
    }

    @Test func usageAndWhatIsNotACatalog() throws {
        let help = try CommandLineTool.run(["format", "--help"])
        #expect(help.status == 0 && help.standardOutput.hasPrefix("usage: plural-rules format [--check] PATH..."))
        let overview = try CommandLineTool.run(["--help"])
        #expect(
            overview.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("  format ") && $0.hasSuffix(" write String Catalogs (.xcstrings) exactly as Xcode writes them")
            })
        let none = try CommandLineTool.run(["format"])
        #expect(none.status == 1 && none.standardError.hasPrefix("error: give the String Catalogs (.xcstrings) or the folders to format"))
        let root = try TestSupport.write(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        let strings = try CommandLineTool.run(["format", "--check", "en.lproj/Localizable.strings"], in: root)
        #expect(strings.status == 1)
        #expect(
            strings.standardError.contains(
                "'en.lproj/Localizable.strings' is not a String Catalog (.xcstrings), which is all format writes; it is skipped [not-a-localization-file]"))
        #expect(strings.standardError.contains("error: no String Catalogs (.xcstrings) under en.lproj/Localizable.strings [no-localizations]"))
        let missing = try CommandLineTool.run(["format", "--check", "Nowhere"], in: root)
        #expect(missing.status == 1 && missing.standardError.contains("'Nowhere' does not exist [file-missing]"))
    }
}
