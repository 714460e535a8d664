import PluralRulesCompiler

/// `plural-rules explain [ID...] [--markdown]`: the diagnostics catalogue.
enum ExplainCommand {
    static let usage = """
        usage: plural-rules explain [ID...] [--markdown]

        Describes the diagnostics the tool reports, by the id printed in brackets after each
        one ([missing-category]): what it means, its default severity and how to fix it.
        Without an ID, lists them all. --markdown prints the catalogue as Markdown tables (the
        source of the documentation's Diagnostics article).
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let markdown = arguments.flag("--markdown")
        let ids = try arguments.positionals()
        if markdown {
            guard ids.isEmpty else { throw UsageError("--markdown prints the whole catalogue; give no ID") }
            print(DiagnosticKind.markdownTable, terminator: "")
            return ExitStatus.success
        }
        var kinds: [DiagnosticKind] = []
        for id in ids {
            guard let kind = DiagnosticKind(id: id) else {
                throw UsageError("no diagnostic has the id '\(id)'; 'plural-rules explain' lists them")
            }
            kinds.append(kind)
        }
        for kind in kinds.isEmpty ? DiagnosticKind.allCases : kinds {
            print("\(kind.id) (\(kind.defaultSeverity.rawValue), \(kind.area.rawValue))")
            print("  \(kind.summary)")
            print("  Fix: \(kind.fix)")
            if kind.isFixable { print("  Fixable: 'plural-rules fix' fixes it where the fix is certain (--only \(kind.id))") }
        }
        return ExitStatus.success
    }
}
