// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// Generated accessors name this type, so that accessors generated for another version of the
/// runtime fail to compile with this name in the error instead of misbehaving.
public enum _LocalizationRuntimeVersion1 {}

/// The translations of one table in one locale, as generated accessors store them: one
/// line per key, in the same key order in every locale of the table, and the rules of the
/// locale.
///
/// A line is `<length>:<key>`, a space, then `<length>:<message>` (lengths in UTF-8 bytes),
/// or `-` when the locale lacks the key; see ``_render(_:_:rules:width:)`` for messages. For
/// example, with two keys of which the second is missing:
///
/// ```
/// 15:files_remaining 50:%{plural 1 d%|one:%1$d file%|other:%1$d files%}5:title -
/// ```
///
/// The text is read once, when the table is first used, into the position of each message.
/// Accessors name their key (`string("files_remaining", …)`); the development region's table,
/// which every table falls back to, finds its position in a hash table of the key names.
public final class _LocalizedStrings: Sendable {
    /// The locale as the table names it: `pt-BR`.
    public let locale: String
    /// The rules of `locale`, or of `root` when the runtime has none for it.
    public let rules: PluralRules
    let text: StaticString
    /// Per key: the message's offset (bits 32…62), its length (bits 0…31), and whether it has
    /// a `%` (bit 63; a message without one is its own text). `missing` for a missing key.
    let messages: [UInt64]
    /// Per key, its name's offset (bits 32…63) and length (bits 0…31): the development
    /// region's table only.
    let keys: [UInt64]
    /// Per key, where its message's ``_PluralForms`` start in ``pluralForms``, or -1; empty
    /// when no message of the table has them.
    let pluralFormsStart: [Int32]
    /// The ``_PluralForms`` of the table's messages that are one plural selector.
    let pluralForms: [Int32]
    /// Open addressing on the hash of a key's name (``hash(_:)``): its position plus one, 0 for empty.
    let slots: [Int32]
    /// How numbers are written (the locale's CLDR digits, symbols and grouping), or `nil`
    /// for `printf`'s own (`"numbers": "plain"`).
    public let numbers: _NumberFormat?
    /// The identifier these strings were asked for (`ar-u-nu-latn`, `de-CH`), which decides
    /// how numbers are written: ``locale`` unless this is one of ``forLocale(_:)``'s variants.
    public let requestedLocale: String
    /// The variants of ``forLocale(_:)`` made so far, by requested identifier.
    let variants = _Protected<[(String, _LocalizedStrings)]>([])

    static let missing = UInt64.max

    /// - Parameters:
    ///   - indexesKeys: whether other tables look keys up in this one (the development
    ///     region's table).
    ///   - localizedNumbers: whether numbers are written as the locale writes them (as
    ///     `localizedStringWithFormat`) or as `printf` in the C locale (as `String(format:)`).
    public init(locale: StaticString, indexesKeys: Bool = false, localizedNumbers: Bool = true, text: StaticString) {
        self.locale = locale.description
        self.requestedLocale = locale.description
        self.numbers = localizedNumbers ? _NumberFormat(locale: locale.description) : nil
        let rules = PluralRules(locale: locale.description) ?? PluralRules(locale: "root")!
        self.rules = rules
        self.text = text
        var messages: [UInt64] = []
        var pluralFormsStart: [Int32] = []
        var pluralForms: [Int32] = []
        var keys: [UInt64] = []
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var index = 0
        func length() -> Int? {
            var value = 0
            var digits = 0
            while index < bytes.count, bytes[index] &- 0x30 < 10, digits < 10 {
                value = value * 10 + Int(bytes[index] &- 0x30)
                index += 1
                digits += 1
            }
            guard digits > 0, index < bytes.count, bytes[index] == 0x3A else { return nil }  // :
            index += 1
            return value
        }
        while index < bytes.count {
            guard let keyLength = length(), index + keyLength <= bytes.count else { break }
            if indexesKeys { keys.append(UInt64(index) << 32 | UInt64(keyLength)) }
            index += keyLength + 1  // the key and the space after it
            if index < bytes.count, bytes[index] == 0x2D {  // -
                index += 1
                messages.append(Self.missing)
                pluralFormsStart.append(-1)
                continue
            }
            guard let messageLength = length(), index + messageLength <= bytes.count else { break }
            let hasPercent = bytes[index..<(index + messageLength)].contains(0x25)
            messages.append(UInt64(index) << 32 | UInt64(messageLength) | (hasPercent ? 1 << 63 : 0))
            // A plural message's forms, found once here rather than on every call.
            let message = UnsafeBufferPointer(rebasing: bytes[index..<(index + messageLength)])
            let renderer = _MessageRenderer(message: message, arguments: UnsafeBufferPointer(start: nil, count: 0), rules: rules, width: 0, numbers: nil)
            let start = pluralForms.count
            pluralFormsStart.append(hasPercent && renderer.appendPluralForms(to: &pluralForms) ? Int32(start) : -1)
            index += messageLength
        }
        self.messages = messages
        self.pluralFormsStart = pluralForms.isEmpty ? [] : pluralFormsStart
        self.pluralForms = pluralForms
        self.keys = keys
        var slots: [Int32] = []
        if indexesKeys {
            var capacity = 16
            while capacity < keys.count * 2 { capacity *= 2 }
            slots = Array(repeating: 0, count: capacity)
            for (position, key) in keys.enumerated() {
                let name = UnsafeBufferPointer(rebasing: bytes[Int(key >> 32)..<Int(key >> 32 + key & 0xFFFF_FFFF)])
                var slot = Int(Self.hash(name) & UInt64(capacity - 1))
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Int32(position + 1)
            }
        }
        self.slots = slots
    }

    /// The same translations, with numbers written for `requested`.
    init(variantOf base: _LocalizedStrings, requested: String, numbers: _NumberFormat) {
        locale = base.locale
        rules = base.rules
        text = base.text
        messages = base.messages
        pluralFormsStart = base.pluralFormsStart
        pluralForms = base.pluralForms
        keys = base.keys
        slots = base.slots
        self.numbers = numbers
        requestedLocale = requested
    }

    /// These strings for a user who asked for `identifier`: numbers follow its region and
    /// numbering system when it is of this locale's language (`de-CH` reading `de` groups
    /// `1’234`; `ar-EG` reading `ar` writes `١٬٢٣٤`; `ar-u-nu-latn` writes `1,234`), else
    /// this locale's (with the requested numbering system, if any). Variants are kept, so
    /// asking twice gives the same instance.
    public func forLocale(_ identifier: String) -> _LocalizedStrings {
        guard let numbers, identifier != locale else { return self }
        return variants.update { variants in
            if let (_, found) = variants.first(where: { $0.0 == identifier }) { return found }
            let format = _NumberFormat(requested: identifier, localization: locale)
            let strings = format == numbers ? self : _LocalizedStrings(variantOf: self, requested: identifier, numbers: format)
            if variants.count < 64 { variants.append((identifier, strings)) }
            return strings
        }
    }

    /// Whether the bytes at `stored` are `name`'s: eight at a time.
    static func equal(_ stored: UnsafePointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = name.baseAddress else { return true }
        let left = UnsafeRawPointer(stored)
        let right = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= name.count {
            guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset &+= 8
        }
        while offset < name.count {
            guard stored[offset] == base[offset] else { return false }
            offset &+= 1
        }
        return true
    }

    /// A hash of a key's name, eight bytes at a time (an accessor hashes its key on every call;
    /// a byte at a time, a 20-byte key took a hundred instructions). Made and read in the same
    /// process, so the byte order does not matter.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 32
            offset &+= 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(base[offset])
            offset &+= 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        return hash ^ hash >> 32
    }

    /// The position of `key` in the table's key order, or `nil`; for the development
    /// region's table.
    public func position(of key: StaticString) -> Int? {
        guard !slots.isEmpty else { return nil }
        let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        let mask = slots.count - 1
        var slot = Int(Self.hash(name) & UInt64(mask))
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            let entry = keys[position]
            if Int(entry & 0xFFFF_FFFF) == name.count, Self.equal(text.utf8Start + Int(entry >> 32), name) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether the table has a translation at `position` in the key order.
    public func contains(_ position: Int) -> Bool {
        position >= 0 && position < messages.count && messages[position] != Self.missing
    }

    /// The text of `key` with `arguments`: this table's, or `development`'s (with its rules)
    /// when this table lacks the key; `""` for a key neither has.
    public func string(_ key: StaticString, _ arguments: [_FormatArgument], width: Int = 0, development: _LocalizedStrings) -> String {
        arguments.withUnsafeBufferPointer { string(key, $0, width: width, development: development) }
    }

    // One entry point per number of arguments, as generated accessors call them: the arguments
    // stay on the stack, where an array would be allocated and freed on every call.

    /// The text of `key`, which takes no arguments; see ``string(_:_:width:development:)-([_FormatArgument])``.
    public func string(_ key: StaticString, width: Int = 0, development: _LocalizedStrings) -> String {
        string(key, UnsafeBufferPointer(start: nil, count: 0), width: width, development: development)
    }

    /// The text of `key` with one argument.
    public func string(_ key: StaticString, _ a: _FormatArgument, width: Int = 0, development: _LocalizedStrings) -> String {
        withUnsafePointer(to: a) { string(key, UnsafeBufferPointer(start: $0, count: 1), width: width, development: development) }
    }

    /// The text of `key` with two arguments.
    public func string(_ key: StaticString, _ a: _FormatArgument, _ b: _FormatArgument, width: Int = 0, development: _LocalizedStrings) -> String {
        // A homogeneous tuple is laid out as an array of its element type.
        withUnsafePointer(to: (a, b)) {
            $0.withMemoryRebound(to: _FormatArgument.self, capacity: 2) {
                string(key, UnsafeBufferPointer(start: $0, count: 2), width: width, development: development)
            }
        }
    }

    /// The text of `key` with three arguments.
    public func string(
        _ key: StaticString, _ a: _FormatArgument, _ b: _FormatArgument, _ c: _FormatArgument, width: Int = 0,
        development: _LocalizedStrings
    ) -> String {
        withUnsafePointer(to: (a, b, c)) {
            $0.withMemoryRebound(to: _FormatArgument.self, capacity: 3) {
                string(key, UnsafeBufferPointer(start: $0, count: 3), width: width, development: development)
            }
        }
    }

    func string(_ key: StaticString, _ arguments: UnsafeBufferPointer<_FormatArgument>, width: Int, development: _LocalizedStrings) -> String {
        guard let position = development.position(of: key) else { return "" }
        // The development region's text for a missing key still writes numbers as the user reads them.
        let table = contains(position) ? self : development
        guard table.contains(position) else { return "" }
        return table.message(at: position, arguments, width: width, numbers: numbers)
    }

    // Inlined into its one caller, as it was before plural forms made it too large for the
    // optimizer to inline by itself: a call more for every key.
    @inline(__always)
    func message(at position: Int, _ arguments: UnsafeBufferPointer<_FormatArgument>, width: Int, numbers: _NumberFormat?) -> String {
        let entry = messages[position]
        let offset = Int(entry >> 32 & 0x7FFF_FFFF)
        let count = Int(entry & 0xFFFF_FFFF)
        let message = UnsafeBufferPointer(start: text.utf8Start + offset, count: count)
        // A message without `%` is its own text: no renderer, no formatter.
        if entry >> 63 == 0 { return String(decoding: message, as: UTF8.self) }
        if !pluralFormsStart.isEmpty, case let start = Int(pluralFormsStart[position]), start >= 0 {
            return pluralForms.withUnsafeBufferPointer { forms in
                _renderFormatted(message, arguments, rules: rules, width: width, numbers: numbers, pluralForms: forms.baseAddress! + start)
            }
        }
        return _renderFormatted(message, arguments, rules: rules, width: width, numbers: numbers)
    }
}

/// Chooses among shipped localizations: exact match after dropping subtags (`pt-BR-u-…` →
/// `pt-BR`, `zh-Hans-CN` → `zh-Hans`), then another variant of the same language (`pt-PT`
/// → `pt-BR` when only that ships). `table` is sorted by identifier bytes, CLDR style (`pt_BR`).
public func _negotiate<Value>(_ identifier: String, in table: [(StaticString, Value)]) -> Value? {
    if let (_, value) = _LocaleResolution.resolve(identifier, in: table) { return value }
    guard let language = _LocaleResolution.canonicalSubtags(identifier).first else { return nil }
    for (name, value) in table {
        let bytes = _LocaleResolution.bytes(of: name)
        if bytes.starts(with: language), bytes.count == language.count || bytes[language.count] == 0x5F { return value }
    }
    return nil
}

/// The locale that the static accessors of every generated table use (`L10n.filesRemaining(5)`
/// is `L10n.current.filesRemaining(5)`): one for the whole module, or with the `PluralRules`
/// library, for the whole process. Each table serves its best match for it.
///
/// In order: the task's locale (``task``, set by a generated table's `withLocale`), else the
/// identifier the app set (``identifier``), else the user's preferred languages
/// (``_PreferredLanguages/system``), else each table's development region.
public enum _CurrentLocale {
    /// The identifier and a count of its changes, so that tables can cache their match.
    static let state = _Protected<(identifier: String?, generation: Int)>((nil, 0))

    /// The identifier last set, or `nil` for the user's preferred languages.
    public static var identifier: String? {
        get { state.get().identifier }
        set { state.update { $0 = (newValue, $0.generation + 1) } }
    }

    /// The identifier and its generation, read together.
    public static var snapshot: (identifier: String?, generation: Int) { state.get() }

    #if !hasFeature(Embedded)
    /// The locale of the current task and the tasks it creates (not detached ones), which
    /// wins over ``identifier``: a server renders each request in its own language.
    ///
    /// A `TaskLocal` value rather than a `@TaskLocal` property: reading a wrapped static
    /// property cost the generated code's first expression that did so 40–55 ms of type
    /// checking (the wrapper's synthesis), past the 50 ms any generated expression may take.
    ///
    /// Needs the OS's Swift concurrency runtime (macOS 10.15, iOS 13, tvOS 13, watchOS 6, any
    /// visionOS): on older systems there is no task locale, and ``identifier`` decides.
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public static let taskLocale = TaskLocal<String?>(wrappedValue: nil)
    #endif
}
