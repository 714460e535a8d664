import Foundation

/// Writes output files the way build tools need: only when the bytes change (so timestamps,
/// and with them incremental builds, stay put), and all or nothing (a reader never sees half
/// a file, and a run that fails leaves every previous output as it was).
///
/// Each changed file is first written to a temporary next to it,
/// `.<name>.plural-rules-partial-<pid>`; only when every one is written are they renamed into
/// place. A failure removes the temporaries. One that a killed run left behind (its process
/// is gone) is removed by the next run that writes the same output.
public enum FileWriter {
    /// What temporaries are called after the output's name, before the writing process's id.
    public static let temporaryMarker = ".plural-rules-partial-"

    /// Writes `bytes` to `path` unless the file already holds exactly them; returns whether it
    /// wrote. Creates missing parent directories.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws -> Bool {
        try write([(path, bytes)]) == [path]
    }

    @discardableResult
    public static func write(_ text: String, to path: String) throws -> Bool {
        try write(Array(text.utf8), to: path)
    }

    /// Writes every file whose bytes change, all or nothing; returns the paths it wrote.
    /// Nothing is replaced unless every changed file could be written beside its destination.
    @discardableResult
    public static func write(_ files: [(path: String, bytes: [UInt8])]) throws -> [String] {
        let manager = FileManager.default
        var pending: [(temporary: String, path: String)] = []
        var changed: [String] = []
        do {
            for (path, bytes) in files {
                removeStaleTemporaries(of: path)
                // Compared as one buffer: iterating a `Data` byte by byte costs seconds on large outputs.
                if let existing = manager.contents(atPath: path), existing.count == bytes.count,
                   existing.withUnsafeBytes({ $0.elementsEqual(bytes) }) { continue }
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: path])
                }
                let url = URL(fileURLWithPath: path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let temporary = temporaryPath(for: path, process: getpid())
                pending.append((temporary, path))
                changed.append(path)
                try Data(bytes).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
            }
            // Every file is written: put them in place. rename(2) replaces atomically.
            while let (temporary, path) = pending.first {
                guard rename(temporary, path) == 0 else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
                }
                pending.removeFirst()
            }
        } catch {
            for (temporary, _) in pending { try? manager.removeItem(atPath: temporary) }
            throw error
        }
        return changed
    }

    static func temporaryPath(for path: String, process: Int32) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + temporaryMarker + String(process)).path
    }

    /// Removes the temporaries of `path` whose writing process no longer runs.
    static func removeStaleTemporaries(of path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + temporaryMarker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let process = Int32(name.dropFirst(prefix.count)), process != getpid() else { continue }
            if kill(process, 0) != 0, errno == ESRCH { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
        }
    }
}
