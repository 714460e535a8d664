/// A set of non-negative integers as sorted, disjoint, non-adjacent closed ranges:
/// what a relation's range list becomes once `!=` and `not in` are folded into it.
public struct IntegerSet: Hashable, Sendable, CustomStringConvertible {
    /// Sorted, disjoint and non-adjacent.
    public private(set) var ranges: [ClosedRange<UInt64>]

    public static let empty = IntegerSet(normalized: [])
    public static let all = IntegerSet(normalized: [0...UInt64.max])

    private init(normalized ranges: [ClosedRange<UInt64>]) {
        self.ranges = ranges
    }

    /// The union of `ranges`, in any order, overlapping or not.
    public init<S: Sequence>(_ ranges: S) where S.Element == ClosedRange<UInt64> {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt64>] = []
        for range in sorted {
            if let last = merged.last, last.upperBound == .max || range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    public init(_ value: UInt64) {
        self.ranges = [value...value]
    }

    public var isEmpty: Bool { ranges.isEmpty }
    public var isAll: Bool { ranges == [0...UInt64.max] }

    public func contains(_ value: UInt64) -> Bool {
        // Few ranges: a linear scan is the clearest.
        ranges.contains { $0.contains(value) }
    }

    public var complement: IntegerSet {
        var result: [ClosedRange<UInt64>] = []
        var next: UInt64 = 0
        var reachedEnd = false
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            if range.upperBound == .max {
                reachedEnd = true
                break
            }
            next = range.upperBound + 1
        }
        if !reachedEnd { result.append(next...UInt64.max) }
        return IntegerSet(normalized: result)
    }

    public func union(_ other: IntegerSet) -> IntegerSet { IntegerSet(ranges + other.ranges) }

    public func intersection(_ other: IntegerSet) -> IntegerSet {
        complement.union(other.complement).complement
    }

    public func isSubset(of other: IntegerSet) -> Bool { intersection(other.complement).isEmpty }

    /// The values at which membership can change: every lower bound, and every upper bound
    /// plus one. Values at or above the largest boundary all behave alike.
    public var boundaries: [UInt64] {
        ranges.flatMap { range in
            [range.lowerBound] + (range.upperBound == .max ? [] : [range.upperBound + 1])
        }
    }

    /// CLDR syntax: `1`, `2..4`, `0,5..9`, with `…` for an unbounded top.
    public var description: String {
        if isEmpty { return "∅" }
        return ranges.map { range in
            if range.lowerBound == range.upperBound { return "\(range.lowerBound)" }
            return range.upperBound == .max ? "\(range.lowerBound)…" : "\(range.lowerBound)..\(range.upperBound)"
        }.joined(separator: ",")
    }
}
