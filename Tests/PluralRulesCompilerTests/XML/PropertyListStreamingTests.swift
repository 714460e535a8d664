import Foundation
import Testing

@testable import PluralRulesCompiler

/// The property list reader that reads values straight from the bytes (be03360,
/// `XMLReader+PropertyList.swift`) against the one it replaced, which built an element tree and
/// converted it (``TreePropertyListReader``, kept here as the oracle): the same value (kinds,
/// keys, texts, every location, every byte's location) and the same diagnostics (kind,
/// severity, message, location, order) for generated documents, the fixtures and real apps.
@Suite struct PropertyListStreamingTests {
    /// Documents generated per run; seeds `0..<generatedCount`, so a failure names its seed.
    static let generatedCount = 4000

    @Test func generatedDocumentsReadAsTheTreeReaderReadThem() {
        var statistics = CorpusStatistics()
        var failures = 0
        for seed in 0..<Self.generatedCount {
            var generator = PlistDocumentGenerator(seed: UInt64(seed))
            let document = generator.document()
            let outcome = Self.compare(document, path: "seed-\(seed).plist")
            statistics.add(outcome, malformedOnPurpose: generator.malformedOnPurpose)
            if let difference = outcome.difference {
                failures += 1
                if failures <= 3 { Self.record(difference, seed: seed, document: document) }
            }
        }
        print("PropertyListStreaming: \(Self.generatedCount) generated documents, \(statistics.summary)")
        #expect(failures == 0, "\(failures) of \(Self.generatedCount) generated documents read differently")
        // The generator reaches every rule of the reader: each diagnostic shape came out.
        for shape in DiagnosticShape.allCases {
            #expect(statistics.shapes[shape, default: 0] > 0, "no generated document gave \(shape)")
        }
        #expect(statistics.malformed > 200 && statistics.wellFormed > 2000)
    }

    /// The one intended difference from the reader before be03360, which read this key as
    /// "a " (it left out whitespace-only text beside an element): all its character data now.
    @Test func aKeyHoldingAnElementKeepsAllItsText() throws {
        let text = "<plist><dict><key>a <b/> </key><string>v</string></dict></plist>"
        let bag = DiagnosticBag()
        let value = PropertyListReader.read(SourceFile(path: "k.plist", text: text), diagnostics: bag)
        guard case .dictionary(let dictionary) = try #require(value) else {
            Issue.record("not a dictionary")
            return
        }
        #expect(dictionary.entries.map(\.key) == ["a  "])
        #expect(dictionary.entries.first?.keyLocation == PluralRulesCompiler.SourceLocation(path: "k.plist", line: 1, column: 19))
        guard case .invalid(let location) = dictionary.entries[0].value else {
            Issue.record("the value of a key holding an element is not invalid")
            return
        }
        #expect(location == PluralRulesCompiler.SourceLocation(path: "k.plist", line: 1, column: 32))
        #expect(
            bag.diagnostics.map(\.description) == [
                "k.plist:1:21: error: <key> holds text only, but holds the element <b>; write '&lt;b&gt;' to keep the tag as text [plist-structure]"
            ])
        #expect(Self.compare(text, path: "k.plist").difference == nil)
    }

    /// Around ``XMLReader/maximumDepth``: both readers stop at the same element.
    @Test(arguments: [
        "<string>x</string>", "<string>a<b/>c</string>", "<dict><key>k<b/></key><true/></dict>", "<dict/>",
        "<dict><key>k</key><string>v</string></dict>", "<foo>x</foo>",
    ])
    func nestingAtTheDepthLimit(innermost: String) {
        for depth in (XMLReader.maximumDepth - 4)...(XMLReader.maximumDepth + 1) {
            let document =
                "<plist>" + String(repeating: "<array>", count: depth) + innermost
                + String(repeating: "</array>", count: depth) + "</plist>"
            if let difference = Self.compare(Array(document.utf8), path: "deep.plist").difference {
                Issue.record("depth \(depth), innermost \(innermost): \(difference.summary)")
            }
        }
    }

    /// Every `.stringsdict` and `.plist` among the fixtures.
    @Test func fixtures() throws {
        let files = try Self.files(under: TestSupport.fixtures) { $0.hasSuffix(".stringsdict") || $0.hasSuffix(".plist") }
        #expect(files.count > 100)
        print("PropertyListStreaming: \(files.count) fixture files, \(try Self.compareFiles(files))")
    }

    static let realAppsDirectory: String? = {
        let path = URL(fileURLWithPath: TestSupport.packageRoot + "/../shared/real-apps").standardizedFileURL.path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// Every `.stringsdict` of the real apps in `../shared/real-apps`.
    @Test(.enabled(if: realAppsDirectory != nil, "no ../shared/real-apps beside the checkout: the real apps' stringsdicts are not compared"))
    func realAppStringsdicts() throws {
        let files = try Self.files(under: Self.realAppsDirectory!) { $0.hasSuffix(".stringsdict") }
        #expect(files.count > 0)
        print("PropertyListStreaming: \(files.count) real-app stringsdicts, \(try Self.compareFiles(files))")
    }

    /// Compares the readers on each file, recording each difference; what they read, in words.
    static func compareFiles(_ paths: [String]) throws -> String {
        var (differing, withValue, diagnostics) = (0, 0, 0)
        for path in paths {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            let outcome = compare(bytes, path: path)
            if outcome.hasValue { withValue += 1 }
            diagnostics += outcome.diagnostics.count
            if let difference = outcome.difference {
                differing += 1
                Issue.record("\(path): \(difference.summary)\n--- streaming reader ---\n\(difference.streaming)\n--- tree reader ---\n\(difference.tree)")
            }
        }
        return "\(withValue) with a value, \(diagnostics) diagnostics, \(differing) read differently"
    }

    // MARK: Comparing

    struct Outcome {
        var diagnostics: [Diagnostic]
        var hasValue: Bool
        var difference: Difference?
    }

    struct Difference {
        var summary: String
        var streaming: String
        var tree: String
    }

    static func compare(_ text: String, path: String) -> Outcome { compare(Array(text.utf8), path: path) }

    /// Reads `bytes` with both readers and describes the first difference, if any.
    static func compare(_ bytes: [UInt8], path: String) -> Outcome {
        let file = SourceFile(path: path, bytes: bytes)
        let streamingBag = DiagnosticBag()
        let streaming = PropertyListReader.read(file, diagnostics: streamingBag)
        // What CoreFoundation reads otherwise is checked against CoreFoundation itself
        // (PropertyListFidelityTests, Tools/CoreFoundationDifferential), not against the tree.
        let streamingDiagnostics = streamingBag.diagnostics.filter { $0.kind != .appleReader }
        let treeBag = DiagnosticBag()
        let tree = TreePropertyListReader.read(file, diagnostics: treeBag)
        var outcome = Outcome(diagnostics: treeBag.diagnostics, hasValue: tree != nil)
        var summary = firstDifference(streamingDiagnostics, treeBag.diagnostics)
        if summary == nil {
            summary = firstDifference(streaming, tree, at: "value")
        }
        // A document that is not well-formed reports its syntax error and nothing else.
        // (An upper-case '&#X41;' is read past, as the character it names.)
        if summary == nil, streamingDiagnostics.contains(where: { $0.kind == .xmlSyntax && !$0.message.contains("is not a character reference") }),
            streamingDiagnostics.count != 1 || streaming != nil
        {
            summary = "a syntax error came with other findings or a value"
        }
        if let summary {
            outcome.difference = Difference(
                summary: summary,
                streaming: dump(streaming, streamingDiagnostics),
                tree: dump(tree, treeBag.diagnostics))
        }
        return outcome
    }

    static func firstDifference(_ streaming: [Diagnostic], _ tree: [Diagnostic]) -> String? {
        for index in 0..<max(streaming.count, tree.count) {
            guard index < streaming.count else { return "diagnostic \(index) missing: \(tree[index])" }
            guard index < tree.count else { return "diagnostic \(index) extra: \(streaming[index])" }
            let (new, old) = (streaming[index], tree[index])
            if new.kind != old.kind || new.id != old.id || new.severity != old.severity || new.message != old.message
                || new.location != old.location || new != old
            {
                return "diagnostic \(index): \(new) (streaming) vs \(old) (tree)"
            }
        }
        return nil
    }

    static func firstDifference(_ streaming: PropertyListValue?, _ tree: PropertyListValue?, at path: String) -> String? {
        switch (streaming, tree) {
        case (nil, nil): return nil
        case (nil, .some), (.some, nil):
            return "\(path): \(streaming == nil ? "no value" : "a value") (streaming) vs \(tree == nil ? "no value" : "a value") (tree)"
        case (.some(let new), .some(let old)): return firstDifference(new, old, at: path)
        }
    }

    static func firstDifference(_ new: PropertyListValue, _ old: PropertyListValue, at path: String) -> String? {
        if new.kindDescription != old.kindDescription {
            return "\(path): \(new.kindDescription) (streaming) vs \(old.kindDescription) (tree)"
        }
        if new.location != old.location { return "\(path): at \(new.location) (streaming) vs \(old.location) (tree)" }
        switch (new, old) {
        case (.dictionary(let new), .dictionary(let old)):
            guard new.entries.count == old.entries.count else {
                return "\(path): \(new.entries.count) entries (streaming) vs \(old.entries.count) (tree)"
            }
            for (index, (newEntry, oldEntry)) in zip(new.entries, old.entries).enumerated() {
                let entryPath = "\(path)[\(index)]"
                if Array(newEntry.key.utf8) != Array(oldEntry.key.utf8) {
                    return "\(entryPath): key '\(newEntry.key.debugDescription)' (streaming) vs '\(oldEntry.key.debugDescription)' (tree)"
                }
                if newEntry.keyLocation != oldEntry.keyLocation {
                    return "\(entryPath): key at \(newEntry.keyLocation) (streaming) vs \(oldEntry.keyLocation) (tree)"
                }
                if let difference = firstDifference(newEntry.value, oldEntry.value, at: "\(entryPath).\(newEntry.key.debugDescription)") {
                    return difference
                }
            }
            return nil
        case (.array(let new, _), .array(let old, _)):
            guard new.count == old.count else { return "\(path): \(new.count) values (streaming) vs \(old.count) (tree)" }
            for (index, (newValue, oldValue)) in zip(new, old).enumerated() {
                if let difference = firstDifference(newValue, oldValue, at: "\(path)[\(index)]") { return difference }
            }
            return nil
        case (.string(let new, _), .string(let old, _)):
            return firstDifference(new, old, at: path)
        case (.integer(let new, _), .integer(let old, _)), (.real(let new, _), .real(let old, _)),
            (.data(let new, _), .data(let old, _)), (.date(let new, _), .date(let old, _)):
            return Array(new.utf8) == Array(old.utf8) ? nil : "\(path): \(new.debugDescription) (streaming) vs \(old.debugDescription) (tree)"
        case (.boolean(let new, _), .boolean(let old, _)):
            return new == old ? nil : "\(path): \(new) (streaming) vs \(old) (tree)"
        case (.invalid, .invalid):
            return nil
        default:
            return "\(path): kinds differ"
        }
    }

    /// The text, where it starts, and the location of each of its bytes and of its end.
    static func firstDifference(_ new: LocatedText, _ old: LocatedText, at path: String) -> String? {
        if Array(new.value.utf8) != Array(old.value.utf8) {
            return "\(path): \(new.value.debugDescription) (streaming) vs \(old.value.debugDescription) (tree)"
        }
        if new.location != old.location { return "\(path): text at \(new.location) (streaming) vs \(old.location) (tree)" }
        if new.file.path != old.file.path { return "\(path): text in \(new.file.path) (streaming) vs \(old.file.path) (tree)" }
        for offset in 0...new.value.utf8.count {
            let (newLocation, oldLocation) = (new.location(atUTF8Offset: offset), old.location(atUTF8Offset: offset))
            if newLocation != oldLocation {
                return "\(path): byte \(offset) of \(new.value.debugDescription) at \(newLocation) (streaming) vs \(oldLocation) (tree)"
            }
        }
        return nil
    }

    /// The value as a tree, then the diagnostics, one per line: what a failure prints.
    static func dump(_ value: PropertyListValue?, _ diagnostics: [Diagnostic]) -> String {
        var lines: [String] = []
        func text(_ located: LocatedText) -> String {
            let offsets = (0...located.value.utf8.count).map { located.sourceOffset(atUTF8Offset: $0) }
            return "\(located.value.debugDescription) at \(located.location) offsets \(offsets)"
        }
        func add(_ value: PropertyListValue, _ indent: String) {
            let at = "@\(value.location.line):\(value.location.column)"
            switch value {
            case .dictionary(let dictionary):
                lines.append("\(indent)dict \(at)")
                for entry in dictionary.entries {
                    lines.append("\(indent)  key \(entry.key.debugDescription) @\(entry.keyLocation.line):\(entry.keyLocation.column)")
                    add(entry.value, indent + "    ")
                }
            case .array(let values, _):
                lines.append("\(indent)array \(at)")
                for value in values { add(value, indent + "  ") }
            case .string(let located, _): lines.append("\(indent)string \(at) \(text(located))")
            case .integer(let text, _): lines.append("\(indent)integer \(at) \(text.debugDescription)")
            case .real(let text, _): lines.append("\(indent)real \(at) \(text.debugDescription)")
            case .boolean(let flag, _): lines.append("\(indent)boolean \(at) \(flag)")
            case .data(let text, _): lines.append("\(indent)data \(at) \(text.debugDescription)")
            case .date(let text, _): lines.append("\(indent)date \(at) \(text.debugDescription)")
            case .invalid: lines.append("\(indent)invalid \(at)")
            }
        }
        if let value { add(value, "") } else { lines.append("no value") }
        lines += diagnostics.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }

    /// Records a generated document that reads differently, made smaller first.
    static func record(_ difference: Difference, seed: Int, document: [UInt8]) {
        let shrunk = shrink(document)
        let shrunkDifference = compare(shrunk, path: "shrunk.plist").difference ?? difference
        let message = """
            seed \(seed): \(difference.summary)
            --- document (\(document.count) bytes) ---
            \(String(decoding: document, as: UTF8.self))
            --- shrunk (\(shrunk.count) bytes): \(shrunkDifference.summary) ---
            \(String(decoding: shrunk, as: UTF8.self).debugDescription)
            --- streaming reader ---
            \(shrunkDifference.streaming)
            --- tree reader ---
            \(shrunkDifference.tree)
            """
        Issue.record(Comment(rawValue: message))
    }

    /// `document` with as much taken out as keeps it reading differently: whole elements
    /// first (which keeps it well-formed), then stretches of bytes of halving length, until
    /// neither takes anything out; a bounded number of tries.
    static func shrink(_ document: [UInt8]) -> [UInt8] {
        var current = document
        var tries = 0
        func tryRemoving(_ range: Range<Int>) -> Bool {
            var candidate = current
            candidate.removeSubrange(range)
            tries += 1
            guard compare(candidate, path: "shrunk.plist").difference != nil else { return false }
            current = candidate
            return true
        }
        var changed = true
        while changed && tries < 6000 {
            changed = false
            var start = 0
            while start < current.count && tries < 6000 {
                if let element = elementRange(in: current, at: start), tryRemoving(element) {
                    changed = true
                } else {
                    start += 1
                }
            }
            var length = max(1, current.count / 2)
            while length >= 1 && tries < 6000 {
                var start = 0
                while start < current.count && tries < 6000 {
                    if tryRemoving(start..<min(current.count, start + length)) { changed = true } else { start += length }
                }
                length /= 2
            }
        }
        return current
    }

    /// The bytes of the element whose start tag is at `start`, through its end tag, found by
    /// counting tags (comments, CDATA and processing instructions skipped); `nil` when no
    /// element starts there or it is not closed.
    static func elementRange(in bytes: [UInt8], at start: Int) -> Range<Int>? {
        func isNameStart(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] >= 0x80 || Character(Unicode.Scalar(bytes[index])).isLetter || bytes[index] == UInt8(ascii: "_"))
        }
        func skip(from index: Int, past terminator: String) -> Int? {
            let pattern = Array(terminator.utf8)
            var position = index
            while position + pattern.count <= bytes.count {
                if Array(bytes[position..<position + pattern.count]) == pattern { return position + pattern.count }
                position += 1
            }
            return nil
        }
        guard bytes[start] == UInt8(ascii: "<"), isNameStart(start + 1) else { return nil }
        var depth = 0
        var position = start
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else { position += 1; continue }
            let rest = bytes[(position + 1)...].prefix(8)
            if rest.starts(with: Array("!--".utf8)) {
                guard let end = skip(from: position + 4, past: "-->") else { return nil }
                position = end
            } else if rest.starts(with: Array("![CDATA[".utf8)) {
                guard let end = skip(from: position + 9, past: "]]>") else { return nil }
                position = end
            } else if rest.starts(with: Array("?".utf8)) {
                guard let end = skip(from: position + 2, past: "?>") else { return nil }
                position = end
            } else {
                guard let close = skip(from: position + 1, past: ">") else { return nil }
                if bytes[position + 1] == UInt8(ascii: "/") {
                    depth -= 1
                } else if bytes[close - 2] != UInt8(ascii: "/") {
                    depth += 1
                }
                position = close
                if depth <= 0 { return start..<position }
            }
        }
        return nil
    }

    static func files(under directory: String, where include: (String) -> Bool) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if include(relative) { files.append(directory + "/" + relative) }
        }
        return files.sorted()
    }
}

// MARK: - The tree reader, as it was

/// The property list reader before be03360, written here from its source (`git show
/// 3779573:Sources/PluralRulesCompiler/Localizations/PropertyList.swift`): the element tree of
/// ``XMLReader/read(_:diagnostics:)``, then `readValue` and `rejectElements`, with the same
/// messages and kinds, and duplicate keys compared by their UTF-8 bytes, the later value
/// taking the earlier one's place.
///
/// One difference, intended: the old tree reader was asked to leave out whitespace-only text
/// just before a child element and at the end tag after one, and so dropped it from a `<key>`
/// that holds an element (`<key>a <b/> </key>` read as "a "). The element tree is read here
/// with all its text, as ``XMLReader`` now always reads it, so such a key keeps all its
/// character data ("a  "), as the streaming reader does. Nothing else read that whitespace: a
/// `<string>` or `<integer>` that holds an element is unusable anyway, and the text of a
/// `<dict>`, `<array>` or `<plist>` is ignored.
enum TreePropertyListReader {
    static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue? {
        guard let document = XMLReader.read(file, diagnostics: diagnostics) else { return nil }
        guard document.root.name == "plist" else {
            diagnostics.report(.plistStructure, "expected a <plist> root element, found <\(document.root.name)>", at: document.root.location)
            return nil
        }
        let elements = document.root.elements
        guard elements.count == 1 else {
            diagnostics.report(.plistStructure, "<plist> must hold exactly one value, found \(elements.count)", at: document.root.location)
            return nil
        }
        return readValue(elements[0], file: file, diagnostics: diagnostics)
    }

    /// Whether `element` holds no element; reports the first one it holds.
    static func rejectElements(in element: XMLElement, diagnostics: DiagnosticCollector) -> Bool {
        guard let child = element.elements.first else { return true }
        diagnostics.report(
            .plistStructure, "<\(element.name)> holds text only, but holds the element <\(child.name)>; write '&lt;\(child.name)&gt;' to keep the tag as text",
            at: child.location)
        return false
    }

    static func readValue(_ element: XMLElement, file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue {
        let name = element.name
        if name != "dict" && name != "array" && !rejectElements(in: element, diagnostics: diagnostics) {
            return .invalid(element.location)
        }
        switch name {
        case "dict":
            var entries = Entries()
            var pending: (element: XMLElement, key: String, location: PluralRulesCompiler.SourceLocation, isText: Bool)?
            for child in element.elements {
                if let key = pending, child.name != "key" {
                    let value = key.isText ? readValue(child, file: file, diagnostics: diagnostics) : .invalid(child.location)
                    entries.add(.init(key: key.key, keyLocation: key.location, value: value), diagnostics: diagnostics)
                    pending = nil
                    continue
                }
                if let key = pending {
                    diagnostics.report(.plistStructure, "key '\(key.key)' has no value", at: key.element.location)
                    entries.add(.init(key: key.key, keyLocation: key.location, value: .invalid(key.element.location)), diagnostics: diagnostics)
                    pending = nil
                }
                guard child.name == "key" else {
                    diagnostics.report(.plistStructure, "expected <key> in <dict>, found <\(child.name)>", at: child.location)
                    continue
                }
                let isText = rejectElements(in: child, diagnostics: diagnostics)
                let keyText = child.text?.droppingLeadingByteOrderMark()
                pending = (child, keyText?.value ?? "", keyText?.location ?? child.location, isText)
            }
            if let key = pending {
                diagnostics.report(.plistStructure, "key '\(key.key)' has no value", at: key.element.location)
                entries.add(.init(key: key.key, keyLocation: key.location, value: .invalid(key.element.location)), diagnostics: diagnostics)
            }
            return .dictionary(PropertyListDictionary(entries: entries.entries, location: element.location))
        case "array":
            return .array(element.elements.map { readValue($0, file: file, diagnostics: diagnostics) }, element.location)
        case "string":
            return .string(element.text?.droppingLeadingByteOrderMark() ?? LocatedText(verbatim: "", file: file, offset: 0), element.location)
        default:
            // The values CoreFoundation reads byte by byte: by the rules both readers share.
            var findings: [XMLReader.AppleReaderFinding] = []
            return PropertyListReader.value(
                named: name, text: element.text?.droppingLeadingByteOrderMark(), location: element.location, file: file,
                contentOffset: contentOffset(of: element, in: file), appleFindings: &findings, diagnostics: diagnostics)
        }
    }

    /// Where the content of `element` starts (after its start tag), `nil` for `<x/>`.
    static func contentOffset(of element: XMLElement, in file: SourceFile) -> Int? {
        let bytes = file.buffer.bytes
        var position = file.offset(of: element.location)
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return bytes[position - 1] == UInt8(ascii: "/") ? nil : position + 1
            }
            position += 1
        }
        return nil
    }

    /// A dictionary's entries: a key equal byte for byte to an earlier one replaces it there.
    struct Entries {
        var entries: [PropertyListDictionary.Entry] = []

        mutating func add(_ entry: PropertyListDictionary.Entry, diagnostics: DiagnosticCollector) {
            let bytes = Array(entry.key.utf8)
            if let previous = entries.firstIndex(where: { Array($0.key.utf8) == bytes }) {
                diagnostics.report(
                    .duplicateKey,
                    "key '\(entry.key)' appears twice in this dictionary; the first is at line \(entries[previous].keyLocation.line), and this later value wins",
                    at: entry.keyLocation)
                entries[previous] = entry
            } else {
                entries.append(entry)
            }
        }
    }
}

// MARK: - Generated documents

/// The diagnostics the readers give, by message shape, for the coverage check.
enum DiagnosticShape: String, CaseIterable {
    case xmlSyntax, wrongRoot, valueCount, keyWithoutValue, expectedKey, elementInText, unknownElement
    case notInteger, notReal, duplicateKey

    init?(_ diagnostic: Diagnostic) {
        let message = diagnostic.message
        switch diagnostic.kind {
        case .xmlSyntax: self = .xmlSyntax
        case .duplicateKey: self = .duplicateKey
        case .plistValue: self = message.hasSuffix("not an integer") ? .notInteger : .notReal
        case .plistStructure:
            if message.hasPrefix("expected a <plist>") {
                self = .wrongRoot
            } else if message.hasPrefix("<plist> must hold") {
                self = .valueCount
            } else if message.hasSuffix("has no value") {
                self = .keyWithoutValue
            } else if message.hasPrefix("expected <key>") {
                self = .expectedKey
            } else if message.contains("holds text only") {
                self = .elementInText
            } else if message.hasPrefix("unknown property list element") {
                self = .unknownElement
            } else {
                return nil
            }
        default: return nil
        }
    }
}

struct CorpusStatistics {
    var wellFormed = 0
    var malformed = 0
    var malformedOnPurpose = 0
    var withValue = 0
    var withoutFindings = 0
    var diagnostics = 0
    var shapes: [DiagnosticShape: Int] = [:]

    mutating func add(_ outcome: PropertyListStreamingTests.Outcome, malformedOnPurpose onPurpose: Bool) {
        if onPurpose { malformedOnPurpose += 1 }
        if outcome.diagnostics.contains(where: { $0.kind == .xmlSyntax }) { malformed += 1 } else { wellFormed += 1 }
        if outcome.hasValue { withValue += 1 }
        if outcome.diagnostics.isEmpty { withoutFindings += 1 }
        diagnostics += outcome.diagnostics.count
        for diagnostic in outcome.diagnostics {
            if let shape = DiagnosticShape(diagnostic) { shapes[shape, default: 0] += 1 }
        }
    }

    var summary: String {
        let shown = DiagnosticShape.allCases.map { "\($0.rawValue) \(shapes[$0, default: 0])" }.joined(separator: ", ")
        return "\(wellFormed) well-formed, \(malformed) not (\(malformedOnPurpose) broken on purpose), \(withValue) with a value, "
            + "\(withoutFindings) without findings; \(diagnostics) diagnostics: \(shown)"
    }
}

/// Plist-like XML, from a seed: nested dictionaries and arrays, keys that repeat (byte for byte,
/// or as canonically equivalent spellings), text with references, CDATA, comments and
/// processing instructions anywhere, empty elements, numbers good and bad, unknown elements,
/// elements inside text, keys without values, values without keys, wrong roots, a `<plist>` of
/// zero or two values; and about one in eight broken so it is not well-formed XML.
struct PlistDocumentGenerator {
    var random: SeededGenerator
    var malformedOnPurpose = false

    init(seed: UInt64) { random = SeededGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1) }

    mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    mutating func document() -> [UInt8] {
        var text = ""
        if chance(5) { text += "\u{FEFF}" }
        if chance(70) {
            text += pick(["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version='1.0'?>", "<?xml version=\"1.0\" encoding=\"utf-8\" ?>"]) + newline()
        }
        if chance(60) { text += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">" + newline() }
        text += misc()
        text += root()
        text += misc()
        if chance(50) { text += "\n" }
        var bytes = Array(text.utf8)
        if chance(12) { breakDocument(&bytes) }
        return bytes
    }

    mutating func newline() -> String { pick(["\n", "\n", "\r\n", "", " \n"]) }

    /// Whitespace, comments and processing instructions between markup.
    mutating func misc() -> String {
        var text = ""
        for _ in 0..<below(3) {
            text += pick(["", " ", "\n", "\n\t", "\r\n  ", "<!-- c -->", "<!---->", "<?pi data?>", "<?x?>", "  <!-- a <b> & -->\n", "\t"])
        }
        return text
    }

    /// What stands between two elements.
    mutating func gap(_ depth: Int) -> String {
        chance(60) ? "\n" + String(repeating: pick(["\t", "  "]), count: depth) : misc()
    }

    mutating func root() -> String {
        switch below(100) {
        case 0..<3: return pick(["<plist/>", "<plist version=\"1.0\"/>", "<plist />"])
        case 3..<8:
            let name = pick(["dict", "array", "plists", "plist.x", "Plist", "plist:a", "plist-1", "plisté", "string"])
            return "<\(name)>" + gap(1) + value(depth: 1) + gap(0) + "</\(name)>"
        default:
            let start = pick(["<plist version=\"1.0\">", "<plist>", "<plist\n  version='1.0' >", "<plist\tversion=\"1.0\">"])
            var text = start
            let count = chance(88) ? 1 : pick([0, 2, 2, 3])
            for _ in 0..<count { text += gap(1) + value(depth: 1) }
            if chance(5) { text += pick(["stray text", "&amp;", "<![CDATA[x]]>"]) }
            return text + gap(0) + pick(["</plist>", "</plist >", "</plist\n>"])
        }
    }

    /// One value, its element nested `depth` levels inside `<plist>`.
    mutating func value(depth: Int) -> String {
        let nests = depth < 6
        switch below(100) {
        case 0..<30: return textElement("string", content: stringText())
        case 30..<48 where nests: return dictionary(depth: depth)
        case 48..<58 where nests: return array(depth: depth)
        case 30..<58: return pick(["<dict/>", "<array/>", "<dict></dict>", "<array> </array>"])
        case 58..<66:
            return textElement(
                "integer",
                content: pick([
                    "1", " 42 ", "-3", "+5", "0x10", "abc", "", "1.5", "99999999999999999999", "&#49;2", " \n7\t", "1<!--c-->2", "<![CDATA[8]]>", "0", "-0",
                ]))
        case 66..<72:
            return textElement(
                "real", content: pick(["1.5", "1e3", " 2.0 ", "nan", "inf", "abc", "", "-0", ".5", "1.", "0x1p3", "1,5", "&#x31;.0", "2<?pi?>.5"]))
        case 72..<78: return pick(["<true/>", "<false/>", "<true></true>", "<false />", "<true>x</true>", "<false><!--c--></false>", "<true><b/></true>"])
        case 78..<81: return textElement("data", content: pick(["SGVsbG8=", "\n\tSGVs\n\tbG8=\n", "", "&lt;"]))
        case 81..<84: return textElement("date", content: pick(["2020-01-01T00:00:00Z", "", "tomorrow"]))
        case 84..<92:
            return pick([
                "<foo/>", "<foo>x</foo>", "<Dict/>", "<keys>a</keys>", "<key.x>a</key.x>", "<str:ing>a</str:ing>",
                "<stringx>t</stringx>", "<plist/>", "<integer2>1</integer2>", "<kéy>a</kéy>", "<key>k</key>", "<string2/>", "<foo><bar/>t</foo>",
            ])
        default: return pick(["<string/>", "<string></string>", "<dict/>", "<array/>", "<string />", "<integer/>", "<real/>", "<key/>"])
        }
    }

    mutating func dictionary(depth: Int) -> String {
        if chance(8) { return pick(["<dict/>", "<dict></dict>", "<dict />"]) }
        var text = pick(["<dict>", "<dict>", "<dict a='1'>", "<dict >"])
        for _ in 0..<below(7) {
            text += gap(depth + 1)
            switch below(100) {
            case 0..<76: text += key() + gap(depth + 1) + value(depth: depth + 1)
            case 76..<84: text += key()
            case 84..<91: text += value(depth: depth + 1)
            case 91..<96: text += pick(["stray", "&lt;x&gt;", "<![CDATA[ ]]>", "<?pi?>", "<!-- c -->"])
            default:
                text += pick(["<keyx>k</keyx>", "<key.a>k</key.a>", "<key-1/>", "<key:x>k</key:x>", "<Key>k</Key>"]) + gap(depth + 1) + value(depth: depth + 1)
            }
        }
        return text + gap(depth) + pick(["</dict>", "</dict>", "</dict >"])
    }

    mutating func array(depth: Int) -> String {
        if chance(8) { return pick(["<array/>", "<array></array>"]) }
        var text = "<array>"
        for _ in 0..<below(6) { text += gap(depth + 1) + value(depth: depth + 1) }
        if chance(10) { text += pick(["loose text", "<!-- c -->"]) }
        return text + gap(depth) + "</array>"
    }

    /// A `<key>`, its text drawn from a small pool so that keys repeat: byte for byte, through
    /// references and CDATA, and as canonically equivalent spellings ("é" and "e" + U+0301).
    mutating func key() -> String {
        if chance(4) { return pick(["<key/>", "<key />", "<key></key>"]) }
        var content = pick([
            "one", "other", "few", "NSStringLocalizedFormatKey", "NSStringFormatSpecTypeKey", "", "\u{E9}", "e\u{301}",
            "a b", " one", "one ", "&#x6F;ne", "o<!--c-->ne", "o<![CDATA[n]]>e", "o<?pi?>ne", "&amp;", "&lt;&gt;",
            "zero", "\n\tone\n", "日本", "x&#65;y", "%d",
        ])
        if chance(8) { content += pick(["<b/>", " <b/> ", "<b>x</b>", "<br />\n", "<key>k</key>", " <i>t<!--c--></i>"]) + pick(["", " ", "tail", "\n"]) }
        return textElement("key", content: content)
    }

    /// The text of a `<string>`: pieces of text, references, CDATA, comments and processing
    /// instructions; sometimes an element.
    mutating func stringText() -> String {
        var text = ""
        for _ in 0..<below(5) {
            switch below(10) {
            case 0..<4:
                text += pick([
                    "one", "%d file", "%#@n@", "Tap here", "é", "e\u{301}", "日本", "😀", " ", "  lead", "trail  ", "\n", "\t", "\r\n", "a]b", "]]", ">", "'\"",
                    "%1$@",
                ])
            case 4..<6:
                text += pick(["&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#x41;", "&#65;", "&#xE9;", "&#233;", "&#x1F600;", "&#10;", "&#x20;", "&#13;"])
            case 6: text += pick(["<![CDATA[]]>", "<![CDATA[<b>x</b> & y]]>", "<![CDATA[ ]]>", "<![CDATA[]]]]>", "<![CDATA[\n]]>"])
            case 7: text += pick(["<!-- c -->", "<!---->", "<!-- <b> -->"])
            case 8: text += pick(["<?pi?>", "<?pi data ?>"])
            default: text += chance(40) ? pick(["<b/>", "<b>x</b>", "<br />", "<string>in</string>", " <i a='1'>t<!--c--></i> "]) : " "
            }
        }
        return text
    }

    /// `<name>content</name>`, or the empty element when there is no content, with some
    /// whitespace inside the tags and an attribute now and then.
    mutating func textElement(_ name: String, content: String) -> String {
        if content.isEmpty && chance(40) { return pick(["<\(name)/>", "<\(name) />"]) }
        let start = chance(90) ? "<\(name)>" : pick(["<\(name) >", "<\(name) xml:space=\"preserve\">", "<\(name)\n>"])
        let end = chance(92) ? "</\(name)>" : pick(["</\(name) >", "</\(name)\n>"])
        return start + content + end
    }

    /// Makes the document not well-formed (most ways of doing so; a few may leave it well-formed).
    mutating func breakDocument(_ bytes: inout [UInt8]) {
        malformedOnPurpose = true
        let position = bytes.isEmpty ? 0 : below(bytes.count)
        switch below(9) {
        case 0: bytes.removeSubrange(position...)  // unclosed
        case 1:
            // A mismatched end tag.
            let ends = bytes.indices.filter { bytes[$0] == UInt8(ascii: "<") && $0 + 1 < bytes.count && bytes[$0 + 1] == UInt8(ascii: "/") }
            if let end = ends.isEmpty ? nil : pick(ends) { bytes.insert(contentsOf: Array("nope".utf8), at: end + 2) }
        case 2:
            // A bad reference where text is.
            let texts = bytes.indices.filter { bytes[$0] == UInt8(ascii: ">") && $0 + 1 < bytes.count && bytes[$0 + 1] != UInt8(ascii: "<") }
            let at = texts.isEmpty ? position : pick(texts) + 1
            bytes.insert(contentsOf: Array(pick(["&foo;", "& ", "&#0;", "&#xZZ;", "&", "&#x110000;", "&amp"]).utf8), at: at)
        case 3: bytes += Array(pick(["\ntrailing", "x", "&amp;"]).utf8)  // text after the root
        case 4: bytes += Array(pick(["<plist/>", "\n<dict></dict>"]).utf8)  // a second root
        case 5:
            let closers = bytes.indices.filter { bytes[$0] == UInt8(ascii: ">") }
            if !closers.isEmpty { bytes.remove(at: pick(closers)) }
        case 6: bytes.insert(contentsOf: Array("<!-- never closed".utf8), at: position)
        case 7: bytes.insert(pick([0x00, 0xFF, 0xC3]), at: position)
        default: bytes.insert(contentsOf: Array(pick(["<", "</>", "<![CDATA[", "<?", "<a b>", "<a b='1' b='2'/>"]).utf8), at: position)
        }
    }
}
