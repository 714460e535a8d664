// The CLI's argument parser on any argument list (the input split at NUL bytes): no crash,
// and each option, flag and positional taken at most once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let list = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    var arguments = Arguments(list)
    do {
        _ = arguments.flag("--all")
        _ = try arguments.option("--output")
        _ = try arguments.options("--input")
        _ = arguments.flag("-h")
        let positionals = try arguments.positionals()
        if positionals.count > list.count { fatalError("more positionals than arguments") }
        if try arguments.positionals() != [] { fatalError("positionals taken twice") }
    } catch {
        _ = error.message
    }
    return 0
}
