import PluralRulesCompiler

/// `plural-rules generate [--cldr DIR] [--locales L,L] [--type T] [--access A] [--output FILE]`
enum GenerateCommand {
    static let usage = """
        usage: plural-rules generate [--cldr DIR] [--locales en,ru,ar] [--type cardinal|ordinal|both]
                                     [--access public|package|internal] [--data-only]
                                     [--output FILE]

        Compiles CLDR plural rules into one self-contained Swift file (no imports): the
        PluralRules, PluralOperands and PluralCategory types and the rules of the chosen
        locales. Without --output, prints it. The file is written only when its bytes change.

          --cldr DIR      CLDR data to read (default: the data the tool was built with)
          --locales LIST  comma-separated locales as users write them (default: every CLDR locale)
          --type TYPE     cardinal, ordinal or both (default: both)
          --access LEVEL  access level of the generated API (default: public)
          --output FILE   where to write the file
          --localization-support
                          also write the run-time support of localization accessors; --locales are
                          then .lproj folder names and unknown ones are skipped (the build plugin)
          --catalog FILE  with --localization-support: a String Catalog (.xcstrings) whose languages
                          the module ships too; repeatable
          --config FILE   with --localization-support: a plural-rules.json configuration (its "cldr"
                          folder is the CLDR data unless --cldr names other data)
          --development-region L
                          with --localization-support: the locale Base.lproj stands for (default:
                          the configuration's "developmentRegion", else en)
          --default-runtime embedded|library
                          with --localization-support: the runtime unless the configuration names
                          one; with library, the file only says that the library serves the module
          --data-only     only the generated rule data, for a module that compiles the runtime from
                          its sources (the PluralRules library: Sources/PluralRules/Generated/)
          --number-data   only the number data of cldr-data/numbers.txt, as the library has it
                          (Sources/PluralRules/Generated/NumberData.swift)
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let cldr = try arguments.option("--cldr")
        let localizationSupport = arguments.flag("--localization-support")
        let configPath = try arguments.option("--config")
        let catalogs = try arguments.options("--catalog")
        let locales = try arguments.option("--locales").map { $0.split(separator: ",").map { String($0).trimmingCharacters() } }
        let typeName = try arguments.option("--type") ?? "both"
        let accessName = try arguments.option("--access") ?? (localizationSupport ? "internal" : "public")
        let output = try arguments.option("--output")
        let dataOnly = arguments.flag("--data-only")
        let numberData = arguments.flag("--number-data")
        let defaultRuntime = try AccessorsCommand.runtimeOption("--default-runtime", &arguments)
        let region = try AccessorsCommand.developmentRegion(&arguments)
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        let types: [PluralRuleType]
        switch typeName {
        case "both": types = PluralRuleType.allCases
        case "cardinal": types = [.cardinal]
        case "ordinal": types = [.ordinal]
        default: throw UsageError("--type takes cardinal, ordinal or both, not '\(typeName)'")
        }
        guard let access = AccessLevel(rawValue: accessName) else {
            throw UsageError("--access takes public, package or internal, not '\(accessName)'")
        }
        if dataOnly && localizationSupport { throw UsageError("--data-only and --localization-support exclude each other") }
        if !catalogs.isEmpty && !localizationSupport { throw UsageError("--catalog goes with --localization-support") }
        if region != nil && !localizationSupport { throw UsageError("--development-region goes with --localization-support") }
        if let locales, locales.isEmpty || locales.contains("") { throw UsageError("--locales needs a comma-separated list of locales") }

        let diagnostics = DiagnosticBag()
        defer { Console.print(diagnostics.diagnostics) }
        if numberData {
            guard let data = CLDRData.load(cldr, diagnostics: diagnostics) else { return ExitStatus.failure }
            guard let numbers = data.numbers else {
                diagnostics.report(
                    .cldrMissing,
                    "no \(CLDRNumberData.fileName) in \(cldr ?? "the bundled CLDR data"); import it with 'plural-rules update-cldr --numbers-from JSON-DIR'",
                    at: nil)
                return ExitStatus.failure
            }
            return Console.emit(numbers.emitLibraryData(), to: output, diagnostics: diagnostics)
        }
        if localizationSupport {
            // What the build plugin needs for a module's localizations: --locales are .lproj
            // folder names, and the configuration decides the rest (its "cldr" folder too,
            // unless --cldr names one).
            var config = PluginConfiguration()
            if let configPath {
                guard let loaded = PluginConfiguration.load(configPath, diagnostics: diagnostics) else { return ExitStatus.failure }
                config = loaded
            }
            // As for accessors: the command line wins over the configuration.
            if let region { config.developmentRegion = region }
            guard let data = CLDRData.load(cldr ?? config.cldr, diagnostics: diagnostics) else { return ExitStatus.failure }
            if (config.runtime ?? defaultRuntime ?? .embedded) == .library {
                // The accessors import the library; the plugin declared this file, so write it.
                return Console.emit(RulesEmitter.libraryPlaceholder, to: output, diagnostics: diagnostics)
            }
            // A catalog names its languages inside: each is shipped as a folder of its name would be.
            let catalogLanguages = catalogs.flatMap { StringCatalogReader.languages(ofCatalogAt: $0, diagnostics: diagnostics).sorted() }
            let shipped = LocalizationLoader.shippedLocales(folders: (locales ?? []) + catalogLanguages, configuration: config)
            guard
                let rules = LocalizationPipeline.embeddedRules(
                    for: shipped, cldr: data, ordinals: config.ordinals == true,
                    numbers: config.numbers ?? .localized, diagnostics: diagnostics)
            else {
                return ExitStatus.failure
            }
            return Console.emit(rules, to: output, diagnostics: diagnostics)
        }
        guard let data = CLDRData.load(cldr, diagnostics: diagnostics) else { return ExitStatus.failure }
        let options = PluralRulesPipeline.Options(locales: locales, types: types, access: access)
        guard var compiled = PluralRulesPipeline.compile(data, options: options, diagnostics: diagnostics) else { return ExitStatus.failure }
        compiled.shape = dataOnly ? .dataOnly : .standalone
        let source = RulesEmitter.emit(compiled)
        return Console.emit(source, to: output, diagnostics: diagnostics)
    }
}

extension String {
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
