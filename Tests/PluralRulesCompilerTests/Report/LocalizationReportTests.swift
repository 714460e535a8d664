import Foundation
import Testing

@testable import PluralRulesCompiler

/// The report's model: what each locale translates, its plural variables against its CLDR
/// rules, the catalog states, and the findings, counted as lint lists them.
@Suite struct LocalizationReportTests {
    @Test func theMatrixCountsWhatEachLocaleTranslates() throws {
        let report = ReportFixture.report(try ReportFixture.project())
        #expect(report.tables.map(\.name) == ["Localizable", "Shop"])
        let localizable = try #require(report.table("Localizable"))
        #expect(localizable.developmentRegion == "en" && !localizable.isCatalog)
        #expect(localizable.keys == 7)
        // The development region first, then by identifier.
        #expect(localizable.rows.map(\.locale) == ["en", "fr", "ru"])
        let ru = localizable.rows[2]
        // 'greeting' is broken in ru (%s) and the bidi key is missing: users see English there.
        #expect(ru.translated == 5)
        // Its plural variable lacks 'few', which integers select in ru.
        #expect(ru.pluralVariables == 1 && ru.completePluralVariables == 0)
        #expect(ru.missingCategories == [.few])
        #expect(ru.findings.byKind == [.formatUnsupported: 1, .missingCategory: 1])
        let fr = localizable.rows[1]
        #expect(fr.translated == 1 && fr.pluralVariables == 0)
        #expect(fr.findings.warnings == 6 && fr.findings.byKind[.missingTranslation] == 5)
        #expect(localizable.rows[0].isDevelopmentRegion && localizable.rows[0].translated == 7)
        #expect(localizable.rows[0].pluralVariables == 1 && localizable.rows[0].completePluralVariables == 1)
        // One key both translations lack is one finding about no one locale.
        #expect(localizable.tableFindings.byKind == [.missingTranslation: 1])
        #expect(localizable.findings.total == 9)
    }

    /// A catalog key counts under the least finished state of its units; a stale key as stale;
    /// `shouldTranslate: false` keys expect no translation; units are used whatever their state.
    @Test func catalogStatesAreCountedByKey() throws {
        let report = ReportFixture.report(try ReportFixture.project())
        let shop = try #require(report.table("Shop"))
        #expect(shop.isCatalog && shop.keys == 3)
        #expect(shop.rows.map(\.locale) == ["en", "de"])
        #expect(shop.rows[0].catalogStates == nil)
        let de = shop.rows[1]
        #expect(de.catalogStates == CatalogStates(new: 1, needsReview: 1, stale: 1, translated: 1))
        #expect(de.translated == 3)
        #expect(de.pluralVariables == 1 && de.completePluralVariables == 1)
        #expect(de.findings.byKind == [.translationState: 1])
        #expect(shop.tableFindings.byKind == [.staleEntry: 1])
    }

    @Test func countsGroupEveryFindingByKindSeverityTableAndLocale() throws {
        let report = ReportFixture.report(try ReportFixture.project())
        #expect(report.totals.errors == 0 && report.totals.warnings == 10 && report.totals.notes == 1)
        #expect(report.counts.map(\.count).reduce(0, +) == report.findings.count)
        #expect(report.counts == report.counts.sorted())
        let missing = report.counts.filter { $0.kind == .missingTranslation }
        #expect(missing.map(\.locale) == [nil, "fr"])
        #expect(missing.map(\.count) == [1, 5])
        #expect(report.locales == ["de", "en", "fr", "ru"])
    }

    /// Tables only findings name (no development region) and findings about no table still
    /// count: nothing lint reports is left out of the report.
    @Test func tablesWithoutAccessorsAndFindingsOfNoTableAreKept() throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "de.lproj/Other.strings": "\"b\" = \"B\";\n",
        ])
        let diagnostics = DiagnosticBag()
        let validation = LocalizationPipeline.check(
            [root, root + "/missing"], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false,
            diagnostics: diagnostics)
        let report = LocalizationReport.build(
            tables: validation.models.map(\.table), diagnostics: diagnostics.diagnostics, cldr: TestSupport.cldr,
            inputs: [root])
        #expect(report.tables.map(\.name) == ["Localizable", "Other"])
        let other = try #require(report.table("Other"))
        #expect(!other.isChecked && other.findings.byKind[.missingDevelopmentRegion] == 1)
        #expect(report.unattributed.byKind[.fileMissing] == 1)
        #expect(report.totals.total == diagnostics.diagnostics.count)
    }

    /// One table name in two bundles (two targets' folders under the path given) is two
    /// tables, each with the findings of the files it holds.
    @Test func aTableInTwoBundlesIsTwoTables() throws {
        let root = try TestSupport.write([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Widget/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Widget/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"c\" = \"C\";\n",
        ])
        let report = ReportFixture.report(root)
        #expect(report.tables.map(\.name) == ["Localizable", "Localizable"])
        #expect(report.tables.map(\.bundle) == [root + "/App", root + "/Widget"])
        #expect(report.tables[0].rows.map(\.findings.byKind) == [[:], [.missingTranslation: 1]])
        #expect(report.tables[1].rows.map(\.findings.byKind) == [[:], [.missingInDevelopmentRegion: 1]])
        // The bundles' note is about the name, in the first.
        #expect(report.tables[0].tableFindings.byKind == [.duplicateTable: 1])
        for (index, finding) in report.findings.enumerated() where finding.location != nil {
            #expect(finding.location!.path.hasPrefix(report.tables[report.findingTables[index]!].bundle + "/"))
        }
        let html = HTMLReportRenderer.render(report)
        #expect(html.contains(#"<label>Bundle <select name="bundle">"#))
        #expect(html.contains(#"data-locale="de" data-bundle="\#(root)/Widget">"#))
        #expect(MarkdownReportRenderer.render(report).contains("| Localizable in \(ReportText.markdown(root + "/App")) (en) |"))
    }

    @Test func sharesAreRoundedDownAndNeverShownDoneBeforeTheyAre() {
        #expect(ReportText.percent(999, of: 1000) == "99%")
        #expect(ReportText.percent(1000, of: 1000) == "100%")
        #expect(ReportText.percent(1, of: 1000) == "<1%")
        #expect(ReportText.percent(0, of: 10) == "0%")
        #expect(ReportText.percent(0, of: 0) == nil)
        #expect(ReportText.fraction(2, of: 3) == "0.6666")
        #expect(ReportText.fraction(3, of: 3) == "1.0000")
        #expect(ReportText.grouped(1_234_567) == "1,234,567")
        #expect(ReportText.grouped(999) == "999")
    }
}
