// Our .strings and .stringsdict readers against CoreFoundation's parser, on every such file
// under the paths given and on seeded mutations of them:
//
//     swift run -c release CoreFoundationDifferential [--mutations N] [--seed S] [--save DIR] [--show K] [--verbose] PATH…
//
// Every case is classified (see `Outcome`) and the counts printed; a difference we do not
// report, or a file CF rejects and we read without a word, is listed with what was done to
// the file (the first K; all cases that are not equal with --verbose), saved in DIR when
// given, and makes the exit status 1.
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
    FileHandle.standardError.write(Data("usage: CoreFoundationDifferential [--mutations N] [--seed S] [--save DIR] [--show K] [--verbose] PATH…\n".utf8))
    exit(2)
}

let files = DifferentialRun.localizationFiles(paths)
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("no .strings or .stringsdict file under \(paths.joined(separator: " "))\n".utf8))
    exit(2)
}

var listed = 0
let run = DifferentialRun(files: files, mutations: mutations, seed: seed) { item in
    guard item.comparison.outcome.isFailure || verbose else { return }
    listed += 1
    guard listed <= shown else { return }
    print("\(item.comparison.outcome.rawValue): \(item.path)\(item.mutation.map { " (\($0))" } ?? "")")
    print("    \(item.comparison.detail ?? "")")
    if let explanation = item.comparison.accountedBy { print("    accounted for by: \(explanation)") }
    if let directory = saveDirectory {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let name = "\(item.number)-" + (item.path as NSString).lastPathComponent
        _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(item.bytes))
        print("    saved as \(directory)/\(name)")
    }
}
for line in run.real.lines("real files") + run.mutated.lines("mutations (seed \(seed))") { print(line) }
print("what accounted for the differences:")
for (reason, count) in run.reasons.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("  \(count)\t\(reason)") }
print(run.failures == 0 ? "no silent difference" : "\(run.failures) silent differences")
exit(run.failures == 0 ? 0 : 1)
