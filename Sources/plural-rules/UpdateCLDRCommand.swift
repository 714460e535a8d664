import Foundation
import PluralRulesCompiler

/// `plural-rules update-cldr --from DIR [--to DIR] [--version V]`
enum UpdateCLDRCommand {
    static let usage = """
        usage: plural-rules update-cldr --from DIR [--to DIR] [--version VERSION] [--package DIR] [--check PATH...]
               plural-rules update-cldr --numbers-from JSON-DIR [--to DIR] [--version VERSION] [--package DIR]

        Imports plurals.xml, ordinals.xml and (when present) pluralRanges.xml from a CLDR
        release into the project's CLDR data. DIR is a folder holding the files, or a CLDR
        checkout (its common/supplemental/ is used). Every file is parsed and validated first;
        if one has an error, nothing is written.

          --from DIR        the CLDR release to import
          --numbers-from JSON-DIR
                            the CLDR JSON distribution (the folder holding cldr-core/ and
                            cldr-numbers-full/) whose number data to import into numbers.txt: numbering
                            systems, each locale's symbols and grouping, parent locales, likely scripts
          --to DIR          where the project keeps its CLDR data (default: ./cldr-data)
          --version VERSION the CLDR version to record (default: what the release says)
          --package DIR     the swift-plural-rules checkout whose generated sources to regenerate
                            (default: the current folder, when it is one)
          --check PATH      localizations (.lproj folders, searched recursively) to check against the
                            new rules: a locale that gained a category its translations lack is listed

        Before replacing anything it prints what changed in meaning (as 'plural-rules diff' does).
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let sourceOption = try arguments.option("--from")
        let numbersSource = try arguments.option("--numbers-from")
        let destination = try arguments.option("--to") ?? "cldr-data"
        let version = try arguments.option("--version")
        let packageOption = try arguments.option("--package")
        let checks = try arguments.options("--check")
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        if let numbersSource, sourceOption == nil {
            return importNumbers(from: numbersSource, to: destination, version: version, packageOption: packageOption)
        }
        guard let source = sourceOption else { throw UsageError("missing '--from DIR' (or '--numbers-from JSON-DIR')") }
        if let numbersSource {
            let status = importNumbers(from: numbersSource, to: destination, version: version, packageOption: packageOption, regenerating: false)
            guard status == ExitStatus.success else { return status }
        }

        let diagnostics = DiagnosticBag()
        // What changes in meaning, before anything is replaced.
        var report: SemanticDiff.Report?
        if CLDRDirectory.supplementalFolder(in: destination) != nil,
           let old = CLDRDirectory.load(destination, diagnostics: DiagnosticBag()),
           let new = CLDRDirectory.load(source, diagnostics: DiagnosticBag()) {
            let diff = SemanticDiff.compare(old: old, new: new)
            report = diff
            print("What changes in meaning from \(destination) (CLDR \(old.version ?? "?")) to \(source):")
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
        if !checks.isEmpty, !check(checks, report: report, data: data) {
            return ExitStatus.failure
        }
        let package = packageOption ?? "."
        let ruleData = package + "/" + RulesEmitter.libraryDataPath
        guard packageOption != nil || FileManager.default.fileExists(atPath: ruleData) else { return ExitStatus.success }
        return regenerate(package: package, from: destination, data: data, diagnostics: diagnostics)
    }

    /// Imports the number data of the CLDR JSON in `source` into `destination`/numbers.txt and,
    /// unless `regenerating` is false, regenerates the sources made from it.
    static func importNumbers(from source: String, to destination: String, version: String?, packageOption: String?,
                              regenerating: Bool = true) -> Int32 {
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

    /// Lists the localizations under `paths` whose locale's cardinal rules changed and whose
    /// plural forms no longer match them. Returns false on errors reading them.
    static func check(_ paths: [String], report: SemanticDiff.Report?, data: CLDRData) -> Bool {
        let changed = Set((report?.changes ?? []).filter { $0.type == .cardinal && $0.kind != .rewritten }.flatMap(\.locales))
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load(paths, developmentRegion: "en", diagnostics: bag)
        guard !bag.hasErrors else {
            Console.print(bag.errors)
            return false
        }
        let resolver = data.resolver(.cardinal)
        var affected: [Diagnostic] = []
        for table in tables {
            for strings in table.locales {
                guard let cldrLocale = resolver.resolve(strings.locale), changed.contains(cldrLocale),
                      let ruleSet = data.rules(.cardinal).ruleSet(forExactLocale: cldrLocale) else { continue }
                let findings = DiagnosticBag()
                for key in strings.keys {
                    let entry = strings.entries[key]!
                    let arguments = EntryCompilation.compile(entry, diagnostics: DiagnosticBag())?.arguments ?? []
                    PluralFormChecks.check(entry, locale: strings.locale, ruleSet: ruleSet, arguments: arguments, diagnostics: findings)
                }
                affected += findings.diagnostics.filter { [.missingCategory, .unusedCategory].contains($0.kind) }
            }
        }
        if affected.isEmpty {
            print("No localization under \(paths.joined(separator: ", ")) is affected by the changed rules.")
        } else {
            print("Localizations affected by the changed rules:")
            Console.print(affected)
        }
        return true
    }

    /// Rewrites the sources generated from cldr-data: the library's rule data and the data
    /// bundled into the tool.
    static func regenerate(package: String, from cldr: String, data: CLDRData, diagnostics: DiagnosticBag) -> Int32 {
        defer { Console.print(diagnostics.diagnostics) }
        guard var rules = PluralRulesPipeline.compile(data, options: .init(), diagnostics: diagnostics),
              let bundled = EmbedCLDRCommand.embeddedSource(cldr, diagnostics: diagnostics) else { return ExitStatus.failure }
        rules.shape = .dataOnly
        do {
            var outputs = [(RulesEmitter.libraryDataPath, RulesEmitter.emit(rules)), (CLDREmbedding.packagePath, bundled)]
            if let numbers = data.numbers { outputs.append((CLDRNumberData.libraryDataPath, numbers.emitLibraryData())) }
            for (path, contents) in outputs {
                let changed = try FileWriter.write(contents, to: package + "/" + path)
                print("  \(changed ? "regenerated" : "unchanged:") \(path)")
            }
        } catch {
            diagnostics.report(.fileUnwritable, "cannot write into '\(package)': \(error)", at: nil)
            return ExitStatus.failure
        }
        print("Rebuild (swift build) so that the tool and the PluralRules library use the new rules.")
        return ExitStatus.success
    }
}
