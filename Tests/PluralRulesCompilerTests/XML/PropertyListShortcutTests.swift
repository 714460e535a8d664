import Testing

@testable import PluralRulesCompiler

/// The shortcuts the property list and stringsdict readers take for the common shapes (text
/// with named entities, small dictionaries, entries that use each variable once) give what the
/// general paths give, and hand every other shape to them.
@Suite struct PropertyListShortcutTests {
    /// A small seeded generator (SplitMix64), so that a failure reproduces.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Pieces of text as written in the file, and the bytes each decodes to.
    static let pieces: [(written: String, decoded: String)] = [
        ("a", "a"), ("items", "items"), (" ", " "), ("%d", "%d"), ("é", "é"), ("“q”", "“q”"), ("\n  ", "\n  "),
        ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#65;", "A"), ("&#x263A;", "☺"),
    ]

    /// Each text read straight (the shortcut when its references are named entities) and with
    /// an empty CDATA section before its end tag (the general path; a comment there would be a
    /// finding, as CoreFoundation rejects one inside a <string>): the same bytes, each located at
    /// the same place relative to the text's start (a reference's bytes at its '&'), and the
    /// same end.
    @Test func textWithReferencesIsReadAsTheGeneralPathReadsIt() throws {
        var generator = Generator(state: 15)
        for _ in 0..<300 {
            var written = ""
            var decoded = ""
            var expectedOffsets: [Int] = []  // per decoded byte, from the text's start in the file
            for _ in 0..<(1 + generator.next(8)) {
                let piece = Self.pieces[generator.next(Self.pieces.count)]
                let start = written.utf8.count
                if piece.written.hasPrefix("&") {
                    expectedOffsets += Array(repeating: start, count: piece.decoded.utf8.count)
                } else {
                    expectedOffsets += (0..<piece.written.utf8.count).map { start + $0 }
                }
                written += piece.written
                decoded += piece.decoded
            }
            let prefix = "<plist><dict>\n<key>a</key><string>"
            let middle = "</string>\n<key>b</key><string>"
            let text = prefix + written + middle + written + "<![CDATA[]]></string>\n</dict></plist>"
            let bag = DiagnosticBag()
            let root = PropertyListReader.read(SourceFile(path: "t.plist", text: text), diagnostics: bag)
            #expect(bag.diagnostics.isEmpty)
            guard case .dictionary(let dictionary)? = root,
                case .string(let straight, _)? = dictionary["a"], case .string(let general, _)? = dictionary["b"]
            else {
                Issue.record("not read: \(written)")
                continue
            }
            let straightStart = prefix.utf8.count
            let generalStart = straightStart + written.utf8.count + middle.utf8.count
            #expect(straight.value == decoded && general.value == decoded, "\(written)")
            let count = decoded.utf8.count
            let straightOffsets = (0..<count).map { straight.sourceOffset(atUTF8Offset: $0) - straightStart }
            let generalOffsets = (0..<count).map { general.sourceOffset(atUTF8Offset: $0) - generalStart }
            #expect(straightOffsets == expectedOffsets, "\(written)")
            #expect(generalOffsets == expectedOffsets, "\(written)")
            #expect(straight.endOffset - straightStart == general.endOffset - generalStart, "\(written)")
            #expect(straight.location == straight.location(atUTF8Offset: 0), "\(written)")
        }
    }

    /// An unknown entity after a named one is reported where it stands, as before.
    @Test func anUnknownEntityAfterANamedOneIsReported() {
        let bag = DiagnosticBag()
        let root = PropertyListReader.read(SourceFile(path: "t.plist", text: "<plist><string>a &amp; &bogus; b</string></plist>"), diagnostics: bag)
        #expect(root == nil)
        #expect(
            bag.diagnostics.map(\.description) == [
                "t.plist:1:24: error: unknown entity '&bogus;'; only &lt; &gt; &amp; &apos; &quot; and character references are defined [xml-syntax]"
            ])
    }

    /// Dictionaries of 1 to 40 keys drawn from a few names, on both sides of the size at which
    /// keys are looked up by hash: a repeated key's later entry takes the earlier one's place,
    /// reported with the line of the entry it replaces.
    @Test func repeatedKeysInSmallAndLargeDictionaries() throws {
        var generator = Generator(state: 16)
        for _ in 0..<200 {
            let count = 1 + generator.next(40)
            let names = (0..<count).map { _ in "key\(generator.next(count / 2 + 1))" }
            var text = "<plist><dict>\n"
            var order: [String] = []
            var kept: [String: (value: String, line: Int)] = [:]
            var expected: [String] = []
            for (index, name) in names.enumerated() {
                let line = index + 2
                text += "<key>\(name)</key><string>v\(index)</string>\n"
                if let earlier = kept[name] {
                    expected.append(
                        "t.plist:\(line):6: warning: key '\(name)' appears twice in this dictionary; the first is at line \(earlier.line), and this later value wins [duplicate-key]"
                    )
                } else {
                    order.append(name)
                }
                kept[name] = ("v\(index)", line)
            }
            text += "</dict></plist>"
            let bag = DiagnosticBag()
            guard case .dictionary(let dictionary)? = PropertyListReader.read(SourceFile(path: "t.plist", text: text), diagnostics: bag) else {
                Issue.record("not read: \(names)")
                continue
            }
            #expect(dictionary.entries.map(\.key) == order)
            for entry in dictionary.entries {
                guard case .string(let value, _) = entry.value else { Issue.record("not a string"); continue }
                #expect(value.value == kept[entry.key]?.value)
                #expect(entry.keyLocation.line == kept[entry.key]?.line)
            }
            #expect(bag.diagnostics.map(\.description) == expected)
        }
    }

    func readStringsdict(_ body: String) -> (StringsdictReader.Contents?, [String]) {
        let bag = DiagnosticBag()
        let contents = StringsdictReader.read(
            SourceFile(path: "t.stringsdict", text: "<plist><dict><key>k</key><dict>\(body)</dict></dict></plist>"), diagnostics: bag)
        return (contents, bag.diagnostics.map(\.message))
    }

    func variable(_ name: String, one: String = "%d one", other: String = "%d other") -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>"
    }

    func format(_ text: String) -> String { "<key>NSStringLocalizedFormatKey</key><string>\(text)</string>" }

    /// Shapes next to the common one go to the walk, and read as they did.
    @Test func entriesBesideTheCommonShapeAreWalked() {
        // Each of two variables once: the common shape.
        var (contents, messages) = readStringsdict(format("%#@a@ %#@b@") + variable("a") + variable("b"))
        #expect(messages.isEmpty && contents?.entries.count == 1)
        // One variable twice: as many references as variables, yet one is unused.
        (contents, messages) = readStringsdict(format("%#@a@ %#@a@") + variable("a") + variable("b"))
        #expect(
            messages == [
                "the dictionary 'b' is not referenced by NSStringLocalizedFormatKey '%#@a@ %#@a@' nor by any form; reference it as '%#@b@' or remove it"
            ])
        #expect(contents?.unusable.map(\.key) == ["k"])
        // One variable twice and nothing else: readable.
        (contents, messages) = readStringsdict(format("%#@a@ %#@a@") + variable("a"))
        #expect(messages.isEmpty && contents?.entries.count == 1)
        // Five variables, more than are compared pairwise.
        (contents, messages) = readStringsdict(format("%#@a@%#@b@%#@c@%#@d@%#@e@") + ["a", "b", "c", "d", "e"].map { variable($0) }.joined())
        #expect(messages.isEmpty && contents?.entries.count == 1)
        // A form that refers to another variable.
        (contents, messages) = readStringsdict(format("%#@a@") + variable("a", other: "%#@b@") + variable("b"))
        #expect(messages.isEmpty && contents?.entries.count == 1)
        // A variable referred to and not defined, with as many references as definitions.
        (contents, messages) = readStringsdict(format("%#@a@ %#@c@") + variable("a") + variable("b"))
        #expect(
            messages == [
                "'%#@c@' has no dictionary named 'c' in key 'k'",
                "the dictionary 'b' is not referenced by NSStringLocalizedFormatKey '%#@a@ %#@c@' nor by any form; reference it as '%#@b@' or remove it",
            ])
    }
}
