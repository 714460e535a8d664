import PluralRules

/// The checked-in generated runtime, with every path to an answer cross-checked.
enum Generated {
    static func rules(_ locale: String, _ type: PluralRuleType) -> PluralRules? {
        PluralRules(locale: locale, type: type)
    }

    static func availableLocales(_ type: PluralRuleType) -> [String] {
        PluralRules.availableLocales(type)
    }

    static func resolvedLocale(_ locale: String, _ type: PluralRuleType) -> String? {
        rules(locale, type)?.locale
    }

    /// The category of each value; for values that are plain integers, the integer fast path,
    /// the generic integer path, operands and the string path must all agree, or the answer
    /// is "disagree".
    static func categories(locale: String, type: PluralRuleType, values: [String]) -> [String]? {
        guard let rules = rules(locale, type) else { return nil }
        return values.map { value in
            guard let operands = PluralOperands(value), let byString = rules.category(for: value) else { return "malformed" }
            let byOperands = rules.category(for: operands)
            guard byOperands == byString else { return "disagree" }
            if let integer = UInt64(value) {
                let viaGeneric = rules.category(for: integer)
                let viaWide = rules.category(for: UInt128(integer))
                let viaInt = Int(exactly: integer).map { rules.category(for: $0) } ?? viaGeneric
                let viaNegative = Int(exactly: integer).map { rules.category(for: -$0) } ?? viaGeneric
                guard viaGeneric == byString, viaWide == byString, viaInt == byString, viaNegative == byString else { return "disagree" }
            }
            return byString.name
        }
    }

    static func rangeCategory(locale: String, start: String, end: String) -> String? {
        rules(locale, .cardinal)?.category(forRange: start, end)?.name
    }

    static func categoryNames(locale: String, type: PluralRuleType) -> [String]? {
        rules(locale, type)?.categories.map(\.name)
    }
}
