import Foundation
import Testing

@testable import PluralRulesCompiler

/// Every localization diagnostic, with its exact position, from small projects written here.
@Suite struct LocalizationValidationTests {
    /// Writes `files` (path relative to a fresh folder → contents) and validates the folder.
    /// Diagnostics are returned with the folder replaced by `<root>`.
    static func validate(_ files: [String: String], warningsAsErrors: Bool = false) throws -> (ok: Bool, diagnostics: [String]) {
        let root = try TestSupport.write(files)
        let bag = DiagnosticBag()
        let tables = LocalizationPipeline.validate([root], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: warningsAsErrors, diagnostics: bag)
        return (
            tables != nil, bag.diagnostics.flatMap { $0.description.replacingOccurrences(of: root, with: "<root>").split(separator: "\n").map(String.init) }
        )
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
    }

    /// A plural entry on a few lines: the key at line 4, the format at line 6, the variable's
    /// dictionary key at line 7, its forms from line 11 on (with a value type).
    static func entry(
        _ key: String = "files", format: String = "%#@n@", variable: String = "n", spec: String = "NSStringPluralRuleType",
        valueType: String = "d", forms: [(String, String)]
    ) -> String {
        var text = "<key>\(key)</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>\(format)</string>\n<key>\(variable)</key>\n<dict>\n"
        text += "<key>NSStringFormatSpecTypeKey</key>\n<string>\(spec)</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>\(valueType)</string>\n"
        for (form, value) in forms { text += "<key>\(form)</key>\n<string>\(value)</string>\n" }
        return text + "</dict>\n</dict>\n"
    }

    static let english = plist(entry(forms: [("one", "%d file"), ("other", "%d files")]))

    /// A key given twice in a dictionary: the later value wins, as in CoreFoundation, and the
    /// file is still usable.
    @Test func duplicatePlistKeysKeepTheLaterValue() throws {
        let result = try Self.validate([
            "en.lproj/Localizable.stringsdict": Self.plist(Self.entry(forms: [("one", "%d"), ("other", "%d"), ("other", "%d files")]))
        ])
        #expect(result.ok)
        #expect(
            result.diagnostics == [
                "<root>/en.lproj/Localizable.stringsdict:18:6: warning: key 'other' appears twice in this dictionary; the first is at line 16, and this later value wins [duplicate-key]"
            ])
    }

    @Test func aCleanProjectHasNoDiagnostics() throws {
        let result = try Self.validate([
            "en.lproj/Localizable.stringsdict": Self.english,
            "ru.lproj/Localizable.stringsdict": Self.plist(
                Self.entry(forms: [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
        ])
        #expect(result.ok)
        #expect(result.diagnostics == [])
    }

    @Test func errors() throws {
        let cases: [(files: [String: String], expected: [String])] = [
            // Malformed property list.
            (
                ["en.lproj/Localizable.stringsdict": "<plist><dict><key>a</key><string>x</dict></plist>"],
                [
                    "<root>/en.lproj/Localizable.stringsdict:1:37: error: expected '</string>' to close the element opened at line 1, found '</dict>' [xml-syntax]"
                ]
            ),
            // Missing other.
            (
                ["en.lproj/Localizable.stringsdict": Self.plist(Self.entry(forms: [("one", "%d file")]))],
                ["<root>/en.lproj/Localizable.stringsdict:8:6: error: variable 'n' has no 'other' form; every plural variable needs one [missing-other]"]
            ),
            // A variable without its dictionary.
            (
                ["en.lproj/Localizable.stringsdict": Self.plist(Self.entry(format: "%#@n@ in %#@m@", forms: [("other", "%d")]))],
                ["<root>/en.lproj/Localizable.stringsdict:7:18: error: '%#@m@' has no dictionary named 'm' in key 'files' [undefined-variable]"]
            ),
            // A dictionary nothing references.
            (
                ["en.lproj/Localizable.stringsdict": Self.plist(Self.entry(format: "%#@count@", forms: [("other", "%d")]))],
                [
                    "<root>/en.lproj/Localizable.stringsdict:7:9: error: '%#@count@' has no dictionary named 'count' in key 'files' [undefined-variable]",
                    "<root>/en.lproj/Localizable.stringsdict:8:6: error: the dictionary 'n' is not referenced by NSStringLocalizedFormatKey '%#@count@' nor by any form; reference it as '%#@n@' or remove it [unused-variable]",
                ]
            ),
            // Unknown rule type.
            (
                ["en.lproj/Localizable.stringsdict": Self.plist(Self.entry(spec: "NSStringGenderRuleType", forms: [("other", "%d")]))],
                [
                    "<root>/en.lproj/Localizable.stringsdict:11:9: error: unknown NSStringFormatSpecTypeKey 'NSStringGenderRuleType'; expected NSStringPluralRuleType, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType [unknown-rule-type]"
                ]
            ),
            // An unsupported specifier inside a form.
            (
                ["en.lproj/Localizable.stringsdict": Self.plist(Self.entry(forms: [("one", "%d file"), ("other", "%s files")]))],
                [
                    "<root>/en.lproj/Localizable.stringsdict:17:9: error: '%s' is not supported: use '%@' for text (C strings and pointers have no Swift equivalent here) [format-unsupported]"
                ]
            ),
            // A form whose specifier disagrees with the value type.
            (
                ["en.lproj/Localizable.stringsdict": Self.plist(Self.entry(forms: [("one", "%d file"), ("other", "%.1f files")]))],
                [
                    "<root>/en.lproj/Localizable.stringsdict:17:9: error: argument 1 of 'files' is used as Int and as Double [argument-type]",
                    "<root>/en.lproj/Localizable.stringsdict:13:9: note: argument 1 is used as Int here",
                    "<root>/en.lproj/Localizable.stringsdict:17:9: error: '%.1f' in form 'other' of 'n' disagrees with NSStringFormatValueTypeKey 'd' [value-type-mismatch]",
                ]
            ),
        ]
        for (files, expected) in cases {
            let result = try Self.validate(files)
            #expect(!result.ok)
            #expect(result.diagnostics == expected)
        }
    }

    /// A value type written with its `%` (`%ld`, as an edition of Apple's reference and shipped
    /// apps write it) is the same as without; a `%` with no specifier after it is still no
    /// value type.
    @Test func aValueTypeMayStartWithAPercentSign() throws {
        let clean = try Self.validate([
            "en.lproj/Localizable.stringsdict": Self.plist(Self.entry(valueType: "%ld", forms: [("one", "%ld file"), ("other", "%ld files")])),
            "ru.lproj/Localizable.stringsdict": Self.plist(
                Self.entry(valueType: "%d", forms: [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
        ])
        #expect(clean.ok)
        #expect(clean.diagnostics == [])
        let mismatch = try Self.validate([
            "en.lproj/Localizable.stringsdict": Self.plist(Self.entry(valueType: "%ld", forms: [("one", "%ld file"), ("other", "%@ files")]))
        ])
        #expect(
            mismatch.diagnostics.contains(
                "<root>/en.lproj/Localizable.stringsdict:17:9: error: '%@' in form 'other' of 'n' disagrees with NSStringFormatValueTypeKey 'ld' [value-type-mismatch]"
            ))
        for bad in ["%", "%%", "%q"] {
            let result = try Self.validate([
                "en.lproj/Localizable.stringsdict": Self.plist(Self.entry(valueType: bad, forms: [("one", "%d file"), ("other", "%d files")]))
            ])
            #expect(!result.ok)
            #expect(
                result.diagnostics.first?.hasSuffix("NSStringFormatValueTypeKey '\(bad)' is not a format specifier such as d, ld, f or @ [invalid-value-type]")
                    == true, "\(bad): \(result.diagnostics)")
        }
    }

    /// `"key" = "";` in a translation, as translation platforms export what is not translated
    /// yet (Maccy ships 625), is a warning and gives way to the development region's text,
    /// where Foundation would show nothing; an empty translation of an empty text, or of a
    /// text with arguments, is said to be empty, not to take other arguments.
    @Test func anEmptyTranslationShowsTheDevelopmentRegionsText() throws {
        let files = [
            "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"blank\" = \"\";\n\"greeting\" = \"Hello, %@\";\n",
            "de.lproj/Localizable.strings": "\"title\" = \"\";\n\"blank\" = \"\";\n\"greeting\" = \"\";\n",
            "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n\"blank\" = \"\";\n\"greeting\" = \"Bonjour, %@\";\n",
        ]
        let result = try Self.validate(files)
        #expect(result.ok)
        #expect(
            result.diagnostics == [
                "<root>/de.lproj/Localizable.strings:1:1: warning: key 'title' is empty in de but not in en; Foundation would show nothing, so its users see the en text [empty-translation]",
                "<root>/de.lproj/Localizable.strings:3:1: warning: key 'greeting' is empty in de but not in en; Foundation would show nothing, so its users see the en text [empty-translation]",
            ])
        let root = try TestSupport.write(files)
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", diagnostics: bag)
        let keys = try #require(LocalizationCompiler.compile(tables, cldr: TestSupport.cldr, options: .init(), diagnostics: bag).first).keys
        let byKey = Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0) })
        #expect(byKey["title"]?.plans["de"] == nil && byKey["title"]?.plans["fr"] != nil)
        #expect(byKey["greeting"]?.plans["de"] == nil)
        #expect(byKey["blank"]?.plans["de"] != nil)

        // Hundreds of them (a platform's export) are one summary per table.
        let many = (0..<25).map { "\"k\($0)\" = \"\";\n" }.joined()
        let manyRoot = try TestSupport.write([
            "en.lproj/Localizable.strings": (0..<25).map { "\"k\($0)\" = \"K\";\n" }.joined(), "sv.lproj/Localizable.strings": many,
        ])
        let manyBag = DiagnosticBag()
        _ = LocalizationPipeline.validate([manyRoot], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: manyBag)
        let summary = DiagnosticReport.summarized(manyBag.diagnostics)
        #expect(summary.count == 1)
        #expect(
            summary.first?.message
                == "25 keys of table 'Localizable' have empty translations (25 findings; sv 25); Foundation would show nothing, these accessors show the development region's text"
        )
    }

    /// A defect confined to one translation is a warning: that locale shows the development
    /// region's text for the key, and the rest is generated. In the development region,
    /// where signatures come from, the same defect is an error.
    @Test func translationDefectsAreWarningsAndDevelopmentRegionDefectsErrors() throws {
        let translation = try Self.validate([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello, %@!\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour, %d !\";\n",
        ])
        #expect(translation.ok)
        #expect(
            translation.diagnostics == [
                "<root>/fr.lproj/Localizable.strings:1:24: warning: key 'greeting' takes (Int) in fr but (String) in en; translations must take the same arguments (fr shows the en text of 'greeting') [argument-mismatch]",
                "<root>/en.lproj/Localizable.strings:1:22: note: the en text of 'greeting' is here",
            ])
        let development = try Self.validate([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello, %s!\";\n\"other\" = \"Other\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour, %@ !\";\n\"other\" = \"Autre\";\n",
        ])
        #expect(!development.ok)
        #expect(
            development.diagnostics == [
                "<root>/en.lproj/Localizable.strings:1:22: error: '%s' is not supported: use '%@' for text (C strings and pointers have no Swift equivalent here) [format-unsupported]"
            ])
    }

    /// Where Apple's reader loses a translation's entries, the translation's users see the
    /// development region's text through Foundation, but the accessors still read them: a
    /// warning that says so. In the development region it is an error.
    @Test func appleReaderDifferencesFollowTheSeverityPolicy() throws {
        let translation = try Self.validate([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n\u{FEFF}\"b\" = \"Ö\";\n",
        ])
        #expect(translation.ok)
        #expect(
            translation.diagnostics == [
                "<root>/de.lproj/Localizable.strings:2:1: warning: CoreFoundation stops reading this file at an invisible U+FEFF (zero width no-break space): on Apple platforms the entry from here on is not loaded; delete the character (Foundation then shows the en text; the accessors show this file's) [apple-reader]"
            ])
        let development = try Self.validate([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\u{FEFF}\"b\" = \"B\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n\"b\" = \"Ö\";\n",
        ])
        #expect(!development.ok)
        #expect(development.diagnostics.map { $0.hasSuffix("delete the character [apple-reader]") } == [true])
    }

    /// Keys only a translation has, and tables without the development region, break no
    /// accessor: they are warnings, and the table without one gets no accessors.
    @Test func whatTheDevelopmentRegionLacksIsAWarning() throws {
        let extra = try Self.validate([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
        ])
        #expect(extra.ok)
        #expect(
            extra.diagnostics == [
                "<root>/fr.lproj/Localizable.strings:2:1: warning: key 'b' is in fr but not in the development region (en); add it to en.lproj/Localizable.strings or .stringsdict [missing-in-development-region]"
            ])
        // A broken translation of such a key is one too, and has no development region's text
        // to fall back to.
        let broken = try Self.validate([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B %s\";\n",
        ])
        #expect(broken.ok)
        #expect(
            broken.diagnostics == [
                "<root>/fr.lproj/Localizable.strings:2:1: warning: key 'b' is in fr but not in the development region (en); add it to en.lproj/Localizable.strings or .stringsdict [missing-in-development-region]",
                "<root>/fr.lproj/Localizable.strings:2:10: warning: '%s' is not supported: use '%@' for text (C strings and pointers have no Swift equivalent here) (a key the en table lacks: it gets no accessor) [format-unsupported]",
            ])
        let none = try Self.validate(["fr.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        #expect(none.ok)
        #expect(
            none.diagnostics == [
                "<root>/fr.lproj/Localizable.strings:1:1: warning: table 'Localizable' has no en localization (the development region), so it gets no accessors; it has fr (1 keys). Add en.lproj/Localizable.strings, or set developmentRegion [missing-development-region]"
            ])
        // One shipped variant of the language is the development region, as Foundation finds it.
        let variant = try Self.validate([
            "en-US.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        #expect(variant.ok)
        #expect(variant.diagnostics == [])
    }

    @Test func warningsAndNotes() throws {
        let result = try Self.validate([
            "en.lproj/Localizable.stringsdict": Self.plist(
                Self.entry(forms: [("zero", "No files"), ("one", "%d file"), ("few", "%d files"), ("other", "%d files")])),
            "ru.lproj/Localizable.stringsdict": Self.plist(Self.entry(forms: [("one", "1 файл"), ("many", "%d файлов"), ("other", "%d файла")])),
            "zh-Hans.lproj/Localizable.stringsdict": Self.plist(Self.entry(forms: [("=1", "一个文件"), ("other", "%d 个文件")])),
            "en.lproj/Localizable.strings": "\"title\" = \"Files\";\n",
        ])
        #expect(result.ok)
        #expect(
            result.diagnostics == [
                "<root>/en.lproj/Localizable.strings:1:1: warning: key 'title' has no ru, zh-Hans translation; their users see the en text [missing-translation]",
                "<root>/en.lproj/Localizable.stringsdict:15:9: note: en has no 'zero' category in CLDR; like Apple's Foundation, the 'zero' form is used for exactly 0 [zero-form]",
                "<root>/en.lproj/Localizable.stringsdict:19:9: warning: en never selects 'few' (its categories are one, other); the 'few' form of 'n' is never shown [unused-category]",
                "<root>/ru.lproj/Localizable.stringsdict:8:6: warning: ru needs the 'few' form of 'n' in 'files' (CLDR: 2~4, 22~24, 32~34, 42~44, 52~54, 62, …); without it those numbers use 'other' [missing-category]",
                "<root>/ru.lproj/Localizable.stringsdict:15:9: warning: the 'one' form of 'n' says '1' but shows no number, and in ru 'one' covers 1, 21, 31, 41, 51, 61, …; use the variable's specifier such as %d [spelled-number]",
                "<root>/zh-Hans.lproj/Localizable.stringsdict:15:9: note: Foundation ignores the '=1' form of 'n'; the generated accessors use it for exactly 1 [exact-form]",
            ])
        let strict = try Self.validate(
            [
                "en.lproj/Localizable.stringsdict": Self.plist(Self.entry(forms: [("one", "%d file"), ("few", "%d files"), ("other", "%d files")]))
            ], warningsAsErrors: true)
        #expect(!strict.ok)
        #expect(
            strict.diagnostics == [
                "<root>/en.lproj/Localizable.stringsdict:17:9: error: en never selects 'few' (its categories are one, other); the 'few' form of 'n' is never shown [unused-category]"
            ])
    }

    @Test func widthEntriesInBothShapes() throws {
        let documented =
            "<key>gdp</key>\n<dict>\n<key>NSStringVariableWidthRuleType</key>\n<dict>\n<key>20</key>\n<string>GDP ($B)</string>\n<key>1</key>\n<string>GDP</string>\n</dict>\n</dict>\n"
        let variable =
            "<key>label</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@w@</string>\n<key>w</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringVariableWidthRuleType</string>\n<key>20</key>\n<string>BT</string>\n<key>40</key>\n<string>Bluetooth</string>\n</dict>\n</dict>\n"
        let result = try Self.validate(["en.lproj/Localizable.stringsdict": Self.plist(documented + variable)])
        #expect(result.ok)
        #expect(result.diagnostics.isEmpty)
        let bad = try Self.validate([
            "en.lproj/Localizable.stringsdict": Self.plist(documented.replacingOccurrences(of: "<key>20</key>", with: "<key>wide</key>"))
        ])
        #expect(
            bad.diagnostics == [
                "<root>/en.lproj/Localizable.stringsdict:8:6: error: width forms are keyed by a number of M-widths such as 20; 'wide' is not one [unknown-form]"
            ])
    }

    @Test func nothingToReadIsAnError() throws {
        let result = try Self.validate(["README.md": "no localizations here"])
        #expect(!result.ok)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics[0].hasPrefix("error: no .strings or .stringsdict files inside .lproj folders, nor .xcstrings String Catalogs, under"))
    }
}

@Suite struct LocalizationTableTests {
    @Test(arguments: [
        ("Base.lproj", "en"), ("English.lproj", "en"), ("French.lproj", "fr"), ("zh_CN.lproj", "zh-CN"), ("pt-br.lproj", "pt-BR"),
        ("zh-Hans.lproj", "zh-Hans"), ("sr-latn.lproj", "sr-Latn"), ("en.lproj", "en"),
    ])
    func folderNamesMapToLocales(folder: String, locale: String) {
        #expect(LocalizationLoader.locale(forFolder: folder, developmentRegion: "en") == locale)
    }

    /// A stringsdict entry overrides a .strings entry with the same key; Base.lproj is the
    /// development region, and an explicit en.lproj file wins over Base's, which is said.
    @Test func stringsdictOverridesStringsAndBaseIsTheDevelopmentRegion() throws {
        let root = try TestSupport.temporaryDirectory()
        let files = [
            "Base.lproj/Localizable.strings": "\"a\" = \"Base A\";\n\"b\" = \"Base B\";\n",
            "en.lproj/Localizable.strings": "\"b\" = \"English B\";\n",
            "en.lproj/Localizable.stringsdict": LocalizationValidationTests.plist(
                LocalizationValidationTests.entry("a", forms: [("one", "%d A"), ("other", "%d As")])),
        ]
        for (path, contents) in files {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
        }
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", diagnostics: bag)
        #expect(
            bag.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "<root>") } == [
                "<root>/Base.lproj/Localizable.strings:1:1: warning: Base.lproj/Localizable.strings is not used: Foundation reads en.lproj/Localizable.strings for en, never Base.lproj's [shadowed-table]\n<root>/en.lproj/Localizable.strings:1:1: note: en.lproj/Localizable.strings is used"
            ])
        let english = try #require(tables.first?.strings(for: "en"))
        #expect(tables.first?.locales.map(\.locale) == ["en"])
        guard case .variables = english.entries["a"]?.content else { Issue.record("the stringsdict entry should win"); return }
        guard case .format(let format, _) = english.entries["b"]?.content else { Issue.record("b is a plain string"); return }
        #expect(format.segments == [.text("English B")])
    }

    /// A note: the names are the tool's, not a defect of the translations, and must not fail
    /// a build that treats warnings as errors.
    @Test func collidingNamesAreResolvedWithANote() throws {
        let result = try LocalizationValidationTests.validate([
            "en.lproj/Localizable.strings": "\"files_remaining\" = \"A\";\n\"filesRemaining\" = \"B\";\n\"locale\" = \"C\";\n"
        ])
        #expect(result.ok)
        #expect(
            result.diagnostics == [
                "<root>/en.lproj/Localizable.strings:1:1: note: keys 'filesRemaining' and 'files_remaining' both make 'filesRemaining'; 'files_remaining' becomes 'filesRemainingUnderscore' [name-collision]",
                "<root>/en.lproj/Localizable.strings:2:1: note: key 'filesRemaining' is here",
                "<root>/en.lproj/Localizable.strings:3:1: note: key 'locale' makes 'locale', which the generated type already declares; 'locale' becomes 'localeText' [name-collision]",
            ])
    }
}

/// Plural checks that know the variable's value type and what a form shows.
@Suite struct PluralFormCheckTests {
    typealias V = LocalizationValidationTests

    static func check(_ locale: String, valueType: String = "d", _ forms: [(String, String)]) throws -> [String] {
        let english = V.plist(V.entry(valueType: valueType, forms: [("one", "%\(valueType) file"), ("other", "%\(valueType) files")]))
        let result = try V.validate([
            "en.lproj/Localizable.stringsdict": english,
            "\(locale).lproj/Localizable.stringsdict": V.plist(V.entry(valueType: valueType, forms: forms)),
        ])
        return result.diagnostics.filter { !$0.contains("[zero-form]") }
    }

    /// Czech `many` is for decimals only: an integer variable neither needs it nor shows it;
    /// a decimal variable needs it.
    @Test func czechManyIsForDecimalsOnly() throws {
        #expect(try Self.check("cs", [("one", "%d soubor"), ("few", "%d soubory"), ("other", "%d souborů")]) == [])
        #expect(
            try Self.check("cs", [("one", "%d soubor"), ("few", "%d soubory"), ("many", "%d souboru"), ("other", "%d souborů")]) == [
                "<root>/cs.lproj/Localizable.stringsdict:19:9: warning: 'n' takes integers, and no integer selects 'many' in cs ('many' is for decimals such as 0.0~1.5, 10.0, 100.0, 1000.0, … only); the 'many' form of 'n' is never shown [unused-category]"
            ])
        #expect(
            try Self.check("cs", valueType: "f", [("one", "%f soubor"), ("few", "%f soubory"), ("other", "%f souborů")]) == [
                "<root>/cs.lproj/Localizable.stringsdict:8:6: warning: cs needs the 'many' form of 'n' in 'files' (CLDR: decimals such as 0.0~1.5, 10.0, 100.0, 1000.0, …); without it those numbers use 'other' [missing-category]"
            ])
    }

    /// French `many` is selected by integers (1,000,000): an integer variable needs it.
    @Test func frenchManyIsSelectedByIntegers() throws {
        let diagnostics = try Self.check("fr", [("one", "%d fichier"), ("other", "%d fichiers")])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("fr needs the 'many' form of 'n'") == true)
    }

    /// A number in digits is a defect only where the form shows no number and its category
    /// covers several values.
    @Test func spelledNumbers() throws {
        // en `one` is 1 only; ru `other` is never selected by an integer.
        #expect(try Self.check("en-GB", [("one", "1 file"), ("other", "%d files")]) == [])
        #expect(try Self.check("ru", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "1,5 файла")]) == [])
        // fr `one` is 0 and 1.
        let french = try Self.check("fr", [("one", "1 favori"), ("many", "%d favoris"), ("other", "%d favoris")])
        #expect(
            french == [
                "<root>/fr.lproj/Localizable.stringsdict:15:9: warning: the 'one' form of 'n' says '1' but shows no number, and in fr 'one' covers 0, 1; use the variable's specifier such as %d [spelled-number]"
            ])
        // Digits beside the number, in placeholders, or characters that only have a numeric value.
        #expect(try Self.check("ru", [("one", "%d MP3 файл за 24 часа"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]) == [])
        #expect(
            try Self.check("ru", [("one", "{user0} и {user1}"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]).allSatisfy {
                !$0.contains("spelled-number")
            })
        #expect(try Self.check("zh-Hans", [("other", "参百个文件")]).allSatisfy { !$0.contains("spelled-number") })
        // Another script's decimal digits count.
        let arabic = try Self.check("ru", [("one", "١ файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])
        #expect(arabic.count == 1 && arabic[0].contains("says '١'"))
    }

    /// What shows the number is the variable's own argument: another argument beside a
    /// spelled "1" does not (ru `one` covers 21, 31…), counted as Foundation counts (a
    /// specifier without a position in a form takes the variable's argument first).
    @Test func onlyTheVariablesOwnArgumentShowsItsNumber() throws {
        func check(_ format: String, _ forms: [(String, String)]) throws -> [String] {
            let english = V.plist(V.entry(format: format, forms: [("one", "%2$@ and %1$d other"), ("other", "%2$@ and %1$d others")]))
            return try V.validate([
                "en.lproj/Localizable.stringsdict": english,
                "ru.lproj/Localizable.stringsdict": V.plist(V.entry(format: format, forms: forms)),
            ]).diagnostics
        }
        let spelled = try check(
            "%1$#@n@",
            [("one", "%2$@ и ещё 1 человек"), ("few", "%2$@ и ещё %1$d человека"), ("many", "%2$@ и ещё %1$d человек"), ("other", "%2$@ и ещё %1$d человека")])
        #expect(
            spelled == [
                "<root>/ru.lproj/Localizable.stringsdict:15:9: warning: the 'one' form of 'n' says '1' but shows no number, and in ru 'one' covers 1, 21, 31, 41, 51, 61, …; use the variable's specifier such as %d [spelled-number]"
            ])
        // Without positions the form's first specifier is the variable's own: "%d" shows it.
        #expect(try check("%1$#@n@", [("one", "%d и ещё 1 %2$@"), ("few", "%d %2$@"), ("many", "%d %2$@"), ("other", "%d %2$@")]) == [])
        // The variable takes argument 2 ("%@ %#@n@"): its forms' first specifier is argument 2.
        let second = try V.validate([
            "en.lproj/Localizable.stringsdict": V.plist(V.entry(format: "%@ %#@n@", forms: [("one", "%d file"), ("other", "%d files")])),
            "ru.lproj/Localizable.stringsdict": V.plist(
                V.entry(format: "%@ %#@n@", forms: [("one", "%1$@: 1 файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
        ]).diagnostics
        #expect(second.count == 1 && second[0].contains("says '1'"))
        // A broken specifier's digits ("%1$ " where "%1$d" was meant) are literal-percent's, not a spelled number.
        let broken = try check(
            "%1$#@n@",
            [("one", "%2$@ и %1$ человек"), ("few", "%2$@ и ещё %1$d человека"), ("many", "%2$@ и ещё %1$d человек"), ("other", "%2$@ и ещё %1$d человека")])
        #expect(broken.contains { $0.contains("[literal-percent]") })
        #expect(!broken.contains { $0.contains("[spelled-number]") })
    }

    /// An entry that does not compile (its argument 1 is a number in one variable and text in
    /// another's form) still has its forms checked, with each variable's own argument.
    @Test func theFormsOfAnEntryThatDoesNotCompileAreChecked() throws {
        let entry =
            "<key>k</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@names@%#@n@</string>\n"
            + "<key>names</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n<key>other</key>\n<string></string>\n</dict>\n"
            + "<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n"
        let result = try V.validate([
            "en.lproj/Localizable.stringsdict": V.plist(
                entry + "<key>one</key>\n<string>by %1$@ and another</string>\n<key>other</key>\n<string>by %1$@ and %ld others</string>\n</dict>\n</dict>\n"),
            "fr.lproj/Localizable.stringsdict": V.plist(
                entry + "<key>one</key>\n<string>par %1$@ et un autre</string>\n<key>other</key>\n<string>par %1$@ et %ld autres</string>\n</dict>\n</dict>\n"),
        ])
        #expect(result.diagnostics.contains { $0.contains("[argument-type]") })
        // fr `one` is 0 and 1: "un autre" is shown for 0; "%1$@" is argument 1, the other variable's.
        #expect(result.diagnostics.contains { $0.contains("fr.lproj") && $0.contains("the 'one' form of 'n' shows no number while its other forms do") })
    }

    /// A form with no number at all, beside forms that show it, in a category of several values.
    @Test func numberlessForms() throws {
        #expect(
            try Self.check("ru", [("one", "Один файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]) == [
                "<root>/ru.lproj/Localizable.stringsdict:15:9: warning: the 'one' form of 'n' shows no number while its other forms do, and in ru 'one' covers 1, 21, 31, 41, 51, 61, …; those numbers are shown without it [numberless-form]"
            ])
        // English `one` is 1 only; a variable that only picks wording shows no number anywhere.
        #expect(try Self.check("en-GB", [("one", "One file"), ("other", "%d files")]) == [])
        #expect(try Self.check("ru", [("one", "файл"), ("few", "файла"), ("many", "файлов"), ("other", "файла")]) == [])
    }

    /// A locale CLDR has no rules for is one finding per table, at its first form no number
    /// selects, with the forms as notes: not one `unused-category` per form.
    @Test func aLocaleWithoutRulesIsSaidOnce() throws {
        let forms = [("one", "%d fail"), ("other", "%d faili")]
        let result = try V.validate([
            "en.lproj/Localizable.stringsdict": V.plist(
                V.entry(forms: [("one", "%d file"), ("other", "%d files")]) + V.entry("photos", forms: [("one", "%d photo"), ("other", "%d photos")])),
            "qaa.lproj/Localizable.stringsdict": V.plist(V.entry(forms: forms) + V.entry("photos", forms: forms)),
            "qab.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("zero", "none"), ("other", "%d")]) + V.entry("photos", forms: [("other", "%d")])),
        ])
        let findings = result.diagnostics.filter { !$0.contains(": note: ") }
        #expect(
            findings == [
                "<root>/qaa.lproj/Localizable.stringsdict:15:9: warning: CLDR has no plural rules for 'qaa', so every number selects 'other': the 'one' forms of 'files', 'photos' in table 'Localizable' (2 forms) are never shown. Give 'qaa' rules in a CLDR folder pinned for the app (\"cldr\" in plural-rules.json), or remove those forms [unknown-plural-locale]"
            ])
        #expect(result.diagnostics.filter { $0.contains("note: the 'one' form of 'n' in") }.count == 2)
    }

    /// Without a development region a table gets no accessors, but each translation's forms
    /// are still checked against its own locale's rules.
    @Test func formsAreCheckedWithoutADevelopmentRegion() throws {
        let result = try V.validate([
            "ru.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d файл"), ("other", "%d файла")]))
        ])
        #expect(result.diagnostics.contains { $0.contains("[missing-development-region]") })
        #expect(result.diagnostics.filter { $0.contains("[missing-category]") }.count == 2)
    }

    /// Plural findings name the variable and the form, so baselines and tools can match them.
    @Test func findingsNameTheVariableAndForm() throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": V.english,
            "ru.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d файл"), ("other", "%d файла")])),
        ])
        let bag = DiagnosticBag()
        _ = LocalizationPipeline.validate([root], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag)
        let subjects = bag.diagnostics.filter { $0.kind == .missingCategory }.compactMap(\.subject)
        #expect(
            subjects == [
                .init(table: "Localizable", locale: "ru", key: "files", variable: "n", form: "few"),
                .init(table: "Localizable", locale: "ru", key: "files", variable: "n", form: "many"),
            ])
    }
}
