import PluralRules
import PluralRulesTestSupport
import Testing

/// The runtime's operands: the one type and the one parser that the generated code, the
/// compiler's interpreter and the CLI use.

@Suite struct PluralOperandsTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var input: String
        var i: String, v: Int, w: Int, f: String, t: String, e: Int
        var testDescription: String { input }
    }

    /// The table of UTS #35 ("Plural Operand Examples"), plus long and signed values.
    @Test(arguments: [
        Expected(input: "1", i: "1", v: 0, w: 0, f: "0", t: "0", e: 0),
        Expected(input: "1.0", i: "1", v: 1, w: 0, f: "0", t: "0", e: 0),
        Expected(input: "1.00", i: "1", v: 2, w: 0, f: "0", t: "0", e: 0),
        Expected(input: "1.3", i: "1", v: 1, w: 1, f: "3", t: "3", e: 0),
        Expected(input: "1.30", i: "1", v: 2, w: 1, f: "30", t: "3", e: 0),
        Expected(input: "1.03", i: "1", v: 2, w: 2, f: "3", t: "3", e: 0),
        Expected(input: "1.230", i: "1", v: 3, w: 2, f: "230", t: "23", e: 0),
        Expected(input: "1.50", i: "1", v: 2, w: 1, f: "50", t: "5", e: 0),
        Expected(input: "-0.0", i: "0", v: 1, w: 0, f: "0", t: "0", e: 0),
        Expected(input: "+7", i: "7", v: 0, w: 0, f: "0", t: "0", e: 0),
        Expected(input: "007.10", i: "7", v: 2, w: 1, f: "10", t: "1", e: 0),
        Expected(input: "1200000", i: "1200000", v: 0, w: 0, f: "0", t: "0", e: 0),
        Expected(input: "1.2c6", i: "1200000", v: 0, w: 0, f: "0", t: "0", e: 6),
        Expected(input: "1.2e6", i: "1200000", v: 0, w: 0, f: "0", t: "0", e: 6),
        Expected(input: "123c6", i: "123000000", v: 0, w: 0, f: "0", t: "0", e: 6),
        Expected(input: "123c5", i: "12300000", v: 0, w: 0, f: "0", t: "0", e: 5),
        Expected(input: "1200.50", i: "1200", v: 2, w: 1, f: "50", t: "5", e: 0),
        Expected(input: "1.20050c3", i: "1200", v: 2, w: 1, f: "50", t: "5", e: 3),
        Expected(input: "1.0000001c6", i: "1000000", v: 1, w: 1, f: "1", t: "1", e: 6),
        Expected(input: "123456789012345678901234567890.5", i: "123456789012345678901234567890", v: 1, w: 1, f: "5", t: "5", e: 0),
        Expected(input: "0.000000000000000000000000000001", i: "0", v: 30, w: 30, f: "1", t: "1", e: 0),
        Expected(
            input: "0.123456789012345678901234567890", i: "0", v: 30, w: 29,
            f: "123456789012345678901234567890", t: "12345678901234567890123456789", e: 0),
    ])
    func decimalStringsGiveTheSpecOperands(_ expected: Expected) throws {
        let operands = try PluralOperands(parsing: expected.input)
        // i, f and t are exact up to 18 digits; beyond, their last 18 digits are kept.
        for (operand, digits, value) in [(PluralOperand.i, expected.i, operands.i), (.f, expected.f, operands.f), (.t, expected.t, operands.t)] {
            let significant = digits.drop { $0 == "0" }
            #expect(value == (significant.count <= 18 ? UInt64(digits) : nil), "\(operand)")
            #expect(operands.value(of: operand, modulo: 1_000_000_000_000_000_000).value == UInt64(String(digits.suffix(18))), "\(operand) tail")
        }
        #expect(operands.v == expected.v)
        #expect(operands.w == expected.w)
        #expect(operands.e == expected.e)
        #expect(operands.c == expected.e)
    }

    @Test func compactNotationShiftsThePoint() {
        #expect(PluralOperands("1.2c6") == PluralOperands("1.200c6"))
        #expect(PluralOperands("1.2c6") != PluralOperands("1200000"))  // e differs
        #expect(PluralOperands("5c0") == PluralOperands("5"))
        #expect(PluralOperands("1.20050c3")?.f == 50)
    }

    @Test(arguments: [
        ("", "'' is not a decimal number: it is empty"),
        ("-", "'-' is not a decimal number: expected a digit after the sign"),
        ("1.", "'1.' is not a decimal number: expected a digit after '.'"),
        (".5", "'.5' is not a decimal number: expected a digit before '.'"),
        ("1.2.3", "'1.2.3' is not a decimal number: unexpected '.' at offset 3"),
        ("1,5", "'1,5' is not a decimal number: unexpected ',' at offset 1"),
        ("12 ", "'12 ' is not a decimal number: unexpected ' ' at offset 2"),
        ("1e", "'1e' is not a decimal number: expected digits after the exponent marker"),
        ("1e-3", "'1e-3' is not a decimal number: a negative exponent is not compact decimal notation; write the number out"),
        ("1c99999", "'1c99999' is not a decimal number: the exponent is too large (at most 1000)"),
        ("abc", "'abc' is not a decimal number: expected a digit at 'a'"),
        ("١٢", "'١٢' is not a decimal number: expected a digit at '١'"),
        ("nan", "'nan' is not a decimal number: expected a digit at 'n'"),
        // Offsets count from the start of the input, sign included; junk after an exponent.
        ("-x", "'-x' is not a decimal number: expected a digit at 'x'"),
        ("+1.5x", "'+1.5x' is not a decimal number: unexpected 'x' at offset 4"),
        ("1.2c6x", "'1.2c6x' is not a decimal number: unexpected 'x' at offset 5"),
        ("1.2c+", "'1.2c+' is not a decimal number: expected digits after the exponent marker"),
        ("1c6.5", "'1c6.5' is not a decimal number: unexpected '.' at offset 3"),
        (" 1", "' 1' is not a decimal number: expected a digit at ' '"),
    ])
    func malformedStringsAreRejectedWithAReason(input: String, message: String) {
        #expect(throws: PluralOperandsError.self) { try PluralOperands(parsing: input) }
        do {
            _ = try PluralOperands(parsing: input)
        } catch {
            #expect(error.description == message)
        }
        #expect(PluralOperands(input) == nil)
    }

    @Test func integersOfEveryTypeUseTheirMagnitude() {
        #expect(PluralOperands(-21) == PluralOperands("21"))
        #expect(PluralOperands(Int8.min).i == 128)
        #expect(PluralOperands(Int64.min).i == nil)  // 19 digits: its last 18 are kept
        #expect(PluralOperands(Int64.min) == PluralOperands("9223372036854775808"))
        #expect(PluralOperands(UInt64.max) == PluralOperands("18446744073709551615"))
        #expect(PluralOperands(UInt128.max) == PluralOperands("340282366920938463463374607431768211455"))
        #expect(PluralOperands(999_999_999_999_999_999 as UInt64).i == 999_999_999_999_999_999)
        #expect(PluralOperands(UInt8(5)).v == 0)
    }

    @Test func doublesWithVisibleFractionDigitsRoundLikePrintf() {
        #expect(PluralOperands(1, fractionDigits: 1) == PluralOperands("1.0"))
        #expect(PluralOperands(1.5, fractionDigits: 0) == PluralOperands("2"))  // half to even
        #expect(PluralOperands(2.5, fractionDigits: 0) == PluralOperands("2"))
        #expect(PluralOperands(2.675, fractionDigits: 2) == PluralOperands("2.67"))  // 2.67499999…
        #expect(PluralOperands(0.125, fractionDigits: 2) == PluralOperands("0.12"))  // exact tie → even
        #expect(PluralOperands(-0.0, fractionDigits: 1) == PluralOperands("0.0"))
        #expect(PluralOperands(9.995, fractionDigits: 2) == PluralOperands("9.99"))
        #expect(PluralOperands(9.9951, fractionDigits: 2) == PluralOperands("10.00"))
        #expect(PluralOperands(1e20, fractionDigits: 0) == PluralOperands("100000000000000000000"))
        #expect(PluralOperands(Double.leastNonzeroMagnitude, fractionDigits: 3) == PluralOperands("0.000"))
        #expect(PluralOperands(.infinity, fractionDigits: 0) == nil)
        #expect(PluralOperands(.nan, fractionDigits: 0) == nil)
        #expect(PluralOperands(1, fractionDigits: -1) == nil)
    }

    /// The exact expansion agrees with C's printf for many doubles and precisions.
    @Test func doublesAgreeWithPrintf() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<5000 {
            let magnitude = Double(generator.next() % 1_000_000) / Double([1, 10, 100, 1000, 8, 3][Int(generator.next() % 6)])
            let value = Double(bitPattern: generator.next() % 4 == 0 ? generator.next() >> 2 : magnitude.bitPattern)
            guard value.isFinite else { continue }
            let digits = Int(generator.next() % 8)
            let expected = CFormat.fixed(value.magnitude, digits)
            #expect(PluralOperands(value, fractionDigits: digits) == PluralOperands(expected), "\(value) %.\(digits)f")
        }
    }

    @Test func longDigitStringsGiveExactRemainders() throws {
        let huge = try PluralOperands(parsing: "123456789012345678901234567891")
        #expect(huge.i == nil)
        #expect(huge.value(of: .i, modulo: 10).value == 1)
        #expect(huge.value(of: .i, modulo: 100).value == 91)
        #expect(huge.value(of: .i, modulo: 1_000_000).value == 567891)
        #expect(huge.value(of: .n, modulo: 1_000_000) == (567891, false))
        #expect(huge.value(of: .i).value == .max)  // above every rule literal
        let fraction = try PluralOperands(parsing: "21.50")
        #expect(fraction.value(of: .n, modulo: 10) == (1, true))
        #expect(fraction.value(of: .f) == (50, false))
        #expect(fraction.value(of: .t) == (5, false))
        #expect(fraction.value(of: .v) == (2, false))
        let ru = try #require(PluralRules(locale: "ru"))
        #expect(ru.category(for: huge) == .one)
        #expect(ru.category(for: "123456789012345678901234567811") == .many)
        #expect(ru.category(for: "123456789012345678901234567893") == .few)
        // Russian few/many/one need v = 0: a visible fraction digit makes it 'other'.
        #expect(ru.category(for: "123456789012345678901234567893.0") == .other)
    }
}
