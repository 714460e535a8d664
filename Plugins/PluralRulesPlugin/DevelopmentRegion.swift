// Plain Swift, without PackagePlugin, so that the plugin tests compile it too
// (Tests/PluralRulesPluginTests links to this file), and the tool (`plural-rules migrate`
// reads the project's development region with it: Sources/PluralRulesCompiler links to it).

/// The development region of an Xcode project's target, which a package states in
/// `plural-rules.json` and an Xcode project in its project file: the locale whose text is the
/// source, which `Base.lproj` stands for and whose errors fail the build.
///
/// In order, the first that answers:
/// 1. `"developmentRegion"` in the target's `plural-rules.json`: nothing to pass, the tool
///    reads the configuration.
/// 2. `developmentRegion = …;` in the project file, `NAME.xcodeproj/project.pbxproj` beside
///    the project (the setting Xcode shows as the project's Development Language).
/// 3. A guess from the target's `.lproj` folders, with a warning that says how to state it:
///    `en` when there is an `en.lproj`, else the only locale there is, else the first in
///    alphabetical order.
/// Without `.lproj` folders (String Catalogs only) there is nothing to decide: a catalog names
/// its source language inside.
enum DevelopmentRegion {
    struct Decision: Equatable {
        /// What to pass as `--development-region`, or `nil` to pass nothing.
        var argument: String?
        /// A warning for the build log, when the region is a guess.
        var warning: String?
    }

    /// - Parameters:
    ///   - configured: the configuration's `"developmentRegion"`, if it has one.
    ///   - projectFile: the project file's path and text, if it was found and read.
    ///   - folders: the target's `.lproj` folder names (`en.lproj`, `Base.lproj`).
    ///   - target: the target's name, for the warning.
    static func decide(configured: String?, projectFile: (path: String, text: String)?, folders: [String], target: String) -> Decision {
        if configured != nil { return Decision() }
        if let projectFile, let region = region(inProjectFile: projectFile.text) { return Decision(argument: region) }
        let locales = Set(folders.compactMap(locale(ofFolder:))).sorted()
        guard let guess = locales.contains("en") ? "en" : locales.first else { return Decision() }
        let place = projectFile.map { "\($0.path) has no developmentRegion" } ?? "the Xcode project file was not found"
        return Decision(
            argument: guess,
            warning: """
                \(target): \(place), so PluralRulesPlugin takes '\(guess)' as the development region \
                (the source language, which Base.lproj stands for and whose errors fail the build), a guess from the \
                .lproj folders; say which it is with "developmentRegion": "\(guess)" in the target's plural-rules.json
                """)
    }

    /// The value of the first `developmentRegion = …;` in a project.pbxproj text, quoted or not
    /// (`en`, `"pt-BR"`), or `nil`. The project object holds one; no other object has the key.
    static func region(inProjectFile text: String) -> String? {
        let bytes = Array(text.utf8)
        let key = Array("developmentRegion".utf8)
        var index = 0
        while index + key.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index..<(index + key.count)].elementsEqual(key),
                index == 0 || !isNameByte(bytes[index - 1])
            else { continue }
            var position = index + key.count
            func skipSpaces() { while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 } }
            skipSpaces()
            guard position < bytes.count, bytes[position] == 0x3D else { continue }  // '='
            position += 1
            skipSpaces()
            let quoted = position < bytes.count && bytes[position] == 0x22
            if quoted { position += 1 }
            let start = position
            while position < bytes.count, quoted ? bytes[position] != 0x22 : isNameByte(bytes[position]) { position += 1 }
            let value = String(decoding: bytes[start..<position], as: UTF8.self)
            return value.isEmpty || value.utf8.contains(where: { !isNameByte($0) }) ? nil : value
        }
        return nil
    }

    /// The locale a `.lproj` folder name stands for, or `nil` for `Base.lproj` and other names.
    static func locale(ofFolder name: String) -> String? {
        guard name.hasSuffix(".lproj") else { return nil }
        let locale = String(name.dropLast(".lproj".count))
        return locale.isEmpty || locale == "Base" || locale.utf8.contains(where: { !isNameByte($0) }) ? nil : locale
    }

    /// Letters, digits, `-` and `_`: what a locale identifier and a setting's name are made of.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
    }
}
