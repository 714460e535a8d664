/// Prints a ``SemanticDiff/Report`` as text, Markdown or JSON.
public enum DiffFormatter {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    public static func format(_ report: SemanticDiff.Report, as format: Format, verbose: Bool) -> String {
        switch format {
        case .text: text(report, verbose: verbose, markdown: false)
        case .markdown: text(report, verbose: verbose, markdown: true)
        case .json: json(report, verbose: verbose)
        }
    }

    static func categories(_ list: [PluralCategory]) -> String {
        list.isEmpty ? "none" : list.map(\.name).joined(separator: ", ")
    }

    /// `2…19, 102…119, 202…219, …`, and the exact rule: `i % 100 = 2..19`.
    public static func describe(_ integers: SemanticDiff.IntegerSetDescription) -> (list: String, rule: String?) {
        var list = integers.runs.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)…\($0.upperBound)" }
            .joined(separator: ", ")
        if integers.continues { list += ", …" }
        guard !integers.residues.isEmpty else { return (list, nil) }
        if integers.period == 1 { return (list, "every integer from \(integers.runs.last.map { $0.lowerBound } ?? 0) on") }
        var rule = "i % \(integers.period) = \(integers.residues)"
        if !integers.exceptionsOut.isEmpty { rule += " except \(integers.exceptionsOut.map(String.init).joined(separator: ", "))" }
        if !integers.exceptionsIn.isEmpty { rule += ", and \(integers.exceptionsIn.map(String.init).joined(separator: ", "))" }
        return (list, rule)
    }

    static func text(_ report: SemanticDiff.Report, verbose: Bool, markdown: Bool) -> String {
        var lines: [String] = []
        if markdown { lines += ["# CLDR plural rules: what changed", ""] }
        for change in report.changes where change.kind != .rewritten || verbose {
            let title = "\(change.type) \(change.locales.joined(separator: ", "))"
            let head: String
            switch change.kind {
            case .added: head = "\(title): added, categories \(categories(change.newCategories))"
            case .removed: head = "\(title): removed (was \(categories(change.oldCategories)))"
            case .rewritten: head = "\(title): rule text rewritten, same meaning"
            case .changed:
                head =
                    change.oldCategories == change.newCategories
                    ? "\(title): categories \(categories(change.newCategories)) (unchanged)"
                    : "\(title): categories \(categories(change.oldCategories)) → \(categories(change.newCategories))"
            }
            lines.append(markdown ? "- **\(head)**" : head)
            for move in change.moves {
                if let integers = move.integers {
                    let (list, rule) = describe(integers)
                    let line = "\(move.to): \(list) (was \(move.from)\(rule.map { "; \($0)" } ?? ""))"
                    lines.append(markdown ? "  - \(line)" : "  \(line)")
                }
                if !move.decimalWitnesses.isEmpty {
                    let line = "\(move.to): decimals such as \(move.decimalWitnesses.joined(separator: ", ")) (was \(move.from))"
                    lines.append(markdown ? "  - \(line)" : "  \(line)")
                }
            }
        }
        let changed = report.changes.filter { $0.kind != .rewritten }
        let count = { (type: PluralRuleType) in changed.filter { $0.type == type }.map(\.locales.count).reduce(0, +) }
        if changed.isEmpty {
            lines.append("No locale's rules changed in meaning (\(report.unchangedCount + report.changes.count) locale rule sets compared).")
        } else {
            if markdown { lines.append("") }
            lines.append(
                "\(count(.cardinal) + count(.ordinal)) locale rule sets changed: \(count(.ordinal)) ordinal, \(count(.cardinal)) cardinal; every other locale unchanged"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ report: SemanticDiff.Report, verbose: Bool) -> String {
        func string(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        var changes: [String] = []
        for change in report.changes where change.kind != .rewritten || verbose {
            let moves = change.moves.map { move -> String in
                var fields = ["\"from\": \"\(move.from)\"", "\"to\": \"\(move.to)\""]
                if let integers = move.integers {
                    fields.append("\"integers\": \(string(describe(integers).list))")
                    if integers.period > 1, !integers.residues.isEmpty {
                        fields.append("\"period\": \(integers.period)")
                        fields.append("\"residues\": \(string(integers.residues.description))")
                    }
                }
                fields.append("\"decimals\": \(list(move.decimalWitnesses.map { string($0) }))")
                return "{" + fields.joined(separator: ", ") + "}"
            }
            changes.append(
                """
                {"type": "\(change.type)", "locales": \(list(change.locales.map { string($0) })), "kind": "\(change.kind.rawValue)", \
                "oldCategories": \(list(change.oldCategories.map { "\"\($0)\"" })), "newCategories": \(list(change.newCategories.map { "\"\($0)\"" })), \
                "moves": \(list(moves))}
                """)
        }
        return "{\"changed\": \(report.hasChanges), \"unchanged\": \(report.unchangedCount), \"changes\": [\n  " + changes.joined(separator: ",\n  ") + "\n]}\n"
    }
}
