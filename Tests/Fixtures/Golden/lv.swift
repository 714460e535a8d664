// Golden output of RulesEmitter for lv; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules. Categories: zero, one, other. CLDR:
    ///   zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19
    ///   one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f %
    ///   10 = 1
    ///
    /// Integers: by `i % 100`, one case per category.
    static func cardinal_zero_one_other_7182ab(_ i: UInt64) -> PluralCategory {
        switch i % 100 {
        case 0, 10...20, 30, 40, 50, 60, 70, 80, 90: .zero
        case 1, 21, 31, 41, 51, 61, 71, 81, 91: .one
        default: .other
        }
    }

    /// The general path, for any operands.
    static func cardinal_zero_one_other_7182ab(_ o: PluralOperands) -> PluralCategory {
        let i10 = o.iTail % 10, i100 = o.iTail % 100, v = o.v, f10 = o.fTail % 10, f100 = o.fTail % 100, t = o.tValue
        // zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19
        if t == 0, i10 == 0 { return .zero }
        if t == 0, (11...19).contains(i100) { return .zero }
        if v == 2, (11...19).contains(f100) { return .zero }
        // one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10
        // = 1
        if t == 0, i10 == 1, i100 != 11 { return .one }
        if v == 2, f10 == 1, f100 != 11 { return .one }
        if v != 2, f10 == 1 { return .one }
        return .other
    }

    /// The integer fast path: entry `i` for `i` below 100, entry `100 + i % 100` for larger `i`.
    /// By category, the values of `i` below 100 | of `i % 100` from 100 on:
    ///   zero: 0, 10…20, 30, 40, 50, 60, 70, 80, 90 | the same
    ///   one: 1, 21, 31, 41, 51, 61, 71, 81, 91 | the same
    ///   other: 2…9, 22…29, 32…39, 42…49, 52…59, 62…69, 72…79, 82…89, 92…99 | the same
    /// (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other; each row ten entries.)
    static var cardinal_zero_one_other_7182ab_fast: StaticString {
        """
        0155555555\
        0000000000\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0000000000\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555\
        0155555555
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
    static func ranges_34de94(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        switch (start, end) {
        case (.zero, .zero): .other
        case (.zero, .one): .one
        case (.zero, .other): .other
        case (.one, .zero): .other
        case (.one, .one): .one
        case (.one, .other): .other
        case (.other, .zero): .other
        case (.other, .one): .one
        case (.other, .other): .other
        default: .other
        }
    }
}
