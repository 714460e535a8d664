// swift-tools-version:6.0
// The URL-based plugin API used by the plugins needs tools version 6.0.

import PackageDescription

let package = Package(
    name: "swift-plural-rules",
    products: [
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "PluralRulesCompiler", targets: ["PluralRulesCompiler"]),
        .executable(name: "plural-rules", targets: ["plural-rules"]),
    ],
    targets: [
        // The runtime: generated from cldr-data by `plural-rules generate`, checked in, no imports.
        .target(name: "PluralRules"),
        .target(name: "PluralRulesCompiler"),
        .executableTarget(name: "plural-rules", dependencies: ["PluralRules", "PluralRulesCompiler"]),
        .executableTarget(
            name: "PluralRulesBenchmarks",
            dependencies: ["PluralRules", "PluralRulesCompiler"],
            path: "Benchmarks/PluralRulesBenchmarks"
        ),
        .target(
            name: "PluralRulesTestSupport",
            dependencies: ["PluralRulesCompiler"],
            path: "Tests/PluralRulesTestSupport"
        ),
        .testTarget(
            name: "PluralRulesCompilerTests",
            dependencies: ["PluralRulesCompiler", "PluralRulesTestSupport", "plural-rules"]
        ),
        .testTarget(
            name: "PluralRulesTests",
            dependencies: ["PluralRules", "PluralRulesCompiler", "PluralRulesTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
