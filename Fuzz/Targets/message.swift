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

/// `entry` through the emitter's encoding and framing and back through the runtime.
func rendered(_ entry: LocalizedEntry, _ arguments: [_FormatArgument]) -> String {
    let bag = DiagnosticBag()
    guard let compiled = EntryCompilation.compile(entry, diagnostics: bag) else { fail("'\(entry.key)' does not compile: \(bag.diagnostics)") }
    var body: [UInt8] = []
    AccessorEmitter.appendLengthPrefixed(entry.key, to: &body)
    body.append(0x20)
    AccessorEmitter.appendLengthPrefixed(MessageEncoding.encode(compiled.plan), to: &body)
    return withStaticString(literalValue(body)) { text in
        withStaticString(Array(entry.key.utf8)) { key in
            let strings = _LocalizedStrings(locale: "en", indexesKeys: true, text: text)
            return strings.string(key, arguments, development: strings)
        }
    }
}

func format(_ text: String, in file: SourceFile) -> FormatString {
    let bag = DiagnosticBag()
    guard let format = FormatString.parse(LocatedText(verbatim: text, file: file, offset: 0), diagnostics: bag) else {
        fail("'\(text)' is no format: \(bag.diagnostics)")
    }
    return format
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
    let file = SourceFile(path: "en.lproj/Localizable.stringsdict", text: translation)
    let location = SourceLocation(path: file.path, line: 1, column: 1)
    // As a .strings value.
    let plain = rendered(LocalizedEntry(key: key, keyLocation: location, content: .format(format(translation, in: file), location)), [])
    guard plain.utf8.elementsEqual(text.utf8) else { fail("'\(text)' (key '\(key)') rendered as '\(plain)'") }
    // In the forms of a plural variable, around the number: the text inside a selector.
    let forms = [
        PluralForm(key: .category(.one), text: format(translation, in: file), raw: translation, location: location),
        PluralForm(key: .category(.other), text: format(translation + "%d" + translation, in: file), raw: translation, location: location),
    ]
    let variable = FormatVariable(name: "n", kind: .plural(valueType: "d", valueTypeLocation: nil, forms: forms), location: location)
    let plural = LocalizedEntry(
        key: key, keyLocation: location,
        content: .variables(format: format("<%#@n@>", in: file), formatLocation: location, variables: ["n": variable]))
    for (value, expected) in [(1, "<" + text + ">"), (5, "<" + text + "5" + text + ">")] {
        let shown = rendered(plural, [.int(value)])
        guard shown.utf8.elementsEqual(expected.utf8) else { fail("'\(text)' as a plural form for \(value) rendered as '\(shown)'") }
    }
    return 0
}
