import Foundation
import Testing

@testable import PluralRulesCompiler

/// The catalogue of diagnostic kinds: ids, documentation, and use.
@Suite struct DiagnosticCatalogueTests {
    @Test func idsAreUniqueAndKebabCase() {
        let ids = DiagnosticKind.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-") && !id.hasSuffix("-"), "\(id)")
            #expect(DiagnosticKind(id: id)?.id == id)
        }
    }

    @Test func everyKindIsDocumented() {
        for kind in DiagnosticKind.allCases {
            #expect(kind.summary.hasSuffix(".") && kind.summary.count > 15, "\(kind.id) summary")
            #expect(kind.fix.hasSuffix(".") && kind.fix.count > 10, "\(kind.id) fix")
        }
    }

    /// A kind nothing reports is dead documentation: every case is reported by some source file.
    @Test func everyKindIsReportedSomewhere() throws {
        let root = TestSupport.packageRoot + "/Sources"
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var sources = ""
        for case let path as String in enumerator where path.hasSuffix(".swift") && !path.hasSuffix("DiagnosticKind.swift") {
            sources += try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        }
        for kind in DiagnosticKind.allCases {
            #expect(sources.contains(".\(kind)"), "nothing reports \(kind.id) (.\(kind))")
        }
    }

    /// The DocC article's catalogue is the catalogue's own Markdown.
    @Test func theDiagnosticsArticleIsUpToDate() throws {
        let path = TestSupport.packageRoot + "/Sources/PluralRulesCompiler/PluralRulesCompiler.docc/Diagnostics.md"
        let article = try String(contentsOfFile: path, encoding: .utf8)
        let marker = "## Catalogue\n\n"
        let range = try #require(article.range(of: marker))
        #expect(
            String(article[range.upperBound...]) == DiagnosticKind.markdownTable,
            "regenerate the catalogue section: swift run plural-rules explain --markdown")
    }

    @Test func notesPrintBelowTheirDiagnostic() {
        let here = SourceLocation(path: "fr.lproj/Localizable.strings", line: 3, column: 1)
        let there = SourceLocation(path: "en.lproj/Localizable.strings", line: 7, column: 1)
        let diagnostic = Diagnostic(
            .argumentMismatch, "key 'k' takes (Int) in fr but (String) in en", at: here,
            notes: [.init("the en text of 'k' is here", at: there)])
        #expect(diagnostic.severity == .error)
        #expect(
            diagnostic.description == """
                fr.lproj/Localizable.strings:3:1: error: key 'k' takes (Int) in fr but (String) in en [argument-mismatch]
                en.lproj/Localizable.strings:7:1: note: the en text of 'k' is here
                """)
    }
}
