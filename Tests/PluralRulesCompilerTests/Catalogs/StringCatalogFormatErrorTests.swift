import Foundation
import Testing

@testable import PluralRulesCompiler

/// What `format` cannot write as Xcode would is an error at its place, and nothing is written.
@Suite struct StringCatalogFormatErrorTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var json: String
        /// Each diagnostic as `line:column kind`.
        var expected: [String]
    }

    /// A catalog around one entry, as Xcode lays it out, so the lines of the cases are plain.
    static func catalog(entry: String, version: String = #""version" : "1.0""#) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \(entry)\n    }\n  },\n  \(version)\n}"
    }

    static let cases: [Case] = [
        Case(
            description: "a key given twice", json: catalog(entry: #""comment" : "a",\#n      "comment" : "b""#),
            expected: ["6:7 catalog-unrepresentable"]),
        Case(
            description: "keys in two normalization forms", json: catalog(entry: "\"caf\u{E9}\" : 1,\n      \"cafe\u{301}\" : 2"),
            expected: ["6:7 catalog-unrepresentable"]),
        Case(description: "null", json: catalog(entry: #""comment" : null"#), expected: ["5:19 catalog-unrepresentable"]),
        Case(description: "a fraction", json: catalog(entry: #""argNum" : 1.5"#), expected: ["5:18 catalog-unrepresentable"]),
        Case(description: "an exponent", json: catalog(entry: #""argNum" : 1e2"#), expected: ["5:18 catalog-unrepresentable"]),
        Case(description: "a number past 64 bits", json: catalog(entry: #""argNum" : 99999999999999999999"#), expected: ["5:18 catalog-unrepresentable"]),
        Case(description: "an unknown version", json: catalog(entry: "", version: #""version" : "2.0""#), expected: ["8:15 catalog-unrepresentable"]),
        Case(description: "a version that is a number", json: catalog(entry: "", version: #""version" : 1"#), expected: ["8:15 catalog-unrepresentable"]),
        Case(description: "no version", json: #"{"sourceLanguage" : "en", "strings" : {}}"#, expected: ["1:1 catalog-unrepresentable"]),
        Case(description: "no sourceLanguage", json: #"{"strings" : {}, "version" : "1.0"}"#, expected: ["1:1 catalog-unrepresentable"]),
        Case(
            description: "strings that are no object", json: #"{"sourceLanguage" : "en", "strings" : [], "version" : "1.0"}"#,
            expected: ["1:39 catalog-unrepresentable"]),
        Case(description: "a root that is no object", json: "[1, 2]", expected: ["1:1 catalog-unrepresentable"]),
        Case(description: "invalid JSON", json: catalog(entry: #""comment" : "a","#), expected: ["6:5 json-syntax"]),
        Case(description: "an unknown escape", json: catalog(entry: #""comment" : "\x""#), expected: ["5:20 json-syntax"]),
        Case(
            description: "every problem, each at its place",
            json: catalog(entry: #""a" : null,\#n      "b" : 0.5,\#n      "a" : true"#, version: #""version" : "9""#),
            expected: ["5:13 catalog-unrepresentable", "6:13 catalog-unrepresentable", "7:7 catalog-unrepresentable", "10:15 catalog-unrepresentable"]),
    ]

    @Test(arguments: cases)
    func isAnErrorAtItsPlace(_ test: Case) {
        let (formatted, diagnostics) = StringCatalogWriterTests.format(Array(test.json.utf8))
        #expect(formatted == nil)
        #expect(diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.id)" } == test.expected, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    /// One cause, one diagnostic: a key given twice is the catalog's error, not also the JSON
    /// reader's warning that the later value is used.
    @Test func aDuplicateKeyIsReportedOnceWithTheEarlierAsANote() {
        let json = StringCatalogFormatErrorTests.catalog(entry: #""comment" : "a",\#n      "comment" : "b""#)
        let (_, diagnostics) = StringCatalogWriterTests.format(Array(json.utf8))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("the key \"comment\" is also at line 5") == true)
        #expect(diagnostics.first?.notes.first?.location?.line == 5)
    }

    /// `--check`'s diagnostic points at the first byte Xcode would write otherwise.
    @Test func theDifferenceIsLocatedAtTheFirstByteThatDiffers() throws {
        let json = "{\n  \"sourceLanguage\": \"en\",\n  \"strings\" : {\n  },\n  \"version\" : \"1.0\"\n}\n"
        let file = SourceFile(path: "L.xcstrings", text: json)
        let formatted = try #require(StringCatalogWriter.format(file, diagnostics: DiagnosticBag()))
        let difference = try #require(StringCatalogWriter.difference(of: file, from: formatted))
        #expect(difference.kind == .catalogUnformatted)
        #expect(difference.description.hasPrefix("L.xcstrings:2:19: error: not as Xcode writes the catalog from here: Xcode writes ' : \"en\","))
        // A final line break alone.
        let almost = SourceFile(path: "L.xcstrings", bytes: formatted + [0x0A])
        #expect(
            StringCatalogWriter.difference(of: almost, from: formatted)?.message.contains("Xcode writes the end of the file where the file has '\\n'") == true)
        #expect(StringCatalogWriter.difference(of: SourceFile(path: "L.xcstrings", bytes: formatted), from: formatted) == nil)
    }
}
