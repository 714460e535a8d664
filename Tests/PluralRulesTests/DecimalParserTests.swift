import Testing

@testable import PluralRules

/// The decimal parser's one-pass case (no exponent, at most 18 integer and 18 fraction
/// digits) against its general pass, which places every digit: both must give the same
/// operands on either side of the 18-digit boundary.
@Suite struct DecimalParserPassesTests {
    static func generalPass(_ text: String) -> PluralOperands? {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let start = bytes.first == 0x2D || bytes.first == 0x2B ? 1 : 0
            let integerCount = bytes[start...].prefix { $0 != 0x2E }.count
            let fractionCount = bytes.contains(0x2E) ? bytes.count - start - integerCount - 1 : 0
            return PluralOperands.placeDigits(bytes, from: start, integerCount: integerCount, fractionCount: fractionCount, exponent: 0)
        }
    }

    @Test func onePassAgreesWithTheGeneralPass() {
        var generator = SplitMix(state: 0x5EED)
        var cases = [
            "0", "0.0", "1.50", "-21.300", "+7.000000000000000000", "0.000000000000000001",
            "999999999999999999.999999999999999999", "1000000000000000000", "123456789012345678.1234567890123456789",
            "000000000000000000000001.5", "1.0000000000000000000000", "10.100",
        ]
        for _ in 0..<2000 {
            let integer = String((0..<(1 + Int(generator.next() % 22))).map { _ in Character(String(generator.next() % 10)) })
            let fraction = String((0..<Int(generator.next() % 22)).map { _ in Character(String([0, 0, 0, 5][Int(generator.next() % 4)])) })
            cases.append(fraction.isEmpty ? integer : integer + "." + fraction)
        }
        for text in cases {
            #expect(PluralOperands(text) == Self.generalPass(text), "\(text)")
        }
    }

    /// A compact exponent is applied to the accumulated integers when the result has at most
    /// 18 integer digits, and by the general pass otherwise: both agree on every shift, whether
    /// the exponent is below, at or past the number of fraction digits, on trailing zeros that
    /// stay after the point, and on either side of 18 digits.
    @Test func exponentArithmeticAgreesWithTheGeneralPass() {
        let mantissas = [
            "0", "1", "7", "12", "0.0", "1.5", "1.2", "5.5", "1.25", "1.20", "1.205", "0.00", "1.0001",
            "12345.678", "9.99999999999999999", "123456789.123456789", "0.000000000000000001", "100.00100",
        ]
        for mantissa in mantissas {
            for exponent in 0...21 {
                for marker in ["c", "e"] {
                    let text = mantissa + marker + String(exponent)
                    let expected = text.utf8.withContiguousStorageIfAvailable { bytes in
                        let integerCount = mantissa.utf8.prefix { $0 != 0x2E }.count
                        let fractionCount = mantissa.contains(".") ? mantissa.utf8.count - integerCount - 1 : 0
                        return PluralOperands.placeDigits(
                            bytes, from: 0, integerCount: integerCount, fractionCount: fractionCount, exponent: exponent)
                    }
                    #expect(PluralOperands(text) == expected, "\(text)")
                }
            }
        }
        // Spot checks of the spec's meaning (UTS #35: 1.2c6 is 1200000 with e = 6).
        func operands(_ text: String) -> [UInt64?] {
            guard let o = PluralOperands(text) else { return [] }
            return [o.i, UInt64(o.v), o.f, o.t, UInt64(o.w), UInt64(o.e)]
        }
        #expect(operands("1.25c1") == [12, 1, 5, 5, 1, 1])
        #expect(operands("1.20c1") == [12, 1, 0, 0, 0, 1])
        #expect(operands("1.0001c2") == [100, 2, 1, 1, 2, 2])
        #expect(operands("1.2c6") == [1_200_000, 0, 0, 0, 0, 6])
    }

    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
