import Foundation

/// Reads String Catalogs (`.xcstrings`, Xcode 15 and later) into the same located tables as
/// `.strings` and `.stringsdict` files: one table per language the catalog holds, named after
/// the file, with `sourceLanguage` as the development region.
///
/// The format is undocumented; this follows what Xcode writes (versions `1.0` and `1.1`, and
/// any other: unknown keys are ignored):
///
/// ```json
/// "%lld files" : {
///   "comment" : "Files left to copy",
///   "extractionState" : "manual",
///   "localizations" : {
///     "ru" : { "variations" : { "plural" : {
///       "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } }, … } } },
///     "de" : { "stringUnit" : { "state" : "needs_review", "value" : "%#@files@" },
///              "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld",
///                                              "variations" : { "plural" : { … "%arg Dateien" } } } } }
///   }
/// }
/// ```
///
/// - A `stringUnit` is a format string; `variations.plural` is a plural variable of the
///   string's own argument (its name is empty); `variations.device` holds a leaf per device,
///   each a `stringUnit` or plural variations.
/// - `substitutions` are `%#@name@` variables: `argNum` is their argument (when absent, the
///   reference takes the next argument, as a `.stringsdict` variable does), `formatSpecifier`
///   its type, and `%arg` in a form is the value printed with that specifier.
/// - Xcode 26 named placeholders (`%(count)lld`) are specifiers whose name labels the argument.
/// - A language without a unit of the source language serves the key itself, as Xcode does.
/// - Units are used whatever their `state`; `new` and `needs_review` are counted per language
///   and reported once. `extractionState` `stale` entries are checked and noted, and get no
///   accessor unless configured; `shouldTranslate: false` entries expect no translation.
public enum StringCatalogReader: LocalizationReader {
    public static let format = LocalizationFile.Format.xcstrings

    public static func read(_ source: LocalizationFile, file: SourceFile, context: LocalizationReadingContext, diagnostics: DiagnosticCollector)
        -> [LocatedTable]
    {
        let fileDiagnostics = diagnostics.about(table: source.table)
        let configured = LocalizationLoader.canonicalLocale(context.developmentRegion)
        func unreadable(_ locale: String) -> [LocatedTable] {
            [LocatedTable(table: source.table, locale: locale, entries: [], origin: source, isReadable: false, developmentRegion: locale)]
        }
        // A string that cannot be decoded costs its translation only: reported where it is read.
        // The catalog is walked in the reader's flat nodes: a catalog of megabytes makes no
        // tree of values, nor a location per value (see ``JSONDocument``).
        guard let document = JSONReader.readDocument(file, deferringStringProblems: true, diagnostics: fileDiagnostics) else { return unreadable(configured) }
        let catalog = JSONDocument.root
        guard document.isObject(catalog) else {
            fileDiagnostics.report(
                .catalogStructure, "a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\"; found \(document.kindDescription(catalog))",
                at: document.location(catalog))
            return unreadable(configured)
        }
        var sourceLanguage = configured
        if let value = document.value(named: "sourceLanguage", in: catalog) {
            if let text = document.string(value), !LocalizationLoader.canonicalLocale(text.value).isEmpty {
                sourceLanguage = LocalizationLoader.canonicalLocale(text.value)
            } else {
                fileDiagnostics.report(
                    .catalogStructure, "\"sourceLanguage\" must be a language such as \"en\"; \(configured), the configured development region, is used",
                    at: document.location(value))
            }
        }
        var reader = CatalogReading(document: document, table: source.table, sourceLanguage: sourceLanguage, diagnostics: diagnostics)
        if let strings = document.value(named: "strings", in: catalog) {
            guard document.isObject(strings) else {
                fileDiagnostics.report(
                    .catalogStructure, "\"strings\" must be an object of keys to entries; found \(document.kindDescription(strings))",
                    at: document.location(strings))
                return unreadable(sourceLanguage)
            }
            let end = document.end(strings)
            var member = document.firstMember(of: strings)
            while member < end {
                reader.readEntry(member)
                member = document.nextMember(after: member, before: end)
            }
        }  // else an empty catalog
        reader.reportStates()
        let locales = Set(reader.tables.keys).union([sourceLanguage]).sorted()
        return locales.map { locale in
            let table = reader.tables[locale] ?? .init()
            return LocatedTable(
                table: source.table, locale: locale, entries: table.entries, unusable: table.unusable, origin: source,
                developmentRegion: sourceLanguage, catalogStates: locale == sourceLanguage ? nil : table.states)
        }
    }
}

/// The state of reading one catalog: entries per language, and what is counted for the
/// summaries.
struct CatalogReading {
    /// The catalog; values are its node indices.
    let document: JSONDocument
    let file: SourceFile
    let table: String
    let sourceLanguage: String
    let diagnostics: DiagnosticCollector

    struct Table {
        var entries: [LocalizedEntry] = []
        var unusable: [UnusableEntry] = []
        var states = CatalogStates()
    }

    /// A key's state in one language, least finished first (see ``CatalogStates``).
    enum KeyState: Comparable {
        case new, needsReview, stale, other, translated
    }
    /// The least finished state of the units read so far of the current key and language.
    var keyState: KeyState?
    var tables: [String: Table] = [:]

    /// Units in state `new` and `needs_review`, per language, with the first of each.
    struct StateCount {
        var new = 0
        var needsReview = 0
        var first: SourceLocation?
    }
    var states: [String: StateCount] = [:]
    /// The canonical form of each language key met so far: a catalog names the same few
    /// languages in every entry.
    private var canonicalLocales: [String: String] = [:]
    /// The argument type of each `formatSpecifier` met so far (`nil`: not a specifier).
    private var argumentTypes: [String: FormatArgumentType?] = [:]

    init(document: JSONDocument, table: String, sourceLanguage: String, diagnostics: DiagnosticCollector) {
        self.document = document
        self.file = document.file
        self.table = table
        self.sourceLanguage = sourceLanguage
        self.diagnostics = diagnostics
    }

    /// A substitution as one language declares it, for comparing languages.
    struct Substitution {
        var argumentNumber: Int?
        /// Where the reference takes its argument: `argNum`, else the reference's position.
        var position: Int?
        var specifier: String?
        var location: SourceLocation
    }

    /// What one language of one entry holds.
    struct Localization {
        var content: EntryContent
        var substitutions: [String: Substitution]
        var placeholderNames: [SourceLocation: String]
    }

    /// The member of `strings` keyed at `member`: one key's entry.
    mutating func readEntry(_ member: Int) {
        let key = document.key(member)
        let keyLocation = document.location(member)
        let keyDiagnostics = diagnostics.about(table: table, key: key)
        let entry = member + 1
        guard document.isObject(entry) else {
            reportUnexpected(entry, "the entry of key '\(FormatStringParser.describe(key))' must be an object with \"localizations\"", keyDiagnostics)
            tables[sourceLanguage, default: .init()].unusable.append(UnusableEntry(key: key, location: keyLocation))
            return
        }
        var isStale = false
        if let value = document.value(named: "extractionState", in: entry) { isStale = document.stringEquals(value, "stale") }
        var shouldTranslate = true
        if let value = document.value(named: "shouldTranslate", in: entry), document.kind(value) == .false { shouldTranslate = false }
        var comment: String?
        if let value = document.value(named: "comment", in: entry) { comment = document.string(value)?.value }
        var localizations = entry  // no localizations: an object's members end before `end(entry)`
        var localizationsEnd = entry
        if let value = document.value(named: "localizations", in: entry) {
            if document.isObject(value) {
                localizations = document.firstMember(of: value)
                localizationsEnd = document.end(value)
            } else {
                keyDiagnostics.report(
                    .catalogStructure,
                    "\"localizations\" of '\(FormatStringParser.describe(key))' must be an object of languages; found \(document.kindDescription(value))",
                    at: document.location(value))
            }
        }
        var read: [String: Localization] = [:]
        var translated: [String] = []
        var sourceIsUnusable = false
        var localization = localizations
        while localization < localizationsEnd {
            let current = localization
            localization = document.nextMember(after: current, before: localizationsEnd)
            let localeKey = document.key(current)
            let locale: String
            if let known = canonicalLocales[localeKey] {
                locale = known
            } else {
                locale = LocalizationLoader.canonicalLocale(localeKey)
                canonicalLocales[localeKey] = locale
            }
            guard !locale.isEmpty else {
                keyDiagnostics.report(
                    .catalogStructure,
                    "'\(FormatStringParser.describe(localeKey))' is not a language; its translation of '\(FormatStringParser.describe(key))' is skipped",
                    at: document.location(current))
                continue
            }
            let bag = DiagnosticBag()
            var names: [SourceLocation: String] = [:]
            keyState = nil
            let result = readLocalization(current + 1, key: key, inherited: [:], names: &names, locale: locale, diagnostics: bag)
            // The source language's states are Xcode's bookkeeping, not translations.
            if locale != sourceLanguage, let state = keyState { tables[locale, default: .init()].states.record(isStale ? .stale : state) }
            let forwarded = diagnostics.about(table: table, locale: locale, key: key)
            bag.diagnostics.forEach(forwarded.report)
            if bag.hasErrors {
                if locale == sourceLanguage { sourceIsUnusable = true }
                tables[locale, default: .init()].unusable.append(UnusableEntry(key: key, location: document.location(current)))
                continue
            }
            guard let (content, substitutions) = result else { continue }  // nothing there: the key falls back
            read[locale] = Localization(content: content, substitutions: substitutions, placeholderNames: names)
            if locale != sourceLanguage { translated.append(locale) }
            tables[locale, default: .init()].entries.append(
                LocalizedEntry(
                    key: key, keyLocation: document.location(current), content: content, comment: comment,
                    isStale: isStale, shouldTranslate: shouldTranslate, placeholderNames: names))
        }
        // Without a unit of its own, the source language shows the key, as Xcode compiles it.
        if read[sourceLanguage] == nil && !sourceIsUnusable {
            let bag = DiagnosticBag()
            var names: [SourceLocation: String] = [:]
            let text = CatalogText.prepare(LocatedText(verbatim: key, file: file, offset: document.offset(member) + 1), argument: nil, names: &names)
            let forwarded = diagnostics.about(table: table, locale: sourceLanguage, key: key)
            if let format = FormatString.parse(text, diagnostics: bag), !bag.hasErrors, format.variables.isEmpty {
                bag.diagnostics.forEach(forwarded.report)
                tables[sourceLanguage, default: .init()].entries.append(
                    LocalizedEntry(
                        key: key, keyLocation: keyLocation, content: .format(format, keyLocation), comment: comment,
                        isStale: isStale, shouldTranslate: shouldTranslate, placeholderNames: names))
            } else {
                bag.diagnostics.forEach(forwarded.report)
                if !bag.hasErrors {
                    forwarded.report(
                        .catalogStructure,
                        "key '\(FormatStringParser.describe(key))' has no \(sourceLanguage) unit, so Xcode shows the key itself, and its '%#@' reference has no substitution there; add a \(sourceLanguage) localization",
                        at: keyLocation)
                }
                tables[sourceLanguage, default: .init()].unusable.append(UnusableEntry(key: key, location: keyLocation))
            }
        }
        if isStale {
            keyDiagnostics.report(
                .staleEntry,
                "key '\(FormatStringParser.describe(key))' is stale (Xcode no longer finds it in the code): it is checked but gets no accessor; delete it, or set \"staleEntries\": \"generate\"",
                at: keyLocation)
        }
        if !shouldTranslate, !translated.isEmpty {
            let shown = translated.sorted()
            keyDiagnostics.report(
                .shouldNotTranslate,
                "key '\(FormatStringParser.describe(key))' is marked shouldTranslate: false but has \(shown.count) translation\(shown.count == 1 ? "" : "s") (\(shown.prefix(5).joined(separator: ", "))\(shown.count > 5 ? ", …" : "")); they are used",
                at: keyLocation)
        }
        // A substitution takes the same argument, of the same type, in every language.
        if let reference = read[sourceLanguage], !reference.substitutions.isEmpty {
            for locale in read.keys.sorted() where locale != sourceLanguage {
                let translation = read[locale]!
                for name in translation.substitutions.keys.sorted() {
                    guard let mine = translation.substitutions[name], let theirs = reference.substitutions[name] else { continue }
                    var differences: [String] = []
                    if let a = mine.position, let b = theirs.position, a != b {
                        differences.append(
                            "argument \(a) (argNum \(mine.argumentNumber.map(String.init) ?? "absent")) where \(sourceLanguage) takes argument \(b) (argNum \(theirs.argumentNumber.map(String.init) ?? "absent"))"
                        )
                    }
                    if let a = mine.specifier, let b = theirs.specifier, argumentType(of: a) != argumentType(of: b) {
                        differences.append("formatSpecifier '\(a)' where \(sourceLanguage) has '\(b)'")
                    }
                    guard !differences.isEmpty else { continue }
                    diagnostics.about(table: table, locale: locale, key: key).report(
                        .substitutionMismatch,
                        "substitution '\(name)' of '\(FormatStringParser.describe(key))' in \(locale) has \(differences.joined(separator: " and "))",
                        at: mine.location, notes: [.init("the \(sourceLanguage) substitution '\(name)' is here", at: theirs.location)])
                    if let index = tables[locale]?.entries.lastIndex(where: { $0.key == key }) {
                        let removed = tables[locale]!.entries.remove(at: index)
                        tables[locale]!.unusable.append(UnusableEntry(key: key, location: removed.keyLocation))
                    }
                    break
                }
            }
        }
    }

    /// ``argumentType(_:)``, remembered: a catalog names the same few specifiers throughout.
    mutating func argumentType(of specifier: String) -> FormatArgumentType? {
        if let known = argumentTypes[specifier] { return known }
        let type = Self.argumentType(specifier)
        argumentTypes[specifier] = .some(type)
        return type
    }

    static func argumentType(_ specifier: String) -> FormatArgumentType? {
        let text = "%" + specifier
        return FormatString.parse(LocatedText(verbatim: text, file: .unlocated, offset: 0), diagnostics: DiagnosticBag())?.specifiers.first?.argumentType
    }

    /// One language's localization of a key (or a device's leaf of it): its content and
    /// substitutions; `nil` when it holds no unit (reported when it is malformed).
    mutating func readLocalization(
        _ value: Int, key: String, inherited: [String: (FormatVariable, Substitution)], names: inout [SourceLocation: String],
        locale: String, diagnostics: DiagnosticCollector
    ) -> (EntryContent, [String: Substitution])? {
        guard document.isObject(value) else {
            reportUnexpected(
                value, "a localization of '\(FormatStringParser.describe(key))' must be an object with \"stringUnit\", \"variations\" or \"substitutions\"",
                diagnostics)
            return nil
        }
        let localization = value
        var substitutions = inherited
        if let value = document.value(named: "substitutions", in: localization) {
            if document.isObject(value) {
                let end = document.end(value)
                var member = document.firstMember(of: value)
                while member < end {
                    if let substitution = readSubstitution(member, key: key, names: &names, locale: locale, diagnostics: diagnostics) {
                        substitutions[document.key(member)] = substitution
                    }
                    member = document.nextMember(after: member, before: end)
                }
            } else {
                reportUnexpected(value, "\"substitutions\" must be an object of names to substitutions", diagnostics)
            }
        }
        let variables = substitutions.mapValues(\.0)
        let content: EntryContent
        if let variations = document.value(named: "variations", in: localization) {
            guard let read = readVariations(variations, key: key, substitutions: substitutions, names: &names, locale: locale, diagnostics: diagnostics) else {
                return nil
            }
            content = read
        } else if let unit = document.value(named: "stringUnit", in: localization) {
            guard let text = readUnit(unit, locale: locale, diagnostics: diagnostics) else { return nil }
            let prepared = CatalogText.prepare(text, argument: nil, names: &names)
            guard let parsed = FormatString.parse(prepared, diagnostics: diagnostics) else { return nil }
            let format = positioned(parsed, substitutions: substitutions)
            if inherited.isEmpty && substitutions.isEmpty && !Self.hasVariables(format) {
                content = .format(format, prepared.value.isEmpty ? document.location(unit) : prepared.location)
            } else {
                guard checkReferences(format, variables: variables, key: key, diagnostics: diagnostics) else { return nil }
                content = .variables(format: format, formatLocation: prepared.value.isEmpty ? document.location(unit) : prepared.location, variables: variables)
            }
        } else {
            return nil
        }
        // Where each substitution takes its argument, for comparing languages.
        var declared: [String: Substitution] = [:]
        var counter = 1
        let topFormat: FormatString? = if case .variables(let format, _, _) = content { format } else { nil }
        for segment in topFormat?.segments ?? [] {
            switch segment {
            case .specifier(let specifier):
                if specifier.position == nil { counter += 1 }
            case .variable(let name, let position, _):
                let taken = position ?? counter
                if position == nil { counter += 1 }
                if var substitution = substitutions[name]?.1, inherited[name] == nil {
                    substitution.position = substitution.argumentNumber ?? taken
                    declared[name] = substitution
                }
            case .text: break
            }
        }
        return (content, declared)
    }

    /// `variations`: `plural` (the string's own plural variable, named ""), or `device`.
    mutating func readVariations(
        _ value: Int, key: String, substitutions: [String: (FormatVariable, Substitution)], names: inout [SourceLocation: String],
        locale: String, diagnostics: DiagnosticCollector
    ) -> EntryContent? {
        guard document.isObject(value), document.count(value) == 1 else {
            reportUnexpected(value, "\"variations\" must be an object with one of \"plural\" or \"device\"", diagnostics)
            return nil
        }
        let kind = document.firstMember(of: value)
        let variables = substitutions.mapValues(\.0)
        if document.keyEquals(kind, "plural") {
            guard let forms = readPluralForms(kind + 1, argument: nil, variable: "", names: &names, locale: locale, diagnostics: diagnostics) else {
                return nil
            }
            let kindLocation = document.location(kind)
            let variable = FormatVariable(
                name: "", kind: .plural(valueType: nil, valueTypeLocation: nil, forms: forms.map { positioned($0, substitutions: substitutions) }),
                location: kindLocation)
            for form in forms { guard checkReferences(form.text, variables: variables, key: key, diagnostics: diagnostics) else { return nil } }
            let reference = FormatString(segments: [.variable(name: "", position: nil, location: kindLocation)])
            return .variables(format: reference, formatLocation: kindLocation, variables: variables.merging(["": variable]) { $1 })
        } else if document.keyEquals(kind, "device") {
            let devices = kind + 1
            guard document.isObject(devices) else {
                reportUnexpected(devices, "\"device\" must be an object of device names to variations", diagnostics)
                return nil
            }
            var leaves: [(device: String, content: EntryContent)] = []
            var failed = false
            let end = document.end(devices)
            var next = document.firstMember(of: devices)
            while next < end {
                let device = next
                next = document.nextMember(after: device, before: end)
                let name = document.key(device)
                guard deviceNames.contains(name) else {
                    diagnostics.report(
                        .unknownForm, "'\(FormatStringParser.describe(name))' is not a device; use \(deviceNames.joined(separator: ", "))",
                        at: document.location(device))
                    failed = true
                    continue
                }
                guard
                    let (content, _) = readLocalization(device + 1, key: key, inherited: substitutions, names: &names, locale: locale, diagnostics: diagnostics)
                else {
                    failed = true
                    continue
                }
                leaves.append((name, content))
            }
            if failed || leaves.isEmpty {
                if !failed {
                    diagnostics.report(
                        .catalogStructure, "the device variations of '\(FormatStringParser.describe(key))' have no leaf", at: document.location(devices))
                }
                return nil
            }
            // Apple's order: where neither the platform's device nor `other` has a form, the
            // runtime serves the first, which is then the iPhone's.
            leaves.sort { deviceNames.firstIndex(of: $0.device)! < deviceNames.firstIndex(of: $1.device)! }
            return .devices(leaves)
        } else {
            diagnostics.report(
                .catalogStructure,
                "'\(FormatStringParser.describe(document.key(kind)))' variations are not known; String Catalogs vary by \"plural\" or \"device\"",
                at: document.location(kind))
            return nil
        }
    }

    /// `{"one": {"stringUnit": …}, "other": …}`; `%arg` stands for `argument` when given.
    mutating func readPluralForms(
        _ value: Int, argument: String?, variable: String, names: inout [SourceLocation: String],
        locale: String, diagnostics: DiagnosticCollector
    ) -> [PluralForm]? {
        guard document.isObject(value) else {
            reportUnexpected(value, "\"plural\" must be an object of categories (zero, one, two, few, many, other) to string units", diagnostics)
            return nil
        }
        var forms: [PluralForm] = []
        var failed = false
        let end = document.end(value)
        var next = document.firstMember(of: value)
        while next < end {
            let member = next
            next = document.nextMember(after: member, before: end)
            let name = document.key(member)
            guard let category = PluralCategory(name: name) else {
                diagnostics.report(
                    .unknownForm, "'\(FormatStringParser.describe(name))' is not a plural category; use zero, one, two, few, many or other",
                    at: document.location(member))
                failed = true
                continue
            }
            guard document.isObject(member + 1), let unit = document.value(named: "stringUnit", in: member + 1) else {
                reportUnexpected(member + 1, "the '\(name)' form must be an object with a \"stringUnit\"", diagnostics)
                failed = true
                continue
            }
            guard let text = readUnit(unit, locale: locale, diagnostics: diagnostics) else { failed = true; continue }
            let prepared = CatalogText.prepare(text, argument: argument, names: &names)
            guard let format = FormatString.parse(prepared, diagnostics: diagnostics) else { failed = true; continue }
            forms.append(
                PluralForm(key: .category(category), text: format, raw: text.value, location: text.value.isEmpty ? document.location(unit) : text.location))
        }
        return failed ? nil : forms.sorted { $0.key < $1.key }
    }

    /// `name: {argNum, formatSpecifier, variations: {plural: …}}`.
    mutating func readSubstitution(
        _ member: Int, key: String, names: inout [SourceLocation: String],
        locale: String, diagnostics: DiagnosticCollector
    ) -> (FormatVariable, Substitution)? {
        let name = document.key(member)
        let body = member + 1
        guard document.isObject(body) else {
            reportUnexpected(body, "substitution '\(name)' must be an object with \"formatSpecifier\" and \"variations\"", diagnostics)
            return nil
        }
        var argumentNumber: Int?
        if let value = document.value(named: "argNum", in: body) {
            guard let text = document.number(value), let number = Int(text), number >= 1, number <= _FormatSpecification.limit else {
                reportUnexpected(value, "\"argNum\" of substitution '\(name)' must be an argument number from 1", diagnostics)
                return nil
            }
            argumentNumber = number
        }
        var specifier: String?
        let specifierValue = document.value(named: "formatSpecifier", in: body)
        if let value = specifierValue {
            guard let text = document.string(value), let type = argumentType(of: text.value) else {
                reportUnexpected(
                    value, "\"formatSpecifier\" of substitution '\(name)' must be a format specifier without '%', such as lld, f or @", diagnostics)
                return nil
            }
            _ = type
            specifier = text.value
        }
        let argument = "%" + (argumentNumber.map { "\($0)$" } ?? "") + (specifier ?? "lld")
        let variations = document.value(named: "variations", in: body)
        guard let variations, document.isObject(variations), let plural = document.member(named: "plural", in: variations) else {
            reportUnexpected(variations ?? body, "substitution '\(name)' needs \"variations\" with \"plural\" forms", diagnostics)
            return nil
        }
        guard let forms = readPluralForms(plural + 1, argument: argument, variable: name, names: &names, locale: locale, diagnostics: diagnostics) else {
            return nil
        }
        let location = document.location(member)
        let variable = FormatVariable(
            name: name, kind: .plural(valueType: specifier, valueTypeLocation: specifierValue.map(document.location), forms: forms), location: location)
        return (variable, Substitution(argumentNumber: argumentNumber, position: argumentNumber, specifier: specifier, location: location))
    }

    /// `{"state": "translated", "value": "…"}`: the value, with its state counted.
    mutating func readUnit(_ value: Int, locale: String, diagnostics: DiagnosticCollector) -> LocatedText? {
        guard document.isObject(value) else {
            reportUnexpected(value, "\"stringUnit\" must be an object with \"state\" and \"value\"", diagnostics)
            return nil
        }
        let unit = value
        // The source language's units are no translations: their state is Xcode's bookkeeping.
        if locale != sourceLanguage {
            let state = document.value(named: "state", in: unit)
            let isNew = state.map { document.stringEquals($0, "new") } ?? false
            let isNeedsReview = !isNew && state.map { document.stringEquals($0, "needs_review") } ?? false
            let isTranslated = state.map { document.stringEquals($0, "translated") } ?? false
            let unitState: KeyState = isNew ? .new : isNeedsReview ? .needsReview : isTranslated ? .translated : .other
            keyState = min(keyState ?? unitState, unitState)
            if let state, isNew || isNeedsReview {
                var count = states[locale] ?? .init()
                if isNew { count.new += 1 } else { count.needsReview += 1 }
                if count.first == nil { count.first = document.string(state)!.location }
                states[locale] = count
            }
        }
        guard let text = document.value(named: "value", in: unit) else {
            diagnostics.report(.catalogStructure, "the string unit has no \"value\"", at: document.location(unit))
            return nil
        }
        guard let string = document.string(text) else {
            reportUnexpected(text, "\"value\" must be a string", diagnostics)
            return nil
        }
        return string
    }

    /// References without a position take the substitution's `argNum`.
    func positioned(_ format: FormatString, substitutions: [String: (FormatVariable, Substitution)]) -> FormatString {
        var format = format
        for index in format.segments.indices {
            if case .variable(let name, nil, let location) = format.segments[index], let number = substitutions[name]?.1.argumentNumber {
                format.segments[index] = .variable(name: name, position: number, location: location)
            }
        }
        return format
    }

    func positioned(_ form: PluralForm, substitutions: [String: (FormatVariable, Substitution)]) -> PluralForm {
        var form = form
        form.text = positioned(form.text, substitutions: substitutions)
        return form
    }

    /// Every `%#@name@` has a substitution.
    func checkReferences(_ format: FormatString, variables: [String: FormatVariable], key: String, diagnostics: DiagnosticCollector) -> Bool {
        var valid = true
        // The segments in a loop: `variables` is a `compactMap`, generic calls in a debug build.
        let segments = format.segments
        var index = 0
        while index < segments.count {
            if case .variable(let name, _, let location) = segments[index], variables[name] == nil {
                diagnostics.report(
                    .undefinedVariable,
                    "'%#@\(name)@' has no substitution named '\(name)' in '\(FormatStringParser.describe(key))'; add one under \"substitutions\"", at: location)
                valid = false
            }
            index += 1
        }
        return valid
    }

    /// Whether `format` references a variable (`%#@name@`).
    static func hasVariables(_ format: FormatString) -> Bool {
        let segments = format.segments
        var index = 0
        while index < segments.count {
            if case .variable = segments[index] { return true }
            index += 1
        }
        return false
    }

    func reportUnexpected(_ value: Int, _ message: String, _ diagnostics: DiagnosticCollector) {
        if let problem = document.problem(value) {
            diagnostics.report(.jsonSyntax, problem.message + "; the string cannot be decoded, so what holds it is not used", at: problem.location)
            return
        }
        diagnostics.report(.catalogStructure, message + "; found \(document.kindDescription(value))", at: document.location(value))
    }

    /// One warning per language: how many units wait for a translator.
    func reportStates() {
        for locale in states.keys.sorted() {
            let count = states[locale]!
            var parts: [String] = []
            if count.new > 0 { parts.append("\(count.new) in state 'new'") }
            if count.needsReview > 0 { parts.append("\(count.needsReview) in state 'needs_review'") }
            let total = count.new + count.needsReview
            diagnostics.about(table: table, locale: locale).report(
                .translationState,
                "\(total) \(locale) translation\(total == 1 ? " is" : "s are") unfinished in \(table).xcstrings (\(parts.joined(separator: ", "))); they are used as they are, and the first is here",
                at: count.first)
        }
    }
}

extension CatalogStates {
    /// One more key in `state`.
    mutating func record(_ state: CatalogReading.KeyState) {
        switch state {
        case .new: new += 1
        case .needsReview: needsReview += 1
        case .stale: stale += 1
        case .other: other += 1
        case .translated: translated += 1
        }
    }
}

/// The text of a catalog unit as the format-string parser reads it: `%arg` in a substitution's
/// forms becomes the substitution's specifier, and a named placeholder `%(count)lld` becomes
/// `%lld` with its name recorded. Every byte stays located where it was written.
enum CatalogText {
    static func prepare(_ text: LocatedText, argument: String?, names: inout [SourceLocation: String]) -> LocatedText {
        let bytes = ByteBuffer(text.value)
        let base = bytes.base
        let count = bytes.count
        var index = SourceCursor.offset(of: UInt8(ascii: "%"), in: base, from: 0, to: count)
        guard index < count else { return text }
        // Unchanged stretches are copied whole, their locations run by run (a byte at a time,
        // each located by a search, cost most of the catalog reader in a debug build).
        var output: [UInt8] = []
        var locations = LocatedText.Builder()
        var copiedUpTo = 0
        var changed = false
        func copyUnchanged(upTo end: Int) {
            guard end > copiedUpTo else { return }
            text.addLocations(of: copiedUpTo..<end, at: output.count, to: &locations)
            output.append(contentsOf: UnsafeBufferPointer(start: base + copiedUpTo, count: end - copiedUpTo))
            copiedUpTo = end
        }
        while index < count {
            let next = base[index + 1]  // 0 past the end
            if next == UInt8(ascii: "%") {
                index = SourceCursor.offset(of: UInt8(ascii: "%"), in: base, from: index + 2, to: count)
                continue
            }
            let percent = text.sourceOffset(atUTF8Offset: index)
            if let argument, next == UInt8(ascii: "a"), index + 4 <= count, base[index + 2] == UInt8(ascii: "r"), base[index + 3] == UInt8(ascii: "g") {
                copyUnchanged(upTo: index)
                for byte in argument.utf8 {
                    locations.add(decoded: output.count, source: percent)
                    output.append(byte)
                }
                index += 4
                copiedUpTo = index
                changed = true
            } else if next == UInt8(ascii: "("), let close = Self.closingParenthesisOfName(in: base, from: index + 2, to: count) {
                copyUnchanged(upTo: index)
                names[text.file.location(atOffset: percent)] = SourceCursor.string(base + index + 2, count: close - index - 2)
                locations.add(decoded: output.count, source: percent)
                output.append(UInt8(ascii: "%"))
                index = close + 1
                copiedUpTo = index
                changed = true
            } else {
                index += 1
            }
            index = SourceCursor.offset(of: UInt8(ascii: "%"), in: base, from: index, to: count)
        }
        guard changed else { return text }
        copyUnchanged(upTo: count)
        return LocatedText(
            value: String(decoding: output, as: UTF8.self), file: text.file, runs: locations.runs,
            endOffset: text.sourceOffset(atUTF8Offset: count))
    }

    /// The offset of the `)` closing a placeholder name that starts at `start` (letters, digits,
    /// `_` or non-ASCII, at least one), or nil when there is none.
    private static func closingParenthesisOfName(in base: UnsafePointer<UInt8>, from start: Int, to count: Int) -> Int? {
        var index = start
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: ")") { return index > start ? index : nil }
            guard byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
            else {
                return nil
            }
            index += 1
        }
        return nil
    }
}

extension StringCatalogReader {
    /// The languages a catalog holds, canonical (`pt-BR`): its `sourceLanguage` and every
    /// language of a localization. What the rules of a module that ships it must cover.
    public static func languages(ofCatalogAt path: String, diagnostics: DiagnosticCollector) -> Set<String> {
        guard let file = SourceFile.read(path: path) else {
            diagnostics.report(.fileUnreadable, "cannot read '\(path)'", at: nil)
            return []
        }
        guard let document = JSONReader.readDocument(file, diagnostics: diagnostics) else { return [] }
        let catalog = JSONDocument.root
        guard document.isObject(catalog) else { return [] }
        var languages: Set<String> = []
        if let source = document.value(named: "sourceLanguage", in: catalog).flatMap(document.string) {
            languages.insert(LocalizationLoader.canonicalLocale(source.value))
        }
        guard let strings = document.value(named: "strings", in: catalog), document.isObject(strings) else { return languages.subtracting([""]) }
        let end = document.end(strings)
        var entry = document.firstMember(of: strings)
        while entry < end {
            if document.isObject(entry + 1), let localizations = document.value(named: "localizations", in: entry + 1), document.isObject(localizations) {
                let localizationsEnd = document.end(localizations)
                var localization = document.firstMember(of: localizations)
                while localization < localizationsEnd {
                    languages.insert(LocalizationLoader.canonicalLocale(document.key(localization)))
                    localization = document.nextMember(after: localization, before: localizationsEnd)
                }
            }
            entry = document.nextMember(after: entry, before: end)
        }
        languages.remove("")
        return languages
    }
}
