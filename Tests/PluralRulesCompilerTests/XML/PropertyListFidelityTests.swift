import Testing

@testable import PluralRulesCompiler

/// Each place where CoreFoundation's property list parser (`CFPropertyListCreateWithData`)
/// reads a file otherwise than XML does, as measured with `Tools/CoreFoundationDifferential`:
/// what the reader reads there and what it reports. A file CoreFoundation rejects whole is
/// still read here as it is written (the accessors are generated from it), with an error that
/// says so at the place.
@Suite struct PropertyListFidelityTests {
    /// `body` inside `<plist><dict>…</dict></plist>` on one line (the dictionary's content
    /// starts at column 14), read: the root dictionary and what was reported.
    static func read(_ body: String, prolog: String = "") -> (dictionary: PropertyListDictionary?, diagnostics: [Diagnostic]) {
        let bag = DiagnosticBag()
        let value = PropertyListReader.read(SourceFile(path: "t.stringsdict", text: prolog + "<plist><dict>" + body + "</dict></plist>"), diagnostics: bag)
        guard case .dictionary(let dictionary)? = value else { return (nil, bag.diagnostics) }
        return (dictionary, bag.diagnostics)
    }

    static func string(_ dictionary: PropertyListDictionary?, _ key: String) -> String? {
        if case .string(let text, _)? = dictionary?[key] { return text.value }
        return nil
    }

    /// The one diagnostic of `diagnostics`, its kind, column and message.
    static func only(_ diagnostics: [Diagnostic]) -> (kind: DiagnosticKind, column: Int, message: String)? {
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else { return nil }
        return (diagnostic.kind, diagnostic.location?.column ?? 0, diagnostic.message)
    }

    // MARK: Between elements: whitespace, comments and processing instructions only

    @Test func commentsAndProcessingInstructionsBetweenElementsAreReadAsCoreFoundationReadsThem() {
        let (dictionary, diagnostics) = Self.read("<!-- c --><key>a</key><?pi x?><string>b</string><!-- c -->\n\t\r ")
        #expect(Self.string(dictionary, "a") == "b")
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("x", "here 'x'"), (";", "here ';'"), ("&amp;", "here '&amp;'"),
        ("\u{A0}", "here a no-break space (U+00A0)"), ("\u{FEFF}", "here an invisible U+FEFF (a byte order mark)"),
        ("\u{0C}", "here an invisible U+000C"),
    ])
    func textBetweenElementsIsReadPastAndReported(text: String, here: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key>" + text + "<string>b</string>")
        #expect(Self.string(dictionary, "a") == "b")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .appleReader)
        #expect(diagnostic.column == 26)
        #expect(diagnostic.message.contains("CoreFoundation rejects this file: it allows no text between the elements of a <dict> (\(here))"))
        #expect(diagnostic.message.contains("none of this file's keys is loaded"))
    }

    @Test func aCDATASectionBetweenElementsIsReported() throws {
        let (dictionary, diagnostics) = Self.read("<![CDATA[]]><key>a</key><string>b</string>")
        #expect(Self.string(dictionary, "a") == "b")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .appleReader && diagnostic.column == 14)
        #expect(diagnostic.message.contains("it allows no CDATA section between the elements of a <dict>"))
    }

    /// One cause, one diagnostic: a ';' after every string (a .strings habit) is reported once,
    /// at the first, the others in its notes.
    @Test func strayTextInManyPlacesIsOneDiagnosticWithNotes() throws {
        let body = (0..<5).map { "<key>k\($0)</key><string>v</string>;\n" }.joined()
        let (dictionary, diagnostics) = Self.read(body)
        #expect(dictionary?.entries.count == 5)
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.kind == .appleReader)
        #expect(diagnostic.message.hasSuffix("(4 more such places in the notes)"))
        #expect(diagnostic.notes.map { $0.location?.line } == [2, 3, 4, 5])
    }

    // MARK: Inside a <string> or <key>

    @Test(arguments: [("<!-- c -->", "comment"), ("<?pi x?>", "processing instruction")])
    func markupInsideAStringIsReadPastAndReported(markup: String, what: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><string>a" + markup + "b</string>")
        #expect(Self.string(dictionary, "a") == "ab")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .appleReader && diagnostic.column == 35)
        #expect(diagnostic.message.contains("it allows no \(what) inside a <string> element"))
        #expect(diagnostic.message.contains("move the \(what) out of the element"))
    }

    @Test func aCommentInsideAKeyIsReported() throws {
        let (dictionary, diagnostics) = Self.read("<key>a<!-- c --></key><string>b</string>")
        #expect(Self.string(dictionary, "a") == "b")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .appleReader && diagnostic.message.contains("no comment inside a <key> element"))
    }

    @Test func aCDATASectionInsideAStringIsReadAsCoreFoundationReadsIt() {
        let (dictionary, diagnostics) = Self.read("<key>a</key><string>a<![CDATA[<b>]]>c</string>")
        #expect(Self.string(dictionary, "a") == "a<b>c")
        #expect(diagnostics.isEmpty)
    }

    // MARK: U+FEFF

    /// CoreFoundation makes each string with `CFStringCreateWithBytes`, which drops one leading
    /// U+FEFF: written, referenced or in CDATA, in a key or a value. One in the middle stays.
    @Test(arguments: [
        ("<key>a</key><string>\u{FEFF}abc</string>", "a", "abc"), ("<key>a</key><string>&#xFEFF;abc</string>", "a", "abc"),
        ("<key>a</key><string><![CDATA[\u{FEFF}]]>abc</string>", "a", "abc"), ("<key>\u{FEFF}a</key><string>abc</string>", "a", "abc"),
        ("<key>a</key><string>\u{FEFF}\u{FEFF}abc</string>", "a", "\u{FEFF}abc"), ("<key>a</key><string>a\u{FEFF}bc</string>", "a", "a\u{FEFF}bc"),
        ("<key>a</key><string>\u{FEFF}</string>", "a", ""),
    ])
    func aLeadingByteOrderMarkIsLeftOutAsCoreFoundationLeavesItOut(body: String, key: String, value: String) {
        let (dictionary, diagnostics) = Self.read(body)
        #expect(Self.string(dictionary, key) == value)
        #expect(diagnostics.isEmpty)
    }

    @Test func textAfterALeftOutByteOrderMarkIsLocatedAfterIt() throws {
        let (dictionary, _) = Self.read("<key>a</key><string>\u{FEFF}abc</string>")
        guard case .string(let text, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(text.location.column == 37)  // after the three bytes of U+FEFF at column 34
    }

    @Test func aByteOrderMarkAfterTheDeclarationIsAnXMLError() throws {
        let bag = DiagnosticBag()
        let value = PropertyListReader.read(SourceFile(path: "t.stringsdict", text: "<?xml version=\"1.0\"?>\u{FEFF}<plist><dict/></plist>"), diagnostics: bag)
        #expect(value == nil)
        #expect(bag.diagnostics.map(\.kind) == [.xmlSyntax])
    }

    // MARK: References

    @Test func anUpperCaseXCharacterReferenceIsAnXMLErrorReadPast() throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><string>&#X41;</string>")
        #expect(Self.string(dictionary, "a") == "A")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .xmlSyntax && diagnostic.column == 34)
        #expect(diagnostic.message.contains("write '&#x41;'"))
    }

    @Test func aCharacterReferenceOfMoreThanEightDigitsIsReported() throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><string>&#000000065;&#00000066;</string>")
        #expect(Self.string(dictionary, "a") == "AB")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .appleReader && diagnostic.column == 34)
        #expect(diagnostic.message.contains("at most eight digits") && diagnostic.message.contains("'&#65;'"))
    }

    // MARK: <integer>, <real>, <true>, <false>, <date>, <data>

    @Test(arguments: [
        ("5 ", "5", DiagnosticKind.plistValue, "it allows no space in an <integer>"),
        ("\u{A0}5", "5", .plistValue, "it allows no no-break space (U+00A0) in an <integer>"),
        ("&#53;", "5", .appleReader, "it reads no character or entity reference inside an <integer>"),
        ("5<!-- c -->", "5", .appleReader, "it allows no comment inside an <integer>"),
    ])
    func anIntegerCoreFoundationRejectsIsReadAndReported(written: String, read: String, kind: DiagnosticKind, reason: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><integer>" + written + "</integer>")
        guard case .integer(let value, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(value == read)
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == kind)
        #expect(diagnostic.message.contains("CoreFoundation rejects this file: \(reason)"))
    }

    @Test(arguments: [("0x1F", "31"), ("0XfF", "255"), ("- 5", "-5"), ("+5", "5"), (" 7", "7"), ("000", "0"), ("-9223372036854775808", "-9223372036854775808")])
    func anIntegerIsReadAsCoreFoundationReadsIt(written: String, read: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><integer>" + written + "</integer>")
        guard case .integer(let value, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(value == read)
        #expect(diagnostics.isEmpty)
    }

    @Test func anIntegerNeitherReaderReadsKeepsItsDiagnostic() throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><integer>five</integer>")
        guard case .invalid? = dictionary?["a"] else { Issue.record("read"); return }
        #expect(Self.only(diagnostics)?.message == "'five' is not an integer")
    }

    @Test(arguments: [("1.5 ", "space"), ("0x1p3", "'x'")])
    func aRealCoreFoundationRejectsIsReadAndReported(written: String, what: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><real>" + written + "</real>")
        guard case .real? = dictionary?["a"] else { Issue.record("not read"); return }
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .plistValue)
        #expect(diagnostic.message.contains("it reads a <real> as a decimal number alone, and allows no \(what) after it"))
    }

    @Test(arguments: [(" 1.5", "1.5"), ("NaN", "NaN"), ("+Infinity", "+Infinity"), ("1.", "1."), ("1&#46;5", "1.5"), ("<![CDATA[2e3]]>", "2e3")])
    func aRealIsReadAsCoreFoundationReadsIt(written: String, read: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><real>" + written + "</real>")
        guard case .real(let value, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(value == read)
        #expect(diagnostics.isEmpty)
    }

    @Test func aCommentInsideARealIsReported() throws {
        let (_, diagnostics) = Self.read("<key>a</key><real>1.5<!-- c --></real>")
        #expect(Self.only(diagnostics)?.kind == .appleReader)
    }

    @Test(arguments: [("true", "x", "holds 'x'"), ("true", " ", "holds a space"), ("false", "x", "holds 'x'")])
    func aBooleanWithContentIsReadAndReported(name: String, content: String, holds: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><\(name)>\(content)</\(name)>")
        guard case .boolean(let value, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(value == (name == "true"))
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .plistStructure && diagnostic.column == 28 + name.count)
        #expect(diagnostic.message.contains("it reads <\(name)> only as an empty element, and this one \(holds)"))
    }

    @Test func anEmptyBooleanElementWithAnEndTagIsRead() {
        let (dictionary, diagnostics) = Self.read("<key>a</key><true></true>")
        guard case .boolean(true, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: ["garbage", " 2020-01-02T03:04:05Z", "2020-01-02T03:04:05Z ", "2020-1-02T03:04:05Z", "-01-01T00:00:00Z"])
    func aDateCoreFoundationRejectsIsReported(written: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><date>" + written + "</date>")
        guard case .date(let value, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(value == written)
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .plistValue && diagnostic.column == 32)
        #expect(diagnostic.message.contains("it reads a <date> only in the form 2001-01-01T00:00:00Z"))
    }

    @Test(arguments: ["2020-01-02T03:04:05Z", "-0001-01-01T00:00:00Z", "20200-13-40T25:61:61Z"])
    func aDateCoreFoundationReadsIsRead(written: String) {
        let (_, diagnostics) = Self.read("<key>a</key><date>" + written + "</date>")
        #expect(diagnostics.isEmpty)
    }

    /// `<data>` is base64 read from the file's bytes: a reference is not decoded, and what is not
    /// a base64 digit is skipped.
    @Test(arguments: [("QUJD", "QUJD"), ("QU&amp;JD", "QUam"), ("QQ==", "QQ=="), (" QU\nJD ", "QUJD"), ("", "")])
    func dataIsReadAsCoreFoundationDecodesIt(written: String, base64: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><data>" + written + "</data>")
        guard case .data(let value, _)? = dictionary?["a"] else { Issue.record("not read"); return }
        #expect(value == base64)
        #expect(diagnostics.isEmpty)
    }

    @Test func dataBeyondASCIIOrEmptyIsReported() {
        #expect(Self.only(Self.read("<key>a</key><data>QUJD\u{E9}</data>").diagnostics)?.kind == .plistValue)
        #expect(Self.only(Self.read("<key>a</key><data/>").diagnostics)?.message.contains("it reads no empty <data/>") == true)
        #expect(Self.only(Self.read("<key>a</key><data>QUJD<!-- c --></data>").diagnostics)?.kind == .appleReader)
    }

    // MARK: Tags and the prolog

    @Test func aGreaterThanSignInAnAttributeValueIsReported() throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><string a='>'>x</string>")
        #expect(Self.string(dictionary, "a") == "x")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .appleReader && diagnostic.column == 37)
        #expect(diagnostic.message.contains("CoreFoundation reads this file otherwise: it ends a tag at its first '>'"))
    }

    @Test(arguments: [
        ("<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>", 17, "it reads no internal subset"),
        ("<!DOCTYPE plist \"a>b\">", 19, "it ends the DOCTYPE declaration at its first '>', even one inside quotes"),
        // Measured: CF says "Encountered unexpected character [ … while parsing DTD".
        ("<!DOCTYPE plist \"a[b\">", 19, "it takes a '[' in the DOCTYPE declaration, even one inside quotes"),
        ("<!----><!-- c -->", 1, "it misreads an empty comment '<!---->' before the root element"),
    ])
    func aPrologCoreFoundationRejectsIsReported(prolog: String, column: Int, reason: String) throws {
        let (dictionary, diagnostics) = Self.read("<key>a</key><string>b</string>", prolog: prolog)
        #expect(Self.string(dictionary, "a") == "b")
        let diagnostic = try #require(Self.only(diagnostics))
        #expect(diagnostic.kind == .appleReader && diagnostic.column == column)
        #expect(diagnostic.message.contains(reason))
    }

    @Test func xcodesPrologIsReadWithoutAWord() {
        let prolog =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<!-- c -->\n"
        let (dictionary, diagnostics) = Self.read("<key>a</key><string>b</string>", prolog: prolog)
        #expect(Self.string(dictionary, "a") == "b")
        #expect(diagnostics.isEmpty)
    }

    /// The element tree reader (CLDR's files) is XML only: a DOCTYPE with an internal subset,
    /// text between elements, are nothing to report there.
    @Test func theTreeReaderChecksNothingForCoreFoundation() throws {
        let bag = DiagnosticBag()
        let document = XMLReader.read(SourceFile(path: "t.xml", text: "<!DOCTYPE a [ ]><a x='>'>text<b/>&#000000065;</a>"), diagnostics: bag)
        #expect(document?.root.name == "a")
        #expect(bag.diagnostics.isEmpty)
    }
}

extension Array {
    /// The one element, when there is exactly one.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
