/// A unified diff (`diff -u`, as `git apply` and `patch -p1` read it) of a text changed by
/// known edits: the hunks are built around the lines the edits touch, with three lines of
/// context, so no general diff algorithm is needed and every hunk sits where an edit is.
public enum UnifiedDiff {
    /// The diff of `text` with `edits` applied (ranges in `text` and their replacements, not
    /// overlapping), labelled `a/path` and `b/path` (an absolute path as it is); empty when
    /// there is no edit.
    public static func diff(path: String, text: [UInt8], edits: [(range: Range<Int>, replacement: [UInt8])], context: Int = 3) -> String {
        guard !edits.isEmpty else { return "" }
        let oldLines = lines(text)
        let table = LineTable(text)
        // Edits grouped by the lines they touch (two on one line are one change), each with
        // the lines that stand for those lines afterwards.
        struct Change { var first: Int; var last: Int; var new: [ArraySlice<UInt8>] }
        var groups: [(first: Int, last: Int, edits: [(range: Range<Int>, replacement: [UInt8])])] = []
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let first = table.line(at: edit.range.lowerBound)
            let last = edit.range.isEmpty ? first : table.line(at: edit.range.upperBound - 1)
            if let previous = groups.last, first <= previous.last {
                groups[groups.count - 1].last = max(previous.last, last)
                groups[groups.count - 1].edits.append(edit)
            } else {
                groups.append((first, last, [edit]))
            }
        }
        let changes = groups.map { group -> Change in
            let start = table.starts[group.first]
            let end = group.last + 1 < table.starts.count ? table.starts[group.last + 1] : text.count
            var region = Array(text[start..<end])
            for edit in group.edits.reversed() {
                region.replaceSubrange((edit.range.lowerBound - start)..<(edit.range.upperBound - start), with: edit.replacement)
            }
            return Change(first: group.first, last: group.last, new: lines(region))
        }
        // Hunks: changes whose contexts meet are one hunk.
        var hunks: [[Change]] = []
        for change in changes {
            if let last = hunks.last?.last, change.first - context <= last.last + context + 1 {
                hunks[hunks.count - 1].append(change)
            } else {
                hunks.append([change])
            }
        }
        // `a/` and `b/` before a relative path (git's labels, `patch -p1`); an absolute path as it is.
        let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var out = "--- \(old)\n+++ \(new)\n"
        var delta = 0  // lines added before the hunk
        for hunk in hunks {
            let oldStart = max(0, hunk[0].first - context)
            let oldEnd = min(oldLines.count, hunk[hunk.count - 1].last + 1 + context)
            var body = ""
            var line = oldStart
            var added = 0
            var removed = 0
            for change in hunk {
                while line < change.first { body += mark(" ", oldLines[line]); line += 1 }
                let old = Array(oldLines[change.first...change.last])
                // Lines an edit leaves as they were (a change inside a line keeps none) stay context.
                var prefix = 0
                while prefix < old.count && prefix < change.new.count && old[prefix] == change.new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < old.count - prefix && suffix < change.new.count - prefix
                    && old[old.count - 1 - suffix] == change.new[change.new.count - 1 - suffix]
                { suffix += 1 }
                for index in 0..<prefix { body += mark(" ", old[index]) }
                for index in prefix..<old.count - suffix { body += mark("-", old[index]); removed += 1 }
                for index in prefix..<change.new.count - suffix { body += mark("+", change.new[index]); added += 1 }
                for index in old.count - suffix..<old.count { body += mark(" ", old[index]) }
                line = change.last + 1
            }
            while line < oldEnd { body += mark(" ", oldLines[line]); line += 1 }
            let oldCount = oldEnd - oldStart
            let newCount = oldCount - removed + added
            out += "@@ -\(range(oldStart, oldCount)) +\(range(oldStart + delta, newCount)) @@\n" + body
            delta += added - removed
        }
        return out
    }

    /// A line of the diff: its mark and text, and the marker `diff` writes after a last line
    /// that has no line break.
    static func mark(_ mark: String, _ line: ArraySlice<UInt8>) -> String {
        mark + String(decoding: line, as: UTF8.self) + (line.last == UInt8(ascii: "\n") ? "" : "\n\\ No newline at end of file\n")
    }

    /// The lines of `text`, each with its line break (the last may have none).
    static func lines<C: Collection>(_ text: C) -> [ArraySlice<UInt8>] where C.Element == UInt8 {
        let bytes = Array(text)
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    /// `start,count` as a hunk header writes it: 1-based, `count` left out when 1, and the
    /// line before when the range is empty.
    static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The start of each line, and the line an offset is on.
    struct LineTable {
        var starts: [Int] = [0]

        init(_ text: [UInt8]) {
            for index in text.indices where text[index] == UInt8(ascii: "\n") && index + 1 < text.count { starts.append(index + 1) }
        }

        func line(at offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
    }
}
