// No imports: timing uses the standard library's `ContinuousClock`, a monotonic clock.

/// The rows of the report, in the order they are printed.
enum Measurement: CaseIterable {
    case cardinalIntegers
    case ordinalIntegers
    case decimalStrings
    case parsedDecimals
    case localeResolution

    /// The measurement column: what one operation is.
    var title: String {
        switch self {
        case .cardinalIntegers: "category(for: Int), cardinal"
        case .ordinalIntegers: "category(for: Int), ordinal"
        case .decimalStrings: "category(for: String), decimal"
        case .parsedDecimals: "category(for: PluralOperands)"
        case .localeResolution: "PluralRules(locale:)"
        }
    }

    /// The work of one timed run of the generated code or the interpreter, at full size: about 100 ms a run for the
    /// generated code and 50 ms for the interpreter on the machine of the README's figures. The
    /// interpreter is 10 to 100 times slower, so its runs do less work; ns/op makes them comparable.
    func runSize(isInterpreter: Bool) -> RunSize {
        switch (self, isInterpreter) {
        case (.cardinalIntegers, false): RunSize(passes: 16, integerCount: Workload.integerCount)
        case (.cardinalIntegers, true): RunSize(passes: 1, integerCount: 2_048)
        case (.ordinalIntegers, false): RunSize(passes: 32, integerCount: Workload.integerCount)
        case (.ordinalIntegers, true): RunSize(passes: 2, integerCount: 4_096)
        case (.decimalStrings, false): RunSize(passes: 1_000, integerCount: 0)
        case (.decimalStrings, true): RunSize(passes: 60, integerCount: 0)
        case (.parsedDecimals, false): RunSize(passes: 8_000, integerCount: 0)
        case (.parsedDecimals, true): RunSize(passes: 120, integerCount: 0)
        case (.localeResolution, false): RunSize(passes: 12_000, integerCount: 0)
        case (.localeResolution, true): RunSize(passes: 200, integerCount: 0)
        }
    }

    /// One timed run of `implementation`: the number of operations it performs (the divisor of
    /// ns/op) and a closure that performs it and returns its checksum.
    func plan(
        _ implementation: any BenchmarkedImplementation, size: RunSize, workload: Workload,
        integers: UnsafeBufferPointer<Int>
    ) -> (operations: Int, perform: () -> Int) {
        switch self {
        case .cardinalIntegers, .ordinalIntegers:
            let kind: RuleKind = self == .cardinalIntegers ? .cardinal : .ordinal
            let prefix = UnsafeBufferPointer(rebasing: integers.prefix(size.integerCount))
            return (
                size.passes * workload.locales(kind).count * prefix.count,
                { implementation.selectIntegers(prefix, kind: kind, passes: size.passes) }
            )
        case .decimalStrings:
            return (
                size.passes * workload.cardinalLocales.count * workload.decimals.count,
                { implementation.selectDecimalStrings(passes: size.passes) }
            )
        case .parsedDecimals:
            return (
                size.passes * workload.cardinalLocales.count * workload.decimals.count,
                { implementation.selectParsedDecimals(passes: size.passes) }
            )
        case .localeResolution:
            return (
                size.passes * workload.localeIdentifiers.count,
                { implementation.resolveLocales(passes: size.passes) }
            )
        }
    }
}

/// How much work one timed run does: `passes` over the inputs, and for the integer rows the
/// length of the prefix of the integer sequence that each pass covers.
struct RunSize {
    var passes: Int
    var integerCount: Int

    /// The size cut `factor` times, for `--quick`: passes first, then integers.
    func reduced(by factor: Int) -> RunSize {
        if passes >= factor { return RunSize(passes: passes / factor, integerCount: integerCount) }
        return RunSize(passes: 1, integerCount: max(1, integerCount * passes / factor))
    }
}

/// The timed runs of one implementation on one measurement.
struct MeasurementResult {
    let measurement: Measurement
    let implementation: String
    /// Nanoseconds per operation of each timed run, in the order they ran.
    let nanosecondsPerOperation: [Double]
    /// The checksum of the last run: the same for every run, and for every report made from the
    /// same sources at the same size, since the workload is deterministic.
    let checksum: Int

    /// The fastest run: what the report's ns/op column shows. Interference from other work on
    /// the machine only ever slows a run down, so the fastest run is the steadiest estimate of
    /// what the code costs.
    var best: Double {
        nanosecondsPerOperation.min() ?? 0
    }

    /// The median run, shown next to the best so that a noisy report stands out.
    var median: Double {
        let sorted = nanosecondsPerOperation.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The slowest run's excess over the fastest, relative to the fastest.
    var spread: Double {
        guard let slowest = nanosecondsPerOperation.max(), best > 0 else { return 0 }
        return (slowest - best) / best
    }
}

/// One row to time: a measurement of one implementation, and the work of one run.
struct TimedRow {
    let measurement: Measurement
    let implementation: String
    /// The operations one run performs: the divisor of ns/op.
    let operations: Int
    /// Performs one run and returns its checksum.
    let perform: () -> Int
}

/// Times every row `runs` times, in rounds: one run of every row, then the next round. A burst
/// of other work on the machine then slows one run of several rows rather than every run of
/// one row, and the best run of each row stays clean. A first, untimed round warms caches,
/// branch predictors and the allocator.
func measure(_ rows: [TimedRow], runs: Int) -> [MeasurementResult] {
    let clock = ContinuousClock()
    var checksums = rows.map { $0.perform() }
    var timings = Array(repeating: [Double](), count: rows.count)
    for _ in 0..<runs {
        for (index, row) in rows.enumerated() {
            var checksum = 0
            let elapsed = clock.measure { checksum = row.perform() }
            checksums[index] = checksum
            timings[index].append(nanoseconds(elapsed) / Double(row.operations))
        }
    }
    return rows.indices.map { index in
        MeasurementResult(
            measurement: rows[index].measurement, implementation: rows[index].implementation,
            nanosecondsPerOperation: timings[index], checksum: checksums[index])
    }
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
