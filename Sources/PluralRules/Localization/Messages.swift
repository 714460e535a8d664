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
public func _render(
    _ message: UnsafeBufferPointer<UInt8>, _ arguments: [_FormatArgument], rules: PluralRules, width: Int,
    numbers: _NumberFormat? = nil
) -> String {
    // No `%`: no specifier and no selector, so the text is the message as it is, and neither
    // the renderer nor the formatter runs (generated tables skip `_render` for these already).
    guard _nextPercent(message, from: 0, limit: message.count) < message.count else { return String(decoding: message, as: UTF8.self) }
    return arguments.withUnsafeBufferPointer { _renderFormatted(message, $0, rules: rules, width: width, numbers: numbers) }
}

/// ``_render(_:_:rules:width:numbers:)`` of a message that has a `%`, with its arguments where
/// the caller keeps them (generated accessors: on the stack, no array per call), and its
/// ``_PluralForms`` when its table found them.
func _renderFormatted(
    _ message: UnsafeBufferPointer<UInt8>, _ arguments: UnsafeBufferPointer<_FormatArgument>, rules: PluralRules,
    width: Int, numbers: _NumberFormat?, pluralForms: UnsafePointer<Int32>? = nil
) -> String {
    _Output.withStack(capacity: message.count + 16 * arguments.count) { output in
        let renderer = _MessageRenderer(message: message, arguments: arguments, rules: rules, width: width, numbers: numbers)
        if let pluralForms, renderer.renderPluralForm(pluralForms, into: &output) { return output.string }
        renderer.render(0..<message.count, into: &output)
        return output.string
    }
}

/// The forms of a message that is one plural selector and nothing else, as every
/// `.stringsdict` plural compiles to (`%{plural 1 d%|one:%1$d file%|other:%1$d files%}`),
/// found once when its table is read, so that rendering it picks a form without scanning
/// the message for its branches. ``_MessageRenderer`` finds them with the scan that renders
/// every other message, and picks as it picks among scanned branches.
///
/// Stored as ``stride`` `Int32`s: the argument's position, the start and end of the value's
/// format (`d`, `.1f`) in the message, then the start and end of the form of each category
/// by raw value (the last one of that category, as the scan keeps), -1 for none. Messages
/// with exact-value forms (`=0`) or anything after the selector have none.
enum _PluralForms {
    static let stride = 15
}

struct _MessageRenderer {
    let message: UnsafeBufferPointer<UInt8>
    let arguments: UnsafeBufferPointer<_FormatArgument>
    let rules: PluralRules
    let width: Int
    let numbers: _NumberFormat?

    /// Appends the rendering of `range` of the message.
    func render(_ range: Range<Int>, into output: inout _Output) {
        var index = range.lowerBound
        var textStart = index
        while index < range.upperBound {
            guard message[index] == 0x25 else {
                // Text: straight to the next `%`.
                index += 1
                index = _nextPercent(message, from: index, limit: range.upperBound)
                continue
            }
            guard index + 1 < range.upperBound, message[index + 1] == 0x7B else {  // %{
                index += index + 1 < range.upperBound ? 2 : 1  // %% and %x stay together
                continue
            }
            appendFormatted(textStart..<index, into: &output)
            let (branch, end) = chooseBranch(at: index, limit: range.upperBound)
            if let branch { render(branch, into: &output) }
            index = end
            textStart = end
        }
        appendFormatted(textStart..<index, into: &output)
    }

    func appendFormatted(_ range: Range<Int>, into output: inout _Output) {
        guard !range.isEmpty else { return }
        _appendFormatted(UnsafeBufferPointer(rebasing: message[range]), arguments, numbers: numbers, to: &output)
    }

    /// Calls `visit` with the label and body of each branch of a selector, in order, until it
    /// returns `false`; `index` is the selector's first `%|` (just past its head). Returns the
    /// index just past the selector's `%}`, or `limit` when it is unclosed (never generated, but
    /// never a crash). One pass over the bytes, in place: nothing is allocated.
    func scanBranches(from index: Int, limit: Int, _ visit: (_ label: Range<Int>, _ body: Range<Int>) -> Bool) -> Int {
        var index = index
        var depth = 0
        var branchStart = -1
        var visiting = true
        func close(at end: Int) {
            guard visiting, branchStart >= 0 else { return }
            var colon = branchStart
            while colon < end, message[colon] != 0x3A { colon += 1 }  // :
            visiting = visit(branchStart..<colon, min(colon + 1, end)..<end)
        }
        guard let bytes = message.baseAddress else { return limit }
        while index + 1 < limit {
            guard bytes[index] == 0x25 else {
                index += 1
                // Text: straight to the next `%`.
                index = _nextPercent(message, from: index, limit: limit)
                continue
            }
            switch bytes[index + 1] {
            case 0x7B: depth += 1  // %{
            case 0x7D:  // %}
                if depth == 0 {
                    close(at: index)
                    return index + 2
                }
                depth -= 1
            case 0x7C where depth == 0:  // %| at this level
                close(at: index)
                branchStart = index + 2
            default: break
            }
            index += 2
        }
        close(at: limit)
        return limit
    }

    /// The head of the selector that opens (`%{`) at `start`, up to its first `%|` (or `%}`):
    /// its words are the kind, then for a plural the argument position and the value's format
    /// (`plural 1 d`). Returns the first three words, whether there are more, and where the
    /// head ends.
    func head(at start: Int, limit: Int) -> (kind: Range<Int>?, second: Range<Int>?, third: Range<Int>?, extra: Bool, end: Int) {
        var index = min(start + 2, limit)
        var kind: Range<Int>?
        var second: Range<Int>?
        var third: Range<Int>?
        var extra = false
        var wordStart = index
        func endWord() {
            guard wordStart < index else { return }
            let word = wordStart..<index
            if kind == nil { kind = word } else if second == nil { second = word } else if third == nil { third = word } else { extra = true }
        }
        while index < limit, !(message[index] == 0x25 && index + 1 < limit && (message[index + 1] == 0x7C || message[index + 1] == 0x7D)) {
            if message[index] == 0x20 {
                endWord()
                wordStart = index + 1
            }
            index += 1
        }
        endWord()
        return (kind, second, third, extra, index)
    }

    /// The branch to render of the selector that opens (`%{`) at `start`, and the index just
    /// past the selector.
    func chooseBranch(at start: Int, limit: Int) -> (branch: Range<Int>?, end: Int) {
        let (kind, second, third, extra, index) = head(at: start, limit: limit)
        guard let kind else { return (nil, scanBranches(from: index, limit: limit) { _, _ in false }) }
        if equals(kind, "plural") {
            guard !extra, let second, let third, let position = number(second), position >= 1, position <= arguments.count else {
                var last: Range<Int>?
                let end = scanBranches(from: index, limit: limit) { _, body in
                    last = body; return true
                }
                return (last, end)
            }
            return choosePluralForm(arguments[position - 1], valueFormat: third, branchesAt: index, limit: limit)
        }
        if equals(kind, "width") {
            var chosen: Range<Int>?
            let end = scanBranches(from: index, limit: limit) { label, body in
                if chosen == nil { chosen = body }
                if let value = number(label), value <= width { chosen = body }
                return true
            }
            return (chosen, end)
        }
        if equals(kind, "device") {
            var first: Range<Int>?
            var other: Range<Int>?
            var device: Range<Int>?
            let end = scanBranches(from: index, limit: limit) { label, body in
                if first == nil { first = body }
                if other == nil, equals(label, "other") { other = body }
                if spells(label, _currentDevice) { device = body; return false }
                return true
            }
            return (device ?? other ?? first, end)
        }
        return (nil, scanBranches(from: index, limit: limit) { _, _ in false })
    }

    /// What a plural selector chooses by: the argument as an integer (for `=N` forms), whether
    /// it is zero, and its category as printed with `valueFormat`.
    func pluralValue(_ argument: _FormatArgument, valueFormat: Range<Int>) -> (integral: UInt64?, isZero: Bool, category: PluralCategory) {
        switch argument {
        case .int(let value):
            return (UInt64(value.magnitude), value == 0, rules.category(for: value))
        case .uint(let value):
            return (UInt64(value), value == 0, rules.category(for: value))
        case .double(let value):
            let integral = value.isFinite && value == value.rounded() && value.magnitude < 1.8e19 ? UInt64(value.magnitude) : nil
            let category = _operands(of: value, printedWith: UnsafeBufferPointer(rebasing: message[valueFormat])).map { rules.category(for: $0) } ?? .other
            return (integral, value == 0, category)
        default:
            return (nil, false, .other)
        }
    }

    func choosePluralForm(_ argument: _FormatArgument, valueFormat: Range<Int>, branchesAt index: Int, limit: Int) -> (branch: Range<Int>?, end: Int) {
        let (integral, isZero, category) = pluralValue(argument, valueFormat: valueFormat)
        var exact: Range<Int>?
        var zero: Range<Int>?
        var other: Range<Int>?
        var ofCategory: Range<Int>?
        let end = scanBranches(from: index, limit: limit) { label, body in
            if !label.isEmpty, message[label.lowerBound] == 0x3D {  // =N
                if let integral, let value = number(label.dropFirst()), UInt64(value) == integral {
                    exact = body
                    return false
                }
            } else if let found = self.category(label) {
                if found == .zero { zero = body }
                if found == .other { other = body }
                if found == category { ofCategory = body }
            }
            return true
        }
        if let exact { return (exact, end) }
        if isZero, let zero { return (zero, end) }
        return (ofCategory ?? other, end)
    }

    /// Appends the ``_PluralForms`` of the message to `forms` and returns `true` when it is one
    /// plural selector and nothing else, without exact-value forms; else returns `false` and
    /// appends nothing. The arguments are not read.
    func appendPluralForms(to forms: inout [Int32]) -> Bool {
        let limit = message.count
        guard limit >= 4, limit <= Int(Int32.max), message[0] == 0x25, message[1] == 0x7B else { return false }  // %{
        let (kind, second, third, extra, index) = head(at: 0, limit: limit)
        guard let kind, equals(kind, "plural"), !extra, let second, let third, let position = number(second), position >= 1 else { return false }
        let base = forms.count
        forms.append(Int32(position))
        forms.append(Int32(third.lowerBound))
        forms.append(Int32(third.upperBound))
        forms.append(contentsOf: repeatElement(-1, count: 12))
        var exactForms = false
        let end = scanBranches(from: index, limit: limit) { label, body in
            if !label.isEmpty, message[label.lowerBound] == 0x3D {  // =N
                exactForms = true
                return false
            }
            if let found = self.category(label) {
                forms[base + 3 + 2 * Int(found.rawValue)] = Int32(body.lowerBound)
                forms[base + 4 + 2 * Int(found.rawValue)] = Int32(body.upperBound)
            }
            return true
        }
        guard !exactForms, end == limit else {
            forms.removeSubrange(base...)
            return false
        }
        return true
    }

    /// Renders the message from its ``_PluralForms`` (`forms`), choosing as
    /// ``choosePluralForm(_:valueFormat:branchesAt:limit:)`` does; `false`, with nothing
    /// rendered, when the message's argument is missing.
    func renderPluralForm(_ forms: UnsafePointer<Int32>, into output: inout _Output) -> Bool {
        let position = Int(forms[0])
        guard position <= arguments.count else { return false }
        let (_, isZero, category) = pluralValue(arguments[position - 1], valueFormat: Int(forms[1])..<Int(forms[2]))
        func form(_ category: PluralCategory) -> Range<Int>? {
            let start = forms[3 + 2 * Int(category.rawValue)]
            return start < 0 ? nil : Int(start)..<Int(forms[4 + 2 * Int(category.rawValue)])
        }
        let chosen = isZero ? form(.zero) ?? form(category) ?? form(.other) : form(category) ?? form(.other)
        if let chosen { render(chosen, into: &output) }
        return true
    }

    /// The category a branch label names (`one`), or `nil`: the label's bytes packed into an
    /// integer (first byte highest) by at most two loads, compared with each name's.
    func category(_ label: Range<Int>) -> PluralCategory? {
        guard label.count >= 3, label.count <= 5, let base = message.baseAddress else { return nil }
        let start = base + label.lowerBound
        let packed: UInt64
        if label.count == 3 {
            packed = UInt64(start[0]) << 16 | UInt64(start[1]) << 8 | UInt64(start[2])
        } else {
            let four = UInt64(UInt32(bigEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt32.self)))
            packed = label.count == 4 ? four : four << 8 | UInt64(start[4])
        }
        switch packed {
        case 0x6F_6E65: return .one  // one
        case 0x74_776F: return .two  // two
        case 0x66_6577: return .few  // few
        case 0x7A65_726F: return .zero  // zero
        case 0x6D61_6E79: return .many  // many
        case 0x6F_7468_6572: return .other  // other
        default: return nil
        }
    }

    /// Whether the bytes of `range` are `text`'s UTF-8: words at a time while eight bytes remain.
    func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        guard let base = message.baseAddress else { return range.isEmpty }
        return _LocalizedStrings.equal(text.utf8Start, UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Whether the bytes of `range` are `text`'s UTF-8 (a `String`, which a literal would be
    /// taken for if this were an overload of ``equals(_:_:)``).
    func spells(_ range: Range<Int>, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in range.count == bytes.count && bytes.elementsEqual(message[range]) }
    }

    /// A small decimal number, or nil.
    func number(_ digits: Range<Int>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for index in digits {
            let digit = message[index]
            guard digit &- 0x30 < 10 else { return nil }
            value = value * 10 + Int(digit &- 0x30)
        }
        return value
    }
}

/// The operands of `value` as `printf` prints it with `valueFormat` (a specifier without its
/// `%`, such as `.1f`): `%f` keeps its fraction digits (`1.0` has `v = 1`); `%e %g %a` are
/// printed and read back. `nil` for infinities and NaN.
func _operands(of value: Double, printedWith valueFormat: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
    var index = 0
    let specification = _FormatSpecification.parse(valueFormat, at: &index)
    guard case .success(let specification) = specification else { return nil }
    if specification.conversion | 0x20 == 0x66 {  // f F
        return PluralOperands(value, fractionDigits: specification.precision ?? 6)
    }
    var printed = _Output()
    _ = specification.append(.double(value), to: &printed)
    return _operands(ofPrinted: printed.bytes)
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
