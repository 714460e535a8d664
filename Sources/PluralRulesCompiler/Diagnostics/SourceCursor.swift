#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A read position in bytes, with the verbs every hand-written reader of the compiler shares.
///
/// The XML reader, the `.strings` reader and the rule parser each read bytes front to back
/// and report errors at byte offsets; this is the one place that keeps the position and knows
/// how to look ahead, consume and backtrack. A reader keeps its own error type and messages
/// and turns offsets into locations itself (`SourceFile.location(atOffset:)`,
/// `LocatedText.location(atUTF8Offset:)`); the cursor only counts bytes.
///
/// The verbs say what they do, as in the house style:
/// - `peek` looks and never moves;
/// - `tryEat` consumes what is asked for when it is there and says whether it was;
/// - `eat(while:)` consumes a run and returns its range, empty when nothing matched;
/// - `expect` consumes or throws the error the reader builds from the position;
/// - `tryEating { }` runs a piece of reader and puts the position back when it gives up;
/// - `find` searches ahead without moving; `skip(past:)` moves past what it finds;
/// - `lexNumber` reads digits as a number and returns `nil` when there are none.
///
/// ```swift
/// struct SyntaxError: Error { var offset: Int }
///
/// var cursor = SourceCursor(Array("width = 640;".utf8))
/// let name = cursor.eat(while: { $0 != UInt8(ascii: " ") })      // 0..<5
/// cursor.skipWhitespace()
/// try cursor.expect(UInt8(ascii: "=")) { SyntaxError(offset: $0) }
/// cursor.skipWhitespace()
/// let width = cursor.lexNumber()?.value                          // 640
/// try cursor.expect(";") { SyntaxError(offset: $0) }
/// print(cursor.string(in: name), width, cursor.isAtEnd)           // width Optional(640) true
/// ```
///
/// It is used per byte on inputs of megabytes, in debug builds too (the build plugin runs a
/// debug tool when the app is built in debug, and there nothing is inlined or specialized).
/// So the bytes are a ``ByteBuffer`` (the file's own, not a copy, for a file) and every verb
/// indexes its base pointer: a few instructions a byte, where an array subscript retains the
/// array and a `withUnsafeBufferPointer` is a generic call with a closure. `bytes`, a copy,
/// is for messages only.
struct SourceCursor {
    /// The bytes being read, which the loops read through `base`.
    private let buffer: ByteBuffer
    /// The first byte; `base[count]` is a zero byte past the end.
    let base: UnsafePointer<UInt8>
    /// How many bytes there are.
    let count: Int
    /// The offset of the next byte to read, from `0` to `count`.
    var position: Int

    /// A cursor at `position` (the start, by default) of `bytes`.
    init(_ bytes: [UInt8], position: Int = 0) {
        self.init(ByteBuffer(bytes), position: position)
    }

    private init(_ buffer: ByteBuffer, position: Int = 0) {
        precondition(position >= 0 && position <= buffer.count, "position out of bounds")
        self.buffer = buffer
        self.base = buffer.base
        self.count = buffer.count
        self.position = position
    }

    /// A cursor at the start of a file's bytes; positions are offsets in the file.
    init(_ file: SourceFile) {
        self.init(file.buffer)
    }

    /// A cursor at the start of decoded text; positions are UTF-8 offsets in `text.value`, which
    /// `text.location(atUTF8Offset:)` turns into places in the file the text came from.
    init(_ text: LocatedText) {
        self.init(ByteBuffer(text.value))
    }

    /// A copy of all the bytes, for messages and other rare uses; loops read `base`.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    // MARK: Looking

    /// Whether every byte has been read.
    var isAtEnd: Bool {
        @inline(__always) get { position >= count }
    }

    /// The next byte, or `nil` at the end.
    @inline(__always)
    func peek() -> UInt8? {
        position < count ? base[position] : nil
    }

    /// The byte `offset` bytes after the next one (`peek(offset: 0) == peek()`), or `nil`
    /// outside the bytes.
    @inline(__always)
    func peek(offset: Int) -> UInt8? {
        let index = position + offset
        return index >= 0 && index < count ? base[index] : nil
    }

    /// The byte `offset` bytes after the next one, or 0 outside the bytes: ``peek(offset:)``
    /// for hot paths of text that holds no 0 (XML), since comparing an optional byte is a
    /// generic call in a debug build.
    @inline(__always)
    func peekByte(offset: Int) -> UInt8 {
        let index = position + offset
        return index >= 0 && index < count ? base[index] : 0
    }

    /// The byte at `offset`, which must be inside the bytes or at the end (where it is 0).
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        base[offset]
    }

    /// Whether the bytes at the position spell `literal`.
    @inline(__always)
    func starts(with literal: StaticString) -> Bool {
        starts(with: literal, at: position)
    }

    /// How many UTF-8 bytes `literal` has. A one-character literal may be stored as a Unicode
    /// scalar (`"\u{FEFF}"`), which has no `utf8CodeUnitCount`.
    @inline(__always)
    static func length(of literal: StaticString) -> Int {
        literal.hasPointerRepresentation ? literal.utf8CodeUnitCount : literal.withUTF8Buffer { $0.count }
    }

    /// Whether the bytes at `offset` spell `literal`.
    func starts(with literal: StaticString, at offset: Int) -> Bool {
        guard literal.hasPointerRepresentation else {
            return literal.withUTF8Buffer {
                $0.count <= count - offset && offset >= 0 && $0.elementsEqual(UnsafeBufferPointer(start: base + offset, count: $0.count))
            }
        }
        let length = literal.utf8CodeUnitCount
        guard offset >= 0, length <= count - offset else { return false }
        let expected = literal.utf8Start
        var index = 0
        while index < length {
            if base[offset + index] != expected[index] { return false }
            index += 1
        }
        return true
    }

    /// The bytes in `range` decoded as UTF-8 (invalid sequences become U+FFFD).
    @inline(__always)
    func string(in range: Range<Int>) -> String {
        // The bounds subtracted: `Range.count` is a generic call in a debug build.
        Self.string(base + range.lowerBound, count: range.upperBound - range.lowerBound)
    }

    /// The `count` bytes at `start` decoded as UTF-8, invalid sequences as U+FFFD (as
    /// `String(decoding:as:)` does). Copied with `memcpy` into the string's own storage, which
    /// validates it in the standard library's optimized code: the generic
    /// `String(decoding:as:)` costs about twice as much in a debug build, and readers make a
    /// string or two of every entry.
    static func string(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        guard count > 0 else { return "" }
        return string(capacity: count) { output in
            memcpy(output.baseAddress!, start, count)
            return count
        }
    }

    /// The string of the UTF-8 bytes (invalid sequences as U+FFFD) that `initialize` writes into
    /// a buffer of `capacity` bytes, returning how many it wrote: into the string's own storage
    /// where the system has `String(unsafeUninitializedCapacity:initializingUTF8With:)` (macOS
    /// 11, iOS 14, tvOS 14, watchOS 7; always on Linux), else through an array (one copy more).
    static func string(capacity: Int, _ initialize: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        if #available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *) {
            return String(unsafeUninitializedCapacity: capacity, initializingUTF8With: initialize)
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in count = initialize(buffer) }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Consuming

    /// Moves `count` bytes on; there must be that many left.
    @inline(__always)
    mutating func advance(by count: Int = 1) {
        precondition(count >= 0 && count <= self.count - position, "advanced past the end")
        position += count
    }

    /// Consumes `byte` if it is next, and says whether it was.
    @inline(__always)
    mutating func tryEat(_ byte: UInt8) -> Bool {
        guard position < count, base[position] == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `literal` if the bytes at the position spell it, and says whether they did.
    @inline(__always)
    mutating func tryEat(_ literal: StaticString) -> Bool {
        guard starts(with: literal) else { return false }
        position += Self.length(of: literal)
        return true
    }

    /// Consumes the next byte if it satisfies `predicate`, and returns it; `nil` (not moving)
    /// at the end or when it does not.
    @inline(__always)
    mutating func tryEat(where predicate: (UInt8) throws -> Bool) rethrows -> UInt8? {
        guard position < count else { return nil }
        let byte = base[position]
        guard try predicate(byte) else { return nil }
        position += 1
        return byte
    }

    /// Consumes bytes while they satisfy `predicate`, and returns the range consumed (empty
    /// when the next byte does not, or at the end).
    @inline(__always)
    @discardableResult
    mutating func eat(while predicate: (UInt8) throws -> Bool) rethrows -> Range<Int> {
        let start = position
        var index = start
        while index < count, try predicate(base[index]) { index += 1 }
        position = index
        return start..<index
    }

    /// Consumes bytes up to the next `first` or `second` (or to the end), and returns the
    /// range consumed: `eat(while:)` for the commonest predicate, without a call per byte.
    @inline(__always)
    @discardableResult
    mutating func eat(untilEither first: UInt8, _ second: UInt8) -> Range<Int> {
        let start = position
        let firstAt = Self.offset(of: first, in: base, from: start, to: count)
        let end = Self.offset(of: second, in: base, from: start, to: firstAt)
        position = end
        return start..<end
    }

    /// The offset of the first `byte` in `base[start..<end]`, or `end`: the C library's
    /// `memchr`, which is as fast in a debug build of the tool (what the build plugin runs)
    /// as in a release one, where a Swift loop costs tens of instructions a byte.
    @inline(__always)
    static func offset(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Consumes XML's white space (space, tab, line feed, carriage return), and says whether
    /// there was any: one loop, the commonest run between two tokens.
    @inline(__always)
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        var index = start
        while index < count {
            let byte = base[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
            index += 1
        }
        position = index
        return index > start
    }

    /// Consumes whitespace as `isWhitespace` defines it, and says whether there was any.
    @inline(__always)
    @discardableResult
    mutating func skipWhitespace(where isWhitespace: (UInt8) -> Bool) -> Bool {
        !eat(while: isWhitespace).isEmpty
    }

    /// Consumes `byte`, or throws the error `failure` makes of the position (not moving).
    ///
    /// ```swift
    /// try cursor.expect(UInt8(ascii: ">")) { SyntaxError(message: "expected '>'", offset: $0) }
    /// ```
    @inline(__always)
    mutating func expect<Failure: Error>(_ byte: UInt8, else failure: (_ position: Int) -> Failure) throws(Failure) {
        guard tryEat(byte) else { throw failure(position) }
    }

    /// Consumes `literal`, or throws the error `failure` makes of the position (not moving).
    @inline(__always)
    mutating func expect<Failure: Error>(_ literal: StaticString, else failure: (_ position: Int) -> Failure) throws(Failure) {
        guard tryEat(literal) else { throw failure(position) }
    }

    /// Runs `body` on the cursor and returns what it returns; when that is `nil`, puts the
    /// position back where it was, so `body` may consume freely while it decides.
    ///
    /// When `body` throws, the cursor stays where the error happened.
    ///
    /// ```swift
    /// // A keyword only as a whole word: "in" does not match the start of "inside".
    /// let matched = cursor.tryEating { cursor -> Bool? in
    ///     cursor.tryEat("in") && !isWordByte(cursor.peek()) ? true : nil
    /// } ?? false
    /// ```
    @inline(__always)
    mutating func tryEating<Result, Failure: Error>(
        _ body: (inout SourceCursor) throws(Failure) -> Result?
    ) throws(Failure) -> Result? {
        let start = position
        guard let result = try body(&self) else {
            position = start
            return nil
        }
        return result
    }

    // MARK: Searching

    /// The offset of the first occurrence of `literal` at or after the position, without
    /// moving; `nil` when there is none. An empty literal is found at the position.
    func find(_ literal: StaticString) -> Int? {
        let length = Self.length(of: literal)
        guard length > 0 else { return position }
        let lastStart = count - length
        guard position <= lastStart else { return nil }
        let first = literal.withUTF8Buffer { $0[0] }
        var index = position
        while true {
            index = Self.offset(of: first, in: base, from: index, to: lastStart + 1)
            guard index <= lastStart else { return nil }
            if starts(with: literal, at: index) { return index }
            index += 1
        }
    }

    /// The offset of the first `byte` among the next `limit` bytes (all the rest by default),
    /// without moving; `nil` when there is none.
    func find(_ byte: UInt8, within limit: Int = .max) -> Int? {
        let end = limit >= count - position ? count : position + limit
        let found = Self.offset(of: byte, in: base, from: position, to: end)
        return found < end ? found : nil
    }

    /// Moves just past the next occurrence of `literal` and returns the range of the bytes
    /// skipped before it; `nil`, not moving, when there is none.
    ///
    /// ```swift
    /// // At the body of "<!-- note -->": the comment is `cursor.string(in: body)`.
    /// guard let body = cursor.skip(past: "-->") else { throw unterminatedComment }
    /// ```
    @discardableResult
    mutating func skip(past literal: StaticString) -> Range<Int>? {
        guard let found = find(literal) else { return nil }
        let skipped = position..<found
        position = found + Self.length(of: literal)
        return skipped
    }

    // MARK: Lexing

    /// A run of digits read as a number.
    struct Number: Equatable {
        /// Where the digits are.
        var digits: Range<Int>
        /// Their value; `nil` when it is above `UInt64.max`.
        var value: UInt64?
    }

    /// Reads the digits of `radix` at the position (at most `maxDigits` of them) as a number;
    /// `nil`, not moving, when no digit is next. Letters are digits from 10 up in a radix
    /// above 10, in either case. Digits that overflow `UInt64` are all consumed, and the value
    /// is `nil`, so the reader can say where the too-large number starts and ends.
    ///
    /// ```swift
    /// var cursor = SourceCursor(Array("0x1F;".utf8), position: 2)
    /// cursor.lexNumber(radix: 16)   // Number(digits: 2..<4, value: 31)
    /// ```
    mutating func lexNumber(radix: Int = 10, maxDigits: Int = .max) -> Number? {
        precondition((2...36).contains(radix), "radix must be 2 to 36")
        let start = position
        let base = UInt64(radix)
        var value: UInt64? = 0
        while position - start < maxDigits, let byte = peek(), let digit = Self.digitValue(byte), digit < base {
            if let current = value {
                let (shifted, overflowed) = current.multipliedReportingOverflow(by: base)
                let (sum, carried) = shifted.addingReportingOverflow(digit)
                value = overflowed || carried ? nil : sum
            }
            position += 1
        }
        guard position > start else { return nil }
        return Number(digits: start..<position, value: value)
    }

    // MARK: Byte classes

    /// Space, tab, line feed or carriage return: XML's white space, which CLDR rule text uses too.
    @inline(__always)
    static func isXMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `0` to `9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The value of a digit in radix 36: `0`–`9`, then `a`–`z` or `A`–`Z` from 10.
    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt64(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
