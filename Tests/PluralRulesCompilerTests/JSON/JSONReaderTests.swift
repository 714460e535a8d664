import Testing

@testable import PluralRulesCompiler

@Suite struct JSONReaderTests {
    func read(_ text: String) -> (JSONValue?, [String]) {
        read(bytes: Array(text.utf8))
    }

    func read(bytes: [UInt8]) -> (JSONValue?, [String]) {
        let bag = DiagnosticBag()
        let value = JSONReader.read(SourceFile(path: "t.json", bytes: bytes), diagnostics: bag)
        return (value, bag.diagnostics.map(\.description))
    }

    @Test func everyValueIsLocated() throws {
        let (value, diagnostics) = read(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : { "n" : -1.5e3, "t" : true, "f" : false, "z" : null, "a" : [ 1, "two" ] }
              },
              "version" : "1.1"
            }
            """)
        #expect(diagnostics.isEmpty)
        let root = try #require(value?.object)
        #expect(root.members.map(\.key) == ["sourceLanguage", "strings", "version"])
        #expect(root.location.description == "t.json:1:1")
        #expect(root.member("sourceLanguage")?.keyLocation.description == "t.json:2:3")
        #expect(root["sourceLanguage"]?.location.description == "t.json:2:22")
        #expect(root["sourceLanguage"]?.string?.value == "en")
        let entry = try #require(root["strings"]?.object?["k"]?.object)
        #expect(entry.location.description == "t.json:4:11")
        guard case .number("-1.5e3", let number)? = entry["n"] else { Issue.record("n"); return }
        #expect(number.description == "t.json:4:19")
        guard case .bool(true, _)? = entry["t"], case .bool(false, _)? = entry["f"], case .null(let null)? = entry["z"] else {
            Issue.record("literals"); return
        }
        #expect(null.description == "t.json:4:58")
        guard case .array(let items, let arrayLocation)? = entry["a"] else { Issue.record("a"); return }
        #expect(arrayLocation.description == "t.json:4:70")
        #expect(items.map(\.location.description) == ["t.json:4:72", "t.json:4:75"])
    }

    /// Escapes decode, and each decoded byte still points at what the file holds there.
    @Test func escapesDecodeAndStayLocated() throws {
        let (value, diagnostics) = read(#"["a\n\u00e9\ud83d\ude00\/b", "%lld"]"#)
        #expect(diagnostics.isEmpty)
        guard case .array(let items, _)? = value, let text = items.first?.string else { Issue.record("array"); return }
        #expect(text.value == "a\né😀/b")
        #expect(text.location(atUTF8Offset: 0).column == 3)  // a
        #expect(text.location(atUTF8Offset: 1).column == 4)  // \n
        #expect(text.location(atUTF8Offset: 2).column == 6)  // \u00e9, its first byte
        #expect(text.location(atUTF8Offset: 4).column == 12)  // the pair
        #expect(text.location(atUTF8Offset: 8).column == 24)  // \/
        #expect(text.location(atUTF8Offset: 9).column == 26)  // b
        #expect(items[1].string?.location.column == 31)
    }

    @Test(arguments: [
        ("", "t.json:1:1: error: expected a JSON value; the file is empty [json-syntax]"),
        ("[1, 2,]", "t.json:1:7: error: expected a value after ','; JSON allows no trailing comma [json-syntax]"),
        ("{\"a\": 1,}", "t.json:1:9: error: expected a key after ','; JSON allows no trailing comma [json-syntax]"),
        ("{\"a\" 1}", "t.json:1:6: error: expected ':' after the key \"a\" [json-syntax]"),
        ("{\"a\": 1 \"b\": 2}", "t.json:1:9: error: expected ',' or '}' after the value of \"a\" in the object opened at 1:1 [json-syntax]"),
        ("{\n  \"a\": [1, 2\n}", "t.json:3:1: error: expected ',' or ']' after an element of the array opened at 2:8 [json-syntax]"),
        ("{'a': 1}", "t.json:1:2: error: expected a key in double quotes after '{' [json-syntax]"),
        ("[01]", "t.json:1:2: error: a JSON number has no leading zeros [json-syntax]"),
        ("[1.]", "t.json:1:4: error: expected a digit after the decimal point [json-syntax]"),
        ("[tru]", "t.json:1:2: error: expected a value (a string, number, object, array, true, false or null); found 'tru]' [json-syntax]"),
        ("{} {}", "t.json:1:4: error: expected the end of the file after the JSON value; a file holds one value [json-syntax]"),
        ("[\"open", "t.json:1:2: error: the string that starts here is not closed with '\"' [json-syntax]"),
        ("[\"line\nbreak\"]", "t.json:1:7: error: a line break inside a string; write \\n, or close the string that starts at 1:2 with '\"' [json-syntax]"),
        ("{\"a\": ", "t.json:1:7: error: the file ends inside the object opened at 1:1 [json-syntax]"),
    ])
    func structureErrorsStopAtTheirPosition(text: String, expected: String) {
        let (value, diagnostics) = read(text)
        #expect(value == nil)
        #expect(diagnostics == [expected])
    }

    /// What is wrong inside one string makes that string unusable, and nothing else.
    @Test func stringErrorsAreReportedAndReadingGoesOn() throws {
        let bytes =
            Array(#"{"bad escape" : "\q", "lone" : "\ud800x", "low" : "\udc00", "short" : "\u12", "tab" : ""#.utf8)
            + [0x09] + Array(#"", "utf8" : ""#.utf8) + [0xC3, 0x28] + Array(#"", "ok" : "fine"}"#.utf8)
        let (value, diagnostics) = read(bytes: bytes)
        #expect(
            diagnostics == [
                #"t.json:1:18: error: '\q' is no JSON escape; the escapes are \" \\ \/ \b \f \n \r \t and \uXXXX (write \\ for a backslash) [json-syntax]"#,
                #"t.json:1:33: error: '\uD800' is the first half of a UTF-16 surrogate pair, and no second half (\uDC00 to \uDFFF) follows; it stands for no character [json-syntax]"#,
                #"t.json:1:52: error: '\uDC00' is the second half of a UTF-16 surrogate pair without a first; it stands for no character [json-syntax]"#,
                #"t.json:1:72: error: '\u' is followed by four hexadecimal digits, as in \u00E9 [json-syntax]"#,
                #"t.json:1:88: error: a control character (U+0009) inside a string; write it as \u0009 [json-syntax]"#,
                #"t.json:1:102: error: the byte 0xC3 is not valid UTF-8 here; save the file as UTF-8 [json-syntax]"#,
            ])
        let object = try #require(value?.object)
        for key in ["bad escape", "lone", "low", "short", "tab", "utf8"] {
            guard case .invalid? = object[key] else { Issue.record("\(key) should be invalid"); continue }
        }
        #expect(object["ok"]?.string?.value == "fine")
    }

    @Test func overlongAndSurrogateUTF8AreInvalid() {
        for bad: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]] {
            let (value, diagnostics) = read(bytes: [UInt8(ascii: "["), UInt8(ascii: "\"")] + bad + [UInt8(ascii: "\""), UInt8(ascii: "]")])
            #expect(diagnostics.count == 1, "\(bad)")
            guard case .array(let items, _)? = value, case .invalid? = items.first else { Issue.record("\(bad)"); continue }
        }
        let (value, diagnostics) = read("[\"ü€😀\"]")
        #expect(diagnostics.isEmpty)
        guard case .array(let items, _)? = value else { Issue.record("array"); return }
        #expect(items.first?.string?.value == "ü€😀")
    }

    @Test func duplicateKeysKeepTheLaterValue() throws {
        let (value, diagnostics) = read("{\n  \"a\" : 1,\n  \"b\" : 2,\n  \"a\" : 3\n}")
        #expect(
            diagnostics == [
                "t.json:4:3: warning: the key \"a\" is also at line 2; this later value is used [duplicate-key]\nt.json:2:3: note: the earlier \"a\" is here"
            ])
        let object = try #require(value?.object)
        #expect(object.members.map(\.key) == ["b", "a"])
        guard case .number("3", _)? = object["a"] else { Issue.record("a"); return }
    }

    /// Nesting is read without recursion: as deep as allowed reads, deeper is one error, and
    /// a hundred thousand levels neither crash nor take long.
    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = JSONReader.maximumDepth
        let (allowed, none) = read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(none.isEmpty)
        #expect(allowed != nil)
        let (deeper, diagnostics) = read(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
        #expect(deeper == nil)
        #expect(
            diagnostics == ["t.json:1:\(depth + 1): error: arrays and objects nest more than \(depth) levels deep here; this reader stops there [json-syntax]"])
        let (huge, hugeDiagnostics) = read(String(repeating: "{\"a\":[", count: 100_000))
        #expect(huge == nil)
        #expect(hugeDiagnostics.count == 1)
    }

    @Test func byteOrderMarksAndUTF16() {
        let (value, diagnostics) = read(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(diagnostics.isEmpty)
        #expect(value?.object?.isEmpty == true)
        let (utf16, errors) = read(bytes: [0xFF, 0xFE, UInt8(ascii: "{"), 0, UInt8(ascii: "}"), 0])
        #expect(utf16 == nil)
        #expect(errors == ["t.json:1:1: error: the file is UTF-16; JSON is UTF-8: save it as UTF-8 [json-syntax]"])
    }

    /// Large objects find their members through an index, small ones by looking.
    @Test func largeObjectsFindMembers() throws {
        let text = "{" + (0..<100).map { "\"k\($0)\" : \($0)" }.joined(separator: ", ") + "}"
        let object = try #require(read(text).0?.object)
        guard case .number("57", _)? = object["k57"] else { Issue.record("k57"); return }
        #expect(object["k100"] == nil)
    }
}
