import Foundation
import Testing

@testable import PluralRulesCompiler

/// `Tests/Fixtures/Malformed`: broken and hostile inputs, one folder per case, written by
/// `make-malformed.py`. Each folder is linted as an app folder is, and its `expected.txt` pins
/// what lint says (every diagnostic at its line and column) and which accessors are still
/// generated, with the development region's message of each: no input crashes, hangs or
/// silently loses text, and a broken entry costs only itself.
///
/// Re-record after a deliberate change, then read every changed file:
/// `PLURAL_RULES_RECORD=1 swift test --filter MalformedInputTests`.
@Suite(.serialized) struct MalformedInputTests {
    static let root = TestSupport.fixtures + "/Malformed"

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }()

    /// What lint says about `folder`, and what `accessors` still generates from it: paths
    /// relative to the folder, control characters in messages escaped.
    static func report(_ folder: String) throws -> String {
        let bag = DiagnosticBag()
        let output = LocalizationPipeline.generate([folder], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag)
        var lines = DiagnosticReport.summarized(bag.diagnostics).map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
        let generated = try #require(output, "generation gave up on \(folder)")
        #expect(generated.files.contains { $0.name == LocalizationFile.generatedRulesFile })
        lines.append("-- accessors")
        for model in generated.models {
            for named in model.keys {
                let key = named.key
                let message = key.plans[model.table.developmentRegion].map(MessageEncoding.encode) ?? "(no \(model.table.developmentRegion) text)"
                let call = ([model.typeName] + named.path + [named.member]).joined(separator: ".")
                lines.append(
                    "\(call)\(named.isProperty ? "" : "(\(named.parameters.map(\.type).joined(separator: ", ")))") = \"\(FormatStringParser.describe(message))\"\(escapesOf(message))"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The code points of a message that a reader of the golden file cannot see: combining
    /// marks, joiners, variation selectors, modifiers, carriage returns.
    static func escapesOf(_ message: String) -> String {
        let hidden = message.unicodeScalars.filter { scalar in
            scalar == "\r" || scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark
                || scalar.properties.generalCategory == .format || scalar.properties.isVariationSelector || scalar.properties.isEmojiModifier
        }
        guard !hidden.isEmpty else { return "" }
        return "  // "
            + hidden.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: " ")
    }

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 60, "\(Self.cases.count) cases in \(Self.root)")
    }

    @Test(arguments: cases)
    func lintSaysWhatTheGoldenFileSays(_ name: String) throws {
        let folder = Self.root + "/" + name
        let text = try Self.report(folder)
        let golden = folder + "/expected.txt"
        if ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil {
            try FileWriter.write(text, to: golden)
            return
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(
            text == expected,
            "\(GoldenDiff.describe(expected: expected, actual: text))\nre-record: PLURAL_RULES_RECORD=1 swift test --filter MalformedInputTests")
    }

    /// What the reader kept comes back from the compiled accessors byte for byte: a combining
    /// mark, a vowel sign, a variation selector, a skin tone or a joiner right after a
    /// placeholder stays after the argument (a `Character`-wise join would fuse it into the
    /// placeholder and drop it), and "\r\n" in a stringsdict stays "\r\n".
    @Test func compiledAccessorsReturnTheExactBytes() throws {
        let project = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: project + "/en.lproj", withIntermediateDirectories: true)
        for (folder, file) in [("combining-after-placeholder", "Localizable.strings"), ("plist-crlf-kept", "Localizable.stringsdict")] {
            try FileManager.default.copyItem(atPath: "\(Self.root)/\(folder)/en.lproj/\(file)", toPath: "\(project)/en.lproj/\(file)")
        }
        let bag = DiagnosticBag()
        let output = try #require(LocalizationPipeline.generate([project], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag))
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try """
        func bytes(_ text: String) { print(text.utf8.map { String($0, radix: 16) }.joined(separator: " ")) }
        bytes(L10n.acute("e"))
        bytes(L10n.devanagari("क"))
        bytes(L10n.variation("❤"))
        bytes(L10n.skin("👍"))
        bytes(L10n.joiner("👩", "💻"))
        bytes(L10n.lines)
        """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let lines = try AccessorGenerationTests.compileAndRun(directory, files: output.files.map(\.name) + ["main.swift"])
        func bytes(_ text: String) -> String { text.utf8.map { String($0, radix: 16) }.joined(separator: " ") }
        #expect(
            lines == [
                bytes("e\u{301}"),
                bytes("क\u{947} \u{915}\u{93F}"),
                bytes("❤\u{FE0F}"),
                bytes("👍\u{1F3FD}"),
                bytes("👩\u{200D}💻"),
                bytes("one\r\ntwo\rthree\nfour"),
            ])
    }
}
