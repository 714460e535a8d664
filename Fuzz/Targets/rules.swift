// RuleParser on any text, as a rule with samples: no crash, positioned diagnostics; and,
// differentially, a parsed rule printed by RulePrinter parses again to the same tree, which
// the interpreter evaluates without trapping.
@testable import PluralRulesCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let file = SourceFile(path: "fuzz.xml", bytes: bytes)
    let text = LocatedText(verbatim: String(decoding: bytes, as: UTF8.self), file: file, offset: 0)
    guard text.value.utf8.elementsEqual(bytes) else { return 0 }  // the parser reads decoded text
    let bag = DiagnosticBag()
    let rule = RuleParser.parseRule(text, category: .few, diagnostics: bag)
    checkDiagnostics(bag, in: file)
    guard let rule, !bag.hasErrors else { return 0 }
    let printed = RulePrinter.print(rule)
    let again = DiagnosticBag()
    let printedFile = SourceFile(path: "printed", text: printed)
    guard let reparsed = RuleParser.parseRule(LocatedText(verbatim: printed, file: printedFile, offset: 0), category: .few, diagnostics: again),
        !again.hasErrors
    else { fail("'\(text.value)' printed as '\(printed)', which does not parse: \(again.diagnostics)") }
    guard reparsed == rule else { fail("'\(text.value)' printed as '\(printed)', which parses to another rule") }
    if let condition = rule.condition {
        for sample in [rule.integerSamples, rule.decimalSamples].compactMap({ $0 }) {
            for range in sample.items.prefix(4) {
                for value in [range.lower] + (range.upper.map { [$0] } ?? []) {
                    _ = PluralRuleInterpreter.evaluate(condition, value.operands)
                }
            }
        }
        for value in [0, 1, 2, 5, 11, 100, 1_000_001] { _ = PluralRuleInterpreter.evaluate(condition, PluralOperands(value)) }
    }
    return 0
}
