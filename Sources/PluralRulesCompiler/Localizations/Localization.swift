/// What one localization source holds for one table in one locale, as its reader read it:
/// the stage between source files and the merged tables.
public struct LocatedTable: Sendable {
    public var table: String
    /// The locale in BCP 47 form with canonical casing: `pt-BR`.
    public var locale: String
    public var entries: [LocalizedEntry]
    /// Keys the source has but whose entries could not be read (each reported): the
    /// translation is there, unusable, so the key falls back without "missing" findings.
    public var unusable: [UnusableEntry] = []
    /// The file the entries come from.
    public var origin: LocalizationFile
    /// Whether the file could be read at all; a file that could not holds an unknown set of
    /// keys, so no key is reported missing from its locale.
    public var isReadable = true
    /// The development region the source itself names: a String Catalog's `sourceLanguage`.
    public var developmentRegion: String?
    /// How many of a String Catalog's keys are in each translation state in this locale;
    /// `nil` for other sources and for the catalog's source language.
    public var catalogStates: CatalogStates?
}

/// How many keys of one language of a String Catalog are in each state Xcode records: a key
/// marked `extractionState` `stale` counts as stale; any other key counts under the least
/// finished `state` of its string units there (a key with plural forms has a unit per form):
/// `new`, then `needs_review`, then any other state, then `translated`.
public struct CatalogStates: Sendable, Hashable {
    /// Keys with a unit in state `new`: not translated yet (a translation platform's or
    /// Xcode's placeholder).
    public var new = 0
    /// Keys with a unit in state `needs_review` (and none `new`): the source text changed, or
    /// a translator asked for another look.
    public var needsReview = 0
    /// Keys Xcode no longer finds in the code (`extractionState` `stale`).
    public var stale = 0
    /// Keys whose units are all `translated`.
    public var translated = 0
    /// Keys with a unit in a state Xcode does not write, or in none.
    public var other = 0

    /// The counts of each state; none by default.
    public init(new: Int = 0, needsReview: Int = 0, stale: Int = 0, translated: Int = 0, other: Int = 0) {
        self.new = new
        self.needsReview = needsReview
        self.stale = stale
        self.translated = translated
        self.other = other
    }

    /// Every key of the language that has units.
    public var total: Int { new + needsReview + stale + translated + other }

    /// The states with their names as Xcode writes them, in the order of the counts above.
    public var named: [(state: String, count: Int)] {
        [("new", new), ("needs_review", needsReview), ("stale", stale), ("translated", translated), ("other", other)]
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            new: lhs.new + rhs.new, needsReview: lhs.needsReview + rhs.needsReview, stale: lhs.stale + rhs.stale,
            translated: lhs.translated + rhs.translated, other: lhs.other + rhs.other)
    }
}

/// A key whose entry is there but cannot be used: the reader reported why.
public struct UnusableEntry: Sendable, Hashable {
    public var key: String
    public var location: SourceLocation
}

/// Reads one format of localization source (``LocalizationFile/Format``) into located tables.
/// Readers report what is wrong at its position and return what they could read.
public protocol LocalizationReader {
    static var format: LocalizationFile.Format { get }
    /// The tables in `file` (the bytes of `source`), with locales named as in `context`.
    static func read(_ source: LocalizationFile, file: SourceFile, context: LocalizationReadingContext, diagnostics: DiagnosticCollector) -> [LocatedTable]
}

/// What readers need to know beyond the file: how folder names map to locales.
public struct LocalizationReadingContext: Sendable {
    /// The development region, which `Base.lproj` stands for.
    public var developmentRegion: String

    public init(developmentRegion: String) {
        self.developmentRegion = developmentRegion
    }
}

/// One table of a project in every locale, merged from its sources.
///
/// `xx.lproj/T.strings` and `xx.lproj/T.stringsdict` form table `T` for locale `xx`; a
/// stringsdict entry overrides a `.strings` entry with the same key, as Foundation does.
public struct LocalizationTable: Sendable {
    /// The table name: `Localizable` for `Localizable.strings`.
    public var name: String
    /// The locales, sorted by identifier.
    public var locales: [LocaleStrings]
    /// The bundle the table belongs to: the folder given, or a `.bundle` inside it; empty for
    /// files given one by one.
    public var bundle = ""
    /// The development region its String Catalog names (`sourceLanguage`), which wins over
    /// the configured one; `nil` for legacy tables.
    public var developmentRegion: String?

    public func strings(for locale: String) -> LocaleStrings? { locales.first { $0.locale == locale } }
}

/// One locale's entries of one table.
public struct LocaleStrings: Sendable {
    /// The locale identifier in BCP 47 form with canonical casing: `en`, `pt-BR`, `zh-Hans`.
    public var locale: String
    /// The `.lproj` folder the entries came from.
    public var folder: String
    /// Entries by key.
    public var entries: [String: LocalizedEntry] {
        didSet { sortedKeys = nil }
    }
    /// Keys present but unusable, by key (see ``UnusableEntry``).
    public var unusable: [String: SourceLocation] = [:]
    /// Whether some file of this locale could not be read at all.
    public var hasUnreadableSource = false
    /// The translation states of a String Catalog's keys here (see ``CatalogStates``).
    public var catalogStates: CatalogStates?
    /// ``keys``, sorted once by the initializer; `nil` after `entries` changed.
    private var sortedKeys: [String]?

    public init(
        locale: String, folder: String, entries: [String: LocalizedEntry], unusable: [String: SourceLocation] = [:], hasUnreadableSource: Bool = false,
        catalogStates: CatalogStates? = nil
    ) {
        self.locale = locale
        self.folder = folder
        self.entries = entries
        self.unusable = unusable
        self.hasUnreadableSource = hasUnreadableSource
        self.catalogStates = catalogStates
        sortedKeys = UTF8Order.sorted(entries.keys)
    }

    /// The keys, sorted by their UTF-8 bytes: Swift's `<` is no total order on keys in
    /// different normalization forms, so sorting by it depends on the dictionary's order.
    /// Sorted when the value is made; after a change of `entries`, sorted on every read.
    public var keys: [String] { sortedKeys ?? UTF8Order.sorted(entries.keys) }
}

/// One key's translation in one locale.
public struct LocalizedEntry: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var content: EntryContent
    /// The translator comment of a `.strings` entry.
    public var comment: String?
    /// A catalog entry Xcode no longer finds in the code (`extractionState` `stale`): checked,
    /// but it gets an accessor only when the configuration asks for it.
    public var isStale = false
    /// `false` for a catalog entry marked `shouldTranslate: false`: no translation is expected.
    public var shouldTranslate = true
    /// Xcode 26 named placeholders (`%(count)lld`): the name of the argument each specifier
    /// takes, by the specifier's location; the name becomes the accessor's argument label.
    public var placeholderNames: [SourceLocation: String] = [:]
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
