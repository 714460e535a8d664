import Foundation
import Testing

@testable import PluralRulesCompiler

/// The HTML page and the Markdown summary: what users' files bring stays text, the page is
/// self-contained and accessible, the summary stays short.
@Suite struct ReportRendererTests {
    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: $0.numberOfRanges > 1 ? 1 : 0), in: text)!])
        }
    }

    /// The page's JSON block, parsed.
    static func embeddedJSON(_ html: String) throws -> [String: Any] {
        let block = try #require(matches(#"<script type="application/json" id="plural-rules-report">(.*?)</script>"#, in: html).first)
        return try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
    }

    /// A report whose every name is hostile: a table, a locale, a path and a message that are
    /// markup, quotes, a bidirectional override and Markdown.
    static func hostileReport() -> LocalizationReport {
        let table = #"T"><script>alert(1)</script>|@here"#
        let locale = "x-\u{202E}evil"
        let path = #"/tmp/<b>"q'/de.lproj/Localizable.strings"#
        var diagnostic = Diagnostic(
            .missingCategory, #"needs 'few' in '</script><img src=x onerror=alert(2)>' & more"#,
            at: SourceLocation(path: path, line: 3, column: 7),
            notes: [.init("the <en> text is here", at: SourceLocation(path: path, line: 1, column: 1))],
            subject: .init(table: table, locale: locale, key: "<k>"))
        diagnostic.severity = .warning
        var tally = LocalizationReport.Tally()
        tally.add(diagnostic)
        let rows = [
            LocalizationReport.Row(
                locale: "en", isDevelopmentRegion: true, isShipped: true, translated: 2, pluralVariables: 1, completePluralVariables: 1,
                catalogStates: nil, findings: .init()),
            LocalizationReport.Row(
                locale: locale, isDevelopmentRegion: false, isShipped: true, translated: 1, pluralVariables: 1, completePluralVariables: 0,
                catalogStates: CatalogStates(new: 1), findings: tally),
        ]
        return LocalizationReport(
            inputs: [#"/tmp/<b>"q'"#], cldrVersion: "48",
            tables: [
                .init(name: table, bundle: #"/tmp/<b>"q'"#, developmentRegion: "en", isCatalog: true, keys: 2, rows: rows, tableFindings: .init())
            ], findings: [diagnostic], findingTables: [0], counts: [.init(kind: .missingCategory, severity: .warning, table: table, locale: locale, count: 1)],
            totals: tally)
    }

    @Test func hostileNamesStayTextInTheHTML() throws {
        let html = HTMLReportRenderer.render(Self.hostileReport())
        // The page's own three scripts, and no other element the input could open.
        #expect(Self.matches("<script", in: html).count == 3)
        #expect(Self.matches("</script>", in: html).count == 3)
        #expect(!html.contains("<img") && !html.contains("<b>") && !html.contains("<k>") && !html.contains("<en>"))
        #expect(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"))
        #expect(html.contains(#"data-table="T&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;|@here""#))
        #expect(html.contains("&#39;"))
        // A bidirectional override would reorder what is around it: shown as its escape.
        #expect(!html.contains("\u{202E}"))
        #expect(html.contains(#"x-\u{202e}evil"#))
        // The JSON block holds the names, with nothing that ends it early.
        let json = try Self.embeddedJSON(html)
        let counts = try #require(json["counts"] as? [[String: Any]])
        #expect(counts.first?["table"] as? String == #"T"><script>alert(1)</script>|@here"#)
        #expect(counts.first?["locale"] as? String == "x-\u{202E}evil")
    }

    @Test func hostileNamesStayTextInTheMarkdown() {
        let markdown = MarkdownReportRenderer.render(Self.hostileReport())
        #expect(!markdown.contains("<script>") && !markdown.contains("\u{202E}"))
        #expect(markdown.contains(#"T"\>\<script\>alert\(1\)\</script\>\|\@here"#))
        // Every table row has as many cells as its header: no '|' from a name splits one.
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            #expect([5, 6, 7, 9].contains(cells), "\(line)")
        }
    }

    /// Nothing is fetched: no external script, style sheet, font or image, and a
    /// Content-Security-Policy that forbids them.
    @Test func thePageIsSelfContained() throws {
        let html = HTMLReportRenderer.render(ReportFixture.report(try ReportFixture.project()))
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; "#))
        #expect(Self.matches(#"\s(src|href)="(?!#)"#, in: html).isEmpty)
        #expect(!html.contains("url(") && !html.contains("@import") && !html.contains("<link"))
    }

    /// Real tables for screen readers: each with a caption, every header cell with a scope.
    @Test func tablesHaveCaptionsAndScopedHeaders() throws {
        let html = HTMLReportRenderer.render(ReportFixture.report(try ReportFixture.project()))
        let tables = Self.matches("<table[ >]", in: html).count
        #expect(tables == 5)  // the overview, Localizable, Shop, the kinds, the findings
        #expect(Self.matches("<caption>", in: html).count == tables)
        let headers = Self.matches("<th[ >][^>]*>", in: html)
        #expect(!headers.isEmpty)
        for header in headers { #expect(header.contains(#"scope="col""#) || header.contains(#"scope="row""#), "\(header)") }
        #expect(html.contains("@media print"))
        #expect(html.contains("prefers-color-scheme: dark"))
    }

    /// Locales × tables, when there are tables to compare; one table's own table is its overview.
    @Test func theOverviewMatrixNeedsTwoTables() throws {
        let report = ReportFixture.report(try ReportFixture.project())
        let html = HTMLReportRenderer.render(report)
        #expect(html.contains(#"<table class="matrix sortable">"#))
        #expect(html.contains("<caption>Translated share by locale and table</caption>"))
        // de has no Localizable, fr and ru no Shop.
        #expect(Self.matches(#"<span class="vh">not localized</span>"#, in: html).count == 3)
        var one = report
        one.tables.removeLast()
        #expect(!HTMLReportRenderer.render(one).contains(#"<table class="matrix sortable">"#))
    }

    /// Each finding is a row carrying what it is about, in lint's order, at its location.
    @Test func everyFindingIsARowWithItsLocation() throws {
        let root = try ReportFixture.project()
        let report = ReportFixture.report(root)
        let html = HTMLReportRenderer.render(report)
        let rows = Self.matches(#"<tr data-severity="[^"]*" data-id="[^"]*"[^>]*>"#, in: html)
        #expect(rows.count == report.findings.count)
        #expect(rows.first == #"<tr data-severity="warning" data-id="translation-state" data-table="Shop" data-locale="de">"#)
        // Locations are shown relative to the one input folder, which the caption names.
        #expect(html.contains("<code>ru.lproj/<wbr>Localizable.stringsdict:8:6</code>"))
        #expect(html.contains("at paths relative to <code>\(root)</code>"))
        #expect(html.contains(#"<tr data-severity="warning" data-id="missing-translation" data-table="Localizable">"#))
    }

    @Test func theSameReportIsTheSameBytes() throws {
        let root = try ReportFixture.project()
        let first = ReportFixture.report(root)
        let second = ReportFixture.report(root)
        #expect(first == second)
        #expect(HTMLReportRenderer.render(first) == HTMLReportRenderer.render(second))
        #expect(MarkdownReportRenderer.render(first) == MarkdownReportRenderer.render(second))
    }

    @Test func theMarkdownSummaryHasItsShape() throws {
        let markdown = MarkdownReportRenderer.render(ReportFixture.report(try ReportFixture.project()))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "## Localization report")
        #expect(
            lines.contains(
                "**0 errors, 10 warnings, 1 note** in 2 tables and 4 locales, checked against CLDR \(TestSupport.cldr.version ?? ""). Every finding is in `report.html`."
            ))
        #expect(lines.contains("| Table | Keys | Locales | Translated | Plural forms complete | Errors | Warnings | Notes |"))
        #expect(lines.contains("| Localizable (en) | 7 | 3 | 42% (least: fr 14%, ru 71%) | 1 of 2 | 0 | 9 | 0 |"))
        #expect(lines.contains("| Shop (en) | 3 | 2 | 100% | 2 of 2 | 0 | 1 | 1 |"))
        #expect(lines.contains("### Locales that lack the most"))
        #expect(lines.contains("| fr | Localizable | 14% (1 of 7) | – | – | 5 `missing-translation`, 1 `missing-in-development-region` |"))
        #expect(lines.contains("| de | Shop | 100% (3 of 3) | 1 of 1 | new 1, needs review 1, stale 1 | 1 `translation-state` |"))
        #expect(lines.contains("| `missing-translation` | 0 | 6 | 0 |"))
    }

    /// A big app (60 locales, 40 tables, every kind) still gets a summary of a few dozen lines.
    @Test func theMarkdownSummaryStaysShortForABigApp() {
        var tally = LocalizationReport.Tally()
        var counts: [LocalizationReport.Count] = []
        for kind in DiagnosticKind.allCases {
            tally.byKind[kind] = 3
            tally.warnings += 3
            counts.append(.init(kind: kind, severity: .warning, table: nil, locale: nil, count: 3))
        }
        let locales = (0..<60).map { "l\($0)" }
        let tables = (0..<40).map { index in
            LocalizationReport.Table(
                name: "Table\(index)", bundle: "App", developmentRegion: "en", isCatalog: false, keys: 100,
                rows: locales.map {
                    .init(
                        locale: $0, isDevelopmentRegion: false, isShipped: true, translated: 50, pluralVariables: 2, completePluralVariables: 1,
                        catalogStates: nil, findings: tally)
                }, tableFindings: .init())
        }
        let report = LocalizationReport(inputs: ["App"], cldrVersion: "48", tables: tables, findings: [], findingTables: [], counts: counts, totals: tally)
        let lines = MarkdownReportRenderer.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 30 + MarkdownReportRenderer.tableRows + MarkdownReportRenderer.localeRows + DiagnosticKind.allCases.count)
        #expect(lines.contains("… and 20 more tables in `report.html`."))
        #expect(lines.contains("… and 2,390 more locales with something missing in `report.html`."))
    }
}
