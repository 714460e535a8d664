/// Text read from a file, with the file position of each of its UTF-8 bytes.
///
/// Entity references (`&lt;`), character references and CDATA sections decode to fewer or
/// other bytes than the file holds; the offset table keeps every decoded byte pointing at the
/// place in the file it came from, so a parser working on the decoded text can still report
/// the position the user sees in their editor.
public struct LocatedText: Sendable, CustomStringConvertible {
    /// The decoded text.
    public let value: String
    /// The file the text came from.
    public let file: SourceFile
    /// For each UTF-8 byte of `value`, plus one for its end, the byte offset in `file`.
    public let sourceOffsets: [Int]

    public init(value: String, file: SourceFile, sourceOffsets: [Int]) {
        precondition(sourceOffsets.count == value.utf8.count + 1, "one offset per byte, plus the end")
        self.value = value
        self.file = file
        self.sourceOffsets = sourceOffsets
    }

    /// Text that stands in the file exactly as it is, starting at `offset`.
    public init(verbatim value: String, file: SourceFile, offset: Int) {
        self.init(value: value, file: file, sourceOffsets: Array(offset...(offset + value.utf8.count)))
    }

    /// The location of the decoded byte at `utf8Offset` (the end of the text for `count`).
    public func location(atUTF8Offset utf8Offset: Int) -> SourceLocation {
        let index = max(0, min(utf8Offset, sourceOffsets.count - 1))
        return file.location(atOffset: sourceOffsets[index])
    }

    /// Where the text starts.
    public var location: SourceLocation { location(atUTF8Offset: 0) }

    public var description: String { value }
}

/// An XML element, with the location of its `<`.
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    public var location: SourceLocation

    public init(name: String, attributes: [XMLAttribute], children: [XMLNode], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    /// The attribute named `name`, if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The child elements, in document order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements named `name`, in document order.
    public func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The text and CDATA children joined (comments left out), still located.
    /// An element with no text gives empty text located just after its start tag.
    public var text: LocatedText? {
        let pieces = children.compactMap { if case .text(let text) = $0 { text } else { nil } }
        guard let first = pieces.first else { return nil }
        if pieces.count == 1 { return first }
        var value = ""
        var offsets: [Int] = []
        for piece in pieces {
            value += piece.value
            offsets += piece.sourceOffsets.dropLast()
        }
        offsets.append(pieces.last!.sourceOffsets.last!)
        return LocatedText(value: value, file: first.file, sourceOffsets: offsets)
    }
}

/// An attribute, with its decoded, located value.
public struct XMLAttribute: Sendable {
    public var name: String
    public var value: LocatedText
    /// The location of the attribute's name.
    public var location: SourceLocation
}

/// A node of an element's content.
public enum XMLNode: Sendable {
    case element(XMLElement)
    /// Character data: text or a CDATA section.
    case text(LocatedText)
    case comment(String, SourceLocation)
}

/// A parsed XML document: its root element.
public struct XMLDocument: Sendable {
    public var root: XMLElement
    public var file: SourceFile
}
