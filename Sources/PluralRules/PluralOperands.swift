// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

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
public struct PluralOperands: Sendable, Hashable {
    // The integers first and the flags together: 51 bytes, not 72 with a flag after each
    // integer, copied on every selection from a string.

    /// `i % 10^18`, and whether `i >= 10^18`: exact for every remainder by a divisor of 10^18
    /// and every comparison with a smaller literal, which is all CLDR rules use.
    @usableFromInline let iTail: UInt64
    @usableFromInline let fTail: UInt64
    @usableFromInline let tTail: UInt64
    /// `v`: the number of visible fraction digits, trailing zeros included.
    public let v: Int
    /// `w`: the number of visible fraction digits without trailing zeros.
    public let w: Int
    /// `e`: the exponent of compact decimal notation (`1.2c6` → 6); `c` is a synonym.
    public let e: Int
    @usableFromInline let iHuge: Bool
    @usableFromInline let fHuge: Bool
    @usableFromInline let tHuge: Bool
    /// `c`: the same as `e`.
    public var c: Int { e }
    /// `i`: the integer digits, or `nil` when there are more than 18 of them.
    public var i: UInt64? { iHuge ? nil : iTail }
    /// `f`: the visible fraction digits as an integer, or `nil` past 18 significant digits.
    public var f: UInt64? { fHuge ? nil : fTail }
    /// `t`: `f` without trailing zeros, or `nil` past 18 significant digits.
    public var t: UInt64? { tHuge ? nil : tTail }

    // Saturated values for comparisons: every rule literal is below 10^18.
    var iValue: UInt64 { iHuge ? .max : iTail }
    var fValue: UInt64 { fHuge ? .max : fTail }
    var tValue: UInt64 { tHuge ? .max : tTail }

    @usableFromInline static let tailModulus: UInt64 = 1_000_000_000_000_000_000

    /// The operands of an integer; negative values use the absolute value.
    public init<T: BinaryInteger>(_ value: T) {
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
    public init?(_ text: String) {
        var failure: PluralOperandsError.Reason?
        guard let operands = _withUTF8(text, { Self.parse($0, failure: &failure) }) else { return nil }
        self = operands
    }

    /// The operands of a decimal written as it is shown, as ``init(_:)-(String)`` reads it;
    /// throws a ``PluralOperandsError`` that says what is wrong with a malformed string.
    public init(parsing text: String) throws(PluralOperandsError) {
        var failure: PluralOperandsError.Reason?
        guard let operands = _withUTF8(text, { Self.parse($0, failure: &failure) }) else {
            throw PluralOperandsError(input: text, reason: failure ?? .empty)
        }
        self = operands
    }

    /// The operands of `value` shown with `fractionDigits` fraction digits, rounded as
    /// `printf("%.*f")` rounds (half to even on the exact binary value): `(1.0, 1)` is `1.0`.
    /// `nil` for infinities, NaN and negative digit counts.
    public init?(_ value: Double, fractionDigits: Int) {
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
        var integer = _TailAccumulator()
        var fraction = _TailAccumulator()
        var trimmed = _TailAccumulator()
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

    /// One pass over the bytes, no allocation: the syntax is checked as the digits are
    /// accumulated. A compact exponent (which moves the decimal point, `1.2c6`, and is known
    /// only at the end) is applied to the accumulated integers when the result has at most 18
    /// integer digits; numbers of more digits, or with a larger exponent, take a second pass
    /// over the digits that places them. This is the one parser of decimal strings: the
    /// compiler reads CLDR samples and command-line values with it too.
    ///
    /// Inlined where it is called, so that ``PluralRules/category(for:)-(String)`` selects on
    /// operands that never leave registers for a returned optional.
    ///
    /// On failure it returns `nil` and says why in `failure`.
    @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, failure: inout PluralOperandsError.Reason?) -> PluralOperands? {
        let count = bytes.count
        guard count > 0, let start = bytes.baseAddress else { failure = .empty; return nil }
        let end = start + count
        var cursor = start
        if start.pointee == 0x2D || start.pointee == 0x2B { cursor += 1 }  // - +
        let mantissaStart = cursor
        // i and f as plain integers, exact while they have at most 18 digits.
        var integer: UInt64 = 0
        while cursor < end, case let digit = cursor.pointee &- 0x30, digit < 10 {
            integer = integer &* 10 &+ UInt64(digit)
            cursor += 1
        }
        let integerCount = cursor - mantissaStart
        guard integerCount > 0 else {
            if cursor == end { failure = .digitExpectedAfterSign; return nil }
            failure = cursor.pointee == 0x2E ? .digitExpectedBeforePoint : .digitExpected(at: cursor - start)
            return nil
        }
        // f, and t: f as it was after its last non-zero digit (no division by ten afterwards).
        var fraction: UInt64 = 0
        var trimmed: UInt64 = 0
        var fractionCount = 0
        var trimmedCount = 0  // v, and w: the digits up to the last non-zero one
        if cursor < end, cursor.pointee == 0x2E {  // .
            cursor += 1
            let fractionStart = cursor
            var trimmedEnd = cursor
            while cursor < end, case let digit = cursor.pointee &- 0x30, digit < 10 {
                fraction = fraction &* 10 &+ UInt64(digit)
                cursor += 1
                if digit != 0 { (trimmed, trimmedEnd) = (fraction, cursor) }
            }
            fractionCount = cursor - fractionStart
            trimmedCount = trimmedEnd - fractionStart
            guard fractionCount > 0 else { failure = .digitExpectedAfterPoint; return nil }
        }
        // The common case ends here: no exponent, at most 18 digits on either side.
        if cursor == end && integerCount <= 18 && fractionCount <= 18 {
            return PluralOperands(
                iTail: integer, iHuge: false, fTail: fraction, fHuge: false, tTail: trimmed, tHuge: false,
                v: fractionCount, w: trimmedCount, e: 0)
        }
        var exponent = 0
        if cursor < end, cursor.pointee | 0x20 == 0x63 || cursor.pointee | 0x20 == 0x65 {  // c C e E
            cursor += 1
            if cursor < end, cursor.pointee == 0x2D { failure = .negativeExponent; return nil }
            if cursor < end, cursor.pointee == 0x2B { cursor += 1 }
            let exponentStart = cursor
            while cursor < end, cursor.pointee &- 0x30 < 10 {
                exponent = exponent * 10 + Int(cursor.pointee &- 0x30)
                guard exponent <= 1000 else { failure = .exponentTooLarge; return nil }
                cursor += 1
            }
            guard cursor > exponentStart else { failure = .exponentDigitsExpected; return nil }
        }
        guard cursor == end else { failure = .unexpectedCharacter(at: cursor - start); return nil }
        let mantissaOffset = mantissaStart - start
        guard fractionCount <= 18 && integerCount &+ exponent <= 18 else {
            return placeDigits(bytes, from: mantissaOffset, integerCount: integerCount, fractionCount: fractionCount, exponent: exponent)
        }
        return shiftingPoint(
            integer: integer, fraction: fraction, fractionCount: fractionCount, trimmed: trimmed, trimmedCount: trimmedCount,
            exponent: exponent)
    }

    /// The operands of `integer.fraction` (`fractionCount` digits, the first `trimmedCount`
    /// of which are `trimmed`) with the point moved `exponent` places right, for a result of at
    /// most 18 integer digits: the fraction's first `exponent` digits join the integer
    /// (`1.25c1` is `12.5`), and zeros follow it when there are fewer (`1.2c6` is `1200000`).
    static func shiftingPoint(
        integer: UInt64, fraction: UInt64, fractionCount: Int, trimmed: UInt64, trimmedCount: Int, exponent: Int
    ) -> PluralOperands {
        // Every value below stays under 10^18: at most 18 digits in all.
        guard exponent < fractionCount else {
            // Every fraction digit joins the integer, and zeros follow them (`1.2c6`).
            return PluralOperands(
                iTail: integer &* powerOfTen(exponent) &+ fraction &* powerOfTen(exponent &- fractionCount), iHuge: false,
                fTail: 0, fHuge: false, tTail: 0, tHuge: false, v: 0, w: 0, e: exponent)
        }
        // The fraction's first `exponent` digits join the integer (`1.25c1` is `12.5`).
        let divisor = powerOfTen(fractionCount &- exponent)  // 10^v after the shift
        // t keeps the digits up to the last non-zero one: those still after the point.
        let w = trimmedCount > exponent ? trimmedCount &- exponent : 0
        return PluralOperands(
            iTail: integer &* powerOfTen(exponent) &+ fraction / divisor, iHuge: false, fTail: fraction % divisor, fHuge: false,
            tTail: trimmed % powerOfTen(w), tHuge: false, v: fractionCount &- exponent, w: w, e: exponent)
    }

    /// 10^`power`, for `power` in 0...18 (a table the compiler lays out from the switch).
    @inline(__always)
    static func powerOfTen(_ power: Int) -> UInt64 {
        switch power {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        default: 1_000_000_000_000_000_000
        }
    }

    /// The operands of digits already checked by ``parse(_:failure:)``, from `start`: any
    /// number of them (their last 18, and whether there are more), the point moved `exponent`
    /// places right (1.20050c3 is 1200.50).
    static func placeDigits(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, integerCount: Int, fractionCount: Int, exponent: Int
    ) -> PluralOperands {
        let shifted = min(exponent, fractionCount)
        let finalIntegerCount = integerCount + shifted
        var integer = _TailAccumulator()
        var fraction = _TailAccumulator()
        var trimmed = _TailAccumulator()
        var trimmedCount = 0
        var position = 0
        var cursor = start
        while position < integerCount + fractionCount {
            let byte = bytes[cursor]
            cursor += 1
            if byte == 0x2E { continue }
            let digit = UInt64(byte &- 0x30)
            if position < finalIntegerCount {
                integer.append(digit)
            } else {
                fraction.append(digit)
                // t: f as it was after its last non-zero digit.
                if digit != 0 { (trimmed, trimmedCount) = (fraction, position + 1 - finalIntegerCount) }
            }
            position += 1
        }
        for _ in 0..<(exponent - shifted) { integer.append(0) }
        return PluralOperands(
            iTail: integer.tail, iHuge: integer.isHuge, fTail: fraction.tail, fHuge: fraction.isHuge,
            tTail: trimmed.tail, tHuge: trimmed.isHuge, v: fractionCount - shifted, w: trimmedCount, e: exponent)
    }

    init(iTail: UInt64, iHuge: Bool, fTail: UInt64, fHuge: Bool, tTail: UInt64, tHuge: Bool, v: Int, w: Int, e: Int) {
        self.iTail = iTail; self.iHuge = iHuge
        self.fTail = fTail; self.fHuge = fHuge
        self.tTail = tTail; self.tHuge = tHuge
        self.v = v; self.w = w; self.e = e
    }
}

/// The last 18 digits of a digit sequence, and whether it has more significant digits: whether
/// its value reached 10^18.
struct _TailAccumulator {
    var tail: UInt64 = 0
    var isHuge = false

    mutating func append(_ digit: UInt64) {
        tail = tail &* 10 &+ digit  // below 10^19 + 10: no overflow
        if tail >= PluralOperands.tailModulus {
            tail %= PluralOperands.tailModulus
            isHuge = true
        }
    }
}

/// Why a string is not a decimal that plural rules can take, from
/// ``PluralOperands/init(parsing:)``.
///
/// ```swift
/// do { _ = try PluralOperands(parsing: "1.") } catch { print(error) }
/// // '1.' is not a decimal number: expected a digit after '.'
/// ```
public struct PluralOperandsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong; offsets count UTF-8 bytes from the start of the input.
    public enum Reason: Sendable, Hashable {
        case empty
        case digitExpectedAfterSign
        case digitExpectedBeforePoint
        case digitExpected(at: Int)
        case digitExpectedAfterPoint
        case negativeExponent
        case exponentDigitsExpected
        case exponentTooLarge
        case unexpectedCharacter(at: Int)
    }

    /// The string as given.
    public var input: String
    public var reason: Reason

    public init(input: String, reason: Reason) {
        self.input = input
        self.reason = reason
    }

    /// What is wrong, in words: `expected a digit after '.'`.
    public var explanation: String {
        switch reason {
        case .empty: "it is empty"
        case .digitExpectedAfterSign: "expected a digit after the sign"
        case .digitExpectedBeforePoint: "expected a digit before '.'"
        case .digitExpected(let offset): "expected a digit at '\(character(at: offset))'"
        case .digitExpectedAfterPoint: "expected a digit after '.'"
        case .negativeExponent: "a negative exponent is not compact decimal notation; write the number out"
        case .exponentDigitsExpected: "expected digits after the exponent marker"
        case .exponentTooLarge: "the exponent is too large (at most 1000)"
        case .unexpectedCharacter(let offset): "unexpected '\(character(at: offset))' at offset \(offset)"
        }
    }

    public var description: String { "'\(input)' is not a decimal number: \(explanation)" }

    /// The whole (possibly multi-byte) character that starts at byte `offset`.
    private func character(at offset: Int) -> String {
        let bytes = Array(input.utf8)
        guard offset < bytes.count else { return "" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}

/// Calls `body` with the UTF-8 of `string`, copying it only when it is not stored contiguously
/// (a bridged string): no allocation for native and small strings. Inlinable, for
/// ``PluralRules/category(for:)-(String)``.
@inlinable
func _withUTF8<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return copy.withUTF8(body)
}
