/// Compares two CLDR releases by meaning: which numbers, in which locales, now get another
/// category.
///
/// Rule text is rewritten between releases without changing what it selects, and a one-word
/// change can move thousands of numbers, so a text diff says little. This explores the operand
/// space the rules can tell apart: every integer up to the largest literal, then one full
/// period of every modulus (beyond that, integers repeat); decimals with one to three visible
/// fraction digits on a spread of integer parts; compact exponents 0…7.
public enum SemanticDiff {
    /// The change of one locale's rules of one type (locales with the same change share one).
    public struct Change: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case added, removed, changed
            /// The rule text differs but no number selects another category.
            case rewritten
        }

        public var type: PluralRuleType
        public var locales: [String]
        public var kind: Kind
        public var oldCategories: [PluralCategory]
        public var newCategories: [PluralCategory]
        public var moves: [Move]
    }

    /// Numbers that moved from one category to another.
    public struct Move: Sendable, Hashable {
        public var from: PluralCategory
        public var to: PluralCategory
        /// The integers, described exactly: `nil` when no integer moved.
        public var integers: IntegerSetDescription?
        /// Decimal numbers that moved, as written (`0.5`, `1.2c6`), a few at most.
        public var decimalWitnesses: [String]
    }

    /// A set of non-negative integers: finite runs below a limit, and residues beyond it.
    public struct IntegerSetDescription: Sendable, Hashable {
        /// The first runs of the set, in order (a few at most).
        public var runs: [ClosedRange<UInt64>]
        /// Whether the set goes on past the listed runs.
        public var continues: Bool
        /// `i % period ∈ residues` for every `i ≥ limit`, when the set is infinite.
        public var period: UInt64
        public var residues: IntegerSet
        /// The number of integers in the set below `limit + period`.
        public var countInFirstPeriod: Int
        /// Integers below the limit that the residue rule would wrongly include or leave out.
        public var exceptionsIn: [UInt64]
        public var exceptionsOut: [UInt64]
    }

    public struct Report: Sendable {
        public var changes: [Change]
        /// How many locale rule sets were compared and found unchanged in meaning.
        public var unchangedCount: Int
        public var hasChanges: Bool { changes.contains { $0.kind != .rewritten } }
    }

    public static func compare(old: CLDRData, new: CLDRData) -> Report {
        var changes: [Change] = []
        var unchanged = 0
        for type in PluralRuleType.allCases {
            let oldFile = old.rules(type)
            let newFile = new.rules(type)
            let locales = Set(oldFile.locales).union(newFile.locales).sorted()
            var perLocale: [(String, Change)] = []
            var cache: [[[String]]: Change?] = [:]
            for locale in locales {
                let before = oldFile.ruleSet(forExactLocale: locale)
                let after = newFile.ruleSet(forExactLocale: locale)
                switch (before, after) {
                case (nil, let after?):
                    perLocale.append(
                        (locale, Change(type: type, locales: [locale], kind: .added, oldCategories: [], newCategories: after.categories, moves: [])))
                case (let before?, nil):
                    perLocale.append(
                        (locale, Change(type: type, locales: [locale], kind: .removed, oldCategories: before.categories, newCategories: [], moves: [])))
                case (let before?, let after?):
                    // Locales that share both rule sets share the answer: explore once.
                    let key = [before.rules.map(\.sourceText), after.rules.map(\.sourceText)]
                    let change = cache[key] ?? compare(type: type, locale: locale, before, after)
                    cache[key] = .some(change)
                    if var change {
                        change.locales = [locale]
                        perLocale.append((locale, change))
                    } else {
                        unchanged += 1
                    }
                default:
                    break
                }
            }
            // Locales with the same change share one entry.
            for (locale, change) in perLocale {
                if let index = changes.firstIndex(where: {
                    $0.type == type && $0.kind == change.kind && $0.oldCategories == change.oldCategories
                        && $0.newCategories == change.newCategories && $0.moves == change.moves && change.kind != .added && change.kind != .removed
                }) {
                    changes[index].locales.append(locale)
                } else {
                    changes.append(change)
                }
            }
        }
        return Report(changes: changes, unchangedCount: unchanged)
    }

    static func compare(type: PluralRuleType, locale: String, _ before: PluralRuleSet, _ after: PluralRuleSet) -> Change? {
        let oldRules = BooleanSimplification.simplify(RelationLowering.lower(before))
        let newRules = BooleanSimplification.simplify(RelationLowering.lower(after))
        let textChanged = before.rules.map(\.sourceText) != after.rules.map(\.sourceText) || before.categories != after.categories
        if oldRules.meaning == newRules.meaning && !textChanged { return nil }
        let moves = explore(oldRules, newRules)
        if moves.isEmpty && before.categories == after.categories {
            return textChanged
                ? Change(
                    type: type, locales: [locale], kind: .rewritten, oldCategories: before.categories,
                    newCategories: after.categories, moves: []) : nil
        }
        return Change(type: type, locales: [locale], kind: .changed, oldCategories: before.categories, newCategories: after.categories, moves: moves)
    }

    // MARK: Exploration

    static func explore(_ old: IRRuleSet, _ new: IRRuleSet) -> [Move] {
        let (oldPeriod, oldLimit) = IntegerSpecialization.periodAndLimit(IntegerSpecialization.integerRules(old))
        let (newPeriod, newLimit) = IntegerSpecialization.periodAndLimit(IntegerSpecialization.integerRules(new))
        let period = IntegerSpecialization.leastCommonMultiple(oldPeriod, newPeriod)
        let limit = max(oldLimit, newLimit)
        let oldPath = IntegerSpecialization.integerPath(old)
        let newPath = IntegerSpecialization.integerPath(new)
        // Integers: exhaustive below limit + period (capped: beyond the cap only residues of
        // the first period are listed, which is still exact for the residues).
        let end = min(limit + 3 * period, 2_000_000)
        var moved: [Pair: [UInt64]] = [:]
        for i in 0..<end {
            let before = oldPath.category(for: i)
            let after = newPath.category(for: i)
            if before != after { moved[Pair(before, after), default: []].append(i) }
        }
        var decimals: [Pair: [String]] = [:]
        for (text, operands) in decimalProbes {
            let before = old.category(for: operands)
            let after = new.category(for: operands)
            guard before != after else { continue }
            // A decimal that moves exactly as its integer part does adds nothing to the report.
            if let i = operands.i, oldPath.category(for: i) == before, newPath.category(for: i) == after { continue }
            if decimals[Pair(before, after), default: []].count < 3 { decimals[Pair(before, after), default: []].append(text) }
        }
        let pairs = Set(moved.keys).union(decimals.keys).sorted()
        return pairs.map { pair in
            let integers = moved[pair].map { describe($0, period: period, limit: limit) }
            return Move(from: pair.from, to: pair.to, integers: integers, decimalWitnesses: decimals[pair] ?? [])
        }
    }

    struct Pair: Hashable, Comparable {
        var from: PluralCategory
        var to: PluralCategory
        init(_ from: PluralCategory, _ to: PluralCategory) {
            self.from = from
            self.to = to
        }
        static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.to, lhs.from) < (rhs.to, rhs.from) }
    }

    /// Decimals with one to three fraction digits on a spread of integer parts, and compact
    /// exponents 1…7: what decimal rules (v, w, f, t, e) can tell apart.
    static let decimalProbes: [(String, PluralOperands)] = {
        var probes: [String] = []
        for integer in ["0", "1", "2", "3", "4", "5", "6", "7", "10", "11", "12", "20", "21", "22", "100", "101", "1000000"] {
            for digits in 1...3 {
                for fraction in 0..<[1, 10, 100, 1000][digits] {
                    let text = String(fraction)
                    probes.append("\(integer).\(String(repeating: "0", count: digits - text.count))\(text)")
                }
            }
        }
        for mantissa in ["1", "1.5", "2", "3", "5", "1.0000001", "2.5"] {
            for exponent in 1...7 { probes.append("\(mantissa)c\(exponent)") }
        }
        return probes.map { ($0, PluralOperands($0)!) }
    }()

    static func describe(_ values: [UInt64], period: UInt64, limit: UInt64) -> IntegerSetDescription {
        var runs: [ClosedRange<UInt64>] = []
        for value in values {
            if let last = runs.last, last.upperBound + 1 == value {
                runs[runs.count - 1] = last.lowerBound...value
            } else {
                runs.append(value...value)
            }
        }
        let periodic = values.lazy.filter { $0 >= limit && $0 < limit + period }.map { $0 % period }
        let residues = IntegerSet(periodic.map { $0...$0 })
        let members = Set(values)
        var exceptionsIn: [UInt64] = []
        var exceptionsOut: [UInt64] = []
        if !residues.isEmpty {
            for i in 0..<limit where residues.contains(i % period) != members.contains(i) {
                if members.contains(i) { exceptionsIn.append(i) } else { exceptionsOut.append(i) }
            }
        }
        return IntegerSetDescription(
            runs: Array(runs.prefix(3)), continues: runs.count > 3 || !residues.isEmpty,
            period: period, residues: residues, countInFirstPeriod: values.count,
            exceptionsIn: Array(exceptionsIn.prefix(5)), exceptionsOut: Array(exceptionsOut.prefix(5)))
    }
}

extension IntegerSpecialization {
    /// The period of the integer rules (the lcm of their moduli) and the limit beyond which
    /// only residues matter (the largest boundary of a test on `i` itself).
    public static func periodAndLimit(_ rules: IRRuleSet) -> (period: UInt64, limit: UInt64) {
        var period: UInt64 = 1
        var limit: UInt64 = 0
        for test in rules.rules.flatMap(\.condition.tests) where test.expression.operand == .i {
            if let modulus = test.expression.modulus {
                period = leastCommonMultiple(period, modulus)
            } else {
                limit = max(limit, test.set.boundaries.max() ?? 0)
            }
        }
        return (period, limit)
    }
}
