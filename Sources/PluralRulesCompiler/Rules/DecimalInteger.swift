/// A non-negative integer of any size, exact.
///
/// The operands `i`, `f` and `t` of a decimal such as `123456789012345678901234567890.5`
/// do not fit any machine integer, but rules only take remainders and compare with small
/// literals, which this type does exactly. Values that fit a `UInt64` stay in one.
public struct DecimalInteger: Hashable, Sendable, Comparable, CustomStringConvertible {
    private enum Storage: Hashable, Sendable {
        case small(UInt64)
        /// Decimal digits, most significant first, no leading zero; only for values > UInt64.max.
        case large([UInt8])
    }

    private let storage: Storage

    public static let zero = DecimalInteger(0 as UInt64)

    public init(_ value: UInt64) {
        storage = .small(value)
    }

    /// From decimal digit values (0...9), most significant first; leading zeros are ignored.
    public init<Digits: Collection>(digits: Digits) where Digits.Element == UInt8 {
        let significant = digits.drop { $0 == 0 }
        var value: UInt64 = 0
        for digit in significant {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            if overflow1 || overflow2 {
                storage = .large(Array(significant))
                return
            }
            value = sum
        }
        storage = .small(value)
    }

    /// The value, when it fits a `UInt64`.
    public var uint64Value: UInt64? {
        if case .small(let value) = storage { return value }
        return nil
    }

    public var isZero: Bool { uint64Value == 0 }

    /// `self % modulus`, exact for any size; `modulus` must not be zero.
    public func remainder(dividingBy modulus: UInt64) -> UInt64 {
        precondition(modulus != 0, "remainder by zero")
        switch storage {
        case .small(let value):
            return value % modulus
        case .large(let digits):
            var remainder: UInt64 = 0
            for digit in digits {
                // remainder * 10 + digit, reduced, without overflow for any modulus.
                let (high, low) = remainder.multipliedFullWidth(by: 10)
                let (sum, carry) = low.addingReportingOverflow(UInt64(digit))
                remainder = modulus.dividingFullWidth((high + (carry ? 1 : 0), sum)).remainder
            }
            return remainder
        }
    }

    /// Whether `lower <= self <= upper`.
    public func isIn(_ lower: UInt64, _ upper: UInt64) -> Bool {
        guard let value = uint64Value else { return false }
        return lower <= value && value <= upper
    }

    public static func < (lhs: DecimalInteger, rhs: DecimalInteger) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.small(let a), .small(let b)): a < b
        case (.small, .large): true
        case (.large, .small): false
        case (.large(let a), .large(let b)): a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
        }
    }

    public var description: String {
        switch storage {
        case .small(let value): String(value)
        case .large(let digits): String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
        }
    }
}
