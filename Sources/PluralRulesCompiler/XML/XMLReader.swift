/// A small, strict XML reader that keeps the file position of everything it reads.
///
/// It reads what CLDR's supplemental files and XML property lists use: elements, attributes,
/// character data, comments, CDATA sections, processing instructions, the five predefined
/// entities and numeric character references. A DOCTYPE declaration is skipped, internal
/// subset included, and no external entity is ever resolved or fetched. Anything else that is
/// not well-formed XML is an error at the position where it goes wrong.
///
/// The file must be UTF-8 (a declaration of another encoding is an error at its name, and so
/// are invalid UTF-8 and NUL bytes), and elements nest at most ``maximumDepth`` levels deep,
/// so that no input runs the recursive reader out of stack.
///
/// ```swift
/// let file = SourceFile(path: "plurals.xml", bytes: bytes)
/// let bag = DiagnosticBag()
/// if let document = XMLReader.read(file, diagnostics: bag) { print(document.root.name) }
/// ```
public struct XMLReader {
    /// Reads `file`; on malformed input reports one error and returns `nil`.
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> XMLDocument? {
        var reader = XMLReader(file: file)
        do {
            let root = try reader.readDocument { reader throws(SyntaxError) in try reader.readElement() }
            for finding in reader.syntaxFindings { diagnostics.report(.xmlSyntax, finding.message, at: file.location(atOffset: finding.offset)) }
            return XMLDocument(root: root, file: file)
        } catch {
            diagnostics.report(.xmlSyntax, error.message, at: file.location(atOffset: error.offset))
            return nil
        }
    }

    /// How deep elements may nest: 512 levels, where Apple's property list reader stops too
    /// ("Too many nested arrays or dictionaries"). A debug build has stack for several times
    /// as many.
    public static let maximumDepth = 512

    struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    /// Something read that CoreFoundation's property list parser (`CFPropertyListCreateWithData`,
    /// which `Bundle` uses) reads otherwise, or rejects the file for: what it does (`reason`,
    /// "it allows no text between the elements of a <dict>") and what to do (`fix`).
    struct AppleReaderFinding {
        var reason: String
        var fix: String
        var offset: Int
        /// Whether CoreFoundation rejects the file whole for it (else it reads it otherwise).
        var rejectsFile = true
    }

    let file: SourceFile
    var cursor: SourceCursor
    /// How many elements are open at the cursor.
    var depth = 0
    /// Whether the file is read as a property list, and so checked against what CoreFoundation
    /// reads (into ``appleFindings``); a CLDR file is XML only.
    var checksAppleReading = false
    /// What CoreFoundation reads otherwise, in file order (see ``checksAppleReading``).
    var appleFindings: [AppleReaderFinding] = []
    /// XML errors the reader read past, reported when the document is otherwise well-formed: an
    /// error, but not one that makes the text unreadable (`&#X41;`).
    var syntaxFindings: [SyntaxError] = []

    init(file: SourceFile) {
        self.file = file
        self.cursor = SourceCursor(file)
    }

    // MARK: Document

    /// Reads the document around its root element, which `readRoot` reads at its '<' (the
    /// element tree, or a property list's values).
    mutating func readDocument<Root>(readingRoot readRoot: (inout XMLReader) throws(SyntaxError) -> Root) throws(SyntaxError) -> Root {
        _ = cursor.tryEat("\u{FEFF}")  // a UTF-8 byte order mark
        if file.buffer.bytes.starts(with: [0xFF, 0xFE]) || file.buffer.bytes.starts(with: [0xFE, 0xFF]) {
            throw SyntaxError(message: "the file is UTF-16; save it as UTF-8", offset: 0)
        }
        // Without a byte order mark, UTF-16 shows in the zero byte beside its first '<'.
        if file.buffer.bytes.starts(with: [0x3C, 0x00]) || file.buffer.bytes.starts(with: [0x00, 0x3C]) {
            throw SyntaxError(message: "the file is UTF-16 (without a byte order mark); save it as UTF-8", offset: 0)
        }
        // A declared encoding first: bytes of Latin-1 are said to be Latin-1, not bad UTF-8.
        if cursor.starts(with: "<?xml"), let next = cursor.peek(offset: 5), SourceCursor.isXMLWhitespace(next) {
            try checkDeclaredEncoding()
        }
        if let problem = UTF8Validation.firstProblem(in: file.buffer.bytes, rejectingNUL: true) {
            switch problem.kind {
            case .nul:
                throw SyntaxError(message: "a NUL byte is not allowed in XML; remove it", offset: problem.offset)
            case .invalid:
                let byte = String(file.buffer.bytes[problem.offset], radix: 16, uppercase: true)
                throw SyntaxError(message: "invalid UTF-8 (byte 0x\(byte.count == 1 ? "0" : "")\(byte)); save the file as UTF-8", offset: problem.offset)
            }
        }
        var root: Root?
        while true {
            cursor.skipWhitespace()
            guard !cursor.isAtEnd else { break }
            let markupStart = cursor.position
            if cursor.tryEat("<?") {
                try skipProcessingInstruction()
            } else if cursor.tryEat("<!--") {
                // CoreFoundation looks for the end of a comment before the root element from one
                // byte past its start: it misses the end of an empty one.
                if checksAppleReading && cursor.starts(with: "-->") {
                    appleFindings.append(
                        AppleReaderFinding(
                            reason: "it misreads an empty comment '<!---->' before the root element (it looks for the comment's end after it)",
                            fix: "remove the empty comment or write a word in it", offset: markupStart))
                }
                _ = try readCommentBody(openedAt: markupStart)
            } else if cursor.tryEat("<!DOCTYPE") {
                if checksAppleReading { checkDoctypeAsCoreFoundationReadsIt(openedAt: markupStart) }
                try skipDoctype(openedAt: markupStart)
            } else if cursor.peek() == UInt8(ascii: "<") {
                if root != nil {
                    throw SyntaxError(message: "a document has one root element; found a second one", offset: markupStart)
                }
                root = try readRoot(&self)
            } else {
                throw SyntaxError(message: "expected '<'; text is not allowed outside the root element", offset: markupStart)
            }
        }
        guard let root else {
            throw SyntaxError(message: "expected a root element; the document is empty", offset: cursor.position)
        }
        return root
    }

    /// Skips the rest of a DOCTYPE declaration, internal subset and quoted strings included.
    private mutating func skipDoctype(openedAt start: Int) throws(SyntaxError) {
        var bracketDepth = 0
        while let byte = cursor.peek() {
            cursor.advance()
            switch byte {
            case UInt8(ascii: "["): bracketDepth += 1
            case UInt8(ascii: "]"): bracketDepth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                cursor.eat(while: { $0 != byte })
                _ = cursor.tryEat(byte)
            case UInt8(ascii: ">") where bracketDepth <= 0:
                return
            default: break
            }
        }
        throw SyntaxError(message: "unterminated DOCTYPE declaration", offset: start)
    }

    /// CoreFoundation reads a DOCTYPE declaration up to its first '>' or '[', quoted or not: a
    /// '>' ends it, and a '[' starts an internal subset, which it rejects. A quoted '>' or any
    /// '[' is a finding at the DOCTYPE (the cursor is after `<!DOCTYPE`, and is not moved).
    private mutating func checkDoctypeAsCoreFoundationReadsIt(openedAt start: Int) {
        var scan = cursor
        var quote: UInt8?
        while let byte = scan.peek() {
            if byte == UInt8(ascii: "[") {
                appleFindings.append(
                    AppleReaderFinding(
                        reason: quote == nil
                            ? "it reads no internal subset ('[…]') in the DOCTYPE declaration"
                            : "it takes a '[' in the DOCTYPE declaration, even one inside quotes, for the start of an internal subset, which it does not read",
                        fix:
                            "remove the '[' (Xcode writes <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">)",
                        offset: scan.position))
                return
            } else if byte == UInt8(ascii: ">") {
                if quote != nil {
                    appleFindings.append(
                        AppleReaderFinding(
                            reason: "it ends the DOCTYPE declaration at its first '>', even one inside quotes",
                            fix: "remove the '>' from the quoted text of the DOCTYPE", offset: scan.position))
                }
                return
            } else if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            }
            scan.advance()
        }
    }

    /// Reads the `encoding` of the XML declaration at the cursor (`<?xml version="1.0"
    /// encoding="UTF-8"?>`), not moving: UTF-8 is the only one this reader reads, so another is
    /// an error at its name rather than text read in the wrong encoding.
    private func checkDeclaredEncoding() throws(SyntaxError) {
        var scan = cursor
        guard let end = scan.find("?>") else { return }  // reported as an unterminated instruction
        while scan.position < end {
            guard scan.tryEat("encoding") else {
                scan.advance()
                continue
            }
            scan.skipWhitespace()
            guard scan.tryEat(UInt8(ascii: "=")) else { return }
            scan.skipWhitespace()
            guard let quote = scan.tryEat(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return }
            let name = scan.eat(while: { $0 != quote && $0 != UInt8(ascii: "?") })
            let declared = scan.string(in: name)
            switch declared.lowercased() {
            case "utf-8", "utf8": return
            default:
                throw SyntaxError(
                    message: "the file declares encoding '\(declared)', but only UTF-8 is read; save the file as UTF-8 and declare encoding=\"UTF-8\"",
                    offset: name.lowerBound)
            }
        }
    }

    /// Skips the rest of a processing instruction, after its `<?`.
    mutating func skipProcessingInstruction() throws(SyntaxError) {
        guard cursor.skip(past: "?>") != nil else {
            throw SyntaxError(message: "unterminated processing instruction; expected '?>'", offset: cursor.position)
        }
    }

    // MARK: Elements

    mutating func readElement() throws(SyntaxError) -> XMLElement {
        let start = cursor.position
        let tag = try readStartTag()
        let location = file.location(atOffset: start)
        if tag.isEmptyElement {
            return XMLElement(name: tag.name, attributes: tag.attributes, children: [], location: location)
        }
        depth += 1
        defer { depth -= 1 }
        let children = try readContent(closing: tag.name, openedAt: start)
        return XMLElement(name: tag.name, attributes: tag.attributes, children: children, location: location)
    }

    /// Reads the start tag at the cursor's '<': the element's name, its attributes, and
    /// whether it is an empty-element tag (`<dict/>`). The caller counts the element in
    /// ``depth`` while it reads its content.
    mutating func readStartTag() throws(SyntaxError) -> (name: String, attributes: [XMLAttribute], isEmptyElement: Bool) {
        let start = cursor.position
        guard depth < Self.maximumDepth else {
            throw SyntaxError(
                message: "elements nest more than \(Self.maximumDepth) levels deep here (too many nested arrays or dictionaries); this reader stops there",
                offset: start)
        }
        cursor.advance()  // '<'
        let name = try expectName(what: "an element name after '<'")
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = cursor.skipWhitespace()
            // Bytes compared, not a string: `tryEat("/>")` costs several calls in a debug build.
            // Read from the base pointer (a zero byte follows the last one), and the position
            // moved in place: `peekByte` and `advance` are calls that retain the cursor's buffer.
            let position = cursor.position
            let byte = cursor.base[position]
            if byte == 0x3E {  // '>'
                cursor.position = position + 1
                return (name, attributes, false)
            }
            if byte == 0x2F && cursor.base[position + 1] == 0x3E {  // "/>"
                cursor.position = position + 2
                return (name, attributes, true)
            }
            guard !cursor.isAtEnd else {
                throw SyntaxError(message: "unterminated start tag '<\(name)'", offset: start)
            }
            guard hadSpace else {
                throw SyntaxError(message: "expected whitespace, '>' or '/>' in the start tag of '\(name)'", offset: cursor.position)
            }
            let attributeStart = cursor.position
            let attributeName = try expectName(what: "an attribute name, '>' or '/>'")
            if attributes.contains(where: { $0.name == attributeName }) {
                throw SyntaxError(message: "attribute '\(attributeName)' appears twice", offset: attributeStart)
            }
            cursor.skipWhitespace()
            try cursor.expect(UInt8(ascii: "=")) {
                SyntaxError(message: "expected '=' after attribute '\(attributeName)'", offset: $0)
            }
            cursor.skipWhitespace()
            let value = try readAttributeValue()
            attributes.append(XMLAttribute(name: attributeName, value: value, location: file.location(atOffset: attributeStart)))
        }
    }

    /// Reads the end tag at the cursor's `</`, which must close the element `name` opened at `start`.
    mutating func readEndTag(closing name: String, openedAt start: Int) throws(SyntaxError) {
        cursor.advance(by: 2)
        let closeStart = cursor.position
        // Compared with the start tag's name where it stands (just after `start`), not made a
        // String: nearly every end tag matches, and only one that does not needs the text.
        let base = cursor.base
        let length = name.utf8.count
        var matches = closeStart + length < cursor.count && !Self.isNameByte(base[closeStart + length])
        var index = 0
        while matches && index < length {
            matches = base[closeStart + index] == base[start + 1 + index]
            index += 1
        }
        if matches {
            // Nearly every end tag is '>' right after its name: passed with no call.
            if base[closeStart + length] == 0x3E {  // '>'
                cursor.position = closeStart + length + 1
                return
            }
            cursor.position = closeStart + length
        } else {
            let closing = try expectName(what: "an element name after '</'")
            guard closing == name else {
                throw SyntaxError(
                    message: "expected '</\(name)>' to close the element opened at line \(file.location(atOffset: start).line), found '</\(closing)>'",
                    offset: closeStart)
            }
        }
        cursor.skipWhitespace()
        try cursor.expect(UInt8(ascii: ">")) { SyntaxError(message: "expected '>'", offset: $0) }
    }

    /// The children of the element `name` opened at `start`, up to its end tag.
    mutating func readContent(closing name: String, openedAt start: Int) throws(SyntaxError) -> [XMLNode] {
        // A struct's methods, not local functions: a debug build checks each access a local
        // function makes to a captured variable at run time.
        var content = ContentBuilder(text: TextBuilder(file: file))
        while true {
            guard let byte = cursor.peek() else {
                throw SyntaxError(message: "element '\(name)' is not closed; expected '</\(name)>'", offset: start)
            }
            switch byte {
            case UInt8(ascii: "<"):
                let markupStart = cursor.position
                // The byte after '<' tells what follows; only '!' and '?' need a longer look.
                let next = cursor.peek(offset: 1)
                if next == UInt8(ascii: "/") {
                    try readEndTag(closing: name, openedAt: start)
                    content.flushText()
                    return content.children
                } else if next == UInt8(ascii: "!"), cursor.tryEat("<!--") {
                    content.flushText()
                    content.append(.comment(try readCommentBody(openedAt: markupStart), file.location(atOffset: markupStart)))
                } else if next == UInt8(ascii: "!"), cursor.tryEat("<![CDATA[") {
                    guard let body = cursor.skip(past: "]]>") else {
                        throw SyntaxError(message: "unterminated CDATA section; expected ']]>'", offset: markupStart)
                    }
                    content.text.append(body)
                } else if next == UInt8(ascii: "?") {
                    cursor.advance(by: 2)
                    content.flushText()
                    try skipProcessingInstruction()
                } else {
                    content.flushText()
                    content.append(.element(try readElement()))
                }
            case UInt8(ascii: "&"):
                try readReference(into: &content.text)
            default:
                // Line ends are kept as they are, "\r\n" included. XML 1.0 (2.11) would have
                // them read as "\n", but Apple's property list parser copies the bytes between
                // the tags unchanged, and NSLocalizedString returns what it read: a translation
                // must come back as the app shows it. CLDR's files have "\n" line ends only.
                content.text.append(cursor.eat(untilEither: UInt8(ascii: "<"), UInt8(ascii: "&")))
            }
        }
    }

    private mutating func readAttributeValue() throws(SyntaxError) -> LocatedText {
        let start = cursor.position
        guard let quote = cursor.tryEat(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else {
            throw SyntaxError(message: "expected a quoted attribute value", offset: start)
        }
        var text = TextBuilder(file: file)
        while true {
            guard let byte = cursor.peek() else {
                throw SyntaxError(message: "unterminated attribute value", offset: start)
            }
            if byte == quote {
                cursor.advance()
                break
            }
            if byte == UInt8(ascii: "<") {
                throw SyntaxError(message: "'<' is not allowed in an attribute value; write '&lt;'", offset: cursor.position)
            }
            if byte == UInt8(ascii: "&") {
                try readReference(into: &text, inAttribute: true)
                continue
            }
            if byte == UInt8(ascii: ">") && checksAppleReading {
                appleFindings.append(
                    AppleReaderFinding(
                        reason: "it ends a tag at its first '>', even one inside an attribute value, and reads the rest of the tag as the element's content",
                        fix: "write '&gt;' for the '>' in the attribute value", offset: cursor.position, rejectsFile: false))
            }
            // Attribute-value normalization: each whitespace character becomes a space.
            let normalized = (byte == 0x09 || byte == 0x0A || byte == 0x0D) ? UInt8(ascii: " ") : byte
            text.append(normalized, at: cursor.position)
            cursor.advance()
        }
        return text.finish() ?? LocatedText(verbatim: "", file: file, offset: start + 1)
    }

    /// Reads the reference at the cursor's '&' into `text`. A reference CoreFoundation reads
    /// otherwise is a finding, unless it is `inAttribute` (CoreFoundation reads no attribute).
    mutating func readReference(into text: inout TextBuilder, inAttribute: Bool = false) throws(SyntaxError) {
        let start = cursor.position
        cursor.advance()  // '&'
        // The five named entities read from the bytes, without making their name a String:
        // nearly every reference in a property list is one (`&amp;`, `&lt;`).
        if let (byte, length) = namedEntity(at: cursor.position) {
            cursor.position += length
            text.append(byte, at: start)
            return
        }
        guard let semicolon = cursor.find(UInt8(ascii: ";"), within: 12) else {
            throw SyntaxError(message: "'&' must start an entity such as '&amp;'; write '&amp;' for a literal '&'", offset: start)
        }
        let body = cursor.string(in: cursor.position..<semicolon)
        cursor.position = semicolon + 1
        let scalar: Unicode.Scalar?
        switch body {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "apos": scalar = "'"
        case "quot": scalar = "\""
        default:
            let digits: Substring
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                digits = body.dropFirst(2)
                scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
            } else if body.hasPrefix("#") {
                digits = body.dropFirst()
                scalar = UInt32(digits, radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                throw SyntaxError(message: "unknown entity '&\(body);'; only &lt; &gt; &amp; &apos; &quot; and character references are defined", offset: start)
            }
            guard let scalar, scalar.value != 0 else { break }
            // Read past, as the character it names: the text is still clear, and the rest of the
            // file still read.
            if body.hasPrefix("#X") {
                syntaxFindings.append(
                    SyntaxError(
                        message:
                            "'&\(body);' is not a character reference: XML starts a hexadecimal one with a lower-case 'x'\(checksAppleReading ? " (and CoreFoundation rejects the file for it)" : ""); write '&#x\(digits);'",
                        offset: start))
            }
            // CoreFoundation reads at most eight digits (leading zeros included).
            if digits.utf8.count > 8 && checksAppleReading && !inAttribute {
                let shortest = body.hasPrefix("#x") || body.hasPrefix("#X") ? "&#x\(String(scalar.value, radix: 16, uppercase: true));" : "&#\(scalar.value);"
                appleFindings.append(
                    AppleReaderFinding(
                        reason: "it reads at most eight digits in a character reference ('&\(body);')",
                        fix: "write it without the leading zeros ('\(shortest)')", offset: start))
            }
        }
        guard let scalar, scalar.value != 0 else {
            throw SyntaxError(message: "invalid character reference '&\(body);'", offset: start)
        }
        for byte in String(Character(scalar)).utf8 { text.append(byte, at: start) }
    }

    /// The character of the named entity (`amp;`, `lt;`, `gt;`, `quot;`, `apos;`) whose name
    /// starts at `offset`, and its length with the semicolon.
    func namedEntity(at offset: Int) -> (UInt8, Int)? {
        let base = cursor.base
        let available = cursor.count - offset
        guard available >= 3 else { return nil }
        let (first, second, third) = (base[offset], base[offset + 1], base[offset + 2])
        let semicolon = UInt8(ascii: ";")
        if second == UInt8(ascii: "t") && third == semicolon {
            if first == UInt8(ascii: "l") { return (UInt8(ascii: "<"), 3) }
            if first == UInt8(ascii: "g") { return (UInt8(ascii: ">"), 3) }
            return nil
        }
        guard available >= 4 else { return nil }
        let fourth = base[offset + 3]
        if first == UInt8(ascii: "a") && second == UInt8(ascii: "m") && third == UInt8(ascii: "p") && fourth == semicolon {
            return (UInt8(ascii: "&"), 4)
        }
        guard available >= 5, base[offset + 4] == semicolon else { return nil }
        if first == UInt8(ascii: "q") && second == UInt8(ascii: "u") && third == UInt8(ascii: "o") && fourth == UInt8(ascii: "t") {
            return (UInt8(ascii: "\""), 5)
        }
        if first == UInt8(ascii: "a") && second == UInt8(ascii: "p") && third == UInt8(ascii: "o") && fourth == UInt8(ascii: "s") {
            return (UInt8(ascii: "'"), 5)
        }
        return nil
    }

    /// Reads a comment after its `<!--` (which starts at `start`) and returns its text.
    mutating func readCommentBody(openedAt start: Int) throws(SyntaxError) -> String {
        guard let body = cursor.skip(past: "-->") else {
            throw SyntaxError(message: "unterminated comment; expected '-->'", offset: start)
        }
        return cursor.string(in: body)
    }

    // MARK: Names

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// A byte of a name after its first: a name start byte, a digit, '-' or '.'.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x3A)
            || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte >= 0x80
    }

    mutating func expectName(what: String) throws(SyntaxError) -> String {
        let start = cursor.position
        guard start < cursor.count, Self.isNameStart(cursor.byte(at: start)) else {
            throw SyntaxError(message: "expected \(what)", offset: start)
        }
        // One loop over the bytes (names are read twice per element): a name byte is a name
        // start byte, a digit, '-' or '.'.
        let base = cursor.base
        var end = start + 1
        while end < cursor.count {
            // The test of `isNameByte` written out: a call per byte costs several times more
            // in a debug build.
            let byte = base[end]
            guard
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x3A)
                    || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte >= 0x80
            else { break }
            end += 1
        }
        cursor.position = end
        return cursor.string(in: start..<end)
    }
}

/// An element's children as they are read.
private struct ContentBuilder {
    var children: [XMLNode] = []
    /// The text since the last node.
    var text: TextBuilder

    /// Makes the text so far a node, if there is any.
    mutating func flushText() {
        if let located = text.finish() { append(.text(located)) }
    }

    mutating func append(_ node: XMLNode) {
        // Room for a dictionary's worth at the second child, not grown a node at a time:
        // each growth is a generic reallocation in a debug build. Most elements (a `<key>`,
        // a `<string>`) have one child and keep an array of one.
        if children.count == 1 { children.reserveCapacity(16) }
        children.append(node)
    }
}

/// Accumulates decoded bytes with the file offset each came from.
///
/// Text is nearly always one stretch of the file (the whitespace between two tags, the
/// content of a `<string>`): while it is, only its range is kept, and it becomes a verbatim
/// ``LocatedText`` without a copy in between. A reference or a CDATA section next to other
/// text makes it a copy, with a run of locations per stretch.
struct TextBuilder {
    let file: SourceFile
    /// The text while it is one stretch of the file: `rangeStart..<rangeEnd` (none when
    /// `rangeStart` is negative).
    var rangeStart = -1
    var rangeEnd = -1
    /// The text once it is not.
    var copied: [UInt8]?
    var locations = LocatedText.Builder()
    var end = 0

    init(file: SourceFile) { self.file = file }

    mutating func append(_ byte: UInt8, at offset: Int) {
        startCopying()
        locations.add(decoded: copied!.count, source: offset)
        copied!.append(byte)
        end = offset + 1
    }

    /// Appends the file's bytes in `range`, each located where it stands.
    mutating func append(_ range: Range<Int>) {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        guard lower < upper else { return }
        if copied == nil {
            if rangeStart < 0 {
                (rangeStart, rangeEnd) = (lower, upper)
                return
            }
            if rangeEnd == lower {
                rangeEnd = upper
                return
            }
        }
        startCopying()
        locations.add(decoded: copied!.count, source: lower, count: upper - lower)
        copied!.append(contentsOf: UnsafeBufferPointer(start: file.buffer.base + lower, count: upper - lower))
        end = upper
    }

    private mutating func startCopying() {
        guard copied == nil else { return }
        copied = []
        guard rangeStart >= 0 else { return }
        locations.add(decoded: 0, source: rangeStart, count: rangeEnd - rangeStart)
        copied!.append(contentsOf: UnsafeBufferPointer(start: file.buffer.base + rangeStart, count: rangeEnd - rangeStart))
        end = rangeEnd
    }

    /// Empties the builder for the next text.
    mutating func reset() {
        (rangeStart, rangeEnd) = (-1, -1)
        copied = nil
        locations = LocatedText.Builder()
    }

    mutating func finish() -> LocatedText? {
        defer { reset() }
        if let copied {
            guard !copied.isEmpty else { return nil }
            // The file was checked to be UTF-8 before reading, and references decode to
            // scalars, so the value has exactly these bytes and every run stays aligned with them.
            return LocatedText(value: String(decoding: copied, as: UTF8.self), file: file, runs: locations.runs, endOffset: end)
        }
        guard rangeStart >= 0 else { return nil }
        return LocatedText(file: file, offset: rangeStart, count: rangeEnd - rangeStart)
    }
}
