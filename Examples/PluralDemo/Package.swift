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
        // Library mode: depends on the PluralRules library, so the accessors import it and the
        // app's code shares its types (`swift run LibraryDemo`).
        .executableTarget(
            name: "LibraryDemo",
            dependencies: [.product(name: "PluralRules", package: "swift-plural-rules")],
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        ),
        // Two library modules, each with public accessors and its own embedded runtime, used
        // together with the PluralRules library by one program (`swift run ModulesDemo`).
        // Greetings also depends on the library but asks for the embedded runtime in its
        // plural-rules.json: both live side by side without shadowing.
        .target(
            name: "Greetings",
            dependencies: [.product(name: "PluralRules", package: "swift-plural-rules")],
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        ),
        .target(name: "Farewells", plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]),
        .executableTarget(
            name: "ModulesDemo",
            dependencies: ["Greetings", "Farewells", .product(name: "PluralRules", package: "swift-plural-rules")]
        ),
        // No Foundation at run time: the localizations live outside the target, in
        // Localizations/NoFoundationDemo, named in its plural-rules.json ("localizations"), so
        // the target has no resources and SwiftPM links no Foundation (`.ci/examples` checks
        // the binary with ldd).
        .executableTarget(
            name: "NoFoundationDemo",
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        ),
        // String Catalogs: Localizations/CatalogDemo/Localizable.xcstrings and Onboarding.xcstrings
        // are two tables (L10n, OnboardingStrings) with plural variations, substitutions,
        // device variations and a named placeholder, served on Linux without Foundation. They
        // sit outside the target (its plural-rules.json names the folder), so SwiftPM, which
        // would copy them into a resource bundle uncompiled, bundles nothing.
        .executableTarget(
            name: "CatalogDemo",
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        ),
        // Deliberately broken: its development region's stringsdict lacks `other`, an error that
        // must fail the build at the file and line; its Russian one lacks `few`, a warning
        // (`.ci/examples` checks both).
        .executableTarget(
            name: "BrokenDemo",
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
