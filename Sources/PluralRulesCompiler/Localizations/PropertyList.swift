/// A value of an XML property list, located in its file.
public indirect enum PropertyListValue: Sendable {
    case dictionary(PropertyListDictionary)
    case array([PropertyListValue], SourceLocation)
    case string(LocatedText, SourceLocation)
    case integer(String, SourceLocation)
    case real(String, SourceLocation)
    case boolean(Bool, SourceLocation)
    case data(String, SourceLocation)
    case date(String, SourceLocation)
    /// A value that could not be read (already reported): whatever holds it is unusable, and
    /// everything else in the file still is.
    case invalid(SourceLocation)

    /// Where the value's element starts.
    public var location: SourceLocation {
        switch self {
        case .dictionary(let dictionary): dictionary.location
        case .array(_, let location), .string(_, let location), .integer(_, let location), .real(_, let location),
             .boolean(_, let location), .data(_, let location), .date(_, let location), .invalid(let location):
            location
        }
    }

    /// Whether the value is, or holds, a value that could not be read.
    public var containsInvalid: Bool {
        switch self {
        case .invalid: true
        case .dictionary(let dictionary): dictionary.entries.contains { $0.value.containsInvalid }
        case .array(let values, _): values.contains { $0.containsInvalid }
        default: false
        }
    }

    /// The element name, for messages: "a string", "a dictionary".
    public var kindDescription: String {
        switch self {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .data: "data"
        case .date: "a date"
        case .invalid: "an unreadable value"
        }
    }
}

/// A `<dict>`: keys in file order, each with its location.
public struct PropertyListDictionary: Sendable {
    public struct Entry: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: PropertyListValue
    }

    public var entries: [Entry]
    public var location: SourceLocation

    public subscript(key: String) -> PropertyListValue? {
        entries.first { $0.key == key }?.value
    }

    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }
}

/// Reads XML property lists (`.stringsdict`, `.plist`) with the located XML reader, so
/// every key and value knows its file, line and column.
///
/// Only a file that is not well-formed XML, or not a `<plist>` of one value, reads as
/// nothing. A value that is wrong inside it (an unknown element, a `<key>` without a value, an
/// `<integer>` that is no number) is reported and read as ``PropertyListValue/invalid(_:)``,
/// so that one broken entry never hides the rest of the file. A key given twice keeps the
/// later value, as CoreFoundation does. An element inside a `<string>` or `<key>` (`Tap
/// <b>here</b>`) is an error at that element, not text left out: Apple's reader rejects it too.
///
/// `readValue` recurses once per `<dict>` or `<array>`; the XML reader has already stopped at
/// ``XMLReader/maximumDepth`` levels, so it cannot run out of stack.
public enum PropertyListReader {
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue? {
        // The indentation between elements is not read as text nodes: nothing here reads it.
        guard let document = XMLReader.read(file, diagnostics: diagnostics, keepingWhitespaceBesideElements: false) else { return nil }
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

    /// Whether `element` (a `<key>`, `<string>` or other value of text) holds no element;
    /// reports the first one it holds.
    static func rejectElements(in element: XMLElement, diagnostics: DiagnosticCollector) -> Bool {
        // The children searched in place: this runs for every value of the file, nearly
        // always on one text node.
        if element.children.count == 1, case .text = element.children[0] { return true }
        var found: XMLElement?
        for case .element(let child) in element.children {
            found = child
            break
        }
        guard let child = found else { return true }
        diagnostics.report(.plistStructure, "<\(element.name)> holds text only, but holds the element <\(child.name)>; write '&lt;\(child.name)&gt;' to keep the tag as text", at: child.location)
        return false
    }

    static func readValue(_ element: XMLElement, file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue {
        func text() -> String { element.text?.value ?? "" }
        let name = element.name
        if name != "dict" && name != "array" && !rejectElements(in: element, diagnostics: diagnostics) {
            return .invalid(element.location)
        }
        switch name {
        case "dict":
            var entries = DictionaryBuilder()
            defer { entries.deallocate() }
            // The children in one pass, a key waiting for its value (building the list of
            // child elements first costs an array per dictionary, of which a file has thousands).
            var pending: (element: XMLElement, key: String, location: SourceLocation, isText: Bool)?
            for case .element(let child) in element.children {
                if let key = pending, child.name != "key" {
                    entries.add(PropertyListDictionary.Entry(key: key.key, keyLocation: key.location,
                                                             value: key.isText ? readValue(child, file: file, diagnostics: diagnostics) : .invalid(child.location)),
                                diagnostics: diagnostics)
                    pending = nil
                    continue
                }
                if let key = pending {
                    diagnostics.report(.plistStructure, "key '\(key.key)' has no value", at: key.element.location)
                    entries.add(PropertyListDictionary.Entry(key: key.key, keyLocation: key.location, value: .invalid(key.element.location)), diagnostics: diagnostics)
                    pending = nil
                }
                guard child.name == "key" else {
                    diagnostics.report(.plistStructure, "expected <key> in <dict>, found <\(child.name)>", at: child.location)
                    continue
                }
                // A key holding an element keeps its text, and an unusable value.
                let isText = rejectElements(in: child, diagnostics: diagnostics)
                let keyText = child.text
                pending = (child, keyText?.value ?? "", keyText?.location ?? child.location, isText)
            }
            if let key = pending {
                diagnostics.report(.plistStructure, "key '\(key.key)' has no value", at: key.element.location)
                entries.add(PropertyListDictionary.Entry(key: key.key, keyLocation: key.location, value: .invalid(key.element.location)), diagnostics: diagnostics)
            }
            return .dictionary(PropertyListDictionary(entries: entries.entries, location: element.location))
        case "array":
            var values: [PropertyListValue] = []
            for case .element(let child) in element.children {
                values.append(readValue(child, file: file, diagnostics: diagnostics))
            }
            return .array(values, element.location)
        case "string":
            // An empty <string/> has no text node: diagnostics about it use the element's location.
            return .string(element.text ?? LocatedText(verbatim: "", file: file, offset: 0), element.location)
        case "integer":
            guard Int(text().trimmingWhitespace()) != nil else {
                diagnostics.report(.plistValue, "'\(text())' is not an integer", at: element.location)
                return .invalid(element.location)
            }
            return .integer(text().trimmingWhitespace(), element.location)
        case "real":
            guard Double(text().trimmingWhitespace()) != nil else {
                diagnostics.report(.plistValue, "'\(text())' is not a real number", at: element.location)
                return .invalid(element.location)
            }
            return .real(text().trimmingWhitespace(), element.location)
        case "true": return .boolean(true, element.location)
        case "false": return .boolean(false, element.location)
        case "data": return .data(text(), element.location)
        case "date": return .date(text(), element.location)
        default:
            diagnostics.report(.plistStructure, "unknown property list element <\(element.name)>", at: element.location)
            return .invalid(element.location)
        }
    }
}

/// A `<dict>`'s entries as they are read: keys compare as CoreFoundation compares them, unit by
/// unit (not by Swift's canonical equivalence), and a repeated key replaces the earlier one,
/// as there.
///
/// A stringsdict has thousands of dictionaries of a few keys each, which ``KeyPositions``
/// compares one by one, and a few large ones, which it looks up by hash. (A struct's method, not
/// a local function: a debug build checks each access a local function makes to a captured
/// variable at run time.)
private struct DictionaryBuilder {
    var entries: [PropertyListDictionary.Entry] = []
    private var positions = KeyPositions()

    /// Adds an entry, or replaces the earlier one with its key (reported).
    mutating func add(_ entry: PropertyListDictionary.Entry, diagnostics: DiagnosticCollector) {
        let probe = positions.find(entry.key, count: entries.count) { [entries] in entries[$0].key }
        if let previous = probe.earlier {
            // The later value takes the earlier one's place, where the key stays recorded.
            diagnostics.report(.duplicateKey, "key '\(entry.key)' appears twice in this dictionary; the first is at line \(entries[previous].keyLocation.line), and this later value wins", at: entry.keyLocation)
            entries[previous] = entry
        } else {
            positions.record(entries.count, for: probe)
            entries.append(entry)
        }
    }

    func deallocate() { positions.deallocate() }
}
