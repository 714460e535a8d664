/// A small hand-written command-line parser: flags, options with values, positionals.
///
/// Options are `--name value` or `--name=value`. An argument that starts with `-` and a digit
/// is a value (`-0.0`), not an option. `--` ends the options.
struct Arguments {
    private var remaining: [String]

    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Removes `--name` wherever it is; returns whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = optionIndex(name) else { return false }
        if remaining[index].contains("=") { return true }
        remaining.remove(at: index)
        return true
    }

    /// Removes `--name value` (or `--name=value`) and returns the value; the last one wins.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        var value: String?
        while let index = optionIndex(name) {
            let argument = remaining[index]
            if let equals = argument.firstIndex(of: "=") {
                value = String(argument[argument.index(after: equals)...])
                remaining.remove(at: index)
            } else {
                guard index + 1 < remaining.count, remaining[index + 1] != "--" else {
                    throw UsageError("option '\(name)' needs a value")
                }
                value = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
            }
        }
        return value
    }

    /// Removes every `--name value` (or `--name=value`) and returns the values in order, for
    /// repeatable options such as `--input`.
    mutating func options(_ name: String) throws(UsageError) -> [String] {
        var values: [String] = []
        while let index = optionIndex(name) {
            let argument = remaining[index]
            if let equals = argument.firstIndex(of: "=") {
                values.append(String(argument[argument.index(after: equals)...]))
                remaining.remove(at: index)
            } else {
                guard index + 1 < remaining.count, remaining[index + 1] != "--" else {
                    throw UsageError("option '\(name)' needs a value")
                }
                values.append(remaining[index + 1])
                remaining.removeSubrange(index...(index + 1))
            }
        }
        return values
    }

    /// What is left once options are taken: the positionals. An unknown `--option` is an error.
    mutating func positionals() throws(UsageError) -> [String] {
        var result: [String] = []
        var afterTerminator = false
        for argument in remaining {
            if afterTerminator {
                result.append(argument)
            } else if argument == "--" {
                afterTerminator = true
            } else if argument.hasPrefix("-"), !Self.looksLikeNumber(argument), argument != "-" {
                throw UsageError("unknown option '\(argument)'")
            } else {
                result.append(argument)
            }
        }
        remaining = []
        return result
    }

    private func optionIndex(_ name: String) -> Int? {
        let end = remaining.firstIndex(of: "--") ?? remaining.endIndex
        return remaining[..<end].firstIndex { $0 == name || $0.hasPrefix(name + "=") }
    }

    private static func looksLikeNumber(_ argument: String) -> Bool {
        let rest = argument.dropFirst()
        return rest.first.map { $0.isNumber || $0 == "." } ?? false
    }
}

/// A mistake in how the command was called: printed with the subcommand's usage.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
