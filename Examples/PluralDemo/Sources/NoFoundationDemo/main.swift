// No Foundation at run time: this target has no resources (its localizations live in
// Localizations/NoFoundationDemo, named in plural-rules.json), so SwiftPM adds no resource
// bundle and no resource_bundle_accessor.swift, which would import Foundation. CI checks the
// binary with ldd.

for locale in L10n.availableLocales {
    let strings = L10n(locale: locale)
    let counts = [1, 2, 5, 21, 22].map(strings.filesRemaining).joined(separator: " | ")
    print("\(locale): \(strings.greeting("Ada")) \(counts)")
}
