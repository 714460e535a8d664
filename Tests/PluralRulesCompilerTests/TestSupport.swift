import Foundation
import PluralRulesTestSupport
import Testing

@testable import PluralRulesCompiler

/// Paths and shared data for the tests.
enum TestSupport {
    static let packageRoot = Fixtures.packageRoot
    static let cldrDirectory = Fixtures.cldrDirectory
    static let fixtures = Fixtures.directory
    static let cldr = Fixtures.cldr

    /// The team's shared data beside the checkout (`../shared`: CLDR releases, real apps'
    /// localizations), or `nil` on a machine without it; tests that need it are skipped then.
    static let shared: String? = {
        let path = URL(fileURLWithPath: packageRoot + "/../shared").standardizedFileURL.path
        return FileManager.default.fileExists(atPath: path + "/cldr/48/plurals.xml") ? path : nil
    }()

    /// A test trait: run only where ``shared`` is there, saying why otherwise.
    static let needsShared = ConditionTrait.enabled(if: shared != nil, "needs ../shared (CLDR 48 and post-48 releases) beside the checkout")

    /// Every (type, locale) pair CLDR has rules for, for parameterised tests.
    static let allLocales: [LocaleCase] = PluralRuleType.allCases.flatMap { type in
        cldr.rules(type).locales.map { LocaleCase(type: type, locale: $0) }
    }

    /// The name generated code gives the rule set of `locale` (named by meaning, so tests ask).
    static func ruleSetName(_ locale: String, _ type: PluralRuleType) -> String {
        RuleSetGrouping.compile(cldr.rules(type)).first { $0.locales.contains(locale) }!.name
    }

    /// Parses `text` as a rule of `category` inside a pseudo-file, collecting diagnostics.
    static func parseRule(_ text: String, category: PluralCategory = .one) -> (PluralRule?, [Diagnostic]) {
        let bag = DiagnosticBag()
        let file = SourceFile(path: "test.xml", text: text)
        let rule = RuleParser.parseRule(LocatedText(verbatim: text, file: file, offset: 0), category: category, diagnostics: bag)
        return (rule, bag.diagnostics)
    }

    static func condition(_ text: String) -> PluralCondition {
        let bag = DiagnosticBag()
        guard let condition = RuleParser.parseCondition(text, diagnostics: bag) else {
            fatalError("'\(text)' does not parse: \(bag.diagnostics)")
        }
        return condition
    }

    static func operands(_ text: String) -> PluralOperands {
        guard let operands = PluralOperands(text) else { fatalError("'\(text)' is not a number") }
        return operands
    }

    /// One folder per test process for everything the tests write, removed when the process exits.
    static let temporaryRoot: String = {
        let path = temporaryRootPath()
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestSupport.temporaryRootPath()) }
        return path
    }()

    static func temporaryRootPath() -> String {
        NSTemporaryDirectory() + "plural-rules-tests-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// A fresh empty directory under ``temporaryRoot``.
    static func temporaryDirectory() throws -> String {
        let path = temporaryRoot + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A fresh directory holding `files` (relative path → UTF-8 contents).
    static func write(_ files: [String: String]) throws -> String {
        let root = try temporaryDirectory()
        for (path, contents) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: full, atomically: false, encoding: .utf8)
        }
        return root
    }
}

/// A locale and rule type, printed readably in test names.
struct LocaleCase: Sendable, CustomTestStringConvertible {
    var type: PluralRuleType
    var locale: String
    var testDescription: String { "\(type) \(locale)" }

    var ruleSet: PluralRuleSet { TestSupport.cldr.rules(type).ruleSet(forExactLocale: locale)! }
}
