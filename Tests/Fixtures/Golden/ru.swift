// Golden output of RulesEmitter for ru; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: one, few, many, other. CLDR:
    ///   one: v = 0 and i % 10 = 1 and i % 100 != 11
    ///   few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    ///   many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
    ///
    /// Integers: by `i % 100`, one case per category.
    static func cardinal_one_few_many_other_b9cff8(_ i: UInt64) -> PluralCategory {
        switch i % 100 {
        case 1, 21, 31, 41, 51, 61, 71, 81, 91: .one
        case 2...4, 22...24, 32...34, 42...44, 52...54, 62...64, 72...74, 82...84, 92...94: .few
        case 0, 5...20, 25...30, 35...40, 45...50, 55...60, 65...70, 75...80, 85...90, 95...99: .many
        default: .other  // not reached: every residue is listed
        }
    }

    /// The general path, for any operands.
    static func cardinal_one_few_many_other_b9cff8(_ o: PluralOperands) -> PluralCategory {
        let i10 = o.iTail % 10, i100 = o.iTail % 100, v = o.v
        // one: v = 0 and i % 10 = 1 and i % 100 != 11
        if v == 0, i10 == 1, i100 != 11 { return .one }
        // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
        if v == 0, (2...4).contains(i10), !(12...14).contains(i100) { return .few }
        // many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
        if v == 0 {
            if (i10 == 0 || (5...9).contains(i10)) { return .many }
            if (11...14).contains(i100) { return .many }
        }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   one: 1, 21, 31, 41, 51, 61, 71, 81, 91 | the same
    ///   few: 2…4, 22…24, 32…34, 42…44, 52…54, 62…64, 72…74, 82…84, 92…94 | the same
    ///   many: 0, 5…20, 25…30, 35…40, 45…50, 55…60, 65…70, 75…80, 85…90, 95…99 | the same
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var cardinal_one_few_many_other_b9cff8_fast: StaticString {
        """
        4133344444\
        4444444444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4444444444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444\
        4133344444
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
    static func ranges_b7f332(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
        case (.one, .one): .one
        case (.one, .few): .few
        case (.one, .many): .many
        case (.one, .other): .other
        case (.few, .one): .one
        case (.few, .few): .few
        case (.few, .many): .many
        case (.few, .other): .other
        case (.many, .one): .one
        case (.many, .few): .few
        case (.many, .many): .many
        case (.many, .other): .other
        case (.other, .one): .one
        case (.other, .few): .few
        case (.other, .many): .many
        case (.other, .other): .other
        default: .other
        }
    }
}
