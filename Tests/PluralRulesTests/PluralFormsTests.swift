import PluralRulesTestSupport
import Testing

@testable import PluralRules

/// A table's plural messages render from the forms found when the table is read
/// (`_PluralForms`); every other message is scanned as it renders. Both must give the same
/// text for every message and argument, including the messages that must not get forms.
@Suite struct PluralFormsTests {
    static let locales = ["en", "ru", "ar", "fr", "cy"].map { PluralRules(locale: $0)! }

    /// The forms of `message`, or `nil` when it gets none.
    static func forms(of message: [UInt8]) -> [Int32]? {
        message.withUnsafeBufferPointer { bytes in
            var forms: [Int32] = [7]  // something before, as in a table
            let renderer = _MessageRenderer(message: bytes, arguments: UnsafeBufferPointer(start: nil, count: 0), rules: locales[0], width: 0, numbers: nil)
            guard renderer.appendPluralForms(to: &forms) else {
                #expect(forms == [7], "a message without forms appends nothing")
                return nil
            }
            #expect(forms.count == 1 + _PluralForms.stride)
            return Array(forms.dropFirst())
        }
    }

    /// The message rendered by the scan (`_render`) and from its forms.
    static func renderBothWays(
        _ message: [UInt8], _ forms: [Int32], _ arguments: [_FormatArgument], rules: PluralRules,
        numbers: _NumberFormat?
    ) -> (scanned: String, fromForms: String) {
        message.withUnsafeBufferPointer { bytes in
            let scanned = _render(bytes, arguments, rules: rules, width: 0, numbers: numbers)
            let fromForms = arguments.withUnsafeBufferPointer { arguments in
                forms.withUnsafeBufferPointer { forms in
                    _renderFormatted(bytes, arguments, rules: rules, width: 0, numbers: numbers, pluralForms: forms.baseAddress!)
                }
            }
            return (scanned, fromForms)
        }
    }

    /// Random messages built from plural-like pieces: heads good and bad, category and exact
    /// labels, misspelt ones, duplicates, nested selectors, text after the selector, unclosed
    /// selectors; each rendered with integers, doubles, strings and too few arguments.
    @Test func formsRenderAsTheScanDoes() {
        var random = SplitMix64(seed: 0x9_1A2A1)
        func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
        let heads = [
            "plural 1 d", "plural 1 d", "plural 2 .1f", "plural 1 f", "plural 1 e", "plural 2 d", "plural 1 d extra",
            "plural x d", "plural 0 d", "plural 1", "plural", "width", "device", "plural  1 d", "plural 1 lld",
        ]
        let labels = [
            "zero", "one", "two", "few", "many", "other", "other", "one", "=0", "=1", "=12", "", "oth", "others",
            "ONE", "=x", "onex", "ze",
        ]
        let bodies = [
            "%1$d file", "%1$d файлов", "", "x", "%2$.1f km", "%%", "no number", "%1$d %{plural 1 d%|one:a%|other:b%}",
            "%{device%|mac:Click%|other:Tap%}", "%1$@", "%", "π %1$d", "%1$.1f", "%1$x",
        ]
        let argumentLists: [[_FormatArgument]] = [
            [.int(0)], [.int(1)], [.int(2)], [.int(3)], [.int(5)], [.int(11)], [.int(21)], [.int(-1)], [.int(100)], [.int(1_000_000)],
            [.uint(1)], [.uint(0)], [.double(0)], [.double(1)], [.double(1.5)], [.double(2.25)], [.double(-0.0)],
            [.int(1), .double(1)], [.int(3), .double(0.5)], [.string("s")], [.character("c")], [],
        ]
        var withForms = 0
        var withoutForms = 0
        for _ in 0..<3_000 {
            var text = "%{" + pick(heads)
            for _ in 0..<(Int(random.next() % 6)) {
                text += "%|" + pick(labels) + pick([":", ":", ":", ""]) + pick(bodies)
            }
            text += pick(["%}", "%}", "%}", "%} after", "", "%}%{plural 1 d%|other:more%}", "%}%"])
            let message = Array(text.utf8)
            guard let forms = Self.forms(of: message) else {
                withoutForms += 1
                continue
            }
            withForms += 1
            for rules in Self.locales {
                for arguments in argumentLists {
                    let numbers = random.next() % 2 == 0 ? nil : _NumberFormat(locale: rules.locale)
                    let (scanned, fromForms) = Self.renderBothWays(message, forms, arguments, rules: rules, numbers: numbers)
                    #expect(fromForms == scanned, "\(text) with \(arguments) in \(rules.locale)")
                }
            }
        }
        // Both kinds occur often, so that the comparison means something.
        #expect(withForms > 500)
        #expect(withoutForms > 500)
    }

    /// Which messages get forms: one plural selector and nothing else, without exact values.
    @Test func onlyWholePluralSelectorsGetForms() {
        func hasForms(_ text: String) -> Bool { Self.forms(of: Array(text.utf8)) != nil }
        #expect(hasForms("%{plural 1 d%|one:%1$d file%|other:%1$d files%}"))
        #expect(hasForms("%{plural 2 .1f%|one:a%|other:b%}"))
        #expect(hasForms("%{plural 1 d%|one:%{plural 2 d%|one:x%|other:y%}%|other:z%}"))  // nested inside a form
        #expect(!hasForms("%{plural 1 d%|=0:none%|other:some%}"))  // an exact value
        #expect(!hasForms("%{plural 1 d%|one:a%|other:b%} left"))  // text after
        #expect(!hasForms("%{plural 1 d%|one:a%}%{plural 2 d%|one:b%}"))  // two selectors
        #expect(!hasForms("x%{plural 1 d%|one:a%}"))
        #expect(!hasForms("%{width%|20:a%}"))
        #expect(!hasForms("%{plural 0 d%|one:a%}"))
        #expect(!hasForms("%{plural 1 d e%|one:a%}"))
        let forms = Self.forms(of: Array("%{plural 1 d%|one:A%|other:B%|one:C%}".utf8))
        // The last form of a category counts, as in the scan: `C` at 34..<35.
        #expect(forms?[3 + 2 * Int(PluralCategory.one.rawValue)] == 34)
    }

    /// A table finds the forms of its plural messages when it is read, and serves them.
    @Test func tablesKeepTheFormsOfTheirPluralMessages() {
        let table = MessageTests.table
        #expect(table.pluralFormsStart == [-1, 0, -1, -1])
        #expect(table.pluralForms.count == _PluralForms.stride)
        let answers = [0, 1, 2, 5, 21, 22, 111].map { table.string("files", [.int($0)], development: MessageTests.fallback) }
        #expect(answers == ["0 файлов", "1 файл", "2 файла", "5 файлов", "21 файл", "22 файла", "111 файлов"])
        #expect(MessageTests.large.pluralFormsStart.isEmpty)  // no plural messages: no array per key
    }
}
