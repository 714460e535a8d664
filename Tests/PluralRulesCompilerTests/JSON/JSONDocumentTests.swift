import Testing

@testable import PluralRulesCompiler

/// The flat document the catalog reader walks, and the tree built from it, against a model the
/// generator writes down as it writes random JSON: every value and where it starts, keys given
/// twice (the later wins), escapes and raw UTF-8 with the file offset of each decoded byte,
/// strings that cannot be decoded, and the diagnostics due.
@Suite struct JSONDocumentTests {
    indirect enum Model {
        /// Members as written, duplicates included.
        case object([(key: [UInt8], keyOffset: Int, value: Model)], offset: Int)
        case array([Model], offset: Int)
        /// The decoded bytes and the file offset each stands for.
        case string([UInt8], sources: [Int], offset: Int)
        case invalid(offset: Int)
        case number(String, offset: Int)
        case bool(Bool, offset: Int)
        case null(offset: Int)

        var offset: Int {
            switch self {
            case .object(_, let offset), .array(_, let offset), .string(_, _, let offset), .invalid(let offset), .number(_, let offset),
                .bool(_, let offset), .null(let offset):
                offset
            }
        }
    }

    /// Writes random JSON and its model.
    struct Writer {
        var random: SeededGenerator
        var bytes: [UInt8] = []
        /// Keys given again in their object: a warning each.
        var duplicates = 0
        /// Strings that cannot be decoded: an error each (one fault in each).
        var invalid = 0

        mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

        mutating func space() {
            if chance(3) { bytes += Array([" ", "\n", "\t", "\r\n  "][Int.random(in: 0..<4, using: &random)].utf8) }
        }

        mutating func value(depth: Int) -> Model {
            space()
            let offset = bytes.count
            // The root is an object or array, as in the files the readers are for.
            switch depth == 0 ? Int.random(in: 4..<7, using: &random) : Int.random(in: 0..<(depth >= 5 ? 4 : 7), using: &random) {
            case 0:
                return string(mayBeInvalid: true)
            case 1:
                let text = ["0", "-1", "42", "3.25", "-0.5e3", "1E+2", "123456789012345678901234567890"][Int.random(in: 0..<7, using: &random)]
                bytes += Array(text.utf8)
                return .number(text, offset: offset)
            case 2:
                let value = chance(2)
                bytes += Array((value ? "true" : "false").utf8)
                return .bool(value, offset: offset)
            case 3:
                bytes += Array("null".utf8)
                return .null(offset: offset)
            case 4, 5:
                bytes.append(UInt8(ascii: "{"))
                var members: [(key: [UInt8], keyOffset: Int, value: Model)] = []
                for index in 0..<Int.random(in: 0..<6, using: &random) {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    space()
                    let keyOffset = bytes.count
                    // Few names, so that keys repeat; some spelled with escapes.
                    guard
                        case .string(let key, _, _) = string(
                            from: ["a", "b", "é", "%", "😀"], count: Int.random(in: 1...2, using: &random), mayBeInvalid: false)
                    else { fatalError() }
                    if members.contains(where: { $0.key == key }) { duplicates += 1 }
                    space()
                    bytes.append(UInt8(ascii: ":"))
                    members.append((key, keyOffset, value(depth: depth + 1)))
                    space()
                }
                space()
                bytes.append(UInt8(ascii: "}"))
                return .object(members, offset: offset)
            default:
                bytes.append(UInt8(ascii: "["))
                var items: [Model] = []
                for index in 0..<Int.random(in: 0..<5, using: &random) {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    items.append(value(depth: depth + 1))
                    space()
                }
                bytes.append(UInt8(ascii: "]"))
                return .array(items, offset: offset)
            }
        }

        mutating func string(mayBeInvalid: Bool) -> Model {
            string(
                from: ["a", "Z", "0", " ", "é", "€", "😀", "\"", "\\", "/", "\n", "\t", "\u{1}", "%", "@"],
                count: Int.random(in: 0..<8, using: &random), mayBeInvalid: mayBeInvalid)
        }

        /// A string of `count` characters from `pool`, each written as it is or escaped.
        mutating func string(from pool: [Character], count: Int, mayBeInvalid: Bool) -> Model {
            let offset = bytes.count
            bytes.append(UInt8(ascii: "\""))
            var decoded: [UInt8] = []
            var sources: [Int] = []
            let fault = mayBeInvalid && chance(5) ? Int.random(in: 0...count, using: &random) : -1
            for index in 0...count {
                if index == fault {
                    bytes += [[0xFF], Array(#"\ud800x"#.utf8), Array(#"\q"#.utf8), [0x01], [0xE2, 0x82]][Int.random(in: 0..<5, using: &random)]
                }
                guard index < count else { break }
                let character = pool[Int.random(in: 0..<pool.count, using: &random)]
                let scalar = character.unicodeScalars.first!
                let utf8 = Array(String(character).utf8)
                let start = bytes.count
                switch scalar.value {
                case 0x22: bytes += Array(#"\""#.utf8)
                case 0x5C: bytes += Array(#"\\"#.utf8)
                case 0x0A: bytes += Array((chance(2) ? #"\n"# : #"\u000a"#).utf8)
                case 0x09: bytes += Array((chance(2) ? #"\t"# : #"\u0009"#).utf8)
                case 0x01: bytes += Array(#"\u0001"#.utf8)
                case 0x2F where chance(2): bytes += Array(#"\/"#.utf8)
                default:
                    if chance(3) {
                        for unit in String(character).utf16 { bytes += Array("\\u".utf8) + Array(String(unit, radix: 16).leftPadded(4).utf8) }
                    } else {
                        bytes += utf8
                        decoded += utf8
                        sources += (0..<utf8.count).map { start + $0 }
                        continue
                    }
                }
                decoded += utf8
                sources += Array(repeating: start, count: utf8.count)
            }
            bytes.append(UInt8(ascii: "\""))
            if fault >= 0 {
                invalid += 1
                return .invalid(offset: offset)
            }
            return .string(decoded, sources: sources, offset: offset)
        }
    }

    @Test(arguments: 0..<200)
    func documentAndTreeAgreeWithTheModel(seed: Int) throws {
        var writer = Writer(random: SeededGenerator(seed: UInt64(seed)))
        let model = writer.value(depth: 0)
        writer.space()
        for defers in [false, true] {
            let file = SourceFile(path: "r.json", bytes: writer.bytes)
            let documentBag = DiagnosticBag()
            let document = try #require(
                JSONReader.readDocument(file, deferringStringProblems: defers, diagnostics: documentBag),
                "\(String(decoding: writer.bytes, as: UTF8.self)): \(documentBag.diagnostics)")
            #expect(documentBag.warnings.count == writer.duplicates)
            #expect(documentBag.errors.count == (defers ? 0 : writer.invalid))
            let treeBag = DiagnosticBag()
            let tree = try #require(JSONReader.read(file, deferringStringProblems: defers, diagnostics: treeBag))
            #expect(treeBag.diagnostics.map(\.description) == documentBag.diagnostics.map(\.description))
            check(model, tree: tree, document: document, node: JSONDocument.root)
            #expect(document.end(JSONDocument.root) == document.nodeCount)
        }
    }

    /// The seeds above do write what the test is about.
    @Test func theGeneratedFilesHoldDuplicatesEscapesAndFaults() {
        var duplicates = 0
        var invalid = 0
        var escapes = 0
        var objects = 0
        var deep = 0
        for seed in 0..<200 {
            var writer = Writer(random: SeededGenerator(seed: UInt64(seed)))
            _ = writer.value(depth: 0)
            duplicates += writer.duplicates
            invalid += writer.invalid
            escapes += writer.bytes.count { $0 == UInt8(ascii: "\\") }
            objects += writer.bytes.count { $0 == UInt8(ascii: "{") }
            if writer.bytes.count > 200 { deep += 1 }
        }
        #expect(duplicates > 100 && invalid > 50 && escapes > 1_000 && objects > 500 && deep > 50, "\(duplicates) \(invalid) \(escapes) \(objects) \(deep)")
    }

    func check(_ model: Model, tree: JSONValue, document: JSONDocument, node: Int) {
        let file = document.file
        #expect(document.offset(node) == model.offset)
        #expect(tree.location == file.location(atOffset: model.offset))
        #expect(document.kindDescription(node) == tree.kindDescription)
        switch model {
        case .object(let written, _):
            // A key given again replaces the earlier member, in the later one's place.
            let kept = written.enumerated().filter { index, member in !written[(index + 1)...].contains { $0.key == member.key } }.map(\.element)
            guard case .object(let object) = tree else { Issue.record("not an object"); return }
            #expect(object.members.map { Array($0.key.utf8) } == kept.map(\.key))
            #expect(document.count(node) == kept.count)
            let end = document.end(node)
            var key = document.firstMember(of: node)
            for (member, expected) in zip(object.members, kept) {
                guard key < end else { Issue.record("the document has fewer members"); return }
                #expect(Array(document.key(key).utf8) == expected.key)
                #expect(document.offset(key) == expected.keyOffset)
                #expect(member.keyLocation == file.location(atOffset: expected.keyOffset))
                check(expected.value, tree: member.value, document: document, node: key + 1)
                key = document.nextMember(after: key, before: end)
            }
            #expect(key == end)
        case .array(let items, _):
            guard case .array(let values, _) = tree else { Issue.record("not an array"); return }
            #expect(values.count == items.count)
            #expect(document.count(node) == items.count)
            var element = node + 1
            for (value, item) in zip(values, items) {
                check(item, tree: value, document: document, node: element)
                element = document.end(element)
            }
            #expect(element == document.end(node))
        case .string(let decoded, let sources, _):
            guard case .string(let text, _) = tree, let flat = document.string(node) else { Issue.record("not a string"); return }
            #expect(Array(text.value.utf8) == decoded)
            #expect(Array(flat.value.utf8) == decoded)
            for (index, source) in sources.enumerated() {
                #expect(flat.sourceOffset(atUTF8Offset: index) == source)
                #expect(text.sourceOffset(atUTF8Offset: index) == source)
            }
        case .invalid:
            guard case .invalid(_, let problem) = tree else { Issue.record("not invalid"); return }
            #expect(document.problem(node) == problem)
            #expect(document.string(node) == nil)
        case .number(let text, _):
            guard case .number(text, _) = tree else { Issue.record("not \(text)"); return }
            #expect(document.number(node) == text)
        case .bool(let value, _):
            guard case .bool(value, _) = tree else { Issue.record("not \(value)"); return }
            #expect(document.kind(node) == (value ? .true : .false))
        case .null:
            guard case .null = tree else { Issue.record("not null"); return }
            #expect(document.kind(node) == .null)
        }
    }

    /// What the catalog reader asks: members by name (the later of two alike, keys decoded
    /// first), text compared in place.
    @Test func membersByNameAndTextInPlace() throws {
        let bag = DiagnosticBag()
        let file = SourceFile(path: "c.json", text: #"{"state": "new", "value": 1, "state": "st\u0061le", "v\u0061lue": "x", "n": 2}"#)
        let document = try #require(JSONReader.readDocument(file, diagnostics: bag))
        #expect(bag.diagnostics.map(\.id) == [DiagnosticKind.duplicateKey.id, DiagnosticKind.duplicateKey.id])
        let root = JSONDocument.root
        #expect(document.count(root) == 3)
        let state = try #require(document.value(named: "state", in: root))
        #expect(document.stringEquals(state, "stale"))
        #expect(!document.stringEquals(state, "new"))
        #expect(document.string(state)?.location.column == 40)
        let value = try #require(document.member(named: "value", in: root))
        #expect(document.keyEquals(value, "value"))
        #expect(document.location(value).column == 53)  // the later, decoded key
        #expect(document.number(try #require(document.value(named: "n", in: root))) == "2")
        #expect(document.value(named: "missing", in: root) == nil)
        #expect(document.value(named: "valu", in: root) == nil)
    }

    /// Structure errors stop the document as they stop the tree: one error, no document.
    @Test(arguments: [
        String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1),
        String(repeating: "{\"a\":[", count: 1_000),
        #"{"a": 1 "b": 2}"#,
        "{\"\u{FF}\" 1}",
        "[\"ok\", \"open",
    ])
    func structureErrorsGiveNoDocument(text: String) {
        let file = SourceFile(path: "e.json", text: text)
        let documentBag = DiagnosticBag()
        #expect(JSONReader.readDocument(file, diagnostics: documentBag) == nil)
        let treeBag = DiagnosticBag()
        #expect(JSONReader.read(file, diagnostics: treeBag) == nil)
        #expect(documentBag.errors.count == 1)
        #expect(documentBag.diagnostics.map(\.description) == treeBag.diagnostics.map(\.description))
    }

    /// Invalid UTF-8 in a key is reported, and the key is kept as decoded as far as it went.
    @Test func undecodableKeysAreReportedAndKept() throws {
        let bag = DiagnosticBag()
        let file = SourceFile(path: "k.json", bytes: Array(#"{"a"#.utf8) + [0xFF] + Array(#"": 1, "b": 2}"#.utf8))
        let document = try #require(JSONReader.readDocument(file, deferringStringProblems: true, diagnostics: bag))
        #expect(bag.diagnostics.map(\.description) == ["k.json:1:4: error: the byte 0xFF is not valid UTF-8 here; save the file as UTF-8 [json-syntax]"])
        let first = document.firstMember(of: JSONDocument.root)
        #expect(document.key(first) == "a\u{FFFD}")
        #expect(document.number(first + 1) == "1")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
