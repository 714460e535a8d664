// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// The category a generated table stores at `index`: one ASCII digit per category, `"0"`
/// for zero through `"5"` for other.
@inlinable
func _category(in table: StaticString, at index: UInt64) -> PluralCategory {
    unsafeBitCast(table.utf8Start[Int(index)] &- 0x30, to: PluralCategory.self)
}

/// The plural rules of one locale and type, resolved once and then fast to ask.
///
/// ```swift
/// let ru = PluralRules(locale: "ru")!
/// ru.category(for: 21)                                     // .one
/// ru.category(for: PluralOperands("1.50")!)                // .other
/// ru.categories                                            // [.one, .few, .many, .other]
/// ru.category(forRange: 1, 5)                              // .many ("1–5 файлов")
/// PluralRules(locale: "en", type: .ordinal)!.category(for: 22)  // .two ("22nd")
/// ```
///
/// Locales are written as users write them: `pt-BR`, `pt_PT` (not `pt`), `zh-Hant-TW`,
/// `sr-Latn`, the legacy codes `iw in jw mo tl sh no`; subtags are dropped until a locale
/// has rules (`de-CH` → `de`). Integer selection is a remainder and a table load.
public struct PluralRules: Sendable, Hashable {
    /// The CLDR locale whose rules these are (`pt_PT`, `de`), after fallback.
    public let locale: String
    public let type: PluralRuleType
    /// The generated rule set, by name (see `_PluralRuleData.RuleSet`).
    @usableFromInline let ruleSet: _PluralRuleData.RuleSet
    /// The generated plural-ranges table; `nil` for locales without range data.
    @usableFromInline let rangeSet: _PluralRuleData.RangeSet?
    /// The integer fast path: the category of `i < 100` at `i`, and of larger `i` below
    /// `fastBound` at `100 + i % 100`, one ASCII digit each (see `_category(in:at:)`).
    @usableFromInline let fastTable: StaticString
    @usableFromInline let fastBound: UInt64

    public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool {
        lhs.ruleSet == rhs.ruleSet && lhs.rangeSet == rhs.rangeSet && lhs.type == rhs.type && lhs.locale == rhs.locale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(type)
    }

    /// The rules for `locale`, or `nil` when neither it nor any locale it falls back to has
    /// rules of `type`.
    public init?(locale: String, type: PluralRuleType = .cardinal) {
        let table = type == .cardinal ? _PluralRuleData.cardinalLocales : _PluralRuleData.ordinalLocales
        guard let (name, ruleSet) = _LocaleResolution.resolve(locale, in: table) else { return nil }
        self.locale = name
        self.type = type
        self.ruleSet = ruleSet
        (fastTable, fastBound) = _PluralRuleData.fastTable(ruleSet)
        // Plural ranges are cardinal only; a locale without range data answers `other`.
        self.rangeSet = type == .cardinal ? _LocaleResolution.lookup(Array(name.utf8), in: _PluralRuleData.rangeLocales)?.1 : nil
    }

    /// The locales there are rules of `type` for, as CLDR names them, sorted.
    public static func availableLocales(_ type: PluralRuleType = .cardinal) -> [String] {
        (type == .cardinal ? _PluralRuleData.cardinalLocales : _PluralRuleData.ordinalLocales).map { $0.0.description }
    }

    /// The categories this locale uses, in CLDR order; the last is always `.other`.
    public var categories: [PluralCategory] { _PluralRuleData.categories(ruleSet) }

    /// The category of an integer: for most locales a remainder and a table load, inlined.
    @inlinable
    public func category(for value: Int) -> PluralCategory {
        category(integer: UInt64(value.magnitude))
    }

    /// The category of an integer of any type; negative values use the absolute value.
    @inlinable
    public func category<T: BinaryInteger>(for value: T) -> PluralCategory {
        if let small = UInt64(exactly: value.magnitude) {
            return category(integer: small)
        }
        return _PluralRuleData.category(PluralOperands(value), ruleSet)
    }

    @inlinable
    func category(integer i: UInt64) -> PluralCategory {
        if i < fastBound {
            return _category(in: fastTable, at: i < 100 ? i : 100 &+ i % 100)
        }
        return _PluralRuleData.category(integer: i, ruleSet)
    }

    /// The category of a number given by its operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        _PluralRuleData.category(operands, ruleSet)
    }

    /// The category of a decimal written as it is shown (`"1.50"`, `"1.0"`, `"1.2c6"`), or
    /// `nil` when the string is not such a number.
    public func category(for decimal: String) -> PluralCategory? {
        PluralOperands(decimal).map { _PluralRuleData.category($0, ruleSet) }
    }

    /// The category of `value` shown with `fractionDigits` fraction digits (`printf` rounding).
    public func category(for value: Double, fractionDigits: Int) -> PluralCategory? {
        PluralOperands(value, fractionDigits: fractionDigits).map { _PluralRuleData.category($0, ruleSet) }
    }

    /// The category of a range such as "1–5 days", from the categories of its ends, as CLDR's
    /// plural ranges (and ICU) give it. `.other` for pairs the data does not list, for
    /// locales without range data, and for ordinal rules (CLDR has no ordinal ranges).
    public func category(forRange start: PluralCategory, _ end: PluralCategory) -> PluralCategory {
        guard type == .cardinal, let rangeSet else { return .other }
        return _PluralRuleData.rangeCategory(start, end, rangeSet)
    }

    /// The category of the integer range `start`–`end`.
    public func category(forRange start: Int, _ end: Int) -> PluralCategory {
        category(forRange: category(for: start), category(for: end))
    }

    /// The category of the range between two numbers given by their operands.
    public func category(forRange start: PluralOperands, _ end: PluralOperands) -> PluralCategory {
        category(forRange: category(for: start), category(for: end))
    }

    /// The category of the range between two decimals written as shown, or `nil` when one
    /// of them is not such a number.
    public func category(forRange start: String, _ end: String) -> PluralCategory? {
        guard let first = PluralOperands(start), let last = PluralOperands(end) else { return nil }
        return category(forRange: first, last)
    }
}
