import PluralRules
import Testing

/// The public API as users call it.
@Suite struct PluralRulesAPITests {
    @Test func theReadmeExamples() throws {
        let ru = try #require(PluralRules(locale: "ru"))
        #expect(ru.category(for: 21) == .one)
        #expect(ru.category(for: PluralOperands("1.50")!) == .other)
        #expect(try #require(PluralRules(locale: "en", type: .ordinal)).category(for: 22) == .two)
        #expect(ru.categories == [.one, .few, .many, .other])
        #expect(ru.category(forRange: 1, 5) == .many)
        #expect(ru.locale == "ru")
        #expect(ru.type == .cardinal)
    }

    @Test func integersOfEveryType() throws {
        let ru = try #require(PluralRules(locale: "ru"))
        #expect(ru.category(for: Int8(-21)) == .one)
        #expect(ru.category(for: UInt8(22)) == .few)
        #expect(ru.category(for: Int.min) == .many)  // …808
        #expect(ru.category(for: UInt64.max) == .many)  // …615
        #expect(ru.category(for: Int64(-1)) == .one)
        #expect(ru.category(for: UInt128.max) == .many)  // …455
        #expect(ru.category(for: Int128(10).power(30) + 1) == .one)
    }

    @Test func decimalsAsShown() throws {
        let en = try #require(PluralRules(locale: "en"))
        #expect(en.category(for: "1") == .one)
        #expect(en.category(for: "1.0") == .other)
        #expect(en.category(for: 1.0, fractionDigits: 0) == .one)
        #expect(en.category(for: 1.0, fractionDigits: 1) == .other)
        #expect(en.category(for: "1.2.3") == nil)
        #expect(en.category(for: "") == nil)
        #expect(en.category(for: .nan, fractionDigits: 1) == nil)
        let fr = try #require(PluralRules(locale: "fr"))
        #expect(fr.category(for: "1.2c6") == .many)
        #expect(fr.category(for: "1200000") == .other)
        #expect(fr.category(for: "1.5") == .one)
        let ru = try #require(PluralRules(locale: "ru"))
        #expect(ru.category(for: "123456789012345678901234567891") == .one)
        #expect(ru.category(for: "123456789012345678901234567811") == .many)
    }

    @Test func operands() throws {
        let operands = try #require(PluralOperands("1.20050c3"))
        #expect(operands.i == 1200)
        #expect(operands.v == 2)
        #expect(operands.w == 1)
        #expect(operands.f == 50)
        #expect(operands.t == 5)
        #expect(operands.e == 3)
        #expect(operands.c == 3)
        #expect(PluralOperands("123456789012345678901234567890.5")?.i == nil)  // more than 18 digits
        #expect(PluralOperands(2.675, fractionDigits: 2) == PluralOperands("2.67"))
        #expect(PluralOperands(-0.0, fractionDigits: 1) == PluralOperands("0.0"))
        #expect(PluralOperands(21) == PluralOperands("-21"))
        for malformed in ["", "-", "1.", ".5", "1e", "1e-3", "1,5", " 1", "1 ", "abc", "١", "1c1001", "++1"] {
            #expect(PluralOperands(malformed) == nil, "\(malformed)")
        }
    }

    @Test(arguments: [
        ("pt-BR", "pt"), ("pt_PT", "pt_PT"), ("zh-Hant-TW", "zh"), ("sr-Latn", "sr"), ("de-CH", "de"), ("iw", "iw"),
        ("he-IL", "he"), ("in", "in"), ("jw", "jw"), ("mo", "mo"), ("tl", "tl"), ("sh", "sh"), ("no", "no"),
        ("EN_us", "en"), ("en-US-u-nu-latn", "en"), ("de_DE.UTF-8", "de"), ("und", "root"), ("kok-Latn", "kok_Latn"),
    ])
    func localeResolution(identifier: String, expected: String) {
        #expect(PluralRules(locale: identifier)?.locale == expected)
    }

    @Test func unknownLocales() {
        for identifier in ["xx", "", "-", "e", "en US", "😀"] {
            #expect(PluralRules(locale: identifier) == nil, "\(identifier)")
        }
        // pt_PT has cardinal rules of its own but no ordinal ones: ordinals fall back to pt.
        #expect(PluralRules(locale: "pt_PT", type: .ordinal)?.locale == "pt")
    }

    @Test func rangesAreCardinalOnly() throws {
        let ordinal = try #require(PluralRules(locale: "ru", type: .ordinal))
        #expect(ordinal.category(forRange: 1, 5) == .other)
        let ja = try #require(PluralRules(locale: "ja"))
        #expect(ja.category(forRange: 1, 5) == .other)
        let ar = try #require(PluralRules(locale: "ar"))
        #expect(ar.category(forRange: .zero, .one) == .zero)
        #expect(ar.category(forRange: "0", "1.5") == .other)  // 1.5 is other: (zero, other) → other
        #expect(ar.category(forRange: "0", "3") == .few)  // (zero, few) → few
        #expect(ar.category(forRange: "0", "x") == nil)
    }

    @Test func categoryNames() {
        #expect(PluralCategory.allCases.map(\.name) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategory.allCases.allSatisfy { PluralCategory(name: $0.name) == $0 })
        #expect(PluralCategory(name: "several") == nil)
        #expect(PluralCategory.few < .other)
    }
}

extension Int128 {
    func power(_ exponent: Int) -> Int128 { (0..<exponent).reduce(1) { result, _ in result * self } }
}

/// The inlined integer path reads a table laid out by residue slot and serves `100 ≤ i < 2^31`
/// in one comparison: it must agree with the rule functions on every side of every boundary.
@Suite struct IntegerFastPathTests {
    static let boundaries: [Int] =
        Array(0..<300) + [999, 1000, 1001, 100_000, 1_000_000, 1_000_001, 2_000_000, 10_000_000]
        + Array((1 << 31) - 150..<(1 << 31) + 150) + Array((1 << 32) - 150..<(1 << 32) + 150)
        + [Int.max, Int.max - 1, 1_000_000_000_000, 1_000_000_000_000_000_000]

    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everyLocaleAgreesWithItsOperands(type: PluralRuleType) throws {
        for locale in PluralRules.availableLocales(type) {
            let rules = try #require(PluralRules(locale: locale, type: type))
            for value in Self.boundaries {
                let expected = rules.category(for: PluralOperands(value))
                #expect(rules.category(for: value) == expected, "\(locale) \(value)")
                #expect(rules.category(for: -value) == expected, "\(locale) -\(value)")
                #expect(rules.category(for: UInt32(truncatingIfNeeded: value)) == rules.category(for: PluralOperands(UInt32(truncatingIfNeeded: value))))
            }
        }
    }
}
