// Golden output of RulesEmitter for kw; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: zero, one, two, few, many, other. CLDR:
    ///   zero: n = 0
    ///   one: n = 1
    ///   two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or
    ///   n != 0 and n % 1000000 = 100000
    ///   few: n % 100 = 3,23,43,63,83
    ///   many: n != 1 and n % 100 = 1,21,41,61,81
    ///
    /// Integers: the rules with v = w = f = t = e = 0.
    static func cardinal_zero_one_two_few_many_other_7e94d3(_ i: UInt64) -> PluralCategory {
        let i100 = i % 100, i1000 = i % 1000, i100000 = i % 100000, i1000000 = i % 1000000
        // zero: n = 0
        if i == 0 { return .zero }
        // one: n = 1
        if i == 1 { return .one }
        // two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n
        // != 0 and n % 1000000 = 100000
        if (i100 == 2 || i100 == 22 || i100 == 42 || i100 == 62 || i100 == 82) { return .two }
        if i1000 == 0, ((1000...20000).contains(i100000) || i100000 == 40000 || i100000 == 60000 || i100000 == 80000) { return .two }
        if i1000000 == 100000 { return .two }
        // few: n % 100 = 3,23,43,63,83
        if (i100 == 3 || i100 == 23 || i100 == 43 || i100 == 63 || i100 == 83) { return .few }
        // many: n != 1 and n % 100 = 1,21,41,61,81
        if (i100 == 1 || i100 == 21 || i100 == 41 || i100 == 61 || i100 == 81) { return .many }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_zero_one_two_few_many_other_7e94d3(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, i100 = o.iTail % 100, i1000 = o.iTail % 1000, i100000 = o.iTail % 100000, i1000000 = o.iTail % 1000000, t = o.tValue
        // zero: n = 0
        if t == 0, i == 0 { return .zero }
        // one: n = 1
        if t == 0, i == 1 { return .one }
        // two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n
        // != 0 and n % 1000000 = 100000
        if t == 0 {
            if (i100 == 2 || i100 == 22 || i100 == 42 || i100 == 62 || i100 == 82) { return .two }
            if i1000 == 0, ((1000...20000).contains(i100000) || i100000 == 40000 || i100000 == 60000 || i100000 == 80000) { return .two }
            if i != 0, i1000000 == 100000 { return .two }
        }
        // few: n % 100 = 3,23,43,63,83
        if t == 0, (i100 == 3 || i100 == 23 || i100 == 43 || i100 == 63 || i100 == 83) { return .few }
        // many: n != 1 and n % 100 = 1,21,41,61,81
        if i != 1, t == 0, (i100 == 1 || i100 == 21 || i100 == 41 || i100 == 61 || i100 == 81) { return .many }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   zero: 0 | none
    ///   one: 1 | none
    ///   two: 2, 22, 42, 62, 82 | the same
    ///   few: 3, 23, 43, 63, 83 | the same
    ///   many: 21, 41, 61, 81 | 1, 21, 41, 61, 81
    ///   other: 4…20, 24…40, 44…60, 64…80, 84…99 | the same
    ///   ?, the integer function above decides: | 0
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other, ? the integer function; each row ten entries.)
    static var cardinal_zero_one_two_few_many_other_7e94d3_fast: StaticString {
        """
        0123555555\
        5555555555\
        5423555555\
        5555555555\
        5423555555\
        5555555555\
        5423555555\
        5555555555\
        5423555555\
        5555555555\
        ?423555555\
        5555555555\
        5423555555\
        5555555555\
        5423555555\
        5555555555\
        5423555555\
        5555555555\
        5423555555\
        5555555555
        """
    }
}

extension _PluralRuleData {
    /// Ordinal rules. Categories: one, many, other. CLDR:
    ///   one: n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84
    ///   many: n = 5 or n % 100 = 5
    ///
    /// Integers: by `i % 100`, one case per category.
    static func ordinal_one_many_other_0b21d8(_ i: UInt64) -> PluralCategory {
        switch i % 100 {
        case 1...4, 21...24, 41...44, 61...64, 81...84: .one
        case 5: .many
        default: .other
        }
    }

    /// The general path, for any operands.
    static func ordinal_one_many_other_0b21d8(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, i100 = o.iTail % 100, t = o.tValue
        // one: n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84
        if t == 0 {
            if (1...4).contains(i) { return .one }
            if ((1...4).contains(i100) || (21...24).contains(i100) || (41...44).contains(i100) || (61...64).contains(i100) || (81...84).contains(i100)) { return .one }
        }
        // many: n = 5 or n % 100 = 5
        if t == 0 {
            if i == 5 { return .many }
            if i100 == 5 { return .many }
        }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 1…4, 21…24, 41…44, 61…64, 81…84 | the same
    ///   many: 5 | the same
    ///   other: 0, 6…20, 25…40, 45…60, 65…80, 85…99 | the same
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var ordinal_one_many_other_0b21d8_fast: StaticString {
        """
        5111145555\
        5555555555\
        5111155555\
        5555555555\
        5111155555\
        5555555555\
        5111155555\
        5555555555\
        5111155555\
        5555555555\
        5111145555\
        5555555555\
        5111155555\
        5555555555\
        5111155555\
        5555555555\
        5111155555\
        5555555555\
        5111155555\
        5555555555
        """
    }
}
