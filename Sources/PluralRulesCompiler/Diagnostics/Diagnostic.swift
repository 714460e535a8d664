/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// One message about the input, with the place it is about.
///
/// Printed as `path:line:col: error: message [id]`, the form SwiftPM and Xcode show in their
/// issue navigators, followed by its notes (`path:line:col: note: …`), which point at related
/// places: the development region's text a translation disagrees with, the other use of an
/// argument. The ``kind`` says which problem it is (see ``DiagnosticKind``); the severity
/// starts as the kind's default.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A related place, shown after the diagnostic it belongs to.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation?) {
            self.message = Diagnostic.printable(message)
            self.location = location
        }
    }

    /// What a diagnostic is about in the project's terms, independent of lines: the table, the
    /// locale and the key. Baselines match findings by it, and the severity policy asks
    /// whether a problem is confined to one translation.
    public struct Subject: Sendable, Hashable, Comparable {
        public var table: String
        public var locale: String?
        public var key: String?
        /// The stringsdict variable (`files`), for findings about one plural variable.
        public var variable: String?
        /// The form (`few`, `=1`), for findings about one form of a variable.
        public var form: String?

        public init(table: String, locale: String?, key: String?, variable: String? = nil, form: String? = nil) {
            self.table = table
            self.locale = locale
            self.key = key
            self.variable = variable
            self.form = form
        }

        public static func < (lhs: Subject, rhs: Subject) -> Bool {
            (lhs.table, lhs.locale ?? "", lhs.key ?? "", lhs.variable ?? "", lhs.form ?? "")
                < (rhs.table, rhs.locale ?? "", rhs.key ?? "", rhs.variable ?? "", rhs.form ?? "")
        }
    }

    public var kind: DiagnosticKind
    public var severity: DiagnosticSeverity
    /// What is wrong here and, where it helps, how to fix it.
    public var message: String
    /// Where; `nil` for a problem that belongs to no file (a missing directory, say).
    public var location: SourceLocation?
    public var notes: [Note]
    public var subject: Subject?

    public init(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation?, notes: [Note] = [], subject: Subject? = nil) {
        self.kind = kind
        self.severity = kind.defaultSeverity
        self.message = Self.printable(message)
        self.location = location
        self.notes = notes
        self.subject = subject
    }

    /// `text` on one line: line breaks, tabs and other control characters that a key or a
    /// translation brings into a message are escaped (`\n`, `\u{1b}`), so that each
    /// diagnostic stays one line for Xcode, SwiftPM and CI logs.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case _ where isUnprintable(scalar):
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// What ``printable(_:)`` escapes: control characters (C0, DEL, C1: a terminal acts on
    /// them), line and paragraph separators, and the bidirectional embeddings, overrides and
    /// isolates, which reorder the rest of the line a developer reads.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The kind's stable id, such as `rule-syntax` or `missing-other`.
    public var id: String { kind.id }

    /// `path:line:col: severity: message [id]`, or `severity: message [id]` without a location,
    /// then one line per note.
    public var description: String {
        // A file name can hold control characters too.
        let prefix = location.map { "\(Self.printable($0.description)): " } ?? ""
        var text = "\(prefix)\(severity.rawValue): \(message) [\(id)]"
        for note in notes {
            text += "\n" + (note.location.map { "\(Self.printable($0.description)): " } ?? "") + "note: " + note.message
        }
        return text
    }
}

/// Where stages report what they find. Stages report and go on where they can, and stop
/// only on errors that leave nothing sensible to continue with.
public protocol DiagnosticCollector: AnyObject {
    func report(_ diagnostic: Diagnostic)
}

extension DiagnosticCollector {
    /// Reports a diagnostic of `kind`, with its default severity.
    public func report(
        _ kind: DiagnosticKind, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [],
        subject: Diagnostic.Subject? = nil
    ) {
        report(Diagnostic(kind, message, at: location, notes: notes, subject: subject))
    }

    /// A collector that gives what it passes on this subject where it has none, or completes
    /// it: a reader reports through one while it reads a table, a locale, a key (an empty
    /// `table` leaves the table to an outer collector).
    public func about(table: String = "", locale: String? = nil, key: String? = nil) -> DiagnosticCollector {
        SubjectCollector(parent: self, subject: Diagnostic.Subject(table: table, locale: locale, key: key))
    }
}

/// Completes the subject of what it passes on: see ``DiagnosticCollector/about(table:locale:key:)``.
final class SubjectCollector: DiagnosticCollector {
    let parent: DiagnosticCollector
    let subject: Diagnostic.Subject

    init(parent: DiagnosticCollector, subject: Diagnostic.Subject) {
        self.parent = parent
        self.subject = subject
    }

    func report(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        var completed = diagnostic.subject ?? subject
        if completed.table.isEmpty { completed.table = subject.table }
        if completed.locale == nil { completed.locale = subject.locale }
        if completed.key == nil { completed.key = subject.key }
        diagnostic.subject = completed
        parent.report(diagnostic)
    }
}

/// A collector that keeps every diagnostic in the order reported.
public final class DiagnosticBag: DiagnosticCollector {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
