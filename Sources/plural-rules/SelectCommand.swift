import PluralRulesCompiler

/// `plural-rules select [--cldr DIR] [--ordinal] --locale L VALUE...`
enum SelectCommand {
    static let usage = """
        usage: plural-rules select [--cldr DIR | --interpret] [--ordinal] --locale LOCALE VALUE...

        Prints the CLDR plural category (zero, one, two, few, many, other) of each VALUE, one
        per line, in order. VALUE is an integer or a decimal as it is shown, trailing zeros
        included ("1.0" is not "1"), optionally in compact notation ("1.2c6").

          --locale LOCALE   a locale as users write it: pt-BR, pt_PT, zh-Hant-TW, iw, de-CH
          --ordinal         ordinal rules ("1st", "2nd") instead of cardinal ones
          --interpret       evaluate the CLDR rule text with the reference interpreter instead of
                            the generated code (both come from the cldr-data/ the tool was built with)
          --cldr DIR        interpret the CLDR data in DIR instead (implies --interpret)
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let ordinal = arguments.flag("--ordinal")
        let cldrOption = try arguments.option("--cldr")
        let interpret = arguments.flag("--interpret") || cldrOption != nil
        guard let locale = try arguments.option("--locale") else { throw UsageError("missing '--locale LOCALE'") }
        let values = try arguments.positionals()
        guard !values.isEmpty else { throw UsageError("give at least one VALUE") }

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
        let type: PluralRuleType = ordinal ? .ordinal : .cardinal
        let answers: [String]
        if interpret {
            let diagnostics = DiagnosticBag()
            guard let data = CLDRData.load(cldrOption, diagnostics: diagnostics) else {
                Console.print(diagnostics.diagnostics)
                return ExitStatus.failure
            }
            guard let ruleSet = data.ruleSet(for: locale, type: type) else {
                return unknownLocale(locale, type, in: cldrOption ?? "the bundled CLDR data")
            }
            answers = operands.map { ruleSet.category(for: $0).name }
        } else {
            // The PluralRules library: the rules generated from the bundled cldr-data.
            guard let rules = PluralRules(locale: locale, type: type) else {
                return unknownLocale(locale, type, in: "the generated rules")
            }
            answers = operands.map { rules.category(for: $0).name }
        }
        print(answers.joined(separator: "\n"))
        return ExitStatus.success
    }

    static func unknownLocale(_ locale: String, _ type: PluralRuleType, in source: String) -> Int32 {
        Console.printError("no CLDR \(type) rules for locale '\(locale)' in \(source) (nor for any locale it falls back to)")
        return ExitStatus.failure
    }
}
