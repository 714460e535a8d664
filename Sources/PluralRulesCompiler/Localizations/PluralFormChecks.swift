import PluralRules

/// Checks a translation's plural forms against its locale's CLDR rules, knowing the type of
/// the value each variable takes: an integer variable (`%d`, `%lu`) needs only the categories
/// some integer selects (Czech `many` is for decimals only; French `many` is selected by
/// 1,000,000), and a form matters only where some value of that type can reach it.
public enum PluralFormChecks {
    /// Whether a variable takes integers or any number.
    public enum ValueKind: String, Sendable, Hashable {
        case integer
        case decimal

        /// The kind of an argument of this type: `Double` takes decimals; everything else
        /// (`Int`, `UInt`, and objects printed with `%@`) is selected as an integer.
        public init(_ type: FormatArgumentType) {
            self = type == .double ? .decimal : .integer
        }

        /// For an entry that does not compile: from `NSStringFormatValueTypeKey`, else from the
        /// first specifier of the forms, else an integer.
        init(valueType: String?, forms: [PluralForm]) {
            let conversion = valueType?.unicodeScalars.last ?? forms.lazy.compactMap { $0.text.specifiers.first?.text.unicodeScalars.last }.first
            self = conversion.map { "fFeEgGaA".unicodeScalars.contains($0) } == true ? .decimal : .integer
        }
    }

    /// Which categories values of one kind select in one rule set, and whether each is
    /// reached by more than one value.
    public struct Coverage: Sendable {
        /// The categories some value of the kind selects, in the rule set's order.
        public var selected: [PluralCategory]
        /// The categories reached by several values (`one` in Russian: 1, 21, 31…), as opposed
        /// to one value only (`one` in English: 1).
        public var several: Set<PluralCategory>

        /// Computed from the rules themselves: every integer up to 1,000, every integer
        /// sample CLDR gives (written without exponent) and powers of ten up to 10^18 with
        /// their neighbours; decimal variables reach every category of the rule set, and a
        /// category with decimal samples covers several values.
        public init(_ ruleSet: PluralRuleSet, kind: ValueKind) {
            var values: Set<UInt64> = Set(0...1000)
            var power: UInt64 = 1
            for _ in 0..<18 {
                power *= 10
                values.formUnion([power - 1, power, power + 1])
            }
            for rule in ruleSet.rules {
                for sample in rule.integerSamples?.expandedValues ?? [] where sample.operands.v == 0 {
                    if let i = sample.operands.i { values.insert(i) }
                }
            }
            var counts: [PluralCategory: Int] = [:]
            for value in values {
                counts[ruleSet.category(for: PluralOperands(value)), default: 0] += 1
            }
            var several = Set(counts.filter { $0.value > 1 }.map(\.key))
            switch kind {
            case .integer:
                selected = ruleSet.categories.filter { counts[$0] != nil }
                if counts[.other] != nil, !selected.contains(.other) { selected.append(.other) }
            case .decimal:
                selected = ruleSet.categories
                for rule in ruleSet.rules where rule.decimalSamples != nil { several.insert(rule.category) }
            }
            self.several = several
        }
    }

    /// Coverage per rule set and kind, computed once per process.
    struct CoverageKey: Hashable { var ruleSet: PluralRuleSet; var kind: ValueKind }
    static let cache = _Protected<[CoverageKey: Coverage]>([:])

    static func coverage(_ ruleSet: PluralRuleSet, _ kind: ValueKind) -> Coverage {
        let key = CoverageKey(ruleSet: ruleSet, kind: kind)
        if let known = cache.update({ $0[key] }) { return known }
        let computed = Coverage(ruleSet, kind: kind)
        cache.update { $0[key] = computed }
        return computed
    }

    /// A form for a category the rules never select, where the locale has no rules of its own.
    public struct UnreachableForm: Sendable {
        public var key: String
        public var variable: String
        public var category: PluralCategory
        public var location: SourceLocation?
    }

    /// Checks every plural variable of `entry` in `locale`. `arguments` are the entry's
    /// compiled arguments, which give each variable's type and argument; a variable without
    /// one is taken as an integer.
    ///
    /// Where CLDR has no rules for the locale (`localeHasRules` false, `ruleSet` root's), a
    /// form no number selects is one consequence of that one cause: it is returned, not
    /// reported, for the caller to say once per table and locale (`unknown-plural-locale`).
    @discardableResult
    public static func check(
        _ entry: LocalizedEntry, locale: String, ruleSet: PluralRuleSet, localeHasRules: Bool = true, arguments: [FormatArgument]?,
        diagnostics: DiagnosticCollector
    ) -> [UnreachableForm] {
        var unreachable: [UnreachableForm] = []
        let variables = LocalizationCompiler.pluralVariables(entry.content)
        // Where the entry does not compile, its variables' arguments as far as it can be read.
        let planned = arguments == nil && !variables.isEmpty ? EntryCompilation.variableArguments(entry) : [:]
        for (name, forms, location, valueType) in variables {
            let argument = arguments?.first { $0.variableName == name }
            let position = argument?.position ?? planned[name]
            let kind = argument.map { ValueKind($0.type) } ?? ValueKind(valueType: valueType, forms: forms)
            let coverage = coverage(ruleSet, kind)
            // A String Catalog's own plural variation has no variable name.
            let shown = name.isEmpty ? "the plural variation" : "'\(name)'"
            func subject(_ form: String?) -> Diagnostic.Subject {
                Diagnostic.Subject(table: "", locale: nil, key: nil, variable: name, form: form)
            }
            let present = Set(forms.compactMap { if case .category(let category) = $0.key { category } else { nil } })
            for category in coverage.selected where category != .other && !present.contains(category) {
                diagnostics.report(
                    .missingCategory,
                    "\(locale) needs the '\(category)' form of \(shown) in '\(entry.key)' (CLDR: \(samples(category, ruleSet, kind))); without it those numbers use 'other'",
                    at: location,
                    subject: subject(category.name))
            }
            // Whether a form shows this variable's own value: a specifier that takes its
            // argument. Another argument shown beside a spelled "1" does not show the count
            // (ru `one` = "%2$@ и ещё 1 человек"). A variable no format refers to takes no
            // argument: then any specifier counts.
            func showsValue(_ form: PluralForm) -> Bool {
                guard let position else { return !form.text.specifiers.isEmpty }
                return shows(position, in: form.text)
            }
            let showsNumber = forms.contains(where: showsValue)
            for form in forms {
                switch form.key {
                case .exact(let value):
                    diagnostics.report(
                        .exactForm, "Foundation ignores the '=\(value)' form of \(shown); the generated accessors use it for exactly \(value)",
                        at: form.location,
                        subject: subject(form.key.name))
                case .category(.zero) where !ruleSet.categories.contains(.zero):
                    diagnostics.report(
                        .zeroForm, "\(locale) has no 'zero' category in CLDR; like Apple's Foundation, the 'zero' form is used for exactly 0",
                        at: form.location,
                        subject: subject("zero"))
                case .category(.other):
                    checkNumber(form, category: .other)
                case .category(let category) where !coverage.selected.contains(category) && !localeHasRules:
                    unreachable.append(UnreachableForm(key: entry.key, variable: name, category: category, location: form.location))
                case .category(let category) where !coverage.selected.contains(category):
                    let why =
                        ruleSet.categories.contains(category)
                        ? "\(shown) takes integers, and no integer selects '\(category)' in \(locale) ('\(category)' is for \(samples(category, ruleSet, .decimal)) only)"
                        : "\(locale) never selects '\(category)' (its categories are \(ruleSet.categories.map(\.name).joined(separator: ", ")))"
                    diagnostics.report(
                        .unusedCategory, "\(why); the '\(category)' form of \(shown) is never shown", at: form.location,
                        subject: subject(category.name))
                case .category(let category):
                    checkNumber(form, category: category)
                }
            }
            /// A form that cannot show the value, in a category several values reach.
            func checkNumber(_ form: PluralForm, category: PluralCategory) {
                guard coverage.selected.contains(category), coverage.several.contains(category),
                    !showsValue(form), !form.text.segments.isEmpty
                else { return }
                if let digits = spelledDigits(form.text) {
                    diagnostics.report(
                        .spelledNumber,
                        "the '\(category)' form of \(shown) says '\(digits)' but shows no number, and in \(locale) '\(category)' covers \(samples(category, ruleSet, kind)); use the variable's specifier such as %d",
                        at: form.location,
                        subject: subject(category.name))
                } else if showsNumber {
                    diagnostics.report(
                        .numberlessForm,
                        "the '\(category)' form of \(shown) shows no number while its other forms do, and in \(locale) '\(category)' covers \(samples(category, ruleSet, kind)); those numbers are shown without it",
                        at: form.location,
                        subject: subject(category.name))
                }
            }
        }
        return unreachable
    }

    /// Whether `format`, a form of the variable that takes argument `position`, shows that
    /// argument: a specifier that names it (`%1$d`), or one without a position that takes it,
    /// counting from the variable's argument as the forms' specifiers do (`%d` first).
    static func shows(_ position: Int, in format: FormatString) -> Bool {
        var next = position
        for segment in format.segments {
            switch segment {
            case .specifier(let specifier):
                if (specifier.position ?? next) == position { return true }
                if specifier.position == nil { next += 1 }
            case .variable(_, let explicit, _):
                // A nested variable takes an argument of its own.
                if explicit == nil { next += 1 }
            case .text:
                break
            }
        }
        return false
    }

    /// The digits a form's text states outside placeholders (`{user0}`), or `nil`: ASCII
    /// digits and every script's decimal digits (Arabic-Indic, Devanagari…), not characters
    /// that merely have a numeric value (Han 参 and 百, superscripts, fractions). Digits right
    /// after a `%` are a broken specifier's (`%1$ و`, which `literal-percent` reports), not
    /// a number the translator wrote.
    static func spelledDigits(_ format: FormatString) -> String? {
        for segment in format.segments {
            guard case .text(let text) = segment else { continue }
            var depth = 0
            var run = ""
            var inSpecifier = false
            for scalar in text.unicodeScalars {
                if scalar == "%" { inSpecifier = true; continue }
                if inSpecifier, ("0"..."9").contains(scalar) || scalar == "$" { continue }
                inSpecifier = false
                if scalar == "{" { depth += 1; continue }
                if scalar == "}" { depth = max(0, depth - 1); continue }
                if depth == 0, scalar.properties.numericType == .decimal {
                    run.unicodeScalars.append(scalar)
                } else if !run.isEmpty {
                    return run
                }
            }
            if !run.isEmpty { return run }
        }
        return nil
    }

    /// Values that select `category`, as CLDR's samples give them: integers only for an
    /// integer variable.
    static func samples(_ category: PluralCategory, _ ruleSet: PluralRuleSet, _ kind: ValueKind) -> String {
        guard let rule = ruleSet.rules.first(where: { $0.category == category }) else { return category.name }
        if let samples = rule.integerSamples {
            return samples.items.prefix(6).map(\.description).joined(separator: ", ") + (samples.items.count > 6 || samples.isOpenEnded ? ", …" : "")
        }
        if kind == .decimal || rule.integerSamples == nil, let samples = rule.decimalSamples {
            return "decimals such as " + samples.items.prefix(4).map(\.description).joined(separator: ", ") + ", …"
        }
        return category.name
    }
}
