/// A printf-style format string as localizations use it: literal text, conversion
/// specifications (`%d`, `%2$@`, `%.1f`), `%%`, and stringsdict variables (`%#@files@`,
/// `%1$#@files@`).
public struct FormatString: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case text(String)
        indirect case specifier(FormatSpecifier)
        /// `%#@name@` or `%N$#@name@`.
        indirect case variable(name: String, position: Int?, location: SourceLocation?)
    }

    public var segments: [Segment]

    /// The text as it was written, kept only where ``spelling(of:)`` of the segments spells
    /// it otherwise: a `%` that starts no specifier (held as `%%` in the segments, which is how
    /// the formatter prints it) or a variable reference with a width (`%1#@files@`, whose
    /// width CoreFoundation ignores). Writers that copy a translation (`migrate`) need the
    /// bytes Foundation returns for it, not the bytes that print the same.
    var writtenText: String?

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// The text as it was written: what `NSLocalizedString` returns for it.
    public var text: String { writtenText ?? Self.spelling(of: segments) }

    /// The segments written as a format string: text as it stands (a literal percent sign as
    /// `%%`), each specifier as it was written, variables as `%#@name@` or `%N$#@name@`.
    public static func spelling(of segments: [Segment]) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let piece): text += piece
            case .specifier(let specifier): text += specifier.text
            case .variable(let name, let position, _): text += "%" + (position.map { "\($0)$" } ?? "") + "#@\(name)@"
            }
        }
        return text
    }

    /// Format strings are equal when their segments are: how they were written does not count.
    public static func == (lhs: FormatString, rhs: FormatString) -> Bool { lhs.segments == rhs.segments }
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    /// The specifiers in order.
    public var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// The variable names in order of appearance.
    public var variables: [(name: String, position: Int?, location: SourceLocation?)] {
        segments.compactMap { if case .variable(let name, let position, let location) = $0 { (name, position, location) } else { nil } }
    }

    /// Parses `text`; reports invalid or unsupported specifiers at their position and
    /// returns `nil` when there is one.
    public static func parse(_ text: LocatedText, diagnostics: DiagnosticCollector) -> FormatString? {
        var parser = FormatStringParser(text: text)
        return parser.parse(diagnostics: diagnostics)
    }

    /// A variable reference written with spaces in it (`%# @count @`, `%#@count @`): not a
    /// reference to anything, to Foundation (`%# @` is an object specifier with two flags) or
    /// to this tool; where it names a variable of its entry, a typo to repair.
    public struct SpacedReference: Sendable, Hashable {
        /// Where it is, in UTF-8 bytes of the text.
        public var range: Range<Int>
        public var name: String
        public var position: Int?
        /// As it should be written: `%#@count@`, `%2$#@count@`.
        public var repaired: String { "%" + (position.map { "\($0)$" } ?? "") + "#@\(name)@" }
    }

    /// Every ``SpacedReference`` in `text`: `%`, an optional position, `#`, then `@`, a name of
    /// letters, digits and underscores and `@`, with spaces or tabs between some of them.
    public static func spacedReferences(in text: String) -> [SpacedReference] {
        let bytes = Array(text.utf8)
        var found: [SpacedReference] = []
        func isBlank(_ index: Int) -> Bool { index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) }
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") }
        func isNameByte(_ index: Int) -> Bool {
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            return isDigit(index) || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var start = 0
        while start < bytes.count {
            defer { start += 1 }
            guard bytes[start] == UInt8(ascii: "%") else { continue }
            var index = start + 1
            var position: Int?
            if isDigit(index) {
                var digits = index
                while isDigit(digits) { digits += 1 }
                guard digits < bytes.count, bytes[digits] == UInt8(ascii: "$") else { continue }
                position = Int(String(decoding: bytes[index..<digits], as: UTF8.self))
                index = digits + 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { continue }
            index += 1
            var blanks = 0
            while isBlank(index) { index += 1; blanks += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "@") else { continue }
            index += 1
            while isBlank(index) { index += 1; blanks += 1 }
            let nameStart = index
            while isNameByte(index) { index += 1 }
            guard index > nameStart else { continue }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while isBlank(index) { index += 1; blanks += 1 }
            guard blanks > 0, index < bytes.count, bytes[index] == UInt8(ascii: "@") else { continue }
            found.append(SpacedReference(range: start..<index + 1, name: name, position: position))
            start = index
        }
        return found
    }

    /// The segments of `text` read leniently, as the formatter prints: a `%` that starts no
    /// valid specifier is text. For deriving names from keys, which need not be valid formats.
    public static func scan(_ text: String) -> [Segment] {
        var parser = FormatStringParser(text: LocatedText(verbatim: text, file: .unlocated, offset: 0))
        return parser.scan()
    }
}

/// One conversion specification as a translation wrote it, with its place:
/// `%[position$][flags][width][.precision][length]conversion`.
///
/// The specification itself is the runtime's (`_FormatSpecification`): the compiler reads
/// translations with the parser the formatter prints with, so what `lint` accepts is exactly
/// what the accessors print.
public struct FormatSpecifier: Sendable, Hashable {
    public var specification: _FormatSpecification
    /// The specifier as written, `%` included.
    public var text: String
    public var location: SourceLocation?

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The explicit argument position (`%2$d` → 2), 1-based.
    public var position: Int? { specification.position }
    public var width: Int? { specification.width }
    public var precision: Int? { specification.precision }
    /// The conversion character: `d`, `@`, `f`.
    public var conversion: Character { Character(Unicode.Scalar(specification.conversion)) }

    /// The Swift type of the argument the conversion takes.
    public var argumentType: FormatArgumentType {
        switch conversion {
        case "d", "i": .int
        case "u", "o", "x", "X": .uint
        case "a", "A", "e", "E", "f", "F", "g", "G": .double
        case "@": .string
        default: .character  // c, C
        }
    }

    /// The specifier without its position: what the value is printed with (`%.1f`).
    public var withoutPosition: String { specification.textWithoutPosition }
}

/// The Swift type a format argument has in generated accessors.
public enum FormatArgumentType: String, Sendable, Hashable {
    case int = "Int"
    case uint = "UInt"
    case double = "Double"
    case string = "String"
    case character = "Character"
}

/// Splits a format string into text, specifiers and variables; each specification is parsed
/// by the runtime's `_FormatSpecification.parse`, and what it rejects is diagnosed here.
struct FormatStringParser {
    let text: LocatedText
    var cursor: SourceCursor

    init(text: LocatedText) {
        self.text = text
        self.cursor = SourceCursor(text)
    }

    static let conversions: Set<UInt8> = Set("diuoxXaAeEfFgG@cC".utf8)
    static let percent = UInt8(ascii: "%")

    /// The segments, reporting every invalid specifier; `nil` when there is one.
    mutating func parse(diagnostics: DiagnosticCollector) -> FormatString? {
        let (segments, failed) = read(diagnostics: diagnostics)
        guard !failed else { return nil }
        var format = FormatString(segments: segments)
        if spellsOtherwise { format.writtenText = text.value }
        return format
    }

    /// Whether the segments read so far spell the text otherwise than it is written: a `%`
    /// kept as `%%`, or a variable reference's width left out.
    var spellsOtherwise = false

    /// The segments read leniently: a `%` that starts no valid specifier is text, and so is
    /// a `%` before a space ("50% off": prose, not a space flag).
    mutating func scan() -> [FormatString.Segment] {
        read(diagnostics: nil).segments
    }

    /// Text, `%%`, variables and specifiers. With `diagnostics`, an invalid specification is
    /// reported and skipped; without, it is text.
    private mutating func read(diagnostics: DiagnosticCollector?) -> (segments: [FormatString.Segment], failed: Bool) {
        // Most translations have no '%': their one segment is their text, found without the
        // per-byte work below (which a debug build of the tool pays dearly for).
        guard cursor.find(Self.percent) != nil else { return (text.value.isEmpty ? [] : [.text(text.value)], false) }
        var segments = SegmentBuilder(cursor: cursor)
        var failed = false
        while !cursor.isAtEnd {
            let literalEnd = SourceCursor.offset(of: Self.percent, in: cursor.base, from: cursor.position, to: cursor.count)
            segments.appendLiteral(cursor.position..<literalEnd)
            cursor.position = literalEnd
            guard !cursor.isAtEnd else { break }
            let start = cursor.position
            cursor.advance()
            if cursor.tryEat(Self.percent) {
                segments.appendLiteral(start..<start + 2)
                continue
            }
            do throws(FormatError) {
                if cursor.peek() == UInt8(ascii: " ") {
                    // "Save 20% today": prose, not a space flag (`% t` would be a length and
                    // `o` an octal conversion), so that no signature changes because of it.
                    throw FormatError(
                        kind: .literalPercent,
                        message: "'% ' is read as a percent sign followed by a space; write '%% ' for that (or a specifier such as '%d' if a number was meant)")
                }
                segments.append(try parseSpecification(start: start))
            } catch {
                cursor.position = start + 1
                if error.kind == .literalPercent {
                    // Printed as it stands, as the formatter prints what is no specifier.
                    segments.appendDoubledPercent()
                    diagnostics?.report(error.kind, error.message, at: text.location(atUTF8Offset: start))
                    continue
                }
                guard let diagnostics else {
                    segments.appendDoubledPercent()
                    continue
                }
                diagnostics.report(error.kind, error.message, at: text.location(atUTF8Offset: start))
                failed = true
                // Skip the rest of this specification and go on, to report every bad one.
                _ = cursor.eat { !Self.conversions.contains($0) && $0 != UInt8(ascii: " ") }
                if !cursor.isAtEnd { cursor.advance() }
            }
        }
        if segments.doubledPercent { spellsOtherwise = true }
        return (segments.finish(), failed)
    }

    /// Collects segments, joining adjacent literal bytes into one text segment. Literal text
    /// is a range of the format's bytes until something not in them (a `%` doubled) joins it:
    /// then, and only then, bytes are copied.
    struct SegmentBuilder {
        let cursor: SourceCursor
        var segments: [FormatString.Segment] = []
        /// The literal text so far, while it is one range of the format's bytes:
        /// `rangeStart..<rangeEnd` (bounds, not a `Range`, whose members are generic calls
        /// in a debug build).
        var rangeStart = 0
        var rangeEnd = 0
        /// The literal text so far, once it is not.
        var copied: [UInt8]?
        /// Whether a `%` that starts no specifier was kept as `%%`.
        var doubledPercent = false

        init(cursor: SourceCursor) { self.cursor = cursor }

        /// Adds the format's bytes in `literal`.
        mutating func appendLiteral(_ literal: Range<Int>) {
            let (lower, upper) = (literal.lowerBound, literal.upperBound)
            guard lower < upper else { return }
            if copied == nil && (rangeStart == rangeEnd || rangeEnd == lower) {
                if rangeStart == rangeEnd { rangeStart = lower }
                rangeEnd = upper
                return
            }
            startCopying()
            copied!.append(contentsOf: UnsafeBufferPointer(start: cursor.base + lower, count: upper - lower))
        }

        /// Adds `%%`: how a `%` that starts no specifier is kept in the text.
        mutating func appendDoubledPercent() {
            doubledPercent = true
            startCopying()
            copied!.append(FormatStringParser.percent)
            copied!.append(FormatStringParser.percent)
        }

        private mutating func startCopying() {
            guard copied == nil else { return }
            copied = Array(UnsafeBufferPointer(start: cursor.base + rangeStart, count: rangeEnd - rangeStart))
        }

        mutating func append(_ segment: FormatString.Segment) {
            flush()
            segments.append(segment)
        }

        mutating func finish() -> [FormatString.Segment] {
            flush()
            return segments
        }

        private mutating func flush() {
            if let copied {
                if !copied.isEmpty { segments.append(.text(String(decoding: copied, as: UTF8.self))) }
            } else if rangeStart < rangeEnd {
                segments.append(.text(SourceCursor.string(cursor.base + rangeStart, count: rangeEnd - rangeStart)))
            }
            copied = nil
            (rangeStart, rangeEnd) = (0, 0)
        }
    }

    struct FormatError: Error {
        var kind: DiagnosticKind
        var message: String
    }

    /// A piece of a format for a message: control characters shown as escapes, never cut in
    /// the middle of a character.
    /// The text from byte `start` to `end` for a message, never cutting a character: `end`
    /// moves on to the end of the character it falls in; control characters are escaped.
    func excerpt(_ start: Int, _ end: Int) -> String {
        var end = min(end, cursor.count)
        while end < cursor.count, cursor.byte(at: end) & 0xC0 == 0x80 { end += 1 }
        return Self.describe(cursor.string(in: start..<end))
    }

    static func describe(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\t": shown += "\\t"
            case "\r": shown += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: shown += "\\u{\(String(scalar.value, radix: 16))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// `%[N$][width]#@name@` (digits without `$` are a width, ignored, as CoreFoundation reads
    /// them), or nil, not moving, when the specification at the cursor is no variable reference.
    mutating func lexVariable(start: Int) throws(FormatError) -> FormatString.Segment? {
        // A variable reference goes on with '#' or with the digits of a position: anything
        // else is told at once (this runs for every specifier).
        let next = cursor.peekByte(offset: 0)
        guard next == 0x23 || (next >= 0x30 && next <= 0x39) else { return nil }  // '#', '0'…'9'
        let restart = cursor.position
        let number = cursor.lexNumber()
        var argumentPosition: Int?
        if let number, cursor.tryEat(UInt8(ascii: "$")) {
            argumentPosition = number.value.map { Int(clamping: $0) } ?? .max
        }
        guard cursor.tryEat("#@") else {
            cursor.position = restart
            return nil
        }
        let name = cursor.eat { $0 != UInt8(ascii: "@") && $0 != UInt8(ascii: " ") && $0 != Self.percent }
        guard !name.isEmpty, cursor.tryEat(UInt8(ascii: "@")) else {
            throw FormatError(kind: .formatVariable, message: "a variable reference is '%#@name@'; this one is not closed with '@'")
        }
        if argumentPosition == 0 {
            throw FormatError(kind: .formatSpecifier, message: "argument positions start at 1; '%0$' is invalid")
        }
        if let argumentPosition, argumentPosition > _FormatSpecification.limit {
            throw FormatError(
                kind: .formatSpecifier,
                message:
                    "argument position \(argumentPosition == .max ? "beyond \(UInt64.max)" : String(argumentPosition)) is above \(_FormatSpecification.limit)")
        }
        let variable = FormatString.Segment.variable(name: cursor.string(in: name), position: argumentPosition, location: text.location(atUTF8Offset: start))
        // A width (`%1#@x@`) or a position with leading zeros is not in the segment's spelling.
        if FormatString.spelling(of: [variable]).utf8.count != cursor.position - start { spellsOtherwise = true }
        return variable
    }

    mutating func parseSpecification(start: Int) throws(FormatError) -> FormatString.Segment {
        if let variable = try lexVariable(start: start) { return variable }
        var index = cursor.position
        let result = _FormatSpecification.parse(UnsafeBufferPointer(start: cursor.base, count: cursor.count), at: &index)
        if case .success(let specification) = result {
            cursor.position = index
            return .specifier(
                FormatSpecifier(
                    specification: specification, text: cursor.string(in: start..<index),
                    location: text.location(atUTF8Offset: start)))
        }
        let bytes = cursor.bytes
        let written = excerpt(start, min(index + 1, bytes.count))
        switch result {
        case .success:
            preconditionFailure("handled above")
        case .failure(.endOfText):
            throw FormatError(
                kind: .literalPercent,
                message:
                    "'\(written)' at the end of the text is read as a percent sign; write '%%' for that (or a specifier such as '%d' if a number was meant)")
        case .failure(.zeroPosition):
            throw FormatError(kind: .formatSpecifier, message: "argument positions start at 1; '%0$' is invalid")
        case .failure(.tooLarge):
            var end = start + 1
            while end < bytes.count, end - start < 24, !Self.conversions.contains(bytes[end]) { end += 1 }
            let shown = excerpt(start, end + 1)
            throw FormatError(kind: .formatSpecifier, message: "'\(shown)' has a position, width or precision above \(_FormatSpecification.limit)")
        case .failure(.starWidth):
            throw FormatError(kind: .formatUnsupported, message: "'*' widths and precisions take an extra argument; write the number into the format instead")
        case .failure(.unsupportedConversion) where !written.contains(" "):
            throw FormatError(
                kind: .formatUnsupported, message: "'\(written)' is not supported: use '%@' for text (C strings and pointers have no Swift equivalent here)")
        case .failure(.unsupportedConversion), .failure(.invalidConversion):
            // "10%)", "%,": no conversion follows, so the '%' is printed as it stands.
            let shown = excerpt(start, index + 1)
            throw FormatError(
                kind: .literalPercent,
                message:
                    "'\(shown)' is no format specifier and is read as a percent sign followed by text; write '%%' for a percent sign (or a specifier such as '%d' if a number was meant)"
            )
        }
    }
}
