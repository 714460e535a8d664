import Foundation
import Testing

/// The Xcode-project path of the build plugin: its development region (``DevelopmentRegion``,
/// ``TargetFiles/xcodeProjectFile(directory:name:)``) and the plan it makes for a target whose
/// files Xcode lists, in folders whose names have spaces. The XcodeProjectPlugin calls
/// themselves only compile in Xcode (GettingStartedInXcode.md).
@Suite struct XcodeProjectTests {
    static let projectFile = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        /* Begin PBXProject section */
        \t\t8D1107260486CEB800E47090 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tcompatibilityVersion = "Xcode 14.0";
        \t\t\tdevelopmentRegion = de;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\tde,
        \t\t\t\tBase,
        \t\t\t\tfr,
        \t\t\t);
        \t\t};
        /* End PBXProject section */
        \t};
        }
        """

    @Test(
        arguments: [
            ("\tdevelopmentRegion = de;\n", "de"),
            (#"developmentRegion = "pt-BR";"#, "pt-BR"),
            ("developmentRegion=en;", "en"),
            ("\t\t\tdevelopmentRegion = zh_Hant;", "zh_Hant"),
            ("notdevelopmentRegion = fr; developmentRegion = it;", "it"),
            ("developmentRegion = ;", nil),
            (#"developmentRegion = "a b";"#, nil),
            ("knownRegions = (en, Base);", nil),
        ] as [(String, String?)])
    func theProjectFilesRegion(text: String, region: String?) {
        #expect(DevelopmentRegion.region(inProjectFile: text) == region)
    }

    @Test func theConfigurationWinsThenTheProjectFileThenAGuess() {
        let project = (path: "/p/App.xcodeproj/project.pbxproj", text: Self.projectFile)
        let configured = DevelopmentRegion.decide(configured: "fr", projectFile: project, folders: ["fr.lproj"], target: "App")
        #expect(configured == .init(argument: nil, warning: nil))
        let fromProject = DevelopmentRegion.decide(configured: nil, projectFile: project, folders: ["fr.lproj", "Base.lproj"], target: "App")
        #expect(fromProject == .init(argument: "de", warning: nil))

        let guessed = DevelopmentRegion.decide(configured: nil, projectFile: nil, folders: ["ru.lproj", "en.lproj", "Base.lproj"], target: "App")
        #expect(guessed.argument == "en")
        let warning = try? #require(guessed.warning)
        #expect(warning?.contains("App: the Xcode project file was not found, so PluralRulesPlugin takes 'en' as the development region") == true)
        #expect(warning?.contains(#""developmentRegion": "en""#) == true)

        let noRegion = (path: "/p/App.xcodeproj/project.pbxproj", text: "{ objects = { }; }")
        let only = DevelopmentRegion.decide(configured: nil, projectFile: noRegion, folders: ["ja.lproj", "Base.lproj", "ja.lproj"], target: "App")
        #expect(only.argument == "ja")
        #expect(only.warning?.hasPrefix("App: /p/App.xcodeproj/project.pbxproj has no developmentRegion, so") == true)
        let first = DevelopmentRegion.decide(configured: nil, projectFile: nil, folders: ["sv.lproj", "da.lproj"], target: "App")
        #expect(first.argument == "da")
        // Nothing to decide for catalogs alone (or Base.lproj alone): no argument, no warning.
        #expect(DevelopmentRegion.decide(configured: nil, projectFile: nil, folders: [], target: "App") == .init())
        #expect(DevelopmentRegion.decide(configured: nil, projectFile: nil, folders: ["Base.lproj"], target: "App") == .init())
    }

    @Test func theProjectFileIsFoundByTheProjectsName() throws {
        let folder = try TemporaryFolder()
        try folder.write("My App.xcodeproj/project.pbxproj", Self.projectFile)
        try folder.write("Other.xcodeproj/project.pbxproj", "developmentRegion = fr;")
        let found = try #require(TargetFiles.xcodeProjectFile(directory: folder.path, name: "My App"))
        #expect(found.path == folder.path + "/My App.xcodeproj/project.pbxproj")
        #expect(DevelopmentRegion.region(inProjectFile: found.text) == "de")
        // Two projects and neither of the name: none is taken for the other.
        #expect(TargetFiles.xcodeProjectFile(directory: folder.path, name: "Missing") == nil)

        let single = try TemporaryFolder()
        try single.write("Renamed.xcodeproj/project.pbxproj", "developmentRegion = fr;")
        #expect(TargetFiles.xcodeProjectFile(directory: single.path, name: "App")?.text == "developmentRegion = fr;")
    }

    @Test func theConfigurationsRegionIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/plural-rules.json", #"{"developmentRegion": "fr", "accessLevel": "public"}"#)
        try folder.write("b/plural-rules.json", #"{"accessLevel": "public"}"#)
        #expect(TargetFiles.developmentRegion(configuration: folder.path + "/a/plural-rules.json") == "fr")
        #expect(TargetFiles.developmentRegion(configuration: folder.path + "/b/plural-rules.json") == nil)
        #expect(TargetFiles.developmentRegion(configuration: folder.path + "/missing.json") == nil)
    }

    /// An Xcode target lists its resources among its files; every path, spaces and all, is one
    /// argument, and the region goes to every command.
    @Test func anXcodeTargetsPlanPassesTheRegionAndKeepsPathsWhole() {
        let root = "/Users/me/Developer/My App/My App"
        let work =
            "/Users/me/Library/Developer/Xcode/DerivedData/My App-abc/Build/Intermediates.noindex/BuildToolPluginIntermediates/My App.output/My App/PluralRulesPlugin"
        let files = [
            "\(root)/ContentView.swift",
            "\(root)/Base.lproj/Localizable.strings",
            "\(root)/fr.lproj/Localizable.strings",
            "\(root)/fr.lproj/Localizable.stringsdict",
            "\(root)/Assets.xcassets",
        ]
        let plan = BuildPlan(files: files, tool: "/path with space/plural-rules", workDirectory: work, developmentRegion: "de", target: "My App")
        #expect(plan.steps.count == 2)
        #expect(
            plan.steps[0].arguments == [
                "generate", "--localization-support", "--locales", "Base.lproj,fr.lproj", "--output", "\(work)/PluralRules.swift",
                "--default-runtime", "embedded", "--development-region", "de",
            ])
        #expect(
            plan.steps[1].arguments == [
                "accessors", "--table", "Localizable", "--output", work,
                "--input", "\(root)/Base.lproj/Localizable.strings",
                "--input", "\(root)/fr.lproj/Localizable.strings",
                "--input", "\(root)/fr.lproj/Localizable.stringsdict",
                "--default-runtime", "embedded", "--development-region", "de",
            ])
        #expect(plan.steps[1].outputFiles.allSatisfy { $0.hasPrefix(work + "/") })
        #expect(plan.steps.allSatisfy { $0.inputFiles.first == "/path with space/plural-rules" })
    }
}
