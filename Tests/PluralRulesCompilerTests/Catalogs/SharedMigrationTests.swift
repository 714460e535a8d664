import Foundation
import Testing

@testable import PluralRulesCompiler

/// `plural-rules migrate` measured against the real thing (`../shared`, read in place, never
/// copied into the project):
///
/// - Xcode's own migrations (`../shared/migrations`): for every key the old files hold, the
///   migrated localizations equal the ones Xcode wrote, in Xcode's key order. What the
///   comparison leaves out, and why: keys only Xcode's catalog has (Xcode found them by scanning
///   the code or the storyboard), `extractionState` (Xcode sets it from that scan, as it does
///   the `extracted_with_value` of Info.plist keys), and localizations that Xcode's catalog
///   holds with a unit in state `needs_review` (a migration writes `translated`; `needs_review`
///   is what Xcode gives translations when their source changes, here by "Vary by Plural" in
///   the same commit). Comments are compared too; those that differ must be comments Xcode
///   took from the code: its lines are the file's, in the order of the calls, or the file has
///   none.
/// - The apps that ship `.strings` and `.stringsdict` files (`../shared/real-apps`, and the
///   migrations' `before/` folders), each migrated in a scratch copy with `--remove-sources`:
///   the accessors generated from the catalogs are the same API (every accessor of the files',
///   called the same way) and render the same strings for every key × locale × number
///   (`Scripts/VerifyOnMacOS`'s renderer, with its numbers 0, 1, 2, 3, 5, 11, 21, 22, 101 and
///   1.5), and lint reports the same findings, by id, table, locale, key, variable and form,
///   except for what the migration changes on purpose (``LintComparison``). Some three
///   minutes, OsmAnd's 4,451 keys × 82 locales most of them; `MIGRATION_APPS=Damus swift test
///   --filter SharedMigrationTests` runs the apps whose path contains `Damus`.
@Suite(.serialized, SharedCatalogs.needed)
struct SharedMigrationTests {
    static var shared: String { TestSupport.shared! }

    // MARK: Xcode's migrations

    struct Migration: Sendable, CustomTestStringConvertible {
        var name: String
        /// Table renames Xcode's commit made with the migration.
        var renames: [String: String] = [:]
        /// What was measured when this was written.
        var expected: XcodeComparison
        var testDescription: String { name }
    }

    /// What one migration's comparison with Xcode's catalogs counts.
    struct XcodeComparison: Equatable, Sendable, CustomStringConvertible {
        var catalogs = 0
        /// Catalogs byte for byte as Xcode wrote them.
        var sameBytes = 0
        var keys = 0
        /// Key × locale pairs the files hold.
        var localizations = 0
        var equal = 0
        /// Edited in Xcode after the migration (a unit in state `needs_review`).
        var editedAfter = 0
        var editedAfterKeys = 0
        /// Units the migration writes that no file holds (a storyboard's text), equal to Xcode's.
        var derived = 0
        var comments = 0
        var commentsFromCode = 0

        var description: String {
            "\(catalogs) catalogs (\(sameBytes) byte for byte Xcode's), \(keys) keys, \(localizations) localizations: \(equal) equal, \(editedAfter) of \(editedAfterKeys) keys edited in Xcode after the migration; \(derived) development-region units from storyboards' comments equal; comments: \(comments) equal, \(commentsFromCode) from code"
        }
    }

    static let migrations = [
        Migration(
            name: "gomap",
            expected: XcodeComparison(
                catalogs: 12, sameBytes: 8, keys: 648, localizations: 11990, equal: 11837, editedAfter: 153,
                editedAfterKeys: 7, derived: 274, comments: 645, commentsFromCode: 3)),
        Migration(
            name: "coteditor-stringsdict", renames: ["Localizable": "Count"],
            expected: XcodeComparison(catalogs: 1, sameBytes: 0, keys: 4, localizations: 44, equal: 44, comments: 2, commentsFromCode: 2)),
    ]

    @Test(arguments: migrations)
    func theMigratedLocalizationsAreXcodes(_ migration: Migration) throws {
        let before = Self.shared + "/migrations/\(migration.name)/before"
        let after = Self.shared + "/migrations/\(migration.name)/after"
        let bag = DiagnosticBag()
        let tables = CatalogMigration.legacyTables(in: [before], developmentRegion: "en", diagnostics: bag)
        var measured = XcodeComparison()
        for table in tables {
            let catalog = try #require(CatalogMigration.migrate(table, developmentRegion: "en", diagnostics: bag))
            var relative = String(table.catalogPath.dropFirst(before.count))
            for (old, new) in migration.renames { relative = relative.replacingOccurrences(of: "/\(old).xcstrings", with: "/\(new).xcstrings") }
            // Where Xcode put it: beside the .lproj folders, a storyboard's in mul.lproj.
            let xcodeBytes = try StringCatalogWriterTests.bytes(after + relative)
            let xcode = try #require(StringCatalogValue.read(SourceFile(path: relative, bytes: xcodeBytes), diagnostics: bag))
            measured.catalogs += 1
            if StringCatalogWriter.serialize(catalog) == xcodeBytes { measured.sameBytes += 1 }
            let mine = try #require(catalog["strings"]?.object)
            let theirs = try #require(xcode["strings"]?.object)
            // Xcode's key order, on the keys both have.
            let mineOrder = try Self.keyOrder(StringCatalogWriter.serialize(catalog)).filter { theirs[$0] != nil }
            let theirOrder = try Self.keyOrder(xcodeBytes).filter { mine[$0] != nil }
            #expect(mineOrder == theirOrder, "\(relative): keys in another order than Xcode's")

            var fileLocales: [String: Set<String>] = [:]
            for localization in table.localizations {
                for key in localization.strings.map(\.key) + localization.stringsdict.map(\.key) { fileLocales[key, default: []].insert(localization.locale) }
            }
            measured.keys += fileLocales.count
            var edited: Set<String> = []
            for key in UTF8Order.sorted(fileLocales.keys) {
                let entry = try #require(mine[key])
                let xcodeEntry = try #require(theirs[key], "\(relative): Xcode's catalog has no '\(key)'")
                for locale in fileLocales[key]!.sorted() {
                    measured.localizations += 1
                    let migrated = entry["localizations"]?[locale]
                    let written = xcodeEntry["localizations"]?[locale]
                    if migrated == written {
                        measured.equal += 1
                    } else if let written, Self.states(in: written).contains("needs_review") {
                        measured.editedAfter += 1
                        edited.insert(key)
                    } else {
                        Issue.record(
                            "\(relative): '\(key)' in \(locale): migrated \(String(decoding: StringCatalogWriter.serialize(migrated ?? "absent"), as: UTF8.self)), Xcode \(String(decoding: StringCatalogWriter.serialize(written ?? "absent"), as: UTF8.self))"
                        )
                    }
                }
                // Units no file holds: a storyboard's text, from ibtool's comments.
                for (locale, unit) in entry["localizations"]?.object ?? [:] where !fileLocales[key]!.contains(locale) {
                    #expect(unit == xcodeEntry["localizations"]?[locale], "\(relative): '\(key)' in \(locale)")
                    measured.derived += 1
                }
                let comment = entry["comment"]?.string
                let xcodeComment = xcodeEntry["comment"]?.string
                if comment == xcodeComment {
                    measured.comments += 1
                } else {
                    // From the code: the file's comments joined by genstrings (a line break and
                    // three spaces), which Xcode writes a line each, in the order of the calls.
                    func lines(_ text: String?) -> [String] {
                        (text ?? "").split(separator: "\n").map { String($0.drop { $0 == " " }) }.sorted()
                    }
                    #expect(
                        comment == nil || lines(comment) == lines(xcodeComment),
                        "\(relative): '\(key)': comment \(comment ?? "none"), Xcode's \(xcodeComment ?? "none")")
                    measured.commentsFromCode += 1
                }
            }
            measured.editedAfterKeys += edited.count
        }
        #expect(!bag.hasErrors, "\(bag.errors)")
        #expect(measured == migration.expected, "measured: \(measured)")
        print("\(migration.name): \(measured)")
    }

    /// The keys of `strings` in the order the bytes hold them.
    static func keyOrder(_ bytes: [UInt8]) throws -> [String] {
        let document = try #require(JSONReader.readDocument(SourceFile(path: "", bytes: bytes), diagnostics: DiagnosticBag()))
        let strings = try #require(document.value(named: "strings", in: JSONDocument.root))
        var keys: [String] = []
        var member = document.firstMember(of: strings)
        while member < document.end(strings) {
            keys.append(document.key(member))
            member = document.nextMember(after: member, before: document.end(strings))
        }
        return keys
    }

    /// Every `state` in a localization.
    static func states(in value: StringCatalogValue) -> [String] {
        switch value {
        case .object(let members): members.flatMap { $0.key == "state" ? [$0.value.string ?? ""] : states(in: $0.value) }
        case .array(let elements): elements.flatMap(states)
        default: []
        }
    }
}

// MARK: The apps' accessors and findings, before and after

extension SharedMigrationTests {
    struct App: Sendable, CustomTestStringConvertible {
        /// Relative to `../shared`.
        var path: String
        var region = "en"
        /// Files with an entry no catalog can hold: the migration refuses the app (nothing
        /// written) until they are fixed; here they are left out of the copy.
        var refused: [String] = []
        var testDescription: String { path }
    }

    static let apps = ProcessInfo.processInfo.environment["MIGRATION_APPS"].map { only in allApps.filter { $0.path.contains(only) } } ?? allApps
    static let allApps = [
        App(path: "real-apps/Damus", region: "en-US"),
        App(path: "real-apps/OsmAnd"),
        // hi's only entry has no NSStringLocalizedFormatKey (missing-format-key).
        App(path: "real-apps/Latest", refused: ["Latest/Resources/hi.lproj/Localizable.stringsdict"]),
        App(path: "real-apps/LinearMouse"),
        App(path: "real-apps/IceCubes"),
        App(path: "migrations/gomap/before"),
        App(path: "migrations/coteditor-stringsdict/before"),
    ]

    /// A scratch copy of `app` (`old`, without its refused files) and one migrated with
    /// `--remove-sources` (`new`), and the tables that were migrated.
    static func migrated(_ app: App) throws -> (old: String, new: String, tables: [LegacyTable]) {
        let scratch = try TestSupport.temporaryDirectory()
        let old = scratch + "/old"
        let new = scratch + "/new"
        try FileManager.default.copyItem(atPath: shared + "/" + app.path, toPath: old)
        if !app.refused.isEmpty {
            // As it is, the app is refused whole: nothing written, nothing removed.
            let refused = try CommandLineTool.run(["migrate", "--development-region", app.region, "--remove-sources", old], in: scratch)
            #expect(refused.status == 1 && refused.standardError.contains("[catalog-inexpressible]") && refused.standardOutput.isEmpty)
            for file in app.refused {
                #expect(refused.standardError.contains(old + "/" + file))
                try FileManager.default.removeItem(atPath: old + "/" + file)
            }
        }
        // A file without entries (a comment-only InfoPlist.strings, ibtool's comments of a
        // storyboard not translated yet, a zero-byte file) tells only that its locale exists:
        // a catalog has no language without units (Xcode's migration of GoMap left out its
        // five such locales too), so neither side has them.
        for table in CatalogMigration.legacyTables(in: [old], developmentRegion: app.region, diagnostics: DiagnosticBag()) {
            for localization in table.localizations where localization.strings.isEmpty && localization.stringsdict.isEmpty && localization.unreadable.isEmpty {
                for file in localization.files { try FileManager.default.removeItem(atPath: file) }
            }
        }
        try FileManager.default.copyItem(atPath: old, toPath: new)
        let run = try CommandLineTool.run(["migrate", "--development-region", app.region, "--remove-sources", new], in: scratch)
        #expect(run.status == 0, "\(run.standardError)")
        let tables = CatalogMigration.legacyTables(in: [old], developmentRegion: app.region, diagnostics: DiagnosticBag())
        #expect(!tables.isEmpty)
        for table in tables {
            #expect(FileManager.default.fileExists(atPath: new + table.catalogPath.dropFirst(old.count)))
            #expect(table.files.allSatisfy { !FileManager.default.fileExists(atPath: new + $0.dropFirst(old.count)) })
        }
        let format = try CommandLineTool.run(["format", "--check", new], in: scratch)
        #expect(format.status == 0 || tables.isEmpty, "\(format.standardError)")
        return (old, new, tables)
    }

    /// The tables in groups whose names differ (one run of the generator makes one type per
    /// name: GoMap has a `Localizable` beside its extension's).
    static func groups(_ tables: [LegacyTable]) -> [[LegacyTable]] {
        var groups: [[LegacyTable]] = []
        for table in tables {
            if let index = groups.firstIndex(where: { !$0.contains { $0.name == table.name } }) { groups[index].append(table) } else { groups.append([table]) }
        }
        return groups
    }

    /// Every migrated table's accessors, generated from the files and from the catalogs: the
    /// same API for every key of the files, and the same string for every key × locale ×
    /// number; lint's findings, the same but for what the migration changes on purpose.
    @Test(arguments: apps)
    func theCatalogsGiveTheSameAccessorsStringsAndFindings(_ app: App) throws {
        let (old, new, tables) = try Self.migrated(app)
        var report = RenderComparison()
        var lint = LintComparison.Counts()
        for group in Self.groups(tables) {
            var configuration = PluginConfiguration()
            configuration.developmentRegion = app.region
            configuration.includeTables = group.map(\.name)
            let oldPaths = group.flatMap(\.files)
            let newPaths = group.map { new + $0.catalogPath.dropFirst(old.count) }
            let before = try Self.render(oldPaths, configuration: configuration)
            let after = try Self.render(newPaths, configuration: configuration)
            report.add(before: before, after: after, outside: LintComparison.keysOutsideTheDevelopmentRegion(group, region: app.region))
            lint.add(try LintComparison.compare(group, old: oldPaths, new: newPaths, configuration: configuration))
        }
        print("\(app.path): \(report); lint: \(lint)")
        #expect(report.differences.isEmpty, "\(report.differences.prefix(5))")
        #expect(report.apiDifferences.isEmpty, "\(report.apiDifferences.prefix(5))")
        #expect(lint.different.isEmpty, "\(lint.different.prefix(8))")
        // LinearMouse's tables have no en file: every accessor is the catalogs' own.
        #expect(report.compared > 0 || app.path.hasSuffix("LinearMouse"))
    }

    /// What the accessors of one side are and render.
    struct Rendered {
        /// `table` and key → the call of its accessor (`L10n(locale: locale).files(a.int(0))`).
        var calls: [[String]: String] = [:]
        /// Table, key, locale and number (tab-separated, escaped) → the text, escaped.
        var renderings: [Substring: Substring] = [:]
    }

    /// The accessors of `paths`, generated, compiled and run by `Scripts/VerifyOnMacOS`'s
    /// accessor renderer, as `VerifyOnMacOSTests` runs it.
    static func render(_ paths: [String], configuration: PluginConfiguration) throws -> Rendered {
        let bag = DiagnosticBag()
        guard case .planned(let output) = VerifyPlanWriter.make(paths, configuration: configuration, catalogBundles: "/unused", diagnostics: bag) else {
            return Rendered()
        }
        guard !output.plan.isEmpty else { return Rendered() }
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Scripts/VerifyOnMacOS/Comparison.swift", toPath: directory + "/Comparison.swift")
        try "VerifyRenderer.runAccessors(verifyAccessorCall)\n".write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let compilation = try GeneratedCodeCompilationTests.swiftc(
            ["-swift-version", "6"] + output.files.map(\.name) + ["Comparison.swift", "main.swift", "-o", "render"], in: directory)
        try #require(compilation.status == 0, "\(compilation.output.prefix(2000))")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: directory + "/render")
        process.standardInput = Pipe()
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let input = (process.standardInput as! Pipe).fileHandleForWriting
        // Written from another thread: the renderer's output would fill the pipe first.
        let plan = Data(VerifyPlanFile.write(output.plan).utf8)
        let writer = Thread {
            input.write(plan); try? input.close()
        }
        writer.start()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // The records as the renderer escaped them, both sides alike (parsing 400,000 of them
        // into values costs more than the rest of the comparison in a debug build).
        var rendered = Rendered()
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n")
        #expect(lines.first == Substring(VerifyRenderingFile.header.joined(separator: "\t")))
        lines.removeFirst()
        rendered.renderings.reserveCapacity(lines.count)
        for line in lines {
            guard let tab = line.lastIndex(of: "\t") else { continue }
            rendered.renderings[line[..<tab]] = line[line.index(after: tab)...]
        }
        let source = try #require(output.files.first { $0.name == VerifyPlanWriter.callsFile }?.contents)
        var calls: [Int: String] = [:]
        for line in source.split(separator: "\n") where line.hasPrefix("    case ") {
            let parts = line.dropFirst("    case ".count).split(separator: ":", maxSplits: 1)
            if let number = Int(parts[0]), parts.count == 2 {
                calls[number] = parts[1].hasPrefix(" return ") ? String(parts[1].dropFirst(" return ".count)) : String(parts[1])
            }
        }
        for entry in output.plan { rendered.calls[[entry.table, entry.key]] = calls[entry.call] }
        return rendered
    }

    /// The renderings and accessors of both sides, matched.
    struct RenderComparison: CustomStringConvertible {
        var compared = 0
        var differences: [String] = []
        var accessors = 0
        var apiDifferences: [String] = []
        /// Accessors and renderings only the catalogs have: keys the development region's
        /// files lacked, which a catalog's source language shows as the key (or a storyboard's text).
        var addedAccessors = 0
        var addedRenderings = 0
        /// Accessors whose name went to a key the catalogs added (the two collide, and the
        /// naming gives it to the other): the same strings, another name.
        var renamed: [String] = []

        mutating func add(before: Rendered, after: Rendered, outside: Set<[String]>) {
            for (id, text) in before.renderings {
                compared += 1
                guard let migrated = after.renderings[id] else {
                    differences.append("\(id): not rendered from the catalog")
                    continue
                }
                if !migrated.utf8.elementsEqual(text.utf8) { differences.append("\(id): '\(text)' from the files, '\(migrated)' from the catalog") }
            }
            addedRenderings += after.renderings.keys.filter { before.renderings[$0] == nil }.count
            for (key, call) in before.calls {
                accessors += 1
                guard after.calls[key] != call else { continue }
                if let other = LintComparison.collidingKey(key, outside: outside) {
                    renamed.append("'\(key[1])' (its name is also '\(other)''s)")
                } else {
                    apiDifferences.append("\(key): \(call) from the files, \(after.calls[key] ?? "none") from the catalog")
                }
            }
            addedAccessors += after.calls.keys.filter { before.calls[$0] == nil }.count
        }

        var description: String {
            "\(accessors - apiDifferences.count - renamed.count) of \(accessors) accessors the same (\(renamed.count) renamed: \(renamed.joined(separator: ", "))), \(compared) renderings compared (\(differences.count) differ); the catalogs add \(addedAccessors) accessors and \(addedRenderings) renderings"
        }
    }
}

/// Lint's findings on a table's files and on its catalog, by id, table, locale, key, variable
/// and form. Left out, because the migration changes them on purpose:
///
/// - findings about a legacy file's bytes, which a catalog does not have: `apple-reader` (a
///   file CoreFoundation would reject), `unknown-escape` (the catalog holds the character
///   the escape stood for), `strings-encoding`, `duplicate-key` (the catalog holds the value
///   Foundation used), `shadowed-table`, `table-name-case`;
/// - every finding about a key the development region's files lack, in any locale: in a
///   catalog the source language holds every key (its text is the key), so
///   `missing-in-development-region` becomes what any development-region key has
///   (`missing-translation`, `argument-mismatch` against the key's specifiers, name
///   collisions of the new accessors); and `missing-development-region` of a table whose
///   development region has no file;
/// - the variable of a plural variation, which has no name in a catalog (`""`): a finding on
///   `%#@files@`'s forms is the same finding.
enum LintComparison {
    static let fileLevel: Set<DiagnosticKind> = [.appleReader, .unknownEscape, .stringsEncoding, .duplicateKey, .shadowedTable, .tableNameCase]

    struct Counts: CustomStringConvertible {
        var same = 0
        /// Findings left out, by reason, of the files and of the catalogs.
        var leftOut: [String: Int] = [:]
        var leftOutNew: [String: Int] = [:]
        var different: [String] = []

        mutating func add(_ other: Counts) {
            same += other.same
            leftOut.merge(other.leftOut, uniquingKeysWith: +)
            leftOutNew.merge(other.leftOutNew, uniquingKeysWith: +)
            different += other.different
        }

        var description: String {
            func list(_ counts: [String: Int]) -> String {
                counts.isEmpty ? "none" : counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            }
            return
                "\(same) findings the same, \(different.count) different; left out as intended, of the files: \(list(leftOut)); of the catalogs: \(list(leftOutNew))"
        }
    }

    struct Finding: Hashable {
        var id: String
        var table: String
        var locale: String
        var key: String
        var variable: String
        var form: String
    }

    static func findings(_ paths: [String], configuration: PluginConfiguration) -> [Diagnostic] {
        let bag = DiagnosticBag()
        let options = configuration.apply(to: LocalizationCompiler.Options())
        _ = LocalizationPipeline.check(paths, cldr: TestSupport.cldr, options: options, warningsAsErrors: false, diagnostics: bag)
        return bag.diagnostics
    }

    /// A key the catalogs added (one `outside` the development region) whose accessor would
    /// have the name of `key`'s (table and key): the naming then renames both.
    static func collidingKey(_ key: [String], outside: Set<[String]>) -> String? {
        let name = AccessorNaming.memberName(AccessorNaming.words(in: key[1]))
        return outside.filter { $0[0] == key[0] && AccessorNaming.memberName(AccessorNaming.words(in: $0[1])) == name }.map { $0[1] }.sorted().first
    }

    /// Table and key of every key a table's development region lacks.
    static func keysOutsideTheDevelopmentRegion(_ tables: [LegacyTable], region: String) -> Set<[String]> {
        let region = LocalizationLoader.canonicalLocale(region)
        var outside: Set<[String]> = []
        for table in tables {
            let own = Set(table.localizations.first { $0.locale == region }.map { $0.strings.map(\.key) + $0.stringsdict.map(\.key) } ?? [])
            for localization in table.localizations {
                for key in localization.strings.map(\.key) + localization.stringsdict.map(\.key) where !own.contains(key) { outside.insert([table.name, key]) }
            }
        }
        return outside
    }

    static func compare(_ tables: [LegacyTable], old: [String], new: [String], configuration: PluginConfiguration) throws -> Counts {
        let region = LocalizationLoader.canonicalLocale(configuration.developmentRegion ?? "en")
        // Keys each table's development region lacks, and tables without a development region.
        let outside = keysOutsideTheDevelopmentRegion(tables, region: region)
        var withoutRegion: Set<String> = []
        // Localizations a catalog holds as a plural variation (their variable has no name).
        var variations: Set<[String]> = []
        for (table, catalogPath) in zip(tables, new) {
            if !table.localizations.contains(where: { $0.locale == region }) { withoutRegion.insert(table.name) }
            let file = try #require(SourceFile.read(path: catalogPath))
            let catalog = try #require(StringCatalogValue.read(file, diagnostics: DiagnosticBag()))
            for (key, entry) in catalog["strings"]?.object ?? [:] {
                for (locale, localization) in entry["localizations"]?.object ?? [:] where localization["variations"]?["plural"] != nil {
                    variations.insert([table.name, locale, key])
                }
            }
        }
        var counts = Counts()
        func sorted(_ diagnostics: [Diagnostic], isNew: Bool) -> [Finding: Int] {
            var result: [Finding: Int] = [:]
            for diagnostic in diagnostics {
                let subject = diagnostic.subject
                let table = subject?.table ?? ""
                let key = subject?.key ?? ""
                var reason: String?
                if fileLevel.contains(diagnostic.kind) {
                    reason = diagnostic.id
                } else if outside.contains([table, key]) || diagnostic.kind == .missingInDevelopmentRegion {
                    reason = "about keys only translations had"
                } else if diagnostic.kind == .missingDevelopmentRegion && withoutRegion.contains(table) {
                    reason = "missing-development-region"
                } else if diagnostic.kind == .nameCollision && collidingKey([table, key], outside: outside) != nil {
                    reason = "name collisions with keys only translations had"
                }
                if let reason {
                    if isNew { counts.leftOutNew[reason, default: 0] += 1 } else { counts.leftOut[reason, default: 0] += 1 }
                    continue
                }
                var variable = subject?.variable ?? ""
                if variations.contains([table, subject?.locale ?? "", key]) { variable = "" }
                result[
                    Finding(id: diagnostic.id, table: table, locale: subject?.locale ?? "", key: key, variable: variable, form: subject?.form ?? ""), default: 0
                ] += 1
            }
            return result
        }
        let before = sorted(findings(old, configuration: configuration), isNew: false)
        let after = sorted(findings(new, configuration: configuration), isNew: true)
        for finding in Set(before.keys).union(after.keys).sorted(by: { "\($0)" < "\($1)" }) {
            let (a, b) = (before[finding] ?? 0, after[finding] ?? 0)
            counts.same += min(a, b)
            if a != b { counts.different.append("\(finding): \(a) on the files, \(b) on the catalogs") }
        }
        return counts
    }
}
