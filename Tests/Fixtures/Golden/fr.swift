// Golden output of RulesEmitter for fr; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: one, many, other. CLDR:
    ///   one: i = 0,1
    ///   many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    ///
    /// Integers: the rules with v = w = f = t = e = 0.
    static func cardinal_one_many_other_6c4765(_ i: UInt64) -> PluralCategory {
        let i1000000 = i % 1000000
        // one: i = 0,1
        if i <= 1 { return .one }
        // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
        if i1000000 == 0 { return .many }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_one_many_other_6c4765(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, i1000000 = o.iTail % 1000000, v = o.v, e = o.e
        // one: i = 0,1
        if i <= 1 { return .one }
        // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
        if e == 0, i1000000 == 0, v == 0 { return .many }
        if e >= 6 { return .many }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 0, 1 | none
    ///   other: 2…99 | 1…99
    ///   ?, the integer function above decides: | 0
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other, ? the integer function; each row ten entries.)
    static var cardinal_one_many_other_6c4765_fast: StaticString {
        """
        1155555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        5555555555\
        ?555555555\
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
    /// Ordinal rules. Categories: one, other. CLDR:
    ///   one: n = 1
    ///
    /// Integers: other, except as listed.
    static func ordinal_one_other_d68bf6(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// The general path, for any operands.
    static func ordinal_one_other_d68bf6(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, t = o.tValue
        // one: n = 1
        if t == 0, i == 1 { return .one }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 1 | none
    ///   other: 0, 2…99 | 0…99
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var ordinal_one_other_d68bf6_fast: StaticString {
        """
        5155555555\
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
    static func ranges_11d88f(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
        case (.one, .one): .one
        case (.one, .other): .other
        case (.other, .other): .other
        default: .other
        }
    }
}
