// The plugin's logic as plain Swift, without PackagePlugin, so that tests can compile it too
// (Tests/PluralRulesPluginTests links to this file and to LocalizationFile.swift). Both the
// SwiftPM and the Xcode conformances build their commands from this plan.

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
    /// What the plugin says about the target (a checked-in copy of what it would generate, a
    /// file in the way of an output), as SwiftPM shows it: `warning:` or `error:` lines.
    var messages: [Message] = []

    struct Message: Equatable {
        enum Severity: Equatable { case warning, error }
        var severity: Severity
        var text: String
    }

    /// - Parameters:
    ///   - files: every file of the target (absolute paths).
    ///   - externalFiles: the files of the folders its `plural-rules.json` names in
    ///     `"localizations"` (``TargetFiles/externalFiles(targetFiles:)``): localizations kept
    ///     outside the target, so that SwiftPM bundles no resources and adds no Foundation.
    ///   - tool: the `plural-rules` executable.
    ///   - workDirectory: the plugin's work directory, where every output goes.
    ///   - dependsOnLibrary: whether the target depends on the `PluralRules` library product:
    ///     then the accessors import it instead of embedding a runtime (unless
    ///     `plural-rules.json` says `"runtime": "embedded"`).
    ///   - target: the target's name, for messages.
    ///   - isGenerated: whether a file of the target was written by plural-rules (it begins
    ///     with ``TargetFiles/generatedHeaderPrefix``); asked only of files that have the name
    ///     of an output.
    ///   - baselineFile: the baseline a configuration names (``TargetFiles/baselineFile(configuration:)``).
    ///   - cldrData: the CLDR folder a configuration pins and its files (``TargetFiles/cldrData(configuration:)``).
    ///   - developmentRegion: the development region to pass every command, when the
    ///     configuration does not state one (an Xcode project's: ``DevelopmentRegion``).
    init(
        files: [String], externalFiles: [String] = [], tool: String, workDirectory: String, dependsOnLibrary: Bool = false,
        developmentRegion: String? = nil,
        target: String = "the target", isGenerated: (String) -> Bool = { _ in false },
        baselineFile: (String) -> String? = { _ in nil },
        cldrData: (String) -> (folder: String, files: [String])? = { _ in nil }
    ) {
        // A configured folder may lie inside the target: each file once.
        let candidates = Array(Set(files + externalFiles))
        // InfoPlist and storyboard or xib tables localize no NSLocalizedString: no accessors.
        let interfaceDocuments = LocalizationFile.interfaceBuilderDocuments(in: candidates)
        let sources = LocalizationFile.sources(in: candidates).filter {
            LocalizationFile.isStringsTable($0.table, interfaceBuilderDocuments: interfaceDocuments)
        }
        guard !sources.isEmpty else {
            steps = []
            return
        }
        let tables = Dictionary(grouping: sources, by: \.table)

        // A source of the target with the name of an output: SwiftPM would compile two files of
        // one name ("multiple producers"). Written by `swift package plural-rules generate`, it
        // is the checked-in copy of the outputs, and the build uses it instead.
        let outputNames = Set([LocalizationFile.generatedRulesFile] + tables.keys.flatMap(LocalizationFile.generatedFiles(forTable:)))
        let clashing = files.filter { outputNames.contains(Self.fileName($0)) }.sorted()
        if !clashing.isEmpty {
            steps = []
            let checkedIn = clashing.filter(isGenerated)
            if let first = checkedIn.first {
                let more = checkedIn.count > 1 ? " and \(checkedIn.count - 1) more" : ""
                messages = [
                    Message(
                        severity: .warning,
                        text: """
                            \(target) has accessors checked in (\(first)\(more), written by 'swift package plural-rules generate'): \
                            PluralRulesPlugin generates nothing for it and leaves its localizations unchecked, so they compile as they are. \
                            Run generate again after changing a translation, and remove the plugin from the target to silence this; \
                            or delete those files to have the plugin generate them at every build
                            """)
                ]
            }
            for path in clashing where !checkedIn.contains(path) {
                messages.append(
                    Message(
                        severity: .error,
                        text: """
                            \(path) has the name of a file PluralRulesPlugin generates for \(target), and SwiftPM cannot compile \
                            two files of one name in a module; rename it
                            """))
            }
            return
        }

        let configuration = files.filter { Self.fileName($0) == LocalizationFile.configurationFileName }.sorted().first
        // The CLDR release the app pins ("cldr"): every command reads it instead of the data built
        // into the tool, and updating it reruns them all.
        let pinned = configuration.flatMap(cldrData)
        let configurationArguments =
            (configuration.map { ["--config", $0] } ?? []) + (pinned.map { ["--cldr", $0.folder] } ?? [])
            + (developmentRegion.map { ["--development-region", $0] } ?? [])
        let cldrInputs = pinned?.files ?? []
        // The configuration, and the baseline it names: changing either reruns the tables.
        let settings = (configuration.map { [$0] } ?? []) + (configuration.flatMap(baselineFile).map { [$0] } ?? []) + cldrInputs
        let runtimeArguments = ["--default-runtime", dependsOnLibrary ? "library" : "embedded"]
        let folders = Set(sources.filter { !$0.isCatalog }.map(\.folder)).sorted()
        let catalogs = sources.filter(\.isCatalog).map(\.path)
        let rulesFile = workDirectory + "/" + LocalizationFile.generatedRulesFile
        var steps = [
            Step(
                displayName: "Generating \(LocalizationFile.generatedRulesFile) for \(folders.count + catalogs.count) localizations",
                // The rules depend on which localizations exist, not on their text: editing a
                // string does not rerun this step. A String Catalog holds its languages inside, so
                // it is an input here too (the file is written only when its bytes change).
                // With the library it is a placeholder.
                arguments: ["generate", "--localization-support"] + (folders.isEmpty ? [] : ["--locales", folders.joined(separator: ",")])
                    + catalogs.flatMap { ["--catalog", $0] } + ["--output", rulesFile] + runtimeArguments + configurationArguments,
                inputFiles: [tool] + (configuration.map { [$0] } ?? []) + cldrInputs + catalogs,
                outputFiles: [rulesFile]
            )
        ]
        for table in tables.keys.sorted() {
            let inputs = tables[table]!.map(\.path)
            steps.append(
                Step(
                    displayName: "Generating \(table).swift from \(inputs.count) localization files",
                    arguments: ["accessors", "--table", table, "--output", workDirectory] + inputs.flatMap { ["--input", $0] }
                        + runtimeArguments + configurationArguments,
                    inputFiles: [tool] + inputs + settings,
                    outputFiles: LocalizationFile.generatedFiles(forTable: table).map { workDirectory + "/" + $0 }
                ))
        }
        self.steps = steps
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }
}
