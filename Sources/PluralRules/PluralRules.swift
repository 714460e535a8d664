// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// A rule set's integer fast-path table (`_PluralRuleData.fastTable(_:)`): the category of
/// `i < 100` at entry `i`, and of larger `i` at entry `100 + i % 100`, one ASCII digit each,
/// `"0"` for zero through `"5"` for other, or `"?"` where the rule set's integer function
/// decides (French `many`: `i % 1000000 = 0` needs more than `i % 100`).
///
/// It keeps the address of the table's bytes, taken once when the rules are resolved, so that
/// the inlined integer selection is a remainder and one load: reading through the
/// `StaticString` would test its representation on every call. The table serves integers
/// below 2^32, so that the remainder is a 32-bit one (a multiplication and a shift); larger
/// integers take the integer function, which gives the same answers.
@usableFromInline
struct _FastIntegerTable: @unchecked Sendable {  // the bytes are an immutable literal
    @usableFromInline let bytes: UnsafePointer<UInt8>

    init(_ table: StaticString) {
        bytes = table.utf8Start
    }

    /// The integers the table serves are those below this.
    @inlinable
    static var bound: UInt64 { 1 << 32 }

    /// The raw value of the category of `i`, which must be below ``bound``; above 5 (`"?"`)
    /// when the integer function decides.
    @inlinable
    func rawCategory(_ i: UInt64) -> UInt8 {
        let small = UInt32(truncatingIfNeeded: i)
        let digit = small < 100 ? bytes[Int(small)] : (bytes + 100)[Int(small % 100)]
        return digit &- 0x30
    }
}

/// A generated locale table prepared for ``PluralRules/init(locale:type:)``: its names packed
/// for lookup and, by position, what the rules of each locale hold, so that resolving a locale
/// is a lookup and three loads. Made once per table, on first use, and never freed.
struct _ResolvedLocaleTable: @unchecked Sendable {  // immutable after `init`
    static let cardinal = _ResolvedLocaleTable(_PluralRuleData.cardinalLocales, ranges: true)
    static let ordinal = _ResolvedLocaleTable(_PluralRuleData.ordinalLocales, ranges: false)

    let names: _LocaleResolution.PackedNames
    /// The names as strings, for ``PluralRules/locale``.
    let strings: UnsafePointer<String>
    let ruleSets: UnsafePointer<_PluralRuleData.RuleSet>
    let fastTables: UnsafePointer<_FastIntegerTable>
    /// Plural ranges are cardinal only; a locale without range data answers `other`.
    let rangeSets: UnsafePointer<_PluralRuleData.RangeSet?>

    init(_ table: [(StaticString, _PluralRuleData.RuleSet)], ranges: Bool) {
        names = _LocaleResolution.PackedNames(table)
        let strings = UnsafeMutablePointer<String>.allocate(capacity: table.count)
        let ruleSets = UnsafeMutablePointer<_PluralRuleData.RuleSet>.allocate(capacity: table.count)
        let fastTables = UnsafeMutablePointer<_FastIntegerTable>.allocate(capacity: table.count)
        let rangeSets = UnsafeMutablePointer<_PluralRuleData.RangeSet?>.allocate(capacity: table.count)
        for (index, (name, ruleSet)) in table.enumerated() {
            strings.advanced(by: index).initialize(to: name.description)
            ruleSets.advanced(by: index).initialize(to: ruleSet)
            fastTables.advanced(by: index).initialize(to: _FastIntegerTable(_PluralRuleData.fastTable(ruleSet)))
            let range = ranges ? _LocaleResolution.lookup(_LocaleResolution.buffer(of: name), in: _PluralRuleData.rangeLocales) : nil
            rangeSets.advanced(by: index).initialize(to: range.map { _PluralRuleData.rangeLocales[$0].1 })
        }
        self.strings = UnsafePointer(strings)
        self.ruleSets = UnsafePointer(ruleSets)
        self.fastTables = UnsafePointer(fastTables)
        self.rangeSets = UnsafePointer(rangeSets)
    }
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
    public var locale: String { (type == .cardinal ? _ResolvedLocaleTable.cardinal : _ResolvedLocaleTable.ordinal).strings[localeIndex] }
    public let type: PluralRuleType
    /// The position of ``locale`` in the generated table of its type.
    @usableFromInline let localeIndex: Int
    /// The generated rule set, by name (see `_PluralRuleData.RuleSet`).
    @usableFromInline let ruleSet: _PluralRuleData.RuleSet
    /// The generated plural-ranges table; `nil` for locales without range data.
    @usableFromInline let rangeSet: _PluralRuleData.RangeSet?
    /// The integer fast path.
    @usableFromInline let fastTable: _FastIntegerTable

    // The rest is determined by the locale and the type.
    public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool {
        lhs.type == rhs.type && lhs.localeIndex == rhs.localeIndex
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(localeIndex)
    }

    /// The rules for `locale`, or `nil` when neither it nor any locale it falls back to has
    /// rules of `type`.
    ///
    /// No allocation: the identifier's canonical form is written into a temporary buffer and
    /// looked up in the generated table by its packed names (see `_ResolvedLocaleTable`).
    public init?(locale: String, type: PluralRuleType = .cardinal) {
        let table = type == .cardinal ? _ResolvedLocaleTable.cardinal : _ResolvedLocaleTable.ordinal
        guard let index = _LocaleResolution.resolve(locale, names: table.names) else { return nil }
        self.localeIndex = index
        self.type = type
        ruleSet = table.ruleSets[index]
        fastTable = table.fastTables[index]
        rangeSet = table.rangeSets[index]
    }

    static func locales(_ type: PluralRuleType) -> [(StaticString, _PluralRuleData.RuleSet)] {
        type == .cardinal ? _PluralRuleData.cardinalLocales : _PluralRuleData.ordinalLocales
    }

    /// The locales there are rules of `type` for, as CLDR names them, sorted.
    public static func availableLocales(_ type: PluralRuleType = .cardinal) -> [String] {
        locales(type).map { $0.0.description }
    }

    /// The categories this locale uses, in CLDR order; the last is always `.other`.
    public var categories: [PluralCategory] { _PluralRuleData.categories(ruleSet) }

    /// The category of an integer: for most locales a remainder and a table load, inlined.
    @inlinable
    public func category(for value: Int) -> PluralCategory {
        // A negative value is at least 2^63 as a bit pattern, above the fast path's bound, so
        // the common case needs no absolute value.
        let bits = UInt64(UInt(bitPattern: value))
        if bits < _FastIntegerTable.bound, case let raw = fastTable.rawCategory(bits), raw <= 5 {
            return unsafeBitCast(raw, to: PluralCategory.self)
        }
        return category(integer: UInt64(value.magnitude))
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
        if i < _FastIntegerTable.bound, case let raw = fastTable.rawCategory(i), raw <= 5 {
            return unsafeBitCast(raw, to: PluralCategory.self)
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
        // Parsed where the bytes are and selected there: the operands are never copied out.
        var failure: PluralOperandsError.Reason?
        return _withUTF8(decimal) { bytes in
            PluralOperands.parse(bytes, failure: &failure).map { _PluralRuleData.category($0, ruleSet) }
        }
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
