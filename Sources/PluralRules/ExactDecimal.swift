// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

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
