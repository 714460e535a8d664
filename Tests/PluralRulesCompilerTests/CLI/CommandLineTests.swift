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

    static func run(_ arguments: [String], in directory: String = TestSupport.packageRoot) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
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
        #expect(output.standardError == "error: no CLDR cardinal rules for locale 'xx-YY' in cldr-data (nor for any locale it falls back to)\n")
    }

    @Test func malformedValueIsAnErrorAndNothingIsPrinted() throws {
        let output = try CommandLineTool.run(["select", "--locale", "ru", "1", "1.2.3", "2"])
        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "error: '1.2.3' is not a decimal number: unexpected '.' at offset 3\n")
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
        let output = try CommandLineTool.run(["update-cldr", "--from", TestSupport.cldrDirectory, "--to", destination])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("cardinal: 227 locales in 40 rule sets"))
        #expect(output.standardOutput.contains("ordinal:  110 locales in 25 rule sets"))
        #expect(FileManager.default.fileExists(atPath: destination + "/plurals.xml"))
    }

    @Test func brokenSourceIsDiagnosedWithItsPositionAndNothingIsWritten() throws {
        let source = try TestSupport.temporaryDirectory()
        for name in ["plurals.xml", "ordinals.xml"] {
            try FileManager.default.copyItem(atPath: TestSupport.cldrDirectory + "/" + name, toPath: source + "/" + name)
        }
        let broken = try String(contentsOfFile: source + "/plurals.xml", encoding: .utf8)
            .replacingOccurrences(of: "<pluralRule count=\"one\">i = 1 and v = 0", with: "<pluralRule count=\"one\">i = 1 and v == 0")
        try broken.write(toFile: source + "/plurals.xml", atomically: true, encoding: .utf8)
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
