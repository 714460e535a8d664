import Foundation
import Testing

@testable import PluralRulesCompiler

/// `plural-rules report` as users run it: the same findings as `lint --format json`, counted
/// the same way, with the same options.
@Suite struct ReportCommandTests {
    typealias R = ReportRendererTests

    /// What one finding is about, as lint's JSON and the report count it.
    struct Group: Hashable, CustomStringConvertible {
        var id: String
        var severity: String
        var table: String?
        var locale: String?
        var description: String { "\(id) \(severity) \(table ?? "-") \(locale ?? "-")" }
    }

    static func lintCounts(_ arguments: [String]) throws -> [Group: Int] {
        let result = try CommandLineTool.run(["lint", "--format", "json"] + arguments)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        var counts: [Group: Int] = [:]
        for finding in try #require(object["diagnostics"] as? [[String: Any]]) {
            let group = Group(
                id: finding["id"] as! String, severity: finding["severity"] as! String,
                table: finding["table"] as? String, locale: finding["locale"] as? String)
            counts[group, default: 0] += 1
        }
        return counts
    }

    /// The counts of the page's JSON block.
    static func embeddedCounts(_ html: String) throws -> [Group: Int] {
        var counts: [Group: Int] = [:]
        for count in try #require(try R.embeddedJSON(html)["counts"] as? [[String: Any]]) {
            let group = Group(
                id: count["id"] as! String, severity: count["severity"] as! String,
                table: count["table"] as? String, locale: count["locale"] as? String)
            counts[group, default: 0] += count["count"] as! Int
        }
        return counts
    }

    /// The findings' rows, by their data-* attributes (character references decoded).
    static func rowCounts(_ html: String) -> [Group: Int] {
        func decoded(_ text: String) -> String {
            text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        }
        var counts: [Group: Int] = [:]
        for row in R.matches(#"<tr data-severity="[^"]*" data-id="[^"]*"[^>]*>"#, in: html) {
            func attribute(_ name: String) -> String? {
                R.matches(" data-\(name)=\"([^\"]*)\"", in: row).first.map(decoded)
            }
            counts[Group(id: attribute("id")!, severity: attribute("severity")!, table: attribute("table"), locale: attribute("locale")), default: 0] += 1
        }
        return counts
    }

    static func report(_ arguments: [String]) throws -> (html: String, markdown: String, result: CommandLineTool.Output) {
        let output = try TestSupport.temporaryDirectory() + "/report"
        let result = try CommandLineTool.run(["report", "--output", output] + arguments)
        let html = try String(contentsOfFile: output + "/report.html", encoding: .utf8)
        let markdown = try String(contentsOfFile: output + "/report.md", encoding: .utf8)
        return (html, markdown, result)
    }

    @Test func theReportCountsWhatLintFinds() throws {
        let root = try ReportFixture.project()
        let lint = try Self.lintCounts([root])
        #expect(lint.values.reduce(0, +) == 11)
        let (html, markdown, result) = try Self.report([root])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("0 errors, 10 warnings, 1 note in 2 tables and 4 locales\n"))
        #expect(try Self.embeddedCounts(html) == lint)
        #expect(Self.rowCounts(html) == lint)
        #expect(markdown.contains("**0 errors, 10 warnings, 1 note**"))
    }

    /// The findings marked fixable are the ones `fix --dry-run` would fix, no more: a
    /// spelled number with two digit runs is of a fixable kind, but the fix is not certain.
    @Test func theFixableFindingsAreTheOnesFixFixes() throws {
        let root = try TestSupport.temporaryDirectory() + "/Fixable"
        try FileManager.default.copyItem(atPath: TestSupport.fixtures + "/Documentation/Fixable", toPath: root)
        let ru = root + "/ru.lproj/Localizable.stringsdict"
        let original = try String(contentsOfFile: ru, encoding: .utf8)
        let uncertain = original.replacingOccurrences(of: "<string>1 файл</string>", with: "<string>1 файл из 1</string>")
        #expect(uncertain != original)
        try uncertain.write(toFile: ru, atomically: false, encoding: .utf8)

        let dryRun = try CommandLineTool.run(["fix", "--dry-run", root])
        #expect(dryRun.status == 0)
        #expect(dryRun.standardError.contains("would fix 2 of 3 fixable findings"), "\(dryRun.standardError)")
        // "path:line:col: note: would … [id]", as "path:line:col [id]".
        let wouldFix = Set(
            dryRun.standardError.split(separator: "\n").compactMap { line -> String? in
                guard line.contains(": note: would "), let id = line.split(separator: " ").last else { return nil }
                return String(line.prefix { $0 != " " }.dropLast()) + " " + id
            })
        #expect(wouldFix.count == 2)

        let (html, markdown, result) = try Self.report([root])
        #expect(result.status == 0)
        #expect(try Self.R.embeddedJSON(html)["fixable"] as? Int == 2)
        // The marked rows: their locations (relative to the input) and ids.
        var marked: Set<String> = []
        for row in Self.R.matches(#"(<tr data-severity="[^"]*" data-id="[^"]*"[^>]* data-fix="yes">.*?</tr>)"#, in: html) {
            let id = try #require(Self.R.matches(#" data-id="([^"]*)""#, in: row).first)
            let location = try #require(Self.R.matches(#"<td class="location"><code>(.*?)</code>"#, in: row).first)
            #expect(row.contains("<span class=\"tag\" title=\"plural-rules fix fixes it\">fixable</span>"))
            marked.insert(root + "/" + location.replacingOccurrences(of: "<wbr>", with: "") + " [\(id)]")
        }
        #expect(marked == wouldFix)
        // The spelled number fix is not certain about is listed, not marked.
        let spelled = try #require(Self.R.matches(#"(<tr data-severity="[^"]*" data-id="spelled-number"[^>]*>)"#, in: html).first)
        #expect(!spelled.contains("data-fix"))
        #expect(html.contains("<option value=\"yes\">plural-rules fix fixes it (2)</option>"))
        #expect(html.contains("data-filter=\"fix=yes\">2</a>"))
        #expect(markdown.contains("2 findings can be fixed without a translator: `plural-rules fix --dry-run` shows the edits"))

        // Nothing fixable: nothing said about fixing.
        let clean = try Self.report([try ReportFixture.project()])
        #expect(try Self.R.embeddedJSON(clean.html)["fixable"] as? Int == 0)
        #expect(!clean.html.contains("data-fix") && !clean.html.contains("name=\"fix\""))
        #expect(!clean.markdown.contains("plural-rules fix"))
    }

    /// The options that decide the findings are lint's, and mean the same.
    @Test(arguments: [
        ["--severity", "missing-translation=ignore"],
        ["--severity", "missing-category=error", "--werror"],
        ["--exclude-table", "Shop"],
        ["--development-region", "ru"],
    ])
    func lintsOptionsMeanTheSame(_ options: [String]) throws {
        let root = try ReportFixture.project()
        let lint = try Self.lintCounts(options + [root])
        let (html, _, result) = try Self.report(options + [root])
        #expect(result.status == 0)
        #expect(try Self.embeddedCounts(html) == lint)
        #expect(Self.rowCounts(html) == lint)
    }

    @Test func aBaselineIsLintsToo() throws {
        let root = try ReportFixture.project()
        let baseline = root + "/baseline.json"
        #expect(try CommandLineTool.run(["lint", "--write-baseline", baseline, root]).status == 0)
        try "\"new\" = \"Neu\";\n".write(toFile: root + "/fr.lproj/More.strings", atomically: false, encoding: .utf8)
        let lint = try Self.lintCounts(["--baseline", baseline, root])
        let (html, _, _) = try Self.report(["--baseline", baseline, root])
        #expect(try Self.embeddedCounts(html) == lint)
        #expect(lint[Group(id: "baselined", severity: "note", table: nil, locale: nil)] == 1)
    }

    @Test func theOutputIsDeterministicAndHasADefaultFolder() throws {
        let root = try ReportFixture.project()
        let work = try TestSupport.temporaryDirectory()
        let first = try CommandLineTool.run(["report", root], in: work)
        #expect(first.status == 0)
        let html = try String(contentsOfFile: work + "/plural-rules-report/report.html", encoding: .utf8)
        #expect(try CommandLineTool.run(["report", root], in: work).status == 0)
        #expect(try String(contentsOfFile: work + "/plural-rules-report/report.html", encoding: .utf8) == html)
        #expect(FileManager.default.fileExists(atPath: work + "/plural-rules-report/report.md"))
    }

    /// A report of nothing is most likely a mistyped path: said, and the exit status is 1.
    @Test func nothingToCheckFails() throws {
        let work = try TestSupport.temporaryDirectory()
        let result = try CommandLineTool.run(["report", "--output", work + "/out", work + "/missing"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: '\(work)/missing' does not exist"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("1 error, 0 warnings, 0 notes in 0 tables and 0 locales\n"))
        #expect(FileManager.default.fileExists(atPath: work + "/out/report.html"))
    }

    @Test func helpDescribesTheCommand() throws {
        let help = try CommandLineTool.run(["report", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: plural-rules report PATH... [--output DIR] [options]"))
        for option in ["--output DIR", "--config FILE", "--severity ID=LEVEL", "--baseline FILE", "--include-table NAME", "--cldr DIR"] {
            #expect(help.standardOutput.contains(option))
        }
        #expect(!help.standardOutput.contains("--all"))
        #expect(try CommandLineTool.run(["--help"]).standardOutput.contains("  report "))
        let missing = try CommandLineTool.run(["report"])
        #expect(missing.status == 1 && missing.standardError.hasPrefix("error: give at least one PATH"))
    }
}
