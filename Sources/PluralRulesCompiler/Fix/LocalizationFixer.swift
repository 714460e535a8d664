import PluralRules

/// The fixes that keep a translation's meaning and need no translator, as minimal edits at
/// the findings' places (`plural-rules fix`):
///
/// - `unused-category`: a form the locale never selects is removed (`.stringsdict`,
///   `.xcstrings`);
/// - `spelled-number`: a number written in digits, in a form whose category covers it and
///   other numbers, becomes the variable's own specifier (ru `one` = `1 файл` → `%d файл`);
/// - `unused-variable`, `format-variable`: a variable reference with stray spaces that names
///   one dictionary of its entry is written as a reference (`%# @count @` → `%#@count@`);
/// - `empty-translation`: an empty translation of a text that is not empty is removed
///   (`.strings`, `.xcstrings`), so that Foundation falls back to the development region's
///   text, as the accessors already do.
///
/// Each edit is planned from the finding's place and the file's own text, and only where it
/// is certain: the text there must be what the finding says, the edited form must show the
/// variable's own argument, and so on. A finding the fixer is not certain of is left alone.
/// Every byte an edit does not touch stays as it was (`EditableFile` re-encodes the text).
public enum LocalizationFixer {
    /// The ids `fix` can fix.
    public static let fixableKinds: Set<DiagnosticKind> = [.unusedCategory, .spelledNumber, .unusedVariable, .formatVariable, .emptyTranslation]

    /// One file's new bytes and the edits that make them.
    public struct FileFix: Sendable {
        public var path: String
        public var original: [UInt8]
        public var fixed: [UInt8]
        public var edits: [TextEdit]
        /// The text before and after, as UTF-8 (what a diff shows).
        public var originalText: [UInt8]
        public var fixedText: [UInt8]
    }

    /// The edits for `findings` (diagnostics of a lint run) of the kinds in `only` (all
    /// fixable kinds when `nil`), one ``FileFix`` per file that changes, sorted by path.
    public static func plan(_ findings: [Diagnostic], cldr: CLDRData, developmentRegion: String, only: Set<DiagnosticKind>? = nil) -> [FileFix] {
        let wanted = only.map { $0.intersection(fixableKinds) } ?? fixableKinds
        let byPath = Dictionary(grouping: findings.filter { wanted.contains($0.kind) && $0.location != nil }, by: { $0.location!.path })
        let context = LocalizationReadingContext(developmentRegion: developmentRegion)
        var fixes: [FileFix] = []
        for path in byPath.keys.sorted() {
            guard let source = LocalizationFile(path: path), let file = EditableFile(path: path, format: source.format) else { continue }
            let model = LocalizationLoader.reader(for: source.format).read(
                source, file: SourceFile(path: path, bytes: file.original), context: context, diagnostics: DiagnosticBag())
            let catalog = source.format == .xcstrings ? JSONReader.readDocument(file.text, diagnostics: DiagnosticBag()) : nil
            let planner = Planner(file: file, scanner: TextScanner(bytes: file.text.bytes), catalog: catalog, model: model, cldr: cldr)
            var edits: [TextEdit] = []
            for finding in byPath[path]!.sorted(by: { $0.location! < $1.location! }) {
                guard let edit = planner.edit(for: finding) else { continue }
                // Two findings at one place (or overlapping edits): the first one only.
                guard !edits.contains(where: { $0.range.overlaps(edit.range) || ($0.range.isEmpty && $0.range.lowerBound == edit.range.lowerBound) }) else {
                    continue
                }
                edits.append(edit)
            }
            guard !edits.isEmpty else { continue }
            let fixedText = file.applying(edits)
            fixes.append(
                FileFix(
                    path: path, original: file.original, fixed: file.encoded(fixedText), edits: edits.sorted { $0.range.lowerBound < $1.range.lowerBound },
                    originalText: file.text.bytes, fixedText: fixedText))
        }
        return fixes
    }

    struct Planner {
        let file: EditableFile
        let scanner: TextScanner
        /// A String Catalog's JSON, as its reader reads it: where its members are.
        let catalog: JSONDocument?
        let model: [LocatedTable]
        let cldr: CLDRData

        func edit(for finding: Diagnostic) -> TextEdit? {
            let offset = file.text.offset(of: finding.location!)
            switch (finding.kind, file.format) {
            case (.unusedCategory, .stringsdict): return removeStringsdictForm(finding, at: offset)
            case (.unusedCategory, .xcstrings): return removeCatalogForm(finding, at: offset)
            case (.spelledNumber, .stringsdict), (.spelledNumber, .xcstrings): return specifyNumber(finding, at: offset)
            case (.unusedVariable, .stringsdict), (.formatVariable, .stringsdict): return repairReference(finding, at: offset)
            case (.emptyTranslation, .strings): return removeStringsEntry(finding, at: offset)
            case (.emptyTranslation, .xcstrings): return removeCatalogLocalization(finding, at: offset)
            default: return nil
            }
        }

        // MARK: Forms a locale never selects

        /// `<key>few</key> <string>…</string>` with its line, where the finding is at the text
        /// of the `<string>`, which holds no markup.
        func removeStringsdictForm(_ finding: Diagnostic, at offset: Int) -> TextEdit? {
            guard let category = finding.subject?.form, let value = stringsdictValue(at: offset),
                let keyEnd = Optional(scanner.skippingWhitespaceBackward(value.elementStart)), scanner.has("</key>", at: keyEnd - 6),
                let keyStart = scanner.findBackward("<key>", before: keyEnd - 6),
                String(decoding: scanner.bytes[keyStart + 5..<keyEnd - 6], as: UTF8.self) == category
            else { return nil }
            let range = scanner.removal(of: keyStart..<value.elementEnd)
            return TextEdit(
                range: range, replacement: [], finding: finding, .remove,
                "the '\(category)' form, which \(finding.subject?.locale ?? "the locale") never selects")
        }

        /// The member `"few" : {…}` of a `"plural"` object whose string unit the finding is in.
        func removeCatalogForm(_ finding: Diagnostic, at offset: Int) -> TextEdit? {
            guard let category = finding.subject?.form,
                let member = catalogMember(named: category, containing: offset, inObjectNamed: "plural"),
                let removal = scanner.jsonMemberRemoval(keyStart: member.keyStart, valueEnd: member.valueEnd)
            else { return nil }
            return TextEdit(
                range: removal.range, replacement: removal.replacement, finding: finding,
                .remove, "the '\(category)' form, which \(finding.subject?.locale ?? "the locale") never selects")
        }

        // MARK: Numbers spelled in digits

        /// The one run of digits in the form becomes the specifier that shows the variable's
        /// own argument, spelled as the variable's other forms spell it; only where the digits'
        /// number selects the form's category, and the form then shows the argument.
        func specifyNumber(_ finding: Diagnostic, at offset: Int) -> TextEdit? {
            guard let subject = finding.subject, let locale = subject.locale, let key = subject.key, let variableName = subject.variable,
                let ruleSet = cldr.ruleSet(for: locale, type: .cardinal),
                let (entry, form, siblings) = pluralForm(locale: locale, key: key, variable: variableName, at: finding.location!),
                case .category(let category) = form.key,
                let position = EntryCompilation.variableArguments(entry)[variableName]
            else { return nil }
            // The form's text as written: no escape or entity, so that the file's bytes are the text's.
            let content: Range<Int>
            switch file.format {
            case .stringsdict:
                guard let value = stringsdictValue(at: offset), !scanner.bytes[value.content].contains(UInt8(ascii: "&")) else { return nil }
                content = value.content
            default:
                guard scanner.has("\"", at: offset - 1), let end = scanner.endOfQuoted(from: offset - 1),
                    !scanner.bytes[offset..<end - 1].contains(UInt8(ascii: "\\"))
                else { return nil }
                content = offset..<end - 1
            }
            let text = String(decoding: scanner.bytes[content], as: UTF8.self)
            let segments = FormatString.scan(text)
            guard spelling(of: segments) == text, let digits = onlyDigitRun(in: segments), let value = digits.value,
                ruleSet.category(for: PluralOperands(UInt64(value))) == category,
                let specifier = file.format == .xcstrings && !variableName.isEmpty
                    // A catalog's substitution shows its own argument as Xcode writes it.
                    ? "%arg" : ownSpecifier(position: position, siblings: siblings, valueType: valueType(of: entry, variable: variableName))
            else { return nil }
            // Unpositioned, the specifier takes the argument after those taken before it: then
            // it is written with the position.
            let before = FormatString.scan(String(decoding: Array(text.utf8.prefix(digits.range.lowerBound)), as: UTF8.self))
            // Beside specifiers with positions, it gets one too: printf does not mix the two.
            var candidates = [specifier]
            if !specifier.hasPrefix("%arg"), !specifier.contains("$") {
                let positioned = "%\(position)$" + specifier.dropFirst()
                let mixes = segments.contains { if case .specifier(let other) = $0 { other.position != nil } else { false } }
                if mixes { candidates = [positioned] } else { candidates.append(positioned) }
            }
            for candidate in candidates {
                var edited = Array(text.utf8)
                edited.replaceSubrange(digits.range, with: Array(candidate.utf8))
                let editedText = String(decoding: edited, as: UTF8.self)
                guard let format = FormatString.parse(LocatedText(verbatim: editedText, file: .unlocated, offset: 0), diagnostics: DiagnosticBag()),
                    candidate.hasPrefix("%arg") || PluralFormChecks.shows(position, in: format)
                else { continue }
                // `%arg` is the substitution's own argument wherever it stands.
                if candidate.hasPrefix("%arg") || unpositionedTakesOwn(before: before, position: position) || candidate.contains("$") {
                    let start = content.lowerBound + digits.range.lowerBound
                    return TextEdit(
                        range: start..<content.lowerBound + digits.range.upperBound, replacement: Array(candidate.utf8), finding: finding,
                        .write, "'\(candidate)' for '\(digits.text)' in the '\(category.name)' form, which \(locale) also selects for other numbers")
                }
            }
            return nil
        }

        /// Whether a specifier without a position, after `before`, takes argument `position`.
        func unpositionedTakesOwn(before: [FormatString.Segment], position: Int) -> Bool {
            for segment in before {
                switch segment {
                case .specifier(let specifier) where specifier.position == nil: return false
                case .variable(_, nil, _): return false
                default: continue
                }
            }
            return true
        }

        /// How the variable's other forms write the specifier of its own argument (`%d`,
        /// `%1$ld`, `%lld`, `%arg`), else its value type as a specifier.
        func ownSpecifier(position: Int, siblings: [PluralForm], valueType: String?) -> String? {
            for sibling in siblings {
                var next = position
                for segment in sibling.text.segments {
                    switch segment {
                    case .specifier(let specifier):
                        if (specifier.position ?? next) == position { return specifier.text }
                        if specifier.position == nil { next += 1 }
                    case .variable(_, let explicit, _):
                        if explicit == nil { next += 1 }
                    case .text:
                        continue
                    }
                }
            }
            guard let valueType, !valueType.isEmpty else { return nil }
            return valueType.hasPrefix("%") ? valueType : "%" + valueType
        }

        func valueType(of entry: LocalizedEntry, variable: String) -> String? {
            for (name, _, _, valueType) in LocalizationCompiler.pluralVariables(entry.content) where name == variable { return valueType }
            return nil
        }

        /// The segments spelled again: equal to the text when the scan lost nothing.
        func spelling(of segments: [FormatString.Segment]) -> String {
            FormatString.spelling(of: segments)
        }

        /// The one run of decimal digits in the text segments (outside `{placeholders}` and
        /// after no `%`), with its UTF-8 range in the text and its value; `nil` when there are
        /// none or several.
        func onlyDigitRun(in segments: [FormatString.Segment]) -> (range: Range<Int>, text: String, value: Int?)? {
            var found: (range: Range<Int>, text: String, value: Int?)?
            var offset = 0
            for segment in segments {
                let spelled = spelling(of: [segment])
                defer { offset += spelled.utf8.count }
                guard case .text(let text) = segment else { continue }
                var depth = 0
                var afterPercent = false
                var runStart: Int?
                var run = ""
                var position = offset
                func close() -> Bool {
                    guard let start = runStart else { return true }
                    runStart = nil
                    if found != nil { return false }
                    var value = 0
                    for scalar in run.unicodeScalars {
                        guard let digit = scalar.properties.numericValue, value < Int.max / 100 else { return false }
                        value = value * 10 + Int(digit)
                    }
                    found = (start..<position, run, value)
                    run = ""
                    return true
                }
                for scalar in text.unicodeScalars {
                    let width = String(scalar).utf8.count
                    defer { position += width }
                    if scalar == "%" { afterPercent = true; guard close() else { return nil }; continue }
                    if afterPercent, ("0"..."9").contains(scalar) || scalar == "$" { continue }
                    afterPercent = false
                    if scalar == "{" { depth += 1 } else if scalar == "}" { depth = max(0, depth - 1) }
                    if depth == 0, scalar.properties.numericType == .decimal {
                        if runStart == nil { runStart = position }
                        run.unicodeScalars.append(scalar)
                    } else {
                        guard close() else { return nil }
                    }
                }
                guard close() else { return nil }
            }
            return found
        }

        // MARK: References with stray spaces

        /// `%# @count @` at the finding becomes `%#@count@`, where `count` is a variable of the
        /// entry that nothing else refers to.
        func repairReference(_ finding: Diagnostic, at offset: Int) -> TextEdit? {
            let line = scanner.lineStart(offset)..<scanner.nextLineStart(offset)
            let text = String(decoding: scanner.bytes[offset..<line.upperBound], as: UTF8.self)
            guard let reference = FormatString.spacedReferences(in: text).first, reference.range.lowerBound == 0,
                let key = finding.subject?.key, dictionaryNames(ofEntry: key).contains(reference.name)
            else { return nil }
            return TextEdit(
                range: offset..<offset + reference.range.upperBound, replacement: Array(reference.repaired.utf8), finding: finding,
                .write, "'\(reference.repaired)' for the reference with spaces to the dictionary '\(reference.name)'")
        }

        /// The variable dictionaries of the entry `key`, read from the property list itself: an
        /// entry whose format has an unclosed reference is not read into the model at all. They
        /// are the entry's keys whose values are dictionaries with `NSStringFormatSpecTypeKey`.
        func dictionaryNames(ofEntry key: String) -> Set<String> {
            guard let root = PropertyListReader.read(file.text, diagnostics: DiagnosticBag()),
                case .dictionary(let entries) = root, case .dictionary(let body)? = entries[key]
            else { return [] }
            var names: Set<String> = []
            for entry in body.entries {
                if case .dictionary(let variable) = entry.value, variable[StringsdictReader.specTypeKey] != nil { names.insert(entry.key) }
            }
            return names
        }

        // MARK: Empty translations

        /// `"key" = "";` with its line, where the finding is at the key's opening quote.
        func removeStringsEntry(_ finding: Diagnostic, at offset: Int) -> TextEdit? {
            guard let keyEnd = scanner.endOfQuoted(from: offset) else { return nil }
            var index = scanner.skippingWhitespace(keyEnd)
            guard index < scanner.bytes.count, scanner.bytes[index] == UInt8(ascii: "=") else { return nil }
            index = scanner.skippingWhitespace(index + 1)
            guard scanner.has("\"\"", at: index) else { return nil }
            index = scanner.skippingWhitespace(index + 2)
            guard index < scanner.bytes.count, scanner.bytes[index] == UInt8(ascii: ";") else { return nil }
            // Whitespace across lines inside the entry is fine; the line it ends on goes with it.
            let range = scanner.removal(of: offset..<index + 1)
            return TextEdit(
                range: range, replacement: [], finding: finding, .remove, "the empty translation, so that Foundation shows the development region's text")
        }

        /// The member `"de" : {…}` of `"localizations"`, where the finding is at its key and its
        /// string unit's value is empty.
        func removeCatalogLocalization(_ finding: Diagnostic, at offset: Int) -> TextEdit? {
            guard scanner.has("\"", at: offset), let keyEnd = scanner.endOfQuoted(from: offset) else { return nil }
            var index = scanner.skippingWhitespace(keyEnd)
            guard index < scanner.bytes.count, scanner.bytes[index] == UInt8(ascii: ":") else { return nil }
            index = scanner.skippingWhitespace(index + 1)
            guard let valueEnd = scanner.endOfJSONValue(from: index) else { return nil }
            // The localization is a string unit whose value is empty, and nothing else varies.
            let body = String(decoding: scanner.bytes[index..<valueEnd], as: UTF8.self)
            guard body.contains("\"stringUnit\""), !body.contains("\"variations\""), !body.contains("\"substitutions\""),
                hasEmptyValue(in: index..<valueEnd),
                let removal = scanner.jsonMemberRemoval(keyStart: offset, valueEnd: valueEnd)
            else { return nil }
            return TextEdit(
                range: removal.range, replacement: removal.replacement, finding: finding,
                .remove, "the empty translation, so that Foundation shows the development region's text")
        }

        /// Whether a member `"value" : ""` is in `range`.
        func hasEmptyValue(in range: Range<Int>) -> Bool {
            var from = range.lowerBound
            while let key = scanner.find("\"value\"", from: from), key < range.upperBound {
                let colon = scanner.skippingWhitespace(key + 7)
                if colon < range.upperBound, scanner.bytes[colon] == UInt8(ascii: ":"), scanner.has("\"\"", at: scanner.skippingWhitespace(colon + 1)) {
                    return true
                }
                from = key + 7
            }
            return false
        }

        // MARK: Places

        /// The `<string>` element whose text starts at `offset` (an empty one is located at
        /// its `<`): the element's start and end and its text's range, where the text holds no
        /// markup (no comment, CDATA or element).
        func stringsdictValue(at offset: Int) -> (elementStart: Int, elementEnd: Int, content: Range<Int>)? {
            if scanner.has("<string></string>", at: offset) { return (offset, offset + 17, offset + 8..<offset + 8) }
            if scanner.has("<string/>", at: offset) { return (offset, offset + 9, offset + 9..<offset + 9) }
            guard scanner.has("<string>", at: offset - 8), let close = scanner.find("</string>", from: offset),
                !scanner.bytes[offset..<close].contains(UInt8(ascii: "<"))
            else { return nil }
            return (offset - 8, close + 9, offset..<close)
        }

        /// The member named `name`, of an object that is the value of a member named `parent`,
        /// whose value holds `offset` (the innermost such): the key's opening quote and the
        /// value's end.
        func catalogMember(named name: String, containing offset: Int, inObjectNamed parent: String) -> (keyStart: Int, valueEnd: Int)? {
            guard let catalog else { return nil }
            let path = catalog.members(holding: offset)
            for index in path.indices.dropFirst().reversed() where catalog.key(path[index]) == name && catalog.key(path[index - 1]) == parent {
                let valueStart = catalog.offset(path[index] + 1)
                guard let valueEnd = scanner.endOfJSONValue(from: valueStart), valueStart < offset, offset < valueEnd else { return nil }
                return (catalog.offset(path[index]), valueEnd)
            }
            return nil
        }

        /// The entry of `key` in `locale`, the form of `variable` at `location`, and the
        /// variable's other forms.
        func pluralForm(locale: String, key: String, variable: String, at location: SourceLocation) -> (LocalizedEntry, PluralForm, [PluralForm])? {
            for table in model where table.locale == locale {
                for entry in table.entries where entry.key == key {
                    for (name, forms, _, _) in LocalizationCompiler.pluralVariables(entry.content) where name == variable {
                        if let form = forms.first(where: { $0.location == location }) {
                            return (entry, form, forms.filter { $0.location != location })
                        }
                    }
                }
            }
            return nil
        }
    }
}
