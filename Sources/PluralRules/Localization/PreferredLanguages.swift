// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

#if canImport(Darwin)
import CoreFoundation
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The languages the user prefers, most preferred first, as BCP 47 identifiers (`pt-BR`,
/// `sr-Latn-RS`), read once per process. Empty means the development region.
///
/// - Apple platforms: CoreFoundation's preferred languages (`CFLocaleCopyPreferredLanguages`,
///   the system's list with the app's own language setting applied), with no Foundation.
///   Written from Apple's documentation; not run on an Apple system by this project.
/// - Linux and other systems: the environment, in gettext's order (see
///   ``fromEnvironment(_:)``).
public enum _PreferredLanguages {
    /// The user's list for this process, read when first asked for.
    public static let system: [String] = {
        #if canImport(Darwin) && !hasFeature(Embedded)
        return fromCoreFoundation()
        #elseif (canImport(Glibc) || canImport(Musl)) && !hasFeature(Embedded)
        return fromEnvironment { name in getenv(name).map { String(cString: $0) } }
        #else
        return []
        #endif
    }()

    /// The languages named by environment variables, as gettext chooses them for messages:
    ///
    /// 1. The locale of messages is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`.
    /// 2. When there is none, or it is `C` or `POSIX` (with or without a codeset: `C.UTF-8`),
    ///    the list is empty (the development region), and `LANGUAGE` is ignored, as gettext
    ///    ignores it in the C locale.
    /// 3. Otherwise `LANGUAGE`, a colon-separated priority list (`fr_CA:fr:de`), when it names
    ///    any language; else the locale of messages alone.
    ///
    /// Each POSIX locale name becomes a BCP 47 identifier: the codeset goes (`de_DE.UTF-8` →
    /// `de-DE`), and the modifiers that name a script or variant are kept (`sr_RS@latin` →
    /// `sr-Latn-RS`, `ca_ES@valencia` → `ca-ES-valencia`); other modifiers (`@euro`) go.
    public static func fromEnvironment(_ variable: (String) -> String?) -> [String] {
        var messages: String?
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variable(name), !value.isEmpty { messages = value; break }
        }
        guard let messages, let locale = identifier(posix: messages) else { return [] }
        let listed = (variable("LANGUAGE") ?? "").split(separator: ":").compactMap { identifier(posix: String($0)) }
        return listed.isEmpty ? [locale] : listed
    }

    /// The BCP 47 form of a POSIX locale name (`language[_TERRITORY][.codeset][@modifier]`),
    /// or `nil` for `C`, `POSIX` and names that are not a locale.
    public static func identifier(posix name: String) -> String? {
        var bytes = Array(name.utf8)
        var modifier: [UInt8] = []
        if let at = bytes.firstIndex(of: 0x40) {  // @
            modifier = Array(bytes[(at + 1)...])
            bytes.removeSubrange(at...)
        }
        if let dot = bytes.firstIndex(of: 0x2E) { bytes.removeSubrange(dot...) }  // .UTF-8
        var subtags = bytes.split(omittingEmptySubsequences: false) { $0 == 0x5F || $0 == 0x2D }.map(Array.init)
        guard let language = subtags.first, (2...8).contains(language.count),
            language.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }),
            language != Array("POSIX".utf8)
        else { return nil }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(isAlphanumeric) }) else { return nil }
        switch String(decoding: modifier.map { $0 | 0x20 }, as: UTF8.self) {
        case "latin": subtags.insert(Array("Latn".utf8), at: 1)
        case "cyrillic": subtags.insert(Array("Cyrl".utf8), at: 1)
        case "devanagari": subtags.insert(Array("Deva".utf8), at: 1)
        case "arabic": subtags.insert(Array("Arab".utf8), at: 1)
        case "valencia": subtags.append(Array("valencia".utf8))
        default: break
        }
        return String(decoding: Array(subtags.joined(separator: [0x2D])), as: UTF8.self)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    #if canImport(Darwin) && !hasFeature(Embedded)
    /// `CFLocaleCopyPreferredLanguages()` as Swift strings.
    static func fromCoreFoundation() -> [String] {
        guard let languages = CFLocaleCopyPreferredLanguages() else { return [] }
        var result: [String] = []
        let encoding = CFStringBuiltInEncodings.UTF8.rawValue
        for index in 0..<CFArrayGetCount(languages) {
            guard let value = CFArrayGetValueAtIndex(languages, index) else { continue }
            let language = unsafeBitCast(value, to: CFString.self)
            let capacity = CFStringGetMaximumSizeForEncoding(CFStringGetLength(language), encoding) + 1
            var buffer = [CChar](repeating: 0, count: capacity)
            guard CFStringGetCString(language, &buffer, capacity, encoding) else { continue }
            result.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return result
    }
    #endif
}
