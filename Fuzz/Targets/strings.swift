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
    // Positions are in the text as decoded (UTF-8), which is the file itself unless it was
    // UTF-16 or UTF-32.
    // Open finding (Fuzz/Open/strings): an encoding error of a UTF-16 file is placed in
    // neither text, so those are left out of the position check until the decoder is fixed.
    let positioned = DiagnosticBag()
    for diagnostic in bag.diagnostics where diagnostic.kind != .stringsEncoding { positioned.report(diagnostic) }
    checkDiagnostics(positioned, in: (try? StringsTextDecoder.decode(file)) ?? file)
    return 0
}
