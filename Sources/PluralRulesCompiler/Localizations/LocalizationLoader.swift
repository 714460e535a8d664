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

    /// Every `.strings` and `.stringsdict` file inside `.lproj` folders under `paths` (files
    /// or directories; hidden folders such as `.build` are skipped), sorted.
    public static func localizationFiles(in paths: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            for case let relative as String in enumerator {
                // Skip build products and tool folders: .build, .git, .swiftpm.
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                let full = path + "/" + relative
                let parent = ((full as NSString).deletingLastPathComponent as NSString).lastPathComponent
                guard parent.hasSuffix(".lproj"), relative.hasSuffix(".strings") || relative.hasSuffix(".stringsdict") else { continue }
                files.append(full)
            }
        }
        return files.sorted()
    }

    /// Reads every table under `paths`; reports what cannot be read and returns what could.
    public static func load(_ paths: [String], developmentRegion: String, diagnostics: DiagnosticCollector) -> [LocalizationTable] {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            diagnostics.report(.fileMissing, "'\(path)' does not exist", at: nil)
        }
        struct Key: Hashable { var table: String; var locale: String }
        var strings: [Key: (folder: String, entries: [LocalizedEntry])] = [:]
        var stringsdicts: [Key: (folder: String, entries: [LocalizedEntry])] = [:]
        // Explicit folders win over Base.lproj for the same locale, whatever the order.
        let files = localizationFiles(in: paths).sorted { ($0.contains("/Base.lproj/") ? 0 : 1, $0) < ($1.contains("/Base.lproj/") ? 0 : 1, $1) }
        for path in files {
            let url = URL(fileURLWithPath: path)
            let folder = url.deletingLastPathComponent().lastPathComponent
            let table = url.deletingPathExtension().lastPathComponent
            guard let locale = locale(forFolder: folder, developmentRegion: developmentRegion) else {
                diagnostics.report(.unknownFolder, "'\(folder)' does not name a locale; its files are skipped", at: SourceLocation(path: path, line: 1, column: 1))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.report(.fileUnreadable, "cannot read '\(path)'", at: nil)
                continue
            }
            let file = SourceFile(path: path, bytes: Array(data))
            let key = Key(table: table, locale: locale)
            if path.hasSuffix(".stringsdict") {
                guard let entries = StringsdictReader.read(file, diagnostics: diagnostics) else { continue }
                stringsdicts[key] = (folder, (stringsdicts[key]?.entries ?? []) + entries)
            } else {
                guard let read = StringsFileReader.read(file, diagnostics: diagnostics) else { continue }
                let entries = read.compactMap { entry -> LocalizedEntry? in
                    guard let format = FormatString.parse(entry.valueText, diagnostics: diagnostics) else { return nil }
                    return LocalizedEntry(key: entry.key, keyLocation: entry.keyLocation, content: .format(format, entry.valueLocation), comment: entry.comment)
                }
                strings[key] = (folder, (strings[key]?.entries ?? []) + entries)
            }
        }
        var tables: [String: [LocaleStrings]] = [:]
        for key in Set(strings.keys).union(stringsdicts.keys) {
            var entries: [String: LocalizedEntry] = [:]
            for entry in strings[key]?.entries ?? [] { entries[entry.key] = entry }
            for entry in stringsdicts[key]?.entries ?? [] { entries[entry.key] = entry }  // stringsdict wins
            let folder = stringsdicts[key]?.folder ?? strings[key]!.folder
            tables[key.table, default: []].append(LocaleStrings(locale: key.locale, folder: folder, entries: entries))
        }
        return tables.keys.sorted().map { name in
            LocalizationTable(name: name, locales: tables[name]!.sorted { $0.locale < $1.locale })
        }
    }
}
