import Foundation
import Testing

@testable import PluralRulesCompiler

/// Runs the built `plural-rules` executable as users do.
enum CommandLineTool {
    static let executable: String = {
        let candidates: [String] = [
            Bundle.main.executableURL?.deletingLastPathComponent().path,
            Bundle.main.bundleURL.deletingLastPathComponent().path,
            TestSupport.packageRoot + "/.build/debug",
        ].compactMap { $0 }
        for directory in candidates where FileManager.default.isExecutableFile(atPath: directory + "/plural-rules") {
            return directory + "/plural-rules"
        }
        fatalError("plural-rules is not built next to the tests (looked in \(candidates))")
    }()

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs the tool; `environment` is added to this process's (a `nil` value removes a variable).
    static func run(_ arguments: [String], in directory: String = TestSupport.packageRoot, environment: [String: String?] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

@Suite struct SelectCommandTests {
    @Test func printsOneCategoryPerValue() throws {
        let output = try CommandLineTool.run(["select", "--locale", "ru", "1", "2", "5", "21", "1.5", "1c6"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "one\nfew\nmany\none\nother\nmany\n")
        #expect(output.standardError.isEmpty)
    }

    @Test func ordinalsAndLocaleSpellings() throws {
        let ordinal = try CommandLineTool.run(["select", "--ordinal", "--locale", "en-US", "1", "2", "3", "4", "11", "22"])
        #expect(ordinal.standardOutput == "one\ntwo\nfew\nother\nother\ntwo\n")
        let portugal = try CommandLineTool.run(["select", "--locale=pt_PT", "0", "1.5"])
        #expect(portugal.standardOutput == "other\nother\n")
        let brazil = try CommandLineTool.run(["select", "--locale", "pt-BR", "0", "1.5"])
        #expect(brazil.standardOutput == "one\none\n")
        let negative = try CommandLineTool.run(["select", "--locale", "en", "-1", "--", "-0.0"])
        #expect(negative.standardOutput == "one\nother\n")
    }

    @Test func unknownLocaleIsAnErrorNamingIt() throws {
        let output = try CommandLineTool.run(["select", "--locale", "xx-YY", "1"])
        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "error: no CLDR cardinal rules for locale 'xx-YY' in the generated rules (nor for any locale it falls back to)\n")
        let interpreted = try CommandLineTool.run(["select", "--interpret", "--locale", "xx-YY", "1"])
        #expect(interpreted.status == 1)
        #expect(
            interpreted.standardError == "error: no CLDR cardinal rules for locale 'xx-YY' in the bundled CLDR data (nor for any locale it falls back to)\n")
    }

    @Test func malformedValueIsAnErrorAndNothingIsPrinted() throws {
        let output = try CommandLineTool.run(["select", "--locale", "ru", "1", "1.2.3", "2"])
        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "error: '1.2.3' is not a decimal number: unexpected '.' at offset 3\n")
    }

    /// The generated code and the interpreter give the same answers.
    @Test func interpretGivesTheSameAnswers() throws {
        let values = ["0", "1", "2", "5", "21", "1.5", "1.0", "1c6", "1.2c3", "123456789012345678901234567891"]
        for (locale, ordinal) in [("ru", false), ("ar", false), ("fr", false), ("en", true), ("cy", true)] {
            let common = (ordinal ? ["--ordinal"] : []) + ["--locale", locale] + values
            let generated = try CommandLineTool.run(["select"] + common)
            let interpreted = try CommandLineTool.run(["select", "--interpret"] + common)
            let fromDirectory = try CommandLineTool.run(["select", "--cldr", TestSupport.cldrDirectory] + common)
            #expect(generated.status == 0)
            #expect(generated.standardOutput.split(separator: "\n").count == values.count)
            #expect(generated.standardOutput == interpreted.standardOutput, "\(locale)")
            #expect(generated.standardOutput == fromDirectory.standardOutput, "\(locale)")
        }
    }

    @Test func usageErrors() throws {
        let missing = try CommandLineTool.run(["select", "1"])
        #expect(missing.status == 1)
        #expect(missing.standardError.hasPrefix("error: missing '--locale LOCALE'\n\nusage: plural-rules select"))
        let unknown = try CommandLineTool.run(["select", "--locale", "en", "--frobnicate", "1"])
        #expect(unknown.standardError.hasPrefix("error: unknown option '--frobnicate'"))
        let subcommand = try CommandLineTool.run(["selekt"])
        #expect(subcommand.status == 1)
        #expect(subcommand.standardError.hasPrefix("error: unknown subcommand 'selekt'"))
        let help = try CommandLineTool.run(["select", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: plural-rules select"))
    }

    @Test func missingDataIsAnError() throws {
        let output = try CommandLineTool.run(["select", "--cldr", "/nonexistent", "--locale", "en", "1"])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("error: no plurals.xml in '/nonexistent'"))
    }
}

@Suite struct UpdateCLDRCommandTests {
    @Test func importsAndReports() throws {
        let destination = try TestSupport.temporaryDirectory()
        let output = try CommandLineTool.run(["update-cldr", "--from", TestSupport.cldrDirectory, "--to", destination, "--package", destination + "/package"])
        #expect(output.status == 0)
        let cldr = TestSupport.cldr  // counts of whichever release cldr-data holds
        #expect(output.standardOutput.contains("cardinal: \(cldr.cardinal.locales.count) locales in \(cldr.cardinal.ruleSets.count) rule sets"))
        #expect(output.standardOutput.contains("ordinal:  \(cldr.ordinal.locales.count) locales in \(cldr.ordinal.ruleSets.count) rule sets"))
        #expect(FileManager.default.fileExists(atPath: destination + "/plurals.xml"))
    }

    @Test func brokenSourceIsDiagnosedWithItsPositionAndNothingIsWritten() throws {
        let source = try TestSupport.temporaryDirectory()
        for name in ["plurals.xml", "ordinals.xml"] {
            try FileManager.default.copyItem(atPath: TestSupport.cldrDirectory + "/" + name, toPath: source + "/" + name)
        }
        let broken = try String(contentsOfFile: source + "/plurals.xml", encoding: .utf8)
            .replacingOccurrences(of: "<pluralRule count=\"one\">i = 1 and v = 0", with: "<pluralRule count=\"one\">i = 1 and v == 0")
        try broken.write(toFile: source + "/plurals.xml", atomically: false, encoding: .utf8)
        let destination = try TestSupport.temporaryDirectory() + "/data"
        let output = try CommandLineTool.run(["update-cldr", "--from", source, "--to", destination])
        #expect(output.status == 1)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("\(source)/plurals.xml:") == true)
        #expect(lines.first?.hasSuffix(": error: expected a value (digits) [rule-syntax]") == true)
        #expect(lines.last == "error: nothing was imported; \(destination) is unchanged")
        #expect(!FileManager.default.fileExists(atPath: destination))
    }
}

@Suite struct GenerateCommandTests {
    @Test func printsASelfContainedFileToStandardOutput() throws {
        let output = try CommandLineTool.run(["generate", "--locales", "en,ru", "--type", "cardinal", "--access", "internal"])
        #expect(output.status == 0)
        let version = try #require(TestSupport.cldr.version)
        #expect(
            output.standardOutput.hasPrefix("// Generated by plural-rules from plurals.xml, ordinals.xml, pluralRanges.xml (CLDR \(version)). Do not edit.\n"))
        #expect(!output.standardOutput.contains("import "))
        #expect(output.standardOutput.contains("static func \(TestSupport.ruleSetName("ru", .cardinal))(_ i: UInt64) -> PluralCategory"))
        #expect(!output.standardOutput.contains("case ordinal_"))
        #expect(output.standardOutput.contains("\nstruct PluralRules: Sendable, Hashable {"))
    }

    /// What the build plugin asks for a module: the namespaced runtime for its folders, with
    /// ordinals when plural-rules.json says so, or a placeholder when it uses the library.
    @Test func localizationSupportFollowsTheConfiguration() throws {
        let directory = try TestSupport.temporaryDirectory()
        try #"{"ordinals": true}"#.write(toFile: directory + "/ordinals.json", atomically: false, encoding: .utf8)
        let ordinals = try CommandLineTool.run([
            "generate", "--localization-support", "--locales", "en.lproj,ru.lproj", "--config", directory + "/ordinals.json",
        ])
        #expect(ordinals.status == 0, "\(ordinals.standardError)")
        #expect(ordinals.standardOutput.contains("\nenum EmbeddedPluralRules {"))
        #expect(ordinals.standardOutput.contains("static func \(TestSupport.ruleSetName("en", .ordinal))(_ i: UInt64) -> PluralCategory"))
        #expect(ordinals.standardOutput.contains("static func \(TestSupport.ruleSetName("ru", .cardinal))(_ i: UInt64) -> PluralCategory"))
        let plain = try CommandLineTool.run(["generate", "--localization-support", "--locales", "en.lproj,ru.lproj"])
        #expect(!plain.standardOutput.contains("case ordinal_"))
        let library = try CommandLineTool.run(["generate", "--localization-support", "--locales", "en.lproj", "--default-runtime", "library"])
        #expect(library.standardOutput == RulesEmitter.libraryPlaceholder)
        try #"{"runtime": "embedded"}"#.write(toFile: directory + "/embedded.json", atomically: false, encoding: .utf8)
        let forced = try CommandLineTool.run([
            "generate", "--localization-support", "--locales", "en.lproj", "--default-runtime", "library", "--config", directory + "/embedded.json",
        ])
        #expect(forced.standardOutput.contains("\nenum EmbeddedPluralRules {"))
    }

    /// An Xcode target's Base.lproj is its project's development region, which the build
    /// plugin passes when plural-rules.json states none: `de` ships German rules for it.
    @Test func localizationSupportTakesTheDevelopmentRegion() throws {
        let german = try CommandLineTool.run(["generate", "--localization-support", "--locales", "Base.lproj", "--development-region", "de"])
        #expect(german.status == 0, "\(german.standardError)")
        #expect(german.standardOutput.contains("(StaticString(\"de\"), RuleSet."))
        #expect(!german.standardOutput.contains("(StaticString(\"en\"), RuleSet."))
        let english = try CommandLineTool.run(["generate", "--localization-support", "--locales", "Base.lproj"])
        #expect(english.standardOutput.contains("(StaticString(\"en\"), RuleSet."))
        #expect(!english.standardOutput.contains("(StaticString(\"de\"), RuleSet."))
        let alone = try CommandLineTool.run(["generate", "--development-region", "de"])
        #expect(alone.status != 0)
        #expect(alone.standardError.contains("--development-region goes with --localization-support"))
    }

    @Test func writesOnlyWhenTheBytesChange() throws {
        let path = try TestSupport.temporaryDirectory() + "/Generated/PluralRules.swift"
        let first = try CommandLineTool.run(["generate", "--locales", "en", "--output", path])
        #expect(first.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CommandLineTool.run(["generate", "--locales", "en", "--output", path])
        #expect(second.status == 0)
        let again = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.modificationDate] as? Date == again[.modificationDate] as? Date)
        #expect(second.standardOutput.isEmpty)
    }

    @Test func theCheckedInRuleDataIsUpToDate() throws {
        let output = try CommandLineTool.run(["generate", "--data-only"])
        let checkedIn = try String(contentsOfFile: TestSupport.packageRoot + "/Sources/PluralRules/Generated/PluralRuleData.swift", encoding: .utf8)
        #expect(output.standardOutput == checkedIn, "regenerate: swift run plural-rules update-cldr --from cldr-data")
    }

    /// The tool pastes the runtime into generated files from its embedded copy: it must be the
    /// runtime's sources as they are.
    @Test func theEmbeddedRuntimeIsUpToDate() throws {
        let output = try CommandLineTool.run(["embed-runtime", "--runtime", TestSupport.packageRoot + "/Sources/PluralRules"])
        #expect(output.status == 0, "\(output.standardError)")
        let checkedIn = try String(contentsOfFile: TestSupport.packageRoot + "/" + RuntimeEmbedding.packagePath, encoding: .utf8)
        #expect(output.standardOutput == checkedIn, "regenerate: swift run plural-rules embed-runtime --output \(RuntimeEmbedding.packagePath)")
    }

    @Test func errors() throws {
        let unknown = try CommandLineTool.run(["generate", "--locales", "en,xx"])
        #expect(unknown.status == 1)
        #expect(unknown.standardOutput.isEmpty)
        #expect(unknown.standardError == "error: no CLDR cardinal or ordinal rules for locale 'xx' [unknown-locale]\n")
        let type = try CommandLineTool.run(["generate", "--type", "cardinals"])
        #expect(type.status == 1)
        #expect(type.standardError.hasPrefix("error: --type takes cardinal, ordinal or both, not 'cardinals'"))
        let access = try CommandLineTool.run(["generate", "--access", "open"])
        #expect(access.standardError.hasPrefix("error: --access takes public, package or internal, not 'open'"))
        for command in ["lint", "diff"] {
            let region = try CommandLineTool.run([command, "--development-region", "e\"n", "a", "b"])
            #expect(region.status != 0)
            #expect(region.standardError.hasPrefix("error: --development-region takes a locale such as en or pt-BR, not 'e\"n'"), "\(region.standardError)")
        }
        let path = try TestSupport.temporaryDirectory() + "/out.swift"
        let failed = try CommandLineTool.run(["generate", "--locales", "xx", "--output", path])
        #expect(failed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

@Suite struct AccessorsCommandTests {
    static let app = TestSupport.fixtures + "/Localizations/App"

    @Test func writesRulesAndAccessors() throws {
        let output = try TestSupport.temporaryDirectory() + "/Generated"
        let result = try CommandLineTool.run(["accessors", "--input", Self.app, "--output", output, "--access", "public"])
        #expect(result.status == 0, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files == ["Localizable+Current.swift", "Localizable+Translations.swift", "Localizable.swift", "PluralRules.swift"])
        let accessors = try String(contentsOfFile: output + "/Localizable.swift", encoding: .utf8)
        #expect(accessors.contains("public struct L10n: Sendable, Hashable {"))
        // Warnings (missing translations) and notes are printed, and do not fail the run.
        #expect(
            result.standardError.contains(": warning: key 'distance' has no ar, de, fi, zh-Hans translation; their users see the en text [missing-translation]")
        )
        #expect(!result.standardError.contains(": error: "))
    }

    /// Errors fail the run, and what is usable is still written: it compiles, and leaves out
    /// only what the errors broke.
    @Test func errorsFailTheRunAndWhatIsUsableIsWritten() throws {
        let output = try TestSupport.temporaryDirectory() + "/Generated"
        let result = try CommandLineTool.run(["accessors", "--input", Self.app, "--output", output, "--werror"])
        #expect(result.status == 1)
        #expect(result.standardError.contains(": error: key 'distance' has no ar, de, fi, zh-Hans translation"))
        #expect(try String(contentsOfFile: output + "/Localizable.swift", encoding: .utf8).contains("distance"))

        let broken = try TestSupport.write([
            "en.lproj/Localizable.strings": "\"good\" = \"Good\";\n\"bad\" = \"Bad %s\";\n",
            "fr.lproj/Localizable.strings": "\"good\" = \"Bon\";\n\"bad\" = \"Mauvais %@\";\n",
        ])
        let partial = try TestSupport.temporaryDirectory()
        let run = try CommandLineTool.run(["accessors", "--input", broken, "--output", partial])
        #expect(run.status == 1)
        #expect(run.standardError.contains("en.lproj/Localizable.strings:2:14: error: '%s' is not supported"))
        let accessors = try String(contentsOfFile: partial + "/Localizable.swift", encoding: .utf8)
        #expect(accessors.contains("var good: String"))
        #expect(!accessors.contains("var bad"))
        let check = try GeneratedCodeCompilationTests.swiftc(
            ["-typecheck"] + LocalizationFile.generatedFiles(forTable: "Localizable") + ["PluralRules.swift"], in: partial)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func lintReportsWithoutGenerating() throws {
        let clean = try CommandLineTool.run(["lint", Self.app + "/en.lproj", Self.app + "/ru.lproj"])
        #expect(clean.status == 0, "\(clean.standardError)")
        let broken = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: broken + "/en.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"A\"\n\"b\" = \"B\";\n".write(toFile: broken + "/en.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        let result = try CommandLineTool.run(["lint", broken])
        #expect(result.status == 1)
        #expect(result.standardError == "\(broken)/en.lproj/Localizable.strings:2:1: error: expected ';' after the value of \"a\" [strings-syntax]\n")
        let usage = try CommandLineTool.run(["accessors", "--input", Self.app])
        #expect(usage.status == 1)
        #expect(usage.standardError.hasPrefix("error: missing '--output DIR'"))
    }
}
