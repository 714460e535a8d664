// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// A rule set's integer fast-path table, made once per rule set from the generated one
/// (`_PluralRuleData.fastTable(_:)`: the category of `i < 100` at entry `i`, and of larger `i`
/// at entry `100 + i % 100`, one ASCII digit each, `"?"` where the rule set's integer function
/// decides, as for French `many`: `i % 1000000 = 0` needs more than `i % 100`).
///
/// Laid out for the inlined selection: the raw category of `i < 100` at `i`, then 256 slots
/// for the residues by ``residueSlot(_:)``, `0xFF` for `"?"` and for unused slots. A slot is
/// the top byte of the fraction `i / 100` (Lemire's "faster remainder by direct computation"):
/// one multiplication and a shift, where `i % 100` takes two multiplications, a shift and a
/// subtraction. The table serves integers below 2^31, for which the fraction is exact enough
/// and the range check compares with a 32-bit constant; larger integers take the integer
/// function, which gives the same answers.
@usableFromInline
struct _FastIntegerTable: @unchecked Sendable {  // immutable after `init`, never freed
    @usableFromInline let bytes: UnsafePointer<UInt8>

    /// The entries of the generated 200-entry table, laid out as this type reads them.
    init(_ table: StaticString) {
        precondition(table.utf8CodeUnitCount == 200, "a fast-path table has 200 entries")
        let generated = table.utf8Start
        func raw(_ digit: UInt8) -> UInt8 { digit &- 0x30 <= 5 ? digit &- 0x30 : 0xFF }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 356)
        bytes.initialize(repeating: 0xFF, count: 356)
        for i in 0..<100 {
            bytes[i] = raw(generated[i])
            bytes[100 + Self.residueSlot(UInt64(i))] = raw(generated[100 + i])
        }
        self.bytes = UnsafePointer(bytes)
    }

    /// The integers the table serves are those below this.
    @inlinable
    static var bound: UInt64 { 1 << 31 }

    /// The slot of `i % 100` for `i` below ``bound``: the top byte of `i * ⌈2^64 / 100⌉ mod
    /// 2^64`, which is `⌊2.56 (i % 100) + ε⌋` with `ε < 2^-24`, while `2.56 r` is never within
    /// 1/25 below an integer: one slot per residue.
    @inlinable
    static func residueSlot(_ i: UInt64) -> Int {
        Int(truncatingIfNeeded: (i &* 0x028F_5C28_F5C2_8F5D) &>> 56)
    }

    /// The raw value of the category of `i`; above 5 when the table does not decide (`i` at
    /// least ``bound``, or the integer function decides).
    @inlinable
    func rawCategory(_ i: UInt64) -> UInt8 {
        // 100 ≤ i < 2^31, the common case, in one comparison.
        if _fastPath(i &- 100 < Self.bound &- 100) { return bytes[100 &+ Self.residueSlot(i)] }
        return i < 100 ? bytes[Int(i)] : 0xFF
    }
}

/// A generated locale table prepared for ``PluralRules/init(locale:type:)``: its names packed
/// for lookup and, by position, what the rules of each locale hold, so that resolving a locale
/// is a lookup and three loads. Made once per table, on first use, and never freed; held by
/// pointer, so that resolving a locale reads the fields it needs and copies no table.
struct _ResolvedLocaleTable: @unchecked Sendable {  // immutable after `init`
    nonisolated(unsafe) static let cardinal = make(_PluralRuleData.cardinalLocales, ranges: true)
    nonisolated(unsafe) static let ordinal = make(_PluralRuleData.ordinalLocales, ranges: false)

    static func make(_ table: [(StaticString, _PluralRuleData.RuleSet)], ranges: Bool) -> UnsafePointer<_ResolvedLocaleTable> {
        let resolved = UnsafeMutablePointer<_ResolvedLocaleTable>.allocate(capacity: 1)
        resolved.initialize(to: _ResolvedLocaleTable(table, ranges: ranges))
        return UnsafePointer(resolved)
    }

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
        var made: [(_PluralRuleData.RuleSet, _FastIntegerTable)] = []  // one per rule set
        for (index, (name, ruleSet)) in table.enumerated() {
            strings.advanced(by: index).initialize(to: name.description)
            ruleSets.advanced(by: index).initialize(to: ruleSet)
            let fastTable = made.first { $0.0 == ruleSet }?.1 ?? _FastIntegerTable(_PluralRuleData.fastTable(ruleSet))
            if !made.contains(where: { $0.0 == ruleSet }) { made.append((ruleSet, fastTable)) }
            fastTables.advanced(by: index).initialize(to: fastTable)
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
/// has rules (`de-CH` → `de`). Integer selection is a multiplication and a table load.
public struct PluralRules: Sendable, Hashable {
    /// The CLDR locale whose rules these are (`pt_PT`, `de`), after fallback.
    public var locale: String { (type == .cardinal ? _ResolvedLocaleTable.cardinal : _ResolvedLocaleTable.ordinal).pointee.strings[localeIndex] }
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
    /// No allocation: the identifier's canonical form is made in an integer (up to 8 bytes, as
    /// `pt-BR` and `sr-Latn`) or written into a buffer on the stack, and looked up in the
    /// generated table by its packed names (see `_ResolvedLocaleTable`).
    public init?(locale: String, type: PluralRuleType = .cardinal) {
        let table = type == .cardinal ? _ResolvedLocaleTable.cardinal : _ResolvedLocaleTable.ordinal
        guard let index = _LocaleResolution.resolve(locale, names: table.pointee.names) else { return nil }
        self.localeIndex = index
        self.type = type
        ruleSet = table.pointee.ruleSets[index]
        fastTable = table.pointee.fastTables[index]
        rangeSet = table.pointee.rangeSets[index]
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

    /// The category of an integer: for most locales a multiplication and a table load, inlined.
    @inlinable
    public func category(for value: Int) -> PluralCategory {
        // A negative value is at least 2^63 as a bit pattern, outside the table, so the common
        // case needs no absolute value.
        let raw = fastTable.rawCategory(UInt64(UInt(bitPattern: value)))
        if _fastPath(raw <= 5) { return unsafeBitCast(raw, to: PluralCategory.self) }
        return Self.category(outsideTable: value, ruleSet: ruleSet, fastTable: fastTable)
    }

    /// Negative values, values from 2^31 on and those the integer function decides: out of
    /// line, and static, so that the inlined selection stays small and keeps no more of the
    /// rules in registers than it reads.
    @usableFromInline
    static func category(outsideTable value: Int, ruleSet: _PluralRuleData.RuleSet, fastTable: _FastIntegerTable) -> PluralCategory {
        let raw = fastTable.rawCategory(UInt64(value.magnitude))
        if raw <= 5 { return unsafeBitCast(raw, to: PluralCategory.self) }
        return _PluralRuleData.category(integer: UInt64(value.magnitude), ruleSet)
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
        let raw = fastTable.rawCategory(i)
        if raw <= 5 { return unsafeBitCast(raw, to: PluralCategory.self) }
        return _PluralRuleData.category(integer: i, ruleSet)
    }

    /// The category of a number given by its operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        _PluralRuleData.category(operands, ruleSet)
    }

    /// The category of a decimal written as it is shown (`"1.50"`, `"1.0"`, `"1.2c6"`), or
    /// `nil` when the string is not such a number.
    @inlinable
    public func category(for decimal: String) -> PluralCategory? {
        // Inlined where it is called, so that a small string's bytes reach the parser from the
        // caller's frame, with no call and no retain of the string in between (callgrind, the
        // benchmark's decimal row: 259 -> 195 instructions a call). Parsed where the bytes are
        // and selected there: the operands are never copied out.
        let ruleSet = ruleSet
        return _withUTF8(decimal) { Self.category(ofDecimal: $0, ruleSet) }
    }

    /// ``category(for:)-(String)`` on the string's bytes: one function with plain arguments
    /// and result, which both of `_withUTF8`'s paths (small and native strings) call.
    @usableFromInline @inline(never)
    static func category(ofDecimal bytes: UnsafeBufferPointer<UInt8>, _ ruleSet: _PluralRuleData.RuleSet) -> PluralCategory? {
        var failure: PluralOperandsError.Reason?
        return PluralOperands.parse(bytes, failure: &failure).map { _PluralRuleData.category($0, ruleSet) }
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
