// `plural-rules format` (StringCatalogWriter) on any bytes: no crash; a catalog it cannot write
// is an error at a place in the file; what it writes is written again unchanged (idempotent),
// reads back as the same catalog, and passes `--check`.
@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "Localizable.xcstrings", bytes: fuzzBytes(data, size))
    let bag = DiagnosticBag()
    let formatted = StringCatalogWriter.format(file, diagnostics: bag)
    checkDiagnostics(bag, in: file)
    guard let formatted else {
        if !bag.hasErrors { fail("not formatted, and no error says why: \(bag.diagnostics)") }
        return 0
    }
    if bag.hasErrors { fail("formatted despite an error: \(bag.errors)") }
    if let difference = StringCatalogWriter.difference(of: file, from: formatted) {
        checkDiagnostics(
            {
                let differences = DiagnosticBag(); differences.report(difference); return differences
            }(), in: file)
    }
    let output = SourceFile(path: "Localizable.xcstrings", bytes: formatted)
    let again = DiagnosticBag()
    guard let twice = StringCatalogWriter.format(output, diagnostics: again), again.diagnostics.isEmpty else {
        fail("what format wrote does not format again: \(again.diagnostics)")
    }
    if twice != formatted { fail("format is not idempotent") }
    if StringCatalogWriter.difference(of: output, from: twice) != nil { fail("--check rejects what format wrote") }
    if StringCatalogValue.read(output, diagnostics: DiagnosticBag()) != StringCatalogValue.read(file, diagnostics: DiagnosticBag()) {
        fail("what format wrote reads as another catalog")
    }
    return 0
}
