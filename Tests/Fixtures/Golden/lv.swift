// Golden output of RulesEmitter for lv; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules of lv.
    /// Categories: zero, one, other. CLDR:
    ///   zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19
    ///   one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f %
    ///   10 = 1
    ///
    /// Integers: by `i % 100` in a table (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other).
    static func cardinal_lv(_ i: UInt64) -> PluralCategory {
        return _category(in: "0155555555000000000001555555550155555555015555555501555555550155555555015555555501555555550155555555", at: i % 100)
    }

    /// The general path, for any operands.
    static func cardinal_lv(_ o: PluralOperands) -> PluralCategory {
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
}

extension _PluralRuleData {
    /// Ordinal rules of lv.
    /// Categories: other. CLDR:
    ///
    /// Integers: other for all.
    static func ordinal_lv(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// The general path, for any operands.
    static func ordinal_lv(_ o: PluralOperands) -> PluralCategory {
        return .other
    }
}

extension _PluralRuleData {
    /// Plural ranges of lv: the category of a range from the categories of its ends; `other` for pairs
    /// CLDR does not list.
    static func ranges_lv(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
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
