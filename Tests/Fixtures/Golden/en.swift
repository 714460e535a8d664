// Golden output of RulesEmitter for en; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: one, other. CLDR:
    ///   one: i = 1 and v = 0
    ///
    /// Integers: other, except as listed.
    static func cardinal_one_other_859941(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_one_other_859941(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, v = o.v
        // one: i = 1 and v = 0
        if i == 1, v == 0 { return .one }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 1 | none
    ///   other: 0, 2…99 | 0…99
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var cardinal_one_other_859941_fast: StaticString {
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
    /// Ordinal rules. Categories: one, two, few, other. CLDR:
    ///   one: n % 10 = 1 and n % 100 != 11
    ///   two: n % 10 = 2 and n % 100 != 12
    ///   few: n % 10 = 3 and n % 100 != 13
    ///
    /// Integers: by `i % 100`, one case per category.
    static func ordinal_one_two_few_other_56d2d9(_ i: UInt64) -> PluralCategory {
        switch i % 100 {
        case 1, 21, 31, 41, 51, 61, 71, 81, 91: .one
        case 2, 22, 32, 42, 52, 62, 72, 82, 92: .two
        case 3, 23, 33, 43, 53, 63, 73, 83, 93: .few
        default: .other
        }
    }

    /// The general path, for any operands.
    static func ordinal_one_two_few_other_56d2d9(_ o: PluralOperands) -> PluralCategory {
        let i10 = o.iTail % 10, i100 = o.iTail % 100, t = o.tValue
        // one: n % 10 = 1 and n % 100 != 11
        if t == 0, i10 == 1, i100 != 11 { return .one }
        // two: n % 10 = 2 and n % 100 != 12
        if t == 0, i10 == 2, i100 != 12 { return .two }
        // few: n % 10 = 3 and n % 100 != 13
        if t == 0, i10 == 3, i100 != 13 { return .few }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 1, 21, 31, 41, 51, 61, 71, 81, 91 | the same
    ///   two: 2, 22, 32, 42, 52, 62, 72, 82, 92 | the same
    ///   few: 3, 23, 33, 43, 53, 63, 73, 83, 93 | the same
    ///   other: 0, 4…20, 24…30, 34…40, 44…50, 54…60, 64…70, 74…80, 84…90, 94…99 | the same
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var ordinal_one_two_few_other_56d2d9_fast: StaticString {
        """
        5123555555\
        5555555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5555555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555\
        5123555555
        """
    }
}

extension _PluralRuleData {
    /// Plural ranges: the category of a range from the categories of its ends; `other` for pairs CLDR
    /// does not list. The locales using it are in `rangeLocales`.
    static func ranges_4056e0(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
        case (.one, .other): .other
        case (.other, .one): .other
        case (.other, .other): .other
        default: .other
        }
    }
}
