import Foundation
import Testing

/// A CLDR release pinned by the app (plural-rules.json's "cldr"): every command reads it
/// (`--cldr`) and declares its files as inputs, so that `update-cldr` reruns them.
@Suite struct PinnedCLDRTests {
    let tool = "/build/debug/plural-rules"
    let work = "/build/plugins/outputs/App/PluralRulesPlugin"

    @Test func everyCommandReadsThePinnedFolderAndDependsOnItsFiles() {
        let target = "/p/Sources/App"
        let configuration = "\(target)/plural-rules.json"
        let cldr = (folder: "/p/cldr-data", files: ["/p/cldr-data/plurals.xml", "/p/cldr-data/ordinals.xml", "/p/cldr-data/VERSION"])
        let plan = BuildPlan(
            files: ["\(target)/main.swift", configuration, "\(target)/en.lproj/Localizable.stringsdict", "\(target)/ru.lproj/Localizable.stringsdict"],
            tool: tool, workDirectory: work,
            cldrData: { $0 == configuration ? cldr : nil }
        )
        #expect(plan.steps.count == 2)
        for step in plan.steps {
            #expect(step.arguments.suffix(4) == ["--config", configuration, "--cldr", "/p/cldr-data"])
            #expect(step.inputFiles.suffix(3) == cldr.files[...])
        }
        #expect(
            plan.steps[1].inputFiles == [tool, "\(target)/en.lproj/Localizable.stringsdict", "\(target)/ru.lproj/Localizable.stringsdict", configuration]
                + cldr.files)
        // Without the key, the data built into the tool: no --cldr, no data files.
        let unpinned = BuildPlan(files: ["\(target)/main.swift", configuration, "\(target)/en.lproj/Localizable.stringsdict"], tool: tool, workDirectory: work)
        #expect(!unpinned.steps.flatMap(\.arguments).contains("--cldr"))
    }

    @Test func theFolderResolvesAgainstTheConfigurationAndListsTheFilesThere() throws {
        let root = try TemporaryFolder()
        try root.write("Sources/My App/plural-rules.json", #"{ "cldr": "../../cldr data/" }"#)
        for name in ["plurals.xml", "ordinals.xml", "VERSION", "LICENSE"] { try root.write("cldr data/\(name)", "") }
        let pinned = try #require(TargetFiles.cldrData(configuration: root.path + "/Sources/My App/plural-rules.json"))
        #expect(pinned.folder == root.path + "/cldr data")
        // The files the tool reads that are there; no pluralRanges.xml, and LICENSE is not read.
        #expect(pinned.files == ["plurals.xml", "ordinals.xml", "VERSION"].map { root.path + "/cldr data/" + $0 })

        // A CLDR checkout's layout.
        try root.write("App/plural-rules.json", #"{ "cldr": "/\#(root.path)/cldr-checkout" }"#)
        for name in ["plurals.xml", "ordinals.xml", "pluralRanges.xml"] { try root.write("cldr-checkout/common/supplemental/\(name)", "") }
        #expect(
            TargetFiles.cldrData(configuration: root.path + "/App/plural-rules.json")?.files
                == ["plurals.xml", "ordinals.xml", "pluralRanges.xml"].map { root.path + "/cldr-checkout/common/supplemental/" + $0 })

        // A folder that is not there yet is still passed on: the tool diagnoses it at the key.
        try root.write("B/plural-rules.json", #"{ "cldr": "missing" }"#)
        let missing = try #require(TargetFiles.cldrData(configuration: root.path + "/B/plural-rules.json"))
        #expect(missing.folder == root.path + "/B/missing")
        #expect(missing.files.isEmpty)
        try root.write("C/plural-rules.json", #"{ "accessLevel": "public" }"#)
        #expect(TargetFiles.cldrData(configuration: root.path + "/C/plural-rules.json") == nil)
    }
}
