import Foundation
import Testing

@testable import PluralRulesCompiler

@Suite struct PluginConfigurationTests {
    func parse(_ json: String) -> (PluginConfiguration?, [String]) {
        let bag = DiagnosticBag()
        let configuration = PluginConfiguration.parse(Data(json.utf8), path: "App/plural-rules.json", diagnostics: bag)
        return (configuration, bag.diagnostics.map(\.description))
    }

    @Test func everyKey() throws {
        let (configuration, diagnostics) = parse(
            """
            {"accessLevel": "public", "enumName": {"Localizable": "Strings", "Errors": "ErrorText"},
             "developmentRegion": "fr", "locales": ["fr", "de"], "warningsAsErrors": true, "keyStyle": "flat"}
            """)
        #expect(diagnostics.isEmpty)
        let parsed = try #require(configuration)
        #expect(parsed.accessLevel == .public)
        #expect(parsed.enumNames == ["Localizable": "Strings", "Errors": "ErrorText"])
        #expect(parsed.developmentRegion == "fr")
        #expect(parsed.locales == ["fr", "de"])
        #expect(parsed.warningsAsErrors == true)
        #expect(parsed.keyStyle == .flat)
        let options = parsed.apply(to: .init())
        #expect(options.typeName(for: "Localizable") == "Strings")
        #expect(options.typeName(for: "Other") == "OtherStrings")
        #expect(parse(#"{"enumName": "Text"}"#).0?.enumNames == ["Localizable": "Text"])
    }

    @Test func numbers() {
        #expect(parse(#"{"numbers": "plain"}"#).0?.apply(to: .init()).numbers == .plain)
        #expect(parse(#"{"numbers": "localized"}"#).0?.numbers == .localized)
        #expect(parse("{}").0?.apply(to: .init()).numbers == .localized)
        #expect(
            parse(#"{"numbers": "arabic"}"#).1 == [
                "App/plural-rules.json:1:13: error: 'numbers' must be \"localized\" or \"plain\" [config-value]"
            ])
    }

    @Test(arguments: [
        (
            #"{"accesLevel": "public"}"#,
            "App/plural-rules.json:1:2: error: unknown key 'accesLevel' in plural-rules.json; the keys are accessLevel, enumName, developmentRegion, locales, warningsAsErrors, keyStyle, runtime, ordinals, diagnostics, includeTables, excludeTables, baseline, localizations, cldr, staleEntries, numbers [config-value]"
        ),
        ("{\n  \"accessLevel\": \"open\"}", "App/plural-rules.json:2:18: error: 'accessLevel' must be \"internal\", \"package\" or \"public\" [config-value]"),
        (#"{"warningsAsErrors": 1}"#, "App/plural-rules.json:1:22: error: 'warningsAsErrors' must be true or false [config-value]"),
        (#"{"keyStyle": "deep"}"#, "App/plural-rules.json:1:14: error: 'keyStyle' must be \"nested\" or \"flat\" [config-value]"),
        (#"{"enumName": "class"}"#, "App/plural-rules.json:1:14: error: 'enumName' must be a Swift type name; 'class' is not one [config-value]"),
        // Swift admits bidirectional overrides in identifiers; a generated type name does not.
        (#"{"enumName": "L\u202E10n"}"#, "App/plural-rules.json:1:14: error: 'enumName' must be a Swift type name; 'L\\u{202e}10n' is not one [config-value]"),
        (#"{"locales": "en"}"#, "App/plural-rules.json:1:13: error: 'locales' must be an array of locale names such as [\"en\", \"ru\"] [config-value]"),
        (#"["en"]"#, "App/plural-rules.json:1:1: error: plural-rules.json must hold a JSON object such as {\"accessLevel\": \"public\"} [config-syntax]"),
    ])
    func badConfigurationsNameTheFileAndKey(json: String, expected: String) {
        let (configuration, diagnostics) = parse(json)
        #expect(configuration == nil)
        #expect(diagnostics == [expected])
    }

    /// `"cldr"` names a folder relative to the configuration; one that is not usable is an
    /// error at the key, saying how to create it.
    @Test func cldrFolder() throws {
        let root = TestSupport.temporaryRoot + "/config-cldr"
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root + "/Sources/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        // A copy of cldr-data at the package root, named from Sources/App/plural-rules.json.
        try FileManager.default.copyItem(atPath: TestSupport.cldrDirectory, toPath: root + "/cldr-data")
        let path = root + "/Sources/App/plural-rules.json"
        func parse(_ json: String) -> (PluginConfiguration?, [String]) {
            let bag = DiagnosticBag()
            let configuration = PluginConfiguration.parse(Data(json.utf8), path: path, diagnostics: bag)
            return (configuration, bag.diagnostics.map(\.description))
        }
        let (configuration, diagnostics) = parse(#"{"cldr": "../../cldr-data"}"#)
        #expect(diagnostics == [])
        #expect(configuration?.cldr == root + "/Sources/App/../../cldr-data")
        #expect(parse(#"{"cldr": "\#(root)/cldr-data"}"#).0?.cldr == root + "/cldr-data")

        let fix = "create or update it with 'swift package --allow-writing-to-package-directory plural-rules update-cldr --from DIR' [config-value]"
        #expect(
            parse("{\n  \"locales\": [\"en\"],\n  \"cldr\": \"cldr-data\"\n}").1 == [
                "\(path):3:11: error: 'cldr' names 'cldr-data', but \(root)/Sources/App/cldr-data is not a folder; \(fix)"
            ])
        #expect(
            parse(#"{"cldr": "../../empty"}"#).1 == [
                "\(path):1:10: error: 'cldr' names '../../empty', but \(root)/Sources/App/../../empty holds no plurals.xml (nor common/supplemental/plurals.xml); \(fix)"
            ])
        #expect(
            parse(#"{"cldr": ""}"#).1 == [
                "\(path):1:10: error: 'cldr' must be the path of a CLDR folder relative to plural-rules.json, such as \"../../cldr-data\" [config-value]"
            ])
        #expect(parse(#"{"cldr": ["cldr-data"]}"#).0 == nil)
    }

    @Test func invalidJSON() {
        let (configuration, diagnostics) = parse("{\"accessLevel\": }")
        #expect(configuration == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].hasPrefix("App/plural-rules.json:1:17: error: App/plural-rules.json is not valid JSON: expected a value"))
    }

    /// The configuration is read with the located JSON reader: a value's diagnostic points at
    /// the value, wherever it is, and a key given twice is said.
    @Test func diagnosticsPointAtTheValue() {
        let (configuration, diagnostics) = parse(
            """
            {
              "keyStyle" : "flat",
              "diagnostics" : {
                "missing-translation" : "loud"
              },
              "keyStyle" : "nested",
              "staleEntries" : "generate"
            }
            """)
        #expect(configuration == nil)
        #expect(
            diagnostics == [
                "App/plural-rules.json:6:3: warning: the key \"keyStyle\" is also at line 2; this later value is used [duplicate-key]\nApp/plural-rules.json:2:3: note: the earlier \"keyStyle\" is here",
                "App/plural-rules.json:4:29: error: the severity of 'missing-translation' must be \"error\", \"warning\", \"note\" or \"ignore\" [config-value]",
            ])
        let (stale, none) = parse(#"{"staleEntries": "generate", "keyStyle": "nested"}"#)
        #expect(none.isEmpty)
        #expect(stale?.generateStaleEntries == true)
        #expect(stale?.keyStyle == .nested)
        #expect(stale?.apply(to: .init()).generateStaleEntries == true)
        // Numbers are no booleans, as before.
        #expect(parse(#"{"ordinals": 0}"#).1 == ["App/plural-rules.json:1:14: error: 'ordinals' must be true or false [config-value]"])
    }
}

@Suite struct BundledCLDRDataTests {
    /// The data compiled into the tool is cldr-data, byte for byte (CI also regenerates it).
    @Test func bundledDataIsCLDRData() throws {
        for (name, contents) in CLDRData.bundledFiles {
            let onDisk = try #require(FileManager.default.contents(atPath: TestSupport.cldrDirectory + "/" + name))
            #expect(Array(contents.utf8) == Array(onDisk), "\(name)")
        }
        #expect(CLDRData.bundledFiles.map(\.name) == ["plurals.xml", "ordinals.xml", "pluralRanges.xml", "numbers.txt"])
        let bundled = try #require(CLDRData.bundled(diagnostics: DiagnosticBag()))
        #expect(bundled.version == TestSupport.cldr.version && bundled.version != nil)
        #expect(bundled.cardinal.locales == TestSupport.cldr.cardinal.locales)
        #expect(bundled.numbers == TestSupport.cldr.numbers)
        #expect(bundled.numbers?.lines.count { $0.hasPrefix("locale ") } == 766)
    }
}
