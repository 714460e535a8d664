/// One row of `pluralRanges.xml`: a range from a `start` to an `end` category takes `result`.
public struct PluralRangeRule: Sendable, Hashable {
    /// `nil` when CLDR omits the attribute: any category.
    public var start: PluralCategory?
    public var end: PluralCategory?
    public var result: PluralCategory

    public init(start: PluralCategory?, end: PluralCategory?, result: PluralCategory) {
        self.start = start
        self.end = end
        self.result = result
    }
}

/// The range rows shared by a set of locales.
public struct PluralRangeSet: Sendable, Hashable {
    public var locales: [String]
    public var rules: [PluralRangeRule]

    /// The category of a range from `start` to `end`; `other` when no row matches, which
    /// is what ICU answers.
    public func result(start: PluralCategory, end: PluralCategory) -> PluralCategory {
        rules.first { ($0.start ?? start) == start && ($0.end ?? end) == end }?.result ?? .other
    }
}

/// `pluralRanges.xml`: how the categories of a range's two ends give the range's category.
public struct PluralRangeFile: Sendable {
    public var sets: [PluralRangeSet]
    public var path: String

    public func rangeSet(forExactLocale locale: String) -> PluralRangeSet? {
        sets.first { $0.locales.contains(locale) }
    }
}

/// Reads CLDR's `pluralRanges.xml`.
public enum CLDRRangesReader {
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PluralRangeFile? {
        guard let document = XMLReader.read(file, diagnostics: diagnostics) else { return nil }
        let root = document.root
        guard root.name == "supplementalData" else {
            diagnostics.report(.cldrStructure, "expected a <supplementalData> root element, found <\(root.name)>", at: root.location)
            return nil
        }
        let elements = root.elements(named: "plurals").flatMap { $0.elements(named: "pluralRanges") }
        guard !elements.isEmpty else {
            diagnostics.report(.cldrStructure, "no <pluralRanges> element in this file", at: root.location)
            return nil
        }
        var hadError = false
        var seenLocales: Set<String> = []
        var sets: [PluralRangeSet] = []
        for element in elements {
            guard let localesAttribute = element.attribute("locales") else {
                diagnostics.report(.cldrStructure, "<pluralRanges> needs a 'locales' attribute", at: element.location)
                hadError = true
                continue
            }
            let locales = localesAttribute.value.value.split(separator: " ").map(String.init)
            for locale in locales where !CLDRPluralsReader.isLocaleIdentifier(locale) {
                diagnostics.report(
                    .cldrStructure, "'\(locale)' is not a CLDR locale identifier (letters, digits and '_', such as pt_PT)", at: localesAttribute.value.location)
                hadError = true
            }
            for locale in locales where !seenLocales.insert(locale).inserted {
                diagnostics.report(.duplicateLocale, "locale '\(locale)' already has plural ranges", at: localesAttribute.value.location)
                hadError = true
            }
            var rules: [PluralRangeRule] = []
            for row in element.elements(named: "pluralRange") {
                func category(_ name: String, required: Bool) -> PluralCategory?? {
                    guard let attribute = row.attribute(name) else {
                        if required {
                            diagnostics.report(.cldrStructure, "<pluralRange> needs a '\(name)' attribute", at: row.location)
                            return nil
                        }
                        return .some(nil)
                    }
                    guard let value = PluralCategory(name: attribute.value.value) else {
                        diagnostics.report(.unknownCategory, "unknown plural category '\(attribute.value.value)'", at: attribute.value.location)
                        return nil
                    }
                    return .some(value)
                }
                guard let start = category("start", required: false), let end = category("end", required: false),
                    let result = category("result", required: true), let result
                else {
                    hadError = true
                    continue
                }
                rules.append(PluralRangeRule(start: start, end: end, result: result))
            }
            sets.append(PluralRangeSet(locales: locales, rules: rules))
        }
        return hadError ? nil : PluralRangeFile(sets: sets, path: file.path)
    }
}
