import Foundation
import PluralRulesCompiler

/// `plural-rules migrate [--output DIR] [--remove-sources] PATH`: each table's `.strings` and
/// `.stringsdict` files become one String Catalog, as Xcode's "Migrate to String Catalog"
/// makes it (``CatalogMigration``).
enum MigrateCommand {
    static let usage = """
        usage: plural-rules migrate PATH [--output DIR] [--remove-sources] [options]

        Turns each table's .strings and .stringsdict files under PATH (a folder, searched
        recursively) into one String Catalog, as Xcode's "Migrate to String Catalog" does: one
        .xcstrings per table and folder of .lproj folders, written beside them
        (Localizable.xcstrings; a storyboard's or xib's table in mul.lproj/), in Xcode's bytes.
        Values, translator comments, plural variables (variations, or substitutions with
        argNum, formatSpecifier and %arg) and device variants are kept; the development
        region's units of a storyboard come from the storyboard's text that ibtool wrote into
        the comments. What Xcode adds from scanning the code (keys found only there,
        extractionState, comments written in code) it cannot know. Settings.bundle tables are
        left alone. MigratingToStringCatalogs.md tells what matches Xcode, as measured.

          --output DIR               write the catalogs under DIR, at their paths relative to
                                     PATH, instead of beside the files
          --remove-sources           delete the .strings and .stringsdict files (and .lproj
                                     folders left empty) once every catalog is written and read
                                     back holding what its files hold
          --development-region L     the catalogs' sourceLanguage, which Base.lproj stands for
                                     (default: the configuration's "developmentRegion", else the
                                     developmentRegion of the Xcode project in PATH or the
                                     nearest folder above it, else en)
          --config FILE              a plural-rules.json (see Configuration.md)

        An entry a String Catalog cannot hold (an exact-value form such as =1, width variants,
        a variable nested in another's forms, keys that differ only in Unicode normalization,
        an entry that cannot be read: 'plural-rules explain catalog-inexpressible'), or a
        catalog already where one would be written, is an error at its place, and then no file
        is written or removed. Every catalog written is read back and compared with its files
        (migration-mismatch): the files are removed only when all of them agree. Each catalog
        written is printed on standard output.

        Exit status: 0 when every table is migrated (and, with --remove-sources, its files
        removed); 1 on errors.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let output = try arguments.option("--output")
        let removeSources = arguments.flag("--remove-sources")
        let region = try AccessorsCommand.developmentRegion(&arguments)
        let configPath = try arguments.option("--config")
        let paths = try arguments.positionals()
        guard paths.count == 1, let root = paths.first else {
            throw UsageError(
                paths.isEmpty ? "give the folder whose .strings and .stringsdict files to migrate" : "give one folder to migrate, not \(paths.count)")
        }
        let configured = try configPath.map(AccessorsCommand.loadConfiguration)?.developmentRegion
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("'\(root)' is not a folder")
        }
        var developmentRegion = region ?? configured ?? "en"
        if region == nil && configured == nil, let project = CatalogMigration.projectDevelopmentRegion(around: root) {
            developmentRegion = project.region
            Console.writeStandardError("development region \(project.region), the Development Language of \(project.projectFile)\n")
        }

        let diagnostics = DiagnosticBag()
        let tables = CatalogMigration.legacyTables(in: [root], developmentRegion: developmentRegion, diagnostics: diagnostics)
        if tables.isEmpty && !diagnostics.hasErrors {
            diagnostics.report(.noLocalizations, "no .strings or .stringsdict files in .lproj folders under \(root): nothing to migrate", at: nil)
        }
        var written: [(table: LegacyTable, path: String, bytes: [UInt8])] = []
        var destinations: [String: LegacyTable] = [:]
        for table in tables {
            guard let catalog = CatalogMigration.migrate(table, developmentRegion: developmentRegion, diagnostics: diagnostics) else { continue }
            let bytes = StringCatalogWriter.serialize(catalog)
            let path = destination(of: table, root: root, output: output)
            if let other = destinations[path] {
                diagnostics.report(
                    .migrationConflict,
                    "tables '\(other.name)' of \(other.directory) and '\(table.name)' of \(table.directory) would both be migrated to \(path)",
                    at: SourceLocation(path: table.files[0], line: 1, column: 1))
                continue
            }
            destinations[path] = table
            // A catalog already there is left alone, unless it is this very migration's (a rerun).
            if FileManager.default.fileExists(atPath: path), FileManager.default.contents(atPath: path).map({ Array($0) }) != bytes {
                diagnostics.report(
                    .migrationConflict,
                    "\(path) already exists; table '\(table.name)' is migrated to it from \(table.files.count) file\(table.files.count == 1 ? "" : "s"), and a migration does not merge catalogs",
                    at: SourceLocation(path: path, line: 1, column: 1))
                continue
            }
            written.append((table, path, bytes))
        }
        Console.print(diagnostics.diagnostics)
        guard !diagnostics.hasErrors else {
            Console.printError("nothing was written or removed: \(tables.count) table\(tables.count == 1 ? "" : "s") found, errors above")
            return ExitStatus.failure
        }
        do {
            _ = try FileWriter.write(written.map { ($0.path, $0.bytes) })
        } catch {
            Console.printError("cannot write the catalogs: \(error); none was written")
            return ExitStatus.failure
        }
        for catalog in written { print(catalog.path) }

        // Each catalog as it is on disk, read back and compared with its files.
        let checks = DiagnosticBag()
        for catalog in written {
            guard let bytes = FileManager.default.contents(atPath: catalog.path).map({ Array($0) }) else {
                checks.report(.migrationMismatch, "cannot read \(catalog.path) back", at: nil)
                continue
            }
            _ = CatalogMigration.verify(catalog.table, catalog: bytes, developmentRegion: developmentRegion, diagnostics: checks)
        }
        Console.print(checks.diagnostics)
        let files = written.flatMap(\.table.files)
        let keys = written.map { Set($0.table.localizations.flatMap { $0.strings.map(\.key) + $0.stringsdict.map(\.key) }).count }.reduce(0, +)
        Console.writeStandardError(
            "migrated \(written.count) table\(written.count == 1 ? "" : "s") (\(files.count) files, \(keys) keys) into \(written.count) String Catalog\(written.count == 1 ? "" : "s")\n"
        )
        guard !checks.hasErrors else {
            Console.printError("the catalogs do not all read back as their files: no file was removed")
            return ExitStatus.failure
        }
        guard removeSources else { return ExitStatus.success }
        var removed = 0
        for path in files {
            do {
                try FileManager.default.removeItem(atPath: path)
                removed += 1
            } catch {
                Console.printError("cannot remove \(path): \(error)")
                return ExitStatus.failure
            }
            // An .lproj folder left empty goes too: nothing is left of the table's files.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true { try? FileManager.default.removeItem(atPath: folder) }
        }
        Console.writeStandardError("removed \(removed) file\(removed == 1 ? "" : "s"), each read back equal from its catalog\n")
        return ExitStatus.success
    }

    /// Where a table's catalog is written: where Xcode puts it, or under `output` at its path
    /// relative to `root`.
    static func destination(of table: LegacyTable, root: String, output: String?) -> String {
        guard let output else { return table.catalogPath }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let relative = table.catalogPath.hasPrefix(prefix) ? String(table.catalogPath.dropFirst(prefix.count)) : table.catalogPath
        return (output.hasSuffix("/") ? String(output.dropLast()) : output) + "/" + relative
    }
}
