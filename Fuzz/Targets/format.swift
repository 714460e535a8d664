// The format-string parser on any text: no crash, positioned diagnostics; and,
// differentially, the segments of a format it accepts spell the text again, byte for byte
// (but for what it reads differently on purpose: see `normalized`), and the lenient scan reads it the same way.
@testable import PluralRulesCompiler

func spelled(_ segments: [FormatString.Segment]) -> String {
    segments.map { segment in
        switch segment {
        case .text(let text): text
        case .specifier(let specifier): specifier.text
        case .variable(let name, let position, _): "%\(position.map { "\($0)$" } ?? "")#@\(name)@"
        }
    }.joined()
}

/// `text` as the parser keeps it: a `%` it reads as a literal percent sign (and warns about
/// at that byte) is written `%%` in the segments, and the width of a variable reference
/// (`%5#@name@`, ignored as CoreFoundation ignores it) is dropped, and so are the leading
/// zeros of its position.
func normalized(_ text: String, literalPercents: Set<Int>, variables: Set<Int>) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if literalPercents.contains(index) { result.append(0x25) }
        result.append(bytes[index])
        if variables.contains(index) {
            var end = index + 1
            while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "#"), bytes[end + 1] == UInt8(ascii: "@") {
                index = end
                continue
            }
            // A position keeps its value, not its spelling: `%01$#@name@` is `%1$#@name@`.
            if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "$") {
                var first = index + 1
                while first < end - 1, bytes[first] == 0x30 { first += 1 }
                result += bytes[first..<end]
                index = end
                continue
            }
        }
        index += 1
    }
    return String(decoding: result, as: UTF8.self)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let string = String(decoding: bytes, as: UTF8.self)
    let file = SourceFile(path: "fuzz.strings", text: string)
    let bag = DiagnosticBag()
    let format = FormatString.parse(LocatedText(verbatim: string, file: file, offset: 0), diagnostics: bag)
    checkDiagnostics(bag, in: file)
    guard let format else { return 0 }
    let literalPercents = Set(bag.diagnostics.filter { $0.kind == .literalPercent }.compactMap { $0.location.map(file.offset) })
    let variables = Set(format.variables.compactMap { $0.location.map(file.offset) })
    if spelled(format.segments) != normalized(string, literalPercents: literalPercents, variables: variables) {
        fail("segments of '\(string)' spell '\(spelled(format.segments))'")
    }
    // What the parser accepts, the lenient scan reads the same way.
    if spelled(FormatString.scan(string)) != spelled(format.segments) { fail("'\(string)' scans to other segments than it parses to") }
    return 0
}
