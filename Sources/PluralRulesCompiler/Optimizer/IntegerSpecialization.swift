/// Pass 3: the integer fast path.
///
/// For integer input (`v = w = f = t = e = 0`) a rule set is a function of `i` alone, and it
/// only looks at `i % m` for the moduli its rules use and at a few small values. Beyond the
/// largest small value `L` the function repeats with period `M = lcm(moduli)`, so it folds
/// into a table indexed by `i % M` (shrunk to the least period that holds) plus the
/// exceptions below `L` (`i = 0`, `n = 2..10`). `category(for: Int)` is then a remainder, a
/// table load and a compare. Rule sets whose period is too long (French `many`:
/// `i % 1000000 = 0`) keep their integer-specialized rules instead.
public enum IntegerPath: Sendable, Hashable {
    /// `i < exceptions' end ? exception : table[i % table.count]`.
    case table([PluralCategory], exceptions: [IntegerException])
    /// Rules specialized to integers, tested in order.
    case rules(IRRuleSet)

    /// The category of the integer `i` along this path.
    public func category(for i: UInt64) -> PluralCategory {
        switch self {
        case .table(let table, let exceptions):
            if let exception = exceptions.first(where: { $0.range.contains(i) }) { return exception.category }
            return table[Int(i % UInt64(table.count))]
        case .rules(let ruleSet):
            return ruleSet.category(for: PluralOperands(i))
        }
    }
}

/// Consecutive small integers whose category differs from the periodic table.
public struct IntegerException: Sendable, Hashable {
    public var range: ClosedRange<UInt64>
    public var category: PluralCategory
}

public enum IntegerSpecialization {
    /// The largest table the fast path uses.
    public static let maximumTableSize: UInt64 = 1000
    /// The most exception ranges the fast path uses.
    public static let maximumExceptions = 16

    /// The rule set with integer facts applied: tests on `i` only.
    public static func integerRules(_ ruleSet: IRRuleSet) -> IRRuleSet {
        BooleanSimplification.simplify(ruleSet, assuming: BooleanSimplification.integerFacts)
    }

    public static func integerPath(_ ruleSet: IRRuleSet) -> IntegerPath {
        let rules = integerRules(ruleSet)
        let tests = rules.rules.flatMap(\.condition.tests)
        var period: UInt64 = 1
        var limit: UInt64 = 0
        for test in tests {
            guard test.expression.operand == .i else { return .rules(rules) }  // not reached: facts removed the rest
            if let modulus = test.expression.modulus {
                period = leastCommonMultiple(period, modulus)
                if period > maximumTableSize { return .rules(rules) }
            } else {
                limit = max(limit, test.set.boundaries.max() ?? 0)
            }
        }
        guard limit <= 100_000 else { return .rules(rules) }
        // Beyond `limit`, i and i + period fall in the same category.
        let base = (limit + period - 1) / period * period
        var table = (0..<period).map { rules.category(for: PluralOperands(base + $0)) }
        // The least period that still holds (rules with % 10 and % 100 may only need 10).
        for divisor in (1...table.count) where table.count % divisor == 0 {
            if table.indices.allSatisfy({ table[$0] == table[$0 % divisor] }) {
                table = Array(table[..<divisor])
                break
            }
        }
        var exceptions: [IntegerException] = []
        for i in 0..<limit {
            let category = rules.category(for: PluralOperands(i))
            guard category != table[Int(i % UInt64(table.count))] else { continue }
            if let last = exceptions.last, last.range.upperBound == i - 1, last.category == category {
                exceptions[exceptions.count - 1].range = last.range.lowerBound...i
            } else {
                exceptions.append(IntegerException(range: i...i, category: category))
            }
        }
        if exceptions.count > maximumExceptions { return .rules(rules) }
        return .table(table, exceptions: exceptions)
    }

    static func leastCommonMultiple(_ a: UInt64, _ b: UInt64) -> UInt64 {
        func gcd(_ x: UInt64, _ y: UInt64) -> UInt64 { y == 0 ? x : gcd(y, x % y) }
        let (product, overflow) = (a / gcd(a, b)).multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }
}

/// The 200-entry table behind the inlined `category(for: Int)`: the category of each `i` below
/// 100, then of `100 + r` for each residue `r` of 100: the category of every `i >= 100` with
/// `i % 100 == r`, or ``deferred`` where those differ and the rule set's integer function
/// decides (French `many` is `i % 1000000 = 0`, so residue 0 is deferred).
public struct FastIntegerTable: Sendable, Hashable {
    /// The entry of a residue whose integers the table cannot answer alone.
    public static let deferred: Character = "?"

    /// One character per entry: `0` zero … `5` other, or ``deferred``.
    public var digits: String

    public init(_ path: IntegerPath) {
        var entries = (0..<100).map { String(path.category(for: UInt64($0)).rawValue) }
        for residue in 0..<UInt64(100) {
            entries.append(Self.category(ofResidue: residue, path).map { String($0.rawValue) } ?? String(Self.deferred))
        }
        digits = entries.joined()
    }

    /// The residues of 100 whose entries are ``deferred``.
    public var deferredResidues: [UInt64] {
        Array(digits).dropFirst(100).indices.filter { Array(digits)[$0] == Self.deferred }.map { UInt64($0 - 100) }
    }

    /// The category of every `i >= 100` with `i % 100 == residue`, or `nil` when they differ
    /// (or the analysis cannot tell, which only costs the integer function's speed).
    static func category(ofResidue residue: UInt64, _ path: IntegerPath) -> PluralCategory? {
        switch path {
        case .table(let table, let exceptions):
            // Periodic beyond the exceptions: one period of lcm(period, 100) after them covers
            // every integer of the residue class.
            let period = IntegerSpecialization.leastCommonMultiple(UInt64(table.count), 100)
            let end = max(100, (exceptions.map(\.range.upperBound).max() ?? 0) + 1) + period
            let first = path.category(for: 100 + residue)
            for i in stride(from: 100 + residue, to: end + 100, by: 100) where path.category(for: i) != first { return nil }
            return first
        case .rules(let ruleSet):
            // The rules in order, each condition true, false or unknown for the whole class.
            for rule in ruleSet.rules {
                switch truth(of: rule.condition, residue: residue) {
                case true?: return rule.category
                case false?: continue
                case nil: return nil
                }
            }
            return .other
        }
    }

    /// Whether `condition` holds for every (`true`), no (`false`) or only some (`nil`) `i >= 100`
    /// with `i % 100 == residue`.
    static func truth(of condition: IRCondition, residue: UInt64) -> Bool? {
        switch condition {
        case .constant(let value):
            return value
        case .test(let test):
            return truth(of: test, residue: residue)
        case .and(let children):
            let values = children.map { truth(of: $0, residue: residue) }
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        case .or(let children):
            let values = children.map { truth(of: $0, residue: residue) }
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
        }
    }

    static func truth(of test: IRTest, residue: UInt64) -> Bool? {
        guard test.expression.operand == .i else { return nil }  // integer rules test only i
        guard let modulus = test.expression.modulus else {
            // i itself: the class is 100 + residue, 200 + residue, …, without end.
            let first = 100 + residue
            if test.set.ranges.contains(where: { $0.lowerBound <= first && $0.upperBound == .max }) { return true }
            let meets = test.set.ranges.contains { range in
                guard range.upperBound >= first else { return false }
                if range.upperBound == .max { return true }
                return congruentCount(in: max(range.lowerBound, first)...range.upperBound, residue: residue, modulus: 100) > 0
            }
            return meets ? nil : false
        }
        // i % m takes, over the class, exactly the values x < m with x ≡ residue (mod gcd(m, 100))
        // (Chinese remainder theorem).
        let step = greatestCommonDivisor(modulus, 100)
        let total = modulus / step
        let inSet = test.set.ranges.reduce(UInt64(0)) { sum, range in
            guard range.lowerBound < modulus else { return sum }
            return sum + congruentCount(in: range.lowerBound...min(range.upperBound, modulus - 1), residue: residue % step, modulus: step)
        }
        if inSet == 0 { return false }
        return inSet == total ? true : nil
    }

    /// How many `x` in `range` have `x % modulus == residue`.
    static func congruentCount(in range: ClosedRange<UInt64>, residue: UInt64, modulus: UInt64) -> UInt64 {
        // The first such x at or after the lower bound, then one every `modulus`.
        let offset = (residue + modulus - range.lowerBound % modulus) % modulus
        guard range.upperBound - range.lowerBound >= offset else { return 0 }
        return (range.upperBound - range.lowerBound - offset) / modulus + 1
    }

    static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 { b == 0 ? a : greatestCommonDivisor(b, a % b) }
}
