// A whole run: every file under some paths, then seeded mutations of them, each compared, and
// the counts. The tool prints one; `CoreFoundationDifferentialTests` runs one and checks it.
import Foundation
import PluralRulesTestSupport

/// How many cases of each format had each outcome.
struct Tally {
    var counts: [OurReading.Format: [Outcome: Int]] = [:]

    var total: Int { counts.values.flatMap(\.values).reduce(0, +) }
    var failures: Int { counts.values.flatMap { $0.filter(\.key.isFailure).values }.reduce(0, +) }

    mutating func add(_ outcome: Outcome, _ format: OurReading.Format) { counts[format, default: [:]][outcome, default: 0] += 1 }

    func count(_ outcome: Outcome, _ format: OurReading.Format) -> Int { counts[format]?[outcome] ?? 0 }

    /// `title: N`, then a line per format: `.strings 430: equal 404, …`.
    func lines(_ title: String) -> [String] {
        var lines = ["\(title): \(total)"]
        for format in [OurReading.Format.strings, .propertyList] {
            guard let byOutcome = counts[format] else { continue }
            let cases = byOutcome.values.reduce(0, +)
            let parts = Outcome.allCases.map { "\($0.rawValue) \(byOutcome[$0] ?? 0)" }
            lines.append("  \(format == .strings ? ".strings" : ".stringsdict") \(cases): " + parts.joined(separator: ", "))
        }
        return lines
    }
}

struct DifferentialRun {
    /// One compared input: a real file (`mutation` nil) or a mutation of one.
    struct Case {
        var comparison: Comparison
        var path: String
        var mutation: String?
        var bytes: [UInt8]
        var number: Int
    }

    var real = Tally()
    var mutated = Tally()
    /// For each diagnostic id and outcome (`[apple-reader] differs, with a diagnostic`), how
    /// many differences it accounted for.
    var reasons: [String: Int] = [:]

    var failures: Int { real.failures + mutated.failures }

    /// Every `.strings`, `.stringsdict` and `.plist` file under `paths`, sorted.
    static func localizationFiles(_ paths: [String]) -> [String] {
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

    /// Compares every file in `files`, then `mutations` mutations of them drawn with `seed`;
    /// `visit` sees each case that is not equal.
    init(files: [String], mutations: Int, seed: UInt64, visit: (Case) -> Void = { _ in }) {
        let contents = files.map { Array(FileManager.default.contents(atPath: $0) ?? Data()) }
        for (index, path) in files.enumerated() {
            let comparison = Differential.compare(contents[index], format: OurReading.Format(path: path)!, path: path)
            real.add(comparison.outcome, OurReading.Format(path: path)!)
            count(comparison)
            if comparison.outcome != .equal {
                visit(Case(comparison: comparison, path: path, mutation: nil, bytes: contents[index], number: index))
            }
        }
        guard !files.isEmpty else { return }
        var generator = SplitMix64(seed: seed)
        for number in 0..<mutations {
            let index = Int.random(in: 0..<files.count, using: &generator)
            let (bytes, description) = Mutator.mutate(contents[index], using: &generator)
            let format = OurReading.Format(path: files[index])!
            let comparison = Differential.compare(bytes, format: format, path: files[index])
            mutated.add(comparison.outcome, format)
            count(comparison)
            if comparison.outcome != .equal {
                visit(Case(comparison: comparison, path: files[index], mutation: "mutation \(number): \(description)", bytes: bytes, number: number))
            }
        }
    }

    private mutating func count(_ comparison: Comparison) {
        if comparison.outcome != .equal, let explanation = comparison.accountedBy {
            reasons["[\(explanation.id)] \(comparison.outcome.rawValue)", default: 0] += 1
        }
    }
}
