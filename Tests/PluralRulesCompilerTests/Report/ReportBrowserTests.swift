import Foundation
import Testing

@testable import PluralRulesCompiler

/// The HTML report in a real browser, headless Chromium (`bash Scripts/install-chromium.sh`):
/// its script runs, hostile keys stay text, the rows are lint's, and filters and sorting set
/// in the address work. Skipped, saying so, where Chromium is absent. `.ci/report` does the
/// same on the real apps, and checks screenshots pixel by pixel.
@Suite(.enabled(if: Chromium.path != nil, "needs chromium on PATH (bash Scripts/install-chromium.sh)"))
struct ReportBrowserTests {
    typealias C = ReportCommandTests
    typealias R = ReportRendererTests

    /// Runs Chromium headless on `url` with `arguments`; its standard output.
    static func chromium(_ arguments: [String], _ url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Chromium.path!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu"] + arguments + [url]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func rendered(_ report: String, fragment: String = "") throws -> String {
        try chromium(["--dump-dom"], "file://" + report + fragment)
    }

    /// The findings' rows the page shows (not `hidden`), in order.
    static func shownRows(_ dom: String) -> [String] {
        R.matches(#"<tr data-severity="[^"]*" data-id="[^"]*"[^>]*>"#, in: dom).filter { !$0.contains(" hidden") }
    }

    @Test func theScriptRunsAndHostileKeysStayText() throws {
        let root = try ReportFixture.project()
        let output = try TestSupport.temporaryDirectory()
        #expect(try CommandLineTool.run(["report", "--output", output, root]).status == 0)
        let dom = try Self.rendered(output + "/report.html")
        #expect(dom.contains(#"data-script="ready""#))
        // Three scripts of the page's own: the keys made none, nor an image, nor a new title.
        #expect(R.matches("<script", in: dom).count == 3)
        #expect(!dom.contains("<img"))
        #expect(R.matches("<title>([^<]*)</title>", in: dom) == ["Localization report: 0 errors, 10 warnings, 1 note"])
        #expect(dom.contains(#"Showing all 11 findings"#))
        #expect(C.rowCounts(dom) == (try C.lintCounts([root])))
    }

    @Test func filtersAndSortingInTheAddressWork() throws {
        let root = try ReportFixture.project()
        let output = try TestSupport.temporaryDirectory()
        #expect(try CommandLineTool.run(["report", "--output", output, root]).status == 0)
        let lint = try C.lintCounts([root])
        let french = try Self.rendered(output + "/report.html", fragment: "#findings?locale=fr")
        let shown = Self.shownRows(french)
        #expect(shown.count == lint.filter { $0.key.locale == "fr" }.values.reduce(0, +))
        #expect(shown.allSatisfy { $0.contains(#"data-locale="fr""#) })
        #expect(french.contains("Showing 6 of 11 findings"))
        // Findings about no one locale, and a text search.
        let tableWide = Self.shownRows(try Self.rendered(output + "/report.html", fragment: "#findings?table=Localizable&locale=%2F"))
        #expect(tableWide.count == 1 && !tableWide[0].contains("data-locale"))
        let searched = Self.shownRows(try Self.rendered(output + "/report.html", fragment: "#findings?text=pwned"))
        #expect(searched.count == 2)
        // Notes first when sorted by severity, descending; the header says so.
        let sorted = try Self.rendered(output + "/report.html", fragment: "#findings?sort=severity&order=descending")
        #expect(Self.shownRows(sorted).first?.contains(#"data-severity="note""#) == true)
        #expect(sorted.contains(#"data-name="severity" aria-sort="descending""#))
    }

    /// The fixable findings, as the header's link and the form's menu show them.
    @Test func theFixableFindingsCanBeShownAlone() throws {
        let root = TestSupport.fixtures + "/Documentation/Fixable"
        let output = try TestSupport.temporaryDirectory()
        #expect(try CommandLineTool.run(["report", "--output", output, root]).status == 0)
        let fixable = Self.shownRows(try Self.rendered(output + "/report.html", fragment: "#findings?fix=yes"))
        #expect(fixable.count == 3)
        #expect(fixable.allSatisfy { $0.contains(#"data-fix="yes""#) })
        let others = Self.shownRows(try Self.rendered(output + "/report.html", fragment: "#findings?fix=%2F"))
        #expect(!others.isEmpty && others.allSatisfy { !$0.contains("data-fix") })
    }

    /// Clicks and choices as a user makes them, by a script added to a copy of the page: a
    /// column header sorts, a choice in the form filters (and is kept in the address), a
    /// kind's link filters, the form's reset shows everything again.
    @Test func controlsRespondToTheUser() throws {
        let root = try ReportFixture.project()
        let output = try TestSupport.temporaryDirectory()
        #expect(try CommandLineTool.run(["report", "--output", output, root]).status == 0)
        let page = try String(contentsOfFile: output + "/report.html", encoding: .utf8)
        let user = #"""
            <script>
            (function () {
              var doc = document, log = [];
              var table = doc.getElementById("findings-table");
              function shown() { return Array.prototype.filter.call(table.tBodies[0].rows, function (row) { return !row.hidden; }); }
              table.querySelector('th[data-name="id"] button').click();
              var ids = shown().map(function (row) { return row.getAttribute("data-id"); });
              log.push("sorted " + (ids.join() === ids.slice().sort().join()) + " " + table.querySelector('th[data-name="id"]').getAttribute("aria-sort"));
              var form = doc.getElementById("filters");
              form.elements.locale.value = "ru";
              form.elements.locale.dispatchEvent(new Event("change", { bubbles: true }));
              log.push("ru " + shown().length + " " + location.hash);
              doc.querySelector('#kinds a[data-filter="id=missing-translation"]').click();
              log.push("missing " + shown().length + " " + location.hash);
              form.reset();
              setTimeout(function () { log.push("reset " + shown().length); doc.body.setAttribute("data-test", log.join("; ")); }, 50);
            })();
            </script>
            </body>
            """#
        let copy = output + "/interactive.html"
        try page.replacingOccurrences(of: "</body>", with: user).write(toFile: copy, atomically: false, encoding: .utf8)
        let dom = try Self.chromium(["--virtual-time-budget=5000", "--dump-dom"], "file://" + copy)
        #expect(
            R.matches(#"data-test="([^"]*)""#, in: dom) == [
                "sorted true ascending; ru 2 #findings?locale=ru&amp;sort=id; missing 6 #findings?id=missing-translation; reset 11"
            ])
    }

    @Test func aScreenshotShowsThePage() throws {
        let root = try ReportFixture.project()
        let output = try TestSupport.temporaryDirectory()
        #expect(try CommandLineTool.run(["report", "--output", output, root]).status == 0)
        let png = output + "/report.png"
        _ = try Self.chromium(["--hide-scrollbars", "--window-size=1000,800", "--screenshot=\(png)"], "file://\(output)/report.html")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // A page of one colour compresses to a few kilobytes; text and tables do not.
        #expect(data.count > 20_000, "\(data.count) bytes")
    }
}

/// Where Chromium is, if it is on `PATH`.
enum Chromium {
    static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/chromium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
