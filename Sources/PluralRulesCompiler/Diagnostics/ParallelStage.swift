import Dispatch

/// Runs one stage on independent items on every core, with deterministic results: the
/// outputs come back in the items' order, and each item's diagnostics are reported in that
/// order too, as if the items had run one after another.
///
/// ```swift
/// let tables = ParallelStage.map(sources, diagnostics: bag) { source, diagnostics in
///     read(source, diagnostics: diagnostics)
/// }
/// ```
public enum ParallelStage {
    public static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], diagnostics: DiagnosticCollector, _ transform: @Sendable (Item, DiagnosticCollector) -> Output
    ) -> [Output] {
        guard items.count > 1 else {
            return items.map { transform($0, diagnostics) }
        }
        let slots = Slots<(Output, [Diagnostic])>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let bag = DiagnosticBag()
            let output = transform(items[index], bag)
            slots.store((output, bag.diagnostics), at: index)
        }
        return slots.values.map { output, reported in
            reported.forEach(diagnostics.report)
            return output
        }
    }

    /// Drops the caller's last reference to `value` on another thread, so that freeing a large
    /// structure overlaps the work that follows instead of delaying it. Pass it with `consume`:
    /// a reference the caller keeps makes this a mere decrement.
    public static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.value = nil }
    }

    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: Value) { self.value = value }
    }

    /// One slot per item, each written once by its own task before any is read.
    private final class Slots<Value>: @unchecked Sendable {
        private let storage: UnsafeMutablePointer<Value?>
        private let count: Int

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        deinit {
            storage.deinitialize(count: count)
            storage.deallocate()
        }

        func store(_ value: Value, at index: Int) { storage[index] = value }

        var values: [Value] { (0..<count).map { storage[$0]! } }
    }
}
