// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

// MARK: - Messages: one translation as data

/// Renders a *message*: the compiled form of one translation, as generated accessors store it.
///
/// A message is a `printf` format whose specifiers all name their argument (`%1$d`), whose
/// literal percent signs are `%%`, and which may hold *selectors*, written with `%` sequences
/// that no format uses, so that any translated text stays text:
///
/// ```
/// %{plural 1 d%|one:%1$d file%|other:%1$d files%}        plural variable on argument 1, printed with %d
/// %{plural 2 .1f%|=0:nowhere%|one:%2$.1f km%|other:…%}    exact values (=0) win, then zero, then the category
/// %{width%|20:GDP%|50:GDP ($B)%}                          by width: the largest not above the requested one
/// %{device%|mac:Click%|other:Tap%}                        by device family
/// ```
///
/// Branches may hold selectors themselves. Plural forms are chosen as Apple's runtime does,
/// with CLDR's rules: an exact-value form (`=N`, an extension) whose value equals the argument;
/// else `zero` for exactly 0 when the message has it (Apple uses it in every language); else
/// the CLDR category of the value as printed with the variable's specifier (`%.1f` of 1 is
/// `1.0`: English `other`), when the message has that form; else `other`.
///
/// - Parameters:
///   - message: the message's UTF-8 bytes.
///   - rules: the rules of the message's locale.
///   - width: the requested width, for width selectors.
///   - numbers: how numbers are written (``_NumberFormat``), or `nil` for `printf`'s own digits.
///     Forms are chosen by the value, never by its localized text.
public func _render(_ message: UnsafeBufferPointer<UInt8>, _ arguments: [_FormatArgument], rules: PluralRules, width: Int,
                    numbers: _NumberFormat? = nil) -> String {
    // No `%`: no specifier and no selector, so the text is the message as it is, and neither
    // the renderer nor the formatter runs (generated tables skip `_render` for these already).
    guard message.contains(0x25) else { return String(decoding: message, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(message.count + 16 * arguments.count)
    _MessageRenderer(message: message, arguments: arguments, rules: rules, width: width, numbers: numbers).render(0..<message.count, into: &output)
    return String(decoding: output, as: UTF8.self)
}

struct _MessageRenderer {
    let message: UnsafeBufferPointer<UInt8>
    let arguments: [_FormatArgument]
    let rules: PluralRules
    let width: Int
    let numbers: _NumberFormat?

    /// Appends the rendering of `range` of the message.
    func render(_ range: Range<Int>, into output: inout [UInt8]) {
        var index = range.lowerBound
        var textStart = index
        while index < range.upperBound {
            guard message[index] == 0x25, index + 1 < range.upperBound, message[index + 1] == 0x7B else {  // %{
                index += message[index] == 0x25 && index + 1 < range.upperBound ? 2 : 1  // %% and %x stay together
                continue
            }
            appendFormatted(textStart..<index, into: &output)
            let end = selectorEnd(from: index)
            if let branch = chooseBranch(index..<end) { render(branch, into: &output) }
            index = end
            textStart = end
        }
        appendFormatted(textStart..<min(index, range.upperBound), into: &output)
    }

    func appendFormatted(_ range: Range<Int>, into output: inout [UInt8]) {
        guard !range.isEmpty else { return }
        _appendFormatted(UnsafeBufferPointer(rebasing: message[range]), arguments, numbers: numbers, to: &output)
    }

    /// The index just past the `%}` that closes the selector opened at `start`.
    func selectorEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < message.count {
            if message[index] == 0x25 {
                switch message[index + 1] {
                case 0x7B: depth += 1  // {
                case 0x7D:  // }
                    depth -= 1
                    if depth == 0 { return index + 2 }
                default: break
                }
                index += 2
            } else {
                index += 1
            }
        }
        return message.count
    }

    /// The selector's head (`plural 1 d`) and its branches: label and body ranges, in order.
    func parts(_ selector: Range<Int>) -> (head: Range<Int>, branches: [(label: Range<Int>, body: Range<Int>)]) {
        var branches: [(label: Range<Int>, body: Range<Int>)] = []
        let contentStart = min(selector.lowerBound + 2, selector.upperBound)
        // An unclosed selector (never generated, but never a crash) runs to the end.
        let isClosed = selector.count >= 4 && message[selector.upperBound - 2] == 0x25 && message[selector.upperBound - 1] == 0x7D
        let contentEnd = isClosed ? selector.upperBound - 2 : selector.upperBound
        var depth = 0
        var index = contentStart
        var headEnd = contentEnd
        var branchStart: Int?
        func closeBranch(at end: Int) {
            guard let start = branchStart else { return }
            var colon = start
            while colon < end, message[colon] != 0x3A { colon += 1 }  // :
            branches.append((start..<colon, min(colon + 1, end)..<end))
        }
        while index < contentEnd {
            if message[index] == 0x25, index + 1 < contentEnd {
                let next = message[index + 1]
                if next == 0x7B { depth += 1 }
                if next == 0x7D { depth -= 1 }
                if next == 0x7C, depth == 0 {  // %| at this level
                    if branchStart == nil { headEnd = index } else { closeBranch(at: index) }
                    branchStart = index + 2
                }
                index += 2
            } else {
                index += 1
            }
        }
        closeBranch(at: contentEnd)
        return (contentStart..<min(headEnd, contentEnd), branches)
    }

    func chooseBranch(_ selector: Range<Int>) -> Range<Int>? {
        let (head, branches) = parts(selector)
        let words = head.split { message[$0] == 0x20 }
        guard let kind = words.first.map({ bytes($0) }) else { return nil }
        switch kind {
        case Array("plural".utf8):
            guard words.count == 3, let position = number(bytes(words[1])), position >= 1, position <= arguments.count else {
                return branches.last?.body
            }
            return choosePluralForm(arguments[position - 1], valueFormat: bytes(words[2]), branches: branches)
        case Array("width".utf8):
            var chosen = branches.first?.body
            for branch in branches {
                guard let value = number(bytes(branch.label)), value <= width else { continue }
                chosen = branch.body
            }
            return chosen
        case Array("device".utf8):
            let device = Array(_currentDevice.utf8)
            return branches.first { bytes($0.label) == device }?.body
                ?? branches.first { bytes($0.label) == Array("other".utf8) }?.body ?? branches.first?.body
        default:
            return nil
        }
    }

    func choosePluralForm(_ argument: _FormatArgument, valueFormat: [UInt8], branches: [(label: Range<Int>, body: Range<Int>)]) -> Range<Int>? {
        let integral: UInt64?
        let isZero: Bool
        switch argument {
        case .int(let value):
            integral = UInt64(value.magnitude)
            isZero = value == 0
        case .uint(let value):
            integral = UInt64(value)
            isZero = value == 0
        case .double(let value):
            integral = value.isFinite && value == value.rounded() && value.magnitude < 1.8e19 ? UInt64(value.magnitude) : nil
            isZero = value == 0
        default:
            integral = nil
            isZero = false
        }
        var exact: Range<Int>?, zero: Range<Int>?, other: Range<Int>?
        var byCategory: [Range<Int>?] = Array(repeating: nil, count: PluralCategory.allCases.count)
        for branch in branches {
            let label = bytes(branch.label)
            if label.first == 0x3D {  // =N
                if exact == nil, let integral, number(Array(label.dropFirst())).map(UInt64.init) == integral { exact = branch.body }
            } else if let category = PluralCategory(name: String(decoding: label, as: UTF8.self)) {
                byCategory[Int(category.rawValue)] = branch.body
                if category == .zero { zero = branch.body }
                if category == .other { other = branch.body }
            }
        }
        if let exact { return exact }
        if isZero, let zero { return zero }
        let category: PluralCategory
        switch argument {
        case .int(let value): category = rules.category(for: value)
        case .uint(let value): category = rules.category(for: value)
        case .double(let value): category = _operands(of: value, printedWith: valueFormat).map { rules.category(for: $0) } ?? .other
        default: category = .other
        }
        return byCategory[Int(category.rawValue)] ?? other
    }

    func bytes(_ range: Range<Int>) -> [UInt8] { Array(message[range]) }
    func bytes(_ slice: Slice<Range<Int>>) -> [UInt8] { Array(message[slice.startIndex..<slice.endIndex]) }

    /// A small decimal number, or nil.
    func number(_ digits: [UInt8]) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for digit in digits {
            guard digit &- 0x30 < 10 else { return nil }
            value = value * 10 + Int(digit &- 0x30)
        }
        return value
    }
}

/// The operands of `value` as `printf` prints it with `valueFormat` (a specifier without its
/// `%`, such as `.1f`): `%f` keeps its fraction digits (`1.0` has `v = 1`); `%e %g %a` are
/// printed and read back. `nil` for infinities and NaN.
func _operands(of value: Double, printedWith valueFormat: [UInt8]) -> PluralOperands? {
    var index = 0
    let specification = valueFormat.withUnsafeBufferPointer { _FormatSpecification.parse($0, at: &index) }
    guard case .success(let specification) = specification else { return nil }
    if specification.conversion | 0x20 == 0x66 {  // f F
        return PluralOperands(value, fractionDigits: specification.precision ?? 6)
    }
    var printed: [UInt8] = []
    _ = specification.append(.double(value), to: &printed)
    return _operands(ofPrinted: printed)
}

/// The operands of a number as printf printed it: `-1.50` → 1.50; `1.5e+03` → 1500;
/// `2.50e-01` → 0.250. `nil` for `inf` and `nan`.
func _operands(ofPrinted printed: [UInt8]) -> PluralOperands? {
    var mantissa: [UInt8] = []
    var exponentText: [UInt8] = []
    var inExponent = false
    for byte in printed {
        if inExponent {
            exponentText.append(byte)
        } else if byte == 0x65 || byte == 0x45 {  // e E
            inExponent = true
        } else if byte != 0x2D && byte != 0x2B && byte != 0x20 {  // - + space
            mantissa.append(byte)
        }
    }
    var digits: [UInt8] = []
    var integerCount = 0
    var seenPoint = false
    for byte in mantissa {
        if byte == 0x2E {
            seenPoint = true
            continue
        }
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        digits.append(byte - 0x30)
        if !seenPoint { integerCount += 1 }
    }
    guard !digits.isEmpty else { return nil }
    var exponent = 0
    var negative = false
    for byte in exponentText {
        if byte == 0x2D { negative = true; continue }
        if byte == 0x2B { continue }
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        exponent = exponent * 10 + Int(byte - 0x30)
        if exponent > 400 { return nil }
    }
    // Move the point: right for a positive exponent, left (padding zeros) for a negative one.
    var point = integerCount + (negative ? -exponent : exponent)
    if point < 1 {
        digits.insert(contentsOf: repeatElement(0, count: 1 - point), at: 0)
        point = 1
    }
    if point > digits.count { digits.append(contentsOf: repeatElement(0, count: point - digits.count)) }
    return PluralOperands(digits: digits, integerCount: point, exponent: 0)
}
