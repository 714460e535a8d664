import PluralRules
import Testing

/// The cache behind generated `init(locale:)`s (`_IdentifierCache`): the value found last is
/// compared first, the others are hashed, and at most `limit` are kept.
@Suite struct IdentifierCacheTests {
    @Test func findsWhatWasStoredWhicheverPathFindsIt() {
        let cache = _IdentifierCache<String>()
        #expect(cache.value(for: "ru") == nil)
        cache.store("Russian", for: "ru")
        cache.store("German (Switzerland)", for: "de-CH")
        // "ru" is not the last one stored: found by hashing, then kept as the last one.
        #expect(cache.value(for: "ru") == "Russian")
        #expect(cache.value(for: "ru") == "Russian")
        #expect(cache.value(for: "de-CH") == "German (Switzerland)")
        #expect(cache.value(for: "de-ch") == nil)  // identifiers as asked for, byte for byte
        #expect(cache.value(for: "r") == nil)
        // Storing again replaces the value, also the one compared first.
        cache.store("Russian, again", for: "ru")
        #expect(cache.value(for: "ru") == "Russian, again")
        #expect(cache.value(for: "de-CH") == "German (Switzerland)")
        #expect(cache.value(for: "ru") == "Russian, again")
        #expect(cache.count == 2)
    }

    @Test func keepsAtMostItsLimit() {
        let cache = _IdentifierCache<Int>(limit: 4)
        for index in 0..<4 { cache.store(index, for: "id\(index)") }
        #expect(cache.count == 4)
        #expect((0..<4).map { cache.value(for: "id\($0)") } == [0, 1, 2, 3])
        // The fifth drops the others, the last one found among them too.
        cache.store(4, for: "id4")
        #expect(cache.count == 1)
        #expect((0..<4).allSatisfy { cache.value(for: "id\($0)") == nil })
        #expect(cache.value(for: "id4") == 4)
    }

    @Test func manyTasksSeeOnlyWhatTheirIdentifiersWereGiven() async {
        let cache = _IdentifierCache<String>(limit: 1_000)
        let identifiers = (0..<200).map { "locale-\($0)" }
        let wrong = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<200 {
                        let identifier = identifiers[(worker * 37 + round * 11) % identifiers.count]
                        if let found = cache.value(for: identifier), found != identifier.uppercased() { wrong += 1 }
                        cache.store(identifier.uppercased(), for: identifier)
                        if cache.value(for: identifier) != identifier.uppercased() { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        #expect(cache.count <= identifiers.count)
    }
}
