// Golden output of RulesEmitter for he; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: one, two, other. CLDR:
    ///   one: i = 1 and v = 0 or i = 0 and v != 0
    ///   two: i = 2 and v = 0
    ///
    /// Integers: other, except as listed.
    static func cardinal_one_two_other_7fc50f(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_one_two_other_7fc50f(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, v = o.v
        // one: i = 1 and v = 0 or i = 0 and v != 0
        if i == 1, v == 0 { return .one }
        if i == 0, v != 0 { return .one }
        // two: i = 2 and v = 0
        if i == 2, v == 0 { return .two }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 1 | none
    ///   two: 2 | none
    ///   other: 0, 3…99 | 0…99
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var cardinal_one_two_other_7fc50f_fast: StaticString {
        """
        5125555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555
        """
    }
}

extension _PluralRuleData {
    /// Ordinal rules. Categories: other. CLDR:
    ///
    /// Integers: other for all.
    static func ordinal_other(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// The general path, for any operands.
    static func ordinal_other(_ o: PluralOperands) -> PluralCategory {
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   other: 0…99 | the same
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var ordinal_other_fast: StaticString {
        """
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555
        """
    }
}

extension _PluralRuleData {
    /// Plural ranges: the category of a range from the categories of its ends; `other` for pairs CLDR
    /// does not list. The locales using it are in `rangeLocales`.
    static func ranges_b98b28(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
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
