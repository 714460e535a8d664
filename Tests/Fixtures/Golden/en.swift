// Golden output of RulesEmitter for en; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules of en.
    /// Categories: one, other. CLDR:
    ///   one: i = 1 and v = 0
    ///
    /// Integers: other, except as listed.
    static func cardinal_en(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_en(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, v = o.v
        // one: i = 1 and v = 0
        if i == 1, v == 0 { return .one }
        return .other
    }
}

extension _PluralRuleData {
    /// Ordinal rules of en.
    /// Categories: one, two, few, other. CLDR:
    ///   one: n % 10 = 1 and n % 100 != 11
    ///   two: n % 10 = 2 and n % 100 != 12
    ///   few: n % 10 = 3 and n % 100 != 13
    ///
    /// Integers: by `i % 100` in a table (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other).
    static func ordinal_en(_ i: UInt64) -> PluralCategory {
        return _category(in: "5123555555555555555551235555555123555555512355555551235555555123555555512355555551235555555123555555", at: i % 100)
    }

    /// The general path, for any operands.
    static func ordinal_en(_ o: PluralOperands) -> PluralCategory {
        let i10 = o.iTail % 10, i100 = o.iTail % 100, t = o.tValue
        // one: n % 10 = 1 and n % 100 != 11
        if t == 0, i10 == 1, i100 != 11 { return .one }
        // two: n % 10 = 2 and n % 100 != 12
        if t == 0, i10 == 2, i100 != 12 { return .two }
        // few: n % 10 = 3 and n % 100 != 13
        if t == 0, i10 == 3, i100 != 13 { return .few }
        return .other
    }
}

extension _PluralRuleData {
    /// Plural ranges of en: the category of a range from the categories of its ends; `other` for pairs
    /// CLDR does not list.
    static func ranges_en(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
            case (.one, .other): .other
            case (.other, .one): .other
            case (.other, .other): .other
            default: .other
        }
    }
}
