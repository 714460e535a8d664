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
        let order = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in x.lexicographicallyPrecedes(y) }
        }
        return (order ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// `strings` sorted by their UTF-8 bytes, each string's bytes read once.
    static func sorted<Strings: Sequence<String>>(_ strings: Strings) -> [String] {
        strings.map { ($0, Array($0.utf8)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }

    /// A string as a dictionary key that is equal only to the same UTF-8 bytes.
    struct Key: Hashable {
        var string: String

        static func == (lhs: Key, rhs: Key) -> Bool {
            // Bytes compared on buffers: the generic `utf8.elementsEqual` costs a call per
            // byte in a debug build, and readers compare keys once per entry.
            var left = lhs.string
            var right = rhs.string
            return left.withUTF8 { x in
                right.withUTF8 { y in
                    guard x.count == y.count else { return false }
                    var index = 0
                    while index < x.count {
                        if x[index] != y[index] { return false }
                        index += 1
                    }
                    return true
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            var string = string
            string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
