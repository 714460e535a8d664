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
                                diagnostics: DiagnosticCollector) -> [CompiledTable]? {
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load(paths, developmentRegion: options.developmentRegion, diagnostics: bag)
        if tables.isEmpty && !bag.hasErrors {
            bag.report(.error("no-localizations", "no .strings or .stringsdict files inside .lproj folders under \(paths.joined(separator: ", "))", at: nil))
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
    public static func generate(_ paths: [String], cldr: CLDRData, options: LocalizationCompiler.Options, warningsAsErrors: Bool,
                                diagnostics: DiagnosticCollector) -> Output? {
        guard let tables = validate(paths, cldr: cldr, options: options, warningsAsErrors: warningsAsErrors, diagnostics: diagnostics) else { return nil }
        let shipped = Set(tables.flatMap(\.locales))
        let resolver = cldr.resolver(.cardinal)
        let ruleLocales = shipped.filter { resolver.resolve($0) != nil }.sorted() + ["root"]
        let rulesDiagnostics = DiagnosticBag()
        guard var rules = PluralRulesPipeline.compile(cldr, options: .init(locales: ruleLocales, types: [.cardinal], access: options.access), diagnostics: rulesDiagnostics) else {
            rulesDiagnostics.diagnostics.forEach(diagnostics.report)
            return nil
        }
        rules.includesLocalizationSupport = true
        var files = [(name: "PluralRules.swift", contents: RulesEmitter.emit(rules))]
        for table in tables {
            let inputs = "\(table.name).strings/.stringsdict in \(table.locales.joined(separator: ", "))"
            files.append((name: "\(table.name).swift", contents: AccessorEmitter.emit(table, access: options.access, inputs: inputs)))
        }
        return Output(files: files, tables: tables)
    }
}
