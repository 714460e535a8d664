import Foundation
import PluralRulesCompiler

/// `plural-rules embed-runtime [--runtime DIR] [--output FILE]`: for maintainers.
enum EmbedRuntimeCommand {
    static let usage = """
        usage: plural-rules embed-runtime [--runtime DIR] [--output FILE]

        Writes the runtime's Swift sources (default: ./\(RuntimeEmbedding.runtimePath), without its
        \(RuntimeEmbedding.generatedFolder)/ folder) as Swift source of the tool, which pastes them
        into the dependency-free files it generates. Run it after editing the runtime; CI checks
        that \(RuntimeEmbedding.packagePath) is up to date.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let runtime = try arguments.option("--runtime") ?? RuntimeEmbedding.runtimePath
        let output = try arguments.option("--output")
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        let diagnostics = DiagnosticBag()
        defer { Console.print(diagnostics.diagnostics) }
        var files: [(path: String, contents: String)] = []
        let root = URL(fileURLWithPath: runtime, isDirectory: true).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            diagnostics.report(.fileUnreadable, "cannot read the runtime folder '\(runtime)'", at: nil)
            return ExitStatus.failure
        }
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            if path.hasPrefix(RuntimeEmbedding.generatedFolder + "/") { continue }
            guard let bytes = FileManager.default.contents(atPath: url.path) else {
                diagnostics.report(.fileUnreadable, "cannot read '\(url.path)'", at: nil)
                return ExitStatus.failure
            }
            files.append((path, String(decoding: bytes, as: UTF8.self)))
        }
        switch RuntimeEmbedding.emit(files: files) {
        case .success(let source):
            return Console.emit(source, to: output, diagnostics: diagnostics)
        case .failure(let error):
            diagnostics.report(.fileMissing, error.message, at: nil)
            return ExitStatus.failure
        }
    }
}
