// Part of Scripts/verify-on-macos.sh: what both sides share, in plain Swift with no imports.
//
// Compiled three times: into the accessor side's renderer (beside generated accessors, which
// need no Foundation), into the tool that plans and compares (Tool.swift), and, through a
// symbolic link, into the PluralRulesCompilerTests target, where all of it is tested on Linux.
// So: module-internal names prefixed `Verify`, no `@main`, no top-level code.
//
// The files it reads and writes are tab-separated lines of UTF-8 text, one record a line,
// after a header line naming the columns. In a field `\\` is a backslash, `\t` a tab, `\n` a
// line feed and `\r` a carriage return; any other byte stands for itself, so a string comes
// back byte for byte. A field that is exactly `\N` is an absence (as in PostgreSQL's text
// format): "Foundation has no such key", never the same as the empty string.

// MARK: - Fields and lines

/// A malformed line in one of the files, at its line and column (both from 1; the column
/// counts UTF-8 bytes).
struct VerifyFormatError: Error, CustomStringConvertible, Equatable {
    var file: String
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// The escaped, tab-separated line format.
enum VerifyTSV {
    /// How an absent field is written.
    static let absent = "\\N"

    /// `field` with its backslashes, tabs, line feeds and carriage returns escaped.
    static func escape(_ field: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(field.utf8.count)
        for scalar in field.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// One line (without its line feed): the fields escaped, `nil` as ``absent``.
    static func line(_ fields: [String?]) -> String {
        fields.map { $0.map(escape) ?? absent }.joined(separator: "\t")
    }

    /// One line after the header: its number, its fields unescaped, and the column of each.
    struct Record {
        var line: Int
        var fields: [String?]
        var columns: [Int]

        func error(at field: Int, _ message: String, file: String) -> VerifyFormatError {
            VerifyFormatError(file: file, line: line, column: columns[field], message: message)
        }
    }

    /// The lines of `text` after the header, each split into its fields and unescaped. The
    /// header must be `header`, and every line must have its fields.
    static func records(_ text: String, file: String, header: [String]) throws(VerifyFormatError) -> [Record] {
        var lines = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        // A final line feed ends the last line; it does not start an empty one.
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else {
            throw VerifyFormatError(
                file: file, line: 1, column: 1, message: "the file is empty; its first line must be the header '\(header.joined(separator: "\\t"))'")
        }
        guard first.elementsEqual(header.joined(separator: "\t").utf8) else {
            throw VerifyFormatError(file: file, line: 1, column: 1, message: "the first line must be the header '\(header.joined(separator: "\\t"))'")
        }
        var records: [Record] = []
        for (index, bytes) in lines.enumerated().dropFirst() {
            let number = index + 1
            var fields: [String?] = []
            var columns: [Int] = []
            var column = 1
            for raw in bytes.split(separator: 0x09, omittingEmptySubsequences: false) {
                fields.append(try unescape(raw, file: file, line: number, column: column))
                columns.append(column)
                column += raw.count + 1
            }
            guard fields.count == header.count else {
                throw VerifyFormatError(
                    file: file, line: number, column: 1,
                    message:
                        "\(fields.count) field\(fields.count == 1 ? "" : "s") where the header has \(header.count) (\(header.joined(separator: ", "))); a tab inside a field is written \\t"
                )
            }
            records.append(Record(line: number, fields: fields, columns: columns))
        }
        return records
    }

    /// The text of one escaped field, or `nil` for ``absent``.
    static func unescape(_ bytes: ArraySlice<UInt8>, file: String, line: Int, column: Int) throws(VerifyFormatError) -> String? {
        if bytes.elementsEqual(absent.utf8) { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let at = column + (index - bytes.startIndex)
            if byte == 0x0D {
                throw VerifyFormatError(
                    file: file, line: line, column: at,
                    message: "a carriage return in a line; the writer escapes it as \\r, so the file was changed (line endings converted to CRLF?)")
            }
            guard byte == 0x5C else {  // \
                result.append(byte)
                index += 1
                continue
            }
            let next = index + 1 < bytes.endIndex ? bytes[index + 1] : nil
            switch next {
            case 0x5C: result.append(0x5C)
            case 0x74: result.append(0x09)  // t
            case 0x6E: result.append(0x0A)  // n
            case 0x72: result.append(0x0D)  // r
            case 0x4E:  // N
                throw VerifyFormatError(file: file, line: line, column: at, message: "\\N inside a field; it stands for an absence only as the whole field")
            default:
                throw VerifyFormatError(file: file, line: line, column: at, message: "unknown escape; a field escapes only \\\\, \\t, \\n and \\r")
            }
            index += 2
        }
        // Split at ASCII bytes of valid UTF-8 text, so the bytes are valid UTF-8 too.
        return String(decoding: result, as: UTF8.self)
    }
}

// MARK: - Renderings

/// One rendering by one side: a key of a table in a locale, with one number, and the string
/// that side showed, or `nil` when it showed none (Foundation: the localization has no such
/// key).
struct VerifyRendering: Hashable, Sendable {
    var table: String
    var key: String
    var locale: String
    /// The number as written in ``VerifyNumbers/all``, or ``VerifyNumbers/none`` for a key
    /// that takes no number.
    var number: String
    var text: String?

    /// What both sides' records of one rendering share.
    var identity: VerifyRenderingID { VerifyRenderingID(table: table, key: key, locale: locale, number: number) }
}

/// Which rendering a record is of: the two sides' records are matched by it.
struct VerifyRenderingID: Hashable, Sendable, Comparable {
    var table: String
    var key: String
    var locale: String
    var number: String

    /// Tables, keys and locales by their UTF-8 bytes (Swift's `<` on `String` is no total
    /// order on strings in different normalization forms), numbers by value, `-` first.
    static func < (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in [(lhs.table, rhs.table), (lhs.key, rhs.key), (lhs.locale, rhs.locale)] where !left.utf8.elementsEqual(right.utf8) {
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        let left = Double(lhs.number)
        let right = Double(rhs.number)
        switch (left, right) {
        case (let left?, let right?) where left != right: return left < right
        case (nil, _?): return true
        case (_?, nil): return false
        default: return lhs.number.utf8.lexicographicallyPrecedes(rhs.number.utf8)
        }
    }

    /// Equal when the bytes are: `café` precomposed and decomposed are two keys, as they are
    /// to Foundation.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.table.utf8.elementsEqual(rhs.table.utf8) && lhs.key.utf8.elementsEqual(rhs.key.utf8)
            && lhs.locale.utf8.elementsEqual(rhs.locale.utf8) && lhs.number.utf8.elementsEqual(rhs.number.utf8)
    }

    func hash(into hasher: inout Hasher) {
        for field in [table, key, locale, number] {
            hasher.combine(field.utf8.count)
            for byte in field.utf8 { hasher.combine(byte) }
        }
    }
}

/// A file of renderings, as each side writes it (`accessors.tsv`, `foundation.tsv`).
enum VerifyRenderingFile {
    static let header = ["table", "key", "locale", "number", "rendering"]

    static func write(_ renderings: [VerifyRendering]) -> String {
        var text = header.joined(separator: "\t") + "\n"
        for rendering in renderings {
            text += VerifyTSV.line([rendering.table, rendering.key, rendering.locale, rendering.number, rendering.text]) + "\n"
        }
        return text
    }

    /// The renderings of `text`; `file` names it in errors. Every field but the rendering is
    /// required, and no rendering may be recorded twice.
    static func parse(_ text: String, file: String) throws(VerifyFormatError) -> [VerifyRendering] {
        var seen: [VerifyRenderingID: Int] = [:]
        var renderings: [VerifyRendering] = []
        for record in try VerifyTSV.records(text, file: file, header: header) {
            let fields = record.fields
            guard let table = fields[0], let key = fields[1], let locale = fields[2], let number = fields[3] else {
                throw record.error(at: fields.firstIndex { $0 == nil }!, "only the rendering may be absent (\\N)", file: file)
            }
            let rendering = VerifyRendering(table: table, key: key, locale: locale, number: number, text: fields[4])
            if let previous = seen.updateValue(record.line, forKey: rendering.identity) {
                throw VerifyFormatError(
                    file: file, line: record.line, column: 1,
                    message: "\(table) '\(key)' in \(locale) with \(number) is recorded twice (first on line \(previous))")
            }
            renderings.append(rendering)
        }
        return renderings
    }
}

// MARK: - The plan both sides render

/// What an accessor's argument is, and so what each side passes for it.
enum VerifyArgumentKind: String, Sendable, CaseIterable {
    /// `%d %i` (`Int`), `%u %o %x %X` (`UInt`), `%a %e %f %g` (`Double`): the number.
    case int, uint, double
    /// `%@`: ``VerifyNumbers/string``.
    case string
    /// `%c %C`: ``VerifyNumbers/character``.
    case character
    /// A width-variant key's presentation width (an accessor's `width:`; Foundation's
    /// `variantFittingPresentationWidth(_:)`): the number.
    case width

    var isNumeric: Bool { self != .string && self != .character }
}

/// The value one side passes for one argument.
enum VerifyArgumentValue: Hashable, Sendable {
    case int(Int)
    case uint(UInt)
    case double(Double)
    case string(String)
    case character(Character)
    case width(Int)
}

/// The arguments of one call, in the accessor's order (the format's positions, then the
/// width): what the generated `AccessorCalls.swift` reads its arguments from.
struct VerifyArguments: Hashable, Sendable {
    var values: [VerifyArgumentValue]

    /// The format's arguments without the width, in position order (`%1$`, `%2$`, …).
    var formatValues: [VerifyArgumentValue] { values.filter { if case .width = $0 { false } else { true } } }

    /// The width, if the key has width variants.
    var width: Int? {
        for case .width(let width) in values { return width }
        return nil
    }

    // Typed reads for the generated calls: the plan and the calls come from one model, so a
    // mismatch is a bug in Tool.swift, which stops the program.
    func int(_ index: Int) -> Int {
        guard case .int(let value) = formatValues[index] else { preconditionFailure("argument \(index) is \(formatValues[index]), not Int") }
        return value
    }
    func uint(_ index: Int) -> UInt {
        guard case .uint(let value) = formatValues[index] else { preconditionFailure("argument \(index) is \(formatValues[index]), not UInt") }
        return value
    }
    func double(_ index: Int) -> Double {
        guard case .double(let value) = formatValues[index] else { preconditionFailure("argument \(index) is \(formatValues[index]), not Double") }
        return value
    }
    func string(_ index: Int) -> String {
        guard case .string(let value) = formatValues[index] else { preconditionFailure("argument \(index) is \(formatValues[index]), not String") }
        return value
    }
    func character(_ index: Int) -> Character {
        guard case .character(let value) = formatValues[index] else { preconditionFailure("argument \(index) is \(formatValues[index]), not Character") }
        return value
    }
    var widthValue: Int {
        guard let width else { preconditionFailure("the key has no width variants") }
        return width
    }
}

/// What is rendered with what.
enum VerifyNumbers {
    /// Every key with a number is rendered with each of these that its arguments can take
    /// (1.5 only where every numeric argument is a `Double`): `one`, `two`, `few`, `many` and
    /// `other` in the languages that have them, 11 and 111-like exceptions, and a decimal.
    static let all = ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1.5"]
    /// The number column of a key that takes no number, rendered once.
    static let none = "-"
    /// What both sides pass for `%@`.
    static let string = "Ada"
    /// What both sides pass for `%c` and `%C`.
    static let character: Character = "x"

    /// The arguments `kinds` take for `number`, or `nil` when one cannot take it (1.5 for an
    /// `Int`).
    static func arguments(_ kinds: [VerifyArgumentKind], number: String) -> VerifyArguments? {
        var values: [VerifyArgumentValue] = []
        for kind in kinds {
            switch kind {
            case .int: guard let value = Int(number) else { return nil }; values.append(.int(value))
            case .uint: guard let value = UInt(number) else { return nil }; values.append(.uint(value))
            case .double: guard let value = Double(number) else { return nil }; values.append(.double(value))
            case .width: guard let value = Int(number) else { return nil }; values.append(.width(value))
            case .string: values.append(.string(string))
            case .character: values.append(.character(character))
            }
        }
        return VerifyArguments(values: values)
    }
}

/// How the accessors of a table write numbers (`"numbers"` in `plural-rules.json`), and so
/// which locale Foundation formats with.
enum VerifyNumberStyle: String, Sendable {
    /// As the locale writes them: `String(format:locale:arguments:)` with the locale.
    case localized
    /// As `printf` in the C locale: `String(format:arguments:)` without one.
    case plain
}

/// One key of one table in one locale, as both sides render it.
struct VerifyPlanEntry: Hashable, Sendable {
    var table: String
    var key: String
    var locale: String
    var arguments: [VerifyArgumentKind]
    var numbers: VerifyNumberStyle
    /// The accessor's number in the generated `verifyAccessorCall(_:locale:_:)`.
    var call: Int
    /// The `.lproj` folder Foundation reads this locale's table from, or `nil` when there is
    /// none (Foundation then renders nothing).
    var folder: String?

    /// The numbers this key is rendered with, each with the arguments both sides pass.
    func cases(numbers: [String] = VerifyNumbers.all) -> [(number: String, arguments: VerifyArguments)] {
        guard arguments.contains(where: \.isNumeric) else {
            return [(VerifyNumbers.none, VerifyNumbers.arguments(arguments, number: VerifyNumbers.none)!)]
        }
        return numbers.compactMap { number in VerifyNumbers.arguments(arguments, number: number).map { (number, $0) } }
    }
}

/// `plan.tsv`: what Tool.swift's `plan` writes for both renderers.
enum VerifyPlanFile {
    static let header = ["table", "key", "locale", "arguments", "numbers", "call", "folder"]

    static func write(_ entries: [VerifyPlanEntry]) -> String {
        var text = header.joined(separator: "\t") + "\n"
        for entry in entries {
            text +=
                VerifyTSV.line([
                    entry.table, entry.key, entry.locale, entry.arguments.map(\.rawValue).joined(separator: " "),
                    entry.numbers.rawValue, String(entry.call), entry.folder,
                ]) + "\n"
        }
        return text
    }

    static func parse(_ text: String, file: String) throws(VerifyFormatError) -> [VerifyPlanEntry] {
        try VerifyTSV.records(text, file: file, header: header).map { (record) throws(VerifyFormatError) in
            let fields = record.fields
            func fail(_ field: Int, _ message: String) -> VerifyFormatError { record.error(at: field, message, file: file) }
            guard let table = fields[0], let key = fields[1], let locale = fields[2], let argumentList = fields[3], let numberStyle = fields[4],
                let callText = fields[5]
            else {
                throw fail(fields.firstIndex { $0 == nil }!, "only the folder may be absent (\\N)")
            }
            var arguments: [VerifyArgumentKind] = []
            for name in argumentList.split(separator: " ") {
                guard let kind = VerifyArgumentKind(rawValue: String(name)) else {
                    throw fail(3, "unknown argument '\(name)'; arguments are \(VerifyArgumentKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                arguments.append(kind)
            }
            guard let numbers = VerifyNumberStyle(rawValue: numberStyle) else { throw fail(4, "numbers are localized or plain, not '\(numberStyle)'") }
            guard let call = Int(callText), call >= 0 else { throw fail(5, "the call is a number from 0, not '\(callText)'") }
            return VerifyPlanEntry(table: table, key: key, locale: locale, arguments: arguments, numbers: numbers, call: call, folder: fields[6])
        }
    }
}

/// What both renderers do around their one call: every entry of the plan with every number
/// it takes, in plan order.
enum VerifyRenderer {
    static func render(
        _ plan: [VerifyPlanEntry], numbers: [String] = VerifyNumbers.all,
        _ render: (VerifyPlanEntry, VerifyArguments) -> String?
    ) -> [VerifyRendering] {
        plan.flatMap { entry in
            entry.cases(numbers: numbers).map { number, arguments in
                VerifyRendering(table: entry.table, key: entry.key, locale: entry.locale, number: number, text: render(entry, arguments))
            }
        }
    }

    /// The accessor side's program: reads `plan.tsv` on standard input and prints
    /// `accessors.tsv`, calling `call` (the generated `verifyAccessorCall`) for each rendering.
    /// A malformed plan stops it with the error on standard error (with no imports, that is
    /// how a program here reports one and exits with a failure). An accessor always shows a
    /// string (a key its locale lacks shows the development region's), so this side records
    /// no absence.
    static func runAccessors(_ call: (Int, String, VerifyArguments) -> String) {
        var text = ""
        while let line = readLine(strippingNewline: false) { text += line }
        let plan: [VerifyPlanEntry]
        do {
            plan = try VerifyPlanFile.parse(text, file: "<standard input>")
        } catch {
            fatalError("\(error)")
        }
        print(VerifyRenderingFile.write(render(plan) { entry, arguments in call(entry.call, entry.locale, arguments) }), terminator: "")
    }
}

// MARK: - The comparison

/// The two sides' renderings, matched by table, key, locale and number.
struct VerifyComparison: Sendable {
    enum Outcome: Int, CaseIterable, Sendable, Comparable {
        /// The same bytes (or both rendered nothing).
        case equal
        case differentText
        case onlyAccessors
        case onlyFoundation

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What one side recorded for a rendering.
    enum Side: Hashable, Sendable {
        case text(String)
        /// Recorded as rendering nothing (`\N`).
        case absent
        /// No record at all: that side's renderer was not asked (plans differ, or it stopped).
        case unrecorded

        var text: String? { if case .text(let text) = self { text } else { nil } }
    }

    struct Row: Sendable {
        var id: VerifyRenderingID
        var accessors: Side
        var foundation: Side
        var outcome: Outcome
    }

    /// Every rendering either side recorded, in ``VerifyRenderingID`` order.
    var rows: [Row]

    init(accessors: [VerifyRendering], foundation: [VerifyRendering]) {
        var sides: [VerifyRenderingID: (accessors: Side, foundation: Side)] = [:]
        for rendering in accessors {
            sides[rendering.identity, default: (.unrecorded, .unrecorded)].accessors = rendering.text.map(Side.text) ?? .absent
        }
        for rendering in foundation {
            sides[rendering.identity, default: (.unrecorded, .unrecorded)].foundation = rendering.text.map(Side.text) ?? .absent
        }
        rows = sides.keys.sorted().map { id in
            let (accessors, foundation) = sides[id]!
            return Row(id: id, accessors: accessors, foundation: foundation, outcome: Self.outcome(accessors.text, foundation.text))
        }
    }

    static func outcome(_ accessors: String?, _ foundation: String?) -> Outcome {
        switch (accessors, foundation) {
        case (let accessors?, let foundation?): accessors.utf8.elementsEqual(foundation.utf8) ? .equal : .differentText
        case (_?, nil): .onlyAccessors
        case (nil, _?): .onlyFoundation
        case (nil, nil): .equal
        }
    }

    /// The number of rows of each outcome, in ``Outcome`` order.
    func counts(_ rows: [Row]? = nil) -> [Outcome: Int] {
        var counts = Dictionary(uniqueKeysWithValues: Outcome.allCases.map { ($0, 0) })
        for row in rows ?? self.rows { counts[row.outcome]! += 1 }
        return counts
    }

    var differences: [Row] { rows.filter { $0.outcome != .equal } }
}

// MARK: - The report

/// The Markdown report: a summary, then every difference with both strings shown so that a
/// reader sees what differs, invisible characters included.
enum VerifyReport {
    static let outcomeTitles: [VerifyComparison.Outcome: String] = [
        .equal: "equal", .differentText: "different text", .onlyAccessors: "only the accessors rendered", .onlyFoundation: "only Foundation rendered",
    ]

    /// What a reader needs to know to read the rows of an outcome.
    static let outcomeExplanations: [VerifyComparison.Outcome: String] = [
        .onlyAccessors:
            "Foundation found no such key in the locale's `.lproj` folder (or the folder is missing); for a key its locale lacks, the accessors show the development region's text.",
        .onlyFoundation:
            "Foundation showed a text where the accessors recorded none: a key with no accessor (not in the plan), or the two files come from different plans.",
    ]

    /// One document for every case (an example's target, or a folder given to the script),
    /// in the order given.
    static func markdown(_ cases: [(name: String, comparison: VerifyComparison)]) -> String {
        var text = "# Generated accessors and Foundation, compared\n\n"
        text += "Each key of each table, in each locale that ships it, rendered with each of the numbers "
        text += VerifyNumbers.all.joined(separator: ", ")
        text += " that its arguments take (1.5 only where every number is a `Double`; a key without a number once, as `-`), "
        text += "`\"\(VerifyNumbers.string)\"` for `%@` and `\"\(VerifyNumbers.character)\"` for `%c`: once through the generated accessors "
        text += "(`L10n(locale:)` and its members), once through Foundation (`Bundle(path:)` on the `.lproj` folder, "
        text += "`localizedString(forKey:value:table:)`, `String(format:locale:arguments:)`). "
        text += "Strings are quoted with `\\\\`, `\\\"`, `\\n`, `\\t` and `\\u{…}` for invisible characters and spaces other than U+0020.\n\n"
        text += "| case | " + VerifyComparison.Outcome.allCases.map { outcomeTitles[$0]! }.joined(separator: " | ") + " |\n"
        text += "|---|" + String(repeating: "---:|", count: VerifyComparison.Outcome.allCases.count) + "\n"
        for (name, comparison) in cases {
            let counts = comparison.counts()
            text += "| \(cell(name)) | " + VerifyComparison.Outcome.allCases.map { String(counts[$0]!) }.joined(separator: " | ") + " |\n"
        }
        for (name, comparison) in cases {
            text += "\n## \(cell(name))\n\n"
            text += caseReport(comparison)
        }
        return text
    }

    static func caseReport(_ comparison: VerifyComparison) -> String {
        guard !comparison.rows.isEmpty else { return "Nothing was rendered.\n" }
        var text = "| table | locale | " + VerifyComparison.Outcome.allCases.map { outcomeTitles[$0]! }.joined(separator: " | ") + " |\n"
        text += "|---|---|" + String(repeating: "---:|", count: VerifyComparison.Outcome.allCases.count) + "\n"
        // One row per table and locale: the rows are in key order, so grouped by table and locale first.
        let byLocale = comparison.rows.sorted { ($0.id.table, $0.id.locale) < ($1.id.table, $1.id.locale) }
        for group in groups(byLocale, by: { [$0.table, $0.locale] }) {
            let counts = comparison.counts(group.rows)
            text += "| \(cell(group.rows[0].id.table)) | \(cell(group.rows[0].id.locale)) | "
            text += VerifyComparison.Outcome.allCases.map { String(counts[$0]!) }.joined(separator: " | ") + " |\n"
        }
        let differences = comparison.differences
        guard !differences.isEmpty else { return text + "\nNo differences.\n" }
        for outcome in VerifyComparison.Outcome.allCases where outcome != .equal {
            let rows = differences.filter { $0.outcome == outcome }
            guard !rows.isEmpty else { continue }
            text += "\n### \(outcomeTitles[outcome]!.prefix(1).uppercased() + outcomeTitles[outcome]!.dropFirst()) (\(rows.count))\n"
            if let explanation = outcomeExplanations[outcome] { text += "\n" + explanation + "\n" }
            for group in groups(rows, by: { [$0.table, $0.key, $0.locale] }) {
                let id = group.rows[0].id
                text +=
                    "\n#### \(codeSpan(visible(id.table, quoted: false))) \(codeSpan(visible(id.key))) in \(codeSpan(visible(id.locale, quoted: false)))\n\n"
                text += "```text\n"
                let width = group.rows.map { visible($0.id.number, quoted: false).count }.max()! + 2
                for row in group.rows {
                    let number = visible(row.id.number, quoted: false)
                    let indent = String(repeating: " ", count: width)
                    text +=
                        number + String(repeating: " ", count: width - number.count) + "accessors:  " + describe(row.accessors, file: "accessors.tsv") + "\n"
                    text += indent + "Foundation: " + describe(row.foundation, file: "foundation.tsv") + "\n"
                    if let accessors = row.accessors.text, let foundation = row.foundation.text {
                        text += indent + firstDifference(accessors, foundation) + "\n"
                    }
                }
                text += "```\n"
            }
        }
        return text
    }

    static func describe(_ side: VerifyComparison.Side, file: String) -> String {
        switch side {
        case .text(let text): visible(text)
        case .absent: "(nothing: the localization has no such key)"
        case .unrecorded: "(no record in \(file))"
        }
    }

    /// Consecutive rows that share `fields`, in order.
    static func groups(_ rows: [VerifyComparison.Row], by fields: (VerifyRenderingID) -> [String]) -> [(fields: [String], rows: [VerifyComparison.Row])] {
        var groups: [(fields: [String], rows: [VerifyComparison.Row])] = []
        for row in rows {
            let key = fields(row.id)
            if let last = groups.last, last.fields.count == key.count, zip(last.fields, key).allSatisfy({ $0.utf8.elementsEqual($1.utf8) }) {
                groups[groups.count - 1].rows.append(row)
            } else {
                groups.append((key, [row]))
            }
        }
        return groups
    }

    // MARK: Showing strings

    /// The characters a reader could not see or tell apart, with their names; every other
    /// control and format character is escaped too, without a name.
    static let invisibleNames: [UInt32: String] = [
        0x00A0: "NO-BREAK SPACE", 0x00AD: "SOFT HYPHEN", 0x034F: "COMBINING GRAPHEME JOINER", 0x061C: "ARABIC LETTER MARK",
        0x115F: "HANGUL CHOSEONG FILLER", 0x1160: "HANGUL JUNGSEONG FILLER", 0x1680: "OGHAM SPACE MARK", 0x180E: "MONGOLIAN VOWEL SEPARATOR",
        0x2000: "EN QUAD", 0x2001: "EM QUAD", 0x2002: "EN SPACE", 0x2003: "EM SPACE", 0x2004: "THREE-PER-EM SPACE",
        0x2005: "FOUR-PER-EM SPACE", 0x2006: "SIX-PER-EM SPACE", 0x2007: "FIGURE SPACE", 0x2008: "PUNCTUATION SPACE",
        0x2009: "THIN SPACE", 0x200A: "HAIR SPACE", 0x200B: "ZERO WIDTH SPACE", 0x200C: "ZERO WIDTH NON-JOINER",
        0x200D: "ZERO WIDTH JOINER", 0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK", 0x2028: "LINE SEPARATOR",
        0x2029: "PARAGRAPH SEPARATOR", 0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING",
        0x202C: "POP DIRECTIONAL FORMATTING", 0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE",
        0x202F: "NARROW NO-BREAK SPACE", 0x205F: "MEDIUM MATHEMATICAL SPACE", 0x2060: "WORD JOINER", 0x2061: "FUNCTION APPLICATION",
        0x2062: "INVISIBLE TIMES", 0x2063: "INVISIBLE SEPARATOR", 0x2064: "INVISIBLE PLUS", 0x2066: "LEFT-TO-RIGHT ISOLATE",
        0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE", 0x2069: "POP DIRECTIONAL ISOLATE", 0x3000: "IDEOGRAPHIC SPACE",
        0x3164: "HANGUL FILLER", 0xFEFF: "ZERO WIDTH NO-BREAK SPACE", 0xFFA0: "HALFWIDTH HANGUL FILLER", 0xFFFC: "OBJECT REPLACEMENT CHARACTER",
        0xFFFD: "REPLACEMENT CHARACTER",
        0x09: "CHARACTER TABULATION", 0x0A: "LINE FEED", 0x0D: "CARRIAGE RETURN", 0x20: "SPACE", 0x22: "QUOTATION MARK", 0x5C: "REVERSE SOLIDUS",
    ]

    /// Whether `scalar` is written as `\u{…}`: controls, the characters of ``invisibleNames``
    /// but the space, variation selectors, tags, other format characters that draw nothing,
    /// private use and noncharacters. A fixed list, so the report reads the same on every
    /// system whatever its Unicode tables.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x20, 0x22, 0x5C: return false  // shown as themselves (quotes and backslashes escaped as \" and \\)
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x206A...0x206F, 0xFE00...0xFE0F, 0xFFF9...0xFFFB, 0x1D173...0x1D17A, 0xE0000...0xE007F, 0xE0100...0xE01EF: return true
        case 0xE000...0xF8FF, 0xF0000...0x10FFFF, 0xFDD0...0xFDEF: return true
        default: return invisibleNames[value] != nil || value & 0xFFFE == 0xFFFE
        }
    }

    /// `text` quoted (or not) with `\\`, `\"`, `\n`, `\t`, `\r` and `\u{XXXX}` for what
    /// ``isEscaped(_:)`` says: `"1\u{00A0}234 файла"`.
    static func visible(_ text: String, quoted: Bool = true) -> String {
        var shown = quoted ? "\"" : ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": shown += "\\\\"
            case "\"" where quoted: shown += "\\\""
            case "\n": shown += "\\n"
            case "\t": shown += "\\t"
            case "\r": shown += "\\r"
            case _ where isEscaped(scalar): shown += "\\u{\(hex(scalar.value))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return quoted ? shown + "\"" : shown
    }

    /// `U+00A0 NO-BREAK SPACE`, `U+0430 "а"`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if let name = invisibleNames[scalar.value] { return "U+\(hex(scalar.value)) \(name)" }
        return "U+\(hex(scalar.value)) " + (isEscaped(scalar) ? "(invisible)" : visible(String(scalar)))
    }

    /// Where two different strings start to differ, in Unicode scalars from 1.
    static func firstDifference(_ accessors: String, _ foundation: String) -> String {
        let left = Array(accessors.unicodeScalars)
        let right = Array(foundation.unicodeScalars)
        var index = 0
        while index < left.count, index < right.count, left[index] == right[index] { index += 1 }
        func at(_ scalars: [Unicode.Scalar]) -> String { index < scalars.count ? describe(scalars[index]) : "the end" }
        return "first difference at scalar \(index + 1): \(at(left)) (accessors), \(at(right)) (Foundation)"
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `text` in a Markdown code span, its delimiter longer than any run of backticks in it.
    static func codeSpan(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") || text.hasPrefix(" ") && text.hasSuffix(" ") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// `text` in a table cell or heading: visible, with `|` escaped.
    static func cell(_ text: String) -> String {
        visible(text, quoted: false).replacingAll("|", with: "\\|")
    }
}

extension String {
    /// `self` with every `target` replaced (no Foundation here for `replacingOccurrences`).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
