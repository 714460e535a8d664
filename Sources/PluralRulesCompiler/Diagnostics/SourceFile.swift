import Foundation

/// The bytes of one input file and the table that turns byte offsets into lines and columns.
///
/// Every located value in the compiler (XML nodes, rule AST nodes, plist values) points back
/// into a `SourceFile`, so a diagnostic can name `path:line:column` in the file the user edits.
public final class SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    /// The file's bytes (UTF-8 for every format the compiler reads directly), held once, at a
    /// stable address, for the readers' loops (see ``ByteBuffer``).
    let buffer: ByteBuffer
    /// A copy of the file's bytes. The file holds them once, in `buffer`, which the compiler
    /// reads; each use of this property copies them.
    public var bytes: [UInt8] { Array(buffer.bytes) }
    /// The number of bytes.
    public var count: Int { buffer.count }
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: ByteBuffer.Offsets
    /// For each block of ``blockSize`` bytes, the index of the line its first byte is on: a
    /// location is found from there in a step or two, with no search over the whole table
    /// (readers locate every key and value, and a debug build pays for every step).
    private let blockLines: ByteBuffer.Offsets
    private static let blockShift = 7
    private static let blockSize = 1 << blockShift

    public convenience init(path: String, bytes: [UInt8]) {
        self.init(path: path, buffer: ByteBuffer(bytes))
    }

    /// The bytes of `data`, copied once.
    public convenience init(path: String, data: Data) {
        self.init(path: path, buffer: ByteBuffer(data))
    }

    init(path: String, buffer: ByteBuffer) {
        self.path = path
        self.buffer = buffer
        let starts = Self.lineStarts(of: buffer)
        self.lineStarts = ByteBuffer.Offsets(starts)
        self.blockLines = ByteBuffer.Offsets(Self.blockLines(lineStarts: starts, count: buffer.count))
    }

    /// The file at `path`, read into the one copy it keeps (the bytes read are freed before
    /// this returns); nil when it cannot be read.
    public static func read(path: String) -> SourceFile? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SourceFile(path: path, data: data)
    }

    /// The offset of each line's first byte. Built for every file of every run, debug builds
    /// included, so it jumps from line break to line break with `memchr`.
    private static func lineStarts(of buffer: ByteBuffer) -> [Int] {
        var starts = [0]
        var offset = SourceCursor.offset(of: 0x0A, in: buffer.base, from: 0, to: buffer.count)
        while offset < buffer.count {
            starts.append(offset + 1)
            offset = SourceCursor.offset(of: 0x0A, in: buffer.base, from: offset + 1, to: buffer.count)
        }
        return starts
    }

    /// The line index of each block's first byte (and of the end, for an empty last block).
    private static func blockLines(lineStarts starts: [Int], count: Int) -> [Int] {
        let blocks = count >> blockShift + 1
        return [Int](unsafeUninitializedCapacity: blocks) { lines, initialized in
            starts.withUnsafeBufferPointer { starts in
                var line = 0
                for block in 0..<blocks {
                    let offset = block << blockShift
                    while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
                    lines[block] = line
                }
            }
            initialized = blocks
        }
    }

    /// No file: no path and no bytes, every location `:1:1`. For text that is in no file (a
    /// value type checked as a specifier, a key scanned for its name), whose locations are
    /// never shown; shared, since a file's tables cost allocations to make.
    static let unlocated = SourceFile(path: "", bytes: [])

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The byte offset of `location` in this file (the inverse of ``location(atOffset:)``).
    public func offset(of location: SourceLocation) -> Int {
        let line = max(1, min(location.line, lineStarts.count))
        return min(lineStarts.base[line - 1] + max(0, location.column - 1), buffer.count)
    }

    /// The location of a byte offset: 1-based line, and 1-based column counted in UTF-8 bytes
    /// (the convention of `swiftc` and `clang`, which Xcode and SwiftPM display).
    public func location(atOffset offset: Int) -> SourceLocation {
        // Compared, not `max(0, min(…))`: those are generic calls in a debug build, and readers
        // locate every key and value.
        let clamped = offset < 0 ? 0 : offset > buffer.count ? buffer.count : offset
        let starts = lineStarts.base
        let count = lineStarts.count
        var line = blockLines.base[clamped >> Self.blockShift]
        while line + 1 < count && starts[line + 1] <= clamped { line += 1 }
        return SourceLocation(path: path, line: line + 1, column: clamped - starts[line] + 1)
    }
}

/// Bytes copied to memory that stays put, so that a reader's inner loops index a pointer: in a
/// debug build (the build SwiftPM runs a build plugin's tool in) each subscript of an array
/// retains it and checks it, and each `withUnsafeBufferPointer` is a generic call with a
/// closure, where a pointer's subscript is a few instructions. A zero byte follows the last
/// one, so a loop may look one byte past the end.
///
/// Immutable once made, hence `Sendable`; the memory lives as long as the object.
final class ByteBuffer: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let count: Int

    convenience init(_ bytes: [UInt8]) {
        self.init(bytes.withUnsafeBufferPointer { ByteBuffer.copy($0) }, count: bytes.count)
    }

    convenience init(_ data: Data) {
        self.init(data.withUnsafeBytes { ByteBuffer.copy($0.bindMemory(to: UInt8.self)) }, count: data.count)
    }

    /// `source` in new memory.
    convenience init(_ source: UnsafeBufferPointer<UInt8>) {
        self.init(ByteBuffer.copy(source), count: source.count)
    }

    /// At most `capacity` bytes that `initialize` writes from the start of new memory,
    /// returning how many it wrote. Pages past them are never touched, so a generous capacity
    /// costs address space, not memory.
    convenience init(capacity: Int, initializingWith initialize: (UnsafeMutablePointer<UInt8>) -> Int) {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 1)
        let count = initialize(memory)
        precondition(count >= 0 && count <= capacity, "wrote more than the capacity")
        memory[count] = 0
        self.init(memory, count: count)
    }

    /// The bytes, valid as long as this object lives.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The UTF-8 of `string`.
    convenience init(_ string: String) {
        var string = string
        let count = string.utf8.count
        self.init(string.withUTF8 { ByteBuffer.copy($0) }, count: count)
    }

    private init(_ memory: UnsafeMutablePointer<UInt8>, count: Int) {
        base = UnsafePointer(memory)
        self.count = count
    }

    /// `source` in new memory, a zero byte after it.
    private static func copy(_ source: UnsafeBufferPointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: source.count + 1)
        if let start = source.baseAddress { memory.update(from: start, count: source.count) }
        memory[source.count] = 0
        return memory
    }

    deinit { base.deallocate() }

    /// Integers at a stable address, for the same reason.
    final class Offsets: @unchecked Sendable {
        let base: UnsafePointer<Int>
        let count: Int

        init(_ values: [Int]) {
            let memory = UnsafeMutablePointer<Int>.allocate(capacity: max(values.count, 1))
            values.withUnsafeBufferPointer { source in
                if let start = source.baseAddress { memory.update(from: start, count: source.count) }
            }
            base = UnsafePointer(memory)
            count = values.count
        }

        deinit { base.deallocate() }
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
