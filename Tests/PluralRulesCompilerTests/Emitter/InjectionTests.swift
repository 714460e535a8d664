import Foundation
import Testing

@testable import PluralRulesCompiler

/// Names and text from the inputs reach generated code only as escaped literals, neutralised
/// comments or validated identifiers: file and table names, keys and translations that try
/// to end a comment or a literal leave no live code, and flags that would name a type with
/// code are refused. Diagnostics and CLI errors show control characters as escapes.
@Suite(.serialized) struct InjectionTests {
    /// Each ends a line (or tries to) and puts a declaration after it.
    static let hostile = [
        "T\nlet pwned = 1\n",
        "U\r\nlet pwned = 1\r",
        "V\u{2028}let pwned = 1\u{2029}",
        "W\u{0B}let pwned = 1\u{0C}\u{202E}\u{1B}[2J",
    ]

    /// Tables named with line breaks and controls, keys and translations with them, quotes,
    /// `"""`, `\(` and `*/`: the generated files type-check next to a file that declares `pwned` itself
    /// (so an injected top-level `let pwned` would be a redeclaration), and no line of them
    /// starts with the injected declaration.
    @Test func hostileNamesLeaveNoLiveCode() throws {
        let root = try TestSupport.temporaryDirectory()
        let input = root + "/in"
        for locale in ["en", "ru"] {
            try FileManager.default.createDirectory(atPath: "\(input)/\(locale).lproj", withIntermediateDirectories: true)
            for (index, name) in Self.hostile.enumerated() {
                let key = name.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
                let strings = """
                    /* \(key) */
                    "\(key)" = "%d \(key) \\"\\"\\" \\\\(pwned) */";
                    "plain\(index)" = "\\"\\"\\"\\nlet pwned = 1\\n";

                    """
                try strings.write(toFile: "\(input)/\(locale).lproj/\(name).strings", atomically: false, encoding: .utf8)
            }
        }
        let output = root + "/out"
        let run = try CommandLineTool.run(["accessors", "--input", input, "--output", output])
        #expect(run.status == 0, "\(run.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == 1 + 3 * Self.hostile.count)
        for file in files {
            let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
            // Swift ends a line at \n and \r only; the other separators are checked as well.
            for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
                #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("let pwned"), "\(file): \(line)")
            }
            #expect(!text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{202E}" || $0 == "\u{1B}" }, "\(file)")
        }
        try "let pwned = \"declared once, here\"\n".write(toFile: output + "/Sentinel.swift", atomically: false, encoding: .utf8)
        let compiled = try GeneratedCodeCompilationTests.swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-strict-concurrency=complete", "-wmo", "Sentinel.swift"] + files, in: output)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    @Test func commentsNeutraliseLineBreaksAndControls() {
        var printer = CodePrinter()
        printer.line("// from T\nlet pwned = 1\r\u{1B}[2J \u{202E}")
        printer.comment("a\nb \u{2028}c", prefix: "/// ")
        #expect(printer.text == "// from T\\nlet pwned = 1\\r\\u{1B}[2J \\u{202E}\n/// a\\nb \\u{2028}c\n")
        // Ordinary comments are unchanged, non-ASCII text included.
        #expect(CodePrinter.commentSafe("// Ошибки: “quoted” `code` \\(x)") == "// Ошибки: “quoted” `code` \\(x)")
    }

    @Test(arguments: ["X { }; let pwned = 1; enum Y", "Localizable=A\nB", "Localizable=class", "Localizable=1L10n", "Localizable=L\u{202E}10n", ""])
    func enumNamesThatAreNoTypeNamesAreRefused(flag: String) throws {
        let root = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try "\"k\" = \"v\";\n".write(toFile: root + "/en.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        let run = try CommandLineTool.run(["accessors", "--input", root, "--output", root + "/out", "--enum-name", flag])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("error: --enum-name takes TABLE=NAME with NAME a Swift type name; "), "\(run.standardError)")
        #expect(!run.standardError.unicodeScalars.contains { $0 == "\u{202E}" })
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
    }

    /// Through the library, bypassing the CLI's check: the table gets no accessors.
    @Test func theCompilerRefusesATypeNameThatIsNoIdentifier() throws {
        let root = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try "\"k\" = \"v\";\n".write(toFile: root + "/en.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        let bag = DiagnosticBag()
        let output = LocalizationPipeline.generate(
            [root], cldr: TestSupport.cldr, options: .init(typeNames: ["Localizable": "X {}; let pwned = 1; enum Y"]),
            warningsAsErrors: false, diagnostics: bag)
        #expect(
            bag.diagnostics.map(\.description).contains(
                "error: the type name 'X {}; let pwned = 1; enum Y' for table 'Localizable' is not a Swift type name; the table gets no accessors [config-value]"
            ))
        #expect(output?.files.contains { $0.contents.contains("pwned") } != true)
    }

    @Test func typeNamesAreSwiftIdentifiers() {
        for name in ["L10n", "_Strings", "Ошибки", "Café", "ErrorText2"] { #expect(AccessorNaming.isTypeName(name), "\(name)") }
        for name in ["", "_", "2x", "class", "A B", "A.B", "A\u{202E}B", "A\u{200B}B", "\u{301}A", "A\nB", "A-B"] {
            #expect(!AccessorNaming.isTypeName(name), "\(name)")
        }
    }

    /// A file named with an escape sequence, a key with ESC and BEL: each diagnostic shows
    /// them as `\u{1b}`, and nothing the terminal acts on reaches standard error.
    @Test func diagnosticsEscapeControlCharacters() throws {
        let root = try TestSupport.temporaryDirectory()
        for locale in ["en", "ru"] { try FileManager.default.createDirectory(atPath: "\(root)/\(locale).lproj", withIntermediateDirectories: true) }
        try "\"k\" = \"v\";\n".write(toFile: root + "/en.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        try "\"k\" = \"v\";\n\"a\u{1B}[31mred\u{7}\u{202E}\" = \"x\";\n".write(
            toFile: root + "/ru.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        try "\"k\" = \"v\"\n".write(toFile: root + "/en.lproj/E\u{1B}]0;title\u{7}.strings", atomically: false, encoding: .utf8)
        let run = try CommandLineTool.run(["lint", root])
        #expect(run.standardError.contains("/en.lproj/E\\u{1b}]0;title\\u{7}.strings:1:10: error: expected ';'"), "\(run.standardError)")
        #expect(run.standardError.contains("key 'a\\u{1b}[31mred\\u{7}\\u{202e}' is in ru but not in the development region"), "\(run.standardError)")
        #expect(!run.standardError.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        let usage = try CommandLineTool.run(["lint", "--format", "te\u{1B}[2Jxt", root])
        #expect(usage.standardError.hasPrefix("error: --format takes text, json, sarif or github, not 'te\\u{1b}[2Jxt'"), "\(usage.standardError)")
    }

    /// CLDR data may come from an app's own folder (`"cldr"` in plural-rules.json): a locale
    /// that would end the generated literal is refused where it is written.
    @Test func cldrLocalesAreIdentifiers() {
        let xml = """
            <supplementalData><plurals type="cardinal">
            <pluralRules locales="en x&quot;);let&#10;pwned=1&#10;_=(&quot;"><pluralRule count="other"></pluralRule></pluralRules>
            </plurals></supplementalData>
            """
        let bag = DiagnosticBag()
        #expect(CLDRPluralsReader.read(SourceFile(path: "p.xml", text: xml), diagnostics: bag) == nil)
        #expect(
            bag.diagnostics.map(\.description) == [
                "p.xml:2:23: error: 'x\");let\\npwned=1\\n_=(\"' is not a CLDR locale identifier (letters, digits and '_', such as pt_PT) [cldr-structure]"
            ])
        for name in ["en", "pt_PT", "sr_Latn", "root", "es_419"] { #expect(CLDRPluralsReader.isLocaleIdentifier(name)) }
    }

    @Test func diagnosticTextEscapesBidirectionalControls() {
        #expect(Diagnostic.printable("a\u{202E}b\u{2066}c\u{85}d") == "a\\u{202e}b\\u{2066}c\\u{85}d")
        #expect(Diagnostic.printable("plain “text” é") == "plain “text” é")
    }
}
