// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    defaultLocalization: "en",  // SwiftPM requires it once a target has .lproj folders
    dependencies: [
        .package(url: "https://github.com/…/swift-plural-rules", from: "0.1.0")
    ],
    targets: [
        .executableTarget(
            name: "App",
            plugins: [.plugin(name: "PluralRulesPlugin", package: "swift-plural-rules")]
        )
    ]
)
