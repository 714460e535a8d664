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

    /// Negative, zero or positive as `a`'s UTF-8 bytes sort before, with or after `b`'s.
    static func compare(_ a: String, _ b: String) -> Int {
        // Native strings lend their storage without a copy of the string.
        if let order = a.utf8.withContiguousStorageIfAvailable({ x in b.utf8.withContiguousStorageIfAvailable { y in compare(x, y) } }),
           let order {
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
            lhs.bytesHash == rhs.bytesHash && lhs.string.utf8.count == rhs.string.utf8.count && compare(lhs.string, rhs.string) == 0
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
                if other.utf8.count == key.utf8.count && UTF8Order.compare(other, key) == 0 { return (slots[slot], slot) }
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
