import PluralRules
import Testing

/// The localization runtime called directly: messages, form selection, the per-locale string
/// tables of generated accessors, and negotiation.
@Suite struct MessageTests {
    static let en = PluralRules(locale: "en")!
    static let ru = PluralRules(locale: "ru")!
    static let ar = PluralRules(locale: "ar")!

    static func render(_ message: String, _ arguments: [_FormatArgument], rules: PluralRules = en, width: Int = 0) -> String {
        var message = message
        return message.withUTF8 { _render($0, arguments, rules: rules, width: width) }
    }

    static let files = "%{plural 1 d%|one:%1$d файл%|few:%1$d файла%|many:%1$d файлов%|other:%1$d файла%}"

    /// Without `%` the message is its own text, whatever the arguments.
    @Test func aMessageWithoutPercentIsItsText() {
        for text in ["", "Done", "Готово · 完成", "{plural}", "100 percent"] {
            #expect(Self.render(text, []) == text)
            #expect(Self.render(text, [.int(5)], rules: Self.ru) == text)
        }
        #expect(Self.render("100%%", []) == "100%")
    }

    @Test func pluralFormsFollowTheCLDRCategory() {
        let answers = [0, 1, 2, 5, 11, 21, 22, 25, 101, 111].map { Self.render(Self.files, [.int($0)], rules: Self.ru) }
        #expect(answers == ["0 файлов", "1 файл", "2 файла", "5 файлов", "11 файлов", "21 файл", "22 файла", "25 файлов", "101 файл", "111 файлов"])
        #expect(Self.render(Self.files, [.int(-21)], rules: Self.ru) == "-21 файл")
        #expect(Self.render(Self.files, [.uint(3)], rules: Self.ru) == "3 файла")
    }

    /// Exact values win, then Apple's `zero` for exactly 0, then the category; a category the
    /// message lacks falls back to `other`.
    @Test func exactValuesThenZeroThenTheCategory() {
        let message = "%{plural 1 d%|=0:none%|=1:just one%|zero:zero form%|one:one %1$d%|other:other %1$d%}"
        #expect(Self.render(message, [.int(0)]) == "none")
        #expect(Self.render(message, [.int(1)]) == "just one")
        #expect(Self.render(message, [.int(7)]) == "other 7")
        let zero = "%{plural 1 d%|zero:no files%|one:%1$d file%|other:%1$d files%}"
        #expect(Self.render(zero, [.int(0)]) == "no files")  // English has no CLDR zero; Apple uses it for 0
        #expect(Self.render(zero, [.int(1)]) == "1 file")
        let lacking = "%{plural 1 d%|one:%1$d файл%|other:%1$d файла%}"
        #expect(Self.render(lacking, [.int(5)], rules: Self.ru) == "5 файла")  // no `many` form: other
    }

    /// The category of a double is the one of its printed digits: `%.1f` of 1 is `1.0`.
    @Test func doublesUseTheirPrintedDigits() {
        let message = "%{plural 1 .1f%|one:%1$.1f kilometre%|other:%1$.1f kilometres%}"
        #expect(Self.render(message, [.double(1)]) == "1.0 kilometres")
        let integral = "%{plural 1 .0f%|one:%1$.0f kilometre%|other:%1$.0f kilometres%}"
        #expect(Self.render(integral, [.double(1)]) == "1 kilometre")
        #expect(Self.render(integral, [.double(1.4)]) == "1 kilometre")
        #expect(Self.render(integral, [.double(1.6)]) == "2 kilometres")
        let general = "%{plural 1 g%|one:%1$g one%|other:%1$g other%}"
        #expect(Self.render(general, [.double(1.0)]) == "1 one")
        #expect(Self.render(general, [.double(.infinity)]) == "inf other")
    }

    @Test func severalVariablesAndTextAroundThem() {
        let message = "%{plural 1 d%|one:%1$d file%|other:%1$d files%} in %{plural 2 d%|one:%2$d folder%|other:%2$d folders%} (100%%)"
        #expect(Self.render(message, [.int(1), .int(3)]) == "1 file in 3 folders (100%)")
        #expect(Self.render(message, [.int(2), .int(1)]) == "2 files in 1 folder (100%)")
    }

    @Test func nestedSelectors() {
        let message = "%{width%|10:%{plural 1 d%|one:1 day%|other:%1$d days%}%|40:%{plural 1 d%|one:one whole day%|other:%1$d whole days%}%}"
        #expect(Self.render(message, [.int(1)], width: 0) == "1 day")
        #expect(Self.render(message, [.int(2)], width: 39) == "2 days")
        #expect(Self.render(message, [.int(1)], width: 40) == "one whole day")
        #expect(Self.render(message, [.int(3)], width: 1000) == "3 whole days")
    }

    @Test func devicesChooseTheirFormOrOther() {
        let message = "%{device%|mac:Click%|iphone:Tap%|other:Press%}"
        #if os(macOS)
        #expect(Self.render(message, []) == "Click")
        #elseif os(Linux)
        #expect(Self.render(message, []) == "Press")
        #endif
        #expect(Self.render("%{device%|mac:Click%}", []) == "Click")  // a single form serves every device
    }

    /// A message that is not well formed never crashes: what cannot be chosen renders as nothing.
    @Test func malformedMessagesRenderWithoutCrashing() {
        for message in ["%{", "%{plural%}", "%{plural 9 d%|other:x%}", "%{plural 1 d", "%{unknown%|a:b%}", "%{width%}", "%{plural 1 d%|one%}", "%"] {
            _ = Self.render(message, [.int(1)])
        }
        #expect(Self.render("%{plural 9 d%|other:x%}", [.int(1)]) == "x")
        #expect(Self.render("a%{unknown%|a:b%}c", []) == "ac")
    }

    // MARK: Tables

    // Lengths count UTF-8 bytes: "Настройки" is 18.
    static let table = _LocalizedStrings(
        locale: "ru",
        text: "5:title 18:Настройки5:files 101:%{plural 1 d%|one:%1$d файл%|few:%1$d файла%|many:%1$d файлов%|other:%1$d файла%}7:missing -4:plan 6:50%% x")
    static let fallback = _LocalizedStrings(
        locale: "en", indexesKeys: true,
        text: "5:title 8:Settings5:files 47:%{plural 1 d%|one:%1$d file%|other:%1$d files%}7:missing 10:in English4:plan 5:plain")

    @Test func tablesServeTheirMessagesAndFallBackForMissingKeys() {
        #expect(Self.table.locale == "ru")
        #expect(Self.table.rules.locale == "ru")
        #expect(Self.table.string("title", [], development: Self.fallback) == "Настройки")
        #expect(Self.table.string("files", [.int(22)], development: Self.fallback) == "22 файла")
        #expect(Self.fallback.position(of: "missing") == 2)
        #expect(!Self.table.contains(2))
        #expect(Self.table.string("missing", [], development: Self.fallback) == "in English")
        #expect(Self.table.string("plan", [], development: Self.fallback) == "50% x")
        #expect(Self.fallback.string("files", [.int(1)], development: Self.fallback) == "1 file")
        #expect(Self.table.string("no such key", [], development: Self.fallback) == "")  // no crash
        #expect(Self.fallback.position(of: "titl") == nil)
    }

    @Test func aLocaleWithoutRulesUsesRoot() {
        let table = _LocalizedStrings(locale: "tlh", indexesKeys: true, text: "1:k 1:v")
        #expect(table.rules.locale == "root")
        #expect(table.string("k", [], development: table) == "v")
    }

    /// Two thousand keys, found by name through the development region's hash table.
    @Test func keysAreFoundByName() {
        #expect(Self.large.position(of: "key0") == 0)
        #expect(Self.large.position(of: "key1999") == 1999)
        #expect(Self.large.string("key1234", [], development: Self.large) == "v")
        #expect(Self.large.position(of: "key2000") == nil)
    }

    static let large = _LocalizedStrings(locale: "en", indexesKeys: true, text: largeText)

    @Test func negotiationFindsTheBestShippedLocale() {
        let shipped: [(StaticString, String)] = [("en", "en"), ("pt_BR", "pt-BR"), ("zh_Hans", "zh-Hans")]
        #expect(_negotiate("pt-PT", in: shipped) == "pt-BR")
        #expect(_negotiate("zh-Hans-CN", in: shipped) == "zh-Hans")
        #expect(_negotiate("en_US.UTF-8", in: shipped) == "en")
        #expect(_negotiate("fr", in: shipped) == nil)
    }
}
