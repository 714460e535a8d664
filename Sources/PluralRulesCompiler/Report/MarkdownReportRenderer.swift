/// Renders a ``LocalizationReport`` as a short Markdown summary, for a CI job summary
/// (`$GITHUB_STEP_SUMMARY`) or a pull-request comment: the totals, one row per table, the
/// locales that lack the most, and the findings by kind and severity.
///
/// Its length is bounded whatever the app's size: at most ``tableRows`` tables and
/// ``localeRows`` locales are listed (the HTML report has the rest), and one row per kind
/// found. Names from the user's files are escaped, so that none is markup, a mention or a
/// reference.
public enum MarkdownReportRenderer {
    /// The most tables listed.
    public static let tableRows = 20
    /// The most locales listed among those that lack the most.
    public static let localeRows = 10

    /// The summary; `htmlName` is the HTML report's file name, which the text refers to.
    public static func render(_ report: LocalizationReport, htmlName: String = "report.html") -> String {
        var lines: [String] = []
        let totals = report.totals
        let checked = report.tables.filter(\.isChecked)
        var seen: Set<String> = []
        let shared = Set(report.tables.filter { !seen.insert($0.name).inserted }.map(\.name))
        /// A table's name, with its bundle where other bundles have a table of that name.
        func title(_ table: LocalizationReport.Table) -> String {
            ReportText.markdown(table.name) + (shared.contains(table.name) && !table.bundle.isEmpty ? " in " + ReportText.markdown(table.bundle) : "")
        }
        lines.append("## Localization report")
        lines.append("")
        let severities =
            "**\(ReportText.counted(totals.errors, "error")), \(ReportText.counted(totals.warnings, "warning")), \(ReportText.counted(totals.notes, "note"))**"
        let cldr = report.cldrVersion.map { ", checked against CLDR \(ReportText.markdown($0))" } ?? ""
        lines.append(
            "\(severities) in \(ReportText.counted(checked.count, "table")) and \(ReportText.counted(report.locales.count, "locale"))\(cldr). Every finding is in `\(htmlName)`."
        )
        if report.fixable > 0 {
            lines.append("")
            lines.append(
                "\(ReportText.counted(report.fixable, "finding")) can be fixed without a translator: `plural-rules fix --dry-run` shows the edits, `plural-rules fix` makes them."
            )
        }
        if !checked.isEmpty {
            lines.append("")
            lines.append("| Table | Keys | Locales | Translated | Plural forms complete | Errors | Warnings | Notes |")
            lines.append("|---|--:|--:|---|---|--:|--:|--:|")
            for table in checked.prefix(tableRows) {
                let translations = table.rows.filter { $0.isShipped && !$0.isDevelopmentRegion }
                let translated = translations.map(\.translated).reduce(0, +)
                let expected = table.keys * translations.count
                let lowest = translations.filter { $0.translated < table.keys }.sorted { ($0.translated, $0.locale) < ($1.translated, $1.locale) }.prefix(3)
                var share = ReportText.percent(translated, of: expected) ?? "–"
                if !lowest.isEmpty {
                    share +=
                        " (least: "
                        + lowest.map { "\(ReportText.markdown($0.locale)) \(ReportText.percent($0.translated, of: table.keys) ?? "–")" }.joined(separator: ", ")
                        + ")"
                }
                let variables = table.rows.map(\.pluralVariables).reduce(0, +)
                let complete = table.rows.map(\.completePluralVariables).reduce(0, +)
                let plural = variables == 0 ? "–" : "\(ReportText.grouped(complete)) of \(ReportText.grouped(variables))"
                let findings = table.findings
                let region = table.developmentRegion.map { " (\(ReportText.markdown($0)))" } ?? ""
                lines.append(
                    "| \(title(table))\(region) | \(ReportText.grouped(table.keys)) | \(ReportText.grouped(translations.count + 1)) | \(share) | \(plural) | \(ReportText.grouped(findings.errors)) | \(ReportText.grouped(findings.warnings)) | \(ReportText.grouped(findings.notes)) |"
                )
            }
            if checked.count > tableRows {
                lines.append("")
                lines.append("… and \(ReportText.counted(checked.count - tableRows, "more table")) in `\(htmlName)`.")
            }
            let unchecked = report.tables.count - checked.count
            if unchecked > 0 {
                lines.append("")
                lines.append(
                    "\(ReportText.counted(unchecked, "table was", "tables were")) not checked (no development region, or not an `NSLocalizedString` table); the findings say why."
                )
            }
        }
        lacking(report, checked: checked, title: title, htmlName: htmlName, into: &lines)
        if totals.total > 0 {
            var bySeverity: [DiagnosticKind: [DiagnosticSeverity: Int]] = [:]
            for count in report.counts { bySeverity[count.kind, default: [:]][count.severity, default: 0] += count.count }
            lines.append("")
            lines.append("### Findings by kind")
            lines.append("")
            lines.append("| Kind | Errors | Warnings | Notes |")
            lines.append("|---|--:|--:|--:|")
            for (kind, _) in totals.kinds {
                let counts = bySeverity[kind] ?? [:]
                lines.append(
                    "| `\(kind.id)` | \(ReportText.grouped(counts[.error] ?? 0)) | \(ReportText.grouped(counts[.warning] ?? 0)) | \(ReportText.grouped(counts[.note] ?? 0)) |"
                )
            }
            lines.append("")
            lines.append("`plural-rules explain ID` describes a kind; `plural-rules lint` lists each finding.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table and locale pairs that lack the most: the fewest translated keys, then the
    /// most incomplete plural variables, then the most findings.
    static func lacking(
        _ report: LocalizationReport, checked: [LocalizationReport.Table], title: (LocalizationReport.Table) -> String, htmlName: String,
        into lines: inout [String]
    ) {
        struct Pair { var table: LocalizationReport.Table; var row: LocalizationReport.Row }
        var pairs: [Pair] = []
        for table in checked {
            for row in table.rows where row.isShipped && !row.isDevelopmentRegion {
                let lacks = row.translated < table.keys || row.completePluralVariables < row.pluralVariables
                if lacks || row.findings.errors + row.findings.warnings > 0 { pairs.append(Pair(table: table, row: row)) }
            }
        }
        guard !pairs.isEmpty else { return }
        func share(_ pair: Pair) -> Double { pair.table.keys == 0 ? 1 : Double(pair.row.translated) / Double(pair.table.keys) }
        let sorted = pairs.sorted { a, b in
            let (x, y) = (share(a), share(b))
            if x != y { return x < y }
            let (p, q) = (a.row.pluralVariables - a.row.completePluralVariables, b.row.pluralVariables - b.row.completePluralVariables)
            if p != q { return p > q }
            let (m, n) = (a.row.findings.errors * 1_000_000 + a.row.findings.warnings, b.row.findings.errors * 1_000_000 + b.row.findings.warnings)
            if m != n { return m > n }
            return (a.table.name, a.table.bundle, a.row.locale) < (b.table.name, b.table.bundle, b.row.locale)
        }
        let catalogs = sorted.prefix(localeRows).contains { $0.table.isCatalog }
        lines.append("")
        lines.append("### Locales that lack the most")
        lines.append("")
        lines.append("| Locale | Table | Translated | Plural forms complete |\(catalogs ? " Catalog states |" : "") Findings |")
        lines.append("|---|---|---|---|\(catalogs ? "---|" : "")---|")
        for pair in sorted.prefix(localeRows) {
            let row = pair.row
            let translated =
                "\(ReportText.percent(row.translated, of: pair.table.keys) ?? "–") (\(ReportText.grouped(row.translated)) of \(ReportText.grouped(pair.table.keys)))"
            var plural = row.pluralVariables == 0 ? "–" : "\(ReportText.grouped(row.completePluralVariables)) of \(ReportText.grouped(row.pluralVariables))"
            if !row.missingCategories.isEmpty { plural += " (lacking " + row.missingCategories.map(\.name).joined(separator: ", ") + ")" }
            var states = ""
            if catalogs {
                let unfinished = (row.catalogStates?.named ?? []).filter { $0.count > 0 && $0.state != "translated" }
                let named: [String] = unfinished.map { ReportText.stateName($0.state) + " " + ReportText.grouped($0.count) }
                states = " " + (named.isEmpty ? "–" : named.joined(separator: ", ")) + " |"
            }
            let findings = row.findings.kinds.prefix(3).map { "\(ReportText.grouped($0.count)) `\($0.kind.id)`" } + (row.findings.kinds.count > 3 ? ["…"] : [])
            lines.append(
                "| \(ReportText.markdown(row.locale)) | \(title(pair.table)) | \(translated) | \(plural) |\(states) \(findings.isEmpty ? "–" : findings.joined(separator: ", ")) |"
            )
        }
        if sorted.count > localeRows {
            lines.append("")
            lines.append("… and \(ReportText.counted(sorted.count - localeRows, "more locale")) with something missing in `\(htmlName)`.")
        }
        // A key several locales lack is one finding of its table, not one per locale.
        if checked.contains(where: { $0.tableFindings.byKind[.missingTranslation] != nil }) {
            lines.append("")
            lines.append("A key that several locales lack is one `missing-translation` finding of its table, so it is not among a locale's findings here.")
        }
    }
}
