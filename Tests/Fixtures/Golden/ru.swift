// Golden output of RulesEmitter for ru; re-record: PLURAL_RULES_RECORD=1 swift test --filter GoldenTests

extension _PluralRuleData {
    /// Cardinal rules of ru.
    /// Categories: one, few, many, other. CLDR:
    ///   one: v = 0 and i % 10 = 1 and i % 100 != 11
    ///   few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    ///   many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
    ///
    /// Integers: by `i % 100` in a table (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other).
    static func cardinal_ru(_ i: UInt64) -> PluralCategory {
        return _category(in: "4133344444444444444441333444444133344444413334444441333444444133344444413334444441333444444133344444", at: i % 100)
    }

    /// The general path, for any operands.
    static func cardinal_ru(_ o: PluralOperands) -> PluralCategory {
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
}

extension _PluralRuleData {
    /// Ordinal rules of ru.
    /// Categories: other. CLDR:
    ///
    /// Integers: other for all.
    static func ordinal_ru(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// The general path, for any operands.
    static func ordinal_ru(_ o: PluralOperands) -> PluralCategory {
        return .other
    }
}

extension _PluralRuleData {
    /// Plural ranges of ru: the category of a range from the categories of its ends; `other` for pairs
    /// CLDR does not list.
    static func ranges_ru(_ start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
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
