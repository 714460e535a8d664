// What a reader made of a file, in one shape for CoreFoundation and for ours, compared value
// by value. Strings are UTF-16 code units, as a CFString holds them: no Swift String in
// between, which would merge canonically equivalent keys and replace lone surrogates.

/// A property list value as a reader returned it.
indirect enum PropertyListTree: Equatable, CustomStringConvertible {
    case dictionary([[UInt16]: PropertyListTree])
    case array([PropertyListTree])
    case string([UInt16])
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case data([UInt8])
    /// Seconds since 2001-01-01 00:00:00 UTC, as CFDate counts them.
    case date(Double)
    /// What the other reader cannot hold (a number out of range, a key that is not a string).
    case unrepresentable(String)

    static func string(_ text: String) -> PropertyListTree { .string(Array(text.utf16)) }

    var description: String {
        switch self {
        case .dictionary(let entries): return "a dictionary of \(entries.count)"
        case .array(let values): return "an array of \(values.count)"
        case .string(let units): return PropertyListTree.quoted(units)
        case .integer(let value): return "<integer>\(value)"
        case .real(let value): return "<real>\(value)"
        case .boolean(let value): return "<\(value)>"
        case .data(let bytes): return "<data> of \(bytes.count) bytes"
        case .date(let seconds): return "<date> \(seconds)"
        case .unrepresentable(let what): return "(\(what))"
        }
    }

    /// `units` as a quoted string, with what is not printable escaped, and lone surrogates
    /// shown as such.
    static func quoted(_ units: [UInt16], limit: Int = 60) -> String {
        var text = "\""
        var shown = 0
        for scalar in UTF16.decodeLossless(units) {
            if shown == limit { text += "…"; break }
            shown += 1
            switch scalar {
            case .scalar(let value)
            where value.value >= 0x20 && value.value != 0x7F && value != "\"" && value != "\\"
                && !(0x80...0x9F).contains(value.value) && value.value != 0xFEFF && value.value != 0xA0:
                text.unicodeScalars.append(value)
            case .scalar(let value):
                text += value == "\"" ? "\\\"" : value == "\\" ? "\\\\" : "\\u{\(String(value.value, radix: 16, uppercase: true))}"
            case .loneSurrogate(let unit):
                text += "\\u{lone \(String(unit, radix: 16, uppercase: true))}"
            }
        }
        return text + "\""
    }

    /// The first place two trees differ, as a path and what each holds there; nil when equal.
    static func firstDifference(_ left: PropertyListTree, _ right: PropertyListTree, path: String = "") -> (path: String, left: String, right: String)? {
        switch (left, right) {
        case (.dictionary(let a), .dictionary(let b)):
            for key in (Set(a.keys).union(b.keys)).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                let here = path + "/" + quoted(key, limit: 40)
                switch (a[key], b[key]) {
                case (let x?, let y?): if let found = firstDifference(x, y, path: here) { return found }
                case (let x?, nil): return (here, x.description, "no such key")
                case (nil, let y?): return (here, "no such key", y.description)
                case (nil, nil): break
                }
            }
            return nil
        case (.array(let a), .array(let b)):
            for index in 0..<min(a.count, b.count) {
                if let found = firstDifference(a[index], b[index], path: path + "[\(index)]") { return found }
            }
            return a.count == b.count ? nil : (path, left.description, right.description)
        case (.real(let a), .real(let b)) where a.isNaN && b.isNaN:
            return nil
        default:
            return left == right ? nil : (path.isEmpty ? "/" : path, left.description, right.description)
        }
    }
}

/// A decoded UTF-16 unit sequence: scalars, and the surrogates that stand alone.
enum LosslessScalar {
    case scalar(Unicode.Scalar)
    case loneSurrogate(UInt16)
}

extension UTF16 {
    static func decodeLossless(_ units: [UInt16]) -> [LosslessScalar] {
        var result: [LosslessScalar] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            if (0xD800...0xDBFF).contains(unit), index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) {
                let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[index + 1] - 0xDC00)
                result.append(.scalar(Unicode.Scalar(value)!))
                index += 2
            } else if let scalar = Unicode.Scalar(UInt32(unit)) {
                result.append(.scalar(scalar))
                index += 1
            } else {
                result.append(.loneSurrogate(unit))
                index += 1
            }
        }
        return result
    }
}
