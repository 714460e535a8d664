// Part of the PluralRules library only: what the compiler's reference interpreter and
// optimizer need to evaluate CLDR rule text on the same operands as the generated code.
// Generated files do not embed it (see `RuntimeEmbedding.layout` in the compiler).

/// An operand letter of CLDR rule text (UTS #35): `n i v w f t c e`.
public enum PluralOperand: String, CaseIterable, Sendable, Hashable {
    case n, i, v, w, f, t, c, e
}

extension PluralOperands {
    /// The value of `operand`, or of `operand % modulus`, as a CLDR relation compares it, and
    /// whether a fraction follows it (only `n` has one: `1.5` is `1` with a fraction).
    ///
    /// `i`, `f`, `t` and `n` are kept as their last 18 digits: a remainder is exact when
    /// `modulus` divides 10^18 (every CLDR modulus does) or the operand has at most 18 digits;
    /// without a modulus, an operand of more than 18 digits is `UInt64.max`, above every
    /// literal CLDR rules compare with.
    ///
    /// ```swift
    /// PluralOperands("21.50")!.value(of: .n, modulo: 10)   // (1, hasFraction: true)
    /// PluralOperands("21.50")!.value(of: .f)               // (50, hasFraction: false)
    /// ```
    public func value(of operand: PluralOperand, modulo modulus: UInt64? = nil) -> (value: UInt64, hasFraction: Bool) {
        let tail: UInt64
        let huge: Bool
        switch operand {
        case .n, .i: (tail, huge) = (iTail, iHuge)
        case .f: (tail, huge) = (fTail, fHuge)
        case .t: (tail, huge) = (tTail, tHuge)
        case .v: (tail, huge) = (UInt64(v), false)
        case .w: (tail, huge) = (UInt64(w), false)
        case .c, .e: (tail, huge) = (UInt64(e), false)
        }
        let hasFraction = operand == .n && (tTail != 0 || tHuge)
        if let modulus { return (tail % modulus, hasFraction) }
        return (huge ? .max : tail, hasFraction)
    }

    /// Whether `i`, `f` or `t` has more than 18 significant digits.
    public var hasHugeOperand: Bool { iHuge || fHuge || tHuge }
}
