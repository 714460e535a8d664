// The plugin's logic as plain Swift, without PackagePlugin, so that tests can compile it too
// (Tests/PluralRulesPluginTests links to this file). Both the SwiftPM and the Xcode
// conformances build their commands from this plan.

/// The commands the build plugin adds to a target.
struct BuildPlan: Equatable {
    /// One command: what it runs, what it reads and what it writes.
    struct Step: Equatable {
        var displayName: String
        var arguments: [String]
        var inputFiles: [String]
        var outputFiles: [String]
    }

    var steps: [Step]

    /// The name of the optional configuration file in a target's folder.
    static let configurationFileName = "plural-rules.json"

    /// - Parameters:
    ///   - files: every file of the target (absolute paths).
    ///   - tool: the `plural-rules` executable.
    ///   - workDirectory: the plugin's work directory, where every output goes.
    init(files: [String], tool: String, workDirectory: String) {
        let tables = Self.tables(in: files)
        guard !tables.isEmpty else {
            steps = []
            return
        }
        let configuration = files.filter { Self.fileName($0) == Self.configurationFileName }.sorted().first
        let configurationArguments = configuration.map { ["--config", $0] } ?? []
        let folders = Set(tables.values.flatMap { $0 }.map { Self.fileName(Self.parent($0)) }).sorted()
        var steps = [Step(
            displayName: "Generating PluralRules.swift for \(folders.count) localizations",
            // The rules depend on which localizations exist, not on their text: editing a
            // string does not rerun this step.
            arguments: ["generate", "--localization-support", "--locales", folders.joined(separator: ","),
                        "--output", workDirectory + "/PluralRules.swift"] + configurationArguments,
            inputFiles: [tool] + (configuration.map { [$0] } ?? []),
            outputFiles: [workDirectory + "/PluralRules.swift"]
        )]
        for table in tables.keys.sorted() {
            let inputs = tables[table]!
            steps.append(Step(
                displayName: "Generating \(table).swift from \(inputs.count) localization files",
                arguments: ["accessors", "--table", table, "--output", workDirectory] + inputs.flatMap { ["--input", $0] } + configurationArguments,
                inputFiles: [tool] + inputs + (configuration.map { [$0] } ?? []),
                outputFiles: [workDirectory + "/\(table).swift"]
            ))
        }
        self.steps = steps
    }

    /// Localization files by table: `xx.lproj/T.strings` and `xx.lproj/T.stringsdict` belong
    /// to table `T`. Sorted, so the plan is deterministic.
    static func tables(in files: [String]) -> [String: [String]] {
        var tables: [String: [String]] = [:]
        for file in files.sorted() {
            let name = fileName(file)
            guard fileName(parent(file)).hasSuffix(".lproj") else { continue }
            for suffix in [".stringsdict", ".strings"] where name.hasSuffix(suffix) {
                tables[String(name.dropLast(suffix.count)), default: []].append(file)
                break
            }
        }
        return tables
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
