import Testing
@testable import PluralRulesCompiler

@Suite struct XMLReaderTests {
    func read(_ text: String) -> (XMLDocument?, [Diagnostic]) {
        let bag = DiagnosticBag()
        let document = XMLReader.read(SourceFile(path: "t.xml", text: text), diagnostics: bag)
        return (document, bag.diagnostics)
    }

    @Test func elementsAttributesAndText() throws {
        let (document, diagnostics) = read("""
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
        let (document, diagnostics) = read("""
            <!DOCTYPE r [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
            <r>&x;</r>
            """)
        #expect(document == nil)
        #expect(diagnostics.map(\.description) == [
            "t.xml:2:4: error: unknown entity '&x;'; only &lt; &gt; &amp; &apos; &quot; and character references are defined [xml-syntax]",
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

    @Test func lineEndsAndAttributeWhitespaceAreNormalized() throws {
        let (document, _) = read("<r a=\"x\ty\nz\">one\r\ntwo</r>")
        let root = try #require(document?.root)
        #expect(root.attribute("a")?.value.value == "x y z")
        #expect(root.text?.value == "one\ntwo")
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
    ])
    func malformedDocumentsAreDiagnosedAtTheFault(input: String, expected: String) {
        let (document, diagnostics) = read(input)
        #expect(document == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }
}
