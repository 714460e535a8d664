import Foundation
import Testing

/// Localizations kept outside the target (plural-rules.json's "localizations"), so that the
/// target has no resources and SwiftPM links no Foundation: the plugin finds their files,
/// declares them as inputs and plans their tables.
@Suite struct ExternalLocalizationsTests {
    let tool = "/build/debug/plural-rules"
    let work = "/build/plugins/outputs/App/PluralRulesPlugin"

    @Test func externalFilesArePlannedAsTheTargetsOwn() {
        let target = "/p/Sources/App"
        let external = "/p/Localizations/App"
        let plan = BuildPlan(
            files: ["\(target)/main.swift", "\(target)/plural-rules.json"],
            externalFiles: ["\(external)/en.lproj/Localizable.stringsdict", "\(external)/ru.lproj/Localizable.stringsdict", "\(external)/README.md"],
            tool: tool, workDirectory: work
        )
        #expect(plan.messages.isEmpty)
        #expect(
            plan.steps.map(\.outputFiles) == [
                ["\(work)/PluralRules.swift"],
                ["\(work)/Localizable.swift", "\(work)/Localizable+Current.swift", "\(work)/Localizable+Translations.swift"],
            ])
        #expect(plan.steps[0].arguments.contains("en.lproj,ru.lproj"))
        // Each file is an input (an edit reruns its table) and an --input of the tool.
        #expect(
            plan.steps[1].inputFiles == [
                tool, "\(external)/en.lproj/Localizable.stringsdict", "\(external)/ru.lproj/Localizable.stringsdict",
                "\(target)/plural-rules.json",
            ])
        #expect(
            plan.steps[1].arguments == [
                "accessors", "--table", "Localizable", "--output", work,
                "--input", "\(external)/en.lproj/Localizable.stringsdict", "--input", "\(external)/ru.lproj/Localizable.stringsdict",
                "--default-runtime", "embedded", "--config", "\(target)/plural-rules.json",
            ])
    }

    /// A plural-rules.json among the external files is not the target's configuration.
    @Test func theConfigurationIsTheTargets() {
        let plan = BuildPlan(
            files: ["/p/Sources/App/main.swift"],
            externalFiles: ["/p/Localizations/en.lproj/T.strings", "/p/Localizations/plural-rules.json"],
            tool: tool, workDirectory: work)
        #expect(!plan.steps.flatMap(\.arguments).contains("--config"))
    }

    /// A configured folder inside the target names the target's own files again.
    @Test func aFileFoundTwiceIsPlannedOnce() {
        let file = "/p/Sources/App/Localizations/en.lproj/Localizable.strings"
        let plan = BuildPlan(files: [file], externalFiles: [file], tool: tool, workDirectory: work)
        #expect(plan.steps[1].inputFiles == [tool, file])
    }

    @Test func foldersResolveAgainstTheConfigurationAndListEveryFile() throws {
        let root = try TemporaryFolder()
        try root.write(
            "Sources/My App/plural-rules.json",
            #"{ "accessLevel": "public", "localizations": ["../../Localizations/My App", "/absent/../\#(root.path)/Shared"] }"#)
        try root.write("Localizations/My App/en.lproj/Localizable.strings", #""a" = "A";"#)
        try root.write("Localizations/My App/ru.lproj/Localizable.strings", #""a" = "А";"#)
        try root.write("Localizations/My App/nested/de.lproj/Errors.strings", #""e" = "E";"#)
        try root.write("Shared/en.lproj/Shared.strings", #""s" = "S";"#)
        let configuration = root.path + "/Sources/My App/plural-rules.json"
        #expect(try TargetFiles.localizationFolders(configuration: configuration) == [root.path + "/Localizations/My App", root.path + "/Shared"])
        #expect(
            try TargetFiles.externalFiles(targetFiles: [root.path + "/Sources/My App/main.swift", configuration]) == [
                root.path + "/Localizations/My App/en.lproj/Localizable.strings",
                root.path + "/Localizations/My App/nested/de.lproj/Errors.strings",
                root.path + "/Localizations/My App/ru.lproj/Localizable.strings",
                root.path + "/Shared/en.lproj/Shared.strings",
            ])
    }

    @Test func withoutTheKeyOrTheFileNothingIsExternal() throws {
        let root = try TemporaryFolder()
        try root.write("plural-rules.json", #"{ "accessLevel": "public" }"#)
        #expect(try TargetFiles.externalFiles(targetFiles: [root.path + "/plural-rules.json"]).isEmpty)
        #expect(try TargetFiles.externalFiles(targetFiles: [root.path + "/main.swift"]).isEmpty)
    }

    @Test(arguments: [
        (#"{ "localizations": ["../missing"] }"#, "'localizations' names '../missing', but"),
        (#"{ "localizations": "../Localizations" }"#, "'localizations' must be an array of folders"),
        (#"{ "localizations": [""] }"#, "'localizations' must be an array of folders"),
        (#"{ "localizations": [ }"#, "is not valid JSON"),
    ])
    func aBadConfigurationSaysWhat(text: String, expected: String) throws {
        let root = try TemporaryFolder()
        try root.write("App/plural-rules.json", text)
        #expect {
            try TargetFiles.localizationFolders(configuration: root.path + "/App/plural-rules.json")
        } throws: { error in
            "\(error)".contains(root.path + "/App/plural-rules.json") && "\(error)".contains(expected)
        }
    }
}

/// A fresh folder under the temporary directory, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "PluralRulesPluginTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.standardizedFileURL.path(percentEncoded: false).trimmingSuffix("/")
    }

    func write(_ relativePath: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
