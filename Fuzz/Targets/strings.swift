// StringsFileReader on any bytes (any encoding it detects): no crash, positioned diagnostics,
// and each entry's value located inside the file.
@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.strings", bytes: fuzzBytes(data, size))
    let bag = DiagnosticBag()
    if let contents = StringsFileReader.readContents(file, diagnostics: bag) {
        for entry in contents.entries {
            for location in [entry.keyLocation, entry.valueLocation] where location.line < 1 || location.column < 1 {
                fail("entry '\(entry.key)' at \(location)")
            }
        }
    }
    // Positions are in the text as an editor shows it: the file itself unless it is UTF-16,
    // with U+FFFD for what cannot be decoded (an encoding error's position is in that text).
    checkDiagnostics(bag, in: StringsTextDecoder.shownText(file))
    return 0
}
