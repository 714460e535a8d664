import Foundation

/// The optional `plural-rules.json` of a target that uses the build plugin:
///
/// ```json
/// {
///   "accessLevel": "public",
///   "enumName": { "Localizable": "Strings", "Errors": "ErrorText" },
///   "developmentRegion": "en",
///   "locales": ["en", "ru", "ar"],
///   "warningsAsErrors": true,
///   "keyStyle": "flat",
///   "runtime": "library",
///   "ordinals": true,
///   "numbers": "plain",
///   "diagnostics": { "spelled-number": "error", "missing-translation": "ignore" },
///   "excludeTables": ["Legacy"],
///   "baseline": "plural-rules-baseline.json",
///   "localizations": ["../../Localizations"],
///   "cldr": "../../cldr-data",
///   "staleEntries": "generate"
/// }
/// ```
///
/// `includeTables` checks only the tables it names (also `InfoPlist` and storyboard tables,
/// which are skipped by default); `excludeTables` leaves tables out. `baseline` and
/// `localizations` are paths relative to the configuration file: the baseline written by
/// `plural-rules lint --write-baseline`, and folders of `.lproj` localizations outside the
/// target's resources (which keeps SwiftPM from bundling them, and Foundation out of the
/// module). `staleEntries` says whether String Catalog entries Xcode marks `stale` get
/// accessors (`"skip"`, the default, or `"generate"`); they are checked either way.
///
/// `cldr` pins the app's CLDR release: a folder relative to the configuration file, written by
/// `swift package --allow-writing-to-package-directory plural-rules update-cldr --from DIR`
/// (flat, as `cldr-data/`, or a CLDR checkout's layout). The build plugin declares its files
/// as inputs and the tool uses it instead of the CLDR release it was built with. A folder that
/// is not there, or holds no readable `plurals.xml` and `ordinals.xml`, is an error at the key.
///
/// `enumName` may also be a single name, for the `Localizable` table. Unknown keys and values
/// of the wrong kind are errors that name the file and the key.
public struct PluginConfiguration: Sendable, Equatable {
    public static let fileName = "plural-rules.json"
    public static let keys = [
        "accessLevel", "enumName", "developmentRegion", "locales", "warningsAsErrors", "keyStyle", "runtime", "ordinals",
        "diagnostics", "includeTables", "excludeTables", "baseline", "localizations", "cldr", "staleEntries", "numbers",
    ]

    public var accessLevel: AccessLevel?
    public var enumNames: [String: String] = [:]
    public var developmentRegion: String?
    /// Only these localizations (as their folders name them) are generated.
    public var locales: [String]?
    public var warningsAsErrors: Bool?
    public var keyStyle: AccessorNaming.KeyStyle?
    /// `embedded` or `library`; without it, the build plugin uses the library when the target
    /// depends on the `PluralRules` product.
    public var runtime: AccessorEmitter.Runtime?
    /// Whether the embedded runtime also carries the ordinal rules of the shipped locales
    /// (`EmbeddedPluralRules.PluralRules(locale: "en", type: .ordinal)`); without the library,
    /// the way to rank things ("22nd") in a dependency-free module.
    public var ordinals: Bool?
    /// `localized` (the default: numbers as the locale writes them, as `localizedStringWithFormat`)
    /// or `plain` (as `String(format:)` with no locale).
    public var numbers: LocalizationCompiler.Numbers?
    /// Severities by diagnostic id (`error`, `warning`, `note` or `ignore`).
    public var diagnosticLevels: [DiagnosticKind: DiagnosticPolicy.Level] = [:]
    /// Only these tables, when set.
    public var includeTables: [String]?
    public var excludeTables: [String] = []
    /// The baseline file, resolved against the configuration's folder.
    public var baseline: String?
    /// Folders of localizations outside the target, resolved against the configuration's folder.
    public var localizations: [String] = []
    /// The CLDR folder the app pins, resolved against the configuration's folder; `nil` uses
    /// the release bundled into the tool.
    public var cldr: String?
    /// Whether String Catalog entries marked `stale` get accessors (`"staleEntries": "generate"`).
    public var generateStaleEntries: Bool?

    public init() {}

    public static func load(_ path: String, diagnostics: DiagnosticCollector) -> PluginConfiguration? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.report(.configUnreadable, "cannot read '\(path)'", at: nil)
            return nil
        }
        return parse(data, path: path, diagnostics: diagnostics)
    }

    public static func parse(_ data: Data, path: String, diagnostics: DiagnosticCollector) -> PluginConfiguration? {
        let file = SourceFile(path: path, data: data)
        let start = SourceLocation(path: path, line: 1, column: 1)
        // Read with the located JSON reader: every message below points at the offending value.
        let bag = DiagnosticBag()
        let root = JSONReader.read(file, syntaxKind: .configSyntax, diagnostics: bag)
        for diagnostic in bag.diagnostics {
            var diagnostic = diagnostic
            if diagnostic.kind == .configSyntax { diagnostic.message = "\(path) is not valid JSON: " + diagnostic.message }
            diagnostics.report(diagnostic)
        }
        guard let root, !bag.hasErrors else { return nil }
        guard case .object(let object) = root else {
            diagnostics.report(.configSyntax, "\(fileName) must hold a JSON object such as {\"accessLevel\": \"public\"}", at: start)
            return nil
        }
        var configuration = PluginConfiguration()
        var failed = false
        func fail(_ value: JSONValue, _ message: String) {
            diagnostics.report(.configValue, message, at: value.location)
            failed = true
        }
        func text(_ value: JSONValue) -> String? { value.string?.value }
        func strings(_ value: JSONValue) -> [String]? {
            guard case .array(let items, _) = value else { return nil }
            let texts = items.compactMap(text)
            return texts.count == items.count ? texts : nil
        }
        for member in object.members.sorted(by: { $0.key < $1.key }) {
            let key = member.key
            let value = member.value
            switch key {
            case "accessLevel":
                guard let text = text(value), let level = AccessLevel(rawValue: text) else {
                    fail(value, "'accessLevel' must be \"internal\", \"package\" or \"public\"")
                    continue
                }
                configuration.accessLevel = level
            case "enumName":
                if let name = text(value) {
                    guard isIdentifier(name) else { fail(value, "'enumName' must be a Swift type name; '\(name)' is not one"); continue }
                    configuration.enumNames["Localizable"] = name
                } else if case .object(let names) = value {
                    for table in names.members.sorted(by: { $0.key < $1.key }) {
                        guard let name = text(table.value), isIdentifier(name) else {
                            fail(table.value, "'enumName' of table '\(table.key)' must be a Swift type name")
                            continue
                        }
                        configuration.enumNames[table.key] = name
                    }
                } else {
                    fail(value, "'enumName' must be a type name, or an object of table names to type names")
                }
            case "developmentRegion":
                guard let text = text(value), !LocaleResolver.canonicalSubtags(text).isEmpty else {
                    fail(value, "'developmentRegion' must be a locale such as \"en\"")
                    continue
                }
                configuration.developmentRegion = text
            case "locales":
                guard let locales = strings(value) else {
                    fail(value, "'locales' must be an array of locale names such as [\"en\", \"ru\"]")
                    continue
                }
                configuration.locales = locales
            case "warningsAsErrors":
                guard case .bool(let flag, _) = value else {
                    fail(value, "'warningsAsErrors' must be true or false")
                    continue
                }
                configuration.warningsAsErrors = flag
            case "keyStyle":
                guard let text = text(value), let style = AccessorNaming.KeyStyle(rawValue: text) else {
                    fail(value, "'keyStyle' must be \"nested\" or \"flat\"")
                    continue
                }
                configuration.keyStyle = style
            case "diagnostics":
                guard case .object(let levels) = value else {
                    fail(value, "'diagnostics' must be an object of diagnostic ids to \"error\", \"warning\", \"note\" or \"ignore\"")
                    continue
                }
                for entry in levels.members.sorted(by: { $0.key < $1.key }) {
                    guard let kind = DiagnosticKind(id: entry.key) else {
                        diagnostics.report(
                            .configValue, "'diagnostics' names '\(entry.key)', which is no diagnostic id; 'plural-rules explain' lists them",
                            at: entry.keyLocation)
                        failed = true
                        continue
                    }
                    guard let text = text(entry.value), let level = DiagnosticPolicy.Level(rawValue: text) else {
                        fail(entry.value, "the severity of '\(entry.key)' must be \"error\", \"warning\", \"note\" or \"ignore\"")
                        continue
                    }
                    configuration.diagnosticLevels[kind] = level
                }
            case "ordinals":
                guard case .bool(let flag, _) = value else {
                    fail(value, "'ordinals' must be true or false")
                    continue
                }
                configuration.ordinals = flag
            case "includeTables", "excludeTables":
                guard let tables = strings(value) else {
                    fail(value, "'\(key)' must be an array of table names such as [\"Localizable\"]")
                    continue
                }
                if key == "includeTables" { configuration.includeTables = tables } else { configuration.excludeTables = tables }
            case "baseline":
                guard let text = text(value), !text.isEmpty else {
                    fail(value, "'baseline' must be the path of a baseline file, relative to \(fileName)")
                    continue
                }
                configuration.baseline = resolve(text, against: path)
            case "localizations":
                guard let folders = strings(value), !folders.contains(where: \.isEmpty) else {
                    fail(value, "'localizations' must be an array of folders relative to \(fileName), such as [\"../Localizations\"]")
                    continue
                }
                configuration.localizations = folders.map { resolve($0, against: path) }
            case "cldr":
                guard let text = text(value), !text.isEmpty else {
                    fail(value, "'cldr' must be the path of a CLDR folder relative to \(fileName), such as \"../../cldr-data\"")
                    continue
                }
                let folder = resolve(text, against: path)
                if let problem = cldrFolderProblem(folder) {
                    fail(
                        value,
                        "'cldr' names '\(text)', but \(problem); create or update it with 'swift package --allow-writing-to-package-directory plural-rules update-cldr --from DIR'"
                    )
                    continue
                }
                configuration.cldr = folder
            case "numbers":
                switch text(value) {
                case "localized": configuration.numbers = .localized
                case "plain": configuration.numbers = .plain
                default: fail(value, "'numbers' must be \"localized\" or \"plain\"")
                }
            case "runtime":
                switch text(value) {
                case "embedded": configuration.runtime = .embedded
                case "library": configuration.runtime = .library
                default: fail(value, "'runtime' must be \"embedded\" or \"library\"")
                }
            case "staleEntries":
                switch text(value) {
                case "skip": configuration.generateStaleEntries = false
                case "generate": configuration.generateStaleEntries = true
                default: fail(value, "'staleEntries' must be \"skip\" (the default: stale String Catalog entries get no accessor) or \"generate\"")
                }
            default:
                diagnostics.report(.configValue, "unknown key '\(key)' in \(fileName); the keys are \(keys.joined(separator: ", "))", at: member.keyLocation)
                failed = true
            }
        }
        return failed ? nil : configuration
    }

    /// Why `folder` cannot serve as CLDR data, or `nil` when it holds readable plural files.
    static func cldrFolderProblem(_ folder: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "\(folder) is not a folder"
        }
        guard let supplemental = CLDRDirectory.supplementalFolder(in: folder) else {
            return "\(folder) holds no \(CLDRDirectory.cardinalFile) (nor common/supplemental/\(CLDRDirectory.cardinalFile))"
        }
        for name in [CLDRDirectory.cardinalFile, CLDRDirectory.ordinalFile] where !FileManager.default.isReadableFile(atPath: supplemental + "/" + name) {
            return "\(supplemental)/\(name) cannot be read"
        }
        return nil
    }

    /// `path` taken relative to the folder of the configuration at `configuration`.
    static func resolve(_ path: String, against configuration: String) -> String {
        if path.hasPrefix("/") { return path }
        // The text before the last slash (no NSString bridging: the Apple type-check's
        // Foundation stand-in has none, and this is all it did).
        guard let slash = configuration.lastIndex(of: "/") else { return path }
        return configuration[..<slash] + "/" + path
    }

    static func isIdentifier(_ name: String) -> Bool { AccessorNaming.isTypeName(name) }

    /// Compiler options from this configuration; `nil` values keep `defaults`.
    public func apply(to defaults: LocalizationCompiler.Options) -> LocalizationCompiler.Options {
        var options = defaults
        if let accessLevel { options.access = accessLevel }
        if let developmentRegion { options.developmentRegion = developmentRegion }
        if let keyStyle { options.keyStyle = keyStyle }
        if let runtime { options.runtime = runtime }
        if let ordinals { options.ordinals = ordinals }
        if let generateStaleEntries { options.generateStaleEntries = generateStaleEntries }
        if let numbers { options.numbers = numbers }
        options.policy.levels.merge(diagnosticLevels) { $1 }
        options.typeNames.merge(enumNames) { $1 }
        if let includeTables { options.tables.include = Set(includeTables) }
        options.tables.exclude.formUnion(excludeTables)
        return options
    }
}

extension LocalizationLoader {
    /// The locales a module ships for its `.lproj` folders: each folder's locale, filtered by
    /// the configuration.
    public static func shippedLocales(folders: [String], configuration: PluginConfiguration) -> Set<String> {
        let region = configuration.developmentRegion ?? "en"
        let allowed = configuration.locales.map { Set($0.map(canonicalLocale)).union([canonicalLocale(region)]) }
        return Set(folders.compactMap { locale(forFolder: $0, developmentRegion: region) }.filter { allowed?.contains($0) ?? true })
    }
}
