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
/// issue navigators. The `id` is stable, so tests and users can refer to a kind of problem.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public var severity: DiagnosticSeverity
    /// A stable kebab-case identifier such as `rule-syntax` or `missing-other`.
    public var id: String
    /// What is wrong and, where it helps, how to fix it.
    public var message: String
    /// Where; `nil` for a problem that belongs to no file (a missing directory, say).
    public var location: SourceLocation?

    public init(_ severity: DiagnosticSeverity, id: String, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
    }

    public static func error(_ id: String, _ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, id: id, message, at: location)
    }

    public static func warning(_ id: String, _ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, id: id, message, at: location)
    }

    public static func note(_ id: String, _ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, id: id, message, at: location)
    }

    /// `path:line:col: severity: message [id]`, or `severity: message [id]` without a location.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) [\(id)]"
    }
}

/// Where stages report what they find. Stages report and go on where they can, and stop
/// only on errors that leave nothing sensible to continue with.
public protocol DiagnosticCollector: AnyObject {
    func report(_ diagnostic: Diagnostic)
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
