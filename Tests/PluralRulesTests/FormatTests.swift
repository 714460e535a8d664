import PluralRules
import PluralRulesTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime's Foundation-free `printf` (`_format`), called directly. C's `vsnprintf` in
/// this process is the oracle for every C conversion: the same cases, with `%@` as `%s`, `%C`
/// as `%c`, and every integer length modifier as `l` (ours ignores them: its arguments are
/// already 64-bit). `%@` with non-ASCII text has hand-written answers instead, because `%s`
/// counts bytes where `%@` counts `Character`s. Generated files paste this same source; the
/// compile tests of generated code check that it compiles there too (strict concurrency,
/// Embedded Swift).
@Suite struct FormatTests {
    // MARK: The oracle

    /// C's own answer for `format`, written in our dialect and translated by `cFormat`.
    static func printfAnswer(_ format: String, _ arguments: [Argument], standardAlternateG: Bool = false) -> String {
        vsnprintf(cFormat(format, arguments, standardAlternateG: standardAlternateG), arguments)
    }

    /// `vsnprintf` of a C format.
    static func vsnprintf(_ format: String, _ arguments: [Argument]) -> String {
        var strings: [UnsafeMutablePointer<CChar>] = []
        defer {
            for string in strings { free(string) }
        }
        let values: [CVarArg] = arguments.map { argument in
            switch argument {
            case .int(let value): return value
            case .uint(let value): return value
            case .double(let value): return value
            case .string(let value):
                strings.append(strdup(value)!)
                return strings[strings.count - 1]
            case .character(let value): return Int32(value.asciiValue!)
            }
        }
        var buffer = [CChar](repeating: 0, count: 8192)
        let count = withVaList(values) { list in
            #if canImport(Glibc)
            Glibc.vsnprintf(&buffer, buffer.count, format, list)
            #else
            Darwin.vsnprintf(&buffer, buffer.count, format, list)
            #endif
        }
        precondition(count >= 0 && count < buffer.count, "vsnprintf failed for \(format)")
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Our format in C's dialect: `%@` → `%s`, `%C` → `%c`, integer conversions with `l`,
    /// other conversions without a length modifier.
    ///
    /// With `standardAlternateG`, `%#g` is spelled out as the C standard defines it, with
    /// the `%e` exponent `X` of the value at `P` significant digits: `%#.(P-1-X)f` when
    /// `-4 <= X < P`, else `%#.(P-1)e`. glibc departs from that when rounding carries the
    /// value up to `10^P` (`%#g` of 999999.5 is `1.e+06` there, not `1.00000e+06`), and
    /// `_format` follows the standard, as Apple's libc and musl do.
    static func cFormat(_ format: String, _ arguments: [Argument] = [], standardAlternateG: Bool = false) -> String {
        var result = ""
        var characters = format[...]
        var nextArgument = 0
        while let character = characters.popFirst() {
            result.append(character)
            guard character == "%" else { continue }
            var head = ""  // position, flags and width
            while let next = characters.first, "0123456789$-+ #'".contains(next) { head.append(characters.removeFirst()) }
            var precision: String?
            if characters.first == "." {
                characters.removeFirst()
                var digits = ""
                while let next = characters.first, ("0"..."9").contains(next) { digits.append(characters.removeFirst()) }
                precision = digits
            }
            while let next = characters.first, "hlqztjL".contains(next) { characters.removeFirst() }
            guard let conversion = characters.popFirst() else {
                result += head + (precision.map { "." + $0 } ?? "")
                break
            }
            var argument: Argument?
            if conversion != "%" {
                let index: Int
                if let dollar = head.firstIndex(of: "$") { index = Int(head[..<dollar])! - 1 } else { index = nextArgument; nextArgument += 1 }
                argument = index < arguments.count ? arguments[index] : nil
            }
            var tail = precision.map { "." + $0 } ?? ""
            switch conversion {
            case "d", "i", "u", "o", "x", "X": tail += "l" + String(conversion)
            case "@": tail += "s"
            case "C": tail += "c"
            case "g", "G":
                tail.append(conversion)
                if standardAlternateG, head.contains("#"), case .double(let value)? = argument, value.isFinite {
                    let significant = max(Int(precision ?? "6") ?? 0, 1)
                    let scientific = vsnprintf("%.\(significant - 1)e", [.double(value)])
                    let exponent = Int(scientific[scientific.index(after: scientific.lastIndex(of: "e")!)...])!
                    let upper = conversion == "G"
                    if exponent < -4 || exponent >= significant {
                        tail = ".\(significant - 1)" + (upper ? "E" : "e")
                    } else {
                        tail = ".\(significant - 1 - exponent)" + (upper ? "F" : "f")
                    }
                }
            default: tail.append(conversion)
            }
            result += head + tail
        }
        return result
    }

    // MARK: The program

    /// A `_format` argument, as the test writes it for both the program and C.
    enum Argument: CustomStringConvertible {
        case int(Int)
        case uint(UInt)
        case double(Double)
        case string(String)
        case character(Character)

        /// The runtime's own argument.
        var runtimeArgument: _FormatArgument {
            switch self {
            case .int(let value): .int(value)
            case .uint(let value): .uint(value)
            case .double(let value): .double(value)
            case .string(let value): .string(value)
            case .character(let value): .character(value)
            }
        }

        var description: String {
            switch self {
            case .int(let value): ".int(\(value))"
            case .uint(let value): ".uint(\(value))"
            case .double(let value): ".double(\(value) = 0x\(String(value.bitPattern, radix: 16)))"
            case .string(let value): ".string(\(value.debugDescription))"
            case .character(let value): ".character(\(String(value).debugDescription))"
            }
        }
    }

    /// A format and its arguments.
    struct Case {
        var format: String
        var arguments: [Argument]

        init(_ format: String, _ arguments: [Argument]) {
            self.format = format
            self.arguments = arguments
        }
    }

    /// `_format`'s answers for `cases`, called directly on the runtime library.
    static func run(_ cases: [Case]) throws -> [String] {
        cases.map { _format($0.format, $0.arguments.map(\.runtimeArgument)) }
    }

    /// Runs `cases` through the program and through `vsnprintf`; records the first
    /// disagreements and prints a summary line. Answers that differ from glibc's only where
    /// glibc's `%#g` departs from the C standard (see `cFormat`) are counted apart.
    static func compareWithC(_ cases: [Case], _ name: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let ours = try run(cases)
        var failures = 0
        var alternateG = 0
        for (index, testCase) in cases.enumerated() {
            let expected = printfAnswer(testCase.format, testCase.arguments)
            guard ours[index] != expected else { continue }
            if ours[index] == printfAnswer(testCase.format, testCase.arguments, standardAlternateG: true) {
                alternateG += 1
                continue
            }
            failures += 1
            if failures <= 20 {
                Issue.record(
                    """
                    \(testCase.format.debugDescription) (C: \(cFormat(testCase.format, testCase.arguments).debugDescription)) with \(testCase.arguments)
                      _format:   \(ours[index].debugDescription)
                      vsnprintf: \(expected.debugDescription)
                    """)
            }
        }
        let seconds = (clock.now - start) / .seconds(1)
        print(
            """
            FormatTests: \(name): \(cases.count) cases compared with vsnprintf: \(cases.count - failures - alternateG) identical, \
            \(alternateG) following the C standard where glibc's %#g does not, \(failures) failed (\(rounded(seconds)) s)
            """)
        #expect(failures == 0)
    }

    static func rounded(_ seconds: Double) -> String {
        String(Double(Int(seconds * 100)) / 100)
    }

    // MARK: Tests

    /// Random flags, widths, precisions, length modifiers, conversions and values, one to
    /// three specifiers a format, a quarter of them with reordered positional arguments.
    @Test func randomFormatsMatchVsnprintf() throws {
        var generator = CaseGenerator(seed: 0x5EED_F0A7)
        let cases = (0..<40_000).map { _ in generator.format() }
        try Self.compareWithC(cases, "random formats")
    }

    @Test func handPickedFormatsMatchVsnprintf() throws {
        let doubles: [Double] = [
            0, -0.0, 0.125, 2.675, 9.995, 0.5, 1.5, 2.5, 0.05, 0.15, 0.25, 0.35, 1e-5, 1e-4, 123456, 1_234_567, 1e15, 1e16, 1e17,
            1e21, 1e22, 1e23, 9.5, 99.5, 999999.5, 0.1, 1.0 / 3, 2.0 / 3, 100, .leastNonzeroMagnitude, .leastNormalMagnitude.nextDown,
            .leastNormalMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, 0.000099999, 0.0009999999,
            9.9999995, 3, -3.14159, 1.999, 0x1.fffffffffffffp-1, 1e300, 123.456,
        ]
        let doubleFormats = [
            "%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.20f", "%#.0f", "%10.3f", "%-10.3f|", "%+f", "% f", "%010.2f", "%.f", "%F",
            "%e", "%.0e", "%#.0e", "%.3e", "%E", "%+.2e", "%012.3e", "%g", "%.0g", "%.1g", "%#g", "%#.3g", "%.10g", "%G", "%-12g|",
            "%a", "%A", "%.0a", "%.1a", "%.3a", "%#a", "%.20a", "%+a", "%015a", "%-15a|", "%.1074f", "%.760e", "%.17g", "%Lf", "%lg",
        ]
        let integers = [Int.min, Int.max, 0, 1, -1, 42, -42, 255, 4096, Int(Int32.min), Int(Int32.max), Int(Int16.min)]
        let integerFormats = [
            "%d", "%i", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.0d", "%.3d", "%+.3d", "%08.3d", "%-08d|", "%'d", "%hd", "%hhd",
            "%ld", "%lld", "%qd", "%zd", "%td", "%jd", "%u", "%o", "%#o", "%#.0o", "%x", "%#x", "%#X", "%#10x", "%#010x", "%-#10X|",
            "%.0x", "%#.0x", "%+u", "% u", "%lu", "%zu", "%llx",
        ]
        var cases: [Case] = []
        for format in doubleFormats { cases += doubles.map { Case(format, [.double($0)]) } }
        for format in integerFormats { cases += integers.map { Case(format, [.int($0)]) } }
        for format in ["%u", "%x", "%o", "%d"] { cases += [UInt.max, 0, 1 << 63].map { Case(format, [.uint($0)]) } }
        let abc = Argument.string("abc")
        let a = Argument.character("a")
        cases += [
            Case("100%% of %d", [.int(3)]), Case("%5%|%-5%|", []),
            Case("%@|%5@|%-5@|%.2@|%.0@|%.@|%05@|%+#@", Array(repeating: abc, count: 8)),
            Case("%c|%3c|%-3c|%C|%03c|%.0c", Array(repeating: a, count: 6)),
            Case("%2$ld %1$@", [.string("x"), .int(7)]), Case("%3$.2f %1$x %2$@", [.uint(255), .string("mid"), .double(2.675)]),
            Case("%1$d %1$d", [.int(5)]),
        ]
        try Self.compareWithC(cases, "hand-picked formats")
    }

    /// Answers written out by hand, as documentation: rounding, `%g`, hex floats, flags.
    @Test func knownAnswers() throws {
        let cases: [(String, [Argument], String)] = [
            ("%.2f", [.double(2.675)], "2.67"),  // 2.67499999999999982236431605997495353221893310546875
            ("%.2f", [.double(0.125)], "0.12"),  // a tie, rounded to even
            ("%.2f", [.double(9.995)], "9.99"),
            ("%.0f %.0f %.0f", [.double(0.5), .double(1.5), .double(2.5)], "0 2 2"),
            ("%f", [.double(-0.0)], "-0.000000"),
            ("%g %g %g %g", [.double(100000), .double(1_000_000), .double(0.0001), .double(0.00001)], "100000 1e+06 0.0001 1e-05"),
            ("%#g %#.0f %#x %#o", [.double(1), .double(3), .uint(255), .uint(8)], "1.00000 3. 0xff 010"),
            (
                "%a %a %A %a", [.double(3), .double(1), .double(0.1), .double(.leastNonzeroMagnitude)],
                "0x1.8p+1 0x1p+0 0X1.999999999999AP-4 0x0.0000000000001p-1022"
            ),
            ("%.0a %.1a", [.double(1.5), .double(1.96875)], "0x2p+0 0x2.0p+0"),
            (
                "%f %F %e %5.1f|%-6g|", [.double(.infinity), .double(-.infinity), .double(.nan), .double(-.nan), .double(.infinity)],
                "inf -INF nan  -nan|inf   |"
            ),
            (
                "%05d|%-5d|%+d|% d|%.3d|%x|%X|%o", [.int(-42), .int(42), .int(42), .int(42), .int(7), .int(-1), .uint(0xBEEF), .int(8)],
                "-0042|42   |+42| 42|007|ffffffffffffffff|BEEF|10"
            ),
            ("%d %u", [.int(.min), .int(.min)], "-9223372036854775808 9223372036854775808"),
            ("%hhd %ld %zu %Lf", [.int(300), .int(-5), .uint(7), .double(1)], "300 -5 7 1.000000"),  // lengths are ignored
            ("%010.3e|%+.0e|%.0e", [.double(-1234.5), .double(9.5), .double(0)], "-1.234e+03|+1e+01|0e+00"),
        ]
        for (format, arguments, expected) in cases {
            #expect(try Self.run([Case(format, arguments)]) == [expected], "\(format)")
            #expect(Self.printfAnswer(format, arguments) == expected, "vsnprintf: \(format)")
        }
    }

    /// `%#g` keeps `P` significant digits when rounding carries the value up to `10^P` and
    /// into `%e` style, as the C standard, Apple's libc and musl do; glibc drops them.
    @Test func alternateGKeepsItsDigitsAfterACarry() throws {
        let cases: [(String, [Argument], String)] = [
            ("%#g", [.double(999999.5)], "1.00000e+06"),  // glibc: 1.e+06
            ("%#.3g", [.double(999.7)], "1.00e+03"),  // glibc: 1.e+03
            ("%#.2G", [.double(-99.99)], "-1.0E+02"),  // glibc: -1.E+02
            ("%#.3g", [.double(99.99)], "100."),  // no carry into %e style: glibc agrees
            ("%#g", [.double(9.9999999e-5)], "0.000100000"),  // a carry into %f style: glibc agrees
        ]
        for (format, arguments, expected) in cases {
            #expect(try Self.run([Case(format, arguments)]) == [expected], "\(format)")
            #expect(Self.printfAnswer(format, arguments, standardAlternateG: true) == expected, "the C standard: \(format)")
        }
    }

    /// Translations reorder arguments with positions; a position can repeat. Unnumbered
    /// specifiers mixed in take the arguments in order, counting only themselves (as glibc).
    @Test func positionalArguments() throws {
        let cases: [(String, [Argument], String)] = [
            ("%2$@ %1$d", [.int(5), .string("files")], "files 5"),
            ("%1$@ %2$d", [.string("files"), .int(5)], "files 5"),
            ("%3$@, %1$@ und %2$@", [.string("A"), .string("B"), .string("C")], "C, A und B"),
            ("%1$d %1$05d %1$x", [.int(26)], "26 00026 1a"),
            ("%2$-6@|%1$.2f", [.double(2.675), .string("né")], "né    |2.67"),
            ("%2$d %d %d", [.int(1), .int(2)], "2 1 2"),
            ("%10$d", (1...10).map { .int($0) }, "10"),
            // The examples in the documentation of `_format`.
            ("%2$@ has %1$d files (%3$.1f%%)", [.int(3), .string("Anna"), .double(42.25)], "Anna has 3 files (42.2%)"),
            ("%-6@|%06.2f|%#x|%g|%a", [.string("né"), .double(-3.14159), .uint(255), .double(1e-5), .double(3)], "né    |-03.14|0xff|1e-05|0x1.8p+1"),
        ]
        for (format, arguments, expected) in cases {
            #expect(try Self.run([Case(format, arguments)]) == [expected], "\(format)")
        }
    }

    /// `%@` counts `Character`s for the width and the precision; C's `%s` counts bytes, so
    /// these answers are written by hand.
    @Test func textCountsCharacters() throws {
        let thumbs = "👍🏽"  // one Character, two scalars, 8 bytes
        let family = "👨‍👩‍👧"  // one Character joined by ZWJs
        let rtl = "\u{200F}שלום"  // a right-to-left mark (its own Character) and 4 Hebrew letters
        let cases: [(String, [Argument], String)] = [
            ("[%5@]", [.string("é")], "[    é]"),
            ("[%-5@]", [.string("e\u{301}")], "[e\u{301}    ]"),  // decomposed: still one Character
            ("[%.1@]", [.string("éa")], "[é]"),
            ("[%.1@]", [.string("e\u{301}a")], "[e\u{301}]"),  // never splits a Character
            ("[%3@]", [.string(thumbs)], "[  \(thumbs)]"),
            ("[%-3@]", [.string(thumbs + thumbs)], "[\(thumbs)\(thumbs) ]"),
            ("[%.2@]", [.string(family + "x" + thumbs)], "[\(family)x]"),
            ("[%8@]", [.string(rtl)], "[   \(rtl)]"),
            ("[%.2@]", [.string(rtl)], "[\u{200F}ש]"),
            ("[%@]", [.string("")], "[]"),
            ("[%3@]", [.string("")], "[   ]"),
            ("[%.0@]", [.string("abc")], "[]"),
            ("[%05@]", [.string("日本")], "[   日本]"),  // like glibc's %05s: spaces
            ("[%3c|%-3C|%c]", [.character("é"), .character(Character(thumbs)), .character(Character(family))], "[  é|\(thumbs)  |\(family)]"),
            ("%@ = %d", [.string("ключ"), .int(1)], "ключ = 1"),
            ("é%%ü %@ ✓", [.string("x")], "é%ü x ✓"),
        ]
        for (format, arguments, expected) in cases {
            #expect(try Self.run([Case(format, arguments)]) == [expected], "\(format)")
        }
    }

    /// Mistakes in a translation never crash: the specifier is printed as written.
    @Test func missingArgumentsMismatchesAndUnsupportedSpecifiersArePrintedAsWritten() throws {
        let cases: [(String, [Argument], String)] = [
            ("%d %d", [.int(1)], "1 %d"),
            ("%3$d|%1$@", [.string("a")], "%3$d|a"),
            ("%@", [.int(1)], "%@"),
            ("%d", [.double(1)], "%d"),
            ("%f", [.int(1)], "%f"),
            ("%.2f%%", [.string("x")], "%.2f%"),
            ("%c", [.string("ab")], "%c"),
            ("%x", [.character("a")], "%x"),
            ("%d %@ %d", [.string("a"), .string("b"), .int(3)], "%d b 3"),  // a mismatch still uses its argument up
            ("%s %p %n %y %*d %-*.*f", [.int(1)], "%s %p %n %y %*d %-*.*f"),
            ("%0$d %99999d %.99999f %1000000000000000000000d", [.int(1), .double(1)], "%0$d %99999d %.99999f %1000000000000000000000d"),
            ("100%", [], "100%"),
            ("%", [], "%"),
            ("%5", [], "%5"),
            ("%.", [], "%."),
            ("%ll", [], "%ll"),
            ("%1$", [.int(1)], "%1$"),
            ("", [.int(1)], ""),
            ("no specifiers", [], "no specifiers"),
            ("%5%|%-5%|%%", [], "%|%|%"),
        ]
        for (format, arguments, expected) in cases {
            #expect(try Self.run([Case(format, arguments)]) == [expected], "\(format)")
        }
    }
}

extension FormatTests {
    /// Deterministic random formats and arguments (SplitMix64).
    struct CaseGenerator: RandomNumberGenerator {
        var random: SplitMix64

        init(seed: UInt64) { random = SplitMix64(seed: seed) }

        mutating func next() -> UInt64 { random.next() }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }

        static let literals = ["", "", " ", "abc ", "é ", "%%", "[", "] ", " / ", "→"]
        static let conversions: [Character] = Array("diuoxXaAeEfFgG@cC") + Array("fegaduxo")  // numbers twice as often
        static let specialDoubles: [Double] = [
            0, -0.0, 0.125, 2.675, 9.995, 0.5, 1.5, 2.5, 0.05, 0.45, 0.55, 1.0 / 3, 2.0 / 3, 0.1, 0.2, 0.3, 9.5, 99.5, 999.5, 1e15, 1e16,
            1e17, 1e21, 1e22, 1e23, .leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude, .leastNormalMagnitude.nextDown, .leastNormalMagnitude,
            .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, 1, -1, 0x1.8p0, 0x1.08p0, 0x1.fffffffffffffp0, 0x1.0000000000001p0,
        ]
        static let specialIntegers: [Int] = [
            .min, .max, 0, 1, -1, 7, -7, 255, 256, -256, 4095, Int(Int32.max), Int(Int32.min), Int(UInt32.max), Int(Int16.min), Int(Int8.min),
        ]

        /// A format of one to three specifiers and its arguments; a quarter of them positional
        /// with the arguments in a random order.
        mutating func format() -> Case {
            let count = 1 + below(3)
            let positional = chance(25)
            var order = Array(1...count)
            if positional { order.shuffle(using: &self) }
            var slots: [Argument?] = Array(repeating: nil, count: count)
            var format = pick(Self.literals)
            for position in order {
                let conversion = pick(Self.conversions)
                let argument = self.argument(for: conversion)
                slots[position - 1] = argument
                format += "%" + (positional ? "\(position)$" : "") + specification(conversion) + pick(Self.literals)
            }
            return Case(format, slots.map { $0! })
        }

        /// Flags, width, precision, length and conversion, after the `%` and position.
        mutating func specification(_ conversion: Character) -> String {
            var text = ""
            for _ in 0..<below(4) { text += pick(["-", "+", " ", "0", "#", "'"]) }
            if chance(50) { text += String(chance(95) ? below(30) : below(200)) }
            let isDouble = "aAeEfFgG".contains(conversion)
            let isHex = "aA".contains(conversion)
            switch below(100) {
            case 0..<45: break
            case 45..<55: text += "."
            case 55..<95: text += "." + String(below(21))
            default: text += "." + String(isDouble && !isHex ? below(1100) : below(60))
            }
            if "diuoxX".contains(conversion) {
                text += pick(["", "", "", "h", "hh", "l", "ll", "q", "z", "t", "j"])
            } else if isDouble {
                text += pick(["", "", "l", "L"])
            }
            return text + String(conversion)
        }

        mutating func argument(for conversion: Character) -> Argument {
            switch conversion {
            case "d", "i", "u", "o", "x", "X":
                let value = integer()
                // Either sign goes to either kind of conversion, as a 64-bit pattern.
                return chance(70) == "di".contains(conversion) ? .int(value) : .uint(UInt(bitPattern: value))
            case "@":
                return .string(String((0..<below(16)).map { _ in Character(UnicodeScalar(UInt8(0x20 + below(95)))) }))
            case "c", "C":
                return .character(Character(UnicodeScalar(UInt8(0x21 + below(94)))))
            default:
                return .double(double())
            }
        }

        mutating func integer() -> Int {
            switch below(4) {
            case 0: pick(Self.specialIntegers)
            case 1: Int(bitPattern: UInt(next()))
            case 2: below(2001) - 1000
            default: Int(bitPattern: UInt(next() >> UInt64(below(64))))
            }
        }

        mutating func double() -> Double {
            let sign: Double = chance(50) ? 1 : -1
            switch below(8) {
            case 0, 1: return Double(bitPattern: next())  // any exponent; NaNs and infinities too
            case 2: return sign * Double(below(2_000_001)) / pick([1, 8, 10, 100, 1000, 10000, 1_000_000])  // small decimals
            case 3: return pick(Self.specialDoubles)
            case 4:  // powers of ten and their neighbours
                let power = Double("1e\(below(61) - 30)")!
                return sign * pick([power, power.nextUp, power.nextDown])
            case 5: return sign * Double(bitPattern: next() >> 12)  // subnormal
            case 6: return sign * Double(sign: .plus, exponent: below(121) - 60, significand: 1 + Double(next() >> 12) / 0x1p52)
            default: return sign * Double(below(4096)) * Double(sign: .plus, exponent: below(41) - 20, significand: 1)  // few bits: ties
            }
        }
    }
}
