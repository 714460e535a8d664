// Part of Scripts/verify-on-macos.sh: the tool it builds first, on the Mac (and on Linux for
// `--accessors-only`). Linked into the PluralRulesCompilerTests target, where it is tested.
//
//   VerifyTool plan    one case (an example's target, or a folder of localizations): its
//                      generated accessors, the Swift that calls each of them, and plan.tsv,
//                      what both sides render
//   VerifyTool compare the two sides' renderings → the Markdown report
//
// No `@main`: the script's one-line main.swift calls `VerifyTool.main`.

import Foundation
import PluralRulesCompiler

enum VerifyTool {
    static let usage = """
        usage: VerifyTool plan --sources DIR --plan FILE --catalogs FILE --catalog-bundles DIR [--config FILE] PATH...
               VerifyTool compare --output FILE NAME ACCESSORS.tsv FOUNDATION.tsv [NAME ACCESSORS.tsv FOUNDATION.tsv]...

        plan     generates the accessors of the localizations under PATH... (and the "localizations"
                 of --config) into DIR with AccessorCalls.swift, which calls each accessor; writes
                 plan.tsv (every key × locale, its arguments and its .lproj folder) and the list of
                 String Catalogs to compile into --catalog-bundles for Foundation (source<TAB>folder).
                 Exit status 0, or 2 when there is nothing to render, 1 on errors.
        compare  matches each case's renderings and writes the report; exit status 0 when every
                 rendering agrees, 1 when some differ, 2 when a file cannot be read.
        """

    static func main(_ arguments: [String]) -> Int32 {
        var arguments = Array(arguments.dropFirst())
        guard !arguments.isEmpty else {
            printError(usage)
            return 2
        }
        switch arguments.removeFirst() {
        case "plan": return plan(arguments)
        case "compare": return compare(arguments)
        default:
            printError(usage)
            return 2
        }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `--name value` options and the other arguments, in order.
    static func options(_ arguments: [String], names: Set<String>) -> (options: [String: String], rest: [String])? {
        var options: [String: String] = [:]
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if names.contains(argument) {
                guard index + 1 < arguments.count else { return nil }
                options[argument] = arguments[index + 1]
                index += 2
            } else if argument.hasPrefix("--") {
                return nil
            } else {
                rest.append(argument)
                index += 1
            }
        }
        return (options, rest)
    }

    static func plan(_ arguments: [String]) -> Int32 {
        guard let (options, paths) = options(arguments, names: ["--sources", "--plan", "--catalogs", "--catalog-bundles", "--config"]),
            let sources = options["--sources"], let planPath = options["--plan"], let catalogsPath = options["--catalogs"],
            let catalogBundles = options["--catalog-bundles"]
        else {
            printError(usage)
            return 2
        }
        let diagnostics = DiagnosticBag()
        var configuration: PluginConfiguration?
        if let path = options["--config"] {
            guard let loaded = PluginConfiguration.load(path, diagnostics: diagnostics) else {
                for diagnostic in diagnostics.diagnostics { printError(diagnostic.description) }
                return 1
            }
            configuration = loaded
        }
        let result = VerifyPlanWriter.make(paths, configuration: configuration, catalogBundles: catalogBundles, diagnostics: diagnostics)
        // The translations' warnings are lint's business; errors explain a missing accessor.
        for diagnostic in diagnostics.diagnostics where diagnostic.severity == .error { printError(diagnostic.description) }
        let warnings = diagnostics.diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 { printError("(\(warnings) warning\(warnings == 1 ? "" : "s") left out: `plural-rules lint` lists them)") }
        switch result {
        case .nothingToRender:
            printError("no .strings, .stringsdict or .xcstrings under \(paths.joined(separator: ", ")): nothing to render")
            return 2
        case .failed:
            return 1
        case .planned(let output):
            do {
                try FileWriter.write(output.files.map { (sources + "/" + $0.name, Array($0.contents.utf8)) })
                try FileWriter.write(VerifyPlanFile.write(output.plan), to: planPath)
                try FileWriter.write(output.catalogs.map { "\($0.source)\t\($0.directory)\n" }.joined(), to: catalogsPath)
            } catch {
                printError("error: cannot write the plan: \(error)")
                return 1
            }
            if output.hasErrors { printError("note: the localizations have errors; what is usable was generated, and only that is compared") }
            return 0
        }
    }

    static func compare(_ arguments: [String]) -> Int32 {
        guard let (options, rest) = options(arguments, names: ["--output"]), let output = options["--output"],
            !rest.isEmpty, rest.count % 3 == 0
        else {
            printError(usage)
            return 2
        }
        var cases: [(name: String, comparison: VerifyComparison)] = []
        do {
            for start in stride(from: 0, to: rest.count, by: 3) {
                let accessors = try VerifyRenderingFile.parse(try read(rest[start + 1]), file: rest[start + 1])
                let foundation = try VerifyRenderingFile.parse(try read(rest[start + 2]), file: rest[start + 2])
                cases.append((rest[start], VerifyComparison(accessors: accessors, foundation: foundation)))
            }
            try FileWriter.write(VerifyReport.markdown(cases), to: output)
        } catch {
            printError("\(error)")
            return 2
        }
        var differ = false
        for (name, comparison) in cases {
            let counts = comparison.counts()
            differ = differ || counts[.equal]! != comparison.rows.count
            print("\(name): " + VerifyComparison.Outcome.allCases.map { "\(counts[$0]!) \(VerifyReport.outcomeTitles[$0]!)" }.joined(separator: ", "))
        }
        print("wrote \(output)")
        return differ ? 1 : 0
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The file's text; an error when it cannot be read or is not UTF-8 (the records are bytes).
    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(description: "\(path): error: cannot read the file") }
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else { throw ReadError(description: "\(path): error: the file is not valid UTF-8") }
        return text
    }
}

/// One case's accessors, calls and plan, all from one accessor model: the model that names
/// the accessors is the one that writes the calls, so the calls compile against them.
enum VerifyPlanWriter {
    static let callsFile = "AccessorCalls.swift"

    struct Output {
        /// The generated accessors and ``callsFile``.
        var files: [GeneratedFile]
        var plan: [VerifyPlanEntry]
        /// String Catalogs Foundation cannot read: `xcstringstool compile` writes their
        /// `.lproj` folders into `directory`, which the plan names for them.
        var catalogs: [(source: String, directory: String)]
        var hasErrors: Bool
    }

    enum Result {
        case planned(Output)
        case nothingToRender
        case failed
    }

    /// Generates the accessors as `plural-rules accessors` does with `configuration`
    /// (`--config`): the same pipeline, options, pinned CLDR and locales; the runtime is always
    /// embedded (the renderer links no library; both runtimes are the same source).
    /// `configuration`'s `"localizations"` are read besides `paths`, as the build plugin reads
    /// them besides the target's files.
    static func make(_ paths: [String], configuration: PluginConfiguration?, catalogBundles: String, diagnostics: DiagnosticCollector) -> Result {
        let paths = paths + (configuration?.localizations ?? [])
        let sources = LocalizationLoader.inputs(in: paths, diagnostics: DiagnosticBag()).sources
        guard !sources.isEmpty else { return .nothingToRender }
        var options = configuration?.apply(to: LocalizationCompiler.Options()) ?? LocalizationCompiler.Options()
        options.runtime = .embedded
        guard let cldr = CLDRData.load(configuration?.cldr, diagnostics: diagnostics),
            let generated = LocalizationPipeline.generate(
                paths, cldr: cldr, options: options, warningsAsErrors: false,
                onlyLocales: configuration?.locales, diagnostics: diagnostics)
        else { return .failed }
        // Where Foundation finds each locale's table: the `.lproj` folder the compiler read it
        // from (`en.lproj` over `Base.lproj`), in the bundle the table is in.
        let tables = LocalizationLoader.load(paths, developmentRegion: options.developmentRegion, selection: options.tables, diagnostics: DiagnosticBag())
        func folder(_ table: LocalizationTable?, _ locale: String) -> String? {
            guard let table, let name = table.strings(for: locale)?.folder else { return nil }
            let file = sources.first { $0.file.table == table.name && $0.bundle == table.bundle && $0.file.folder == name }?.file
            return file.map { ($0.path as NSString).deletingLastPathComponent }
        }
        let numbers: VerifyNumberStyle = options.numbers == .plain ? .plain : .localized
        var plan: [VerifyPlanEntry] = []
        var calls: [String] = []
        for model in generated.models {
            let table = tables.first { $0.name == model.table.name }
            let namespaces = namespacePaths(model.root)
            for (index, named) in model.keys.enumerated() {
                let call = calls.count
                calls.append(callExpression(model.typeName, properties: namespaces[index] ?? [], named))
                for locale in model.table.locales {
                    let folder = model.table.isCatalog ? catalogBundles + "/" + model.table.name + "/" + locale + ".lproj" : folder(table, locale)
                    plan.append(
                        VerifyPlanEntry(
                            table: model.table.name, key: named.key.key, locale: locale, arguments: named.parameters.map(kind),
                            numbers: numbers, call: call, folder: folder))
                }
            }
        }
        var catalogs: [(source: String, directory: String)] = []
        for source in sources where source.file.isCatalog && !catalogs.contains(where: { $0.source == source.file.path }) {
            catalogs.append((source.file.path, catalogBundles + "/" + source.file.table))
        }
        let files = generated.files + [GeneratedFile(name: callsFile, contents: callsSource(calls, tables: generated.models.map(\.table.name)))]
        return .planned(Output(files: files, plan: plan, catalogs: catalogs, hasErrors: generated.hasErrors))
    }

    static func kind(_ parameter: AccessorModel.Parameter) -> VerifyArgumentKind {
        switch parameter.argument {
        case .int?: .int
        case .uint?: .uint
        case .double?: .double
        case .string?: .string
        case .character?: .character
        case nil: .width
        }
    }

    /// For each key (by index), the instance properties that lead from the root type to its
    /// namespace: `["settings", "files"]` for `settings.files.count`.
    static func namespacePaths(_ namespace: AccessorModel.Namespace, from properties: [String] = []) -> [Int: [String]] {
        var paths = Dictionary(uniqueKeysWithValues: namespace.keys.map { ($0, properties) })
        for child in namespace.children {
            paths.merge(namespacePaths(child, from: properties + [child.property])) { $1 }
        }
        return paths
    }

    /// `L10n(locale: locale).settings.files.count(a.int(0))`, `L10n(locale: locale).title(width: a.widthValue)`.
    static func callExpression(_ typeName: String, properties: [String], _ key: AccessorModel.NamedKey) -> String {
        var expression = "\(typeName)(locale: locale)" + properties.map { "." + $0 }.joined() + "." + key.member
        guard !key.isProperty else { return expression }
        var position = 0
        let arguments = key.parameters.map { parameter in
            let value: String
            switch kind(parameter) {
            case .width: value = "a.widthValue"
            case let kind:
                value = "a.\(kind.rawValue)(\(position))"
                position += 1
            }
            return (parameter.label.map { $0 + ": " } ?? "") + value
        }
        expression += "(" + arguments.joined(separator: ", ") + ")"
        return expression
    }

    static func callsSource(_ calls: [String], tables: [String]) -> String {
        var printer = CodePrinter()
        printer.line(
            "// Generated by Scripts/VerifyOnMacOS/Tool.swift for verify-on-macos.sh from the accessors of \(tables.isEmpty ? "no table" : tables.joined(separator: ", ")). Do not edit."
        )
        printer.line("// swift-format-ignore-file")
        printer.line("// swiftlint:disable all")
        printer.line()
        printer.line("/// Calls accessor number `call` (plan.tsv's `call` column) of the localization `locale` with `a`.")
        printer.block("func verifyAccessorCall(_ call: Int, locale: String, _ a: VerifyArguments) -> String") { printer in
            let cases = calls.enumerated().map { (pattern: String($0.offset), body: "return " + $0.element) }
            printer.switchBlock("call", cases: cases + [("default", "preconditionFailure(\"plan.tsv names call \\(call), which \(callsFile) does not have\")")])
        }
        return printer.text
    }
}
