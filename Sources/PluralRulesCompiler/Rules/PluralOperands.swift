/// The operands of a number that CLDR plural rules test, exactly as UTS #35 defines them.
///
/// | operand | meaning | `1.50` | `1.2c6` |
/// |---|---|---|---|
/// | `n` | absolute value | 1.5 | 1200000 |
/// | `i` | integer digits of `n` | 1 | 1200000 |
/// | `v` | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | `w` | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | `f` | visible fraction digits, with trailing zeros | 50 | 0 |
/// | `t` | visible fraction digits, without trailing zeros | 5 | 0 |
/// | `c`, `e` | exponent of compact decimal notation | 0 | 6 |
///
/// Every operand is kept exactly, whatever the number of digits: `i % 1000000` of a
/// 30-digit number is right, and no value ever passes through a `Double`.
///
/// ```swift
/// PluralOperands(21)                       // i = 21, v = 0
/// try PluralOperands(parsing: "1.50")       // i = 1, v = 2, f = 50, t = 5
/// PluralOperands(1, fractionDigits: 1)      // "1.0": v = 1, so English says "other"
/// ```
public struct PluralOperands: Hashable, Sendable, CustomStringConvertible {
    /// `i`: the integer digits.
    public let integerPart: DecimalInteger
    /// The visible fraction digits (values 0...9), trailing zeros included: `v` is their count.
    public let fractionDigits: [UInt8]
    /// `e` (and its synonym `c`): the exponent of compact decimal notation, `1.2c6` → 6.
    public let exponent: Int

    /// Operands of an already-shifted decimal: integer digits, fraction digits, exponent.
    public init(integerPart: DecimalInteger, fractionDigits: [UInt8], exponent: Int = 0) {
        self.integerPart = integerPart
        self.fractionDigits = fractionDigits
        self.exponent = exponent
    }

    /// The operands of an integer of any Swift integer type; negative values use the absolute value.
    public init<T: BinaryInteger>(_ value: T) {
        let magnitude = value.magnitude
        if let small = UInt64(exactly: magnitude) {
            self.init(integerPart: DecimalInteger(small), fractionDigits: [])
        } else {
            self.init(integerPart: DecimalInteger(digits: Self.decimalDigits(of: magnitude)), fractionDigits: [])
        }
    }

    /// The operands of `value` shown with exactly `fractionDigits` fraction digits, rounded as
    /// `printf("%.*f")` rounds (half to even on the exact binary value): `(1, 1)` is `1.0`,
    /// `(2.675, 2)` is `2.67`. `nil` for infinities and NaN, or a negative digit count.
    public init?(_ value: Double, fractionDigits: Int) {
        guard value.isFinite, fractionDigits >= 0 else { return nil }
        let (integerDigits, fraction) = ExactDecimal.digits(of: value.magnitude, fractionDigits: fractionDigits)
        self.init(integerPart: DecimalInteger(digits: integerDigits), fractionDigits: fraction)
    }

    /// The operands of a decimal string: an optional sign, digits, optionally `.` and digits,
    /// and optionally a compact exponent `c` or `e` (either case) with digits:
    /// `"1.50"`, `"-0.0"`, `"123456789012345678901234567890.5"`, `"1.2c6"`, `"1.2e6"`.
    /// Throws ``PluralOperandsError`` saying what is wrong with a malformed string.
    public init(parsing string: String) throws(PluralOperandsError) {
        self = try Self.parse(Array(string.utf8), original: string)
    }

    /// The operands of a decimal string, or `nil` when it is malformed; see ``init(parsing:)``.
    public init?(_ string: String) {
        guard let parsed = try? PluralOperands(parsing: string) else { return nil }
        self = parsed
    }

    // MARK: The operands by name

    /// `n` as a `Double`, for display; rules are evaluated on the exact digits instead.
    public var n: Double {
        let fractionText = String(decoding: fractionDigits.map { $0 + 0x30 }, as: UTF8.self)
        return Double("\(integerPart).\(fractionText)0") ?? .infinity
    }
    public var i: DecimalInteger { integerPart }
    public var v: Int { fractionDigits.count }
    public var w: Int { trimmedFraction.count }
    public var f: DecimalInteger { DecimalInteger(digits: fractionDigits) }
    public var t: DecimalInteger { DecimalInteger(digits: trimmedFraction) }
    public var e: Int { exponent }
    public var c: Int { exponent }

    /// Whether `n` has a non-zero fraction (`t != 0`): `1.0` has none, `1.5` has.
    public var hasFraction: Bool { fractionDigits.contains { $0 != 0 } }

    private var trimmedFraction: ArraySlice<UInt8> {
        var end = fractionDigits.endIndex
        while end > fractionDigits.startIndex, fractionDigits[end - 1] == 0 { end -= 1 }
        return fractionDigits[..<end]
    }

    /// The value of `operand` as an integer part and whether a fraction follows it (only `n`
    /// can have one): what a relation compares.
    public func value(of operand: PluralOperand) -> (integer: DecimalInteger, hasFraction: Bool) {
        switch operand {
        case .n: (integerPart, hasFraction)
        case .i: (integerPart, false)
        case .v: (DecimalInteger(UInt64(v)), false)
        case .w: (DecimalInteger(UInt64(w)), false)
        case .f: (f, false)
        case .t: (t, false)
        case .c, .e: (DecimalInteger(UInt64(exponent)), false)
        }
    }

    /// The number written back: `"1.50"`, `"21"`, and compact notation when `e > 0` (`"1.2c6"`).
    /// Parsing the description gives equal operands.
    public var description: String {
        let integerText = integerPart.description
        let fractionText = String(decoding: fractionDigits.map { $0 + 0x30 }, as: UTF8.self)
        guard exponent > 0 else {
            return fractionDigits.isEmpty ? integerText : "\(integerText).\(fractionText)"
        }
        // Move the decimal point `exponent` places back to the left.
        var digits = Array(integerText.utf8) + Array(fractionText.utf8)
        var point = integerText.utf8.count - exponent
        if point < 1 {
            digits.insert(contentsOf: Array(repeating: UInt8(ascii: "0"), count: 1 - point), at: 0)
            point = 1
        }
        var mantissaFraction = Array(digits[point...])
        if fractionDigits.isEmpty {
            // Zeros that the shift turns into integer digits say nothing: 1.200c6 == 1.2c6.
            while mantissaFraction.last == UInt8(ascii: "0") { mantissaFraction.removeLast() }
        }
        let mantissa = String(decoding: digits[..<point], as: UTF8.self)
            + (mantissaFraction.isEmpty ? "" : "." + String(decoding: mantissaFraction, as: UTF8.self))
        return "\(mantissa)c\(exponent)"
    }

    // MARK: Parsing

    private static func parse(_ bytes: [UInt8], original: String) throws(PluralOperandsError) -> PluralOperands {
        func fail(_ reason: String) -> PluralOperandsError { PluralOperandsError(input: original, reason: reason) }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        var index = 0
        guard !bytes.isEmpty else { throw fail("it is empty") }
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerDigits = bytes[integerStart..<index].map { $0 - 0x30 }
        guard !integerDigits.isEmpty else {
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") { throw fail("expected a digit before '.'") }
            throw fail(index < bytes.count ? "expected a digit at '\(Self.character(at: index, in: bytes))'" : "expected a digit after the sign")
        }
        var fraction: [UInt8] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fraction = bytes[fractionStart..<index].map { $0 - 0x30 }
            guard !fraction.isEmpty else { throw fail("expected a digit after '.'") }
        }
        var exponent = 0
        if index < bytes.count, [UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
                throw fail("a negative exponent is not compact decimal notation; write the number out")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") { index += 1 }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { throw fail("expected digits after the exponent marker") }
            guard index - exponentStart <= 4, let value = Int(String(decoding: bytes[exponentStart..<index], as: UTF8.self)), value <= 1000 else {
                throw fail("the exponent is too large (at most 1000)")
            }
            exponent = value
        }
        guard index == bytes.count else {
            throw fail("unexpected '\(Self.character(at: index, in: bytes))' at offset \(index)")
        }
        guard exponent > 0 else {
            return PluralOperands(integerPart: DecimalInteger(digits: integerDigits), fractionDigits: fraction)
        }
        // Shift the decimal point right by the exponent: 1.20050c3 is 1200.50.
        let all = integerDigits + fraction
        let point = integerDigits.count + exponent
        if point >= all.count {
            let shifted = all + Array(repeating: 0, count: point - all.count)
            return PluralOperands(integerPart: DecimalInteger(digits: shifted), fractionDigits: [], exponent: exponent)
        }
        return PluralOperands(
            integerPart: DecimalInteger(digits: all[..<point]), fractionDigits: Array(all[point...]), exponent: exponent)
    }

    private static func character(at index: Int, in bytes: [UInt8]) -> String {
        // Show the whole (possibly multi-byte) character starting at `index`.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private static func decimalDigits<T: BinaryInteger>(of value: T) -> [UInt8] {
        var digits: [UInt8] = []
        var rest = value
        repeat {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
            digits.append(UInt8(remainder))
            rest = quotient
        } while rest != 0
        return digits.reversed()
    }
}

/// Why a string is not a number that plural rules can take.
public struct PluralOperandsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string as given.
    public var input: String
    /// What is wrong with it.
    public var reason: String

    public var description: String { "'\(input)' is not a decimal number: \(reason)" }
}
