// swift-tools-version:6.0
import PackageDescription

// A consumer of swift-plural-rules: the build plugin turns Resources/*.lproj into
// PluralRules.swift, Localizable.swift (L10n) and Errors.swift (ErrorsStrings) at build time.
let package = Package(
    name: "PluralDemo",
    defaultLocalization: "en",
    // `name:` keeps the identity stable whatever the checkout folder is called.
    dependencies: [.package(name: "swift-plural-rules", path: "../..")],
    targets: [
        .executableTarget(
            name: "PluralDemo",
            // Also ship the .lproj files as resources, so Apple's own lookup (Bundle.module)
            // keeps working beside the generated accessors.
            resources: [.process("Resources")],
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        ),
        // Deliberately broken: its Russian stringsdict lacks `other`. Building it must fail with
        // the error at the file and line (`bash .ci/run` checks).
        .executableTarget(
            name: "BrokenDemo",
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
