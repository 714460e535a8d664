import PluralRulesCompiler

/// `plural-rules accessors --input DIR... --output DIR` and `plural-rules lint PATH...`
enum AccessorsCommand {
    static let usage = """
        usage: plural-rules accessors --input PATH... --output DIR [options]

        Reads the .strings and .stringsdict files in the .lproj folders under each PATH,
        checks every translation against CLDR, and writes PluralRules.swift (the rules of the
        shipped locales and the runtime, unless --runtime library) and two files per table: its
        typed accessors (Localizable.swift → L10n) and its translations as data
        (Localizable+Translations.swift). Nothing is written when there are errors.

          --input PATH               a folder (searched recursively) or a file; repeatable
          --output DIR               where to write the generated files
          --development-region L     the development region (default: en); Base.lproj is it
          --access LEVEL             internal (default), package or public
          --enum-name TABLE=NAME     the type name for a table (default: L10n for Localizable)
          --key-style nested|flat    nest dotted keys (settings.title → L10n.Settings.title) or not
          --werror                   treat warnings as errors
          --severity ID=LEVEL        the severity of a diagnostic id: error, warning, note or ignore
                                     (repeatable; 'plural-rules explain' lists the ids)
          --config FILE              a plural-rules.json (see the README); flags given here win
          --table NAME               write only NAME's files (the build plugin runs one command per table)
          --runtime embedded|library embedded (default): PluralRules.swift carries the runtime, internal to
                                     the module; library: the accessors import the PluralRules library
          --default-runtime R        the runtime when neither --runtime nor the configuration names one
                                     (the build plugin: library when the target depends on it)
          --cldr DIR                 CLDR data to validate against (default: the data the tool was built with)
        """

    static let lintUsage = """
        usage: plural-rules lint PATH... [--development-region L] [--werror] [--severity ID=LEVEL] [--config FILE] [--cldr DIR]

        Checks localizations as 'accessors' does, without generating anything. Diagnostics are
        printed as path:line:col: severity: message [id]; exit status 1 when there are errors.
        """

    struct Common {
        var paths: [String]
        var options: LocalizationCompiler.Options
        var warningsAsErrors: Bool
        var cldr: String?
        var configuration: PluginConfiguration?
    }

    static func parseCommon(_ arguments: inout Arguments, positionalPaths: Bool) throws(UsageError) -> Common {
        let cldr = try arguments.option("--cldr")
        let configPath = try arguments.option("--config")
        let region = try arguments.option("--development-region")
        let accessName = try arguments.option("--access")
        var access: AccessLevel?
        if let accessName {
            guard let level = AccessLevel(rawValue: accessName) else { throw UsageError("--access takes public, package or internal, not '\(accessName)'") }
            access = level
        }
        var typeNames: [String: String] = [:]
        for pair in try arguments.options("--enum-name") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                typeNames[parts[0]] = parts[1]
            } else {
                typeNames["Localizable"] = pair
            }
        }
        var style: AccessorNaming.KeyStyle?
        if let styleName = try arguments.option("--key-style") {
            guard let parsed = AccessorNaming.KeyStyle(rawValue: styleName) else { throw UsageError("--key-style takes nested or flat, not '\(styleName)'") }
            style = parsed
        }
        let runtime = try runtimeOption("--runtime", &arguments)
        let defaultRuntime = try runtimeOption("--default-runtime", &arguments)
        let werror = arguments.flag("--werror")
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
        guard !paths.isEmpty else { throw UsageError(positionalPaths ? "give at least one PATH" : "missing '--input PATH'") }
        var configuration: PluginConfiguration?
        if let configPath {
            let diagnostics = DiagnosticBag()
            guard let loaded = PluginConfiguration.load(configPath, diagnostics: diagnostics) else {
                Console.print(diagnostics.diagnostics)
                throw UsageError("the configuration \(configPath) has errors")
            }
            configuration = loaded
        }
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
        return Common(paths: paths, options: options, warningsAsErrors: werror || configuration?.warningsAsErrors == true,
                      cldr: cldr, configuration: configuration)
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
        defer { Console.print(diagnostics.diagnostics) }
        guard let cldr = CLDRData.load(common.cldr, diagnostics: diagnostics),
              let generated = LocalizationPipeline.generate(common.paths, cldr: cldr, options: common.options,
                                                            warningsAsErrors: common.warningsAsErrors,
                                                            onlyLocales: common.configuration?.locales, onlyTable: table,
                                                            diagnostics: diagnostics)
        else { return ExitStatus.failure }
        do {
            for file in generated.files { try FileWriter.write(file.contents, to: output + "/" + file.name) }
        } catch {
            diagnostics.report(.fileUnwritable, "cannot write to '\(output)': \(error)", at: nil)
            return ExitStatus.failure
        }
        // Done: exit without tearing down the models of thousands of keys (a quarter of the
        // run at app scale), as compilers do.
        Console.print(diagnostics.diagnostics)
        Console.exitKeepingMemory(ExitStatus.success)
    }

    static func lint(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let common = try parseCommon(&arguments, positionalPaths: true)
        let diagnostics = DiagnosticBag()
        defer { Console.print(diagnostics.diagnostics) }
        guard let cldr = CLDRData.load(common.cldr, diagnostics: diagnostics) else { return ExitStatus.failure }
        let tables = LocalizationPipeline.validate(common.paths, cldr: cldr, options: common.options,
                                                   warningsAsErrors: common.warningsAsErrors,
                                                   onlyLocales: common.configuration?.locales, diagnostics: diagnostics)
        Console.print(diagnostics.diagnostics)
        Console.exitKeepingMemory(tables == nil ? ExitStatus.failure : ExitStatus.success)
    }
}
