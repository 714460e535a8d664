import Testing

@testable import PluralRulesCompiler

@Suite struct SourceCursorTests {
    /// A reader's own error, as `expect` builds it from the position.
    struct ExpectedError: Error, Equatable {
        var message: String
        var position: Int
    }

    static func cursor(_ text: String, at position: Int = 0) -> SourceCursor {
        SourceCursor(Array(text.utf8), position: position)
    }

    // MARK: Looking

    @Test func peekLooksWithoutMoving() {
        let cursor = Self.cursor("ab", at: 1)
        #expect(cursor.peek() == UInt8(ascii: "b"))
        #expect(cursor.peek(offset: 0) == UInt8(ascii: "b"))
        #expect(cursor.peek(offset: -1) == UInt8(ascii: "a"))
        #expect(cursor.peek(offset: 1) == nil)
        #expect(cursor.peek(offset: -2) == nil)
        #expect(cursor.position == 1)
        #expect(!cursor.isAtEnd)
    }

    @Test func emptyInputIsAtEndAndEveryVerbGivesUp() throws {
        var cursor = Self.cursor("")
        #expect(cursor.isAtEnd)
        #expect(cursor.peek() == nil)
        let ateByte = cursor.tryEat(UInt8(ascii: "a"))
        #expect(!ateByte)
        let ateLiteral = cursor.tryEat("a")
        #expect(!ateLiteral)
        let byte = cursor.tryEat(where: { _ in true })
        #expect(byte == nil)
        let eaten = cursor.eat(while: { _ in true })
        #expect(eaten == 0..<0)
        let skippedWhitespace = cursor.skipWhitespace()
        #expect(!skippedWhitespace)
        let number = cursor.lexNumber()
        #expect(number == nil)
        #expect(cursor.find("a") == nil)
        #expect(cursor.find(UInt8(ascii: "a")) == nil)
        let skipped = cursor.skip(past: "a")
        #expect(skipped == nil)
        #expect(throws: ExpectedError(message: "expected ';'", position: 0)) {
            try cursor.expect(UInt8(ascii: ";")) { ExpectedError(message: "expected ';'", position: $0) }
        }
        #expect(cursor.position == 0)
    }

    @Test func startsWithComparesTheWholeLiteral() {
        let cursor = Self.cursor("<!-", at: 0)
        #expect(cursor.starts(with: "<!"))
        #expect(cursor.starts(with: "<!-"))
        #expect(!cursor.starts(with: "<!--"))  // runs past the end
        #expect(cursor.starts(with: ""))
    }

    @Test func stringDecodesARange() {
        let cursor = Self.cursor("key = “é”")
        #expect(cursor.string(in: 0..<3) == "key")
        #expect(cursor.string(in: 6..<cursor.bytes.count) == "“é”")
        #expect(cursor.string(in: 6..<7) == "\u{FFFD}")  // a cut character
    }

    @Test func locatedTextGivesUTF8OffsetsOfTheDecodedValue() {
        let file = SourceFile(path: "t.xml", text: "<r>a&amp;b</r>")
        let text = LocatedText(value: "a&b", file: file, sourceOffsets: [3, 4, 9, 10])
        var cursor = SourceCursor(text)
        cursor.advance(by: 2)
        #expect(cursor.peek() == UInt8(ascii: "b"))
        #expect(text.location(atUTF8Offset: cursor.position) == SourceLocation(path: "t.xml", line: 1, column: 10))
        #expect(SourceCursor(file).bytes == file.bytes)
    }

    // MARK: Consuming

    @Test func tryEatConsumesOnlyWhatIsThere() {
        var cursor = Self.cursor("<!--x")
        let ateDoctype = cursor.tryEat("<!DOCTYPE")
        #expect(!ateDoctype)
        #expect(cursor.position == 0)
        let ateComment = cursor.tryEat("<!--")
        #expect(ateComment)
        #expect(cursor.position == 4)
        let ateY = cursor.tryEat(UInt8(ascii: "y"))
        #expect(!ateY)
        let ateX = cursor.tryEat(UInt8(ascii: "x"))
        #expect(ateX)
        #expect(cursor.isAtEnd)
    }

    @Test func tryEatMatchesMultiByteLiterals() {
        var cursor = Self.cursor("… @")
        let ateThreeDots = cursor.tryEat("...")
        #expect(!ateThreeDots)
        let ateEllipsis = cursor.tryEat("…")
        #expect(ateEllipsis)
        #expect(cursor.position == 3)
    }

    @Test func tryEatWhereReturnsTheByteEaten() {
        var cursor = Self.cursor("'x")
        let isQuote = { (quote: UInt8) in quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") }
        let quote = cursor.tryEat(where: isQuote)
        #expect(quote == UInt8(ascii: "'"))
        let secondQuote = cursor.tryEat(where: isQuote)
        #expect(secondQuote == nil)
        #expect(cursor.position == 1)
    }

    @Test func eatWhileReturnsTheRangeEaten() {
        var cursor = Self.cursor("abc123", at: 1)
        let letters = cursor.eat(while: { $0 >= UInt8(ascii: "a") })
        #expect(letters == 1..<3)
        let noMoreLetters = cursor.eat(while: { $0 >= UInt8(ascii: "a") })
        #expect(noMoreLetters == 3..<3)
        let digits = cursor.eat(while: SourceCursor.isDigit)
        #expect(digits == 3..<6)
        #expect(cursor.isAtEnd)
    }

    @Test func skipWhitespaceUsesThePredicateGiven() {
        var cursor = Self.cursor(" \t\r\n\u{0B}x")
        let skippedXMLWhitespace = cursor.skipWhitespace()
        #expect(skippedXMLWhitespace)
        #expect(cursor.position == 4)  // vertical tab is not XML white space
        let skippedAgain = cursor.skipWhitespace()
        #expect(!skippedAgain)
        let skippedVerticalTab = cursor.skipWhitespace(where: { $0 == 0x0B })
        #expect(skippedVerticalTab)
        #expect(cursor.peek() == UInt8(ascii: "x"))
    }

    @Test func expectConsumesOrThrowsTheReadersErrorAtThePosition() throws {
        var cursor = Self.cursor("a=>")
        cursor.advance()
        try cursor.expect(UInt8(ascii: "=")) { ExpectedError(message: "expected '='", position: $0) }
        #expect(cursor.position == 2)
        #expect(throws: ExpectedError(message: "expected '/>'", position: 2)) {
            try cursor.expect("/>") { ExpectedError(message: "expected '/>'", position: $0) }
        }
        #expect(cursor.position == 2)
        try cursor.expect(">") { ExpectedError(message: "expected '>'", position: $0) }
        #expect(cursor.isAtEnd)
    }

    // MARK: Backtracking

    @Test func tryEatingRestoresThePositionWhenTheBodyGivesUp() {
        var cursor = Self.cursor("inside")
        let isLetter = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        // "in" only as a whole word: the body eats "in", sees the "s" and gives up.
        let keyword = cursor.tryEating { cursor -> String? in
            guard cursor.tryEat("in"), cursor.peek().map(isLetter) != true else { return nil }
            return "in"
        }
        #expect(keyword == nil)
        #expect(cursor.position == 0)

        let word = cursor.tryEating { cursor -> Range<Int>? in
            let letters = cursor.eat(while: isLetter)
            return letters.isEmpty ? nil : letters
        }
        #expect(word == 0..<6)
        #expect(cursor.isAtEnd)
    }

    @Test func tryEatingLeavesTheCursorWhereTheBodyThrew() {
        var cursor = Self.cursor("\\UD83D\\U12")
        cursor.advance(by: 6)
        #expect(throws: ExpectedError(message: "expected 4 hex digits", position: 10)) {
            _ = try cursor.tryEating { (cursor) throws(ExpectedError) -> UInt64? in
                guard cursor.tryEat("\\U") else { return nil }
                guard let digits = cursor.lexNumber(radix: 16, maxDigits: 4), digits.digits.count == 4 else {
                    throw ExpectedError(message: "expected 4 hex digits", position: cursor.position)
                }
                return digits.value
            }
        }
        #expect(cursor.position == 10)
    }

    // MARK: Searching

    @Test(
        arguments: [
            ("a-->b-->", 0, "-->", 1),
            ("a-->b-->", 2, "-->", 5),  // at or after the position, never before
            ("a-->b-->", 5, "-->", 5),
            ("a-->b-->", 6, "-->", nil),
            ("--", 0, "-->", nil),  // longer than what is left
            ("---->", 0, "-->", 2),  // a partial match just before the real one
            ("]]]>", 0, "]]>", 1),
            ("abc", 1, "", 1),
        ] as [(String, Int, StaticString, Int?)])
    func findsTheFirstOccurrenceWithoutMoving(text: String, position: Int, literal: StaticString, found: Int?) {
        let cursor = Self.cursor(text, at: position)
        #expect(cursor.find(literal) == found)
        #expect(cursor.position == position)
    }

    @Test func findsAByteWithinALimit() {
        let cursor = Self.cursor("&amp;&verylongname;", at: 1)
        #expect(cursor.find(UInt8(ascii: ";")) == 4)
        #expect(cursor.find(UInt8(ascii: ";"), within: 4) == 4)
        #expect(cursor.find(UInt8(ascii: ";"), within: 3) == nil)
        #expect(cursor.find(UInt8(ascii: ";"), within: 0) == nil)
        #expect(cursor.find(UInt8(ascii: "x"), within: 1000) == nil)
    }

    @Test func skipPastMovesBeyondTheLiteralAndReturnsWhatItSkipped() {
        var cursor = Self.cursor("<!-- note --> after", at: 4)
        let body = cursor.skip(past: "-->")
        #expect(body == 4..<10)
        #expect(body.map(cursor.string(in:)) == " note ")
        #expect(cursor.position == 13)
        let second = cursor.skip(past: "-->")
        #expect(second == nil)
        #expect(cursor.position == 13)
    }

    // MARK: Numbers

    @Test func lexNumberReadsDigitsOfARadix() {
        var decimal = Self.cursor("042x")
        let decimalNumber = decimal.lexNumber()
        #expect(decimalNumber == SourceCursor.Number(digits: 0..<3, value: 42))
        let nothingMore = decimal.lexNumber()
        #expect(nothingMore == nil)
        #expect(decimal.position == 3)

        var hex = Self.cursor("00e9Fg")
        let hexNumber = hex.lexNumber(radix: 16)
        #expect(hexNumber == SourceCursor.Number(digits: 0..<5, value: 0xE9F))

        var octal = Self.cursor("1778")
        let octalNumber = octal.lexNumber(radix: 8)
        #expect(octalNumber == SourceCursor.Number(digits: 0..<3, value: 0o177))

        var limited = Self.cursor("12345")
        let octalDigits = limited.lexNumber(radix: 8, maxDigits: 3)
        #expect(octalDigits == SourceCursor.Number(digits: 0..<3, value: 0o123))
        #expect(limited.position == 3)
    }

    @Test func lexNumberConsumesEveryDigitOfANumberTooLargeAndHasNoValue() {
        var largest = Self.cursor("18446744073709551615")
        let largestNumber = largest.lexNumber()
        #expect(largestNumber == SourceCursor.Number(digits: 0..<20, value: UInt64.max))

        var aboveByOne = Self.cursor("18446744073709551616.5")
        let tooLarge = aboveByOne.lexNumber()
        #expect(tooLarge == SourceCursor.Number(digits: 0..<20, value: nil))
        #expect(aboveByOne.peek() == UInt8(ascii: "."))

        var muchLarger = Self.cursor("99999999999999999999999999999999")
        let muchTooLarge = muchLarger.lexNumber()
        #expect(muchTooLarge == SourceCursor.Number(digits: 0..<32, value: nil))

        var hex = Self.cursor("1FFFFFFFFFFFFFFFF")  // 2^65 - 1
        let hexTooLarge = hex.lexNumber(radix: 16)
        #expect(hexTooLarge?.value == nil)

        let zeros = String(repeating: "0", count: 40) + "7"
        var leadingZeros = Self.cursor(zeros)
        let withLeadingZeros = leadingZeros.lexNumber()
        #expect(withLeadingZeros == SourceCursor.Number(digits: 0..<41, value: 7))
    }

    @Test func byteClasses() {
        #expect(" \t\n\r".utf8.allSatisfy(SourceCursor.isXMLWhitespace))
        #expect(!"\u{0B}\u{0C}x".utf8.contains(where: SourceCursor.isXMLWhitespace))
        #expect("0123456789".utf8.allSatisfy(SourceCursor.isDigit))
        #expect(!"/:aA".utf8.contains(where: SourceCursor.isDigit))
    }
}
