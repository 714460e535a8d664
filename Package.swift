// swift-tools-version:6.0
// The URL-based plugin API used by the plugins needs tools version 6.0.

import PackageDescription

let package = Package(
    name: "swift-plural-rules",
    // The lowest deployment targets Xcode 16 accepts, on purpose: the generated accessors compile
    // in the user's target at the user's deployment target, and an app that supports iOS 12
    // must be able to depend on the library. What needs a newer system (the task-local locale
    // of `withLocale`: Swift concurrency, macOS 10.15 / iOS 13 / tvOS 13 / watchOS 6) is
    // `@available`-gated. `.ci/apple-typecheck` checks this on Linux (ApplePlatforms.md).
    platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)],
    products: [
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "PluralRulesCompiler", targets: ["PluralRulesCompiler"]),
        .executable(name: "plural-rules", targets: ["plural-rules"]),
        .plugin(name: "PluralRulesPlugin", targets: ["PluralRulesPlugin"]),
        .plugin(name: "PluralRulesCommand", targets: ["PluralRulesCommand"]),
    ],
    targets: [
        // The runtime: hand-written sources plus the rule data that `plural-rules generate
        // --data-only` writes into Generated/ from cldr-data; checked in, no imports.
        .target(name: "PluralRules"),
        // The compiler uses the runtime's operands, locale resolution and format parsing: one
        // copy of each algorithm.
        .target(name: "PluralRulesCompiler", dependencies: ["PluralRules"]),
        .executableTarget(name: "plural-rules", dependencies: ["PluralRules", "PluralRulesCompiler"]),
        .plugin(
            name: "PluralRulesPlugin",
            capability: .buildTool(),
            dependencies: ["plural-rules"]
        ),
        .plugin(
            name: "PluralRulesCommand",
            // No declared permission: SwiftPM would ask for it before every subcommand, --help
            // and lint included. generate and update-cldr need
            // `swift package --allow-writing-to-package-directory plural-rules …` (and say so).
            capability: .command(
                intent: .custom(verb: "plural-rules", description: "Check localizations, write generated accessors, or import a CLDR release")
            ),
            dependencies: ["plural-rules"]
        ),
        .executableTarget(
            name: "PluralRulesBenchmarks",
            dependencies: ["PluralRules", "PluralRulesCompiler"],
            path: "Benchmarks/PluralRulesBenchmarks"
        ),
        // Times the localization readers on large files (Benchmarks/ReaderTiming/run.sh).
        .executableTarget(
            name: "ReaderTiming",
            dependencies: ["PluralRulesCompiler"],
            path: "Benchmarks/ReaderTiming",
            exclude: ["run.sh", "make-files.py"]
        ),
        // Our readers against CoreFoundation's parser (Foundation as the oracle; never a
        // dependency of the products). `swift run -c release CoreFoundationDifferential PATH…`
        .executableTarget(
            name: "CoreFoundationDifferential",
            dependencies: ["PluralRulesCompiler", "PluralRulesTestSupport"],
            path: "Tools/CoreFoundationDifferential"
        ),
        .target(
            name: "PluralRulesTestSupport",
            dependencies: ["PluralRules", "PluralRulesCompiler"],
            path: "Tests/PluralRulesTestSupport"
        ),
        .testTarget(
            name: "PluralRulesCompilerTests",
            dependencies: ["PluralRules", "PluralRulesCompiler", "PluralRulesTestSupport", "plural-rules"]
        ),
        .testTarget(
            name: "PluralRulesTests",
            dependencies: ["PluralRules", "PluralRulesCompiler", "PluralRulesTestSupport"]
        ),
        // The build plugin's plan (Plugins/PluralRulesPlugin/BuildPlan.swift, linked in).
        .testTarget(name: "PluralRulesPluginTests"),
    ],
    swiftLanguageModes: [.v6]
)
