import Foundation

@testable import PluralRulesCompiler

/// Writers other than ours: Foundation's `JSONSerialization` with Xcode's options (the oracle,
/// which gives every catalog Xcode wrote in `../shared` back byte for byte), and the ways other
/// tools write the same catalog (re-indented, re-sorted, escaped otherwise), for `format` to
/// undo. All of them parse with Foundation, not with our reader.
enum OtherWriters {
    /// What Xcode writes for the JSON `bytes`, by the oracle.
    static func xcode(_ bytes: [UInt8]) throws -> [UInt8] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        return try [UInt8](JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    /// The ways of other writers.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        /// `JSONSerialization` without options: keys in the order of a Swift dictionary
        /// (another in each process), all on one line.
        case compactUnsorted = "JSONSerialization, compact, unsorted"
        /// Pretty but unsorted, and '/' escaped as '\/'.
        case prettyUnsorted = "JSONSerialization, pretty, unsorted"
        /// `JSONEncoder`'s `.sortedKeys`: by code point ("zh-HK" before "zh-Hans", "Zebra"
        /// before "apple"), and '\/'.
        case sortedByCodePoint = "JSONEncoder, pretty, sorted by code point"
        /// As Python's `json.dumps(indent=4, sort_keys=True)` writes: four spaces, every
        /// character past ASCII as \uXXXX (astral ones as surrogate pairs), keys by code point,
        /// a final line break.
        case pythonStyle = "ASCII-escaped, four spaces, sorted by code point, final line break"
        /// Xcode's own bytes with a line break at the end, as an editor saves them.
        case finalLineBreak = "Xcode's bytes and a final line break"

        var description: String { rawValue }
    }

    /// Another writer's copy of a catalog.
    struct Copy: CustomStringConvertible {
        var kind: Kind
        var bytes: [UInt8]
        var description: String { kind.description }
    }

    /// The catalog `bytes` as other writers would save it.
    static func copies(of bytes: [UInt8], kinds: [Kind] = Kind.allCases) throws -> [Copy] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try kinds.map { kind in
            switch kind {
            case .compactUnsorted: Copy(kind: kind, bytes: try [UInt8](JSONSerialization.data(withJSONObject: object)))
            case .prettyUnsorted: Copy(kind: kind, bytes: try [UInt8](JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])))
            case .sortedByCodePoint: Copy(kind: kind, bytes: try [UInt8](encoder.encode(AnyJSON(object))))
            case .pythonStyle: Copy(kind: kind, bytes: asciiEscaped(reindented(try [UInt8](encoder.encode(AnyJSON(object))))) + [0x0A])
            case .finalLineBreak: Copy(kind: kind, bytes: try xcode(bytes) + [0x0A])
            }
        }
    }

    /// Each line's leading spaces doubled (JSON text holds no raw line break inside a string).
    /// Loops over pointers: the tests run in a debug build, on catalogs of megabytes.
    static func reindented(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        bytes.withUnsafeBufferPointer { bytes in
            var atLineStart = true
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") {
                    if atLineStart { output.append(byte) }
                } else {
                    atLineStart = byte == 0x0A
                }
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Every character past ASCII as `\uXXXX` (valid anywhere in JSON text: such characters
    /// stand only inside strings), astral ones as surrogate pairs.
    static func asciiEscaped(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        let digits = Array("0123456789abcdef".utf8)
        func escape(_ unit: UInt32) {
            output.append(contentsOf: [
                UInt8(ascii: "\\"), UInt8(ascii: "u"), digits[Int(unit >> 12 & 0xF)], digits[Int(unit >> 8 & 0xF)],
                digits[Int(unit >> 4 & 0xF)], digits[Int(unit & 0xF)],
            ])
        }
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte >= 0x80 else {
                    output.append(byte)
                    index += 1
                    continue
                }
                // A valid UTF-8 sequence (Foundation wrote it): its length from its first byte.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var scalar = UInt32(byte) & (0xFF >> (length + 1))
                for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if scalar >= 0x10000 {
                    escape(0xD800 + ((scalar - 0x10000) >> 10))
                    escape(0xDC00 + ((scalar - 0x10000) & 0x3FF))
                } else {
                    escape(scalar)
                }
                index += length
            }
        }
        return output
    }
}

/// Any JSON value a catalog holds, from what `JSONSerialization` read, for `JSONEncoder`.
enum AnyJSON: Encodable {
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    /// Booleans are told from numbers by their class (`__NSCFBoolean`, on Linux as on Apple
    /// platforms): `1 is Bool` holds for an `NSNumber`. (Not by `JSONDecoder` and `try?`: a
    /// throw costs milliseconds under the test library, which records where each one happens.)
    init(_ object: Any) {
        switch object {
        case let number as NSNumber where ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true))):
            self = .bool(number.boolValue)
        case let number as NSNumber: self = .integer(number.intValue)
        case let text as String: self = .string(text)
        case let array as [Any]: self = .array(array.map(AnyJSON.init))
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues(AnyJSON.init))
        default: fatalError("no JSON value: \(object)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
