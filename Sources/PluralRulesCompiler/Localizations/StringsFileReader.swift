#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One `"key" = "value";` pair of a `.strings` file.
///
/// Locations are line and column in the file's text as an editor shows it: for a UTF-16 file,
/// in its UTF-8 transcoding, with the byte order mark left out.
public struct StringsEntry: Sendable, Hashable {
    public var key: String
    /// The value after escape processing, byte for byte as `NSLocalizedString` returns it.
    public var value: String
    /// Where the key starts: its opening quote, or its first character when unquoted.
    public var keyLocation: SourceLocation
    /// Where the value starts; the key's location for the `"key";` shorthand.
    public var valueLocation: SourceLocation
    /// The comment just before the entry (`/* ... */` or `//` lines), trimmed, if any: translators' notes.
    public var comment: String?
    /// The value with the file position of each of its UTF-8 bytes (an escape's bytes point at
    /// its backslash), so a format-string parser can report a position inside the value.
    /// Derived from the rest, so left out of `==` and `hash(into:)`.
    public var valueText: LocatedText

    public init(
        key: String, value: String, keyLocation: SourceLocation, valueLocation: SourceLocation, comment: String?,
        valueText: LocatedText
    ) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
        self.comment = comment
        self.valueText = valueText
    }

    public static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
        (lhs.key, lhs.value, lhs.keyLocation, lhs.valueLocation, lhs.comment)
            == (rhs.key, rhs.value, rhs.keyLocation, rhs.valueLocation, rhs.comment)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
        hasher.combine(keyLocation)
        hasher.combine(valueLocation)
        hasher.combine(comment)
    }
}

/// Reads Apple's old-style `.strings` files (Xcode's `Localizable.strings`) and keeps the file
/// position of every key and value.
///
/// The syntax is the one Foundation reads: `"key" = "value";` entries separated by whitespace,
/// `/* block */` and `// line` comments. Strings are quoted with `"` (or `'`) and take the
/// escapes `\"` `\'` `\\` `\n` `\t` `\r` `\a` `\b` `\f` `\v`, octal `\101` (up to three digits)
/// and `\U00E9` (upper-case only: CoreFoundation reads `\u00E9` as `u00E9`, and so does this
/// reader, with a warning; a surrogate pair `\UD83D\UDE00` is one character). Keys and
/// values made only of ASCII letters, digits and `_ . - / : $` need no quotes, and
/// `"key";` means `"key" = "key";`.
///
/// The file may be UTF-8, with or without a byte order mark, or UTF-16 in either byte order,
/// with a byte order mark or recognised by the zero bytes of its ASCII characters (which
/// CoreFoundation does not recognise: a warning says so).
///
/// Malformed input is one error at the character where it goes wrong (`strings-syntax`, or
/// `strings-encoding` for bytes that are not text), and `read` returns `nil`. Suspicious input
/// is a warning and reading goes on: an unknown escape (`unknown-escape`) keeps the escaped
/// character, and a key given twice (`duplicate-key`) keeps the later value, as Foundation does.
///
/// Where Apple's reader (CoreFoundation's property list parser) would read the file otherwise,
/// this reader still reads it and says so (`apple-reader`): an invisible U+FEFF between tokens,
/// which CoreFoundation does not take for whitespace, makes it reject the file or stop reading
/// there.
///
/// ```swift
/// let bag = DiagnosticBag()
/// let file = SourceFile(path: "en.lproj/Localizable.strings", bytes: bytes)
/// for entry in StringsFileReader.read(file, diagnostics: bag) ?? [] {
///     print(entry.key, entry.value, entry.comment ?? "")
/// }
/// ```
public enum StringsFileReader {
    /// Reads a .strings file; reports errors (and returns nil) for malformed input, warnings for suspicious input.
    ///
    /// The entries come in file order; for a duplicate key, the later entry takes the place of
    /// the earlier one at its own position.
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> [StringsEntry]? {
        readContents(file, diagnostics: diagnostics)?.entries
    }

    /// What a `.strings` file holds: the entries that could be read, and the keys of those
    /// that could not (each reported). `nil` when the file is not text at all.
    public static func readContents(_ file: SourceFile, diagnostics: DiagnosticCollector) -> (entries: [StringsEntry], unusable: [UnusableEntry])? {
        do throws(ReadError) {
            let text = try StringsTextDecoder.decode(file)
            if case (.utf16, bomLength: 0) = StringsTextDecoder.detectEncoding(file.buffer.bytes) {
                // Measured with `CFPropertyListCreateWithData`: it takes text without a byte
                // order mark for UTF-8, and rejects UTF-16 ("Unexpected character"). swift-build's
                // CopyStringsFileTaskAction detects the encoding and writes UTF-16 with a mark.
                var diagnostic = Diagnostic(
                    .appleReader,
                    "the file is UTF-16 without a byte order mark; CoreFoundation reads it as UTF-8 and rejects it, so where it ships as it is, Bundle loads none of its keys (Xcode's Copy Strings File step detects the encoding and converts the file, by swift-build's source; not verified on a Mac); save it as UTF-8, or as UTF-16 with a byte order mark",
                    at: text.location(atOffset: 0))
                diagnostic.severity = .warning
                diagnostics.report(diagnostic)
            } else if file.buffer.bytes.count >= 2, file.buffer.bytes[0] == 0 || file.buffer.bytes[1] == 0 {
                // CF takes a file whose first or second byte is zero for UTF-16 (or UTF-32)
                // without a mark, which it then rejects; this reader took the one zero for text.
                let at = file.buffer.bytes[0] == 0 ? 0 : 1
                diagnostics.report(
                    .appleReader,
                    "CoreFoundation takes a file whose \(at == 0 ? "first" : "second") byte is zero for UTF-16 and rejects it, so on Apple platforms Bundle loads none of its keys; delete the NUL character",
                    at: text.location(atOffset: at))
            }
            var parser = StringsParser(file: text, diagnostics: diagnostics)
            return parser.readEntries()
        } catch {
            diagnostics.report(error.kind, error.message, at: error.location)
            return nil
        }
    }
}

extension StringsFileReader {
    /// An error that stops reading: one diagnostic.
    struct ReadError: Error {
        var kind: DiagnosticKind
        var message: String
        var location: SourceLocation
    }
}

// MARK: - Encodings

/// Turns the bytes of a `.strings` file into UTF-8 text without a byte order mark.
enum StringsTextDecoder {
    enum Encoding: Equatable {
        case utf8
        case utf16(bigEndian: Bool)
    }

    /// The file's text as UTF-8: `file` itself when it is UTF-8 already, else a transcoded
    /// `SourceFile` with the same path, whose lines and columns are the ones an editor shows.
    static func decode(_ file: SourceFile) throws(StringsFileReader.ReadError) -> SourceFile {
        let bytes = file.buffer.bytes
        let (encoding, bomLength) = detectEncoding(bytes)
        switch encoding {
        case .utf8:
            if bytes.starts(with: Array("bplist".utf8)) {
                throw StringsFileReader.ReadError(
                    kind: .stringsEncoding,
                    message: "the file is a binary property list (a compiled .strings file); read the .strings source instead",
                    location: file.location(atOffset: 0))
            }
            let text = bomLength == 0 ? file : SourceFile(path: file.path, buffer: ByteBuffer(UnsafeBufferPointer(rebasing: bytes[bomLength...])))
            try validateUTF8(text)
            return text
        case .utf16(let bigEndian):
            return try transcodeUTF16(file, from: bomLength, bigEndian: bigEndian)
        }
    }

    /// The encoding and the length of its byte order mark.
    static func detectEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> (Encoding, bomLength: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16(bigEndian: false), 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16(bigEndian: true), 2) }
        // Without a mark, UTF-16 shows in the zero high bytes of its ASCII characters
        // (quotes, '=', ';', spaces, line breaks): at odd offsets in little-endian text, at even
        // ones in big-endian. UTF-8 text has no zero bytes at all.
        let prefix = bytes.prefix(512)
        let units = prefix.count / 2
        var zerosAtEven = 0
        var zerosAtOdd = 0
        for index in stride(from: 0, to: units * 2, by: 2) {
            if prefix[index] == 0 && prefix[index + 1] != 0 { zerosAtEven += 1 }
            if prefix[index] != 0 && prefix[index + 1] == 0 { zerosAtOdd += 1 }
        }
        if zerosAtOdd > zerosAtEven && zerosAtOdd * 4 >= units { return (.utf16(bigEndian: false), 0) }
        if zerosAtEven > zerosAtOdd && zerosAtEven * 4 >= units { return (.utf16(bigEndian: true), 0) }
        return (.utf8, 0)
    }

    private static func validateUTF8(_ file: SourceFile) throws(StringsFileReader.ReadError) {
        guard let problem = UTF8Validation.firstProblem(in: file.buffer.bytes) else { return }
        throw StringsFileReader.ReadError(
            kind: .stringsEncoding,
            message: "invalid UTF-8 (byte \(hex(file.buffer.base[problem.offset], digits: 2))); save the file as UTF-8 or as UTF-16 with a byte order mark",
            location: file.location(atOffset: problem.offset))
    }

    /// The text an editor shows for `file`: what ``decode(_:)`` returns when the file is valid,
    /// else the same decoding with U+FFFD in place of each unit or byte that is not text. An
    /// encoding error's location is a position in this text, so it always names a line and
    /// column of the file the user opens.
    static func shownText(_ file: SourceFile) -> SourceFile {
        let bytes = file.buffer.bytes
        let (encoding, bomLength) = detectEncoding(bytes)
        let text = UnsafeBufferPointer(rebasing: bytes[bomLength...])
        switch encoding {
        case .utf8:
            guard UTF8Validation.firstProblem(in: bytes) != nil else {
                return bomLength == 0 ? file : SourceFile(path: file.path, buffer: ByteBuffer(text))
            }
            return SourceFile(path: file.path, bytes: Array(String(decoding: text, as: UTF8.self).utf8))
        case .utf16(let bigEndian):
            switch transcodeUTF16(text, bigEndian: bigEndian, lenient: true) {
            case .text(let utf8): return SourceFile(path: file.path, buffer: utf8)
            case .fault: preconditionFailure("a lenient transcoding has no faults")
            }
        }
    }

    private enum Transcoding {
        case text(ByteBuffer)
        /// Where the first fault is: a UTF-8 offset in the text decoded so far.
        case fault(message: String, offset: Int)
    }

    private static func transcodeUTF16(_ file: SourceFile, from start: Int, bigEndian: Bool) throws(StringsFileReader.ReadError) -> SourceFile {
        switch transcodeUTF16(UnsafeBufferPointer(rebasing: file.buffer.bytes[start...]), bigEndian: bigEndian, lenient: false) {
        case .text(let utf8):
            return SourceFile(path: file.path, buffer: utf8)
        case .fault(let message, let offset):
            // Located in the text as shown, which up to the fault is the text decoded so far.
            let shown = shownText(file)
            throw StringsFileReader.ReadError(kind: .stringsEncoding, message: message, location: shown.location(atOffset: offset))
        }
    }

    /// UTF-16 to UTF-8. Strict: stops at the first unpaired surrogate or odd last byte.
    /// Lenient: writes U+FFFD for each and goes on.
    ///
    /// One loop over the bytes' base pointer into a buffer sized for the worst case (three
    /// UTF-8 bytes a unit): the build plugin runs debug builds, where the standard library's
    /// generic parser costs about 170 ns a byte.
    private static func transcodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, lenient: Bool) -> Transcoding {
        let unitCount = bytes.count / 2
        var fault: (message: String, offset: Int)?
        // Written straight into the memory the decoded file keeps: pages past the text are
        // never touched.
        let utf8 = ByteBuffer(capacity: unitCount * 3 + 3) { out -> Int in
            guard let input = bytes.baseAddress else { return 0 }
            // The high byte first in big-endian text, second in little-endian.
            let (high, low) = bigEndian ? (0, 1) : (1, 0)
            var count = 0
            func write(_ scalar: UInt32) {
                count += UTF8Validation.encode(scalar, into: out + count)
            }
            var index = 0
            while index < unitCount {
                let unit = UInt32(input[2 * index + high]) << 8 | UInt32(input[2 * index + low])
                index += 1
                if unit < 0x80 {
                    // ASCII, most of a .strings file's syntax: no call.
                    out[count] = UInt8(truncatingIfNeeded: unit)
                    count += 1
                    continue
                }
                if unit & 0xF800 != 0xD800 {
                    write(unit)
                    continue
                }
                if unit < 0xDC00, index < unitCount {
                    let next = UInt32(input[2 * index + high]) << 8 | UInt32(input[2 * index + low])
                    if next & 0xFC00 == 0xDC00 {
                        write(0x10000 + ((unit - 0xD800) << 10) + (next - 0xDC00))
                        index += 1
                        continue
                    }
                }
                guard lenient else {
                    let kind = unit < 0xDC00 ? "high" : "low"
                    fault = ("unpaired UTF-16 \(kind) surrogate \(hex(unit, digits: 4)); the file is not valid UTF-16", count)
                    break
                }
                write(0xFFFD)
            }
            if fault == nil, bytes.count % 2 == 1 {
                if lenient {
                    write(0xFFFD)
                } else {
                    fault = ("the file is UTF-16 but has an odd number of bytes; its last character is cut off", count)
                }
            }
            return count
        }
        if let fault { return .fault(message: fault.message, offset: fault.offset) }
        return .text(utf8)
    }
}

// MARK: - Syntax

/// Reads entries from UTF-8 text. Stops at the first error; reports warnings as it goes.
private struct StringsParser {
    private let file: SourceFile
    private let diagnostics: DiagnosticCollector
    private var cursor: SourceCursor
    /// Where escaped strings are decoded.
    private let scratch = DecodingBuffer()

    /// The first U+FEFF read as whitespace between tokens, which CoreFoundation does not skip:
    /// where it is, whether it stood inside an entry, and how many entries were read before it.
    private var firstByteOrderMark: (offset: Int, insideEntry: Bool, entriesBefore: Int)?
    /// Whether the tokens being read belong to an entry (its key is read, its `;` not yet).
    private var readingEntry = false
    /// Entries read so far, duplicates included.
    private var entriesRead = 0

    /// The comment most recently skipped, and where it was.
    private struct Comment {
        var text: String
        var start: Int
        var end: Int
        var isLineComment: Bool
    }

    init(file: SourceFile, diagnostics: DiagnosticCollector) {
        self.file = file
        self.diagnostics = diagnostics
        self.cursor = SourceCursor(file)
    }

    /// The entries, and the keys of entries that could not be read. After a syntax error the
    /// reader reports it and goes on at the next line that can start an entry, so that one
    /// vendor's typo loses one entry, not the file; after too many it stops.
    mutating func readEntries() -> (entries: [StringsEntry], unusable: [UnusableEntry]) {
        // A duplicate key removes the earlier entry, so the kept ones stay in file order.
        var entries: [StringsEntry] = []
        // Entries replaced by a later one with their key: few or none, so they are left out
        // at the end rather than kept as optionals (a generic `compactMap` over the whole file).
        var replaced: Set<Int> = []
        var unusable: [UnusableEntry] = []
        // Keys compare as Foundation compares them, unit by unit: "é" and "e\u{301}" differ,
        // though Swift's `String` equality would call them the same.
        // For each key, the index of its entry in `entries`, and the line where it first
        // appeared (of the entry it replaced, for a key given again).
        var seen = KeyIndexTable()
        defer { seen.deallocate() }
        var firstLines: [Int: Int] = [:]
        var previousEntryEnd: Int?
        var errors = 0
        while true {
            var key: Lexed?
            do throws(StringsFileReader.ReadError) {
                let comment = try skipTrivia()
                guard !cursor.isAtEnd else { break }
                let start = cursor.position
                guard let lexedKey = try lexString() else {
                    throw error("expected a quoted key such as \"greeting\", or a comment", at: cursor.position)
                }
                key = lexedKey
                readingEntry = true
                guard let entry = try readEntry(key: lexedKey, entryStart: start, comment: comment, previousEntryEnd: previousEntryEnd) else { continue }
                readingEntry = false
                entriesRead += 1
                let hash = KeyIndexTable.hash(entry.key)
                let found = seen.find(entry.key, hash: hash) { entries[$0].key }
                if let earlier = found.value {
                    let firstLine = firstLines[earlier] ?? entries[earlier].keyLocation.line
                    diagnostics.report(
                        .duplicateKey, "key \(Self.describe(entry.key)) appears more than once; the first is at line \(firstLine), and this later value wins",
                        at: entry.keyLocation)
                    replaced.insert(earlier)
                    seen.replace(at: found.slot, with: entries.count)
                    firstLines[entries.count] = firstLine
                } else {
                    seen.insert(entries.count, hash: hash, at: found.slot)
                }
                entries.append(entry)
                previousEntryEnd = cursor.position
            } catch {
                readingEntry = false
                diagnostics.report(error.kind, error.message, at: error.location)
                if let key { unusable.append(UnusableEntry(key: key.value, location: file.location(atOffset: key.start))) }
                errors += 1
                // Nothing after an unterminated comment can be told from the comment.
                let isUnterminatedComment = error.message.hasPrefix("unterminated comment")
                guard errors < Self.maximumErrors, !isUnterminatedComment, resynchronize(after: key?.start, error: error) else {
                    if errors >= Self.maximumErrors {
                        diagnostics.report(.stringsSyntax, "too many syntax errors (\(errors)); the rest of the file is not read", at: error.location)
                    }
                    break
                }
            }
        }
        if !replaced.isEmpty {
            entries = entries.indices.filter { !replaced.contains($0) }.map { entries[$0] }
        }
        reportByteOrderMark(keys: entries.count)
        return (entries, unusable)
    }

    /// What CoreFoundation makes of the first U+FEFF between tokens (measured with
    /// `Tools/CoreFoundationDifferential` against `CFPropertyListCreateWithData`): at the start
    /// of the text (a second byte order mark), before the first entry or inside one, it rejects
    /// the file ("Unexpected character"); between entries it stops reading and returns the
    /// entries before it, without an error; after the last entry it changes nothing.
    private func reportByteOrderMark(keys: Int) {
        guard let mark = firstByteOrderMark else { return }
        let location = file.location(atOffset: mark.offset)
        if mark.offset == 0 {
            // swift-build's CopyStringsFileTaskAction drops a U+FEFF that starts the decoded
            // text, so an app Xcode builds loads the file; a copy made as it is does not.
            var diagnostic = Diagnostic(
                .appleReader,
                "the file starts with a second byte order mark (an invisible U+FEFF after the first); CoreFoundation rejects such a file whole, so where it ships as it is, Bundle loads none of its \(Self.keys(keys)) (Xcode's Copy Strings File step removes one mark, by swift-build's source; not verified on a Mac); save the file with one byte order mark",
                at: location)
            diagnostic.severity = .warning
            diagnostics.report(diagnostic)
        } else if mark.insideEntry || mark.entriesBefore == 0 {
            let place = mark.insideEntry ? "inside an entry" : "before the first entry"
            diagnostics.report(
                .appleReader,
                "CoreFoundation rejects this file at an invisible U+FEFF (zero width no-break space) \(place), so on Apple platforms Bundle loads none of its \(Self.keys(keys)); delete the character",
                at: location)
        } else if entriesRead > mark.entriesBefore {
            let after = entriesRead - mark.entriesBefore
            diagnostics.report(
                .appleReader,
                "CoreFoundation stops reading this file at an invisible U+FEFF (zero width no-break space): on Apple platforms \(after == 1 ? "the entry" : "the \(after) entries") from here on \(after == 1 ? "is" : "are") not loaded; delete the character",
                at: location)
        }
    }

    /// Syntax errors after which a file is not read further: past this many, what follows is
    /// unlikely to be entries at all.
    static let maximumErrors = 50

    /// Moves to where the next entry can start after an error in the entry whose key starts
    /// at `keyStart`: the error's own position when it begins a line after that key (an entry
    /// left without its `;`), else the line after the error. `false` at the end of the file.
    private mutating func resynchronize(after keyStart: Int?, error: StringsFileReader.ReadError) -> Bool {
        let offset = min(file.offset(of: error.location), cursor.count)
        cursor.position = offset
        if let keyStart, offset > keyStart, isFirstOnItsLine(offset) { return !cursor.isAtEnd }
        skipToLineBreak()
        return !cursor.isAtEnd
    }

    /// The rest of an entry whose key is read: `= value;` or `;`.
    private mutating func readEntry(key: Lexed, entryStart: Int, comment: Comment?, previousEntryEnd: Int?) throws(StringsFileReader.ReadError) -> StringsEntry?
    {
        var tokenEnd = cursor.position
        _ = try skipTrivia()
        let value: Lexed
        if cursor.tryEat(UInt8(ascii: ";")) {
            value = key
        } else if cursor.tryEat(UInt8(ascii: "=")) {
            tokenEnd = cursor.position
            _ = try skipTrivia()
            guard let lexed = try lexString() else {
                throw error("expected a quoted value after '=' for the key \(Self.describe(key.value))", at: cursor.position, orAtEOF: tokenEnd)
            }
            value = lexed
            tokenEnd = cursor.position
            _ = try skipTrivia()
            try cursor.expect(UInt8(ascii: ";")) { [file, key] position in
                Self.syntaxError("expected ';' after the value of \(Self.describe(key.value))", in: file, at: position, orAtEOF: tokenEnd)
            }
        } else {
            throw error("expected '=' or ';' after the key \(Self.describe(key.value))", at: cursor.position, orAtEOF: tokenEnd)
        }
        return StringsEntry(
            key: key.value,
            value: value.value,
            keyLocation: file.location(atOffset: key.start),
            valueLocation: file.location(atOffset: value.start),
            comment: comment.flatMap { attachedText(of: $0, entryStart: entryStart, previousEntryEnd: previousEntryEnd) },
            valueText: value.text)
    }

    // MARK: Comments

    /// Whether `comment` is the translators' note of the entry at `entryStart`, and its text.
    ///
    /// A comment belongs to the entry right after it: not when a blank line separates them
    /// (a file header), nor when it trails the previous entry on that entry's line.
    private func attachedText(of comment: Comment, entryStart: Int, previousEntryEnd: Int?) -> String? {
        guard lineBreaks(from: comment.end, to: entryStart) <= 1 else { return nil }
        if let previousEntryEnd, lineBreaks(from: previousEntryEnd, to: comment.start) == 0 { return nil }
        return comment.text.isEmpty ? nil : comment.text
    }

    /// "1 key", "12 keys".
    private static func keys(_ count: Int) -> String { count == 1 ? "1 key" : "\(count) keys" }

    /// Whether only whitespace stands between the start of its line and `offset`.
    private func isFirstOnItsLine(_ offset: Int) -> Bool {
        let bytes = cursor.base
        var index = offset - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index < 0 || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
    }

    private func lineBreaks(from start: Int, to end: Int) -> Int {
        let bytes = cursor.base
        var count = 0
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                count += 1
            } else if bytes[index] == UInt8(ascii: "\r") {
                count += 1
                if index + 1 < end && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            }
            index += 1
        }
        return count
    }

    /// Skips whitespace and comments; returns the last comment, consecutive `//` lines joined.
    private mutating func skipTrivia() throws(StringsFileReader.ReadError) -> Comment? {
        var comment: Comment?
        while !cursor.isAtEnd {
            if skipWhitespace() { continue }
            let start = cursor.position
            // Both comments start with '/', which nothing else at this point does.
            guard cursor.peek() == UInt8(ascii: "/") else { break }
            if cursor.tryEat("//") {
                let bodyStart = cursor.position
                skipToLineBreak()
                let line = trimmedString(in: bodyStart..<cursor.position)
                // `//` lines on consecutive lines form one comment, unless the first trails code.
                if let previous = comment, previous.isLineComment, lineBreaks(from: previous.end, to: start) == 1,
                    isFirstOnItsLine(previous.start)
                {
                    comment = Comment(text: previous.text + "\n" + line, start: previous.start, end: cursor.position, isLineComment: true)
                } else {
                    comment = Comment(text: line, start: start, end: cursor.position, isLineComment: true)
                }
            } else if cursor.tryEat("/*") {
                guard let body = cursor.skip(past: "*/") else {
                    throw error("unterminated comment; expected '*/'", at: start)
                }
                let text = trimmedString(in: body)
                comment = Comment(text: text, start: start, end: cursor.position, isLineComment: false)
            } else {
                break
            }
        }
        return comment
    }

    /// The text in `range` without the whitespace around it. ASCII whitespace is trimmed on
    /// the bytes (a file has a comment per entry, and this is cheaper in a debug build); any
    /// other whitespace at either end, U+00A0 or U+2028, by `Character.isWhitespace`.
    private func trimmedString(in range: Range<Int>) -> String {
        let bytes = cursor.base
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, bytes[start] == 0x20 || (bytes[start] >= 0x09 && bytes[start] <= 0x0D) { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || (bytes[end - 1] >= 0x09 && bytes[end - 1] <= 0x0D) { end -= 1 }
        let text = cursor.string(in: start..<end)
        guard start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 else { return text }
        return text.trimmingWhitespace()
    }

    /// Skips whitespace as Foundation counts it: tab, line feed, vertical tab, form feed,
    /// carriage return, space, U+2028 and U+2029; and U+FEFF, which files written with a byte
    /// order mark twice start with (apps ship them): CoreFoundation does not skip it, so the
    /// first is remembered and reported once the file is read. Says whether there was any.
    private mutating func skipWhitespace() -> Bool {
        let start = cursor.position
        // One loop over the bytes: this runs between every two tokens of the file.
        let end: Int
        do {
            let base = cursor.base
            let count = cursor.count
            var index = start
            while index < count {
                let byte = base[index]
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    index += 1
                } else if byte == 0xE2, index + 2 < count, base[index + 1] == 0x80, base[index + 2] == 0xA8 || base[index + 2] == 0xA9 {
                    index += 3  // U+2028, U+2029
                } else if byte == 0xEF, index + 2 < count, base[index + 1] == 0xBB, base[index + 2] == 0xBF {
                    if firstByteOrderMark == nil { firstByteOrderMark = (index, readingEntry, entriesRead) }
                    index += 3  // U+FEFF
                } else {
                    break
                }
            }
            end = index
        }
        cursor.position = end
        return end > start
    }

    /// Moves to the next line break (`\n`, `\r`, U+2028 or U+2029), or to the end.
    private mutating func skipToLineBreak() {
        let base = cursor.base
        let count = cursor.count
        var index = cursor.position
        while index < count {
            let byte = base[index]
            if byte == 0x0A || byte == 0x0D { break }
            // 0xE2 leads the UTF-8 of U+2028 and U+2029, and of other characters.
            if byte == 0xE2, index + 2 < count, base[index + 1] == 0x80, base[index + 2] == 0xA8 || base[index + 2] == 0xA9 { break }
            index += 1
        }
        cursor.position = index
    }

    // MARK: Strings

    /// A key or value as read: its text, and where it starts (its opening quote, if quoted).
    private struct Lexed {
        var text: LocatedText
        var start: Int
        var value: String { text.value }
    }

    /// Reads a quoted or unquoted string, or returns nil when none starts here.
    private mutating func lexString() throws(StringsFileReader.ReadError) -> Lexed? {
        guard let byte = cursor.peek() else { return nil }
        let start = cursor.position
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return Lexed(text: try readQuotedString(), start: start)
        }
        let unquoted = cursor.eat(while: Self.isUnquotedCharacter)
        guard unquoted.upperBound > start else { return nil }
        return Lexed(text: LocatedText(file: file, offset: start, count: unquoted.upperBound - start), start: start)
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    /// Reads a quoted string at its opening quote.
    private mutating func readQuotedString() throws(StringsFileReader.ReadError) -> LocatedText {
        let start = cursor.position
        let quote = cursor.byte(at: start)
        cursor.advance()
        // Most strings have no escape: their text stands in the file as it is.
        let plain = cursor.eat(untilEither: quote, UInt8(ascii: "\\"))
        if cursor.peek() == quote {
            cursor.advance()
            return LocatedText(file: file, offset: plain.lowerBound, count: plain.upperBound - plain.lowerBound)
        }
        var output = scratch.start
        var length = 0
        // Room for a few escapes' runs at once: growing an array run by run is a generic
        // reallocation each time in a debug build.
        var locations = LocatedText.Builder(capacity: 8)
        cursor.position = plain.lowerBound
        while true {
            guard let byte = cursor.peek() else {
                throw error("unterminated string; expected a closing '\(Character(Unicode.Scalar(quote)))'", at: start)
            }
            if byte == quote {
                let end = cursor.position
                cursor.advance()
                return LocatedText(value: SourceCursor.string(output, count: length), file: file, runs: locations.runs, endOffset: end)
            }
            if byte == UInt8(ascii: "\\") {
                let escapeStart = cursor.position
                let scalar = try readEscape()
                output = scratch.ensure(length + 4, keeping: length)
                let written = UTF8Validation.encode(scalar.value, into: output + length)
                // Each byte of the character points at the backslash.
                var index = 0
                while index < written {
                    locations.add(decoded: length + index, source: escapeStart)
                    index += 1
                }
                length += written
            } else {
                // The text is valid UTF-8, so copying runs of bytes copies whole characters.
                let run = cursor.eat(untilEither: quote, UInt8(ascii: "\\"))
                // (Bounds subtracted: `Range.count` is a generic call in a debug build.)
                let runLength = run.upperBound - run.lowerBound
                locations.add(decoded: length, source: run.lowerBound, count: runLength)
                output = scratch.ensure(length + runLength, keeping: length)
                memcpy(output + length, cursor.base + run.lowerBound, runLength)
                length += runLength
            }
        }
    }

    /// Reads an escape at the backslash and returns the character it stands for.
    private mutating func readEscape() throws(StringsFileReader.ReadError) -> Unicode.Scalar {
        let backslash = cursor.position
        cursor.advance()
        guard let byte = cursor.peek() else {
            // The string is unterminated; the caller says so.
            return "\\"
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // A backslash before a line break keeps the line break, as in Foundation.
            cursor.advance()
            return Unicode.Scalar(byte)
        case UInt8(ascii: "n"): cursor.advance(); return "\n"
        case UInt8(ascii: "t"): cursor.advance(); return "\t"
        case UInt8(ascii: "r"): cursor.advance(); return "\r"
        case UInt8(ascii: "a"): cursor.advance(); return "\u{07}"
        case UInt8(ascii: "b"): cursor.advance(); return "\u{08}"
        case UInt8(ascii: "f"): cursor.advance(); return "\u{0C}"
        case UInt8(ascii: "v"): cursor.advance(); return "\u{0B}"
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            guard let value = cursor.lexNumber(radix: 8, maxDigits: 3)?.value, value <= 0o177 else {
                let written = cursor.string(in: backslash..<cursor.position)
                throw error(
                    "octal escape '\(written)' is above \\177, which Foundation reads in the NeXTSTEP encoding; write the character itself or a '\\U' escape",
                    at: backslash)
            }
            return Unicode.Scalar(UInt8(value))
        case UInt8(ascii: "U"):
            let unit = try readHexEscapeDigits()
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate: the low one must follow as another '\U' escape.
                if cursor.starts(with: "\\U") {
                    cursor.advance()  // the backslash
                    let low = try readHexEscapeDigits()
                    if (0xDC00...0xDFFF).contains(low) {
                        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                    }
                }
                throw error(
                    "unpaired surrogate '\\U\(hexDigits(unit))'; a high surrogate must be followed by a low one, '\\UDC00' to '\\UDFFF'",
                    at: backslash)
            case 0xDC00...0xDFFF:
                throw error(
                    "unpaired surrogate '\\U\(hexDigits(unit))'; a low surrogate must follow a high one, '\\UD800' to '\\UDBFF'",
                    at: backslash)
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            // Foundation keeps the character after an unknown escape; say so, as it is
            // usually a backslash meant literally.
            let characterStart = cursor.position
            let characterEnd = min(characterStart + Self.utf8Length(leadByte: byte), cursor.count)
            let character = cursor.string(in: characterStart..<characterEnd)
            cursor.advance(by: characterEnd - characterStart)
            let message =
                byte == UInt8(ascii: "u")
                ? "'\\u' is not an escape: it reads as 'u', as in CoreFoundation, where only an upper-case '\\U' starts a Unicode escape ('\\U00E9')"
                : "unknown escape '\\\(character)' reads as '\(character)'; write '\\\\' for a backslash"
            diagnostics.report(.unknownEscape, message, at: file.location(atOffset: backslash))
            return character.unicodeScalars.first ?? "\u{FFFD}"
        }
    }

    /// Reads the 4 hex digits after `\U`; the cursor is at the `U`.
    private mutating func readHexEscapeDigits() throws(StringsFileReader.ReadError) -> UInt32 {
        let letter = Character(Unicode.Scalar(cursor.byte(at: cursor.position)))
        cursor.advance()
        guard let digits = cursor.lexNumber(radix: 16, maxDigits: 4), digits.digits.count == 4, let value = digits.value else {
            throw error("expected 4 hex digits after '\\\(letter)', as in '\\\(letter)00E9'", at: cursor.position)
        }
        return UInt32(value)
    }

    private static func utf8Length(leadByte byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    // MARK: Helpers

    /// A syntax error at `offset`; at the end of the file, at `endOfLastToken` instead, so
    /// that a missing `;` on the last line is reported on that line.
    private func error(_ message: String, at offset: Int, orAtEOF endOfLastToken: Int? = nil) -> StringsFileReader.ReadError {
        Self.syntaxError(message, in: file, at: offset, orAtEOF: endOfLastToken)
    }

    private static func syntaxError(
        _ message: String, in file: SourceFile, at offset: Int, orAtEOF endOfLastToken: Int? = nil
    ) -> StringsFileReader.ReadError {
        let offset = offset >= file.count ? endOfLastToken ?? offset : offset
        return StringsFileReader.ReadError(kind: .stringsSyntax, message: message, location: file.location(atOffset: offset))
    }

    /// A key as messages show it: quoted, escaped so it stays on one line, and shortened.
    static func describe(_ key: String) -> String {
        var shown = ""
        for (index, character) in key.enumerated() {
            if index == 40 {
                shown += "…"
                break
            }
            switch character {
            case "\"": shown += "\\\""
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default: shown.append(character)
            }
        }
        return "\"\(shown)\""
    }
}

/// Memory a reader decodes text into before it becomes a `String`, kept from one string to
/// the next (an array appended to byte by byte costs calls per byte in a debug build).
final class DecodingBuffer {
    private var memory: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    init() {
        capacity = 256
        memory = .allocate(capacity: capacity)
    }

    deinit { memory.deallocate() }

    /// The memory as it is now.
    var start: UnsafeMutablePointer<UInt8> { memory }

    /// Room for at least `count` bytes, the first `kept` of them as they were.
    func ensure(_ count: Int, keeping kept: Int) -> UnsafeMutablePointer<UInt8> {
        guard count > capacity else { return memory }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, capacity * 2))
        larger.update(from: memory, count: kept)
        memory.deallocate()
        memory = larger
        capacity = max(count, capacity * 2)
        return memory
    }
}

/// `0xD83D`: the `0x`, then `digits` upper-case hex digits.
private func hex<Value: BinaryInteger>(_ value: Value, digits: Int) -> String {
    "0x" + hexDigits(value, digits: digits)
}

private func hexDigits<Value: BinaryInteger>(_ value: Value, digits: Int = 4) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
