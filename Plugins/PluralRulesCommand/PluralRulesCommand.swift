import Foundation
import PackagePlugin

/// `swift package plural-rules lint|report|fix|format|generate|update-cldr|help`
/// (``PluralRulesCommand/usage``).
///
/// The plugin declares no write permission, so that `lint` and `--help` run without one;
/// `report`, `fix`, `format`, `generate` and `update-cldr` write into the package and need
/// `swift package --allow-writing-to-package-directory plural-rules …` (macOS sandboxes
/// plugins and denies the write otherwise; Linux does not sandbox them).
@main
struct PluralRulesCommand: CommandPlugin {
    static let usage = """
        usage: swift package [--allow-writing-to-package-directory] plural-rules <subcommand> [options]

        Subcommands:
          lint [--target T]... [options]     check the localizations of every target that has some (or of T)
          report [--target T]... [--output DIR] [options]
                                             write each target's HTML report and Markdown summary into
                                             DIR/T (default: plural-rules-report/T)
          fix [--target T]... [--dry-run] [--only ID,...] [options]
                                             apply the fixes that keep meaning and need no translator, as
                                             minimal edits; --dry-run prints them as a diff
          format [--target T]... [--check]   write each target's String Catalogs as Xcode writes them;
                                             --check lists those that differ and exits 1
          generate [--target T]... [--output DIR] [options]
                                             write PluralRules.swift and the accessors into Sources/T/Generated
                                             (or DIR), for teams that check generated code in; while they are
                                             there, the build plugin generates nothing for T
          update-cldr --from DIR [--check] [--target T]... [--to DIR] [--version V]
                                             in an app: pin the CLDR release DIR for the app's localizations, in
                                             the folder "cldr" names in each target's plural-rules.json (else
                                             cldr-data/ at the package root, created, with the line to add);
                                             prints what changes in meaning, and with --check the app's strings
                                             that select another form. In a checkout of swift-plural-rules:
                                             import into its cldr-data/ and regenerate its sources
          help, --help                       this text ('<subcommand> --help' lists the tool's options)
          --version                          the version of the plural-rules tool

        Options of lint, passed to 'plural-rules lint' for each target with its plural-rules.json:
          --format text|json|sarif   text (default) on standard error; JSON or SARIF on standard output,
                                     one document for all the targets linted
          --baseline FILE            report only findings that are not in FILE (one target)
          --write-baseline FILE      record the target's findings in FILE (one target; then use it as
                                     "baseline" in its plural-rules.json)
          --severity ID=LEVEL        error, warning, note or ignore for a diagnostic id (repeatable)
          --all                      list every finding instead of summing up mass findings
          --werror, --development-region L, --include-table T, --exclude-table T, --cldr DIR
        generate takes the options of 'plural-rules accessors' (--access, --enum-name, --key-style, …).

        report, fix and format take the options of 'plural-rules report', 'fix' and 'format'.

        Paths are relative to the package directory. report, fix, format, generate and update-cldr
        write into the package (fix --dry-run and format --check do not): pass
        --allow-writing-to-package-directory before plural-rules.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let verb = arguments.first else {
            print(Self.usage)
            throw PluginFailure("give a subcommand: lint, report, fix, format, generate or update-cldr")
        }
        var rest = Array(arguments.dropFirst())
        let tool = try context.tool(named: "plural-rules").url
        let root = context.package.directoryURL
        let asksForHelp = rest.contains("--help") || rest.contains("-h")
        switch verb {
        case "help", "--help", "-h":
            print(Self.usage)
        case "--version":
            _ = try Self.run(tool, ["--version"], in: root)
        case "lint" where asksForHelp, "generate" where asksForHelp, "update-cldr" where asksForHelp,
            "report" where asksForHelp, "fix" where asksForHelp, "format" where asksForHelp:
            print(Self.usage)
            print()
            let toolCommand = ["lint": "lint", "generate": "accessors", "update-cldr": "update-cldr", "report": "report", "fix": "fix", "format": "format"][
                verb]!
            print("'\(verb)' runs 'plural-rules \(toolCommand)', whose options are:")
            _ = try Self.run(tool, [toolCommand, "--help"], in: root)
        case "lint":
            try lint(context: context, tool: tool, arguments: &rest)
        case "generate":
            try generate(context: context, tool: tool, arguments: &rest)
        case "update-cldr":
            try updateCLDR(context: context, tool: tool, arguments: rest)
        case "report":
            try report(context: context, tool: tool, arguments: &rest)
        case "fix", "format":
            try perTarget(verb, context: context, tool: tool, arguments: &rest)
        default:
            throw PluginFailure(
                "unknown subcommand '\(verb)'; use lint, report, fix, format, generate or update-cldr ('swift package plural-rules --help' describes them)")
        }
    }

    // MARK: lint

    func lint(context: PluginContext, tool: URL, arguments: inout [String]) throws {
        let targets = try Self.localizedTargets(context, names: Self.values(of: "--target", in: &arguments))
        let format = arguments.firstIndex(of: "--format").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil } ?? "text"
        // A baseline matches findings by table, locale and key, which two targets can share:
        // each target keeps its own.
        for option in ["--baseline", "--write-baseline"] where arguments.contains(option) && targets.count > 1 {
            throw PluginFailure(
                "\(option) is for one target: name it with --target (targets with localizations: \(targets.map(\.target.name).joined(separator: ", "))); each target keeps its own baseline, as \"baseline\" in its plural-rules.json"
            )
        }
        let machineReadable = format == "json" || format == "sarif"
        if targets.isEmpty {
            if !machineReadable {
                print(
                    "No target of \(context.package.displayName) has .strings or .stringsdict files in .lproj folders, .xcstrings String Catalogs, or \"localizations\" in its plural-rules.json"
                )
            }
            return
        }
        var reports: [Data] = []
        var errors: [String] = []
        var failed = false
        for localized in targets {
            let toolArguments = ["lint"] + localized.files + localized.configurationArguments + arguments
            if machineReadable {
                // SwiftPM shows a command plugin's standard output and standard error as one
                // stream, its standard output: only the report may go there.
                let run = try Self.capture(
                    tool, toolArguments, in: context.package.directoryURL,
                    errorFile: context.pluginWorkDirectoryURL.appending(path: "lint-stderr.txt"))
                failed = !run.succeeded || failed
                reports.append(run.output)
                if !run.errorOutput.isEmpty { errors.append("\(localized.target.name): \(run.errorOutput)") }
            } else {
                print("Checking \(localized.target.name) (\(localized.files.count) files)")
                failed = try !Self.run(tool, toolArguments, in: context.package.directoryURL) || failed
            }
        }
        if machineReadable {
            do {
                FileHandle.standardOutput.write(try LintReports.merge(reports, format: format))
            } catch {
                errors.append(error.description)
                failed = true
            }
            if failed, !errors.isEmpty {
                throw PluginFailure("plural-rules lint found errors\n" + errors.joined(separator: "\n"))
            }
        }
        if failed { throw PluginFailure("plural-rules lint found errors") }
    }

    // MARK: report, fix, format

    /// `plural-rules report` for each target, into DIR/<target>.
    func report(context: PluginContext, tool: URL, arguments: inout [String]) throws {
        let targets = try Self.localizedTargets(context, names: Self.values(of: "--target", in: &arguments))
        let output = Self.absolute(Self.values(of: "--output", in: &arguments).last ?? "plural-rules-report", in: context.package.directoryURL)
        var failed = false
        for localized in targets {
            let directory = output + "/" + localized.target.name
            try Self.checkWritable(directory)
            print("Reporting on \(localized.target.name) (\(localized.files.count) files) into \(directory)")
            failed =
                try !Self.run(
                    tool, ["report", "--output", directory] + localized.files + localized.configurationArguments + arguments,
                    in: context.package.directoryURL) || failed
        }
        if failed { throw PluginFailure("plural-rules report failed") }
    }

    /// `plural-rules fix` or `format` on each target's own files: `fix` with the target's
    /// configuration, `format` on its String Catalogs. Both write in place, which needs the
    /// permission, except `fix --dry-run` and `format --check`.
    func perTarget(_ verb: String, context: PluginContext, tool: URL, arguments: inout [String]) throws {
        let targets = try Self.localizedTargets(context, names: Self.values(of: "--target", in: &arguments))
        let writes = !(verb == "fix" && arguments.contains("--dry-run")) && !(verb == "format" && arguments.contains("--check"))
        var failed = false
        for localized in targets {
            let files = verb == "format" ? localized.files.filter { $0.hasSuffix(".xcstrings") } : localized.files
            guard !files.isEmpty else { continue }
            if writes {
                for folder in Set(files.map { ($0 as NSString).deletingLastPathComponent }).sorted() { try Self.checkWritable(folder) }
            }
            let doing = verb == "fix" ? (writes ? "Fixing" : "Looking for fixes in") : (writes ? "Formatting" : "Checking the format of")
            print("\(doing) \(localized.target.name) (\(files.count) files)")
            let options = verb == "fix" ? localized.configurationArguments : []
            failed = try !Self.run(tool, [verb] + files + options + arguments, in: context.package.directoryURL) || failed
        }
        if failed { throw PluginFailure("plural-rules \(verb) failed") }
    }

    // MARK: generate

    func generate(context: PluginContext, tool: URL, arguments: inout [String]) throws {
        let targets = try Self.localizedTargets(context, names: Self.values(of: "--target", in: &arguments))
        let output = Self.values(of: "--output", in: &arguments).last
        if output != nil, targets.count > 1 {
            throw PluginFailure(
                "--output writes the files of one target (several would overwrite each other's Localizable.swift): name it with --target (targets with localizations: \(targets.map(\.target.name).joined(separator: ", ")))"
            )
        }
        var failed = false
        for localized in targets {
            let directory =
                output.map { Self.absolute($0, in: context.package.directoryURL) }
                ?? localized.directory.appending(path: "Generated").path(percentEncoded: false)
            try Self.checkWritable(directory)
            print("Generating accessors of \(localized.target.name) into \(directory)")
            let succeeded = try Self.run(
                tool,
                ["accessors", "--output", directory] + localized.files.flatMap { ["--input", $0] }
                    + localized.configurationArguments + arguments, in: context.package.directoryURL)
            failed = !succeeded || failed
            if directory.hasPrefix(localized.directory.path(percentEncoded: false)) {
                print(
                    """
                    \(localized.target.name)'s accessors are now sources of the target. If it uses PluralRulesPlugin, the \
                    plugin generates nothing for it while they are there (and checks none of its localizations): run \
                    generate again after changing a translation, and remove the plugin from the target's plugins.
                    """)
            }
        }
        if failed { throw PluginFailure("plural-rules generate found errors") }
    }

    // MARK: update-cldr

    func updateCLDR(context: PluginContext, tool: URL, arguments: [String]) throws {
        let root = context.package.directoryURL.path(percentEncoded: false)
        // In swift-plural-rules itself the command rewrites its own cldr-data/ and the sources
        // generated from it (the maintainers' mode); in an app it pins data for the app only.
        let isThisPackage =
            context.package.displayName == "swift-plural-rules"
            && FileManager.default.fileExists(atPath: root + "/Sources/PluralRules/Generated/PluralRuleData.swift")
        guard isThisPackage else {
            try updateAppCLDR(context: context, tool: tool, arguments: arguments)
            return
        }
        try Self.checkWritable(root + "/cldr-data")
        guard try Self.run(tool, ["update-cldr", "--to", root + "/cldr-data", "--package", root] + arguments, in: context.package.directoryURL) else {
            throw PluginFailure("update-cldr failed")
        }
    }

    /// The app's mode of update-cldr: imports the release into the folder each target's
    /// plural-rules.json pins in `"cldr"` (the build plugin then uses it instead of the data built
    /// into the tool), prints the semantic diff, and with `--check` the strings that select
    /// another form. It passes `--data-only`: no source of swift-plural-rules is regenerated,
    /// and nothing outside the app's CLDR folders is written.
    func updateAppCLDR(context: PluginContext, tool: URL, arguments: [String]) throws {
        let app = context.package.displayName
        var arguments = arguments
        if arguments.contains("--package") || arguments.contains("--data-only") {
            throw PluginFailure(
                """
                --package regenerates the sources of swift-plural-rules itself (its cldr-data/ and what is generated from it), \
                and '\(app)' is not swift-plural-rules: nothing was written. In an app, update-cldr pins a CLDR release for the \
                app's own localizations: run it without --package ('swift package plural-rules update-cldr --help')
                """)
        }
        let root = context.package.directoryURL
        var rootPath = root.path(percentEncoded: false)
        if rootPath.hasSuffix("/"), rootPath.count > 1 { rootPath.removeLast() }
        let targets = try Self.localizedTargets(context, names: Self.values(of: "--target", in: &arguments))
        let destination = Self.values(of: "--to", in: &arguments).last.map { Self.absolute($0, in: root) }
        let check = arguments.contains("--check")
        arguments.removeAll { $0 == "--check" }

        // Where each target's CLDR goes: --to, else its "cldr" folder; the targets that pin none.
        var folders: [String: [LocalizedTarget]] = [:]
        var unpinned: [LocalizedTarget] = []
        for localized in targets {
            let pinned = localized.configuration.flatMap(TargetFiles.cldrData)?.folder
            if let destination {
                folders[destination, default: []].append(localized)
                if pinned != destination { unpinned.append(localized) }
            } else if let pinned {
                folders[pinned, default: []].append(localized)
            } else {
                unpinned.append(localized)
            }
        }
        // No target pins one yet: the first use creates cldr-data/ at the package root, and says
        // what to add to each plural-rules.json (the plugin does not edit them).
        let defaultFolder = rootPath + "/cldr-data"
        if folders.isEmpty {
            guard !unpinned.isEmpty else {
                throw PluginFailure(
                    "no target of \(app) has localizations, so nothing would use a pinned CLDR release: nothing was written (--to DIR imports into DIR anyway)")
            }
            folders[defaultFolder] = unpinned
        }
        for folder in folders.keys.sorted() {
            let users = folders[folder]!
            let existed = FileManager.default.fileExists(atPath: folder)
            try Self.checkWritable(folder)
            print("Pinning CLDR for \(users.map(\.target.name).joined(separator: ", ")) in \(folder)")
            // The tool runs in the package directory: paths inside it are printed relative to it.
            func shown(_ path: String) -> String { path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path }
            let checks = check ? users.flatMap(\.files).flatMap { ["--check", shown($0)] } : []
            guard try Self.run(tool, ["update-cldr", "--data-only", "--to", shown(folder)] + arguments + checks, in: root) else {
                // The tool validates everything before it writes: leave no empty folder behind.
                if !existed, (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                    try? FileManager.default.removeItem(atPath: folder)
                }
                throw PluginFailure("update-cldr failed for \(folder) (its output above says why)")
            }
        }
        // Targets that pin nothing build with the data built into the tool until their
        // plural-rules.json names the folder: say the line to add.
        let suggested = folders.count == 1 ? folders.keys.first! : defaultFolder
        if !unpinned.isEmpty { print() }
        for localized in unpinned {
            let relative = Self.relativePath(from: localized.directory.path(percentEncoded: false), to: suggested)
            let edit =
                localized.configuration.map { "set in \($0)" }
                ?? "create \(localized.directory.appending(path: LocalizationFile.configurationFileName).path(percentEncoded: false)) with"
            print("\(localized.target.name) still builds with the CLDR built into plural-rules; to build with \(suggested), \(edit) \"cldr\": \"\(relative)\"")
        }
    }

    /// `target` relative to the folder `base` (both absolute): `../../cldr-data`.
    static func relativePath(from base: String, to target: String) -> String {
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    // MARK: Targets and processes

    /// A target with localizations: its own, or those its `plural-rules.json` names.
    struct LocalizedTarget {
        var target: SourceModuleTarget
        var directory: URL
        /// Its localization files, the external ones included, sorted.
        var files: [String]
        /// Its plural-rules.json, if it has one.
        var configuration: String?
        var configurationArguments: [String]
    }

    /// The targets named (every target when none is) that have localizations.
    static func localizedTargets(_ context: PluginContext, names: [String]) throws -> [LocalizedTarget] {
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        var localized: [LocalizedTarget] = []
        for case let target as SourceModuleTarget in targets {
            let files = target.sourceFiles.map { $0.url.path(percentEncoded: false) }
            let external: [String]
            do {
                external = try TargetFiles.externalFiles(targetFiles: files)
            } catch {
                throw PluginFailure("\(target.name): \(error.description)")
            }
            let sources = LocalizationFile.sources(in: Array(Set(files + external))).map(\.path)
            guard !sources.isEmpty else {
                if !names.isEmpty { print("\(target.name) has no .strings or .stringsdict files in .lproj folders, nor .xcstrings String Catalogs") }
                continue
            }
            let configuration = files.filter { $0.hasSuffix("/" + LocalizationFile.configurationFileName) }.sorted().first
            let directory = (target as? SwiftSourceModuleTarget)?.directoryURL ?? context.package.directoryURL.appending(path: "Sources/\(target.name)")
            localized.append(
                LocalizedTarget(
                    target: target, directory: directory, files: sources, configuration: configuration,
                    configurationArguments: (configuration.map { ["--config", $0] } ?? [])
                        + ["--default-runtime", target.dependsOnPluralRulesLibrary ? "library" : "embedded"]
                ))
        }
        return localized
    }

    /// Runs the tool in `directory` (relative paths in the arguments are the package's), with
    /// the plugin's output; returns whether it succeeded.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Runs the tool as ``run(_:_:in:)`` does, and returns its standard output and its
    /// standard error (through `errorFile`, so that neither pipe can fill while the other is read).
    static func capture(_ tool: URL, _ arguments: [String], in directory: URL, errorFile: URL) throws -> (succeeded: Bool, output: Data, errorOutput: String) {
        _ = FileManager.default.createFile(atPath: errorFile.path(percentEncoded: false), contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer { try? errorHandle.close() }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = pipe
        process.standardError = errorHandle
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorOutput = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus == 0, output, errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Fails with the flag to pass when the sandbox (macOS) keeps the plugin from writing there.
    static func checkWritable(_ directory: String) throws {
        let probe = directory + "/.plural-rules-write-check"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: probe))
            try FileManager.default.removeItem(atPath: probe)
        } catch {
            throw PluginFailure(
                "cannot write to \(directory) (\(error.localizedDescription)); this subcommand writes into the package: run 'swift package --allow-writing-to-package-directory plural-rules …'"
            )
        }
    }

    static func absolute(_ path: String, in directory: URL) -> String {
        path.hasPrefix("/") ? path : directory.appending(path: path).standardizedFileURL.path(percentEncoded: false)
    }

    static func values(of option: String, in arguments: inout [String]) -> [String] {
        var values: [String] = []
        while let index = arguments.firstIndex(of: option), index + 1 < arguments.count {
            values.append(arguments[index + 1])
            arguments.removeSubrange(index...(index + 1))
        }
        return values
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
