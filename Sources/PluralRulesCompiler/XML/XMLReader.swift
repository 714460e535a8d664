/// A small, strict XML reader that keeps the file position of everything it reads.
///
/// It reads what CLDR's supplemental files and XML property lists use: elements, attributes,
/// character data, comments, CDATA sections, processing instructions, the five predefined
/// entities and numeric character references. A DOCTYPE declaration is skipped, internal
/// subset included, and no external entity is ever resolved or fetched. Anything else that is
/// not well-formed XML is an error at the position where it goes wrong.
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
            let root = try reader.readDocument()
            return XMLDocument(root: root, file: file)
        } catch {
            diagnostics.report(.xmlSyntax, error.message, at: file.location(atOffset: error.offset))
            return nil
        }
    }

    struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    private let file: SourceFile
    private let bytes: [UInt8]
    private var position = 0

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    // MARK: Document

    private mutating func readDocument() throws(SyntaxError) -> XMLElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw SyntaxError(message: "the file is UTF-16; save it as UTF-8", offset: 0)
        }
        var root: XMLElement?
        while true {
            skipWhitespace()
            guard position < bytes.count else { break }
            if tryEating("<?") {
                try skipPast("?>", what: "processing instruction")
            } else if tryEating("<!--") {
                _ = try readCommentBody()
            } else if tryEating("<!DOCTYPE") {
                try skipDoctype()
            } else if peek() == UInt8(ascii: "<") {
                if root != nil {
                    throw SyntaxError(message: "a document has one root element; found a second one", offset: position)
                }
                root = try readElement()
            } else {
                throw SyntaxError(message: "expected '<'; text is not allowed outside the root element", offset: position)
            }
        }
        guard let root else {
            throw SyntaxError(message: "expected a root element; the document is empty", offset: position)
        }
        return root
    }

    private mutating func skipDoctype() throws(SyntaxError) {
        let start = position - 9
        var bracketDepth = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "["): bracketDepth += 1
            case UInt8(ascii: "]"): bracketDepth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                while position < bytes.count, bytes[position] != byte { position += 1 }
                position += 1
            case UInt8(ascii: ">") where bracketDepth <= 0:
                return
            default: break
            }
        }
        throw SyntaxError(message: "unterminated DOCTYPE declaration", offset: start)
    }

    // MARK: Elements

    private mutating func readElement() throws(SyntaxError) -> XMLElement {
        let start = position
        position += 1  // '<'
        let name = try expectName(what: "an element name after '<'")
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipWhitespace()
            if tryEating("/>") {
                return XMLElement(name: name, attributes: attributes, children: [], location: file.location(atOffset: start))
            }
            if tryEating(">") { break }
            guard position < bytes.count else {
                throw SyntaxError(message: "unterminated start tag '<\(name)'", offset: start)
            }
            guard hadSpace else {
                throw SyntaxError(message: "expected whitespace, '>' or '/>' in the start tag of '\(name)'", offset: position)
            }
            let attributeStart = position
            let attributeName = try expectName(what: "an attribute name, '>' or '/>'")
            if attributes.contains(where: { $0.name == attributeName }) {
                throw SyntaxError(message: "attribute '\(attributeName)' appears twice", offset: attributeStart)
            }
            skipWhitespace()
            guard tryEating("=") else {
                throw SyntaxError(message: "expected '=' after attribute '\(attributeName)'", offset: position)
            }
            skipWhitespace()
            let value = try readAttributeValue()
            attributes.append(XMLAttribute(name: attributeName, value: value, location: file.location(atOffset: attributeStart)))
        }
        let children = try readContent(closing: name, openedAt: start)
        return XMLElement(name: name, attributes: attributes, children: children, location: file.location(atOffset: start))
    }

    private mutating func readContent(closing name: String, openedAt start: Int) throws(SyntaxError) -> [XMLNode] {
        var children: [XMLNode] = []
        var text = TextBuilder(file: file)
        func flushText() {
            if let located = text.finish() { children.append(.text(located)) }
        }
        while true {
            guard position < bytes.count else {
                throw SyntaxError(message: "element '\(name)' is not closed; expected '</\(name)>'", offset: start)
            }
            if tryEating("</") {
                let closeStart = position
                let closing = try expectName(what: "an element name after '</'")
                guard closing == name else {
                    throw SyntaxError(message: "expected '</\(name)>' to close the element opened at line \(file.location(atOffset: start).line), found '</\(closing)>'", offset: closeStart)
                }
                skipWhitespace()
                guard tryEating(">") else { throw SyntaxError(message: "expected '>'", offset: position) }
                flushText()
                return children
            } else if tryEating("<!--") {
                flushText()
                let commentStart = position - 4
                children.append(.comment(try readCommentBody(), file.location(atOffset: commentStart)))
            } else if tryEating("<![CDATA[") {
                let bodyStart = position
                guard let end = find("]]>") else {
                    throw SyntaxError(message: "unterminated CDATA section; expected ']]>'", offset: bodyStart - 9)
                }
                for offset in bodyStart..<end { text.append(bytes[offset], at: offset) }
                position = end + 3
            } else if tryEating("<?") {
                flushText()
                try skipPast("?>", what: "processing instruction")
            } else if peek() == UInt8(ascii: "<") {
                flushText()
                children.append(.element(try readElement()))
            } else if peek() == UInt8(ascii: "&") {
                try readReference(into: &text)
            } else {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\r") {
                    // Line ends are normalized to "\n", as XML requires.
                    text.append(UInt8(ascii: "\n"), at: position)
                    position += 1
                    if peek() == UInt8(ascii: "\n") { position += 1 }
                } else {
                    text.append(byte, at: position)
                    position += 1
                }
            }
        }
    }

    private mutating func readAttributeValue() throws(SyntaxError) -> LocatedText {
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw SyntaxError(message: "expected a quoted attribute value", offset: position)
        }
        let start = position
        position += 1
        var text = TextBuilder(file: file)
        while true {
            guard let byte = peek() else {
                throw SyntaxError(message: "unterminated attribute value", offset: start)
            }
            if byte == quote {
                position += 1
                break
            }
            if byte == UInt8(ascii: "<") {
                throw SyntaxError(message: "'<' is not allowed in an attribute value; write '&lt;'", offset: position)
            }
            if byte == UInt8(ascii: "&") {
                try readReference(into: &text)
                continue
            }
            // Attribute-value normalization: each whitespace character becomes a space.
            let normalized = (byte == 0x09 || byte == 0x0A || byte == 0x0D) ? UInt8(ascii: " ") : byte
            text.append(normalized, at: position)
            position += 1
        }
        return text.finish() ?? LocatedText(verbatim: "", file: file, offset: start + 1)
    }

    private mutating func readReference(into text: inout TextBuilder) throws(SyntaxError) {
        let start = position
        position += 1  // '&'
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw SyntaxError(message: "'&' must start an entity such as '&amp;'; write '&amp;' for a literal '&'", offset: start)
        }
        let body = String(decoding: bytes[position..<semicolon], as: UTF8.self)
        position = semicolon + 1
        let scalar: Unicode.Scalar?
        switch body {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "apos": scalar = "'"
        case "quot": scalar = "\""
        default:
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                throw SyntaxError(message: "unknown entity '&\(body);'; only &lt; &gt; &amp; &apos; &quot; and character references are defined", offset: start)
            }
        }
        guard let scalar, scalar.value != 0 else {
            throw SyntaxError(message: "invalid character reference '&\(body);'", offset: start)
        }
        for byte in String(Character(scalar)).utf8 { text.append(byte, at: start) }
    }

    private mutating func readCommentBody() throws(SyntaxError) -> String {
        let start = position
        guard let end = find("-->") else {
            throw SyntaxError(message: "unterminated comment; expected '-->'", offset: start - 4)
        }
        position = end + 3
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Lexing helpers

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
        return position > start
    }

    private mutating func tryEating(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = literal.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[position + $0] == buffer[$0] }
        }
        if matches { position += count }
        return matches
    }

    private func find(_ literal: StaticString) -> Int? {
        let needle = literal.withUTF8Buffer { Array($0) }
        var index = position
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    private mutating func skipPast(_ literal: StaticString, what: String) throws(SyntaxError) {
        guard let end = find(literal) else {
            throw SyntaxError(message: "unterminated \(what); expected '\(literal)'", offset: position)
        }
        position = end + literal.utf8CodeUnitCount
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private mutating func expectName(what: String) throws(SyntaxError) -> String {
        guard let first = peek(), Self.isNameStart(first) else {
            throw SyntaxError(message: "expected \(what)", offset: position)
        }
        let start = position
        while let byte = peek(), Self.isNameByte(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }
}

/// Accumulates decoded bytes with the file offset each came from.
private struct TextBuilder {
    let file: SourceFile
    var bytes: [UInt8] = []
    var offsets: [Int] = []
    var end = 0

    init(file: SourceFile) { self.file = file }

    mutating func append(_ byte: UInt8, at offset: Int) {
        bytes.append(byte)
        offsets.append(offset)
        end = offset + 1
    }

    mutating func finish() -> LocatedText? {
        guard !bytes.isEmpty else { return nil }
        defer { bytes = []; offsets = [] }
        let value = String(decoding: bytes, as: UTF8.self)
        // Invalid UTF-8 would change the byte count; keep the table aligned with the value.
        guard value.utf8.count == bytes.count else {
            return LocatedText(value: value, file: file, sourceOffsets: Array(repeating: offsets[0], count: value.utf8.count) + [end])
        }
        return LocatedText(value: value, file: file, sourceOffsets: offsets + [end])
    }
}
