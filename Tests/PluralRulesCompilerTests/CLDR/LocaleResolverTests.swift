import Testing

@testable import PluralRulesCompiler

@Suite struct LocaleResolverTests {
    let cardinal = TestSupport.cldr.resolver(.cardinal)

    @Test(arguments: [
        ("ru", "ru"), ("pt-BR", "pt"), ("pt_BR", "pt"), ("PT-br", "pt"), ("pt_PT", "pt_PT"), ("pt-pt", "pt_PT"),
        ("zh-Hant-TW", "zh"), ("zh_Hans", "zh"), ("sr-Latn", "sr"), ("sr_Latn_RS", "sr"), ("de-CH", "de"),
        ("en-US-u-nu-latn", "en"), ("de_DE.UTF-8", "de"), ("sr@latin", "sr"), ("kok-Latn", "kok_Latn"),
        ("iw", "iw"), ("he-IL", "he"), ("in", "in"), ("id", "id"), ("jw", "jw"), ("mo", "mo"), ("tl", "tl"),
        ("fil-PH", "fil"), ("sh", "sh"), ("no", "no"), ("nb-NO", "nb"), ("und", "root"), ("root", "root"),
        (" en ", "en"), ("es-419", "es"),
    ])
    func resolvesIdentifiersAsUsersWriteThem(identifier: String, expected: String) {
        #expect(cardinal.resolve(identifier) == expected)
    }

    @Test func aliasesFindTheirCounterpart() {
        // Data that has only one spelling of a language still serves the other.
        let resolver = LocaleResolver(availableLocales: ["he", "id", "jv", "ro", "fil", "nb", "sr"])
        #expect(resolver.resolve("iw") == "he")
        #expect(resolver.resolve("in_ID") == "id")
        #expect(resolver.resolve("jw") == "jv")
        #expect(resolver.resolve("mo") == "ro")
        #expect(resolver.resolve("tl") == "fil")
        #expect(resolver.resolve("no") == "nb")
        #expect(resolver.resolve("sh") == "sr")
        let legacy = LocaleResolver(availableLocales: ["iw", "in"])
        #expect(legacy.resolve("he-IL") == "iw")
        #expect(legacy.resolve("id") == "in")
    }

    @Test(arguments: ["xx", "", "-", "en US", "e", "😀", "x-private"])
    func unknownOrMalformedIdentifiersResolveToNothing(identifier: String) {
        #expect(cardinal.resolve(identifier) == nil)
    }

    @Test func ordinalLocalesFallBackWithinOrdinalData() {
        let ordinal = TestSupport.cldr.resolver(.ordinal)
        #expect(ordinal.resolve("en-GB") == "en")
        // Ordinal data has no 'xx', and cardinal-only locales do not leak in.
        #expect(ordinal.resolve("xx") == nil)
    }
}
