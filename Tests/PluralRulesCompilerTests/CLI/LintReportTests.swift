import Foundation
import Testing

@testable import PluralRulesCompiler

/// `lint`'s reports for machines (JSON, SARIF, GitHub Actions commands), its baselines, and the summaries of mass
/// findings in its text output.
@Suite struct LintReportTests {
    typealias V = LocalizationValidationTests

    /// A project with a plural defect in ru, a broken ru translation and a key only fr has.
    static func project() throws -> String {
        try TestSupport.write([
            "en.lproj/Localizable.stringsdict": V.english,
            "en.lproj/Localizable.strings": "\"title\" = \"Files\";\n\"greeting\" = \"Hello, %@!\";\n",
            "ru.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d файл"), ("many", "%d файлов"), ("other", "%d файла")])),
            "ru.lproj/Localizable.strings": "\"title\" = \"Файлы\";\n\"greeting\" = \"Привет, %s!\";\n",
            "fr.lproj/Localizable.strings": "\"title\" = \"Fichiers\";\n\"greeting\" = \"Bonjour, %@ !\";\n\"extra\" = \"En plus\";\n",
        ])
    }

    static func json(_ text: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["diagnostics"] as? [[String: Any]])
    }

    @Test func jsonNamesEverythingAFindingIsAbout() throws {
        let root = try Self.project()
        let result = try CommandLineTool.run(["lint", "--format", "json", root])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let diagnostics = try Self.json(result.standardOutput)
        let plural = try #require(diagnostics.first { $0["id"] as? String == "missing-category" })
        #expect(plural["path"] as? String == root + "/ru.lproj/Localizable.stringsdict")
        #expect(plural["line"] as? Int == 8 && plural["column"] as? Int == 6)
        #expect(plural["severity"] as? String == "warning")
        #expect(plural["table"] as? String == "Localizable" && plural["locale"] as? String == "ru" && plural["key"] as? String == "files")
        #expect(plural["variable"] as? String == "n" && plural["form"] as? String == "few")
        let broken = try #require(diagnostics.first { $0["id"] as? String == "format-unsupported" })
        #expect(broken["locale"] as? String == "ru" && broken["key"] as? String == "greeting")
        #expect(
            Set(diagnostics.compactMap { $0["id"] as? String }) == [
                "missing-category", "format-unsupported", "missing-in-development-region", "missing-translation",
            ])
        // The same input, the same bytes.
        #expect(try CommandLineTool.run(["lint", "--format", "json", root]).standardOutput == result.standardOutput)
    }

    @Test func sarifIsALogGitHubCodeScanningReads() throws {
        let root = try Self.project()
        let result = try CommandLineTool.run(["lint", "--format", "sarif", "."], in: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "plural-rules")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && uri.hasSuffix(".lproj/Localizable.strings") || uri.hasSuffix(".stringsdict"), "\(uri)")
            #expect((result["partialFingerprints"] as? [String: String])?.values.first?.count == 16)
        }
        #expect(DiagnosticReport.percentEncoded("My App/fr.lproj/Ünïcode.strings") == "My%20App/fr.lproj/%C3%9Cn%C3%AFcode.strings")
    }

    /// A baseline records today's findings; with it, only new ones are reported, and one note
    /// counts the rest. It matches by what a finding is about, so moved lines still match.
    /// `--format github`: one workflow command per finding, as GitHub Actions reads them
    /// (`::warning file=…,line=…,col=…,title=[id]::message`), paths relative to the workspace.
    @Test func githubAnnotatesTheLines() throws {
        let root = try Self.project()
        let workspace = (root as NSString).deletingLastPathComponent
        let folder = (root as NSString).lastPathComponent
        let result = try CommandLineTool.run(["lint", "--format", "github", root], environment: ["GITHUB_WORKSPACE": workspace])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "::warning file=\(folder)/ru.lproj/Localizable.stringsdict,line=8,col=6,title=[missing-category]::ru needs the 'few' form of 'n' in 'files' (CLDR: 2~4, 22~24, 32~34, 42~44, 52~54, 62, …); without it those numbers use 'other'"
            ))
        #expect(lines.allSatisfy { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") })
        // As many commands as lint --format json has findings (no summary is due here).
        #expect(lines.count == (try Self.json(try CommandLineTool.run(["lint", "--format", "json", root]).standardOutput)).count)
    }

    /// Escaping as the Actions toolkit does, notes on lines of their own, severities, paths
    /// outside the workspace left absolute, control characters shown as escapes.
    @Test func githubCommandsEscapeWhatEndsThem() {
        let here = SourceLocation(path: "App/fr.lproj/a,b:c.strings", line: 3, column: 7)
        let there = SourceLocation(path: "/elsewhere/en.lproj/Localizable.strings", line: 1, column: 1)
        let diagnostics = [
            Diagnostic(.argumentMismatch, "50% off\nnext", at: here, notes: [.init("the en text is here", at: there)]),
            Diagnostic(.zeroForm, "a note \u{202E}", at: nil),
        ]
        #expect(
            DiagnosticReport.github(diagnostics, workspace: "/work/repo", currentDirectory: "/work/repo/sub/..") == """
                ::error file=App/fr.lproj/a%2Cb%3Ac.strings,line=3,col=7,title=[argument-mismatch]::50%25 off\\nnext%0Anote: /elsewhere/en.lproj/Localizable.strings:1:1: the en text is here
                ::notice title=[zero-form]::a note \\u{202e}

                """)
    }

    @Test func aBaselineHidesKnownFindingsAndShowsNewOnes() throws {
        let root = try Self.project()
        let baseline = root + "/plural-rules-baseline.json"
        let written = try CommandLineTool.run(["lint", "--write-baseline", baseline, root])
        #expect(written.status == 0)
        #expect(written.standardError.contains("wrote 4 findings to \(baseline)"))
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains(#"{"id":"missing-category","table":"Localizable","locale":"ru","key":"files","variable":"n","form":"few"}"#))
        let quiet = try CommandLineTool.run(["lint", "--baseline", baseline, root])
        #expect(quiet.status == 0)
        #expect(quiet.standardError == "note: 4 known findings are in the baseline \(baseline) and not shown [baselined]\n")
        // Lines move (a comment on top) and a new defect appears: only it is reported.
        try "/* moved */\n\n\"title\" = \"Fichiers\";\n\"greeting\" = \"Bonjour, %@ !\";\n\"extra\" = \"En plus\";\n\"other\" = \"Autre %d\";\n"
            .write(toFile: root + "/fr.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        let new = try CommandLineTool.run(["lint", "--baseline", baseline, root])
        #expect(
            new.standardError == """
                \(root)/fr.lproj/Localizable.strings:6:1: warning: key 'other' is in fr but not in the development region (en); add it to en.lproj/Localizable.strings or .stringsdict [missing-in-development-region]
                note: 4 known findings are in the baseline \(baseline) and not shown [baselined]

                """)
        // Writing it again gives the same bytes for the same findings, in a stable order.
        #expect(try CommandLineTool.run(["lint", "--write-baseline", root + "/again.json", root]).status == 0)
        let again = try String(contentsOfFile: root + "/again.json", encoding: .utf8)
        #expect(again.split(separator: "\n").count == text.split(separator: "\n").count + 1)
    }

    @Test func aBrokenBaselineIsAnError() throws {
        let root = try Self.project()
        try "[1, 2]".write(toFile: root + "/b.json", atomically: false, encoding: .utf8)
        let result = try CommandLineTool.run(["lint", "--baseline", root + "/b.json", root])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: the baseline is not a JSON object with \"findings\""))
    }

    /// Hundreds of keys missing from the development region are one summary in text, with the
    /// first places as notes; `--all` and JSON list each.
    @Test func massFindingsAreSummarized() throws {
        var french = ""
        for index in 0..<30 { french += "\"key\(index)\" = \"Valeur \(index)\";\n" }
        let root = try TestSupport.write([
            "en.lproj/Localizable.strings": "\"title\" = \"Files\";\n",
            "fr.lproj/Localizable.strings": "\"title\" = \"Fichiers\";\n" + french,
        ])
        let summary = try CommandLineTool.run(["lint", root])
        let lines = summary.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(lines)")
        #expect(
            lines[0]
                == "\(root)/fr.lproj/Localizable.strings:2:1: warning: 30 keys of table 'Localizable' are in translations but not in the development region (30 findings; fr 30); they get no accessors. If their text is kept in code (NSLocalizedString(_:value:comment:)), add it to the development region's table to generate accessors [missing-in-development-region]"
        )
        #expect(
            lines[1]
                == "\(root)/fr.lproj/Localizable.strings:2:1: note: key 'key0' is in fr but not in the development region (en); add it to en.lproj/Localizable.strings or .stringsdict"
        )
        #expect(lines[6] == "note: … and 25 more; 'plural-rules lint --all' lists each")
        #expect(try CommandLineTool.run(["lint", "--all", root]).standardError.split(separator: "\n").count == 30)
        #expect(try Self.json(CommandLineTool.run(["lint", "--format", "json", root]).standardOutput).count == 30)
    }

    /// Keys and translations cannot break a diagnostic's line.
    @Test func messagesStayOnOneLine() {
        #expect(Diagnostic.printable("key 'a\nb\tc\u{1B}'") == "key 'a\\nb\\tc\\u{1b}'")
        let diagnostic = Diagnostic(.missingTranslation, "key 'line\nbreak' has no fr translation", at: nil)
        #expect(!diagnostic.description.contains("\n"))
    }
}
