/// Text read from a file, with the file position of each of its UTF-8 bytes.
///
/// Entity references (`&lt;`), character references, escapes and CDATA sections decode to
/// fewer or other bytes than the file holds; the text keeps every decoded byte pointing at the
/// place in the file it came from, so a parser working on the decoded text can still report
/// the position the user sees in their editor. Positions are kept as runs (a stretch of bytes
/// that stand in the file as they are is one run), so text costs no more than its bytes.
public struct LocatedText: Sendable, CustomStringConvertible {
    /// The decoded text.
    public let value: String
    /// The file the text came from.
    public let file: SourceFile
    /// Where stretches of the text start: from `decoded` on, byte `decoded + k` stands at file
    /// offset `source + k`. Sorted; the first starts at 0. Empty for text that stands in the
    /// file as it is (most text, which then costs no array: readers make one per value).
    let runs: [Run]
    /// The file offset of the first byte, when `runs` is empty.
    private let verbatimStart: Int
    /// The file offset just after the text.
    let endOffset: Int

    /// A stretch of text that stands in the file byte for byte.
    struct Run: Equatable {
        var decoded: Int
        var source: Int
    }

    /// Text with the file offset of each of its UTF-8 bytes, plus one for its end.
    public init(value: String, file: SourceFile, sourceOffsets: [Int]) {
        precondition(sourceOffsets.count == value.utf8.count + 1, "one offset per byte, plus the end")
        var builder = Builder()
        for (index, offset) in sourceOffsets.dropLast().enumerated() { builder.add(decoded: index, source: offset) }
        self.init(value: value, file: file, runs: builder.runs, endOffset: sourceOffsets.last!)
    }

    /// Text that stands in the file exactly as it is, starting at `offset`.
    public init(verbatim value: String, file: SourceFile, offset: Int) {
        self.value = value
        self.file = file
        self.runs = []
        self.verbatimStart = offset
        self.endOffset = offset + value.utf8.count
    }

    /// The `count` bytes of `file` at `offset`, which must be valid UTF-8, as they stand.
    init(file: SourceFile, offset: Int, count: Int) {
        self.value = SourceCursor.string(file.buffer.base + offset, count: count)
        self.file = file
        self.runs = []
        self.verbatimStart = offset
        self.endOffset = offset + count
    }

    init(value: String, file: SourceFile, runs: [Run], endOffset: Int) {
        self.value = value
        self.file = file
        // One run from the start is verbatim text.
        if runs.count == 1 && runs[0].decoded == 0 {
            self.runs = []
            self.verbatimStart = runs[0].source
        } else {
            self.runs = runs
            self.verbatimStart = endOffset
        }
        self.endOffset = endOffset
    }

    /// Whether the text stands in the file byte for byte, from ``sourceOffset(atUTF8Offset:)`` of 0.
    var isVerbatim: Bool { runs.isEmpty }

    /// The file offset of the decoded byte at `utf8Offset` (the end of the text for `count`).
    public func sourceOffset(atUTF8Offset utf8Offset: Int) -> Int {
        guard utf8Offset < value.utf8.count else { return endOffset }
        let index = max(0, utf8Offset)
        guard !runs.isEmpty else { return verbatimStart + index }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].decoded <= index { low = middle } else { high = middle - 1 }
        }
        return runs[low].source + (index - runs[low].decoded)
    }

    /// The location of the decoded byte at `utf8Offset` (the end of the text for `count`).
    public func location(atUTF8Offset utf8Offset: Int) -> SourceLocation {
        file.location(atOffset: sourceOffset(atUTF8Offset: utf8Offset))
    }

    /// Where the text starts.
    public var location: SourceLocation {
        // Text that stands in the file as it is starts at its offset there (no search), and so
        // does text whose first run starts it (`%d items &amp; more`). (The count compared, not
        // `isEmpty`: a generic call in a debug build, and readers locate every key and value.)
        if runs.count == 0 {
            if !value.isEmpty { return file.location(atOffset: verbatimStart) }
        } else if runs[0].decoded == 0 && !value.isEmpty {
            return file.location(atOffset: runs[0].source)
        }
        return location(atUTF8Offset: 0)
    }

    public var description: String { value }

    /// Adds the locations of the bytes in `range` of this text to `builder`, as its bytes
    /// from `decoded` on: a call per run of the text, not per byte.
    func addLocations(of range: Range<Int>, at decoded: Int, to builder: inout Builder) {
        if runs.isEmpty {
            builder.add(decoded: decoded, source: verbatimStart + range.lowerBound, count: range.upperBound - range.lowerBound)
            return
        }
        let count = value.utf8.count
        var run = 0
        var position = range.lowerBound
        while position < range.upperBound {
            while run + 1 < runs.count && runs[run + 1].decoded <= position { run += 1 }
            let runEnd = run + 1 < runs.count ? runs[run + 1].decoded : count
            let end = min(runEnd, range.upperBound)
            builder.add(decoded: decoded + position - range.lowerBound, source: runs[run].source + position - runs[run].decoded, count: end - position)
            position = end
        }
    }

    /// Collects runs as decoded bytes are added in order with their file offsets.
    struct Builder {
        var runs: [Run] = []
        private var next = Run(decoded: -1, source: -1)

        init() {}

        /// A builder with room for `capacity` runs before it grows.
        init(capacity: Int) {
            runs.reserveCapacity(capacity)
        }

        /// Byte `decoded` of the text stands at `source`.
        mutating func add(decoded: Int, source: Int) {
            if next.decoded == decoded && next.source == source {
                next = Run(decoded: decoded + 1, source: source + 1)
                return
            }
            runs.append(Run(decoded: decoded, source: source))
            next = Run(decoded: decoded + 1, source: source + 1)
        }

        /// Bytes `decoded..<decoded + count` stand at `source..<source + count`.
        mutating func add(decoded: Int, source: Int, count: Int) {
            guard count > 0 else { return }
            add(decoded: decoded, source: source)
            next = Run(decoded: decoded + count, source: source + count)
        }
    }
}

extension LocatedText {
    /// The text without the U+FEFF that starts it, if one does, each byte still located.
    func droppingLeadingByteOrderMark() -> LocatedText {
        let bytes = value.utf8
        guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return self }
        var builder = Builder()
        addLocations(of: 3..<bytes.count, at: 0, to: &builder)
        let rest = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        // Nothing left: located where the text starts as written.
        guard !rest.isEmpty else { return LocatedText(verbatim: "", file: file, offset: sourceOffset(atUTF8Offset: 0)) }
        return LocatedText(value: rest, file: file, runs: builder.runs, endOffset: endOffset)
    }
}

/// Several located texts as one, each byte still located where it came from.
extension LocatedText {
    static func joined(_ pieces: [LocatedText]) -> LocatedText? {
        guard let first = pieces.first else { return nil }
        if pieces.count == 1 { return first }
        var value = ""
        var builder = Builder()
        for piece in pieces {
            let start = value.utf8.count
            let runs = piece.runs
            if runs.isEmpty { builder.add(decoded: start, source: piece.verbatimStart, count: piece.value.utf8.count) }
            for (index, run) in runs.enumerated() {
                let runEnd = index + 1 < runs.count ? runs[index + 1].decoded : piece.value.utf8.count
                builder.add(decoded: start + run.decoded, source: run.source, count: runEnd - run.decoded)
            }
            value += piece.value
        }
        return LocatedText(value: value, file: first.file, runs: builder.runs, endOffset: pieces.last!.endOffset)
    }
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
        // Most elements hold one text node: it is the text, with nothing to join (asked
        // without an iterator, a generic call per child in a debug build).
        if children.count == 1, case .text(let only) = children[0] { return only }
        var first: LocatedText?
        var pieces: [LocatedText] = []
        for case .text(let text) in children {
            if first == nil {
                first = text
            } else {
                if pieces.isEmpty { pieces.append(first!) }
                pieces.append(text)
            }
        }
        return pieces.isEmpty ? first : LocatedText.joined(pieces)
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
