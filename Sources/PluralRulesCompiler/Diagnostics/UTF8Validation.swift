/// Where bytes stop being well-formed UTF-8: the one validator the readers of `.strings`
/// files and XML property lists share.
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
        bytes.withUnsafeBufferPointer { buffer -> Problem? in
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
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0  // no overlong three-byte forms
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F  // no surrogates
                case 0xF0: length = 4; low = 0x90  // no overlong four-byte forms
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
                default: return Problem(offset: index, kind: .invalid)  // 0x80–0xC1, 0xF5–0xFF
                }
                guard index + length <= count else { return Problem(offset: index, kind: .invalid) }
                let second = base[index + 1]
                guard second >= low && second <= high else { return Problem(offset: index, kind: .invalid) }
                var continuation = 2
                while continuation < length {
                    guard base[index + continuation] & 0xC0 == 0x80 else { return Problem(offset: index, kind: .invalid) }
                    continuation += 1
                }
                index += length
            }
            return nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index` of `base[0..<count]`, whose
    /// byte there is not ASCII; nil when it is not one (the same rules as ``firstProblem(in:rejectingNUL:)``).
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
}
