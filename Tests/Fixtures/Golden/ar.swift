// Golden output of RulesEmitter for ar; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: zero, one, two, few, many, other. CLDR:
    ///   zero: n = 0
    ///   one: n = 1
    ///   two: n = 2
    ///   few: n % 100 = 3..10
    ///   many: n % 100 = 11..99
    ///
    /// Integers: by `i % 100`, one case per category, after the exceptions.
    static func cardinal_zero_one_two_few_many_other_e790bf(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        return switch i % 100 {
        case 3...10: .few
        case 11...99: .many
        default: .other
        }
    }

    /// The general path, for any operands.
    static func cardinal_zero_one_two_few_many_other_e790bf(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, i100 = o.iTail % 100, t = o.tValue
        // zero: n = 0
        if t == 0, i == 0 { return .zero }
        // one: n = 1
        if t == 0, i == 1 { return .one }
        // two: n = 2
        if t == 0, i == 2 { return .two }
        // few: n % 100 = 3..10
        if t == 0, (3...10).contains(i100) { return .few }
        // many: n % 100 = 11..99
        if t == 0, (11...99).contains(i100) { return .many }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   zero: 0 | none
    ///   one: 1 | none
    ///   two: 2 | none
    ///   few: 3…10 | the same
    ///   many: 11…99 | the same
    ///   other: none | 0…2
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var cardinal_zero_one_two_few_many_other_e790bf_fast: StaticString {
        """
        0123333333\
        3444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        5553333333\
        3444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444\
        4444444444
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
    static func ranges_7ecca9(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
        case (.zero, .one): .zero
        case (.zero, .two): .zero
        case (.zero, .few): .few
        case (.zero, .many): .many
        case (.zero, .other): .other
        case (.one, .two): .other
        case (.one, .few): .few
        case (.one, .many): .many
        case (.one, .other): .other
        case (.two, .few): .few
        case (.two, .many): .many
        case (.two, .other): .other
        case (.few, .few): .few
        case (.few, .many): .many
        case (.few, .other): .other
        case (.many, .few): .few
        case (.many, .many): .many
        case (.many, .other): .other
        case (.other, .one): .other
        case (.other, .two): .other
        case (.other, .few): .few
        case (.other, .many): .many
        case (.other, .other): .other
        default: .other
        }
    }
}
