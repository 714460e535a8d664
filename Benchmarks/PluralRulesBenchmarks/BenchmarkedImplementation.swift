// No imports: this is the seam between the runtime and the interpreter, which live in files
// that import only their own library.

/// What the suite asks of each implementation of plural rules.
///
/// Each `select`/`resolve` method performs one whole timed run: its loops live in the
/// implementation's own file so that they are specialized for its concrete types, and the
/// suite only pays for one call per run. Each returns a checksum of what it selected (category
/// raw values summed), which the suite prints so the optimizer cannot delete the work.
protocol BenchmarkedImplementation {
    /// The name in the report's implementation column.
    var name: String { get }

    /// The category of each of `integers`, for every locale with rules of `kind`, `passes`
    /// times over. The rules of each locale are resolved before the run, as apps resolve them.
    func selectIntegers(_ integers: UnsafeBufferPointer<Int>, kind: RuleKind, passes: Int) -> Int

    /// The category of each of the workload's decimal strings, parsing included, for every
    /// cardinal locale, `passes` times over.
    func selectDecimalStrings(passes: Int) -> Int

    /// The category of each of the workload's decimals already parsed into operands, for every
    /// cardinal locale, `passes` times over: the rule evaluation alone.
    func selectParsedDecimals(passes: Int) -> Int

    /// Resolves each of the workload's locale identifiers to its cardinal rules, `passes` times over.
    func resolveLocales(passes: Int) -> Int

    /// The categories (`0` zero … `5` other) of `integers` for every locale of `kind`, locale
    /// by locale: what the suite compares across implementations before it times them.
    func categories(of integers: [Int], kind: RuleKind) -> [UInt8]

    /// The categories of the workload's decimal strings for every cardinal locale, locale by locale.
    func categoriesOfDecimalStrings() -> [UInt8]
}
