// Library mode: this target depends on the PluralRules library, so the build plugin generates
// accessors that import it. The app's own code uses the same library (here ordinal rules,
// which generated accessors never embed) with no ambiguity and no second copy.
import PluralRules

let ordinal = PluralRules(locale: "en", type: .ordinal)!
func suffix(_ place: Int) -> String {
    switch ordinal.category(for: place) {
    case .one: "st"
    case .two: "nd"
    case .few: "rd"
    default: "th"
    }
}

for locale in L10n.availableLocales {
    let strings = L10n(locale: locale)
    print("== \(locale): \(strings.title)")
    for place in [1, 2, 3, 4, 11, 22, 1_000_000] {
        print("  \(strings.finish(place, locale == "en" ? suffix(place) : (place == 1 ? "er" : "e"))) \(strings.runners(place))")
    }
}
L10n.current = L10n(locale: "fr-CA")
print("== current fr-CA: \(L10n.current.locale) \(L10n.title) \(PluralCategory.many)")
