import Foundation
import Testing

@testable import PluralRulesCompiler

/// Every catalog Xcode wrote in `../shared` (the real apps, and the catalogs of the two real
/// migrations) is in the form `format` writes, byte for byte; and what other tools make of it
/// comes back to Xcode's bytes.
/// The catalogs Xcode wrote in `../shared`, relative to it (none without it).
enum SharedCatalogs {
    static let paths: [String] = {
        guard let shared = TestSupport.shared else { return [] }
        let folders =
            ["real-apps"] + ((try? FileManager.default.contentsOfDirectory(atPath: shared + "/migrations")) ?? []).sorted().map { "migrations/\($0)/after" }
        return folders.flatMap { folder in
            LocalizationLoader.sources(in: [shared + "/" + folder], diagnostics: DiagnosticBag())
                .filter(\.isCatalog).map { String($0.path.dropFirst(shared.count + 1)) }
        }
    }()

    static let needed = ConditionTrait.enabled(if: !paths.isEmpty, "needs ../shared/real-apps and ../shared/migrations beside the checkout")
}

@Suite(SharedCatalogs.needed)
struct SharedCatalogFormatTests {
    static let catalogs = SharedCatalogs.paths

    static func bytes(_ catalog: String) throws -> [UInt8] {
        try StringCatalogWriterTests.bytes(TestSupport.shared! + "/" + catalog)
    }

    @Test func theSharedCatalogsAreThere() {
        // 17 in the real apps, 13 in the migrations when this was written.
        #expect(Self.catalogs.count >= 30, "\(Self.catalogs)")
    }

    @Test(arguments: catalogs)
    func isLeftByteForByte(_ catalog: String) throws {
        let bytes = try Self.bytes(catalog)
        let (formatted, diagnostics) = StringCatalogWriterTests.format(bytes, path: catalog)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let result = try #require(formatted)
        #expect(StringCatalogWriterTests.same(result, bytes), "\(StringCatalogWriterTests.firstDifference(bytes, result))")
    }

    /// Re-serialised by other writers (keys shuffled on one line; re-sorted by code point,
    /// re-indented, escaped as ASCII, with a final line break), it comes back to Xcode's exact
    /// bytes. (Two of the writers: each costs seconds on these megabytes in a debug build; the
    /// fixtures go through all of them.)
    @Test(arguments: catalogs)
    func comesBackFromOtherWritersCopies(_ catalog: String) throws {
        let original = try Self.bytes(catalog)
        for copy in try OtherWriters.copies(of: original, kinds: [.compactUnsorted, .pythonStyle]) {
            let (formatted, diagnostics) = StringCatalogWriterTests.format(copy.bytes, path: catalog)
            #expect(diagnostics.isEmpty, "\(copy): \(diagnostics.prefix(3))")
            #expect(
                StringCatalogWriterTests.same(formatted, original),
                "\(copy): \(formatted.map { StringCatalogWriterTests.firstDifference(original, $0) } ?? "not formatted")")
        }
    }

    /// The oracle agrees: Foundation's `JSONSerialization` with Xcode's options writes each of
    /// them as Xcode did (what makes it the oracle of the other tests).
    @Test(arguments: catalogs)
    func theOracleWritesItAsXcodeDid(_ catalog: String) throws {
        let bytes = try Self.bytes(catalog)
        #expect(StringCatalogWriterTests.same(try OtherWriters.xcode(bytes), bytes))
    }
}
