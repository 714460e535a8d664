/// Prints a ``LocalizationDiff/Report`` as text, Markdown (a pull-request comment) or JSON.
public enum LocalizationDiffFormatter {
    /// How many findings text and Markdown list in each direction before summing up the rest
    /// (JSON lists every one).
    public static let listedFindings = 50

    public static func format(_ report: LocalizationDiff.Report, as format: DiffFormatter.Format) -> String {
        switch format {
        case .text: text(report, markdown: false)
        case .markdown: text(report, markdown: true)
        case .json: json(report).pretty(inlineRecords: true)
        }
    }

    /// `2 keys added, 1 removed, …`: the first line of the text, the bold line of the Markdown.
    public static func summary(_ report: LocalizationDiff.Report) -> String {
        guard report.hasChanges else { return "No change in meaning: the same keys, forms, signatures and findings." }
        let translations = Set(report.formsChanged.map { [$0.table, $0.key, $0.locale] }).count
        let locales = Set(report.formsChanged.map(\.locale)).count
        var parts = [
            "\(report.keysAdded.count) key\(report.keysAdded.count == 1 ? "" : "s") added",
            "\(report.keysRemoved.count) removed",
            "\(report.signaturesChanged.count) signature\(report.signaturesChanged.count == 1 ? "" : "s") changed",
            "\(translations) translation\(translations == 1 ? "" : "s") changed in \(locales) locale\(locales == 1 ? "" : "s")",
            "\(report.diagnosticsAppeared.count) finding\(report.diagnosticsAppeared.count == 1 ? "" : "s") appeared",
            "\(report.diagnosticsResolved.count) went away",
        ]
        if !report.tablesAdded.isEmpty { parts.insert("\(report.tablesAdded.count) table\(report.tablesAdded.count == 1 ? "" : "s") added", at: 0) }
        if !report.tablesRemoved.isEmpty { parts.insert("\(report.tablesRemoved.count) table\(report.tablesRemoved.count == 1 ? "" : "s") removed", at: 0) }
        return parts.joined(separator: ", ")
    }

    static func text(_ report: LocalizationDiff.Report, markdown: Bool) -> String {
        var lines: [String] = []
        func code(_ text: String) -> String {
            guard markdown else { return text }
            let fence = text.contains("`") ? "`` " : "`"
            return fence + text + (fence == "`" ? "`" : " ``")
        }
        func quoted(_ text: String?) -> String {
            guard let text else { return "" }
            return markdown ? code(Diagnostic.printable(text)) : "\"" + Diagnostic.printable(text) + "\""
        }
        func section(_ title: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            if markdown {
                lines += ["", "### \(title)", ""]
                lines += items.map { "- " + $0 }
            } else {
                lines.append("\(title):")
                lines += items.map { "  " + $0 }
            }
        }
        if markdown { lines += ["## Localizations: what changed", "", "**\(summary(report))**"] } else { lines.append(summary(report)) }
        section("Tables added", report.tablesAdded.map(code))
        section("Tables removed", report.tablesRemoved.map(code))
        section(
            "Keys added",
            report.keysAdded.map { change in
                "\(change.table) \(code(change.key)) in \(change.locales.joined(separator: ", "))" + (change.signature.map { ": " + code($0) } ?? "")
            })
        section(
            "Keys removed",
            report.keysRemoved.map { change in
                "\(change.table) \(code(change.key)) from \(change.locales.joined(separator: ", "))" + (change.signature.map { ": " + code($0) } ?? "")
            })
        section(
            "Signatures changed (callers must change)",
            report.signaturesChanged.map { change in
                "\(change.table) \(code(change.key)): \(change.old.map(code) ?? "no accessor") → \(change.new.map(code) ?? "no accessor")"
            })
        // Forms grouped by key, then by locale.
        var formLines: [String] = []
        var previous: [String] = []
        for change in report.formsChanged {
            let what: String
            switch (change.old, change.new) {
            case (nil, let new?): what = "added \(quoted(new))"
            case (let old?, nil): what = "removed (was \(quoted(old)))"
            default: what = "\(quoted(change.old)) → \(quoted(change.new))"
            }
            if previous != [change.table, change.key] {
                formLines.append("\(change.table) \(code(change.key))")
                previous = [change.table, change.key]
            }
            formLines.append((markdown ? "  - " : "  ") + "\(change.locale) \(change.form): \(what)")
        }
        if !formLines.isEmpty {
            if markdown {
                lines += ["", "### Forms changed", ""]
                lines += formLines.map { $0.hasPrefix("  - ") ? $0 : "- " + $0 }
            } else {
                lines.append("Forms changed:")
                lines += formLines.map { "  " + $0 }
            }
        }
        for (title, diagnostics) in [("Findings that appeared", report.diagnosticsAppeared), ("Findings that went away", report.diagnosticsResolved)] {
            var items = diagnostics.prefix(listedFindings).map { diagnostic -> String in
                let place = diagnostic.location.map { "\($0): " } ?? ""
                let text = "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
                return markdown ? code(text) : text
            }
            if diagnostics.count > listedFindings {
                items.append("… and \(diagnostics.count - listedFindings) more (--format json lists every one)")
            }
            section(title, items)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ report: LocalizationDiff.Report) -> JSONText {
        func location(_ location: SourceLocation?) -> [(String, JSONText?)] { DiagnosticReport.locationPairs(location) }
        func keys(_ changes: [LocalizationDiff.KeyChange]) -> JSONText {
            .array(
                changes.map { change in
                    .object(
                        [
                            ("table", .string(change.table)), ("key", .string(change.key)), ("locales", .array(change.locales.map(JSONText.string))),
                            ("signature", change.signature.map(JSONText.string)),
                        ] + location(change.location))
                })
        }
        return .object([
            ("version", .number(1)),
            ("changed", .bool(report.hasChanges)),
            ("summary", .string(summary(report))),
            ("tablesAdded", .array(report.tablesAdded.map(JSONText.string))),
            ("tablesRemoved", .array(report.tablesRemoved.map(JSONText.string))),
            ("keysAdded", keys(report.keysAdded)),
            ("keysRemoved", keys(report.keysRemoved)),
            (
                "signaturesChanged",
                .array(
                    report.signaturesChanged.map { change in
                        .object(
                            [
                                ("table", .string(change.table)), ("key", .string(change.key)), ("old", change.old.map(JSONText.string)),
                                ("new", change.new.map(JSONText.string)),
                            ]
                                + location(change.location))
                    })
            ),
            (
                "formsChanged",
                .array(
                    report.formsChanged.map { change in
                        .object(
                            [
                                ("table", .string(change.table)), ("key", .string(change.key)), ("locale", .string(change.locale)),
                                ("form", .string(change.form)),
                                ("old", change.old.map(JSONText.string)), ("new", change.new.map(JSONText.string)),
                            ] + location(change.location))
                    })
            ),
            ("diagnosticsAppeared", .array(report.diagnosticsAppeared.map(DiagnosticReport.jsonObject))),
            ("diagnosticsResolved", .array(report.diagnosticsResolved.map(DiagnosticReport.jsonObject))),
        ])
    }
}
