// XMLReader and PropertyListReader on any bytes: no crash, positioned diagnostics.
@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.plist", bytes: fuzzBytes(data, size))
    let xml = DiagnosticBag()
    _ = XMLReader.read(file, diagnostics: xml)
    checkDiagnostics(xml, in: file)
    let plist = DiagnosticBag()
    _ = PropertyListReader.read(file, diagnostics: plist)
    checkDiagnostics(plist, in: file)
    return 0
}
