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
///   "localizations": ["../../Localizations"]
/// }
/// ```
///
/// `includeTables` checks only the tables it names (also `InfoPlist` and storyboard tables,
/// which are skipped by default); `excludeTables` leaves tables out. `baseline` and
/// `localizations` are paths relative to the configuration file: the baseline written by
/// `plural-rules lint --write-baseline`, and folders of `.lproj` localizations outside the
/// target's resources (which keeps SwiftPM from bundling them, and Foundation out of the
/// module).
///
/// `enumName` may also be a single name, for the `Localizable` table. Unknown keys and values
/// of the wrong kind are errors that name the file and the key.
public struct PluginConfiguration: Sendable, Equatable {
    public static let fileName = "plural-rules.json"
    public static let keys = ["accessLevel", "enumName", "developmentRegion", "locales", "warningsAsErrors", "keyStyle", "runtime", "ordinals",
                              "diagnostics", "includeTables", "excludeTables", "baseline", "localizations", "numbers"]

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

    public init() {}

    public static func load(_ path: String, diagnostics: DiagnosticCollector) -> PluginConfiguration? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.report(.configUnreadable, "cannot read '\(path)'", at: nil)
            return nil
        }
        return parse(data, path: path, diagnostics: diagnostics)
    }

    public static func parse(_ data: Data, path: String, diagnostics: DiagnosticCollector) -> PluginConfiguration? {
        let file = SourceFile(path: path, bytes: data.byteArray)
        let start = SourceLocation(path: path, line: 1, column: 1)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            diagnostics.report(.configSyntax, "\(path) is not valid JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")", at: start)
            return nil
        }
        guard let dictionary = object as? [String: Any] else {
            diagnostics.report(.configSyntax, "\(fileName) must hold a JSON object such as {\"accessLevel\": \"public\"}", at: start)
            return nil
        }
        /// The place of `"key"` in the file, for the diagnostic.
        func location(of key: String) -> SourceLocation {
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard let range = text.range(of: "\"\(key)\"") else { return start }
            return file.location(atOffset: text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound))
        }
        func isBooleanLiteral(after key: String) -> Bool {
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard let range = text.range(of: "\"\(key)\"") else { return false }
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == ":" }
            return rest.hasPrefix("true") || rest.hasPrefix("false")
        }
        var configuration = PluginConfiguration()
        var failed = false
        func fail(_ key: String, _ message: String) {
            diagnostics.report(.configValue, message, at: location(of: key))
            failed = true
        }
        for key in dictionary.keys.sorted() {
            let value = dictionary[key]!
            switch key {
            case "accessLevel":
                guard let text = value as? String, let level = AccessLevel(rawValue: text) else {
                    fail(key, "'accessLevel' must be \"internal\", \"package\" or \"public\"")
                    continue
                }
                configuration.accessLevel = level
            case "enumName":
                if let name = value as? String {
                    guard isIdentifier(name) else { fail(key, "'enumName' must be a Swift type name; '\(name)' is not one"); continue }
                    configuration.enumNames["Localizable"] = name
                } else if let names = value as? [String: Any] {
                    for table in names.keys.sorted() {
                        guard let name = names[table] as? String, isIdentifier(name) else {
                            fail(key, "'enumName' of table '\(table)' must be a Swift type name")
                            continue
                        }
                        configuration.enumNames[table] = name
                    }
                } else {
                    fail(key, "'enumName' must be a type name, or an object of table names to type names")
                }
            case "developmentRegion":
                guard let text = value as? String, !LocaleResolver.canonicalSubtags(text).isEmpty else {
                    fail(key, "'developmentRegion' must be a locale such as \"en\"")
                    continue
                }
                configuration.developmentRegion = text
            case "locales":
                guard let list = value as? [Any], let locales = list as? [String] else {
                    fail(key, "'locales' must be an array of locale names such as [\"en\", \"ru\"]")
                    continue
                }
                configuration.locales = locales
            case "warningsAsErrors":
                // JSON numbers bridge to Bool too: accept only the literals true and false.
                guard let flag = value as? Bool, isBooleanLiteral(after: key) else {
                    fail(key, "'warningsAsErrors' must be true or false")
                    continue
                }
                configuration.warningsAsErrors = flag
            case "keyStyle":
                guard let text = value as? String, let style = AccessorNaming.KeyStyle(rawValue: text) else {
                    fail(key, "'keyStyle' must be \"nested\" or \"flat\"")
                    continue
                }
                configuration.keyStyle = style
            case "diagnostics":
                guard let levels = value as? [String: Any] else {
                    fail(key, "'diagnostics' must be an object of diagnostic ids to \"error\", \"warning\", \"note\" or \"ignore\"")
                    continue
                }
                for id in levels.keys.sorted() {
                    guard let kind = DiagnosticKind(id: id) else {
                        fail(key, "'diagnostics' names '\(id)', which is no diagnostic id; 'plural-rules explain' lists them")
                        continue
                    }
                    guard let text = levels[id] as? String, let level = DiagnosticPolicy.Level(rawValue: text) else {
                        fail(key, "the severity of '\(id)' must be \"error\", \"warning\", \"note\" or \"ignore\"")
                        continue
                    }
                    configuration.diagnosticLevels[kind] = level
                }
            case "ordinals":
                guard let flag = value as? Bool, isBooleanLiteral(after: key) else {
                    fail(key, "'ordinals' must be true or false")
                    continue
                }
                configuration.ordinals = flag
            case "includeTables", "excludeTables":
                guard let list = value as? [Any], let tables = list as? [String] else {
                    fail(key, "'\(key)' must be an array of table names such as [\"Localizable\"]")
                    continue
                }
                if key == "includeTables" { configuration.includeTables = tables } else { configuration.excludeTables = tables }
            case "baseline":
                guard let text = value as? String, !text.isEmpty else {
                    fail(key, "'baseline' must be the path of a baseline file, relative to \(fileName)")
                    continue
                }
                configuration.baseline = resolve(text, against: path)
            case "localizations":
                guard let list = value as? [Any], let folders = list as? [String], !folders.contains(where: \.isEmpty) else {
                    fail(key, "'localizations' must be an array of folders relative to \(fileName), such as [\"../Localizations\"]")
                    continue
                }
                configuration.localizations = folders.map { resolve($0, against: path) }
            case "numbers":
                switch value as? String {
                case "localized": configuration.numbers = .localized
                case "plain": configuration.numbers = .plain
                default: fail(key, "'numbers' must be \"localized\" or \"plain\"")
                }
            case "runtime":
                switch value as? String {
                case "embedded": configuration.runtime = .embedded
                case "library": configuration.runtime = .library
                default: fail(key, "'runtime' must be \"embedded\" or \"library\"")
                }
            default:
                fail(key, "unknown key '\(key)' in \(fileName); the keys are \(keys.joined(separator: ", "))")
            }
        }
        return failed ? nil : configuration
    }

    /// `path` taken relative to the folder of the configuration at `configuration`.
    static func resolve(_ path: String, against configuration: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = (configuration as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : folder + "/" + path
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
            && !AccessorNaming.swiftKeywords.contains(name)
    }

    /// Compiler options from this configuration; `nil` values keep `defaults`.
    public func apply(to defaults: LocalizationCompiler.Options) -> LocalizationCompiler.Options {
        var options = defaults
        if let accessLevel { options.access = accessLevel }
        if let developmentRegion { options.developmentRegion = developmentRegion }
        if let keyStyle { options.keyStyle = keyStyle }
        if let runtime { options.runtime = runtime }
        if let ordinals { options.ordinals = ordinals }
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
