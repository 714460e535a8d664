/// Finds the CLDR data for a locale identifier as users write it, among the locales a CLDR
/// file has data for.
///
/// The resolution itself is the runtime's (`_LocaleResolution`), so `lint`, `accessors` and
/// the generated code always choose the same rules: `pt-BR`, `pt_br` → `pt`; `pt_PT` keeps its
/// own rules; `iw` → `he`; `de-CH` → `de`; extensions and POSIX suffixes are ignored.
public struct LocaleResolver: Sendable {
    /// The CLDR identifiers there is data for, as CLDR writes them (`pt_PT`, `kok_Latn`).
    public let availableLocales: Set<String>

    public init<S: Sequence>(availableLocales: S) where S.Element == String {
        self.availableLocales = Set(availableLocales)
    }

    /// The CLDR identifier whose data applies to `identifier`, or `nil` when none does.
    public func resolve(_ identifier: String) -> String? {
        _LocaleResolution.resolve(identifier) { candidate in
            let name = String(decoding: candidate, as: UTF8.self)
            return availableLocales.contains(name) ? name : nil
        }
    }

    /// `identifier` split into subtags with CLDR's casing: language lowercase, script title
    /// case, region uppercase; extensions and POSIX suffixes removed; empty when malformed.
    public static func canonicalSubtags(_ identifier: String) -> [String] {
        _LocaleResolution.canonicalSubtags(identifier).map { String(decoding: $0, as: UTF8.self) }
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
