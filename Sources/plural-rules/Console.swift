import PluralRulesCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Output helpers: results to stdout, diagnostics to stderr in `path:line:col: error:` form.
enum Console {
    /// `error: message` on standard error. The message's own line breaks stay; control and
    /// bidirectional characters that a path, flag or file brings into it are escaped, as in
    /// diagnostics, so that none reaches the terminal.
    static func printError(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { Diagnostic.printable(String($0)) }
        writeStandardError("error: \(lines.joined(separator: "\n"))\n")
    }

    /// Prints `diagnostics` to standard error; with `summarize`, one summary stands for each
    /// mass of findings of one cause (see ``DiagnosticReport/summarized(_:)``).
    static func print(_ diagnostics: [Diagnostic], summarize: Bool = false) {
        for diagnostic in summarize ? DiagnosticReport.summarized(diagnostics) : diagnostics {
            writeStandardError(diagnostic.description + "\n")
        }
    }

    /// Prints `source`, or writes it to `output` (only when its bytes change); the exit status.
    static func emit(_ source: String, to output: String?, diagnostics: DiagnosticCollector) -> Int32 {
        guard let output else {
            Swift.print(source, terminator: "")
            return ExitStatus.success
        }
        do {
            try FileWriter.write(source, to: output)
        } catch {
            diagnostics.report(.fileUnwritable, "cannot write '\(output)': \(error)", at: nil)
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// Ends the process now, flushing standard output, without destroying what is still in
    /// memory (which the system reclaims faster).
    static func exitKeepingMemory(_ status: Int32) -> Never {
        fflush(nil)  // every output stream
        exit(status)
    }

    static func writeStandardError(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            _ = write(2, buffer.baseAddress, buffer.count)
        }
    }
}

/// Exit statuses: 0 success, 1 errors in the input or the call.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
}
