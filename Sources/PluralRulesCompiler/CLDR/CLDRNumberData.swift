import Foundation

/// CLDR number data as the Foundation-free formatter needs it, kept in `cldr-data/numbers.txt`:
/// one line per numbering system, parent locale, likely script and locale, sorted, so that a
/// CLDR update reads as a diff of the locales it changes.
///
/// ```
/// numbering arab ٠١٢٣٤٥٦٧٨٩
/// parent en_IN en_001
/// likely pa_PK Arab
/// locale ar_EG arab 1 arab ٫ ٬ \u{61C}- \u{61C}+ 3 3 latn . , \u{200E}- \u{200E}+ 3 3
/// locale hi latn 1 deva . , - + 3 2 latn . , - + 3 2
/// ```
///
/// A `locale` line holds the default numbering system, the minimum grouping digits, then for
/// each numbering system the locale has symbols for: its decimal, group, minus and plus signs
/// and the primary and secondary grouping sizes of its decimal pattern (`#,##,##0.###` is 3 2).
/// Spaces and invisible characters (bidi marks, no-break spaces) are written `\u{…}`, as in a
/// Swift literal, and never a `"` or a `\` otherwise: the generated data pastes the lines into
/// a string literal, which the runtime (`_NumberFormat`) parses.
public struct CLDRNumberData: Sendable, Hashable {
    /// The file's name in `cldr-data/`.
    public static let fileName = "numbers.txt"

    /// The file's lines without comments, in file order.
    public var lines: [String]
    /// The CLDR version the file states, such as `48`.
    public var version: String?

    public init(text: String) {
        var lines: [String] = []
        var version: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") {
                if let range = line.range(of: "CLDR "), version == nil {
                    let value = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                    if !value.isEmpty { version = String(value) }
                }
                continue
            }
            lines.append(String(line))
        }
        self.lines = lines
        self.version = version
    }

    /// The lines the runtime needs for a module that ships `shipped` (locales as `.lproj`
    /// folders name them): every numbering system, root, and every locale of each shipped
    /// language (so that `ar-EG`, `de-CH` and `en-IN` format as CLDR says when `ar`, `de`, `en`
    /// ship), with their parent locales and likely scripts. `nil` takes everything.
    public func runtimeText(for shipped: Set<String>?) -> String {
        var languages: Set<String>?
        if let shipped {
            var set: Set<String> = ["root"]
            for locale in shipped {
                guard let language = _LocaleResolution.canonicalSubtags(locale).first.map({ String(decoding: $0, as: UTF8.self) }) else { continue }
                set.insert(language)
                // The legacy and modern codes of a language (iw, he) carry the same data.
                for (from, to) in _LocaleResolution.aliases where from.description == language {
                    set.insert(String(to.description.prefix { $0 != "_" }))
                }
            }
            languages = set
        }
        var kept: [String] = []
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count >= 2 else { continue }
            if fields[0] == "numbering" || languages == nil {
                kept.append(line)
                continue
            }
            let language = String(fields[1].prefix { $0 != "_" })
            if languages!.contains(language) { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// The Swift declaration of the runtime's data, `enum _NumberData`, for `shipped` locales
    /// (`nil`: all, as the library has them); `localized` false gives root alone, for modules
    /// whose numbers are plain.
    public func emitRuntimeData(for shipped: Set<String>?, localized: Bool = true, access: String = "", into printer: inout CodePrinter) {
        let text =
            localized ? runtimeText(for: shipped) : lines.filter { $0.hasPrefix("numbering latn ") || $0.hasPrefix("locale root ") }.joined(separator: "\n")
        let count = text.split(separator: "\n").count { $0.hasPrefix("locale ") }
        printer.line(
            "/// CLDR\(version.map { " \($0)" } ?? "") number data for the formatter (`cldr-data/\(Self.fileName)`): \(count) locale\(count == 1 ? "" : "s").")
        printer.block("\(access)enum _NumberData") { printer in
            printer.line("static let text: StaticString = \"\"\"")
            for line in text.split(separator: "\n") { printer.line(String(line)) }
            printer.line("\"\"\"")
        }
    }

    /// Where the `PluralRules` library keeps its number data, inside the package.
    public static let libraryDataPath = "Sources/PluralRules/Generated/NumberData.swift"

    /// The library's `Generated/NumberData.swift`: every locale.
    public func emitLibraryData() -> String {
        var printer = CodePrinter()
        printer.line("// Generated by plural-rules from \(Self.fileName)\(version.map { " (CLDR \($0))" } ?? ""). Do not edit.")
        printer.line("// swift-format-ignore-file")
        printer.line("// swiftlint:disable all")
        printer.line()
        emitRuntimeData(for: nil, into: &printer)
        return printer.text
    }
}

/// Reads the official CLDR JSON distribution (`cldr-numbers-full`, `cldr-core`) into the text
/// of `cldr-data/numbers.txt`.
public enum CLDRNumbersImporter {
    /// The text of `numbers.txt` from the CLDR JSON in `source` (the folder holding
    /// `cldr-core/` and `cldr-numbers-full/`), or `nil` after reporting what is wrong.
    public static func read(from source: String, version: String?, diagnostics: DiagnosticCollector) -> String? {
        func json(_ path: String) -> [String: Any]? {
            let full = source + "/" + path
            guard let data = FileManager.default.contents(atPath: full) else {
                diagnostics.report(
                    .cldrMissing, "no \(path) in '\(source)'; pass the folder holding the CLDR JSON's cldr-core/ and cldr-numbers-full/", at: nil)
                return nil
            }
            guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                diagnostics.report(.cldrStructure, "'\(full)' is not a JSON object", at: nil)
                return nil
            }
            return object
        }
        func structure(_ message: String) -> String? {
            diagnostics.report(.cldrStructure, message, at: nil)
            return nil
        }
        guard let systemsFile = json("cldr-core/supplemental/numberingSystems.json"),
            let parentsFile = json("cldr-core/supplemental/parentLocales.json"),
            let likelyFile = json("cldr-core/supplemental/likelySubtags.json")
        else { return nil }
        guard let systems = (systemsFile["supplemental"] as? [String: Any])?["numberingSystems"] as? [String: [String: String]] else {
            return structure("numberingSystems.json has no supplemental.numberingSystems")
        }
        guard let parents = ((parentsFile["supplemental"] as? [String: Any])?["parentLocales"] as? [String: Any])?["parentLocale"] as? [String: String] else {
            return structure("parentLocales.json has no supplemental.parentLocales.parentLocale")
        }
        guard let likely = (likelyFile["supplemental"] as? [String: Any])?["likelySubtags"] as? [String: String] else {
            return structure("likelySubtags.json has no supplemental.likelySubtags")
        }
        let mainFolder = source + "/cldr-numbers-full/main"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: mainFolder) else {
            return structure("no folder cldr-numbers-full/main in '\(source)'")
        }
        var digitsBySystem: [String: String] = [:]
        for (name, system) in systems where system["_type"] == "numeric" {
            guard let digits = system["_digits"], digits.unicodeScalars.count == 10 else {
                return structure("numbering system '\(name)' is numeric but has no ten _digits")
            }
            digitsBySystem[name] = digits
        }
        var localeLines: [String] = []
        var locales: Set<String> = []
        for name in names.sorted() {
            guard let file = json("cldr-numbers-full/main/\(name)/numbers.json") else { return nil }
            guard let numbers = ((file["main"] as? [String: Any])?[name] as? [String: Any])?["numbers"] as? [String: Any],
                let defaultSystem = numbers["defaultNumberingSystem"] as? String
            else {
                return structure("\(name)/numbers.json has no main.\(name).numbers.defaultNumberingSystem")
            }
            let minimum = (numbers["minimumGroupingDigits"] as? String).flatMap { Int($0) } ?? 1
            let id = name == "und" ? "root" : name.replacingOccurrences(of: "-", with: "_")
            var fields = ["locale", id, defaultSystem, String(minimum)]
            for key in numbers.keys.sorted() where key.hasPrefix("symbols-numberSystem-") {
                let system = String(key.dropFirst("symbols-numberSystem-".count))
                guard digitsBySystem[system] != nil else { continue }
                guard let symbols = numbers[key] as? [String: Any],
                    let pattern = (numbers["decimalFormats-numberSystem-\(system)"] as? [String: Any])?["standard"] as? String
                else {
                    return structure("\(name)/numbers.json has symbols for \(system) but no decimalFormats-numberSystem-\(system).standard")
                }
                var symbolFields: [String] = []
                for symbol in ["decimal", "group", "minusSign", "plusSign"] {
                    guard let value = symbols[symbol] as? String, !value.isEmpty else {
                        return structure("\(name)/numbers.json: \(key) has no \(symbol)")
                    }
                    symbolFields.append(escaped(value))
                }
                let (primary, secondary) = groupingSizes(pattern)
                fields += [system] + symbolFields + [String(primary), String(secondary)]
            }
            guard fields.count > 4 else { return structure("\(name)/numbers.json has symbols for no numeric numbering system") }
            localeLines.append(fields.joined(separator: " "))
            locales.insert(id)
        }
        localeLines.sort()
        guard let rootIndex = localeLines.firstIndex(where: { $0.hasPrefix("locale root ") }) else {
            return structure("no cldr-numbers-full/main/und (root)")
        }
        // CLDR's root has symbols for arab and arabext besides latn, which the JSON's und
        // leaves out, and a locale without symbols of its own for a system it is asked for
        // (en-u-nu-arab) inherits them; for any other system (en-u-nu-java) it takes its latn
        // symbols, as ICU 78 does. Root's are the symbols most locales using the system share
        // (every locale inherits from root), with root's grouping, which the formatter replaces
        // with the locale's own.
        var blocks: [String: [String: Int]] = [:]
        for line in localeLines {
            let fields = line.split(separator: " ").map(String.init)
            var index = 4
            while index + 7 <= fields.count {
                if fields[index] != "latn" { blocks[fields[index], default: [:]][fields[(index + 1)..<(index + 5)].joined(separator: " "), default: 0] += 1 }
                index += 7
            }
        }
        var rootLine = localeLines[rootIndex]
        for system in rootSystems where blocks[system] != nil {
            let counts = blocks[system]!
            let common = counts.keys.sorted().max { counts[$0]! < counts[$1]! }!
            guard common != rootLine.split(separator: " ")[5..<9].joined(separator: " ") else { continue }  // latn's
            rootLine += " \(system) \(common) 3 3"
        }
        localeLines[rootIndex] = rootLine

        var lines: [String] = []
        lines.append("# CLDR \(version ?? "unknown") number data for swift-plural-rules' Foundation-free formatter. Do not edit: written by")
        lines.append("# `plural-rules update-cldr --numbers-from DIR` from the CLDR JSON distribution (cldr-numbers-full/main/*/numbers.json,")
        lines.append("# cldr-core/supplemental/numberingSystems.json, parentLocales.json, likelySubtags.json). Unicode License v3 (LICENSE).")
        lines.append("#")
        lines.append("# numbering SYSTEM DIGITS     a numeric numbering system and its digits 0 to 9")
        lines.append("# parent LOCALE PARENT        CLDR's parent locale where it is not the locale without its last subtag")
        lines.append("# likely LANGUAGE_REGION SCRIPT  the likely script where it picks a locale of its own (zh_TW is zh_Hant_TW)")
        lines.append("# locale ID DEFAULT MIN (SYSTEM DECIMAL GROUP MINUS PLUS PRIMARY SECONDARY)...")
        lines.append("#     the default numbering system and minimumGroupingDigits; per numbering system the locale has symbols for,")
        lines.append("#     its symbols and the grouping sizes of its decimal pattern (#,##,##0.### is 3 2). \\u{...}: spaces, invisible marks.")
        lines.append("#     root's arab and arabext carry the symbols most locales using them share, as CLDR's root.xml has them")
        lines.append("#     (the JSON leaves them out); a locale asked for a system it has no symbols for (en-u-nu-arab) takes them.")
        for system in digitsBySystem.keys.sorted() { lines.append("numbering \(system) \(digitsBySystem[system]!)") }
        for child in parents.keys.sorted() {
            let id = child.replacingOccurrences(of: "-", with: "_")
            let parent = parents[child]! == "root" || parents[child]! == "und" ? "root" : parents[child]!.replacingOccurrences(of: "-", with: "_")
            lines.append("parent \(id) \(parent)")
        }
        // The likely script matters where the language has locales per script (zh_Hant,
        // pa_Arab, sr_Latn) and a region's likely script is not the language's own.
        var scriptLanguages: Set<String> = []
        for id in locales {
            let parts = id.split(separator: "_")
            if parts.count >= 2, parts[1].count == 4 { scriptLanguages.insert(String(parts[0])) }
        }
        func script(of tag: String) -> String? {
            tag.split(separator: "-").dropFirst().first { $0.count == 4 }.map(String.init)
        }
        for key in likely.keys.sorted() {
            let parts = key.split(separator: "-")
            guard parts.count == 2, scriptLanguages.contains(String(parts[0])), parts[1].count == 2 || parts[1].count == 3,
                let regionScript = likely[key].flatMap(script), let languageScript = likely[String(parts[0])].flatMap(script),
                regionScript != languageScript, locales.contains("\(parts[0])_\(regionScript)")
            else { continue }
            lines.append("likely \(parts[0])_\(parts[1]) \(regionScript)")
        }
        lines += localeLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// The numbering systems besides latn that CLDR's root has symbols for.
    static let rootSystems = ["arab", "arabext"]

    /// The grouping sizes of a decimal pattern: `#,##0.###` → (3, 3), `#,##,##0.###` → (3, 2),
    /// `0.###` → (0, 0) (no grouping).
    static func groupingSizes(_ pattern: String) -> (Int, Int) {
        let positive = pattern.split(separator: ";").first.map(String.init) ?? pattern
        let integer = positive.prefix { $0 != "." }.filter { $0 == "#" || $0 == "0" || $0 == "," }
        let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.count >= 2 else { return (0, 0) }
        let primary = groups[groups.count - 1].count
        let secondary = groups.count >= 3 ? groups[groups.count - 2].count : primary
        return (primary, secondary)
    }

    /// A symbol with spaces, invisible characters, `"` and `\` written `\u{…}`.
    static func escaped(_ symbol: String) -> String {
        var text = ""
        for scalar in symbol.unicodeScalars {
            let value = scalar.value
            let invisible =
                value <= 0x20 || value == 0x22 || value == 0x5C || (0x7F...0xA0).contains(value) || value == 0x061C
                || value == 0x1680 || (0x2000...0x200F).contains(value) || (0x2028...0x202F).contains(value)
                || (0x205F...0x206F).contains(value) || value == 0x3000 || value == 0xFEFF
            text += invisible ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return text
    }
}
