// The one definition of what counts as a localization source and of the files generated from
// it. Plain Swift without imports: both plugins link this file (symbolic links in their
// folders), so the build plugin plans exactly the inputs and outputs the tool reads and writes.

/// A file that holds localizations, recognised by its path alone: a `.strings` or
/// `.stringsdict` file directly inside an `.lproj` folder (`ru.lproj/Localizable.strings` is
/// table `Localizable` in the folder's locale), or a `.xcstrings` String Catalog anywhere
/// (`Localizable.xcstrings` is table `Localizable` in every language it holds; Xcode also puts
/// catalogs in `mul.lproj` folders, "multiple languages").
public struct LocalizationFile: Sendable, Hashable, Comparable {
    public enum Format: String, Sendable, Hashable {
        case strings, stringsdict, xcstrings
    }

    /// The path as given.
    public var path: String
    public var format: Format
    /// The table: the file name without its extension (`Localizable`).
    public var table: String
    /// The `.lproj` folder's name (`pt-BR.lproj`); for a catalog, the name of the folder it is
    /// in, which names no locale (empty for a catalog given by its name alone).
    public var folder: String

    /// The localization source at `path`, or `nil` when it is not one.
    public init?(path: String) {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.last else { return nil }
        let folder = components.count >= 2 ? String(components[components.count - 2]) : ""
        let format: Format
        let table: Substring
        if name.hasSuffix(".xcstrings") {
            format = .xcstrings
            table = name.dropLast(".xcstrings".count)
        } else {
            guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
            if name.hasSuffix(".stringsdict") {
                format = .stringsdict
                table = name.dropLast(".stringsdict".count)
            } else if name.hasSuffix(".strings") {
                format = .strings
                table = name.dropLast(".strings".count)
            } else {
                return nil
            }
        }
        guard !table.isEmpty else { return nil }
        self.path = path
        self.format = format
        self.table = String(table)
        self.folder = folder
    }

    /// Whether the file is a String Catalog, which holds every language of its table.
    public var isCatalog: Bool { format == .xcstrings }

    /// The localization sources among `paths`, sorted by path.
    public static func sources(in paths: [String]) -> [LocalizationFile] {
        paths.compactMap(LocalizationFile.init(path:)).sorted()
    }

    /// The table that localizes an app's `Info.plist`, not `NSLocalizedString`.
    public static let infoPlistTable = "InfoPlist"

    /// The names of the Interface Builder documents among `paths` (`Main` for
    /// `Base.lproj/Main.storyboard`): their `.strings` tables localize the interface, not
    /// `NSLocalizedString`.
    public static func interfaceBuilderDocuments(in paths: [String]) -> Set<String> {
        var names: Set<String> = []
        for path in paths {
            guard let name = path.split(separator: "/").last else { continue }
            for suffix in [".storyboard", ".xib"] where name.hasSuffix(suffix) && name.count > suffix.count {
                names.insert(String(name.dropLast(suffix.count)))
            }
        }
        return names
    }

    /// Whether a table localizes the app's `Info.plist`: `InfoPlist`, whatever its capitals
    /// (a file spelled otherwise is still meant as that table, though a case-sensitive file
    /// system does not find it).
    public static func isInfoPlistTable(_ table: String) -> Bool {
        table.lowercased() == "infoplist"
    }

    /// Whether a table is one of an app's `NSLocalizedString` tables, as far as its name and
    /// its neighbours tell: not `InfoPlist`, not a storyboard's or a xib's.
    public static func isStringsTable(_ table: String, interfaceBuilderDocuments: Set<String>) -> Bool {
        !isInfoPlistTable(table) && !interfaceBuilderDocuments.contains(table)
    }

    /// The files the tool writes for a table, in this order: its API (`Localizable.swift`),
    /// its static conveniences on the current localization (`Localizable+Current.swift`), and
    /// its translations (`Localizable+Translations.swift`).
    public static func generatedFiles(forTable table: String) -> [String] {
        ["\(table).swift", "\(table)+Current.swift", "\(table)+Translations.swift"]
    }

    /// The file that holds the embedded runtime and the rules of a module's localizations.
    public static let generatedRulesFile = "PluralRules.swift"

    /// The name of a target's optional configuration file.
    public static let configurationFileName = "plural-rules.json"

    public static func < (lhs: LocalizationFile, rhs: LocalizationFile) -> Bool { lhs.path < rhs.path }
}
