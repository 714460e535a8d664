// JSONReader and StringCatalogReader (.xcstrings) on any bytes: no crash, positioned
// diagnostics; every catalog entry compiles or is diagnosed.
@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "Localizable.xcstrings", bytes: fuzzBytes(data, size))
    let json = DiagnosticBag()
    _ = JSONReader.read(file, diagnostics: json)
    checkDiagnostics(json, in: file)
    let catalog = DiagnosticBag()
    let source = LocalizationFile(path: "Localizable.xcstrings")!
    let tables = StringCatalogReader.read(source, file: file, context: LocalizationReadingContext(developmentRegion: "en"), diagnostics: catalog)
    for table in tables {
        for entry in table.entries {
            if let compiled = EntryCompilation.compile(entry, diagnostics: catalog) { _ = MessageEncoding.encode(compiled.plan) }
        }
    }
    checkDiagnostics(catalog, in: file)
    return 0
}
