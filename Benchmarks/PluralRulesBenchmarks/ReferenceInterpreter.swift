// The compiler's reference interpreter walks the parsed CLDR rules; it evaluates them on the
// runtime's `PluralOperands`, as the generated code does.
import PluralRulesCompiler

/// The compiler's reference interpreter, which walks the parsed CLDR rules of `cldr-data/`.
struct ReferenceInterpreter: BenchmarkedImplementation {
    let name = "interpreter"
    private let workload: Workload
    private let data: CLDRData
    private let cardinalRuleSets: [PluralRuleSet]
    private let ordinalRuleSets: [PluralRuleSet]
    private let parsedDecimals: [PluralOperands]

    /// The data's CLDR version, for the report's header line.
    var cldrVersion: String { data.version ?? "unknown" }

    /// Loads the CLDR data in `directory`; `nil` after printing the diagnostics when it cannot.
    init?(cldrDirectory directory: String, workload: Workload) {
        let diagnostics = DiagnosticBag()
        guard let data = CLDRDirectory.load(directory, diagnostics: diagnostics) else {
            for diagnostic in diagnostics.diagnostics { print(diagnostic) }
            return nil
        }
        self.data = data
        self.workload = workload
        cardinalRuleSets = workload.cardinalLocales.map { Self.ruleSet($0, .cardinal, in: data) }
        ordinalRuleSets = workload.ordinalLocales.map { Self.ruleSet($0, .ordinal, in: data) }
        parsedDecimals = workload.decimals.map { decimal in
            do {
                return try PluralOperands(parsing: decimal)
            } catch {
                fatalError("the interpreter does not parse '\(decimal)': \(error)")
            }
        }
    }

    /// The number of locales with rules of `kind` in the CLDR data.
    func localeCount(_ kind: RuleKind) -> Int {
        data.rules(Self.ruleType(kind)).locales.count
    }

    private static func ruleType(_ kind: RuleKind) -> PluralRuleType {
        kind == .cardinal ? .cardinal : .ordinal
    }

    private static func ruleSet(_ locale: String, _ kind: RuleKind, in data: CLDRData) -> PluralRuleSet {
        guard let ruleSet = data.ruleSet(for: locale, type: ruleType(kind)) else {
            fatalError("cldr-data has no \(kind) rules for '\(locale)', which the runtime lists")
        }
        return ruleSet
    }

    func selectIntegers(_ integers: UnsafeBufferPointer<Int>, kind: RuleKind, passes: Int) -> Int {
        let ruleSets = kind == .cardinal ? cardinalRuleSets : ordinalRuleSets
        var checksum = 0
        for _ in 0..<passes {
            for ruleSet in ruleSets {
                for integer in integers {
                    checksum &+= Int(ruleSet.category(for: PluralOperands(integer)).rawValue)
                }
            }
        }
        return checksum
    }

    func selectDecimalStrings(passes: Int) -> Int {
        let decimals = workload.decimals
        var checksum = 0
        for _ in 0..<passes {
            for ruleSet in cardinalRuleSets {
                for decimal in decimals {
                    checksum &+= PluralOperands(decimal).map { Int(ruleSet.category(for: $0).rawValue) } ?? 0xFF
                }
            }
        }
        return checksum
    }

    func selectParsedDecimals(passes: Int) -> Int {
        var checksum = 0
        for _ in 0..<passes {
            for ruleSet in cardinalRuleSets {
                for operands in parsedDecimals {
                    checksum &+= Int(ruleSet.category(for: operands).rawValue)
                }
            }
        }
        return checksum
    }

    func resolveLocales(passes: Int) -> Int {
        let identifiers = workload.localeIdentifiers
        var checksum = 0
        for _ in 0..<passes {
            for identifier in identifiers {
                checksum &+= data.ruleSet(for: identifier, type: .cardinal)?.rules.count ?? 0xFF
            }
        }
        return checksum
    }

    func categories(of integers: [Int], kind: RuleKind) -> [UInt8] {
        (kind == .cardinal ? cardinalRuleSets : ordinalRuleSets).flatMap { ruleSet in
            integers.map { ruleSet.category(for: PluralOperands($0)).rawValue }
        }
    }

    func categoriesOfDecimalStrings() -> [UInt8] {
        cardinalRuleSets.flatMap { ruleSet in
            workload.decimals.map { decimal in
                PluralOperands(decimal).map { ruleSet.category(for: $0).rawValue } ?? 0xFF
            }
        }
    }
}

extension ReferenceInterpreter {
    /// Whether `directory` holds CLDR plural data the compiler can read.
    static func hasCLDRData(in directory: String) -> Bool {
        CLDRDirectory.supplementalFolder(in: directory) != nil
    }
}
