import Foundation
import Testing

@testable import PluralRulesCompiler

/// Outputs are written all or nothing, only when their bytes change, and leave no temporary.
@Suite struct FileWriterTests {
    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func temporaries(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.contains(FileWriter.temporaryMarker) || $0.contains(FileWriter.previousMarker)
        }
    }

    @Test func writesOnlyWhatChanged() throws {
        let folder = try TestSupport.temporaryDirectory()
        let (a, b) = (folder + "/out/A.swift", folder + "/out/B.swift")
        #expect(try FileWriter.write([(a, Array("a".utf8)), (b, Array("b".utf8))]) == [a, b])
        let modified = try FileManager.default.attributesOfItem(atPath: a)[.modificationDate] as? Date
        #expect(try FileWriter.write([(a, Array("a".utf8)), (b, Array("b2".utf8))]) == [b])
        #expect(try FileManager.default.attributesOfItem(atPath: a)[.modificationDate] as? Date == modified)
        #expect(Self.contents(b) == "b2")
        #expect(try Self.temporaries(in: folder + "/out").isEmpty)
    }

    /// The second output cannot be written (a directory stands in its place, or its folder is
    /// a file): the first keeps its old bytes, and no temporary is left.
    @Test(arguments: ["directory", "file as folder"]) func aFailedWriteReplacesNothing(obstacle: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        let first = folder + "/A.swift"
        let second = obstacle == "directory" ? folder + "/B.swift" : folder + "/Sub/B.swift"
        try "old a".write(toFile: first, atomically: false, encoding: .utf8)
        if obstacle == "directory" {
            try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: true)
        } else {
            try "a file".write(toFile: folder + "/Sub", atomically: false, encoding: .utf8)
        }
        #expect(throws: (any Error).self) {
            try FileWriter.write([(first, Array("new a".utf8)), (second, Array("new b".utf8))])
        }
        #expect(Self.contents(first) == "old a")
        #expect(try Self.temporaries(in: folder).isEmpty)
    }

    /// Every temporary is written, but putting the Nth in place fails (a full disk, another
    /// process, a permission changed meanwhile): the outputs already replaced get their previous
    /// bytes back, one that did not exist before is removed, and nothing else is left.
    @Test(arguments: [1, 2, 3]) func aFailedRenamePutsBackWhatWasReplaced(failingRename: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        let (a, b, c) = (folder + "/A.swift", folder + "/B.swift", folder + "/C.swift")
        try "old a".write(toFile: a, atomically: false, encoding: .utf8)
        try "old b".write(toFile: b, atomically: false, encoding: .utf8)
        var renames = 0
        #expect(throws: (any Error).self) {
            try FileWriter.write([(a, Array("new a".utf8)), (b, Array("new b".utf8)), (c, Array("new c".utf8))]) { from, to in
                renames += 1
                return renames == failingRename ? -1 : rename(from, to)
            }
        }
        #expect(renames == failingRename)
        #expect(Self.contents(a) == "old a")
        #expect(Self.contents(b) == "old b")
        #expect(!FileManager.default.fileExists(atPath: c))
        #expect(try Self.temporaries(in: folder).isEmpty)
        // The next run writes them all, and keeps no link to the previous bytes.
        #expect(try FileWriter.write([(a, Array("new a".utf8)), (b, Array("new b".utf8)), (c, Array("new c".utf8))]) == [a, b, c])
        #expect([a, b, c].map(Self.contents) == ["new a", "new b", "new c"])
        #expect(try Self.temporaries(in: folder).isEmpty)
    }

    /// A temporary whose process is gone (a `kill -9` mid-write) is removed by the next run
    /// that writes the same output; one of a running process is not.
    @Test func staleTemporariesAreRemoved() throws {
        let folder = try TestSupport.temporaryDirectory()
        let path = folder + "/A.swift"
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let stale = FileWriter.temporaryPath(for: path, process: finished.processIdentifier)
        let running = FileWriter.temporaryPath(for: path, process: 1)
        let stalePrevious = FileWriter.previousPath(for: path, process: finished.processIdentifier)
        try "previous".write(toFile: stalePrevious, atomically: false, encoding: .utf8)
        try "half".write(toFile: stale, atomically: false, encoding: .utf8)
        try "in progress".write(toFile: running, atomically: false, encoding: .utf8)
        #expect(stale.hasSuffix("/.A.swift\(FileWriter.temporaryMarker)\(finished.processIdentifier)"))
        try FileWriter.write("a", to: path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(!FileManager.default.fileExists(atPath: stalePrevious))
        #expect(FileManager.default.fileExists(atPath: running))
        #expect(Self.contents(path) == "a")
    }

    /// `accessors` whose translations file cannot be written: the accessors of the previous
    /// run stay as they were (no mixed set), the run fails, and no temporary is left.
    @Test func accessorsRunThatFailsLeavesThePreviousOutputs() throws {
        let root = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/in/en.lproj", withIntermediateDirectories: true)
        try "\"k\" = \"v\";\n".write(toFile: root + "/in/en.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        let output = root + "/out"
        #expect(try CommandLineTool.run(["accessors", "--input", root + "/in", "--output", output]).status == 0)
        let before = try #require(Self.contents(output + "/Localizable.swift"))
        try "\"k\" = \"v\";\n\"k2\" = \"w\";\n".write(toFile: root + "/in/en.lproj/Localizable.strings", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: output + "/Localizable+Translations.swift")
        try FileManager.default.createDirectory(atPath: output + "/Localizable+Translations.swift", withIntermediateDirectories: true)
        let failed = try CommandLineTool.run(["accessors", "--input", root + "/in", "--output", output])
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("[file-unwritable]"), "\(failed.standardError)")
        #expect(Self.contents(output + "/Localizable.swift") == before)
        #expect(try Self.temporaries(in: output).isEmpty)
    }

    /// A file that is a symbolic link (a catalog two targets share) is written through the
    /// link: the file it points to changes, the link stays a link. A relative link, a chain of
    /// two, and a link whose target does not exist yet (which writing creates, as `open` does).
    @Test func aSymbolicLinkIsWrittenThrough() throws {
        let manager = FileManager.default
        let folder = try TestSupport.temporaryDirectory()
        try manager.createDirectory(atPath: folder + "/Shared", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try "old".write(toFile: folder + "/Shared/Localizable.xcstrings", atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder + "/App/Localizable.xcstrings", withDestinationPath: "../Shared/Localizable.xcstrings")
        try manager.createSymbolicLink(atPath: folder + "/App/Chain.xcstrings", withDestinationPath: "Localizable.xcstrings")
        try manager.createSymbolicLink(atPath: folder + "/App/Later.xcstrings", withDestinationPath: folder + "/Shared/Later.xcstrings")

        let linked = folder + "/App/Localizable.xcstrings"
        #expect(try FileWriter.write([(linked, Array("new".utf8))]) == [linked])
        #expect(Self.contents(folder + "/Shared/Localizable.xcstrings") == "new")
        #expect(try manager.destinationOfSymbolicLink(atPath: linked) == "../Shared/Localizable.xcstrings")
        // Through two links; unchanged bytes are not written.
        #expect(try FileWriter.write([(folder + "/App/Chain.xcstrings", Array("newer".utf8))]).count == 1)
        #expect(Self.contents(folder + "/Shared/Localizable.xcstrings") == "newer")
        #expect(try FileWriter.write([(folder + "/App/Chain.xcstrings", Array("newer".utf8))]).isEmpty)
        #expect(try manager.destinationOfSymbolicLink(atPath: folder + "/App/Chain.xcstrings") == "Localizable.xcstrings")
        // A dangling link: its target is created.
        #expect(try FileWriter.write([(folder + "/App/Later.xcstrings", Array("later".utf8))]).count == 1)
        #expect(Self.contents(folder + "/Shared/Later.xcstrings") == "later")
        #expect(try manager.destinationOfSymbolicLink(atPath: folder + "/App/Later.xcstrings") == folder + "/Shared/Later.xcstrings")
        #expect(try Self.temporaries(in: folder + "/App").isEmpty && Self.temporaries(in: folder + "/Shared").isEmpty)
    }

    /// A replaced file keeps its permissions; a new one gets the umask's.
    @Test func aReplacedFileKeepsItsPermissions() throws {
        let manager = FileManager.default
        let folder = try TestSupport.temporaryDirectory()
        let path = folder + "/ru.lproj/Localizable.strings"
        try manager.createDirectory(atPath: folder + "/ru.lproj", withIntermediateDirectories: true)
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(try FileWriter.write([(path, Array("new".utf8))]) == [path])
        #expect(Self.contents(path) == "new")
        #expect((try manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(try FileWriter.write([(path, Array("newer".utf8))]) == [path])
        #expect((try manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    }

    /// `fix` on a catalog a target links to: the shared file is fixed, the link stays.
    @Test func fixWritesThroughALinkedCatalog() throws {
        let manager = FileManager.default
        let root = try TestSupport.temporaryDirectory()
        try manager.copyItem(atPath: TestSupport.fixtures + "/Documentation/Fixable", toPath: root + "/Shared")
        try manager.createDirectory(atPath: root + "/App/ja.lproj", withIntermediateDirectories: true)
        for locale in ["en", "de", "ru"] {
            try manager.createSymbolicLink(atPath: root + "/App/\(locale).lproj", withDestinationPath: "../Shared/\(locale).lproj")
        }
        for file in ["Localizable.strings", "Localizable.stringsdict"] {
            try manager.createSymbolicLink(atPath: root + "/App/ja.lproj/" + file, withDestinationPath: "../../Shared/ja.lproj/" + file)
        }
        let result = try CommandLineTool.run(["fix", root + "/App"])
        #expect(result.status == 0)
        #expect(result.standardError.contains("fixed 3 of 3 fixable findings"), "\(result.standardError)")
        let shared = try #require(Self.contents(root + "/Shared/ja.lproj/Localizable.stringsdict"))
        #expect(!shared.contains("<key>one</key>"))
        #expect(
            try manager.destinationOfSymbolicLink(atPath: root + "/App/ja.lproj/Localizable.stringsdict") == "../../Shared/ja.lproj/Localizable.stringsdict")
        #expect(try CommandLineTool.run(["fix", "--dry-run", root + "/App"]).standardError.contains("would fix 0 of 0"))
    }
}
