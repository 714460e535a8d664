/// The compiler, stage by stage:
///
/// ```
/// cldr-data/*.xml ──XMLReader──▶ located XML ──CLDRPluralsReader/RuleParser──▶ rule AST
///   ──RuleSetGrouping (RelationLowering, BooleanSimplification, IntegerSpecialization)──▶ IR
///   ──RulesEmitter (CodePrinter)──▶ PluralRules.swift
/// ```
///
/// Each stage is a value-to-value function that can be tested alone; this type only wires
/// them together for the CLI and the plugins.
public enum PluralRulesPipeline {
    public struct Options: Sendable {
        /// Locales to include, as users write them; `nil` for every CLDR locale.
        public var locales: [String]?
        public var types: [PluralRuleType]
        public var access: AccessLevel

        public init(locales: [String]? = nil, types: [PluralRuleType] = PluralRuleType.allCases, access: AccessLevel = .public) {
            self.locales = locales
            self.types = types
            self.access = access
        }
    }

    /// Compiles `data`; reports unknown locales and unsupported rules, and returns `nil` on errors.
    public static func compile(_ data: CLDRData, options: Options, diagnostics: DiagnosticCollector) -> CompiledRules? {
        let bag = DiagnosticBag()
        defer { bag.diagnostics.forEach(diagnostics.report) }
        var selected: [PluralRuleType: Set<String>] = [:]
        if let locales = options.locales {
            for locale in locales {
                var found = false
                for type in options.types {
                    if let resolved = data.resolver(type).resolve(locale) {
                        selected[type, default: []].insert(resolved)
                        found = true
                    }
                }
                if !found {
                    bag.report(.unknownLocale, "no CLDR \(options.types.map(\.name).joined(separator: " or ")) rules for locale '\(locale)'", at: nil)
                }
            }
        }
        var compiled = CompiledRules(cldrVersion: data.version, access: options.access)
        for type in options.types {
            let only = options.locales == nil ? nil : (selected[type] ?? [])
            let groups = RuleSetGrouping.compile(data.rules(type), locales: only)
            switch type {
            case .cardinal: compiled.cardinal = groups
            case .ordinal: compiled.ordinal = groups
            }
        }
        if let ranges = data.ranges, options.types.contains(.cardinal) {
            compiled.ranges = RangeCompilation.compile(ranges, cardinalLocales: compiled.cardinal.flatMap(\.locales))
        }
        checkRuntimeLimits(compiled, diagnostics: bag)
        return bag.hasErrors ? nil : compiled
    }

    /// The generated runtime keeps the last 18 digits of `i`, `f` and `t`: exact for every
    /// remainder by a divisor of 10^18 and every literal below 10^18, as all CLDR rules are.
    static func checkRuntimeLimits(_ compiled: CompiledRules, diagnostics: DiagnosticCollector) {
        let limit: UInt64 = 1_000_000_000_000_000_000
        for ruleSet in compiled.cardinal + compiled.ordinal {
            for rule in ruleSet.source.rules {
                for relation in rule.condition?.alternatives.flatMap(\.relations) ?? [] {
                    if let modulus = relation.expression.modulus, [.n, .i, .f, .t].contains(relation.expression.operand),
                        limit % modulus != 0
                    {
                        diagnostics.report(
                            .unsupportedModulus, "modulus \(modulus) does not divide 10^18; the generated runtime keeps the last 18 digits of i, f and t",
                            at: relation.location)
                    }
                    if relation.ranges.contains(where: { $0.upper >= limit }) {
                        diagnostics.report(.unsupportedValue, "values of 10^18 and above are not supported in rules", at: relation.location)
                    }
                }
            }
        }
    }

    /// Compiles and emits one self-contained Swift file.
    public static func generate(_ data: CLDRData, options: Options, diagnostics: DiagnosticCollector) -> String? {
        guard let compiled = compile(data, options: options, diagnostics: diagnostics) else { return nil }
        return RulesEmitter.emit(compiled)
    }
}

/// Access level of the generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, `package`, `internal`

    /// The modifier with a trailing space, or nothing for internal.
    public var modifier: String { self == .internal ? "" : rawValue + " " }
}

/// Everything the emitter needs.
public struct CompiledRules: Sendable {
    public var cardinal: [CompiledRuleSet] = []
    public var ordinal: [CompiledRuleSet] = []
    public var ranges: [CompiledRangeSet] = []
    public var cldrVersion: String?
    public var access: AccessLevel
    /// What the emitted file holds besides the rule data.
    public var shape: RulesFileShape = .standalone

    public init(cldrVersion: String?, access: AccessLevel) {
        self.cldrVersion = cldrVersion
        self.access = access
    }

    /// Cardinal rule sets, then ordinal, each sorted by name.
    public var allRuleSets: [CompiledRuleSet] { cardinal + ordinal }
}

/// What a generated rules file holds.
public enum RulesFileShape: Sendable, Hashable {
    /// The runtime's rule types at top level with the chosen access level, then the data: a
    /// self-contained file with the `PluralRules` library's API (`plural-rules generate`).
    case standalone
    /// Only the data, for the `PluralRules` library, which compiles the runtime from its own
    /// sources (`plural-rules generate --data-only` → `Sources/PluralRules/Generated/`).
    case dataOnly
    /// The runtime, the localization support of generated accessors and the data, all
    /// internal inside `enum EmbeddedPluralRules`: the build plugin's dependency-free mode,
    /// which can never shadow the library's types nor collide with another module's copy.
    case namespaced
}

/// The range rows of one or more locales.
public struct CompiledRangeSet: Sendable, Hashable {
    /// The cardinal locales (CLDR ids, sorted) whose ranges these are, aliases resolved.
    public var locales: [String]
    public var rules: [PluralRangeRule]
    /// The identifier in generated code, named by meaning as rule sets are
    /// (``RuleSetNaming``): `ranges_` and a fingerprint of the result of every pair of
    /// categories, so it stays while the table means the same, whichever locales use it.
    public var name: String {
        "ranges_" + RuleSetNaming.fingerprint(CompiledRangeSet.canonicalText(meaning))
    }

    /// The result of every (start, end) pair, in `PluralCategory` order: what the rows mean.
    public var meaning: [PluralCategory] {
        PluralCategory.allCases.flatMap { start in PluralCategory.allCases.map { result(start: start, end: $0) } }
    }

    static func canonicalText(_ meaning: [PluralCategory]) -> String {
        meaning.map(\.name).joined(separator: " ")
    }

    public func result(start: PluralCategory, end: PluralCategory) -> PluralCategory {
        PluralRangeSet(locales: locales, rules: rules).result(start: start, end: end)
    }
}

/// Assigns every cardinal locale its plural ranges, resolved as rules are (`mo` uses `ro`'s).
public enum RangeCompilation {
    public static func compile(_ file: PluralRangeFile, cardinalLocales: [String]) -> [CompiledRangeSet] {
        let resolver = LocaleResolver(availableLocales: file.sets.flatMap(\.locales))
        var sets: [CompiledRangeSet] = []
        for locale in cardinalLocales.sorted() {
            guard let resolved = resolver.resolve(locale), let set = file.rangeSet(forExactLocale: resolved) else { continue }
            let candidate = CompiledRangeSet(locales: [locale], rules: set.rules)
            if let index = sets.firstIndex(where: { $0.meaning == candidate.meaning }) {
                sets[index].locales.append(locale)
            } else {
                sets.append(candidate)
            }
        }
        return sets.sorted { $0.name < $1.name }
    }
}
