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

    /// Where the value's element starts.
    public var location: SourceLocation {
        switch self {
        case .dictionary(let dictionary): dictionary.location
        case .array(_, let location), .string(_, let location), .integer(_, let location), .real(_, let location),
             .boolean(_, let location), .data(_, let location), .date(_, let location):
            location
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
/// every key and value knows its file, line and column. Duplicate keys are an error.
public enum PropertyListReader {
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue? {
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
        let bag = DiagnosticBag()
        let value = readValue(elements[0], file: file, diagnostics: bag)
        bag.diagnostics.forEach(diagnostics.report)
        return bag.hasErrors ? nil : value
    }

    static func readValue(_ element: XMLElement, file: SourceFile, diagnostics: DiagnosticCollector) -> PropertyListValue? {
        func text() -> String { element.text?.value ?? "" }
        switch element.name {
        case "dict":
            var entries: [PropertyListDictionary.Entry] = []
            // Keys compare as CoreFoundation compares them, unit by unit (not by Swift's
            // canonical equivalence); a repeated key replaces the earlier one, as there.
            var seen: [[UInt8]: Int] = [:]
            let children = element.elements
            var index = 0
            while index < children.count {
                let keyElement = children[index]
                guard keyElement.name == "key" else {
                    diagnostics.report(.plistStructure, "expected <key> in <dict>, found <\(keyElement.name)>", at: keyElement.location)
                    return nil
                }
                let key = keyElement.text?.value ?? ""
                guard index + 1 < children.count else {
                    diagnostics.report(.plistStructure, "key '\(key)' has no value", at: keyElement.location)
                    return nil
                }
                let keyLocation = keyElement.text?.location ?? keyElement.location
                guard let value = readValue(children[index + 1], file: file, diagnostics: diagnostics) else { return nil }
                let entry = PropertyListDictionary.Entry(key: key, keyLocation: keyLocation, value: value)
                if let previous = seen[Array(key.utf8)] {
                    diagnostics.report(.duplicateKey, "key '\(key)' appears twice in this dictionary; the first is at line \(entries[previous].keyLocation.line), and this later value wins", at: keyLocation)
                    entries[previous] = entry
                } else {
                    seen[Array(key.utf8)] = entries.count
                    entries.append(entry)
                }
                index += 2
            }
            return .dictionary(PropertyListDictionary(entries: entries, location: element.location))
        case "array":
            var values: [PropertyListValue] = []
            for child in element.elements {
                guard let value = readValue(child, file: file, diagnostics: diagnostics) else { return nil }
                values.append(value)
            }
            return .array(values, element.location)
        case "string":
            // An empty <string/> has no text node: diagnostics about it use the element's location.
            return .string(element.text ?? LocatedText(verbatim: "", file: file, offset: 0), element.location)
        case "integer":
            guard Int(text().trimmingWhitespace()) != nil else {
                diagnostics.report(.plistValue, "'\(text())' is not an integer", at: element.location)
                return nil
            }
            return .integer(text().trimmingWhitespace(), element.location)
        case "real":
            guard Double(text().trimmingWhitespace()) != nil else {
                diagnostics.report(.plistValue, "'\(text())' is not a real number", at: element.location)
                return nil
            }
            return .real(text().trimmingWhitespace(), element.location)
        case "true": return .boolean(true, element.location)
        case "false": return .boolean(false, element.location)
        case "data": return .data(text(), element.location)
        case "date": return .date(text(), element.location)
        default:
            diagnostics.report(.plistStructure, "unknown property list element <\(element.name)>", at: element.location)
            return nil
        }
    }
}
