// swift-tools-version:6.0
// The URL-based plugin API used by the plugins needs tools version 6.0.

import PackageDescription

let package = Package(
    name: "swift-plural-rules",
    products: [
        .library(name: "PluralRulesCompiler", targets: ["PluralRulesCompiler"]),
        .executable(name: "plural-rules", targets: ["plural-rules"]),
    ],
    targets: [
        .target(name: "PluralRulesCompiler"),
        .executableTarget(name: "plural-rules", dependencies: ["PluralRulesCompiler"]),
        .testTarget(
            name: "PluralRulesCompilerTests",
            dependencies: ["PluralRulesCompiler", "plural-rules"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
