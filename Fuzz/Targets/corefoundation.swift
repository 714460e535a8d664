// Our readers against CoreFoundation's (`CFPropertyListCreateWithData`) on any bytes: the
// first byte picks the reader (even: .strings, odd: .stringsdict), the rest is the file. Either
// both read the same, or we report what accounts for the difference (Differential.swift in
// Tools/CoreFoundationDifferential, linked in); a silent difference is a crash to libFuzzer.
@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = fuzzBytes(data, size)
    guard let selector = input.first else { return 0 }
    let format: OurReading.Format = selector % 2 == 0 ? .strings : .propertyList
    let bytes = Array(input.dropFirst())
    let comparison = Differential.compare(bytes, format: format, path: format == .strings ? "fuzz.strings" : "fuzz.stringsdict")
    if comparison.outcome.isFailure {
        fail("\(comparison.outcome.rawValue) (\(format.rawValue)): \(comparison.detail ?? "")")
    }
    return 0
}
