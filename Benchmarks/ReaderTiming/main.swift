// Times each localization reader on whole files, as the build plugin's tool reads them: from
// the file (in the page cache, as a file just written is) to located tables (syntax, escapes,
// positions, format strings). SwiftPM
// builds a plugin's tool in the configuration of the build, so the debug build is the one
// users wait for: run.sh times this program built in debug. Times are processor time.
//
//   swift run ReaderTiming FILE…     (FILE inside an .lproj folder, or a .xcstrings)
//
// Prints a Markdown table row per file: format, size, entries, processor time, per byte,
// diagnostics (none for the generated files).
import Foundation
import PluralRulesCompiler

let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: ReaderTiming FILE…\n".utf8))
    exit(2)
}
/// The processor time `body` takes (the readers run on one thread): on a machine shared with
/// other work, wall-clock time would count the others too.
func processorTime(_ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
}

/// `12345` → `12,345`.
func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
        text.append(digit)
    }
    return text
}

var failed = false
for path in paths {
    guard let source = LocalizationFile(path: path), let head = FileHandle(forReadingAtPath: path)?.readData(ofLength: 2),
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    else {
        FileHandle.standardError.write(Data("\(path): not a localization file that can be read\n".utf8))
        failed = true
        continue
    }
    let context = LocalizationReadingContext(developmentRegion: "en")
    let bag = DiagnosticBag()
    var entries = 0
    let elapsed = processorTime {
        guard let file = SourceFile.read(path: path) else { return }
        let tables: [LocatedTable] =
            switch source.format {
            case .strings: StringsTableReader.read(source, file: file, context: context, diagnostics: bag)
            case .stringsdict: StringsdictReader.read(source, file: file, context: context, diagnostics: bag)
            case .xcstrings: StringCatalogReader.read(source, file: file, context: context, diagnostics: bag)
            }
        entries = tables.reduce(0) { $0 + $1.entries.count }
    }
    let seconds = elapsed
    let megabytes = Double(size) / 1e6
    let name = source.format == .strings && head.starts(with: [0xFF, 0xFE]) ? "`.strings`, UTF-16" : "`.\(source.format.rawValue)`"
    print(
        String(
            format: "| %@ | %.1f MB | %@ | %.2f s | %.0f ns | %d |", name, megabytes, grouped(entries), seconds,
            seconds * 1e9 / Double(size), bag.diagnostics.count))
}
exit(failed ? 1 : 0)
