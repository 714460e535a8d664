import PluralRulesCompiler

/// `plural-rules select [--cldr DIR] [--ordinal] --locale L VALUE...`
enum SelectCommand {
    static let usage = """
        usage: plural-rules select [--cldr DIR] [--ordinal] --locale LOCALE VALUE...

        Prints the CLDR plural category (zero, one, two, few, many, other) of each VALUE, one
        per line, in order. VALUE is an integer or a decimal as it is shown, trailing zeros
        included ("1.0" is not "1"), optionally in compact notation ("1.2c6").

          --locale LOCALE   a locale as users write it: pt-BR, pt_PT, zh-Hant-TW, iw, de-CH
          --ordinal         ordinal rules ("1st", "2nd") instead of cardinal ones
          --cldr DIR        CLDR data to read (default: ./cldr-data)
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let ordinal = arguments.flag("--ordinal")
        let cldr = try arguments.option("--cldr") ?? "cldr-data"
        guard let locale = try arguments.option("--locale") else { throw UsageError("missing '--locale LOCALE'") }
        let values = try arguments.positionals()
        guard !values.isEmpty else { throw UsageError("give at least one VALUE") }

        let diagnostics = DiagnosticBag()
        guard let data = CLDRDirectory.load(cldr, diagnostics: diagnostics) else {
            Console.print(diagnostics.diagnostics)
            return ExitStatus.failure
        }
        let type: PluralRuleType = ordinal ? .ordinal : .cardinal
        guard let ruleSet = data.ruleSet(for: locale, type: type) else {
            Console.printError("no CLDR \(type) rules for locale '\(locale)' in \(cldr) (nor for any locale it falls back to)")
            return ExitStatus.failure
        }
        // Check every value before printing any answer: no half output on bad input.
        var operands: [PluralOperands] = []
        var failed = false
        for value in values {
            do {
                operands.append(try PluralOperands(parsing: value))
            } catch {
                Console.printError(error.description)
                failed = true
            }
        }
        if failed { return ExitStatus.failure }
        print(operands.map { ruleSet.category(for: $0).rawValue }.joined(separator: "\n"))
        return ExitStatus.success
    }
}
