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
}
