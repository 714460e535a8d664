// StringsdictReader on any bytes, then each entry compiled to its render plan and message,
// as the accessors are: no crash, positioned diagnostics.
@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.stringsdict", bytes: fuzzBytes(data, size))
    let bag = DiagnosticBag()
    if let contents = StringsdictReader.read(file, diagnostics: bag) {
        for entry in contents.entries {
            if let compiled = EntryCompilation.compile(entry, diagnostics: bag) {
                _ = MessageEncoding.encode(compiled.plan)
            }
        }
    }
    checkDiagnostics(bag, in: file)
    return 0
}
