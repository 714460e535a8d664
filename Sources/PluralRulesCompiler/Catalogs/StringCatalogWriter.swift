import Foundation

/// Writes String Catalogs (`.xcstrings`) byte for byte as Xcode writes them, and formats
/// catalogs that other tools wrote (translation platforms, scripts) into that form, so that
/// the next time Xcode saves the file its diff is what changed, not every line.
///
/// Xcode's format, as measured on the 30 catalogs Xcode wrote in `../shared` (2,503 keys) and
/// on 111 versions of another app's catalog in its history (<doc:FormattingCatalogs> tells
/// more), is Foundation's `JSONSerialization` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`:
///
/// - two spaces of indentation per level; a member is `"key" : value`, members and elements
///   are separated by `,` and a line break; the file ends with its closing `}`, no line break;
/// - an empty object is `{`, an empty line, and `}` at the object's indentation (`[` and `]`
///   likewise for an empty array);
/// - the keys of every object, `strings` and every object inside an entry alike, in one order:
///   ``keyPrecedes(_:_:)``, Foundation's comparison with `.numeric`, `.caseInsensitive` and
///   `.forcedOrdering` in the root locale (`"zh-Hans"` before `"zh-HK"`, `"file9"` before
///   `"file10"`, `"a"` before `"A"`); no object keeps the order it was read in;
/// - strings escape `"`, `\`, and the control characters U+0000 to U+001F (`\b`, `\t`, `\n`,
///   `\f`, `\r`, else `\u00XX` in lowercase hexadecimal); everything else is written as its
///   UTF-8, `/`, DEL, U+2028 and emoji included; numbers are whole, `true` and `false` are
///   words.
///
/// ```swift
/// let file = SourceFile(path: "Localizable.xcstrings", text: other)  // sorted by another tool
/// if let bytes = StringCatalogWriter.format(file, diagnostics: bag) {
///     try FileWriter.write(bytes, to: file.path)                     // as Xcode would save it
/// }
/// ```
public enum StringCatalogWriter {
    /// The bytes Xcode writes for `catalog`.
    public static func serialize(_ catalog: StringCatalogValue) -> [UInt8] {
        var writer = Writer()
        writer.write(catalog, indentation: 0)
        return writer.output
    }

    /// `file` as Xcode would write it, or `nil` when it cannot be written faithfully: invalid
    /// JSON, or something ``StringCatalogValue/read(_:diagnostics:)`` reports it cannot hold.
    /// Formatting what it returns gives the same bytes again.
    public static func format(_ file: SourceFile, diagnostics: DiagnosticCollector) -> [UInt8]? {
        guard let catalog = StringCatalogValue.read(file, diagnostics: diagnostics) else { return nil }
        return serialize(catalog)
    }

    /// The ``DiagnosticKind/catalogUnformatted`` diagnostic that says where `file` first
    /// differs from `formatted`, what Xcode writes there and what the file has; `nil` when they
    /// are the same bytes.
    public static func difference(of file: SourceFile, from formatted: [UInt8]) -> Diagnostic? {
        let bytes = UnsafeBufferPointer(start: file.buffer.base, count: file.count)
        var offset = 0
        let common = min(bytes.count, formatted.count)
        while offset < common && bytes[offset] == formatted[offset] { offset += 1 }
        guard offset < common || bytes.count != formatted.count else { return nil }
        // Back to the start of a UTF-8 sequence, so the excerpts are whole characters.
        func continues(_ bytes: some Collection<UInt8>, _ offset: Int) -> Bool {
            offset < bytes.count && bytes[bytes.index(bytes.startIndex, offsetBy: offset)] & 0xC0 == 0x80
        }
        while offset > 0 && (continues(bytes, offset) || continues(formatted, offset)) { offset -= 1 }
        func excerpt<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String where Bytes.Index == Int {
            guard offset < bytes.endIndex else { return "the end of the file" }
            var end = min(bytes.endIndex, offset + 24)
            while end < bytes.endIndex && bytes[end] & 0xC0 == 0x80 { end += 1 }
            let text = String(decoding: bytes[offset..<end], as: UTF8.self)
            // A byte order mark (which Xcode does not write) is shown, not left invisible.
            let shown = FormatStringParser.describe(text).replacingOccurrences(of: "\u{FEFF}", with: "\\u{feff}")
            return "'" + shown + (end < bytes.endIndex ? "…" : "") + "'"
        }
        return Diagnostic(
            .catalogUnformatted,
            "not as Xcode writes the catalog from here: Xcode writes \(excerpt(formatted)) where the file has \(excerpt(bytes)); run 'plural-rules format' on it",
            at: file.location(atOffset: offset))
    }

    /// Whether the key `a` comes before `b` in every object of a catalog: Foundation's
    /// comparison with `.numeric`, `.caseInsensitive` and `.forcedOrdering` in the root locale,
    /// the order `JSONSerialization`'s `.sortedKeys` uses (`localizedStandardCompare` gives the
    /// same order in English, but follows the user's locale: in Danish, Czech, Lithuanian or
    /// Turkish it sorts keys of the real catalogs otherwise than Xcode). Distinct keys never
    /// compare equal: a key that differs only in case or normalization still has its place.
    public static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: keyOrderOptions, range: nil, locale: rootLocale) == .orderedAscending
    }

    /// Made once: an option set literal is built at every use in a debug build.
    private static let keyOrderOptions: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
    private static let rootLocale = Locale(identifier: "")

    // MARK: Writing

    /// The bytes being written, and the order of each set of keys met so far: a catalog has
    /// tens of thousands of small objects with the same few keys (`state` and `value`, the same
    /// languages entry after entry), and Foundation's comparison is the writer's main cost.
    private struct Writer {
        var output: [UInt8] = []
        /// Each set of keys met so far (their UTF-8, in byte order, each followed by 0xFF) and
        /// the positions of those keys in Xcode's order.
        var orders: [[UInt8]: [Int]] = [:]
        /// Spaces for the deepest indentation met so far.
        var spaces: [UInt8] = []

        init() { output.reserveCapacity(1 << 16) }

        mutating func write(_ value: StringCatalogValue, indentation: Int) {
            switch value {
            case .object(let members):
                output.append(UInt8(ascii: "{"))
                output.append(UInt8(ascii: "\n"))
                if members.isEmpty {
                    // Foundation's pretty printer opens a line for the first member, and there is none.
                    output.append(UInt8(ascii: "\n"))
                } else {
                    var first = true
                    for key in order(of: members) {
                        if !first {
                            output.append(UInt8(ascii: ","))
                            output.append(UInt8(ascii: "\n"))
                        }
                        first = false
                        indent(indentation + 1)
                        writeString(key)
                        output.append(UInt8(ascii: " "))
                        output.append(UInt8(ascii: ":"))
                        output.append(UInt8(ascii: " "))
                        write(members[key]!, indentation: indentation + 1)
                    }
                    output.append(UInt8(ascii: "\n"))
                }
                indent(indentation)
                output.append(UInt8(ascii: "}"))
            case .array(let elements):
                output.append(UInt8(ascii: "["))
                output.append(UInt8(ascii: "\n"))
                if elements.isEmpty { output.append(UInt8(ascii: "\n")) }
                var index = 0
                while index < elements.count {
                    if index > 0 {
                        output.append(UInt8(ascii: ","))
                        output.append(UInt8(ascii: "\n"))
                    }
                    indent(indentation + 1)
                    write(elements[index], indentation: indentation + 1)
                    index += 1
                }
                if !elements.isEmpty { output.append(UInt8(ascii: "\n")) }
                indent(indentation)
                output.append(UInt8(ascii: "]"))
            case .string(let text):
                writeString(text)
            case .integer(let number):
                output.append(contentsOf: String(number).utf8)
            case .bool(let flag):
                output.append(contentsOf: (flag ? "true" : "false").utf8)
            }
        }

        /// The keys of an object in Xcode's order.
        private mutating func order(of members: [String: StringCatalogValue]) -> [String] {
            guard members.count > 1 else { return Array(members.keys) }
            // The languages of an entry repeat entry after entry, dozens of them in a large
            // app's catalog (82 in one measured); only an object as large as `strings` is
            // sorted on its own.
            guard members.count <= 256 else { return members.keys.sorted(by: keyPrecedes) }
            // Remembered by the keys' bytes: a Swift string compares (and hashes) by canonical
            // equivalence, and a catalog's "café" must not take the place of another's "café".
            let keys = UTF8Order.sorted(members.keys)
            var bytes: [UInt8] = []
            for key in keys {
                bytes.append(contentsOf: key.utf8)
                bytes.append(0xFF)  // in no UTF-8 text
            }
            if let known = orders[bytes] { return known.map { keys[$0] } }
            let positions = keys.indices.sorted { keyPrecedes(keys[$0], keys[$1]) }
            orders[bytes] = positions
            return positions.map { keys[$0] }
        }

        private mutating func indent(_ level: Int) {
            let count = 2 * level
            if spaces.count < count { spaces = [UInt8](repeating: UInt8(ascii: " "), count: count) }
            spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
        }

        /// `text` in quotes, escaped as Foundation's JSON writer escapes it.
        private mutating func writeString(_ text: String) {
            output.append(UInt8(ascii: "\""))
            var text = text
            text.withUTF8 { bytes in
                guard let base = bytes.baseAddress else { return }
                var start = 0
                var index = 0
                while index < bytes.count {
                    let byte = base[index]
                    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                        index += 1
                        continue
                    }
                    output.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
                    output.append(UInt8(ascii: "\\"))
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                    case 0x08: output.append(UInt8(ascii: "b"))
                    case 0x09: output.append(UInt8(ascii: "t"))
                    case 0x0A: output.append(UInt8(ascii: "n"))
                    case 0x0C: output.append(UInt8(ascii: "f"))
                    case 0x0D: output.append(UInt8(ascii: "r"))
                    default:
                        // `\u00XX`, in lowercase hexadecimal.
                        output.append(UInt8(ascii: "u"))
                        output.append(UInt8(ascii: "0"))
                        output.append(UInt8(ascii: "0"))
                        output.append(Self.hexDigit(byte >> 4))
                        output.append(Self.hexDigit(byte & 0xF))
                    }
                    index += 1
                    start = index
                }
                output.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
            }
            output.append(UInt8(ascii: "\""))
        }

        private static func hexDigit(_ value: UInt8) -> UInt8 {
            value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
        }
    }
}
