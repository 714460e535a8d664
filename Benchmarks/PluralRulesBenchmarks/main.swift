// Measures the generated runtime and the reference interpreter on the same workloads and prints
// a Markdown table. Run from the package root:
//
//     swift run -c release PluralRulesBenchmarks [--quick]
//
// The code that uses the runtime is in GeneratedCode.swift and the code that uses the compiler
// in ReferenceInterpreter.swift: both libraries define `PluralCategory`, `PluralOperands` and
// `PluralRuleType`, so no file imports both.

/// The command line.
struct Options {
    /// Cut every run's work ten times, for CI smoke runs: the figures get noisier.
    var isQuick = false
    var runs = 5
    var cldrDirectory: String?

    static let usage = """
        usage: PluralRulesBenchmarks [--quick] [--runs N] [--cldr-data PATH]

        Times the generated plural rules (module PluralRules) and the reference interpreter
        (module PluralRulesCompiler) on the same workloads, and prints a Markdown table: ns per
        operation of the best run, the ratio to the generated code, the median run and the spread.
        Build in release: swift run -c release PluralRulesBenchmarks

          --quick           ten times less work per run (for CI smoke runs; noisier figures)
          --runs N          timed runs per row, in rounds after an untimed warm-up round (default 5)
          --cldr-data PATH  the CLDR data the interpreter reads (default: the package's cldr-data/)
          --help            show this help

        Benchmarks/run.sh also runs it with --write-peer-inputs PATH and --peer-harness INPUTS
        ANSWERS RUNS TARGET_MS: the same inputs and output as the ICU4C, Node and Babel harnesses.
        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(of option: String) -> String {
            guard let value = remaining.popFirst() else { fail("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.isQuick = true
            case "--runs":
                guard let runs = Int(value(of: argument)), runs > 0 else { fail("--runs needs a positive integer") }
                options.runs = runs
            case "--cldr-data": options.cldrDirectory = value(of: argument)
            case "--help", "-h":
                print(usage)
                exitProcess(status: 0)
            default: fail("unknown argument '\(argument)'")
            }
        }
        return options
    }

    static func fail(_ message: String) -> Never {
        printError("error: \(message)\n\n\(usage)")
        exitProcess(status: 2)
    }
}

/// The directories to look for CLDR data in, when `--cldr-data` is not given: the working
/// directory's `cldr-data/` (`swift run` from the package root), then the one next to these sources.
func defaultCLDRDirectories() -> [String] {
    let sourceFile = #filePath
    var packageRoot = sourceFile.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")
    if packageRoot.isEmpty { packageRoot = "." }
    return ["cldr-data", packageRoot + "/cldr-data"]
}

/// Checks that the two implementations select the same categories for a sample of every
/// workload before timing them: a benchmark of wrong code is no use. Returns the sample size.
func checkAgreement(_ generated: GeneratedCode, _ interpreter: ReferenceInterpreter, workload: Workload) -> Int {
    let integers = Array(workload.integers.prefix(1_000)) + Array(0...200)
    var checked = 0
    var differences: [String] = []
    func compare(_ expected: [UInt8], _ actual: [UInt8], describe: (Int) -> String) {
        checked += expected.count
        for index in expected.indices where expected[index] != actual[index] && differences.count < 10 {
            differences.append("\(describe(index)): generated \(expected[index]), interpreter \(actual[index])")
        }
    }
    for kind in [RuleKind.cardinal, .ordinal] {
        let locales = workload.locales(kind)
        compare(generated.categories(of: integers, kind: kind), interpreter.categories(of: integers, kind: kind)) {
            "\(kind) \(locales[$0 / integers.count]) \(integers[$0 % integers.count])"
        }
    }
    let decimals = workload.decimals
    compare(generated.categoriesOfDecimalStrings(), interpreter.categoriesOfDecimalStrings()) {
        "cardinal \(workload.cardinalLocales[$0 / decimals.count]) \"\(decimals[$0 % decimals.count])\""
    }
    if !differences.isEmpty {
        printError("error: the implementations disagree (categories 0 zero … 5 other, 255 unparsed):")
        for difference in differences { printError("  \(difference)") }
        exitProcess(status: 1)
    }
    return checked
}

/// `1234567` as `1,234,567`.
func withThousandsSeparators(_ value: Int) -> String {
    var digits = String(value)
    var index = digits.count - 3
    while index > 0 {
        digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
        index -= 3
    }
    return digits
}

// Benchmarks/run.sh's modes: this program as one contender beside ICU4C, Node and Babel.
if let mode = CommandLine.arguments.dropFirst().first, mode == "--write-peer-inputs" || mode == "--peer-harness" {
    PeerHarness.main(Array(CommandLine.arguments.dropFirst()))
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

#if DEBUG
printError("warning: this is a debug build, whose figures mean nothing; use swift run -c release PluralRulesBenchmarks")
#endif

let workload = Workload(
    cardinalLocales: GeneratedCode.availableLocales(.cardinal),
    ordinalLocales: GeneratedCode.availableLocales(.ordinal))
let generated = GeneratedCode(workload: workload)
let cldrDirectories = options.cldrDirectory.map { [$0] } ?? defaultCLDRDirectories()
guard let cldrDirectory = cldrDirectories.first(where: ReferenceInterpreter.hasCLDRData(in:)),
    let interpreter = ReferenceInterpreter(cldrDirectory: cldrDirectory, workload: workload)
else {
    printError("error: no CLDR data in \(cldrDirectories.joined(separator: " or ")); run from the package root or pass --cldr-data PATH")
    exitProcess(status: 1)
}
for kind in [RuleKind.cardinal, .ordinal] where interpreter.localeCount(kind) != workload.locales(kind).count {
    printError(
        "warning: \(cldrDirectory) has \(interpreter.localeCount(kind)) \(kind) locales, the generated code \(workload.locales(kind).count); is it out of date?"
    )
}
let agreementCount = checkAgreement(generated, interpreter, workload: workload)

print(
    """
    # swift-plural-rules benchmarks

    - machine: \(MachineDescription.summary)
    - date: \(MachineDescription.date)
    - data: CLDR \(interpreter.cldrVersion); \(GeneratedCode.summary)
    - integers: \(withThousandsSeparators(Workload.integerCount)) pseudo-random integers in 0…\(withThousandsSeparators(Int(Workload.largestInteger))) (fixed seed), with every locale's rules resolved once
    - decimals: \(workload.decimals.count) strings (\(workload.decimals.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ")), …), every cardinal locale
    - locales: \(workload.localeIdentifiers.count) identifiers (\(workload.localeIdentifiers.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")), …)
    - method: \(options.runs) rounds of one timed run per row, after a warm-up round\(options.isQuick ? ", --quick (10× less work per run)" : ""); ns/op is the best run, median the median run, spread (slowest − best) / best
    - agreement: both implementations select the same category for all \(withThousandsSeparators(agreementCount)) sampled inputs

    """)

let results = workload.integers.withUnsafeBufferPointer { integers in
    var rows: [TimedRow] = []
    for measurement in Measurement.allCases {
        for implementation in [generated, interpreter] as [any BenchmarkedImplementation] {
            var size = measurement.runSize(isInterpreter: implementation is ReferenceInterpreter)
            if options.isQuick { size = size.reduced(by: 10) }
            let plan = measurement.plan(implementation, size: size, workload: workload, integers: integers)
            rows.append(
                TimedRow(
                    measurement: measurement, implementation: implementation.name, operations: plan.operations,
                    perform: plan.perform))
        }
    }
    return measure(rows, runs: options.runs)
}

print(Report(results: results, baseline: generated.name).table)
// The checksums use every selection, so the optimizer cannot skip any; they depend only on the
// sources and the run size, so a changed value between two reports means changed answers.
print("\nchecksums, row by row: \(results.map { String($0.checksum) }.joined(separator: " "))")
