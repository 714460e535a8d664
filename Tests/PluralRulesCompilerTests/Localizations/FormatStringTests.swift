import Testing

@testable import PluralRulesCompiler

@Suite struct FormatStringTests {
    func parse(_ text: String) -> (FormatString?, [String]) {
        let bag = DiagnosticBag()
        let file = SourceFile(path: "f.strings", text: text)
        let format = FormatString.parse(LocatedText(verbatim: text, file: file, offset: 0), diagnostics: bag)
        return (format, bag.diagnostics.map(\.description))
    }

    @Test func specifiersVariablesAndPercent() throws {
        let (format, diagnostics) = parse("%d file(s), %2$@ and %1$#@files@ at 100%% %-+ 08.3lf %#@x@")
        #expect(diagnostics.isEmpty)
        let parsed = try #require(format)
        #expect(parsed.specifiers.map(\.text) == ["%d", "%2$@", "%-+ 08.3lf"])
        #expect(parsed.specifiers.map(\.argumentType) == [.int, .string, .double])
        let specification = parsed.specifiers[2].specification
        #expect(specification.leftAligned && specification.plus && specification.space && specification.zeroPadded && !specification.alternate)
        #expect(parsed.specifiers[2].width == 8)
        #expect(parsed.specifiers[2].precision == 3)
        #expect(specification.length == .l)
        #expect(parsed.specifiers[2].withoutPosition == "%-+ 08.3lf")
        #expect(parsed.variables.map(\.name) == ["files", "x"])
        #expect(parsed.variables.map(\.position) == [1, nil])
    }

    /// CoreFoundation reads digits without `$` before `#@` as a width and ignores them; apps
    /// ship `%1#@count@` in every locale.
    @Test func aWidthBeforeAVariableIsIgnoredAsCoreFoundationDoes() throws {
        let (format, diagnostics) = parse("%1#@count@ and %2$#@other@")
        #expect(diagnostics.isEmpty)
        #expect(try #require(format).variables.map(\.name) == ["count", "other"])
        #expect(try #require(format).variables.map(\.position) == [nil, 2])
    }

    @Test func keysAreScannedLeniently() {
        #expect(FormatString.scan("50% off %d %%").map(\.isText) == [true, false, true])
    }

    @Test(arguments: [
        ("u %u o %o x %x X %X", FormatArgumentType.uint), ("%lld %hhd %zd %qd %i", .int), ("%e %E %g %G %a %A %F", .double),
        ("%c %C", .character), ("%@", .string),
    ])
    func argumentTypes(text: String, type: FormatArgumentType) throws {
        let (format, _) = parse(text)
        #expect(try #require(format).specifiers.allSatisfy { $0.argumentType == type })
    }

    @Test(arguments: [
        ("%s", "f.strings:1:1: error: '%s' is not supported: use '%@' for text (C strings and pointers have no Swift equivalent here) [format-unsupported]"),
        ("ab %p", "f.strings:1:4: error: '%p' is not supported: use '%@' for text (C strings and pointers have no Swift equivalent here) [format-unsupported]"),
        ("%*d", "f.strings:1:1: error: '*' widths and precisions take an extra argument; write the number into the format instead [format-unsupported]"),
        ("%.*f", "f.strings:1:1: error: '*' widths and precisions take an extra argument; write the number into the format instead [format-unsupported]"),
        ("%#@files", "f.strings:1:1: error: a variable reference is '%#@name@'; this one is not closed with '@' [format-variable]"),
        ("%0$d", "f.strings:1:1: error: argument positions start at 1; '%0$' is invalid [format-specifier]"),
        ("%100000$d", "f.strings:1:1: error: '%100000$d' has a position, width or precision above 10000 [format-specifier]"),
        ("%9000000000000000000$#@x@", "f.strings:1:1: error: argument position 9000000000000000000 is above 10000 [format-specifier]"),
        ("%99999999999999999999$#@x@", "f.strings:1:1: error: argument position beyond 18446744073709551615 is above 10000 [format-specifier]"),
    ])
    func invalidSpecifiersAreDiagnosedWhereTheyStart(text: String, expected: String) {
        let (format, diagnostics) = parse(text)
        #expect(format == nil)
        #expect(diagnostics == [expected])
    }

    /// A '%' in prose is a percent sign, with a warning, and takes no argument: "Save 20%
    /// today" keeps its signature instead of reading '% t' as a conversion.
    @Test(arguments: [
        (
            "100% sure", "100%% sure",
            "f.strings:1:4: warning: '% ' is read as a percent sign followed by a space; write '%% ' for that (or a specifier such as '%d' if a number was meant) [literal-percent]"
        ),
        (
            "Save 20% today", "Save 20%% today",
            "f.strings:1:8: warning: '% ' is read as a percent sign followed by a space; write '%% ' for that (or a specifier such as '%d' if a number was meant) [literal-percent]"
        ),
        (
            "50%", "50%%",
            "f.strings:1:3: warning: '%' at the end of the text is read as a percent sign; write '%%' for that (or a specifier such as '%d' if a number was meant) [literal-percent]"
        ),
        (
            "%y", "%%y",
            "f.strings:1:1: warning: '%y' is no format specifier and is read as a percent sign followed by text; write '%%' for a percent sign (or a specifier such as '%d' if a number was meant) [literal-percent]"
        ),
    ])
    func aPercentSignInProseIsLiteral(text: String, literal: String, expected: String) throws {
        let (format, diagnostics) = parse(text)
        let parsed = try #require(format)
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.segments == [.text(literal)])
        #expect(diagnostics == [expected])
    }
}

@Suite struct AccessorNamingTests {
    @Test(arguments: [
        ("%d file(s) remaining", [String](), "filesRemaining"),
        ("N_DAYS_PLURAL_STRING", [], "nDaysPluralString"),
        ("filesRemaining", [], "filesRemaining"),
        ("settings.files.count", ["Settings", "Files"], "count"),
        ("Hello, %@!", [], "hello"),
        ("default", [], "`default`"),
        ("2fa_code", [], "_2faCode"),
        ("%1$#@files@ in %2$#@folders@", [], "`in`"),
        ("term(s) in category", [], "termsInCategory"),
        ("Done.", [], "done"),
        ("welcome-screen.title", ["WelcomeScreen"], "title"),
        ("%d", [], "string"),
        ("Ünïcödé wörds", [], "ünïcödéWörds"),
    ])
    func names(key: String, path: [String], member: String) {
        let name = AccessorNaming.name(for: key, style: .nested)
        #expect(name.path == path)
        #expect(name.member == member)
    }

    /// The scanner keeps a literal percent sign as `%%`; names read one, left to right, with the
    /// standard library alone (`replacing(_:with:)` would need macOS 13).
    @Test(arguments: [("100%% sure", "100% sure"), ("%%%", "%%"), ("%%%%", "%%"), ("no percent", "no percent"), ("%", "%"), ("a%%b%%", "a%b%")])
    func percentsAreUnescaped(text: String, expected: String) {
        #expect(AccessorNaming.unescapingPercents(text) == expected)
    }

    @Test func flatStyleKeepsDottedKeysTogether() {
        let name = AccessorNaming.name(for: "settings.files.count", style: .flat)
        #expect(name.path.isEmpty)
        #expect(name.member == "settingsFilesCount")
    }
}

extension FormatString.Segment {
    var isText: Bool { if case .text = self { true } else { false } }
}
