import Foundation

/// Compares two versions of an app's localizations by meaning: a checkout of the base branch
/// and one of the pull request, say. It reports what a reviewer asks about, not which lines
/// moved: keys added and removed, translations and plural forms changed per locale,
/// accessors whose signature changed (a change that breaks callers), and findings of the
/// validation that appeared or went away.
///
/// Both sides run through the same stages as `lint` (``LocalizationPipeline/check(_:cldr:options:warningsAsErrors:onlyLocales:diagnostics:)``); paths
/// are taken relative to each side's folder, so that the same file in both compares equal.
public enum LocalizationDiff {
    /// One side: what the pipeline made of one folder.
    public struct Snapshot: Sendable {
        public var root: String
        public var tables: [LocalizationTable]
        public var models: [AccessorModel]
        /// The findings, with paths (and messages) relative to `root`.
        public var diagnostics: [Diagnostic]
    }

    /// Reads and validates the localizations under `root`.
    public static func snapshot(_ root: String, cldr: CLDRData, options: LocalizationCompiler.Options) -> Snapshot {
        // Absolute, so that only whole paths are made relative (a folder `pr` is in `en.lproj/`).
        var root = URL(fileURLWithPath: root).standardizedFileURL.path  // decoded, as path(percentEncoded: false) (macOS 13)
        if root.count > 1, root.hasSuffix("/") { root.removeLast() }
        let bag = DiagnosticBag()
        let validation = LocalizationPipeline.check([root], cldr: cldr, options: options, warningsAsErrors: false, diagnostics: bag)
        let tables = LocalizationLoader.load([root], developmentRegion: options.developmentRegion, selection: options.tables, diagnostics: DiagnosticBag())
        func relative(_ path: String) -> String {
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        func relative(_ location: SourceLocation?) -> SourceLocation? {
            location.map { SourceLocation(path: relative($0.path), line: $0.line, column: $0.column) }
        }
        let diagnostics = bag.diagnostics.filter { $0.kind != .baselined }.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location = relative(diagnostic.location)
            diagnostic.message = diagnostic.message.replacingAll(root + "/", with: "")
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                note.location = relative(note.location)
                return note
            }
            return diagnostic
        }
        var relativeTables = tables
        for index in relativeTables.indices {
            relativeTables[index].bundle = relative(relativeTables[index].bundle)
            if relativeTables[index].bundle == root { relativeTables[index].bundle = "" }
            for locale in relativeTables[index].locales.indices {
                for key in relativeTables[index].locales[locale].entries.keys {
                    relativeTables[index].locales[locale].entries[key]!.keyLocation.path = relative(
                        relativeTables[index].locales[locale].entries[key]!.keyLocation.path)
                }
            }
        }
        return Snapshot(root: root, tables: relativeTables, models: validation.models, diagnostics: diagnostics)
    }

    /// A key that one side has and the other has not.
    public struct KeyChange: Sendable, Hashable {
        public var table: String
        public var key: String
        /// The locales that have it.
        public var locales: [String]
        /// Its accessor, when it has one: `L10n.filesRemaining(_ files: Int) -> String`.
        public var signature: String?
        public var location: SourceLocation?
    }

    /// An accessor of a key both sides have, declared differently.
    /// `nil` on one side when the key has no accessor there: it left or entered the development
    /// region, or a defect there keeps it out.
    public struct SignatureChange: Sendable, Hashable {
        public var table: String
        public var key: String
        public var old: String?
        public var new: String?
        public var location: SourceLocation?
    }

    /// One form of one key in one locale: `text` for a plain string, `files.few` for a plural
    /// form, `format` for the format around the variables, `width 20: …` inside variants.
    public struct FormChange: Sendable, Hashable {
        public var table: String
        public var key: String
        public var locale: String
        public var form: String
        /// `nil` when the form is new.
        public var old: String?
        /// `nil` when the form was removed.
        public var new: String?
        public var location: SourceLocation?
    }

    public struct Report: Sendable {
        public var tablesAdded: [String] = []
        public var tablesRemoved: [String] = []
        public var keysAdded: [KeyChange] = []
        public var keysRemoved: [KeyChange] = []
        public var signaturesChanged: [SignatureChange] = []
        public var formsChanged: [FormChange] = []
        public var diagnosticsAppeared: [Diagnostic] = []
        public var diagnosticsResolved: [Diagnostic] = []

        public var hasChanges: Bool {
            !(tablesAdded.isEmpty && tablesRemoved.isEmpty && keysAdded.isEmpty && keysRemoved.isEmpty && signaturesChanged.isEmpty
                && formsChanged.isEmpty && diagnosticsAppeared.isEmpty && diagnosticsResolved.isEmpty)
        }
    }

    public static func compare(old: Snapshot, new: Snapshot) -> Report {
        var report = Report()
        func tableName(_ table: LocalizationTable) -> String { table.bundle.isEmpty ? table.name : table.bundle + ": " + table.name }
        let oldTables = Dictionary(old.tables.map { (tableName($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newTables = Dictionary(new.tables.map { (tableName($0), $0) }, uniquingKeysWith: { first, _ in first })
        report.tablesAdded = newTables.keys.filter { oldTables[$0] == nil }.sorted()
        report.tablesRemoved = oldTables.keys.filter { newTables[$0] == nil }.sorted()
        let oldSignatures = signatures(old.models)
        let newSignatures = signatures(new.models)

        for name in Set(oldTables.keys).union(newTables.keys).sorted() {
            let before = oldTables[name]
            let after = newTables[name]
            let oldKeys = keyLocales(before)
            let newKeys = keyLocales(after)
            for key in UTF8Order.sorted(Set(oldKeys.keys).union(newKeys.keys)) {
                let table = before?.name ?? after!.name
                switch (oldKeys[key], newKeys[key]) {
                case (nil, let locales?):
                    report.keysAdded.append(
                        KeyChange(
                            table: name, key: key, locales: locales, signature: newSignatures[[table, key]],
                            location: location(of: key, in: after!)))
                case (let locales?, nil):
                    report.keysRemoved.append(
                        KeyChange(
                            table: name, key: key, locales: locales, signature: oldSignatures[[table, key]],
                            location: location(of: key, in: before!)))
                default:
                    let was = oldSignatures[[table, key]]
                    let now = newSignatures[[table, key]]
                    if was != now {
                        report.signaturesChanged.append(SignatureChange(table: name, key: key, old: was, new: now, location: location(of: key, in: after!)))
                    }
                    let locales = Set(before!.locales.map(\.locale)).union(after!.locales.map(\.locale)).sorted()
                    for locale in locales {
                        let oldEntry = before!.strings(for: locale)?.entries[key]
                        let newEntry = after!.strings(for: locale)?.entries[key]
                        let oldForms = oldEntry.map { forms($0.content) } ?? [:]
                        let newForms = newEntry.map { forms($0.content) } ?? [:]
                        for form in Set(oldForms.keys).union(newForms.keys).sorted(by: formOrder) where oldForms[form] != newForms[form] {
                            report.formsChanged.append(
                                FormChange(
                                    table: name, key: key, locale: locale, form: form, old: oldForms[form], new: newForms[form],
                                    location: (newEntry ?? oldEntry)?.keyLocation))
                        }
                    }
                }
            }
        }

        // Findings, matched by what they are about (as a baseline matches them), counted.
        var oldCounts: [Baseline.Fingerprint: Int] = [:]
        for diagnostic in old.diagnostics { oldCounts[Baseline.Fingerprint(diagnostic), default: 0] += 1 }
        var newCounts: [Baseline.Fingerprint: Int] = [:]
        for diagnostic in new.diagnostics { newCounts[Baseline.Fingerprint(diagnostic), default: 0] += 1 }
        var seen: [Baseline.Fingerprint: Int] = [:]
        for diagnostic in new.diagnostics {
            let fingerprint = Baseline.Fingerprint(diagnostic)
            seen[fingerprint, default: 0] += 1
            if seen[fingerprint]! > oldCounts[fingerprint, default: 0] { report.diagnosticsAppeared.append(diagnostic) }
        }
        seen = [:]
        for diagnostic in old.diagnostics {
            let fingerprint = Baseline.Fingerprint(diagnostic)
            seen[fingerprint, default: 0] += 1
            if seen[fingerprint]! > newCounts[fingerprint, default: 0] { report.diagnosticsResolved.append(diagnostic) }
        }
        return report
    }

    /// The locales of each key of a table.
    static func keyLocales(_ table: LocalizationTable?) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for strings in table?.locales ?? [] {
            for key in strings.entries.keys { result[key, default: []].append(strings.locale) }
        }
        return result
    }

    /// Where a key is: in the first locale (by identifier) that has it.
    static func location(of key: String, in table: LocalizationTable) -> SourceLocation? {
        table.locales.lazy.compactMap { $0.entries[key]?.keyLocation }.first
    }

    /// Each accessor's declaration, by table name and key.
    static func signatures(_ models: [AccessorModel]) -> [[String]: String] {
        var result: [[String]: String] = [:]
        for model in models {
            for named in model.keys {
                let owner = ([model.typeName] + named.path).joined(separator: ".")
                let declaration =
                    named.isProperty
                    ? "\(owner).\(named.member): String"
                    : "\(owner).\(named.member)("
                        + named.parameters.map { parameter in
                            (parameter.label.map { $0 == parameter.name ? $0 : "\($0) \(parameter.name)" } ?? "_ \(parameter.name)") + ": " + parameter.type
                        }.joined(separator: ", ") + ") -> String"
                result[[model.table.name, named.key.key]] = result[[model.table.name, named.key.key]] ?? declaration
            }
        }
        return result
    }

    /// The forms of an entry by name, as written.
    static func forms(_ content: EntryContent, prefix: String = "") -> [String: String] {
        switch content {
        case .format(let format, _):
            return [prefix + "text": text(format)]
        case .variables(let format, _, let variables):
            var result = [prefix + "format": text(format)]
            for name in variables.keys.sorted() {
                switch variables[name]!.kind {
                case .plural(let valueType, _, let forms):
                    if let valueType { result[prefix + name + ".valueType"] = valueType }
                    for form in forms {
                        let key =
                            switch form.key {
                            case .exact(let value): "=\(value)"
                            case .category(let category): category.name
                            }
                        result[prefix + name + "." + key] = form.raw
                    }
                case .widths(let widths):
                    for width in widths { result[prefix + name + ".width \(width.width)"] = text(width.form) }
                case .devices(let devices):
                    for device in devices { result[prefix + name + "." + device.device] = text(device.form) }
                }
            }
            return result
        case .widths(let variants):
            return variants.reduce(into: [:]) { result, variant in result.merge(forms(variant.content, prefix: prefix + "width \(variant.width): ")) { $1 } }
        case .devices(let variants):
            return variants.reduce(into: [:]) { result, variant in result.merge(forms(variant.content, prefix: prefix + "\(variant.device): ")) { $1 } }
        }
    }

    /// Forms in reading order: the format first, then each variable's forms as CLDR orders
    /// categories (`=0`, `zero`, `one`, `two`, `few`, `many`, `other`).
    static func formOrder(_ a: String, _ b: String) -> Bool {
        func rank(_ form: String) -> (String, Int, String) {
            guard let dot = form.lastIndex(of: ".") else { return ("", form == "format" || form == "text" ? 0 : 1, form) }
            let suffix = String(form[form.index(after: dot)...])
            let order = ["valueType", "zero", "one", "two", "few", "many", "other"]
            let position = suffix.hasPrefix("=") ? 1 : (order.firstIndex(of: suffix).map { $0 == 0 ? 0 : $0 + 1 } ?? order.count + 1)
            return (String(form[..<dot]), position, suffix)
        }
        return rank(a) < rank(b)
    }

    /// A format string as written.
    static func text(_ format: FormatString) -> String {
        format.segments.map { segment in
            switch segment {
            case .text(let text): text
            case .specifier(let specifier): specifier.text
            case .variable(let name, let position, _): "%" + (position.map { "\($0)$" } ?? "") + "#@\(name)@"
            }
        }.joined()
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
