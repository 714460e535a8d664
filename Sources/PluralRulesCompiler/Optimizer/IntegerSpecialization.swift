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
/// 100, then of `100 + r` for each residue `r` of 100, and the bound below which that holds.
///
/// The bound is unlimited when the rule set's integer function repeats every 100 (or a divisor
/// of it) from 100 on, as for most locales; otherwise it is 100 and larger integers take the
/// out-of-line path (French `many` needs `i % 1000000`).
public struct FastIntegerTable: Sendable, Hashable {
    /// One ASCII digit per entry: `0` zero … `5` other.
    public var digits: String
    public var bound: UInt64

    public init(_ path: IntegerPath) {
        var categories = (0..<100).map { path.category(for: UInt64($0)) }
        var bound: UInt64 = 100
        if case .table(let table, let exceptions) = path, 100 % table.count == 0, exceptions.allSatisfy({ $0.range.upperBound < 100 }) {
            categories += (100..<200).map { path.category(for: UInt64($0)) }
            bound = .max
        } else {
            categories += Array(repeating: .other, count: 100)
        }
        digits = categories.map { String($0.rawValue) }.joined()
        self.bound = bound
    }
}
