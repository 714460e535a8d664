import Foundation
import PluralRulesCompiler

/// `plural-rules diff OLD NEW [--compare cldr|localizations] [--format text|json|markdown] [--verbose]`
enum DiffCommand {
    static let usage = """
        usage: plural-rules diff OLD NEW [--compare cldr|localizations] [--format text|markdown|json] [options]

        Compares two versions by meaning. OLD and NEW are two CLDR releases (folders as
        update-cldr takes them) or two versions of an app's localizations (folders searched for
        .lproj files, such as checkouts of a pull request's base and head); which one is told by
        whether they hold plurals.xml, or by --compare.

        CLDR releases: for every locale and type, the categories added or removed and exactly
        which numbers now get another category. Rules rewritten without a change of meaning
        count as unchanged (--verbose lists them).

        Localizations: keys added and removed, forms changed per locale (a translation, a plural
        form, a width or device variant), accessors whose signature changed (labels and argument
        types: callers must change), and findings of the validation that appeared or went away
        (matched by what they are about, as a baseline matches them, so moved lines do not count).

          --compare WHAT             cldr or localizations (default: cldr when both hold plurals.xml)
          --format FORMAT            text (default), markdown (for a pull-request comment) or json
          --verbose                  CLDR: also list rules rewritten with the same meaning
          --config PATH              localizations: a plural-rules.json; a relative PATH is taken
                                     inside OLD and inside NEW, so a changed configuration counts
          --development-region L     localizations: the development region (default: en)
          --cldr DIR                 localizations: the CLDR data to validate both against (default:
                                     the configuration's "cldr", else the data the tool was built with)

        Exit status: 0 when nothing changed, 1 when something did, 2 on errors.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let formatName = try arguments.option("--format") ?? "text"
        guard let format = DiffFormatter.Format(rawValue: formatName) else {
            throw UsageError("--format takes text, markdown or json, not '\(formatName)'")
        }
        let compare = try arguments.option("--compare")
        let verbose = arguments.flag("--verbose")
        let configPath = try arguments.option("--config")
        let region = try AccessorsCommand.developmentRegion(&arguments)
        let cldrPath = try arguments.option("--cldr")
        let paths = try arguments.positionals()
        guard paths.count == 2 else { throw UsageError("give the OLD and the NEW folders") }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                Console.printError("'\(path)' is not a folder")
                return 2
            }
        }
        let holdCLDR = paths.map { CLDRDirectory.supplementalFolder(in: $0) != nil }
        switch compare {
        case "cldr"?:
            return compareCLDR(paths, format: format, verbose: verbose)
        case "localizations"?:
            return compareLocalizations(paths, format: format, configPath: configPath, region: region, cldrPath: cldrPath)
        case nil:
            if holdCLDR == [true, true] { return compareCLDR(paths, format: format, verbose: verbose) }
            if holdCLDR == [false, false] {
                return compareLocalizations(paths, format: format, configPath: configPath, region: region, cldrPath: cldrPath)
            }
            let cldr = paths[holdCLDR[0] ? 0 : 1]
            Console.printError(
                "'\(cldr)' holds CLDR data (plurals.xml) and '\(paths[holdCLDR[0] ? 1 : 0])' does not: give two CLDR releases or two versions of localizations (--compare cldr|localizations says which)"
            )
            return 2
        case let other?:
            throw UsageError("--compare takes cldr or localizations, not '\(other)'")
        }
    }

    static func compareCLDR(_ paths: [String], format: DiffFormatter.Format, verbose: Bool) -> Int32 {
        let diagnostics = DiagnosticBag()
        guard let old = CLDRDirectory.load(paths[0], diagnostics: diagnostics),
            let new = CLDRDirectory.load(paths[1], diagnostics: diagnostics)
        else {
            Console.print(diagnostics.diagnostics)
            return 2
        }
        let report = SemanticDiff.compare(old: old, new: new)
        print(DiffFormatter.format(report, as: format, verbose: verbose), terminator: "")
        return report.hasChanges ? 1 : 0
    }

    static func compareLocalizations(_ paths: [String], format: DiffFormatter.Format, configPath: String?, region: String?, cldrPath: String?) -> Int32 {
        var snapshots: [LocalizationDiff.Snapshot] = []
        for root in paths {
            let diagnostics = DiagnosticBag()
            // A relative configuration is each side's own: the pull request may change it.
            var configuration = PluginConfiguration()
            if let configPath {
                let path = configPath.hasPrefix("/") ? configPath : root + "/" + configPath
                if FileManager.default.fileExists(atPath: path) || configPath.hasPrefix("/") {
                    guard let loaded = PluginConfiguration.load(path, diagnostics: diagnostics) else {
                        Console.print(diagnostics.diagnostics)
                        return 2
                    }
                    configuration = loaded
                }
            }
            var options = configuration.apply(to: LocalizationCompiler.Options())
            if let region { options.developmentRegion = region }
            guard let cldr = CLDRData.load(cldrPath ?? configuration.cldr, diagnostics: diagnostics) else {
                Console.print(diagnostics.diagnostics)
                return 2
            }
            snapshots.append(LocalizationDiff.snapshot(root, cldr: cldr, options: options))
        }
        let report = LocalizationDiff.compare(old: snapshots[0], new: snapshots[1])
        print(LocalizationDiffFormatter.format(report, as: format), terminator: "")
        return report.hasChanges ? 1 : 0
    }
}
