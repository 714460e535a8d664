import PluralRulesCompiler

/// `plural-rules report PATH... [--output DIR]`: lint's findings and each locale's progress,
/// for people, as an HTML page and a Markdown summary.
enum ReportCommand {
    static let defaultOutput = "plural-rules-report"
    static let htmlName = "report.html"
    static let markdownName = "report.md"

    static let usage = """
        usage: plural-rules report PATH... [--output DIR] [options]

        Checks localizations as 'lint' does, and writes what it found for people:

          DIR/\(htmlName)    one self-contained page that fetches nothing (open it from disk,
                             or keep it as a CI artifact): per table and locale, the share of
                             keys translated, the plural variables with every form CLDR needs,
                             the String Catalog states; and every finding, to filter and sort,
                             the ones 'plural-rules fix' fixes marked
          DIR/\(markdownName)      a short summary for a CI job summary ($GITHUB_STEP_SUMMARY)
                             or a pull-request comment

        The findings are lint's, counted as 'lint --format json' lists them. Exit status 0 when
        both files are written, whatever the findings ('lint' is the gate); 1 when no table could
        be checked (a path that does not exist, no localizations), which is printed too.

          --output DIR               where to write them (default: \(defaultOutput))
        \(AccessorsCommand.checkOptions)
        \(AccessorsCommand.cldrOption)
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let output = try arguments.option("--output") ?? defaultOutput
        let common = try AccessorsCommand.parseCommon(&arguments, positionalPaths: true)
        let diagnostics = DiagnosticBag()
        guard let (validation, cldr) = AccessorsCommand.check(common, diagnostics: diagnostics) else {
            Console.print(diagnostics.diagnostics)
            return ExitStatus.failure
        }
        // What `fix` would fix, worked out as `fix --dry-run` does; nothing is written.
        let fixes = LocalizationFixer.plan(diagnostics.diagnostics, cldr: cldr, developmentRegion: common.options.developmentRegion)
        let report = LocalizationReport.build(
            tables: validation.models.map(\.table), diagnostics: diagnostics.diagnostics, cldr: cldr, inputs: common.paths,
            fixable: Set(fixes.flatMap { $0.edits.map(\.finding) }))
        let files = [
            (path: output + "/" + htmlName, bytes: Array(HTMLReportRenderer.render(report).utf8)),
            (path: output + "/" + markdownName, bytes: Array(MarkdownReportRenderer.render(report, htmlName: htmlName).utf8)),
        ]
        do {
            _ = try FileWriter.write(files)
        } catch {
            Console.printError("cannot write to '\(output)': \(error)")
            return ExitStatus.failure
        }
        let totals = report.totals
        let checked = report.tables.filter(\.isChecked).count
        // Nothing checked is a mistake in the call or the project more likely than a report.
        if checked == 0 { Console.print(diagnostics.diagnostics, summarize: true) }
        Console.writeStandardError(
            "wrote \(files[0].path) and \(files[1].path): \(count(totals.errors, "error")), \(count(totals.warnings, "warning")), \(count(totals.notes, "note")) in \(count(checked, "table")) and \(count(report.locales.count, "locale"))\n"
        )
        // Done: exit without tearing down the models (see AccessorsCommand.run).
        Console.exitKeepingMemory(checked == 0 ? ExitStatus.failure : ExitStatus.success)
    }

    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
