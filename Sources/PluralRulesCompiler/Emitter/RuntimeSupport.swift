/// The hand-written part of every generated rules file: the public types and the locale
/// resolution. `@ACCESS@` becomes the chosen access modifier, and `@INLINABLE@` `@inlinable` (or
/// `@usableFromInline` for what inlined code calls) when the API is public. It must compile in Swift 6
/// mode with strict concurrency and under Embedded Swift, with no imports: tests check both.
enum RuntimeSupport {
    static let template = #"""
/// A CLDR plural category. Rules are tested in this order, and `other` always comes last.
///
/// ```swift
/// PluralRules(locale: "ru")!.category(for: 3)   // .few
/// PluralCategory.few.name                       // "few"
/// ```
@ACCESS@enum PluralCategory: UInt8, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case zero, one, two, few, many, other

    /// The CLDR keyword: `"zero"`, `"one"`, `"two"`, `"few"`, `"many"` or `"other"`.
    @ACCESS@var name: String {
        switch self {
        case .zero: "zero"
        case .one: "one"
        case .two: "two"
        case .few: "few"
        case .many: "many"
        case .other: "other"
        }
    }

    /// The category named by a CLDR keyword, or `nil`.
    @ACCESS@init?(name: String) {
        switch name {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: return nil
        }
    }

    @ACCESS@var description: String { name }

    @ACCESS@static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Cardinal rules count things ("5 files"); ordinal rules rank them ("the 5th file").
@ACCESS@enum PluralRuleType: UInt8, Sendable, Hashable, CaseIterable {
    case cardinal, ordinal
}

/// The operands of a number that CLDR plural rules test (UTS #35): `n i v w f t c e`.
///
/// Build them from an integer, from a decimal string written as it is shown (`"1.50"`:
/// trailing zeros count, so `"1.0"` is not `"1"`), or from a `Double` and the number of
/// fraction digits it is shown with. Any number of digits is exact: the rules only need the
/// last 18 digits of `i`, `f` and `t` and whether there are more.
///
/// ```swift
/// PluralOperands(21)                          // i = 21
/// PluralOperands("1.50")!                     // i = 1, v = 2, f = 50, t = 5
/// PluralOperands("1.2c6")!                    // i = 1200000, e = 6 (compact "1.2M")
/// PluralOperands(1.0, fractionDigits: 1)!     // shown as "1.0": v = 1
/// ```
@ACCESS@struct PluralOperands: Sendable, Hashable {
    /// `i % 10^18`, and whether `i >= 10^18`: exact for every remainder by a divisor of 10^18
    /// and every comparison with a smaller literal, which is all CLDR rules use.
    @usableFromInline let iTail: UInt64
    @usableFromInline let iHuge: Bool
    @usableFromInline let fTail: UInt64
    @usableFromInline let fHuge: Bool
    @usableFromInline let tTail: UInt64
    @usableFromInline let tHuge: Bool
    /// `v`: the number of visible fraction digits, trailing zeros included.
    @ACCESS@let v: Int
    /// `w`: the number of visible fraction digits without trailing zeros.
    @ACCESS@let w: Int
    /// `e`: the exponent of compact decimal notation (`1.2c6` → 6); `c` is a synonym.
    @ACCESS@let e: Int
    /// `c`: the same as `e`.
    @ACCESS@var c: Int { e }
    /// `i`: the integer digits, or `nil` when there are more than 18 of them.
    @ACCESS@var i: UInt64? { iHuge ? nil : iTail }
    /// `f`: the visible fraction digits as an integer, or `nil` past 18 significant digits.
    @ACCESS@var f: UInt64? { fHuge ? nil : fTail }
    /// `t`: `f` without trailing zeros, or `nil` past 18 significant digits.
    @ACCESS@var t: UInt64? { tHuge ? nil : tTail }

    // Saturated values for comparisons: every rule literal is below 10^18.
    var iValue: UInt64 { iHuge ? .max : iTail }
    var fValue: UInt64 { fHuge ? .max : fTail }
    var tValue: UInt64 { tHuge ? .max : tTail }

    @usableFromInline static let tailModulus: UInt64 = 1_000_000_000_000_000_000

    /// The operands of an integer; negative values use the absolute value.
    @ACCESS@init<T: BinaryInteger>(_ value: T) {
        let magnitude = value.magnitude
        if let small = UInt64(exactly: magnitude) {
            iTail = small % Self.tailModulus
            iHuge = small >= Self.tailModulus
        } else {
            // Only wider types get here, and they can hold 10^18.
            iTail = UInt64(magnitude % T.Magnitude(Self.tailModulus))
            iHuge = true
        }
        fTail = 0; fHuge = false; tTail = 0; tHuge = false
        v = 0; w = 0; e = 0
    }

    /// The operands of a decimal written as it is shown: an optional sign, digits, optionally
    /// `.` and digits, optionally a compact exponent `c`/`e` and digits (`"1.50"`, `"-0.0"`,
    /// `"1.2c6"`). `nil` for anything else: empty strings, `"1."`, `".5"`, `"1e-3"`, spaces.
    @ACCESS@init?(_ text: String) {
        var text = text
        guard let operands = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = operands
    }

    /// The operands of `value` shown with `fractionDigits` fraction digits, rounded as
    /// `printf("%.*f")` rounds (half to even on the exact binary value): `(1.0, 1)` is `1.0`.
    /// `nil` for infinities, NaN and negative digit counts.
    @ACCESS@init?(_ value: Double, fractionDigits: Int) {
        guard value.isFinite, fractionDigits >= 0, fractionDigits <= 1000 else { return nil }
        let (integer, fraction) = _ExactDecimal.digits(of: value.magnitude, fractionDigits: fractionDigits)
        var digits = integer
        digits.append(contentsOf: fraction)
        self.init(digits: digits, integerCount: integer.count, exponent: 0)
    }

    /// The operands of digits (values 0...9) of which the first `integerCount` are the integer part.
    init(digits: [UInt8], integerCount: Int, exponent: Int) {
        var lastNonZero = -1
        for index in digits.indices where digits[index] != 0 && index >= integerCount { lastNonZero = index }
        let fractionCount = digits.count - integerCount
        let trimmedCount = lastNonZero < 0 ? 0 : lastNonZero - integerCount + 1
        var integer = _TailAccumulator(), fraction = _TailAccumulator(), trimmed = _TailAccumulator()
        for index in digits.indices {
            let digit = UInt64(digits[index])
            if index < integerCount {
                integer.append(digit)
            } else {
                fraction.append(digit)
                if index - integerCount < trimmedCount { trimmed.append(digit) }
            }
        }
        iTail = integer.tail; iHuge = integer.isHuge
        fTail = fraction.tail; fHuge = fraction.isHuge
        tTail = trimmed.tail; tHuge = trimmed.isHuge
        v = fractionCount; w = trimmedCount; e = exponent
    }

    /// Two passes over the bytes, no allocation: the first checks the syntax and finds where
    /// the digits go, the second accumulates them.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        var index = 0
        let count = bytes.count
        if index < count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }  // - +
        let mantissaStart = index
        var integerCount = 0
        while index < count, bytes[index] &- 0x30 < 10 { index += 1; integerCount += 1 }
        guard integerCount > 0 else { return nil }
        var fractionCount = 0
        if index < count, bytes[index] == 0x2E {  // .
            index += 1
            while index < count, bytes[index] &- 0x30 < 10 { index += 1; fractionCount += 1 }
            guard fractionCount > 0 else { return nil }
        }
        var exponent = 0
        if index < count, bytes[index] | 0x20 == 0x63 || bytes[index] | 0x20 == 0x65 {  // c C e E
            index += 1
            if index < count, bytes[index] == 0x2B { index += 1 }
            let exponentStart = index
            while index < count, bytes[index] &- 0x30 < 10 {
                exponent = exponent * 10 + Int(bytes[index] &- 0x30)
                guard exponent <= 1000 else { return nil }
                index += 1
            }
            guard index > exponentStart else { return nil }
        }
        guard index == count else { return nil }

        // The exponent moves the decimal point right: 1.20050c3 is 1200.50.
        let shifted = min(exponent, fractionCount)
        let finalIntegerCount = integerCount + shifted
        let finalFractionCount = fractionCount - shifted
        var integer = _TailAccumulator(), fraction = _TailAccumulator(), trimmed = _TailAccumulator()
        var position = 0
        var lastNonZeroFraction = -1
        var cursor = mantissaStart
        while position < integerCount + fractionCount {
            let byte = bytes[cursor]
            cursor += 1
            if byte == 0x2E { continue }
            let digit = UInt64(byte &- 0x30)
            if position < finalIntegerCount {
                integer.append(digit)
            } else {
                fraction.append(digit)
                if digit != 0 { lastNonZeroFraction = position - finalIntegerCount }
            }
            position += 1
        }
        for _ in 0..<(exponent - shifted) { integer.append(0) }
        let trimmedCount = lastNonZeroFraction + 1
        if trimmedCount > 0 {
            // t: the fraction digits up to the last non-zero one.
            var fractionPosition = 0
            cursor = mantissaStart
            position = 0
            while fractionPosition < trimmedCount {
                let byte = bytes[cursor]
                cursor += 1
                if byte == 0x2E { continue }
                if position >= finalIntegerCount {
                    trimmed.append(UInt64(byte &- 0x30))
                    fractionPosition += 1
                }
                position += 1
            }
        }
        return PluralOperands(
            iTail: integer.tail, iHuge: integer.isHuge, fTail: fraction.tail, fHuge: fraction.isHuge,
            tTail: trimmed.tail, tHuge: trimmed.isHuge, v: finalFractionCount, w: trimmedCount, e: exponent)
    }

    init(iTail: UInt64, iHuge: Bool, fTail: UInt64, fHuge: Bool, tTail: UInt64, tHuge: Bool, v: Int, w: Int, e: Int) {
        self.iTail = iTail; self.iHuge = iHuge
        self.fTail = fTail; self.fHuge = fHuge
        self.tTail = tTail; self.tHuge = tHuge
        self.v = v; self.w = w; self.e = e
    }
}

/// The last 18 digits of a digit sequence, and whether it has more significant digits.
struct _TailAccumulator {
    var tail: UInt64 = 0
    var significantDigits = 0

    mutating func append(_ digit: UInt64) {
        tail = (tail &* 10 &+ digit) % PluralOperands.tailModulus
        if significantDigits > 0 || digit != 0 { significantDigits += 1 }
    }

    var isHuge: Bool { significantDigits > 18 }
}

/// Exact decimal expansion of a `Double`, rounded half to even like `printf("%.*f")`.
enum _ExactDecimal {
    static func digits(of value: Double, fractionDigits: Int) -> (integer: [UInt8], fraction: [UInt8]) {
        var (digits, point) = exactDigits(of: value)
        var fraction = Array(digits[point...])
        digits.removeSubrange(point...)
        var integer = digits
        if fraction.count <= fractionDigits {
            fraction.append(contentsOf: repeatElement(0, count: fractionDigits - fraction.count))
        } else {
            let first = fraction[fractionDigits]
            var sticky = false
            for digit in fraction[(fractionDigits + 1)...] where digit != 0 { sticky = true }
            fraction.removeSubrange(fractionDigits...)
            let lastKept = fraction.last ?? integer.last ?? 0
            if first > 5 || (first == 5 && (sticky || lastKept % 2 == 1)) {
                var index = fraction.count - 1
                var carry = true
                while carry, index >= 0 {
                    if fraction[index] == 9 { fraction[index] = 0 } else { fraction[index] += 1; carry = false }
                    index -= 1
                }
                index = integer.count - 1
                while carry, index >= 0 {
                    if integer[index] == 9 { integer[index] = 0 } else { integer[index] += 1; carry = false }
                    index -= 1
                }
                if carry { integer.insert(1, at: 0) }
            }
        }
        if integer.isEmpty { integer = [0] }
        return (integer, fraction)
    }

    /// All digits of the exact value, and how many of them are integer digits.
    static func exactDigits(of value: Double) -> (digits: [UInt8], point: Int) {
        if value == 0 { return ([0], 1) }
        var significand = value.significandBitPattern
        var exponent = Int(value.exponentBitPattern)
        if exponent == 0 { exponent = 1 } else { significand |= 1 << 52 }
        exponent -= 1075
        // Little-endian limbs of 10^9.
        var limbs: [UInt64] = [significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000, significand / 1_000_000_000_000_000_000]
        let factor: UInt64 = exponent >= 0 ? 2 : 5
        for _ in 0..<(exponent >= 0 ? exponent : -exponent) {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] * factor + carry
                limbs[index] = product % 1_000_000_000
                carry = product / 1_000_000_000
            }
            if carry > 0 { limbs.append(carry) }
        }
        var digits: [UInt8] = []
        var leading = true
        for limb in limbs.reversed() {
            var divisor: UInt64 = 100_000_000
            while divisor > 0 {
                let digit = UInt8(limb / divisor % 10)
                if !(leading && digit == 0) { digits.append(digit); leading = false }
                divisor /= 10
            }
        }
        if digits.isEmpty { digits = [0] }
        let fractionCount = exponent >= 0 ? 0 : -exponent
        if digits.count <= fractionCount {
            digits.insert(contentsOf: repeatElement(0, count: fractionCount - digits.count + 1), at: 0)
        }
        return (digits, digits.count - fractionCount)
    }
}

/// The category a generated table stores at `index`: one ASCII digit per category, `"0"`
/// for zero through `"5"` for other.
@INLINABLE@
func _category(in table: StaticString, at index: UInt64) -> PluralCategory {
    unsafeBitCast(table.utf8Start[Int(index)] &- 0x30, to: PluralCategory.self)
}

/// The plural rules of one locale and type, resolved once and then fast to ask.
///
/// ```swift
/// let ru = PluralRules(locale: "ru")!
/// ru.category(for: 21)                                     // .one
/// ru.category(for: PluralOperands("1.50")!)                // .other
/// ru.categories                                            // [.one, .few, .many, .other]
/// ru.category(forRange: 1, 5)                              // .many ("1–5 файлов")
/// PluralRules(locale: "en", type: .ordinal)!.category(for: 22)  // .two ("22nd")
/// ```
///
/// Locales are written as users write them: `pt-BR`, `pt_PT` (not `pt`), `zh-Hant-TW`,
/// `sr-Latn`, the legacy codes `iw in jw mo tl sh no`; subtags are dropped until a locale
/// has rules (`de-CH` → `de`). Integer selection is a remainder and a table load.
@ACCESS@struct PluralRules: Sendable, Hashable {
    /// The CLDR locale whose rules these are (`pt_PT`, `de`), after fallback.
    @ACCESS@let locale: String
    @ACCESS@let type: PluralRuleType
    @usableFromInline let ruleSet: UInt16
    @usableFromInline let rangeSet: UInt16
    /// The integer fast path: the category of `i < 100` at `i`, and of larger `i` below
    /// `fastBound` at `100 + i % 100`, one ASCII digit each (see `_category(in:at:)`).
    @usableFromInline let fastTable: StaticString
    @usableFromInline let fastBound: UInt64

    @ACCESS@static func == (lhs: PluralRules, rhs: PluralRules) -> Bool {
        lhs.ruleSet == rhs.ruleSet && lhs.rangeSet == rhs.rangeSet && lhs.type == rhs.type && lhs.locale == rhs.locale
    }

    @ACCESS@func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(type)
    }

    /// The rules for `locale`, or `nil` when neither it nor any locale it falls back to has
    /// rules of `type`.
    @ACCESS@init?(locale: String, type: PluralRuleType = .cardinal) {
        let table = type == .cardinal ? _PluralRuleData.cardinalLocales : _PluralRuleData.ordinalLocales
        guard let (name, ruleSet) = _LocaleResolution.resolve(locale, in: table) else { return nil }
        self.locale = name
        self.type = type
        self.ruleSet = ruleSet
        (fastTable, fastBound) = _PluralRuleData.fastTable(ruleSet)
        // Plural ranges are cardinal only; a locale without range data answers `other`.
        let ranges = type == .cardinal ? _LocaleResolution.lookup(Array(name.utf8), in: _PluralRuleData.rangeLocales) : nil
        self.rangeSet = ranges?.1 ?? 0
    }

    /// The locales there are rules of `type` for, as CLDR names them, sorted.
    @ACCESS@static func availableLocales(_ type: PluralRuleType = .cardinal) -> [String] {
        (type == .cardinal ? _PluralRuleData.cardinalLocales : _PluralRuleData.ordinalLocales).map { $0.0.description }
    }

    /// The categories this locale uses, in CLDR order; the last is always `.other`.
    @ACCESS@var categories: [PluralCategory] { _PluralRuleData.categories(ruleSet) }

    /// The category of an integer: for most locales a remainder and a table load, inlined.
    @INLINABLE@
    @ACCESS@func category(for value: Int) -> PluralCategory {
        category(integer: UInt64(value.magnitude))
    }

    /// The category of an integer of any type; negative values use the absolute value.
    @INLINABLE@
    @ACCESS@func category<T: BinaryInteger>(for value: T) -> PluralCategory {
        if let small = UInt64(exactly: value.magnitude) {
            return category(integer: small)
        }
        return _PluralRuleData.category(PluralOperands(value), ruleSet)
    }

    @INLINABLE@
    func category(integer i: UInt64) -> PluralCategory {
        if i < fastBound {
            return _category(in: fastTable, at: i < 100 ? i : 100 &+ i % 100)
        }
        return _PluralRuleData.category(integer: i, ruleSet)
    }

    /// The category of a number given by its operands.
    @ACCESS@func category(for operands: PluralOperands) -> PluralCategory {
        _PluralRuleData.category(operands, ruleSet)
    }

    /// The category of a decimal written as it is shown (`"1.50"`, `"1.0"`, `"1.2c6"`), or
    /// `nil` when the string is not such a number.
    @ACCESS@func category(for decimal: String) -> PluralCategory? {
        PluralOperands(decimal).map { _PluralRuleData.category($0, ruleSet) }
    }

    /// The category of `value` shown with `fractionDigits` fraction digits (`printf` rounding).
    @ACCESS@func category(for value: Double, fractionDigits: Int) -> PluralCategory? {
        PluralOperands(value, fractionDigits: fractionDigits).map { _PluralRuleData.category($0, ruleSet) }
    }

    /// The category of a range such as "1–5 days", from the categories of its ends, as CLDR's
    /// plural ranges (and ICU) give it. `.other` for pairs the data does not list, for
    /// locales without range data, and for ordinal rules (CLDR has no ordinal ranges).
    @ACCESS@func category(forRange start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        guard type == .cardinal else { return .other }
        return _PluralRuleData.rangeCategory(start, end, rangeSet)
    }

    /// The category of the integer range `start`–`end`.
    @ACCESS@func category(forRange start: Int, _ end: Int) -> PluralCategory {
        category(forRange: category(for: start), category(for: end))
    }

    /// The category of the range between two numbers given by their operands.
    @ACCESS@func category(forRange start: PluralOperands, _ end: PluralOperands) -> PluralCategory {
        category(forRange: category(for: start), category(for: end))
    }

    /// The category of the range between two decimals written as shown, or `nil` when one
    /// of them is not such a number.
    @ACCESS@func category(forRange start: String, _ end: String) -> PluralCategory? {
        guard let first = PluralOperands(start), let last = PluralOperands(end) else { return nil }
        return category(forRange: first, last)
    }
}

/// Locale identifiers as users write them, resolved against a generated table.
enum _LocaleResolution {
    /// Legacy and modern codes for one language, both ways.
    static let aliases: [(StaticString, StaticString)] = [
        ("fil", "tl"), ("he", "iw"), ("id", "in"), ("in", "id"), ("iw", "he"), ("jv", "jw"), ("jw", "jv"),
        ("mo", "ro"), ("nb", "no"), ("no", "nb"), ("ro", "mo"), ("root", "und"), ("sh", "sr_Latn"),
        ("sh", "sr"), ("tl", "fil"), ("und", "root"),
    ]

    static func resolve<ID>(_ identifier: String, in table: [(StaticString, ID)]) -> (String, ID)? {
        var subtags = canonicalSubtags(identifier)
        while !subtags.isEmpty {
            var candidate: [UInt8] = []
            for (index, subtag) in subtags.enumerated() {
                if index > 0 { candidate.append(0x5F) }
                candidate.append(contentsOf: subtag)
            }
            if let found = lookup(candidate, in: table) { return found }
            for (from, to) in aliases where equal(candidate, from) {
                if let found = lookup(bytes(of: to), in: table) { return found }
            }
            subtags.removeLast()
        }
        return nil
    }

    /// Subtags with CLDR casing (language lower, Script title, REGION upper); extensions and
    /// POSIX suffixes (`.UTF-8`, `@euro`) dropped; empty when the identifier is malformed.
    static func canonicalSubtags(_ identifier: String) -> [[UInt8]] {
        var subtags: [[UInt8]] = []
        var current: [UInt8] = []
        var bytes = Array(identifier.utf8)
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes.removeFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        func finish() -> Bool {
            defer { current = [] }
            if current.count == 1 { return false }  // a singleton starts an extension
            let isAlpha = current.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
            let isDigits = current.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            var subtag = current.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 | 0x20 : $0 }
            if !subtags.isEmpty {
                if current.count == 4 && isAlpha {
                    subtag[0] &= ~0x20
                } else if (current.count == 2 && isAlpha) || (current.count == 3 && isDigits) {
                    subtag = subtag.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 & ~0x20 : $0 }
                }
            }
            subtags.append(subtag)
            return true
        }
        for byte in bytes {
            if byte == 0x2E || byte == 0x40 { break }  // . @
            if byte == 0x2D || byte == 0x5F {  // - _
                if current.isEmpty || !finish() { return subtags }
                continue
            }
            let isAlphanumeric = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            guard isAlphanumeric else { return [] }
            current.append(byte)
        }
        if !current.isEmpty { _ = finish() }
        return subtags
    }

    static func bytes(of string: StaticString) -> [UInt8] {
        Array(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    static func equal(_ bytes: [UInt8], _ string: StaticString) -> Bool {
        compare(bytes, string) == 0
    }

    static func compare(_ bytes: [UInt8], _ string: StaticString) -> Int {
        let other = UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount)
        for index in 0..<min(bytes.count, other.count) where bytes[index] != other[index] {
            return bytes[index] < other[index] ? -1 : 1
        }
        return bytes.count == other.count ? 0 : (bytes.count < other.count ? -1 : 1)
    }

    /// Binary search in a table sorted by identifier bytes.
    static func lookup<ID>(_ candidate: [UInt8], in table: [(StaticString, ID)]) -> (String, ID)? {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let order = compare(candidate, table[middle].0)
            if order == 0 { return (table[middle].0.description, table[middle].1) }
            if order < 0 { high = middle - 1 } else { low = middle + 1 }
        }
        return nil
    }
}
"""#
}
