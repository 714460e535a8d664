/// Finds the CLDR rules for a locale identifier as users write it.
///
/// - Separators `-` and `_` both work, in any case: `pt-BR`, `pt_br`, `zh-Hant-TW`.
/// - Extensions and POSIX suffixes are ignored: `en-US-u-nu-latn`, `de_DE.UTF-8`, `sr@latin`.
/// - CLDR's legacy language codes and their modern forms find each other: `iw`/`he`,
///   `in`/`id`, `jw`/`jv`, `mo`/`ro`, `tl`/`fil`, `no`/`nb`, `sh` → `sr_Latn` → `sr`.
/// - Subtags are dropped from the right until a locale has rules: `de-CH` → `de`,
///   `zh-Hant-TW` → `zh-Hant` → `zh`; a locale with its own rules keeps them (`pt_PT` is
///   not `pt`).
/// - `und` is `root`.
public struct LocaleResolver: Sendable {
    /// The CLDR identifiers there are rules for, as CLDR writes them (`pt_PT`, `kok_Latn`).
    public let availableLocales: Set<String>

    public init<S: Sequence>(availableLocales: S) where S.Element == String {
        self.availableLocales = Set(availableLocales)
    }

    /// Legacy and modern codes for one language, both ways.
    static let aliases: [String: [String]] = [
        "iw": ["he"], "he": ["iw"],
        "in": ["id"], "id": ["in"],
        "jw": ["jv"], "jv": ["jw"],
        "mo": ["ro"], "ro": ["mo"],
        "tl": ["fil"], "fil": ["tl"],
        "no": ["nb"], "nb": ["no"],
        "sh": ["sr_Latn", "sr"],
        "und": ["root"], "root": ["und"],
    ]

    /// The CLDR identifier whose rules apply to `identifier`, or `nil` when no rules apply.
    public func resolve(_ identifier: String) -> String? {
        var subtags = Self.canonicalSubtags(identifier)
        while !subtags.isEmpty {
            let candidate = subtags.joined(separator: "_")
            if availableLocales.contains(candidate) { return candidate }
            for alias in Self.aliases[candidate] ?? [] where availableLocales.contains(alias) {
                return alias
            }
            subtags.removeLast()
        }
        return nil
    }

    /// `identifier` split into subtags with CLDR's casing: language lowercase, script title
    /// case, region uppercase; extensions and POSIX suffixes removed.
    public static func canonicalSubtags(_ identifier: String) -> [String] {
        var text = Substring(identifier.trimmingWhitespace())
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        var subtags: [String] = []
        for (index, part) in text.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated() {
            // A singleton starts an extension (-u-, -t-, -x-): nothing after it names a locale.
            if part.count == 1 { break }
            guard part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return [] }
            if index == 0 {
                subtags.append(part.lowercased())
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                subtags.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                subtags.append(part.uppercased())
            } else {
                subtags.append(part.lowercased())
            }
        }
        return subtags
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
