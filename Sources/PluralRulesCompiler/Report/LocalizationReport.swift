/// What `plural-rules report` shows, as a value: a matrix of tables × locales (how much of the
/// development region each locale translates, how many plural variables have every form the
/// locale's CLDR rules select, the String Catalog states, the findings by kind) and every
/// finding, counted as `lint --format json` lists them.
///
/// It is computed from the validated tables and the diagnostics of one
/// ``LocalizationPipeline/check(_:cldr:options:warningsAsErrors:onlyLocales:diagnostics:)`` run,
/// after the severity policy and the baseline, and rendered by ``HTMLReportRenderer`` and
/// ``MarkdownReportRenderer``:
///
/// ```swift
/// let diagnostics = DiagnosticBag()
/// let validation = LocalizationPipeline.check(paths, cldr: cldr, options: options, warningsAsErrors: false, diagnostics: diagnostics)
/// let report = LocalizationReport.build(tables: validation.models.map(\.table), diagnostics: diagnostics.diagnostics,
///                                       cldr: cldr, inputs: paths)
/// let html = HTMLReportRenderer.render(report)
/// ```
///
/// Everything is sorted: the same input gives the same report, byte for byte.
public struct LocalizationReport: Sendable, Hashable {
    /// The paths the report is about, as given.
    public var inputs: [String]
    /// The CLDR release the translations were checked against, when known.
    public var cldrVersion: String?
    /// Every table: the ones with accessors, then the ones only findings name (a table without
    /// its development region, one that is not an `NSLocalizedString` table), by name.
    public var tables: [Table]
    /// Every finding, in the order `lint` reports them (by file and line).
    public var findings: [Diagnostic]
    /// For each finding, the index in ``tables`` of the table it is about (of the bundle that
    /// holds its file, where a name is in several bundles); `nil` for findings about no table.
    public var findingTables: [Int?]
    /// The findings by kind, severity, table and locale (sorted by table, locale, id, severity).
    public var counts: [Count]
    /// All findings by severity and kind.
    public var totals: Tally
    /// For each finding, whether `plural-rules fix` fixes it (an edit it is certain of, where
    /// ``LocalizationFixer/plan(_:cldr:developmentRegion:only:)`` makes one); empty when the
    /// report was built without fixes.
    public var findingFixable: [Bool] = []

    /// How many findings `plural-rules fix` fixes.
    public var fixable: Int { findingFixable.lazy.filter { $0 }.count }

    /// One table (a `.strings`/`.stringsdict` pair's name, or a String Catalog's).
    public struct Table: Sendable, Hashable {
        /// The table's name: `Localizable` for `Localizable.strings` or `Localizable.xcstrings`.
        public var name: String
        /// The bundle it was read from (``CompiledTable/bundle``): a folder given, or one inside
        /// it where a table's files are in several places; empty for files given one by one and
        /// for tables that were not checked.
        public var bundle: String
        /// The locale whose keys define the table; `nil` when the table has none (it then gets
        /// no accessors, and a finding says why).
        public var developmentRegion: String?
        /// Whether a String Catalog (`.xcstrings`) holds it.
        public var isCatalog: Bool
        /// The development region's usable keys that expect a translation: the denominator of
        /// every locale's translated share (keys marked `shouldTranslate: false` are left out,
        /// and so are stale keys unless they get accessors).
        public var keys: Int
        /// One row per locale: the development region first, then by identifier.
        public var rows: [Row]
        /// The table's findings that are about no one locale (a key every translation lacks,
        /// a missing development region).
        public var tableFindings: Tally

        /// Whether the table was validated (it has a development region and accessors).
        public var isChecked: Bool { developmentRegion != nil }

        /// All of the table's findings, its rows' and its own.
        public var findings: Tally { rows.map(\.findings).reduce(tableFindings, +) }
    }

    /// One locale of one table.
    public struct Row: Sendable, Hashable {
        /// The locale in BCP 47 form: `pt-BR`.
        public var locale: String
        /// Whether it is the table's development region, whose keys define the table.
        public var isDevelopmentRegion: Bool
        /// Whether the table ships this locale; `false` for a locale only findings name.
        public var isShipped: Bool
        /// The table's keys (``Table/keys``) this locale translates with a usable translation:
        /// one that users see. An empty translation, one that takes other arguments than the
        /// development region's, or one that cannot be read is not counted: users see the
        /// development region's text there, and a finding says why.
        public var translated: Int
        /// The plural variables of this locale's usable translations (one per argument a
        /// `%#@…@` variable or a catalog's plural variation selects by, per key).
        public var pluralVariables: Int
        /// Those that have a form for every category the locale's CLDR rules select for the
        /// variable's type (integers select fewer than decimals): the variables without a
        /// `missing-category` problem.
        public var completePluralVariables: Int
        /// The categories the incomplete variables lack, in CLDR's order: what to add.
        public var missingCategories: [PluralCategory] = []
        /// The String Catalog states of the locale's keys; `nil` for other tables and for the
        /// development region.
        public var catalogStates: CatalogStates?
        /// The findings about this locale of the table.
        public var findings: Tally
    }

    /// Findings counted by severity and by kind.
    public struct Tally: Sendable, Hashable {
        /// Findings of severity `error`, after the severity policy.
        public var errors = 0
        /// Findings of severity `warning`.
        public var warnings = 0
        /// Findings of severity `note`.
        public var notes = 0
        /// By kind; read it sorted through ``kinds``.
        public var byKind: [DiagnosticKind: Int] = [:]

        /// No findings.
        public init() {}

        /// All findings, whatever their severity.
        public var total: Int { errors + warnings + notes }

        /// The kinds found and how often, the most frequent first, then by id.
        public var kinds: [(kind: DiagnosticKind, count: Int)] {
            byKind.map { ($0.key, $0.value) }.sorted { ($1.1, $0.0.id) < ($0.1, $1.0.id) }
        }

        /// The count of one severity.
        public func count(_ severity: DiagnosticSeverity) -> Int {
            switch severity {
            case .error: errors
            case .warning: warnings
            case .note: notes
            }
        }

        mutating func add(_ diagnostic: Diagnostic) {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            byKind[diagnostic.kind, default: 0] += 1
        }

        static func + (lhs: Tally, rhs: Tally) -> Tally {
            var sum = lhs
            sum.errors += rhs.errors
            sum.warnings += rhs.warnings
            sum.notes += rhs.notes
            sum.byKind.merge(rhs.byKind, uniquingKeysWith: +)
            return sum
        }
    }

    /// How many findings share a kind, a severity, a table and a locale: the grouping a test
    /// compares with `lint --format json`.
    public struct Count: Sendable, Hashable, Comparable {
        /// What the findings are, by their id (`missing-category`).
        public var kind: DiagnosticKind
        /// Their severity after the severity policy.
        public var severity: DiagnosticSeverity
        /// `nil` for findings about no table.
        public var table: String?
        /// `nil` for findings about no one locale.
        public var locale: String?
        /// How many there are.
        public var count: Int

        /// By table, locale, id and severity (what is about none first).
        public static func < (lhs: Count, rhs: Count) -> Bool {
            (lhs.table ?? "", lhs.locale ?? "", lhs.kind.id, lhs.severity.rawValue) < (rhs.table ?? "", rhs.locale ?? "", rhs.kind.id, rhs.severity.rawValue)
        }
    }

    /// Every locale of every table, sorted by identifier: the overview's rows.
    public var locales: [String] {
        UTF8Order.sorted(Set(tables.flatMap { $0.rows.map(\.locale) }))
    }

    /// The table named `name`.
    public func table(_ name: String) -> Table? { tables.first { $0.name == name } }

    /// The findings of no table (a path that does not exist, the baseline's count).
    public var unattributed: Tally {
        var tally = Tally()
        for finding in findings where Self.table(of: finding) == nil { tally.add(finding) }
        return tally
    }

    /// The table a finding is about, if any.
    public static func table(of finding: Diagnostic) -> String? {
        guard let table = finding.subject?.table, !table.isEmpty else { return nil }
        return table
    }

    // MARK: Building

    /// The report of one run: `tables` are the validated tables (``AccessorModel/table``),
    /// `diagnostics` everything the run reported, as lint would print it, and `fixable` the
    /// findings `plural-rules fix` fixes (each ``TextEdit``'s `finding`).
    public static func build(
        tables compiled: [CompiledTable], diagnostics: [Diagnostic], cldr: CLDRData, inputs: [String], fixable: Set<Diagnostic> = []
    ) -> LocalizationReport {
        // The validated tables, each locale measured on its own core.
        let pairs = compiled.enumerated().flatMap { index, table in table.locales.map { (index: index, table: table, locale: $0) } }
        let measured = ParallelStage.map(pairs, diagnostics: DiagnosticBag()) { pair, _ in
            measure(pair.locale, of: pair.table, cldr: cldr)
        }
        var tables = compiled.map { table in
            Table(
                name: table.name, bundle: table.bundle, developmentRegion: table.developmentRegion, isCatalog: table.isCatalog,
                keys: table.keys.filter(\.shouldTranslate).count, rows: [], tableFindings: Tally())
        }
        for (pair, row) in zip(pairs, measured) { tables[pair.index].rows.append(row) }

        // Each finding to its table (of the bundle that holds its file, where one name is in
        // several) and locale; counted as lint's JSON groups them.
        struct Group: Hashable { var kind: DiagnosticKind; var severity: DiagnosticSeverity; var table: String?; var locale: String? }
        var groups: [Group: Int] = [:]
        var totals = Tally()
        var placements: [Int?] = []
        placements.reserveCapacity(diagnostics.count)
        var byName: [String: [Int]] = [:]
        for (index, table) in tables.enumerated() { byName[table.name, default: []].append(index) }
        for finding in diagnostics {
            totals.add(finding)
            let name = Self.table(of: finding)
            let locale = finding.subject?.locale
            groups[Group(kind: finding.kind, severity: finding.severity, table: name, locale: locale), default: 0] += 1
            guard let name else {
                placements.append(nil)
                continue
            }
            let index: Int
            if let candidates = byName[name] {
                index = Self.bundle(of: finding, among: candidates.map { (index: $0, bundle: tables[$0].bundle) })
            } else {
                // A table only findings name: no development region, or not checked at all.
                index = tables.count
                tables.append(Table(name: name, bundle: "", developmentRegion: nil, isCatalog: false, keys: 0, rows: [], tableFindings: Tally()))
                byName[name] = [index]
            }
            placements.append(index)
            guard let locale else {
                tables[index].tableFindings.add(finding)
                continue
            }
            if let row = tables[index].rows.firstIndex(where: { $0.locale == locale }) {
                tables[index].rows[row].findings.add(finding)
            } else {
                // A locale the table does not ship (left out by the configuration's locales).
                var row = Row(
                    locale: locale, isDevelopmentRegion: false, isShipped: false, translated: 0, pluralVariables: 0,
                    completePluralVariables: 0, catalogStates: nil, findings: Tally())
                row.findings.add(finding)
                tables[index].rows.append(row)
            }
        }
        let counts = groups.map { Count(kind: $0.key.kind, severity: $0.key.severity, table: $0.key.table, locale: $0.key.locale, count: $0.value) }.sorted()
        for index in tables.indices {
            tables[index].rows.sort { a, b in
                a.isDevelopmentRegion != b.isDevelopmentRegion ? a.isDevelopmentRegion : UTF8Order.precedes(a.locale, b.locale)
            }
        }
        let order = tables.indices.sorted { x, y in
            let (a, b) = (tables[x], tables[y])
            if a.isChecked != b.isChecked { return a.isChecked }
            if a.name != b.name { return UTF8Order.precedes(a.name, b.name) }
            return UTF8Order.precedes(a.bundle, b.bundle)
        }
        var position = Array(repeating: 0, count: tables.count)
        for (new, old) in order.enumerated() { position[old] = new }
        return LocalizationReport(
            inputs: inputs, cldrVersion: cldr.version, tables: order.map { tables[$0] }, findings: diagnostics,
            findingTables: placements.map { $0.map { position[$0] } }, counts: counts, totals: totals,
            findingFixable: fixable.isEmpty ? [] : diagnostics.map(fixable.contains))
    }

    /// Of tables of one name in several bundles, the one `finding` is about: the bundle whose
    /// folder holds its file (the deepest, as bundles nest), else the first.
    static func bundle(of finding: Diagnostic, among candidates: [(index: Int, bundle: String)]) -> Int {
        guard candidates.count > 1, let path = finding.location?.path else { return candidates[0].index }
        let holding = candidates.filter { !$0.bundle.isEmpty && path.hasPrefix($0.bundle + "/") }
        return holding.max { $0.bundle.utf8.count < $1.bundle.utf8.count }?.index ?? candidates[0].index
    }

    /// One locale's translated keys, plural variables and catalog states (findings are added
    /// by the caller).
    static func measure(_ locale: String, of table: CompiledTable, cldr: CLDRData) -> Row {
        let isDevelopmentRegion = locale == table.developmentRegion
        var translated = 0
        var variables = 0
        var complete = 0
        var missing: Set<PluralCategory> = []
        // The rule set the runtime selects by, root's for a locale CLDR has no rules for.
        let ruleSet = cldr.ruleSetOrRoot(for: locale, type: .cardinal)
        for key in table.keys {
            guard let plan = key.plans[locale] else { continue }
            if key.shouldTranslate { translated += 1 }
            guard let ruleSet else { continue }
            var completeByArgument: [Int: Bool] = [:]
            pluralVariables(in: plan, arguments: key.arguments, ruleSet: ruleSet, into: &completeByArgument, missing: &missing)
            variables += completeByArgument.count
            complete += completeByArgument.values.filter { $0 }.count
        }
        return Row(
            locale: locale, isDevelopmentRegion: isDevelopmentRegion, isShipped: true, translated: translated, pluralVariables: variables,
            completePluralVariables: complete, missingCategories: missing.sorted(),
            catalogStates: isDevelopmentRegion ? nil : table.catalogStates[locale], findings: Tally())
    }

    /// Each plural variable of `plan` by the argument it selects by, and whether it has a form
    /// for every category that values of the argument's type reach in `ruleSet` (what
    /// ``PluralFormChecks`` reports as `missing-category` otherwise). A variable nested in
    /// another's forms appears once per form, and is complete when every appearance is.
    static func pluralVariables(
        in plan: RenderPlan, arguments: [FormatArgument], ruleSet: PluralRuleSet, into result: inout [Int: Bool],
        missing: inout Set<PluralCategory>
    ) {
        func walk(_ fragments: [RenderFragment]) {
            for fragment in fragments {
                switch fragment {
                case .text: break
                case .plural(let argument, _, let forms):
                    let type = arguments.first { $0.position == argument }?.type
                    let coverage = PluralFormChecks.coverage(ruleSet, type.map(PluralFormChecks.ValueKind.init) ?? .integer)
                    let lacking = coverage.selected.filter { $0 != .other && forms[.category($0)] == nil }
                    missing.formUnion(lacking)
                    result[argument] = (result[argument] ?? true) && lacking.isEmpty
                    for key in forms.keys.sorted() { walk(forms[key]!) }
                case .widths(_, let forms), .devices(_, let forms):
                    forms.forEach(walk)
                }
            }
        }
        switch plan {
        case .fragments(let fragments): walk(fragments)
        case .widths(_, let plans), .devices(_, let plans):
            for nested in plans { pluralVariables(in: nested, arguments: arguments, ruleSet: ruleSet, into: &result, missing: &missing) }
        }
    }
}
