// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// One argument of a localized format string, typed as its conversion takes it: `.int` for
/// `%d %i`, `.uint` for `%u %o %x %X`, `.double` for `%a %e %f %g` (and their capitals),
/// `.string` for `%@`, `.character` for `%c %C`. Integers of either sign go to any integer
/// conversion as their 64-bit pattern, as in C: `%u` of `.int(-1)` is `18446744073709551615`.
public enum _FormatArgument: Sendable {
    case int(Int)
    case uint(UInt)
    case double(Double)
    case string(String)
    case character(Character)
}

/// `printf`-style formatting: the output is byte for byte glibc's `printf` in the C locale
/// for `%d %i %u %o %x %X %f %F %e %E %g %G %a %A %c` and `%%`, with the flags `- + space 0 #`
/// (and `'`, which groups nothing in the C locale), a decimal width, a precision (`.` alone
/// is 0) and the length modifiers `h hh l ll q z t j L`, which are accepted and ignored
/// since the argument is already typed. Doubles are rounded half to even on their exact
/// binary value, as glibc does.
///
/// `%@` prints a `String` as `%s` would, except that the width and the precision (which
/// truncates) count `Character`s, not bytes: `%.1@` of `"é"` is `"é"`, never half of it.
/// `%c` and `%C` print a `Character`, padded to the width.
///
/// `%2$@` takes the second argument, so translations can reorder them. Specifiers without a
/// position take the arguments in order, counting only themselves, as glibc does when a
/// format mixes both. A specifier whose argument is missing or of another type, and one this
/// does not know (`%s`, `%p`, `%n`, `*`, a width or precision above 10000), is printed as
/// written, so that the mistake shows: `_format("%d %d", [.int(1)])` is `"1 %d"`.
///
/// ```swift
/// _format("%2$@ has %1$d files (%3$.1f%%)", [.int(3), .string("Anna"), .double(42.25)])
/// // "Anna has 3 files (42.2%)"
/// _format("%-6@|%06.2f|%#x|%g|%a", [.string("né"), .double(-3.14159), .uint(255), .double(1e-5), .double(3)])
/// // "né    |-03.14|0xff|1e-05|0x1.8p+1"
/// ```
///
/// With `numbers`, `%d %i %u %f %F %e %E %g %G` are written as that locale writes numbers
/// (``_NumberFormat``: its digits, separators, grouping and signs; widths count Unicode
/// scalars), as `localizedStringWithFormat` does; without, as `String(format:)` with no locale.
public func _format(_ format: String, _ arguments: [_FormatArgument], numbers: _NumberFormat? = nil) -> String {
    var format = format
    return format.withUTF8 { bytes in
        arguments.withUnsafeBufferPointer { arguments in
            _Output.withStack(capacity: bytes.count + 8 * arguments.count) { output in
                _appendFormatted(bytes, arguments, numbers: numbers, to: &output)
                return output.string
            }
        }
    }
}

/// Where formatted text goes: a buffer on the caller's stack while it fits, then an array, so
/// that formatting a message allocates only its `String`. Appending reads as appending to an
/// array (`append`, `append(contentsOf:)`, `+=`).
struct _Output {
    private let stack: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    /// The bytes in `stack`, until `heap` takes over.
    private var count = 0
    /// Everything written, once `stack` overflowed (or for an output made without one).
    private var heap: [UInt8]?

    /// An output that writes to an array from the start.
    init() {
        stack = nil
        capacity = 0
        heap = []
    }

    private init(stack: UnsafeMutableBufferPointer<UInt8>) {
        self.stack = stack.baseAddress
        capacity = stack.count
    }

    /// Calls `body` with an output whose first `capacity` bytes (at most 1,024) go to the stack.
    static func withStack<Result>(capacity: Int, _ body: (inout _Output) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: min(max(capacity, 16), 1_024)) { buffer in
            var output = _Output(stack: buffer)
            return body(&output)
        }
    }

    mutating func append(_ byte: UInt8) {
        if heap == nil, count < capacity, let stack {
            stack[count] = byte
            count &+= 1
        } else {
            appendToHeap(CollectionOfOne(byte))
        }
    }

    /// Bytes already in memory (a message's text, a number's digits): copied at once.
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard heap == nil, let stack, bytes.count <= capacity &- count else { return appendToHeap(bytes) }
        if let base = bytes.baseAddress { (stack + count).update(from: base, count: bytes.count) }
        count &+= bytes.count
    }

    mutating func append<Bytes: Collection<UInt8>>(contentsOf bytes: Bytes) {
        guard heap == nil, let stack, bytes.count <= capacity &- count else { return appendToHeap(bytes) }
        for byte in bytes {
            stack[count] = byte
            count &+= 1
        }
    }

    static func += (output: inout _Output, bytes: [UInt8]) {
        output.append(contentsOf: bytes)
    }

    private mutating func appendToHeap<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if heap == nil {
            var moved: [UInt8] = []
            moved.reserveCapacity(2 * (count + bytes.count))
            moved.append(contentsOf: UnsafeBufferPointer(start: stack, count: count))
            heap = moved
        }
        heap!.append(contentsOf: bytes)
    }

    /// The bytes written.
    var bytes: [UInt8] { heap ?? Array(UnsafeBufferPointer(start: stack, count: count)) }

    /// The bytes written, as a `String` (ill-formed UTF-8 repaired, as `String(decoding:)` does).
    var string: String {
        if let heap { return String(decoding: heap, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(start: stack, count: count), as: UTF8.self)
    }
}

/// Appends `format` formatted with `arguments` to `output`; see ``_format(_:_:numbers:)``.
func _appendFormatted(
    _ bytes: UnsafeBufferPointer<UInt8>, _ arguments: UnsafeBufferPointer<_FormatArgument>, numbers: _NumberFormat? = nil,
    to output: inout _Output
) {
    var nextArgument = 0
    var index = 0
    while index < bytes.count {
        guard bytes[index] == 0x25 else {  // %
            // The text up to the next specifier, at once.
            let textStart = index
            index = _nextPercent(bytes, from: index, limit: bytes.count)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<index]))
            continue
        }
        let start = index
        index += 1
        guard case .success(let specification) = _FormatSpecification.parse(bytes, at: &index) else {
            // Not a specifier: the '%' and what follows are printed as they are.
            output.append(0x25)
            index = start + 1
            continue
        }
        if specification.conversion == 0x25 {
            output.append(0x25)
            continue
        }
        let argument: Int
        if let position = specification.position {
            argument = position - 1
        } else {
            argument = nextArgument
            nextArgument += 1
        }
        guard argument < arguments.count, specification.append(arguments[argument], numbers: numbers, to: &output) else {
            output.append(contentsOf: bytes[start..<index])
            continue
        }
    }
}

/// The index of the first `%` in `bytes[index..<limit]`, or `limit`: eight bytes at a time
/// (a zero byte of the word XOR `%%%%%%%%`), since messages are mostly text between a few `%`.
@inline(__always)
func _nextPercent(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int) -> Int {
    guard let base = bytes.baseAddress else { return limit }
    let raw = UnsafeRawPointer(base)
    var index = index
    while index &+ 8 <= limit {
        // In memory order from the least significant byte; a borrow only ever marks bytes after
        // the first zero one, so the lowest mark is exact.
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ 0x2525_2525_2525_2525
        let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
        if zeros != 0 { return index &+ zeros.trailingZeroBitCount &>> 3 }
        index &+= 8
    }
    while index < limit, base[index] != 0x25 { index &+= 1 }
    return index
}

/// One conversion specification: `%[position$][flags][width][.precision][length]conversion`.
///
/// ``parse(_:at:)`` is the one parser of specifications: the formatter prints with it, and
/// the compiler reads translations with it, so what `lint` accepts is what is printed.
public struct _FormatSpecification: Sendable, Hashable {
    /// The 1-based argument position of `%2$d`.
    public var position: Int?
    public var leftAligned = false  // -
    public var plus = false  // +
    public var space = false  // ' '
    public var zeroPadded = false  // 0
    public var alternate = false  // #
    public var grouping = false  // '
    public var width: Int?
    public var precision: Int?
    public var length: LengthModifier = .none
    /// The conversion character, an ASCII byte.
    public var conversion: UInt8 = 0

    /// `h hh l ll q z t j L`: accepted and ignored, since every argument is already typed.
    public enum LengthModifier: UInt8, Sendable, Hashable {
        case none, hh, h, l, ll, q, z, t, j, L

        /// As written: `"ll"`, or `""` for none.
        public var text: String {
            switch self {
            case .none: ""
            case .hh: "hh"
            case .h: "h"
            case .l: "l"
            case .ll: "ll"
            case .q: "q"
            case .z: "z"
            case .t: "t"
            case .j: "j"
            case .L: "L"
            }
        }
    }

    /// Why the bytes after a `%` are not a specification the formatter prints.
    public enum Failure: Error, Sendable, Hashable {
        /// The text ends inside the specification.
        case endOfText
        /// `%0$d`: positions start at 1.
        case zeroPosition
        /// A position, width or precision above ``limit``.
        case tooLarge
        /// `%*d`, `%.*f`: the width or precision would take an argument.
        case starWidth
        /// `%s %S %p %n`: C strings, pointers and write-backs have no Swift equivalent here.
        case unsupportedConversion(UInt8)
        /// Any other byte where the conversion should be.
        case invalidConversion(UInt8)
    }

    /// Larger positions, widths and precisions are not taken as a specifier, so no format
    /// allocates gigabytes: `%f` needs at most 1074 fraction digits to be exact.
    public static let limit = 10_000

    public init() {}

    /// Parses the specification after a `%` at `index - 1`, moving `index` past it; on failure
    /// `index` is at the byte where the specification goes wrong.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Result<_FormatSpecification, Failure> {
        var specification = _FormatSpecification()
        // The common shapes first, `%d` and `%1$d` (every specifier of a generated message names
        // its argument): what the general path below gives for them, since no conversion is a
        // flag, a digit, `*`, `.` or a length modifier.
        if index < bytes.count, isConversion(bytes[index]) {
            specification.conversion = bytes[index]
            index += 1
            return .success(specification)
        }
        if index + 2 < bytes.count, bytes[index] &- 0x31 < 9, bytes[index + 1] == 0x24, isConversion(bytes[index + 2]) {  // 1…9 $
            specification.position = Int(bytes[index] &- 0x30)
            specification.conversion = bytes[index + 2]
            index += 3
            return .success(specification)
        }
        var cursor = index
        if let number = lexNumber(bytes, at: &cursor), cursor < bytes.count, bytes[cursor] == 0x24 {  // $
            guard number > 0 else { return .failure(.zeroPosition) }
            guard number <= limit else { return .failure(.tooLarge) }
            specification.position = number
            index = cursor + 1
        }
        flags: while index < bytes.count {
            switch bytes[index] {
            case 0x2D: specification.leftAligned = true  // -
            case 0x2B: specification.plus = true  // +
            case 0x20: specification.space = true  // space
            case 0x30: specification.zeroPadded = true  // 0
            case 0x23: specification.alternate = true  // #
            case 0x27: specification.grouping = true  // ' groups thousands, but not in the C locale
            default: break flags
            }
            index += 1
        }
        if index < bytes.count, bytes[index] == 0x2A { return .failure(.starWidth) }  // *
        if let width = lexNumber(bytes, at: &index) {
            guard width <= limit else { return .failure(.tooLarge) }
            specification.width = width
        }
        if index < bytes.count, bytes[index] == 0x2E {  // .
            index += 1
            if index < bytes.count, bytes[index] == 0x2A { return .failure(.starWidth) }
            let precision = lexNumber(bytes, at: &index) ?? 0
            guard precision <= limit else { return .failure(.tooLarge) }
            specification.precision = precision
        }
        if index < bytes.count {
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch bytes[index] {
            case 0x68: specification.length = next == 0x68 ? .hh : .h  // h hh
            case 0x6C: specification.length = next == 0x6C ? .ll : .l  // l ll
            case 0x71: specification.length = .q
            case 0x7A: specification.length = .z
            case 0x74: specification.length = .t
            case 0x6A: specification.length = .j
            case 0x4C: specification.length = .L
            default: break
            }
            index += specification.length.text.utf8.count
        }
        guard index < bytes.count else { return .failure(.endOfText) }
        specification.conversion = bytes[index]
        if isConversion(specification.conversion) {
            index += 1
            return .success(specification)
        }
        switch specification.conversion {
        case 0x73, 0x53, 0x70, 0x6E:  // s S p n
            return .failure(.unsupportedConversion(specification.conversion))
        default:
            return .failure(.invalidConversion(specification.conversion))
        }
    }

    /// Whether `byte` is a conversion the formatter prints.
    static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x64, 0x69, 0x75, 0x6F, 0x78, 0x58,  // d i u o x X
            0x61, 0x41, 0x65, 0x45, 0x66, 0x46, 0x67, 0x47,  // a A e E f F g G
            0x40, 0x63, 0x43, 0x25:  // @ c C %
            true
        default:
            false
        }
    }

    /// Decimal digits at `index` as a number (saturated far above `limit`), or `nil`.
    static func lexNumber(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Int? {
        var number: Int?
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            number = min((number ?? 0) * 10 + Int(bytes[index] &- 0x30), 1_000_000_000)
            index += 1
        }
        return number
    }

    /// The specification as written, without its position: `%-6.2f`, `%lld`.
    public var textWithoutPosition: String {
        var text = "%"
        if leftAligned { text += "-" }
        if plus { text += "+" }
        if space { text += " " }
        if zeroPadded { text += "0" }
        if alternate { text += "#" }
        if grouping { text += "'" }
        if let width { text += String(width) }
        if let precision { text += "." + String(precision) }
        text += length.text
        text.unicodeScalars.append(Unicode.Scalar(conversion))
        return text
    }

    /// Appends `argument` formatted, its number written as `numbers` writes them (`%d %i %u
    /// %f %e %g` and capitals; never `%x %o %a`); `false` when it is not of the type the
    /// conversion takes.
    func append(_ argument: _FormatArgument, numbers: _NumberFormat?, to output: inout _Output) -> Bool {
        guard let numbers else { return append(argument, to: &output) }
        // `%d` of an Int with no flags, width or precision, the common case: written directly.
        if case .int(let value) = argument, conversion == 0x64 || conversion == 0x69, width == nil, precision == nil, !plus, !space {
            numbers.appendInteger(value, to: &output)
            return true
        }
        switch conversion {
        case 0x64, 0x69, 0x75, 0x66, 0x46, 0x65, 0x45, 0x67, 0x47:  // d i u f F e E g G
            // Printed as printf prints it, without the width, then localized and padded.
            var unpadded = self
            unpadded.width = nil
            unpadded.leftAligned = false
            unpadded.zeroPadded = false
            var plain = _Output()
            guard unpadded.append(argument, to: &plain) else { return false }
            numbers.append(plain.bytes, padding: self, to: &output)
            return true
        default:
            return append(argument, to: &output)
        }
    }

    /// Appends `argument` formatted as `printf` in the C locale; `false` when it is not of the
    /// type the conversion takes.
    func append(_ argument: _FormatArgument, to output: inout _Output) -> Bool {
        switch (conversion, argument) {
        case (0x64, .int(let value)), (0x69, .int(let value)):  // d i
            appendInteger(value.magnitude, negative: value < 0, to: &output)
        case (0x64, .uint(let value)), (0x69, .uint(let value)):
            let signed = Int(bitPattern: value)
            appendInteger(signed.magnitude, negative: signed < 0, to: &output)
        case (0x75, .int(let value)), (0x6F, .int(let value)), (0x78, .int(let value)), (0x58, .int(let value)):  // u o x X
            appendInteger(UInt(bitPattern: value), negative: false, to: &output)
        case (0x75, .uint(let value)), (0x6F, .uint(let value)), (0x78, .uint(let value)), (0x58, .uint(let value)):
            appendInteger(value, negative: false, to: &output)
        case (0x61, .double(let value)), (0x41, .double(let value)), (0x65, .double(let value)), (0x45, .double(let value)),
            (0x66, .double(let value)), (0x46, .double(let value)), (0x67, .double(let value)), (0x47, .double(let value)):
            appendDouble(value, to: &output)
        case (0x40, .string(let text)):  // @
            let shown = precision.map { text.prefix($0) } ?? text[...]
            appendPadded(prefix: [], body: Array(shown.utf8), length: shown.count, zeros: false, to: &output)
        case (0x63, .character(let character)), (0x43, .character(let character)):  // c C
            appendPadded(prefix: [], body: Array(character.utf8), length: 1, zeros: false, to: &output)
        default:
            return false
        }
        return true
    }

    /// `prefix` (a sign, `0x`) and `body`, padded to the width: with zeros between them when
    /// `zeros`, otherwise with spaces on the left, or on the right for `-`. `length` is what
    /// the width counts: bytes for numbers, `Character`s for text.
    func appendPadded(prefix: [UInt8], body: [UInt8], length: Int, zeros: Bool, to output: inout _Output) {
        let padding = max(0, (width ?? 0) - length)
        if leftAligned {
            output.append(contentsOf: prefix)
            output.append(contentsOf: body)
            output.append(contentsOf: repeatElement(0x20, count: padding))
        } else if zeros {
            output.append(contentsOf: prefix)
            output.append(contentsOf: repeatElement(0x30, count: padding))
            output.append(contentsOf: body)
        } else {
            output.append(contentsOf: repeatElement(0x20, count: padding))
            output.append(contentsOf: prefix)
            output.append(contentsOf: body)
        }
    }

    func appendInteger(_ magnitude: UInt, negative: Bool, to output: inout _Output) {
        let radix: UInt = conversion == 0x6F ? 8 : (conversion | 0x20 == 0x78 ? 16 : 10)
        let letters: UInt8 = conversion == 0x58 ? 0x41 : 0x61
        var digits: [UInt8] = []
        var rest = magnitude
        while rest > 0 {
            let digit = UInt8(truncatingIfNeeded: rest % radix)
            digits.append(digit < 10 ? 0x30 + digit : letters + digit - 10)
            rest /= radix
        }
        // The precision is the minimum number of digits: `%.0d` prints nothing for 0.
        while digits.count < (precision ?? 1) { digits.append(0x30) }
        digits.reverse()
        if alternate, conversion == 0x6F, digits.first != 0x30 { digits.insert(0x30, at: 0) }
        var prefix: [UInt8] = []
        if conversion == 0x64 || conversion == 0x69 {
            if negative { prefix.append(0x2D) } else if plus { prefix.append(0x2B) } else if space { prefix.append(0x20) }
        }
        if alternate, radix == 16, magnitude != 0 { prefix += [0x30, conversion] }
        // A precision turns the 0 flag off for integers.
        appendPadded(
            prefix: prefix, body: digits, length: prefix.count + digits.count,
            zeros: zeroPadded && precision == nil, to: &output)
    }

    func appendDouble(_ value: Double, to output: inout _Output) {
        var prefix: [UInt8] = []
        // The sign bit decides, as in glibc: -0.0 is "-0", a negative NaN "-nan".
        if value.sign == .minus { prefix.append(0x2D) } else if plus { prefix.append(0x2B) } else if space { prefix.append(0x20) }
        let uppercase = conversion < 0x60
        var body: [UInt8]
        if !value.isFinite {
            body = value.isNaN ? [0x6E, 0x61, 0x6E] : [0x69, 0x6E, 0x66]  // nan inf
        } else {
            let magnitude = value.magnitude
            switch conversion | 0x20 {
            case 0x66:  // f
                body = _FloatFormatting.fixed(magnitude, precision: precision ?? 6, alternate: alternate)
            case 0x65:  // e
                body = _FloatFormatting.exponential(magnitude, precision: precision ?? 6, alternate: alternate)
            case 0x67:  // g
                body = _FloatFormatting.general(magnitude, precision: precision ?? 6, alternate: alternate)
            default:  // a
                prefix += [0x30, 0x78]  // 0x
                body = _FloatFormatting.hexadecimal(magnitude, precision: precision, alternate: alternate)
            }
        }
        if uppercase {
            for index in prefix.indices where prefix[index] >= 0x61 { prefix[index] -= 0x20 }
            for index in body.indices where body[index] >= 0x61 { body[index] -= 0x20 }
        }
        // Zeros go after the sign and 0x; never into "inf" or "nan".
        appendPadded(
            prefix: prefix, body: body, length: prefix.count + body.count,
            zeros: zeroPadded && value.isFinite, to: &output)
    }
}

/// The digits of finite, non-negative doubles as `%f %e %g %a` print them (lowercase ASCII).
enum _FloatFormatting {
    /// `%.*f`: every integer digit, then `precision` fraction digits.
    static func fixed(_ magnitude: Double, precision: Int, alternate: Bool) -> [UInt8] {
        var (digits, point) = _ExactDecimal.exactDigits(of: magnitude)
        if round(&digits, keeping: point + precision) {
            digits.insert(1, at: 0)
            point += 1
        }
        var body: [UInt8] = digits[..<point].map { $0 + 0x30 }
        if precision > 0 || alternate { body.append(0x2E) }
        body += digits[point...].map { $0 + 0x30 }
        return body
    }

    /// `%.*e`: `d.ddde±dd`.
    static func exponential(_ magnitude: Double, precision: Int, alternate: Bool) -> [UInt8] {
        let (digits, exponent) = significantDigits(of: magnitude, count: precision + 1)
        var body: [UInt8] = [digits[0] + 0x30]
        if precision > 0 || alternate { body.append(0x2E) }
        body += digits[1...].map { $0 + 0x30 }
        appendExponent(exponent, letter: 0x65, minimumDigits: 2, to: &body)
        return body
    }

    /// `%.*g`: `precision` significant digits (at least one), in `%f` style when the
    /// exponent `x` is in `-4 ..< precision`, else in `%e` style; trailing fraction zeros
    /// and a bare point are dropped unless `#`.
    static func general(_ magnitude: Double, precision: Int, alternate: Bool) -> [UInt8] {
        let count = max(precision, 1)
        let (digits, exponent) = significantDigits(of: magnitude, count: count)
        var integer: [UInt8]
        var fraction: [UInt8]
        let exponential = exponent < -4 || exponent >= count
        if exponential {
            integer = [digits[0]]
            fraction = Array(digits[1...])
        } else if exponent >= 0 {
            integer = Array(digits[...exponent])
            fraction = Array(digits[(exponent + 1)...])
        } else {
            integer = [0]
            fraction = Array(repeatElement(0, count: -exponent - 1)) + digits
        }
        if !alternate {
            while fraction.last == 0 { fraction.removeLast() }
        }
        var body = integer.map { $0 + 0x30 }
        if !fraction.isEmpty || alternate { body.append(0x2E) }
        body += fraction.map { $0 + 0x30 }
        if exponential { appendExponent(exponent, letter: 0x65, minimumDigits: 2, to: &body) }
        return body
    }

    /// `%a`: `h.hhhp±d` without the `0x`, the leading digit 1 for normal numbers and 0 for
    /// zero and subnormals (as `0x0.0000000000001p-1022`), as glibc prints them. Without a
    /// precision, every significant hex digit; with one, rounded half to even.
    static func hexadecimal(_ magnitude: Double, precision: Int?, alternate: Bool) -> [UInt8] {
        let significand = magnitude.significandBitPattern
        var leading: UInt8 = magnitude.exponentBitPattern == 0 ? 0 : 1
        let exponent = magnitude == 0 ? 0 : max(Int(magnitude.exponentBitPattern), 1) - 1023
        var digits: [UInt8] = []
        for shift in stride(from: 48, through: 0, by: -4) {
            digits.append(UInt8(truncatingIfNeeded: significand >> UInt64(shift)) & 0xF)
        }
        while digits.last == 0 { digits.removeLast() }
        if let precision {
            if precision < digits.count {
                let next = digits[precision]
                let more = next & 7 != 0 || precision + 1 < digits.count
                let last = precision > 0 ? digits[precision - 1] : leading
                digits.removeSubrange(precision...)
                if next >= 8 && (more || last & 1 == 1) {
                    var index = precision - 1
                    while index >= 0 && digits[index] == 15 {
                        digits[index] = 0
                        index -= 1
                    }
                    // Past all the digits, 0x1.f becomes 0x2 as in glibc, not 0x1p+1.
                    if index >= 0 { digits[index] += 1 } else { leading += 1 }
                }
            } else {
                digits.append(contentsOf: repeatElement(0, count: precision - digits.count))
            }
        }
        func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? 0x30 + digit : 0x61 + digit - 10 }
        var body: [UInt8] = [hex(leading)]
        if !digits.isEmpty || alternate { body.append(0x2E) }
        body += digits.map(hex)
        appendExponent(exponent, letter: 0x70, minimumDigits: 1, to: &body)
        return body
    }

    /// `e+05`, `e-310`, `p+0`.
    static func appendExponent(_ exponent: Int, letter: UInt8, minimumDigits: Int, to body: inout [UInt8]) {
        body.append(letter)
        body.append(exponent < 0 ? 0x2D : 0x2B)
        var digits: [UInt8] = []
        var rest = exponent.magnitude
        while rest > 0 || digits.count < minimumDigits {
            digits.append(0x30 + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        }
        body += digits.reversed()
    }

    /// The first `count` significant digits of `magnitude`, rounded half to even, and the
    /// decimal exponent of the first: `(digits, x)` for `d.ddd × 10^x`. Zero is `0.000 × 10^0`.
    static func significantDigits(of magnitude: Double, count: Int) -> (digits: [UInt8], exponent: Int) {
        guard magnitude != 0 else { return (Array(repeatElement(0, count: count)), 0) }
        var (digits, point) = _ExactDecimal.exactDigits(of: magnitude)
        var first = digits.firstIndex { $0 != 0 } ?? 0
        if round(&digits, keeping: first + count) {
            digits.insert(1, at: 0)
            point += 1
        }
        // A carry can make a leading zero significant (0.0999 → 0.100).
        first = digits.firstIndex { $0 != 0 } ?? 0
        return (Array(digits[first..<(first + count)]), point - 1 - first)
    }

    /// Keeps the first `count` digits (padding with zeros), rounded half to even on the
    /// exact rest; `true` when the rounding carried out of the first digit, which the caller
    /// then writes as a new leading 1.
    static func round(_ digits: inout [UInt8], keeping count: Int) -> Bool {
        guard count < digits.count else {
            digits.append(contentsOf: repeatElement(0, count: count - digits.count))
            return false
        }
        let next = digits[count]
        var sticky = false
        for digit in digits[(count + 1)...] where digit != 0 {
            sticky = true
            break
        }
        let lastKept = count > 0 ? digits[count - 1] : 0
        digits.removeSubrange(count...)
        guard next > 5 || (next == 5 && (sticky || lastKept % 2 == 1)) else { return false }
        var index = count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return false
            }
            digits[index] = 0
            index -= 1
        }
        return true
    }
}
