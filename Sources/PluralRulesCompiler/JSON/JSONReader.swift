#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// JSON's white space as a C string, for `strspn`.
nonisolated(unsafe) private let jsonWhitespace: UnsafePointer<CChar> = {
    let memory = UnsafeMutablePointer<CChar>.allocate(capacity: 5)
    for (index, byte) in [0x20, 0x0A, 0x0D, 0x09, 0].enumerated() { memory[index] = CChar(byte) }
    return UnsafePointer(memory)
}()

/// A strict JSON reader (RFC 8259) that keeps the file position of everything it reads, in the
/// manner of ``XMLReader``: String Catalogs and `plural-rules.json` are read with it, so every
/// diagnostic about them names the line and column of the value it is about.
///
/// - Structure errors (a missing `,` or `}`, text after the value, an unterminated string) stop
///   the reader: one error at the position where the text goes wrong, and `nil`.
/// - Errors inside one string (invalid UTF-8, an unknown escape, a lone surrogate, a raw
///   control character) are reported at their byte and make that string ``JSONValue/invalid(_:problem:)``;
///   the rest of the file is read as usual, so one bad translation costs only its entry.
/// - A key given twice in one object is a warning; the later value wins.
/// - Nesting is read with an explicit stack, not recursion, and limited to
///   ``maximumDepth`` levels (an error, never a stack overflow): real catalogs nest seven deep.
/// - What it reads is a flat `JSONDocument` (no object or location per value), which the
///   String Catalog reader walks; ``read(_:syntaxKind:deferringStringProblems:diagnostics:)``
///   builds the tree of ``JSONValue``s from it.
///
/// ```swift
/// let bag = DiagnosticBag()
/// let value = JSONReader.read(SourceFile(path: "a.json", text: "[1, 2,]"), diagnostics: bag)
/// // nil; bag: a.json:1:7: error: expected a value after ','; JSON allows no trailing comma [json-syntax]
/// ```
public struct JSONReader {
    /// How deep arrays and objects may nest.
    public static let maximumDepth = 512

    /// Reads `file` as one JSON value. `syntaxKind` is the id structure errors are reported
    /// with (`json-syntax`; `config-syntax` for the configuration). With
    /// `deferringStringProblems`, a string value that cannot be decoded is not reported here
    /// but left as ``JSONValue/invalid(_:problem:)`` for the caller, which knows what the
    /// string is (one translation, in one locale) and reports it as such; a key that cannot be
    /// decoded is reported all the same.
    public static func read(
        _ file: SourceFile, syntaxKind: DiagnosticKind = .jsonSyntax, deferringStringProblems: Bool = false,
        diagnostics: DiagnosticCollector
    ) -> JSONValue? {
        guard let document = readDocument(file, syntaxKind: syntaxKind, deferringStringProblems: deferringStringProblems, diagnostics: diagnostics) else {
            return nil
        }
        return document.value(at: JSONDocument.root)
    }

    /// Reads `file` as one JSON value into a flat ``JSONDocument``, with the same diagnostics
    /// as ``read(_:syntaxKind:deferringStringProblems:diagnostics:)``: what large inputs (String
    /// Catalogs) are read with, since it makes no object and no location per value.
    static func readDocument(
        _ file: SourceFile, syntaxKind: DiagnosticKind = .jsonSyntax, deferringStringProblems: Bool = false,
        diagnostics: DiagnosticCollector
    ) -> JSONDocument? {
        var reader = JSONReader(file: file, diagnostics: diagnostics, syntaxKind: syntaxKind)
        reader.defersStringProblems = deferringStringProblems
        defer { reader.open.deallocate() }
        do {
            try reader.readDocument()
        } catch {
            reader.nodes.deallocate()
            diagnostics.report(syntaxKind, error.message, at: file.location(atOffset: error.offset))
            return nil
        }
        return JSONDocument(file: file, nodes: reader.nodes, texts: reader.texts, keyNames: reader.keyNames, problems: reader.problems)
    }

    struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    private let file: SourceFile
    private var cursor: SourceCursor
    private let diagnostics: DiagnosticCollector
    private let syntaxKind: DiagnosticKind
    private var defersStringProblems = false
    /// The first fault of the string just read, when it could not be decoded.
    private var stringProblem: JSONStringProblem?

    /// What is read: the nodes, and the side tables they point into.
    private var nodes: JSONDocument.Nodes
    private var texts: [LocatedText] = []
    private var keyNames: [String] = []
    private var problems: [JSONStringProblem] = []
    /// The containers open around the position, at a stable address (at most
    /// ``maximumDepth`` of them).
    private let open: UnsafeMutablePointer<Container>
    /// The key nodes of the object being closed, reused from object to object.
    private var closingKeys: [Int] = []

    private init(file: SourceFile, diagnostics: DiagnosticCollector, syntaxKind: DiagnosticKind) {
        self.file = file
        self.cursor = SourceCursor(file)
        self.diagnostics = diagnostics
        self.syntaxKind = syntaxKind
        // About one node per 16 bytes in a catalog; it grows when there are more.
        self.nodes = JSONDocument.Nodes(capacity: file.count / 16 + 16)
        self.open = UnsafeMutablePointer<Container>.allocate(capacity: Self.maximumDepth + 1)
    }

    /// Skips JSON's white space: space, line feed, carriage return and tab, which is XML's too.
    /// Pretty-printed files (catalogs) indent every line, so runs are found by the C library's
    /// `strspn`, as fast in a debug build as in a release one; the bytes end with a zero byte,
    /// which is no white space, so it stops at the end.
    private mutating func skipWhitespace() {
        let base = cursor.base
        let position = cursor.position
        guard base[position] <= 0x20 else { return }
        cursor.position = position + strspn(UnsafeRawPointer(base + position).assumingMemoryBound(to: CChar.self), jsonWhitespace)
    }

    // MARK: Document

    /// An object or array being read: its node, whose `end` and `count` are set when it closes.
    private struct Container {
        var isObject: Bool
        var start: Int
        var node: Int
        /// The node of the key whose value is being read, in an object.
        var key: Int
    }

    private mutating func readDocument() throws(SyntaxError) {
        if file.buffer.bytes.starts(with: [0xFF, 0xFE]) || file.buffer.bytes.starts(with: [0xFE, 0xFF]) {
            throw SyntaxError(message: "the file is UTF-16; JSON is UTF-8: save it as UTF-8", offset: 0)
        }
        _ = cursor.tryEat("\u{FEFF}")  // a UTF-8 byte order mark, which RFC 8259 lets readers ignore
        var depth = 0
        parsing: while true {
            skipWhitespace()
            // A value starts here: a container opens, or a scalar is read whole.
            let start = cursor.position
            switch cursor.peek() {
            case UInt8(ascii: "{"):
                try checkDepth(depth)
                cursor.advance()
                skipWhitespace()
                let node = nodes.append(kind: .object, offset: start)
                if !cursor.tryEat(UInt8(ascii: "}")) {
                    open[depth] = Container(isObject: true, start: start, node: node, key: -1)
                    depth += 1
                    open[depth - 1].key = try readKey(after: "'{'")
                    continue parsing
                }
                nodes.close(node, count: 0)
            case UInt8(ascii: "["):
                try checkDepth(depth)
                cursor.advance()
                skipWhitespace()
                let node = nodes.append(kind: .array, offset: start)
                if !cursor.tryEat(UInt8(ascii: "]")) {
                    open[depth] = Container(isObject: false, start: start, node: node, key: -1)
                    depth += 1
                    continue parsing
                }
                nodes.close(node, count: 0)
            default:
                try readScalar(inside: depth == 0 ? nil : open[depth - 1])
            }
            // The value is complete, and with it perhaps the containers it ends.
            while depth > 0 {
                let top = depth - 1
                skipWhitespace()
                if open[top].isObject {
                    if cursor.tryEat(UInt8(ascii: ",")) {
                        skipWhitespace()
                        open[top].key = try readKey(after: "','")
                        continue parsing
                    }
                    guard cursor.tryEat(UInt8(ascii: "}")) else {
                        throw SyntaxError(
                            message:
                                "expected ',' or '}' after the value of \(quoted(keyName(open[top].key))) in the object opened at \(lineAndColumn(open[top].start))",
                            offset: cursor.position)
                    }
                    closeObject(open[top].node)
                } else {
                    if cursor.tryEat(UInt8(ascii: ",")) {
                        skipWhitespace()
                        if cursor.peek() == UInt8(ascii: "]") {
                            throw SyntaxError(message: "expected a value after ','; JSON allows no trailing comma", offset: cursor.position)
                        }
                        continue parsing
                    }
                    guard cursor.tryEat(UInt8(ascii: "]")) else {
                        throw SyntaxError(
                            message: "expected ',' or ']' after an element of the array opened at \(lineAndColumn(open[top].start))", offset: cursor.position)
                    }
                    closeArray(open[top].node)
                }
                depth -= 1
            }
            break parsing
        }
        skipWhitespace()
        guard cursor.isAtEnd else {
            throw SyntaxError(message: "expected the end of the file after the JSON value; a file holds one value", offset: cursor.position)
        }
    }

    private func checkDepth(_ depth: Int) throws(SyntaxError) {
        guard depth < Self.maximumDepth else {
            throw SyntaxError(
                message: "arrays and objects nest more than \(Self.maximumDepth) levels deep here; this reader stops there", offset: cursor.position)
        }
    }

    /// `"key" :`, at the cursor; returns its node.
    private mutating func readKey(after what: String) throws(SyntaxError) -> Int {
        let start = cursor.position
        guard cursor.peek() == UInt8(ascii: "\"") else {
            if cursor.isAtEnd {
                throw SyntaxError(message: "the file ends inside an object; a key, or '}', is missing", offset: start)
            }
            if cursor.peek() == UInt8(ascii: "}") && what == "','" {
                throw SyntaxError(message: "expected a key after ','; JSON allows no trailing comma", offset: start)
            }
            throw SyntaxError(message: "expected a key in double quotes after \(what)", offset: start)
        }
        let key = try readString(deferring: false)
        let node = nodes.append(kind: .key, offset: start)
        switch key {
        case .verbatim(let count):
            nodes.base[node].count = count
        case .decoded(let text):
            nodes.base[node].side = keyNames.count
            keyNames.append(text.value)
        case .failed:
            // A key that cannot be decoded is reported; it is kept as decoded as far as it went.
            nodes.base[node].side = keyNames.count
            keyNames.append(String(decoding: file.buffer.bytes[start + 1..<max(start + 1, cursor.position - 1)], as: UTF8.self))
        }
        nodes.close(node, count: nodes.base[node].count)
        skipWhitespace()
        guard cursor.tryEat(UInt8(ascii: ":")) else {
            let shown = if case .failed = key { "" } else { keyName(node) }
            throw SyntaxError(message: "expected ':' after the key \(quoted(shown))", offset: cursor.position)
        }
        return node
    }

    private func keyName(_ node: Int) -> String {
        JSONDocument.keyName(nodes.base[node], file: file, keyNames: keyNames)
    }

    private mutating func closeArray(_ node: Int) {
        var count = 0
        var element = node + 1
        while element < nodes.count {
            count += 1
            element = nodes.base[element].end
        }
        nodes.close(node, count: count)
    }

    /// Closes an object: the earlier of two members with one key is reported and dropped (its
    /// key marked), and the later one is what the object holds.
    private mutating func closeObject(_ node: Int) {
        let nodes = self.nodes.base
        closingKeys.removeAll(keepingCapacity: true)
        var allVerbatim = true
        var key = node + 1
        while key < self.nodes.count {
            closingKeys.append(key)
            if nodes[key].side >= 0 { allVerbatim = false }
            key = nodes[key + 1].end
        }
        let count = closingKeys.count
        var kept = count
        // Keys compare by their bytes, as JSON (RFC 8259, 8.3) and Foundation compare them;
        // keys equal only under Unicode canonical equivalence are two keys here, and the
        // localization loader says that they look alike (`equivalent-key`). A catalog has
        // thousands of objects of two or three members, compared key by key in the file's
        // bytes; larger ones (its `strings`) through a table of indices.
        if count > 1 && allVerbatim && count < KeyPositions.indexedFrom {
            let bytes = file.buffer.base
            var index = 1
            while index < count {
                let later = nodes[closingKeys[index]]
                var earlier = index - 1
                while earlier >= 0 {
                    let candidate = nodes[closingKeys[earlier]]
                    if candidate.count == later.count && memcmp(bytes + candidate.offset + 1, bytes + later.offset + 1, later.count) == 0 {
                        reportDuplicate(closingKeys[index], earlier: closingKeys[earlier])
                        if !nodes[closingKeys[earlier]].isDropped {
                            nodes[closingKeys[earlier]].isDropped = true
                            kept -= 1
                        }
                        break
                    }
                    earlier -= 1
                }
                index += 1
            }
        } else if count > 1 {
            var keys: [String] = []
            keys.reserveCapacity(count)
            for key in closingKeys { keys.append(keyName(key)) }
            var positions = KeyPositions()
            defer { positions.deallocate() }
            var index = 0
            while index < count {
                let probe = positions.find(keys[index], count: index) { keys[$0] }
                if let earlier = probe.earlier {
                    reportDuplicate(closingKeys[index], earlier: closingKeys[earlier])
                    if !nodes[closingKeys[earlier]].isDropped {
                        nodes[closingKeys[earlier]].isDropped = true
                        kept -= 1
                    }
                }
                positions.record(index, for: probe)
                index += 1
            }
        }
        self.nodes.close(node, count: kept)
    }

    private func reportDuplicate(_ key: Int, earlier: Int) {
        let name = keyName(key)
        let location = file.location(atOffset: nodes.base[key].offset)
        let earlierLocation = file.location(atOffset: nodes.base[earlier].offset)
        diagnostics.report(
            .duplicateKey, "the key \(quoted(name)) is also at line \(earlierLocation.line); this later value is used",
            at: location, notes: [.init("the earlier \(quoted(name)) is here", at: earlierLocation)])
    }

    // MARK: Scalars

    /// A string, number or literal at the cursor, appended as a node.
    private mutating func readScalar(inside container: Container?) throws(SyntaxError) {
        let start = cursor.position
        switch cursor.peek() {
        case UInt8(ascii: "\"")?:
            let read = try readString(deferring: defersStringProblems)
            let node = nodes.append(kind: .string, offset: start)
            switch read {
            case .verbatim(let count):
                nodes.base[node].count = count
            case .decoded(let text):
                nodes.base[node].side = texts.count
                texts.append(text)
            case .failed:
                nodes.base[node].kind = .invalid
                nodes.base[node].side = problems.count
                problems.append(stringProblem!)
            }
        case let byte? where byte == UInt8(ascii: "-") || SourceCursor.isDigit(byte):
            try readNumber()
            let node = nodes.append(kind: .number, offset: start)
            nodes.base[node].count = cursor.position - start
        case UInt8(ascii: "t")? where cursor.tryEat("true"):
            _ = nodes.append(kind: .true, offset: start)
        case UInt8(ascii: "f")? where cursor.tryEat("false"):
            _ = nodes.append(kind: .false, offset: start)
        case UInt8(ascii: "n")? where cursor.tryEat("null"):
            _ = nodes.append(kind: .null, offset: start)
        case nil:
            throw SyntaxError(
                message: container == nil ? "expected a JSON value; the file is empty" : "the file ends inside \(describe(container!))", offset: start)
        case UInt8(ascii: "'")?:
            throw SyntaxError(message: "JSON strings are in double quotes, not single quotes", offset: start)
        case UInt8(ascii: "]")?, UInt8(ascii: "}")?:
            throw SyntaxError(message: "expected a value; JSON allows no trailing comma or empty value", offset: start)
        default:
            let word = file.buffer.bytes[start..<min(file.count, start + 12)].prefix { $0 > 0x20 && $0 < 0x80 && $0 != UInt8(ascii: ",") }
            throw SyntaxError(
                message:
                    "expected a value (a string, number, object, array, true, false or null); found '\(String(decoding: word.isEmpty ? file.buffer.bytes[start..<start + 1] : word[...], as: UTF8.self))'",
                offset: start)
        }
    }

    private func describe(_ container: Container) -> String {
        "the \(container.isObject ? "object" : "array") opened at \(lineAndColumn(container.start))"
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func readNumber() throws(SyntaxError) {
        let start = cursor.position
        _ = cursor.tryEat(UInt8(ascii: "-"))
        if cursor.tryEat(UInt8(ascii: "0")) {
            if let next = cursor.peek(), SourceCursor.isDigit(next) {
                throw SyntaxError(message: "a JSON number has no leading zeros", offset: start)
            }
        } else if cursor.eat(while: SourceCursor.isDigit).isEmpty {
            throw SyntaxError(message: "expected a digit in the number", offset: cursor.position)
        }
        if cursor.tryEat(UInt8(ascii: ".")), cursor.eat(while: SourceCursor.isDigit).isEmpty {
            throw SyntaxError(message: "expected a digit after the decimal point", offset: cursor.position)
        }
        if cursor.tryEat(UInt8(ascii: "e")) || cursor.tryEat(UInt8(ascii: "E")) {
            _ = cursor.tryEat(UInt8(ascii: "+")) || cursor.tryEat(UInt8(ascii: "-"))
            if cursor.eat(while: SourceCursor.isDigit).isEmpty {
                throw SyntaxError(message: "expected a digit in the exponent", offset: cursor.position)
            }
        }
    }

    /// What ``readString(deferring:)`` read.
    private enum StringRead {
        /// Text that stands in the file as it is: `count` bytes after the opening quote.
        case verbatim(count: Int)
        /// Text with escapes, decoded and located byte by byte.
        case decoded(LocatedText)
        /// Text that cannot be decoded; `stringProblem` says why.
        case failed
    }

    /// A string at its opening quote, decoded and located byte by byte; `.failed` (reported)
    /// when something inside it cannot be decoded, with the cursor after its closing quote.
    private mutating func readString(deferring: Bool) throws(SyntaxError) -> StringRead {
        let open = cursor.position
        cursor.advance()
        let contentStart = cursor.position
        // The common case: plain text, no escapes, ASCII or valid UTF-8, scanned through the
        // file's base pointer (an array subscript is a call in a debug build).
        let base = cursor.base
        let count = cursor.count
        var index = contentStart
        var isPlain = true
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { isPlain = false; break }
            if byte < 0x80 { index += 1; continue }
            guard let length = UTF8Validation.scalarLength(base, count: count, at: index) else { isPlain = false; break }
            index += length
        }
        if isPlain {
            guard index < count else {
                throw SyntaxError(message: "the string that starts here is not closed with '\"'", offset: open)
            }
            cursor.position = index + 1
            return .verbatim(count: index - contentStart)
        }
        let bytes = file.buffer.bytes
        // Escapes, or something to report: decode byte by byte, noting where each came from.
        var decoded: [UInt8] = []
        var builder = LocatedText.Builder()
        var failed = false
        index = contentStart
        stringProblem = nil
        func fail(_ message: String, at offset: Int) {
            let location = file.location(atOffset: offset)
            if stringProblem == nil { stringProblem = JSONStringProblem(message: message, location: location) }
            if !deferring { diagnostics.report(syntaxKind, message, at: location) }
            failed = true
        }
        while true {
            guard index < bytes.count else {
                throw SyntaxError(message: "the string that starts here is not closed with '\"'", offset: open)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                if byte == 0x0A {
                    // A raw line break most often means a missing closing quote.
                    throw SyntaxError(
                        message: "a line break inside a string; write \\n, or close the string that starts at \(lineAndColumn(open)) with '\"'", offset: index)
                }
                fail("a control character (U+\(hex(UInt32(byte)))) inside a string; write it as \\u\(hex(UInt32(byte)))", at: index)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\\") {
                let escape = index
                guard index + 1 < bytes.count else { index += 1; continue }
                let letter = bytes[index + 1]
                var scalar: UInt32?
                switch letter {
                case UInt8(ascii: "\""): scalar = 0x22
                case UInt8(ascii: "\\"): scalar = 0x5C
                case UInt8(ascii: "/"): scalar = 0x2F
                case UInt8(ascii: "b"): scalar = 0x08
                case UInt8(ascii: "f"): scalar = 0x0C
                case UInt8(ascii: "n"): scalar = 0x0A
                case UInt8(ascii: "r"): scalar = 0x0D
                case UInt8(ascii: "t"): scalar = 0x09
                case UInt8(ascii: "u"):
                    guard let high = Self.hexQuad(bytes, at: index + 2) else {
                        fail("'\\u' is followed by four hexadecimal digits, as in \\u00E9", at: escape)
                        index += 2
                        continue
                    }
                    index += 6
                    if (0xD800...0xDBFF).contains(high) {
                        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                            let low = Self.hexQuad(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low)
                        {
                            index += 6
                            scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            fail(
                                "'\\u\(hex(high))' is the first half of a UTF-16 surrogate pair, and no second half (\\uDC00 to \\uDFFF) follows; it stands for no character",
                                at: escape)
                            continue
                        }
                    } else if (0xDC00...0xDFFF).contains(high) {
                        fail("'\\u\(hex(high))' is the second half of a UTF-16 surrogate pair without a first; it stands for no character", at: escape)
                        continue
                    } else {
                        scalar = high
                    }
                    let end = decoded.count
                    decoded.append(contentsOf: [0, 0, 0, 0])
                    let length = decoded.withUnsafeMutableBufferPointer { UTF8Validation.encode(scalar!, into: $0.baseAddress! + end) }
                    decoded.removeLast(4 - length)
                    for offset in end..<end + length { builder.add(decoded: offset, source: escape) }
                    continue
                default:
                    let shown = letter < 0x80 && letter >= 0x20 ? String(UnicodeScalar(letter)) : "U+\(hex(UInt32(letter)))"
                    fail(
                        "'\\\(shown)' is no JSON escape; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX (write \\\\ for a backslash)", at: escape
                    )
                    index += 2
                    continue
                }
                builder.add(decoded: decoded.count, source: escape)
                decoded.append(UInt8(scalar!))
                index += 2
                continue
            }
            if byte < 0x80 {
                builder.add(decoded: decoded.count, source: index)
                decoded.append(byte)
                index += 1
                continue
            }
            guard let length = UTF8Validation.scalarLength(cursor.base, count: bytes.count, at: index) else {
                fail("the byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid UTF-8 here; save the file as UTF-8", at: index)
                // One error per broken sequence: its continuation bytes go with it.
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                continue
            }
            builder.add(decoded: decoded.count, source: index, count: length)
            decoded.append(contentsOf: bytes[index..<index + length])
            index += length
        }
        cursor.position = index + 1
        if failed { return .failed }
        return .decoded(LocatedText(value: String(decoding: decoded, as: UTF8.self), file: file, runs: builder.runs, endOffset: index))
    }

    static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func lineAndColumn(_ offset: Int) -> String {
        let location = file.location(atOffset: offset)
        return "\(location.line):\(location.column)"
    }

    private func quoted(_ key: String) -> String {
        "\"" + FormatStringParser.describe(key.count > 60 ? String(key.prefix(60)) + "…" : key) + "\""
    }
}
