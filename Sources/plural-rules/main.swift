import PluralRulesCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `plural-rules` command: one subcommand per file in this folder. Each `run` throws only
/// `UsageError`, but is stored with an untyped `throws`: a typed-throws function type as a
/// value needs the Swift runtime of macOS 15 / iOS 18, and the tool builds for macOS 10.13.
let subcommands: [(name: String, summary: String, usage: String, run: (inout Arguments) throws -> Int32)] = [
    ("select", "print the CLDR plural category of numbers", SelectCommand.usage, SelectCommand.run),
    ("generate", "compile CLDR rules into a self-contained Swift file", GenerateCommand.usage, GenerateCommand.run),
    ("diff", "compare two CLDR releases by meaning", DiffCommand.usage, DiffCommand.run),
    ("accessors", "generate typed accessors from .strings, .stringsdict and .xcstrings files", AccessorsCommand.usage, AccessorsCommand.run),
    ("lint", "check .strings, .stringsdict and .xcstrings files against CLDR", AccessorsCommand.lintUsage, AccessorsCommand.lint),
    ("report", "write lint's findings and each locale's progress as HTML and Markdown", ReportCommand.usage, ReportCommand.run),
    ("fix", "apply the fixes that keep meaning and need no translator", FixCommand.usage, FixCommand.run),
    ("format", "write String Catalogs (.xcstrings) exactly as Xcode writes them", FormatCommand.usage, FormatCommand.run),
    ("migrate", "turn .strings and .stringsdict files into String Catalogs, as Xcode does", MigrateCommand.usage, MigrateCommand.run),
    ("explain", "describe a diagnostic by its id, or list them all", ExplainCommand.usage, ExplainCommand.run),
    ("embed-cldr", "write cldr-data/ as Swift source for the tool (maintainers)", EmbedCLDRCommand.usage, EmbedCLDRCommand.run),
    ("embed-runtime", "write the runtime's sources as Swift source for the tool (maintainers)", EmbedRuntimeCommand.usage, EmbedRuntimeCommand.run),
    ("update-cldr", "import CLDR plural data into cldr-data/", UpdateCLDRCommand.usage, UpdateCLDRCommand.run),
]

/// The widest subcommand's name and two spaces: the summaries start in one column.
let nameWidth = subcommands.map(\.name.count).max()! + 2

let overview = """
    usage: plural-rules <subcommand> [options]

    Subcommands:
    \(subcommands.map { "  \($0.name.padding(nameWidth))\($0.summary)" }.joined(separator: "\n"))

    'plural-rules <subcommand> --help' describes one; 'plural-rules --version' prints the version.
    """

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}

var commandLine = Array(CommandLine.arguments.dropFirst())
guard let name = commandLine.first, name != "--help", name != "-h", name != "help" else {
    print(overview)
    exit(commandLine.isEmpty ? ExitStatus.failure : ExitStatus.success)
}
if name == "--version" {
    print("\(ToolVersion.name) \(ToolVersion.version)")
    exit(ExitStatus.success)
}
guard let subcommand = subcommands.first(where: { $0.name == name }) else {
    Console.printError("unknown subcommand '\(name)'\n\n\(overview)")
    exit(ExitStatus.failure)
}
var arguments = Arguments(Array(commandLine.dropFirst()))
if arguments.flag("--help") || arguments.flag("-h") {
    print(subcommand.usage)
    exit(ExitStatus.success)
}
do {
    exit(try subcommand.run(&arguments))
} catch {
    Console.printError("\((error as? UsageError)?.message ?? "\(error)")\n\n\(subcommand.usage)")
    exit(ExitStatus.failure)
}
