import Testing
@testable import PluralRulesCompiler

/// The readers' duplicate-key table against a `Dictionary` keyed by bytes: the same answers
/// for every key, through growth, with keys that Swift's `String` equality would merge.
@Suite struct KeyIndexTableTests {
    @Test func findsWhatADictionaryOfBytesFinds() {
        var generator = SystemRandomNumberGenerator()
        // Short keys from a small alphabet repeat often; "é" precomposed and decomposed are
        // equal as Strings and different as bytes.
        let pieces = ["a", "b", "é", "e\u{301}", ".", "key", "ü", "u\u{308}"]
        var keys: [String] = []
        var table = KeyIndexTable()
        defer { table.deallocate() }
        var expected: [[UInt8]: Int] = [:]
        for _ in 0..<5_000 {
            let key = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let hash = KeyIndexTable.hash(key)
            let found = table.find(key, hash: hash) { keys[$0] }
            #expect(found.value == expected[Array(key.utf8)], "key \(Array(key.utf8))")
            if let earlier = found.value {
                #expect(Array(keys[earlier].utf8) == Array(key.utf8))
                table.replace(at: found.slot, with: keys.count)
            } else {
                table.insert(keys.count, hash: hash, at: found.slot)
            }
            expected[Array(key.utf8)] = keys.count
            keys.append(key)
        }
        #expect(table.count == expected.count)
        #expect(expected.count > 64, "the table grew several times")
    }
}
