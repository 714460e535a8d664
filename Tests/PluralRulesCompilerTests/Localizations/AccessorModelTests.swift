import Testing

@testable import PluralRulesCompiler

/// The naming model alone: which member each key gets, and the `name-collision` notes.
@Suite struct AccessorModelTests {
    /// A model of `keys` (sorted, as the compiler orders them; key *i* at line *i* + 1 of
    /// `en.lproj/Localizable.strings`), with its diagnostics.
    static func model(
        _ keys: [String], style: AccessorNaming.KeyStyle = .nested, typeName: String = "L10n",
        arguments: [String: [FormatArgument]] = [:]
    ) -> (model: AccessorModel, diagnostics: [Diagnostic]) {
        let sorted = keys.sorted()
        let compiled = sorted.enumerated().map { line, key in
            CompiledKey(
                key: key, location: SourceLocation(path: "en.lproj/Localizable.strings", line: line + 1, column: 1),
                arguments: arguments[key] ?? [], usesWidth: false, plans: ["en": .fragments([.text(key)])],
                developmentText: key, comment: nil)
        }
        let table = CompiledTable(name: "Localizable", typeName: typeName, developmentRegion: "en", locales: ["en"], keys: compiled)
        let bag = DiagnosticBag()
        let model = AccessorModel.build(table, typeName: typeName, style: style, diagnostics: bag)
        return (model, bag.diagnostics)
    }

    /// Key → `Path.member`.
    static func names(_ keys: [String], style: AccessorNaming.KeyStyle = .nested, typeName: String = "L10n") -> [String: String] {
        let model = model(keys, style: style, typeName: typeName).model
        return Dictionary(uniqueKeysWithValues: model.keys.map { ($0.key.key, ($0.path + [$0.member]).joined(separator: ".")) })
    }

    @Test func nearDuplicateSentencesKeepTheWordsThatDiffer() {
        #expect(
            Self.names([
                "Delete %d files?", "Delete %d files permanently?",
                "Are you sure you want to delete this file? This cannot be undone.",
                "Are you sure you want to delete this file? This can not be undone.",
                "Are you sure you want to delete this folder? This cannot be undone.",
            ]) == [
                "Delete %d files?": "deleteFiles",
                "Delete %d files permanently?": "deleteFilesPermanently",
                "Are you sure you want to delete this file? This cannot be undone.": "areYouSureYouWantToDeleteThisFileCannot",
                "Are you sure you want to delete this file? This can not be undone.": "areYouSureYouWantToDeleteThisFileCanNot",
                "Are you sure you want to delete this folder? This cannot be undone.": "areYouSureYouWantToDeleteThisFolder",
            ])
    }

    @Test func keysThatDifferInPunctuationCaseOrSpacingAreToldApartByIt() {
        #expect(
            Self.names(["Save", "Save…", "Save...", "Save?"]) == [
                "Save": "save", "Save...": "saveEllipsis", "Save…": "saveEllipsis2", "Save?": "saveQuestion",
            ])
        #expect(
            Self.names(["files_remaining", "filesRemaining", "files remaining", "FILES_REMAINING"]) == [
                "files_remaining": "filesRemainingUnderscore", "filesRemaining": "filesRemaining",
                "files remaining": "filesRemainingSpace", "FILES_REMAINING": "filesRemainingUnderscoreUppercase",
            ])
        #expect(Self.names(["Settings", "settings"]) == ["Settings": "settingsCapitalized", "settings": "settings"])
        #expect(Self.names(["sync", "sync.", "sync.."]) == ["sync": "sync", "sync.": "syncPeriod", "sync..": "syncTwoPeriods"])
        #expect(Self.names(["Delete %d files", "Delete %@ files"]) == ["Delete %d files": "deleteFilesInt", "Delete %@ files": "deleteFilesString"])
    }

    @Test func longKeysAreCutAtASentenceOrAfterTenWords() {
        #expect(
            AccessorNaming.name(for: "Are you sure you want to delete this file? This cannot be undone.", style: .nested).member
                == "areYouSureYouWantToDeleteThisFile")
        #expect(
            AccessorNaming.name(for: "one two three four five six seven eight nine ten eleven twelve", style: .nested).member
                == "oneTwoThreeFourFiveSixSevenEightNineTen")
        let long = AccessorNaming.name(for: String(repeating: "é", count: 200), style: .nested).member
        #expect(long.count == AccessorNaming.characterLimit)
        // Decomposed: each é is two scalars, and no cut leaves an accent without its letter.
        let decomposed = AccessorNaming.name(for: String(repeating: "e\u{301}", count: 200), style: .nested).member
        #expect(decomposed.count == AccessorNaming.characterLimit && decomposed.unicodeScalars.last == "\u{301}")
    }

    @Test func keysWithoutWordsAreNamedByTheirSymbols() {
        #expect(AccessorNaming.name(for: "😀", style: .nested).member == "grinningFace")
        #expect(AccessorNaming.name(for: "?!", style: .nested).member == "questionExclamation")
        #expect(AccessorNaming.name(for: "", style: .nested).member == "string")
        #expect(AccessorNaming.name(for: "%d", style: .nested).member == "string")
        #expect(AccessorNaming.name(for: "123", style: .nested).member == "_123")
    }

    @Test func lettersOfEveryScriptAndCombiningMarks() {
        #expect(AccessorNaming.name(for: "настройки файлов", style: .nested).member == "настройкиФайлов")
        #expect(AccessorNaming.name(for: "设置.标题", style: .nested) == (["设置"], "标题"))
        #expect(AccessorNaming.name(for: "cafe\u{301} menu", style: .nested).member == "cafe\u{301}Menu")
        // U+2E2F is a letter Swift does not accept in identifiers.
        #expect(AccessorNaming.name(for: "a\u{2E2F}b", style: .nested).member == "aB")
    }

    @Test func slashesNestLikeDotsAndFlatStaysFlat() {
        #expect(AccessorNaming.name(for: "settings/sync/title", style: .nested) == (["Settings", "Sync"], "title"))
        #expect(AccessorNaming.name(for: "settings/sync.title", style: .nested) == (["Settings", "Sync"], "title"))
        #expect(AccessorNaming.name(for: "settings/sync/title", style: .flat) == ([], "settingsSyncTitle"))
        #expect(AccessorNaming.name(for: "Yes / No", style: .nested) == ([], "yesNo"))
        #expect(AccessorNaming.name(for: "settings//title", style: .nested) == ([], "settingsTitle"))
    }

    @Test func aKeyAndANamespaceOfTheSameName() {
        let (model, diagnostics) = Self.model(["settings", "settings.sync.button"])
        #expect(model.keys.map(\.member) == ["settingsText", "button"])
        #expect(model.root.children.map(\.property) == ["settings"])
        #expect(
            diagnostics.map(\.description) == [
                "en.lproj/Localizable.strings:1:1: note: key 'settings' makes 'settings', which the namespace Settings already declares; 'settings' becomes 'settingsText' [name-collision]"
            ])
    }

    @Test func generatedMembersAndTypesAreNeverTaken() {
        let (model, diagnostics) = Self.model(["locale", "current", "init", "self", "hash_value", "string.title", "l10n.title", "type.name", "settings.init"])
        let names = Dictionary(uniqueKeysWithValues: model.keys.map { ($0.key.key, ($0.path + [$0.member]).joined(separator: ".")) })
        #expect(
            names == [
                "locale": "localeText", "current": "currentText", "init": "initText", "self": "selfText", "hash_value": "hashValueText",
                "string.title": "StringKeys.title", "l10n.title": "L10nKeys.title", "type.name": "TypeKeys.name", "settings.init": "Settings.initText",
            ])
        #expect(diagnostics.allSatisfy { $0.kind == .nameCollision && $0.location != nil && $0.subject?.key != nil })
        #expect(diagnostics.count == 9)
    }

    @Test func warningsQuoteKeysOnOneLineAndNameEveryKey() {
        let (_, diagnostics) = Self.model(["a\nb", "a b", "a\u{2028}b"])
        for diagnostic in diagnostics {
            #expect(!diagnostic.message.contains("\n") && !diagnostic.message.contains("\u{2028}"), "\(diagnostic.message)")
        }
        #expect(
            diagnostics.map(\.message) == [
                "keys 'a\\nb', 'a b' and 'a\\u{2028}b' all make 'aB'; 'a\\nb' becomes 'aBNewline'",
                "keys 'a\\nb', 'a b' and 'a\\u{2028}b' all make 'aB'; 'a b' becomes 'aBSpace'",
                "keys 'a\\nb', 'a b' and 'a\\u{2028}b' all make 'aB'; 'a\\u{2028}b' becomes 'aBLineSeparator'",
            ])
        #expect(diagnostics.map(\.location?.line) == [1, 2, 3])
        #expect(diagnostics.map { $0.notes.map(\.location?.line) } == [[2, 3], [1, 3], [1, 2]])
        // Cut after 40 characters, each a letter and its combining accent.
        let quoted = AccessorNaming.quoted(String(repeating: "e\u{301}", count: 60))
        #expect(quoted == "'" + String(repeating: "e\u{301}", count: 40) + "…'")
    }

    /// Colliding keys that share their first 40 characters (Element X's
    /// `screen_qr_code_login_connection_note_secure_state_list_item_1`, `…_2`, `…_3`) are quoted
    /// by their first and last characters, so that the message tells them apart; keys that
    /// differ early keep the usual cut, and keys alike at both ends are quoted whole.
    @Test func collidingLongKeysAreToldApartInMessages() {
        let items = (1...3).map { "screen_qr_code_login_connection_note_secure_state_list_item_\($0)" }
        #expect(items.map { AccessorNaming.quoted($0, among: items) } == (1...3).map { "'screen_qr_code_login…e_state_list_item_\($0)'" })
        let (_, diagnostics) = Self.model(items)
        #expect(
            diagnostics.first?.message.hasPrefix(
                "keys 'screen_qr_code_login…e_state_list_item_1', 'screen_qr_code_login…e_state_list_item_2' and 'screen_qr_code_login…e_state_list_item_3' all make"
            ) == true)
        let early = ["alpha_" + String(repeating: "x", count: 40), "beta_" + String(repeating: "x", count: 40)]
        #expect(AccessorNaming.quoted(early[0], among: early) == AccessorNaming.quoted(early[0]))
        let middle = [
            String(repeating: "a", count: 45) + "1" + String(repeating: "b", count: 45),
            String(repeating: "a", count: 45) + "2" + String(repeating: "b", count: 45),
        ]
        #expect(AccessorNaming.quoted(middle[0], among: middle) == "'" + middle[0] + "'")
    }

    @Test func unrelatedKeysDoNotChangeAGroupsNames() {
        let keys = ["Save", "Save…", "save", "SAVE", "Save?", "save.title", "Save.title", "locale", "Locale"]
        let names = Self.names(keys)
        #expect(Set(names.values).count == keys.count)
        let more = Self.names(keys + ["Open", "open…", "Close?", "zzz", "Aaa"])
        #expect(more.filter { keys.contains($0.key) } == names)
    }
}
