// A library module with public accessors. It also uses the PluralRules library, but its
// plural-rules.json asks for the embedded runtime: that copy is internal and nested in
// `EmbeddedPluralRules`, so `PluralRules` here is still the library's (with ordinals).
import PluralRules

/// The greeting in `locale`.
public func greet(_ name: String, in locale: String) -> String { L10n(locale: locale).greeting(name) }

/// "1st", "22nd": English ordinals from the library, beside the embedded runtime.
public func place(_ number: Int) -> String {
    let suffix =
        switch PluralRules(locale: "en", type: .ordinal)!.category(for: number) {
        case .one: "st"
        case .two: "nd"
        case .few: "rd"
        default: "th"
        }
    return "\(number)\(suffix)"
}
