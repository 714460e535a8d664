import Foundation
import PluralRulesCompiler

/// `plural-rules accessors --input DIR... --output DIR` and `plural-rules lint PATH...`
enum AccessorsCommand {
    static let usage = """
        usage: plural-rules accessors --input PATH... --output DIR [options]

        Reads the localizations under each PATH (.strings and .stringsdict files in .lproj
        folders, and .xcstrings String Catalogs), checks every translation against CLDR, and writes PluralRules.swift (the rules of the
        shipped locales and the runtime, unless --runtime library) and three files per table:
        its typed accessors (Localizable.swift → L10n), their static conveniences
        (Localizable+Current.swift) and its translations as data (Localizable+Translations.swift).
        A defect leaves out only what it breaks: a broken translation shows the development
        region's text, a broken development-region entry gets no accessor. What is usable is
        written even when there are errors; the exit status is then 1.

          --input PATH               a folder (searched recursively) or a file; repeatable
                                     (default: the configuration's "localizations")
          --output DIR               where to write the generated files
        \(commonOptions)
          --table NAME               write only NAME's files (the build plugin runs one command per table)
          --access LEVEL             internal (default), package or public
          --enum-name TABLE=NAME     the type name for a table (default: L10n for Localizable)
          --key-style nested|flat    nest dotted keys (settings.title → L10n.Settings.title) or not
          --runtime embedded|library embedded (default): PluralRules.swift carries the runtime, internal to
                                     the module; library: the accessors import the PluralRules library
          --default-runtime R        the runtime when neither --runtime nor the configuration names one
                                     (the build plugin: library when the target depends on it)
        """

    static let lintUsage = """
        usage: plural-rules lint PATH... [options]

        Checks localizations (.strings, .stringsdict, .xcstrings) as 'accessors' does, without
        generating anything. Diagnostics are printed as path:line:col: severity: message [id];
        exit status 1 when there are errors.

          --format FORMAT            text (default) on standard error; on standard output: json,
                                     sarif (SARIF 2.1.0, for GitHub code scanning) or github
                                     (GitHub Actions annotations, paths relative to
                                     $GITHUB_WORKSPACE)
          --write-baseline FILE      record every finding in FILE and exit 0; with FILE as the
                                     baseline, only new findings are reported
        \(commonOptions)
        """

    static let commonOptions =
        checkOptions + """

              --all                      list every finding: no summary of mass findings such as
                                         hundreds of keys missing from the development region
            \(cldrOption)
            """

    /// What decides which findings there are: the options of every subcommand that checks
    /// (`report` too, which has no `--all` since it lists every finding).
    static let checkOptions = """
          --config FILE              a plural-rules.json (see Configuration.md); flags given here win
          --development-region L     the development region (default: en); Base.lproj is it
          --werror                   treat warnings as errors
          --severity ID=LEVEL        the severity of a diagnostic id: error, warning, note or ignore
                                     (repeatable; 'plural-rules explain' lists the ids)
          --baseline FILE            report only findings that are not in FILE (see --write-baseline)
          --include-table NAME       check only this table (repeatable; also InfoPlist and storyboard
                                     tables, which are skipped by default)
          --exclude-table NAME       leave a table out (repeatable)
        """

    static let cldrOption = """
          --cldr DIR                 CLDR data to validate against (default: the configuration's "cldr"
                                     folder, else the data the tool was built with)
        """

    struct Common {
        var paths: [String]
        var options: LocalizationCompiler.Options
        var warningsAsErrors: Bool
        var cldr: String?
        var configuration: PluginConfiguration?
        /// Whether text output sums up mass findings (not with `--all`).
        var summarize: Bool
    }

    /// `--development-region`, which must name a locale as the configuration's
    /// `developmentRegion` must (`e"n` would otherwise become the empty locale).
    static func developmentRegion(_ arguments: inout Arguments) throws(UsageError) -> String? {
        guard let region = try arguments.option("--development-region") else { return nil }
        guard !LocaleResolver.canonicalSubtags(region).isEmpty else {
            throw UsageError("--development-region takes a locale such as en or pt-BR, not '\(region)'")
        }
        return region
    }

    /// The configuration file at `path`; its errors printed, and a usage error, when it has any.
    static func loadConfiguration(_ path: String) throws(UsageError) -> PluginConfiguration {
        let diagnostics = DiagnosticBag()
        guard let configuration = PluginConfiguration.load(path, diagnostics: diagnostics) else {
            Console.print(diagnostics.diagnostics)
            throw UsageError("the configuration \(path) has errors")
        }
        return configuration
    }

    static func parseCommon(_ arguments: inout Arguments, positionalPaths: Bool) throws(UsageError) -> Common {
        let cldr = try arguments.option("--cldr")
        let configPath = try arguments.option("--config")
        let region = try developmentRegion(&arguments)
        let accessName = try arguments.option("--access")
        var access: AccessLevel?
        if let accessName {
            guard let level = AccessLevel(rawValue: accessName) else { throw UsageError("--access takes public, package or internal, not '\(accessName)'") }
            access = level
        }
        var typeNames: [String: String] = [:]
        for pair in try arguments.options("--enum-name") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            let (table, name) = parts.count == 2 ? (parts[0], parts[1]) : ("Localizable", pair)
            // The name is written into the generated code as it is.
            guard AccessorNaming.isTypeName(name) else {
                throw UsageError("--enum-name takes TABLE=NAME with NAME a Swift type name; '\(name)' is not one")
            }
            typeNames[table] = name
        }
        var style: AccessorNaming.KeyStyle?
        if let styleName = try arguments.option("--key-style") {
            guard let parsed = AccessorNaming.KeyStyle(rawValue: styleName) else { throw UsageError("--key-style takes nested or flat, not '\(styleName)'") }
            style = parsed
        }
        let runtime = try runtimeOption("--runtime", &arguments)
        let defaultRuntime = try runtimeOption("--default-runtime", &arguments)
        let werror = arguments.flag("--werror")
        let all = arguments.flag("--all")
        let baselinePath = try arguments.option("--baseline")
        let includeTables = try arguments.options("--include-table")
        let excludeTables = try arguments.options("--exclude-table")
        var levels: [DiagnosticKind: DiagnosticPolicy.Level] = [:]
        for pair in try arguments.options("--severity") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let kind = DiagnosticKind(id: parts[0]) else {
                throw UsageError("--severity takes ID=LEVEL with a diagnostic id ('plural-rules explain' lists them), not '\(pair)'")
            }
            guard let level = DiagnosticPolicy.Level(rawValue: parts[1]) else {
                throw UsageError("--severity \(parts[0]) takes error, warning, note or ignore, not '\(parts[1])'")
            }
            levels[kind] = level
        }
        var paths = try arguments.options("--input")
        if positionalPaths { paths += try arguments.positionals() }
        let configuration = try configPath.map(loadConfiguration)
        // Without paths, the configuration's "localizations".
        if paths.isEmpty, let folders = configuration?.localizations { paths = folders }
        guard !paths.isEmpty else { throw UsageError(positionalPaths ? "give at least one PATH" : "missing '--input PATH'") }
        // Flags given on the command line win over the configuration, which wins over defaults
        // (the build plugin gives the default runtime: the library when the target depends on it).
        var defaults = LocalizationCompiler.Options()
        if let defaultRuntime { defaults.runtime = defaultRuntime }
        var options = configuration?.apply(to: defaults) ?? defaults
        if let region { options.developmentRegion = region }
        if let access { options.access = access }
        if let style { options.keyStyle = style }
        if let runtime { options.runtime = runtime }
        options.policy.levels.merge(levels) { $1 }
        options.typeNames.merge(typeNames) { $1 }
        if !includeTables.isEmpty { options.tables.include = Set(includeTables) }
        options.tables.exclude.formUnion(excludeTables)
        if let baselinePath = baselinePath ?? configuration?.baseline {
            let diagnostics = DiagnosticBag()
            guard let baseline = Baseline.load(baselinePath, diagnostics: diagnostics) else {
                Console.print(diagnostics.diagnostics)
                throw UsageError("the baseline \(baselinePath) cannot be used")
            }
            options.baseline = baseline
        }
        // --cldr, else the configuration's pinned "cldr" folder, else the data built into the tool.
        return Common(
            paths: paths, options: options, warningsAsErrors: werror || configuration?.warningsAsErrors == true,
            cldr: cldr ?? configuration?.cldr, configuration: configuration, summarize: !all)
    }

    /// Loads the CLDR data and checks the localizations, as `lint` does: every finding is
    /// reported to `diagnostics`, after the severity policy and the baseline. `nil` when the
    /// CLDR data cannot be loaded (reported).
    static func check(_ common: Common, diagnostics: DiagnosticCollector) -> (LocalizationPipeline.Validation, CLDRData)? {
        guard let cldr = CLDRData.load(common.cldr, diagnostics: diagnostics) else { return nil }
        let validation = LocalizationPipeline.check(
            common.paths, cldr: cldr, options: common.options,
            warningsAsErrors: common.warningsAsErrors,
            onlyLocales: common.configuration?.locales, diagnostics: diagnostics)
        return (validation, cldr)
    }

    /// `--runtime embedded|library`, or another option taking the same values.
    static func runtimeOption(_ name: String, _ arguments: inout Arguments) throws(UsageError) -> AccessorEmitter.Runtime? {
        guard let value = try arguments.option(name) else { return nil }
        switch value {
        case "embedded": return .embedded
        case "library": return .library
        default: throw UsageError("\(name) takes embedded or library, not '\(value)'")
        }
    }

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        guard let output = try arguments.option("--output") else { throw UsageError("missing '--output DIR'") }
        let table = try arguments.option("--table")
        let common = try parseCommon(&arguments, positionalPaths: false)
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        let diagnostics = DiagnosticBag()
        defer { Console.print(diagnostics.diagnostics, summarize: common.summarize) }
        guard let cldr = CLDRData.load(common.cldr, diagnostics: diagnostics),
            let generated = LocalizationPipeline.generate(
                common.paths, cldr: cldr, options: common.options,
                warningsAsErrors: common.warningsAsErrors,
                onlyLocales: common.configuration?.locales, onlyTable: table,
                diagnostics: diagnostics)
        else { return ExitStatus.failure }
        // What is usable is written even when there are errors: it compiles, and leaves out
        // only what the errors broke; the exit status says the run failed. All files or none.
        do {
            try FileWriter.write(generated.files.map { (output + "/" + $0.name, Array($0.contents.utf8)) })
        } catch {
            diagnostics.report(.fileUnwritable, "cannot write to '\(output)': \(error)", at: nil)
            return ExitStatus.failure
        }
        // Done: exit without tearing down the models of thousands of keys (a quarter of the
        // run at app scale), as compilers do.
        Console.print(diagnostics.diagnostics, summarize: common.summarize)
        Console.exitKeepingMemory(generated.hasErrors ? ExitStatus.failure : ExitStatus.success)
    }

    static func lint(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let formatName = try arguments.option("--format") ?? "text"
        guard let format = DiagnosticReport.Format(rawValue: formatName) else {
            throw UsageError("--format takes text, json, sarif or github, not '\(formatName)'")
        }
        let writeBaseline = try arguments.option("--write-baseline")
        var common = try parseCommon(&arguments, positionalPaths: true)
        if writeBaseline != nil { common.options.baseline = nil }
        let diagnostics = DiagnosticBag()
        func report() {
            switch format {
            case .text: Console.print(diagnostics.diagnostics, summarize: common.summarize)
            case .json: Swift.print(DiagnosticReport.json(diagnostics.diagnostics), terminator: "")
            case .sarif: Swift.print(DiagnosticReport.sarif(diagnostics.diagnostics, baseDirectory: FileManager.default.currentDirectoryPath), terminator: "")
            case .github:
                // GitHub shows a limited number of annotations per step: one summary stands
                // for each mass of findings of one cause, as in the text report.
                let shown = common.summarize ? DiagnosticReport.summarized(diagnostics.diagnostics) : diagnostics.diagnostics
                let current = FileManager.default.currentDirectoryPath
                let workspace = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"] ?? current
                Swift.print(DiagnosticReport.github(shown, workspace: workspace, currentDirectory: current), terminator: "")
            }
        }
        guard let (validation, _) = check(common, diagnostics: diagnostics) else {
            report()
            return ExitStatus.failure
        }
        if let writeBaseline {
            let baseline = Baseline.recording(diagnostics.diagnostics)
            do {
                try FileWriter.write(baseline.text, to: writeBaseline)
            } catch {
                Console.printError("cannot write '\(writeBaseline)': \(error)")
                return ExitStatus.failure
            }
            let total = baseline.counts.values.reduce(0, +)
            Console.writeStandardError(
                "wrote \(total) finding\(total == 1 ? "" : "s") to \(writeBaseline); with it as \"baseline\" in plural-rules.json (or --baseline \(writeBaseline)), only new findings are reported\n"
            )
            Console.exitKeepingMemory(ExitStatus.success)
        }
        report()
        Console.exitKeepingMemory(validation.hasErrors ? ExitStatus.failure : ExitStatus.success)
    }
}
