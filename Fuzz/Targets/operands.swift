// Operands from text (the runtime's PluralOperands, which the compiler shares) on any text:
// no crash; and, differentially, for every CLDR locale the compiler's reference interpreter
// (the rules as parsed from cldr-data) and the runtime's generated rules choose the same
// category. The first 9 bytes, read as a Double and a digit count, also check the runtime's
// exact decimal expansion against printf.
import Foundation

@testable import PluralRules
@testable import PluralRulesCompiler

let cldr = CLDRData.bundled(diagnostics: DiagnosticBag())!
let ruleSets: [(PluralRuleSet, PluralRules)] = [PluralRuleType.cardinal, .ordinal].flatMap { type in
    cldr.rules(type).ruleSets.map { ($0, PluralRules(locale: $0.locales[0], type: type)!) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    if bytes.count >= 9 {
        let value = Double(bitPattern: bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) })
        let fractionDigits = Int(bytes[8] % 40)
        if value.isFinite, abs(value) < 1e30 {
            let (integer, fraction) = _ExactDecimal.digits(of: abs(value), fractionDigits: fractionDigits)
            let mine = integer.map { String($0) }.joined() + (fraction.isEmpty ? "" : "." + fraction.map { String($0) }.joined())
            let printf = String(format: "%.*f", fractionDigits, abs(value))
            if mine != printf { fail("\(value) with \(fractionDigits) digits: \(mine), printf \(printf)") }
        }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let parsed: PluralOperands
    do { parsed = try PluralOperands(parsing: text) } catch {
        if PluralOperands(text) != nil { fail("'\(text)' parses with init? but not init(parsing:)") }
        _ = error.description
        return 0
    }
    guard PluralOperands(text) != nil else { fail("'\(text)' parses with init(parsing:) but not init?") }
    if let integer = Int(text), PluralOperands(integer) != parsed {
        fail("'\(text)': operands \(parsed) from text, \(PluralOperands(integer)) from the integer")
    }
    for (ruleSet, rules) in ruleSets {
        let interpreted = PluralRuleInterpreter.category(for: parsed, in: ruleSet)
        let compiled = rules.category(for: parsed)
        if interpreted != compiled {
            fail("'\(text)' in \(ruleSet.locales[0]) (\(rules.type)): interpreter \(interpreted), runtime \(compiled)")
        }
    }
    return 0
}
