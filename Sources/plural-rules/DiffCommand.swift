import PluralRulesCompiler

/// `plural-rules diff OLD NEW [--format text|json|markdown] [--verbose]`
enum DiffCommand {
    static let usage = """
        usage: plural-rules diff OLD NEW [--format text|markdown|json] [--verbose]

        Compares two CLDR releases (folders as update-cldr takes them) by meaning: for every
        locale and type, the categories added or removed and exactly which numbers now get
        another category. Rules rewritten without a change of meaning count as unchanged
        (--verbose lists them).

        Exit status: 0 when nothing changed, 1 when something did, 2 on errors.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let formatName = try arguments.option("--format") ?? "text"
        guard let format = DiffFormatter.Format(rawValue: formatName) else {
            throw UsageError("--format takes text, markdown or json, not '\(formatName)'")
        }
        let verbose = arguments.flag("--verbose")
        let paths = try arguments.positionals()
        guard paths.count == 2 else { throw UsageError("give the OLD and the NEW CLDR folders") }
        let diagnostics = DiagnosticBag()
        guard let old = CLDRDirectory.load(paths[0], diagnostics: diagnostics),
              let new = CLDRDirectory.load(paths[1], diagnostics: diagnostics) else {
            Console.print(diagnostics.diagnostics)
            return 2
        }
        let report = SemanticDiff.compare(old: old, new: new)
        print(DiffFormatter.format(report, as: format, verbose: verbose), terminator: "")
        return report.hasChanges ? 1 : 0
    }
}
