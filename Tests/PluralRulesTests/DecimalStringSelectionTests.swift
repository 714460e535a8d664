import PluralRules
import PluralRulesTestSupport
import Testing

/// `PluralRules.category(for: String)` is inlined into its caller, which hands the string's
/// bytes (from a small string's registers or a native string's storage) to the parser: it
/// must answer as parsing the operands first and selecting on them does, for every input.
@Suite struct DecimalStringSelectionTests {
    static let locales = ["en", "ru", "ar", "fr", "pt_PT", "lv", "cy", "br", "gv", "ja"].map { PluralRules(locale: $0)! }

    /// Decimal-like strings: signs, leading zeros, long integers and fractions (past 18
    /// digits), compact exponents of every size, and junk in every position.
    static func inputs() -> [String] {
        var random = SplitMix64(seed: 0xDEC1_4A1)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(random.next() % 10)) })
        }
        var inputs = [
            "", "0", "1", "-1", "+1", "1.", ".5", "1.5", "0.0", "21.30", "1000000.0", "2.75", "1.2c6", "5.5c3",
            "12345.678", "2.00", "1e-3", "1c", "1c+", "1c+3", "1e1001", "1e1000", "--1", "-", "+", " 1", "1 ",
            "1.5.5", "1,5", "١", "1.0٠", "00000000000000000000001.10", "1\u{0}", "999999999999999999.9999999999999999999",
        ]
        for _ in 0..<4_000 {
            var text = ["", "", "", "-", "+", "--"][Int(random.next() % 6)]
            text += String(repeating: "0", count: Int(random.next() % 3))
            text += digits(Int(random.next() % 24))
            if random.next() % 3 != 0 { text += "." + digits(Int(random.next() % 24)) }
            if random.next() % 4 == 0 {
                text += ["c", "e", "C", "E"][Int(random.next() % 4)] + ["", "", "+", "-"][Int(random.next() % 4)]
                text += String(random.next() % [10, 30, 1200][Int(random.next() % 3)])
            }
            if random.next() % 6 == 0 {
                let junk = ["x", " ", ".", "é", "\u{0}", "c", "-", "٣"][Int(random.next() % 8)]
                let utf8 = Array(text.utf8)
                let at = utf8.isEmpty ? 0 : Int(random.next() % UInt64(utf8.count + 1))
                text = String(decoding: utf8[..<at], as: UTF8.self) + junk + String(decoding: utf8[at...], as: UTF8.self)
            }
            inputs.append(text)
        }
        return inputs
    }

    @Test func selectingAStringAgreesWithParsingItFirst() {
        let inputs = Self.inputs()
        var parsed = 0
        for text in inputs {
            let operands = PluralOperands(text)
            if operands != nil { parsed += 1 }
            for rules in Self.locales {
                #expect(rules.category(for: text) == operands.map { rules.category(for: $0) }, "\(text) in \(rules.locale)")
            }
        }
        // Both valid and invalid strings occur often, and both small and native strings.
        #expect(parsed > 1_000 && parsed < inputs.count - 1_000)
        #expect(inputs.contains { $0.utf8.count > 15 } && inputs.contains { !$0.isEmpty && $0.utf8.count <= 15 })
    }
}
