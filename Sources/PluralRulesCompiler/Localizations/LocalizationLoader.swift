import Foundation

/// Finds `.lproj` folders and reads their `.strings` and `.stringsdict` files into tables.
public enum LocalizationLoader {
    /// Xcode's legacy folder names and the locales they stand for.
    public static let legacyFolderNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb",
        "Korean": "ko", "Russian": "ru", "Polish": "pl", "Chinese": "zh-Hans", "Turkish": "tr", "Arabic": "ar",
        "Hebrew": "he", "Greek": "el", "Czech": "cs", "Hungarian": "hu", "Ukrainian": "uk",
    ]

    /// The locale a `.lproj` folder name stands for (`Base` is the development region):
    /// `pt-BR`, `zh_CN` → `zh-CN`, `English` → `en`.
    public static func locale(forFolder folder: String, developmentRegion: String) -> String? {
        let name = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : folder
        if name == "Base" { return canonicalLocale(developmentRegion) }
        if let legacy = legacyFolderNames[name] { return legacy }
        let canonical = canonicalLocale(name)
        return canonical.isEmpty ? nil : canonical
    }

    /// `zh_hans` → `zh-Hans`; `PT-br` → `pt-BR`.
    public static func canonicalLocale(_ identifier: String) -> String {
        _LocaleResolution.canonicalIdentifier(identifier)
    }

    /// The reader of each format.
    static func reader(for format: LocalizationFile.Format) -> any LocalizationReader.Type {
        switch format {
        case .strings: StringsTableReader.self
        case .stringsdict: StringsdictReader.self
        }
    }

    /// Every localization source under `paths` (files or directories, searched recursively;
    /// hidden folders such as `.build` are skipped), sorted. A file given directly that is
    /// not a source is reported.
    public static func sources(in paths: [String], diagnostics: DiagnosticCollector) -> [LocalizationFile] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.report(.fileMissing, "'\(path)' does not exist", at: nil)
                continue
            }
            if !isDirectory.boolValue {
                if LocalizationFile(path: path) == nil {
                    diagnostics.report(.notALocalizationFile, "'\(path)' is not a .strings or .stringsdict file inside an .lproj folder, which names its locale; it is skipped", at: nil)
                }
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            for case let relative as String in enumerator {
                // Skip build products and tool folders: .build, .git, .swiftpm.
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                files.append(path + "/" + relative)
            }
        }
        return LocalizationFile.sources(in: files)
    }

    /// Reads every table under `paths`; reports what cannot be read and returns what could.
    public static func load(_ paths: [String], developmentRegion: String, diagnostics: DiagnosticCollector) -> [LocalizationTable] {
        let context = LocalizationReadingContext(developmentRegion: developmentRegion)
        // Explicit folders win over Base.lproj for the same locale, whatever the order.
        let sources = sources(in: paths, diagnostics: diagnostics)
            .sorted { ($0.folder == "Base.lproj" ? 0 : 1, $0.path) < ($1.folder == "Base.lproj" ? 0 : 1, $1.path) }
        // Files are independent: read them on every core, diagnostics in file order.
        let located = ParallelStage.map(sources, diagnostics: diagnostics) { source, diagnostics -> [LocatedTable] in
            guard let data = FileManager.default.contents(atPath: source.path) else {
                diagnostics.report(.fileUnreadable, "cannot read '\(source.path)'", at: nil)
                return []
            }
            let file = SourceFile(path: source.path, bytes: data.byteArray)
            return reader(for: source.format).read(source, file: file, context: context, diagnostics: diagnostics)
        }
        return merge(located.flatMap { $0 })
    }

    /// Tables from located tables: per table and locale, `.strings` entries, then `.stringsdict`
    /// entries over them (Foundation's order), later sources over earlier ones.
    public static func merge(_ located: [LocatedTable]) -> [LocalizationTable] {
        struct Key: Hashable { var table: String; var locale: String }
        var merged: [Key: LocaleStrings] = [:]
        let ordered = located.enumerated().sorted { ($0.element.origin.format == .strings ? 0 : 1, $0.offset) < ($1.element.origin.format == .strings ? 0 : 1, $1.offset) }
        for (_, table) in ordered {
            let key = Key(table: table.table, locale: table.locale)
            var current = merged[key] ?? LocaleStrings(locale: table.locale, folder: table.origin.folder, entries: [:])
            for entry in table.entries {
                current.entries[entry.key] = entry
                current.unusable[entry.key] = nil
            }
            for entry in table.unusable where current.entries[entry.key] == nil || table.origin.format == .stringsdict {
                // A broken stringsdict entry hides the .strings one, as Foundation reads it.
                current.entries[entry.key] = nil
                current.unusable[entry.key] = entry.location
            }
            if !table.isReadable { current.hasUnreadableSource = true }
            if table.origin.format == .stringsdict { current.folder = table.origin.folder }
            merged[key] = current
        }
        var tables: [String: [LocaleStrings]] = [:]
        for (key, strings) in merged { tables[key.table, default: []].append(strings) }
        return tables.keys.sorted().map { name in
            LocalizationTable(name: name, locales: tables[name]!.sorted { $0.locale < $1.locale })
        }
    }

    /// The locale of an lproj source, or `nil` after reporting a folder that names none.
    static func locale(of source: LocalizationFile, context: LocalizationReadingContext, diagnostics: DiagnosticCollector) -> String? {
        guard let locale = locale(forFolder: source.folder, developmentRegion: context.developmentRegion) else {
            diagnostics.report(.unknownFolder, "'\(source.folder)' does not name a locale; its files are skipped", at: SourceLocation(path: source.path, line: 1, column: 1))
            return nil
        }
        return locale
    }
}

/// Reads `.strings` files into tables: each value is a format string.
public enum StringsTableReader: LocalizationReader {
    public static let format = LocalizationFile.Format.strings

    public static func read(_ source: LocalizationFile, file: SourceFile, context: LocalizationReadingContext, diagnostics: DiagnosticCollector) -> [LocatedTable] {
        guard let locale = LocalizationLoader.locale(of: source, context: context, diagnostics: diagnostics) else { return [] }
        let tableDiagnostics = diagnostics.about(table: source.table, locale: locale)
        guard let contents = StringsFileReader.readContents(file, diagnostics: tableDiagnostics) else {
            return [LocatedTable(table: source.table, locale: locale, entries: [], origin: source, isReadable: false)]
        }
        var unusable = contents.unusable
        var entries: [LocalizedEntry] = []
        for entry in contents.entries {
            guard let format = FormatString.parse(entry.valueText, diagnostics: tableDiagnostics.about(key: entry.key)) else {
                unusable.append(UnusableEntry(key: entry.key, location: entry.keyLocation))
                continue
            }
            entries.append(LocalizedEntry(key: entry.key, keyLocation: entry.keyLocation, content: .format(format, entry.valueLocation), comment: entry.comment))
        }
        return [LocatedTable(table: source.table, locale: locale, entries: entries, unusable: unusable, origin: source)]
    }
}
