// Our .strings and .stringsdict readers against CoreFoundation's parser, on every such file
// under the paths given and on seeded mutations of them:
//
//     swift run -c release CoreFoundationDifferential [--mutations N] [--seed S] [--save DIR] PATH…
//
// Every case is classified (see `Outcome`) and the counts printed; a difference we do not
// report, or a file CF rejects and we read without a word, is listed with what was done to
// the file, saved in DIR when given, and makes the exit status 1.
import Foundation

var mutations = 20_000
var seed: UInt64 = 1
var saveDirectory: String?
var shown = 20
var verbose = false
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--mutations": mutations = arguments.popFirst().flatMap { Int($0) } ?? { fatalError("--mutations takes a count") }()
    case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? { fatalError("--seed takes a number") }()
    case "--save": saveDirectory = arguments.popFirst()
    case "--verbose": verbose = true
    case "--show": shown = arguments.popFirst().flatMap { Int($0) } ?? 20
    default: paths.append(argument)
    }
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: CoreFoundationDifferential [--mutations N] [--seed S] [--save DIR] [--show K] PATH…\n".utf8))
    exit(2)
}

/// Every .strings and .stringsdict file under `paths`, sorted.
func localizationFiles(_ paths: [String]) -> [String] {
    var found: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if !isDirectory.boolValue { found.append(path); continue }
        for case let relative as String in FileManager.default.enumerator(atPath: path) ?? FileManager.DirectoryEnumerator() {
            if OurReading.Format(path: relative) != nil { found.append(path + "/" + relative) }
        }
    }
    return found.filter { OurReading.Format(path: $0) != nil }.sorted()
}

let files = localizationFiles(paths)
let contents = files.map { Array(FileManager.default.contents(atPath: $0) ?? Data()) }
var failures = 0

struct Tally {
    var counts: [OurReading.Format: [Outcome: Int]] = [:]
    var total: Int { counts.values.flatMap(\.values).reduce(0, +) }

    mutating func add(_ outcome: Outcome, _ format: OurReading.Format) { counts[format, default: [:]][outcome, default: 0] += 1 }

    func printed(_ title: String) {
        print("\(title): \(total)")
        for format in [OurReading.Format.strings, .propertyList] {
            guard let byOutcome = counts[format] else { continue }
            let cases = byOutcome.values.reduce(0, +)
            let parts = Outcome.allCases.map { "\($0.rawValue) \(byOutcome[$0] ?? 0)" }
            print("  \(format == .strings ? ".strings" : ".stringsdict") \(cases): " + parts.joined(separator: ", "))
        }
    }
}

var listed = 0

/// Counts a silent case as a failure, and lists it (any case with `--verbose`) up to `--show`.
@MainActor func report(_ comparison: Comparison, _ path: String, mutation: String?, bytes: [UInt8], number: Int) {
    if comparison.outcome.isFailure { failures += 1 }
    listed += 1
    guard listed <= shown else { return }
    print("\(comparison.outcome.rawValue): \(path)\(mutation.map { " (\($0))" } ?? "")")
    print("    \(comparison.detail ?? "")")
    if let explanation = comparison.accountedBy { print("    accounted for by: \(explanation)") }
    if let directory = saveDirectory {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let name = "\(number)-" + (path as NSString).lastPathComponent
        _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes))
        print("    saved as \(directory)/\(name)")
    }
}

var real = Tally()
var reasons: [String: Int] = [:]
for (index, path) in files.enumerated() {
    let format = OurReading.Format(path: path)!
    let comparison = Differential.compare(contents[index], format: format, path: path)
    real.add(comparison.outcome, format)
    if comparison.outcome != .equal, let explanation = comparison.accountedBy { reasons["[\(explanation.id)] \(comparison.outcome.rawValue)", default: 0] += 1 }
    if comparison.outcome.isFailure || (verbose && comparison.outcome != .equal) { report(comparison, path, mutation: nil, bytes: contents[index], number: index) }
}
real.printed("real files")

var mutated = Tally()
var generator = SeededGenerator(seed: seed)
if !files.isEmpty {
    for number in 0..<mutations {
        let index = Int.random(in: 0..<files.count, using: &generator)
        let (bytes, description) = Mutator.mutate(contents[index], using: &generator)
        let format = OurReading.Format(path: files[index])!
        let comparison = Differential.compare(bytes, format: format, path: files[index])
        mutated.add(comparison.outcome, format)
        if comparison.outcome != .equal, let explanation = comparison.accountedBy { reasons["[\(explanation.id)] \(comparison.outcome.rawValue)", default: 0] += 1 }
        if comparison.outcome.isFailure { report(comparison, files[index], mutation: "mutation \(number): \(description)", bytes: bytes, number: number) }
    }
}
mutated.printed("mutations (seed \(seed))")
print("what accounted for the differences:")
for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) { print("  \(count)\t\(reason)") }
print(failures == 0 ? "no silent difference" : "\(failures) silent differences")
exit(failures == 0 ? 0 : 1)
