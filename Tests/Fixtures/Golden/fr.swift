// Golden output of RulesEmitter for fr; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules of fr.
    /// Categories: one, many, other. CLDR:
    ///   one: i = 0,1
    ///   many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    ///
    /// Integers: the rules with v = w = f = t = e = 0.
    static func cardinal_fr(_ i: UInt64) -> PluralCategory {
        let i1000000 = i % 1000000
        // one: i = 0,1
        if i <= 1 { return .one }
        // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
        if i1000000 == 0 { return .many }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_fr(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, i1000000 = o.iTail % 1000000, v = o.v, e = o.e
        // one: i = 0,1
        if i <= 1 { return .one }
        // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
        if e == 0, i1000000 == 0, v == 0 { return .many }
        if e >= 6 { return .many }
        return .other
    }
}

extension _PluralRuleData {
    /// Ordinal rules of fr.
    /// Categories: one, other. CLDR:
    ///   one: n = 1
    ///
    /// Integers: other, except as listed.
    static func ordinal_fr(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// The general path, for any operands.
    static func ordinal_fr(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, t = o.tValue
        // one: n = 1
        if t == 0, i == 1 { return .one }
        return .other
    }
}

extension _PluralRuleData {
    /// Plural ranges of fr: the category of a range from the categories of its ends; `other` for pairs
    /// CLDR does not list.
    static func ranges_fr(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
            case (.one, .one): .one
            case (.one, .other): .other
            case (.other, .other): .other
            default: .other
        }
    }
}
