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
    /// `pt-BR`, `zh_CN` → `zh-CN`, `English` → `en`, `sr@latin` → `sr-Latn` (a POSIX
    /// modifier naming a script is that script).
    public static func locale(forFolder folder: String, developmentRegion: String) -> String? {
        var name = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : folder
        if name == "Base" { return canonicalLocale(developmentRegion) }
        if let legacy = legacyFolderNames[name] { return legacy }
        if let at = name.firstIndex(of: "@") {
            let modifier = name[name.index(after: at)...].lowercased()
            name = String(name[..<at])
            if let script = scriptModifiers[modifier] {
                let subtags = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
                name = ([subtags.first.map(String.init) ?? name, script] + subtags.dropFirst().map(String.init)).joined(separator: "-")
            }
        }
        let canonical = canonicalLocale(name)
        return canonical.isEmpty ? nil : canonical
    }

    /// POSIX locale modifiers that name a script, as gettext and Linux distributions use them.
    static let scriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "arabic": "Arab", "devanagari": "Deva", "hebrew": "Hebr",
    ]

    /// `zh_hans` → `zh-Hans`; `PT-br` → `pt-BR`.
    public static func canonicalLocale(_ identifier: String) -> String {
        _LocaleResolution.canonicalIdentifier(identifier)
    }

    /// The reader of each format.
    static func reader(for format: LocalizationFile.Format) -> any LocalizationReader.Type {
        switch format {
        case .strings: StringsTableReader.self
        case .stringsdict: StringsdictReader.self
        case .xcstrings: StringCatalogReader.self
        }
    }

    /// The localization files under `paths` (files or directories, searched recursively, through
    /// symbolic links to folders too; hidden folders such as `.build` are skipped), sorted, with
    /// the bundle each belongs to, and the names of the Interface Builder documents beside them.
    ///
    /// A bundle is a folder given as a path, or a `.bundle` folder inside one (an app and its
    /// `Settings.bundle`): Foundation reads each on its own, so tables are never merged across
    /// bundles. Files given one by one (as the build plugin gives a target's) form one bundle.
    public static func inputs(in paths: [String], diagnostics: DiagnosticCollector) -> (
        sources: [(file: LocalizationFile, bundle: String)], interfaceDocuments: Set<String>
    ) {
        var found: [(file: LocalizationFile, bundle: String)] = []
        var all: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.report(.fileMissing, "'\(path)' does not exist", at: nil)
                continue
            }
            if !isDirectory.boolValue {
                all.append(path)
                guard let file = LocalizationFile(path: path) else {
                    diagnostics.report(
                        .notALocalizationFile,
                        "'\(path)' is not a .strings or .stringsdict file inside an .lproj folder, which names its locale, nor a .xcstrings String Catalog; it is skipped",
                        at: nil)
                    continue
                }
                found.append((file, ""))
                continue
            }
            for relative in relativePaths(under: path) {
                let components = relative.split(separator: "/")
                let full = path + "/" + relative
                all.append(full)
                guard let file = LocalizationFile(path: full) else { continue }
                let bundle =
                    components.dropLast().lastIndex { $0.hasSuffix(".bundle") }
                    .map { path + "/" + components[...$0].joined(separator: "/") } ?? path
                found.append((file, bundle))
            }
        }
        return (found.sorted { $0.file < $1.file }, LocalizationFile.interfaceBuilderDocuments(in: all))
    }

    /// The paths under the folder `path`, relative to it, hidden entries (`.build`, `.git`,
    /// `.swiftpm`) left out without looking inside. A symbolic link to a folder is followed, as
    /// Xcode follows it into the app: `path` itself (a `FileManager` enumerator lists nothing
    /// under a link on Linux) and any folder inside, each real folder once (a link to a folder
    /// already walked, or inside one, is not followed: no file is listed twice, no loop).
    static func relativePaths(under path: String) -> [String] {
        let manager = FileManager.default
        var result: [String] = []
        var visited: [String] = []
        func walk(_ folder: String, prefix: String) {
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard !visited.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }),
                let enumerator = manager.enumerator(atPath: real)
            else { return }
            visited.append(real)
            while let relative = enumerator.nextObject() as? String {
                if relative.hasPrefix(".") || relative.contains("/.") {
                    enumerator.skipDescendants()
                    continue
                }
                result.append(prefix + relative)
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeSymbolicLink {
                    var isDirectory: ObjCBool = false
                    if manager.fileExists(atPath: real + "/" + relative, isDirectory: &isDirectory), isDirectory.boolValue {
                        walk(real + "/" + relative, prefix: prefix + relative + "/")
                    }
                }
            }
        }
        walk(path, prefix: "")
        return result
    }

    /// The localization sources under `paths`, sorted (see ``inputs(in:diagnostics:)``).
    public static func sources(in paths: [String], diagnostics: DiagnosticCollector) -> [LocalizationFile] {
        inputs(in: paths, diagnostics: diagnostics).sources.map(\.file)
    }

    /// Which tables to check and generate.
    public struct TableSelection: Sendable, Equatable {
        /// Only these tables, when set; this also takes tables that are skipped by default.
        public var include: Set<String>?
        public var exclude: Set<String> = []

        public init(include: Set<String>? = nil, exclude: Set<String> = []) {
            self.include = include
            self.exclude = exclude
        }
    }

    /// Reads every table under `paths`; reports what cannot be read and returns what could.
    public static func load(
        _ paths: [String], developmentRegion: String, selection: TableSelection = .init(),
        diagnostics: DiagnosticCollector
    ) -> [LocalizationTable] {
        let context = LocalizationReadingContext(developmentRegion: developmentRegion)
        let (inputs, interfaceDocuments) = inputs(in: paths, diagnostics: diagnostics)
        reportTableNameCase(inputs, diagnostics: diagnostics)
        // Tables that localize no NSLocalizedString (InfoPlist, storyboards and xibs) are left
        // out unless asked for, with one note each.
        var skipped: [String: (file: LocalizationFile, why: String)] = [:]
        let selected = inputs.filter { input in
            let table = input.file.table
            if let include = selection.include { return include.contains(table) }
            if selection.exclude.contains(table) { return false }
            if !LocalizationFile.isStringsTable(table, interfaceBuilderDocuments: interfaceDocuments) {
                let why = LocalizationFile.isInfoPlistTable(table) ? "localizes the app's Info.plist" : "localizes the storyboard or xib '\(table)'"
                if skipped[table] == nil { skipped[table] = (input.file, why) }
                return false
            }
            if input.bundle.split(separator: "/").last == "Settings.bundle" {
                if skipped[table] == nil { skipped[table] = (input.file, "localizes the Settings app's pages of Settings.bundle") }
                return false
            }
            return true
        }
        // Files are independent: read them on every core, diagnostics in file order.
        // What each file says is held back until it is known whether its table is checked at
        // all (a storyboard's catalog is known by its keys only after reading it).
        let readings = ParallelStage.map(selected, diagnostics: diagnostics) { input, _ -> (tables: [LocatedBundleTable], diagnostics: [Diagnostic]) in
            let bag = DiagnosticBag()
            guard let file = SourceFile.read(path: input.file.path) else {
                bag.report(.fileUnreadable, "cannot read '\(input.file.path)'", at: nil)
                return ([], bag.diagnostics)
            }
            let tables = reader(for: input.file.format).read(input.file, file: file, context: context, diagnostics: bag)
                .map { LocatedBundleTable(table: $0, bundle: input.bundle) }
            return (tables, bag.diagnostics)
        }
        let located = readings.map(\.tables)
        var interfaceTables: Set<[String]> = []
        // A table whose keys are all Interface Builder object ids (`00n-xr-jcQ.title`) is a
        // storyboard's or xib's, even when the document itself is not among the inputs.
        var read = located.flatMap { $0 }
        if selection.include == nil {
            let byTable = Dictionary(grouping: read, by: { [$0.bundle, $0.table.table] })
            for (name, copies) in byTable.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
                let keys = copies.flatMap { $0.table.entries.map(\.key) }
                // Old documents number some objects (`2.title`) beside the generated ids.
                guard keys.contains(where: isInterfaceBuilderKey),
                    keys.allSatisfy({ isInterfaceBuilderKey($0) || isNumberedInterfaceBuilderKey($0) })
                else { continue }
                let table = name[1]
                if skipped[table] == nil {
                    skipped[table] = (copies[0].table.origin, "localizes a storyboard or xib (its keys are object ids such as '\(keys.min()!)')")
                }
                read.removeAll { $0.bundle == name[0] && $0.table.table == table }
                interfaceTables.insert(name)
            }
        }
        for (input, reading) in zip(selected, readings) where !interfaceTables.contains([input.bundle, input.file.table]) {
            reading.diagnostics.forEach(diagnostics.report)
        }
        read = separateBundles(read)
        for (table, skip) in skipped.sorted(by: { $0.key < $1.key }) {
            diagnostics.report(
                .notAStringsTable,
                "table '\(table)' \(skip.why), not NSLocalizedString: it is not checked and gets no accessors (name it in \"includeTables\" to check it)",
                at: SourceLocation(path: skip.file.path, line: 1, column: 1), subject: .init(table: table, locale: nil, key: nil))
        }
        var tables: [LocalizationTable] = []
        let byBundle = Dictionary(grouping: read, by: \.bundle)
        for bundle in byBundle.keys.sorted() {
            // Catalogs name no locale by their folder: only legacy files can shadow each other.
            let located = byBundle[bundle]!.map(\.table)
            let resolved = resolveFolders(located.filter { !$0.origin.isCatalog }, diagnostics: diagnostics) + located.filter(\.origin.isCatalog)
            reportCatalogConflicts(resolved, diagnostics: diagnostics)
            tables += merge(resolved, diagnostics: diagnostics).map { table in
                var table = table
                table.bundle = bundle
                return table
            }
        }
        if byBundle.count > 1 {
            // The same table in two bundles would make two types of one name.
            for (name, copies) in Dictionary(grouping: tables, by: \.name).sorted(by: { $0.key < $1.key }) where copies.count > 1 {
                diagnostics.report(
                    .duplicateTable,
                    "table '\(name)' is in \(copies.count) bundles (\(copies.map { $0.bundle.isEmpty ? "the given files" : $0.bundle }.joined(separator: ", "))); each is checked on its own, but generate accessors for one bundle at a time",
                    at: nil, subject: .init(table: name, locale: nil, key: nil))
            }
        }
        return tables
    }

    /// Reports each file whose table is spelled with other capitals than it is looked up by: a
    /// bundle finds resources by their exact name on a case-sensitive file system (an iOS
    /// device's), so `de.lproj/infoPlist.strings` is never read there. The Info.plist's table
    /// is looked up as `InfoPlist`; any other, by the spelling most of its files in the bundle
    /// use (the first in order on a tie).
    static func reportTableNameCase(_ inputs: [(file: LocalizationFile, bundle: String)], diagnostics: DiagnosticCollector) {
        struct Group: Hashable { var bundle: String; var table: String }
        var spellings: [Group: [String: Int]] = [:]
        for input in inputs {
            spellings[Group(bundle: input.bundle, table: input.file.table.lowercased()), default: [:]][input.file.table, default: 0] += 1
        }
        for input in inputs {
            let table = input.file.table
            let counts = spellings[Group(bundle: input.bundle, table: table.lowercased())]!
            let expected: String
            let why: String
            if LocalizationFile.isInfoPlistTable(table) {
                expected = LocalizationFile.infoPlistTable
                why = "the system reads the Info.plist's translations from '\(expected).strings'"
            } else {
                guard counts.count > 1 else { continue }
                expected = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }[0].key
                why = "NSLocalizedString looks it up as '\(expected)', as the table's other files spell it"
            }
            guard table != expected else { continue }
            let name = input.file.path.split(separator: "/").last.map(String.init) ?? input.file.path
            let renamed = expected + name.dropFirst(table.count)
            diagnostics.report(
                .tableNameCase,
                "'\(name)' names table '\(table)', but \(why); a bundle finds a resource by its exact name on a case-sensitive file system (an iOS device's), so there this file is never read: rename it to '\(renamed)'",
                at: SourceLocation(path: input.file.path, line: 1, column: 1), subject: .init(table: table, locale: nil, key: nil))
        }
    }

    /// Whether `key` is an Interface Builder object id and property (`00n-xr-jcQ.title`,
    /// `Rpn-F1-hVN.normalTitle`): three, two and three letters or digits, then a property.
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ".") else { return false }
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { isAlphanumeric(bytes[$0]) }
    }

    /// Whether `key` is a numbered Interface Builder object and property (`2.title`), as
    /// older documents name some objects.
    static func isNumberedInterfaceBuilderKey(_ key: String) -> Bool {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[0].utf8.allSatisfy(SourceCursor.isDigit)
            && !parts[1].isEmpty && parts[1].unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    /// Files of one table at the same place under two folders (`en.lproj/Localizable.strings`
    /// under `App/` and under `Kit/Resources/`) cannot be in one bundle: Xcode and SwiftPM
    /// refuse to copy both to one place ("multiple commands produce"). So a folder given as a
    /// path that holds them holds several bundles, and such a table is checked once per folder
    /// that holds its `.lproj` folders, each a bundle of its own (`duplicate-table` says so).
    /// Merged, one copy's entries replaced the other's without a word. A table whose files
    /// are spread over folders without such a clash (`en.lproj` in one, `de.lproj` in
    /// another) stays one table; catalogs, which name no locale by their place, are left as
    /// they are (`reportCatalogConflicts`).
    static func separateBundles(_ read: [LocatedBundleTable]) -> [LocatedBundleTable] {
        /// The folder holding the file's `.lproj` folder.
        func container(_ origin: LocalizationFile) -> String {
            let components = origin.path.split(separator: "/", omittingEmptySubsequences: false)
            return components.dropLast(2).joined(separator: "/")
        }
        let legacy = read.indices.filter { !read[$0].table.origin.isCatalog }
        let groups = Dictionary(grouping: legacy) { [read[$0].bundle, read[$0].table.table] }
        var result = read
        for (_, members) in groups {
            var places: [String: Set<String>] = [:]
            for index in members {
                let origin = read[index].table.origin
                places["\(origin.folder)/\(origin.format.rawValue)", default: []].insert(container(origin))
            }
            guard places.values.contains(where: { $0.count > 1 }) else { continue }
            for index in members { result[index].bundle = container(read[index].table.origin) }
        }
        return result
    }

    /// A located table and the bundle it was found in.
    struct LocatedBundleTable: Sendable {
        var table: LocatedTable
        var bundle: String
    }

    /// Which files serve a locale when several folders of one bundle hold the same table for
    /// it, as Foundation finds them: `en.lproj` over `Base.lproj` for the development region
    /// (Foundation then never reads Base's), and the first of two folders that name one locale
    /// (`zh_CN.lproj` and `zh-CN.lproj`). What is left out is said, never silently dropped.
    static func resolveFolders(_ located: [LocatedTable], diagnostics: DiagnosticCollector) -> [LocatedTable] {
        // Foundation looks up a table's .strings and .stringsdict files one by one.
        struct Key: Hashable { var table: String; var locale: String; var format: LocalizationFile.Format }
        func key(_ table: LocatedTable) -> Key { Key(table: table.table, locale: table.locale, format: table.origin.format) }
        var folders: [Key: [String]] = [:]
        for table in located where !(folders[key(table)]?.contains(table.origin.folder) ?? false) {
            folders[key(table), default: []].append(table.origin.folder)
        }
        struct Loser: Hashable { var key: Key; var folder: String }
        var losing: Set<Loser> = []
        let order = folders.keys.sorted { ($0.table, $0.locale, $0.format.rawValue) < ($1.table, $1.locale, $1.format.rawValue) }
        for key in order {
            let names = folders[key]!
            guard names.count > 1 else { continue }
            let winner = usedFolder(among: names)
            let file = "\(key.table).\(key.format.rawValue)"
            for loser in names.sorted() where loser != winner {
                losing.insert(Loser(key: key, folder: loser))
                let lost = located.filter { $0.table == key.table && $0.locale == key.locale && $0.origin.folder == loser && $0.origin.format == key.format }
                let kept = located.filter { $0.table == key.table && $0.locale == key.locale && $0.origin.folder == winner }
                let onlyThere = Set(lost.flatMap { $0.entries.map(\.key) + $0.unusable.map(\.key) })
                    .subtracting(kept.flatMap { $0.entries.map(\.key) + $0.unusable.map(\.key) }).sorted()
                let keys =
                    onlyThere.isEmpty
                    ? ""
                    : "; its keys that \(winner) lacks are lost: " + onlyThere.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
                        + (onlyThere.count > 5 ? " and \(onlyThere.count - 5) more" : "")
                let why =
                    loser == "Base.lproj"
                    ? "Foundation reads \(winner)/\(file) for \(key.locale), never Base.lproj's"
                    : "\(loser) and \(winner) both stand for \(key.locale), and \(winner) is used"
                let keptFile = kept.first { $0.origin.format == key.format }
                diagnostics.report(
                    .shadowedTable, "\(loser)/\(file) is not used: \(why)\(keys)",
                    at: lost.first.map { SourceLocation(path: $0.origin.path, line: 1, column: 1) },
                    notes: keptFile.map { [.init("\(winner)/\(file) is used", at: SourceLocation(path: $0.origin.path, line: 1, column: 1))] } ?? [],
                    subject: .init(table: key.table, locale: key.locale, key: nil))
            }
        }
        return located.filter { !losing.contains(Loser(key: key($0), folder: $0.origin.folder)) }
    }

    /// Which of several `.lproj` folders that stand for one locale Foundation reads a table
    /// from: a named one over `Base.lproj` (`en.lproj` for the development region), and of
    /// two named ones the first in order (`zh-CN.lproj` over `zh_CN.lproj`).
    static func usedFolder(among folders: [String]) -> String {
        folders.filter { $0 != "Base.lproj" }.sorted().first ?? folders[0]
    }

    /// A key that two sources of one table hold (a catalog and a legacy file, or two
    /// catalogs): said once per key, at the catalog's entry, naming the other source.
    static func reportCatalogConflicts(_ located: [LocatedTable], diagnostics: DiagnosticCollector) {
        let tables = Dictionary(grouping: located, by: \.table)
        for name in tables.keys.sorted() {
            let sources = tables[name]!
            let catalogs = sources.filter(\.origin.isCatalog)
            guard !catalogs.isEmpty, sources.count > catalogs.count || Set(catalogs.map(\.origin.path)).count > 1 else { continue }
            // Where each key is, per source file (in any of its locales).
            var places: [String: [(path: String, location: SourceLocation, isCatalog: Bool)]] = [:]
            var seen: Set<[String]> = []
            for table in sources.sorted(by: { ($0.origin.isCatalog ? 1 : 0, $0.origin.path) < ($1.origin.isCatalog ? 1 : 0, $1.origin.path) }) {
                for entry in table.entries where seen.insert([entry.key, table.origin.path]).inserted {
                    places[entry.key, default: []].append((table.origin.path, entry.keyLocation, table.origin.isCatalog))
                }
            }
            for key in UTF8Order.sorted(places.keys) {
                let found = places[key]!
                guard found.count > 1, let used = found.last(where: \.isCatalog) else { continue }
                let others = found.filter { $0.path != used.path }
                diagnostics.report(
                    .catalogKeyConflict,
                    "key '\(FormatStringParser.describe(key))' of table '\(name)' is also in \(others.map(\.path).joined(separator: ", ")); the catalog \(used.path) is used",
                    at: used.location, notes: others.prefix(3).map { .init("'\(FormatStringParser.describe(key))' is here too", at: $0.location) },
                    subject: .init(table: name, locale: nil, key: key))
            }
        }
    }

    /// Keys of one table and locale that are one string to Swift but two to Foundation: the
    /// same text in different Unicode normalization forms (`café` as U+00E9 and as
    /// `e` U+0301). Tables hold entries by Swift `String`, under which they are equal, so the
    /// later takes the earlier's place, as `merge` orders sources; that is said at the later
    /// one, with the earlier as a note. Keys with the same bytes are not reported here: a
    /// `.stringsdict` entry over a `.strings` one is how Foundation reads them, and a
    /// key twice in one file is a `duplicate-key` of its reader.
    static func reportEquivalentKeys(_ located: [LocatedTable], diagnostics: DiagnosticCollector) {
        struct Key: Hashable { var table: String; var locale: String }
        var seen: [Key: [String: (key: String, location: SourceLocation)]] = [:]
        let ordered = located.enumerated().sorted { (rank($0.element.origin.format), $0.offset) < (rank($1.element.origin.format), $1.offset) }
        for (_, table) in ordered {
            let tableKey = Key(table: table.table, locale: table.locale)
            var keys = seen[tableKey] ?? [:]
            let found = table.entries.map { ($0.key, $0.keyLocation) } + table.unusable.map { ($0.key, $0.location) }
            for (key, location) in found {
                if let earlier = keys[key], !earlier.key.utf8.elementsEqual(key.utf8) {
                    diagnostics.report(
                        .equivalentKey,
                        "key '\(FormatStringParser.describe(key))' (\(scalars(of: key))) and the key at \(earlier.location.path == location.path ? "line \(earlier.location.line)" : earlier.location.description) (\(scalars(of: earlier.key))) are the same text in different Unicode normalization forms; Foundation keeps both, but only this later one gets an accessor",
                        at: location, notes: [.init("the earlier '\(FormatStringParser.describe(earlier.key))' is here", at: earlier.location)],
                        subject: .init(table: table.table, locale: table.locale, key: key))
                }
                keys[key] = (key, location)
            }
            seen[tableKey] = keys
        }
    }

    /// Where `.strings`, `.stringsdict` and String Catalog entries stand in a merge: later
    /// ranks over earlier ones.
    static func rank(_ format: LocalizationFile.Format) -> Int {
        switch format {
        case .strings: 0
        case .stringsdict: 1
        case .xcstrings: 2
        }
    }

    /// The code points of `key` that are not ASCII, for a message about keys that look alike.
    static func scalars(of key: String) -> String {
        key.unicodeScalars.filter { !$0.isASCII }.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: " ")
    }

    /// Tables from located tables: per table and locale, `.strings` entries, then `.stringsdict`
    /// entries over them (Foundation's order), then String Catalogs over both; later sources
    /// over earlier ones. Keys that only Unicode equivalence makes equal are reported
    /// (`reportEquivalentKeys(_:diagnostics:)`).
    public static func merge(_ located: [LocatedTable], diagnostics: DiagnosticCollector = DiagnosticBag()) -> [LocalizationTable] {
        struct Key: Hashable { var table: String; var locale: String }
        var sources: [Key: [LocatedTable]] = [:]
        var order: [Key] = []
        var developmentRegions: [String: String] = [:]
        let ordered = located.enumerated().sorted { (rank($0.element.origin.format), $0.offset) < (rank($1.element.origin.format), $1.offset) }
        for (_, table) in ordered {
            let key = Key(table: table.table, locale: table.locale)
            if sources[key] == nil { order.append(key) }
            sources[key, default: []].append(table)
            if let region = table.developmentRegion, developmentRegions[table.table] == nil { developmentRegions[table.table] = region }
        }
        // Each table's locale on its own core: at app scale, hashing and sorting every key.
        let merged = ParallelStage.map(order.map { sources[$0]! }, diagnostics: diagnostics) { sources, diagnostics in
            reportEquivalentKeys(sources, diagnostics: diagnostics)
            return mergeLocale(sources)
        }
        var tables: [String: [LocaleStrings]] = [:]
        for (key, strings) in zip(order, merged) { tables[key.table, default: []].append(strings) }
        return tables.keys.sorted().map { name in
            LocalizationTable(name: name, locales: tables[name]!.sorted { $0.locale < $1.locale }, developmentRegion: developmentRegions[name])
        }
    }

    /// One locale of one table from its sources, in merge order (later over earlier).
    static func mergeLocale(_ sources: [LocatedTable]) -> LocaleStrings {
        var current = LocaleStrings(locale: sources[0].locale, folder: sources[0].origin.folder, entries: [:])
        for table in sources {
            for entry in table.entries {
                // A key equal only under canonical equivalence (reported) is replaced, key
                // included: assigning alone would keep the earlier key's bytes.
                if let earlier = current.entries[entry.key], !earlier.key.utf8.elementsEqual(entry.key.utf8) {
                    current.entries[entry.key] = nil
                }
                current.entries[entry.key] = entry
                current.unusable[entry.key] = nil
            }
            for entry in table.unusable where current.entries[entry.key] == nil || table.origin.format != .strings {
                // A broken stringsdict entry hides the .strings one, as Foundation reads it.
                current.entries[entry.key] = nil
                current.unusable[entry.key] = entry.location
            }
            if !table.isReadable { current.hasUnreadableSource = true }
            if let states = table.catalogStates { current.catalogStates = (current.catalogStates ?? CatalogStates()) + states }
            if table.origin.format != .strings { current.folder = table.origin.folder }
        }
        // Made anew, so that its keys are sorted once here rather than on every read.
        return LocaleStrings(
            locale: current.locale, folder: current.folder, entries: current.entries,
            unusable: current.unusable, hasUnreadableSource: current.hasUnreadableSource, catalogStates: current.catalogStates)
    }

    /// The locale of an lproj source, or `nil` after reporting a folder that names none.
    static func locale(of source: LocalizationFile, context: LocalizationReadingContext, diagnostics: DiagnosticCollector) -> String? {
        guard let locale = locale(forFolder: source.folder, developmentRegion: context.developmentRegion) else {
            diagnostics.report(
                .unknownFolder, "'\(source.folder)' does not name a locale; its files are skipped", at: SourceLocation(path: source.path, line: 1, column: 1))
            return nil
        }
        return locale
    }
}

/// Reads `.strings` files into tables: each value is a format string.
public enum StringsTableReader: LocalizationReader {
    public static let format = LocalizationFile.Format.strings

    public static func read(_ source: LocalizationFile, file: SourceFile, context: LocalizationReadingContext, diagnostics: DiagnosticCollector)
        -> [LocatedTable]
    {
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
            entries.append(
                LocalizedEntry(key: entry.key, keyLocation: entry.keyLocation, content: .format(format, entry.valueLocation), comment: entry.comment))
        }
        return [LocatedTable(table: source.table, locale: locale, entries: entries, unusable: unusable, origin: source)]
    }
}

extension String {
    /// The string with `0`s before it up to `count` characters: `"E9"` → `"00E9"`.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}
