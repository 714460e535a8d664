// The generated code as one contender of Benchmarks/run.sh, beside ICU4C, Node and Babel:
// the same inputs file, the same answers file and the same `result` lines as their harnesses
// (Benchmarks/Peers/README.md). Imports the runtime and the C library (files) only.
import PluralRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--write-peer-inputs PATH` and `--peer-harness INPUTS ANSWERS RUNS TARGET_MS`.
enum PeerHarness {
    static let usage = """
        usage: PluralRulesBenchmarks --write-peer-inputs PATH
               PluralRulesBenchmarks --peer-harness INPUTS ANSWERS RUNS TARGET_MS
        """

    /// Integers per locale in the comparison: few enough that the slowest contender (Babel,
    /// about 1 µs a call) runs a pass over all 227 locales in a quarter of a second.
    static let integerCount = 1_024

    /// Ranges as apps show them ("1–5 days", "0.5–1.5 km"); both ends have the same fraction
    /// digits, since ICU and Node format both ends with one precision.
    static let ranges: [(String, String)] = [
        ("0", "1"), ("1", "2"), ("1", "5"), ("2", "5"), ("0", "5"), ("5", "10"), ("1", "100"),
        ("21", "25"), ("11", "19"), ("100", "1000000"), ("3", "7"), ("0.5", "1.5"), ("1.0", "2.0"),
        ("0.0", "1.0"), ("1.5", "2.5"), ("2.25", "3.75"),
    ]

    static func main(_ arguments: [String]) -> Never {
        switch (arguments.first, arguments.count) {
        case ("--write-peer-inputs", 2):
            writeInputs(to: arguments[1])
            exitProcess(status: 0)
        case ("--peer-harness", 5):
            guard let runs = Int(arguments[3]), runs > 0, let target = Double(arguments[4]), target > 0 else { fail(usage) }
            run(inputs: PeerInputs(path: arguments[1]), answersPath: arguments[2], runs: runs, targetMilliseconds: target)
            exitProcess(status: 0)
        default:
            fail(usage)
        }
    }

    /// The inputs every contender reads: the runtime's cardinal locales, a prefix of the
    /// benchmark's integers, its decimals without compact notation (`1.2c6`, which only CLDR's
    /// own syntax writes), its locale identifiers, and `ranges`.
    static func writeInputs(to path: String) {
        let workload = Workload(
            cardinalLocales: GeneratedCode.availableLocales(.cardinal),
            ordinalLocales: GeneratedCode.availableLocales(.ordinal))
        var text = "# swift-plural-rules peer inputs: sections of `NAME COUNT` and COUNT lines\n"
        func section(_ name: String, _ lines: [String]) {
            text += "\(name) \(lines.count)\n" + lines.map { $0 + "\n" }.joined()
        }
        section("locales", workload.cardinalLocales)
        section("integers", workload.integers.prefix(integerCount).map(String.init))
        section("decimals", workload.decimals.filter { !$0.contains("c") })
        section("identifiers", workload.localeIdentifiers)
        section("ranges", ranges.map { "\($0.0) \($0.1)" })
        writeFile(path, text)
    }

    static func run(inputs: PeerInputs, answersPath: String, runs: Int, targetMilliseconds: Double) {
        let rules = inputs.locales.map { locale in
            guard let rules = PluralRules(locale: locale) else { fail("the runtime has no rules for '\(locale)'") }
            return rules
        }
        let operands = inputs.decimals.map { decimal in
            guard let operands = PluralOperands(decimal) else { fail("the runtime does not parse '\(decimal)'") }
            return operands
        }
        let rangeOperands = inputs.ranges.map { range in
            guard let start = PluralOperands(range.0), let end = PluralOperands(range.1) else {
                fail("the runtime does not parse the range \(range)")
            }
            return (start, end)
        }
        let integers = inputs.integers
        let decimals = inputs.decimals
        let identifiers = inputs.identifiers

        var answers = ""
        func digits(_ categories: [PluralCategory?]) -> String {
            String(categories.map { $0.map { Character(String($0.rawValue)) } ?? "?" })
        }
        for (locale, rules) in zip(inputs.locales, rules) {
            answers += "integer\t\(locale)\t\(digits(integers.map { rules.category(for: $0) }))\n"
            answers += "decimal\t\(locale)\t\(digits(decimals.map { rules.category(for: $0) }))\n"
            answers += "range\t\(locale)\t\(digits(rangeOperands.map { rules.category(forRange: $0.0, $0.1) }))\n"
        }
        for identifier in identifiers {
            let rules = PluralRules(locale: identifier)
            answers += "identifier\t\(identifier)\t\(digits((0..<200).map { rules?.category(for: $0) }))\n"
        }
        writeFile(answersPath, answers)
        print("info\tversion\tswift-plural-rules (generated code, release build)")

        // Each closure performs `passes` passes and returns their checksum; the loops are
        // written out per operation so that each is specialized, as in GeneratedCode.swift.
        let operations: [PeerOperation] = [
            PeerOperation(name: "integer", operationsPerPass: rules.count * integers.count) { passes in
                var checksum = 0
                for _ in 0..<passes {
                    for localeRules in rules {
                        for integer in integers { checksum &+= Int(localeRules.category(for: integer).rawValue) }
                    }
                }
                return checksum
            },
            PeerOperation(name: "decimal", operationsPerPass: rules.count * decimals.count) { passes in
                var checksum = 0
                for _ in 0..<passes {
                    for localeRules in rules {
                        for decimal in decimals { checksum &+= Int(localeRules.category(for: decimal)?.rawValue ?? 9) }
                    }
                }
                return checksum
            },
            PeerOperation(name: "operands", operationsPerPass: rules.count * operands.count) { passes in
                var checksum = 0
                for _ in 0..<passes {
                    for localeRules in rules {
                        for parsed in operands { checksum &+= Int(localeRules.category(for: parsed).rawValue) }
                    }
                }
                return checksum
            },
            PeerOperation(name: "construct", operationsPerPass: identifiers.count) { passes in
                var checksum = 0
                for _ in 0..<passes {
                    for identifier in identifiers { checksum &+= PluralRules(locale: identifier)?.locale.utf8.count ?? 9 }
                }
                return checksum
            },
            PeerOperation(name: "range", operationsPerPass: rules.count * rangeOperands.count) { passes in
                var checksum = 0
                for _ in 0..<passes {
                    for localeRules in rules {
                        for range in rangeOperands { checksum &+= Int(localeRules.category(forRange: range.0, range.1).rawValue) }
                    }
                }
                return checksum
            },
        ]
        timePeerOperations(operations, runs: runs, targetMilliseconds: targetMilliseconds)
    }

    static func fail(_ message: String) -> Never {
        printError("error: \(message)")
        exitProcess(status: 2)
    }

    static func writeFile(_ path: String, _ text: String) {
        guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
        var text = text
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, file) }
        fclose(file)
    }
}

/// The inputs file that `--write-peer-inputs` writes.
struct PeerInputs {
    var locales: [String] = []
    var integers: [Int] = []
    var decimals: [String] = []
    var identifiers: [String] = []
    var ranges: [(String, String)] = []

    init(path: String) {
        guard let file = fopen(path, "r") else { PeerHarness.fail("cannot open \(path)") }
        defer { fclose(file) }
        var lines: [String] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            lines.append(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        var remaining = lines.filter { !$0.isEmpty && !$0.hasPrefix("#") }[...]
        while let header = remaining.popFirst() {
            let parts = header.split(separator: " ")
            guard parts.count == 2, let count = Int(parts[1]), count <= remaining.count else {
                PeerHarness.fail("malformed section header '\(header)' in \(path)")
            }
            let items = Array(remaining.prefix(count))
            remaining = remaining.dropFirst(count)
            switch parts[0] {
            case "locales": locales = items
            case "integers": integers = items.map { Int($0) ?? 0 }
            case "decimals": decimals = items
            case "identifiers": identifiers = items
            case "ranges":
                ranges = items.map { item in
                    let ends = item.split(separator: " ")
                    guard ends.count == 2 else { PeerHarness.fail("a range needs two numbers: '\(item)'") }
                    return (String(ends[0]), String(ends[1]))
                }
            default: PeerHarness.fail("unknown section '\(parts[0])' in \(path)")
            }
        }
    }
}

/// One timed operation: `run(passes)` performs `passes` passes and returns their checksum.
struct PeerOperation {
    let name: String
    let operationsPerPass: Int
    let run: (Int) -> Int
}

/// The timing rules every harness follows: calibrate each operation to about `targetMilliseconds`
/// a run (doubling the passes from one, which also warms it up), then `runs` rounds of one timed
/// run of every operation. Prints one `result` line per operation: name, operations per pass,
/// passes per run, the checksum of one pass, and ns/op of each run.
func timePeerOperations(_ operations: [PeerOperation], runs: Int, targetMilliseconds: Double) {
    let clock = ContinuousClock()
    let target = targetMilliseconds * 1e6
    var passes: [Int] = []
    var checksums: [Int] = []
    for operation in operations {
        var checksum = 0
        var elapsed = nanoseconds(clock.measure { checksum = operation.run(1) })
        checksums.append(checksum)
        var count = 1
        while elapsed < target / 4 && count < 1 << 40 {
            count *= 2
            elapsed = nanoseconds(clock.measure { _ = operation.run(count) })
        }
        passes.append(Int(Double(count) * target / elapsed) + 1)
    }
    var timings = Array(repeating: [Double](), count: operations.count)
    for _ in 0..<runs {
        for (index, operation) in operations.enumerated() {
            var checksum = 0
            let elapsed = nanoseconds(clock.measure { checksum = operation.run(passes[index]) })
            guard checksum == checksums[index] &* passes[index] else {
                PeerHarness.fail("a timed run's checksum differs from one pass's: \(operation.name)")
            }
            timings[index].append(elapsed / Double(passes[index] * operation.operationsPerPass))
        }
    }
    for (index, operation) in operations.enumerated() {
        let times = timings[index].map { Report.fixed($0, decimals: 4) }.joined(separator: " ")
        print("result\t\(operation.name)\t\(operation.operationsPerPass)\t\(passes[index])\t\(checksums[index])\t\(times)")
    }
}
