// swift-tools-version:6.0
// The URL-based plugin API used by the plugins needs tools version 6.0.

import PackageDescription

let package = Package(
    name: "swift-plural-rules",
    products: [
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "PluralRulesCompiler", targets: ["PluralRulesCompiler"]),
        .executable(name: "plural-rules", targets: ["plural-rules"]),
        .plugin(name: "PluralRulesPlugin", targets: ["PluralRulesPlugin"]),
        .plugin(name: "PluralRulesCommand", targets: ["PluralRulesCommand"]),
    ],
    targets: [
        // The runtime: generated from cldr-data by `plural-rules generate`, checked in, no imports.
        .target(name: "PluralRules"),
        .target(name: "PluralRulesCompiler"),
        .executableTarget(name: "plural-rules", dependencies: ["PluralRules", "PluralRulesCompiler"]),
        .plugin(
            name: "PluralRulesPlugin",
            capability: .buildTool(),
            dependencies: ["plural-rules"]
        ),
        .plugin(
            name: "PluralRulesCommand",
            capability: .command(
                intent: .custom(verb: "plural-rules", description: "Check localizations, write generated accessors, or import a CLDR release"),
                permissions: [.writeToPackageDirectory(reason: "generate writes accessors into the package; update-cldr rewrites cldr-data/")]
            ),
            dependencies: ["plural-rules"]
        ),
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
        // The build plugin's plan (Plugins/PluralRulesPlugin/BuildPlan.swift, linked in).
        .testTarget(name: "PluralRulesPluginTests"),
    ],
    swiftLanguageModes: [.v6]
)
