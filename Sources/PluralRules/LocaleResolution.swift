// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

/// Locale identifiers as users write them, resolved against the locales there are data for.
///
/// This is the one implementation of locale resolution: the generated runtime looks up its
/// tables with it, and the compiler (`lint`, `accessors`, the plugin) resolves locales with
/// it too, so both always pick the same rules.
///
/// - Separators `-` and `_` both work, in any case: `pt-BR`, `pt_br`, `zh-Hant-TW`.
/// - Surrounding spaces, tabs and line breaks are ignored; so are extensions (`-u-nu-latn`)
///   and POSIX suffixes (`.UTF-8`, `@euro`). An empty subtag (`pt--BR`) ends the identifier.
/// - CLDR's legacy language codes and their modern forms find each other: `iw`/`he`,
///   `in`/`id`, `jw`/`jv`, `mo`/`ro`, `tl`/`fil`, `no`/`nb`, `sh` → `sr_Latn` → `sr`;
///   `und` is `root`.
/// - Subtags are dropped from the right until a locale matches: `de-CH` → `de`.
public enum _LocaleResolution {
    /// Legacy and modern codes for one language, both ways.
    public static let aliases: [(StaticString, StaticString)] = [
        ("fil", "tl"), ("he", "iw"), ("id", "in"), ("in", "id"), ("iw", "he"), ("jv", "jw"), ("jw", "jv"),
        ("mo", "ro"), ("nb", "no"), ("no", "nb"), ("ro", "mo"), ("root", "und"), ("sh", "sr_Latn"),
        ("sh", "sr"), ("tl", "fil"), ("und", "root"),
    ]

    /// The first non-nil answer of `match` for the candidates of `identifier`, most specific
    /// first: each truncation of its canonical subtags (joined with `_`, as CLDR writes
    /// `pt_PT`), followed by its legacy or modern aliases.
    public static func resolve<Found>(_ identifier: String, _ match: (_ candidate: [UInt8]) -> Found?) -> Found? {
        var subtags = canonicalSubtags(identifier)
        while !subtags.isEmpty {
            var candidate: [UInt8] = []
            for (index, subtag) in subtags.enumerated() {
                if index > 0 { candidate.append(0x5F) }
                candidate.append(contentsOf: subtag)
            }
            if let found = match(candidate) { return found }
            for (from, to) in aliases where equal(candidate, from) {
                if let found = match(bytes(of: to)) { return found }
            }
            subtags.removeLast()
        }
        return nil
    }

    /// CLDR's locale inheritance (UTS #35), for data every locale has (numbers): the first
    /// non-nil answer of `match` for the identifier's canonical subtags, with the likely script
    /// added where `likelyScript` of `language_REGION` names one (`zh-TW` is `zh_Hant_TW`), then
    /// for each parent in turn: `parent` of the candidate where CLDR names one (`en_IN` →
    /// `en_001`), else the candidate without its last subtag; a legacy code also tries its
    /// modern form (`iw` → `he`). `nil` when only root is left.
    public static func resolveInheriting<Found>(
        _ identifier: String, parent: (_ locale: [UInt8]) -> [UInt8]?, likelyScript: (_ languageRegion: [UInt8]) -> [UInt8]?,
        _ match: (_ candidate: [UInt8]) -> Found?
    ) -> Found? {
        var subtags = canonicalSubtags(identifier)
        if subtags.count >= 2, subtags[1].count != 4, let script = likelyScript(subtags[0] + [0x5F] + subtags[1]) {
            subtags.insert(script, at: 1)
        }
        var candidate = subtags.joined(separator: [0x5F]).map { $0 }
        var steps = 0
        while !candidate.isEmpty, !equal(candidate, "root"), steps < 16 {
            if let found = match(candidate) { return found }
            for (from, to) in aliases where equal(candidate, from) {
                if let found = match(bytes(of: to)) { return found }
            }
            if let next = parent(candidate) {
                candidate = next
            } else {
                candidate = Array(candidate[..<(candidate.lastIndex(of: 0x5F) ?? 0)])
            }
            steps += 1
        }
        return nil
    }

    /// The value of a Unicode extension keyword, lowercased: `nu` of `ar-u-nu-latn` is `latn`.
    public static func unicodeKeyword(_ key: String, in identifier: String) -> [UInt8]? {
        let subtags = identifier.utf8.split { $0 == 0x2D || $0 == 0x5F }.map { $0.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } }
        guard var index = subtags.firstIndex(of: [0x75]) else { return nil }  // u
        let key = Array(key.utf8)
        index += 1
        while index < subtags.count, subtags[index].count > 1 {
            if subtags[index] == key, index + 1 < subtags.count, subtags[index + 1].count > 2 { return subtags[index + 1] }
            index += 1
        }
        return nil
    }

    /// The entry of `table` (sorted by identifier bytes) that `identifier` resolves to.
    public static func resolve<ID>(_ identifier: String, in table: [(StaticString, ID)]) -> (String, ID)? {
        resolve(identifier) { lookup($0, in: table) }
    }

    /// `identifier` in canonical form with `separator` between subtags: `zh_hans` → `zh-Hans`,
    /// `PT-br` → `pt-BR`; empty when it is malformed.
    public static func canonicalIdentifier(_ identifier: String, separator: String = "-") -> String {
        canonicalSubtags(identifier).map { String(decoding: $0, as: UTF8.self) }.joined(separator: separator)
    }

    /// Subtags with CLDR casing (language lower, Script title, REGION upper); extensions and
    /// POSIX suffixes (`.UTF-8`, `@euro`) dropped; empty when the identifier is malformed.
    public static func canonicalSubtags(_ identifier: String) -> [[UInt8]] {
        var subtags: [[UInt8]] = []
        var current: [UInt8] = []
        var bytes = Array(identifier.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while let first = bytes.first, isSpace(first) { bytes.removeFirst() }
        while let last = bytes.last, isSpace(last) { bytes.removeLast() }
        func finish() -> Bool {
            defer { current = [] }
            if current.count == 1 { return false }  // a singleton starts an extension
            let isAlpha = current.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
            let isDigits = current.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            var subtag = current.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 | 0x20 : $0 }
            if !subtags.isEmpty {
                if current.count == 4 && isAlpha {
                    subtag[0] &= ~0x20
                } else if (current.count == 2 && isAlpha) || (current.count == 3 && isDigits) {
                    subtag = subtag.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 & ~0x20 : $0 }
                }
            }
            subtags.append(subtag)
            return true
        }
        for byte in bytes {
            if byte == 0x2E || byte == 0x40 { break }  // . @
            if byte == 0x2D || byte == 0x5F {  // - _
                if current.isEmpty || !finish() { return subtags }
                continue
            }
            let isAlphanumeric = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            guard isAlphanumeric else { return [] }
            current.append(byte)
        }
        if !current.isEmpty { _ = finish() }
        return subtags
    }

    static func bytes(of string: StaticString) -> [UInt8] {
        Array(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    static func equal(_ bytes: [UInt8], _ string: StaticString) -> Bool {
        compare(bytes, string) == 0
    }

    static func compare(_ bytes: [UInt8], _ string: StaticString) -> Int {
        let other = UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount)
        for index in 0..<min(bytes.count, other.count) where bytes[index] != other[index] {
            return bytes[index] < other[index] ? -1 : 1
        }
        return bytes.count == other.count ? 0 : (bytes.count < other.count ? -1 : 1)
    }

    /// Binary search in a table sorted by identifier bytes.
    public static func lookup<ID>(_ candidate: [UInt8], in table: [(StaticString, ID)]) -> (String, ID)? {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let order = compare(candidate, table[middle].0)
            if order == 0 { return (table[middle].0.description, table[middle].1) }
            if order < 0 { high = middle - 1 } else { low = middle + 1 }
        }
        return nil
    }
}
