import Foundation
import Testing

@testable import PluralRulesCompiler

/// What ``AdversarialKeyTests`` found, one test each, and all of it compiled together.
@Suite(.serialized) struct AccessorRegressionTests {
    static func arguments(_ names: [String?], type: FormatArgumentType = .int) -> [FormatArgument] {
        names.enumerated().map { FormatArgument(position: $0 + 1, type: type, variableName: $1, location: nil) }
    }

    /// `%1$#@😀@ and %2$#@p1@` made `(_ p1: Int, p1: Int)`: a variable named like the
    /// parameter of an unnamed argument (or `width`, or the type) is unlabeled instead.
    @Test func variablesNamedLikeOtherParametersAreUnlabeled() {
        let key = "files"
        let (model, _) = AccessorModelTests.model([key], arguments: [key: Self.arguments(["😀", "p1"])])
        #expect(model.keys[0].parameters.map(\.name) == ["p1", "p2"])
        #expect(model.keys[0].parameters.map(\.label) == [nil, nil])
        let (shadowing, _) = AccessorModelTests.model([key], typeName: "设置", arguments: [key: Self.arguments(["设置", "width", "n"])])
        #expect(shadowing.keys[0].parameters.map(\.name) == ["p1", "p2", "n"])
    }

    /// `L10n.current.x(`default`: `default`)`: Swift warns about backticks on a keyword label
    /// in a call. Keys with at most three arguments and no width call a typed entry point with
    /// their values unlabeled; the others (four arguments here) call the instance accessor.
    @Test func keywordLabelsAreBareInCalls() {
        let key = "files"
        let (model, _) = AccessorModelTests.model([key], arguments: [key: Self.arguments(["default", "self", "in", "n"])])
        let current = AccessorEmitter.emitCurrent(model, access: .internal, runtime: .embedded, inputs: "test")
        #expect(
            current.contains(
                "static func files(`default`: Int, `self`: Int, `in`: Int, n: Int) -> String { L10n.current.files(default: `default`, self: `self`, in: `in`, n: n) }"
            ))
        // `let` and `var` too; only `inout` keeps its backticks in a call.
        let (others, _) = AccessorModelTests.model([key], arguments: [key: Self.arguments(["let", "var", "inout", "n"])])
        let call = AccessorEmitter.emitCurrent(others, access: .internal, runtime: .embedded, inputs: "test")
        #expect(call.contains("L10n.current.files(let: `let`, var: `var`, `inout`: `inout`, n: n) }"))
        let (typed, _) = AccessorModelTests.model([key], arguments: [key: Self.arguments(["default", "self", "in"])])
        let typedCall = AccessorEmitter.emitCurrent(typed, access: .internal, runtime: .embedded, inputs: "test")
        #expect(
            typedCall.contains(
                "static func files(`default`: Int, `self`: Int, `in`: Int) -> String { L10n._currentMessageIntIntInt(\"files\", `default`, `self`, `in`) }"))
    }

    /// Instance accessors call their entry point through `self.` (cheaper to type-check), except
    /// where a parameter named `self` hides it; `theRegressionCasesCompile` compiles both.
    @Test func aParameterNamedSelfKeepsTheCallUnqualified() {
        let (model, _) = AccessorModelTests.model(
            ["keywords", "plain"], arguments: ["keywords": Self.arguments(["default", "self", "in"]), "plain": Self.arguments(["n"])])
        let api = AccessorEmitter.emitAPI(model, access: .internal, runtime: .embedded, inputs: "test")
        #expect(api.contains("func keywords(`default`: Int, `self`: Int, `in`: Int) -> String { _messageIntIntInt(\"keywords\", `default`, `self`, `in`) }"))
        #expect(api.contains("func plain(_ n: Int) -> String { self._messageInt(\"plain\", n) }"))
    }

    /// Every case above in one project, through the real pipeline, type-checked in Swift 6
    /// with warnings as errors.
    @Test func theRegressionCasesCompile() throws {
        var project = AdversarialProject(typeName: "L10n", style: .nested, access: .public)
        func plural(_ key: String, _ variables: [String]) -> AdversarialProject.Entry {
            let format = variables.count == 1 ? "%#@\(variables[0])@" : variables.enumerated().map { "%\($0 + 1)$#@\($1)@" }.joined(separator: " ")
            return .init(key: key, value: format, variables: variables.map { ($0, "d") })
        }
        project.stringsdict = [
            plural("unnamed and p1", ["😀", "p1"]), plural("width and p2", ["p2", "width"]),
            plural("keywords", ["default", "self", "in"]), plural("declaration keywords", ["let", "var", "inout"]),
        ]
        var noShuffle: SeededGenerator? = nil
        let root = try AdversarialKeyTests.write(project.files(shuffledWith: &noShuffle).files)
        let bag = DiagnosticBag()
        let output = try #require(AdversarialKeyTests.generate(root, project: project, diagnostics: bag), "\(bag.errors)")
        let directory = try TestSupport.temporaryDirectory()
        for file in output.files { try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8) }
        try LocalizationPipeline.embeddedRules(for: ["en"], cldr: TestSupport.cldr, ordinals: false, diagnostics: bag)!
            .write(toFile: directory + "/PluralRules.swift", atomically: false, encoding: .utf8)
        let result = try GeneratedCodeCompilationTests.swiftc(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
                "PluralRules.swift",
            ] + output.files.map(\.name), in: directory)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }
}

/// Keys in different normalization forms: Swift's `<` on such strings is not a total order
/// (`…café/Cancel` > `…café/Cance`, yet < the same `…Cance` decomposed), so sorting them
/// gave an order, and names, that changed with the order a dictionary happened to hold them.
@Suite struct KeyOrderTests {
    @Test func keysOfMixedNormalizationSortTheSameWhateverTheirOrder() {
        let prefix = "\u{390}-v2.any/hashwidth.save_café/"
        let keys = [prefix + "Cancel", (prefix + "Cance").decomposedStringWithCanonicalMapping, prefix + "Cance iPhone"]
        let location = PluralRulesCompiler.SourceLocation(path: "en.lproj/Localizable.strings", line: 1, column: 1)
        let expected = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            var entries: [String: LocalizedEntry] = [:]
            for index in order {
                entries[keys[index]] = LocalizedEntry(key: keys[index], keyLocation: location, content: .format(FormatString(segments: []), location))
            }
            #expect(LocaleStrings(locale: "en", folder: "en.lproj", entries: entries).keys == expected, "\(order)")
        }
    }
}
