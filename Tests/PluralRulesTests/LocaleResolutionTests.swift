import Testing
@testable import PluralRules

/// The allocation-free locale resolution: the canonical form written into a buffer, and the
/// packed names of a table, hashed, or searched by bytes when a name is longer than 8 bytes.
@Suite struct LocaleResolutionTests {
    @Test(arguments: [
        ("ru", ["ru"]), ("PT-br", ["pt", "BR"]), ("pt_BR", ["pt", "BR"]), ("zh-hant-tw", ["zh", "Hant", "TW"]),
        ("es-419", ["es", "419"]), ("EN-us-u-nu-latn", ["en", "US"]), (" en\t", ["en"]), ("pt--BR", ["pt"]),
        ("de_DE.UTF-8", ["de", "DE"]), ("sr@latin", ["sr"]), ("en-", ["en"]), ("en-x", ["en"]), ("abcd-efgh", ["abcd", "Efgh"]),
        ("kok_latn", ["kok", "Latn"]), ("en US", []), ("x-private", []), ("e", []), ("", []), ("-", []), ("😀", []), ("en-😀", []),
    ])
    func canonicalSubtags(identifier: String, expected: [String]) {
        #expect(_LocaleResolution.canonicalSubtags(identifier).map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    @Test func packedNamesFindEveryNameAndNothingElse() {
        let table: [(StaticString, Int)] = [("ar", 0), ("en", 1), ("kok_Latn", 2), ("pt", 3), ("pt_PT", 4), ("root", 5)]
        let names = _LocaleResolution.PackedNames(table)
        #expect(names.isComplete)
        for (position, (name, _)) in table.enumerated() {
            #expect(names.index(of: _LocaleResolution.buffer(of: name)) == position, "\(name)")
        }
        for other in ["", "a", "arr", "pt_P", "pt_PTX", "kok_Latn_IN", "zz"] {
            #expect(other.utf8.withContiguousStorageIfAvailable { names.index(of: $0) } == .some(nil), "\(other)")
        }
    }

    @Test func aTableWithALongNameIsSearchedByBytes() {
        let table: [(StaticString, Int)] = [("en", 0), ("zh_Hant", 1), ("zh_Hant_HK", 2), ("zh_Hant_MO", 3)]
        let names = _LocaleResolution.PackedNames(table)
        #expect(!names.isComplete)
        #expect(_LocaleResolution.resolve("zh-Hant-HK", names: names) == 2)
        #expect(_LocaleResolution.resolve("zh-hant-mo-u-nu-latn", names: names) == 3)
        #expect(_LocaleResolution.resolve("zh-Hant-TW", names: names) == 1)
        #expect(_LocaleResolution.resolve("en-GB", names: names) == 0)
        #expect(_LocaleResolution.resolve("fr", names: names) == nil)
    }

    @Test func rulesAreEqualWhenTheyResolveToTheSameLocale() throws {
        let pt = try #require(PluralRules(locale: "pt"))
        let ptBR = try #require(PluralRules(locale: "pt-BR"))
        let ptPT = try #require(PluralRules(locale: "pt_PT"))
        #expect(pt == ptBR && pt.hashValue == ptBR.hashValue)
        #expect(pt != ptPT)
        #expect(pt != PluralRules(locale: "pt", type: .ordinal))
        #expect(Set([pt, ptBR, ptPT]).count == 2)
        #expect(try #require(PluralRules(locale: "ru")).category(forRange: 1, 5) == .many)  // ranges found by position
        #expect(try #require(PluralRules(locale: "pt_PT")).categories == [.one, .many, .other])
    }
}
