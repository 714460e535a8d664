// Golden output of RulesEmitter for he; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules of he.
    /// Categories: one, two, other. CLDR:
    ///   one: i = 1 and v = 0 or i = 0 and v != 0
    ///   two: i = 2 and v = 0
    ///
    /// Integers: other, except as listed.
    static func cardinal_he(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_he(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, v = o.v
        // one: i = 1 and v = 0 or i = 0 and v != 0
        if i == 1, v == 0 { return .one }
        if i == 0, v != 0 { return .one }
        // two: i = 2 and v = 0
        if i == 2, v == 0 { return .two }
        return .other
    }
}

extension _PluralRuleData {
    /// Ordinal rules of he.
    /// Categories: other. CLDR:
    ///
    /// Integers: other for all.
    static func ordinal_he(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// The general path, for any operands.
    static func ordinal_he(_ o: PluralOperands) -> PluralCategory {
        return .other
    }
}

extension _PluralRuleData {
    /// Plural ranges of he: the category of a range from the categories of its ends; `other` for pairs
    /// CLDR does not list.
    static func ranges_he(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
            case (.one, .two): .other
            case (.one, .many): .many
            case (.one, .other): .other
            case (.two, .many): .other
            case (.two, .other): .other
            case (.many, .many): .many
            case (.many, .other): .many
            case (.other, .one): .other
            case (.other, .two): .other
            case (.other, .many): .many
            case (.other, .other): .other
            default: .other
        }
    }
}
