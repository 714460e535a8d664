/// Where bytes stop being well-formed UTF-8: the one validator the readers of `.strings`
/// files, XML property lists and JSON share, and the one encoder of a scalar as UTF-8.
///
/// It runs once over whole files of many megabytes, in debug builds too (the build plugin runs
/// a debug tool when the package is built in debug), so ASCII is skipped eight bytes at a time
/// and everything works on an unsafe buffer, with no generic iterator per byte.
///
/// ```swift
/// UTF8Validation.firstProblem(in: Array("café".utf8))        // nil
/// UTF8Validation.firstProblem(in: [0x61, 0xC3, 0x28])        // Problem(offset: 1, kind: .invalid)
/// UTF8Validation.firstProblem(in: [0x61, 0x00], rejectingNUL: true)  // Problem(offset: 1, kind: .nul)
/// ```
enum UTF8Validation {
    struct Problem: Equatable {
        enum Kind: Equatable {
            /// A byte that starts no sequence, a sequence cut short, an overlong form, a
            /// surrogate (U+D800–U+DFFF) or a value above U+10FFFF.
            case invalid
            /// A zero byte, when asked to reject them (XML 1.0 allows no U+0000).
            case nul
        }

        /// The offset of the first byte of the offending sequence.
        var offset: Int
        var kind: Kind
    }

    /// The first problem in `bytes`, or `nil` when they are all well-formed UTF-8.
    static func firstProblem(in bytes: [UInt8], rejectingNUL: Bool = false) -> Problem? {
        bytes.withUnsafeBufferPointer { firstProblem(in: $0, rejectingNUL: rejectingNUL) }
    }

    /// The first problem in `buffer`, or `nil` when its bytes are all well-formed UTF-8.
    static func firstProblem(in buffer: UnsafeBufferPointer<UInt8>, rejectingNUL: Bool = false) -> Problem? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at once (none has its high bit set); NUL is ASCII, so when
            // it is rejected, a word that holds a zero byte goes the slow way.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let hasZeroByte = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
                if word & 0x8080_8080_8080_8080 == 0 && !(rejectingNUL && hasZeroByte) {
                    index += 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                if lead == 0 && rejectingNUL { return Problem(offset: index, kind: .nul) }
                index += 1
                continue
            }
            guard let length = scalarLength(base, count: count, at: index) else {
                return Problem(offset: index, kind: .invalid)
            }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` of `base[0..<count]`, whose
    /// byte there is not ASCII; nil when it is not one: a byte that starts no sequence
    /// (0x80–0xC1, 0xF5–0xFF), a sequence cut short, an overlong form, a surrogate or a value
    /// above U+10FFFF. The one check of a sequence that every reader uses.
    static func scalarLength(_ base: UnsafePointer<UInt8>, count: Int, at index: Int) -> Int? {
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch base[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= count else { return nil }
        let second = base[index + 1]
        guard second >= low && second <= high else { return nil }
        var continuation = 2
        while continuation < length {
            guard base[index + continuation] & 0xC0 == 0x80 else { return nil }
            continuation += 1
        }
        return length
    }

    /// Writes `scalar` (at most U+10FFFF, not a surrogate) as UTF-8 at `output`, which has room
    /// for four bytes, and returns how many it wrote. The one UTF-8 encoder of the readers.
    @inline(__always)
    static func encode(_ scalar: UInt32, into output: UnsafeMutablePointer<UInt8>) -> Int {
        if scalar < 0x80 {
            output[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        } else if scalar < 0x800 {
            output[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            output[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        } else if scalar < 0x10000 {
            output[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            output[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        } else {
            output[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            output[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            output[2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 4
        }
    }
}
