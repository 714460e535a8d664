// What a call to a generated accessor costs, beside Swift string interpolation of the same text
// and Foundation's String(format:). Compiled by Benchmarks/run.sh with the accessors that
// `plural-rules accessors --input Benchmarks/AccessorCalls/Localizations` writes:
//
//     swiftc -O -wmo main.swift <generated>/*.swift -o accessor-calls
//     accessor-calls RUNS TARGET_MS
//
// Prints `result NAME OPERATIONS PASSES CHECKSUM NS...` lines, as the peer harnesses do.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let runs = Int(arguments[1]), runs > 0, let target = Double(arguments[2]) else {
    fatalError("usage: accessor-calls RUNS TARGET_MS")
}

// 0 ..< 1000, so that every category of en and ru is selected.
let counts = Array(0..<1_000)
let english = L10n(locale: "en")
let russian = L10n(locale: "ru")
let englishFormats = ["%d file remaining", "%d files remaining"]
let noArgumentFormat = "Settings"

struct Operation {
    let name: String
    let operationsPerPass: Int
    let run: (Int) -> Int
}

/// One pass over `counts`: the UTF-8 length of every string, so that none can be skipped.
func pass(_ passes: Int, _ body: (Int) -> String) -> Int {
    var checksum = 0
    for _ in 0..<passes {
        for count in counts { checksum &+= body(count).utf8.count }
    }
    return checksum
}

let operations = [
    Operation(name: "key-no-arguments", operationsPerPass: counts.count) { passes in
        pass(passes) { _ in english.settings.title }
    },
    Operation(name: "format-no-arguments", operationsPerPass: counts.count) { passes in
        pass(passes) { _ in String(format: noArgumentFormat) }
    },
    Operation(name: "plural-en", operationsPerPass: counts.count) { passes in
        pass(passes) { english.filesRemaining($0) }
    },
    Operation(name: "plural-ru", operationsPerPass: counts.count) { passes in
        pass(passes) { russian.filesRemaining($0) }
    },
    Operation(name: "plural-ru-with-lookup", operationsPerPass: counts.count) { passes in
        pass(passes) { L10n(locale: "ru").filesRemaining($0) }
    },
    Operation(name: "locale-hit", operationsPerPass: counts.count) { passes in
        pass(passes) { _ in L10n(locale: "ru").locale }
    },
    Operation(name: "interpolation", operationsPerPass: counts.count) { passes in
        pass(passes) { $0 == 1 ? "\($0) file remaining" : "\($0) files remaining" }
    },
    Operation(name: "format", operationsPerPass: counts.count) { passes in
        pass(passes) { String(format: englishFormats[$0 == 1 ? 0 : 1], $0) }
    },
]

// The timing rules of the peer harnesses: calibrate to about `target` ms a run by doubling the
// passes (which warms up), then `runs` rounds of one timed run of every operation.
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) }
var passes: [Int] = []
var checksums: [Int] = []
for operation in operations {
    var started = now()
    checksums.append(operation.run(1))
    var elapsed = now() - started
    var count = 1
    while elapsed < target * 1e6 / 4 && count < 1 << 40 {
        count *= 2
        started = now()
        _ = operation.run(count)
        elapsed = now() - started
    }
    passes.append(Int(Double(count) * target * 1e6 / elapsed) + 1)
}
var timings = Array(repeating: [Double](), count: operations.count)
for _ in 0..<runs {
    for (index, operation) in operations.enumerated() {
        let started = now()
        let checksum = operation.run(passes[index])
        let elapsed = now() - started
        precondition(checksum == checksums[index] &* passes[index], "\(operation.name): a run's checksum differs")
        timings[index].append(elapsed / Double(passes[index] * operation.operationsPerPass))
    }
}
// The texts themselves, so that a reader of the report sees what was timed.
print(
    "info\ttexts\t\(english.settings.title) | \(english.filesRemaining(1)) | \(english.filesRemaining(5)) | \(russian.filesRemaining(3)) | \(russian.filesRemaining(5))"
)
for (index, operation) in operations.enumerated() {
    let times = timings[index].map { String(format: "%.4f", $0) }.joined(separator: " ")
    print("result\t\(operation.name)\t\(operation.operationsPerPass)\t\(passes[index])\t\(checksums[index])\t\(times)")
}
