/// A recursive-descent parser for CLDR plural rule text, such as
/// `i = 1 and v = 0 @integer 1` or `n % 10 = 2..4 and n % 100 != 12..14 @integer 2~4, 22~24, …`.
///
/// It parses the decoded text of a `<pluralRule>` element and reports errors at the position
/// of the offending character in the file, not in the string. Naming follows the house
/// style for parsers: `lexX` tries and returns `nil`, `expectX` consumes or throws,
/// `tryEatX` consumes a token when it is there; the bytes are read with a `SourceCursor`.
///
/// ```swift
/// let text = LocatedText(verbatim: "n % 10 = 1 and n % 100 != 11", file: file, offset: 0)
/// let rule = RuleParser.parseRule(text, category: .one, diagnostics: bag)
/// ```
public struct RuleParser {
    struct ParseError: Error {
        var message: String
        var offset: Int
    }

    private let text: LocatedText
    /// Positions are UTF-8 offsets in `text.value`.
    private var cursor: SourceCursor

    private init(text: LocatedText) {
        self.text = text
        self.cursor = SourceCursor(text)
    }

    /// Parses one rule: its condition and its samples. Reports the first error and returns
    /// `nil` when the text is malformed.
    public static func parseRule(_ text: LocatedText, category: PluralCategory, diagnostics: DiagnosticCollector) -> PluralRule? {
        var parser = RuleParser(text: text)
        do throws(ParseError) {
            return try parser.parseRule(category: category)
        } catch {
            diagnostics.report(.ruleSyntax, error.message, at: text.location(atUTF8Offset: error.offset))
            return nil
        }
    }

    /// Parses a condition alone (no samples), for tools and tests. The text is located in a
    /// pseudo-file named `path`.
    public static func parseCondition(_ source: String, path: String = "<rule>", diagnostics: DiagnosticCollector) -> PluralCondition? {
        let file = SourceFile(path: path, text: source)
        var parser = RuleParser(text: LocatedText(verbatim: source, file: file, offset: 0))
        do throws(ParseError) {
            parser.cursor.skipWhitespace()
            let condition = try parser.expectCondition()
            parser.cursor.skipWhitespace()
            guard parser.cursor.isAtEnd else {
                throw ParseError(message: "expected 'and', 'or' or the end of the condition", offset: parser.cursor.position)
            }
            return condition
        } catch {
            diagnostics.report(.ruleSyntax, error.message, at: file.location(atOffset: error.offset))
            return nil
        }
    }

    // MARK: Rules

    private mutating func parseRule(category: PluralCategory) throws(ParseError) -> PluralRule {
        cursor.skipWhitespace()
        let conditionStart = cursor.position
        var condition: PluralCondition?
        if let byte = cursor.peek(), byte != UInt8(ascii: "@") {
            condition = try expectCondition()
        }
        let sourceText = cursor.string(in: conditionStart..<cursor.position)
            .trimmingSuffix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        cursor.skipWhitespace()
        if let byte = cursor.peek(), byte != UInt8(ascii: "@") {
            throw ParseError(message: "expected 'and', 'or', '@integer', '@decimal' or the end of the rule", offset: cursor.position)
        }
        var integerSamples: SampleList?
        var decimalSamples: SampleList?
        while !cursor.isAtEnd {
            let keywordStart = cursor.position
            if tryEatToken("@integer") {
                guard integerSamples == nil, decimalSamples == nil else {
                    throw ParseError(
                        message: integerSamples != nil ? "'@integer' appears twice" : "'@integer' samples must come before '@decimal' samples",
                        offset: keywordStart)
                }
                integerSamples = try expectSampleList(.integer, startingAt: keywordStart)
            } else if tryEatToken("@decimal") {
                guard decimalSamples == nil else { throw ParseError(message: "'@decimal' appears twice", offset: keywordStart) }
                decimalSamples = try expectSampleList(.decimal, startingAt: keywordStart)
            } else {
                throw ParseError(message: "expected '@integer' or '@decimal'", offset: cursor.position)
            }
            cursor.skipWhitespace()
        }
        if category == .other, condition != nil {
            throw ParseError(message: "the 'other' rule takes no condition: it covers every number the other rules do not", offset: conditionStart)
        }
        if category != .other, condition == nil {
            throw ParseError(message: "rule '\(category)' needs a condition, such as 'i = 1 and v = 0'", offset: conditionStart)
        }
        return PluralRule(
            category: category, condition: condition, integerSamples: integerSamples, decimalSamples: decimalSamples,
            sourceText: sourceText, location: text.location(atUTF8Offset: conditionStart))
    }

    // MARK: Conditions

    private mutating func expectCondition() throws(ParseError) -> PluralCondition {
        var alternatives = [try expectAndCondition()]
        while tryEatKeyword("or") {
            alternatives.append(try expectAndCondition())
        }
        return PluralCondition(alternatives)
    }

    private mutating func expectAndCondition() throws(ParseError) -> PluralAndCondition {
        var relations = [try expectRelation()]
        while tryEatKeyword("and") {
            relations.append(try expectRelation())
        }
        return PluralAndCondition(relations)
    }

    private mutating func expectRelation() throws(ParseError) -> PluralRelation {
        cursor.skipWhitespace()
        let start = cursor.position
        let expression = try expectExpression()
        cursor.skipWhitespace()
        let operatorStart = cursor.position
        if tryEatToken("!=") {
            return PluralRelation(expression, .in, negated: true, try expectRangeList(), location: location(start))
        }
        if tryEatToken("=") {
            return PluralRelation(expression, .in, negated: false, try expectRangeList(), location: location(start))
        }
        if tryEatKeyword("is") {
            let negated = tryEatKeyword("not")
            cursor.skipWhitespace()
            let valueStart = cursor.position
            let value = try expectValue()
            cursor.skipWhitespace()
            if tryEatToken("..") || cursor.peek() == UInt8(ascii: ",") {
                throw ParseError(message: "'is' takes a single value; use '=' or 'in' for a range list", offset: valueStart)
            }
            return PluralRelation(expression, .in, negated: negated, [PluralRange(value, location: location(valueStart))], location: location(start))
        }
        let negated = tryEatKeyword("not")
        if tryEatKeyword("in") {
            return PluralRelation(expression, .in, negated: negated, try expectRangeList(), location: location(start))
        }
        if tryEatKeyword("within") {
            return PluralRelation(expression, .within, negated: negated, try expectRangeList(), location: location(start))
        }
        cursor.skipWhitespace()
        if negated {
            throw ParseError(message: "expected 'in' or 'within' after 'not'", offset: cursor.position)
        }
        throw ParseError(message: "expected '=', '!=', 'is', 'in', 'within' or 'not' after '\(expression)'", offset: operatorStart)
    }

    private mutating func expectExpression() throws(ParseError) -> PluralExpression {
        cursor.skipWhitespace()
        let start = cursor.position
        guard let letter = cursor.peek(), let operand = PluralOperand(rawValue: String(UnicodeScalar(letter))),
            !Self.isWordByte(cursor.peek(offset: 1))
        else {
            throw ParseError(message: "expected an operand (n, i, v, w, f, t, c or e)", offset: start)
        }
        cursor.advance()
        cursor.skipWhitespace()
        var modulus: UInt64?
        if tryEatToken("%") || tryEatKeyword("mod") {
            cursor.skipWhitespace()
            let valueStart = cursor.position
            let value = try expectValue()
            guard value != 0 else { throw ParseError(message: "the modulus must not be zero", offset: valueStart) }
            modulus = value
        }
        return PluralExpression(operand: operand, modulus: modulus, location: location(start))
    }

    private mutating func expectRangeList() throws(ParseError) -> [PluralRange] {
        var ranges: [PluralRange] = []
        repeat {
            cursor.skipWhitespace()
            let start = cursor.position
            let lower = try expectValue()
            var upper = lower
            if tryEatToken("..") {
                upper = try expectValue()
                guard lower <= upper else {
                    throw ParseError(message: "range \(lower)..\(upper) is empty: its start is above its end", offset: start)
                }
            }
            ranges.append(PluralRange(lower, upper, location: location(start)))
            cursor.skipWhitespace()
        } while tryEatToken(",")
        return ranges
    }

    private mutating func expectValue() throws(ParseError) -> UInt64 {
        cursor.skipWhitespace()
        let start = cursor.position
        guard let number = cursor.lexNumber() else { throw ParseError(message: "expected a value (digits)", offset: start) }
        if cursor.peek() == UInt8(ascii: "."), cursor.peek(offset: 1).map(SourceCursor.isDigit) == true {
            throw ParseError(message: "rule values are integers; a decimal point is not allowed here", offset: cursor.position)
        }
        guard let value = number.value else {
            throw ParseError(message: "value is too large (the limit is \(UInt64.max))", offset: start)
        }
        return value
    }

    // MARK: Samples

    private mutating func expectSampleList(_ kind: SampleList.Kind, startingAt keywordStart: Int) throws(ParseError) -> SampleList {
        var items: [SampleRange] = []
        var isOpenEnded = false
        repeat {
            cursor.skipWhitespace()
            if tryEatToken("…") || tryEatToken("...") {
                isOpenEnded = true
                cursor.skipWhitespace()
                if let byte = cursor.peek(), byte != UInt8(ascii: "@") {
                    throw ParseError(message: "'…' must end the sample list", offset: cursor.position)
                }
                break
            }
            cursor.skipWhitespace()
            let lowerStart = cursor.position
            let lower = try expectSampleValue(kind)
            var upper: SampleValue?
            if tryEatToken("~") {
                upper = try expectSampleValue(kind)
            }
            let range = SampleRange(lower: lower, upper: upper)
            if let problem = range.expansionProblem {
                throw ParseError(message: problem, offset: lowerStart)
            }
            items.append(range)
            cursor.skipWhitespace()
        } while tryEatToken(",")
        guard !items.isEmpty else {
            throw ParseError(message: "'@\(kind.rawValue)' needs at least one sample", offset: keywordStart)
        }
        return SampleList(kind: kind, items: items, isOpenEnded: isOpenEnded, location: location(keywordStart))
    }

    private mutating func expectSampleValue(_ kind: SampleList.Kind) throws(ParseError) -> SampleValue {
        cursor.skipWhitespace()
        let start = cursor.position
        let digits = cursor.eat(while: {
            SourceCursor.isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "c") || $0 == UInt8(ascii: "e")
        })
        guard !digits.isEmpty else {
            throw ParseError(message: "expected a sample value such as '1', '1.5' or '1c6'", offset: start)
        }
        let sampleText = cursor.string(in: digits)
        let operands: PluralOperands
        do throws(PluralOperandsError) {
            operands = try PluralOperands(parsing: sampleText)
        } catch {
            throw ParseError(message: "invalid sample '\(sampleText)': \(error.explanation)", offset: start)
        }
        if kind == .integer, sampleText.contains(".") {
            throw ParseError(message: "'@integer' samples are integers; list '\(sampleText)' under '@decimal'", offset: start)
        }
        return SampleValue(text: sampleText, operands: operands, location: location(start))
    }

    // MARK: Tokens

    private func location(_ offset: Int) -> SourceLocation { text.location(atUTF8Offset: offset) }

    private static func isWordByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || SourceCursor.isDigit(byte)
            || byte == UInt8(ascii: "_")
    }

    /// Skips whitespace, then eats `token` if it is next. The whitespace stays skipped either way.
    private mutating func tryEatToken(_ token: StaticString) -> Bool {
        cursor.skipWhitespace()
        return cursor.tryEat(token)
    }

    /// Skips whitespace, then eats `keyword` only as a whole word: `in` does not match the
    /// start of `inside`. The whitespace stays skipped either way.
    private mutating func tryEatKeyword(_ keyword: StaticString) -> Bool {
        cursor.skipWhitespace()
        let eaten: Void? = cursor.tryEating { cursor in
            guard cursor.tryEat(keyword), !Self.isWordByte(cursor.peek()) else { return nil }
            return ()
        }
        return eaten != nil
    }
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var result = self
        while let last = result.last, predicate(last) { result.removeLast() }
        return result
    }
}
