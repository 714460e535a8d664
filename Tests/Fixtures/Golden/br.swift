// Golden output of RulesEmitter for br; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: one, two, few, many, other. CLDR:
    ///   one: n % 10 = 1 and n % 100 != 11,71,91
    ///   two: n % 10 = 2 and n % 100 != 12,72,92
    ///   few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99
    ///   many: n != 0 and n % 1000000 = 0
    ///
    /// Integers: the rules with v = w = f = t = e = 0.
    static func cardinal_one_two_few_many_other_93d875(_ i: UInt64) -> PluralCategory {
        let i10 = i % 10, i100 = i % 100, i1000000 = i % 1000000
        // one: n % 10 = 1 and n % 100 != 11,71,91
        if i10 == 1, !(i100 == 11 || i100 == 71 || i100 == 91) { return .one }
        // two: n % 10 = 2 and n % 100 != 12,72,92
        if i10 == 2, !(i100 == 12 || i100 == 72 || i100 == 92) { return .two }
        // few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99
        if ((3...4).contains(i10) || i10 == 9), !((10...19).contains(i100) || (70...79).contains(i100) || (90...99).contains(i100)) { return .few }
        // many: n != 0 and n % 1000000 = 0
        if i != 0, i1000000 == 0 { return .many }
        return .other
    }

    /// The general path, for any operands.
    static func cardinal_one_two_few_many_other_93d875(_ o: PluralOperands) -> PluralCategory {
        let i = o.iValue, i10 = o.iTail % 10, i100 = o.iTail % 100, i1000000 = o.iTail % 1000000, t = o.tValue
        // one: n % 10 = 1 and n % 100 != 11,71,91
        if t == 0, i10 == 1, !(i100 == 11 || i100 == 71 || i100 == 91) { return .one }
        // two: n % 10 = 2 and n % 100 != 12,72,92
        if t == 0, i10 == 2, !(i100 == 12 || i100 == 72 || i100 == 92) { return .two }
        // few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99
        if t == 0, ((3...4).contains(i10) || i10 == 9), !((10...19).contains(i100) || (70...79).contains(i100) || (90...99).contains(i100)) { return .few }
        // many: n != 0 and n % 1000000 = 0
        if i != 0, t == 0, i1000000 == 0 { return .many }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 1, 21, 31, 41, 51, 61, 81 | the same
    ///   two: 2, 22, 32, 42, 52, 62, 82 | the same
    ///   few: 3, 4, 9, 23, 24, 29, 33, 34, 39, 43, 44, 49, 53, 54, 59, 63, 64, 69, 83, 84, 89 | the
    ///   same
    ///   other: 0, 5…8, 10…20, 25…28, 30, 35…38, 40, 45…48, 50, 55…58, 60, 65…68, 70…80, 85…88, 90…99 |
    ///   5…8, 10…20, 25…28, 30, 35…38, 40, 45…48, 50, 55…58, 60, 65…68, 70…80, 85…88, 90…99
    ///   ?, the integer function above decides: | 0
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other, ? the integer function; each row ten entries.)
    static var cardinal_one_two_few_many_other_93d875_fast: StaticString {
        """
        5123355553\
        5555555555\
        5123355553\
        5123355553\
        5123355553\
        5123355553\
        5123355553\
        5555555555\
        5123355553\
        5555555555\
        ?123355553\
        5555555555\
        5123355553\
        5123355553\
        5123355553\
        5123355553\
        5123355553\
        5555555555\
        5123355553\
        5555555555
        """
    }
}
