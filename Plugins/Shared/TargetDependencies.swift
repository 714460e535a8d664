// Linked into both plugins (symbolic links in their folders): how a plugin tells what a
// target builds with.
import PackagePlugin

extension SourceModuleTarget {
    /// Whether the target depends on the `PluralRules` library product (or, inside this
    /// package, its target): then generated accessors import it instead of embedding a runtime,
    /// so that an app's modules share one `PluralRules`, one `PluralCategory` and one locale.
    var dependsOnPluralRulesLibrary: Bool {
        dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "PluralRules"
            case .target(let target): target.name == "PluralRules"
            @unknown default: false
            }
        }
    }
}
