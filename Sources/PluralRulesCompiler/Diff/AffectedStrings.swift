/// Which of an app's strings select another form after a CLDR update: per table, key, locale
/// and plural variable, the numbers whose category moves (``SemanticDiff``) and the form they
/// show before and after (a missing form falls back to `other`, as the runtime selects).
///
/// `update-cldr --check` prints these, so that a reviewer of a CLDR update sees which
/// sentences users will read differently, not only which locales changed.
public enum AffectedStrings {
    /// One plural variable of one key in one locale whose shown form changes for some numbers.
    public struct Finding: Sendable, Hashable {
        public enum Effect: String, Sendable, Hashable {
            /// The numbers now show another of the translation's forms.
            case showsAnotherForm = "shows-another-form"
            /// The numbers' new category has no form in the translation: they show `other`
            /// (where they showed another form), or still show `other` but CLDR now expects a
            /// form the translation lacks (`missing-category` after the update).
            case lacksForm = "lacks-form"
        }

        public var table: String
        public var key: String
        public var locale: String
        public var variable: String
        /// Where the variable's forms are: its dictionary in the stringsdict.
        public var location: SourceLocation
        public var from: PluralCategory
        public var to: PluralCategory
        /// The numbers that move: `2…4, 22…24, …`, or decimals such as `1.5`.
        public var numbers: String
        /// The form shown before and after (the category whose text is shown).
        public var shownBefore: PluralCategory
        public var shownAfter: PluralCategory
        public var effect: Effect
    }

    /// The findings for `tables` when their cardinal rules go from `old` to `new`, in table,
    /// key, locale and variable order.
    public static func find(in tables: [LocalizationTable], old: CLDRData, new: CLDRData) -> [Finding] {
        var changes: [String: SemanticDiff.Change?] = [:]
        func change(for locale: String) -> SemanticDiff.Change? {
            if let known = changes[locale] { return known }
            // A locale without rules of its own gets root's, as the runtime selects.
            func ruleSet(_ data: CLDRData) -> PluralRuleSet? {
                data.ruleSetOrRoot(for: locale, type: .cardinal)
            }
            var result: SemanticDiff.Change?
            if let before = ruleSet(old), let after = ruleSet(new), before.rules.map(\.sourceText) != after.rules.map(\.sourceText) {
                result = SemanticDiff.compare(type: .cardinal, locale: locale, before, after)
            }
            changes[locale] = .some(result)
            return result
        }
        var findings: [Finding] = []
        for table in tables.sorted(by: { $0.name < $1.name }) {
            for strings in table.locales {
                guard let change = change(for: strings.locale), change.kind == .changed else { continue }
                for key in strings.keys {
                    for variable in pluralVariables(strings.entries[key]!.content) {
                        guard case .plural(let valueType, _, let forms) = variable.kind else { continue }
                        let kind = PluralFormChecks.ValueKind(valueType: valueType, forms: forms)
                        let present = Set(
                            forms.compactMap { form -> PluralCategory? in
                                if case .category(let category) = form.key { category } else { nil }
                            })
                        func shown(_ category: PluralCategory) -> PluralCategory { present.contains(category) ? category : .other }
                        for move in change.moves {
                            let numbers: String
                            if let integers = move.integers {
                                numbers = DiffFormatter.describe(integers).list
                            } else if kind == .decimal, !move.decimalWitnesses.isEmpty {
                                numbers = "decimals such as " + move.decimalWitnesses.joined(separator: ", ")
                            } else {
                                continue
                            }
                            let effect: Finding.Effect
                            if shown(move.from) != shown(move.to) {
                                effect = present.contains(move.to) ? .showsAnotherForm : .lacksForm
                            } else if !present.contains(move.to) {
                                effect = .lacksForm
                            } else {
                                continue
                            }
                            findings.append(
                                Finding(
                                    table: table.name, key: key, locale: strings.locale, variable: variable.name,
                                    location: variable.location, from: move.from, to: move.to, numbers: numbers,
                                    shownBefore: shown(move.from), shownAfter: shown(move.to), effect: effect))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// The plural variables of an entry, those inside its width and device variants included.
    static func pluralVariables(_ content: EntryContent) -> [FormatVariable] {
        switch content {
        case .format: []
        case .variables(_, _, let variables): variables.keys.sorted().map { variables[$0]! }
        case .widths(let variants): variants.flatMap { pluralVariables($0.content) }
        case .devices(let variants): variants.flatMap { pluralVariables($0.content) }
        }
    }

    /// The findings as `update-cldr --check` prints them: one line per finding, at the
    /// variable's place in `path:line:col` form, grouped under a count.
    public static func text(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "No string is affected by the new rules.\n" }
        let keys = Set(findings.map { [$0.table, $0.key] }).count
        let locales = Set(findings.map(\.locale)).count
        var lines = ["\(keys) key\(keys == 1 ? "" : "s") in \(locales) locale\(locales == 1 ? "" : "s") \(keys == 1 ? "is" : "are") affected by the new rules:"]
        for finding in findings {
            let place = "\(finding.location.path):\(finding.location.line):\(finding.location.column)"
            let subject = "\(finding.table) '\(finding.key)' \(finding.locale), '\(finding.variable)'"
            let what: String
            switch finding.effect {
            case .showsAnotherForm:
                what = "now \(finding.to) (was \(finding.from)): they show the '\(finding.shownAfter)' form instead of '\(finding.shownBefore)'"
            case .lacksForm where finding.shownBefore != finding.shownAfter:
                what = "now \(finding.to) (was \(finding.from)), a form the translation lacks: they show 'other' instead of '\(finding.shownBefore)'"
            case .lacksForm:
                what = "now \(finding.to) (was \(finding.from)), a form the translation lacks: they still show 'other'; add a '\(finding.to)' form"
            }
            lines.append("  \(place): \(subject): \(finding.numbers) \(what)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
