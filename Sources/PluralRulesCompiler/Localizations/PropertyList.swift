/// A value of an XML property list, located in its file.
public indirect enum PropertyListValue: Sendable {
    case dictionary(PropertyListDictionary)
    case array([PropertyListValue], SourceLocation)
    case string(LocatedText, SourceLocation)
    case integer(String, SourceLocation)
    case real(String, SourceLocation)
    case boolean(Bool, SourceLocation)
    case data(String, SourceLocation)
    case date(String, SourceLocation)
    /// A value that could not be read (already reported): whatever holds it is unusable, and
    /// everything else in the file still is.
    case invalid(SourceLocation)

    /// Where the value's element starts.
    public var location: SourceLocation {
        switch self {
        case .dictionary(let dictionary): dictionary.location
        case .array(_, let location), .string(_, let location), .integer(_, let location), .real(_, let location),
            .boolean(_, let location), .data(_, let location), .date(_, let location), .invalid(let location):
            location
        }
    }

    /// Whether the value is, or holds, a value that could not be read.
    public var containsInvalid: Bool {
        switch self {
        case .invalid: return true
        // Loops, not `contains(where:)`: a closure and generic calls per value in a debug build.
        case .dictionary(let dictionary):
            var index = 0
            while index < dictionary.entries.count {
                if dictionary.entries[index].value.containsInvalid { return true }
                index += 1
            }
            return false
        case .array(let values, _):
            var index = 0
            while index < values.count {
                if values[index].containsInvalid { return true }
                index += 1
            }
            return false
        default: return false
        }
    }

    /// The element name, for messages: "a string", "a dictionary".
    public var kindDescription: String {
        switch self {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .data: "data"
        case .date: "a date"
        case .invalid: "an unreadable value"
        }
    }
}

/// A `<dict>`: keys in file order, each with its location.
public struct PropertyListDictionary: Sendable {
    public struct Entry: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: PropertyListValue
    }

    public var entries: [Entry]
    public var location: SourceLocation

    public subscript(key: String) -> PropertyListValue? {
        entry(key)?.value
    }

    public func entry(_ key: String) -> Entry? {
        // A loop, not `first(where:)`: a closure and generic calls per entry in a debug build.
        var index = 0
        while index < entries.count {
            if entries[index].key == key { return entries[index] }
            index += 1
        }
        return nil
    }
}

/// Reads XML property lists (`.stringsdict`, `.plist`) with the located XML reader, so
/// every key and value knows its file, line and column.
///
/// Only a file that is not well-formed XML, or not a `<plist>` of one value, reads as
/// nothing. A value that is wrong inside it (an unknown element, a `<key>` without a value, an
/// `<integer>` that is no number) is reported and read as ``PropertyListValue/invalid(_:)``,
/// so that one broken entry never hides the rest of the file. A key given twice keeps the
/// later value, as CoreFoundation does. An element inside a `<string>` or `<key>` (`Tap
/// <b>here</b>`) is an error at that element, not text left out: Apple's reader rejects it too.
///
/// The values are read straight from the XML (`XMLReader+PropertyList.swift`), with no element
/// tree in between; that reader recurses once per `<dict>` or `<array>` and stops at
/// ``XMLReader/maximumDepth`` levels, so it cannot run out of stack.
public enum PropertyListReader {
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue? {
        XMLReader.readPropertyList(file, diagnostics: diagnostics)
    }

    /// The value of the element `name` that holds `text` only (its elements, if any, already
    /// reported): a `<string>`, `<integer>`, `<true/>`… or an unknown element, reported.
    ///
    /// `contentOffset` is where its content starts in the file (`nil` for an empty-element tag):
    /// an `<integer>`, `<date>`, `<data>`, `<true>` or `<false>` is checked there byte by byte, as
    /// CoreFoundation reads it (no references, comments or CDATA; see ``CoreFoundationValueSyntax``).
    /// A value CoreFoundation rejects the file for, but that reads clearly here (`<integer>5
    /// </integer>`), is reported and still read; markup inside one goes to `appleFindings`.
    static func value(
        named name: String, text located: LocatedText?, location: SourceLocation, file: SourceFile, contentOffset: Int?,
        appleFindings: inout [XMLReader.AppleReaderFinding], diagnostics: DiagnosticCollector
    ) -> PropertyListValue {
        let text = located?.value ?? ""
        switch name {
        case "string":
            // An empty <string/> has no text: diagnostics about it use the element's location.
            return .string(located ?? LocatedText(verbatim: "", file: file, offset: 0), location)
        case "integer":
            let number = text.trimmingWhitespace()
            let reading = contentOffset.map { CoreFoundationValueSyntax.integer(in: file, at: $0) }
            if case .success(let value)? = reading, Int64(value) != nil { return .integer(value, location) }
            guard Int(number) != nil else {
                diagnostics.report(.plistValue, "'\(text)' is not an integer", at: location)
                return .invalid(location)
            }
            if case .failure(let rejection)? = reading {
                report(rejection, in: file, fix: "write the number alone, as in <integer>5</integer>", appleFindings: &appleFindings, diagnostics: diagnostics)
            }
            return .integer(number, location)
        case "real":
            let number = text.trimmingWhitespace()
            switch CoreFoundationValueSyntax.real(text) {
            case .success(let value):
                return .real(value, location)
            case .failure(let rejection):
                guard Double(number) != nil else {
                    diagnostics.report(.plistValue, "'\(text)' is not a real number", at: location)
                    return .invalid(location)
                }
                let offset = located?.sourceOffset(atUTF8Offset: rejection.offset) ?? file.offset(of: location)
                report(
                    CoreFoundationValueSyntax.Rejection(reason: rejection.reason, offset: offset), in: file,
                    fix: "write the number alone, as in <real>1.5</real>", appleFindings: &appleFindings, diagnostics: diagnostics)
                return .real(number, location)
            }
        case "true", "false":
            if let contentOffset, let rejection = CoreFoundationValueSyntax.emptyContent(of: name, in: file, at: contentOffset) {
                if rejection.isMarkup {
                    report(rejection, in: file, fix: "write <\(name)/>", appleFindings: &appleFindings, diagnostics: diagnostics)
                } else {
                    diagnostics.report(
                        .plistStructure, CoreFoundationValueSyntax.rejectsFile(rejection.reason, fix: "write <\(name)/>"),
                        at: file.location(atOffset: rejection.offset))
                }
            }
            return .boolean(name == "true", location)
        case "data":
            switch CoreFoundationValueSyntax.data(in: file, at: contentOffset) {
            case .success(let bytes):
                return .data(CoreFoundationValueSyntax.base64(bytes), location)
            case .failure(let rejection):
                report(rejection, in: file, fix: "write the data as base64, as Xcode does", appleFindings: &appleFindings, diagnostics: diagnostics)
                return .data(text, location)
            }
        case "date":
            if case .failure(let rejection) = CoreFoundationValueSyntax.date(in: file, at: contentOffset, location: file.offset(of: location)) {
                report(rejection, in: file, fix: "write the date as 2001-01-01T00:00:00Z, in UTC", appleFindings: &appleFindings, diagnostics: diagnostics)
            }
            return .date(text, location)
        default:
            diagnostics.report(.plistStructure, "unknown property list element <\(name)>", at: location)
            return .invalid(location)
        }
    }

    /// Reports a value CoreFoundation rejects the file for: markup or a reference inside it as
    /// an Apple-reader finding, anything else as a `plist-value` error at its place.
    private static func report(
        _ rejection: CoreFoundationValueSyntax.Rejection, in file: SourceFile, fix: String,
        appleFindings: inout [XMLReader.AppleReaderFinding], diagnostics: DiagnosticCollector
    ) {
        if rejection.isMarkup {
            appleFindings.append(XMLReader.AppleReaderFinding(reason: rejection.reason, fix: rejection.fix ?? fix, offset: rejection.offset))
        } else {
            diagnostics.report(
                .plistValue, CoreFoundationValueSyntax.rejectsFile(rejection.reason, fix: rejection.fix ?? fix),
                at: file.location(atOffset: rejection.offset))
        }
    }
}

/// The values of an XML property list as CoreFoundation's parser (`CFPropertyListCreateWithData`,
/// in `CFPropertyList.c`) reads them, where that differs from reading their XML text:
/// `<integer>`, `<date>` and `<data>` are read from the file's bytes up to the first '<' (so a
/// reference, a comment or a CDATA section in one rejects the file), `<true>` and `<false>` hold
/// nothing at all, and a `<real>` is a decimal number with no space after it. Measured with
/// `Tools/CoreFoundationDifferential`; each rule names the CoreFoundation function it follows.
enum CoreFoundationValueSyntax {
    /// Why CoreFoundation rejects the file, and where.
    struct Rejection: Error {
        var reason: String
        var offset: Int
        /// Whether it is markup or a reference inside the value (an Apple-reader finding),
        /// rather than a character of the value.
        var isMarkup = false
        /// What to do, when the value's own advice does not fit.
        var fix: String? = nil
    }

    /// The message for a reason CoreFoundation rejects a file for.
    static func rejectsFile(_ reason: String, fix: String) -> String {
        "CoreFoundation rejects this file: \(reason), so on Apple platforms none of this file's keys is loaded; \(fix)"
    }

    /// The value of the `<integer>` whose content starts at `offset`, in decimal, as
    /// `parseIntegerTag` reads it: spaces, a sign, spaces, `0x` for hexadecimal, digits, then
    /// the end tag at once. Up to 2⁶⁴ - 1, and down to -2⁶³.
    static func integer(in file: SourceFile, at offset: Int) -> Result<String, Rejection> {
        let base = file.buffer.base
        let end = file.buffer.count
        var position = offset
        while position < end && isIntegerSpace(base, position, end) { position += 1 }
        if base[position] == 0x3C {  // '<'
            if base[position + 1] != 0x2F { return .failure(markupRejection(in: file, at: position, inside: "an <integer>")) }
            return .failure(Rejection(reason: "it reads no empty <integer>", offset: position))
        }
        var isNegative = false
        if base[position] == 0x2D || base[position] == 0x2B {  // '-' '+'
            isNegative = base[position] == 0x2D
            position += 1
            while position < end && isIntegerSpace(base, position, end) { position += 1 }
        }
        var radix: UInt64 = 10
        var hadZero = false
        if base[position] == 0x30 {  // '0'
            if base[position + 1] == 0x78 || base[position + 1] == 0x58 {  // 'x' 'X'
                radix = 16
                position += 1
            } else {
                hadZero = true
            }
            position += 1
        }
        while base[position] == 0x30 {
            hadZero = true
            position += 1
        }
        if base[position] == 0x3C && hadZero { return closeTag("integer", in: file, at: position, inside: "an <integer>").map { "0" } }
        if base[position] == 0x3C {
            if base[position + 1] != 0x2F { return .failure(markupRejection(in: file, at: position, inside: "an <integer>")) }
            return .failure(Rejection(reason: "it reads no <integer> of a sign or '0x' without digits", offset: position))
        }
        var value: UInt64 = 0
        while position < end && base[position] != 0x3C {
            let byte = base[position]
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66: digit = UInt64(byte - 0x61 + 10)
            case 0x41...0x46: digit = UInt64(byte - 0x41 + 10)
            case 0x26:  // '&'
                return .failure(
                    Rejection(
                        reason: "it reads no character or entity reference inside an <integer>", offset: position, isMarkup: true,
                        fix: "write the digits themselves"))
            default:
                return .failure(Rejection(reason: "it allows no \(describeCharacter(in: file, at: position)) in an <integer>", offset: position))
            }
            if radix == 10 && digit > 9 {
                return .failure(
                    Rejection(reason: "it reads the digit '\(Character(Unicode.Scalar(byte)))' only in a hexadecimal <integer> (written 0x…)", offset: position)
                )
            }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            if overflow || carry || (isNegative && sum > UInt64(Int64.max) + 1) {
                return .failure(Rejection(reason: "it reads no <integer> beyond 64 bits", offset: offset))
            }
            value = sum
            position += 1
        }
        let decimal = isNegative ? (value == UInt64(Int64.max) + 1 ? String(Int64.min) : "-\(value)") : "\(value)"
        return closeTag("integer", in: file, at: position, inside: "an <integer>").map { decimal }
    }

    /// A byte `parseIntegerTag` skips as a space (`isWhitespace` there): a control character, a
    /// byte from 0x7F to 0xA0, and the first byte of U+2000…U+200B, U+202F, U+205F or U+3000
    /// (after which the rest of the character are such bytes, except for U+202F).
    private static func isIntegerSpace(_ base: UnsafePointer<UInt8>, _ position: Int, _ end: Int) -> Bool {
        let byte = base[position]
        if byte < 0x21 || (byte > 0x7E && byte < 0xA1) { return true }
        guard (byte == 0xE2 || byte == 0xE3) && end - position >= 3 else { return false }
        let (second, third) = (base[position + 1], base[position + 2])
        if byte == 0xE2 && second == 0x80 { return (third >= 80 && third <= 0x8B) || third == 0xAF }  // 80, not 0x80: as written there
        if byte == 0xE2 && second == 0x81 { return third == 0x9F }
        return byte == 0xE3 && second == 0x80 && third == 0x80
    }

    /// The `<real>` `text` (its references and CDATA decoded) as `parseRealTag` reads it: `nan`,
    /// `inf`, `infinity` (signed or not, any case), or spaces and a decimal number of digits,
    /// '.', 'e' and signs only, nothing after it. The failure's offset is in `text`'s UTF-8.
    static func real(_ text: String) -> Result<String, Rejection> {
        switch text.lowercased() {
        case "nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity": return .success(text)
        default: break
        }
        // `__CFStringScanDouble`: spaces by `__CFIsWhitespace`, then the characters of a number
        // for `strtod`, which must read all of them, and they the whole text.
        let units = Array(text.utf16)
        var start = 0
        while start < units.count && isRealSpace(units[start]) { start += 1 }
        var end = start
        while end < units.count, let unit = UInt8(exactly: units[end]), Self.isNumberCharacter(unit) { end += 1 }
        let number = String(decoding: units[start..<end], as: UTF16.self)
        let utf8Offset = String(decoding: units[..<end], as: UTF16.self).utf8.count
        guard end == units.count else {
            let rest = String(decoding: units[end...], as: UTF16.self)
            let what = rest.unicodeScalars.first.map { describe($0) } ?? "text"
            return .failure(Rejection(reason: "it reads a <real> as a decimal number alone, and allows no \(what) after it", offset: utf8Offset))
        }
        guard !number.isEmpty, Double(number) != nil else {
            return .failure(Rejection(reason: "it reads a <real> only as a decimal number such as 1.5 or 2e-3 ('\(text)')", offset: 0))
        }
        return .success(number)
    }

    private static func isRealSpace(_ unit: UInt16) -> Bool {
        unit < 0x21 || (unit > 0x7E && unit < 0xA1) || (unit >= 0x2000 && unit <= 0x200B) || unit == 0x3000
    }

    /// `__CFNumberSet`: digits, '+', '-', '.', 'e' and 'E'.
    private static func isNumberCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E || byte == 0x45 || byte == 0x65
    }

    /// Whether the content of the `<true>` or `<false>` at `offset` is what `parseXMLElement`
    /// allows: nothing, the end tag at once. The rejection otherwise.
    static func emptyContent(of name: String, in file: SourceFile, at offset: Int) -> Rejection? {
        let base = file.buffer.base
        if base[offset] == 0x3C && base[offset + 1] == 0x2F { return nil }  // "</"
        if base[offset] == 0x3C || base[offset] == 0x26 {  // '<' '&'
            var rejection = markupRejection(in: file, at: offset, inside: "a <\(name)>")
            rejection.reason = "it reads <\(name)> only as an empty element, and allows no markup in it"
            return rejection
        }
        return Rejection(
            reason: "it reads <\(name)> only as an empty element, and this one holds \(describeCharacter(in: file, at: offset, article: true))", offset: offset)
    }

    /// The bytes of the `<data>` whose content starts at `offset` (`nil` for `<data/>`), as
    /// `parseDataTag` decodes them: base64 read from the file's bytes up to the first '<', every
    /// byte that is not a base64 digit skipped ('=' is a zero digit that shortens the last group),
    /// a byte beyond ASCII rejected.
    static func data(in file: SourceFile, at offset: Int?) -> Result<[UInt8], Rejection> {
        guard let offset else { return .failure(Rejection(reason: "it reads no empty <data/>", offset: 0, fix: "write <data></data>")) }
        let base = file.buffer.base
        var bytes: [UInt8] = []
        var equalsSigns = 0
        var accumulator: UInt32 = 0
        var digits = 0
        var position = offset
        while position < file.buffer.count && base[position] != 0x3C {
            let byte = base[position]
            if byte == 0x3D {  // '='
                equalsSigns += 1
            } else if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) {  // C's isspace
                equalsSigns = 0
            }
            guard byte < 0x80 else {
                return .failure(
                    Rejection(reason: "it allows only ASCII in <data>, and reads no \(describeCharacter(in: file, at: position))", offset: position))
            }
            position += 1
            guard let value = base64Value(byte) else { continue }
            digits += 1
            accumulator = accumulator << 6 | value
            guard digits & 3 == 0 else { continue }
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 16))
            if equalsSigns < 2 { bytes.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
            if equalsSigns < 1 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
        }
        return closeTag("data", in: file, at: position, inside: "a <data>").map { bytes }
    }

    private static func base64Value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x41...0x5A: UInt32(byte - 0x41)
        case 0x61...0x7A: UInt32(byte - 0x61 + 26)
        case 0x30...0x39: UInt32(byte - 0x30 + 52)
        case 0x2B: 62
        case 0x2F: 63
        case 0x3D: 0  // '=': a zero digit there
        default: nil
        }
    }

    /// `bytes` as base64, with '=' padding.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for digit in 0..<4 {
                text.append(digit <= count ? alphabet[Int(group >> UInt32(18 - 6 * digit) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether the `<date>` whose content starts at `offset` (`nil` for `<date/>`, at
    /// `element`) is what `parseDateTag` reads: `-`? digits `-` MM `-` DD `T` hh `:` mm `:` ss
    /// `Z`, two digits each, then the end tag at once.
    static func date(in file: SourceFile, at offset: Int?, location element: Int) -> Result<Void, Rejection> {
        guard let offset else { return .failure(Rejection(reason: "it reads no empty <date/>", offset: element)) }
        let base = file.buffer.base
        var position = offset
        func isDigit(_ at: Int) -> Bool { base[at] >= 0x30 && base[at] <= 0x39 }
        if base[position] == 0x2D { position += 1 }  // '-'
        while isDigit(position) { position += 1 }
        var wellFormed = base[position] == 0x2D
        position += 1
        for separator in [UInt8(ascii: "-"), UInt8(ascii: "T"), UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: "Z")] where wellFormed {
            wellFormed = isDigit(position) && isDigit(position + 1) && base[position + 2] == separator
            position += 3
        }
        guard wellFormed, case .success = closeTag("date", in: file, at: position, inside: "a <date>") else {
            var end = offset
            while end < file.buffer.count && base[end] != 0x3C { end += 1 }
            let written = String(decoding: UnsafeBufferPointer(start: base + offset, count: end - offset), as: UTF8.self)
            if base[end] == 0x3C && base[end + 1] != 0x2F { return .failure(markupRejection(in: file, at: end, inside: "a <date>")) }
            return .failure(Rejection(reason: "it reads a <date> only in the form 2001-01-01T00:00:00Z, with nothing around it ('\(written)')", offset: offset))
        }
        return .success(())
    }

    /// `checkForCloseTag`: the end tag of `name` at `position`, or the markup there rejected.
    private static func closeTag(_ name: String, in file: SourceFile, at position: Int, inside element: String) -> Result<Void, Rejection> {
        let base = file.buffer.base
        // The document is well-formed: "</" there is the element's own end tag.
        guard base[position] == 0x3C && base[position + 1] == 0x2F else {
            if base[position] == 0x3C { return .failure(markupRejection(in: file, at: position, inside: element)) }
            return .failure(Rejection(reason: "it allows no \(describeCharacter(in: file, at: position)) in \(element)", offset: position))
        }
        _ = name
        return .success(())
    }

    /// A comment, CDATA section or processing instruction at `position` (its '<'), inside `element`.
    static func markupRejection(in file: SourceFile, at position: Int, inside element: String) -> Rejection {
        let base = file.buffer.base
        let what: String
        if base[position] == 0x26 {
            what = "character or entity reference"
        } else if base[position + 1] == 0x21 && base[position + 2] == 0x2D {  // "<!-"
            what = "comment"
        } else if base[position + 1] == 0x21 {
            what = "CDATA section"
        } else if base[position + 1] == 0x3F {
            what = "processing instruction"
        } else {
            what = "element"
        }
        return Rejection(
            reason: "it allows no \(what) inside \(element)", offset: position, isMarkup: true,
            fix: "move the \(what) out of the element")
    }

    /// The character at `offset` of `file` in words: "space", "no-break space (U+00A0)", "'x'"
    /// (with `article`, "a space").
    static func describeCharacter(in file: SourceFile, at offset: Int, article: Bool = false) -> String {
        let base = file.buffer.base
        var end = offset + 1
        while end < file.buffer.count && end - offset < 4 && base[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(start: base + offset, count: end - offset), as: UTF8.self)
        return text.unicodeScalars.first.map { describe($0, article: article) } ?? "character"
    }

    /// `scalar` in words, invisible ones by name and code point; with `article`, "a space",
    /// "an invisible U+FEFF…".
    static func describe(_ scalar: Unicode.Scalar, article: Bool = false) -> String {
        let words = describe(scalar)
        guard article, !words.hasPrefix("'") else { return words }
        return (words.hasPrefix("invisible") ? "an " : "a ") + words
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x20: return "space"
        case 0x09: return "tab"
        case 0x0A, 0x0D: return "line break"
        case 0xA0: return "no-break space (U+00A0)"
        case 0xFEFF: return "invisible U+FEFF (a byte order mark)"
        case 0x200B: return "invisible zero-width space (U+200B)"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
                return "invisible \(code)"
            default:
                return "'\(Character(scalar))'"
            }
        }
    }
}

/// A `<dict>`'s entries as they are read: keys compare as CoreFoundation compares them, unit by
/// unit (not by Swift's canonical equivalence), and a repeated key replaces the earlier one,
/// as there.
///
/// A stringsdict has thousands of dictionaries of a few keys each, which ``KeyPositions``
/// compares one by one, and a few large ones, which it looks up by hash. (A struct's method, not
/// a local function: a debug build checks each access a local function makes to a captured
/// variable at run time.)
struct DictionaryBuilder {
    var entries: [PropertyListDictionary.Entry] = []
    private var positions = KeyPositions()

    /// Adds an entry, or replaces the earlier one with its key (reported).
    mutating func add(_ entry: PropertyListDictionary.Entry, diagnostics: DiagnosticCollector) {
        let count = entries.count
        // A dictionary smaller than ``KeyPositions/indexedFrom`` has no index: its keys are
        // compared here, with no closure to pass them (nearly every dictionary of a stringsdict).
        if count < KeyPositions.indexedFrom {
            var earlier = count - 1
            while earlier >= 0 {
                if UTF8Order.equal(entries[earlier].key, entry.key) { break }
                earlier -= 1
            }
            if earlier >= 0 {
                replace(at: earlier, with: entry, diagnostics: diagnostics)
            } else {
                // Room for a stringsdict variable's keys at once, not grown one by one.
                if count == 0 { entries.reserveCapacity(8) }
                entries.append(entry)
            }
            return
        }
        let probe = positions.find(entry.key, count: count) { [entries] in entries[$0].key }
        if let previous = probe.earlier {
            replace(at: previous, with: entry, diagnostics: diagnostics)
        } else {
            positions.record(count, for: probe)
            entries.append(entry)
        }
    }

    /// Puts `entry` in the place of the earlier entry with its key, at `previous` (reported).
    private mutating func replace(at previous: Int, with entry: PropertyListDictionary.Entry, diagnostics: DiagnosticCollector) {
        // The later value takes the earlier one's place, where the key stays recorded.
        diagnostics.report(
            .duplicateKey,
            "key '\(entry.key)' appears twice in this dictionary; the first is at line \(entries[previous].keyLocation.line), and this later value wins",
            at: entry.keyLocation)
        entries[previous] = entry
    }

    func deallocate() { positions.deallocate() }
}
