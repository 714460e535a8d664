import Foundation
import Testing

@testable import PluralRulesCompiler

/// The generated code compiled by `swiftc` as users compile it: Swift 6 with strict
/// concurrency and a type-checking budget, Embedded Swift, every access level, and a
/// subset compiled into a program whose output is checked.
@Suite(.serialized) struct GeneratedCodeCompilationTests {
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct Compilation {
        var status: Int32
        var output: String
    }

    static func swiftc(_ arguments: [String], in directory: String) throws -> Compilation {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(swiftc, "swiftc is not on PATH"))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Compilation(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static func generate(_ options: PluralRulesPipeline.Options) throws -> String {
        let bag = DiagnosticBag()
        let source = PluralRulesPipeline.generate(TestSupport.cldr, options: options, diagnostics: bag)
        #expect(bag.diagnostics.isEmpty)
        return try #require(source)
    }

    /// The checked-in runtime, every locale: no warning at all, and no expression that takes
    /// the type checker more than 50 ms.
    @Test func allLocalesCompileInSwift6WithStrictConcurrencyAndACheapTypeCheck() throws {
        let directory = try TestSupport.temporaryDirectory()
        try Self.generate(.init()).write(toFile: directory + "/PluralRules.swift", atomically: false, encoding: .utf8)
        let result = try Self.swiftc(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-strict-concurrency=complete",
                "-warnings-as-errors", "-Xfrontend", "-warn-long-expression-type-checking=50",
                "-Xfrontend", "-warn-long-function-bodies=200", "PluralRules.swift",
            ], in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test func allLocalesCompileUnderEmbeddedSwift() throws {
        let directory = try TestSupport.temporaryDirectory()
        try Self.generate(.init()).write(toFile: directory + "/PluralRules.swift", atomically: false, encoding: .utf8)
        let result = try Self.swiftc(
            [
                "-enable-experimental-feature", "Embedded", "-wmo", "-parse-as-library", "-c", "PluralRules.swift", "-o", "PluralRules.o",
            ], in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: directory + "/PluralRules.o"))
    }

    @Test(arguments: AccessLevel.allCases)
    func everyAccessLevelCompiles(_ access: AccessLevel) throws {
        let directory = try TestSupport.temporaryDirectory()
        let source = try Self.generate(.init(locales: ["en", "ru"], access: access))
        #expect(source.contains("\(access.modifier)struct PluralRules: Sendable, Hashable"))
        try source.write(toFile: directory + "/PluralRules.swift", atomically: false, encoding: .utf8)
        let result = try Self.swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-package-name", "demo", "PluralRules.swift"], in: directory)
        #expect(result.status == 0, "\(result.output)")
    }

    /// A program built from a subset file prints the categories users expect; locales outside
    /// the subset are unavailable.
    @Test func aSubsetCompilesIntoAWorkingProgram() throws {
        let directory = try TestSupport.temporaryDirectory()
        let source = try Self.generate(.init(locales: ["en", "ru", "ar", "pt-PT"], types: [.cardinal], access: .internal))
        try source.write(toFile: directory + "/PluralRules.swift", atomically: false, encoding: .utf8)
        try """
        let values = ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1.5", "1.0"]
        for locale in ["en", "ru", "ar", "pt-PT", "pt-BR", "fr", "en-GB"] {
            guard let rules = PluralRules(locale: locale) else { print(locale, "unavailable"); continue }
            print(locale, rules.locale, values.map { rules.category(for: $0)!.name }.joined(separator: " "))
        }
        print(PluralRules(locale: "en", type: .ordinal) == nil ? "no ordinals" : "ordinals")
        print(PluralRules.availableLocales().joined(separator: " "))
        print(PluralRules(locale: "ar")!.category(forRange: 3, 11))
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let result = try Self.swiftc(["-swift-version", "6", "PluralRules.swift", "main.swift", "-o", "demo"], in: directory)
        try #require(result.status == 0, "\(result.output)")
        let run = Process()
        run.executableURL = URL(fileURLWithPath: directory + "/demo")
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(
            output == """
                en en other one other other other other other other other other other
                ru ru many one few few many many one few one other other
                ar ar zero one two few few many many many other other one
                pt-PT pt_PT other one other other other other other other other other other
                pt-BR unavailable
                fr unavailable
                en-GB en other one other other other other other other other other other
                no ordinals
                ar en pt_PT ru
                many

                """)
    }
}
