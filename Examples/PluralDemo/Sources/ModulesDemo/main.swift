// Two modules with embedded public accessors, and the PluralRules library, in one program:
// each module's runtime is internal to it, so nothing is ambiguous or shadowed.
import Farewells
import Greetings
import PluralRules

print(greet("Ada", in: "de"), farewell("Ada", in: "ru"), place(22), separator: " | ")
print(Greetings.L10n(locale: "de").greeting("Grace"), Farewells.L10n.availableLocales, separator: " | ")
print("PluralRules from the library:", PluralRules(locale: "en", type: .ordinal)!.category(for: 22), PluralRules.availableLocales().count)
