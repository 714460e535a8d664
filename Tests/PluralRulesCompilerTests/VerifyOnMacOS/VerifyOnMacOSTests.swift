import Foundation
import Testing

@testable import PluralRulesCompiler

/// `Scripts/verify-on-macos.sh`, which cannot run here, tested on Linux in everything but its
/// Foundation calls: the line format both sides write, the plan, which numbers each key takes,
/// the comparison and the report (`Comparison.swift`), and the accessor side, whose accessors and
/// calls `Tool.swift` generates and which is compiled and run here (`FoundationRenderer.swift`
/// is only compiled: linked into this target, it type-checks against corelibs-foundation).
///
/// `Tests/Fixtures/VerifyOnMacOS`: `accessors.tsv` is the accessor side of
/// `Examples/PluralDemo/Sources/PluralDemo`, as the renderer writes it (re-recorded by
/// ``accessorRendererWritesTheRecordedRenderings()``); `foundation.tsv` is written by hand
/// from it, with differences Foundation could show: the key `files_in_folders` missing from
/// ar (its users see the en text in the accessors), pl `hours` of 1.5 with a no-break space,
/// ar `hours` of 5 with a right-to-left mark, ru `files_remaining` of 11 in the `one` form (a
/// rule without the 11–14 exception), and ru `legacy_banner`, a key only the translation has
/// (no accessor). `expected-report.md` is the report of the two. Re-record with
/// `PLURAL_RULES_RECORD=1 swift test --filter VerifyOnMacOSTests`.
@Suite(.serialized) struct VerifyOnMacOSTests {
    static let fixtures = TestSupport.fixtures + "/VerifyOnMacOS"
    static let example = TestSupport.packageRoot + "/Examples/PluralDemo/Sources/PluralDemo"
    static let caseName = "PluralDemo/PluralDemo"
    static var recording: Bool { ProcessInfo.processInfo.environment["PLURAL_RULES_RECORD"] != nil }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
    }

    /// Compares `actual` with the golden file `name`, or writes it when recording.
    static func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if recording {
            try FileWriter.write(actual, to: fixtures + "/" + name)
            return
        }
        let expected = try fixture(name)
        #expect(
            actual.utf8.elementsEqual(expected.utf8),
            "\(GoldenDiff.describe(expected: expected, actual: actual))\nre-record: PLURAL_RULES_RECORD=1 swift test --filter VerifyOnMacOSTests",
            sourceLocation: sourceLocation)
    }

    // MARK: The line format

    /// Strings that a line-based format could lose or change: separators, escapes spelled out,
    /// an escape's letters, the absence marker as text, Unicode that Swift's `==` calls equal.
    static let hardStrings = [
        "", "plain", "tab\there", "two\nlines", "cr\r\nlf", "back\\slash", "\\t is not a tab", "\\N", "N", "\\", "\t", "\n\n",
        "trailing\\", "caf\u{E9}", "cafe\u{301}", "1\u{A0}234", "1\u{202F}234", "\u{200F}5 ساعات", "👩‍👩‍👧", "\u{FEFF}bom", "a\u{0}b",
    ]

    @Test(arguments: hardStrings)
    func escapedFieldsComeBackByteForByte(_ text: String) throws {
        let line = VerifyTSV.line([text, nil, ""])
        #expect(!line.utf8.contains(0x0A) && !line.utf8.contains(0x0D))
        #expect(line.utf8.filter { $0 == 0x09 }.count == 2)
        let records = try VerifyTSV.records("a\tb\tc\n" + line + "\n", file: "test.tsv", header: ["a", "b", "c"])
        let fields = try #require(records.first?.fields)
        #expect(fields[0]?.utf8.elementsEqual(text.utf8) == true)
        #expect(fields[1] == nil)  // \N: an absence
        #expect(fields[2] == "")  // the empty string is no absence
    }

    @Test func escapesAreTheFourAndNoOthers() {
        #expect(VerifyTSV.escape("a\tb\nc\rd\\e") == #"a\tb\nc\rd\\e"#)
        #expect(VerifyTSV.escape("\\N") == #"\\N"#)  // the text "\N" is not an absence
        #expect(VerifyTSV.escape("\u{A0}\u{0}\"") == "\u{A0}\u{0}\"")  // bytes stand for themselves
    }

    @Test func renderingFilesRoundTrip() throws {
        let renderings =
            Self.hardStrings.enumerated().map { index, text in
                VerifyRendering(table: "Local\tizable", key: text, locale: "ru", number: VerifyNumbers.all[index % VerifyNumbers.all.count], text: text)
            } + [VerifyRendering(table: "T", key: "missing", locale: "ar", number: "-", text: nil)]
        let text = VerifyRenderingFile.write(renderings)
        let parsed = try VerifyRenderingFile.parse(text, file: "test.tsv")
        #expect(parsed.count == renderings.count)
        for (read, written) in zip(parsed, renderings) {
            #expect(read.identity == written.identity)
            #expect(read.text.map { Array($0.utf8) } == written.text.map { Array($0.utf8) })
        }
        #expect(VerifyRenderingFile.write(parsed) == text)
        // Precomposed and decomposed keys are two records, as they are two keys to Foundation.
        #expect(parsed.filter { $0.key.hasPrefix("caf") }.count == 2)
    }

    @Test(arguments: [
        ("", 1, 1, "the file is empty"),
        ("table\tkey\n", 1, 1, "the first line must be the header"),
        ("table\tkey\tlocale\tnumber\trendering\nL\tk\tru\t1\n", 2, 1, "4 fields where the header has 5"),
        ("table\tkey\tlocale\tnumber\trendering\nL\tk\tru\t1\tbad \\x escape\n", 2, 14, "unknown escape"),
        ("table\tkey\tlocale\tnumber\trendering\nL\tk\tru\t1\tnot \\N here\n", 2, 14, "\\N inside a field"),
        ("table\tkey\tlocale\tnumber\trendering\r\nL\tk\tru\t1\tx\r\n", 1, 1, "the first line must be the header"),
        ("table\tkey\tlocale\tnumber\trendering\nL\tk\tru\t1\tx\r\n", 2, 11, "a carriage return in a line"),
        ("table\tkey\tlocale\tnumber\trendering\nL\t\\N\tru\t1\tx\n", 2, 3, "only the rendering may be absent"),
        ("table\tkey\tlocale\tnumber\trendering\nL\tk\tru\t1\tx\nL\tk\tru\t1\ty\n", 3, 1, "recorded twice (first on line 2)"),
    ])
    func malformedRenderingFilesAreErrorsAtTheirPlace(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect {
            _ = try VerifyRenderingFile.parse(text, file: "foundation.tsv")
        } throws: { error in
            guard let error = error as? VerifyFormatError else { return false }
            return error.file == "foundation.tsv" && error.line == line && error.column == column && error.message.contains(message)
        }
    }

    @Test func plansRoundTripAndNameTheirErrors() throws {
        let entries = [
            VerifyPlanEntry(
                table: "Localizable", key: "files in\tfolders", locale: "pt-BR", arguments: [.int, .int], numbers: .localized, call: 0,
                folder: "/a b/pt-BR.lproj"),
            VerifyPlanEntry(table: "Localizable", key: "title", locale: "en", arguments: [.width], numbers: .plain, call: 1, folder: nil),
            VerifyPlanEntry(table: "Errors", key: "network", locale: "ru", arguments: [], numbers: .localized, call: 2, folder: "/x/ru.lproj"),
        ]
        let text = VerifyPlanFile.write(entries)
        #expect(try VerifyPlanFile.parse(text, file: "plan.tsv") == entries)
        #expect(text.contains("\tint int\tlocalized\t0\t/a b/pt-BR.lproj\n"))
        let wrong = text.replacingOccurrences(of: "\twidth\t", with: "\tlong\t")
        #expect {
            _ = try VerifyPlanFile.parse(wrong, file: "plan.tsv")
        } throws: { error in
            (error as? VerifyFormatError).map { $0.line == 3 && $0.column == 22 && $0.message.hasPrefix("unknown argument 'long'") } ?? false
        }
    }

    // MARK: What each key is rendered with

    @Test func eachKeyTakesTheNumbersItsArgumentsCanTake() {
        func numbers(_ kinds: [VerifyArgumentKind]) -> [String] {
            VerifyPlanEntry(table: "T", key: "k", locale: "en", arguments: kinds, numbers: .localized, call: 0, folder: nil).cases().map(\.number)
        }
        let integers = Array(VerifyNumbers.all.dropLast())
        #expect(numbers([.int]) == integers)  // 1.5 is no Int
        #expect(numbers([.uint]) == integers)
        #expect(numbers([.width]) == integers)
        #expect(numbers([.double]) == VerifyNumbers.all)
        #expect(numbers([.double, .int]) == integers)
        #expect(numbers([]) == ["-"])
        #expect(numbers([.string, .character]) == ["-"])
        let entry = VerifyPlanEntry(table: "T", key: "k", locale: "en", arguments: [.string, .double, .width], numbers: .localized, call: 0, folder: nil)
        let arguments = entry.cases().first { $0.number == "21" }!.arguments
        #expect(arguments.values == [.string("Ada"), .double(21), .width(21)])
        #expect(arguments.formatValues == [.string("Ada"), .double(21)])
        #expect(arguments.string(0) == "Ada" && arguments.double(1) == 21 && arguments.widthValue == 21)
    }

    @Test func bothRenderersGoThroughThePlanInItsOrder() {
        let plan = [
            VerifyPlanEntry(table: "T", key: "b", locale: "ru", arguments: [.int], numbers: .localized, call: 0, folder: nil),
            VerifyPlanEntry(table: "T", key: "a", locale: "ru", arguments: [], numbers: .localized, call: 1, folder: nil),
        ]
        var calls: [(key: String, arguments: [VerifyArgumentValue])] = []
        let renderings = VerifyRenderer.render(plan, numbers: ["1", "1.5"]) { entry, arguments in
            calls.append((entry.key, arguments.values))
            return entry.key == "a" ? nil : "\(arguments.int(0))"
        }
        #expect(calls.map(\.key) == ["b", "a"])
        #expect(calls.map(\.arguments) == [[.int(1)], []])
        #expect(renderings.map(\.number) == ["1", "-"])
        #expect(renderings.map(\.text) == ["1", nil])
    }

    // MARK: The comparison and the report

    static func rendering(_ key: String, _ locale: String, _ number: String, _ text: String?) -> VerifyRendering {
        VerifyRendering(table: "Localizable", key: key, locale: locale, number: number, text: text)
    }

    @Test func renderingsAreMatchedAndClassified() {
        let accessors = [
            Self.rendering("same", "en", "1", "1 file"),
            Self.rendering("space", "fr", "1000", "1\u{202F}000 fichiers"),
            Self.rendering("missing", "ar", "2", "2 files"),
            Self.rendering("neither", "ar", "-", nil),
            Self.rendering("normalization", "fr", "-", "caf\u{E9}"),
            Self.rendering("accessors only", "en", "-", "text"),
        ]
        let foundation = [
            Self.rendering("normalization", "fr", "-", "cafe\u{301}"),
            Self.rendering("space", "fr", "1000", "1 000 fichiers"),
            Self.rendering("missing", "ar", "2", nil),
            Self.rendering("same", "en", "1", "1 file"),
            Self.rendering("neither", "ar", "-", nil),
            Self.rendering("foundation only", "ru", "-", "текст"),
        ]
        let comparison = VerifyComparison(accessors: accessors, foundation: foundation)
        let outcomes = Dictionary(uniqueKeysWithValues: comparison.rows.map { ($0.id.key, $0.outcome) })
        #expect(
            outcomes == [
                "same": .equal, "neither": .equal, "space": .differentText, "normalization": .differentText,
                "missing": .onlyAccessors, "accessors only": .onlyAccessors, "foundation only": .onlyFoundation,
            ])
        #expect(comparison.rows.first { $0.id.key == "missing" }?.foundation == .absent)
        #expect(comparison.rows.first { $0.id.key == "accessors only" }?.foundation == .unrecorded)
        // Deterministic: by table, key, locale (bytes), then number (value).
        #expect(comparison.rows.map(\.id.key) == ["accessors only", "foundation only", "missing", "neither", "normalization", "same", "space"])
        #expect(comparison.counts() == [.equal: 2, .differentText: 2, .onlyAccessors: 2, .onlyFoundation: 1])
    }

    @Test func numbersSortByValue() {
        let ids = ["101", "-", "1.5", "11", "2", "0"].map { VerifyRenderingID(table: "T", key: "k", locale: "ru", number: $0) }
        #expect(ids.sorted().map(\.number) == ["-", "0", "1.5", "2", "11", "101"])
    }

    @Test func invisibleCharactersAreSpelledOut() {
        #expect(VerifyReport.visible("1\u{A0}234 файла") == #""1\u{00A0}234 файла""#)
        #expect(VerifyReport.visible("\u{200F}5 \u{202F}!\u{2068}Ada\u{2069}") == #""\u{200F}5 \u{202F}!\u{2068}Ada\u{2069}""#)
        #expect(VerifyReport.visible("say \"hi\"\\\n\t\u{7}") == #""say \"hi\"\\\n\t\u{0007}""#)
        #expect(VerifyReport.visible("👩‍👩‍👧") == #""👩\u{200D}👩\u{200D}👧""#)
        #expect(VerifyReport.visible("ساعة واحدة café") == #""ساعة واحدة café""#)  // visible text stays as it is
        #expect(
            VerifyReport.firstDifference("1\u{A0}234", "1 234") == "first difference at scalar 2: U+00A0 NO-BREAK SPACE (accessors), U+0020 SPACE (Foundation)")
        #expect(VerifyReport.firstDifference("11 файлов", "11 файл") == #"first difference at scalar 8: U+043E "о" (accessors), the end (Foundation)"#)
        #expect(VerifyReport.codeSpan("a `b` c") == "``a `b` c``")
        #expect(VerifyReport.codeSpan("`x") == "`` `x ``")
    }

    /// The report of the recorded renderings, byte for byte.
    @Test func reportMatchesTheRecordedReport() throws {
        let accessors = try VerifyRenderingFile.parse(try Self.fixture("accessors.tsv"), file: "accessors.tsv")
        let foundation = try VerifyRenderingFile.parse(try Self.fixture("foundation.tsv"), file: "foundation.tsv")
        let comparison = VerifyComparison(accessors: accessors, foundation: foundation)
        #expect(comparison.counts() == [.equal: accessors.count - 9 - 3, .differentText: 3, .onlyAccessors: 9, .onlyFoundation: 1])
        try Self.expectGolden(VerifyReport.markdown([(Self.caseName, comparison)]), "expected-report.md")
    }

    @Test func aReportWithoutDifferencesSaysSo() throws {
        let renderings = [Self.rendering("same", "en", "1", "1 file")]
        let report = VerifyReport.markdown([
            ("App", VerifyComparison(accessors: renderings, foundation: renderings)), ("Empty", VerifyComparison(accessors: [], foundation: [])),
        ])
        #expect(report.contains("| App | 1 | 0 | 0 | 0 |\n"))
        #expect(report.contains("\n## App\n\n| table | locale |"))
        #expect(report.contains("\nNo differences.\n"))
        #expect(report.hasSuffix("## Empty\n\nNothing was rendered.\n"))
    }

    // MARK: The accessor side

    static func plan(_ paths: [String], configuration: PluginConfiguration? = nil, catalogBundles: String = "/catalogs") throws -> VerifyPlanWriter.Output {
        let bag = DiagnosticBag()
        guard case .planned(let output) = VerifyPlanWriter.make(paths, configuration: configuration, catalogBundles: catalogBundles, diagnostics: bag) else {
            Issue.record("nothing planned: \(bag.errors)")
            throw CancellationError()
        }
        #expect(!bag.hasErrors, "\(bag.errors)")
        return output
    }

    /// One call per accessor, in the model's names (nested namespaces, labels, widths), and
    /// one plan line per key and locale, naming the `.lproj` folder the table was read from.
    @Test func thePlanCallsEveryAccessorInEveryLocale() throws {
        let output = try Self.plan([Self.example])
        let calls = try #require(output.files.first { $0.name == VerifyPlanWriter.callsFile }?.contents)
        for call in [
            "case 0: return ErrorsStrings(locale: locale).disk.full(a.int(0))",
            "case 1: return ErrorsStrings(locale: locale).network",
            "case 2: return L10n(locale: locale).filesInFolders(files: a.int(0), folders: a.int(1))",
            "case 4: return L10n(locale: locale).greeting(a.string(0))",
            "case 5: return L10n(locale: locale).hours(a.double(0))",
            "case 6: return L10n(locale: locale).title(width: a.widthValue)",
        ] {
            #expect(calls.contains("    \(call)\n"), "\(calls)")
        }
        #expect(Set(output.files.map(\.name)).isSuperset(of: ["PluralRules.swift", "Localizable.swift", "Errors.swift", VerifyPlanWriter.callsFile]))
        #expect(output.plan.count == 2 * 2 + 5 * 8)  // Errors: 2 keys in en, ru; Localizable: 5 keys in 8 locales
        let title = try #require(output.plan.first { $0.key == "title" && $0.locale == "pt-BR" })
        #expect(title.arguments == [.width] && title.call == 6 && title.numbers == .localized)
        #expect(title.folder == Self.example + "/Resources/pt-BR.lproj")
        #expect(
            output.plan.allSatisfy {
                FileManager.default.fileExists(atPath: $0.folder! + "/" + $0.table + ($0.table == "Errors" ? ".strings" : ".stringsdict"))
            })
        #expect(output.catalogs.isEmpty)
    }

    /// A String Catalog's folders are what `xcstringstool` writes into the catalog bundles;
    /// the configuration's `"localizations"` are read and its `"numbers"` kept.
    @Test func catalogsAreCompiledForFoundation() throws {
        let target = TestSupport.packageRoot + "/Examples/PluralDemo/Sources/CatalogDemo"
        let bag = DiagnosticBag()
        var configuration = try #require(PluginConfiguration.load(target + "/plural-rules.json", diagnostics: bag))
        configuration.numbers = .plain
        let output = try Self.plan([target], configuration: configuration, catalogBundles: "/work/catalogs")
        #expect(output.catalogs.map(\.directory) == ["/work/catalogs/Localizable", "/work/catalogs/Onboarding"])
        #expect(output.catalogs.allSatisfy { $0.source.hasSuffix("/Localizations/CatalogDemo/" + $0.directory.split(separator: "/").last! + ".xcstrings") })
        let welcome = try #require(output.plan.first { $0.table == "Onboarding" && $0.locale == "en" })
        #expect(welcome.folder == "/work/catalogs/Onboarding/en.lproj")
        #expect(welcome.numbers == .plain)
        let calls = try #require(output.files.first { $0.name == VerifyPlanWriter.callsFile }?.contents)
        #expect(calls.contains("return OnboardingStrings(locale: locale).onboarding.welcome(a.string(0))\n"))
        #expect(calls.contains("return L10n(locale: locale).landmarks(count: a.int(0))\n"))
        #expect(calls.contains("return L10n(locale: locale).`continue`\n"))
    }

    @Test func aFolderWithoutLocalizationsHasNothingToRender() throws {
        let folder = try TestSupport.write(["main.swift": "print(1)\n"])
        guard case .nothingToRender = VerifyPlanWriter.make([folder], configuration: nil, catalogBundles: "/c", diagnostics: DiagnosticBag()) else {
            Issue.record("a folder without localizations was planned")
            return
        }
    }

    /// The accessor side as the script runs it: the generated accessors, `AccessorCalls.swift`,
    /// `Comparison.swift` and the script's one-line `main.swift`, compiled and run with the plan
    /// on standard input. Its output is `accessors.tsv`.
    @Test func accessorRendererWritesTheRecordedRenderings() throws {
        let output = try Self.plan([Self.example])
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Scripts/VerifyOnMacOS/Comparison.swift", toPath: directory + "/Comparison.swift")
        try "VerifyRenderer.runAccessors(verifyAccessorCall)\n".write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        try VerifyPlanFile.write(output.plan).write(toFile: directory + "/plan.tsv", atomically: false, encoding: .utf8)
        let sources = output.files.map(\.name) + ["Comparison.swift", "main.swift"]
        let compilation = try GeneratedCodeCompilationTests.swiftc(["-swift-version", "6"] + sources + ["-o", "render"], in: directory)
        try #require(compilation.status == 0, "\(compilation.output)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: directory + "/render")
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: directory + "/plan.tsv"))
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: data, as: UTF8.self)
        let renderings = try VerifyRenderingFile.parse(text, file: "accessors.tsv")
        #expect(renderings.count == output.plan.reduce(0) { $0 + $1.cases().count })
        #expect(renderings.allSatisfy { $0.text != nil })
        #expect(renderings.contains(VerifyRendering(table: "Localizable", key: "files_remaining", locale: "ru", number: "21", text: "Остался 21 файл")))
        try Self.expectGolden(text, "accessors.tsv")
    }
}
