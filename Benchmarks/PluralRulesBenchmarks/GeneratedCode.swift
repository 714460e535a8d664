// Imports only the runtime: `PluralRules`, `PluralCategory` and `PluralOperands` here are the
// generated code's types.
import PluralRules

/// The generated runtime (`Sources/PluralRules/PluralRules.swift`), used as apps use it.
struct GeneratedCode: BenchmarkedImplementation {
    let name = "generated"
    private let workload: Workload
    private let cardinalRules: [PluralRules]
    private let ordinalRules: [PluralRules]
    private let parsedDecimals: [PluralOperands]

    /// The locales the generated code has rules for, as CLDR names them.
    static func availableLocales(_ kind: RuleKind) -> [String] {
        PluralRules.availableLocales(ruleType(kind))
    }

    /// The runtime's data, described for the report's header line.
    static var summary: String {
        "\(availableLocales(.cardinal).count) cardinal and \(availableLocales(.ordinal).count) ordinal locales"
    }

    init(workload: Workload) {
        self.workload = workload
        cardinalRules = workload.cardinalLocales.map { Self.rules($0, .cardinal) }
        ordinalRules = workload.ordinalLocales.map { Self.rules($0, .ordinal) }
        parsedDecimals = workload.decimals.map { decimal in
            guard let operands = PluralOperands(decimal) else { fatalError("the runtime does not parse '\(decimal)'") }
            return operands
        }
    }

    private static func ruleType(_ kind: RuleKind) -> PluralRuleType {
        kind == .cardinal ? .cardinal : .ordinal
    }

    private static func rules(_ locale: String, _ kind: RuleKind) -> PluralRules {
        guard let rules = PluralRules(locale: locale, type: ruleType(kind)) else {
            fatalError("the runtime has no \(kind) rules for '\(locale)', which it lists")
        }
        return rules
    }

    func selectIntegers(_ integers: UnsafeBufferPointer<Int>, kind: RuleKind, passes: Int) -> Int {
        let allRules = kind == .cardinal ? cardinalRules : ordinalRules
        var checksum = 0
        for _ in 0..<passes {
            for rules in allRules {
                for integer in integers {
                    checksum &+= Int(rules.category(for: integer).rawValue)
                }
            }
        }
        return checksum
    }

    func selectDecimalStrings(passes: Int) -> Int {
        let decimals = workload.decimals
        var checksum = 0
        for _ in 0..<passes {
            for rules in cardinalRules {
                for decimal in decimals {
                    checksum &+= Int(rules.category(for: decimal)?.rawValue ?? 0xFF)
                }
            }
        }
        return checksum
    }

    func selectParsedDecimals(passes: Int) -> Int {
        var checksum = 0
        for _ in 0..<passes {
            for rules in cardinalRules {
                for operands in parsedDecimals {
                    checksum &+= Int(rules.category(for: operands).rawValue)
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
                checksum &+= PluralRules(locale: identifier)?.locale.utf8.count ?? 0xFF
            }
        }
        return checksum
    }

    func categories(of integers: [Int], kind: RuleKind) -> [UInt8] {
        (kind == .cardinal ? cardinalRules : ordinalRules).flatMap { rules in
            integers.map { rules.category(for: $0).rawValue }
        }
    }

    func categoriesOfDecimalStrings() -> [UInt8] {
        cardinalRules.flatMap { rules in
            workload.decimals.map { rules.category(for: $0)?.rawValue ?? 0xFF }
        }
    }
}
