// No imports: the report is text.

/// The results as a Markdown table, one row per measurement and implementation, ready for
/// columns from other implementations (ICU4C, Node) to join on the measurement.
struct Report {
    let results: [MeasurementResult]
    /// The implementation the ratio column divides by.
    let baseline: String

    /// ns/op and the ratio use the best run; the median and the spread show how steady the runs were.
    static let headers = ["measurement", "implementation", "ns/op", "× generated", "median", "spread"]

    /// The table, padded so that it also reads well in a terminal.
    var table: String {
        let rows = results.map { result -> [String] in
            let baselineBest = results.first {
                $0.measurement == result.measurement && $0.implementation == baseline
            }?.best
            return [
                result.measurement.title,
                result.implementation,
                Self.formatNanoseconds(result.best),
                baselineBest.map { Self.formatRatio(result.best / $0) } ?? "–",
                Self.formatNanoseconds(result.median),
                Self.formatPercentage(result.spread),
            ]
        }
        let columns = Self.headers.indices
        let widths = columns.map { column in
            ([Self.headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        // Text columns are left-aligned, numbers right-aligned.
        let rightAligned = [false, false, true, true, true, true]
        func format(_ cells: [String]) -> String {
            let padded = columns.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return rightAligned[column] ? padding + cells[column] : cells[column] + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + columns.map { column in
                String(repeating: "-", count: widths[column] + 1) + (rightAligned[column] ? ":" : "-")
            }.joined(separator: "|") + "|"
        return ([format(Self.headers), rule] + rows.map(format)).joined(separator: "\n")
    }

    /// Three significant figures, at most two decimals: `1.84`, `23.5`, `512`, `48213`.
    static func formatNanoseconds(_ value: Double) -> String {
        if value < 10 { return fixed(value, decimals: 2) }
        if value < 100 { return fixed(value, decimals: 1) }
        return fixed(value, decimals: 0)
    }

    /// `1.00×`, `12.3×`, `456×`.
    static func formatRatio(_ value: Double) -> String {
        formatNanoseconds(value) + "×"
    }

    /// `3%`, `0.4%`.
    static func formatPercentage(_ value: Double) -> String {
        let percentage = value * 100
        return (percentage < 0.95 ? fixed(percentage, decimals: 1) : fixed(percentage, decimals: 0)) + "%"
    }

    /// `value` rounded to `decimals` places, without Foundation's `String(format:)`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let whole = String(scaled / scale)
        guard decimals > 0 else { return whole }
        let fraction = String(scaled % scale)
        return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
