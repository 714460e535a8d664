// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// How one locale writes numbers, from CLDR (`cldr-data/numbers.txt`): the digits of its
/// numbering system, its decimal and grouping separators, its minus and plus signs (with the
/// bidi marks CLDR gives them), the grouping sizes of its decimal pattern (Indian `3;2`:
/// `12,34,567`) and its minimum grouping digits (`es`, `pl`: `1234` but `12 345`).
///
/// The formatter writes `%d %i %u` (any length) and `%f %e %g` (and capitals) with it, as
/// Foundation's `localizedStringWithFormat` does; `%x %o %c %@ %%` are never localized. The
/// locale's default numbering system is used unless a Unicode extension names another numeric
/// one (`ar-u-nu-latn`, `hi-u-nu-deva`). Locales inherit as CLDR says: the likely script
/// (`zh-TW` is `zh-Hant-TW`), parent locales (`en-IN` → `en-001`), then dropping subtags, then
/// root.
///
/// ```swift
/// _format("%d", [.int(1234567)], numbers: _NumberFormat(locale: "hi"))          // "12,34,567"
/// _format("%.1f", [.double(-1234.5)], numbers: _NumberFormat(locale: "ar-EG"))  // "؜-١٬٢٣٤٫٥"
/// ```
public final class _NumberFormat: Sendable, Hashable {
    /// The CLDR locale whose data this is (`ar_EG`, `root`) and its numbering system (`arab`).
    public let locale: String
    public let numberingSystem: String
    /// The UTF-8 of the digits 0…9; empty for ASCII digits.
    let digits: [[UInt8]]
    let decimal: [UInt8]
    let group: [UInt8]
    let minus: [UInt8]
    let plus: [UInt8]
    let primaryGrouping: Int
    let secondaryGrouping: Int
    let minimumGroupingDigits: Int

    // A class, so that passing it down the renderer is one reference, not seven.
    public static func == (lhs: _NumberFormat, rhs: _NumberFormat) -> Bool {
        lhs.locale == rhs.locale && lhs.numberingSystem == rhs.numberingSystem && lhs.digits == rhs.digits
            && lhs.decimal == rhs.decimal && lhs.group == rhs.group && lhs.minus == rhs.minus && lhs.plus == rhs.plus
            && lhs.primaryGrouping == rhs.primaryGrouping && lhs.secondaryGrouping == rhs.secondaryGrouping
            && lhs.minimumGroupingDigits == rhs.minimumGroupingDigits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(numberingSystem)
        hasher.combine(digits)
        hasher.combine(group)
        hasher.combine(decimal)
    }

    /// The format of the locale `identifier` names, as users write it (`de-CH`, `ar_EG`,
    /// `ar-u-nu-latn`); root's for a locale the data does not have.
    public init(locale identifier: String) {
        let table = _NumberTable.shared
        let line =
            _LocaleResolution.resolveInheriting(identifier, parent: table.parent, likelyScript: table.likelyScript) {
                table.localeLine($0)
            } ?? table.localeLine(Array("root".utf8)) ?? []
        // locale ID DEFAULT MIN (SYSTEM DECIMAL GROUP MINUS PLUS PRIMARY SECONDARY)...
        let fields = line.split(separator: 0x20).map { Array($0) }
        var system = fields.count > 1 ? fields[1] : Array("latn".utf8)
        if let requested = _LocaleResolution.unicodeKeyword("nu", in: identifier), table.digits(requested) != nil {
            system = requested
        }
        var block: ArraySlice<[UInt8]>?
        var latn: ArraySlice<[UInt8]>?
        var index = 3
        while index + 7 <= fields.count {
            if fields[index] == system { block = fields[(index + 1)..<(index + 7)] }
            if fields[index] == Array("latn".utf8) { latn = fields[(index + 1)..<(index + 7)] }
            index += 7
        }
        // A numbering system the locale has no symbols for inherits root's (arab, arabext),
        // with the locale's own grouping, else takes the locale's Latin symbols (UTS #35).
        if block == nil, let latnBlock = latn, let root = table.localeLine(Array("root".utf8)) {
            let rootFields = root.split(separator: 0x20).map { Array($0) }
            var index = 3
            while index + 7 <= rootFields.count {
                if rootFields[index] == system { block = rootFields[(index + 1)..<(index + 5)] + latnBlock.suffix(2) }
                index += 7
            }
        }
        let symbols = Array(block ?? latn ?? [[0x2E], [0x2C], [0x2D], [0x2B], [0x33], [0x33]])
        func number(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 * 10 + Int($1 &- 0x30) } }
        locale = fields.count > 0 ? String(decoding: fields[0], as: UTF8.self) : "root"
        numberingSystem = String(decoding: system, as: UTF8.self)
        digits = system == Array("latn".utf8) ? [] : table.digits(system) ?? []
        decimal = symbols[0]
        group = symbols[1]
        minus = symbols[2]
        plus = symbols[3]
        primaryGrouping = number(symbols[4])
        secondaryGrouping = number(symbols[5])
        minimumGroupingDigits = fields.count > 2 ? number(fields[2]) : 1
    }

    /// The format for a translation in `localization` shown to a user who asked for `requested`:
    /// the requested locale's when it is of the same language (`de-CH` reading `de`, `ar-EG`
    /// reading `ar`), else the localization's with the requested numbering system, if any.
    public convenience init(requested: String, localization: String) {
        let language = { (identifier: String) -> [UInt8]? in
            guard let first = _LocaleResolution.canonicalSubtags(identifier).first else { return nil }
            for (from, to) in _LocaleResolution.aliases where _LocaleResolution.equal(first, from) {
                return Array(_LocaleResolution.bytes(of: to).prefix { $0 != 0x5F })
            }
            return first
        }
        if language(requested) == language(localization) {
            self.init(locale: requested)
        } else if let system = _LocaleResolution.unicodeKeyword("nu", in: requested) {
            self.init(locale: localization + "-u-nu-" + String(decoding: system, as: UTF8.self))
        } else {
            self.init(locale: localization)
        }
    }

    /// `plain`, one conversion as `printf` printed it without a width (`-1234.50`, `1.5e+03`,
    /// `inf`), written in this format: its sign, then its digits, grouped before the point.
    /// The sign and the rest apart, with their lengths in Unicode scalars, for padding.
    func localize(_ plain: [UInt8]) -> (sign: [UInt8], signLength: Int, body: [UInt8], bodyLength: Int) {
        var sign: [UInt8] = []
        var index = 0
        if let first = plain.first, first == 0x2D || first == 0x2B || first == 0x20 {  // - + space
            sign = first == 0x2D ? minus : first == 0x2B ? plus : [0x20]
            index = 1
        }
        var body: [UInt8] = []
        var length = 0
        func appendDigit(_ byte: UInt8) {
            if digits.isEmpty { body.append(byte) } else { body += digits[Int(byte - 0x30)] }
            length += 1
        }
        var integerEnd = index
        while integerEnd < plain.count, plain[integerEnd] &- 0x30 < 10 { integerEnd += 1 }
        let count = integerEnd - index
        for position in index..<integerEnd {
            appendDigit(plain[position])
            if separatorFollows(digitsLeft: integerEnd - position - 1, of: count) {
                body += group
                length += Self.scalarCount(group)
            }
        }
        var inExponent = false
        for byte in plain[integerEnd...] {
            if byte &- 0x30 < 10 {
                appendDigit(byte)
            } else if byte == 0x2E, !inExponent {  // .
                body += decimal
                length += Self.scalarCount(decimal)
            } else {
                if byte | 0x20 == 0x65 { inExponent = true }  // e E
                body.append(byte)
                length += 1
            }
        }
        return (sign, Self.scalarCount(sign), body, length)
    }

    /// `value` as `%d` writes it with no flags, width or precision, localized: what
    /// ``append(_:padding:to:)`` writes for it, with no intermediate arrays.
    func appendInteger(_ value: Int, to output: inout _Output) {
        if value < 0 { output += minus }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var rest = value.magnitude
            var count = 0
            repeat {
                buffer[19 - count] = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            if digits.isEmpty && !isGrouped(integerDigits: count) {
                // ASCII digits and no separator (`5`, `999`): at once.
                for position in (20 - count)..<20 { buffer[position] &+= 0x30 }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[(20 - count)..<20]))
                return
            }
            for position in 0..<count {
                let digit = buffer[20 - count + position]
                if digits.isEmpty { output.append(0x30 + digit) } else { output += digits[Int(digit)] }
                if separatorFollows(digitsLeft: count - position - 1, of: count) { output += group }
            }
        }
    }

    /// Whether a group separator follows the integer digit that has `left` digits after it, in
    /// an integer part of `count` digits: where a group ends (the primary group, then every
    /// secondary one), when the number has enough digits to be grouped at all (`es`: `1234`
    /// but `12 345`). The one place that decides it, for ``localize(_:)`` and `%d`.
    func separatorFollows(digitsLeft left: Int, of count: Int) -> Bool {
        guard left > 0, isGrouped(integerDigits: count) else { return false }
        return left == primaryGrouping || (left > primaryGrouping && secondaryGrouping > 0 && (left - primaryGrouping) % secondaryGrouping == 0)
    }

    /// Whether an integer part of `count` digits has group separators at all.
    func isGrouped(integerDigits count: Int) -> Bool {
        primaryGrouping > 0 && count >= primaryGrouping + minimumGroupingDigits
    }

    /// `plain` localized and padded to `specification`'s width (counted in Unicode scalars):
    /// zeros of the numbering system after the sign for `0`, else spaces.
    func append(_ plain: [UInt8], padding specification: _FormatSpecification, to output: inout _Output) {
        let (sign, signLength, body, bodyLength) = localize(plain)
        let padding = max(0, (specification.width ?? 0) - signLength - bodyLength)
        let isFinite = !plain.contains { $0 | 0x20 == 0x6E || $0 | 0x20 == 0x69 }  // nan inf
        let isInteger = specification.conversion | 0x20 == 0x64 || specification.conversion == 0x69 || specification.conversion == 0x75
        if specification.leftAligned {
            output += sign + body
            output.append(contentsOf: repeatElement(0x20, count: padding))
        } else if specification.zeroPadded && isFinite && !(isInteger && specification.precision != nil) {
            output += sign
            for _ in 0..<padding { output += digits.isEmpty ? [0x30] : digits[0] }
            output += body
        } else {
            output.append(contentsOf: repeatElement(0x20, count: padding))
            output += sign + body
        }
    }

    static func scalarCount(_ bytes: [UInt8]) -> Int {
        bytes.count { $0 & 0xC0 != 0x80 }
    }
}

/// The number data the module was generated with (`_NumberData.text`, in the format of
/// `cldr-data/numbers.txt` with its escapes resolved), read once on first use.
final class _NumberTable: Sendable {
    static let shared = _NumberTable(_NumberData.text)

    let text: StaticString
    /// Per kind, the lines' keys (their second field) and their byte ranges, sorted by key.
    let numbering: [(key: [UInt8], range: Range<Int>)]
    let parents: [(key: [UInt8], range: Range<Int>)]
    let likely: [(key: [UInt8], range: Range<Int>)]
    let locales: [(key: [UInt8], range: Range<Int>)]

    init(_ text: StaticString) {
        self.text = text
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var numbering: [(key: [UInt8], range: Range<Int>)] = []
        var parents: [(key: [UInt8], range: Range<Int>)] = []
        var likely: [(key: [UInt8], range: Range<Int>)] = []
        var locales: [(key: [UInt8], range: Range<Int>)] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            // KIND KEY REST: the rest of the line follows the key.
            var kindEnd = start
            while kindEnd < end, bytes[kindEnd] != 0x20 { kindEnd += 1 }
            var keyEnd = min(kindEnd + 1, end)
            while keyEnd < end, bytes[keyEnd] != 0x20 { keyEnd += 1 }
            let kind = Array(bytes[start..<kindEnd])
            let key = Array(bytes[min(kindEnd + 1, end)..<keyEnd])
            let rest = min(keyEnd + 1, end)..<end
            switch kind {
            case Array("numbering".utf8): numbering.append((key, rest))
            case Array("parent".utf8): parents.append((key, rest))
            case Array("likely".utf8): likely.append((key, rest))
            case Array("locale".utf8): locales.append((key, start + kind.count + 1..<end))
            default: break
            }
            start = end + 1
        }
        func sorted(_ list: [(key: [UInt8], range: Range<Int>)]) -> [(key: [UInt8], range: Range<Int>)] {
            list.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        }
        self.numbering = sorted(numbering)
        self.parents = sorted(parents)
        self.likely = sorted(likely)
        self.locales = sorted(locales)
    }

    func find(_ key: [UInt8], in list: [(key: [UInt8], range: Range<Int>)]) -> [UInt8]? {
        var low = 0
        var high = list.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if list[middle].key == key {
                let range = list[middle].range
                return Array(UnsafeBufferPointer(start: text.utf8Start + range.lowerBound, count: range.count))
            }
            if list[middle].key.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// `ID DEFAULT MIN …` of a locale the data has.
    func localeLine(_ locale: [UInt8]) -> [UInt8]? { find(locale, in: locales) }
    func parent(_ locale: [UInt8]) -> [UInt8]? { find(locale, in: parents) }
    func likelyScript(_ languageRegion: [UInt8]) -> [UInt8]? { find(languageRegion, in: likely) }

    /// The UTF-8 of each digit 0…9 of a numeric numbering system.
    func digits(_ system: [UInt8]) -> [[UInt8]]? {
        guard let text = find(system, in: numbering) else { return nil }
        var digits: [[UInt8]] = []
        for byte in text {
            if byte & 0xC0 == 0x80, !digits.isEmpty { digits[digits.count - 1].append(byte) } else { digits.append([byte]) }
        }
        return digits.count == 10 ? digits : nil
    }
}
