import Foundation

/// Writes output files the way build tools need: only when the bytes change (so timestamps,
/// and with them incremental builds, stay put), and atomically (a reader never sees half a
/// file, and a failed run leaves the old file).
public enum FileWriter {
    /// Writes `bytes` to `path` unless the file already holds exactly them; returns whether it
    /// wrote. Creates missing parent directories.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws -> Bool {
        let manager = FileManager.default
        // Compared as one buffer: iterating a `Data` byte by byte costs seconds on large outputs.
        if let existing = manager.contents(atPath: path), existing.count == bytes.count,
           existing.withUnsafeBytes({ $0.elementsEqual(bytes) }) { return false }
        let url = URL(fileURLWithPath: path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
        return true
    }

    @discardableResult
    public static func write(_ text: String, to path: String) throws -> Bool {
        try write(Array(text.utf8), to: path)
    }
}
