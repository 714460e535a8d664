import Dispatch
import Foundation
import Testing

@testable import PluralRulesCompiler

/// The stages that split a table's work across cores give what one loop over it would: keys
/// in order, and every diagnostic in that order too, however the work was divided.
@Suite struct ParallelPipelineTests {
    /// 1,000 keys is several runs of the compiler's per-key pass (at least 256 keys each), so
    /// findings fall in every run; `de` lacks every 7th key and takes an argument in every 11th
    /// that `en` does not.
    @Test func keysAndFindingsComeInKeyOrderAcrossRuns() throws {
        let count = 1_000
        let names = (0..<count).map { "key.\(String($0 * 7_919 % count).leftPadded(to: 4))" }  // not written in order
        var english = ""
        var german = ""
        var missing: [String] = []
        var mismatched: [String] = []
        for (index, name) in names.enumerated() {
            english += "\"\(name)\" = \"text \(index)\";\n"
            let number = Int(name.dropFirst(4))!
            if number % 7 == 0 { missing.append(name); continue }
            if number % 11 == 0 { mismatched.append(name); german += "\"\(name)\" = \"Text %d\";\n" } else { german += "\"\(name)\" = \"Text \(index)\";\n" }
        }
        let root = try TestSupport.write(["en.lproj/Localizable.strings": english, "de.lproj/Localizable.strings": german])
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", diagnostics: bag)
        #expect(bag.diagnostics.isEmpty)
        let compiled = LocalizationCompiler.compile(tables, cldr: TestSupport.cldr, options: .init(), diagnostics: bag)
        let keys = try #require(compiled.first).keys

        let sorted = names.sorted()  // ASCII: Swift's order is the bytes' order
        #expect(keys.map(\.key) == sorted)
        #expect(bag.diagnostics.filter { $0.kind == .missingTranslation }.map(\.subject?.key) == missing.sorted())
        #expect(bag.diagnostics.filter { $0.kind == .argumentMismatch }.map(\.subject?.key) == mismatched.sorted())
        // All the findings of a key together, in key order: one loop's order.
        let reported = bag.diagnostics.compactMap(\.subject?.key)
        #expect(reported == reported.sorted())
        // A mismatched translation is left out; the others are kept.
        let byKey = Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0) })
        #expect(mismatched.allSatisfy { byKey[$0]?.plans["de"] == nil })
        #expect(sorted.filter { !missing.contains($0) && !mismatched.contains($0) }.allSatisfy { byKey[$0]?.plans["de"] != nil })
    }

    /// Each locale is merged on its own core; keys equal only under Unicode equivalence are
    /// still reported once per locale, in locale order, and the later key wins in each.
    @Test func mergedLocalesReportEquivalentKeysInOrder() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        var files: [String: String] = [:]
        let locales = ["de", "en", "fr", "it", "ja", "pl", "ru", "uk"]
        for locale in locales {
            files["\(locale).lproj/Localizable.strings"] = "\"\(composed)\" = \"a\";\n\"other\" = \"b\";\n"
            files["\(locale).lproj/Localizable.stringsdict"] = LocalizationValidationTests.plist(
                LocalizationValidationTests.entry(decomposed, forms: [("other", "%d")]))
        }
        let root = try TestSupport.write(files)
        let bag = DiagnosticBag()
        let tables = LocalizationLoader.load([root], developmentRegion: "en", diagnostics: bag)
        let equivalent = bag.diagnostics.filter { $0.kind == .equivalentKey }
        #expect(equivalent.map(\.subject?.locale) == locales)
        let table = try #require(tables.first)
        #expect(table.locales.map(\.locale) == locales)
        for strings in table.locales {
            #expect(strings.keys.count == 2)
            #expect(strings.entries.keys.contains { $0.utf8.elementsEqual(decomposed.utf8) })
        }
    }

    /// `release` frees what it is given on another thread, and frees it.
    @Test func releaseFreesOnAnotherThread() async throws {
        final class Tracked: @unchecked Sendable {
            let freed: DispatchSemaphore
            let freedOn: UnsafeMutablePointer<pthread_t?>
            init(freed: DispatchSemaphore, freedOn: UnsafeMutablePointer<pthread_t?>) {
                self.freed = freed
                self.freedOn = freedOn
            }
            deinit {
                freedOn.pointee = pthread_self()
                freed.signal()
            }
        }
        let freed = DispatchSemaphore(value: 0)
        let freedOn = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 1)
        freedOn.initialize(to: nil)
        defer { freedOn.deallocate() }
        let caller = pthread_self()
        ParallelStage.release([Tracked(freed: freed, freedOn: freedOn)])
        #expect(freed.wait(timeout: .now() + 10) == .success)
        let thread = try #require(freedOn.pointee)
        #expect(pthread_equal(thread, caller) == 0)
    }
}

extension String {
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}
