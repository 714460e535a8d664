// The command plugin lints each target in its own run (each with its plural-rules.json); a
// script or a code-scanning upload wants one document. Foundation only, so that the plugin
// tests compile it too (Tests/PluralRulesPluginTests links to this file).
import Foundation

/// Joins the `--format json` or `--format sarif` reports of several `plural-rules lint` runs.
enum LintReports {
    struct InvalidReport: Error, CustomStringConvertible {
        var description: String
    }

    /// One document with the findings of every report, in their order: the JSON reports'
    /// `diagnostics` concatenated; for SARIF, one run whose rules are those of every run (by
    /// id, sorted) and whose results point into them. A single report is returned as it is,
    /// byte for byte; empty outputs (a run that failed before reporting) are skipped.
    static func merge(_ reports: [Data], format: String) throws(InvalidReport) -> Data {
        let reports = reports.filter { !$0.isEmpty }
        if reports.count <= 1 { return reports.first ?? Data() }
        var objects: [[String: Any]] = []
        for report in reports {
            guard let object = try? JSONSerialization.jsonObject(with: report) as? [String: Any] else {
                throw InvalidReport(description: "plural-rules lint wrote a \(format) report that is not a JSON object")
            }
            objects.append(object)
        }
        let merged: [String: Any]
        switch format {
        case "sarif": merged = try mergeSARIF(objects)
        default: merged = try mergeJSON(objects)
        }
        guard let data = try? JSONSerialization.data(withJSONObject: merged, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            throw InvalidReport(description: "cannot write the merged \(format) report")
        }
        return data + Data("\n".utf8)
    }

    static func mergeJSON(_ reports: [[String: Any]]) throws(InvalidReport) -> [String: Any] {
        var merged = reports[0]
        var diagnostics: [Any] = []
        for report in reports {
            guard let list = report["diagnostics"] as? [Any] else {
                throw InvalidReport(description: "a JSON report of plural-rules lint has no \"diagnostics\"")
            }
            diagnostics += list
        }
        merged["diagnostics"] = diagnostics
        return merged
    }

    static func mergeSARIF(_ logs: [[String: Any]]) throws(InvalidReport) -> [String: Any] {
        var runs: [[String: Any]] = []
        for log in logs {
            guard let list = log["runs"] as? [[String: Any]] else {
                throw InvalidReport(description: "a SARIF report of plural-rules lint has no \"runs\"")
            }
            runs += list
        }
        var rulesByID: [String: Any] = [:]
        for run in runs {
            for case let rule as [String: Any] in rules(of: run) {
                if let id = rule["id"] as? String, rulesByID[id] == nil { rulesByID[id] = rule }
            }
        }
        let ids = rulesByID.keys.sorted()
        let index = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($0.element, $0.offset) })
        var results: [Any] = []
        for run in runs {
            for case var result as [String: Any] in (run["results"] as? [Any]) ?? [] {
                if let id = result["ruleId"] as? String, let position = index[id] { result["ruleIndex"] = position }
                results.append(result)
            }
        }
        var run = runs[0]
        var tool = (run["tool"] as? [String: Any]) ?? [:]
        var driver = (tool["driver"] as? [String: Any]) ?? [:]
        driver["rules"] = ids.map { rulesByID[$0]! }
        tool["driver"] = driver
        run["tool"] = tool
        run["results"] = results
        var merged = logs[0]
        merged["runs"] = [run]
        return merged
    }

    static func rules(of run: [String: Any]) -> [Any] {
        ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [Any] ?? []
    }
}
