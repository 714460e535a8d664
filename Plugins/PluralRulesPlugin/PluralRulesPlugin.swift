import Foundation
import PackagePlugin

/// Generates `PluralRules.swift` and typed accessors (`Localizable.swift` → `L10n`) from the
/// `.strings` and `.stringsdict` files in a target's `.lproj` folders, and in the folders its
/// `plural-rules.json` names in `"localizations"`, at build time.
///
/// ```swift
/// .target(name: "App", plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")])
/// ```
@main
struct PluralRulesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Every file of the target, resources and unhandled ones included.
        let files = target.sourceFiles.map { $0.url.path(percentEncoded: false) }
        return try commands(files: files, tool: context.tool(named: "plural-rules").url, workDirectory: context.pluginWorkDirectoryURL,
                            dependsOnLibrary: target.dependsOnPluralRulesLibrary, target: target.name)
    }
}

/// One `createBuildCommands` for both conformances: the plan decides, this only converts.
func commands(files: [String], tool: URL, workDirectory: URL, dependsOnLibrary: Bool, target: String) -> [Command] {
    // Localizations outside the target (plural-rules.json's "localizations"): read here, since
    // the plan declares each file as an input (an edit reruns its table) and plans its tables.
    // Build-tool plugins may read the whole file system (the macOS sandbox denies only writes).
    let externalFiles: [String]
    do {
        externalFiles = try TargetFiles.externalFiles(targetFiles: files)
    } catch {
        Diagnostics.error(error.description)
        externalFiles = []
    }
    let plan = BuildPlan(files: files, externalFiles: externalFiles, tool: tool.path(percentEncoded: false),
                         workDirectory: workDirectory.path(percentEncoded: false), dependsOnLibrary: dependsOnLibrary,
                         target: target, isGenerated: TargetFiles.isGenerated, baselineFile: TargetFiles.baselineFile,
                         cldrData: TargetFiles.cldrData)
    for message in plan.messages {
        switch message.severity {
        case .warning: Diagnostics.warning(message.text)
        case .error: Diagnostics.error(message.text)
        }
    }
    return plan.steps.map { step in
        .buildCommand(
            displayName: step.displayName,
            executable: tool,
            arguments: step.arguments,
            inputFiles: step.inputFiles.map { URL(fileURLWithPath: $0) },
            outputFiles: step.outputFiles.map { URL(fileURLWithPath: $0) }
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PluralRulesPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // Unverified (no macOS here): Xcode targets have no package dependencies to inspect, so
        // they embed the runtime unless plural-rules.json says "runtime": "library".
        let files = target.inputFiles.map { $0.url.path(percentEncoded: false) }
        return try commands(files: files, tool: context.tool(named: "plural-rules").url, workDirectory: context.pluginWorkDirectoryURL,
                            dependsOnLibrary: false, target: target.displayName)
    }
}
#endif
