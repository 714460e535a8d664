import Foundation
import PluralRulesTestSupport
import Testing

@testable import PluralRulesCompiler

/// `StringCatalogWriter`: catalogs as Xcode writes them, against the oracle (Foundation's
/// `JSONSerialization`, see ``OtherWriters``) and against the catalogs Xcode wrote.
@Suite struct StringCatalogWriterTests {
    static let fixtures = TestSupport.fixtures + "/Formatting/Xcode"
    static let fixtureNames = ["Localizable.xcstrings", "AppShortcuts.xcstrings", "Empty.xcstrings", "mul.lproj/Main.xcstrings"]

    static func bytes(_ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// `format`, with its diagnostics.
    static func format(_ bytes: [UInt8], path: String = "Localizable.xcstrings") -> (bytes: [UInt8]?, diagnostics: [Diagnostic]) {
        let bag = DiagnosticBag()
        let formatted = StringCatalogWriter.format(SourceFile(path: path, bytes: bytes), diagnostics: bag)
        return (formatted, bag.diagnostics)
    }

    /// Whether two byte strings are equal, as one Boolean: `#expect` would print both arrays.
    static func same(_ a: [UInt8]?, _ b: [UInt8]?) -> Bool { a == b }

    /// Where two byte strings first differ, shown for a failure message.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let common = min(expected.count, actual.count)
        let offset = (0..<common).first { expected[$0] != actual[$0] } ?? common
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, offset - 40)..<min(bytes.count, offset + 40)], as: UTF8.self).debugDescription
        }
        return "first difference at byte \(offset): expected \(excerpt(expected)), got \(excerpt(actual))"
    }

    // MARK: The committed fixtures

    /// The fixtures are in Xcode's format: formatting them changes no byte, and `--check`'s
    /// difference finds none.
    @Test(arguments: fixtureNames)
    func fixturesAreLeftAsTheyAre(_ name: String) throws {
        let bytes = try Self.bytes(Self.fixtures + "/" + name)
        let (formatted, diagnostics) = Self.format(bytes, path: name)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let result = try #require(formatted)
        #expect(Self.same(result, bytes), "\(Self.firstDifference(bytes, result))")
        #expect(StringCatalogWriter.difference(of: SourceFile(path: name, bytes: bytes), from: result) == nil)
    }

    /// The fixtures are what the oracle writes, so they cannot drift from Xcode's format.
    @Test(arguments: fixtureNames)
    func fixturesAreWhatTheOracleWrites(_ name: String) throws {
        let bytes = try Self.bytes(Self.fixtures + "/" + name)
        let oracle = try OtherWriters.xcode(bytes)
        #expect(Self.same(oracle, bytes), "\(Self.firstDifference(oracle, bytes))")
    }

    /// Whatever another tool made of a fixture, `format` gives Xcode's bytes back.
    @Test(arguments: fixtureNames)
    func otherWritersCopiesComeBackExact(_ name: String) throws {
        let original = try Self.bytes(Self.fixtures + "/" + name)
        let copies = try OtherWriters.copies(of: original)
        #expect(copies.filter { !Self.same($0.bytes, original) }.count >= 3)
        for copy in copies {
            let (formatted, diagnostics) = Self.format(copy.bytes, path: name)
            #expect(diagnostics.isEmpty, "\(copy): \(diagnostics)")
            #expect(Self.same(formatted, original), "\(copy): \(formatted.map { Self.firstDifference(original, $0) } ?? "not formatted")")
        }
    }

    // MARK: Key order

    /// One order for the keys of every object: numeric, without case (then lowercase first),
    /// in the root locale; never the order of code points or of the user's locale.
    @Test func keysSortAsXcodeSortsThem() {
        let sorted = [
            "file10", "Export Apps", "zh-HK", "Zebra", "ärger", "file9", "a", "", "%@", "(way)", " space", "Export apps",
            "zh-Hans", "-dash", "_under", "A", "日本語", "10", "9", "apple", "[link]", "*bold*", "zebra",
        ]
        .sorted(by: StringCatalogWriter.keyPrecedes)
        #expect(
            sorted == [
                "", " space", "_under", "-dash", "(way)", "[link]", "*bold*", "%@", "9", "10", "a", "A", "apple", "ärger",
                "Export apps", "Export Apps", "file9", "file10", "zebra", "Zebra", "zh-Hans", "zh-HK", "日本語",
            ])
        // Distinct keys never compare equal, those that differ only in normalization included.
        for (a, b) in [("a", "A"), ("caf\u{E9}", "cafe\u{301}"), ("x", "x\u{0}")] {
            #expect(StringCatalogWriter.keyPrecedes(a, b) != StringCatalogWriter.keyPrecedes(b, a), "\(a.debugDescription) \(b.debugDescription)")
        }
        #expect(!StringCatalogWriter.keyPrecedes("a", "a"))
    }

    // MARK: Strings

    static let hostileTexts: [String] = [
        "\"quoted\"", "back\\slash", "\\u0041 is no escape here", "a/b </script>", "tab\tline\nreturn\rfeed\u{C}back\u{8}",
        String((0..<0x20).map { Character(Unicode.Scalar($0)!) }), "DEL\u{7F} C1\u{85}", "line\u{2028}paragraph\u{2029}",
        "😀 👩‍👩‍👧 🇺🇦", "e\u{301} combining", "byte\u{FEFF}order mark", "noncharacter\u{FFFF}", "right-to-left \u{202E}override",
        "%@ %1$@ %#@files@ %%", "", " ", "日本語のテキスト", "\u{0}",
    ]

    /// Quotes, backslashes, every control character, separators, emoji and marks survive, in
    /// keys and values: written as the oracle writes them, and read back as they were.
    @Test func hostileStringsSurvive() throws {
        var strings: [String: StringCatalogValue] = [:]
        for (index, text) in Self.hostileTexts.enumerated() {
            strings[text] = [
                "comment": .string("case \(index): \(text)"),
                "localizations": ["en": ["stringUnit": ["state": "translated", "value": .string(text)]]],
            ]
        }
        let catalog = StringCatalogValue.catalog(sourceLanguage: "en", strings: strings)
        let bytes = StringCatalogWriter.serialize(catalog)
        let oracle = try OtherWriters.xcode(bytes)
        #expect(Self.same(bytes, oracle), "\(Self.firstDifference(oracle, bytes))")
        let bag = DiagnosticBag()
        #expect(StringCatalogValue.read(SourceFile(path: "Hostile.xcstrings", bytes: bytes), diagnostics: bag) == catalog)
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        // A U+FEFF that starts a string is text like any other (Linux Foundation's JSON parser,
        // the oracle, drops it there, so it is checked by reading back only).
        var leading = catalog
        leading["strings"]?["\u{FEFF}starts with a byte order mark"] = ["comment": "\u{FEFF}too"]
        #expect(StringCatalogValue.read(SourceFile(path: "Hostile.xcstrings", bytes: StringCatalogWriter.serialize(leading)), diagnostics: bag) == leading)
        // What is escaped, and what is not.
        let text = String(decoding: bytes, as: UTF8.self)
        for escaped in [#"\"quoted\""#, #"back\\slash"#, #"\\u0041"#, #"tab\tline\nreturn\rfeed\fback\b"#, #"\u0000\u0001"#, #"\u001f"#] {
            #expect(text.contains(escaped), "\(escaped)")
        }
        for raw in ["a/b </script>", "DEL\u{7F}", "line\u{2028}paragraph", "😀", "byte\u{FEFF}order"] {
            #expect(text.contains(raw), "\(raw.debugDescription)")
        }
    }

    /// Escapes other tools write are read as what they stand for and written as Xcode does.
    @Test func escapesAreWrittenAsXcodeWritesThem() throws {
        let input = #"{"version":"1.0","sourceLanguage":"en","strings":{"\u00e9t\u00E9 \/ \ud83d\ude00 \u2028":{"comment":"\u0041\u001F\/"}}}"#
        let (formatted, diagnostics) = Self.format(Array(input.utf8))
        #expect(diagnostics.isEmpty)
        let expected =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"été / 😀 \u{2028}\" : {\n      \"comment\" : \"A\\u001f/\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        #expect(formatted.map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    /// A lone surrogate stands for no character: Xcode cannot hold it, so the catalog is an
    /// error at the escape, and nothing is written for it.
    @Test func aLoneSurrogateIsAnErrorAtItsEscape() {
        let input =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : \"half \\ud83d of an emoji\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        let (formatted, diagnostics) = Self.format(Array(input.utf8))
        #expect(formatted == nil)
        #expect(diagnostics.map(\.kind) == [.jsonSyntax])
        #expect(diagnostics.first?.location.map { "\($0.line):\($0.column)" } == "5:25")
        #expect(diagnostics.first?.message.contains("surrogate") == true)
    }

    /// A key keeps its own bytes in every object: two objects with the same keys but for their
    /// Unicode normalization (which Swift's strings, and the writer's memory of orders, do not
    /// tell apart by `==`) are each written with their own.
    @Test func everyObjectKeepsItsKeysSpelling() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let catalog = StringCatalogValue.catalog(
            sourceLanguage: "en",
            strings: [
                "1": ["localizations": [composed: "x", "b": "y"]],
                "2": ["localizations": [decomposed: "x", "b": "y"]],
            ])
        let text = String(decoding: StringCatalogWriter.serialize(catalog), as: UTF8.self)
        let written = text.unicodeScalars.split(separator: "\n").map { String(String.UnicodeScalarView($0)) }.filter { $0.contains("caf") }
        #expect(
            written.map { Array($0.unicodeScalars) } == [
                Array("        \"\(composed)\" : \"x\"".unicodeScalars), Array("        \"\(decomposed)\" : \"x\"".unicodeScalars),
            ])
    }

    /// A file that starts with a byte order mark is written without one, and `--check` shows it.
    @Test func aByteOrderMarkIsDroppedAndShown() throws {
        let original = try Self.bytes(Self.fixtures + "/Empty.xcstrings")
        let file = SourceFile(path: "Empty.xcstrings", bytes: [0xEF, 0xBB, 0xBF] + original)
        let formatted = try #require(StringCatalogWriter.format(file, diagnostics: DiagnosticBag()))
        #expect(Self.same(formatted, original))
        #expect(
            StringCatalogWriter.difference(of: file, from: formatted)?.description.hasPrefix(
                "Empty.xcstrings:1:1: error: not as Xcode writes the catalog from here: Xcode writes '{\\n  \"sourceLanguage\" : \"…' where the file has '\\u{feff}{\\n  \"sourceLanguage\" …'"
            ) == true)
    }

    // MARK: Layout

    /// Empty objects and arrays at every depth, numbers, booleans, and no final line break.
    @Test func layoutOfEveryKindOfValue() {
        let catalog: StringCatalogValue = [
            "sourceLanguage": "en", "version": "1.1",
            "strings": [
                "k": [
                    "argNum": -3, "big": 9_223_372_036_854_775_807, "flag": false, "on": true, "empty": [:], "none": [],
                    "list": ["a", 1, [:], []],
                ]
            ],
        ]
        let expected = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "argNum" : -3,
                  "big" : 9223372036854775807,
                  "empty" : {

                  },
                  "flag" : false,
                  "list" : [
                    "a",
                    1,
                    {

                    },
                    [

                    ]
                  ],
                  "none" : [

                  ],
                  "on" : true
                }
              },
              "version" : "1.1"
            }
            """
        #expect(String(decoding: StringCatalogWriter.serialize(catalog), as: UTF8.self) == expected)
    }

    /// A catalog built in memory (as `migrate` builds one) is written as Xcode writes it:
    /// random catalogs of tricky keys and texts, against the oracle, and read back equal.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomCatalogsAreWrittenAsTheOracleWritesThem(_ seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("aAbBzZ09 _-.,:;!?'\"\\/()[]{}%@#$&*+<=>|~^`éÉßæøİıǅ日本한😀\u{301}\u{200D}\u{2028}\u{7F}\u{0}\u{1}\u{1F}\t\n")
        func text() -> String {
            String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        func value(depth: Int) -> StringCatalogValue {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &random) {
            case 0, 1: return .string(text())
            case 2: return .integer(Int.random(in: -1000...1_000_000, using: &random))
            case 3: return .bool(Bool.random(using: &random))
            case 4: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth + 1) })
            default:
                var members: [String: StringCatalogValue] = [:]
                for _ in 0..<Int.random(in: 0...6, using: &random) { members[text()] = value(depth: depth + 1) }
                return .object(members)
            }
        }
        for _ in 0..<50 {
            var strings: [String: StringCatalogValue] = [:]
            for _ in 0..<Int.random(in: 0...40, using: &random) { strings[text()] = value(depth: 1) }
            let catalog = StringCatalogValue.catalog(sourceLanguage: "en", strings: strings, version: "1.1")
            let bytes = StringCatalogWriter.serialize(catalog)
            let oracle = try OtherWriters.xcode(bytes)
            #expect(Self.same(bytes, oracle), "seed \(seed): \(Self.firstDifference(oracle, bytes))")
            let bag = DiagnosticBag()
            #expect(
                StringCatalogValue.read(SourceFile(path: "Random.xcstrings", bytes: bytes), diagnostics: bag) == catalog, "seed \(seed): \(bag.diagnostics)")
        }
    }

    /// The in-memory model: read, change a member, write; only that changes.
    @Test func aCatalogReadChangedAndWrittenChangesOnlyWhatChanged() throws {
        let original = try Self.bytes(Self.fixtures + "/mul.lproj/Main.xcstrings")
        let bag = DiagnosticBag()
        var catalog = try #require(StringCatalogValue.read(SourceFile(path: "Main.xcstrings", bytes: original), diagnostics: bag))
        var strings = try #require(catalog["strings"])
        strings["x2-ab-Cd0.title"] = nil
        catalog["strings"] = strings
        let written = String(decoding: StringCatalogWriter.serialize(catalog), as: UTF8.self)
        let before = String(decoding: original, as: UTF8.self)
        let removed = try #require(before.range(of: ",\n    \"x2-ab-Cd0.title\" : {"))
        let end = try #require(before.range(of: "\n    }", range: removed.upperBound..<before.endIndex))
        #expect(written == before.replacingCharacters(in: removed.lowerBound..<end.upperBound, with: ""))
    }
}
