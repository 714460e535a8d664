import Testing

@testable import PluralRulesCompiler

@Suite struct IntegerSetTests {
    @Test func normalizesUnorderedOverlappingAndAdjacentRanges() {
        let set = IntegerSet([5...9, 0...0, 2...4, 20...20, 8...12])
        #expect(set.ranges == [0...0, 2...12, 20...20])
        #expect(set.description == "0,2..12,20")
    }

    @Test func complementUnionIntersection() {
        let set = IntegerSet([2...4, 10...10])
        #expect(set.complement.ranges == [0...1, 5...9, 11...UInt64.max])
        #expect(set.complement.complement == set)
        #expect(IntegerSet.all.complement == .empty)
        #expect(IntegerSet.empty.complement == .all)
        #expect(set.union(IntegerSet(5)).ranges == [2...5, 10...10])
        #expect(set.intersection(IntegerSet([3...12])).ranges == [3...4, 10...10])
        #expect(IntegerSet([0...UInt64.max - 1]).union(IntegerSet(UInt64.max)).isAll)
        #expect(IntegerSet(3).isSubset(of: set))
        #expect(!IntegerSet(5).isSubset(of: set))
    }

    @Test func boundaries() {
        #expect(IntegerSet([2...4, 10...10]).boundaries == [2, 5, 10, 11])
        #expect(IntegerSet([1...UInt64.max]).boundaries == [1])
    }
}
