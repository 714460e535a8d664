/// The localization stages wired together: `.lproj` files → tables → validated, compiled
/// tables → `PluralRules.swift` (rules for the shipped locales, with the run-time support)
/// and one accessor file per table.
public enum LocalizationPipeline {
    public struct Output: Sendable {
        /// File name → contents: `PluralRules.swift` and `<Table>.swift` for each table.
        public var files: [(name: String, contents: String)]
        public var tables: [CompiledTable]
    }

    /// Reads and validates; returns the compiled tables, or `nil` when there are errors
    /// (after `warningsAsErrors` turned warnings into errors).
    public static func validate(_ paths: [String], cldr: CLDRData, options: LocalizationCompiler.Options, warningsAsErrors: Bool,
                                onlyLocales: [String]? = nil, diagnostics: DiagnosticCollector) -> [CompiledTable]? {
        let bag = DiagnosticBag()
        var tables = LocalizationLoader.load(paths, developmentRegion: options.developmentRegion, diagnostics: bag)
        if let onlyLocales {
            let allowed = Set(onlyLocales.map(LocalizationLoader.canonicalLocale)).union([LocalizationLoader.canonicalLocale(options.developmentRegion)])
            for index in tables.indices { tables[index].locales.removeAll { !allowed.contains($0.locale) } }
        }
        if tables.isEmpty && !bag.hasErrors {
            bag.report(.noLocalizations, "no .strings or .stringsdict files inside .lproj folders under \(paths.joined(separator: ", "))", at: nil)
        }
        let compiled = LocalizationCompiler.compile(tables, cldr: cldr, options: options, diagnostics: bag)
        var hasErrors = false
        for diagnostic in bag.diagnostics {
            var diagnostic = diagnostic
            if warningsAsErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
            if diagnostic.severity == .error { hasErrors = true }
            diagnostics.report(diagnostic)
        }
        return hasErrors ? nil : compiled
    }

    /// Validates and generates; `nil` when there are errors, so that nothing is written.
    /// - Parameter onlyTable: write only this table's accessors, not `PluralRules.swift` (the
    ///   build plugin runs one command per table, and `generate --localization-support` once).
    public static func generate(_ paths: [String], cldr: CLDRData, options: LocalizationCompiler.Options, warningsAsErrors: Bool,
                                onlyLocales: [String]? = nil, onlyTable: String? = nil, diagnostics: DiagnosticCollector) -> Output? {
        guard var tables = validate(paths, cldr: cldr, options: options, warningsAsErrors: warningsAsErrors, onlyLocales: onlyLocales,
                                    diagnostics: diagnostics) else { return nil }
        if let onlyTable {
            tables = tables.filter { $0.name == onlyTable }
            guard !tables.isEmpty else {
                diagnostics.report(.unknownTable, "no table named '\(onlyTable)' in \(paths.joined(separator: ", "))", at: nil)
                return nil
            }
            return Output(files: tables.map { table in
                (name: "\(table.name).swift", contents: AccessorEmitter.emit(table, access: options.access, inputs: inputsDescription(table)))
            }, tables: tables)
        }
        let shipped = Set(tables.flatMap(\.locales))
        let resolver = cldr.resolver(.cardinal)
        let ruleLocales = shipped.filter { resolver.resolve($0) != nil }.sorted() + ["root"]
        let rulesDiagnostics = DiagnosticBag()
        guard var rules = PluralRulesPipeline.compile(cldr, options: .init(locales: ruleLocales, types: [.cardinal], access: options.access), diagnostics: rulesDiagnostics) else {
            rulesDiagnostics.diagnostics.forEach(diagnostics.report)
            return nil
        }
        rules.shape = .namespaced
        var files = [(name: "PluralRules.swift", contents: RulesEmitter.emit(rules))]
        for table in tables {
            files.append((name: "\(table.name).swift", contents: AccessorEmitter.emit(table, access: options.access, inputs: inputsDescription(table))))
        }
        return Output(files: files, tables: tables)
    }

    static func inputsDescription(_ table: CompiledTable) -> String {
        "\(table.name).strings/.stringsdict in \(table.locales.joined(separator: ", "))"
    }
}
