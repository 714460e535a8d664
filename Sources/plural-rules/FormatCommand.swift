import Foundation
import PluralRulesCompiler

/// `plural-rules format [--check] PATH...`: String Catalogs as Xcode writes them.
enum FormatCommand {
    static let usage = """
        usage: plural-rules format [--check] PATH...

        Writes String Catalogs (.xcstrings) byte for byte as Xcode writes them: keys in Xcode's
        order in every object, two-space indentation, ' : ' between key and value, Xcode's
        escapes, no line break at the end. A catalog another tool re-indented or re-sorted gets
        Xcode's bytes back, so the next save in Xcode changes nothing. Each PATH is a catalog or
        a folder, searched recursively as lint searches one (hidden folders such as .build and
        .git are skipped).

          --check                    change nothing: list the catalogs that are not in Xcode's
                                     format on standard output (for CI and pre-commit hooks), and
                                     where each first differs on standard error

        Without --check, each catalog that differs is rewritten (only those, each replaced whole).
        A catalog that cannot be written as Xcode would without changing what it holds (invalid
        JSON, a key given twice, null, a fraction, an unknown version: 'plural-rules explain
        catalog-unrepresentable') is an error at its place, and then no file is written at all.

        Exit status: 0 when every catalog is (now) in Xcode's format; 1 when --check finds one
        that is not, or on errors.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let check = arguments.flag("--check")
        let paths = try arguments.positionals()
        guard !paths.isEmpty else { throw UsageError("give the String Catalogs (.xcstrings) or the folders to format") }
        let diagnostics = DiagnosticBag()
        let catalogs = catalogs(in: paths, diagnostics: diagnostics)
        var changed: [(path: String, bytes: [UInt8])] = []
        for path in catalogs {
            guard let file = SourceFile.read(path: path) else {
                diagnostics.report(.fileUnreadable, "cannot read '\(path)'", at: nil)
                continue
            }
            guard let formatted = StringCatalogWriter.format(file, diagnostics: diagnostics) else { continue }
            guard let difference = StringCatalogWriter.difference(of: file, from: formatted) else { continue }
            if check {
                print(path)
                diagnostics.report(difference)
            } else {
                changed.append((path, formatted))
            }
        }
        Console.print(diagnostics.diagnostics)
        if diagnostics.hasErrors {
            if !changed.isEmpty {
                Console.printError(
                    "no catalog was written: the \(changed.count) that differ\(changed.count == 1 ? "s" : "") from Xcode's format \(changed.count == 1 ? "is" : "are") left as well until the errors are fixed"
                )
            }
            return ExitStatus.failure
        }
        // --check found every catalog formatted (a difference is an error, reported above).
        if check { return ExitStatus.success }
        do {
            for path in try FileWriter.write(changed) { print(path) }
        } catch {
            Console.printError("cannot write the formatted catalogs: \(error); none was changed")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// The catalogs among `paths` and under its folders, found as every command finds
    /// localizations (``LocalizationLoader/inputs(in:diagnostics:)``), in path order.
    static func catalogs(in paths: [String], diagnostics: DiagnosticBag) -> [String] {
        let given = Set(paths)
        var catalogs: [String] = []
        for source in LocalizationLoader.inputs(in: paths, diagnostics: diagnostics).sources.map(\.file) {
            if source.isCatalog {
                catalogs.append(source.path)
            } else if given.contains(source.path) {
                diagnostics.report(
                    .notALocalizationFile, "'\(source.path)' is not a String Catalog (.xcstrings), which is all format writes; it is skipped", at: nil)
            }
        }
        if catalogs.isEmpty && !diagnostics.hasErrors {
            diagnostics.report(.noLocalizations, "no String Catalogs (.xcstrings) under \(paths.joined(separator: ", "))", at: nil)
        }
        return catalogs
    }
}
