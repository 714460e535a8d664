import Testing

@testable import PluralRulesCompiler

@Suite struct XMLReaderTests {
    func read(_ text: String) -> (XMLDocument?, [Diagnostic]) {
        let bag = DiagnosticBag()
        let document = XMLReader.read(SourceFile(path: "t.xml", text: text), diagnostics: bag)
        return (document, bag.diagnostics)
    }

    @Test func elementsAttributesAndText() throws {
        let (document, diagnostics) = read(
            """
            <?xml version="1.0" encoding="UTF-8" ?>
            <!DOCTYPE supplementalData SYSTEM "../../common/dtd/ldmlSupplemental.dtd">
            <!-- a comment -->
            <root a="1" b='two'>
              <child x="&lt;&amp;&#65;&#x42;">te&gt;xt<![CDATA[<raw> & stuff]]></child>
              <empty/>
            </root>
            """)
        #expect(diagnostics.isEmpty)
        let root = try #require(document?.root)
        #expect(root.name == "root")
        #expect(root.attribute("a")?.value.value == "1")
        #expect(root.attribute("b")?.value.value == "two")
        #expect(root.elements.map(\.name) == ["child", "empty"])
        let child = root.elements[0]
        #expect(child.attribute("x")?.value.value == "<&AB")
        #expect(child.text?.value == "te>xt<raw> & stuff")
        #expect(child.location == SourceLocation(path: "t.xml", line: 5, column: 3))
        #expect(root.elements[1].children.isEmpty)
    }

    @Test func doctypeWithInternalSubsetIsSkippedAndNoEntityIsResolved() throws {
        let (document, diagnostics) = read(
            """
            <!DOCTYPE r [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
            <r>&x;</r>
            """)
        #expect(document == nil)
        #expect(
            diagnostics.map(\.description) == [
                "t.xml:2:4: error: unknown entity '&x;'; only &lt; &gt; &amp; &apos; &quot; and character references are defined [xml-syntax]"
            ])
    }

    @Test func locatedTextMapsDecodedBytesBackToTheFile() throws {
        // "a&amp;b" decodes to "a&b": 'b' is decoded byte 2 but file column 13.
        let (document, _) = read("<r>\n  <c>a&amp;b\n  c</c></r>")
        let text = try #require(document?.root.elements.first?.text)
        #expect(text.value == "a&b\n  c")
        #expect(text.location(atUTF8Offset: 0) == SourceLocation(path: "t.xml", line: 2, column: 6))
        #expect(text.location(atUTF8Offset: 1) == SourceLocation(path: "t.xml", line: 2, column: 7))
        #expect(text.location(atUTF8Offset: 2) == SourceLocation(path: "t.xml", line: 2, column: 12))
        #expect(text.location(atUTF8Offset: 6) == SourceLocation(path: "t.xml", line: 3, column: 3))
    }

    /// Text keeps its "\r\n" as Apple's property list parser does (XML 1.0 would read "\n");
    /// attribute values are normalized.
    @Test func lineEndsAreKeptAndAttributeWhitespaceIsNormalized() throws {
        let (document, _) = read("<r a=\"x\ty\nz\">one\r\ntwo\rthree</r>")
        let root = try #require(document?.root)
        #expect(root.attribute("a")?.value.value == "x y z")
        #expect(Array(root.text!.value.utf8) == Array("one\r\ntwo\rthree".utf8))
        #expect(root.text?.location(atUTF8Offset: 5) == SourceLocation(path: "t.xml", line: 3, column: 1))
    }

    @Test(arguments: [
        ("<r>", "t.xml:1:1: error: element 'r' is not closed; expected '</r>' [xml-syntax]"),
        ("<r></s>", "t.xml:1:6: error: expected '</r>' to close the element opened at line 1, found '</s>' [xml-syntax]"),
        ("<r a=1/>", "t.xml:1:6: error: expected a quoted attribute value [xml-syntax]"),
        ("<r a='1' a='2'/>", "t.xml:1:10: error: attribute 'a' appears twice [xml-syntax]"),
        ("<r/><s/>", "t.xml:1:5: error: a document has one root element; found a second one [xml-syntax]"),
        ("", "t.xml:1:1: error: expected a root element; the document is empty [xml-syntax]"),
        ("<r>\n  a & b</r>", "t.xml:2:5: error: '&' must start an entity such as '&amp;'; write '&amp;' for a literal '&' [xml-syntax]"),
        ("<r><!-- x </r>", "t.xml:1:4: error: unterminated comment; expected '-->' [xml-syntax]"),
        ("<r a='<'/>", "t.xml:1:7: error: '<' is not allowed in an attribute value; write '&lt;' [xml-syntax]"),
        ("text<r/>", "t.xml:1:1: error: expected '<'; text is not allowed outside the root element [xml-syntax]"),
        ("<r>&#0;</r>", "t.xml:1:4: error: invalid character reference '&#0;' [xml-syntax]"),
        ("<r>a\u{0}b</r>", "t.xml:1:5: error: a NUL byte is not allowed in XML; remove it [xml-syntax]"),
        (
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<r/>",
            "t.xml:1:31: error: the file declares encoding 'ISO-8859-1', but only UTF-8 is read; save the file as UTF-8 and declare encoding=\"UTF-8\" [xml-syntax]"
        ),
        (
            "<?xml version='1.0' encoding = 'utf-16' ?><r/>",
            "t.xml:1:33: error: the file declares encoding 'utf-16', but only UTF-8 is read; save the file as UTF-8 and declare encoding=\"UTF-8\" [xml-syntax]"
        ),
    ])
    func malformedDocumentsAreDiagnosedAtTheFault(input: String, expected: String) {
        let (document, diagnostics) = read(input)
        #expect(document == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func bytesThatAreNotUTF8AreDiagnosedWhereTheyStand() {
        func read(_ bytes: [UInt8]) -> [String] {
            let bag = DiagnosticBag()
            #expect(XMLReader.read(SourceFile(path: "t.xml", bytes: bytes), diagnostics: bag) == nil)
            return bag.diagnostics.map(\.description)
        }
        #expect(
            read(Array("<r>\n caf".utf8) + [0xE9] + Array("</r>".utf8)) == ["t.xml:2:5: error: invalid UTF-8 (byte 0xE9); save the file as UTF-8 [xml-syntax]"])
        // An overlong '/', a surrogate, a cut-off sequence at the end.
        #expect(
            read(Array("<r>".utf8) + [0xC0, 0xAF] + Array("</r>".utf8)) == ["t.xml:1:4: error: invalid UTF-8 (byte 0xC0); save the file as UTF-8 [xml-syntax]"])
        #expect(
            read(Array("<r>".utf8) + [0xED, 0xA0, 0x80] + Array("</r>".utf8)) == [
                "t.xml:1:4: error: invalid UTF-8 (byte 0xED); save the file as UTF-8 [xml-syntax]"
            ])
        #expect(read(Array("<r></r>".utf8) + [0xF0, 0x9F]) == ["t.xml:1:8: error: invalid UTF-8 (byte 0xF0); save the file as UTF-8 [xml-syntax]"])
        // UTF-16 without a byte order mark.
        #expect(
            read(Array("<r/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })) == [
                "t.xml:1:1: error: the file is UTF-16 (without a byte order mark); save it as UTF-8 [xml-syntax]"
            ])
    }

    /// 512 levels read; one more is an error at the element that opens it, long before a
    /// debug build's stack would run out.
    @Test func nestingIsLimitedTo512Levels() throws {
        func nested(_ depth: Int) -> String { String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) }
        let (deepest, none) = read(nested(XMLReader.maximumDepth))
        #expect(deepest != nil && none.isEmpty)
        let (document, diagnostics) = read("\n" + nested(100_000))
        #expect(document == nil)
        #expect(
            diagnostics.map(\.description) == [
                "t.xml:2:1537: error: elements nest more than 512 levels deep here (too many nested arrays or dictionaries); this reader stops there [xml-syntax]"
            ])
    }
}
