/// Validates a project's localizations against CLDR and compiles them into what the
/// accessor emitter writes.
public enum LocalizationCompiler {
    public struct Options: Sendable {
        public var developmentRegion: String
        public var access: AccessLevel
        /// Type names per table; default `L10n` for `Localizable`, `<Table>Strings` otherwise.
        public var typeNames: [String: String]
        public var keyStyle: AccessorNaming.KeyStyle
        /// Where the runtime of the accessors lives: embedded in the module (the default), or
        /// the `PluralRules` library.
        public var runtime: AccessorEmitter.Runtime = .embedded
        /// Whether the embedded runtime also carries ordinal rules.
        public var ordinals = false
        /// How the accessors write numbers.
        public var numbers = Numbers.localized
        /// How diagnostics are judged (severities per id).
        public var policy = DiagnosticPolicy()
        /// The findings already accepted: only others are reported.
        public var baseline: Baseline?
        /// Which tables are checked and generated.
        public var tables = LocalizationLoader.TableSelection()
        /// Whether String Catalog entries Xcode marks `stale` get accessors (they are checked
        /// either way).
        public var generateStaleEntries = false

        public init(
            developmentRegion: String = "en", access: AccessLevel = .internal, typeNames: [String: String] = [:],
            keyStyle: AccessorNaming.KeyStyle = .nested
        ) {
            self.developmentRegion = developmentRegion
            self.access = access
            self.typeNames = typeNames
            self.keyStyle = keyStyle
        }

        public func typeName(for table: String) -> String {
            typeNames[table] ?? (table == "Localizable" ? "L10n" : AccessorNaming.typeName(AccessorNaming.words(in: table)) + "Strings")
        }
    }

    /// How generated accessors write the numbers of `%d %u %f %e %g`.
    public enum Numbers: String, Sendable, Hashable {
        /// As the locale writes them (CLDR's digits, separators and grouping), as
        /// `String.localizedStringWithFormat` does.
        case localized
        /// As `printf` in the C locale, as `String(format:)` without a locale does.
        case plain
    }

    public static func compile(_ tables: [LocalizationTable], cldr: CLDRData, options: Options, diagnostics: DiagnosticCollector) -> [CompiledTable] {
        tables.compactMap { compile($0, cldr: cldr, options: options, diagnostics: diagnostics) }
    }

    static func compile(_ table: LocalizationTable, cldr: CLDRData, options: Options, diagnostics: DiagnosticCollector) -> CompiledTable? {
        // The CLI and the configuration check the names they are given; this is for callers
        // of the library, since the name is written into the code as it is.
        if let name = options.typeNames[table.name], !AccessorNaming.isTypeName(name) {
            diagnostics.report(.configValue, "the type name '\(name)' for table '\(table.name)' is not a Swift type name; the table gets no accessors", at: nil)
            return nil
        }
        // A String Catalog names its development region itself (`sourceLanguage`).
        let configured = LocalizationLoader.canonicalLocale(table.developmentRegion ?? options.developmentRegion)
        let developmentRegion = developmentRegion(of: table, configured: configured, diagnostics: diagnostics)
        // Per locale, on every core: compile every entry; check plural forms against the
        // locale's CLDR rules. Also without a development region: a translation's forms are
        // checked against its own locale's rules, whatever defines the keys.
        let compiledLocales = ParallelStage.map(table.locales, diagnostics: diagnostics) { strings, diagnostics in
            // A locale without rules of its own gets root's, as the runtime selects.
            let localeHasRules = cldr.ruleSet(for: strings.locale, type: .cardinal) != nil
            let ruleSet = cldr.ruleSetOrRoot(for: strings.locale, type: .cardinal)
            var compiled: [String: EntryCompilation.Result] = [:]
            var unreachable: [PluralFormChecks.UnreachableForm] = []
            for key in strings.keys {
                let entry = strings.entries[key]!
                let keyed = diagnostics.about(table: table.name, locale: strings.locale, key: key)
                let result = EntryCompilation.compile(entry, diagnostics: keyed)
                compiled[key] = result
                // The forms are checked even where the entry is broken: a translator fixes all at once.
                if let ruleSet {
                    unreachable += PluralFormChecks.check(
                        entry, locale: strings.locale, ruleSet: ruleSet, localeHasRules: localeHasRules,
                        arguments: result?.arguments, diagnostics: keyed)
                }
            }
            if !unreachable.isEmpty { reportUnknownPluralLocale(strings.locale, table: table.name, unreachable: unreachable, diagnostics: diagnostics) }
            return compiled
        }
        guard let developmentRegion, let development = table.strings(for: developmentRegion) else { return nil }
        // By the locale's index in `table.locales` (aligned with `compiledLocales`): the loop
        // below looks up every key in every locale, and a locale's name need not be hashed.
        let developmentIndex = table.locales.firstIndex { $0.locale == developmentRegion }!
        // Keys: the development region defines them and their arguments. A key the development
        // region has but cannot use is reported there already.
        // Unless the development region's files could not all be read: then its keys are unknown.
        // A translation that cannot be used is still one of a key the development region lacks.
        for strings in table.locales where strings.locale != developmentRegion && !development.hasUnreadableSource {
            let keys = strings.unusable.isEmpty ? strings.keys : UTF8Order.sorted(Set(strings.keys).union(strings.unusable.keys))
            for key in keys where development.entries[key] == nil && development.unusable[key] == nil {
                diagnostics.report(
                    .missingInDevelopmentRegion,
                    "key '\(key)' is in \(strings.locale) but not in the development region (\(developmentRegion)); add it to \(table.developmentRegion != nil ? "\(table.name).xcstrings" : "\(development.folder)/\(table.name).strings or .stringsdict")",
                    at: strings.entries[key]?.keyLocation ?? strings.unusable[key],
                    subject: .init(table: table.name, locale: strings.locale, key: key))
            }
        }
        // Every key against every locale, in runs of keys on every core; the runs' keys and
        // diagnostics are joined in key order, as if one loop had made them.
        let developmentKeys = development.keys
        let runLength = Swift.max(256, (developmentKeys.count + 15) / 16)
        let runs = stride(from: 0, to: developmentKeys.count, by: runLength).map { $0..<Swift.min($0 + runLength, developmentKeys.count) }
        let keys = ParallelStage.map(runs, diagnostics: diagnostics) { run, diagnostics -> [CompiledKey] in
            var keys: [CompiledKey] = []
            for key in developmentKeys[run] {
                guard let reference = compiledLocales[developmentIndex][key] else { continue }
                let referenceEntry = development.entries[key]!
                if referenceEntry.isStale && !options.generateStaleEntries { continue }
                var plans: [String: RenderPlan] = [developmentRegion: reference.plan]
                // Each locale's entry for the key, looked up once.
                let translations = table.locales.map { $0.entries[key] }
                // A translation that is there but unusable, or in a file that could not be read, is
                // reported as such, not as missing.
                var lacking: [String] = []
                if referenceEntry.shouldTranslate {
                    for (index, strings) in table.locales.enumerated()
                    where index != developmentIndex && translations[index] == nil && strings.unusable[key] == nil && !strings.hasUnreadableSource {
                        lacking.append(strings.locale)
                    }
                }
                if !lacking.isEmpty {
                    let list = lacking.joined(separator: ", ")
                    diagnostics.report(
                        .missingTranslation,
                        "key '\(key)' has no \(list) translation; \(lacking.count == 1 ? "its" : "their") users see the \(developmentRegion) text",
                        at: referenceEntry.keyLocation,
                        subject: .init(table: table.name, locale: lacking.count == 1 ? lacking[0] : nil, key: key))
                }
                let referenceIsEmpty = Self.isEmpty(referenceEntry.content)
                for (index, strings) in table.locales.enumerated() where index != developmentIndex {
                    guard let entry = translations[index] else { continue }
                    // `"key" = "";`: what translation platforms export for a text not translated
                    // yet. Foundation shows it as it is, nothing; the development region's text
                    // is shown instead, and said.
                    if !referenceIsEmpty && Self.isEmpty(entry.content) {
                        diagnostics.report(
                            .emptyTranslation,
                            "key '\(key)' is empty in \(strings.locale) but not in \(developmentRegion); Foundation would show nothing, so its users see the \(developmentRegion) text",
                            at: entry.keyLocation,
                            subject: .init(table: table.name, locale: strings.locale, key: key))
                        continue
                    }
                    guard let result = compiledLocales[index][key] else { continue }
                    if result.arguments != reference.arguments || result.usesWidth != reference.usesWidth {
                        // At the first specifier that differs, where there is one; else at the key.
                        let differing =
                            zip(result.arguments, reference.arguments).first { $0 != $1 }?.0
                            ?? (result.arguments.count > reference.arguments.count ? result.arguments[reference.arguments.count] : nil)
                        let referencePlace = zip(result.arguments, reference.arguments).first { $0 != $1 }?.1.location
                        diagnostics.report(
                            .argumentMismatch,
                            "key '\(key)' takes \(describe(result.arguments)) in \(strings.locale) but \(describe(reference.arguments)) in \(developmentRegion); translations must take the same arguments",
                            at: differing?.location ?? entry.keyLocation,
                            notes: [.init("the \(developmentRegion) text of '\(key)' is here", at: referencePlace ?? referenceEntry.keyLocation)],
                            subject: .init(table: table.name, locale: strings.locale, key: key))
                        continue
                    }
                    plans[strings.locale] = result.plan
                }
                keys.append(
                    CompiledKey(
                        key: key, location: referenceEntry.keyLocation,
                        arguments: reference.arguments, usesWidth: reference.usesWidth, plans: plans,
                        developmentText: developmentText(referenceEntry), comment: referenceEntry.comment,
                        shouldTranslate: referenceEntry.shouldTranslate))
            }
            return keys
        }.flatMap { $0 }
        return CompiledTable(
            name: table.name, typeName: options.typeName(for: table.name), developmentRegion: developmentRegion,
            locales: table.locales.map(\.locale), keys: keys, isCatalog: table.developmentRegion != nil, bundle: table.bundle,
            catalogStates: Dictionary(uniqueKeysWithValues: table.locales.compactMap { strings in strings.catalogStates.map { (strings.locale, $0) } }))
    }

    /// One finding for a locale CLDR has no rules for, where that makes forms unreachable:
    /// at the first such form, with the count, the categories and the keys, and the first
    /// forms as notes. The forms get no `unused-category` of their own: one cause, one
    /// diagnostic. A locale with nothing to select (no plural forms but `other`) gets none.
    static func reportUnknownPluralLocale(_ locale: String, table: String, unreachable: [PluralFormChecks.UnreachableForm], diagnostics: DiagnosticCollector) {
        // In the order of the files (every form read from a file has a place).
        let forms = unreachable.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (let x?, let y?) where x != y: x < y
            case (_?, nil): true
            case (nil, _?): false
            default: a.offset < b.offset
            }
        }.map(\.element)
        let categories = PluralCategory.allCases.filter { category in forms.contains { $0.category == category } }.map { "'\($0.name)'" }
        var keys: [String] = []
        for form in forms where !keys.contains(form.key) { keys.append(form.key) }
        let shown = keys.count <= 4 ? keys.count : 3
        let named = keys.prefix(shown).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > shown ? " and \(keys.count - shown) more keys" : "")
        let message =
            "CLDR has no plural rules for '\(locale)', so every number selects 'other': the \(categories.joined(separator: ", ")) forms of \(named) in table '\(table)' (\(forms.count) \(forms.count == 1 ? "form" : "forms")) are never shown. Give '\(locale)' rules in a CLDR folder pinned for the app (\"cldr\" in plural-rules.json), or remove those forms"
        var notes = forms.prefix(DiagnosticReport.summaryExamples).map {
            Diagnostic.Note(
                "the '\($0.category.name)' form of \($0.variable.isEmpty ? "the plural variation" : "'\($0.variable)'") in '\($0.key)' is here", at: $0.location
            )
        }
        if forms.count > notes.count { notes.append(Diagnostic.Note("… and \(forms.count - notes.count) more", at: nil)) }
        diagnostics.report(.unknownPluralLocale, message, at: forms[0].location, notes: notes, subject: .init(table: table, locale: locale, key: nil))
    }

    /// The locale of `table` that is its development region: `configured` itself, or the one
    /// shipped variant of its language (`en-US.lproj` for `en`), as Foundation would find it.
    /// Without one, the table has no accessors: that is said once, with what it has.
    static func developmentRegion(of table: LocalizationTable, configured: String, diagnostics: DiagnosticCollector) -> String? {
        if table.strings(for: configured) != nil { return configured }
        let language = configured.split(separator: "-").first.map(String.init) ?? configured
        let variants = table.locales.map(\.locale).filter { $0 == language || $0.hasPrefix(language + "-") }
        if variants.count == 1 { return variants[0] }
        let found = table.locales.map { "\($0.locale) (\($0.entries.count) keys)" }
        let place = table.locales.first.flatMap { $0.entries.values.map(\.keyLocation).min() }
        if variants.isEmpty {
            diagnostics.report(
                .missingDevelopmentRegion,
                "table '\(table.name)' has no \(configured) localization (the development region), so it gets no accessors; it has \(found.prefix(8).joined(separator: ", "))\(found.count > 8 ? ", …" : ""). Add \(configured).lproj/\(table.name).strings, or set developmentRegion",
                at: place,
                subject: .init(table: table.name, locale: nil, key: nil))
        } else {
            diagnostics.report(
                .missingDevelopmentRegion,
                "table '\(table.name)' has no \(configured) localization but \(variants.joined(separator: ", ")); set developmentRegion to the one that is (\"developmentRegion\": \"\(variants[0])\")",
                at: place,
                subject: .init(table: table.name, locale: nil, key: nil))
        }
        return nil
    }

    /// Whether an entry is a plain text with nothing in it (`"key" = "";`).
    static func isEmpty(_ content: EntryContent) -> Bool {
        if case .format(let format, _) = content { return format.segments.isEmpty }
        return false
    }

    static func describe(_ arguments: [FormatArgument]) -> String {
        arguments.isEmpty ? "no arguments" : "(" + arguments.map(\.type.rawValue).joined(separator: ", ") + ")"
    }

    /// The development-region text for doc comments.
    static func developmentText(_ entry: LocalizedEntry) -> String {
        func text(_ format: FormatString) -> String {
            format.segments.map { segment in
                switch segment {
                case .text(let text): text
                case .specifier(let specifier): specifier.text
                case .variable(let name, let position, _): "%" + (position.map { "\($0)$" } ?? "") + "#@\(name)@"
                }
            }.joined()
        }
        func describe(_ content: EntryContent) -> String {
            switch content {
            case .format(let format, _): return text(format)
            case .variables(let format, _, let variables):
                // A catalog's own plural variation is a variable without a name: only its forms.
                let ownPlural = variables[""] != nil && format.segments.count == 1
                var parts = ownPlural ? [] : [text(format)]
                for name in variables.keys.sorted() where !ownPlural || name.isEmpty {
                    switch variables[name]!.kind {
                    case .plural(_, _, let forms):
                        parts.append((name.isEmpty ? "" : "\(name): ") + forms.map { "\($0.key.name) “\(text($0.text))”" }.joined(separator: ", "))
                    case .widths(let widths): parts.append("\(name): " + widths.map { "\($0.width) “\(text($0.form))”" }.joined(separator: ", "))
                    case .devices(let devices): parts.append("\(name): " + devices.map { "\($0.device) “\(text($0.form))”" }.joined(separator: ", "))
                    }
                }
                return parts.joined(separator: "; ")
            case .widths(let widths): return widths.map { "\($0.width): “\(describe($0.content))”" }.joined(separator: ", ")
            case .devices(let devices): return devices.map { "\($0.device): “\(describe($0.content))”" }.joined(separator: ", ")
            }
        }
        return describe(entry.content)
    }

    // MARK: Plural forms against CLDR

    /// The plural variables of an entry: name, forms, place and `NSStringFormatValueTypeKey`.
    static func pluralVariables(_ content: EntryContent) -> [(String, [PluralForm], SourceLocation, String?)] {
        switch content {
        case .format: return []
        case .variables(_, _, let variables):
            return variables.keys.sorted().compactMap { name in
                if case .plural(let valueType, _, let forms) = variables[name]!.kind { return (name, forms, variables[name]!.location, valueType) }
                return nil
            }
        case .widths(let widths): return widths.flatMap { pluralVariables($0.content) }
        case .devices(let devices): return devices.flatMap { pluralVariables($0.content) }
        }
    }
}

/// A table ready for the accessor emitter.
public struct CompiledTable: Sendable {
    public var name: String
    public var typeName: String
    public var developmentRegion: String
    /// Shipped locales, sorted, canonical (`pt-BR`).
    public var locales: [String]
    public var keys: [CompiledKey]
    /// Whether a String Catalog holds the table (its files' header says so).
    public var isCatalog = false
    /// The bundle it was read from (``LocalizationTable/bundle``).
    public var bundle = ""
    /// The translation states of the catalog's keys, by locale (see ``CatalogStates``); empty
    /// for other tables.
    public var catalogStates: [String: CatalogStates] = [:]
}

/// One key: its arguments, and a render plan per locale that has it. Its Swift names are
/// decided later, by ``AccessorModel``.
public struct CompiledKey: Sendable {
    public var key: String
    public var location: SourceLocation
    public var arguments: [FormatArgument]
    public var usesWidth: Bool
    public var plans: [String: RenderPlan]
    public var developmentText: String
    public var comment: String?
    /// `false` for a catalog key marked `shouldTranslate: false`: no translation is expected.
    public var shouldTranslate = true
}
