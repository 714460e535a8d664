import PluralRulesCompiler

/// `plural-rules update-cldr --from DIR [--to DIR] [--version V]`
enum UpdateCLDRCommand {
    static let usage = """
        usage: plural-rules update-cldr --from DIR [--to DIR] [--version VERSION]

        Imports plurals.xml, ordinals.xml and (when present) pluralRanges.xml from a CLDR
        release into the project's CLDR data. DIR is a folder holding the files, or a CLDR
        checkout (its common/supplemental/ is used). Every file is parsed and validated first;
        if one has an error, nothing is written.

          --from DIR        the CLDR release to import
          --to DIR          where the project keeps its CLDR data (default: ./cldr-data)
          --version VERSION the CLDR version to record (default: what the release says)
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        guard let source = try arguments.option("--from") else { throw UsageError("missing '--from DIR'") }
        let destination = try arguments.option("--to") ?? "cldr-data"
        let version = try arguments.option("--version")
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }

        let diagnostics = DiagnosticBag()
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
        return ExitStatus.success
    }
}
