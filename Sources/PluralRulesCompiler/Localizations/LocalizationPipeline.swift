/// The localization stages wired together. Each stage is a value-to-value function with a
/// named result, and never reaches back into an earlier one:
///
/// ```
/// paths ──LocalizationLoader.sources──▶ [LocalizationFile]                   the inputs
///   ──LocalizationReader.read──▶ [LocatedTable] ──LocalizationLoader.merge──▶ [LocalizationTable]
///   ──LocalizationCompiler.compile──▶ [CompiledTable]                          validated
///   ──AccessorModel.build──▶ [AccessorModel]                                   named
///   ──AccessorEmitter, RulesEmitter──▶ [GeneratedFile]                         Swift
/// ```
///
/// `lint` runs the stages up to the names (every diagnostic the accessors would cause);
/// `accessors` and the build plugin run them all.
public enum LocalizationPipeline {
    public struct Output: Sendable {
        /// `PluralRules.swift` (with the embedded runtime), then each table's files.
        public var files: [GeneratedFile]
        public var models: [AccessorModel]
        /// Whether errors were reported: the files leave out what they broke, and the run fails.
        public var hasErrors = false
    }

    /// What checking a project found: the models of what is usable, and whether anything is
    /// an error (after the policy and the baseline).
    public struct Validation: Sendable {
        public var models: [AccessorModel]
        public var hasErrors: Bool
    }

    /// Reads, validates and names everything usable; reports what is not. A defect leaves out
    /// what it breaks (one translation, one key) and nothing else, so the models are there
    /// even when there are errors.
    public static func check(
        _ paths: [String], cldr: CLDRData, options: LocalizationCompiler.Options, warningsAsErrors: Bool,
        onlyLocales: [String]? = nil, diagnostics: DiagnosticCollector
    ) -> Validation {
        var policy = options.policy
        policy.warningsAsErrors = policy.warningsAsErrors || warningsAsErrors
        let bag = DiagnosticBag()
        var tables = LocalizationLoader.load(paths, developmentRegion: options.developmentRegion, selection: options.tables, diagnostics: bag)
        if let onlyLocales {
            let allowed = Set(onlyLocales.map(LocalizationLoader.canonicalLocale)).union([LocalizationLoader.canonicalLocale(options.developmentRegion)])
            for index in tables.indices { tables[index].locales.removeAll { !allowed.contains($0.locale) } }
        }
        if tables.isEmpty && !bag.hasErrors {
            let skipped = bag.diagnostics.filter { $0.kind == .notAStringsTable }.count
            if skipped > 0 {
                var nothing = Diagnostic(
                    .noLocalizations,
                    "nothing to check under \(paths.joined(separator: ", ")): the \(skipped) table\(skipped == 1 ? " found is" : "s found are") not NSLocalizedString tables (the notes say which)",
                    at: nil)
                nothing.severity = .warning
                bag.report(nothing)
            } else {
                bag.report(
                    .noLocalizations,
                    "no .strings or .stringsdict files inside .lproj folders, nor .xcstrings String Catalogs, under \(paths.joined(separator: ", "))", at: nil)
            }
        }
        let compiled = LocalizationCompiler.compile(tables, cldr: cldr, options: options, diagnostics: bag)
        // What was read is most of the memory, and freeing it is some 0.15 s of one core at
        // 10,000 keys × 10 locales: another core frees it while the models are built and written.
        ParallelStage.release(consume tables)
        let models = compiled.map { AccessorModel.build($0, typeName: $0.typeName, style: options.keyStyle, diagnostics: bag) }
        var developmentRegions: [String: String] = [:]
        for table in compiled { developmentRegions[table.name] = table.developmentRegion }
        // In file and line order, as compilers print them (what belongs to no file first).
        var judged = policy.apply(bag.diagnostics, developmentRegions: developmentRegions).enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (nil, nil): a.offset < b.offset
            case (nil, _): true
            case (_, nil): false
            case (let x?, let y?): (x.path, x.line, x.column, a.offset) < (y.path, y.line, y.column, b.offset)
            }
        }.map(\.element)
        if let baseline = options.baseline {
            let (new, baselined) = baseline.filter(judged)
            judged = new
            if baselined > 0 {
                judged.append(
                    Diagnostic(
                        .baselined, "\(baselined) known finding\(baselined == 1 ? " is" : "s are") in the baseline \(baseline.path) and not shown", at: nil))
            }
        }
        var hasErrors = false
        for diagnostic in judged {
            if diagnostic.severity == .error { hasErrors = true }
            diagnostics.report(diagnostic)
        }
        return Validation(models: models, hasErrors: hasErrors)
    }

    /// Reads, validates and names; returns the tables' models, or `nil` when there are errors
    /// (after `warningsAsErrors` turned warnings into errors).
    public static func validate(
        _ paths: [String], cldr: CLDRData, options: LocalizationCompiler.Options, warningsAsErrors: Bool,
        onlyLocales: [String]? = nil, diagnostics: DiagnosticCollector
    ) -> [AccessorModel]? {
        let validation = check(paths, cldr: cldr, options: options, warningsAsErrors: warningsAsErrors, onlyLocales: onlyLocales, diagnostics: diagnostics)
        return validation.hasErrors ? nil : validation.models
    }

    /// Validates and generates everything usable; `hasErrors` in the output says whether the
    /// run failed (the files are still the ones to write: they compile, and leave out only
    /// what the errors broke). `nil` only when nothing can be generated at all. With
    /// `onlyTable`, only that table's files are written, not `PluralRules.swift` (the build
    /// plugin runs one command per table, and `generate --localization-support` once).
    public static func generate(
        _ paths: [String], cldr: CLDRData, options: LocalizationCompiler.Options, warningsAsErrors: Bool,
        onlyLocales: [String]? = nil, onlyTable: String? = nil, diagnostics: DiagnosticCollector
    ) -> Output? {
        let validation = check(
            paths, cldr: cldr, options: options, warningsAsErrors: warningsAsErrors, onlyLocales: onlyLocales,
            diagnostics: diagnostics)
        var models = validation.models
        var files: [GeneratedFile] = []
        if let onlyTable {
            models = models.filter { $0.table.name == onlyTable }
            if models.isEmpty {
                // A table that is there but gets no accessors (left out by the configuration,
                // or without its development region, which is reported) still gets its files,
                // which declare nothing: the build plugin declared them as outputs.
                let found = Set(LocalizationLoader.inputs(in: paths, diagnostics: DiagnosticBag()).sources.map(\.file.table))
                guard found.contains(onlyTable) else {
                    diagnostics.report(.unknownTable, "no table named '\(onlyTable)' in \(paths.joined(separator: ", "))", at: nil)
                    return nil
                }
                let stubs = LocalizationFile.generatedFiles(forTable: onlyTable).map {
                    GeneratedFile(
                        name: $0,
                        contents: CodePrinter.commentSafe(
                            "// Generated by plural-rules. Table '\(onlyTable)' has no accessors: the diagnostics of the build say why.") + "\n")
                }
                return Output(files: stubs, models: [], hasErrors: validation.hasErrors)
            }
        } else if options.runtime == .embedded {
            guard
                let rules = embeddedRules(
                    for: Set(models.flatMap(\.table.locales)), cldr: cldr, ordinals: options.ordinals,
                    numbers: options.numbers, diagnostics: diagnostics)
            else {
                return nil
            }
            files.append(GeneratedFile(name: LocalizationFile.generatedRulesFile, contents: rules))
        }
        // One run writes one type per table name: of a table in several bundles (reported
        // by the loader), the first bundle's is generated, and each other is an error.
        var generated: [String: String] = [:]
        var hasErrors = validation.hasErrors
        models = models.filter { model in
            guard let first = generated[model.table.name] else {
                generated[model.table.name] = model.table.bundle
                return true
            }
            var diagnostic = Diagnostic(
                .duplicateTable,
                "table '\(model.table.name)' of \(model.table.bundle) gets no accessors: those of \(first) have its name, and one run writes one type per table; run accessors once per bundle (--input \(model.table.bundle))",
                at: nil, subject: .init(table: model.table.name, locale: nil, key: nil))
            diagnostic.severity = .error
            diagnostics.report(diagnostic)
            hasErrors = true
            return false
        }
        for model in models {
            files += AccessorEmitter.emit(
                model, access: options.access, runtime: options.runtime, inputs: inputsDescription(model.table),
                numbers: options.numbers)
        }
        return Output(files: files, models: models, hasErrors: hasErrors)
    }

    /// The module's `PluralRules.swift`: the embedded runtime, internal and namespaced, with
    /// the rules of `shipped` (and their ordinal rules when `ordinals`), and the number data of
    /// their languages (root's alone when `numbers` is plain).
    public static func embeddedRules(
        for shipped: Set<String>, cldr: CLDRData, ordinals: Bool,
        numbers: LocalizationCompiler.Numbers = .localized, diagnostics: DiagnosticCollector
    ) -> String? {
        let types: [PluralRuleType] = ordinals ? [.cardinal, .ordinal] : [.cardinal]
        guard
            var rules = PluralRulesPipeline.compile(
                cldr, options: .init(locales: ruleLocales(shipped, cldr: cldr), types: types, access: .internal),
                diagnostics: diagnostics)
        else { return nil }
        rules.shape = .namespaced
        var printer = CodePrinter()
        printer.line()
        printer.block("extension \(RuntimeEmbedding.namespace)") { printer in
            let data = cldr.numbers ?? CLDRNumberData(text: "numbering latn 0123456789\nlocale root latn 1 latn . , - + 3 3\n")
            data.emitRuntimeData(for: shipped, localized: numbers == .localized, into: &printer)
        }
        return RulesEmitter.emit(rules) + printer.text
    }

    /// The CLDR locales whose rules a module needs for the localizations it ships: each one
    /// CLDR has rules for, plus `root` (the rules of every other one).
    public static func ruleLocales(_ shipped: Set<String>, cldr: CLDRData) -> [String] {
        let resolver = cldr.resolver(.cardinal)
        return shipped.filter { resolver.resolve($0) != nil }.sorted() + ["root"]
    }

    static func inputsDescription(_ table: CompiledTable) -> String {
        "\(table.name).\(table.isCatalog ? "xcstrings" : "strings/.stringsdict") in \(table.locales.joined(separator: ", "))"
    }
}

/// One file the generator writes: its name in the output folder and its contents.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
