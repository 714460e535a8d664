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
        return try commands(
            files: files, tool: context.tool(named: "plural-rules").url, workDirectory: context.pluginWorkDirectoryURL,
            dependsOnLibrary: target.dependsOnPluralRulesLibrary, target: target.name)
    }
}

/// One `createBuildCommands` for both conformances: the plan decides, this only converts.
/// `xcodeProject` is the folder and name of the Xcode project the target belongs to (`nil` for
/// a package target), where its development region is found (``DevelopmentRegion``).
func commands(
    files: [String], tool: URL, workDirectory: URL, dependsOnLibrary: Bool, target: String,
    xcodeProject: (directory: String, name: String)? = nil
) -> [Command] {
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
    var developmentRegion: String?
    if let xcodeProject {
        let configuration = files.filter { $0.hasSuffix("/" + LocalizationFile.configurationFileName) }.sorted().first
        // The .lproj folders of .strings and .stringsdict files (a catalog names its own source language).
        let folders = (files + externalFiles).compactMap { LocalizationFile(path: $0).flatMap { $0.format == .xcstrings ? nil : $0.folder } }
        let decision = DevelopmentRegion.decide(
            configured: configuration.flatMap(TargetFiles.developmentRegion(configuration:)),
            projectFile: TargetFiles.xcodeProjectFile(directory: xcodeProject.directory, name: xcodeProject.name),
            folders: folders, target: target)
        if let warning = decision.warning { Diagnostics.warning(warning) }
        developmentRegion = decision.argument
    }
    let plan = BuildPlan(
        files: files, externalFiles: externalFiles, tool: tool.path(percentEncoded: false),
        workDirectory: workDirectory.path(percentEncoded: false), dependsOnLibrary: dependsOnLibrary,
        developmentRegion: developmentRegion,
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

// Unverified: written against Apple's documented XcodeProjectPlugin API (XcodePluginContext's
// `xcodeProject`, `pluginWorkDirectoryURL` and `tool(named:)`; XcodeProject's `directoryURL` and
// `displayName`; XcodeTarget's `inputFiles` and `displayName`), which only Xcode has: nobody here
// has compiled it (GettingStartedInXcode.md, in the PluralRulesCompiler documentation).
extension PluralRulesPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // Every file of the target: sources and resources (the .lproj files and catalogs Xcode
        // copies into the app). Xcode targets have no package dependencies to inspect, so they
        // embed the runtime unless plural-rules.json says "runtime": "library".
        let files = target.inputFiles.map { $0.url.path(percentEncoded: false) }
        let project = (directory: context.xcodeProject.directoryURL.path(percentEncoded: false), name: context.xcodeProject.displayName)
        return try commands(
            files: files, tool: context.tool(named: "plural-rules").url, workDirectory: context.pluginWorkDirectoryURL,
            dependsOnLibrary: false, target: target.displayName, xcodeProject: project)
    }
}
#endif
