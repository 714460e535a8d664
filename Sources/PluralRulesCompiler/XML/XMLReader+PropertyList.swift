/// Property list values read straight from the XML, with no element tree in between.
///
/// A `.stringsdict` is nearly all markup: an element tree of it, copied into values and torn
/// down afterwards, cost about a third of reading one in a debug build (the build a plugin's
/// tool runs in). This reader checks the XML exactly as ``XMLReader/read(_:diagnostics:)``
/// does, with the same errors at the same places, and builds each value as its end tag is
/// read, by the rules ``PropertyListReader`` documents.
///
/// The property list's own findings (a key without a value, an unknown element) are held
/// until the document is known to be well-formed, then passed on in the order they were
/// found: a file that is not well-formed XML reports its one syntax error only, as before.
/// The content of an element that is not read as a value (a second value in `<plist>`, an
/// element inside a `<string>`, a value after a key that held an element) is checked as XML
/// and nothing else.
extension XMLReader {
    /// What the root element held.
    enum PropertyListRoot {
        /// The root is not `<plist>`.
        case other(name: String, location: SourceLocation)
        /// A `<plist>` and the number of elements it holds, the first read as a value.
        case plist(elementCount: Int, first: PropertyListValue?, location: SourceLocation)
    }

    /// Reads `file` as an XML property list: `nil` when it is not well-formed XML, or not a
    /// `<plist>` of exactly one value (each reported).
    static func readPropertyList(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue? {
        var reader = XMLReader(file: file)
        reader.checksAppleReading = true
        let found = DiagnosticBag()
        let root: PropertyListRoot
        do {
            root = try reader.readDocument { reader throws(SyntaxError) in try reader.readPropertyListRoot(found) }
        } catch {
            diagnostics.report(.xmlSyntax, error.message, at: file.location(atOffset: error.offset))
            return nil
        }
        switch root {
        case .other(let name, let location):
            diagnostics.report(.plistStructure, "expected a <plist> root element, found <\(name)>", at: location)
            return nil
        case .plist(let count, let first, let location):
            guard count == 1, let first else {
                diagnostics.report(.plistStructure, "<plist> must hold exactly one value, found \(count)", at: location)
                return nil
            }
            reader.reportAppleFindings(to: diagnostics)
            for finding in reader.syntaxFindings { diagnostics.report(.xmlSyntax, finding.message, at: file.location(atOffset: finding.offset)) }
            for diagnostic in found.diagnostics { diagnostics.report(diagnostic) }
            return first
        }
    }

    /// Reports what CoreFoundation reads otherwise as one diagnostic, one cause: at the first
    /// place, the others in its notes (CoreFoundation stops at the first).
    private func reportAppleFindings(to diagnostics: DiagnosticCollector) {
        guard !appleFindings.isEmpty else { return }
        // Found in file order but for a value's, found at its end tag: sorted, stably.
        let findings = appleFindings.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        let first = findings[0]
        var message =
            first.rejectsFile
            ? CoreFoundationValueSyntax.rejectsFile(first.reason, fix: first.fix)
            : "CoreFoundation reads this file otherwise: \(first.reason), so on Apple platforms the file reads differently or not at all; \(first.fix)"
        let shown = 20
        var notes = findings.dropFirst().prefix(shown).map { Diagnostic.Note("also here: \($0.reason); \($0.fix)", at: file.location(atOffset: $0.offset)) }
        if findings.count > 1 { message += " (\(findings.count - 1) more such place\(findings.count == 2 ? "" : "s") in the notes)" }
        if findings.count - 1 > shown { notes.append(Diagnostic.Note("and \(findings.count - 1 - shown) more", at: nil)) }
        diagnostics.report(.appleReader, message, at: file.location(atOffset: first.offset), notes: notes)
    }

    private mutating func readPropertyListRoot(_ diagnostics: DiagnosticCollector) throws(SyntaxError) -> PropertyListRoot {
        let start = cursor.position
        guard cursor.starts(with: "<plist"), isNameEnd(cursor.peekByte(offset: 6)) else {
            let root = try readElement()
            return .other(name: root.name, location: root.location)
        }
        let tag = try readStartTag()
        let location = file.location(atOffset: start)
        var count = 0
        var first: PropertyListValue?
        if !tag.isEmptyElement {
            depth += 1
            defer { depth -= 1 }
            var content = PlistContent()
            while let element = try readPlistContent(closing: tag.name, openedAt: start, into: &content) {
                if count == 0 {
                    first = try readPlistValue(at: element, diagnostics: diagnostics)
                } else {
                    _ = try readElement()
                }
                count += 1
            }
        }
        return .plist(elementCount: count, first: first, location: location)
    }

    /// What an element's content held besides its child elements.
    private struct PlistContent {
        /// Its text, when kept (see ``XMLReader/readPlistContent(closing:openedAt:into:)``).
        var text: TextBuilder?
        /// Whether a comment or processing instruction in it is a finding: in a `<string>`,
        /// `<key>` or `<real>`, whose text CoreFoundation reads up to the first '<' that does
        /// not start a CDATA section. (The other values are checked byte by byte when read.)
        var rejectsMarkup = false
    }

    /// Reads the content of the element `name` (opened at `start`) up to its next child
    /// element, whose offset it returns, or through its end tag (then `nil`). Text, CDATA
    /// and references go into `content.text` when it is there, and are checked only when not;
    /// comments and processing instructions are skipped.
    ///
    /// Where there is no text to keep (in a `<plist>`, `<dict>` or `<array>`), CoreFoundation
    /// allows whitespace, comments and processing instructions only (`getContentObject`): any
    /// other text, a reference or a CDATA section there is a finding.
    private mutating func readPlistContent(closing name: String, openedAt start: Int, into content: inout PlistContent) throws(SyntaxError) -> Int? {
        // Bytes read from the base pointer and compared with hex literals: `peek()`, an optional
        // byte compared with `==` and `UInt8(ascii:)` are each a call in a debug build (and a
        // cursor method retains the cursor's buffer), and this runs between every two elements.
        let base = cursor.base
        while true {
            let position = cursor.position
            guard position < cursor.count else {
                throw SyntaxError(message: "element '\(name)' is not closed; expected '</\(name)>'", offset: start)
            }
            let byte = base[position]
            if byte == 0x3C {  // '<'
                let markupStart = position
                let next = base[position + 1]  // a zero byte follows the last one
                if next == 0x2F {  // '/'
                    try readEndTag(closing: name, openedAt: start)
                    return nil
                } else if next == 0x21, cursor.tryEat("<!--") {  // '!'
                    if content.rejectsMarkup { appleFindings.append(markupFinding("comment", inside: name, at: markupStart)) }
                    _ = try readCommentBody(openedAt: markupStart)
                } else if next == 0x21, cursor.tryEat("<![CDATA[") {
                    guard let body = cursor.skip(past: "]]>") else {
                        throw SyntaxError(message: "unterminated CDATA section; expected ']]>'", offset: markupStart)
                    }
                    if content.text == nil {
                        appleFindings.append(
                            AppleReaderFinding(
                                reason: "it allows no CDATA section between the elements of a <\(name)>",
                                fix: "remove the CDATA section or move it into a <string>", offset: markupStart))
                    }
                    content.text?.append(body)
                } else if next == 0x3F {  // '?'
                    if content.rejectsMarkup { appleFindings.append(markupFinding("processing instruction", inside: name, at: markupStart)) }
                    cursor.advance(by: 2)
                    try skipProcessingInstruction()
                } else {
                    return markupStart
                }
            } else if byte == 0x26 {  // '&'
                if content.text != nil {
                    try readReference(into: &content.text!)
                } else {
                    var ignored = TextBuilder(file: file)
                    try readReference(into: &ignored)
                    appleFindings.append(strayTextFinding(inside: name, from: position, to: cursor.position))
                }
            } else {
                // Up to the next '<' or '&', found with the static search: `eat(untilEither:)`
                // is a call that retains the cursor's buffer in a debug build.
                let runEnd = SourceCursor.offset(
                    of: 0x26, in: base, from: position,  // '&'
                    to: SourceCursor.offset(of: 0x3C, in: base, from: position, to: cursor.count))  // '<'
                cursor.position = runEnd
                if content.text != nil {
                    content.text!.append(position..<runEnd)
                } else {
                    // Nearly always a line break and indentation: each byte compared.
                    var stray = position
                    while stray < runEnd {
                        let byte = base[stray]
                        if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { break }
                        stray += 1
                    }
                    if stray < runEnd { appleFindings.append(strayTextFinding(inside: name, from: stray, to: runEnd)) }
                }
            }
        }
    }

    /// A comment or processing instruction at `offset` inside the text of the element `name`.
    private func markupFinding(_ what: String, inside name: String, at offset: Int) -> AppleReaderFinding {
        AppleReaderFinding(reason: "it allows no \(what) inside a <\(name)> element", fix: "move the \(what) out of the element", offset: offset)
    }

    /// Text (or a reference) from `start` to `end` between the elements of a `<name>`.
    private func strayTextFinding(inside name: String, from start: Int, to end: Int) -> AppleReaderFinding {
        let text = cursor.string(in: start..<end)
        let here: String
        if let first = text.unicodeScalars.first, first.value > 0x7E || first.value < 0x20 {
            here = "here \(CoreFoundationValueSyntax.describe(first, article: true))"
        } else {
            let trimmed = text.trimmingWhitespace()
            here = "here '\(trimmed.count > 20 ? trimmed.prefix(20) + "…" : trimmed)'"
        }
        return AppleReaderFinding(
            reason: "it allows no text between the elements of a <\(name)> (\(here))",
            fix: "remove the text or move it into a <string>", offset: start)
    }

    /// Reads the element at `start` (the cursor's '<') as a property list value.
    private mutating func readPlistValue(at start: Int, diagnostics: DiagnosticCollector) throws(SyntaxError) -> PropertyListValue {
        let tag = try readStartTag()
        let location = file.location(atOffset: start)
        switch tag.name {
        case "dict":
            var entries = DictionaryBuilder()
            defer { entries.deallocate() }
            if !tag.isEmptyElement {
                depth += 1
                defer { depth -= 1 }
                try readDictionaryEntries(closing: tag.name, openedAt: start, into: &entries, diagnostics: diagnostics)
            }
            return .dictionary(PropertyListDictionary(entries: entries.entries, location: location))
        case "array":
            var values: [PropertyListValue] = []
            if !tag.isEmptyElement {
                depth += 1
                defer { depth -= 1 }
                var content = PlistContent()
                while let element = try readPlistContent(closing: tag.name, openedAt: start, into: &content) {
                    values.append(try readPlistValue(at: element, diagnostics: diagnostics))
                }
            }
            return .array(values, location)
        default:
            let contentOffset = tag.isEmptyElement ? nil : cursor.position
            let text = try readTextContent(of: tag, openedAt: start, diagnostics: diagnostics)
            guard text.isText else { return .invalid(location) }
            return PropertyListReader.value(
                named: tag.name, text: text.text, location: location, file: file, contentOffset: contentOffset,
                appleFindings: &appleFindings, diagnostics: diagnostics)
        }
    }

    /// The entries of the `<dict>` opened at `start`, its start tag read.
    private mutating func readDictionaryEntries(
        closing name: String, openedAt start: Int, into entries: inout DictionaryBuilder,
        diagnostics: DiagnosticCollector
    ) throws(SyntaxError) {
        // A key waiting for its value (when `pendingOffset` is not negative): its text, where it
        // is reported, its element's offset, whether it was text. Plain variables, not an
        // optional tuple, which a debug build copies whole at each test.
        var pendingKey = ""
        var pendingLocation = SourceLocation(path: "", line: 0, column: 0)
        var pendingOffset = -1
        var pendingIsText = true
        var content = PlistContent()
        while let child = try readPlistContent(closing: name, openedAt: start, into: &content) {
            // Bytes compared, not `starts(with:)`, which costs several calls in a debug build;
            // read from the base pointer (a zero byte follows the last one, and each test stops
            // at it), not through the cursor, whose methods are calls there.
            let base = cursor.base
            let isKey =
                base[child + 1] == 0x6B && base[child + 2] == 0x65  // "ke"
                && base[child + 3] == 0x79 && isNameEnd(base[child + 4])  // "y"
            if pendingOffset >= 0 {
                if !isKey {
                    let value: PropertyListValue
                    if pendingIsText {
                        value = try readPlistValue(at: child, diagnostics: diagnostics)
                    } else {
                        value = .invalid(try readElement().location)
                    }
                    entries.add(PropertyListDictionary.Entry(key: pendingKey, keyLocation: pendingLocation, value: value), diagnostics: diagnostics)
                    pendingOffset = -1
                    continue
                }
                let keyElement = file.location(atOffset: pendingOffset)
                diagnostics.report(.plistStructure, "key '\(pendingKey)' has no value", at: keyElement)
                entries.add(PropertyListDictionary.Entry(key: pendingKey, keyLocation: pendingLocation, value: .invalid(keyElement)), diagnostics: diagnostics)
                pendingOffset = -1
            }
            guard isKey else {
                let element = try readElement()
                diagnostics.report(.plistStructure, "expected <key> in <dict>, found <\(element.name)>", at: element.location)
                continue
            }
            let tag = try readStartTag()
            // A key holding an element keeps its text, and an unusable value.
            let key = try readTextContent(of: tag, openedAt: child, diagnostics: diagnostics)
            if let text = key.text {
                pendingKey = text.value
                pendingLocation = text.location
            } else {
                pendingKey = ""
                pendingLocation = file.location(atOffset: child)
            }
            pendingOffset = child
            pendingIsText = key.isText
        }
        if pendingOffset >= 0 {
            let keyElement = file.location(atOffset: pendingOffset)
            diagnostics.report(.plistStructure, "key '\(pendingKey)' has no value", at: keyElement)
            entries.add(PropertyListDictionary.Entry(key: pendingKey, keyLocation: pendingLocation, value: .invalid(keyElement)), diagnostics: diagnostics)
        }
    }

    /// The text from `start` through the cursor (at a '&' or a '<') to the next '<', when its
    /// references are all five named entities and that '<' starts an end tag; the cursor is
    /// left at the '<'. Otherwise `nil`, the cursor not moved. The text and its locations are
    /// the ones a ``TextBuilder`` makes of it (each entity's byte located at its '&'), made in
    /// two passes over the bytes rather than through the builder's arrays: a call per stretch
    /// and per entity there costs thousands of instructions in a debug build.
    private mutating func readTextWithNamedEntities(from start: Int) -> LocatedText? {
        let base = cursor.base
        let end = SourceCursor.offset(of: 0x3C, in: base, from: cursor.position, to: cursor.count)  // '<'
        // The file's bytes end with a zero byte: `end + 1` may be read.
        guard end < cursor.count && base[end + 1] == 0x2F else { return nil }  // "</"
        // First pass: every '&' starts a named entity; the decoded length.
        var length = 0
        var position = start
        while position < end {
            let ampersand = SourceCursor.offset(of: 0x26, in: base, from: position, to: end)  // '&'
            length += ampersand - position
            if ampersand == end { break }
            guard let (_, entityLength) = namedEntity(at: ampersand + 1) else { return nil }
            length += 1
            position = ampersand + 1 + entityLength
        }
        // Second pass: the bytes and their runs, as the builder adds them.
        var locations = LocatedText.Builder(capacity: 4)
        var last = 0
        let value = SourceCursor.string(capacity: length) { buffer in
            let output = buffer.baseAddress!
            var decoded = 0
            var position = start
            while position < end {
                let ampersand = SourceCursor.offset(of: 0x26, in: base, from: position, to: end)
                let stretch = ampersand - position
                if stretch > 0 {
                    (output + decoded).update(from: base + position, count: stretch)
                    locations.add(decoded: decoded, source: position, count: stretch)
                    decoded += stretch
                    last = ampersand
                }
                if ampersand == end { break }
                let (byte, entityLength) = namedEntity(at: ampersand + 1)!
                output[decoded] = byte
                locations.add(decoded: decoded, source: ampersand)
                decoded += 1
                last = ampersand + 1
                position = ampersand + 1 + entityLength
            }
            return decoded
        }
        cursor.position = end
        return LocatedText(value: value, file: file, runs: locations.runs, endOffset: last)
    }

    /// Whether `byte` (after an element name's prefix; 0 at the end of the file) ends the name.
    private func isNameEnd(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 0x3E || byte == 0x2F || SourceCursor.isXMLWhitespace(byte)  // '>' '/'
    }

    /// The text of an element that holds text only (`<key>`, `<string>`, `<integer>`…), its
    /// start tag read; `isText` is false when it holds an element, which is reported (the first
    /// one) and read as XML only.
    ///
    /// A U+FEFF that starts the text is left out, as CoreFoundation leaves it out (it makes each
    /// string with `CFStringCreateWithBytes`, which drops a leading UTF-8 byte order mark).
    private mutating func readTextContent(
        of tag: (name: String, attributes: [XMLAttribute], isEmptyElement: Bool), openedAt start: Int,
        diagnostics: DiagnosticCollector
    ) throws(SyntaxError) -> (text: LocatedText?, isText: Bool) {
        let content = try readTextContentAsWritten(of: tag, openedAt: start, diagnostics: diagnostics)
        guard let text = content.text, text.value.utf8.first == 0xEF else { return content }
        return (text.droppingLeadingByteOrderMark(), content.isText)
    }

    private mutating func readTextContentAsWritten(
        of tag: (name: String, attributes: [XMLAttribute], isEmptyElement: Bool), openedAt start: Int,
        diagnostics: DiagnosticCollector
    ) throws(SyntaxError) -> (text: LocatedText?, isText: Bool) {
        guard !tag.isEmptyElement else { return (nil, true) }
        // Nearly always one stretch of text, then the end tag: that text stands in the file as
        // it is, with no builder (which the content of any other shape goes through).
        // The bytes up to the next '<' or '&' found with the static search, and read from the
        // base pointer (a zero byte follows the last one): the cursor's methods are calls that
        // retain its buffer in a debug build.
        let base = cursor.base
        let runStart = cursor.position
        let runEnd = SourceCursor.offset(
            of: 0x26, in: base, from: runStart,  // '&'
            to: SourceCursor.offset(of: 0x3C, in: base, from: runStart, to: cursor.count))  // '<'
        cursor.position = runEnd
        if base[runEnd] == 0x3C && base[runEnd + 1] == 0x2F {  // "</"
            try readEndTag(closing: tag.name, openedAt: start)
            let count = runEnd - runStart
            return (count > 0 ? LocatedText(file: file, offset: runStart, count: count) : nil, true)
        }
        // Next most often, text with `&amp;` or `&lt;` in it, then the end tag: decoded in place.
        if let text = readTextWithNamedEntities(from: runStart) {
            try readEndTag(closing: tag.name, openedAt: start)
            return (text, true)
        }
        depth += 1
        defer { depth -= 1 }
        var content = PlistContent(text: TextBuilder(file: file))
        content.rejectsMarkup = tag.name == "string" || tag.name == "key" || tag.name == "real"
        content.text!.append(runStart..<runEnd)
        var isText = true
        while try readPlistContent(closing: tag.name, openedAt: start, into: &content) != nil {
            let child = try readElement()
            if isText {
                diagnostics.report(
                    .plistStructure,
                    "<\(tag.name)> holds text only, but holds the element <\(child.name)>; write '&lt;\(child.name)&gt;' to keep the tag as text",
                    at: child.location)
                isText = false
            }
        }
        return (content.text!.finish(), isText)
    }
}
