/// Every kind of problem the compiler reports, declared once: its stable id, its default
/// severity, a one-line summary and how to fix it.
///
/// The id is what users see in brackets (`… [missing-category]`), configure severities by,
/// and search the documentation for; `plural-rules explain ID` prints the entry, and the
/// catalogue writes its own documentation (``markdownTable``), which a test compares with the
/// DocC article `Diagnostics.md`. A call site adds only what is specific to one occurrence: the
/// message and the place.
///
/// ```swift
/// diagnostics.report(.missingOther, "variable 'days' has no 'other' form", at: location)
/// DiagnosticKind.missingOther.defaultSeverity   // .error
/// ```
public enum DiagnosticKind: String, CaseIterable, Sendable, Hashable, Comparable {
    // MARK: Files, configuration and the command line
    case fileMissing = "file-missing"
    case fileUnreadable = "file-unreadable"
    case fileUnwritable = "file-unwritable"
    case noLocalizations = "no-localizations"
    case unknownTable = "unknown-table"
    case unknownFolder = "unknown-folder"
    case notALocalizationFile = "not-a-localization-file"
    case notAStringsTable = "not-a-strings-table"
    case shadowedTable = "shadowed-table"
    case tableNameCase = "table-name-case"
    case duplicateTable = "duplicate-table"
    case configUnreadable = "config-unreadable"
    case configSyntax = "config-syntax"
    case configValue = "config-value"
    case baselineInvalid = "baseline-invalid"
    case baselined = "baselined"

    // MARK: XML and property lists
    case xmlSyntax = "xml-syntax"
    case plistStructure = "plist-structure"
    case plistValue = "plist-value"
    case duplicateKey = "duplicate-key"
    case equivalentKey = "equivalent-key"
    case appleReader = "apple-reader"

    // MARK: .strings files
    case stringsSyntax = "strings-syntax"
    case stringsEncoding = "strings-encoding"
    case unknownEscape = "unknown-escape"

    // MARK: .stringsdict files
    case stringsdictStructure = "stringsdict-structure"
    case missingFormatKey = "missing-format-key"
    case missingSpecType = "missing-spec-type"
    case unknownRuleType = "unknown-rule-type"
    case unknownForm = "unknown-form"
    case missingOther = "missing-other"
    case invalidValueType = "invalid-value-type"
    case undefinedVariable = "undefined-variable"
    case unusedVariable = "unused-variable"
    case variableCycle = "variable-cycle"
    case variableNesting = "variable-nesting"
    case valueTypeMismatch = "value-type-mismatch"

    // MARK: JSON and String Catalogs
    case jsonSyntax = "json-syntax"
    case catalogStructure = "catalog-structure"
    case translationState = "translation-state"
    case staleEntry = "stale-entry"
    case shouldNotTranslate = "should-not-translate"
    case substitutionMismatch = "substitution-mismatch"
    case catalogKeyConflict = "catalog-key-conflict"
    case catalogUnformatted = "catalog-unformatted"
    case catalogUnrepresentable = "catalog-unrepresentable"
    case catalogInexpressible = "catalog-inexpressible"
    case migrationConflict = "migration-conflict"
    case migrationMismatch = "migration-mismatch"

    // MARK: Format strings
    case formatSpecifier = "format-specifier"
    case literalPercent = "literal-percent"
    case formatUnsupported = "format-unsupported"
    case formatVariable = "format-variable"

    // MARK: Translations against each other and against CLDR
    case argumentGap = "argument-gap"
    case argumentType = "argument-type"
    case argumentMismatch = "argument-mismatch"
    case missingDevelopmentRegion = "missing-development-region"
    case missingInDevelopmentRegion = "missing-in-development-region"
    case missingTranslation = "missing-translation"
    case emptyTranslation = "empty-translation"
    case unknownPluralLocale = "unknown-plural-locale"
    case missingCategory = "missing-category"
    case unusedCategory = "unused-category"
    case spelledNumber = "spelled-number"
    case numberlessForm = "numberless-form"
    case exactForm = "exact-form"
    case zeroForm = "zero-form"
    case nameCollision = "name-collision"

    // MARK: CLDR data and rules
    case cldrMissing = "cldr-missing"
    case cldrStructure = "cldr-structure"
    case cldrMissingOther = "cldr-missing-other"
    case cldrVersionUnknown = "cldr-version-unknown"
    case duplicateCategory = "duplicate-category"
    case duplicateLocale = "duplicate-locale"
    case unknownCategory = "unknown-category"
    case ruleSyntax = "rule-syntax"
    case unknownLocale = "unknown-locale"
    case unsupportedModulus = "unsupported-modulus"
    case unsupportedValue = "unsupported-value"

    /// The id users see, in kebab case: `missing-category`.
    public var id: String { rawValue }

    /// The kind with this id, or `nil`.
    public init?(id: String) { self.init(rawValue: id) }

    /// The part of the toolchain that reports it, for the documentation.
    public enum Area: String, Sendable, CaseIterable {
        case files = "Files, configuration and the command line"
        case xml = "XML and property lists"
        case strings = ".strings files"
        case stringsdict = ".stringsdict files"
        case catalogs = "JSON and String Catalogs (.xcstrings)"
        case formats = "Format strings"
        case translations = "Translations against each other and against CLDR"
        case cldr = "CLDR data and rules"
    }

    public var area: Area {
        switch self {
        case .fileMissing, .fileUnreadable, .fileUnwritable, .noLocalizations, .unknownTable, .unknownFolder, .notALocalizationFile,
            .notAStringsTable, .shadowedTable, .tableNameCase, .duplicateTable, .configUnreadable, .configSyntax, .configValue, .baselineInvalid, .baselined:
            .files
        case .xmlSyntax, .plistStructure, .plistValue, .duplicateKey, .equivalentKey, .appleReader: .xml
        case .stringsSyntax, .stringsEncoding, .unknownEscape: .strings
        case .stringsdictStructure, .missingFormatKey, .missingSpecType, .unknownRuleType, .unknownForm, .missingOther,
            .invalidValueType, .undefinedVariable, .unusedVariable, .variableCycle, .variableNesting, .valueTypeMismatch:
            .stringsdict
        case .jsonSyntax, .catalogStructure, .translationState, .staleEntry, .shouldNotTranslate, .substitutionMismatch, .catalogKeyConflict,
            .catalogUnformatted, .catalogUnrepresentable, .catalogInexpressible, .migrationConflict, .migrationMismatch:
            .catalogs
        case .formatSpecifier, .literalPercent, .formatUnsupported, .formatVariable: .formats
        case .argumentGap, .argumentType, .argumentMismatch, .missingDevelopmentRegion, .missingInDevelopmentRegion,
            .missingTranslation, .emptyTranslation, .unknownPluralLocale, .missingCategory, .unusedCategory, .spelledNumber, .numberlessForm, .exactForm,
            .zeroForm, .nameCollision:
            .translations
        case .cldrMissing, .cldrStructure, .cldrMissingOther, .cldrVersionUnknown, .duplicateCategory, .duplicateLocale, .unknownCategory,
            .ruleSyntax, .unknownLocale, .unsupportedModulus, .unsupportedValue:
            .cldr
        }
    }

    /// How serious it is unless configured otherwise.
    public var defaultSeverity: DiagnosticSeverity {
        switch self {
        case .unknownFolder, .notALocalizationFile, .shadowedTable, .tableNameCase, .duplicateTable, .duplicateKey, .equivalentKey, .literalPercent,
            .missingDevelopmentRegion, .missingInDevelopmentRegion, .unknownEscape, .missingTranslation, .emptyTranslation, .unknownPluralLocale,
            .missingCategory,
            .unusedCategory, .spelledNumber, .numberlessForm, .translationState, .shouldNotTranslate, .catalogKeyConflict, .cldrVersionUnknown:
            .warning
        // A name collision is about the names the tool makes, not about a translation: what
        // a key's accessor is called is worth knowing, but no reason to fail a build that
        // treats warnings as errors.
        case .exactForm, .zeroForm, .notAStringsTable, .baselined, .staleEntry, .nameCollision:
            .note
        default:
            .error
        }
    }

    /// Whether the problem makes one entry unusable and nothing else: in a translation it is
    /// a warning by default, since the key then shows the development region's text there
    /// (as Foundation falls back), and the rest of the project is generated as usual.
    public var isEntryDefect: Bool {
        switch self {
        case .stringsSyntax, .plistStructure, .plistValue, .stringsdictStructure, .missingFormatKey, .missingSpecType,
            .unknownRuleType, .unknownForm, .missingOther, .invalidValueType, .undefinedVariable, .unusedVariable,
            .variableCycle, .variableNesting, .valueTypeMismatch, .formatSpecifier, .formatUnsupported, .formatVariable, .argumentGap,
            .argumentType, .argumentMismatch, .catalogStructure, .substitutionMismatch, .jsonSyntax, .appleReader:
            true
        default:
            false
        }
    }

    /// What is wrong, in one line.
    public var summary: String {
        switch self {
        case .fileMissing: "A path given to the tool does not exist."
        case .fileUnreadable: "A file or folder exists but cannot be read."
        case .fileUnwritable: "A generated file cannot be written."
        case .noLocalizations: "No localization files were found under the inputs."
        case .unknownTable: "`--table` names a table that none of the inputs has."
        case .unknownFolder: "An `.lproj` folder's name is not a locale, so its files are skipped."
        case .notALocalizationFile:
            "A file given to the tool is not a `.strings` or `.stringsdict` file inside an `.lproj` folder, nor a `.xcstrings` String Catalog; it is skipped."
        case .notAStringsTable: "A table localizes `Info.plist` or a storyboard or xib, not `NSLocalizedString`: it is not checked and gets no accessors."
        case .shadowedTable: "Two folders hold one table for one locale (`Base.lproj` and `en.lproj`, `zh_CN` and `zh-CN`); Foundation reads only one."
        case .tableNameCase:
            "A table's file is spelled with other capitals than the name it is looked up by (`infoPlist.strings` for `InfoPlist`, `localizable.strings` beside the other localizations' `Localizable.strings`); bundles look up resources by their exact name on a case-sensitive file system, as iOS devices have, where the file is not found."
        case .duplicateTable: "Two bundles of one run hold a table of the same name, which would make two types of one name."
        case .configUnreadable: "The `plural-rules.json` configuration cannot be read."
        case .configSyntax: "The configuration is not a JSON object."
        case .configValue: "A configuration key is unknown or has a value of the wrong kind."
        case .baselineInvalid: "The baseline file cannot be read, or is not one `lint --write-baseline` wrote."
        case .baselined: "How many findings the configured baseline accepts; they are not shown."
        case .xmlSyntax: "The file is not well-formed XML."
        case .plistStructure: "The XML is not a property list of the expected shape."
        case .plistValue: "A property list `<integer>` or `<real>` does not hold a number."
        case .duplicateKey: "A key appears twice in one dictionary, JSON object or `.strings` file; the later value wins, as in Foundation."
        case .equivalentKey:
            "Two keys of one table and locale are the same text in different Unicode normalization forms (`café` precomposed and decomposed): Foundation keeps both, Swift sees one, so only the later gets an accessor."
        case .stringsSyntax: "The `.strings` file breaks the syntax Foundation reads."
        case .stringsEncoding: "The `.strings` file is neither valid UTF-8 nor UTF-16."
        case .unknownEscape: "A backslash escape that `.strings` does not define; Foundation keeps the character after it."
        case .appleReader:
            "Apple's reader (CoreFoundation's property list parser, which `Bundle` uses) reads the file otherwise than the tool does or rejects it whole, although the tool reads it: an invisible U+FEFF, text or a comment between property list elements. On Apple platforms Foundation then shows the development region's text; the generated accessors still show what the tool read."
        case .stringsdictStructure: "A `.stringsdict` entry, variable or form has the wrong kind of value."
        case .missingFormatKey: "A `.stringsdict` entry has no `NSStringLocalizedFormatKey`."
        case .missingSpecType: "A `.stringsdict` variable has no `NSStringFormatSpecTypeKey`."
        case .unknownRuleType: "A variable's `NSStringFormatSpecTypeKey` is not a rule type Apple defines."
        case .unknownForm: "A form key is not a plural category, an exact value, a width or a device."
        case .missingOther: "A plural variable has no `other` form, which every number may fall back to."
        case .invalidValueType: "`NSStringFormatValueTypeKey` is not a format specifier."
        case .undefinedVariable: "`%#@name@` refers to a variable the entry does not define."
        case .unusedVariable: "A variable dictionary that nothing refers to."
        case .variableCycle: "Variables refer to each other in a cycle."
        case .variableNesting: "Variables refer to variables more than 8 levels deep, or their forms multiply to more than 10,000."
        case .valueTypeMismatch: "A form prints the variable's value with a specifier of another type than `NSStringFormatValueTypeKey`."
        case .jsonSyntax: "The file is not valid JSON (RFC 8259): broken structure, invalid UTF-8, an unknown escape or a lone surrogate."
        case .catalogStructure: "A String Catalog entry, localization, variation or substitution has the wrong kind of value."
        case .translationState: "Translations in state `new` or `needs_review` (counted per locale): Xcode ships them, but no translator has finished them."
        case .staleEntry: "A catalog entry whose `extractionState` is `stale` (Xcode no longer finds it in the code): it is checked, and gets no accessor."
        case .shouldNotTranslate:
            "An entry marked `shouldTranslate: false` has translations; it is not expected in other languages, so none is reported missing."
        case .substitutionMismatch: "A translation's substitution takes another argument (`argNum`) or type (`formatSpecifier`) than the development region's."
        case .catalogKeyConflict:
            "A key is both in a String Catalog and in a `.strings`/`.stringsdict` table (or another catalog) of the same name; the catalog's entry is used."
        case .catalogUnformatted:
            "`plural-rules format --check`: a String Catalog is not byte for byte as Xcode writes it (key order, indentation, escapes, a final line break); the diagnostic points at the first difference, so the next save in Xcode would rewrite the file from there."
        case .catalogUnrepresentable:
            "`plural-rules format` cannot write a String Catalog as Xcode would without changing what it holds: a key given twice in one object (or twice in different Unicode normalization forms, which Xcode reads as one key), `null`, a number that is not whole, a root that is no catalog (`sourceLanguage`, `strings`, `version`), or a `version` other than 1.0 and 1.1. The file is left as it was."
        case .catalogInexpressible:
            "`plural-rules migrate`: an entry of a `.strings` or `.stringsdict` file that a String Catalog cannot hold: a plural form for an exact value (`=1`), width variants (`NSStringVariableWidthRuleType`), a width or device variable inside a format, a variable inside another's forms, keys that differ only in Unicode normalization (a catalog's JSON object holds them as one), an entry or file its reader could not read, or an entry that no catalog shape reads back with the same arguments and text. No catalog is written."
        case .migrationConflict: "`plural-rules migrate` would write a String Catalog where one already is, or two tables' catalogs to one path."
        case .migrationMismatch:
            "`plural-rules migrate`: a written String Catalog, read back, does not hold what the files it came from hold (a key, a locale, or an entry that means otherwise); the files are not removed."
        case .formatSpecifier: "A format specifier that cannot be used: position 0, or a position, width or precision above 10000."
        case .literalPercent: "A `%` that starts no specifier (`20% off`, `10%)`): it is printed as a percent sign, and takes no argument."
        case .formatUnsupported: "A specifier that has no Swift argument here (`%s`, `%p`, `%n`, `*` widths)."
        case .formatVariable: "A `%#@` variable reference that is not closed with `@`."
        case .argumentGap: "A key uses argument N but not every argument before it, so its signature is ambiguous."
        case .argumentType: "One argument is used with specifiers of different types."
        case .argumentMismatch: "A translation takes other arguments than the development region's text."
        case .missingDevelopmentRegion: "A table has no localization for the development region, which defines its keys, so it gets no accessors."
        case .missingInDevelopmentRegion:
            "A key exists in a translation but not in the development region, so it gets no accessor (the English may live in code)."
        case .missingTranslation: "A key has no translation in some locales; their users see the development region's text."
        case .emptyTranslation:
            "A translation is empty (`\"key\" = \"\";`, as translation platforms export what is not translated yet) where the development region's text is not: Foundation would show nothing; the accessors show the development region's text."
        case .unknownPluralLocale:
            "CLDR has no plural rules for a localization's locale, so every number selects `other` and its other plural forms are never shown; said once per table and locale, not per form."
        case .missingCategory: "A plural variable lacks a category its locale's CLDR rules select."
        case .unusedCategory: "A plural form for a category the locale's CLDR rules never select."
        case .spelledNumber:
            "A form states a number in digits instead of showing the value, although its category covers several values (Russian `one` = \"1 файл\" is shown for 21)."
        case .numberlessForm:
            "A form shows no number while the variable's other forms do, although its category covers several values (Russian `one` = \"Один файл\" is shown for 21)."
        case .exactForm: "An exact-value form (`=0`, `=1`): the accessors use it, Foundation ignores it."
        case .zeroForm: "A `zero` form in a language without a CLDR `zero` category: used for exactly 0, as Apple does."
        case .nameCollision:
            "Two keys (or a key and a generated member or namespace) make the same Swift name; the keys get what tells them apart (words, punctuation, capitals, whitespace), or `Text`, and a number only as a last resort."
        case .cldrMissing: "A CLDR data file is missing."
        case .cldrStructure: "A CLDR data file does not have the structure of `plurals.xml`, `ordinals.xml` or `pluralRanges.xml`."
        case .cldrMissingOther: "A CLDR rule set has no `other` rule."
        case .cldrVersionUnknown: "The imported CLDR data does not say which release it is, so `cldr-data/VERSION` records `unknown`."
        case .duplicateCategory: "A CLDR rule set lists a category twice."
        case .duplicateLocale: "A locale appears in two CLDR rule sets."
        case .unknownCategory: "A CLDR file names a category that does not exist."
        case .ruleSyntax: "CLDR rule text that does not parse."
        case .unknownLocale: "No CLDR rules for a locale given on the command line."
        case .unsupportedModulus: "A rule takes a remainder by a number that does not divide 10^18."
        case .unsupportedValue: "A rule compares with a value of 10^18 or more."
        }
    }

    /// How to fix it.
    public var fix: String {
        switch self {
        case .fileMissing: "Check the path; folders are searched recursively."
        case .fileUnreadable: "Check the file's permissions, or that it is a file and not a folder."
        case .fileUnwritable: "Check that the output folder can be created and written."
        case .noLocalizations: "Point the tool at a folder holding `xx.lproj/*.strings`, `*.stringsdict` or `*.xcstrings` String Catalogs."
        case .unknownTable: "Use a table name that an input file has (`Localizable` for `Localizable.strings`)."
        case .unknownFolder: "Rename the folder to a locale (`pt-BR.lproj`), or remove it."
        case .notALocalizationFile: "Give the file's folder, or move the file into a folder named after its locale (`en.lproj`)."
        case .notAStringsTable: "Nothing; name the table in `\"includeTables\"` to check it anyway."
        case .shadowedTable: "Move the keys into the folder that is used and delete the other file."
        case .tableNameCase: "Rename the file to the spelling it is looked up by (`InfoPlist.strings`, or the one the other localizations use)."
        case .duplicateTable: "Run `accessors` once per bundle, or rename one table."
        case .configUnreadable: "Check the path of `--config` and the file's permissions."
        case .configSyntax: "Write a JSON object such as `{\"accessLevel\": \"public\"}`."
        case .configValue: "Use one of the documented keys with a value of its kind; the message names the key."
        case .baselineInvalid: "Write it again with `plural-rules lint --write-baseline FILE PATH...`."
        case .baselined: "Fix them at your pace; `lint --write-baseline` records what is left. Without the baseline, every finding shows."
        case .xmlSyntax: "Fix the XML at the position given; Xcode's property list editor writes valid files."
        case .plistStructure: "Give the file one `<plist>` root holding one value, and `<dict>`s of `<key>`/value pairs."
        case .plistValue: "Write a number, or use `<string>`."
        case .duplicateKey: "Remove one of the two entries."
        case .equivalentKey: "Spell both keys the same way (Xcode and most editors write NFC), or make them different words."
        case .stringsSyntax: "Write entries as `\"key\" = \"value\";`, with comments in `/* */` or `//`."
        case .stringsEncoding: "Save the file as UTF-8, or as UTF-16 with a byte order mark."
        case .appleReader:
            "Do what the message says (delete the invisible character, move the comment out of the element); the file then reads the same everywhere."
        case .unknownEscape: "Write `\\\\` for a backslash, or use one of `\\\" \\' \\\\ \\n \\t \\r \\U00E9`."
        case .stringsdictStructure: "Follow Apple's stringsdict layout: a dictionary per key, with `NSStringLocalizedFormatKey` and a dictionary per variable."
        case .missingFormatKey: "Add `NSStringLocalizedFormatKey`, such as `%#@count@`."
        case .missingSpecType: "Add `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`."
        case .unknownRuleType: "Use `NSStringPluralRuleType`, `NSStringVariableWidthRuleType` or `NSStringDeviceSpecificRuleType`."
        case .unknownForm: "Use `zero`, `one`, `two`, `few`, `many`, `other` or `=N` for plurals, numbers for widths, device names for devices."
        case .missingOther: "Add an `other` form."
        case .invalidValueType: "Use a specifier without `%`: `d`, `ld`, `f`, `@`."
        case .undefinedVariable: "Add a dictionary with the variable's name, or fix the reference."
        case .unusedVariable: "Refer to it as `%#@name@`, or remove it."
        case .variableCycle: "Make each variable's forms refer only to variables defined below it."
        case .variableNesting: "Flatten the variables: refer to several variables from the format key rather than each from the forms of the one before."
        case .valueTypeMismatch: "Make the form's specifier match `NSStringFormatValueTypeKey` (for example both `d`)."
        case .jsonSyntax: "Fix the JSON at the position given; Xcode writes valid catalogs, so a merge conflict or a hand edit is the usual cause."
        case .catalogStructure:
            "Follow the layout Xcode writes: `localizations` → language → `stringUnit` `{state, value}`, `variations` (`plural`, `device`) or `substitutions`."
        case .translationState: "Review them in Xcode's String Catalog editor and mark them translated, or ignore the id."
        case .staleEntry: "Delete the entry in Xcode, or set `\"staleEntries\": \"generate\"` in plural-rules.json to keep its accessor."
        case .shouldNotTranslate: "Remove the translations, or clear `shouldTranslate: false` if the string is meant to be translated."
        case .substitutionMismatch: "Give the substitution the development region's `argNum` and `formatSpecifier` in every language."
        case .catalogKeyConflict: "Keep the key in one place: delete it from the legacy table once it is in the catalog."
        case .catalogUnformatted: "Run `plural-rules format PATH` (or open and save the catalog in Xcode), and commit the result."
        case .catalogUnrepresentable:
            "Remove one of the two keys (or merge the two spellings), remove the `null` or the fraction, or open and save the catalog in a recent Xcode, which writes the format it knows."
        case .catalogInexpressible:
            "Rewrite the entry as catalogs hold it (plural categories instead of exact values, variables referred to from the format), give equivalent keys one spelling, or fix what the reader reports; then migrate again."
        case .migrationConflict: "Move or merge the existing catalog first, or migrate into another folder with `--output DIR`."
        case .migrationMismatch: "Report it as a bug of the tool with the entry; keep the files, and delete the catalog or fix it by hand."
        case .formatSpecifier: "Number arguments from 1 (`%1$@`), and write widths and precisions below 10000."
        case .literalPercent: "Write `%%` for a percent sign, or a specifier such as `%d` if a number was meant."
        case .formatUnsupported: "Use `%@` for text; write widths and precisions as numbers."
        case .formatVariable: "Write the reference as `%#@name@`."
        case .argumentGap: "Use every argument from 1 to the last one, for example with `%1$@`."
        case .argumentType: "Use one type per argument position in every form."
        case .argumentMismatch: "Make the translation use the same specifiers as the development region's text."
        case .missingDevelopmentRegion: "Add the table to the development region's folder, or set `developmentRegion`."
        case .missingInDevelopmentRegion: "Add the key to the development region's table, or remove it from the translation."
        case .missingTranslation: "Translate the key in those locales."
        case .emptyTranslation: "Translate the key, or leave it out of the file until it is translated."
        case .unknownPluralLocale:
            "Check the folder name (CLDR knows `pt-BR`, `zh-Hans`, `sr-Latn`); for a language CLDR has no rules for, pin a CLDR folder for the app (`\"cldr\"` in plural-rules.json) whose plurals.xml gives it rules, or remove the forms other than `other`."
        case .missingCategory: "Add the form; the message lists numbers that select it."
        case .unusedCategory: "Remove the form, or check that the file is in the right locale's folder."
        case .spelledNumber: "Use the variable's specifier (`%d`) instead of the digit."
        case .numberlessForm: "Show the value with the variable's specifier (`%d`), as the other forms do."
        case .exactForm: "Nothing, if the accessors are the only reader; Foundation shows the category form instead."
        case .zeroForm: "Nothing: this is Apple's behaviour, noted for translators."
        case .nameCollision: "Rename one of the keys, or set `keyStyle`."
        case .cldrMissing: "Point `--cldr` at a folder with `plurals.xml` and `ordinals.xml`, or a CLDR checkout."
        case .cldrStructure: "Use the files of a CLDR release unmodified."
        case .cldrMissingOther: "Use the files of a CLDR release unmodified; every rule set has `other`."
        case .cldrVersionUnknown:
            "Import from a CLDR checkout (its `common/dtd/ldmlSupplemental.dtd` states `cldrVersion`), or pass `--version` with the release number."
        case .duplicateCategory: "Use the files of a CLDR release unmodified."
        case .duplicateLocale: "Use the files of a CLDR release unmodified."
        case .unknownCategory: "Use `zero`, `one`, `two`, `few`, `many` or `other`."
        case .ruleSyntax: "Fix the rule at the position given; UTS #35 defines the syntax."
        case .unknownLocale: "Check the locale identifier; `plural-rules select` resolves it the same way."
        case .unsupportedModulus: "No CLDR release has such a rule; check the data."
        case .unsupportedValue: "No CLDR release has such a rule; check the data."
        }
    }

    public static func < (lhs: DiagnosticKind, rhs: DiagnosticKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The catalogue as Markdown: one table per area, ids in order of declaration.
    /// Whether `plural-rules fix` fixes findings of this kind where the fix is certain
    /// (``LocalizationFixer``).
    public var isFixable: Bool { LocalizationFixer.fixableKinds.contains(self) }

    public static var markdownTable: String {
        var text = ""
        for area in Area.allCases {
            text += "### \(area.rawValue)\n\n| id | default | what it means | how to fix it |\n|---|---|---|---|\n"
            for kind in allCases where kind.area == area {
                let automatic = kind.isFixable ? " `plural-rules fix` fixes it where the fix is certain." : ""
                text += "| `\(kind.id)` | \(kind.defaultSeverity.rawValue) | \(escapedCell(kind.summary)) | \(escapedCell(kind.fix + automatic)) |\n"
            }
            text += "\n"
        }
        return text
    }

    private static func escapedCell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
