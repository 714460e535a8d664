import PluralRules

/// The checked-in generated runtime, compiled from the bundled cldr-data/. Kept in its own
/// file because `PluralRules` and `PluralRulesCompiler` both name their types
/// `PluralCategory` and `PluralOperands`.
enum GeneratedRules {
    /// The category name of each value, or `nil` when no locale applies. The values must
    /// already be valid decimals.
    static func categories(locale: String, ordinal: Bool, values: [String]) -> [String]? {
        guard let rules = PluralRules(locale: locale, type: ordinal ? .ordinal : .cardinal) else { return nil }
        return values.map { rules.category(for: $0)?.name ?? "?" }
    }
}
