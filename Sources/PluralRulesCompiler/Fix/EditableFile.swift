/// A localization file as the fixer edits it: the text the readers locate findings in (UTF-8,
/// without a `.strings` file's byte order mark), and how to write edited text back in the
/// file's own encoding, so that every byte an edit does not touch stays as it was (UTF-16
/// stays UTF-16, a byte order mark stays, line endings stay).
struct EditableFile {
    let path: String
    let format: LocalizationFile.Format
    /// The file's bytes as read.
    let original: [UInt8]
    /// The text, positions as the readers give them.
    let text: SourceFile
    /// What precedes the text in the file: a `.strings` file's byte order mark.
    private let prefix: [UInt8]
    private let utf16BigEndian: Bool?

    /// The file at `path`, or `nil` when it cannot be read or its text does not encode back to
    /// exactly its bytes (an invalid byte would come back as another): such a file is not edited.
    init?(path: String, format: LocalizationFile.Format) {
        guard let file = SourceFile.read(path: path) else { return nil }
        self.path = path
        self.format = format
        original = file.bytes
        if format == .strings {
            guard let text = try? StringsTextDecoder.decode(file) else { return nil }
            let (encoding, bomLength) = StringsTextDecoder.detectEncoding(file.buffer.bytes)
            self.text = text
            prefix = Array(original.prefix(bomLength))
            if case .utf16(let bigEndian) = encoding { utf16BigEndian = bigEndian } else { utf16BigEndian = nil }
        } else {
            text = file
            prefix = []
            utf16BigEndian = nil
        }
        guard encoded(text.bytes) == original else { return nil }
    }

    /// `utf8`, text as in ``text``, as the file's bytes.
    func encoded(_ utf8: [UInt8]) -> [UInt8] {
        guard let bigEndian = utf16BigEndian else { return prefix + utf8 }
        var bytes = prefix
        bytes.reserveCapacity(prefix.count + utf8.count * 2)
        for unit in String(decoding: utf8, as: UTF8.self).utf16 {
            if bigEndian { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] } else { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        }
        return bytes
    }

    /// The text with `edits` applied (they must not overlap).
    func applying(_ edits: [TextEdit]) -> [UInt8] {
        var bytes = text.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: edit.replacement)
        }
        return bytes
    }
}

/// One change to a file's text: the bytes in `range` become `replacement`. It fixes `finding`;
/// `action` and `object` say what it does ("remove", "the 'one' form, which ja never selects").
public struct TextEdit: Sendable {
    public enum Action: String, Sendable {
        case remove, write

        /// As done: "removed", "wrote".
        public var past: String { self == .remove ? "removed" : "wrote" }
    }

    public var range: Range<Int>
    public var replacement: [UInt8]
    public var finding: Diagnostic
    public var action: Action
    public var object: String

    init(range: Range<Int>, replacement: [UInt8], finding: Diagnostic, _ action: Action, _ object: String) {
        self.range = range
        self.replacement = replacement
        self.finding = finding
        self.action = action
        self.object = object
    }
}

/// Scanning helpers over a file's UTF-8 text.
struct TextScanner {
    let bytes: [UInt8]

    /// The offset where the line holding `offset` starts.
    func lineStart(_ offset: Int) -> Int {
        var index = offset
        while index > 0 && bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The offset just past the line break ending the line holding `offset` (or the end).
    func nextLineStart(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(bytes.count, index + 1)
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    static func isWhitespace(_ byte: UInt8) -> Bool { isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// Whether only spaces and tabs are in `range`.
    func isBlank(_ range: Range<Int>) -> Bool { bytes[range].allSatisfy(Self.isBlank) }

    /// The range to remove for the text in `range`: whole lines when nothing but blanks shares
    /// them (the line break included), else `range` itself.
    func removal(of range: Range<Int>) -> Range<Int> {
        let start = lineStart(range.lowerBound)
        var end = range.upperBound
        while end < bytes.count && (Self.isBlank(bytes[end]) || bytes[end] == UInt8(ascii: "\r")) { end += 1 }
        guard isBlank(start..<range.lowerBound), end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return range }
        return start..<min(bytes.count, end + 1)
    }

    /// Whether `literal` is at `offset`.
    func has(_ literal: String, at offset: Int) -> Bool {
        let literal = Array(literal.utf8)
        return offset >= 0 && offset + literal.count <= bytes.count && Array(bytes[offset..<offset + literal.count]) == literal
    }

    /// The first offset at or after `offset` where `literal` starts.
    func find(_ literal: String, from offset: Int) -> Int? {
        let literal = Array(literal.utf8)
        guard let first = literal.first, offset <= bytes.count - literal.count else { return nil }
        var index = offset
        while index + literal.count <= bytes.count {
            if bytes[index] == first, Array(bytes[index..<index + literal.count]) == literal { return index }
            index += 1
        }
        return nil
    }

    /// The last offset before `offset` where `literal` starts and ends at or before `offset`.
    func findBackward(_ literal: String, before offset: Int) -> Int? {
        let literal = Array(literal.utf8)
        var index = offset - literal.count
        while index >= 0 {
            if Array(bytes[index..<index + literal.count]) == literal { return index }
            index -= 1
        }
        return nil
    }

    /// The offset past the whitespace before `offset`, going backwards: the end of what precedes.
    func skippingWhitespaceBackward(_ offset: Int) -> Int {
        var index = offset
        while index > 0 && Self.isWhitespace(bytes[index - 1]) { index -= 1 }
        return index
    }

    func skippingWhitespace(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The offset past a JSON value or a quoted `.strings` string starting at `offset` (an
    /// opening quote, brace or bracket), or `nil` where it does not end. Strings are skipped
    /// with their escapes; nothing else is checked: the file was read before.
    func endOfQuoted(from offset: Int) -> Int? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        var index = offset + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    func endOfJSONValue(from offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return endOfQuoted(from: offset)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = offset
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = endOfQuoted(from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            var index = offset
            while index < bytes.count, !Self.isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}"),
                bytes[index] != UInt8(ascii: "]")
            {
                index += 1
            }
            return index
        }
    }

    /// The range to remove for the JSON object member whose key's opening quote is at
    /// `keyStart` and whose value ends at `valueEnd`, with the comma that joins it to its
    /// neighbour, so that the object stays valid and laid out as before: a member before
    /// another goes with its line and the comma after it; the last member goes with the comma
    /// before it; the only member leaves `{` and `}` as Xcode writes an empty object, a blank
    /// line between at the closing brace's indentation.
    func jsonMemberRemoval(keyStart: Int, valueEnd: Int) -> (range: Range<Int>, replacement: [UInt8])? {
        let after = skippingWhitespace(valueEnd)
        guard after < bytes.count else { return nil }
        if bytes[after] == UInt8(ascii: ",") {
            let start = isBlank(lineStart(keyStart)..<keyStart) ? lineStart(keyStart) : keyStart
            var end = after + 1
            // The line break after the comma goes too when the next member is on a line of its own.
            let next = skippingWhitespace(end)
            if start == lineStart(keyStart), bytes[end..<next].contains(UInt8(ascii: "\n")) {
                end = nextLineStart(end)
            } else {
                end = next
            }
            return (start..<end, [])
        }
        let before = skippingWhitespaceBackward(keyStart)
        guard before > 0 else { return nil }
        if bytes[before - 1] == UInt8(ascii: ",") {
            return ((before - 1)..<valueEnd, [])
        }
        guard bytes[before - 1] == UInt8(ascii: "{"), bytes[after] == UInt8(ascii: "}") else { return nil }
        let indentation = Array(bytes[lineStart(after)..<after])
        guard indentation.allSatisfy(Self.isBlank) else { return (before..<after, []) }
        return (before..<after, Array("\n\n".utf8) + indentation)
    }
}
