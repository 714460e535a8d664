// Part of Scripts/verify-on-macos.sh: the Foundation side, run on the Mac.
//
// UNVERIFIED: written from Apple's documentation and never run on an Apple system. This
// project is developed and tested on Linux (no Darwin Foundation there; swift-corelibs-
// foundation's stringsdict lookup crashes). The test target compiles this file on Linux, so it
// type-checks against corelibs-foundation, but nothing here has run against Apple's Foundation.
// (Run by hand on Linux once: for Examples/PluralDemo's Greetings, `.strings` only, it printed
// exactly what the accessors print; a `.stringsdict` crashes corelibs-foundation.)
//
// Everything around the Foundation calls is Comparison.swift's, tested on Linux: which keys,
// locales, numbers and arguments (the plan, `VerifyRenderer.render`), the record format, the
// comparison and the report. What is here is only the rendering of one key in one locale:
//
//   1. `Bundle(path:)` on the `.lproj` folder the plan names: the folder as it is in the
//      example (the `.strings` and `.stringsdict` files SwiftPM and Xcode copy into the app),
//      or what `xcrun xcstringstool compile` made of a String Catalog (Foundation cannot read
//      `.xcstrings`; Xcode compiles them so). A bundle whose root is the `.lproj` folder finds
//      the table at its root, as the well-known "bundle of one language" idiom relies on.
//   2. `localizedString(forKey:value:table:)` with a value no table holds, to tell a missing
//      key (recorded as an absence) from its text.
//   3. For a width-variant key, `variantFittingPresentationWidth(_:)` with the width.
//   4. For a key with arguments, `String(format:locale:arguments:)` with the plan's locale, as
//      `String.localizedStringWithFormat` formats with the user's; with no locale for
//      `"numbers": "plain"`, as `String(format:)`. A key without arguments is shown as
//      `localizedString` returns it, as an app shows `NSLocalizedString`'s result.

import Foundation

enum VerifyFoundationRenderer {
    /// Reads `plan.tsv` on standard input and prints `foundation.tsv`; returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let plan: [VerifyPlanEntry]
        do {
            plan = try VerifyPlanFile.parse(String(decoding: data, as: UTF8.self), file: "<standard input>")
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
        print(VerifyRenderingFile.write(VerifyRenderer.render(plan, render)), terminator: "")
        return 0
    }

    /// What no table holds: `localizedString` returns it for a key the table lacks.
    static let missing = "\u{1}verify-on-macos: no such key\u{1}"

    /// The string Foundation shows for `entry` with `arguments`, or `nil` when the localization
    /// has no such key (or no folder).
    static func render(_ entry: VerifyPlanEntry, _ arguments: VerifyArguments) -> String? {
        guard let folder = entry.folder, let bundle = Bundle(path: folder) else { return nil }
        let format = bundle.localizedString(forKey: entry.key, value: missing, table: entry.table)
        guard format != missing else { return nil }
        var text = format
        #if canImport(Darwin)
        // The string a `.stringsdict` width rule gives is an NSString that carries its
        // variants; bridged to String and back, it is the same object.
        if let width = arguments.width { text = (format as NSString).variantFittingPresentationWidth(width) }
        #endif
        let values = arguments.formatValues.map(cVarArg)
        guard !values.isEmpty else { return text }
        let locale = entry.numbers == .plain ? nil : Locale(identifier: entry.locale)
        return String(format: text, locale: locale, arguments: values)
    }

    /// The C variadic argument for one value: `%d` and `%u` read an `Int`/`UInt` (64 bits on
    /// the Mac, which `%d` and `%ld` both take there), `%@` an object, `%c`/`%C` an `int`.
    static func cVarArg(_ value: VerifyArgumentValue) -> any CVarArg {
        switch value {
        case .int(let value): value
        case .uint(let value): value
        case .double(let value): value
        case .string(let value): value as NSString
        case .character(let value): Int32(bitPattern: value.unicodeScalars.first!.value)
        case .width(let value): value
        }
    }
}
