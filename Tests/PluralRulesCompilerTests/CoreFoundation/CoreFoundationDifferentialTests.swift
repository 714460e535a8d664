import Foundation
import Testing

@testable import PluralRulesCompiler

/// Our `.strings` and `.stringsdict` readers against CoreFoundation's own parser
/// (`CFPropertyListCreateWithData`, which `Bundle` and `PropertyListSerialization` call; the
/// corelibs Foundation on Linux carries the same CoreFoundation), walked at the CF level, as
/// `Tools/CoreFoundationDifferential` does (its sources are linked into this target).
///
/// Every case is one of: equal; differs, with a diagnostic; CF rejects the file, with a
/// diagnostic; or silent, a failure. The real apps' files and a few thousand seeded mutations
/// of them run here; CI runs the release tool on 20,000 (`.ci/run`).
///
/// The table of deliberate differences (the documentation's "Reading files as Apple reads
/// them") has a test each below: each row's input goes through CF and through our reader, and the
/// outcome and the diagnostic are what the row says.
@Suite struct CoreFoundationDifferentialTests {
    static var realApps: String? { TestSupport.shared.map { $0 + "/real-apps" } }

    /// Every real app's file reads as CF reads it, or we say where and why not; so do 2,000
    /// seeded mutations of them (20,000 in CI, with the release build).
    @Test(.enabled(if: realApps != nil, "needs ../shared/real-apps beside the checkout"))
    func realAppsAndTheirMutationsHaveNoSilentDifference() throws {
        let files = DifferentialRun.localizationFiles([try #require(Self.realApps)])
        #expect(files.count > 500, "\(files.count) files")
        var silent: [String] = []
        let run = DifferentialRun(files: files, mutations: 2_000, seed: 7) { item in
            guard item.comparison.outcome.isFailure, silent.count < 10 else { return }
            silent.append("\(item.comparison.outcome.rawValue): \(item.path) \(item.mutation ?? "") \(item.comparison.detail ?? "")")
        }
        #expect(run.failures == 0, "\(silent.joined(separator: "\n"))")
        #expect(run.real.total == files.count)
        #expect(run.mutated.total == 2_000)
        // The mutations reach every class but the silent ones: the comparison can tell them apart.
        for outcome in Outcome.allCases where !outcome.isFailure {
            #expect(run.mutated.count(outcome, .strings) > 0, "no .strings mutation is '\(outcome.rawValue)'")
        }
    }

    /// The comparison itself: without the reader's diagnostics, a difference is silent (so a
    /// reader that reported nothing would fail), and so is a file CF rejects.
    @Test func aDifferenceWithoutADiagnosticIsSilent() {
        let truncated = Array("\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";\n".utf8)
        let compared = Differential.compare(truncated, format: .strings, path: "t.strings")
        #expect(compared.outcome == .differsWithDiagnostic)
        #expect(compared.accountedBy?.kind == .appleReader)
        #expect(compared.detail == #"at /"b": CF has no such key, we have "2""#)
        let ours = OurReading.read(truncated, format: .strings, path: "t.strings")
        #expect(Differential.classify(truncated, format: .strings, ours: (ours.tree, [])).outcome == .differsSilently)

        let rejected = Array("\"a\" \u{FEFF}= \"1\";\n".utf8)
        let oursRejected = OurReading.read(rejected, format: .strings, path: "t.strings")
        #expect(Differential.classify(rejected, format: .strings, ours: (oursRejected.tree, [])).outcome == .rejectedSilently)
        // A warning that says nothing of a difference does not account for one.
        let escape = Diagnostic(.unknownEscape, "unknown escape", at: nil)
        #expect(Differential.classify(rejected, format: .strings, ours: (oursRejected.tree, [escape])).outcome == .rejectedSilently)
    }

    // MARK: Deliberate differences, one test a row

    /// A row of the table: what CF does with `input`, and what we report.
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var format: OurReading.Format = .strings
        /// Written as UTF-16 (little-endian, no byte order mark) instead of UTF-8.
        var utf16 = false
        /// The input is a whole property list, not the body of its dictionary.
        var whole = false
        var outcome: Outcome
        /// The id of the diagnostic that accounts for it, or of the warning we give although
        /// both read the same.
        var id: String?
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        // Stricter than CF: it truncates without a word, or reads what is almost certainly a typo.
        Row(name: "a stray ';' (CF stops reading there)", input: "\"a\" = \"1\";\n;\n\"b\" = \"2\";\n", outcome: .differsWithDiagnostic, id: "strings-syntax"),
        // (Both then read the same table, but CF says nothing: the entries after it are lost.)
        Row(
            name: "an unterminated comment (CF stops reading there)", input: "\"a\" = \"1\";\n/* note\n\"b\" = \"2\";\n", outcome: .equal, id: "strings-syntax"),
        Row(name: "an octal escape above \\177 (CF reads NeXTSTEP)", input: "\"a\" = \"caf\\351\";\n", outcome: .differsWithDiagnostic, id: "strings-syntax"),
        Row(name: "braces around the entries (an old-style dictionary)", input: "{ \"a\" = \"1\"; }\n", outcome: .differsWithDiagnostic, id: "strings-syntax"),
        Row(name: "an invalid UTF-8 byte", input: "\"a\" = \"caf\u{FFFD}\";\n", outcome: .rejectedWithDiagnostic, id: "strings-encoding"),
        // Lenient where CF is, with a warning.
        Row(name: "'\\u' is no escape", input: "\"a\" = \"caf\\u00e9\";\n", outcome: .equal, id: "unknown-escape"),
        Row(name: "an unknown escape keeps its character", input: "\"a\" = \"50\\%\";\n", outcome: .equal, id: "unknown-escape"),
        Row(name: "a key given twice: the later value", input: "\"a\" = \"1\";\n\"a\" = \"2\";\n", outcome: .equal, id: "duplicate-key"),
        // Where CF reads otherwise, and we read on and say what an Apple platform gets.
        Row(
            name: "U+FEFF between entries (CF stops reading)", input: "\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";\n", outcome: .differsWithDiagnostic,
            id: "apple-reader"),
        Row(name: "U+FEFF inside an entry (CF rejects the file)", input: "\"a\" \u{FEFF}= \"1\";\n", outcome: .rejectedWithDiagnostic, id: "apple-reader"),
        Row(name: "a second byte order mark (CF rejects the file)", input: "\u{FEFF}\"a\" = \"1\";\n", outcome: .rejectedWithDiagnostic, id: "apple-reader"),
        Row(
            name: "a NUL as the second byte (CF takes the file for UTF-16)", input: "\"\u{0}a\" = \"1\";\n", outcome: .rejectedWithDiagnostic,
            id: "apple-reader"),
        Row(
            name: "UTF-16 without a byte order mark (CF rejects the file)", input: "\"a\" = \"1\";\n", utf16: true, outcome: .rejectedWithDiagnostic,
            id: "apple-reader"),
        // Property lists (each body inside `<plist version="1.0"><dict>…</dict></plist>`; the
        // readers' own tests, `PropertyListFidelityTests`, take each case further).
        Row(
            name: "a comment inside a <string> (CF rejects the file)", input: "<key>a</key><string>x<!-- c -->y</string>", format: .propertyList,
            outcome: .rejectedWithDiagnostic, id: "apple-reader"),
        Row(
            name: "text between elements (CF rejects the file)", input: "<key>a</key><string>x</string>;", format: .propertyList,
            outcome: .rejectedWithDiagnostic, id: "apple-reader"),
        Row(
            name: "a comment between elements (both read on)", input: "<key>a</key><!-- c --><string>x</string>", format: .propertyList, outcome: .equal,
            id: nil),
        Row(
            name: "'&#X41;' (XML wants a lower-case x)", input: "<key>a</key><string>&#X41;</string>", format: .propertyList, outcome: .rejectedWithDiagnostic,
            id: "xml-syntax"),
        Row(
            name: "a space inside <integer> (CF rejects the file)", input: "<key>a</key><integer>5 </integer>", format: .propertyList,
            outcome: .rejectedWithDiagnostic, id: "plist-value"),
        Row(
            name: "a space after a <real> (CF rejects the file)", input: "<key>a</key><real>1.5 </real>", format: .propertyList,
            outcome: .rejectedWithDiagnostic, id: "plist-value"),
        Row(
            name: "a CDATA section between elements (CF rejects the file)", input: "<key>a</key><![CDATA[x]]><string>x</string>", format: .propertyList,
            outcome: .rejectedWithDiagnostic, id: "apple-reader"),
        Row(
            name: "content in <true> (CF rejects the file)", input: "<key>a</key><true>x</true>", format: .propertyList, outcome: .rejectedWithDiagnostic,
            id: "plist-structure"),
        Row(
            name: "a date CF cannot read", input: "<key>a</key><date>garbage</date>", format: .propertyList, outcome: .rejectedWithDiagnostic, id: "plist-value"
        ),
        Row(
            name: "a U+FEFF that starts a string (both drop it)", input: "<key>a</key><string>\u{FEFF}x</string>", format: .propertyList, outcome: .equal,
            id: nil),
        Row(name: "an integer in hex (both read it)", input: "<key>a</key><integer>0x1F</integer>", format: .propertyList, outcome: .equal, id: nil),
        // Stricter than CF: it converts from the encoding the declaration names (Latin-1 here).
        Row(
            name: "an XML declaration naming another encoding than UTF-8",
            input: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\"><dict><key>a</key><string>caf\u{FFFD}</string></dict></plist>\n",
            format: .propertyList, whole: true, outcome: .differsWithDiagnostic, id: "xml-syntax"),
        // XML over CF: CF reads on past what XML forbids.
        Row(
            name: "text after the root element (CF ignores it)", input: "<key>a</key><string>x</string></dict></plist>trailing<plist><dict>",
            format: .propertyList, outcome: .differsWithDiagnostic, id: "xml-syntax"),
    ]

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(body)</dict></plist>\n"
    }

    @Test(arguments: rows)
    func deliberateDifference(_ row: Row) throws {
        var bytes = Array((row.format == .propertyList && !row.whole ? Self.plist(row.input) : row.input).utf8)
        if row.input.contains("\u{FFFD}") {
            // The replacement character stands for one byte that is not UTF-8 (é in Latin-1).
            let replacement = Array("\u{FFFD}".utf8)
            let at = try #require(bytes.indices.first { Array(bytes[$0...].prefix(3)) == replacement })
            bytes.replaceSubrange(at..<at + 3, with: [0xE9])
        }
        if row.input.hasPrefix("\u{FEFF}") { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        if row.utf16 { bytes = row.input.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let path = row.format == .strings ? "t.strings" : "t.stringsdict"
        let compared = Differential.compare(bytes, format: row.format, path: path)
        #expect(compared.outcome == row.outcome, "\(compared.detail ?? "")")
        let ours = OurReading.read(bytes, format: row.format, path: path)
        if let id = row.id {
            #expect(ours.diagnostics.contains { $0.id == id }, "\(ours.diagnostics.map(\.description))")
        }
        if row.outcome != .equal { #expect(compared.accountedBy?.id == row.id) }
    }
}
