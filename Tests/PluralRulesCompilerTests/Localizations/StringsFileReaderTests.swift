import PluralRulesTestSupport
import Testing

@testable import PluralRulesCompiler

@Suite struct StringsFileReaderTests {
    func read(_ text: String) -> ([StringsEntry]?, [Diagnostic]) {
        read(bytes: Array(text.utf8))
    }

    func read(bytes: [UInt8]) -> ([StringsEntry]?, [Diagnostic]) {
        let bag = DiagnosticBag()
        let entries = StringsFileReader.read(SourceFile(path: "t.strings", bytes: bytes), diagnostics: bag)
        return (entries, bag.diagnostics)
    }

    func location(_ line: Int, _ column: Int) -> PluralRulesCompiler.SourceLocation {
        SourceLocation(path: "t.strings", line: line, column: column)
    }

    /// `text` as UTF-16 code units in the given byte order, with or without a byte order mark.
    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        let units = (bom ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    /// `value` as a quoted `.strings` string that reads back as `value`: the writer half of the
    /// round trip. Controls always become escapes; other non-ASCII characters too when asked,
    /// as `\U` escapes of their UTF-16 units (a surrogate pair for an emoji).
    static func quoted(_ value: String, escapingNonASCII: Bool) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += #"\""#
            case "\\": text += #"\\"#
            case "\n": text += #"\n"#
            case "\t": text += #"\t"#
            case "\r": text += #"\r"#
            case " "..."~": text.unicodeScalars.append(scalar)
            default:
                if escapingNonASCII || scalar.value < 0x20 || scalar.value == 0x7F {
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16, uppercase: true)
                        text += #"\U"# + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    // MARK: Entries

    @Test func entriesKeepFileOrderAndPositions() throws {
        let (entries, diagnostics) = read(
            """
            "greeting" = "Hello";
              farewell=Goodbye;
            "same";
            'single' = 'one';
            path.to/key:$1-x = "v";
            "" = "empty key";
            """)
        #expect(diagnostics.isEmpty)
        let found = try #require(entries)
        #expect(found.map(\.key) == ["greeting", "farewell", "same", "single", "path.to/key:$1-x", ""])
        #expect(found.map(\.value) == ["Hello", "Goodbye", "same", "one", "v", "empty key"])
        #expect(found[0].keyLocation == location(1, 1))
        #expect(found[0].valueLocation == location(1, 14))
        #expect(found[1].keyLocation == location(2, 3))
        #expect(found[1].valueLocation == location(2, 12))
        #expect(found[2].valueLocation == found[2].keyLocation)
        #expect(found.allSatisfy { $0.comment == nil })
    }

    @Test func singleQuotedStringsEndAtTheirOwnQuote() throws {
        let (entries, diagnostics) = read(#"'a "quoted" word' = 'it\'s';"#)
        #expect(diagnostics.isEmpty)
        let entry = try #require(entries?.first)
        #expect(entry.key == #"a "quoted" word"#)
        #expect(entry.value == "it's")
    }

    @Test func emptyFilesAndFilesWithOnlyCommentsHaveNoEntries() {
        for text in ["", "  \n\t", "/* nothing */\n// here\n"] {
            let (entries, diagnostics) = read(text)
            #expect(entries == [])
            #expect(diagnostics.isEmpty)
        }
    }

    @Test func commentsAndWhitespaceMayStandBetweenTheParts() throws {
        let (entries, diagnostics) = read("\"k\" /* a */ =\n// b\n \"v\"\u{2028}/* c */ ;\u{0B}\u{0C}\"k2\"=\"v2\";")
        #expect(diagnostics.isEmpty)
        #expect(entries?.map(\.key) == ["k", "k2"])
        #expect(entries?.map(\.value) == ["v", "v2"])
        #expect(entries?.first?.comment == nil)
    }

    // MARK: Escapes

    @Test(arguments: [
        (#"\""#, "\""),
        (#"\\"#, "\\"),
        (#"\'"#, "'"),
        (#"\n"#, "\n"),
        (#"\t"#, "\t"),
        (#"\r"#, "\r"),
        (#"\a\b\f\v"#, "\u{07}\u{08}\u{0C}\u{0B}"),
        (#"\101"#, "A"),
        (#"\0"#, "\u{0}"),
        (#"\12"#, "\n"),
        (#"\1012"#, "A2"),
        (#"\U00E9"#, "é"),
        (#"\UD83D\UDE00"#, "😀"),
        (#"\U0041\U0042"#, "AB"),
        ("a\\\nb", "a\nb"),
    ])
    func escapesDecode(escaped: String, expected: String) throws {
        let (entries, diagnostics) = read("\"k\" = \"\(escaped)\";")
        #expect(diagnostics.isEmpty)
        #expect(entries?.first?.value == expected)
    }

    @Test func anUnknownEscapeKeepsTheCharacterAndWarns() throws {
        let (entries, diagnostics) = read(#""k" = "a\qb\é";"#)
        #expect(entries?.first?.value == "aqbé")
        #expect(
            diagnostics.map(\.description) == [
                #"t.strings:1:9: warning: unknown escape '\q' reads as 'q'; write '\\' for a backslash [unknown-escape]"#,
                #"t.strings:1:12: warning: unknown escape '\é' reads as 'é'; write '\\' for a backslash [unknown-escape]"#,
            ])
    }

    /// CoreFoundation's `\u` is no escape, in every version: `"caf\u00e9"` reads `"cafu00e9"`
    /// (measured with `CFPropertyListCreateWithData`).
    @Test func aLowerCaseUIsNoEscapeAsInCoreFoundation() throws {
        let (entries, diagnostics) = read(#""k" = "caf\u00e9 \ud83d";"#)
        #expect(entries?.first?.value == "cafu00e9 ud83d")
        #expect(
            diagnostics.map(\.description) == [
                #"t.strings:1:11: warning: '\u' is not an escape: it reads as 'u', as in CoreFoundation, where only an upper-case '\U' starts a Unicode escape ('\U00E9') [unknown-escape]"#,
                #"t.strings:1:18: warning: '\u' is not an escape: it reads as 'u', as in CoreFoundation, where only an upper-case '\U' starts a Unicode escape ('\U00E9') [unknown-escape]"#,
            ])
    }

    // MARK: Where CoreFoundation reads otherwise

    /// CoreFoundation does not skip U+FEFF between tokens (measured with
    /// `CFPropertyListCreateWithData`, see `Tools/CoreFoundationDifferential`); the reader reads
    /// on, and says what an app on an Apple platform gets instead.
    static let byteOrderMarks: [(String, [String], String)] = [
        // Between entries: CF keeps the entries before it and drops the rest, without an error.
        (
            "\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";\n\"c\" = \"3\";\n", ["a", "b", "c"],
            "t.strings:2:1: error: CoreFoundation stops reading this file at an invisible U+FEFF (zero width no-break space): on Apple platforms the 2 entries from here on are not loaded; delete the character [apple-reader]"
        ),
        (
            "\"a\" = \"1\";\n\u{FEFF}/* c */\n\"b\" = \"2\";\n", ["a", "b"],
            "t.strings:2:1: error: CoreFoundation stops reading this file at an invisible U+FEFF (zero width no-break space): on Apple platforms the entry from here on is not loaded; delete the character [apple-reader]"
        ),
        // Inside an entry, or before the first: CF rejects the file.
        (
            "\"a\" = \"1\";\n\"b\" \u{FEFF}= \"2\";\n", ["a", "b"],
            "t.strings:2:5: error: CoreFoundation rejects this file at an invisible U+FEFF (zero width no-break space) inside an entry, so on Apple platforms Bundle loads none of its 2 keys; delete the character [apple-reader]"
        ),
        (
            "/* header */\n\u{FEFF}\"a\" = \"1\";\n", ["a"],
            "t.strings:2:1: error: CoreFoundation rejects this file at an invisible U+FEFF (zero width no-break space) before the first entry, so on Apple platforms Bundle loads none of its 1 key; delete the character [apple-reader]"
        ),
        // A second byte order mark: CF rejects it; Xcode's copy step removes it.
        (
            "\u{FEFF}\"a\" = \"1\";\n", ["a"],
            "t.strings:1:1: warning: the file starts with a second byte order mark (an invisible U+FEFF after the first); CoreFoundation rejects such a file whole, so where it ships as it is, Bundle loads none of its 1 key (Xcode's Copy Strings File step removes one mark, by swift-build's source; not verified on a Mac); save the file with one byte order mark [apple-reader]"
        ),
    ]

    @Test(arguments: byteOrderMarks)
    func aByteOrderMarkBetweenTokensIsReadOverAndReported(text: String, keys: [String], expected: String) throws {
        for bytes in [[0xEF, 0xBB, 0xBF] + Array(text.utf8), Self.utf16(text, bigEndian: false, bom: true)] {
            let (entries, diagnostics) = read(bytes: bytes)
            #expect(entries?.map(\.key) == keys)
            #expect(diagnostics.map(\.description) == [expected])
        }
    }

    /// After the last entry CF reads the same table, so nothing is said.
    @Test func aByteOrderMarkAfterTheLastEntryChangesNothing() {
        let (entries, diagnostics) = read("\"a\" = \"1\";\n\u{FEFF}\n/* end */\n")
        #expect(entries?.map(\.key) == ["a"])
        #expect(diagnostics.isEmpty)
    }

    /// Only the first mark counts: CF never reads past it.
    @Test func onlyTheFirstByteOrderMarkIsReported() {
        let (_, diagnostics) = read("\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";\n\"c\" \u{FEFF}= \"3\";\n")
        #expect(diagnostics.map(\.kind) == [.appleReader])
        #expect(diagnostics.first?.location == location(2, 1))
    }

    // MARK: Values are byte-exact

    @Test(arguments: [
        "line one\nline two",
        "crlf\r\nline",
        "\u{200F}שלום\u{200E} world",
        "👩‍👩‍👧 😀 🇫🇷",
        "%1$@ has %2$lld files %%",
        #"\(name) in Swift"#,
        "#hashtag # not a comment",
        #"""triple"""#,
        "  leading and trailing  ",
        "/* not a comment */ // nor this",
        "é (precomposed) vs e\u{301} (combining)",
        "tab\there; semicolon; = equals",
    ])
    func trickyValuesRoundTripThroughEscapes(value: String) throws {
        for escapingNonASCII in [false, true] {
            let line = "\"key\" = \(Self.quoted(value, escapingNonASCII: escapingNonASCII));\n"
            let (entries, diagnostics) = read(line)
            #expect(diagnostics.isEmpty, "\(line)")
            let read = try #require(entries?.first?.value)
            #expect(Array(read.utf8) == Array(value.utf8), "\(line)")
        }
    }

    @Test func rawLineBreaksAndUnicodeInValuesArePreserved() throws {
        let value = "one\r\ntwo\nthree \u{200F}مرحبا\u{200E} 😀 %1$@ \u{0}"
        let (entries, diagnostics) = read("\"k\" = \"\(value)\";")
        #expect(diagnostics.isEmpty)
        #expect(entries.map { $0.map { Array($0.value.utf8) } } == [Array(value.utf8)])
    }

    @Test func valueTextLocatesEachByteOfTheValue() throws {
        // "\U00E9" is 6 file bytes for 2 value bytes; "%d" after it is still found in the file.
        let (entries, _) = read("\"k\" = \"\\U00E9 %d\";\n\"e\" = \"\";")
        let text = try #require(entries?.first?.valueText)
        #expect(text.value == "é %d")
        #expect(text.location(atUTF8Offset: 0) == location(1, 8))
        #expect(text.location(atUTF8Offset: 1) == location(1, 8))
        #expect(text.location(atUTF8Offset: 3) == location(1, 15))
        #expect(text.location(atUTF8Offset: 5) == location(1, 17))
        let empty = try #require(entries?.last?.valueText)
        #expect(empty.value == "")
        #expect(empty.location == location(2, 8))
    }

    // MARK: Comments

    @Test func commentsBeforeAnEntryAreItsTranslatorNote() throws {
        let (entries, diagnostics) = read(
            """
            /*
              Localizable.strings
              Header, separated by a blank line: nobody's note.
            */

            /* Shown on the home screen. */
            "a" = "A";
            // One line
            //   and another.
            "b" = "B"; // trails b: not c's note
            "c" = "C";
            /* an earlier note */
            // the later note wins
            "d" = "D";
            /**/
            "e" = "E";
            /* no longer next to it */

            "f" = "F";
            "g" = "G"; // trails g
            // but this is h's note
            "h" = "H";
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            entries?.map(\.comment) == [
                "Shown on the home screen.",
                "One line\nand another.",
                nil,
                "the later note wins",
                nil,
                nil,
                nil,
                "but this is h's note",
            ])
    }

    // MARK: Duplicates

    @Test func aDuplicateKeyWarnsAndTheLaterValueWins() throws {
        let (entries, diagnostics) = read(
            """
            "a" = "first";
            "b" = "B";
            /* again */
            a = "second";
            "a" = "third";
            """)
        #expect(
            diagnostics.map(\.description) == [
                #"t.strings:4:1: warning: key "a" appears more than once; the first is at line 1, and this later value wins [duplicate-key]"#,
                #"t.strings:5:1: warning: key "a" appears more than once; the first is at line 1, and this later value wins [duplicate-key]"#,
            ])
        let found = try #require(entries)
        #expect(found.map(\.key) == ["b", "a"])
        #expect(found[1].value == "third")
        #expect(found[1].comment == nil)
        #expect(found[1].keyLocation == location(5, 1))
    }

    @Test func keysThatDifferOnlyInNormalizationAreDifferentKeys() throws {
        // Foundation compares keys unit by unit, not by canonical equivalence as Swift does.
        let (entries, diagnostics) = read("\"caf\u{E9}\" = \"one\";\n\"cafe\u{301}\" = \"two\";")
        #expect(diagnostics.isEmpty)
        #expect(entries?.map { Array($0.key.utf8) } == [Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8)])
    }

    // MARK: Encodings

    @Test(arguments: [
        (false, true),
        (true, true),
        (false, false),
        (true, false),
    ])
    func utf16InEitherByteOrderIsTranscoded(bigEndian: Bool, bom: Bool) throws {
        let text = "/* Greeting */\n\"greeting\" = \"Grüße, %@! 😀\";\n\"hi\" = \"\\UD83D\\UDE00\";"
        let (entries, diagnostics) = read(bytes: Self.utf16(text, bigEndian: bigEndian, bom: bom))
        // Without a mark CoreFoundation takes it for UTF-8 and rejects it: a warning says so.
        #expect(diagnostics.map(\.kind) == (bom ? [] : [.appleReader]))
        #expect(
            diagnostics.allSatisfy {
                $0.severity == .warning && $0.location == location(1, 1) && $0.message.hasPrefix("the file is UTF-16 without a byte order mark")
            })
        let found = try #require(entries)
        #expect(found.map(\.key) == ["greeting", "hi"])
        #expect(found.map(\.value) == ["Grüße, %@! 😀", "😀"])
        #expect(found[0].comment == "Greeting")
        #expect(found[0].keyLocation == location(2, 1))
        #expect(found[0].valueLocation == location(2, 14))
        #expect(found[1].keyLocation == location(3, 1))
    }

    @Test func errorsInUTF16FilesNameTheLineAndColumnOfTheText() {
        // Column 17 counts "Grüße" in UTF-8 bytes, as every other column, not in UTF-16 units (15).
        let text = "\"a\" = \"b\";\n\"Grüße\" = \"c\" \"d\";"
        for bigEndian in [false, true] {
            let (entries, diagnostics) = read(bytes: Self.utf16(text, bigEndian: bigEndian, bom: true))
            #expect(entries?.map(\.key) == ["a"])
            #expect(
                diagnostics.map(\.description) == [
                    #"t.strings:2:17: error: expected ';' after the value of "Grüße" [strings-syntax]"#
                ])
        }
    }

    @Test func utf8WithAByteOrderMarkCountsColumnsAfterTheMark() throws {
        let (entries, diagnostics) = read(bytes: [0xEF, 0xBB, 0xBF] + Array("\"k\" = \"v\";".utf8))
        #expect(diagnostics.isEmpty)
        #expect(entries?.first?.key == "k")
        #expect(entries?.first?.keyLocation == location(1, 1))
    }

    static let badEncodings: [([UInt8], String)] = {
        let invalidByte: [UInt8] = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";".utf8)
        let cutSequence: [UInt8] = Array("\"é".utf8.dropLast()) + Array("\" = \"b\";".utf8)
        let loneHigh: [UInt8] = utf16("\"a\" = \"b\";\n\"c\" = \"", bigEndian: false, bom: true) + [0x3D, 0xD8, 0x22, 0x00]
        let loneLow: [UInt8] = utf16("\"", bigEndian: true, bom: true) + [0xDE, 0x00]
        let oddLength: [UInt8] = utf16("\"k\";", bigEndian: false, bom: true) + [0x0A]
        // The fuzzer's finding: UTF-16 that turns into UTF-8 bytes midway (read as CJK), with a
        // line break among them and an odd length; the error is at the end of the text as shown.
        let mixed: [UInt8] = utf16("/* a */\n\"k\" = \"", bigEndian: false, bom: true) + Array("ab\n\"cd\" = \"ef".utf8)
        let binary: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x02]
        let advice = "save the file as UTF-8 or as UTF-16 with a byte order mark [strings-encoding]"
        return [
            (invalidByte, "t.strings:2:8: error: invalid UTF-8 (byte 0xFF); \(advice)"),
            (cutSequence, "t.strings:1:2: error: invalid UTF-8 (byte 0xC3); \(advice)"),
            (loneHigh, "t.strings:2:8: error: unpaired UTF-16 high surrogate 0xD83D; the file is not valid UTF-16 [strings-encoding]"),
            (loneLow, "t.strings:1:2: error: unpaired UTF-16 low surrogate 0xDE00; the file is not valid UTF-16 [strings-encoding]"),
            (oddLength, "t.strings:1:5: error: the file is UTF-16 but has an odd number of bytes; its last character is cut off [strings-encoding]"),
            (mixed, "t.strings:2:26: error: the file is UTF-16 but has an odd number of bytes; its last character is cut off [strings-encoding]"),
            (
                binary,
                "t.strings:1:1: error: the file is a binary property list (a compiled .strings file); read the .strings source instead [strings-encoding]"
            ),
        ]
    }()

    @Test(arguments: badEncodings)
    func badEncodingsAreDiagnosedWhereTheyGoWrong(bytes: [UInt8], expected: String) {
        let (entries, diagnostics) = read(bytes: bytes)
        #expect(entries == nil)
        #expect(diagnostics.map(\.description) == [expected])
        // The position is one of the text an editor shows (U+FFFD for what is not text).
        let shown = StringsTextDecoder.shownText(SourceFile(path: "t.strings", bytes: bytes))
        for location in diagnostics.compactMap(\.location) {
            #expect(shown.location(atOffset: shown.offset(of: location)) == location)
        }
    }

    @Test func theShownTextReplacesWhatIsNotText() {
        let loneHigh: [UInt8] = Self.utf16("a", bigEndian: false, bom: true) + [0x3D, 0xD8] + Self.utf16("b", bigEndian: false, bom: false) + [0x0A]
        #expect(StringsTextDecoder.shownText(SourceFile(path: "t", bytes: loneHigh)).bytes == Array("a\u{FFFD}b\u{FFFD}".utf8))
        let invalid: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a".utf8) + [0xFF] + Array("b".utf8)
        #expect(StringsTextDecoder.shownText(SourceFile(path: "t", bytes: invalid)).bytes == Array("a\u{FFFD}b".utf8))
    }

    /// The UTF-16 transcoder against the standard library's, on random units where surrogates
    /// (paired, lone, reversed) are common: the same text where the file is valid, the same
    /// U+FFFD replacements where it is not, in both byte orders, with and without an odd byte.
    @Test(arguments: [false, true]) func utf16TranscodingAgreesWithTheStandardLibrary(bigEndian: Bool) throws {
        var random = SplitMix64(seed: bigEndian ? 16 : 61)
        let pool: [UInt16] = [0x22, 0x3D, 0x3B, 0x0A, 0x41, 0xE9, 0x7FF, 0x800, 0x4E2D, 0xFFFD, 0xFFFF, 0xD800, 0xD83D, 0xDBFF, 0xDC00, 0xDE00, 0xDFFF]
        for _ in 0..<2_000 {
            let units = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Bool.random(using: &random) ? pool.randomElement(using: &random)! : UInt16.random(in: 0...0xFFFF, using: &random)
            }
            let odd = Bool.random(using: &random)
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in units {
                bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            if odd { bytes.append(0x41) }
            let file = SourceFile(path: "t.strings", bytes: bytes)
            let expected = String(decoding: units, as: UTF16.self) + (odd ? "\u{FFFD}" : "")
            #expect(StringsTextDecoder.shownText(file).bytes == Array(expected.utf8), "\(units)")
            let valid = !odd && String(validating: units, as: UTF16.self) != nil
            #expect((try? StringsTextDecoder.decode(file))?.bytes == (valid ? Array(expected.utf8) : nil), "\(units)")
        }
    }

    // MARK: A real file

    @Test func aLocalizableStringsFileAsXcodeWritesIt() throws {
        let text = """
            /* 
              Localizable.strings
              Photos

              Created by Jane Appleseed on 12/03/2024.
              
            */

            /* Title of the albums tab */
            "albums.title" = "Albums";

            /* Number of photos in an album; %lld is the count. */
            "album.count %lld" = "%lld photos";

            /* No comment provided by engineer. */
            "Cancel" = "Cancel";

            /* Shown when a share fails.
               Keep it short. */
            "share.error" = "Couldn’t share “%@”.\\nTry again later.";

            // Legacy key, kept for old builds.
            "legacy" = "Legacy";
            """
        for bytes in [Array(text.utf8), Self.utf16(text, bigEndian: false, bom: true)] {
            let (entries, diagnostics) = read(bytes: bytes)
            #expect(diagnostics.isEmpty)
            let found = try #require(entries)
            #expect(found.map(\.key) == ["albums.title", "album.count %lld", "Cancel", "share.error", "legacy"])
            #expect(
                found.map(\.comment) == [
                    "Title of the albums tab",
                    "Number of photos in an album; %lld is the count.",
                    "No comment provided by engineer.",
                    "Shown when a share fails.\n   Keep it short.",
                    "Legacy key, kept for old builds.",
                ])
            #expect(found[3].value == "Couldn’t share “%@”.\nTry again later.")
            #expect(found[3].keyLocation == location(20, 1))
            #expect(found[3].valueLocation == location(20, 17))
        }
    }

    // MARK: Errors

    @Test(arguments: [
        (
            #""greeting" = "Hello""#,
            #"t.strings:1:21: error: expected ';' after the value of "greeting" [strings-syntax]"#
        ),
        (
            "\"greeting\" = \"Hello\"\n\n// the end\n",
            #"t.strings:1:21: error: expected ';' after the value of "greeting" [strings-syntax]"#
        ),
        (
            "\"greeting\" =\n",
            #"t.strings:1:13: error: expected a quoted value after '=' for the key "greeting" [strings-syntax]"#
        ),
        (
            "\"greeting\" = \"Hello\"\n\"next\" = \"x\";",
            #"t.strings:2:1: error: expected ';' after the value of "greeting" [strings-syntax]"#
        ),
        (
            #""greeting" "Hello";"#,
            #"t.strings:1:12: error: expected '=' or ';' after the key "greeting" [strings-syntax]"#
        ),
        (
            #""greeting""#,
            #"t.strings:1:11: error: expected '=' or ';' after the key "greeting" [strings-syntax]"#
        ),
        (
            #""greeting" = ;"#,
            #"t.strings:1:14: error: expected a quoted value after '=' for the key "greeting" [strings-syntax]"#
        ),
        (
            #""list" = ("a", "b");"#,
            #"t.strings:1:10: error: expected a quoted value after '=' for the key "list" [strings-syntax]"#
        ),
        (
            "\"a\" = \"b\";\n\"greeting\" = \"Hello;\n",
            #"t.strings:2:14: error: unterminated string; expected a closing '"' [strings-syntax]"#
        ),
        (
            #""unterminated key"#,
            #"t.strings:1:1: error: unterminated string; expected a closing '"' [strings-syntax]"#
        ),
        (
            "'k' = 'v\";",
            #"t.strings:1:7: error: unterminated string; expected a closing ''' [strings-syntax]"#
        ),
        (
            #""k" = "v\"#,
            #"t.strings:1:7: error: unterminated string; expected a closing '"' [strings-syntax]"#
        ),
        (
            "\"a\" = \"b\";\n/* not closed\n\"c\" = \"d\";",
            #"t.strings:2:1: error: unterminated comment; expected '*/' [strings-syntax]"#
        ),
        (
            #""a" = "b";;"#,
            #"t.strings:1:11: error: expected a quoted key such as "greeting", or a comment [strings-syntax]"#
        ),
        (
            "{ \"a\" = \"b\"; }",
            #"t.strings:1:1: error: expected a quoted key such as "greeting", or a comment [strings-syntax]"#
        ),
        (
            "# comment\n",
            #"t.strings:1:1: error: expected a quoted key such as "greeting", or a comment [strings-syntax]"#
        ),
        (
            #""say "hi"" = "x";"#,
            #"t.strings:1:7: error: expected '=' or ';' after the key "say " [strings-syntax]"#
        ),
        (
            #""k" = "say "hi"";"#,
            #"t.strings:1:13: error: expected ';' after the value of "k" [strings-syntax]"#
        ),
        (
            #""k" = "\U00G9";"#,
            #"t.strings:1:12: error: expected 4 hex digits after '\U', as in '\U00E9' [strings-syntax]"#
        ),
        (
            #""k" = "\UD83D";"#,
            #"t.strings:1:8: error: unpaired surrogate '\UD83D'; a high surrogate must be followed by a low one, '\UDC00' to '\UDFFF' [strings-syntax]"#
        ),
        (
            #""k" = "\UD83D\U0041";"#,
            #"t.strings:1:8: error: unpaired surrogate '\UD83D'; a high surrogate must be followed by a low one, '\UDC00' to '\UDFFF' [strings-syntax]"#
        ),
        (
            #""k" = "\UDE00";"#,
            #"t.strings:1:8: error: unpaired surrogate '\UDE00'; a low surrogate must follow a high one, '\UD800' to '\UDBFF' [strings-syntax]"#
        ),
        (
            #""k" = "caf\351";"#,
            #"t.strings:1:11: error: octal escape '\351' is above \177, which Foundation reads in the NeXTSTEP encoding; write the character itself or a '\U' escape [strings-syntax]"#
        ),
        (
            "\"a\nb\" = \"x\" \"y\";",
            #"t.strings:2:10: error: expected ';' after the value of "a\nb" [strings-syntax]"#
        ),
        (
            "\"\(String(repeating: "k", count: 50))\" \"x\";",
            #"t.strings:1:54: error: expected '=' or ';' after the key "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…" [strings-syntax]"#
        ),
    ])
    func malformedFilesAreDiagnosedAtTheFault(input: String, expected: String) {
        let (entries, diagnostics) = read(input)
        // The broken entry is lost, and reading goes on after it (see below).
        #expect(entries != nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    /// One vendor's typo loses one entry: after a syntax error the reader goes on at the next
    /// line that can start an entry, and reports the broken key as unusable.
    @Test func readingGoesOnAfterASyntaxError() throws {
        let text = """
            "a" = "A"
            "b" = "B";
            "c" = "say "hi"";
            "d" = "D";
            "e" "E";
            "f" = "F";
            """
        let bag = DiagnosticBag()
        let contents = try #require(StringsFileReader.readContents(SourceFile(path: "t.strings", text: text), diagnostics: bag))
        #expect(contents.entries.map(\.key) == ["b", "d", "f"])
        #expect(contents.unusable.map(\.key) == ["a", "c", "e"])
        #expect(
            bag.diagnostics.map(\.description) == [
                #"t.strings:2:1: error: expected ';' after the value of "a" [strings-syntax]"#,
                #"t.strings:3:13: error: expected ';' after the value of "c" [strings-syntax]"#,
                #"t.strings:5:5: error: expected '=' or ';' after the key "e" [strings-syntax]"#,
            ])
    }

    @Test func anyDamageToAFileIsReadOrDiagnosedWithoutCrashing() {
        // Every truncation, and a deterministic sweep of one-byte edits with the bytes that
        // matter to the syntax: the reader returns entries unless the file is not text, and
        // one damaged byte causes few errors.
        let original = Array(
            #"""
            /* note */ "a" = "x\"y\\z\U00E9\UD83D\UDE00\101";
            // line
            b = c; 'd'; "é" = "😀"; /**/
            """#.utf8)
        #expect(read(bytes: original).0?.map(\.key) == ["a", "b", "d", "é"])
        let interesting: [UInt8] = Array(#""'\/*;=U"#.utf8) + [0x0A, 0x00, 0xFF, 0xC3, 0xFE]
        var damaged: [[UInt8]] = (0...original.count).map { Array(original.prefix($0)) }
        for index in original.indices {
            var deleted = original
            deleted.remove(at: index)
            damaged.append(deleted)
            for byte in interesting {
                var replaced = original
                replaced[index] = byte
                damaged.append(replaced)
            }
        }
        for bytes in damaged {
            let (entries, diagnostics) = read(bytes: bytes)
            #expect((entries == nil) == diagnostics.contains { $0.kind == .stringsEncoding })
            #expect(diagnostics.filter { $0.severity == .error }.count <= 3)
        }
    }

    @Test func warningsBeforeAnErrorAreKept() {
        let (entries, diagnostics) = read(#""a" = "\q"; "a" = "b"; "c" ="#)
        #expect(entries?.map(\.key) == ["a"])
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .error])
    }
}
