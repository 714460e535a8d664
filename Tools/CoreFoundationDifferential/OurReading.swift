// Our readers' reading of a file, in the shape CoreFoundation's is compared in.
import PluralRulesCompiler

enum OurReading {
    /// What our reader for `format` made of `bytes`: the tree (nil when the reader gave up on
    /// the file) and everything it reported.
    static func read(_ bytes: [UInt8], format: Format, path: String) -> (tree: PropertyListTree?, diagnostics: [Diagnostic]) {
        let bag = DiagnosticBag()
        let file = SourceFile(path: path, bytes: bytes)
        switch format {
        case .strings:
            guard let contents = StringsFileReader.readContents(file, diagnostics: bag) else { return (nil, bag.diagnostics) }
            var entries: [[UInt16]: PropertyListTree] = [:]
            for entry in contents.entries { entries[Array(entry.key.utf16)] = .string(entry.value) }
            return (.dictionary(entries), bag.diagnostics)
        case .propertyList:
            return (PropertyListReader.read(file, diagnostics: bag).map(tree), bag.diagnostics)
        }
    }

    enum Format: String {
        /// `.strings`: `"key" = "value";` entries.
        case strings
        /// `.stringsdict` (and any XML property list).
        case propertyList

        init?(path: String) {
            if path.hasSuffix(".strings") {
                self = .strings
            } else if path.hasSuffix(".stringsdict") || path.hasSuffix(".plist") {
                self = .propertyList
            } else {
                return nil
            }
        }
    }

    static func tree(_ value: PropertyListValue) -> PropertyListTree {
        switch value {
        case .dictionary(let dictionary):
            var entries: [[UInt16]: PropertyListTree] = [:]
            for entry in dictionary.entries { entries[Array(entry.key.utf16)] = tree(entry.value) }
            return .dictionary(entries)
        case .array(let values, _): return .array(values.map(tree))
        case .string(let text, _): return .string(text.value)
        case .integer(let text, _):
            return Int64(text.hasPrefix("+") ? String(text.dropFirst()) : text).map(PropertyListTree.integer) ?? .unrepresentable("integer '\(text)'")
        case .real(let text, _): return Double(text).map(PropertyListTree.real) ?? .unrepresentable("real '\(text)'")
        case .boolean(let value, _): return .boolean(value)
        case .data(let text, _): return base64(text).map(PropertyListTree.data) ?? .unrepresentable("data '\(text)'")
        case .date(let text, _): return absoluteTime(text).map(PropertyListTree.date) ?? .unrepresentable("date '\(text)'")
        case .invalid: return .unrepresentable("a value our reader could not read")
        }
    }

    /// Base64 as a property list's `<data>` holds it: whitespace anywhere, `=` padding.
    static func base64(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), 0x09, 0x0A, 0x0D, 0x20: continue
            default: return nil
            }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return bytes
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as seconds since 2001-01-01 00:00:00 UTC.
    static func absoluteTime(_ text: String) -> Double? {
        // A year before 1 is written with a minus sign (`-0001-01-01T00:00:00Z`).
        let negative = text.hasPrefix("-")
        let parts = text.dropFirst(negative ? 1 : 0).split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0) }
        guard text.hasSuffix("Z"), parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
        let (year, month, day) = (negative ? -parts[0]! : parts[0]!, parts[1]!, parts[2]!)
        // Days from the civil date (proleptic Gregorian), then from 2001-01-01.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468 - 11_323
        return Double(days * 86_400 + parts[3]! * 3_600 + parts[4]! * 60 + parts[5]!)
    }
}
