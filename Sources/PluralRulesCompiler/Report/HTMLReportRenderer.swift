/// Renders a ``LocalizationReport`` as one self-contained HTML page: its style and its small
/// script are inline, and nothing is fetched (a Content-Security-Policy forbids it), so the
/// page works from disk, as a CI artifact and printed.
///
/// Everything is in the HTML itself, with scripts off too: the overview matrix (locales ×
/// tables), a table per table, the findings by kind, and every finding. The script only adds
/// filters and sortable columns. The tables are real `<table>`s with captions and header
/// scopes, for screen readers. Every text from the user's files is escaped: as HTML, with
/// control and bidirectional characters shown as escapes, as in the text output.
///
/// For machines, the numbers are in the page twice: each finding's row carries
/// `data-severity`, `data-id`, `data-table` and `data-locale` (the last two absent when the
/// finding is about no table or locale), and a `<script type="application/json"
/// id="plural-rules-report">` block holds the counts and the matrix.
public enum HTMLReportRenderer {
    /// The page.
    public static func render(_ report: LocalizationReport) -> String {
        var page = Page(report: report)
        page.render()
        return page.out
    }

    /// The numbers of the report as JSON, as the page embeds them: `{"version": 1, "tool",
    /// "cldr", "inputs", "fixable" (the findings `plural-rules fix` fixes), "totals": {"error", "warning", "note"}, "counts": [{"id", "severity", "table",
    /// "locale", "count"}], "tables": [{"name", "developmentRegion", "catalog", "keys",
    /// "rows": [{"locale", "shipped", "translated", "pluralVariables", "completePluralVariables",
    /// "missingCategories", "states", "findings"}], "findings"}]}`; `table` and `locale` are left out where a count
    /// is about none.
    public static func json(_ report: LocalizationReport) -> JSONText {
        func tally(_ tally: LocalizationReport.Tally) -> JSONText {
            .object([
                ("error", .number(tally.errors)), ("warning", .number(tally.warnings)), ("note", .number(tally.notes)),
                ("byKind", .object(tally.kinds.map { ($0.kind.id, .number($0.count)) })),
            ])
        }
        return .object([
            ("version", .number(1)),
            ("tool", .object([("name", .string(ToolVersion.name)), ("version", .string(ToolVersion.version))])),
            ("cldr", report.cldrVersion.map(JSONText.string)),
            ("inputs", .array(report.inputs.map(JSONText.string))),
            ("fixable", .number(report.fixable)),
            (
                "totals",
                .object([("error", .number(report.totals.errors)), ("warning", .number(report.totals.warnings)), ("note", .number(report.totals.notes))])
            ),
            (
                "counts",
                .array(
                    report.counts.map { count in
                        .object([
                            ("id", .string(count.kind.id)), ("severity", .string(count.severity.rawValue)), ("table", count.table.map(JSONText.string)),
                            ("locale", count.locale.map(JSONText.string)), ("count", .number(count.count)),
                        ])
                    })
            ),
            (
                "tables",
                .array(
                    report.tables.map { table in
                        .object([
                            ("name", .string(table.name)),
                            ("bundle", table.bundle.isEmpty ? nil : .string(table.bundle)),
                            ("developmentRegion", table.developmentRegion.map(JSONText.string)),
                            ("catalog", .bool(table.isCatalog)),
                            ("keys", .number(table.keys)),
                            (
                                "rows",
                                .array(
                                    table.rows.map { row in
                                        .object([
                                            ("locale", .string(row.locale)),
                                            ("shipped", .bool(row.isShipped)),
                                            ("translated", .number(row.translated)),
                                            ("pluralVariables", .number(row.pluralVariables)),
                                            ("completePluralVariables", .number(row.completePluralVariables)),
                                            ("missingCategories", .array(row.missingCategories.map { .string($0.name) })),
                                            ("states", row.catalogStates.map { states in .object(states.named.map { ($0.state, .number($0.count)) }) }),
                                            ("findings", tally(row.findings)),
                                        ])
                                    })
                            ),
                            ("findings", tally(table.tableFindings)),
                        ])
                    })
            ),
        ])
    }

    /// The page being written.
    struct Page {
        let report: LocalizationReport
        var out = ""
        /// The checked tables: the overview's columns.
        let checked: [(index: Int, table: LocalizationReport.Table)]
        /// ``base``, worked out once.
        var relativeBase: String?
        /// Table names that several bundles have: their tables are told apart by bundle.
        let sharedNames: Set<String>

        init(report: LocalizationReport) {
            self.report = report
            checked = report.tables.enumerated().filter { $0.element.isChecked }.map { ($0.offset, $0.element) }
            var seen: Set<String> = []
            sharedNames = Set(report.tables.filter { !seen.insert($0.name).inserted }.map(\.name))
            relativeBase = nil
            relativeBase = base
            out.reserveCapacity(4096 + report.findings.count * 400)
        }

        mutating func line(_ text: String) {
            out += text
            out += "\n"
        }

        mutating func render() {
            let totals = report.totals
            line("<!DOCTYPE html>")
            line("<html lang=\"en\">")
            line("<head>")
            line("<meta charset=\"utf-8\">")
            // Nothing is fetched: only the inline style and script, and data: images.
            line(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"
            )
            line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
            line("<meta name=\"color-scheme\" content=\"light dark\">")
            line("<meta name=\"generator\" content=\"\(ToolVersion.name) \(ToolVersion.version)\">")
            line(
                "<title>Localization report: \(ReportText.counted(totals.errors, "error")), \(ReportText.counted(totals.warnings, "warning")), \(ReportText.counted(totals.notes, "note"))</title>"
            )
            line("<script>\(ReportPageAssets.headScript)</script>")
            line("<style>\n\(ReportPageAssets.style)</style>")
            line("<script type=\"application/json\" id=\"plural-rules-report\">\(ReportText.scriptJSON(HTMLReportRenderer.json(report)))</script>")
            line("</head>")
            line("<body>")
            line("<a class=\"skip\" href=\"#findings\">Skip to the findings</a>")
            header()
            line("<main>")
            overview()
            tables()
            kinds()
            findings()
            line("</main>")
            line(
                "<footer><p>Written by \(ToolVersion.name) \(ToolVersion.version). Each finding's id is explained by <code>plural-rules explain ID</code>; <code>plural-rules lint</code> prints the same findings.</p></footer>"
            )
            line("<script>\n\(ReportPageAssets.script)</script>")
            line("</body>")
            line("</html>")
        }

        // MARK: Header

        mutating func header() {
            let totals = report.totals
            let locales = report.locales.count
            line("<header>")
            line("<h1>Localization report</h1>")
            let inputs = report.inputs.map { "<code>\(ReportText.html($0))</code>" }.joined(separator: ", ")
            let cldr = report.cldrVersion.map { " against CLDR \(ReportText.html($0))" } ?? ""
            line("<p class=\"inputs\">\(inputs) checked\(cldr) by \(ToolVersion.name) \(ToolVersion.version).</p>")
            line("<dl class=\"totals\">")
            for (severity, title) in [(DiagnosticSeverity.error, "Errors"), (.warning, "Warnings"), (.note, "Notes")] {
                let count = totals.count(severity)
                let link = count > 0 ? "<a href=\"#findings\" data-filter=\"severity=\(severity.rawValue)\">\(ReportText.grouped(count))</a>" : "0"
                line("<div class=\"total \(severity.rawValue)\"><dt>\(title)</dt><dd>\(link)</dd></div>")
            }
            if report.fixable > 0 {
                line(
                    "<div class=\"total\"><dt><abbr title=\"Findings plural-rules fix fixes without a translator\">Fixable</abbr></dt><dd><a href=\"#findings\" data-filter=\"fix=yes\">\(ReportText.grouped(report.fixable))</a></dd></div>"
                )
            }
            line("<div class=\"total\"><dt>Tables</dt><dd>\(ReportText.grouped(checked.count))</dd></div>")
            line("<div class=\"total\"><dt>Locales</dt><dd>\(ReportText.grouped(locales))</dd></div>")
            line("</dl>")
            line("<nav aria-label=\"Sections\"><ul>")
            if hasOverview { line("<li><a href=\"#overview\">Overview</a></li>") }
            line("<li><a href=\"#tables\">Tables</a></li>")
            line("<li><a href=\"#kinds\">Findings by kind</a></li>")
            line("<li><a href=\"#findings\">All findings</a></li>")
            line("</ul></nav>")
            line("</header>")
        }

        // MARK: Overview

        /// Locales × tables: each cell the share of the table's keys the locale translates,
        /// and how many findings it has.
        /// Whether the page has an overview: with one table, that table's own is it.
        var hasOverview: Bool { checked.count > 1 }

        mutating func overview() {
            guard hasOverview else { return }
            line("<section id=\"overview\" aria-labelledby=\"overview-title\">")
            line("<h2 id=\"overview-title\">Overview</h2>")
            line(
                "<p class=\"lead\">The share of each table’s keys that each locale translates. \(Self.shareExplanation) Cells link to the locale’s row below; the badge counts its findings.</p>"
            )
            line("<div class=\"scroll\">")
            line("<table class=\"matrix sortable\">")
            line("<caption>Translated share by locale and table</caption>")
            line("<thead><tr><th scope=\"col\">Locale</th>")
            for (_, table) in checked {
                line("<th scope=\"col\" data-type=\"number\">\(title(table))<span class=\"sub\">\(ReportText.counted(table.keys, "key"))</span></th>")
            }
            line("</tr></thead>")
            line("<tbody>")
            for locale in report.locales {
                var cells = "<tr><th scope=\"row\">\(ReportText.html(locale))</th>"
                for (index, table) in checked {
                    guard let rowIndex = table.rows.firstIndex(where: { $0.locale == locale }), table.rows[rowIndex].isShipped else {
                        cells += "<td class=\"absent\" data-sort=\"-1\"><span aria-hidden=\"true\">–</span><span class=\"vh\">not localized</span></td>"
                        continue
                    }
                    let row = table.rows[rowIndex]
                    let anchor = "t\(index)-r\(rowIndex)"
                    if row.isDevelopmentRegion {
                        cells += "<td class=\"source\" data-sort=\"2\"><a href=\"#\(anchor)\">development region</a>\(badge(row.findings))</td>"
                        continue
                    }
                    let share = ReportText.fraction(row.translated, of: table.keys)
                    let shown = ReportText.percent(row.translated, of: table.keys) ?? "no keys"
                    cells +=
                        "<td class=\"share\(row.translated < table.keys ? " partial" : "")\" data-sort=\"\(share)\" style=\"--share:\(share)\"><a href=\"#\(anchor)\">\(shown)</a>\(badge(row.findings))</td>"
                }
                line(cells + "</tr>")
            }
            line("</tbody>")
            line("</table>")
            line("</div>")
            line("</section>")
        }

        /// What the translated share counts.
        static let shareExplanation =
            "A key counts as translated where its users see it in their language: a translation that is empty, broken or takes other arguments than the development region’s does not count (users see the development region’s text there, and a finding says why)."

        /// A cell's findings, coloured by the most severe; nothing when there are none.
        func badge(_ tally: LocalizationReport.Tally) -> String {
            guard tally.total > 0 else { return "" }
            let severity = tally.errors > 0 ? "error" : tally.warnings > 0 ? "warning" : "note"
            let title = [(tally.errors, "error"), (tally.warnings, "warning"), (tally.notes, "note")].filter { $0.0 > 0 }
                .map { ReportText.counted($0.0, $0.1) }.joined(separator: ", ")
            return " <span class=\"badge \(severity)\" title=\"\(title)\"><span class=\"vh\">findings: </span>\(ReportText.grouped(tally.total))</span>"
        }

        // MARK: Tables

        mutating func tables() {
            line("<section id=\"tables\" aria-labelledby=\"tables-title\">")
            line("<h2 id=\"tables-title\">Tables</h2>")
            if checked.isEmpty {
                line("<p>No table could be checked: the findings below say why.</p>")
            } else if !hasOverview {
                line("<p class=\"lead\">\(Self.shareExplanation)</p>")
            }
            for (index, table) in report.tables.enumerated() where table.isChecked {
                checkedTable(table, index: index)
            }
            let unchecked = report.tables.filter { !$0.isChecked }
            let unattributed = report.unattributed
            if !unchecked.isEmpty || unattributed.total > 0 {
                line("<section id=\"unchecked\" aria-labelledby=\"unchecked-title\">")
                line("<h3 id=\"unchecked-title\">Not checked</h3>")
                line(
                    "<p>Tables without accessors (no development region, or not an <code>NSLocalizedString</code> table such as <code>InfoPlist</code>), and findings about no table: their findings say why.</p>"
                )
                line("<div class=\"scroll\">")
                line("<table class=\"sortable\">")
                line("<caption>Tables that were not checked, and findings about no table</caption>")
                line("<thead><tr><th scope=\"col\">Table</th>\(severityHeaders)<th scope=\"col\" data-type=\"none\">Findings by kind</th></tr></thead>")
                line("<tbody>")
                for table in unchecked {
                    line(
                        "<tr><th scope=\"row\">\(title(table))</th>\(severityCells(table.findings))<td class=\"list\">\(kindList(table.findings, filter: filter(table)))</td></tr>"
                    )
                }
                if unattributed.total > 0 {
                    line(
                        "<tr><th scope=\"row\"><i>no table</i></th>\(severityCells(unattributed))<td class=\"list\">\(kindList(unattributed, filter: [("table", "/")]))</td></tr>"
                    )
                }
                line("</tbody>")
                line("</table>")
                line("</div>")
                line("</section>")
            }
            line("</section>")
        }

        /// The table's name as HTML, with its bundle where other bundles have a table of that name.
        func title(_ table: LocalizationReport.Table) -> String {
            let name = ReportText.html(table.name)
            guard sharedNames.contains(table.name) else { return name }
            let bundle = ReportText.html(table.bundle.isEmpty ? "?" : table.bundle).split(separator: "/", omittingEmptySubsequences: false).joined(
                separator: "/<wbr>")
            return "\(name) <span class=\"bundle\">in <code>\(bundle)</code></span>"
        }

        /// The findings' filter that shows the table's own: its name, and its bundle where other
        /// bundles have a table of that name.
        func filter(_ table: LocalizationReport.Table) -> [(String, String?)] {
            [("table", table.name)] + (sharedNames.contains(table.name) ? [("bundle", table.bundle.isEmpty ? "/" : table.bundle)] : [])
        }

        var severityHeaders: String {
            "<th scope=\"col\" data-type=\"number\">Errors</th><th scope=\"col\" data-type=\"number\">Warnings</th><th scope=\"col\" data-type=\"number\">Notes</th>"
        }

        func severityCells(_ tally: LocalizationReport.Tally) -> String {
            [(tally.errors, "error"), (tally.warnings, "warning"), (tally.notes, "note")].map { count, severity in
                "<td class=\"number\(count > 0 ? " " + severity : " zero")\" data-sort=\"\(count)\">\(ReportText.grouped(count))</td>"
            }.joined()
        }

        /// The kinds of `tally`, each a link that filters the findings to it (and `filter`).
        func kindList(_ tally: LocalizationReport.Tally, filter: [(String, String?)]) -> String {
            guard tally.total > 0 else { return "" }
            let items = tally.kinds.map { kind, count in
                "<li><a href=\"#findings\" data-filter=\"\(ReportText.html(ReportText.query([("id", kind.id)] + filter)))\"><code>\(kind.id)</code></a> \(ReportText.grouped(count))</li>"
            }
            return "<ul class=\"kinds\">\(items.joined())</ul>"
        }

        mutating func checkedTable(_ table: LocalizationReport.Table, index: Int) {
            let name = title(table)
            let shipped = table.rows.filter(\.isShipped)
            line("<section id=\"t\(index)\" class=\"table\" aria-labelledby=\"t\(index)-title\">")
            line("<h3 id=\"t\(index)-title\">\(name) <span class=\"format\">\(table.isCatalog ? "String Catalog" : ".strings and .stringsdict")</span></h3>")
            let findings = table.findings
            let findingsText =
                findings.total == 0
                ? "no findings"
                : "<a href=\"#findings\" data-filter=\"\(ReportText.html(ReportText.query(filter(table))))\">\(ReportText.counted(findings.total, "finding"))</a>"
            let region = table.developmentRegion.map { "development region <strong>\(ReportText.html($0))</strong>, " } ?? ""
            line(
                "<p>\(region)\(ReportText.counted(table.keys, "key")) to translate, \(ReportText.counted(max(0, shipped.count - 1), "other locale")), \(findingsText).</p>"
            )
            line("<div class=\"scroll\">")
            line("<table class=\"sortable locales\">")
            line("<caption>\(name): each locale’s translations, plural forms\(table.isCatalog ? ", catalog states" : "") and findings</caption>")
            var headers =
                "<thead><tr><th scope=\"col\">Locale</th><th scope=\"col\" data-type=\"number\">Translated</th><th scope=\"col\" data-type=\"number\"><abbr title=\"Plural variables with a form for every category the locale's CLDR rules select\">Plural forms complete</abbr></th>"
            if table.isCatalog {
                headers +=
                    "<th scope=\"col\" data-type=\"none\"><abbr title=\"Keys by the least finished state of their string units\">Catalog states</abbr></th>"
            }
            line(headers + severityHeaders + "<th scope=\"col\" data-type=\"none\">Findings by kind</th></tr></thead>")
            line("<tbody>")
            let developmentPlurals = table.rows.first(where: \.isDevelopmentRegion)?.pluralVariables ?? 0
            for (rowIndex, row) in table.rows.enumerated() {
                let locale = ReportText.html(row.locale)
                var cells =
                    "<tr id=\"t\(index)-r\(rowIndex)\"><th scope=\"row\">\(locale)\(row.isDevelopmentRegion ? " <span class=\"tag\">development region</span>" : row.isShipped ? "" : " <span class=\"tag\">not localized</span>")</th>"
                if !row.isShipped {
                    cells += "<td data-sort=\"-1\"></td><td data-sort=\"-1\"></td>" + (table.isCatalog ? "<td></td>" : "")
                } else {
                    let share = ReportText.fraction(row.translated, of: table.keys)
                    let percent = ReportText.percent(row.translated, of: table.keys) ?? "–"
                    cells +=
                        "<td class=\"share\(row.translated < table.keys ? " partial" : "")\" data-sort=\"\(share)\" style=\"--share:\(share)\">\(percent) <span class=\"sub\">\(ReportText.grouped(row.translated)) of \(ReportText.grouped(table.keys))</span></td>"
                    if row.pluralVariables == 0 {
                        // Without plural translations: none in the table, or none usable here.
                        let text = developmentPlurals == 0 || row.isDevelopmentRegion ? "no plurals" : "none translated"
                        cells += "<td class=\"none\" data-sort=\"\(developmentPlurals == 0 ? 2 : -1)\">\(text)</td>"
                    } else {
                        let complete = row.completePluralVariables == row.pluralVariables
                        let lacking =
                            row.missingCategories.isEmpty
                            ? "" : " <span class=\"sub\">lacking \(row.missingCategories.map(\.name).joined(separator: ", "))</span>"
                        cells +=
                            "<td class=\"\(complete ? "complete" : "incomplete")\" data-sort=\"\(ReportText.fraction(row.completePluralVariables, of: row.pluralVariables))\">\(ReportText.grouped(row.completePluralVariables)) of \(ReportText.grouped(row.pluralVariables))\(lacking)</td>"
                    }
                    if table.isCatalog { cells += "<td class=\"list\">\(states(row.catalogStates))</td>" }
                }
                cells += severityCells(row.findings)
                cells += "<td class=\"list\">\(kindList(row.findings, filter: filter(table) + [("locale", row.locale)]))</td></tr>"
                line(cells)
            }
            line("</tbody>")
            if table.tableFindings.total > 0 {
                let columns = table.isCatalog ? 3 : 2
                line(
                    "<tfoot><tr><th scope=\"row\">whole table</th><td colspan=\"\(columns)\">findings about no one locale (a key several locales lack)</td>\(severityCells(table.tableFindings))<td class=\"list\">\(kindList(table.tableFindings, filter: filter(table) + [("locale", "/")]))</td></tr></tfoot>"
                )
            }
            line("</table>")
            line("</div>")
            line("</section>")
        }

        func states(_ states: CatalogStates?) -> String {
            guard let states, states.total > 0 else { return "" }
            let items = states.named.filter { $0.count > 0 }.map {
                "<li class=\"state-\($0.state)\">\(ReportText.stateName($0.state)) \(ReportText.grouped($0.count))</li>"
            }
            return "<ul class=\"states\">\(items.joined())</ul>"
        }

        // MARK: Findings by kind

        mutating func kinds() {
            line("<section id=\"kinds\" aria-labelledby=\"kinds-title\">")
            line("<h2 id=\"kinds-title\">Findings by kind</h2>")
            guard report.totals.total > 0 else {
                line("<p>No findings.</p>")
                line("</section>")
                return
            }
            var bySeverity: [DiagnosticKind: LocalizationReport.Tally] = [:]
            for count in report.counts {
                var tally = bySeverity[count.kind] ?? LocalizationReport.Tally()
                switch count.severity {
                case .error: tally.errors += count.count
                case .warning: tally.warnings += count.count
                case .note: tally.notes += count.count
                }
                bySeverity[count.kind] = tally
            }
            line("<div class=\"scroll\">")
            line("<table class=\"sortable kinds-table\">")
            line("<caption>Each kind of finding, by severity (<code>plural-rules explain ID</code> says more)</caption>")
            line(
                "<thead><tr><th scope=\"col\">Kind</th>\(severityHeaders)<th scope=\"col\" data-type=\"number\">Total</th><th scope=\"col\" data-type=\"none\">What it means</th></tr></thead>"
            )
            line("<tbody>")
            for (kind, count) in report.totals.kinds {
                let tally = bySeverity[kind] ?? LocalizationReport.Tally()
                line(
                    "<tr><th scope=\"row\"><a href=\"#findings\" data-filter=\"id=\(kind.id)\"><code>\(kind.id)</code></a></th>\(severityCells(tally))<td class=\"number\" data-sort=\"\(count)\">\(ReportText.grouped(count))</td><td>\(ReportText.htmlProse(kind.summary))</td></tr>"
                )
            }
            line("</tbody>")
            line("</table>")
            line("</div>")
            line("</section>")
        }

        // MARK: Every finding

        mutating func findings() {
            let all = report.findings
            line("<section id=\"findings\" aria-labelledby=\"findings-title\">")
            line("<h2 id=\"findings-title\">All findings</h2>")
            guard !all.isEmpty else {
                line("<p>No findings.</p>")
                line("</section>")
                return
            }
            if report.fixable > 0 {
                line(
                    "<p>\(ReportText.counted(report.fixable, "finding")) marked <span class=\"tag\">fixable</span> \(report.fixable == 1 ? "is" : "are") fixed by <code>plural-rules fix</code> without a translator: forms the locale never uses removed, a number written as its variable, a reference repaired, an empty translation removed. <code>plural-rules fix --dry-run</code> shows the edits first.</p>"
                )
            }
            filters()
            line("<div class=\"scroll\">")
            line("<table id=\"findings-table\" class=\"sortable findings\" data-page-size=\"\(ReportPageAssets.pageSize)\">")
            let relative = relativeBase.map { ", at paths relative to <code>\(ReportText.html($0))</code>" } ?? ""
            line(
                "<caption>All \(ReportText.counted(all.count, "finding")), by file and line\(relative)<noscript> (with scripts on, they can be filtered and sorted)</noscript></caption>"
            )
            line(
                "<thead><tr><th scope=\"col\" data-type=\"severity\" data-name=\"severity\">Severity</th><th scope=\"col\" data-name=\"id\">Kind</th><th scope=\"col\" data-name=\"table\">Table</th><th scope=\"col\" data-name=\"locale\">Locale</th><th scope=\"col\" data-type=\"order\" data-name=\"location\" aria-sort=\"ascending\">Location</th><th scope=\"col\" data-name=\"message\">Message</th></tr></thead>"
            )
            line("<tbody>")
            for (index, finding) in all.enumerated() {
                let table = LocalizationReport.table(of: finding)
                let locale = finding.subject?.locale
                var row = "<tr data-severity=\"\(finding.severity.rawValue)\" data-id=\"\(finding.id)\""
                if let table { row += " data-table=\"\(ReportText.html(table))\"" }
                if let locale { row += " data-locale=\"\(ReportText.html(locale))\"" }
                if let table, sharedNames.contains(table), let placed = report.findingTables[index], !report.tables[placed].bundle.isEmpty {
                    row += " data-bundle=\"\(ReportText.html(report.tables[placed].bundle))\""
                }
                let fixable = report.findingFixable.indices.contains(index) && report.findingFixable[index]
                if fixable { row += " data-fix=\"yes\"" }
                row += "><td class=\"severity \(finding.severity.rawValue)\">\(finding.severity.rawValue)</td><td><code>\(finding.id)</code></td>"
                row += "<td>\(table.map(ReportText.html) ?? "")</td><td>\(locale.map(ReportText.html) ?? "")</td>"
                row += "<td class=\"location\">\(finding.location.map { "<code>\(shown($0))</code>" } ?? "")</td>"
                row += "<td class=\"message\">\(ReportText.html(finding.message))"
                if fixable { row += " <span class=\"tag\" title=\"plural-rules fix fixes it\">fixable</span>" }
                if !finding.notes.isEmpty {
                    row += "<ul class=\"notes\">"
                    for note in finding.notes {
                        row += "<li>\(note.location.map { "<code>\(shown($0))</code>: " } ?? "")\(ReportText.html(note.message))</li>"
                    }
                    row += "</ul>"
                }
                line(row + "</td></tr>")
            }
            line("</tbody>")
            line("</table>")
            line("</div>")
            line("</section>")
        }

        /// The folder locations are shown relative to: the input, when there is one and it is
        /// a folder that holds every finding's file; else none (paths as given).
        var base: String? {
            guard report.inputs.count == 1 else { return nil }
            var folder = report.inputs[0]
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            let prefix = folder + "/"
            let paths = report.findings.flatMap { [$0.location?.path] + $0.notes.map(\.location?.path) }.compactMap { $0 }
            guard !paths.isEmpty, paths.allSatisfy({ $0.hasPrefix(prefix) && $0.count > prefix.count }) else { return nil }
            return folder
        }

        /// A location as the findings' table shows it, as HTML: `path:line:col`, the path
        /// relative to ``base``.
        func shown(_ location: SourceLocation) -> String {
            var shown = location
            if let base = relativeBase { shown.path = String(location.path.dropFirst(base.count + 1)) }
            // Long paths break after a slash rather than inside a name.
            return ReportText.html(shown.description).split(separator: "/", omittingEmptySubsequences: false).joined(separator: "/<wbr>")
        }

        /// The filter form, hidden until the script shows it (it does nothing without one).
        mutating func filters() {
            var severities: [DiagnosticSeverity: Int] = [:]
            var kinds: [DiagnosticKind: Int] = [:]
            var tables: [String: Int] = [:]
            var locales: [String: Int] = [:]
            for finding in report.findings {
                severities[finding.severity, default: 0] += 1
                kinds[finding.kind, default: 0] += 1
                tables[LocalizationReport.table(of: finding) ?? "/", default: 0] += 1
                locales[finding.subject?.locale ?? "/", default: 0] += 1
            }
            func select(_ name: String, _ label: String, _ options: [(value: String, text: String, count: Int)]) -> String {
                var html = "<label>\(label) <select name=\"\(name)\"><option value=\"\">all</option>"
                for option in options {
                    html += "<option value=\"\(ReportText.html(option.value))\">\(ReportText.html(option.text)) (\(ReportText.grouped(option.count)))</option>"
                }
                return html + "</select></label>"
            }
            func named(_ counts: [String: Int], none: String) -> [(value: String, text: String, count: Int)] {
                UTF8Order.sorted(counts.keys).map { ($0, $0 == "/" ? none : $0, counts[$0]!) }
            }
            line("<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter the findings\" hidden>")
            line(
                select(
                    "severity", "Severity",
                    [DiagnosticSeverity.error, .warning, .note].compactMap { severity in severities[severity].map { (severity.rawValue, severity.rawValue, $0) }
                    }))
            line(select("id", "Kind", kinds.keys.sorted { $0.id < $1.id }.map { ($0.id, $0.id, kinds[$0]!) }))
            line(select("table", "Table", named(tables, none: "no table")))
            line(select("locale", "Locale", named(locales, none: "no one locale")))
            if !sharedNames.isEmpty {
                var bundles: [String: Int] = [:]
                for (index, finding) in report.findings.enumerated() {
                    guard let table = LocalizationReport.table(of: finding), sharedNames.contains(table), let placed = report.findingTables[index] else {
                        continue
                    }
                    bundles[report.tables[placed].bundle.isEmpty ? "/" : report.tables[placed].bundle, default: 0] += 1
                }
                line(select("bundle", "Bundle", named(bundles, none: "no bundle")))
            }
            if report.fixable > 0 {
                let needsPerson = report.findings.count - report.fixable
                line(
                    select(
                        "fix", "Fix", [("yes", "plural-rules fix fixes it", report.fixable)] + (needsPerson > 0 ? [("/", "needs a person", needsPerson)] : [])))
            }
            line("<label>Text <input type=\"search\" name=\"text\" placeholder=\"key, file or words\"></label>")
            line("<button type=\"reset\">Clear filters</button>")
            line(
                "<div class=\"status\"><p id=\"shown\" role=\"status\" aria-live=\"polite\"></p> <button type=\"button\" id=\"show-all\" hidden>Show all</button></div>"
            )
            line("</form>")
        }
    }
}
