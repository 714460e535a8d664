import Foundation
import Testing

@testable import PluralRulesCompiler

/// The code in the README and in the DocC articles, checked, so that no snippet drifts from what
/// the package does.
///
/// The convention, for every fenced block of `README.md` and `Sources/*/*.docc/*.md`. An HTML
/// comment on the line before a block, `<!-- snippet: … -->`, says how it is checked:
///
/// - ` ```swift ` with no comment: a program against the package's libraries
///   (`import PluralRules`), compiled and run.
/// - `<!-- snippet: accessors PATH -->`: compiled and run with the accessors
///   `plural-rules accessors` generates from the localizations under `PATH`.
/// - In both, a line `EXPRESSION // RESULT` whose comment starts with a string literal, a
///   `.case`, a `[list]` or a number states its result, and the program checks it: the
///   expression's `"\(value)"` (of an optional, its value or `nil`) is the literal's text, the
///   case's name, the list without its leading dots, or the number. Other comments are prose.
/// - `<!-- snippet: file PATH -->`: the block is the file at `PATH`, byte for byte (a file that
///   CI builds elsewhere, such as `Examples/GettingStarted/Package.swift`);
///   `<!-- snippet: excerpt PATH -->`: its lines are consecutive lines of that file.
/// - ` ```console `: each `$ swift run plural-rules …` line is run with the built tool from the
///   package root (without `swift run`'s own build lines), and the lines below it are its
///   output, standard output then standard error. In the expected output, a line `…` stands for
///   any number of lines and `…` within a line for any text.
/// - ` ```sh `: each `swift run plural-rules …` line is run and must succeed; `swift build` and
///   `swift test` are what `.ci/run` runs.
/// - ` ```json ` holding `plural-rules.json` keys: read by the tool's own configuration reader,
///   as if it were `Sources/PluralRules/plural-rules.json` (so `../../cldr-data` is this
///   package's); other JSON must parse, but an `excerpt` (of a String Catalog, say).
/// - `<!-- snippet: fragment: REASON -->` (Swift) and `<!-- snippet: not run: REASON -->`
///   (commands): not checked, for the reason given.
///
/// Other blocks (file trees, XML, output without a command) are prose. Commands that need
/// `../shared` are skipped where it is missing.
@Suite(.serialized) struct DocumentationSnippetTests {
    /// One fenced block of a Markdown document.
    struct Block: CustomStringConvertible {
        var document: String
        var line: Int
        var language: String
        var marker: Marker?
        var lines: [String]

        var description: String { "\(document):\(line)" }
        var text: String { lines.map { $0 + "\n" }.joined() }
    }

    enum Marker: Equatable {
        case file(String)
        case excerpt(String)
        case accessors(String)
        case fragment(String)
        case notRun(String)
        case unknown(String)

        init(_ text: String) {
            func argument(_ prefix: String) -> String? {
                text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) : nil
            }
            if let path = argument("file ") {
                self = .file(path)
            } else if let path = argument("excerpt ") {
                self = .excerpt(path)
            } else if let path = argument("accessors ") {
                self = .accessors(path)
            } else if let reason = argument("fragment:") {
                self = .fragment(reason)
            } else if let reason = argument("not run:") {
                self = .notRun(reason)
            } else {
                self = .unknown(text)
            }
        }
    }

    static let root = TestSupport.packageRoot

    /// The README and every article of the documentation catalogs.
    static let documents: [String] = {
        var paths = ["README.md"]
        for catalog in ["Sources/PluralRules/PluralRules.docc", "Sources/PluralRulesCompiler/PluralRulesCompiler.docc"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + catalog)) ?? []
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
        }
        return paths
    }()

    static let blocks: [Block] = documents.flatMap { document in
        guard let text = try? String(contentsOfFile: root + "/" + document, encoding: .utf8) else { return [Block]() }
        return parse(text, document: document)
    }

    /// The fenced blocks of `text`, each with the marker on the line before it.
    static func parse(_ text: String, document: String) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("```") else { index += 1; continue }
            let indent = line.count - trimmed.count
            let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            var marker: Marker?
            if let previous = lines[..<index].last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                let comment = previous.trimmingCharacters(in: .whitespaces)
                if comment.hasPrefix("<!-- snippet:") && comment.hasSuffix("-->") {
                    marker = Marker(String(comment.dropFirst("<!-- snippet:".count).dropLast("-->".count)).trimmingCharacters(in: .whitespaces))
                }
            }
            var content: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                content.append(String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count))))
                index += 1
            }
            blocks.append(Block(document: document, line: index - content.count, language: language, marker: marker, lines: content))
            index += 1
        }
        return blocks
    }

    // MARK: Swift

    /// `EXPRESSION // RESULT`: the expression and the result it states, or `nil` for a line
    /// whose comment is prose or that is not an expression.
    static func statedResult(_ line: String) -> (expression: String, expected: String)? {
        guard let comment = line.range(of: "// ") else { return nil }
        let code = line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
        let remark = line[comment.upperBound...]
        guard !code.isEmpty, !code.hasSuffix("{"), !code.hasSuffix("}"),
            !["let ", "var ", "func ", "return ", "import ", "print("].contains(where: { code.hasPrefix($0) })
        else { return nil }
        guard let first = remark.first else { return nil }
        switch first {
        case "\"":
            guard let end = remark.dropFirst().firstIndex(of: "\"") else { return nil }
            return (code, String(remark[remark.index(after: remark.startIndex)..<end]))
        case ".":
            let name = remark.dropFirst().prefix { $0.isLetter || $0.isNumber }
            return name.isEmpty ? nil : (code, String(name))
        case "[":
            guard let end = remark.firstIndex(of: "]") else { return nil }
            var list = String(remark[...end])
            for prefix in ["[.", " ."] { list = list.replacingOccurrences(of: prefix, with: String(prefix.dropLast())) }
            return (code, list)
        case "0"..."9":
            return (code, String(remark.prefix { $0.isNumber }))
        default:
            return nil
        }
    }

    /// One program for a group of blocks: each block becomes a function in its own file, with its
    /// stated results checked; `main.swift` calls them in order and prints `DONE`.
    static func writeProgram(_ blocks: [Block], into directory: String) throws -> [String] {
        var files: [String] = []
        var main = ""
        for (number, block) in blocks.enumerated() {
            var imports: [String] = []
            var body: [String] = []
            for (offset, line) in block.lines.enumerated() {
                if line.hasPrefix("import ") { imports.append(line); continue }
                if let (expression, expected) = statedResult(line) {
                    let indent = String(line.prefix { $0 == " " })
                    let literal = "#\"" + expected + "\"#"
                    body.append("\(indent)_expect(\(expression), \(literal), \"\(block.document):\(block.line + offset)\")")
                } else {
                    body.append(line)
                }
            }
            let name = "snippet\(number).swift"
            try (imports + ["// \(block)", "func _snippet\(number)() async throws {"] + body + ["}", ""])
                .joined(separator: "\n").write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
            files.append(name)
            main += "try await _snippet\(number)()\n"
        }
        try (main + "print(\"DONE\")\n").write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        try """
        protocol _OptionalValue { var _shown: String { get } }
        extension Optional: _OptionalValue {
            var _shown: String { map { "\\($0)" } ?? "nil" }
        }

        /// Compares what `value` prints (an optional's value, or `nil`) with the stated result.
        func _expect<Value>(_ value: Value, _ expected: String, _ place: String) {
            let actual = (value as? any _OptionalValue)?._shown ?? "\\(value)"
            if actual != expected { print("MISMATCH \\(place): the snippet says \\(expected), the code gives \\(actual)") }
        }

        """.write(toFile: directory + "/expect.swift", atomically: false, encoding: .utf8)
        return files + ["main.swift", "expect.swift"]
    }

    /// Compiles the program and runs it without the locale variables (so the accessors start in
    /// the development region); every stated result that differs is a failure at its line.
    static func compileAndRun(_ blocks: [Block], in directory: String, extraArguments: [String]) throws {
        _ = try writeProgram(blocks, into: directory)
        // The snippets, and the generated accessors when there are some.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
        let compilation = try GeneratedCodeCompilationTests.swiftc(["-swift-version", "6"] + extraArguments + files + ["-o", "program"], in: directory)
        #expect(compilation.status == 0, "the snippets of \(blocks.map(\.description).joined(separator: ", ")) do not compile:\n\(compilation.output)")
        guard compilation.status == 0 else { return }
        let output = try AccessorGenerationTests.run(directory + "/program")
        for line in output where line.hasPrefix("MISMATCH ") { Issue.record(Comment(rawValue: String(line.dropFirst(9)))) }
        #expect(output.last == "DONE", "the snippets stopped early: \(output.suffix(5))")
    }

    /// Where the tests were built: the tool, the modules and their object files.
    static var buildDirectory: String { URL(fileURLWithPath: CommandLineTool.executable).deletingLastPathComponent().path }

    /// Whether `objects` were compiled with AddressSanitizer (`swift test --sanitize=address`):
    /// they link only into a program built with it.
    static func instrumented(_ objects: [String]) -> Bool {
        guard let first = objects.first, let data = FileManager.default.contents(atPath: first) else { return false }
        return data.range(of: Data("__asan_".utf8)) != nil
    }

    @Test func swiftSnippetsCompileAndStateTheirResults() throws {
        let swift = Self.blocks.filter { $0.language == "swift" }
        #expect(!swift.isEmpty)
        var library: [Block] = []
        var accessors: [String: [Block]] = [:]
        for block in swift {
            switch block.marker {
            case nil: library.append(block)
            case .accessors(let path): accessors[path, default: []].append(block)
            case .file, .excerpt: break  // filesAndExcerptsAreWhatTheyQuote
            case .fragment(let reason): #expect(!reason.isEmpty, "\(block): a fragment says why it is not compiled")
            case .notRun, .unknown: Issue.record("\(block): unknown snippet marker \(String(describing: block.marker))")
            }
        }
        if !library.isEmpty {
            let directory = try TestSupport.temporaryDirectory()
            let build = Self.buildDirectory
            var modules = ["PluralRules"]
            if library.contains(where: { $0.lines.contains("import PluralRulesCompiler") }) { modules.append("PluralRulesCompiler") }
            var objects: [String] = []
            for module in modules {
                let folder = build + "/" + module + ".build"
                let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift.o") }.sorted()
                objects += names.map { folder + "/" + $0 }
            }
            let sanitizer = Self.instrumented(objects) ? ["-sanitize=address"] : []
            try Self.compileAndRun(library, in: directory, extraArguments: sanitizer + ["-I", build + "/Modules"] + objects)
        }
        for (path, blocks) in accessors.sorted(by: { $0.key < $1.key }) {
            let directory = try TestSupport.temporaryDirectory()
            let generated = try CommandLineTool.run(["accessors", "--input", Self.root + "/" + path, "--output", directory])
            #expect(generated.status == 0, "plural-rules accessors --input \(path) failed:\n\(generated.standardError)")
            try Self.compileAndRun(blocks, in: directory, extraArguments: [])
        }
    }

    /// A stated result is found only where the comment starts with one.
    @Test func statedResults() {
        #expect(Self.statedResult(#"L10n.filesRemaining(5)   // "5 files remaining""#)! == ("L10n.filesRemaining(5)", "5 files remaining"))
        #expect(Self.statedResult("ru.category(for: 21)  // .one (\"21 файл\")")! == ("ru.category(for: 21)", "one"))
        #expect(Self.statedResult("ru.categories  // [.one, .few, .other]")! == ("ru.categories", "[one, few, other]"))
        #expect(Self.statedResult("x.count // 227 (CLDR locales)")! == ("x.count", "227"))
        #expect(Self.statedResult("let ru = PluralRules(locale: \"ru\")!  // \"resolved once\"") == nil)
        #expect(Self.statedResult("ru.category(for: 1)  // resolved once") == nil)
    }

    // MARK: Files and excerpts

    @Test func filesAndExcerptsAreWhatTheyQuote() throws {
        for block in Self.blocks {
            switch block.marker {
            case .file(let path):
                let file = try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
                #expect(block.text == file, "\(block) differs from \(path)")
            case .excerpt(let path):
                let file = try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
                #expect(file.hasPrefix(block.text) || file.contains("\n" + block.text), "\(block) is not an excerpt of \(path)")
            default:
                break
            }
        }
    }

    // MARK: Commands

    /// The arguments of a command the tests can run, `nil` for one they cannot.
    static func toolArguments(_ command: String) -> [String]? {
        var command = command
        if let comment = command.range(of: " # ") ?? command.range(of: "  #") { command = String(command[..<comment.lowerBound]) }
        var words = command.split(separator: " ").map(String.init)
        if words.starts(with: ["swift", "run", "plural-rules"]) {
            words.removeFirst(3)
        } else if words.first == "plural-rules" {
            words.removeFirst()
        } else {
            return nil
        }
        guard !words.contains(where: { [">", "|", "&&", ";", "<"].contains($0) || $0.contains("\"") || $0.contains("'") }) else { return nil }
        return words
    }

    static func runsInCI(_ command: String) -> Bool {
        let command = command.components(separatedBy: " #")[0].trimmingCharacters(in: .whitespaces)
        return ["swift build", "swift test", "swift build && swift test"].contains(command)
    }

    static func needsMissingShared(_ arguments: [String]) -> Bool {
        arguments.contains { $0.hasPrefix("../shared/") } && TestSupport.shared == nil
    }

    static func run(_ arguments: [String]) throws -> CommandLineTool.Output {
        try CommandLineTool.run(arguments, environment: ["LANG": nil, "LANGUAGE": nil, "LC_ALL": nil, "LC_MESSAGES": nil])
    }

    /// Whether `actual` is `expected`, where a line `…` stands for any lines and `…` within a
    /// line for any text.
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        func line(_ text: String, _ pattern: String) -> Bool {
            let parts = pattern.components(separatedBy: "…")
            guard parts.count > 1 else { return text == pattern }
            guard text.hasPrefix(parts[0]), text.hasSuffix(parts[parts.count - 1]),
                text.count >= parts[0].count + parts[parts.count - 1].count
            else { return false }
            var rest = text.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
            for part in parts.dropFirst().dropLast() {
                guard let found = rest.range(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
        func match(_ a: ArraySlice<String>, _ e: ArraySlice<String>) -> Bool {
            guard let pattern = e.first else { return a.isEmpty }
            if pattern.trimmingCharacters(in: .whitespaces) == "…" {
                return (0...a.count).contains { match(a.dropFirst($0), e.dropFirst()) }
            }
            guard let text = a.first, line(text, pattern) else { return false }
            return match(a.dropFirst(), e.dropFirst())
        }
        return match(actual[...], expected[...])
    }

    @Test func commandsRunAsShown() throws {
        var ran = 0
        for block in Self.blocks where ["console", "sh", "shell", "bash"].contains(block.language) {
            switch block.marker {
            case .notRun(let reason):
                #expect(!reason.isEmpty, "\(block): say why it is not run")
                continue
            case nil:
                break
            default:
                Issue.record("\(block): a command block takes no marker but `not run: REASON`")
                continue
            }
            if block.language == "console" {
                var commands: [(line: Int, command: String, output: [String])] = []
                for (offset, line) in block.lines.enumerated() {
                    if line.hasPrefix("$ ") {
                        commands.append((block.line + offset, String(line.dropFirst(2)), []))
                    } else if !commands.isEmpty {
                        commands[commands.count - 1].output.append(line)
                    } else {
                        Issue.record("\(block): output before the first `$ ` command")
                    }
                }
                #expect(!commands.isEmpty, "\(block): a console block shows `$ ` commands")
                for (line, command, expected) in commands {
                    guard let arguments = Self.toolArguments(command) else {
                        Issue.record("\(block.document):\(line): cannot run `\(command)`; mark the block `<!-- snippet: not run: REASON -->`")
                        continue
                    }
                    if Self.needsMissingShared(arguments) { continue }
                    let output = try Self.run(arguments)
                    let actual = (output.standardOutput + output.standardError).components(separatedBy: "\n").dropLast(
                        output.standardOutput.isEmpty && output.standardError.isEmpty ? 0 : 1)
                    let matched = Self.matches(Array(actual), expected)
                    #expect(
                        matched,
                        "\(block.document):\(line): `\(command)` printed\n\(actual.joined(separator: "\n"))\nbut the documentation shows\n\(expected.joined(separator: "\n"))"
                    )
                    ran += 1
                }
            } else {
                for (offset, line) in block.lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty && !line.hasPrefix("#") {
                    if Self.runsInCI(line) { continue }
                    guard let arguments = Self.toolArguments(line) else {
                        Issue.record("\(block.document):\(block.line + offset): cannot run `\(line)`; mark the block `<!-- snippet: not run: REASON -->`")
                        continue
                    }
                    if Self.needsMissingShared(arguments) { continue }
                    let output = try Self.run(arguments)
                    #expect(output.status == 0, "\(block.document):\(block.line + offset): `\(line)` failed:\n\(output.standardError)")
                    ran += 1
                }
            }
        }
        #expect(ran > 0)
    }

    @Test func matchingWithEllipses() {
        #expect(Self.matches(["a", "b", "c"], ["a", "…", "c"]))
        #expect(Self.matches(["a", "c"], ["a", "  …", "c"]))
        #expect(Self.matches(["x (CLDR: 1, 2) y"], ["x (…) y"]))
        #expect(!Self.matches(["a", "b"], ["a"]))
        #expect(!Self.matches(["a", "b"], ["a", "c"]))
        #expect(!Self.matches(["x y"], ["x … y z"]))
    }

    // MARK: Configuration

    @Test func configurationSnippetsAreReadByTheTool() throws {
        // An excerpt of a JSON file is checked as an excerpt: it is no JSON on its own.
        for block in Self.blocks where block.language == "json" {
            if case .excerpt? = block.marker { continue }
            let data = Data(block.text.utf8)
            let bag = DiagnosticBag()
            guard case .object(let object)? = JSONReader.read(SourceFile(path: "\(block)", data: data), diagnostics: bag) else {
                Issue.record("\(block): not a JSON object: \(bag.diagnostics)")
                continue
            }
            #expect(bag.diagnostics.isEmpty, "\(block): \(bag.diagnostics)")
            guard object.members.allSatisfy({ PluginConfiguration.keys.contains($0.key) }) else { continue }
            let configuration = PluginConfiguration.parse(data, path: Self.root + "/Sources/PluralRules/" + PluginConfiguration.fileName, diagnostics: bag)
            #expect(configuration != nil && bag.diagnostics.isEmpty, "\(block): \(bag.diagnostics.map(\.description))")
        }
    }

    /// The configuration reference has a row for every key the reader accepts.
    @Test func everyConfigurationKeyIsDocumented() throws {
        let article = try String(contentsOfFile: Self.root + "/Sources/PluralRulesCompiler/PluralRulesCompiler.docc/Configuration.md", encoding: .utf8)
        for key in PluginConfiguration.keys {
            #expect(article.contains("\n| `\(key)` |"), "Configuration.md has no row for '\(key)'")
        }
    }
}
