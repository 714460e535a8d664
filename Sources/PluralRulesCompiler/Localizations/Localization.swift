/// The localizations of a project, as read from its `.lproj` folders.
///
/// `xx.lproj/T.strings` and `xx.lproj/T.stringsdict` form table `T` for locale `xx`; a
/// stringsdict entry overrides a `.strings` entry with the same key, as Foundation does.
public struct LocalizationTable: Sendable {
    /// The table name: `Localizable` for `Localizable.strings`.
    public var name: String
    /// The locales, sorted by identifier.
    public var locales: [LocaleStrings]

    public func strings(for locale: String) -> LocaleStrings? { locales.first { $0.locale == locale } }
}

/// One locale's entries of one table.
public struct LocaleStrings: Sendable {
    /// The locale identifier in BCP 47 form with canonical casing: `en`, `pt-BR`, `zh-Hans`.
    public var locale: String
    /// The `.lproj` folder the entries came from.
    public var folder: String
    /// Entries by key.
    public var entries: [String: LocalizedEntry]

    /// The keys, sorted.
    public var keys: [String] { entries.keys.sorted() }
}

/// One key's translation in one locale.
public struct LocalizedEntry: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var content: EntryContent
    /// The translator comment of a `.strings` entry.
    public var comment: String?
}

/// What an entry holds.
public indirect enum EntryContent: Sendable {
    /// A plain format string: a `.strings` value.
    case format(FormatString, SourceLocation)
    /// `NSStringLocalizedFormatKey` with its variables.
    case variables(format: FormatString, formatLocation: SourceLocation, variables: [String: FormatVariable])
    /// The entry's own `NSStringVariableWidthRuleType` dictionary: forms by width, ascending.
    case widths([(width: Int, content: EntryContent)])
    /// The entry's own `NSStringDeviceSpecificRuleType` dictionary: forms by device name.
    case devices([(device: String, content: EntryContent)])
}

/// A `%#@name@` variable's dictionary.
public struct FormatVariable: Sendable {
    public enum Kind: Sendable {
        /// `NSStringPluralRuleType`: forms by category, and by exact value (`=0`, an extension).
        case plural(valueType: String?, valueTypeLocation: SourceLocation?, forms: [PluralForm])
        /// `NSStringVariableWidthRuleType`: forms by width, ascending.
        case widths([(width: Int, form: FormatString, location: SourceLocation)])
        /// `NSStringDeviceSpecificRuleType`: forms by device name.
        case devices([(device: String, form: FormatString, location: SourceLocation)])
    }

    public var name: String
    public var kind: Kind
    public var location: SourceLocation
}

/// One form of a plural variable.
public struct PluralForm: Sendable {
    public enum Key: Sendable, Hashable, Comparable {
        case exact(UInt64)
        case category(PluralCategory)

        public static func < (lhs: Key, rhs: Key) -> Bool {
            switch (lhs, rhs) {
            case (.exact(let a), .exact(let b)): a < b
            case (.exact, .category): true
            case (.category, .exact): false
            case (.category(let a), .category(let b)): a < b
            }
        }
    }

    public var key: Key
    public var text: FormatString
    public var raw: String
    public var location: SourceLocation
}

/// The device names `NSStringDeviceSpecificRuleType` knows.
public let deviceNames = ["iphone", "ipod", "ipad", "applewatch", "appletv", "applevision", "mac", "other"]
