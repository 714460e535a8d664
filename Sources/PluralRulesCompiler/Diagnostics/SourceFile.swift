import Foundation

extension Data {
    /// The bytes, copied at once (iterating a `Data` byte by byte is many times slower).
    var byteArray: [UInt8] {
        withUnsafeBytes { Array($0.bindMemory(to: UInt8.self)) }
    }
}

/// The bytes of one input file and the table that turns byte offsets into lines and columns.
///
/// Every located value in the compiler (XML nodes, rule AST nodes, plist values) points back
/// into a `SourceFile`, so a diagnostic can name `path:line:column` in the file the user edits.
public final class SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    /// The file's bytes (UTF-8 for every format the compiler reads directly).
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(of: bytes)
    }

    /// The offset of each line's first byte. Built for every file of every run, debug builds
    /// included, so it jumps from line break to line break with `memchr`.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = SourceCursor.offset(of: 0x0A, in: base, from: 0, to: buffer.count)
            while offset < buffer.count {
                starts.append(offset + 1)
                offset = SourceCursor.offset(of: 0x0A, in: base, from: offset + 1, to: buffer.count)
            }
        }
        return starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The byte offset of `location` in this file (the inverse of ``location(atOffset:)``).
    public func offset(of location: SourceLocation) -> Int {
        let line = max(1, min(location.line, lineStarts.count))
        return min(lineStarts[line - 1] + max(0, location.column - 1), bytes.count)
    }

    /// The location of a byte offset: 1-based line, and 1-based column counted in UTF-8 bytes
    /// (the convention of `swiftc` and `clang`, which Xcode and SwiftPM display).
    public func location(atOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        // The last line start that is <= offset, searched in a buffer (readers ask once or
        // twice per entry, and a debug build retains the array at every subscript).
        let (line, lineStart) = lineStarts.withUnsafeBufferPointer { starts -> (Int, Int) in
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
            }
            return (low + 1, starts[low])
        }
        return SourceLocation(path: path, line: line, column: clamped - lineStart + 1)
    }
}

/// A position in a file: what a diagnostic points at.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form compilers print.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
