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

    /// `KeyPositions`, as the JSON reader uses it (every key recorded, a later one in place of
    /// an earlier one) and as the plist reader does (a repeated key replaces the earlier entry,
    /// whose position stays), from a few keys compared one by one to thousands in a table.
    @Test(arguments: [3, 15, 16, 17, 40, 2_000])
    func keyPositionsFindTheLatestEarlierKey(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "b", "é", "e\u{301}", "key", "ü", "u\u{308}"]
        let keys = (0..<count).map { _ in
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        // Every key recorded: the latest earlier position of the same bytes.
        var positions = KeyPositions()
        defer { positions.deallocate() }
        var latest: [[UInt8]: Int] = [:]
        for position in keys.indices {
            let probe = positions.find(keys[position], count: position) { keys[$0] }
            #expect(probe.earlier == latest[Array(keys[position].utf8)], "key \(position) of \(count)")
            positions.record(position, for: probe)
            latest[Array(keys[position].utf8)] = position
        }
        // A repeated key replaces the earlier entry in place.
        var entries: [String] = []
        var kept = KeyPositions()
        defer { kept.deallocate() }
        for key in keys {
            let probe = kept.find(key, count: entries.count) { entries[$0] }
            let expected = entries.firstIndex { Array($0.utf8) == Array(key.utf8) }
            #expect(probe.earlier == expected)
            if let earlier = probe.earlier { entries[earlier] = key } else { kept.record(entries.count, for: probe); entries.append(key) }
        }
        #expect(Set(entries.map { Array($0.utf8) }).count == entries.count)
    }
}
