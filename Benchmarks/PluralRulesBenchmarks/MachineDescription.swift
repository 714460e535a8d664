// The C library only, for uname(2), sysconf(3), the CPU model and the date: cheap, and no
// Foundation in the report's code path.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine a report was made on, for its header line: architecture, kernel, cores, CPU.
enum MachineDescription {
    static var summary: String {
        var parts = [architecture, "\(coreCount) cores"]
        if let model = cpuModel { parts.append(model) }
        parts.append(operatingSystem)
        return parts.joined(separator: ", ")
    }

    /// `uname -m`: `x86_64`, `aarch64`, `arm64`.
    static var architecture: String {
        unameField(\.machine)
    }

    /// `uname -sr`: `Linux 6.8.0`.
    static var operatingSystem: String {
        unameField(\.sysname) + " " + unameField(\.release)
    }

    /// The cores online.
    static var coreCount: Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The CPU model: `/proc/cpuinfo` on Linux, `sysctl machdep.cpu.brand_string` on Darwin.
    static var cpuModel: String? {
        #if os(Linux)
        guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            guard text.hasPrefix("model name"), let colon = text.firstIndex(of: ":") else { continue }
            return String(text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }.prefix { $0 != "\n" })
        }
        return nil
        #elseif canImport(Darwin)
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return nil
        #endif
    }

    /// Today's date in UTC, `2025-06-01`.
    static var date: String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(twoDigits(parts.tm_mon + 1))-\(twoDigits(parts.tm_mday))"
    }

    private static func unameField<Field>(_ field: KeyPath<utsname, Field>) -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown" }
        var value = names[keyPath: field]
        return withUnsafeBytes(of: &value) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    // write(2) rather than fputs: Swift 6 rejects the C global `stderr` as shared mutable state.
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// Ends the process with `status`, after flushing standard output.
func exitProcess(status: Int32) -> Never {
    fflush(nil)  // every output stream; `stdout` itself is not concurrency-safe to name
    exit(status)
}
