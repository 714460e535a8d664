import Foundation
import Testing

@testable import PluralRulesCompiler

@Suite struct SourceFileTests {
    /// Line and column of `offset` counted the slow, obvious way: line breaks before it.
    static func expectedLocation(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        for index in 0..<clamped where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, clamped - lineStart + 1)
    }

    /// Lines of every length around the lookup's 128-byte blocks: empty lines, runs of them,
    /// a line longer than several blocks, `\r\n` line ends, a file ending with and without a
    /// line break. Every offset, and some outside the file, must give what counting gives.
    @Test(arguments: [false, true])
    func locationOfEveryOffsetMatchesCountingLineBreaks(endsWithLineBreak: Bool) {
        var text = ""
        var generator = SystemRandomNumberGenerator()
        for index in 0..<400 {
            let length = index % 37 == 0 ? 700 : Int.random(in: 0...140, using: &generator)
            text += String(repeating: index % 5 == 0 ? "é" : "x", count: length / (index % 5 == 0 ? 2 : 1))
            text += index % 7 == 0 ? "\r\n" : "\n"
            if index % 50 == 0 { text += "\n\n\n" }
        }
        if !endsWithLineBreak { text += "last line" }
        let bytes = Array(text.utf8)
        let file = SourceFile(path: "f", bytes: bytes)
        for offset in -2...(bytes.count + 2) {
            let expected = Self.expectedLocation(of: offset, in: bytes)
            let location = file.location(atOffset: offset)
            #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
            if location.line != expected.line || location.column != expected.column { return }
            if offset >= 0 && offset <= bytes.count {
                #expect(file.offset(of: location) == offset)
            }
        }
    }

    @Test func emptyFileHasOneLine() {
        let file = SourceFile(path: "f", bytes: [])
        #expect(file.location(atOffset: 0) == SourceLocation(path: "f", line: 1, column: 1))
        #expect(file.location(atOffset: 5) == SourceLocation(path: "f", line: 1, column: 1))
    }

    /// A file read from disk, made from `Data` and made from an array hold the same bytes once,
    /// with the zero byte after the last one that the readers' loops may look at.
    @Test func everyWayOfMakingAFileHoldsTheSameBytes() throws {
        let bytes = Array("\"a\" = \"é\";\n\"b\" = \"x\";".utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("SourceFileTests-\(UUID().uuidString).strings").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try #require(SourceFile.read(path: path))
        for file in [read, SourceFile(path: path, data: Data(bytes)), SourceFile(path: path, bytes: bytes)] {
            #expect(file.bytes == bytes)
            #expect(file.count == bytes.count)
            #expect(Array(file.buffer.bytes) == bytes)
            #expect(file.buffer.base[bytes.count] == 0)
            #expect(file.location(atOffset: 12) == SourceLocation(path: path, line: 2, column: 1))
        }
        #expect(SourceFile.read(path: path + ".missing") == nil)
    }

    /// Bytes written into new memory up to a capacity: the count is what was written, a zero
    /// follows it, and a writer that claims more than the capacity is caught.
    @Test func aBufferWrittenInPlaceEndsWithAZeroAfterWhatWasWritten() {
        let buffer = ByteBuffer(capacity: 10) { memory in
            for index in 0..<4 { memory[index] = UInt8(ascii: "a") + UInt8(index) }
            memory[4] = 0xFF  // written past the count: not part of the bytes, overwritten by the zero
            return 4
        }
        #expect(Array(buffer.bytes) == Array("abcd".utf8))
        #expect(buffer.base[4] == 0)
        let empty = ByteBuffer(capacity: 0) { _ in 0 }
        #expect(empty.count == 0 && empty.base[0] == 0)
    }
}
