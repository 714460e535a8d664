/// How a run's diagnostics are shown: as `path:line:col: severity: message [id]` lines for
/// people, Xcode and SwiftPM (with one summary where one cause makes hundreds of lines), as
/// JSON for scripts, as SARIF for code-scanning services such as GitHub's, or as GitHub
/// Actions workflow commands, which annotate the lines of a pull request.
public enum DiagnosticReport {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, sarif, github
    }

    // MARK: Text

    /// Above this many findings of one kind in one table, the text report gives one summary.
    public static let summaryThreshold = 20
    /// How many of the summarized findings the summary shows as notes.
    public static let summaryExamples = 5

    /// The kinds one cause produces by the hundred: a development region that keeps its text
    /// in code has no key the translations have; a table that is a work in progress lacks
    /// translations of many keys.
    static let summarizedKinds: Set<DiagnosticKind> = [.missingInDevelopmentRegion, .missingTranslation, .emptyTranslation, .translationState]

    /// `diagnostics`, where a kind in `summarizedKinds` has more than ``summaryThreshold``
    /// findings in one table, with those replaced by one summary in the place of the first:
    /// the count, the locales, and the first few findings as notes.
    public static func summarized(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Group: Hashable { var kind: DiagnosticKind; var table: String; var severity: DiagnosticSeverity }
        func group(_ diagnostic: Diagnostic) -> Group? {
            guard summarizedKinds.contains(diagnostic.kind), let table = diagnostic.subject?.table else { return nil }
            return Group(kind: diagnostic.kind, table: table, severity: diagnostic.severity)
        }
        var members: [Group: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if let group = group(diagnostic) { members[group, default: []].append(diagnostic) }
        }
        var emitted: Set<Group> = []
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let group = group(diagnostic), let all = members[group], all.count > summaryThreshold else {
                result.append(diagnostic)
                continue
            }
            guard emitted.insert(group).inserted else { continue }
            result.append(summary(of: all, kind: group.kind, table: group.table))
        }
        return result
    }

    static func summary(of findings: [Diagnostic], kind: DiagnosticKind, table: String) -> Diagnostic {
        let keys = Set(findings.compactMap(\.subject?.key)).count
        var perLocale: [String: Int] = [:]
        for finding in findings { if let locale = finding.subject?.locale { perLocale[locale, default: 0] += 1 } }
        let locales = perLocale.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let listed = locales.prefix(6).map { "\($0.key) \($0.value)" }.joined(separator: ", ") + (locales.count > 6 ? ", …" : "")
        let message: String
        switch kind {
        case .missingInDevelopmentRegion:
            message =
                "\(keys) keys of table '\(table)' are in translations but not in the development region (\(findings.count) findings; \(listed)); they get no accessors. If their text is kept in code (NSLocalizedString(_:value:comment:)), add it to the development region's table to generate accessors"
        case .emptyTranslation:
            message =
                "\(keys) keys of table '\(table)' have empty translations (\(findings.count) findings; \(listed)); Foundation would show nothing, these accessors show the development region's text"
        case .translationState:
            let units = findings.compactMap { Int($0.message.prefix { $0.isNumber }) }.reduce(0, +)
            message =
                "\(units) translations of table '\(table)' in \(findings.count) languages are unfinished (state 'new' or 'needs_review'); they are used as they are"
        default:
            message =
                "\(keys) keys of table '\(table)' lack translations (\(findings.count) findings\(locales.isEmpty ? "" : "; " + listed)); users of those locales see the development region's text"
        }
        var notes = findings.prefix(summaryExamples).map { Diagnostic.Note($0.message, at: $0.location) }
        notes.append(Diagnostic.Note("… and \(findings.count - min(findings.count, summaryExamples)) more; 'plural-rules lint --all' lists each", at: nil))
        var summary = Diagnostic(kind, message, at: findings[0].location, notes: notes, subject: .init(table: table, locale: nil, key: nil))
        summary.severity = findings[0].severity
        return summary
    }

    // MARK: JSON

    /// `{"version": 1, "tool": …, "diagnostics": [{"id", "severity", "message", "path", "line",
    /// "column", "table", "locale", "key", "variable", "form", "notes"}]}`, fields that do not
    /// apply left out; one diagnostic per line.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        JSONText.object([
            ("version", .number(1)),
            ("tool", .object([("name", .string(ToolVersion.name)), ("version", .string(ToolVersion.version))])),
            ("diagnostics", .array(diagnostics.map(jsonObject))),
        ]).pretty(inlineRecords: true)
    }

    static func jsonObject(_ diagnostic: Diagnostic) -> JSONText {
        let subject = diagnostic.subject
        var pairs: [(String, JSONText?)] = [
            ("id", .string(diagnostic.id)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        pairs += locationPairs(diagnostic.location)
        pairs += [
            ("table", subject.flatMap { $0.table.isEmpty ? nil : .string($0.table) }),
            ("locale", subject?.locale.map(JSONText.string)),
            ("key", subject?.key.map(JSONText.string)),
            ("variable", subject?.variable.map(JSONText.string)),
            ("form", subject?.form.map(JSONText.string)),
        ]
        if !diagnostic.notes.isEmpty {
            pairs.append(
                (
                    "notes",
                    .array(
                        diagnostic.notes.map { note in
                            .object([("message", .string(note.message))] + locationPairs(note.location))
                        })
                ))
        }
        return .object(pairs)
    }

    static func locationPairs(_ location: SourceLocation?) -> [(String, JSONText?)] {
        guard let location else { return [] }
        return [("path", .string(location.path)), ("line", .number(location.line)), ("column", .number(location.column))]
    }

    // MARK: GitHub Actions

    /// One workflow command per diagnostic, which GitHub Actions shows as an annotation on
    /// the line (`::warning file=App/ru.lproj/Localizable.stringsdict,line=9,col=14,title=[missing-category]::ru needs …`):
    /// errors as `::error`, warnings as `::warning`, notes as `::notice`. A diagnostic's notes
    /// follow its message on lines of their own (`note: path:line:col: …`). Paths are relative
    /// to `workspace` (`$GITHUB_WORKSPACE`, the checkout) when under it, as annotations need;
    /// relative paths are taken from `currentDirectory` first. Values are escaped as the
    /// Actions toolkit escapes them (`%`, line breaks; `:` and `,` too in properties), and
    /// control and bidirectional characters are shown as escapes, as in the text report.
    public static func github(_ diagnostics: [Diagnostic], workspace: String, currentDirectory: String) -> String {
        func place(_ location: SourceLocation) -> String {
            workspaceRelative(location.path, workspace: workspace, currentDirectory: currentDirectory)
        }
        var out = ""
        for diagnostic in diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties: [String] = []
            if let location = diagnostic.location {
                properties += ["file=" + escapedProperty(place(location)), "line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=" + escapedProperty("[\(diagnostic.id)]"))
            var message = Diagnostic.printable(diagnostic.message)
            for note in diagnostic.notes {
                let at = note.location.map { "\(place($0)):\($0.line):\($0.column): " } ?? ""
                message += "\nnote: \(at)\(Diagnostic.printable(note.message))"
            }
            out += "::\(command) \(properties.joined(separator: ","))::\(escapedData(message))\n"
        }
        return out
    }

    /// `path` relative to `workspace` when it lies under it, else absolute; `.` and `..`
    /// resolved by name, as the runner compares the strings.
    static func workspaceRelative(_ path: String, workspace: String, currentDirectory: String) -> String {
        func components(_ path: String) -> [Substring] {
            var result: [Substring] = []
            for component in path.split(separator: "/") where component != "." {
                if component == "..", !result.isEmpty { result.removeLast() } else if component != ".." { result.append(component) }
            }
            return result
        }
        let absolute = components(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        let base = components(workspace)
        guard absolute.count > base.count, absolute.starts(with: base) else { return "/" + absolute.joined(separator: "/") }
        return absolute.dropFirst(base.count).joined(separator: "/")
    }

    /// A workflow command's message: `%`, CR and LF escaped (the toolkit's `escapeData`).
    static func escapedData(_ text: String) -> String { escaped(text, property: false) }

    /// A workflow command's property value: as ``escapedData(_:)``, and `:` and `,`, which
    /// end a property (the toolkit's `escapeProperty`).
    static func escapedProperty(_ text: String) -> String { escaped(text, property: true) }

    /// Scalar by scalar: `replacing(_:with:)` needs macOS 13, and the tool builds for 10.13.
    private static func escaped(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: SARIF

    /// A SARIF 2.1.0 log with one run: the rules are the catalogue's entries for the ids that
    /// occur (with their summaries and fixes); each result carries its notes as related
    /// locations and a fingerprint from what it is about, so that code scanning follows a
    /// finding across line moves. Paths under `baseDirectory` are given relative to it (the
    /// repository root, for GitHub), others as file URIs. Columns count UTF-8 bytes, which
    /// are characters on ASCII lines.
    public static func sarif(_ diagnostics: [Diagnostic], baseDirectory: String) -> String {
        let kinds = Set(diagnostics.map(\.kind)).sorted { $0.id < $1.id }
        let ruleIndex = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($0.element, $0.offset) })
        let rules = kinds.map { kind -> JSONText in
            .object([
                ("id", .string(kind.id)),
                ("shortDescription", .object([("text", .string(kind.summary))])),
                ("help", .object([("text", .string(kind.fix))])),
                ("defaultConfiguration", .object([("level", .string(level(kind.defaultSeverity)))])),
                ("properties", .object([("category", .string(kind.area.rawValue))])),
            ])
        }
        let results = diagnostics.map { diagnostic -> JSONText in
            var pairs: [(String, JSONText?)] = [
                ("ruleId", .string(diagnostic.id)),
                ("ruleIndex", .number(ruleIndex[diagnostic.kind]!)),
                ("level", .string(level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message))])),
            ]
            if let location = diagnostic.location {
                pairs.append(("locations", .array([sarifLocation(location, base: baseDirectory)])))
            }
            let related = diagnostic.notes.enumerated().map { index, note -> JSONText in
                var location: [(String, JSONText?)] = [("id", .number(index)), ("message", .object([("text", .string(note.message))]))]
                if let place = note.location, case .object(let physical) = sarifLocation(place, base: baseDirectory) {
                    location += physical.map { ($0.0, $0.1) }
                }
                return .object(location)
            }
            if !related.isEmpty { pairs.append(("relatedLocations", .array(related))) }
            pairs.append(("partialFingerprints", .object([("pluralRulesFinding/v1", .string(fingerprint(diagnostic)))])))
            return .object(pairs)
        }
        return JSONText.object([
            ("$schema", "https://json.schemastore.org/sarif-2.1.0.json"),
            ("version", "2.1.0"),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string(ToolVersion.name)),
                                        ("version", .string(ToolVersion.version)),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        ("columnKind", "unicodeCodePoints"),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).pretty()
    }

    static func level(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func sarifLocation(_ location: SourceLocation, base: String) -> JSONText {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let artifact: JSONText
        if location.path.hasPrefix(prefix) {
            artifact = .object([("uri", .string(percentEncoded(String(location.path.dropFirst(prefix.count))))), ("uriBaseId", "%SRCROOT%")])
        } else if location.path.hasPrefix("/") {
            artifact = .object([("uri", .string("file://" + percentEncoded(location.path)))])
        } else {
            artifact = .object([("uri", .string(percentEncoded(location.path))), ("uriBaseId", "%SRCROOT%")])
        }
        return .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", artifact),
                    ("region", .object([("startLine", .number(location.line)), ("startColumn", .number(location.column))])),
                ])
            )
        ])
    }

    /// A path as a URI reference: bytes other than unreserved characters and `/` as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// A stable hash of what a finding is about (as a baseline matches it), in hexadecimal.
    static func fingerprint(_ diagnostic: Diagnostic) -> String {
        let fields = Baseline.Fingerprint(diagnostic).fields.map { $0.1 ?? "" }.joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in fields.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
