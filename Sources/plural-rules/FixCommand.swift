import Foundation
import PluralRulesCompiler

/// `plural-rules fix [--dry-run] [--only ID,…] PATH…`: the fixes that keep meaning and need
/// no translator, as minimal edits (``LocalizationFixer``).
enum FixCommand {
    static let usage = """
        usage: plural-rules fix PATH... [--dry-run] [--only ID,...] [options]

        Checks localizations as 'lint' does and fixes, in place, the findings whose fix keeps
        the meaning and needs no translator: a plural form the locale never selects is removed
        [unused-category]; a number spelled in digits in a form whose category covers other
        numbers becomes the variable's specifier [spelled-number]; a variable reference with
        stray spaces is repaired [unused-variable, format-variable]; an empty translation of a
        text that is not empty is removed, so Foundation falls back as the accessors do
        [empty-translation]. Each fix is an edit at the finding: every other byte of the file
        stays as it was (its encoding, line endings, comments and order). Files are written
        all or none. 'plural-rules explain' marks the fixable ids.

          --dry-run                  print the changes as a unified diff; change nothing
          --only ID,...              fix only these ids (repeatable)
        \(AccessorsCommand.commonOptions)
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let dryRun = arguments.flag("--dry-run")
        var only: Set<DiagnosticKind>?
        for list in try arguments.options("--only") {
            // Split by hand: the Foundation of the type-check's stand-ins has no trimming.
            for id in list.split(separator: ",").map({ String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }) where !id.isEmpty {
                guard let kind = DiagnosticKind(id: id) else { throw UsageError("--only: no diagnostic has the id '\(id)'; 'plural-rules explain' lists them") }
                guard LocalizationFixer.fixableKinds.contains(kind) else {
                    throw UsageError(
                        "--only: '\(id)' has no automatic fix; the fixable ids are \(LocalizationFixer.fixableKinds.map(\.id).sorted().joined(separator: ", "))"
                    )
                }
                only = (only ?? []).union([kind])
            }
        }
        var common = try AccessorsCommand.parseCommon(&arguments, positionalPaths: true)
        // Every finding is fixed, the known ones of a baseline too.
        common.options.baseline = nil
        let diagnostics = DiagnosticBag()
        guard let cldr = CLDRData.load(common.cldr, diagnostics: diagnostics) else {
            Console.print(diagnostics.diagnostics)
            return ExitStatus.failure
        }
        _ = LocalizationPipeline.check(
            common.paths, cldr: cldr, options: common.options, warningsAsErrors: false,
            onlyLocales: common.configuration?.locales, diagnostics: diagnostics)
        let fixes = LocalizationFixer.plan(diagnostics.diagnostics, cldr: cldr, developmentRegion: common.options.developmentRegion, only: only)
        let fixable = diagnostics.diagnostics.filter { (only ?? LocalizationFixer.fixableKinds).contains($0.kind) }.count
        let fixed = fixes.map(\.edits.count).reduce(0, +)
        if dryRun {
            for fix in fixes {
                Swift.print(UnifiedDiff.diff(path: fix.path, text: fix.originalText, edits: fix.edits.map { ($0.range, $0.replacement) }), terminator: "")
            }
        } else if !fixes.isEmpty {
            do {
                _ = try FileWriter.write(fixes.map { ($0.path, $0.fixed) })
            } catch {
                Console.printError("nothing was changed: \(error)")
                return ExitStatus.failure
            }
        }
        var notes: [Diagnostic] = []
        for fix in fixes {
            for edit in fix.edits {
                notes.append(
                    Diagnostic(edit.finding.kind, (dryRun ? "would \(edit.action.rawValue) " : "\(edit.action.past) ") + edit.object, at: edit.finding.location)
                )
                notes[notes.count - 1].severity = .note
            }
        }
        Console.print(notes)
        let files = fixes.count
        Console.writeStandardError(
            "\(dryRun ? "would fix" : "fixed") \(fixed) of \(fixable) fixable finding\(fixable == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
                + (fixable > fixed ? "; the others need a translator's eye (the fix would not be certain), and 'plural-rules lint' still lists them" : "")
                + "\n")
        return ExitStatus.success
    }
}
