/// An argument of a localized string: its position, Swift type, and the stringsdict variable
/// that names it (which becomes its label when a key has several arguments).
public struct FormatArgument: Sendable, Hashable {
    public var position: Int
    public var type: FormatArgumentType
    public var variableName: String?
    public var location: SourceLocation?
    /// The name a catalog gives the argument (`%(count)lld`): the accessor's label for it.
    public var placeholderName: String?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.position == rhs.position && lhs.type == rhs.type
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(type)
    }
}

/// How generated code renders one entry: printf fragments whose specifiers are all positional
/// (`%1$d`), and variables whose forms are chosen at run time.
public indirect enum RenderPlan: Sendable, Hashable {
    case fragments([RenderFragment])
    /// By width, ascending: the largest width not above the requested one, else the smallest.
    case widths([Int], [RenderPlan])
    /// By device name; `other` when the device has no form.
    case devices([String], [RenderPlan])
}

public indirect enum RenderFragment: Sendable, Hashable {
    /// printf text with positional specifiers only.
    case text(String)
    /// A plural variable: forms chosen from the argument at `argument` (1-based).
    case plural(argument: Int, valueFormat: String, forms: [PluralForm.Key: [RenderFragment]])
    /// A width variable: forms by width, ascending.
    case widths([Int], [[RenderFragment]])
    /// A device variable: forms by device name.
    case devices([String], [[RenderFragment]])
}

/// Works out an entry's arguments and render plan, with Apple's argument semantics: each
/// specifier without a position takes the next argument; a plural variable takes one (its
/// value), and the specifiers without a position inside its forms start at that argument.
public enum EntryCompilation {
    public struct Result: Sendable {
        /// By position, 1-based, without gaps.
        public var arguments: [FormatArgument]
        public var plan: RenderPlan
        /// Whether a width variant is involved (the accessor takes `width:`).
        public var usesWidth: Bool
    }

    public static func compile(_ entry: LocalizedEntry, diagnostics: DiagnosticCollector) -> Result? {
        var compiler = Compiler(diagnostics: diagnostics, key: entry.key, placeholderNames: entry.placeholderNames)
        guard let plan = compiler.plan(entry.content) else { return nil }
        let positions = compiler.arguments.keys.sorted()
        // Positions are at most 10,000 (the format parser says so), and only the ones used are
        // held: the gaps are found between them, never by listing every number up to the last.
        if let last = positions.last, last != positions.count {
            diagnostics.report(
                .argumentGap, "key '\(entry.key)' uses argument \(last) but never \(describeGaps(in: positions)); every argument up to the last must be used",
                at: entry.keyLocation)
            return nil
        }
        if compiler.failed { return nil }
        return Result(arguments: positions.map { compiler.arguments[$0]! }, plan: plan, usesWidth: compiler.usesWidth)
    }

    /// The argument each variable of `entry` takes, by name, as far as the entry can be
    /// planned: for an entry that does not compile too (an argument used with two types), so
    /// that its forms can still be checked. Diagnostics are `compile`'s to give, not these.
    public static func variableArguments(_ entry: LocalizedEntry) -> [String: Int] {
        var compiler = Compiler(diagnostics: DiagnosticBag(), key: entry.key, placeholderNames: entry.placeholderNames)
        _ = compiler.plan(entry.content)
        var positions: [String: Int] = [:]
        for argument in compiler.arguments.values {
            if let name = argument.variableName { positions[name] = argument.position }
        }
        return positions
    }

    /// The positions missing below the last of `positions` (sorted, from 1): "argument 2",
    /// "argument 1, 3", "arguments 1 to 4999", at most five gaps then how many more.
    static func describeGaps(in positions: [Int]) -> String {
        var gaps: [ClosedRange<Int>] = []
        var expected = 1
        for position in positions {
            if position > expected { gaps.append(expected...(position - 1)) }
            expected = position + 1
        }
        let shown = gaps.prefix(5).map {
            $0.count == 1 ? "\($0.lowerBound)" : $0.count == 2 ? "\($0.lowerBound), \($0.upperBound)" : "\($0.lowerBound) to \($0.upperBound)"
        }
        let more = gaps.count > 5 ? " and \(gaps.count - 5) more gaps" : ""
        let plural = gaps.count > 1 || gaps[0].count > 1
        return (plural ? "arguments " : "argument ") + shown.joined(separator: ", ") + more
    }

    struct Compiler {
        let diagnostics: DiagnosticCollector
        let key: String
        let placeholderNames: [SourceLocation: String]
        var arguments: [Int: FormatArgument] = [:]
        var usesWidth = false
        var failed = false
        /// How many forms have been planned: a variable's forms are planned once for each form
        /// that refers to it, so nested variables multiply, and the plan is bounded.
        var plannedForms = 0
        static let maximumPlannedForms = 10_000

        init(diagnostics: DiagnosticCollector, key: String, placeholderNames: [SourceLocation: String] = [:]) {
            self.diagnostics = diagnostics
            self.key = key
            self.placeholderNames = placeholderNames
        }

        /// Counts one more planned form; `false`, after reporting once, past the bound.
        mutating func planForm(at location: SourceLocation?) -> Bool {
            plannedForms += 1
            guard plannedForms > Self.maximumPlannedForms else { return true }
            if plannedForms == Self.maximumPlannedForms + 1 {
                diagnostics.report(
                    .variableNesting,
                    "the variables of '\(key)' multiply to more than \(Self.maximumPlannedForms) forms (each form of a variable repeats every variable inside it); refer to them from the format instead of from each other's forms",
                    at: location)
            }
            failed = true
            return false
        }

        mutating func record(_ argument: FormatArgument) {
            if let existing = arguments[argument.position] {
                if existing.type != argument.type {
                    let notes =
                        existing.location.map { [Diagnostic.Note("argument \(argument.position) is used as \(existing.type.rawValue) here", at: $0)] } ?? []
                    diagnostics.report(
                        .argumentType, "argument \(argument.position) of '\(key)' is used as \(existing.type.rawValue) and as \(argument.type.rawValue)",
                        at: argument.location, notes: notes)
                    failed = true
                } else if existing.variableName == nil, argument.variableName != nil {
                    arguments[argument.position] = argument
                    if arguments[argument.position]!.placeholderName == nil { arguments[argument.position]!.placeholderName = existing.placeholderName }
                } else if existing.placeholderName == nil, let name = argument.placeholderName {
                    arguments[argument.position]!.placeholderName = name
                }
            } else {
                arguments[argument.position] = argument
            }
        }

        mutating func plan(_ content: EntryContent) -> RenderPlan? {
            switch content {
            case .format(let format, _):
                var counter = 1
                return fragments(format, variables: [:], counter: &counter).map(RenderPlan.fragments)
            case .variables(let format, _, let variables):
                var counter = 1
                return fragments(format, variables: variables, counter: &counter).map(RenderPlan.fragments)
            case .widths(let widths):
                usesWidth = true
                let plans = widths.compactMap { plan($0.content) }
                return plans.count == widths.count ? .widths(widths.map(\.width), plans) : nil
            case .devices(let devices):
                let plans = devices.compactMap { plan($0.content) }
                return plans.count == devices.count ? .devices(devices.map(\.device), plans) : nil
            }
        }

        mutating func fragments(_ format: FormatString, variables: [String: FormatVariable], counter: inout Int, depth: Int = 0) -> [RenderFragment]? {
            // The stringsdict reader reports deeper nesting and cycles with their names; this
            // guards every other source of variables.
            guard depth <= StringsdictReader.maximumVariableNesting else {
                diagnostics.report(.variableCycle, "variables of '\(key)' refer to each other in a cycle", at: format.variables.first?.location)
                failed = true
                return nil
            }
            var result: [RenderFragment] = []
            for segment in format.segments {
                switch segment {
                case .text(let text):
                    result.append(.text(text))
                case .specifier(let specifier):
                    let position = specifier.position ?? counter
                    if specifier.position == nil { counter += 1 }
                    record(
                        FormatArgument(
                            position: position, type: specifier.argumentType, variableName: nil, location: specifier.location,
                            placeholderName: specifier.location.flatMap { placeholderNames[$0] }))
                    result.append(.text("%\(position)$" + specifier.withoutPosition.dropFirst()))
                case .variable(let name, let explicitPosition, _):
                    guard let variable = variables[name] else { return nil }  // the reader reported it
                    switch variable.kind {
                    case .plural(let valueType, let valueTypeLocation, let forms):
                        let position = explicitPosition ?? counter
                        if explicitPosition == nil { counter += 1 }
                        let valueSpecifier = valueType.flatMap { parseValueType($0) }
                        let type = valueSpecifier?.argumentType ?? formsType(forms, position: position) ?? .int
                        record(FormatArgument(position: position, type: type, variableName: name, location: valueTypeLocation ?? variable.location))
                        var planned: [PluralForm.Key: [RenderFragment]] = [:]
                        for form in forms {
                            guard planForm(at: variable.location) else { return nil }
                            var formCounter = position
                            guard let formFragments = fragments(form.text, variables: variables, counter: &formCounter, depth: depth + 1) else { return nil }
                            if let valueSpecifier {
                                var next = position
                                for specifier in form.text.specifiers {
                                    let used = specifier.position ?? next
                                    if specifier.position == nil { next += 1 }
                                    guard used == position, specifier.argumentType != valueSpecifier.argumentType else { continue }
                                    diagnostics.report(
                                        .valueTypeMismatch,
                                        "'\(specifier.text)' in form '\(form.key.name)' of '\(name)' disagrees with \(StringsdictReader.valueTypeKey) '\(valueType!)'",
                                        at: specifier.location ?? form.location)
                                    failed = true
                                }
                            }
                            planned[form.key] = formFragments
                        }
                        // Every number may select 'other' (the rules of an unknown locale, a
                        // decimal): without it there is nothing to show.
                        if !forms.contains(where: { $0.key == .category(.other) }) {
                            diagnostics.report(
                                .missingOther,
                                (name.isEmpty ? "the plural variation of '\(key)'" : "variable '\(name)'")
                                    + " has no 'other' form; every plural variable needs one", at: variable.location,
                                subject: .init(table: "", locale: nil, key: nil, variable: name, form: "other"))
                            failed = true
                        }
                        let valueFormat = valueSpecifier?.withoutPosition ?? (type == .double ? "%f" : "%d")
                        result.append(.plural(argument: position, valueFormat: valueFormat, forms: planned))
                    case .widths(let widths):
                        usesWidth = true
                        var planned: [[RenderFragment]] = []
                        for width in widths {
                            guard planForm(at: variable.location) else { return nil }
                            var formCounter = counter
                            guard let formFragments = fragments(width.form, variables: variables, counter: &formCounter, depth: depth + 1) else { return nil }
                            planned.append(formFragments)
                        }
                        result.append(.widths(widths.map(\.width), planned))
                    case .devices(let devices):
                        var planned: [[RenderFragment]] = []
                        for device in devices {
                            guard planForm(at: variable.location) else { return nil }
                            var formCounter = counter
                            guard let formFragments = fragments(device.form, variables: variables, counter: &formCounter, depth: depth + 1) else { return nil }
                            planned.append(formFragments)
                        }
                        result.append(.devices(devices.map(\.device), planned))
                    }
                }
            }
            return result
        }

        func parseValueType(_ valueType: String) -> FormatSpecifier? {
            FormatString.parse(LocatedText(verbatim: "%" + valueType, file: .unlocated, offset: 0), diagnostics: DiagnosticBag())?.specifiers.first
        }

        /// Without a value type, the type of the specifiers that print the value in the forms.
        func formsType(_ forms: [PluralForm], position: Int) -> FormatArgumentType? {
            for form in forms {
                if let specifier = form.text.specifiers.first(where: { ($0.position ?? position) == position }) { return specifier.argumentType }
            }
            return nil
        }
    }
}

extension PluralForm.Key {
    /// As written in the stringsdict: `one`, `=0`.
    public var name: String {
        switch self {
        case .exact(let value): "=\(value)"
        case .category(let category): category.name
        }
    }
}
