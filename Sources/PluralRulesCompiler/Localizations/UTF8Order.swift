#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keys compared as CoreFoundation and the runtime compare them: by their UTF-8 code units, not
/// by Swift's canonical equivalence (under which `café` precomposed and decomposed are one
/// string, and `<` is no total order on keys in different normalization forms).
///
/// Native strings hold contiguous UTF-8, so these compare and hash bytes in bulk; the generic
/// `utf8.lexicographicallyPrecedes` and hashing an `Array(utf8)` byte by byte cost several
/// times more on tables of thousands of keys.
enum UTF8Order {
    /// Whether `a` sorts before `b` by UTF-8 bytes.
    static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// `strings` sorted by their UTF-8 bytes. Each string is made contiguous once, then
    /// compared with `memcmp` on its buffer: the generic `lexicographicallyPrecedes` costs
    /// calls per byte in a debug build (the one SwiftPM runs build-tool plugins with).
    static func sorted<Strings: Sequence<String>>(_ strings: Strings) -> [String] {
        var strings = Array(strings)
        for index in strings.indices { strings[index].makeContiguousUTF8() }
        strings.sort { compare($0, $1) < 0 }
        return strings
    }

    /// Whether `a` and `b` are the same UTF-8 bytes (not merely canonically equivalent). The
    /// lengths first: they differ for nearly every pair of keys, and a native string knows its
    /// length.
    static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && compare(a, b) == 0
    }

    /// Negative, zero or positive as `a`'s UTF-8 bytes sort before, with or after `b`'s.
    static func compare(_ a: String, _ b: String) -> Int {
        // Native strings lend their storage without a copy of the string.
        if let order = a.utf8.withContiguousStorageIfAvailable({ x in b.utf8.withContiguousStorageIfAvailable { y in compare(x, y) } }),
            let order
        {
            return order
        }
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in compare(x, y) } }
    }

    private static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(x.count, y.count)
        if common > 0 {
            let order = memcmp(x.baseAddress!, y.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return x.count - y.count
    }

    /// A string as a dictionary key that is equal only to the same UTF-8 bytes.
    ///
    /// The bytes are hashed once, when the key is made, and `==` compares those hashes before
    /// any byte: a dictionary probes several keys per lookup, and in a debug build each byte
    /// comparison is a chain of calls.
    struct Key: Hashable {
        let string: String
        private let bytesHash: Int

        init(string: String) {
            self.string = string
            var copy = string
            bytesHash = copy.withUTF8 { bytes in
                var hasher = Hasher()
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
                return hasher.finalize()
            }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.bytesHash == rhs.bytesHash && equal(lhs.string, rhs.string)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytesHash)
        }
    }
}

/// The first index of each key among `count` keys added in order, keys equal only when their
/// UTF-8 bytes are: a reader's duplicate-key check, once per entry of files of hundreds of
/// thousands of entries.
///
/// An open-addressing table of integers in memory of its own, each slot holding an index and
/// the key's hash: a `Dictionary` of `UTF8Order.Key` costs several generic calls per probe in
/// a debug build (the build SwiftPM runs a build plugin's tool in). The owner calls
/// `deallocate()` when done.
struct KeyIndexTable {
    private var slots: UnsafeMutablePointer<Int>
    private var hashes: UnsafeMutablePointer<Int>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: -1, count: capacity)
        hashes = .allocate(capacity: capacity)
        hashes.initialize(repeating: 0, count: capacity)
    }

    func deallocate() {
        slots.deallocate()
        hashes.deallocate()
    }

    /// The hash of `key`'s bytes.
    static func hash(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { bytes in
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return hasher.finalize()
        }
    }

    /// The value stored for the key whose bytes are `key`'s (`keyAt` gives the key of a
    /// stored value), or nil; and the slot where it is or would go.
    func find(_ key: String, hash: Int, keyAt: (Int) -> String) -> (value: Int?, slot: Int) {
        let mask = capacity - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            if hashes[slot] == hash {
                let other = keyAt(slots[slot])
                if UTF8Order.equal(other, key) { return (slots[slot], slot) }
            }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// Stores `value` for a key not stored yet, at the slot `find` gave.
    mutating func insert(_ value: Int, hash: Int, at slot: Int) {
        precondition(value >= 0, "values are indices")
        slots[slot] = value
        hashes[slot] = hash
        count += 1
        if count * 2 > capacity { grow() }
    }

    /// Stores `value` in place of the one at `slot`, which `find` found.
    func replace(at slot: Int, with value: Int) {
        slots[slot] = value
    }

    private mutating func grow() {
        let (oldSlots, oldHashes, oldCapacity) = (slots, hashes, capacity)
        capacity *= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: -1, count: capacity)
        hashes = .allocate(capacity: capacity)
        hashes.initialize(repeating: 0, count: capacity)
        let mask = capacity - 1
        var old = 0
        while old < oldCapacity {
            if oldSlots[old] >= 0 {
                var slot = oldHashes[old] & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = oldSlots[old]
                hashes[slot] = oldHashes[old]
            }
            old += 1
        }
        oldSlots.deallocate()
        oldHashes.deallocate()
    }
}

/// The latest earlier position of a key among keys at positions 0, 1, 2, …: the duplicate-key
/// check of the plist and JSON readers, equal meaning the same UTF-8 bytes.
///
/// Most dictionaries and objects in localization files have a few keys, which are compared one
/// by one, latest first; from ``indexedFrom`` keys on, they go into a ``KeyIndexTable``. The
/// owner calls `deallocate()` when done.
///
/// ```swift
/// var positions = KeyPositions()
/// defer { positions.deallocate() }
/// for position in keys.indices {
///     let probe = positions.find(keys[position], count: position) { keys[$0] }
///     if let earlier = probe.earlier { report(earlier, position) }
///     positions.record(position, for: probe)   // the later key is the one found from now on
/// }
/// ```
struct KeyPositions {
    /// What ``find(_:count:keyAt:)`` found, and where ``record(_:for:)`` puts a position.
    struct Probe {
        /// The latest earlier position of the key, if any.
        let earlier: Int?
        fileprivate let hash: Int
        fileprivate let slot: Int
    }

    static let indexedFrom = 16
    private var table: KeyIndexTable?

    /// The latest position among `0..<count` whose key (`keyAt`) has `key`'s bytes.
    mutating func find(_ key: String, count: Int, keyAt: (Int) -> String) -> Probe {
        if table == nil {
            guard count >= Self.indexedFrom else {
                var earlier = count - 1
                while earlier >= 0 {
                    if UTF8Order.equal(keyAt(earlier), key) { return Probe(earlier: earlier, hash: 0, slot: 0) }
                    earlier -= 1
                }
                return Probe(earlier: nil, hash: 0, slot: 0)
            }
            // The keys so far go into the table, a later one in place of an earlier one like it.
            var built = KeyIndexTable()
            var position = 0
            while position < count {
                let earlierKey = keyAt(position)
                let hash = KeyIndexTable.hash(earlierKey)
                let found = built.find(earlierKey, hash: hash, keyAt: keyAt)
                if found.value == nil { built.insert(position, hash: hash, at: found.slot) } else { built.replace(at: found.slot, with: position) }
                position += 1
            }
            table = built
        }
        let hash = KeyIndexTable.hash(key)
        let found = table!.find(key, hash: hash, keyAt: keyAt)
        return Probe(earlier: found.value, hash: hash, slot: found.slot)
    }

    /// Makes `position` the one found for the key `probe` looked for: a new key, or the later
    /// of two alike. (A caller that keeps the earlier position for both leaves it unrecorded.)
    mutating func record(_ position: Int, for probe: Probe) {
        guard table != nil else { return }
        if probe.earlier == nil { table!.insert(position, hash: probe.hash, at: probe.slot) } else { table!.replace(at: probe.slot, with: position) }
    }

    func deallocate() { table?.deallocate() }
}
