// No imports: the workload is plain integers and strings that both implementations take.

/// Which rules a measurement selects with: cardinal ("5 files") or ordinal ("the 5th file").
///
/// The benchmark's own type, because both libraries define a `PluralRuleType` and the files
/// that import one of them cannot name the other's.
enum RuleKind: String {
    case cardinal, ordinal
}

/// The inputs every implementation is measured on, built once, so that the rows of a report
/// compare the same work and two reports compare the same inputs.
struct Workload {
    /// Integers in `0...1_000_000` from a fixed seed: the same sequence on every run and machine.
    let integers: [Int]
    /// Decimals written as apps show them: trailing zeros that count, and compact notation.
    let decimals: [String]
    /// Locale identifiers as apps receive them, with regions, scripts and legacy codes.
    let localeIdentifiers: [String]
    /// The locales of each rule type, as the generated code lists them.
    let cardinalLocales: [String]
    let ordinalLocales: [String]

    /// How many integers the sequence holds: 128 KiB of `Int`, which stays in the L2 cache,
    /// so the loop measures selection and not memory.
    static let integerCount = 16_384

    /// The largest integer in the sequence.
    static let largestInteger: UInt64 = 1_000_000

    static let decimals = [
        "1.5", "0.0", "21.30", "1000000.0", "2.75", "1.2c6", "0.5", "1.0",
        "3.14", "11.25", "101.01", "0.01", "22.0", "5.5c3", "12345.678", "2.00",
    ]

    static let localeIdentifiers = [
        "en", "pt-BR", "zh-Hant-TW", "de-CH", "ru", "ar", "sr-Latn", "iw",
        "en-US", "fr-CA", "es-419", "pt_PT", "ja-JP", "nb-NO", "uk-UA", "pl",
    ]

    init(cardinalLocales: [String], ordinalLocales: [String]) {
        var generator = SplitMix64(seed: 0x5EED_0F_C1D2)
        integers = (0..<Self.integerCount).map { _ in Int(generator.next() % (Self.largestInteger + 1)) }
        decimals = Self.decimals
        localeIdentifiers = Self.localeIdentifiers
        self.cardinalLocales = cardinalLocales
        self.ordinalLocales = ordinalLocales
    }

    /// The locales with rules of `kind`.
    func locales(_ kind: RuleKind) -> [String] {
        kind == .cardinal ? cardinalLocales : ordinalLocales
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny generator whose output depends only on
/// its seed, unlike the standard library's `SystemRandomNumberGenerator`.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
