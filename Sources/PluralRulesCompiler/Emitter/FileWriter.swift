import Foundation

/// Writes output files the way build tools need: only when the bytes change (so timestamps,
/// and with them incremental builds, stay put), and all or nothing (a reader never sees half
/// a file, and a run that fails leaves every previous output as it was).
///
/// Each changed file is first written to a temporary next to it,
/// `.<name>.plural-rules-partial-<pid>`; only when every one is written are they renamed into
/// place. Before that, each output that exists is hard-linked to
/// `.<name>.plural-rules-previous-<pid>`, so that if a rename fails partway, the outputs
/// already replaced get their previous bytes back (and new ones are removed). A failure removes
/// the temporaries and the links; one that a killed run left behind (its process is gone) is
/// removed by the next run that writes the same output.
///
/// An output that is a symbolic link is written through it: the file it points to gets the
/// new bytes and the link stays (a catalog shared by two targets through a link stays shared).
/// A file that is replaced keeps its permissions.
public enum FileWriter {
    /// What temporaries are called after the output's name, before the writing process's id.
    public static let temporaryMarker = ".plural-rules-partial-"
    /// What the link to an output's previous bytes is called, likewise.
    public static let previousMarker = ".plural-rules-previous-"

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
    /// Nothing is replaced unless every changed file could be written beside its destination,
    /// and if one cannot be put in place, those already replaced are put back.
    @discardableResult
    public static func write(_ files: [(path: String, bytes: [UInt8])]) throws -> [String] {
        try write(files, renaming: { rename($0, $1) })
    }

    /// `write(_:)` with the rename step given, so that tests can make it fail partway.
    static func write(_ files: [(path: String, bytes: [UInt8])], renaming: (String, String) -> Int32) throws -> [String] {
        let manager = FileManager.default
        var pending: [(temporary: String, path: String)] = []
        var changed: [String] = []
        do {
            for (given, bytes) in files {
                let path = destination(of: given)
                removeStaleTemporaries(of: path)
                // Compared as one buffer: iterating a `Data` byte by byte costs seconds on large outputs.
                if let existing = manager.contents(atPath: path), existing.count == bytes.count,
                    existing.withUnsafeBytes({ $0.elementsEqual(bytes) })
                {
                    continue
                }
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: path])
                }
                let url = URL(fileURLWithPath: path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let temporary = temporaryPath(for: path, process: getpid())
                pending.append((temporary, path))
                changed.append(given)
                try writeNew(bytes, to: temporary)
                // The replaced file's permissions, not the umask's (a file only its owner may
                // read, a read-only file a team protects).
                if let permissions = try? manager.attributesOfItem(atPath: path)[.posixPermissions] {
                    try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
                }
            }
        } catch {
            for (temporary, _) in pending { try? manager.removeItem(atPath: temporary) }
            throw error
        }
        try replace(pending, renaming: renaming)
        return changed
    }

    /// The file `path` names once symbolic links in its last component are followed (a link
    /// whose target does not exist yet names that target, as `open` would create it); `path`
    /// itself when it is no link. Links in the folders above need no following: a rename
    /// inside a linked folder lands in the folder it points to.
    static func destination(of path: String) -> String {
        let manager = FileManager.default
        var current = path
        for _ in 0..<40 {
            // `attributesOfItem` does not follow a link in the last component.
            guard (try? manager.attributesOfItem(atPath: current)[.type] as? FileAttributeType) == .typeSymbolicLink,
                let target = try? manager.destinationOfSymbolicLink(atPath: current), !target.isEmpty
            else { return current }
            current = target.hasPrefix("/") ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
        }
        // A loop of links: writing fails at the rename, which says so.
        return path
    }

    /// Writes `bytes` to a file at `path` that must not exist yet, without copying them first.
    private static func writeNew(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return try Data().write(to: url, options: .withoutOverwriting) }
            try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
                .write(to: url, options: .withoutOverwriting)
        }
    }

    /// Renames every temporary onto its output; if one rename fails, puts back the outputs
    /// already replaced, removes what is left, and throws.
    private static func replace(_ pending: [(temporary: String, path: String)], renaming: (String, String) -> Int32) throws {
        let manager = FileManager.default
        // The previous bytes of each output that exists, kept by a second name (no copy).
        var previous: [String?] = []
        defer {
            for case let kept? in previous { unlink(kept) }
        }
        do {
            for (_, path) in pending {
                guard manager.fileExists(atPath: path) else { previous.append(nil); continue }
                let kept = previousPath(for: path, process: getpid())
                unlink(kept)
                guard link(path, kept) == 0 || (try? manager.copyItem(atPath: path, toPath: kept)) != nil else {
                    throw failure(path)
                }
                previous.append(kept)
            }
        } catch {
            for (temporary, _) in pending { unlink(temporary) }
            throw error
        }
        for (index, (temporary, path)) in pending.enumerated() where renaming(temporary, path) != 0 {
            let error = failure(path)
            for earlier in 0..<index {
                if let kept = previous[earlier] { _ = rename(kept, pending[earlier].path) } else { unlink(pending[earlier].path) }
            }
            for (temporary, _) in pending[index...] { unlink(temporary) }
            throw error
        }
    }

    private static func failure(_ path: String) -> Error {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }

    static func temporaryPath(for path: String, process: Int32) -> String {
        sibling(of: path, marker: temporaryMarker, process: process)
    }

    static func previousPath(for path: String, process: Int32) -> String {
        sibling(of: path, marker: previousMarker, process: process)
    }

    private static func sibling(of path: String, marker: String, process: Int32) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + marker + String(process)).path
    }

    /// Removes the temporaries and links of `path` whose writing process no longer runs.
    static func removeStaleTemporaries(of path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for marker in [temporaryMarker, previousMarker] {
            let prefix = "." + url.lastPathComponent + marker
            for name in names where name.hasPrefix(prefix) {
                guard let process = Int32(name.dropFirst(prefix.count)), process != getpid() else { continue }
                if kill(process, 0) != 0, errno == ESRCH { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
            }
        }
    }
}
