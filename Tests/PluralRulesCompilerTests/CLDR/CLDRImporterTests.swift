import Foundation
import Testing

@testable import PluralRulesCompiler

@Suite struct CLDRImporterTests {
    let shared = TestSupport.packageRoot + "/../shared/cldr/48"

    func copyCLDR(to directory: String, layout: String = "") throws -> String {
        let folder = directory + layout
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["plurals.xml", "ordinals.xml", "pluralRanges.xml"] {
            try FileManager.default.copyItem(atPath: TestSupport.cldrDirectory + "/" + name, toPath: folder + "/" + name)
        }
        return folder
    }

    @Test func importsTheFlatLayoutByteForByte() throws {
        let source = try copyCLDR(to: try TestSupport.temporaryDirectory())
        let destination = try TestSupport.temporaryDirectory() + "/cldr-data"
        let bag = DiagnosticBag()
        let result = try #require(CLDRImporter.importData(from: source, to: destination, version: "48", diagnostics: bag))
        #expect(bag.diagnostics.isEmpty)
        #expect(result.changedFiles.count == 5)
        for name in ["plurals.xml", "ordinals.xml", "pluralRanges.xml"] {
            #expect(FileManager.default.contents(atPath: destination + "/" + name) == FileManager.default.contents(atPath: source + "/" + name))
        }
        let version = try String(contentsOfFile: destination + "/VERSION", encoding: .utf8)
        #expect(version.hasPrefix("cldr-version: 48\nsource: \(source)\n"))
        #expect(try String(contentsOfFile: destination + "/LICENSE", encoding: .utf8).hasPrefix("UNICODE LICENSE V3"))
        // A second import writes nothing: the bytes are the same.
        let again = try #require(CLDRImporter.importData(from: source, to: destination, version: "48", diagnostics: bag))
        #expect(again.changedFiles.isEmpty)
        #expect(CLDRDirectory.load(destination, diagnostics: bag)?.version == "48")
    }

    @Test func importsACLDRCheckoutLayoutAndReadsItsVersionFromTheDTD() throws {
        let root = try TestSupport.temporaryDirectory()
        _ = try copyCLDR(to: root, layout: "/common/supplemental")
        try FileManager.default.createDirectory(atPath: root + "/common/dtd", withIntermediateDirectories: true)
        try "<!ATTLIST version cldrVersion CDATA #FIXED \"49\" >\n".write(toFile: root + "/common/dtd/ldmlSupplemental.dtd", atomically: false, encoding: .utf8)
        let destination = try TestSupport.temporaryDirectory()
        let result = CLDRImporter.importData(from: root, to: destination, diagnostics: DiagnosticBag())
        #expect(result?.data.version == "49")
        #expect(result?.data.cardinal.locales.count == TestSupport.cldr.cardinal.locales.count)
    }

    @Test(TestSupport.needsShared) func theSharedReleaseStatesItsVersion() throws {
        let destination = try TestSupport.temporaryDirectory()
        let result = CLDRImporter.importData(from: shared, to: destination, diagnostics: DiagnosticBag())
        #expect(result?.data.version == "48")
    }

    /// post-48 says nowhere which release it is: `unknown` is recorded, with a warning that
    /// says how to record the number; `--version` records it silently.
    @Test(TestSupport.needsShared) func anUnstatedVersionIsRecordedAsUnknownWithAWarning() throws {
        let source = TestSupport.shared! + "/cldr/post-48"
        let bag = DiagnosticBag()
        let result = CLDRImporter.importData(from: source, to: try TestSupport.temporaryDirectory(), diagnostics: bag)
        #expect(result?.data.version == "unknown")
        #expect(bag.diagnostics.map(\.kind) == [.cldrVersionUnknown])
        #expect(bag.diagnostics.first?.severity == .warning)
        #expect(bag.diagnostics.first?.message.contains("pass --version") == true)
        let named = DiagnosticBag()
        let again = CLDRImporter.importData(from: source, to: try TestSupport.temporaryDirectory(), version: "48.1", diagnostics: named)
        #expect(again?.data.version == "48.1")
        #expect(named.diagnostics.isEmpty)
    }

    @Test func aBrokenFileIsRefusedAndNothingIsWritten() throws {
        let source = try copyCLDR(to: try TestSupport.temporaryDirectory())
        var ordinals = try String(contentsOfFile: source + "/ordinals.xml", encoding: .utf8)
        ordinals = ordinals.replacingOccurrences(of: "n % 10 = 1 and n % 100 != 11", with: "n % 10 = 1 and n % 100 != ")
        try ordinals.write(toFile: source + "/ordinals.xml", atomically: false, encoding: .utf8)
        let destination = try TestSupport.temporaryDirectory() + "/cldr-data"
        let bag = DiagnosticBag()
        #expect(CLDRImporter.importData(from: source, to: destination, diagnostics: bag) == nil)
        #expect(bag.errors.count == 1)
        #expect(bag.errors.first?.description.contains("/ordinals.xml:") == true)
        #expect(bag.errors.first?.message == "expected a value (digits)")
        #expect(!FileManager.default.fileExists(atPath: destination))
    }

    @Test func aMissingDirectoryIsAnError() {
        let bag = DiagnosticBag()
        #expect(CLDRImporter.importData(from: "/nonexistent/cldr", to: "/tmp/unused", diagnostics: bag) == nil)
        #expect(bag.errors.map(\.id) == ["cldr-missing"])
    }

    @Test func structuralErrorsAreReported() {
        let xml = """
            <supplementalData><plurals type="cardinal">
            <pluralRules locales="aa bb"><pluralRule count="one">i = 1</pluralRule></pluralRules>
            <pluralRules locales="bb"><pluralRule count="some">i = 1</pluralRule><pluralRule count="other"></pluralRule></pluralRules>
            </plurals></supplementalData>
            """
        let bag = DiagnosticBag()
        #expect(CLDRPluralsReader.read(SourceFile(path: "p.xml", text: xml), diagnostics: bag) == nil)
        #expect(
            bag.diagnostics.map(\.description) == [
                "p.xml:2:1: error: these locales have no 'other' rule; every locale needs one [cldr-missing-other]",
                "p.xml:3:23: error: locale 'bb' already has cardinal rules at line 2 [duplicate-locale]",
                "p.xml:3:46: error: unknown plural category 'some'; expected zero, one, two, few, many or other [unknown-category]",
            ])
    }
}

@Suite struct CLDRNumbersImporterTests {
    @Test func groupingSizesAndEscapes() {
        #expect(CLDRNumbersImporter.groupingSizes("#,##0.###") == (3, 3))
        #expect(CLDRNumbersImporter.groupingSizes("#,##,##0.###") == (3, 2))
        #expect(CLDRNumbersImporter.groupingSizes("0.###") == (0, 0))
        #expect(CLDRNumbersImporter.escaped("\u{200E}-") == "\\u{200E}-")
        #expect(CLDRNumbersImporter.escaped("\u{202F}") == "\\u{202F}")
        #expect(CLDRNumbersImporter.escaped("٫") == "٫")
    }

    /// cldr-data/numbers.txt is what the importer makes of the CLDR 48 JSON, when it is there.
    @Test func numbersTxtIsTheImportOfTheCLDRJSON() throws {
        let json = TestSupport.fixtures + "/../../../shared/cldr/48-json"
        guard FileManager.default.fileExists(atPath: json + "/cldr-core") else {
            print("skipped: no CLDR JSON at \(json)")
            return
        }
        let bag = DiagnosticBag()
        let text = try #require(CLDRNumbersImporter.read(from: json, version: "48", diagnostics: bag))
        let onDisk = try String(contentsOfFile: TestSupport.cldrDirectory + "/" + CLDRNumberData.fileName, encoding: .utf8)
        #expect(text == onDisk, "re-import: swift run plural-rules update-cldr --numbers-from ../shared/cldr/48-json")
        // An embedded module shipping ar and de carries their languages and root, nothing else.
        let subset = CLDRNumberData(text: text).runtimeText(for: ["ar", "de"])
        let locales = Set(subset.split(separator: "\n").filter { $0.hasPrefix("locale ") }.map { String($0.split(separator: " ")[1].prefix { $0 != "_" }) })
        #expect(locales == ["ar", "de", "root"])
    }
}
