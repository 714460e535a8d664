import Foundation

/// Imports plural data from a CLDR release into a project's `cldr-data/` folder.
///
/// The source may use the flat layout of `cldr-data/` itself or a CLDR checkout's
/// `common/supplemental/`. Every file is parsed and validated first; if any has an error,
/// nothing is written. The files are copied byte for byte, next to a `VERSION` file that
/// records the CLDR version and the source, and the Unicode license.
public enum CLDRImporter {
    public struct Result: Sendable {
        /// The data as imported.
        public var data: CLDRData
        /// Paths written because their bytes changed.
        public var changedFiles: [String]
        /// Paths removed (a `pluralRanges.xml` the new release does not have).
        public var removedFiles: [String]
    }

    /// Validates the data in `source` and copies it to `destination`. `version` is the CLDR
    /// version to record; by default the release's own statement of it (a checkout's
    /// `common/dtd/ldmlSupplemental.dtd`, or a "Unicode CLDR N" header), else `unknown`, with a
    /// `cldr-version-unknown` warning.
    public static func importData(
        from source: String, to destination: String, version: String? = nil,
        diagnostics: DiagnosticCollector
    ) -> Result? {
        guard let folder = CLDRDirectory.supplementalFolder(in: source) else {
            diagnostics.report(
                .cldrMissing, "no \(CLDRDirectory.cardinalFile) in '\(source)' or its common/supplemental/; pass a CLDR release directory", at: nil)
            return nil
        }
        // Validate everything before touching the destination.
        guard var data = CLDRDirectory.load(folder, diagnostics: diagnostics) else { return nil }
        let recordedVersion =
            version
            ?? CLDRDirectory.inferVersion(
                folder: folder, cardinal: CLDRDirectory.readFile(folder + "/" + CLDRDirectory.cardinalFile, diagnostics: DiagnosticBag()))
        if recordedVersion == nil {
            diagnostics.report(
                .cldrVersionUnknown,
                "'\(source)' does not say which CLDR release it is (no common/dtd/ldmlSupplemental.dtd with cldrVersion, no 'Unicode CLDR N' header in \(CLDRDirectory.cardinalFile)), so \(CLDRDirectory.versionFile) records 'cldr-version: unknown'; pass --version with the release number",
                at: nil)
        }
        data.version = recordedVersion ?? "unknown"

        var files = [CLDRDirectory.cardinalFile, CLDRDirectory.ordinalFile]
        if data.ranges != nil { files.append(CLDRDirectory.rangesFile) }
        var contents: [(String, [UInt8])] = []
        for name in files {
            guard let bytes = FileManager.default.contents(atPath: folder + "/" + name) else {
                diagnostics.report(.fileUnreadable, "cannot read '\(folder)/\(name)'", at: nil)
                return nil
            }
            contents.append((name, Array(bytes)))
        }
        let versionText = """
            cldr-version: \(data.version!)
            source: \(source)
            files: \(files.sorted().joined(separator: " "))

            """
        contents.append((CLDRDirectory.versionFile, Array(versionText.utf8)))
        contents.append(("LICENSE", Array(unicodeLicense.utf8)))

        var changed: [String] = []
        var removed: [String] = []
        do {
            changed = try FileWriter.write(contents.map { (destination + "/" + $0.0, $0.1) })
            let stale = destination + "/" + CLDRDirectory.rangesFile
            if data.ranges == nil, FileManager.default.fileExists(atPath: stale) {
                try FileManager.default.removeItem(atPath: stale)
                removed.append(stale)
            }
        } catch {
            diagnostics.report(.fileUnwritable, "cannot write to '\(destination)': \(error.localizedDescription)", at: nil)
            return nil
        }
        return Result(data: data, changedFiles: changed, removedFiles: removed)
    }

    /// The Unicode License v3, under which CLDR data is distributed.
    public static let unicodeLicense = """
        UNICODE LICENSE V3

        COPYRIGHT AND PERMISSION NOTICE

        Copyright © 1991-2025 Unicode, Inc.

        NOTICE TO USER: Carefully read the following legal agreement. BY
        DOWNLOADING, INSTALLING, COPYING OR OTHERWISE USING DATA FILES, AND/OR
        SOFTWARE, YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF THE
        TERMS AND CONDITIONS OF THIS AGREEMENT. IF YOU DO NOT AGREE, DO NOT
        DOWNLOAD, INSTALL, COPY, DISTRIBUTE OR USE THE DATA FILES OR SOFTWARE.

        Permission is hereby granted, free of charge, to any person obtaining a
        copy of data files and any associated documentation (the "Data Files") or
        software and any associated documentation (the "Software") to deal in the
        Data Files or Software without restriction, including without limitation
        the rights to use, copy, modify, merge, publish, distribute, and/or sell
        copies of the Data Files or Software, and to permit persons to whom the
        Data Files or Software are furnished to do so, provided that either (a)
        this copyright and permission notice appear with all copies of the Data
        Files or Software, or (b) this copyright and permission notice appear in
        associated Documentation.

        THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY
        KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
        MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT OF
        THIRD PARTY RIGHTS.

        IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS NOTICE
        BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES,
        OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,
        WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION,
        ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA
        FILES OR SOFTWARE.

        Except as contained in this notice, the name of a copyright holder shall
        not be used in advertising or otherwise to promote the sale, use or other
        dealings in these Data Files or Software without prior written
        authorization of the copyright holder.

        """
}
