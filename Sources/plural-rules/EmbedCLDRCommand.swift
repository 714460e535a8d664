import Foundation
import PluralRulesCompiler

/// `plural-rules embed-cldr [--cldr DIR] [--output FILE]`: for maintainers.
enum EmbedCLDRCommand {
    static let usage = """
        usage: plural-rules embed-cldr [--cldr DIR] [--output FILE]

        Writes the CLDR XML of DIR (default: ./cldr-data) as Swift source, the data the tool uses
        when it is not given --cldr. update-cldr runs this for you; CI checks that
        \(CLDREmbedding.packagePath) is up to date.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        let cldr = try arguments.option("--cldr") ?? "cldr-data"
        let output = try arguments.option("--output")
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        let diagnostics = DiagnosticBag()
        defer { Console.print(diagnostics.diagnostics) }
        guard let source = embeddedSource(cldr, diagnostics: diagnostics) else { return ExitStatus.failure }
        return Console.emit(source, to: output, diagnostics: diagnostics)
    }

    /// The Swift source embedding the (validated) data in `directory`.
    static func embeddedSource(_ directory: String, diagnostics: DiagnosticCollector) -> String? {
        guard let data = CLDRDirectory.load(directory, diagnostics: diagnostics),
            let folder = CLDRDirectory.supplementalFolder(in: directory)
        else { return nil }
        var files: [(name: String, contents: String)] = []
        for name in [CLDRDirectory.cardinalFile, CLDRDirectory.ordinalFile, CLDRDirectory.rangesFile, CLDRNumberData.fileName] {
            guard let bytes = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            files.append((name, String(decoding: bytes, as: UTF8.self)))
        }
        return CLDREmbedding.emit(files: files, version: data.version)
    }
}
