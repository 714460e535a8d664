// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

// MARK: - Localization support

/// Which form of a plural variable applies: an exact value (`=0`, `=1`), Apple's `zero`
/// for exactly 0, or a CLDR category.
public enum _FormKey: Sendable, Hashable {
    case exact(UInt64)
    case category(PluralCategory)
}

/// The form to use for `argument` under `rules`:
/// 1. an exact-value form (`=N`) whose value equals the argument;
/// 2. `zero`, when the locale's strings have it and the value is exactly 0 (Apple uses it in
///    every language, whatever CLDR says);
/// 3. the CLDR category of the value as printed with `valueFormat` (`%.1f` of 1 is `1.0`),
///    when the strings have a form for it;
/// 4. `other`.
public func _formKey(
    _ argument: _FormatArgument, valueFormat: String, rules: PluralRules,
    exact: [UInt64], categories: [PluralCategory]
) -> _FormKey {
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
    if let integral, exact.contains(integral) { return .exact(integral) }
    if isZero, categories.contains(.zero) { return .category(.zero) }
    let category: PluralCategory
    switch argument {
    case .int(let value): category = rules.category(for: value)
    case .uint(let value): category = rules.category(for: value)
    case .double:
        let printed = _format(valueFormat, [argument])
        category = _operands(ofPrinted: printed).map { rules.category(for: $0) } ?? .other
    default: category = .other
    }
    return .category(categories.contains(category) ? category : .other)
}

/// The operands of a number as printf printed it: `-1.50` → 1.50; `1.5e+03` → 1500;
/// `2.50e-01` → 0.250. `nil` for `inf` and `nan`.
func _operands(ofPrinted printed: String) -> PluralOperands? {
    var mantissa: [UInt8] = []
    var exponentText: [UInt8] = []
    var inExponent = false
    for byte in printed.utf8 {
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

/// The index of the width variant to use: the largest width not above `requested`, else
/// the smallest. `widths` is sorted ascending.
public func _widthIndex(_ requested: Int, _ widths: [Int]) -> Int {
    var chosen = 0
    for (index, width) in widths.enumerated() where width <= requested { chosen = index }
    return chosen
}

/// The device family Apple's `NSStringDeviceSpecificRuleType` names, as far as the
/// platform tells without UIKit: iPads are reported as `iphone`.
public let _currentDevice: String = {
    #if os(macOS)
    return "mac"
    #elseif os(watchOS)
    return "applewatch"
    #elseif os(tvOS)
    return "appletv"
    #elseif os(visionOS)
    return "applevision"
    #elseif os(iOS)
    return "iphone"
    #else
    return "other"
    #endif
}()

/// Chooses among shipped localizations: exact match after dropping subtags (`pt-BR-u-…` →
/// `pt-BR`, `zh-Hans-CN` → `zh-Hans`), then another variant of the same language (`pt-PT`
/// → `pt-BR` when only that ships).
public func _negotiate(_ identifier: String, in table: [(StaticString, Int)]) -> Int? {
    if let (_, index) = _LocaleResolution.resolve(identifier, in: table) { return index }
    guard let language = _LocaleResolution.canonicalSubtags(identifier).first else { return nil }
    for (name, index) in table {
        let bytes = _LocaleResolution.bytes(of: name)
        if bytes.starts(with: language), bytes.count == language.count || bytes[language.count] == 0x5F { return index }
    }
    return nil
}
