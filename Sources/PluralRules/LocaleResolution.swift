// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// Locale identifiers as users write them, resolved against the locales there are data for.
///
/// This is the one implementation of locale resolution: the generated runtime looks up its
/// tables with it, and the compiler (`lint`, `accessors`, the plugin) resolves locales with
/// it too, so both always pick the same rules.
///
/// - Separators `-` and `_` both work, in any case: `pt-BR`, `pt_br`, `zh-Hant-TW`.
/// - Surrounding spaces, tabs and line breaks are ignored; so are extensions (`-u-nu-latn`)
///   and POSIX suffixes (`.UTF-8`, `@euro`). An empty subtag (`pt--BR`) ends the identifier.
/// - CLDR's legacy language codes and their modern forms find each other: `iw`/`he`,
///   `in`/`id`, `jw`/`jv`, `mo`/`ro`, `tl`/`fil`, `no`/`nb`, `sh` → `sr_Latn` → `sr`;
///   `und` is `root`.
/// - Subtags are dropped from the right until a locale matches: `de-CH` → `de`.
public enum _LocaleResolution {
    /// Legacy and modern codes for one language, both ways.
    public static let aliases: [(StaticString, StaticString)] = [
        ("fil", "tl"), ("he", "iw"), ("id", "in"), ("in", "id"), ("iw", "he"), ("jv", "jw"), ("jw", "jv"),
        ("mo", "ro"), ("nb", "no"), ("no", "nb"), ("ro", "mo"), ("root", "und"), ("sh", "sr_Latn"),
        ("sh", "sr"), ("tl", "fil"), ("und", "root"),
    ]

    /// The first non-nil answer of `match` for the candidates of `identifier`, most specific
    /// first: each truncation of its canonical subtags (joined with `_`, as CLDR writes
    /// `pt_PT`), followed by its legacy or modern aliases.
    public static func resolve<Found>(_ identifier: String, _ match: (_ candidate: [UInt8]) -> Found?) -> Found? {
        resolveCandidates(identifier) { match(Array($0)) }
    }

    /// ``resolve(_:_:)`` without allocating: the candidates are prefixes of the canonical form,
    /// written once into a temporary buffer, and the aliases are read where they are stored.
    static func resolveCandidates<Found>(_ identifier: String, _ match: (_ candidate: UnsafeBufferPointer<UInt8>) -> Found?) -> Found? {
        withCanonicalForm(identifier) { canonical in
            var end = canonical.count
            while end > 0 {
                let candidate = UnsafeBufferPointer(rebasing: canonical[..<end])
                if let found = match(candidate) { return found }
                for (from, to) in aliases where equal(candidate, from) {
                    if let found = match(buffer(of: to)) { return found }
                }
                end = canonical[..<end].lastIndex(of: 0x5F) ?? 0
            }
            return nil
        }
    }

    /// CLDR's locale inheritance (UTS #35), for data every locale has (numbers): the first
    /// non-nil answer of `match` for the identifier's canonical subtags, with the likely script
    /// added where `likelyScript` of `language_REGION` names one (`zh-TW` is `zh_Hant_TW`), then
    /// for each parent in turn: `parent` of the candidate where CLDR names one (`en_IN` →
    /// `en_001`), else the candidate without its last subtag; a legacy code also tries its
    /// modern form (`iw` → `he`). `nil` when only root is left.
    public static func resolveInheriting<Found>(
        _ identifier: String, parent: (_ locale: [UInt8]) -> [UInt8]?, likelyScript: (_ languageRegion: [UInt8]) -> [UInt8]?,
        _ match: (_ candidate: [UInt8]) -> Found?
    ) -> Found? {
        var subtags = canonicalSubtags(identifier)
        if subtags.count >= 2, subtags[1].count != 4, let script = likelyScript(subtags[0] + [0x5F] + subtags[1]) {
            subtags.insert(script, at: 1)
        }
        var candidate = subtags.joined(separator: [0x5F]).map { $0 }
        var steps = 0
        while !candidate.isEmpty, !equal(candidate, "root"), steps < 16 {
            if let found = match(candidate) { return found }
            for (from, to) in aliases where equal(candidate, from) {
                if let found = match(bytes(of: to)) { return found }
            }
            if let next = parent(candidate) {
                candidate = next
            } else {
                candidate = Array(candidate[..<(candidate.lastIndex(of: 0x5F) ?? 0)])
            }
            steps += 1
        }
        return nil
    }

    /// The value of a Unicode extension keyword, lowercased: `nu` of `ar-u-nu-latn` is `latn`.
    public static func unicodeKeyword(_ key: String, in identifier: String) -> [UInt8]? {
        let subtags = identifier.utf8.split { $0 == 0x2D || $0 == 0x5F }.map { $0.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } }
        guard var index = subtags.firstIndex(of: [0x75]) else { return nil }  // u
        let key = Array(key.utf8)
        index += 1
        while index < subtags.count, subtags[index].count > 1 {
            if subtags[index] == key, index + 1 < subtags.count, subtags[index + 1].count > 2 { return subtags[index + 1] }
            index += 1
        }
        return nil
    }

    /// The entry of `table` (sorted by identifier bytes) that `identifier` resolves to.
    public static func resolve<ID>(_ identifier: String, in table: [(StaticString, ID)]) -> (String, ID)? {
        resolveCandidates(identifier) { lookup($0, in: table) }.map { (table[$0].0.description, table[$0].1) }
    }

    /// The position of the entry `identifier` resolves to in the table whose ``PackedNames``
    /// are `names`: no allocation, and for identifiers as apps pass them (`ru`, `pt-BR`) a few
    /// dozen instructions. The candidates are prefixes of the canonical form, so each
    /// candidate's key is the leading bytes of the key of the whole form. An identifier of at
    /// most 8 plain bytes is canonicalized in one integer (``packedCanonicalForm(_:)``); any
    /// other, of up to 32 bytes, into a zeroed buffer on the stack whose first 8 bytes are then
    /// read as one integer. Aliases are in `names` already.
    @inline(__always)
    static func resolve(_ identifier: String, names: PackedNames) -> Int? {
        guard names.isComplete else { return resolveCandidates(identifier) { names.index(of: $0) } }
        return _withUTF8(identifier) { bytes in
            if let (key, separators) = packedCanonicalForm(bytes) {
                var candidate = key
                var rest = separators
                while true {
                    if let found = names.index(ofKey: candidate) { return found }
                    guard rest != 0 else { return nil }
                    // Without the last subtag: clear the last separator's byte and those after it.
                    let last = rest & (0 &- rest)
                    candidate &= ~(last << 1 &- 1)
                    rest &= rest &- 1
                }
            }
            guard bytes.count <= 32 else {
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 8) { output in
                    output.initialize(repeating: 0)
                    return index(ofCanonical: output, length: canonicalize(bytes, into: output), in: names)
                }
            }
            var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &storage) { raw in
                let output = raw.bindMemory(to: UInt8.self)
                return index(ofCanonical: output, length: canonicalize(bytes, into: output), in: names)
            }
        }
    }

    /// The key (see ``PackedNames``) of the canonical form of `bytes`, and a mask with the top
    /// bit of each separator's byte in that key, for an identifier of 2 to 8 bytes of ASCII
    /// letters, digits, `-` and `_` in subtags of at least 2 bytes: the form
    /// ``canonicalize(_:into:)`` writes, made eight bytes at a time. `nil` for any other
    /// identifier (spaces, suffixes, extensions, empty subtags, other bytes, more bytes), which
    /// ``canonicalize(_:into:)`` takes instead.
    @inline(__always)
    static func packedCanonicalForm(_ bytes: UnsafeBufferPointer<UInt8>) -> (key: UInt64, separators: UInt64)? {
        let count = bytes.count
        guard count >= 2 && count <= 8, let start = bytes.baseAddress else { return nil }
        // The bytes, the first in the lowest byte, zero after the last: two overlapping loads.
        let base = UnsafeRawPointer(start)
        let word: UInt64
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            word = low | high << (8 &* UInt64(count &- 4))
        } else {
            let low = UInt64(UInt16(littleEndian: base.loadUnaligned(as: UInt16.self)))
            word = low | UInt64(start[count &- 1]) << (8 &* UInt64(count &- 1))
        }
        // Each test below leaves the top bit of each byte for which it holds.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        guard word & tops == 0 else { return nil }  // ASCII: no carry between bytes below
        func atLeast(_ bound: UInt8, _ bytes: UInt64) -> UInt64 { (bytes &+ UInt64(0x80 &- bound) &* ones) & tops }
        func isZero(_ bytes: UInt64) -> UInt64 { ~(((bytes & (0x7F &* ones)) &+ 0x7F &* ones) | bytes) & tops }
        let lowered = word | (0x20 &* ones)
        let letters = atLeast(0x61, lowered) & ~atLeast(0x7B, lowered)  // a-z
        let digits = atLeast(0x30, word) & ~atLeast(0x3A, word)
        let separators = isZero(word ^ (0x2D &* ones)) | isZero(word ^ (0x5F &* ones))  // - _
        let used = tops >> (8 &* UInt64(8 &- count))
        guard (letters | digits | separators) & used == used else { return nil }
        // No subtag shorter than 2 bytes: no separator in the first two bytes or the last two,
        // and none within two bytes of another.
        let edges: UInt64 = 0x8080 | 0x8080 << (8 &* UInt64(count &- 2))
        guard separators & (edges | separators >> 8 | separators >> 16) == 0 else { return nil }
        // Letters lowercased, separators `_`.
        let separatorBytes = (separators >> 7) &* 0xFF
        var canonical = ((word | letters >> 2) & ~separatorBytes) | (separatorBytes & (0x5F &* ones))
        // After the first subtag, letters alone in 2 bytes are upper case (`BR`), in 4 title
        // case (`Hant`): found for every separator at once. `ends` has the top bit of each
        // byte before a separator or before the end, so that a subtag of n letters after the
        // separator at byte s has letters at s+1...s+n and `ends` at s+n.
        if separators != 0 {
            let ends = separators >> 8 | 0x80 << (8 &* UInt64(count &- 1))
            let twoLetters = separators & letters >> 8 & letters >> 16 & ends >> 16
            let fourLetters = separators & letters >> 8 & letters >> 16 & letters >> 24 & letters >> 32 & ends >> 32
            canonical &= ~(((twoLetters | fourLetters) >> 2) << 8 | (twoLetters >> 2) << 16)
        }
        return (canonical.byteSwapped, separators.byteSwapped)
    }

    /// The position of the entry the canonical form `output[..<length]` resolves to, for a
    /// table whose names all fit in 8 bytes; `output` holds at least 8 bytes.
    @inline(__always)
    static func index(ofCanonical output: UnsafeMutableBufferPointer<UInt8>, length: Int, in names: PackedNames) -> Int? {
        // The first 8 bytes, the first at the top; bytes past `length` are masked off below.
        let head = UInt64(bigEndian: UnsafeRawPointer(output.baseAddress!).loadUnaligned(as: UInt64.self))
        var end = length
        while end > 0 {
            // No name is longer than 8 bytes (`isComplete`); a canonical form has no zero byte.
            if end <= 8, let found = names.index(ofKey: head & ~(UInt64.max >> (8 &* UInt64(end)))) { return found }
            // The candidate without its last subtag; a canonical form never starts with `_`.
            end &-= 1
            while end > 0 && output[end] != 0x5F { end &-= 1 }
        }
        return nil
    }

    /// `identifier` in canonical form with `separator` between subtags: `zh_hans` → `zh-Hans`,
    /// `PT-br` → `pt-BR`; empty when it is malformed.
    public static func canonicalIdentifier(_ identifier: String, separator: String = "-") -> String {
        canonicalSubtags(identifier).map { String(decoding: $0, as: UTF8.self) }.joined(separator: separator)
    }

    /// Subtags with CLDR casing (language lower, Script title, REGION upper); extensions and
    /// POSIX suffixes (`.UTF-8`, `@euro`) dropped; empty when the identifier is malformed.
    public static func canonicalSubtags(_ identifier: String) -> [[UInt8]] {
        withCanonicalForm(identifier) { canonical in
            canonical.split(separator: 0x5F).map { Array($0) }
        }
    }

    /// Calls `body` with the canonical form of `identifier`: its subtags with CLDR casing,
    /// joined with `_` (`pt_BR`, `zh_Hant_TW`); empty when the identifier is malformed. The
    /// form is never longer than the identifier, so it fits a temporary buffer of that size,
    /// on the stack for identifiers of ordinary length.
    ///
    /// Surrounding whitespace is ignored; `.` and `@` end the identifier (POSIX suffixes); a
    /// singleton (`-u-`, `-x-`) or an empty subtag ends it too; any other byte that is not an
    /// ASCII letter or digit makes it malformed.
    static func withCanonicalForm<Result>(_ identifier: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        _withUTF8(identifier) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { output in
                body(UnsafeBufferPointer(rebasing: output[..<canonicalize(bytes, into: output)]))
            }
        }
    }

    /// Writes the canonical form of `bytes` into `output` (at least as long) and returns its
    /// length (see ``withCanonicalForm(_:_:)``).
    @inline(__always)
    static func canonicalize(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var start = 0
        var end = bytes.count
        // Every whitespace byte is at most 0x20: one comparison for the bytes that are not.
        while start < end, bytes[start] <= 0x20, isSpace(bytes[start]) { start &+= 1 }
        while end > start, bytes[end &- 1] <= 0x20, isSpace(bytes[end &- 1]) { end &-= 1 }
        var length = 0  // of the canonical form written so far
        var subtagStart = 0  // where the current subtag begins in `output`
        var isAlpha = true
        var index = start
        while index < end {
            let byte = bytes[index]
            let lower = byte | 0x20
            index &+= 1
            if _fastPath(lower &- 0x61 < 26) {  // a letter, lowercased
                output[length] = lower
            } else if byte &- 0x30 < 10 {
                output[length] = byte
                isAlpha = false
            } else if byte == 0x2D || byte == 0x5F {  // - _
                guard endSubtag(output, start: subtagStart, length: &length, isAlpha: isAlpha) else { return length }
                output[length] = 0x5F
                subtagStart = length &+ 1
                isAlpha = true
            } else if byte == 0x2E || byte == 0x40 {  // . @: a POSIX suffix
                break
            } else {
                return 0
            }
            length &+= 1
        }
        _ = endSubtag(output, start: subtagStart, length: &length, isAlpha: isAlpha)
        return length
    }

    /// Ends the subtag of `output` from `start` to `length`: false, with `length` cut back to
    /// the form before it, when it is empty or a singleton (which starts an extension); else
    /// true, and a subtag after the first gets CLDR's casing (`Hant`, `BR`; `419` has none).
    @inline(__always)
    static func endSubtag(_ output: UnsafeMutableBufferPointer<UInt8>, start: Int, length: inout Int, isAlpha: Bool) -> Bool {
        let count = length &- start
        if count <= 1 {
            length = start == 0 ? 0 : start &- 1
            return false
        }
        if start > 0 && isAlpha && (count == 2 || count == 4) {
            output[start] &= ~0x20
            if count == 2 { output[start &+ 1] &= ~0x20 }
        }
        return true
    }

    /// The names of a table, each packed into an integer (its bytes, big-endian from the most
    /// significant, zero-padded) and placed in a hash table, so that looking a name up is a
    /// multiplication and, usually, one comparison: a binary search would take eight
    /// comparisons, each a jump the processor cannot predict. A legacy or modern code of
    /// ``aliases`` that is not in the table has a slot too, holding the position of its first
    /// alias that is (`iw` → `he`; `sh` → `sr_Latn`, else `sr`), so that resolving a locale
    /// looks each candidate up once, as ``resolveCandidates(_:_:)`` would try its aliases.
    ///
    /// Made once per generated table, as a `static let`: the slots are allocated once and never
    /// freed, so that reading them takes no reference counting.
    struct PackedNames: @unchecked Sendable {  // immutable after `init`
        /// The packed names by slot, `0` for an empty slot (no name packs to `0`).
        let slotKeys: UnsafePointer<UInt64>
        /// The position in the table of the name in each slot.
        let slotPositions: UnsafePointer<Int32>
        /// Slots minus one: the count is a power of two, at least twice the number of keys.
        let mask: Int
        /// How far a hash is shifted right to leave a slot number.
        let shift: UInt64
        /// The names, sorted by bytes, for a table with a name of more than 8 bytes, which is
        /// searched by bytes instead.
        let names: UnsafePointer<StaticString>
        let count: Int
        /// Whether every name fits in 8 bytes, so that the slots are used.
        let isComplete: Bool

        init<ID>(_ table: [(StaticString, ID)]) {
            isComplete = table.allSatisfy { $0.0.utf8CodeUnitCount <= 8 } && aliases.allSatisfy { $0.0.utf8CodeUnitCount <= 8 }
            count = table.count
            var bits: UInt64 = 1
            while 1 << bits < 2 * max(count + aliases.count, 1) { bits += 1 }
            let mask = 1 << bits - 1
            self.mask = mask
            let shift = 64 - bits
            self.shift = shift
            let slotKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: mask + 1)
            slotKeys.initialize(repeating: 0, count: mask + 1)
            let slotPositions = UnsafeMutablePointer<Int32>.allocate(capacity: mask + 1)
            slotPositions.initialize(repeating: 0, count: mask + 1)
            let names = UnsafeMutablePointer<StaticString>.allocate(capacity: max(count, 1))
            func find(_ key: UInt64) -> Int? {
                var slot = PackedNames.slot(of: key, shift: shift)
                while slotKeys[slot] != 0 {
                    if slotKeys[slot] == key { return Int(slotPositions[slot]) }
                    slot = (slot + 1) & mask
                }
                return nil
            }
            func insert(_ key: UInt64, _ position: Int) {
                var slot = PackedNames.slot(of: key, shift: shift)
                while slotKeys[slot] != 0 { slot = (slot + 1) & mask }
                slotKeys[slot] = key
                slotPositions[slot] = Int32(position)
            }
            for index in 0..<count {
                names.advanced(by: index).initialize(to: table[index].0)
                guard isComplete, let key = PackedNames.key(buffer(of: table[index].0)), key != 0 else { continue }
                insert(key, index)
            }
            // After every name, in the order of `aliases`: a name wins over an alias, and the
            // first alias of a code over the next.
            for (from, to) in aliases where isComplete {
                guard let key = PackedNames.key(buffer(of: from)), find(key) == nil,
                    let target = PackedNames.key(buffer(of: to)).flatMap(find)
                else { continue }
                insert(key, target)
            }
            self.slotKeys = UnsafePointer(slotKeys)
            self.slotPositions = UnsafePointer(slotPositions)
            self.names = UnsafePointer(names)
        }

        /// The key of a name of at most 8 bytes.
        static func key(_ name: UnsafeBufferPointer<UInt8>) -> UInt64? {
            guard name.count <= 8 else { return nil }
            var key: UInt64 = 0
            for byte in name { key = key << 8 | UInt64(byte) }
            return key << (8 &* UInt64(8 &- name.count))
        }

        /// The first slot to try for `key`: Fibonacci hashing, the top bits of a product.
        static func slot(of key: UInt64, shift: UInt64) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        /// The position of `name` in the table, or of the first alias of `name` that is in the
        /// table when `name` is not.
        func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
            guard isComplete else {
                let sorted = UnsafeBufferPointer(start: names, count: count)
                if let found = lookup(name, in: sorted) { return found }
                for (from, to) in aliases where equal(name, from) {
                    if let found = lookup(buffer(of: to), in: sorted) { return found }
                }
                return nil
            }
            guard let key = PackedNames.key(name), key != 0 else { return nil }
            return index(ofKey: key)
        }

        /// The position of the name (or alias) whose key is `key`, which is not `0`; for a
        /// table that ``isComplete``.
        @inline(__always)
        func index(ofKey key: UInt64) -> Int? {
            var slot = PackedNames.slot(of: key, shift: shift)
            while true {
                let found = slotKeys[slot]
                if found == key { return Int(slotPositions[slot]) }
                if found == 0 { return nil }
                slot = (slot &+ 1) & mask
            }
        }
    }

    static func buffer(of string: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount)
    }

    static func bytes(of string: StaticString) -> [UInt8] {
        Array(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    static func equal(_ bytes: [UInt8], _ string: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { equal($0, string) }
    }

    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ string: StaticString) -> Bool {
        bytes.count == string.utf8CodeUnitCount && compare(bytes, string) == 0
    }

    static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ string: StaticString) -> Int {
        let other = buffer(of: string)
        for index in 0..<min(bytes.count, other.count) where bytes[index] != other[index] {
            return bytes[index] < other[index] ? -1 : 1
        }
        return bytes.count == other.count ? 0 : (bytes.count < other.count ? -1 : 1)
    }

    /// Binary search in a table sorted by identifier bytes.
    public static func lookup<ID>(_ candidate: [UInt8], in table: [(StaticString, ID)]) -> (String, ID)? {
        candidate.withUnsafeBufferPointer { lookup($0, in: table) }.map { (table[$0].0.description, table[$0].1) }
    }

    /// The position of `candidate` in `table`, sorted by identifier bytes.
    static func lookup<ID>(_ candidate: UnsafeBufferPointer<UInt8>, in table: [(StaticString, ID)]) -> Int? {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let order = compare(candidate, table[middle].0)
            if order == 0 { return middle }
            if order < 0 { high = middle - 1 } else { low = middle + 1 }
        }
        return nil
    }

    /// The position of `candidate` in `names`, sorted by bytes.
    static func lookup(_ candidate: UnsafeBufferPointer<UInt8>, in names: UnsafeBufferPointer<StaticString>) -> Int? {
        var low = 0
        var high = names.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let order = compare(candidate, names[middle])
            if order == 0 { return middle }
            if order < 0 { high = middle - 1 } else { low = middle + 1 }
        }
        return nil
    }
}
