/// Reads `.stringsdict` property lists into entries, per Apple's documented semantics.
///
/// - `NSStringLocalizedFormatKey` with `%#@var@` variables, each with a dictionary whose
///   `NSStringFormatSpecTypeKey` is `NSStringPluralRuleType` (forms `zero`…`other`, plus exact
///   values `=0`, `=1`, … as an extension), `NSStringVariableWidthRuleType` (forms keyed by width)
///   or `NSStringDeviceSpecificRuleType` (forms keyed by device);
/// - an entry that is itself an `NSStringVariableWidthRuleType` or `NSStringDeviceSpecificRuleType`
///   dictionary (Apple's documented shape for width variants).
public enum StringsdictReader: LocalizationReader {
    public static let format = LocalizationFile.Format.stringsdict

    public static func read(_ source: LocalizationFile, file: SourceFile, context: LocalizationReadingContext, diagnostics: DiagnosticCollector)
        -> [LocatedTable]
    {
        guard let locale = LocalizationLoader.locale(of: source, context: context, diagnostics: diagnostics) else { return [] }
        guard let contents = read(file, diagnostics: diagnostics.about(table: source.table, locale: locale)) else {
            return [LocatedTable(table: source.table, locale: locale, entries: [], unusable: [], origin: source, isReadable: false)]
        }
        return [LocatedTable(table: source.table, locale: locale, entries: contents.entries, unusable: contents.unusable, origin: source)]
    }

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralType = "NSStringPluralRuleType"
    static let widthType = "NSStringVariableWidthRuleType"
    static let deviceType = "NSStringDeviceSpecificRuleType"
    /// How many variables may stand one inside the forms of another: `%#@a@` whose forms use
    /// `%#@b@` is two. Apple documents no limit; eight is far beyond what translations use.
    static let maximumVariableNesting = 8

    /// What a `.stringsdict` holds: the entries that could be read, and the keys of those that
    /// could not (reported), which are present but unusable.
    public struct Contents: Sendable {
        public var entries: [LocalizedEntry]
        public var unusable: [UnusableEntry]
    }

    /// Reads every entry on its own: a broken entry is reported and listed as unusable, and
    /// the others are read as if it were not there. `nil` only when the file is not a
    /// property list of keys at all.
    public static func read(_ file: SourceFile, diagnostics: DiagnosticCollector) -> Contents? {
        guard let root = PropertyListReader.read(file, diagnostics: diagnostics) else { return nil }
        guard case .dictionary(let dictionary) = root else {
            reportUnexpected(root, "the root of a .stringsdict is a dictionary of keys; found \(root.kindDescription)", diagnostics)
            return nil
        }
        var contents = Contents(entries: [], unusable: [])
        for entry in dictionary.entries {
            let bag = DiagnosticBag()
            var content: EntryContent?
            if case .dictionary(let body) = entry.value {
                content = readEntry(key: entry.key, body, diagnostics: bag)
            } else {
                reportUnexpected(
                    entry.value, "the value of key '\(entry.key)' must be a dictionary with \(formatKey); found \(entry.value.kindDescription)", bag)
            }
            // Most entries have nothing to report: no collector is made for them.
            let reported = !bag.diagnostics.isEmpty
            if reported {
                let keyed = diagnostics.about(key: entry.key)
                bag.diagnostics.forEach(keyed.report)
            }
            if let content, !(reported && bag.hasErrors), !entry.value.containsInvalid {
                contents.entries.append(LocalizedEntry(key: entry.key, keyLocation: entry.keyLocation, content: content))
            } else {
                contents.unusable.append(UnusableEntry(key: entry.key, location: entry.keyLocation))
            }
        }
        return contents
    }

    /// Reports that `value` is not what the file needs there, unless it is a value the
    /// property-list reader already reported as unreadable.
    static func reportUnexpected(_ value: PropertyListValue, _ message: String, _ diagnostics: DiagnosticCollector) {
        if case .invalid = value { return }
        diagnostics.report(.stringsdictStructure, message, at: value.location)
    }

    static func readEntry(key: String, _ body: PropertyListDictionary, diagnostics: DiagnosticCollector) -> EntryContent? {
        // The count tested first: a lookup of the format key costs far more in a debug build.
        if body.entries.count == 1, body[formatKey] == nil, let only = body.entries.first, only.key == widthType || only.key == deviceType {
            guard case .dictionary(let variants) = only.value else {
                reportUnexpected(only.value, "\(only.key) must be a dictionary of forms", diagnostics)
                return nil
            }
            return only.key == widthType ? readEntryWidths(variants, diagnostics: diagnostics) : readEntryDevices(key: key, variants, diagnostics: diagnostics)
        }
        guard let formatEntry = body.entry(formatKey) else {
            diagnostics.report(.missingFormatKey, "key '\(key)' has no \(formatKey); add one such as '%#@count@'", at: body.location)
            return nil
        }
        guard case .string(let formatText, let formatLocation) = formatEntry.value else {
            reportUnexpected(formatEntry.value, "\(formatKey) must be a string", diagnostics)
            return nil
        }
        guard let format = FormatString.parse(formatText, diagnostics: diagnostics) else { return nil }
        var variables: [String: FormatVariable] = [:]
        var formsReferToVariables = false
        var failed = false
        // By index: an iterator is generic calls per element in a debug build.
        var index = 0
        while index < body.entries.count {
            let entry = body.entries[index]
            index += 1
            if entry.key == formatKey { continue }
            guard case .dictionary(let variableBody) = entry.value else {
                reportUnexpected(entry.value, "variable '\(entry.key)' must be a dictionary with \(specTypeKey)", diagnostics)
                failed = true
                continue
            }
            guard let variable = readVariable(entry.key, variableBody, location: entry.keyLocation, diagnostics: diagnostics) else {
                failed = true
                continue
            }
            variables[entry.key] = variable
            if !formsReferToVariables { formsReferToVariables = variable.formsReferToVariables }
        }
        if failed { return nil }
        // Nearly every entry refers to each of its variables once, from the format, and no form
        // refers to another: then the walk below finds nothing to report, and is not made.
        if !formsReferToVariables && referencesEachVariableOnce(format, variables) {
            return .variables(format: format, formatLocation: formatLocation, variables: variables)
        }
        // Every referenced variable has a dictionary, and every dictionary is referenced; no
        // variable refers back to itself through its forms, and none is nested deeper than
        // `maximumVariableNesting`. Each variable is walked once (its depth below it is kept),
        // so the walk is linear, and it recurses at most that many levels.
        var referenced: Set<String> = []
        var levelsBelow: [String: Int] = [:]  // the longest chain of variables from here down, itself included
        var onPath: [String] = []
        var reportedNesting = false
        func visit(_ format: FormatString) -> Int {
            var deepest = 0
            // The segments walked in place: `variables` builds an array of tuples per call.
            for segment in format.segments {
                guard case .variable(let name, _, let variableLocation) = segment else { continue }
                let variable = (name: name, location: variableLocation)
                let isFirstReference = referenced.insert(variable.name).inserted
                let location = variable.location ?? formatLocation
                if let levels = levelsBelow[variable.name] {
                    deepest = max(deepest, levels)
                    continue
                }
                if onPath.contains(variable.name) {
                    let chain = (onPath.drop { $0 != variable.name } + [variable.name]).joined(separator: " → ")
                    diagnostics.report(.variableCycle, "variables of '\(key)' refer to each other in a cycle: \(chain)", at: location)
                    failed = true
                    continue
                }
                guard let definition = variables[variable.name] else {
                    if isFirstReference {
                        diagnostics.report(
                            .undefinedVariable, "'%#@\(variable.name)@' has no dictionary named '\(variable.name)' in key '\(key)'", at: location)
                    }
                    failed = true
                    continue
                }
                guard onPath.count < maximumVariableNesting else {
                    if !reportedNesting {
                        diagnostics.report(
                            .variableNesting,
                            "variables of '\(key)' nest more than \(maximumVariableNesting) levels deep (\(onPath.joined(separator: " → ")) → \(variable.name)); refer to them from \(formatKey) instead",
                            at: location)
                        reportedNesting = true
                    }
                    failed = true
                    continue
                }
                onPath.append(variable.name)
                var below = 0
                // By index: `forms` would make an array per variable.
                var form = 0
                while form < definition.formCount {
                    below = max(below, visit(definition.form(at: form)))
                    form += 1
                }
                onPath.removeLast()
                levelsBelow[variable.name] = below + 1
                deepest = max(deepest, below + 1)
            }
            // A chain that is deep only through a variable walked before, from a shallower place.
            if onPath.count + deepest > maximumVariableNesting && !reportedNesting {
                diagnostics.report(
                    .variableNesting, "variables of '\(key)' nest more than \(maximumVariableNesting) levels deep; refer to them from \(formatKey) instead",
                    at: format.variables.first?.location ?? formatLocation)
                reportedNesting = true
                failed = true
            }
            return deepest
        }
        _ = visit(format)
        // Below a nesting too deep, the variables are unreached because of it: not reported.
        // Sorted only when one is unused (nearly never): sorting costs more than the check.
        let unused = reportedNesting ? [] : variables.keys.filter { !referenced.contains($0) }
        let spaced = unused.isEmpty ? [] : FormatString.spacedReferences(in: formatText.value)
        for name in unused.sorted() {
            // Where the format meant it, with a space too many, the typo is the finding.
            if let typo = spaced.first(where: { $0.name == name }) {
                let written = String(decoding: Array(formatText.value.utf8)[typo.range], as: UTF8.self)
                diagnostics.report(
                    .unusedVariable,
                    "'\(written)' in \(formatKey) has spaces, so it refers to nothing (Foundation reads '%#' and a space as the flags of a specifier), and the dictionary '\(name)' is unused; write '\(typo.repaired)'",
                    at: formatText.location(atUTF8Offset: typo.range.lowerBound))
                continue
            }
            diagnostics.report(
                .unusedVariable,
                "the dictionary '\(name)' is not referenced by \(formatKey) '\(formatText.value)' nor by any form; reference it as '%#@\(name)@' or remove it",
                at: variables[name]!.location)
            failed = true
        }
        return failed ? nil : .variables(format: format, formatLocation: formatLocation, variables: variables)
    }

    /// Whether `format` refers to each of `variables` exactly once and to nothing else: with no
    /// form referring to a variable, the shape for which ``readEntry(key:_:diagnostics:)``'s walk
    /// reports nothing. Up to four references, each compared with the segments before it (a
    /// hash per name costs more than that in a debug build); more go to the walk.
    static func referencesEachVariableOnce(_ format: FormatString, _ variables: [String: FormatVariable]) -> Bool {
        let segments = format.segments
        var references = 0
        var index = 0
        while index < segments.count {
            if case .variable(let name, _, _) = segments[index] {
                references += 1
                guard references <= 4, variables[name] != nil else { return false }
                var earlier = 0
                while earlier < index {
                    if case .variable(let earlierName, _, _) = segments[earlier], earlierName == name { return false }
                    earlier += 1
                }
            }
            index += 1
        }
        return references == variables.count
    }

    static func readVariable(_ name: String, _ body: PropertyListDictionary, location: SourceLocation, diagnostics: DiagnosticCollector) -> FormatVariable? {
        guard let specEntry = body.entry(specTypeKey) else {
            diagnostics.report(.missingSpecType, "variable '\(name)' has no \(specTypeKey); add \(pluralType)", at: location)
            return nil
        }
        guard case .string(let spec, _) = specEntry.value else {
            reportUnexpected(specEntry.value, "\(specTypeKey) must be a string", diagnostics)
            return nil
        }
        var formEntries: [(key: String, text: LocatedText, location: SourceLocation)] = []
        formEntries.reserveCapacity(body.entries.count)
        var valueType: (String, SourceLocation)?
        var failed = false
        // By index, here and below: an iterator is generic calls per element in a debug build.
        var index = 0
        while index < body.entries.count {
            let entry = body.entries[index]
            index += 1
            if entry.key == specTypeKey { continue }
            guard case .string(let text, let valueLocation) = entry.value else {
                reportUnexpected(entry.value, "form '\(entry.key)' of variable '\(name)' must be a string; found \(entry.value.kindDescription)", diagnostics)
                failed = true
                continue
            }
            if entry.key == valueTypeKey {
                valueType = (text.value, text.value.isEmpty ? valueLocation : text.location)
            } else {
                formEntries.append((entry.key, text, text.value.isEmpty ? valueLocation : text.location))
            }
        }
        if failed { return nil }
        switch spec.value {
        case pluralType:
            var forms: [PluralForm] = []
            forms.reserveCapacity(formEntries.count)
            var position = 0
            while position < formEntries.count {
                let entry = formEntries[position]
                position += 1
                let key: PluralForm.Key
                if let category = PluralCategory(name: entry.key) {
                    key = .category(category)
                } else if entry.key.hasPrefix("="), let value = UInt64(entry.key.dropFirst()) {
                    key = .exact(value)
                } else {
                    diagnostics.report(
                        .unknownForm, "'\(entry.key)' is not a plural form; use zero, one, two, few, many, other or an exact value such as =0",
                        at: locationOfKey(entry.key, in: body) ?? entry.location)
                    failed = true
                    continue
                }
                guard let text = FormatString.parse(entry.text, diagnostics: diagnostics) else {
                    failed = true
                    continue
                }
                forms.append(PluralForm(key: key, text: text, raw: entry.text.value, location: entry.location))
            }
            if let (written, valueTypeLocation) = valueType {
                let normalized = Self.valueType(written)
                valueType = (normalized, valueTypeLocation)
                if !commonValueTypes.contains(normalized) && !isValueType(normalized) {
                    diagnostics.report(.invalidValueType, "\(valueTypeKey) '\(written)' is not a format specifier such as d, ld, f or @", at: valueTypeLocation)
                    failed = true
                }
            }
            // Sorted only when they are not in order already (their order in most files).
            var inOrder = true
            var form = 1
            while inOrder && form < forms.count {
                inOrder = !(forms[form].key < forms[form - 1].key)
                form += 1
            }
            if !inOrder { forms.sort { $0.key < $1.key } }
            return failed
                ? nil : FormatVariable(name: name, kind: .plural(valueType: valueType?.0, valueTypeLocation: valueType?.1, forms: forms), location: location)
        case widthType:
            var widths: [(width: Int, form: FormatString, location: SourceLocation)] = []
            for entry in formEntries {
                guard let width = Int(entry.key), width >= 0 else {
                    diagnostics.report(
                        .unknownForm, "width forms are keyed by a number of M-widths such as 20; '\(entry.key)' is not one",
                        at: locationOfKey(entry.key, in: body) ?? entry.location)
                    failed = true
                    continue
                }
                guard let text = FormatString.parse(entry.text, diagnostics: diagnostics) else { failed = true; continue }
                widths.append((width, text, entry.location))
            }
            return failed ? nil : FormatVariable(name: name, kind: .widths(widths.sorted { $0.width < $1.width }), location: location)
        case deviceType:
            var devices: [(device: String, form: FormatString, location: SourceLocation)] = []
            for entry in formEntries {
                guard deviceNames.contains(entry.key) else {
                    diagnostics.report(
                        .unknownForm, "'\(entry.key)' is not a device; use \(deviceNames.joined(separator: ", "))",
                        at: locationOfKey(entry.key, in: body) ?? entry.location)
                    failed = true
                    continue
                }
                guard let text = FormatString.parse(entry.text, diagnostics: diagnostics) else { failed = true; continue }
                devices.append((entry.key, text, entry.location))
            }
            return failed ? nil : FormatVariable(name: name, kind: .devices(devices), location: location)
        default:
            diagnostics.report(
                .unknownRuleType, "unknown \(specTypeKey) '\(spec.value)'; expected \(pluralType), \(widthType) or \(deviceType)", at: spec.location)
            return nil
        }
    }

    /// The value type a file writes, without the `%` that some write before it: Apple's
    /// reference gives it as "the letter d" in one edition and "as in %d" in another, and
    /// shipped apps write both (Mastodon's Siri intents tables write `%ld`), so `%ld` is `ld`.
    static func valueType(_ text: String) -> String {
        text.utf8.count > 1 && text.utf8.first == UInt8(ascii: "%") ? String(text.dropFirst()) : text
    }

    /// Whether `text` is a value type: '%' and it make one format specifier (`d`, `ld`, `@`).
    static func isValueType(_ text: String) -> Bool {
        let parsed = FormatString.parse(LocatedText(verbatim: "%" + text, file: .unlocated, offset: 0), diagnostics: DiagnosticBag())
        return parsed?.specifiers.count == 1 && parsed?.segments.count == 1
    }

    /// The value types files write most, each checked by ``isValueType(_:)`` once: a file
    /// writes one per variable, and a parse costs far more than this lookup in a debug build.
    static let commonValueTypes: Set<String> = Set(
        ["d", "i", "u", "ld", "li", "lu", "lld", "lli", "llu", "f", "lf", "g", "e", "@", "x", "lx", "o"].filter(isValueType))

    static func readEntryWidths(_ variants: PropertyListDictionary, diagnostics: DiagnosticCollector) -> EntryContent? {
        var widths: [(width: Int, content: EntryContent)] = []
        var failed = false
        for entry in variants.entries {
            guard let width = Int(entry.key), width >= 0 else {
                diagnostics.report(.unknownForm, "width forms are keyed by a number of M-widths such as 20; '\(entry.key)' is not one", at: entry.keyLocation)
                failed = true
                continue
            }
            guard case .string(let text, let location) = entry.value else {
                reportUnexpected(entry.value, "width form '\(entry.key)' must be a string", diagnostics)
                failed = true
                continue
            }
            guard let format = FormatString.parse(text, diagnostics: diagnostics) else { failed = true; continue }
            widths.append((width, .format(format, text.value.isEmpty ? location : text.location)))
        }
        if widths.isEmpty && !failed {
            diagnostics.report(.stringsdictStructure, "\(widthType) has no forms", at: variants.location)
            failed = true
        }
        return failed ? nil : .widths(widths.sorted { $0.width < $1.width })
    }

    static func readEntryDevices(key: String, _ variants: PropertyListDictionary, diagnostics: DiagnosticCollector) -> EntryContent? {
        var devices: [(device: String, content: EntryContent)] = []
        var failed = false
        for entry in variants.entries {
            guard deviceNames.contains(entry.key) else {
                diagnostics.report(.unknownForm, "'\(entry.key)' is not a device; use \(deviceNames.joined(separator: ", "))", at: entry.keyLocation)
                failed = true
                continue
            }
            switch entry.value {
            case .string(let text, let location):
                guard let format = FormatString.parse(text, diagnostics: diagnostics) else { failed = true; continue }
                devices.append((entry.key, .format(format, text.value.isEmpty ? location : text.location)))
            case .dictionary(let body):
                guard let content = readEntry(key: key, body, diagnostics: diagnostics) else { failed = true; continue }
                devices.append((entry.key, content))
            default:
                reportUnexpected(entry.value, "device form '\(entry.key)' must be a string or a dictionary", diagnostics)
                failed = true
            }
        }
        return failed ? nil : .devices(devices)
    }

    static func locationOfKey(_ key: String, in dictionary: PropertyListDictionary) -> SourceLocation? {
        dictionary.entry(key)?.keyLocation
    }
}

extension FormatVariable {
    /// How many forms the variable has.
    var formCount: Int {
        switch kind {
        case .plural(_, _, let forms): forms.count
        case .widths(let widths): widths.count
        case .devices(let devices): devices.count
        }
    }

    /// Whether a form refers to a variable (`%#@b@` in a form of `a`).
    var formsReferToVariables: Bool {
        var form = 0
        while form < formCount {
            let segments = self.form(at: form).segments
            var segment = 0
            while segment < segments.count {
                if case .variable = segments[segment] { return true }
                segment += 1
            }
            form += 1
        }
        return false
    }

    /// The format string of the form at `index`, in the order the variable keeps them.
    func form(at index: Int) -> FormatString {
        switch kind {
        case .plural(_, _, let forms): forms[index].text
        case .widths(let widths): widths[index].form
        case .devices(let devices): devices[index].form
        }
    }
}
