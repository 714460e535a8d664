// Differential: hostile text in a translation comes back from the generated accessors byte
// for byte. The text (with its `%` written `%%`, as a translator must) is read as a format,
// compiled to a render plan, encoded as a message and framed into the table literal exactly
// as the accessor emitter writes it; the literal is then read back as Swift reads it, and the
// runtime's `_LocalizedStrings` looks the key up and renders the message.
@testable import PluralRules
@testable import PluralRulesCompiler

/// The value of the body of a Swift multi-line string literal as the emitter writes them:
/// the escapes it uses (`\n \r \t \0 \" \\ \u{…}`), and `\` before a line break joining lines
/// without a break. Anything else is a failure: the literal would not compile.
func literalValue(_ body: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < body.count {
        let byte = body[index]
        index += 1
        guard byte == 0x5C else {
            if byte == 0x0A || byte == 0x0D { fail("raw line break in the literal: \(body)") }
            result.append(byte)
            continue
        }
        guard index < body.count else { fail("backslash at the end of the literal") }
        let escaped = body[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "0"): result.append(0x00)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): result.append(escaped)
        case 0x0A: break
        case UInt8(ascii: "u"):
            guard index < body.count, body[index] == UInt8(ascii: "{"), let close = body[index...].firstIndex(of: UInt8(ascii: "}")),
                  let value = UInt32(String(decoding: body[(index + 1)..<close], as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value)
            else { fail("bad \\u escape in the literal") }
            result += Array(String(Character(scalar)).utf8)
            index = close + 1
        default: fail("unknown escape \\\(Character(Unicode.Scalar(escaped))) in the literal")
        }
    }
    return result
}

/// A `StaticString` over `bytes`, as a literal's would be, for the duration of `body`: its
/// layout is a start address, a byte count and flags (0: a pointer to UTF-8, not all ASCII).
func withStaticString<Result>(_ bytes: [UInt8], _ body: (StaticString) -> Result) -> Result {
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + 1)
    defer { storage.deallocate() }
    _ = storage.initialize(from: bytes + [0])
    return body(unsafeBitCast((UInt(bitPattern: storage.baseAddress!), UInt(bytes.count), UInt8(0)), to: StaticString.self))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Key and text split at the first 0xFF byte (which UTF-8 never has).
    let bytes = fuzzBytes(data, size)
    let split = bytes.firstIndex(of: 0xFF) ?? 0
    let key = String(decoding: bytes[..<split], as: UTF8.self)
    let text = String(decoding: bytes[(split < bytes.count ? split + 1 : split)...], as: UTF8.self)
    guard !key.isEmpty else { return 0 }
    let translation = text.replacingOccurrences(of: "%", with: "%%")
    let file = SourceFile(path: "en.lproj/Localizable.strings", text: translation)
    let bag = DiagnosticBag()
    guard let format = FormatString.parse(LocatedText(verbatim: translation, file: file, offset: 0), diagnostics: bag) else {
        fail("'\(translation)' is no format: \(bag.diagnostics)")
    }
    let location = SourceLocation(path: file.path, line: 1, column: 1)
    let entry = LocalizedEntry(key: key, keyLocation: location, content: .format(format, location))
    guard let compiled = EntryCompilation.compile(entry, diagnostics: bag) else { fail("'\(translation)' does not compile: \(bag.diagnostics)") }
    var body: [UInt8] = []
    AccessorEmitter.appendLengthPrefixed(key, to: &body)
    body.append(0x20)
    AccessorEmitter.appendLengthPrefixed(MessageEncoding.encode(compiled.plan), to: &body)
    let shown = withStaticString(literalValue(body)) { text in
        withStaticString(Array(key.utf8)) { key in
            let strings = _LocalizedStrings(locale: "en", indexesKeys: true, text: text)
            return strings.string(key, [], development: strings)
        }
    }
    guard shown.utf8.elementsEqual(text.utf8) else { fail("'\(text)' (key '\(key)') rendered as '\(shown)'") }
    return 0
}
