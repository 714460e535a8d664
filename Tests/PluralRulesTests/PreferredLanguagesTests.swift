import PluralRules
import Testing

/// The user's languages from the environment, as gettext reads them (`_PreferredLanguages`).
/// The accessors' use of them, in a compiled program run with these variables, is in
/// `UserLanguageTests`.
@Suite struct PreferredLanguagesTests {
    static func languages(_ environment: [String: String]) -> [String] {
        _PreferredLanguages.fromEnvironment { environment[$0] }
    }

    @Test(
        arguments: [
            // The locale of messages: LC_ALL, then LC_MESSAGES, then LANG; empty values are unset.
            (["LANG": "de_DE.UTF-8"], ["de-DE"]),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], ["fr-FR"]),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ru_RU.UTF-8"], ["ru-RU"]),
            (["LANG": "de_DE.UTF-8", "LC_ALL": ""], ["de-DE"]),
            // LANGUAGE is a priority list that replaces the locale, unless the locale is C.
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "pt_BR:pt:en"], ["pt-BR", "pt", "en"]),
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "::fr::"], ["fr"]),
            (["LANG": "de_DE.UTF-8", "LANGUAGE": ""], ["de-DE"]),
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "C"], ["de-DE"]),
            (["LANG": "C", "LANGUAGE": "fr"], []),
            (["LANG": "C.UTF-8", "LANGUAGE": "fr"], []),
            (["LC_ALL": "POSIX", "LANG": "de_DE"], []),
            (["LANGUAGE": "fr"], []),
            ([:], []),
            // Codesets and modifiers.
            (["LANG": "sr_RS@latin"], ["sr-Latn-RS"]),
            (["LANG": "sr_RS.UTF-8@latin"], ["sr-Latn-RS"]),
            (["LANG": "uz_UZ@cyrillic"], ["uz-Cyrl-UZ"]),
            (["LANG": "ca_ES.UTF-8@valencia"], ["ca-ES-valencia"]),
            (["LANG": "de_DE@euro"], ["de-DE"]),
            (["LANG": "zh_TW.Big5"], ["zh-TW"]),
            // Not a locale: the development region.
            (["LANG": "1234"], []),
            (["LANG": "en_US/../../x"], []),
            (["LANG": "e"], []),
        ] as [([String: String], [String])])
    func gettextOrder(environment: [String: String], expected: [String]) {
        #expect(Self.languages(environment) == expected)
    }

    @Test func malformedEntriesOfLanguageAreSkipped() {
        #expect(Self.languages(["LANG": "en_US.UTF-8", "LANGUAGE": "fr!:de_AT:"]) == ["de-AT"])
        #expect(Self.languages(["LANG": "en_US.UTF-8", "LANGUAGE": "fr!"]) == ["en-US"])
    }
}
