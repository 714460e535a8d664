import Foundation
import Testing

@Suite struct BuildPlanTests {
    let tool = "/build/debug/plural-rules"
    let work = "/build/plugins/outputs/App/PluralRulesPlugin"

    @Test func oneCommandForTheRulesAndOnePerTable() {
        let root = "/My Project/Sources/App"
        let files = [
            "\(root)/main.swift",
            "\(root)/Resources/en.lproj/Localizable.strings",
            "\(root)/Resources/en.lproj/Localizable.stringsdict",
            "\(root)/Resources/ru.lproj/Localizable.stringsdict",
            "\(root)/Resources/ru.lproj/Errors.strings",
            "\(root)/Resources/en.lproj/Errors.strings",
            "\(root)/Resources/Base.lproj/Main.storyboard",
            "\(root)/plural-rules.json",
            "\(root)/Notes.strings",  // not in an .lproj folder: not a localization
        ]
        let plan = BuildPlan(files: files, tool: tool, workDirectory: work)
        #expect(
            plan.steps.map(\.outputFiles) == [
                ["\(work)/PluralRules.swift"],
                ["\(work)/Errors.swift", "\(work)/Errors+Current.swift", "\(work)/Errors+Translations.swift"],
                ["\(work)/Localizable.swift", "\(work)/Localizable+Current.swift", "\(work)/Localizable+Translations.swift"],
            ])
        #expect(
            plan.steps[0].arguments == [
                "generate", "--localization-support", "--locales", "en.lproj,ru.lproj", "--output", "\(work)/PluralRules.swift",
                "--default-runtime", "embedded", "--config", "\(root)/plural-rules.json",
            ])
        #expect(plan.steps[0].inputFiles == [tool, "\(root)/plural-rules.json"])
        #expect(
            plan.steps[2].arguments == [
                "accessors", "--table", "Localizable", "--output", work,
                "--input", "\(root)/Resources/en.lproj/Localizable.strings",
                "--input", "\(root)/Resources/en.lproj/Localizable.stringsdict",
                "--input", "\(root)/Resources/ru.lproj/Localizable.stringsdict",
                "--default-runtime", "embedded", "--config", "\(root)/plural-rules.json",
            ])
        // Exact inputs: the tool, this table's files, the configuration; nothing else.
        #expect(
            plan.steps[2].inputFiles == [
                tool, "\(root)/Resources/en.lproj/Localizable.strings", "\(root)/Resources/en.lproj/Localizable.stringsdict",
                "\(root)/Resources/ru.lproj/Localizable.stringsdict", "\(root)/plural-rules.json",
            ])
        #expect(
            plan.steps[1].inputFiles == [
                tool, "\(root)/Resources/en.lproj/Errors.strings", "\(root)/Resources/ru.lproj/Errors.strings", "\(root)/plural-rules.json",
            ])
    }

    /// A target that depends on the PluralRules library: its accessors import it, and the rules
    /// file is a placeholder (it stays declared, so that a configuration can still ask for
    /// the embedded runtime).
    @Test func aTargetOnTheLibraryAsksForTheLibraryRuntime() {
        let plan = BuildPlan(files: ["/a/en.lproj/Localizable.strings"], tool: tool, workDirectory: work, dependsOnLibrary: true)
        #expect(plan.steps.count == 2)
        #expect(plan.steps.allSatisfy { $0.arguments.suffix(2) == ["--default-runtime", "library"] })
    }

    /// What the plugin plans is what the tool reads: the same predicate, linked into both.
    @Test func onlyStringsAndStringsdictFilesInLprojFoldersAreSources() {
        #expect(LocalizationFile(path: "/a/en.lproj/Localizable.strings")?.table == "Localizable")
        #expect(LocalizationFile(path: "/a/pt-BR.lproj/Errors.stringsdict")?.format == .stringsdict)
        #expect(LocalizationFile(path: "/a/Localizable.strings") == nil)
        #expect(LocalizationFile(path: "/a/en.lproj/Main.storyboard") == nil)
        #expect(LocalizationFile(path: "/a/en.lproj/.strings") == nil)
        #expect(LocalizationFile(path: "/a/.lproj/T.strings") == nil)
        #expect(LocalizationFile(path: "/a/en.lproj/T.strings.bak") == nil)
    }

    /// String Catalogs are localization inputs wherever they are (also in `mul.lproj`): one
    /// table per catalog, merged with a legacy table of the same name; the rules step reads the
    /// catalogs for their languages.
    @Test func catalogsAreTablesAndTheRulesReadTheirLanguages() {
        #expect(LocalizationFile(path: "/a/Localizable.xcstrings")?.format == .xcstrings)
        #expect(LocalizationFile(path: "/a/mul.lproj/Main.xcstrings")?.table == "Main")
        #expect(LocalizationFile(path: "Localizable.xcstrings")?.folder == "")
        #expect(LocalizationFile(path: "/a/.xcstrings") == nil)
        let root = "/My Project/Sources/App"
        let files = [
            "\(root)/Localizable.xcstrings",
            "\(root)/Settings/mul.lproj/Settings.xcstrings",
            "\(root)/en.lproj/Localizable.strings",
            "\(root)/en.lproj/Errors.strings",
            "\(root)/ru.lproj/Errors.strings",
            "\(root)/InfoPlist.xcstrings",
        ]
        let plan = BuildPlan(files: files, tool: tool, workDirectory: work)
        #expect(
            plan.steps.map(\.displayName) == [
                "Generating PluralRules.swift for 4 localizations", "Generating Errors.swift from 2 localization files",
                "Generating Localizable.swift from 2 localization files", "Generating Settings.swift from 1 localization files",
            ])
        #expect(
            plan.steps[0].arguments == [
                "generate", "--localization-support", "--locales", "en.lproj,ru.lproj",
                "--catalog", "\(root)/Localizable.xcstrings", "--catalog", "\(root)/Settings/mul.lproj/Settings.xcstrings",
                "--output", "\(work)/PluralRules.swift", "--default-runtime", "embedded",
            ])
        #expect(plan.steps[0].inputFiles == [tool, "\(root)/Localizable.xcstrings", "\(root)/Settings/mul.lproj/Settings.xcstrings"])
        #expect(plan.steps[2].inputFiles == [tool, "\(root)/Localizable.xcstrings", "\(root)/en.lproj/Localizable.strings"])
        // A target with catalogs only gives no --locales.
        let catalogsOnly = BuildPlan(files: ["/a/Localizable.xcstrings"], tool: tool, workDirectory: work)
        #expect(catalogsOnly.steps[0].arguments.prefix(4) == ["generate", "--localization-support", "--catalog", "/a/Localizable.xcstrings"])
    }

    @Test func noLocalizationsNoCommands() {
        #expect(BuildPlan(files: ["/p/Sources/App/main.swift"], tool: tool, workDirectory: work).steps.isEmpty)
    }

    @Test func thePlanDoesNotDependOnFileOrder() {
        let files = ["/a/en.lproj/T.strings", "/a/fr.lproj/T.strings", "/a/de.lproj/T.stringsdict"]
        #expect(BuildPlan(files: files, tool: tool, workDirectory: work) == BuildPlan(files: files.reversed(), tool: tool, workDirectory: work))
    }

    @Test func withoutConfigurationNoConfigArgument() {
        let plan = BuildPlan(files: ["/a/en.lproj/Localizable.strings"], tool: tool, workDirectory: work)
        #expect(!plan.steps.flatMap(\.arguments).contains("--config"))
        #expect(plan.steps[1].inputFiles == [tool, "/a/en.lproj/Localizable.strings"])
    }
}

/// The configuration and the baseline it names are inputs of every table's command.
@Suite struct BuildPlanSettingsTests {
    @Test func theBaselineIsAnInputOfEachTable() {
        let files = ["/p/Sources/App/en.lproj/Localizable.strings", "/p/Sources/App/plural-rules.json"]
        let plan = BuildPlan(
            files: files, tool: "/t/plural-rules", workDirectory: "/w",
            baselineFile: { $0 == "/p/Sources/App/plural-rules.json" ? "/p/plural-rules-baseline.json" : nil })
        let table = plan.steps.first { $0.displayName.hasPrefix("Generating Localizable.swift") }
        #expect(table?.inputFiles.suffix(2) == ["/p/Sources/App/plural-rules.json", "/p/plural-rules-baseline.json"])
    }
}

extension BuildPlanSettingsTests {
    @Test func theBaselineIsResolvedAgainstTheConfiguration() throws {
        let folder = NSTemporaryDirectory() + "plural-rules-baseline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = folder + "/Sources/App/plural-rules.json"
        try #"{"baseline": "../../plural-rules-baseline.json"}"#.write(toFile: configuration, atomically: false, encoding: .utf8)
        #expect(TargetFiles.baselineFile(configuration: configuration) == URL(fileURLWithPath: folder + "/plural-rules-baseline.json").standardizedFileURL.path)
        try #"{"accessLevel": "public"}"#.write(toFile: configuration, atomically: false, encoding: .utf8)
        #expect(TargetFiles.baselineFile(configuration: configuration) == nil)
    }
}
