// PluginConfiguration (plural-rules.json) on any bytes: no crash, positioned diagnostics,
// and every name it accepts for generated code is a Swift identifier.
import Foundation

@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let bag = DiagnosticBag()
    if let configuration = PluginConfiguration.parse(Data(bytes), path: "plural-rules.json", diagnostics: bag) {
        for (table, name) in configuration.enumNames where !PluginConfiguration.isIdentifier(name) {
            fail("enumName '\(name)' of table '\(table)' is no identifier")
        }
    }
    checkDiagnostics(bag, in: SourceFile(path: "plural-rules.json", bytes: bytes))
    return 0
}
