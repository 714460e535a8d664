import Foundation

/// CLDR plural data as the compiler uses it: cardinal and ordinal rules, and plural ranges
/// when the release has them.
public struct CLDRData: Sendable {
    public let cardinal: PluralRuleFile
    public let ordinal: PluralRuleFile
    public var ranges: PluralRangeFile?
    /// The CLDR version recorded in `VERSION` (or found at import), such as `48`.
    public var version: String?
    /// The number data of `numbers.txt`, when the folder has it.
    public var numbers: CLDRNumberData?

    /// Built once: resolving a locale is then a few set look-ups.
    private let cardinalResolver: LocaleResolver
    private let ordinalResolver: LocaleResolver

    public init(cardinal: PluralRuleFile, ordinal: PluralRuleFile, ranges: PluralRangeFile?, version: String?) {
        self.cardinal = cardinal
        self.ordinal = ordinal
        self.ranges = ranges
        self.version = version
        cardinalResolver = LocaleResolver(availableLocales: cardinal.locales)
        ordinalResolver = LocaleResolver(availableLocales: ordinal.locales)
    }

    public func rules(_ type: PluralRuleType) -> PluralRuleFile {
        switch type {
        case .cardinal: cardinal
        case .ordinal: ordinal
        }
    }

    /// The resolver for the locales that have rules of `type`.
    public func resolver(_ type: PluralRuleType) -> LocaleResolver {
        type == .cardinal ? cardinalResolver : ordinalResolver
    }

    /// The rule set for a locale as users write it (`pt-BR`, `iw`, `de-CH`), with fallback;
    /// `nil` when no CLDR locale applies.
    public func ruleSet(for locale: String, type: PluralRuleType) -> PluralRuleSet? {
        guard let resolved = resolver(type).resolve(locale) else { return nil }
        return rules(type).ruleSet(forExactLocale: resolved)
    }

    /// The rule set the runtime selects by for `locale`: its own (``ruleSet(for:type:)``), else
    /// root's, which selects `other` for every number.
    public func ruleSetOrRoot(for locale: String, type: PluralRuleType) -> PluralRuleSet? {
        ruleSet(for: locale, type: type) ?? rules(type).ruleSet(forExactLocale: "root")
    }
}

/// Finds and reads the CLDR supplemental files in a directory.
public enum CLDRDirectory {
    /// The file names the compiler reads; `pluralRanges.xml` is optional.
    public static let cardinalFile = "plurals.xml"
    public static let ordinalFile = "ordinals.xml"
    public static let rangesFile = "pluralRanges.xml"
    public static let versionFile = "VERSION"

    /// The folder in `directory` that holds the supplemental files: the directory itself (the
    /// flat layout of `cldr-data/`), or `common/supplemental/` (a CLDR checkout or release).
    public static func supplementalFolder(in directory: String) -> String? {
        let candidates = [directory, directory + "/common/supplemental", directory + "/supplemental"]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + cardinalFile) }
    }

    /// Reads and validates the data in `directory`; reports errors and returns `nil` when a
    /// file is missing or does not parse.
    public static func load(_ directory: String, diagnostics: DiagnosticCollector) -> CLDRData? {
        guard let folder = supplementalFolder(in: directory) else {
            diagnostics.report(
                .cldrMissing, "no \(cardinalFile) in '\(directory)' or its common/supplemental/; pass a CLDR release directory or cldr-data/", at: nil)
            return nil
        }
        let cardinalFile = readFile(folder + "/" + Self.cardinalFile, diagnostics: diagnostics)
        let ordinalFile = readFile(folder + "/" + Self.ordinalFile, diagnostics: diagnostics)
        let cardinal = cardinalFile.flatMap { CLDRPluralsReader.read($0, diagnostics: diagnostics) }
        let ordinal = ordinalFile.flatMap { CLDRPluralsReader.read($0, diagnostics: diagnostics) }
        var ranges: PluralRangeFile?
        var rangesFailed = false
        let rangesPath = folder + "/" + rangesFile
        if FileManager.default.fileExists(atPath: rangesPath) {
            ranges = readFile(rangesPath, diagnostics: diagnostics).flatMap { CLDRRangesReader.read($0, diagnostics: diagnostics) }
            rangesFailed = ranges == nil
        }
        guard let cardinal, let ordinal, !rangesFailed else { return nil }
        if cardinal.type != .cardinal {
            diagnostics.report(.cldrStructure, "\(Self.cardinalFile) holds \(cardinal.type) rules; expected cardinal", at: nil)
            return nil
        }
        if ordinal.type != .ordinal {
            diagnostics.report(.cldrStructure, "\(Self.ordinalFile) holds \(ordinal.type) rules; expected ordinal", at: nil)
            return nil
        }
        let version = recordedVersion(in: folder) ?? inferVersion(folder: folder, cardinal: cardinalFile)
        var data = CLDRData(cardinal: cardinal, ordinal: ordinal, ranges: ranges, version: version)
        if let numbers = FileManager.default.contents(atPath: folder + "/" + CLDRNumberData.fileName) {
            data.numbers = CLDRNumberData(text: String(decoding: numbers, as: UTF8.self))
        }
        return data
    }

    /// Reads a file into a `SourceFile`, reporting an error when it cannot be read.
    public static func readFile(_ path: String, diagnostics: DiagnosticCollector) -> SourceFile? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.report(.fileUnreadable, "cannot read '\(path)'", at: nil)
            return nil
        }
        return SourceFile(path: path, data: data)
    }

    /// The `cldr-version:` line of a `VERSION` file written by `update-cldr`.
    static func recordedVersion(in folder: String) -> String? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + versionFile) else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("cldr-version:") {
            return String(line.dropFirst("cldr-version:".count)).trimmingWhitespace()
        }
        return nil
    }

    /// The version a release states about itself: the `cldrVersion` of a checkout's DTD, or
    /// a header comment reading "Unicode CLDR 48".
    static func inferVersion(folder: String, cardinal: SourceFile?) -> String? {
        let dtd = folder + "/../dtd/ldmlSupplemental.dtd"
        if let data = FileManager.default.contents(atPath: dtd) {
            let text = String(decoding: data, as: UTF8.self)
            if let range = text.range(of: "cldrVersion CDATA #FIXED \"") {
                let rest = text[range.upperBound...]
                if let end = rest.firstIndex(of: "\"") { return String(rest[..<end]) }
            }
        }
        guard let cardinal else { return nil }
        let header = String(decoding: cardinal.buffer.bytes.prefix(2000), as: UTF8.self)
        guard let range = header.range(of: "Unicode CLDR ") else { return nil }
        let version = header[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return version.isEmpty ? nil : String(version)
    }
}

extension CLDRData {
    /// The CLDR data compiled into this library (see ``CLDREmbedding``): what the tool uses
    /// when it is not given `--cldr`.
    public static func bundled(diagnostics: DiagnosticCollector) -> CLDRData? {
        func file(_ name: String) -> SourceFile? {
            bundledFiles.first { $0.name == name }.map { SourceFile(path: "cldr-data/\(name)", text: $0.contents) }
        }
        guard let cardinalFile = file(CLDRDirectory.cardinalFile), let ordinalFile = file(CLDRDirectory.ordinalFile),
            let cardinal = CLDRPluralsReader.read(cardinalFile, diagnostics: diagnostics),
            let ordinal = CLDRPluralsReader.read(ordinalFile, diagnostics: diagnostics)
        else { return nil }
        let ranges = file(CLDRDirectory.rangesFile).flatMap { CLDRRangesReader.read($0, diagnostics: diagnostics) }
        var data = CLDRData(cardinal: cardinal, ordinal: ordinal, ranges: ranges, version: bundledVersion)
        data.numbers = bundledFiles.first { $0.name == CLDRNumberData.fileName }.map { CLDRNumberData(text: $0.contents) }
        return data
    }

    /// The data in `directory`, or the bundled data when `directory` is `nil`.
    public static func load(_ directory: String?, diagnostics: DiagnosticCollector) -> CLDRData? {
        guard let directory else { return bundled(diagnostics: diagnostics) }
        return CLDRDirectory.load(directory, diagnostics: diagnostics)
    }
}
