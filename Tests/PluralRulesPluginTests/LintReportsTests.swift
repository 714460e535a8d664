import Foundation
import Testing

/// `swift package plural-rules lint --format json|sarif` lints each target in its own run and
/// writes one document.
@Suite struct LintReportsTests {
    func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func oneReportIsKeptByteForByte() throws {
        let report = Data(#"{"version": 1, "diagnostics": []}"#.utf8)
        #expect(try LintReports.merge([report, Data()], format: "json") == report)
    }

    @Test func jsonReportsJoinTheirDiagnostics() throws {
        let first = Data(#"{"version": 1, "tool": {"name": "plural-rules"}, "diagnostics": [{"id": "missing-other"}]}"#.utf8)
        let second = Data(#"{"version": 1, "tool": {"name": "plural-rules"}, "diagnostics": [{"id": "missing-category"}, {"id": "zero-form"}]}"#.utf8)
        let merged = try object(LintReports.merge([first, second], format: "json"))
        #expect(merged["version"] as? Int == 1)
        #expect((merged["diagnostics"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["missing-other", "missing-category", "zero-form"])
    }

    @Test func sarifLogsBecomeOneRunWhoseResultsPointAtItsRules() throws {
        func log(_ rules: [String], _ results: [(String, Int)]) -> Data {
            let object: [String: Any] = [
                "version": "2.1.0",
                "runs": [
                    [
                        "tool": ["driver": ["name": "plural-rules", "rules": rules.map { ["id": $0] }]],
                        "results": results.map { ["ruleId": $0.0, "ruleIndex": $0.1] },
                    ]
                ],
            ]
            return try! JSONSerialization.data(withJSONObject: object)
        }
        let merged = try object(
            LintReports.merge(
                [
                    log(["missing-other", "zero-form"], [("zero-form", 1), ("missing-other", 0)]),
                    log(["missing-category", "zero-form"], [("missing-category", 0), ("zero-form", 1)]),
                ], format: "sarif"))
        let runs = try #require(merged["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(rules == ["missing-category", "missing-other", "zero-form"])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["zero-form", "missing-other", "missing-category", "zero-form"])
        for result in results {
            #expect(rules[result["ruleIndex"] as! Int] == result["ruleId"] as? String)
        }
    }

    @Test func aReportThatIsNoJSONIsAnError() {
        #expect(throws: LintReports.InvalidReport.self) {
            try LintReports.merge([Data("{}".utf8), Data("not json".utf8)], format: "json")
        }
    }
}
