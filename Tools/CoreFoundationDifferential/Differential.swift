// One input read by CoreFoundation and by our reader, and what the comparison says.
import PluralRulesCompiler

enum Outcome: String, CaseIterable, Comparable {
    /// Both read the same table.
    case equal
    /// The tables differ (or we gave up on the file), and we said so.
    case differsWithDiagnostic = "differs, with a diagnostic"
    /// The tables differ and nothing we reported accounts for it: a failure.
    case differsSilently = "differs silently"
    /// CF rejects the file whole, and we said so.
    case rejectedWithDiagnostic = "CF rejects, with a diagnostic"
    /// CF rejects the file whole and we read it without a word: a failure.
    case rejectedSilently = "CF rejects, silently"

    var isFailure: Bool { self == .differsSilently || self == .rejectedSilently }

    static func < (lhs: Outcome, rhs: Outcome) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

struct Comparison {
    var outcome: Outcome
    /// CF's reason for rejecting the file, or where the tables first differ.
    var detail: String?
    /// What we reported that accounts for the difference, if anything.
    var accountedBy: Diagnostic?
}

enum Differential {
    /// The diagnostics that can account for a difference from CF: any error (we did not read
    /// the file, or some of it, as written), and the readers' warnings about what they read
    /// differently. Not `unknown-escape` (both readers keep the escaped character) nor
    /// `duplicate-key` (both keep the later value): those say nothing of a difference.
    static let readerKinds: Set<DiagnosticKind> = [
        .stringsSyntax, .stringsEncoding, .xmlSyntax, .plistStructure, .plistValue, .equivalentKey, .appleReader,
    ]

    static func accounts(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (diagnostic.severity == .warning && readerKinds.contains(diagnostic.kind))
    }

    /// Whether `bytes` are no text at all: nothing, or a UTF-8 or UTF-16 byte order mark alone.
    static func isEmptyText(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || bytes == [0xEF, 0xBB, 0xBF] || bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF]
    }

    /// `bytes` read by CF and by our reader for `format`, compared.
    static func compare(_ bytes: [UInt8], format: OurReading.Format, path: String) -> Comparison {
        classify(bytes, format: format, ours: OurReading.read(bytes, format: format, path: path))
    }

    /// `bytes` read by CF, compared with `ours`, a reading of them.
    static func classify(_ bytes: [UInt8], format: OurReading.Format, ours: (tree: PropertyListTree?, diagnostics: [Diagnostic])) -> Comparison {
        let explanation = ours.diagnostics.first(where: accounts)
        // CF refuses zero bytes ("Cannot parse a NULL or zero-length data") and a byte order
        // mark alone ("Unexpected character"), and a bundle then has no table: for a .strings
        // file that is the empty table such a file reads as.
        let cf = format == .strings && isEmptyText(bytes) ? .success(.dictionary([:])) : CoreFoundationReader.read(bytes)
        switch cf {
        case .failure(let rejection):
            return Comparison(outcome: explanation == nil ? .rejectedSilently : .rejectedWithDiagnostic, detail: rejection.reason, accountedBy: explanation)
        case .success(let reference):
            guard let tree = ours.tree else {
                return Comparison(
                    outcome: explanation == nil ? .differsSilently : .differsWithDiagnostic, detail: "our reader read nothing", accountedBy: explanation)
            }
            guard let difference = PropertyListTree.firstDifference(reference, tree) else {
                return Comparison(outcome: .equal, detail: nil, accountedBy: nil)
            }
            let detail = "at \(difference.path): CF has \(difference.left), we have \(difference.right)"
            return Comparison(outcome: explanation == nil ? .differsSilently : .differsWithDiagnostic, detail: detail, accountedBy: explanation)
        }
    }
}
