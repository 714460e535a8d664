// The stages around the conversion: finding and reading a project's legacy tables, and
// checking a written catalog against the files it came from.

import Foundation

extension CatalogMigration {
    /// The legacy tables under `paths` (folders, searched as every command searches them, or
    /// files): one per table and folder of `.lproj` folders, sorted by catalog path. Each file
    /// is read by its own reader, whose errors are reported (its warnings are lint's); what
    /// Foundation would not read is left out and said: a folder that names no locale
    /// (`unknown-folder`), the file of a locale that another folder serves (`Base.lproj` beside
    /// `en.lproj`: `shadowed-table`), and the tables of a `Settings.bundle`, which the Settings
    /// app reads as `.strings` files and Xcode does not migrate (`not-a-strings-table`).
    public static func legacyTables(in paths: [String], developmentRegion: String, diagnostics: DiagnosticCollector) -> [LegacyTable] {
        let (inputs, documents) = LocalizationLoader.inputs(in: paths, diagnostics: diagnostics)
        struct Group: Hashable, Comparable {
            var directory: String
            var table: String
            static func < (a: Group, b: Group) -> Bool { (a.directory, a.table) < (b.directory, b.table) }
        }
        var groups: [Group: [LocalizationFile]] = [:]
        var settingsBundles: Set<String> = []
        for input in inputs where !input.file.isCatalog {
            let components = input.file.path.split(separator: "/", omittingEmptySubsequences: false)
            if let bundle = components.dropLast(2).lastIndex(where: { $0.hasSuffix(".bundle") }) {
                let folder = components[...bundle].joined(separator: "/")
                if settingsBundles.insert(folder).inserted {
                    diagnostics.report(
                        .notAStringsTable,
                        "the tables of \(folder) are not migrated: the Settings app reads them from .strings files, and Xcode migrates none of them; they are left as they are",
                        at: SourceLocation(path: input.file.path, line: 1, column: 1))
                }
                continue
            }
            let directory = components.dropLast(2).joined(separator: "/")
            groups[Group(directory: directory, table: input.file.table), default: []].append(input.file)
        }
        var tables: [LegacyTable] = []
        for group in groups.keys.sorted() {
            let files = groups[group]!
            let fileDiagnostics = diagnostics.about(table: group.table)
            // The folders of each locale, and the one Foundation reads.
            var folders: [String: [String]] = [:]
            for file in files {
                guard let locale = LocalizationLoader.locale(forFolder: file.folder, developmentRegion: developmentRegion) else {
                    fileDiagnostics.report(
                        .unknownFolder,
                        "'\(file.folder)' does not name a locale, so '\(file.path)' is not migrated (Xcode would not know its language); it is left as it is",
                        at: SourceLocation(path: file.path, line: 1, column: 1))
                    continue
                }
                if !(folders[locale]?.contains(file.folder) ?? false) { folders[locale, default: []].append(file.folder) }
            }
            var localizations: [LegacyTable.Localization] = []
            for locale in folders.keys.sorted() {
                let used = LocalizationLoader.usedFolder(among: folders[locale]!)
                for file in files where file.folder != used && folders[locale]!.contains(file.folder) {
                    fileDiagnostics.report(
                        .shadowedTable,
                        "'\(file.path)' is not migrated: Foundation reads \(locale) from \(used), never from \(file.folder); it is left as it is",
                        at: SourceLocation(path: file.path, line: 1, column: 1), subject: .init(table: group.table, locale: locale, key: nil))
                }
                var localization = LegacyTable.Localization(locale: locale, folder: used)
                for file in files.filter({ $0.folder == used }).sorted() {
                    read(file, into: &localization, diagnostics: diagnostics.about(table: group.table, locale: locale))
                }
                localizations.append(localization)
            }
            guard !localizations.isEmpty else { continue }
            let kind: LegacyTable.Kind
            if LocalizationFile.isInfoPlistTable(group.table) {
                kind = .infoPlist
            } else if documents.contains(group.table) || isInterfaceBuilderTable(localizations) {
                kind = .interfaceBuilder
            } else {
                kind = .strings
            }
            tables.append(LegacyTable(name: group.table, directory: group.directory, kind: kind, localizations: localizations))
        }
        return tables.sorted { $0.catalogPath < $1.catalogPath }
    }

    /// The `developmentRegion` of the Xcode project in `folder`, or in the nearest folder above
    /// it that holds one (the project's Development Language, which Xcode's migration makes the
    /// catalogs' source language), read as the build plugin reads it; and the project file.
    /// `nil` without a project, or when that folder holds several.
    public static func projectDevelopmentRegion(around folder: String) -> (region: String, projectFile: String)? {
        var directory = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let projects = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
            if !projects.isEmpty {
                let path = directory.path + "/" + projects[0] + "/project.pbxproj"
                guard projects.count == 1, let data = FileManager.default.contents(atPath: path),
                    let region = DevelopmentRegion.region(inProjectFile: String(decoding: data, as: UTF8.self))
                else { return nil }
                return (region, path)
            }
            let parent = directory.deletingLastPathComponent()
            guard parent.path != directory.path else { return nil }
            directory = parent
        }
    }

    /// Reads one file into its locale's localization; reports its reader's errors.
    static func read(_ source: LocalizationFile, into localization: inout LegacyTable.Localization, diagnostics: DiagnosticCollector) {
        localization.files.append(source.path)
        let bag = DiagnosticBag()
        defer { bag.diagnostics.filter { $0.severity == .error }.forEach(diagnostics.report) }
        guard let file = SourceFile.read(path: source.path) else {
            bag.report(.fileUnreadable, "cannot read '\(source.path)'", at: nil)
            localization.unreadableFiles.append(source.path)
            return
        }
        switch source.format {
        case .strings:
            guard let contents = StringsFileReader.readContents(file, diagnostics: bag) else {
                localization.unreadableFiles.append(source.path)
                return
            }
            localization.strings = contents.entries
            localization.unreadable += contents.unusable
        case .stringsdict:
            guard let contents = StringsdictReader.read(file, diagnostics: bag) else {
                localization.unreadableFiles.append(source.path)
                return
            }
            localization.stringsdict = contents.entries
            localization.unreadable += contents.unusable
        case .xcstrings:
            return
        }
    }

    /// Whether every key of a table is an Interface Builder object's (`1xx-L0-hKm.text`, or
    /// numbered, `2.title`), as `ibtool` writes a storyboard's or xib's strings: the table of a
    /// document that is not among the files given.
    static func isInterfaceBuilderTable(_ localizations: [LegacyTable.Localization]) -> Bool {
        let keys = localizations.flatMap { $0.strings.map(\.key) + $0.stringsdict.map(\.key) }
        return keys.contains(where: LocalizationLoader.isInterfaceBuilderKey)
            && keys.allSatisfy { LocalizationLoader.isInterfaceBuilderKey($0) || LocalizationLoader.isNumberedInterfaceBuilderKey($0) }
    }

    // MARK: Reading back

    /// Whether `catalog` (the bytes written for `table`) holds what the table's files hold, as
    /// this tool's readers read both: every locale and key of the files, with an entry of the
    /// same meaning (``difference(_:_:)``: the same arguments, the same text for every value),
    /// unusable where it was unusable; nothing more, but the development region's entries of
    /// keys only translations had (a catalog's source language shows the key, or a
    /// storyboard's text). A locale whose files hold no entry has nothing to be compared.
    /// Every difference is reported (`migration-mismatch`); comments and states are not
    /// compared (they change nothing that is shown).
    public static func verify(_ table: LegacyTable, catalog: [UInt8], developmentRegion: String, diagnostics: DiagnosticCollector) -> Bool {
        let context = LocalizationReadingContext(developmentRegion: developmentRegion)
        let sourceLanguage = LocalizationLoader.canonicalLocale(developmentRegion)
        var located: [LocatedTable] = []
        for path in table.files {
            guard let source = LocalizationFile(path: path), let file = SourceFile.read(path: path) else {
                diagnostics.report(.migrationMismatch, "cannot read '\(path)' again to compare it with \(table.catalogPath)", at: nil)
                return false
            }
            located += LocalizationLoader.reader(for: source.format).read(source, file: file, context: context, diagnostics: DiagnosticBag())
        }
        let catalogFile = SourceFile(path: table.catalogPath, bytes: catalog)
        let written = StringCatalogReader.read(LocalizationFile(path: table.catalogPath)!, file: catalogFile, context: context, diagnostics: DiagnosticBag())
        guard let old = LocalizationLoader.merge(located).first, let new = LocalizationLoader.merge(written).first else {
            diagnostics.report(
                .migrationMismatch, "\(table.catalogPath) holds no table where the files hold '\(table.name)'",
                at: SourceLocation(path: table.catalogPath, line: 1, column: 1))
            return false
        }
        var same = true
        func mismatch(_ message: String, at location: SourceLocation?, locale: String, key: String?) {
            same = false
            diagnostics.report(
                .migrationMismatch, message, at: location ?? SourceLocation(path: table.catalogPath, line: 1, column: 1),
                subject: .init(table: table.name, locale: locale, key: key))
        }
        for strings in old.locales {
            let locale = strings.locale
            guard let migrated = new.strings(for: locale) else {
                // A file without entries (ibtool's comments for a storyboard not translated yet)
                // has nothing to write: a catalog has no languages without units.
                if strings.entries.isEmpty && strings.unusable.isEmpty { continue }
                mismatch("\(table.catalogPath) has no \(locale) localization, which \(strings.folder) holds", at: nil, locale: locale, key: nil)
                continue
            }
            for key in strings.keys {
                let entry = strings.entries[key]!
                guard let after = migrated.entries[key] else {
                    mismatch(
                        "'\(describe(key))' of \(locale) is \(migrated.unusable[key] == nil ? "missing" : "unusable") in \(table.catalogPath)",
                        at: entry.keyLocation, locale: locale, key: key)
                    continue
                }
                if let difference = difference(entry, after) {
                    mismatch(
                        "'\(describe(key))' of \(locale) means otherwise in \(table.catalogPath): \(difference)", at: after.keyLocation, locale: locale,
                        key: key)
                }
            }
            for key in UTF8Order.sorted(strings.unusable.keys) where migrated.entries[key] != nil {
                mismatch(
                    "'\(describe(key))' of \(locale) is unusable in the files but usable in \(table.catalogPath)", at: strings.unusable[key], locale: locale,
                    key: key)
            }
            for key in migrated.keys where strings.entries[key] == nil && strings.unusable[key] == nil && locale != sourceLanguage {
                mismatch(
                    "'\(describe(key))' of \(locale) is in \(table.catalogPath) but in none of the files", at: migrated.entries[key]!.keyLocation,
                    locale: locale, key: key)
            }
        }
        for strings in new.locales where old.strings(for: strings.locale) == nil && strings.locale != sourceLanguage {
            mismatch("\(table.catalogPath) has a \(strings.locale) localization, which none of the files holds", at: nil, locale: strings.locale, key: nil)
        }
        return same
    }

    static func describe(_ key: String) -> String {
        FormatStringParser.describe(key.count > 60 ? String(key.prefix(60)) + "…" : key)
    }
}
