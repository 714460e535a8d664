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
        let (configuration, diagnostics) = parse("""
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
        #expect(parse(#"{"numbers": "arabic"}"#).1 == [
            "App/plural-rules.json:1:2: error: 'numbers' must be \"localized\" or \"plain\" [config-value]",
        ])
    }

    @Test(arguments: [
        (#"{"accesLevel": "public"}"#, "App/plural-rules.json:1:2: error: unknown key 'accesLevel' in plural-rules.json; the keys are accessLevel, enumName, developmentRegion, locales, warningsAsErrors, keyStyle, runtime, ordinals, diagnostics, includeTables, excludeTables, baseline, localizations, numbers [config-value]"),
        ("{\n  \"accessLevel\": \"open\"}", "App/plural-rules.json:2:3: error: 'accessLevel' must be \"internal\", \"package\" or \"public\" [config-value]"),
        (#"{"warningsAsErrors": 1}"#, "App/plural-rules.json:1:2: error: 'warningsAsErrors' must be true or false [config-value]"),
        (#"{"keyStyle": "deep"}"#, "App/plural-rules.json:1:2: error: 'keyStyle' must be \"nested\" or \"flat\" [config-value]"),
        (#"{"enumName": "class"}"#, "App/plural-rules.json:1:2: error: 'enumName' must be a Swift type name; 'class' is not one [config-value]"),
        (#"{"locales": "en"}"#, "App/plural-rules.json:1:2: error: 'locales' must be an array of locale names such as [\"en\", \"ru\"] [config-value]"),
        (#"["en"]"#, "App/plural-rules.json:1:1: error: plural-rules.json must hold a JSON object such as {\"accessLevel\": \"public\"} [config-syntax]"),
    ])
    func badConfigurationsNameTheFileAndKey(json: String, expected: String) {
        let (configuration, diagnostics) = parse(json)
        #expect(configuration == nil)
        #expect(diagnostics == [expected])
    }

    @Test func invalidJSON() {
        let (configuration, diagnostics) = parse("{\"accessLevel\": }")
        #expect(configuration == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].hasPrefix("App/plural-rules.json:1:1: error: App/plural-rules.json is not valid JSON"))
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
        #expect(bundled.version == "48")
        #expect(bundled.cardinal.locales == TestSupport.cldr.cardinal.locales)
        #expect(bundled.numbers == TestSupport.cldr.numbers)
        #expect(bundled.numbers?.lines.count { $0.hasPrefix("locale ") } == 766)
    }
}
