import Foundation

/// The findings a project has accepted for now: `plural-rules lint --write-baseline FILE`
/// records them, and with the baseline configured (`"baseline"` in `plural-rules.json`, or
/// `--baseline FILE`) only findings that are not in it are reported, with one note counting
/// the rest. A team with thousands of existing defects can switch the plugin on today and
/// `warningsAsErrors` tomorrow, and every new defect still shows.
///
/// A finding is matched by what it is about, not where: its id, table, locale, key, and the
/// variable and form of plural findings. Lines can move, files can be reformatted, and a
/// recorded finding still matches. Findings about no key (a file that cannot be read) match
/// by the file's folder and name and the message. Each fingerprint is counted: a second
/// identical finding beyond the recorded count is new.
public struct Baseline: Sendable, Equatable {
    public static let version = 1

    /// How many findings of each fingerprint are accepted.
    public var counts: [Fingerprint: Int]
    /// Where it was read from, for messages.
    public var path: String

    public init(counts: [Fingerprint: Int] = [:], path: String = "") {
        self.counts = counts
        self.path = path
    }

    /// What identifies a finding across runs.
    public struct Fingerprint: Sendable, Hashable, Comparable {
        public var id: String
        public var table: String?
        public var locale: String?
        public var key: String?
        public var variable: String?
        public var form: String?
        /// For findings without a key: the file (`fr.lproj/Localizable.strings`) and message.
        public var file: String?
        public var message: String?

        public init(_ diagnostic: Diagnostic) {
            id = diagnostic.id
            let subject = diagnostic.subject
            table = subject.flatMap { $0.table.isEmpty ? nil : $0.table }
            locale = subject?.locale
            key = subject?.key
            variable = subject?.variable
            form = subject?.form
            if key == nil {
                file = diagnostic.location.map { Self.shortPath($0.path) }
                message = diagnostic.message
            }
        }

        init(id: String, table: String?, locale: String?, key: String?, variable: String?, form: String?, file: String?, message: String?) {
            (self.id, self.table, self.locale, self.key, self.variable, self.form, self.file, self.message) = (
                id, table, locale, key, variable, form, file, message
            )
        }

        /// The last two components of a path: `fr.lproj/Localizable.strings`.
        static func shortPath(_ path: String) -> String {
            path.split(separator: "/").suffix(2).joined(separator: "/")
        }

        var fields: [(String, String?)] {
            [("id", id), ("table", table), ("locale", locale), ("key", key), ("variable", variable), ("form", form), ("file", file), ("message", message)]
        }

        public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            lhs.fields.map { $0.1 ?? "" }.lexicographicallyPrecedes(rhs.fields.map { $0.1 ?? "" })
        }
    }

    /// A baseline of `diagnostics`: every warning and error (notes are not findings).
    public static func recording(_ diagnostics: [Diagnostic]) -> Baseline {
        var counts: [Fingerprint: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity != .note && diagnostic.kind != .baselined {
            counts[Fingerprint(diagnostic), default: 0] += 1
        }
        return Baseline(counts: counts)
    }

    /// The findings not in the baseline, and how many were.
    public func filter(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], baselined: Int) {
        var remaining = counts
        var kept: [Diagnostic] = []
        var baselined = 0
        for diagnostic in diagnostics {
            guard diagnostic.severity != .note else {
                kept.append(diagnostic)
                continue
            }
            let fingerprint = Fingerprint(diagnostic)
            if let left = remaining[fingerprint], left > 0 {
                remaining[fingerprint] = left - 1
                baselined += 1
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, baselined)
    }

    /// The file's text: one finding per line, sorted, so that a baseline diffs cleanly when
    /// findings are fixed or accepted.
    public var text: String {
        let findings = counts.keys.sorted().map { fingerprint -> JSONText in
            var pairs: [(String, JSONText?)] = fingerprint.fields.map { ($0.0, $0.1.map(JSONText.string)) }
            if counts[fingerprint]! > 1 { pairs.append(("count", .number(counts[fingerprint]!))) }
            return .object(pairs)
        }
        return JSONText.object([
            ("version", .number(Self.version)),
            ("tool", "plural-rules"),
            ("findings", .array(findings)),
        ]).pretty(inlineRecords: true)
    }

    /// Reads a baseline written by ``text``; reports what is wrong with the file.
    public static func load(_ path: String, diagnostics: DiagnosticCollector) -> Baseline? {
        let start = SourceLocation(path: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.report(
                .baselineInvalid, "cannot read the baseline '\(path)'; write one with 'plural-rules lint --write-baseline \(path) PATH...'", at: nil)
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let findings = object["findings"] as? [[String: Any]]
        else {
            diagnostics.report(
                .baselineInvalid, "the baseline is not a JSON object with \"findings\"; write it with 'plural-rules lint --write-baseline'", at: start)
            return nil
        }
        guard object["version"] as? Int == version else {
            diagnostics.report(
                .baselineInvalid, "the baseline has version \(object["version"].map { "\($0)" } ?? "none"); this tool reads version \(version)", at: start)
            return nil
        }
        var counts: [Fingerprint: Int] = [:]
        for (index, finding) in findings.enumerated() {
            guard let id = finding["id"] as? String else {
                diagnostics.report(.baselineInvalid, "finding \(index + 1) of the baseline has no \"id\"", at: start)
                return nil
            }
            let fingerprint = Fingerprint(
                id: id, table: finding["table"] as? String, locale: finding["locale"] as? String, key: finding["key"] as? String,
                variable: finding["variable"] as? String, form: finding["form"] as? String,
                file: finding["file"] as? String, message: finding["message"] as? String)
            counts[fingerprint, default: 0] += (finding["count"] as? Int) ?? 1
        }
        return Baseline(counts: counts, path: path)
    }
}
