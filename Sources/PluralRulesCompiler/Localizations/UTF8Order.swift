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
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                var index = 0
                while index < common {
                    if x[index] != y[index] { return x[index] < y[index] }
                    index += 1
                }
                return x.count < y.count
            }
        }
    }

    /// A string as a dictionary key that is equal only to the same UTF-8 bytes.
    struct Key: Hashable {
        var string: String

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.string.utf8.elementsEqual(rhs.string.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var string = string
            string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
