/// A recursive-descent parser for CLDR plural rule text, such as
/// `i = 1 and v = 0 @integer 1` or `n % 10 = 2..4 and n % 100 != 12..14 @integer 2~4, 22~24, …`.
///
/// It parses the decoded text of a `<pluralRule>` element and reports errors at the position
/// of the offending character in the file, not in the string. Naming follows the house
/// style for parsers: `lexX` tries and returns `nil`, `expectX` consumes or throws,
/// `tryEating` consumes a literal when it is there.
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
    private let bytes: [UInt8]
    private var position = 0

    private init(text: LocatedText) {
        self.text = text
        self.bytes = Array(text.value.utf8)
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
            parser.skipWhitespace()
            let condition = try parser.expectCondition()
            parser.skipWhitespace()
            guard parser.position == parser.bytes.count else {
                throw ParseError(message: "expected 'and', 'or' or the end of the condition", offset: parser.position)
            }
            return condition
        } catch {
            diagnostics.report(.ruleSyntax, error.message, at: file.location(atOffset: error.offset))
            return nil
        }
    }

    // MARK: Rules

    private mutating func parseRule(category: PluralCategory) throws(ParseError) -> PluralRule {
        skipWhitespace()
        let conditionStart = position
        var condition: PluralCondition?
        if position < bytes.count && bytes[position] != UInt8(ascii: "@") {
            condition = try expectCondition()
        }
        let sourceText = String(decoding: bytes[conditionStart..<position], as: UTF8.self)
            .trimmingSuffix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        skipWhitespace()
        if position < bytes.count && bytes[position] != UInt8(ascii: "@") {
            throw ParseError(message: "expected 'and', 'or', '@integer', '@decimal' or the end of the rule", offset: position)
        }
        var integerSamples: SampleList?
        var decimalSamples: SampleList?
        while position < bytes.count {
            let keywordStart = position
            if tryEating("@integer") {
                guard integerSamples == nil, decimalSamples == nil else {
                    throw ParseError(message: integerSamples != nil ? "'@integer' appears twice" : "'@integer' samples must come before '@decimal' samples", offset: keywordStart)
                }
                integerSamples = try expectSampleList(.integer, startingAt: keywordStart)
            } else if tryEating("@decimal") {
                guard decimalSamples == nil else { throw ParseError(message: "'@decimal' appears twice", offset: keywordStart) }
                decimalSamples = try expectSampleList(.decimal, startingAt: keywordStart)
            } else {
                throw ParseError(message: "expected '@integer' or '@decimal'", offset: position)
            }
            skipWhitespace()
        }
        if category == .other, condition != nil {
            throw ParseError(message: "the 'other' rule takes no condition: it covers every number the other rules do not", offset: conditionStart)
        }
        if category != .other, condition == nil {
            throw ParseError(message: "rule '\(category)' needs a condition, such as 'i = 1 and v = 0'", offset: conditionStart)
        }
        return PluralRule(category: category, condition: condition, integerSamples: integerSamples, decimalSamples: decimalSamples,
                          sourceText: sourceText, location: text.location(atUTF8Offset: conditionStart))
    }

    // MARK: Conditions

    private mutating func expectCondition() throws(ParseError) -> PluralCondition {
        var alternatives = [try expectAndCondition()]
        while tryEatingKeyword("or") {
            alternatives.append(try expectAndCondition())
        }
        return PluralCondition(alternatives)
    }

    private mutating func expectAndCondition() throws(ParseError) -> PluralAndCondition {
        var relations = [try expectRelation()]
        while tryEatingKeyword("and") {
            relations.append(try expectRelation())
        }
        return PluralAndCondition(relations)
    }

    private mutating func expectRelation() throws(ParseError) -> PluralRelation {
        skipWhitespace()
        let start = position
        let expression = try expectExpression()
        skipWhitespace()
        let operatorStart = position
        if tryEating("!=") {
            return PluralRelation(expression, .in, negated: true, try expectRangeList(), location: location(start))
        }
        if tryEating("=") {
            return PluralRelation(expression, .in, negated: false, try expectRangeList(), location: location(start))
        }
        if tryEatingKeyword("is") {
            let negated = tryEatingKeyword("not")
            skipWhitespace()
            let valueStart = position
            let value = try expectValue()
            skipWhitespace()
            if tryEating("..") || peek() == UInt8(ascii: ",") {
                throw ParseError(message: "'is' takes a single value; use '=' or 'in' for a range list", offset: valueStart)
            }
            return PluralRelation(expression, .in, negated: negated, [PluralRange(value, location: location(valueStart))], location: location(start))
        }
        let negated = tryEatingKeyword("not")
        if tryEatingKeyword("in") {
            return PluralRelation(expression, .in, negated: negated, try expectRangeList(), location: location(start))
        }
        if tryEatingKeyword("within") {
            return PluralRelation(expression, .within, negated: negated, try expectRangeList(), location: location(start))
        }
        skipWhitespace()
        if negated {
            throw ParseError(message: "expected 'in' or 'within' after 'not'", offset: position)
        }
        throw ParseError(message: "expected '=', '!=', 'is', 'in', 'within' or 'not' after '\(expression)'", offset: operatorStart)
    }

    private mutating func expectExpression() throws(ParseError) -> PluralExpression {
        skipWhitespace()
        let start = position
        guard let letter = peek(), let operand = PluralOperand(rawValue: String(UnicodeScalar(letter))),
              !isWordByte(peek(offset: 1)) else {
            throw ParseError(message: "expected an operand (n, i, v, w, f, t, c or e)", offset: position)
        }
        position += 1
        skipWhitespace()
        var modulus: UInt64?
        if tryEating("%") || tryEatingKeyword("mod") {
            skipWhitespace()
            let valueStart = position
            let value = try expectValue()
            guard value != 0 else { throw ParseError(message: "the modulus must not be zero", offset: valueStart) }
            modulus = value
        }
        return PluralExpression(operand: operand, modulus: modulus, location: location(start))
    }

    private mutating func expectRangeList() throws(ParseError) -> [PluralRange] {
        var ranges: [PluralRange] = []
        repeat {
            skipWhitespace()
            let start = position
            let lower = try expectValue()
            var upper = lower
            if tryEating("..") {
                upper = try expectValue()
                guard lower <= upper else {
                    throw ParseError(message: "range \(lower)..\(upper) is empty: its start is above its end", offset: start)
                }
            }
            ranges.append(PluralRange(lower, upper, location: location(start)))
            skipWhitespace()
        } while tryEating(",")
        return ranges
    }

    private mutating func expectValue() throws(ParseError) -> UInt64 {
        skipWhitespace()
        let start = position
        while let byte = peek(), isDigit(byte) { position += 1 }
        guard position > start else { throw ParseError(message: "expected a value (digits)", offset: start) }
        if peek() == UInt8(ascii: "."), peek(offset: 1).map(isDigit) == true {
            throw ParseError(message: "rule values are integers; a decimal point is not allowed here", offset: position)
        }
        guard let value = UInt64(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            throw ParseError(message: "value is too large (the limit is \(UInt64.max))", offset: start)
        }
        return value
    }

    // MARK: Samples

    private mutating func expectSampleList(_ kind: SampleList.Kind, startingAt keywordStart: Int) throws(ParseError) -> SampleList {
        var items: [SampleRange] = []
        var isOpenEnded = false
        repeat {
            skipWhitespace()
            if tryEating("…") || tryEating("...") {
                isOpenEnded = true
                skipWhitespace()
                if position < bytes.count && bytes[position] != UInt8(ascii: "@") {
                    throw ParseError(message: "'…' must end the sample list", offset: position)
                }
                break
            }
            skipWhitespace()
            let lowerStart = position
            let lower = try expectSampleValue(kind)
            var upper: SampleValue?
            if tryEating("~") {
                upper = try expectSampleValue(kind)
            }
            let range = SampleRange(lower: lower, upper: upper)
            if let problem = range.expansionProblem {
                throw ParseError(message: problem, offset: lowerStart)
            }
            items.append(range)
            skipWhitespace()
        } while tryEating(",")
        guard !items.isEmpty else {
            throw ParseError(message: "'@\(kind.rawValue)' needs at least one sample", offset: keywordStart)
        }
        return SampleList(kind: kind, items: items, isOpenEnded: isOpenEnded, location: location(keywordStart))
    }

    private mutating func expectSampleValue(_ kind: SampleList.Kind) throws(ParseError) -> SampleValue {
        skipWhitespace()
        let start = position
        while let byte = peek(), isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e") {
            position += 1
        }
        guard position > start else {
            throw ParseError(message: "expected a sample value such as '1', '1.5' or '1c6'", offset: start)
        }
        let sampleText = String(decoding: bytes[start..<position], as: UTF8.self)
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

    // MARK: Lexing helpers

    private func location(_ offset: Int) -> SourceLocation { text.location(atUTF8Offset: offset) }

    private func peek(offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func isWordByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func tryEating(_ literal: String) -> Bool {
        skipWhitespace()
        let literalBytes = Array(literal.utf8)
        guard position + literalBytes.count <= bytes.count,
              bytes[position..<(position + literalBytes.count)].elementsEqual(literalBytes) else { return false }
        position += literalBytes.count
        return true
    }

    /// Eats `keyword` only as a whole word: `in` does not match the start of `inside`.
    private mutating func tryEatingKeyword(_ keyword: String) -> Bool {
        skipWhitespace()
        let start = position
        guard tryEating(keyword) else { return false }
        if isWordByte(peek()) {
            position = start
            return false
        }
        return true
    }
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var result = self
        while let last = result.last, predicate(last) { result.removeLast() }
        return result
    }
}
