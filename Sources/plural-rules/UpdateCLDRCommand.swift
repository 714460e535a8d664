import Foundation
import PluralRulesCompiler

/// `plural-rules update-cldr --from DIR [--to DIR] [--version V] [--data-only] [--check PATH…]`
enum UpdateCLDRCommand {
    static let usage = """
        usage: plural-rules update-cldr --from DIR [--to DIR] [--version VERSION] [--package DIR] [--data-only] [--check PATH...]
               plural-rules update-cldr --numbers-from JSON-DIR [--to DIR] [--version VERSION] [--package DIR] [--data-only]

        Imports plurals.xml, ordinals.xml and (when present) pluralRanges.xml from a CLDR
        release into the project's CLDR data. DIR is a folder holding the files, or a CLDR
        checkout (its common/supplemental/ is used). Every file is parsed and validated first;
        if one has an error, nothing is written.

          --from DIR        the CLDR release to import
          --numbers-from JSON-DIR
                            the CLDR JSON distribution (the folder holding cldr-core/ and
                            cldr-numbers-full/) whose number data to import into numbers.txt: numbering
                            systems, each locale's symbols and grouping, parent locales, likely scripts
          --to DIR          where the project keeps its CLDR data (default: ./cldr-data); created on
                            first use, when the diff is against the data the tool was built with
          --version VERSION the CLDR version to record (default: what the release says)
          --package DIR     the swift-plural-rules checkout whose generated sources to regenerate
                            (default: the current folder, when it is one)
          --data-only       import the data only and regenerate no sources: what an app pins
                            ("cldr" in its plural-rules.json; 'swift package plural-rules update-cldr')
          --check PATH      localizations (.lproj folders, searched recursively, or files) to check
                            against the new rules: every key and locale with a plural form whose
                            selection changes is listed, with the numbers that move

        Before replacing anything it prints what changed in meaning (as 'plural-rules diff' does).
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let sourceOption = try arguments.option("--from")
        let numbersSource = try arguments.option("--numbers-from")
        let destination = try arguments.option("--to") ?? "cldr-data"
        let version = try arguments.option("--version")
        let packageOption = try arguments.option("--package")
        let dataOnly = arguments.flag("--data-only")
        let checks = try arguments.options("--check")
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        if dataOnly, packageOption != nil { throw UsageError("--data-only regenerates no sources; --package names sources to regenerate") }
        if let numbersSource, sourceOption == nil {
            return importNumbers(from: numbersSource, to: destination, version: version, packageOption: packageOption, regenerating: !dataOnly)
        }
        guard let source = sourceOption else { throw UsageError("missing '--from DIR' (or '--numbers-from JSON-DIR')") }
        if let numbersSource {
            let status = importNumbers(from: numbersSource, to: destination, version: version, packageOption: packageOption, regenerating: false)
            guard status == ExitStatus.success else { return status }
        }

        let diagnostics = DiagnosticBag()
        // What changes in meaning, before anything is replaced: against the data there, or,
        // on first use, against the data the tool was built with (what the build used so far).
        let hasData = CLDRDirectory.supplementalFolder(in: destination) != nil
        let old = hasData ? CLDRDirectory.load(destination, diagnostics: DiagnosticBag()) : CLDRData.bundled(diagnostics: DiagnosticBag())
        if let old, let new = CLDRDirectory.load(source, diagnostics: DiagnosticBag()) {
            let diff = SemanticDiff.compare(old: old, new: new)
            let oldName =
                hasData
                ? "\(destination) (CLDR \(old.version ?? "?"))"
                : "CLDR \(old.version ?? "?") as built into plural-rules (\(destination) is not there yet)"
            print("What changes in meaning from \(oldName) to \(source):")
            print(DiffFormatter.format(diff, as: .text, verbose: false), terminator: "")
            print()
        }
        let result = CLDRImporter.importData(from: source, to: destination, version: version, diagnostics: diagnostics)
        Console.print(diagnostics.diagnostics)
        guard let result else {
            Console.printError("nothing was imported; \(destination) is unchanged")
            return ExitStatus.failure
        }
        let data = result.data
        print("Imported CLDR \(data.version ?? "unknown") from \(source) into \(destination):")
        print("  cardinal: \(data.cardinal.locales.count) locales in \(data.cardinal.ruleSets.count) rule sets")
        print("  ordinal:  \(data.ordinal.locales.count) locales in \(data.ordinal.ruleSets.count) rule sets")
        if let ranges = data.ranges {
            print("  ranges:   \(ranges.sets.flatMap(\.locales).count) locales, \(ranges.sets.map(\.rules.count).reduce(0, +)) rows")
        }
        if result.changedFiles.isEmpty && result.removedFiles.isEmpty {
            print("  no file changed")
        }
        for path in result.changedFiles { print("  wrote \(path)") }
        for path in result.removedFiles { print("  removed \(path)") }
        if !checks.isEmpty, let old, !check(checks, old: old, new: data) {
            return ExitStatus.failure
        }
        if dataOnly { return ExitStatus.success }
        let package = packageOption ?? "."
        let ruleData = package + "/" + RulesEmitter.libraryDataPath
        guard packageOption != nil || FileManager.default.fileExists(atPath: ruleData) else { return ExitStatus.success }
        return regenerate(package: package, from: destination, data: data, diagnostics: DiagnosticBag())  // the import's diagnostics are printed above
    }

    /// Imports the number data of the CLDR JSON in `source` into `destination`/numbers.txt and,
    /// unless `regenerating` is false, regenerates the sources made from it.
    static func importNumbers(
        from source: String, to destination: String, version: String?, packageOption: String?,
        regenerating: Bool = true
    ) -> Int32 {
        let diagnostics = DiagnosticBag()
        let recorded = version ?? CLDRDirectory.load(destination, diagnostics: DiagnosticBag())?.version
        guard let text = CLDRNumbersImporter.read(from: source, version: recorded, diagnostics: diagnostics) else {
            Console.print(diagnostics.diagnostics)
            Console.printError("nothing was imported; \(destination) is unchanged")
            return ExitStatus.failure
        }
        let path = destination + "/" + CLDRNumberData.fileName
        let changed: Bool
        do {
            changed = try FileWriter.write(text, to: path)
        } catch {
            Console.printError("cannot write '\(path)': \(error)")
            return ExitStatus.failure
        }
        let numbers = CLDRNumberData(text: text)
        let locales = numbers.lines.count { $0.hasPrefix("locale ") }
        let systems = numbers.lines.count { $0.hasPrefix("numbering ") }
        print("Imported the number data of CLDR \(recorded ?? "unknown") from \(source): \(locales) locales, \(systems) numeric numbering systems")
        print("  \(changed ? "wrote" : "unchanged:") \(path)")
        guard regenerating else { return ExitStatus.success }
        let package = packageOption ?? "."
        guard packageOption != nil || FileManager.default.fileExists(atPath: package + "/" + RulesEmitter.libraryDataPath) else { return ExitStatus.success }
        guard let data = CLDRDirectory.load(destination, diagnostics: diagnostics) else {
            Console.print(diagnostics.diagnostics)
            return ExitStatus.failure
        }
        return regenerate(package: package, from: destination, data: data, diagnostics: diagnostics)
    }

    /// Lists the strings under `paths` that select another form when the rules go from `old`
    /// to `new` (``AffectedStrings``). Returns false when some could not be read.
    static func check(_ paths: [String], old: CLDRData, new: CLDRData) -> Bool {
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load(paths, developmentRegion: "en", diagnostics: bag)
        // What cannot be read is said; the rest is still checked.
        Console.print(bag.errors)
        print()
        print("The strings under \(paths.count > 3 ? "the \(paths.count) paths checked" : paths.joined(separator: ", ")):")
        print(AffectedStrings.text(AffectedStrings.find(in: tables, old: old, new: new)), terminator: "")
        return !bag.hasErrors
    }

    /// Rewrites the sources generated from cldr-data: the library's rule data and the data
    /// bundled into the tool.
    static func regenerate(package: String, from cldr: String, data: CLDRData, diagnostics: DiagnosticBag) -> Int32 {
        defer { Console.print(diagnostics.diagnostics) }
        guard var rules = PluralRulesPipeline.compile(data, options: .init(), diagnostics: diagnostics),
            let bundled = EmbedCLDRCommand.embeddedSource(cldr, diagnostics: diagnostics)
        else { return ExitStatus.failure }
        rules.shape = .dataOnly
        do {
            var outputs = [(RulesEmitter.libraryDataPath, RulesEmitter.emit(rules)), (CLDREmbedding.packagePath, bundled)]
            if let numbers = data.numbers { outputs.append((CLDRNumberData.libraryDataPath, numbers.emitLibraryData())) }
            let changed = Set(try FileWriter.write(outputs.map { (package + "/" + $0.0, Array($0.1.utf8)) }))
            for (path, _) in outputs { print("  \(changed.contains(package + "/" + path) ? "regenerated" : "unchanged:") \(path)") }
        } catch {
            diagnostics.report(.fileUnwritable, "cannot write into '\(package)': \(error)", at: nil)
            return ExitStatus.failure
        }
        print("Rebuild (swift build) so that the tool and the PluralRules library use the new rules.")
        return ExitStatus.success
    }
}
