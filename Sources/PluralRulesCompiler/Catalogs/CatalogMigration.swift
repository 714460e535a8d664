/// The `.strings` and `.stringsdict` files of one table in one folder, as their readers read
/// them: what ``CatalogMigration/migrate(_:developmentRegion:diagnostics:)`` turns into one
/// String Catalog, as Xcode's "Migrate to String Catalog" turns a table's files into one.
///
/// ``CatalogMigration/legacyTables(in:developmentRegion:diagnostics:)`` finds and reads them.
public struct LegacyTable: Sendable {
    /// What the table localizes, which decides where its catalog goes and how its development
    /// region's text is written.
    public enum Kind: Sendable, Hashable {
        /// An `NSLocalizedString` table (`Localizable`): `Localizable.xcstrings` beside the
        /// `.lproj` folders.
        case strings
        /// The app's `Info.plist` (`InfoPlist`): `InfoPlist.xcstrings` beside the `.lproj`
        /// folders.
        case infoPlist
        /// A storyboard's or xib's (its name is a document's, or its keys are object ids such
        /// as `1xx-L0-hKm.text`): `mul.lproj/Main.xcstrings`, where Xcode puts it.
        case interfaceBuilder
    }

    /// One locale's files of the table.
    public struct Localization: Sendable {
        /// The locale, canonical (`pt-BR`; `Base.lproj` is the development region).
        public var locale: String
        /// The `.lproj` folder the files are in.
        public var folder: String
        /// The `.strings` file's entries in file order (of a key given twice, the later one),
        /// values as `NSLocalizedString` returns them.
        public var strings: [StringsEntry] = []
        /// The `.stringsdict` file's entries, as its reader read them.
        public var stringsdict: [LocalizedEntry] = []
        /// Entries that could not be read (each reported by its reader): there is nothing to
        /// write for them.
        public var unreadable: [UnusableEntry] = []
        /// Files that could not be read at all (each reported by its reader).
        public var unreadableFiles: [String] = []
        /// The files the entries come from.
        public var files: [String] = []

        public init(
            locale: String, folder: String, strings: [StringsEntry] = [], stringsdict: [LocalizedEntry] = [], unreadable: [UnusableEntry] = [],
            files: [String] = []
        ) {
            self.locale = locale
            self.folder = folder
            self.strings = strings
            self.stringsdict = stringsdict
            self.unreadable = unreadable
            self.files = files
        }
    }

    /// The table's name: `Localizable` for `Localizable.strings`.
    public var name: String
    /// The folder that holds the table's `.lproj` folders (empty for the current folder).
    public var directory: String
    public var kind: Kind
    /// One per locale, sorted by locale.
    public var localizations: [Localization]

    public init(name: String, directory: String, kind: Kind, localizations: [Localization]) {
        self.name = name
        self.directory = directory
        self.kind = kind
        self.localizations = localizations
    }

    /// Where Xcode puts the table's catalog: `Localizable.xcstrings` beside the `.lproj`
    /// folders, a storyboard's in a `mul.lproj` folder there ("multiple languages").
    public var catalogPath: String {
        let folder = kind == .interfaceBuilder ? (directory.isEmpty ? "mul.lproj" : directory + "/mul.lproj") : directory
        return (folder.isEmpty ? "" : folder + "/") + name + ".xcstrings"
    }

    /// Every file of the table.
    public var files: [String] { localizations.flatMap(\.files).sorted() }
}

/// Turns a table's `.strings` and `.stringsdict` files into one String Catalog, as Xcode's
/// "Migrate to String Catalog" does (`plural-rules migrate`).
///
/// What it writes, as measured on two real migrations (GoMap's 269 `.strings` files and
/// CotEditor's 11 `.stringsdict` files; <doc:MigratingToStringCatalogs> has the figures):
///
/// - a `.strings` value is a `stringUnit` of its locale, `"state" : "translated"`, its text as
///   `NSLocalizedString` returns it; the `.strings` translator comment is the entry's
///   `comment` as written (the one most locales give), without the placeholders `genstrings`
///   and `ibtool` write for none;
/// - a `.stringsdict` entry whose format is exactly one plural variable (`%#@files@`) is
///   `variations` / `plural`, its forms as written; any other is a `stringUnit` with the
///   format as written and `substitutions`, one per variable, with `argNum` (the argument the
///   reference takes), `formatSpecifier` (`NSStringFormatValueTypeKey`) and the forms, where
///   the specifier that prints the variable's own value is `%arg`; device variants
///   (`NSStringDeviceSpecificRuleType`) are `variations` / `device`;
/// - a storyboard's or xib's table goes to `mul.lproj`; its development region's text (the
///   file's, else the storyboard's text that `ibtool` wrote into each translation's comment)
///   is `"state" : "new"`, and the entry `"extractionState" : "extracted_with_value"`, as Xcode
///   writes what it extracts from the document.
///
/// What String Catalogs cannot hold is an error at its place, and then no catalog is made
/// (`catalog-inexpressible`): a plural form for an exact value (`=1`), width variants
/// (`NSStringVariableWidthRuleType`), a width or device variable inside a format, a variable
/// inside another's forms, keys that differ only in Unicode normalization (a catalog's JSON
/// object holds them as one), and an entry its reader could not read. Every `.stringsdict`
/// localization is read back from the catalog it becomes and must take the same arguments and
/// print the same text; one that would not is an error too.
///
/// ```swift
/// let bag = DiagnosticBag()
/// for table in CatalogMigration.legacyTables(in: "App", developmentRegion: "en", diagnostics: bag) {
///     if let catalog = CatalogMigration.migrate(table, developmentRegion: "en", diagnostics: bag) {
///         print(table.catalogPath, StringCatalogWriter.serialize(catalog).count)
///     }
/// }
/// ```
public enum CatalogMigration {
    /// The catalog version a migration writes: Xcode 15's, which both measured migrations wrote.
    public static let version = "1.0"

    /// The comments `genstrings` and `ibtool` write where the code gives none, which Xcode does
    /// not carry into the catalog.
    public static let placeholderComments: Set<String> = ["No comment provided by engineer.", "(No Comment)"]

    /// The catalog of `table`, or `nil` when something in it cannot be held by one (each
    /// reported, as `catalog-inexpressible`, at its place). Deterministic: the same files give
    /// the same catalog.
    public static func migrate(_ table: LegacyTable, developmentRegion: String, diagnostics: DiagnosticCollector) -> StringCatalogValue? {
        var conversion = Conversion(
            table: table, sourceLanguage: LocalizationLoader.canonicalLocale(developmentRegion),
            diagnostics: diagnostics.about(table: table.name))
        return conversion.run()
    }

    /// Where `migrated` (an entry read back from a catalog) means otherwise than `original` (read
    /// from the legacy files): a sentence, or `nil` when both take the same arguments (their
    /// positions and types, and their names where a key has several) and print the same text
    /// for every value. Both unusable (neither compiles) is no difference.
    public static func difference(_ original: LocalizedEntry, _ migrated: LocalizedEntry) -> String? {
        let before = EntryCompilation.compile(original, diagnostics: DiagnosticBag())
        let after = EntryCompilation.compile(migrated, diagnostics: DiagnosticBag())
        switch (before, after) {
        case (nil, nil): return nil
        case (nil, _?): return "the files' entry is unusable, and the catalog's is not"
        case (_?, nil): return "the catalog's entry would be unusable"
        case (let before?, let after?):
            guard before.arguments.count == after.arguments.count else {
                return
                    "it takes \(before.arguments.count) argument\(before.arguments.count == 1 ? "" : "s") in the files and \(after.arguments.count) in the catalog"
            }
            for (a, b) in zip(before.arguments, after.arguments) {
                if a.type != b.type { return "argument \(a.position) is \(a.type.rawValue) in the files and \(b.type.rawValue) in the catalog" }
                // Several arguments are labeled by their variables' names (the API).
                if before.arguments.count > 1, label(a) != label(b) {
                    return "argument \(a.position) is named '\(label(a) ?? "")' in the files and '\(label(b) ?? "")' in the catalog"
                }
            }
            if before.usesWidth != after.usesWidth { return "it varies by width in one and not in the other" }
            if normalized(before.plan) != normalized(after.plan) {
                return
                    "it prints '\(FormatStringParser.describe(MessageEncoding.encode(before.plan)))' from the files and '\(FormatStringParser.describe(MessageEncoding.encode(after.plan)))' from the catalog"
            }
            return nil
        }
    }

    private static func label(_ argument: FormatArgument) -> String? {
        argument.placeholderName ?? argument.variableName.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The plan with each plural variable's value format reduced to what selects its form: an
    /// integer printed by `%d`, `%ld`, `%lld`, `%i` or `%u` has the same digits, and so the
    /// same plural operands.
    static func normalized(_ plan: RenderPlan) -> RenderPlan {
        switch plan {
        case .fragments(let fragments): .fragments(fragments.map(normalized))
        case .widths(let widths, let plans): .widths(widths, plans.map(normalized))
        case .devices(let devices, let plans): .devices(devices, plans.map(normalized))
        }
    }

    static func normalized(_ fragment: RenderFragment) -> RenderFragment {
        switch fragment {
        case .text: fragment
        case .plural(let argument, let valueFormat, let forms):
            .plural(argument: argument, valueFormat: selectionFormat(valueFormat), forms: forms.mapValues { $0.map(normalized) })
        case .widths(let widths, let forms): .widths(widths, forms.map { $0.map(normalized) })
        case .devices(let devices, let forms): .devices(devices, forms.map { $0.map(normalized) })
        }
    }

    /// `%d` for a plain integer conversion with any length (`%lld`, `%lu`, `%i`), else the format.
    static func selectionFormat(_ format: String) -> String {
        var body = Substring(format.dropFirst())
        for length in ["ll", "hh", "l", "h", "q", "j", "z", "t"] where body.hasPrefix(length) {
            body = body.dropFirst(length.count)
            break
        }
        return ["d", "i", "u"].contains(String(body)) ? "%d" : format
    }
}

// MARK: The conversion

/// One table's conversion: the catalog's entries, built key by key.
private struct Conversion {
    let table: LegacyTable
    let sourceLanguage: String
    let diagnostics: DiagnosticCollector
    var failed = false

    init(table: LegacyTable, sourceLanguage: String, diagnostics: DiagnosticCollector) {
        self.table = table
        self.sourceLanguage = sourceLanguage
        self.diagnostics = diagnostics
    }

    /// What a locale has for a key: a `.strings` value, or a `.stringsdict` entry (which
    /// Foundation reads over the `.strings` value of the same key).
    enum Source {
        case strings(StringsEntry)
        case stringsdict(LocalizedEntry)

        var location: SourceLocation {
            switch self {
            case .strings(let entry): entry.keyLocation
            case .stringsdict(let entry): entry.keyLocation
            }
        }
    }

    mutating func run() -> StringCatalogValue? {
        // Not wrong (the key is then the source language's text), but often a region not
        // given; a storyboard's text is in the storyboard.
        if table.kind != .interfaceBuilder, !table.localizations.contains(where: { $0.locale == sourceLanguage }),
            let first = table.localizations.first?.files.first
        {
            diagnostics.report(
                .missingDevelopmentRegion,
                "table '\(table.name)' has no \(sourceLanguage) file, so its catalog (sourceLanguage \(sourceLanguage)) shows each key itself in \(sourceLanguage); if the app's development region is another (\(table.localizations.prefix(6).map(\.locale).joined(separator: ", "))\(table.localizations.count > 6 ? ", …" : "")), migrate with --development-region",
                at: SourceLocation(path: first, line: 1, column: 1))
        }
        reportEquivalentKeys()
        for localization in table.localizations {
            for path in localization.unreadableFiles {
                inexpressible(
                    "'\(path)' cannot be read (its reader says why), so table '\(table.name)' cannot be migrated; fix the file, then migrate",
                    at: SourceLocation(path: path, line: 1, column: 1), locale: localization.locale, key: nil)
            }
            for entry in localization.unreadable {
                inexpressible(
                    "'\(describe(entry.key))' in \(localization.locale) cannot be read (its reader says why), so there is nothing to write for it; fix or remove it, then migrate",
                    at: entry.location, locale: localization.locale, key: entry.key)
            }
        }
        // Per locale, per key: what Foundation reads.
        var sources: [String: [String: Source]] = [:]
        var comments: [String: [(locale: String, comment: String)]] = [:]
        var keys: Set<String> = []
        for localization in table.localizations {
            var mine: [String: Source] = [:]
            for entry in localization.strings {
                mine[entry.key] = .strings(entry)
                if let comment = entry.comment, !CatalogMigration.placeholderComments.contains(comment), !comment.isEmpty {
                    comments[entry.key, default: []].append((localization.locale, comment))
                }
            }
            for entry in localization.stringsdict { mine[entry.key] = .stringsdict(entry) }
            keys.formUnion(mine.keys)
            sources[localization.locale, default: [:]].merge(mine) { $1 }
        }
        // Keys only translations hold: a catalog defines every key it holds (its source
        // language shows the key), so they get accessors, and their names may take others'.
        if table.kind != .interfaceBuilder, let own = sources[sourceLanguage] {
            let only = keys.filter { own[$0] == nil }
            if let first = UTF8Order.sorted(only).first {
                let location = table.localizations.lazy.compactMap { localization in sources[localization.locale]?[first]?.location }.first
                diagnostics.report(
                    .missingInDevelopmentRegion,
                    "\(only.count) key\(only.count == 1 ? " of table '\(table.name)' is" : "s of table '\(table.name)' are") only in translations ('\(describe(first))'\(only.count > 1 ? ", …" : "")): the catalog holds \(only.count == 1 ? "it" : "them") as Xcode's migration does, \(sourceLanguage) showing the key itself, and the accessors get \(only.count == 1 ? "it" : "them") too; delete the stale ones before migrating ('plural-rules lint' lists them)",
                    at: location, subject: .init(table: table.name, locale: nil, key: nil))
            }
        }
        let locales = sources.keys.sorted()
        var strings: [String: StringCatalogValue] = [:]
        for key in UTF8Order.sorted(keys) {
            var localizations: [String: StringCatalogValue] = [:]
            for locale in locales {
                guard let source = sources[locale]?[key] else { continue }
                if let localization = localization(of: source, key: key, locale: locale) { localizations[locale] = localization }
            }
            let comment = chosenComment(comments[key] ?? [])
            var entry: [String: StringCatalogValue] = [:]
            if table.kind == .interfaceBuilder {
                // The document's own text, as ibtool recorded it in the translations' comments.
                if localizations[sourceLanguage] == nil, let comment, let text = Self.interfaceBuilderText(key: key, comment: comment) {
                    localizations[sourceLanguage] = Self.unit(text, state: "new")
                }
                if localizations[sourceLanguage] != nil { entry["extractionState"] = "extracted_with_value" }
            }
            if let comment { entry["comment"] = .string(comment) }
            entry["localizations"] = .object(localizations)
            strings[key] = .object(entry)
        }
        return failed ? nil : .catalog(sourceLanguage: sourceLanguage, strings: strings, version: CatalogMigration.version)
    }

    // MARK: Keys

    /// Keys that differ only in Unicode normalization (`café` as U+00E9 and as `e` U+0301):
    /// Foundation keeps both, a catalog's JSON object (Xcode reads it into a Swift dictionary)
    /// one. Reported at the later, with the earlier as a note.
    mutating func reportEquivalentKeys() {
        var seen: [String: (key: String, location: SourceLocation, locale: String)] = [:]
        var reported: Set<[UInt8]> = []
        for localization in table.localizations {
            let found = localization.strings.map { ($0.key, $0.keyLocation) } + localization.stringsdict.map { ($0.key, $0.keyLocation) }
            for (key, location) in found {
                if let earlier = seen[key] {
                    if !earlier.key.utf8.elementsEqual(key.utf8), reported.insert(Array(key.utf8)).inserted {
                        inexpressible(
                            "key '\(describe(key))' (\(LocalizationLoader.scalars(of: key))) and '\(describe(earlier.key))' (\(LocalizationLoader.scalars(of: earlier.key))) are the same text in different Unicode normalization forms: Foundation keeps both, a String Catalog (a JSON object Xcode reads as one dictionary) only one; give them one spelling",
                            at: location, locale: localization.locale, key: key, notes: [.init("the other spelling is here", at: earlier.location)])
                    }
                } else {
                    seen[key] = (key, location, localization.locale)
                }
            }
        }
    }

    // MARK: Comments

    /// The comment most locales give, as written (the development region's on a tie, else
    /// the first locale's): the comments of a generated table agree, and where they drifted
    /// (a storyboard changed since some translations were made), most files hold the newer.
    func chosenComment(_ comments: [(locale: String, comment: String)]) -> String? {
        var counts: [String: Int] = [:]
        for (_, comment) in comments { counts[comment, default: 0] += 1 }
        let ordered = comments.filter { $0.locale == sourceLanguage } + comments.filter { $0.locale != sourceLanguage }
        var best: String?
        for (_, comment) in ordered where best == nil || counts[comment]! > counts[best!]! { best = comment }
        return best
    }

    /// The text `ibtool` recorded for `key` (`ObjectID.property`) in its comment,
    /// `Class = "UILabel"; text = "Get Directions"; ObjectID = "1xx-L0-hKm";`: the document's
    /// text when the translation was made. `nil` when the comment names no such property.
    static func interfaceBuilderText(key: String, comment: String) -> String? {
        guard let dot = key.firstIndex(of: ".") else { return nil }
        let object = key[..<dot]
        let property = key[key.index(after: dot)...]
        let bytes = Array(comment.utf8)
        // (A byte search: String's `contains` of a string needs macOS 13 without Foundation.)
        guard firstIndex(of: Array("ObjectID = \"\(object)\";".utf8), in: bytes) != nil else { return nil }
        // `text = "…";`, or for an indexed property the whole key (`id.segmentTitles[0] = "…";`).
        for name in [String(property), key] {
            let marker = Array("; \(name) = \"".utf8)
            guard let start = firstIndex(of: marker, in: bytes) else { continue }
            let open = start + marker.count - 1
            var index = open + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { return nil }
            // The quoted text is a .strings string: read by the .strings reader, escapes and all.
            let literal = Array("\"k\" = ".utf8) + bytes[open...index] + Array(";".utf8)
            let bag = DiagnosticBag()
            guard let entries = StringsFileReader.read(SourceFile(path: "", bytes: literal), diagnostics: bag), !bag.hasErrors,
                entries.count == 1
            else { return nil }
            return entries[0].value
        }
        return nil
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    // MARK: Localizations

    /// The units' state: Xcode's `new` for what it extracts from a storyboard (the development
    /// region's text of an Interface Builder table), `translated` for the rest.
    func state(_ locale: String) -> StringCatalogValue {
        table.kind == .interfaceBuilder && locale == sourceLanguage ? "new" : "translated"
    }

    static func unit(_ text: String, state: StringCatalogValue) -> StringCatalogValue {
        ["stringUnit": ["state": state, "value": .string(text)]]
    }

    mutating func localization(of source: Source, key: String, locale: String) -> StringCatalogValue? {
        switch source {
        case .strings(let entry):
            return Self.unit(entry.value, state: state(locale))
        case .stringsdict(let entry):
            return localization(of: entry, locale: locale)
        }
    }

    /// A `.stringsdict` entry's localization: the simplest shape Xcode writes for it that reads
    /// back with the same meaning.
    mutating func localization(of entry: LocalizedEntry, locale: String) -> StringCatalogValue? {
        let state = state(locale)
        var reasons: [(String, SourceLocation)] = []
        guard checkExpressible(entry.content, entry: entry, reasons: &reasons) else {
            for (reason, location) in reasons { inexpressible(reason, at: location, locale: locale, key: entry.key) }
            return nil
        }
        var lastDifference = ""
        for shape in Shape.allCases {
            guard let candidate = build(entry.content, entry: entry, shape: shape, state: state) else { continue }
            let (migrated, problem) = readBack(candidate, key: entry.key, locale: locale)
            guard let migrated else {
                lastDifference = problem
                continue
            }
            guard let difference = CatalogMigration.difference(entry, migrated) else { return candidate }
            lastDifference = difference
        }
        inexpressible(
            "'\(describe(entry.key))' in \(locale) has no String Catalog form that means the same: \(lastDifference)", at: entry.keyLocation, locale: locale,
            key: entry.key)
        return nil
    }

    /// Why `content` cannot be a catalog localization, if it cannot: what catalogs have no
    /// place for, whatever their shape.
    func checkExpressible(_ content: EntryContent, entry: LocalizedEntry, reasons: inout [(String, SourceLocation)]) -> Bool {
        switch content {
        case .format:
            return true
        case .widths:
            reasons.append(
                (
                    "'\(describe(entry.key))' has width variants (NSStringVariableWidthRuleType): String Catalogs vary by plural and device only",
                    entry.keyLocation
                ))
            return false
        case .devices(let leaves):
            var expressible = true
            for leaf in leaves where !checkExpressible(leaf.content, entry: entry, reasons: &reasons) { expressible = false }
            return expressible
        case .variables(let format, let formatLocation, let variables):
            var expressible = true
            for reference in format.variables {
                guard let variable = variables[reference.name] else { continue }
                switch variable.kind {
                case .plural(_, _, let forms):
                    for form in forms {
                        if case .exact(let value) = form.key {
                            reasons.append(
                                (
                                    "the form '=\(value)' of '\(variable.name)' in '\(describe(entry.key))' is for an exact value: String Catalogs hold the plural categories only (zero, one, two, few, many, other)",
                                    form.location
                                ))
                            expressible = false
                        }
                        if let nested = form.text.variables.first {
                            reasons.append(
                                (
                                    "the form '\(form.key.name)' of '\(variable.name)' in '\(describe(entry.key))' refers to the variable '\(nested.name)': a String Catalog's substitutions are not nested; refer to it from the format (\(StringsdictReader.formatKey)) instead",
                                    nested.location ?? form.location
                                ))
                            expressible = false
                        }
                    }
                case .widths:
                    reasons.append(
                        (
                            "'%#@\(variable.name)@' in '\(describe(entry.key))' is a width variable (NSStringVariableWidthRuleType): a String Catalog's substitutions are plural only",
                            reference.location ?? formatLocation
                        ))
                    expressible = false
                case .devices:
                    reasons.append(
                        (
                            "'%#@\(variable.name)@' in '\(describe(entry.key))' is a device variable inside a format: a String Catalog varies by device for a whole string, and its substitutions are plural only",
                            reference.location ?? formatLocation
                        ))
                    expressible = false
                }
            }
            return expressible
        }
    }

    /// The shapes tried, in this order: the first that reads back with the same meaning is written.
    enum Shape: CaseIterable {
        /// `variations` / `plural` for a format that is one plural variable, else substitutions
        /// with `argNum`, `%arg` in the forms.
        case xcode
        /// Substitutions for every variable, with `argNum` and `%arg` (a format of one variable
        /// whose value type or name the plural variation would lose).
        case substitutions
        /// Substitutions without `argNum`, forms as written: a reference then takes the next
        /// argument, as in a `.stringsdict` (a format that mixes unnumbered references and
        /// specifiers).
        case counted
    }

    /// The localization of `content` in `shape`; `nil` when the shape does not apply.
    func build(_ content: EntryContent, entry: LocalizedEntry, shape: Shape, state: StringCatalogValue) -> StringCatalogValue? {
        var substitutions: [String: StringCatalogValue] = [:]
        guard var members = members(content, entry: entry, shape: shape, state: state, substitutions: &substitutions) else { return nil }
        if !substitutions.isEmpty { members["substitutions"] = .object(substitutions) }
        return .object(members)
    }

    /// The members of a localization (or of a device's leaf): `stringUnit` or `variations`;
    /// the substitutions it needs are added to `substitutions` (a catalog keeps them beside
    /// the variations, for all devices).
    func members(
        _ content: EntryContent, entry: LocalizedEntry, shape: Shape, state: StringCatalogValue,
        substitutions: inout [String: StringCatalogValue]
    ) -> [String: StringCatalogValue]? {
        switch content {
        case .format(let format, _):
            return ["stringUnit": ["state": state, "value": .string(format.text)]]
        case .widths:
            return nil
        case .devices(let leaves):
            var devices: [String: StringCatalogValue] = [:]
            for leaf in leaves {
                guard let leafMembers = members(leaf.content, entry: entry, shape: shape, state: state, substitutions: &substitutions) else { return nil }
                devices[leaf.device] = .object(leafMembers)
            }
            return ["variations": ["device": .object(devices)]]
        case .variables(let format, _, let variables):
            let references = format.variables
            // A plural variation has no value type of its own: the forms' specifier gives it,
            // so a variable whose forms never print the value keeps its type in a substitution.
            if shape == .xcode, format.segments.count == 1, let only = references.first, only.position == nil || only.position == 1,
                case .plural(_, _, let forms)? = variables[only.name]?.kind, Self.valueSpecifier(in: forms, position: 1) != nil
            {
                return ["variations": ["plural": Self.pluralForms(forms.map { ($0.key, $0.raw) }, state: state)]]
            }
            let positions = Self.referencePositions(format)
            let numbered = shape != .counted
            for reference in references {
                guard let variable = variables[reference.name], case .plural(let valueType, _, let forms) = variable.kind,
                    let position = positions[reference.name]
                else { return nil }
                let specifier = Self.formatSpecifier(valueType: valueType, forms: forms, position: position)
                let written =
                    numbered ? forms.map { ($0.key, Self.substitutionForm($0, position: position, specifier: specifier)) } : forms.map { ($0.key, $0.raw) }
                var substitution: [String: StringCatalogValue] = [
                    "formatSpecifier": .string(specifier),
                    "variations": ["plural": Self.pluralForms(written, state: state)],
                ]
                if numbered { substitution["argNum"] = .integer(position) }
                // One name, two meanings (device leaves that differ): no catalog holds both.
                if let other = substitutions[reference.name], other != .object(substitution) { return nil }
                substitutions[reference.name] = .object(substitution)
            }
            return ["stringUnit": ["state": state, "value": .string(format.text)]]
        }
    }

    static func pluralForms(_ forms: [(key: PluralForm.Key, text: String)], state: StringCatalogValue) -> StringCatalogValue {
        var object: [String: StringCatalogValue] = [:]
        for (key, text) in forms { object[key.name] = unit(text, state: state) }
        return .object(object)
    }

    /// The argument each variable the format refers to takes: its position, else the next
    /// argument (each specifier or reference without a position takes one).
    static func referencePositions(_ format: FormatString) -> [String: Int] {
        var positions: [String: Int] = [:]
        var next = 1
        for segment in format.segments {
            switch segment {
            case .text: continue
            case .specifier(let specifier):
                if specifier.position == nil { next += 1 }
            case .variable(let name, let position, _):
                if positions[name] == nil { positions[name] = position ?? next }
                if position == nil { next += 1 }
            }
        }
        return positions
    }

    /// `NSStringFormatValueTypeKey` without a `%` (`ld`); without one, what the forms print
    /// the value with, by its type (`lld` for an integer, as Xcode writes it).
    static func formatSpecifier(valueType: String?, forms: [PluralForm], position: Int) -> String {
        if let valueType, !valueType.isEmpty { return valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType }
        switch valueSpecifier(in: forms, position: position)?.argumentType {
        case .int?, nil: return "lld"
        case .uint?: return "llu"
        case .double?: return "f"
        case .string?: return "@"
        case .character?: return "C"
        }
    }

    /// The first specifier of the forms that prints the value, the argument at `position`
    /// (unnumbered specifiers in a form start there).
    static func valueSpecifier(in forms: [PluralForm], position: Int) -> FormatSpecifier? {
        for form in forms {
            var next = position
            for specifier in form.text.specifiers {
                let used = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                if used == position { return specifier }
            }
        }
        return nil
    }

    /// A form of a substitution: the specifiers that print its own value with the
    /// substitution's specifier are `%arg`; the others keep their argument, numbered (beside a
    /// numbered `%arg`, an unnumbered one would take another).
    static func substitutionForm(_ form: PluralForm, position: Int, specifier: String) -> String {
        var next = position
        var changed = false
        var segments: [FormatString.Segment] = []
        var text = ""
        for segment in form.text.segments {
            guard case .specifier(let written) = segment else {
                segments.append(segment)
                continue
            }
            let used = written.position ?? next
            if written.position == nil { next += 1 }
            if used == position && written.withoutPosition == "%" + specifier {
                text += FormatString.spelling(of: segments) + "%arg"
                segments = []
                changed = true
            } else if written.position == nil {
                text += FormatString.spelling(of: segments) + "%\(used)$" + written.withoutPosition.dropFirst()
                segments = []
                changed = true
            } else {
                segments.append(segment)
            }
        }
        return changed ? text + FormatString.spelling(of: segments) : form.raw
    }

    /// `localization` read back by the catalog reader, as its own catalog whose source
    /// language is `locale`: the entry it reads, or the first problem it reports.
    func readBack(_ localization: StringCatalogValue, key: String, locale: String) -> (entry: LocalizedEntry?, problem: String) {
        let catalog = StringCatalogValue.catalog(
            sourceLanguage: locale, strings: [key: ["localizations": .object([locale: localization])]], version: CatalogMigration.version)
        let file = SourceFile(path: table.catalogPath, bytes: StringCatalogWriter.serialize(catalog))
        let bag = DiagnosticBag()
        let tables = StringCatalogReader.read(
            LocalizationFile(path: "Migrated.xcstrings")!, file: file, context: LocalizationReadingContext(developmentRegion: locale), diagnostics: bag)
        if let problem = bag.diagnostics.first(where: { $0.severity == .error }) { return (nil, "the catalog reader says: " + problem.message) }
        guard let entry = tables.first(where: { $0.locale == locale })?.entries.first else { return (nil, "the catalog reader finds no entry in it") }
        return (entry, "")
    }

    // MARK: Reporting

    mutating func inexpressible(_ message: String, at location: SourceLocation?, locale: String, key: String?, notes: [Diagnostic.Note] = []) {
        failed = true
        diagnostics.report(.catalogInexpressible, message, at: location, notes: notes, subject: .init(table: table.name, locale: locale, key: key))
    }

    func describe(_ key: String) -> String {
        FormatStringParser.describe(key.count > 60 ? String(key.prefix(60)) + "…" : key)
    }
}
