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

    /// The fast path of `resolve(_:names:)` canonicalizes 8 bytes at a time; it must agree
    /// with `canonicalize(_:into:)` on every identifier it takes. Every identifier of up to 7
    /// bytes from letters of both cases, a digit and both separators, of up to 8 from a letter,
    /// a digit and `-`, and every one of up to 4
    /// bytes from the bytes next to each range it tests, spaces, suffixes and non-ASCII.
    @Test func packedCanonicalFormAgreesWithCanonicalize() {
        func check(_ alphabet: [UInt8], upTo maximum: Int) -> Int {
            var taken = 0
            var identifier: [UInt8] = []
            func visit() {
                if let (key, separators) = identifier.withUnsafeBufferPointer({ _LocaleResolution.packedCanonicalForm($0) }) {
                    taken += 1
                    let canonical = Array(
                        _LocaleResolution.canonicalSubtags(String(decoding: identifier, as: UTF8.self)).joined(separator: [0x5F]))
                    var expectedKey: UInt64 = 0
                    var expectedSeparators: UInt64 = 0
                    for (index, byte) in canonical.enumerated() {
                        expectedKey |= UInt64(byte) << (56 - 8 * index)
                        if byte == 0x5F { expectedSeparators |= 0x80 << (56 - 8 * index) }
                    }
                    #expect(canonical.count == identifier.count, "\(identifier)")
                    #expect(key == expectedKey, "\(identifier)")
                    #expect(separators == expectedSeparators, "\(identifier)")
                }
                guard identifier.count < maximum else { return }
                for byte in alphabet {
                    identifier.append(byte)
                    visit()
                    identifier.removeLast()
                }
            }
            visit()
            return taken
        }
        #expect(check(Array("aZ1-_".utf8), upTo: 7) > 5_000)
        #expect(check(Array("a1-".utf8), upTo: 8) > 1_000)
        #expect(check(Array("a-_/09:@AZ[`az{ .".utf8) + [0x00, 0x7F, 0xC3, 0xFF], upTo: 4) > 100)
        for identifier in ["en", "pt-BR", "sr_Latn", "es-419", "zh-Hant", "abc-defg"] {
            #expect(Array(identifier.utf8).withUnsafeBufferPointer { _LocaleResolution.packedCanonicalForm($0) } != nil)
        }
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

/// The pieces of the fast paths that are arithmetic: checked where they could go wrong.
@Suite struct FastPathArithmeticTests {
    @Test func residueSlotsAreOnePerResidue() {
        let slots = (0..<100).map { _FastIntegerTable.residueSlot(UInt64($0)) }
        #expect(Set(slots).count == 100)
        // Every integer the table serves has the slot of its residue: the ends of the range,
        // and a stride through it.
        var samples: [UInt64] = Array(100..<100_000) + Array((_FastIntegerTable.bound - 100_000)..<_FastIntegerTable.bound)
        samples += stride(from: 100 as UInt64, to: _FastIntegerTable.bound, by: 9_973)
        for value in samples where _FastIntegerTable.residueSlot(value) != slots[Int(value % 100)] {
            Issue.record("\(value): slot \(_FastIntegerTable.residueSlot(value)), residue \(value % 100) has \(slots[Int(value % 100)])")
            break
        }
    }

    @Test func aliasesHaveSlotsOfTheirOwn() {
        let table: [(StaticString, Int)] = [("en", 0), ("fil", 1), ("he", 2), ("sr", 3), ("sr_Latn", 4)]
        let names = _LocaleResolution.PackedNames(table)
        #expect(names.isComplete)
        func index(_ name: String) -> Int? { name.utf8.withContiguousStorageIfAvailable { names.index(of: $0) } ?? nil }
        #expect(index("tl") == 1 && index("iw") == 2 && index("sh") == 4 && index("mo") == nil)
        #expect(_LocaleResolution.resolve("iw-IL", names: names) == 2)
        #expect(_LocaleResolution.resolve("sh-RS", names: names) == 4)
        // Without `sr_Latn`, `sh` is `sr`; a name wins over an alias of it (`he` here, not `iw`).
        let withoutLatin = _LocaleResolution.PackedNames([("he", 0), ("iw", 1), ("sr", 2)] as [(StaticString, Int)])
        #expect(_LocaleResolution.resolve("sh", names: withoutLatin) == 2)
        #expect(_LocaleResolution.resolve("iw", names: withoutLatin) == 1)
        #expect(_LocaleResolution.resolve("he", names: withoutLatin) == 0)
    }

    /// The packed lookup agrees with the generic resolution (which tries aliases one by one)
    /// for identifiers of every shape.
    @Test func packedResolutionAgreesWithTheGenericOne() {
        let table = PluralRules.availableLocales(.cardinal)
        let identifiers =
            table + [
                "iw", "in", "jw", "mo", "tl", "no", "sh", "und", "zh-Hant-TW", "sr-Latn-RS", "pt-BR", "pt_PT", "es-419",
                "en-US-u-nu-latn", "de_DE.UTF-8", "xx", "", "-", "kok-Latn-IN", "sh-ME", "nb-NO", "root",
            ]
        for identifier in identifiers {
            let generic = _LocaleResolution.resolve(identifier) { candidate in
                table.firstIndex { Array($0.utf8) == candidate }
            }
            #expect(PluralRules(locale: identifier).flatMap { table.firstIndex(of: $0.locale) } == generic, "\(identifier)")
        }
    }
}
