/// The plural rules of one CLDR file (`plurals.xml` or `ordinals.xml`).
public struct PluralRuleFile: Sendable {
    public var type: PluralRuleType
    /// The rule sets in file order; each locale appears in exactly one.
    public var ruleSets: [PluralRuleSet]
    public var path: String

    public init(type: PluralRuleType, ruleSets: [PluralRuleSet], path: String) {
        self.type = type
        self.ruleSets = ruleSets
        self.path = path
    }

    /// Every locale the file lists, sorted.
    public var locales: [String] { ruleSets.flatMap(\.locales).sorted() }

    /// The rule set that lists exactly `locale` (no fallback; see ``LocaleResolver``).
    public func ruleSet(forExactLocale locale: String) -> PluralRuleSet? {
        ruleSets.first { $0.locales.contains(locale) }
    }
}

/// Reads `<plurals type="cardinal|ordinal">` sections of CLDR supplemental data.
///
/// Checks what the compiler relies on: known categories, each at most once per locale, an
/// `other` rule in every set, every locale in one set only, and valid rule syntax.
public enum CLDRPluralsReader {
    /// Whether `name` can be a CLDR locale identifier (`en`, `pt_PT`, `sr_Latn`, `root`): the
    /// generated code names locales in string literals and comments, and CLDR data may come
    /// from an app's own folder.
    public static func isLocaleIdentifier(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Reads `file`; `nil` (with errors reported) when it is not valid plural rule data.
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PluralRuleFile? {
        guard let document = XMLReader.read(file, diagnostics: diagnostics) else { return nil }
        return read(document, diagnostics: diagnostics)
    }

    public static func read(_ document: XMLDocument, diagnostics: DiagnosticCollector) -> PluralRuleFile? {
        let root = document.root
        let path = document.file.path
        guard root.name == "supplementalData" else {
            diagnostics.report(.cldrStructure, "expected a <supplementalData> root element, found <\(root.name)>", at: root.location)
            return nil
        }
        let sections = root.elements(named: "plurals").filter { !$0.elements(named: "pluralRules").isEmpty }
        guard let section = sections.first else {
            diagnostics.report(.cldrStructure, "no <plurals> element with <pluralRules> in this file", at: root.location)
            return nil
        }
        if sections.count > 1 {
            diagnostics.report(
                .cldrStructure, "more than one <plurals> section with rules; CLDR keeps cardinal and ordinal rules in separate files", at: sections[1].location)
            return nil
        }
        var type = PluralRuleType.cardinal
        if let typeAttribute = section.attribute("type") {
            guard let parsed = PluralRuleType(name: typeAttribute.value.value) else {
                diagnostics.report(
                    .cldrStructure, "unknown plural type '\(typeAttribute.value.value)'; expected 'cardinal' or 'ordinal'", at: typeAttribute.value.location)
                return nil
            }
            type = parsed
        }

        var hadError = false
        var ruleSets: [PluralRuleSet] = []
        var seenLocales: [String: SourceLocation] = [:]
        for element in section.elements(named: "pluralRules") {
            guard let localesAttribute = element.attribute("locales") else {
                diagnostics.report(.cldrStructure, "<pluralRules> needs a 'locales' attribute", at: element.location)
                hadError = true
                continue
            }
            let locales = localesAttribute.value.value.split(whereSeparator: { $0 == " " }).map(String.init)
            if locales.isEmpty {
                diagnostics.report(.cldrStructure, "'locales' lists no locale", at: localesAttribute.value.location)
                hadError = true
            }
            for locale in locales {
                guard isLocaleIdentifier(locale) else {
                    diagnostics.report(
                        .cldrStructure, "'\(locale)' is not a CLDR locale identifier (letters, digits and '_', such as pt_PT)",
                        at: localesAttribute.value.location)
                    hadError = true
                    continue
                }
                if let previous = seenLocales[locale] {
                    diagnostics.report(
                        .duplicateLocale, "locale '\(locale)' already has \(type) rules at line \(previous.line)", at: localesAttribute.value.location)
                    hadError = true
                }
                seenLocales[locale] = localesAttribute.value.location
            }
            var rules: [PluralRule] = []
            for ruleElement in element.elements(named: "pluralRule") {
                guard let countAttribute = ruleElement.attribute("count") else {
                    diagnostics.report(.cldrStructure, "<pluralRule> needs a 'count' attribute", at: ruleElement.location)
                    hadError = true
                    continue
                }
                guard let category = PluralCategory(name: countAttribute.value.value) else {
                    diagnostics.report(
                        .unknownCategory, "unknown plural category '\(countAttribute.value.value)'; expected zero, one, two, few, many or other",
                        at: countAttribute.value.location)
                    hadError = true
                    continue
                }
                if rules.contains(where: { $0.category == category }) {
                    diagnostics.report(.duplicateCategory, "category '\(category)' appears twice for these locales", at: countAttribute.value.location)
                    hadError = true
                    continue
                }
                let text = ruleElement.text ?? LocatedText(verbatim: "", file: document.file, offset: 0)
                guard let rule = RuleParser.parseRule(text, category: category, diagnostics: diagnostics) else {
                    hadError = true
                    continue
                }
                rules.append(rule)
            }
            if !rules.contains(where: { $0.category == .other }) {
                diagnostics.report(.cldrMissingOther, "these locales have no 'other' rule; every locale needs one", at: element.location)
                hadError = true
            }
            ruleSets.append(PluralRuleSet(locales: locales, rules: rules, location: element.location))
        }
        return hadError ? nil : PluralRuleFile(type: type, ruleSets: ruleSets, path: path)
    }
}
