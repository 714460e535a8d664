/// Exact decimal expansion of binary floating-point values.
///
/// A finite `Double` is `m × 2^k` for integers `m` and `k`, so its decimal expansion is finite;
/// computing it exactly and rounding half to even gives the digits that glibc's and Apple's
/// `printf("%.*f")` print. Plural categories depend on those digits (`%.1f` of 1 is `1.0`).
enum ExactDecimal {
    /// The integer digits and exactly `fractionDigits` fraction digits of `value` (which must be
    /// finite and non-negative), rounded half to even.
    static func digits(of value: Double, fractionDigits: Int) -> (integer: [UInt8], fraction: [UInt8]) {
        let (allDigits, pointPosition) = exactDigits(of: value)
        // allDigits with the decimal point `pointPosition` digits from the left.
        var integer = Array(allDigits[..<pointPosition])
        var fraction = Array(allDigits[pointPosition...])
        if fraction.count <= fractionDigits {
            fraction += Array(repeating: 0, count: fractionDigits - fraction.count)
        } else {
            let kept = Array(fraction[..<fractionDigits])
            let first = fraction[fractionDigits]
            let sticky = fraction[(fractionDigits + 1)...].contains { $0 != 0 }
            let lastKept = kept.last ?? integer.last ?? 0
            let roundUp = first > 5 || (first == 5 && (sticky || lastKept % 2 == 1))
            fraction = kept
            if roundUp {
                var combined = integer + fraction
                var index = combined.count - 1
                while index >= 0 {
                    if combined[index] == 9 {
                        combined[index] = 0
                        index -= 1
                    } else {
                        combined[index] += 1
                        break
                    }
                }
                if index < 0 { combined.insert(1, at: 0) }
                integer = Array(combined[..<(combined.count - fractionDigits)])
                fraction = Array(combined[(combined.count - fractionDigits)...])
            }
        }
        if integer.isEmpty { integer = [0] }
        return (integer, fraction)
    }

    /// All digits of the exact value and the position of the decimal point in them.
    private static func exactDigits(of value: Double) -> (digits: [UInt8], point: Int) {
        if value == 0 { return ([0], 1) }
        var significand = value.significandBitPattern
        var exponent = Int(value.exponentBitPattern)
        if exponent == 0 {
            exponent = 1  // subnormal
        } else {
            significand |= 1 << 52
        }
        exponent -= 1075  // value = significand × 2^exponent
        var number = BigDecimalDigits(significand)
        if exponent >= 0 {
            for _ in 0..<exponent { number.multiply(by: 2) }
            let digits = number.digits
            return (digits, digits.count)
        }
        // significand / 2^k == significand × 5^k / 10^k
        let k = -exponent
        for _ in 0..<k { number.multiply(by: 5) }
        var digits = number.digits
        if digits.count <= k {
            digits.insert(contentsOf: Array(repeating: 0, count: k - digits.count + 1), at: 0)
        }
        return (digits, digits.count - k)
    }
}

/// A non-negative integer in base 10^9 limbs, least significant first: only what exact
/// double expansion needs.
private struct BigDecimalDigits {
    private static let base: UInt64 = 1_000_000_000
    private var limbs: [UInt64]

    init(_ value: UInt64) {
        limbs = []
        var rest = value
        repeat {
            limbs.append(rest % Self.base)
            rest /= Self.base
        } while rest > 0
    }

    mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = limbs[index] * factor + carry
            limbs[index] = product % Self.base
            carry = product / Self.base
        }
        while carry > 0 {
            limbs.append(carry % Self.base)
            carry /= Self.base
        }
    }

    var digits: [UInt8] {
        var result: [UInt8] = []
        for (position, limb) in limbs.reversed().enumerated() {
            var chunk: [UInt8] = []
            var rest = limb
            for _ in 0..<9 {
                chunk.append(UInt8(rest % 10))
                rest /= 10
            }
            chunk.reverse()
            if position == 0 { chunk = Array(chunk.drop { $0 == 0 }) }
            result += chunk
        }
        return result.isEmpty ? [0] : result
    }
}
