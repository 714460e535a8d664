// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// Generated accessors name this type, so that accessors generated for another version of the
/// runtime fail to compile with this name in the error instead of misbehaving.
public enum _LocalizationRuntimeVersion1 {}

/// The translations of one table in one locale, as generated accessors store them: one
/// line per key, in the table's key order, and the rules of the locale.
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
public final class _LocalizedStrings: Sendable {
    /// The locale as the table names it: `pt-BR`.
    public let locale: String
    /// The rules of `locale`, or of `root` when the runtime has none for it.
    public let rules: PluralRules
    let text: StaticString
    /// Per key: the message's offset (bits 32…62), its length (bits 0…31), and whether it has
    /// a `%` (bit 63; a message without one is its own text). `missing` for a missing key.
    let messages: [UInt64]

    static let missing = UInt64.max

    public init(locale: StaticString, text: StaticString) {
        self.locale = locale.description
        self.rules = PluralRules(locale: locale.description) ?? PluralRules(locale: "root")!
        self.text = text
        var messages: [UInt64] = []
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
            guard let keyLength = length() else { break }
            index += keyLength + 1  // the key and the space after it
            if index < bytes.count, bytes[index] == 0x2D {  // -
                index += 1
                messages.append(Self.missing)
                continue
            }
            guard let messageLength = length(), index + messageLength <= bytes.count else { break }
            let hasPercent = bytes[index..<(index + messageLength)].contains(0x25)
            messages.append(UInt64(index) << 32 | UInt64(messageLength) | (hasPercent ? 1 << 63 : 0))
            index += messageLength
        }
        self.messages = messages
    }

    /// Whether the table has a translation for key `key` (its position in the key order).
    public func contains(_ key: Int) -> Bool {
        key < messages.count && messages[key] != Self.missing
    }

    /// The text of key `key` with `arguments`, or `fallback`'s (with its rules) when this
    /// table lacks the key.
    public func string(_ key: Int, _ arguments: [_FormatArgument], width: Int = 0, fallback: _LocalizedStrings) -> String {
        guard contains(key) else {
            return fallback === self || !fallback.contains(key) ? "" : fallback.string(key, arguments, width: width, fallback: fallback)
        }
        let entry = messages[key]
        let offset = Int(entry >> 32 & 0x7FFF_FFFF)
        let count = Int(entry & 0xFFFF_FFFF)
        let message = UnsafeBufferPointer(start: text.utf8Start + offset, count: count)
        if entry >> 63 == 0 { return String(decoding: message, as: UTF8.self) }
        return _render(message, arguments, rules: rules, width: width)
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
public enum _CurrentLocale {
    /// The identifier and a count of its changes, so that tables can cache their match.
    static let state = _Protected<(identifier: String?, generation: Int)>((nil, 0))

    /// The identifier last set, or `nil` for each table's development region.
    public static var identifier: String? {
        get { state.get().identifier }
        set { state.update { $0 = (newValue, $0.generation + 1) } }
    }

    /// The identifier and its generation, read together.
    public static var snapshot: (identifier: String?, generation: Int) { state.get() }
}

/// The device family Apple's `NSStringDeviceSpecificRuleType` names, as far as the
/// platform tells without UIKit: iPads are reported as `iphone`.
public let _currentDevice: String = {
    #if os(macOS)
    return "mac"
    #elseif os(watchOS)
    return "applewatch"
    #elseif os(tvOS)
    return "appletv"
    #elseif os(visionOS)
    return "applevision"
    #elseif os(iOS)
    return "iphone"
    #else
    return "other"
    #endif
}()
