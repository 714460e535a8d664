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
        case .invalid: return true
        // Loops, not `contains(where:)`: a closure and generic calls per value in a debug build.
        case .dictionary(let dictionary):
            var index = 0
            while index < dictionary.entries.count {
                if dictionary.entries[index].value.containsInvalid { return true }
                index += 1
            }
            return false
        case .array(let values, _):
            var index = 0
            while index < values.count {
                if values[index].containsInvalid { return true }
                index += 1
            }
            return false
        default: return false
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
        entry(key)?.value
    }

    public func entry(_ key: String) -> Entry? {
        // A loop, not `first(where:)`: a closure and generic calls per entry in a debug build.
        var index = 0
        while index < entries.count {
            if entries[index].key == key { return entries[index] }
            index += 1
        }
        return nil
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
/// The values are read straight from the XML (`XMLReader+PropertyList.swift`), with no element
/// tree in between; that reader recurses once per `<dict>` or `<array>` and stops at
/// ``XMLReader/maximumDepth`` levels, so it cannot run out of stack.
public enum PropertyListReader {
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue? {
        XMLReader.readPropertyList(file, diagnostics: diagnostics)
    }

    /// The value of the element `name` that holds `text` only (its elements, if any, already
    /// reported): a `<string>`, `<integer>`, `<true/>`… or an unknown element, reported.
    static func value(named name: String, text located: LocatedText?, location: SourceLocation, file: SourceFile,
                      diagnostics: DiagnosticCollector) -> PropertyListValue {
        let text = located?.value ?? ""
        switch name {
        case "string":
            // An empty <string/> has no text: diagnostics about it use the element's location.
            return .string(located ?? LocatedText(verbatim: "", file: file, offset: 0), location)
        case "integer":
            let number = text.trimmingWhitespace()
            guard Int(number) != nil else {
                diagnostics.report(.plistValue, "'\(text)' is not an integer", at: location)
                return .invalid(location)
            }
            return .integer(number, location)
        case "real":
            let number = text.trimmingWhitespace()
            guard Double(number) != nil else {
                diagnostics.report(.plistValue, "'\(text)' is not a real number", at: location)
                return .invalid(location)
            }
            return .real(number, location)
        case "true": return .boolean(true, location)
        case "false": return .boolean(false, location)
        case "data": return .data(text, location)
        case "date": return .date(text, location)
        default:
            diagnostics.report(.plistStructure, "unknown property list element <\(name)>", at: location)
            return .invalid(location)
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
struct DictionaryBuilder {
    var entries: [PropertyListDictionary.Entry] = []
    private var positions = KeyPositions()

    /// Adds an entry, or replaces the earlier one with its key (reported).
    mutating func add(_ entry: PropertyListDictionary.Entry, diagnostics: DiagnosticCollector) {
        let count = entries.count
        // A dictionary smaller than ``KeyPositions/indexedFrom`` has no index: its keys are
        // compared here, with no closure to pass them (nearly every dictionary of a stringsdict).
        if count < KeyPositions.indexedFrom {
            var earlier = count - 1
            while earlier >= 0 {
                if UTF8Order.equal(entries[earlier].key, entry.key) { break }
                earlier -= 1
            }
            if earlier >= 0 {
                replace(at: earlier, with: entry, diagnostics: diagnostics)
            } else {
                // Room for a stringsdict variable's keys at once, not grown one by one.
                if count == 0 { entries.reserveCapacity(8) }
                entries.append(entry)
            }
            return
        }
        let probe = positions.find(entry.key, count: count) { [entries] in entries[$0].key }
        if let previous = probe.earlier {
            replace(at: previous, with: entry, diagnostics: diagnostics)
        } else {
            positions.record(count, for: probe)
            entries.append(entry)
        }
    }

    /// Puts `entry` in the place of the earlier entry with its key, at `previous` (reported).
    private mutating func replace(at previous: Int, with entry: PropertyListDictionary.Entry, diagnostics: DiagnosticCollector) {
        // The later value takes the earlier one's place, where the key stays recorded.
        diagnostics.report(.duplicateKey, "key '\(entry.key)' appears twice in this dictionary; the first is at line \(entries[previous].keyLocation.line), and this later value wins", at: entry.keyLocation)
        entries[previous] = entry
    }

    func deallocate() { positions.deallocate() }
}
