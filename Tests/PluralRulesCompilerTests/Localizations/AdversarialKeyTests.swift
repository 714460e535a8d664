import Foundation
import Testing

@testable import PluralRulesCompiler

/// Thousands of adversarial key sets (``AdversarialKeyGenerator``) through the real pipeline
/// (files on disk → reader → compiler → naming model → emitter), and every generated file
/// type-checked by `swiftc` in Swift 6 mode with strict concurrency and warnings as errors:
/// whatever the keys, the accessors compile.
///
/// Each set is its own table with its own type (`L10n17`), so that a few `swiftc` runs check
/// them all. Besides compiling: every `name-collision` warning (and note) is at a key as the
/// files have it and names that key, on one line; every renamed key has one; no generated
/// line holds a raw line break; and one set in four, generated again from its files with the
/// entries shuffled, gives the same bytes and the same warnings. The seed is fixed for CI and printed; `PLURAL_RULES_FUZZ_SEED=N` tries another,
/// `PLURAL_RULES_FUZZ_SETS=N` another number of sets, `PLURAL_RULES_FUZZ_OUTPUT=DIR` keeps the
/// generated files there. A failure names the seed and the set, and lists its keys.
@Suite(.serialized) struct AdversarialKeyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["PLURAL_RULES_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_201
    static let setCount = environment["PLURAL_RULES_FUZZ_SETS"].flatMap { Int($0) } ?? 2_000
    /// Sets per `swiftc` run, two runs at a time: every table declares its own `==`, so a module
    /// of many tables type-checks slower per table (about 16 ms a set at 100, 26 ms at 500).
    static let setsPerCompilation = 125

    struct Statistics {
        var sets = 0
        var keys = 0
        var pluralKeys = 0
        var nestedKeys = 0
        var deepestPath = 0
        var flatSets = 0
        var keyCollisions = 0
        var numberedNames = 0
        var namespaceRenames = 0
        var determinismChecks = 0

        mutating func add(_ other: Statistics) {
            sets += other.sets
            keys += other.keys
            pluralKeys += other.pluralKeys
            nestedKeys += other.nestedKeys
            deepestPath = max(deepestPath, other.deepestPath)
            flatSets += other.flatSets
            keyCollisions += other.keyCollisions
            numberedNames += other.numberedNames
            namespaceRenames += other.namespaceRenames
            determinismChecks += other.determinismChecks
        }
    }

    @Test func adversarialKeySetsAlwaysCompile() throws {
        let started = Date()
        var generator = AdversarialKeyGenerator(random: SeededGenerator(seed: Self.seed))
        let projects = (0..<Self.setCount).map { generator.project(index: $0) }
        let output = try Self.environment["PLURAL_RULES_FUZZ_OUTPUT"] ?? Self.scratchDirectory()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        // Each set through the pipeline, on every core.
        let checked = try Self.concurrentMap(Array(projects.indices)) { index in
            try Self.check(projects[index], index: index, output: output)
        }
        var statistics = Statistics()
        var failures: [String] = []
        for (setStatistics, setFailures) in checked {
            statistics.add(setStatistics)
            failures += setFailures
        }
        let generation = Date().timeIntervalSince(started)
        try LocalizationPipeline.embeddedRules(for: ["en", "ru"], cldr: TestSupport.cldr, ordinals: false, diagnostics: DiagnosticBag())!
            .write(toFile: output + "/PluralRules.swift", atomically: false, encoding: .utf8)
        // Type-check in chunks of sets, two at a time.
        let chunks = stride(from: 0, to: Self.setCount, by: Self.setsPerCompilation).map { start in
            Array(start..<min(start + Self.setsPerCompilation, Self.setCount))
        }
        let compiled = Date()
        let results = try Self.concurrentMap(chunks) { chunk in
            let files =
                ["PluralRules.swift"]
                + chunk.flatMap { ["Set\($0).swift", "Set\($0)+Current.swift", "Set\($0)+Translations.swift"] }
                .filter { FileManager.default.fileExists(atPath: output + "/" + $0) }
            return try GeneratedCodeCompilationTests.swiftc(
                [
                    "-typecheck", "-parse-as-library", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-wmo", "-package-name",
                    "Adversarial",
                ] + files, in: output)
        }
        for result in results where result.status != 0 || !result.output.isEmpty {
            // Name the sets whose files the errors are in.
            let sets = Set(
                result.output.split(separator: "\n").compactMap { line -> Int? in
                    guard let range = line.range(of: #"Set(\d+)[+.]"#, options: .regularExpression) else { return nil }
                    return Int(line[range].dropFirst(3).dropLast())
                }
            ).sorted()
            let described = sets.prefix(3).map { "set \($0):\n" + Self.describe(projects[$0]) }
            // Each kind of error once, with its first place.
            var kinds: [String: String] = [:]
            for line in result.output.split(separator: "\n") where line.contains(": error: ") && !line.hasPrefix(" ") {
                let message = line.components(separatedBy: ": error: ").last!.replacing(#/'[^']*'/#, with: "'…'")
                if kinds[message] == nil { kinds[message] = String(line.prefix(600)) }
            }
            failures.append(
                """
                swiftc failed (seed \(Self.seed)), sets \(sets.map(String.init).joined(separator: ", ")); \(kinds.count) kinds of error:
                \(kinds.values.sorted().joined(separator: "\n"))
                \(result.output.prefix(3000))
                \(described.joined(separator: "\n"))
                """)
        }
        let compilation = Date().timeIntervalSince(compiled)
        print(
            """
            Adversarial keys (seed \(Self.seed); PLURAL_RULES_FUZZ_SEED=N for another): \(statistics.sets) key sets, \
            \(statistics.keys) keys (\(statistics.pluralKeys) plural, \(statistics.nestedKeys) nested up to \(statistics.deepestPath) levels, \
            \(statistics.flatSets) flat sets); \(statistics.keyCollisions) keys renamed for a name collision (\(statistics.numberedNames) by a number), \
            \(statistics.namespaceRenames) namespaces renamed; \(statistics.determinismChecks) sets generated again from shuffled files, byte-identical; \
            generated in \(String(format: "%.1f", generation)) s, type-checked in \(results.count) swiftc runs in \(String(format: "%.1f", compilation)) s
            """)
        for failure in failures.prefix(10) { Issue.record("\(failure)") }
        let failureCount = failures.count
        #expect(failureCount == 0, "seed \(Self.seed)")
    }

    /// One set: generated (and every fourth one again from its files shuffled), checked, and
    /// its files written to `output` as `Set<index>…swift`.
    static func check(_ project: AdversarialProject, index: Int, output: String) throws -> (Statistics, [String]) {
        var failures: [String] = []
        var noShuffle: SeededGenerator? = nil
        let (files, places) = project.files(shuffledWith: &noShuffle)
        let root = try write(files)
        let bag = DiagnosticBag()
        guard let generated = generate(root, project: project, diagnostics: bag) else {
            return (Statistics(), ["set \(index) did not generate: \(bag.errors.map(\.description).joined(separator: "\n"))\n\(describe(project))"])
        }
        var statistics = Statistics(sets: 1, keys: project.keyCount, pluralKeys: project.stringsdict.count, flatSets: project.style == .flat ? 1 : 0)
        let collisions = bag.diagnostics.filter { $0.kind == .nameCollision }
        if index % 4 == 0 {
            // Determinism: the same project with its entries in another order, read again.
            statistics.determinismChecks = 1
            var shuffler: SeededGenerator? = SeededGenerator(seed: seed ^ UInt64(index + 1))
            let shuffledBag = DiagnosticBag()
            let again = generate(try write(project.files(shuffledWith: &shuffler).files), project: project, diagnostics: shuffledBag)
            if again?.files != generated.files {
                let difference =
                    zip(generated.files, again?.files ?? []).lazy.compactMap { first, second -> String? in
                        guard let line = zip(first.contents.split(separator: "\n"), second.contents.split(separator: "\n")).first(where: { $0 != $1 }) else {
                            return nil
                        }
                        return "\(first.name):\n  \(line.0)\n  \(line.1)"
                    }.first ?? "(files missing)"
                failures.append("set \(index): the same keys in another order generate other bytes: \(difference)\n\(describe(project))")
            }
            if Set(collisions.map(\.message)) != Set(shuffledBag.diagnostics.filter { $0.kind == .nameCollision }.map(\.message)) {
                failures.append("set \(index): the same keys in another order make other name-collision warnings\n\(describe(project))")
            }
        }
        failures += checkCollisions(collisions, root: root, places: places, set: index)
        failures += checkLines(generated.files, set: index)
        for file in generated.files {
            let name = file.name.replacingOccurrences(of: "Localizable", with: "Set\(index)")
            try file.contents.write(toFile: output + "/" + name, atomically: false, encoding: .utf8)
        }
        // Every key that lost its plain name is warned about, at that key.
        let warned = Set(collisions.compactMap { $0.subject?.key })
        for model in generated.models {
            for key in model.keys where AccessorModel.unescaped(key.member) != AccessorNaming.parts(of: key.key.key, style: project.style).member {
                if !warned.contains(key.key.key) {
                    failures.append("set \(index): \(key.key.key.debugDescription) became \(key.member) without a name-collision warning\n\(describe(project))")
                }
            }
            for key in model.keys where !key.path.isEmpty {
                statistics.nestedKeys += 1
                statistics.deepestPath = max(statistics.deepestPath, key.path.count)
            }
        }
        let members = Set(generated.models.flatMap { $0.keys.map { AccessorModel.unescaped($0.member) } })
        for diagnostic in collisions {
            if diagnostic.message.contains("makes the namespace '") {
                statistics.namespaceRenames += 1
            } else {
                statistics.keyCollisions += 1
                // `…; 'Save...' becomes 'saveEllipsis2'`: numbered when the name without its last
                // digits is another key's, or a `…Text` name.
                let name = diagnostic.message.split(separator: "'").last.map(String.init) ?? ""
                let stem = String(name.reversed().drop { $0.isASCII && $0.isNumber }.reversed())
                if stem != name && (members.contains(stem) || stem.hasSuffix("Text")) { statistics.numberedNames += 1 }
            }
        }
        return (statistics, failures)
    }

    static func generate(_ root: String, project: AdversarialProject, diagnostics: DiagnosticCollector) -> LocalizationPipeline.Output? {
        var options = LocalizationCompiler.Options(access: project.access, typeNames: ["Localizable": project.typeName], keyStyle: project.style)
        options.runtime = .embedded
        return LocalizationPipeline.generate(
            [root], cldr: TestSupport.cldr, options: options, warningsAsErrors: false,
            onlyTable: "Localizable", diagnostics: diagnostics)
    }

    /// Every `name-collision` warning, and each of its notes, is at a key as written, and
    /// names that key; its message is one line.
    static func checkCollisions(_ collisions: [Diagnostic], root: String, places: [AdversarialProject.Place: String], set: Int) -> [String] {
        var failures: [String] = []
        func check(_ location: PluralRulesCompiler.SourceLocation?, key: String?, in diagnostic: Diagnostic) {
            guard let location, location.path.hasPrefix(root + "/") else {
                failures.append("set \(set): name-collision without a place in the project: \(diagnostic)")
                return
            }
            let place = AdversarialProject.Place(file: String(location.path.dropFirst(root.count + 1)), line: location.line)
            let column = place.file.hasSuffix(".strings") ? 1 : 6
            guard let written = places[place], location.column == column || (written.isEmpty && location.column == 1) else {
                failures.append("set \(set): name-collision at \(place.file):\(location.line):\(location.column), where no key starts: \(diagnostic)")
                return
            }
            if let key, key != written {
                failures.append("set \(set): name-collision about '\(key.debugDescription)' at the key \(written.debugDescription): \(diagnostic)")
            }
        }
        for diagnostic in collisions {
            check(diagnostic.location, key: diagnostic.subject?.key, in: diagnostic)
            for note in diagnostic.notes { check(note.location, key: nil, in: diagnostic) }
            let lines = diagnostic.description.split(omittingEmptySubsequences: false) { $0.isNewline }
            if lines.count != 1 + diagnostic.notes.count {
                failures.append("set \(set): a name-collision message breaks its line: \(diagnostic.description.debugDescription)")
            }
        }
        return failures
    }

    /// No generated line holds a line break or a character that ends a line elsewhere: CR,
    /// NUL, VT, FF, U+0085, U+2028, U+2029.
    static func checkLines(_ files: [GeneratedFile], set: Int) -> [String] {
        files.compactMap { file in
            var previous: (UInt8, UInt8) = (0, 0)
            var offset = 0
            for byte in file.contents.utf8 {
                switch (previous.0, previous.1, byte) {
                case (_, _, 0x0D), (_, _, 0x00), (_, _, 0x0B), (_, _, 0x0C), (_, 0xC2, 0x85), (0xE2, 0x80, 0xA8), (0xE2, 0x80, 0xA9):
                    return "set \(set): \(file.name) holds a raw line break or NUL at byte \(offset)"
                default:
                    previous = (previous.1, byte)
                    offset += 1
                }
            }
            return nil
        }
    }

    /// Where the sets' files go: memory (`/dev/shm`) where there is one, as creating some
    /// 20,000 files on disk costs more than generating them.
    static let scratch: String = {
        let memory = "/dev/shm"
        let base = FileManager.default.isWritableFile(atPath: memory) ? memory : TestSupport.temporaryRoot
        // Removed when the process exits, like ``TestSupport/temporaryRoot``.
        atexit { try? FileManager.default.removeItem(atPath: AdversarialKeyTests.scratch) }
        return base + "/plural-rules-adversarial-\(ProcessInfo.processInfo.processIdentifier)"
    }()

    static func scratchDirectory() throws -> String {
        let path = scratch + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ files: [String: [UInt8]]) throws -> String {
        let root = try scratchDirectory()
        for (path, bytes) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    static func describe(_ project: AdversarialProject) -> String {
        let keys =
            project.strings.map { "  .strings      \($0.key.debugDescription) = \($0.value.debugDescription)" }
            + project.stringsdict.map {
                "  .stringsdict  \($0.key.debugDescription) = \($0.value.debugDescription) \($0.variables.map { "\($0.name):\($0.type)" })"
            }
        return "type \(project.typeName), \(project.style), \(project.access)\(project.hasRussian ? ", with ru" : "")\n" + keys.joined(separator: "\n")
    }

    /// `transform` of each element, two at a time.
    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) throws -> R) throws -> [R] {
        let results = Results<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, Result { try transform(items[index]) })
        }
        return try results.values.map { try $0!.get() }
    }

    final class Results<R: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Result<R, Error>?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<R, Error>) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }
}
