/// How the diagnostics of a run are judged before they are shown: what a project can live
/// with, what it asked to be strict about, and what it has already accepted.
///
/// 1. A defect confined to one translation (``DiagnosticKind/isEntryDefect``, in a locale
///    other than its table's development region) is a warning: that translation shows the
///    development region's text, as Foundation falls back, and the build goes on. The same
///    defect in the development region, where signatures come from, stays an error. A key
///    the development region lacks (`missing-in-development-region`) gets no accessor and
///    has no text to fall back to, and its findings say so instead.
/// 2. `warningsAsErrors` turns the remaining warnings into errors.
/// 3. A severity set for an id (`"diagnostics": {"spelled-number": "error"}`) wins over both;
///    `ignore` drops the diagnostic.
public struct DiagnosticPolicy: Sendable {
    /// What a configuration may set for an id.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error, warning, note, ignore
    }

    public var levels: [DiagnosticKind: Level] = [:]
    public var warningsAsErrors = false

    public init(levels: [DiagnosticKind: Level] = [:], warningsAsErrors: Bool = false) {
        self.levels = levels
        self.warningsAsErrors = warningsAsErrors
    }

    /// `diagnostics` as the project sees them; `developmentRegions` gives each table's.
    public func apply(_ diagnostics: [Diagnostic], developmentRegions: [String: String]) -> [Diagnostic] {
        // Keys only translations have: no development region's text to fall back to.
        struct TableKey: Hashable { var table: String; var key: String }
        let translationOnly = Set(
            diagnostics.lazy.filter { $0.kind == .missingInDevelopmentRegion }.compactMap { finding in
                finding.subject.flatMap { subject in subject.key.map { TableKey(table: subject.table, key: $0) } }
            })
        return diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .error, diagnostic.kind.isEntryDefect, let subject = diagnostic.subject,
                let locale = subject.locale, let development = developmentRegions[subject.table], locale != development
            {
                diagnostic.severity = .warning
                if diagnostic.kind == .appleReader {
                    // The accessors still show what the tool read; only Foundation falls back.
                    diagnostic.message += " (Foundation then shows the \(development) text; the accessors show this file's)"
                } else if let key = subject.key, translationOnly.contains(TableKey(table: subject.table, key: key)) {
                    diagnostic.message += " (a key the \(development) table lacks: it gets no accessor)"
                } else {
                    diagnostic.message +=
                        subject.key.map { " (\(locale) shows the \(development) text of '\($0)')" } ?? " (\(locale) shows the \(development) text)"
                }
            }
            if warningsAsErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
            switch levels[diagnostic.kind] {
            case .error?: diagnostic.severity = .error
            case .warning?: diagnostic.severity = .warning
            case .note?: diagnostic.severity = .note
            case .ignore?: return nil
            case nil: break
            }
            return diagnostic
        }
    }
}
