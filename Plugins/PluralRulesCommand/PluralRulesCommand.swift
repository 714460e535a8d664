import Foundation
import PackagePlugin

/// `swift package plural-rules lint|generate|update-cldr`:
///
/// - `lint [--target T]…`: checks the localizations of every target (or the named ones).
/// - `generate [--target T]… [--output DIR]`: writes `PluralRules.swift` and the accessors into
///   each target's `Generated/` folder (or DIR), for teams that check generated code in.
/// - `update-cldr --from DIR`: imports a CLDR release into this package's `cldr-data/` and
///   regenerates what depends on it.
///
/// Writing needs `swift package --allow-writing-to-package-directory plural-rules …`.
@main
struct PluralRulesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let verb = arguments.first else {
            throw PluginFailure("usage: swift package plural-rules lint|generate|update-cldr [options]")
        }
        var rest = Array(arguments.dropFirst())
        let tool = try context.tool(named: "plural-rules").url
        switch verb {
        case "lint", "generate":
            let names = Self.values(of: "--target", in: &rest)
            let output = Self.values(of: "--output", in: &rest).last
            let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
            var failed = false
            for case let target as SourceModuleTarget in targets {
                let files = target.sourceFiles.map { $0.url.path(percentEncoded: false) }
                let tables = LocalizationFile.sources(in: files).map(\.path)
                guard !tables.isEmpty else { continue }
                let configuration = (files.first { $0.hasSuffix("/" + LocalizationFile.configurationFileName) }.map { ["--config", $0] } ?? [])
                    + ["--default-runtime", target.dependsOnPluralRulesLibrary ? "library" : "embedded"]
                if verb == "lint" {
                    print("Checking \(target.name) (\(tables.count) files)")
                    failed = try !Self.run(tool, ["lint"] + tables + configuration + rest) || failed
                } else {
                    let targetDirectory = (target as? SwiftSourceModuleTarget)?.directoryURL ?? context.package.directoryURL.appending(path: "Sources/\(target.name)")
                    let directory = output ?? targetDirectory.appending(path: "Generated").path(percentEncoded: false)
                    print("Generating accessors of \(target.name) into \(directory)")
                    failed = try !Self.run(tool, ["accessors", "--output", directory] + tables.flatMap { ["--input", $0] } + configuration + rest) || failed
                }
            }
            if failed { throw PluginFailure("plural-rules \(verb) found errors") }
        case "update-cldr":
            let root = context.package.directoryURL.path(percentEncoded: false)
            guard try Self.run(tool, ["update-cldr", "--to", root + "/cldr-data", "--package", root] + rest) else {
                throw PluginFailure("update-cldr failed")
            }
        default:
            throw PluginFailure("unknown verb '\(verb)'; use lint, generate or update-cldr")
        }
    }

    /// Runs the tool with the plugin's output; returns whether it succeeded.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
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
