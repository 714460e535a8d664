// Shared by every fuzz target: linked into each binary next to its one target file.
@testable import PluralRulesCompiler

/// The fuzzer's bytes as an array.
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run with `message`: libFuzzer saves the input as a crash.
func fail(_ message: String) -> Never {
    fatalError("fuzz invariant broken: \(message)")
}

/// What must hold of every diagnostic on any input: a position inside the file (line and
/// column from 1, at most one past the end), and one printable line per diagnostic and note,
/// so that nothing the input holds reaches the terminal as a control character.
func checkDiagnostics(_ bag: DiagnosticBag, in file: SourceFile) {
    for diagnostic in bag.diagnostics {
        if let location = diagnostic.location, location.path == file.path {
            let offset = file.offset(of: location)
            guard location.line >= 1, location.column >= 1, offset <= file.bytes.count,
                file.location(atOffset: offset) == location
            else { fail("diagnostic outside the file: \(diagnostic)") }
        }
        for line in diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.unicodeScalars.contains(where: isTerminalControl) { fail("control character in diagnostic: \(diagnostic)") }
        }
    }
}

/// C0 and C1 controls, DEL, and the bidirectional overrides and isolates: what a terminal
/// acts on or what reorders the line a developer reads.
func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}
