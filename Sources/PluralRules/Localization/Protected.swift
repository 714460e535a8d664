// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value that many threads may read and write: the process-wide current localization.
public final class _Protected<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    #if canImport(Darwin)
    private let lock: UnsafeMutablePointer<os_unfair_lock>
    #elseif canImport(Glibc) || canImport(Musl)
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    public init(_ value: Value) {
        self.value = value
        #if canImport(Darwin)
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        #elseif canImport(Glibc) || canImport(Musl)
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        lock.deallocate()
        #endif
    }

    public func get() -> Value { withLock { value } }
    public func set(_ newValue: Value) { withLock { value = newValue } }
    /// Reads and changes the value under one lock.
    public func update<Result>(_ body: (inout Value) -> Result) -> Result { withLock { body(&value) } }

    private func withLock<T>(_ body: () -> T) -> T {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        #elseif canImport(Glibc) || canImport(Musl)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return body()
    }
}

/// What generated `init(locale:)`s have made, by the identifier asked for: at most `limit`
/// values (all are dropped when that is reached), and the one found last is compared first, so
/// asking again for the same identifier costs one comparison of two strings under the lock
/// rather than hashing it.
public final class _IdentifierCache<Value: Sendable>: Sendable {
    private let storage = _Protected<(last: (identifier: String, value: Value)?, all: [String: Value])>((nil, [:]))
    private let limit: Int

    public init(limit: Int = 64) { self.limit = limit }

    /// The value made for `identifier`, if it is kept.
    public func value(for identifier: String) -> Value? {
        storage.update { cache in
            if let last = cache.last, last.identifier == identifier { return last.value }
            guard let found = cache.all[identifier] else { return nil }
            cache.last = (identifier, found)
            return found
        }
    }

    /// Keeps `value` for `identifier`.
    public func store(_ value: Value, for identifier: String) {
        storage.update { cache in
            if cache.all.count >= limit { cache.all.removeAll() }
            cache.all[identifier] = value
            cache.last = (identifier, value)
        }
    }

    /// How many values are kept.
    public var count: Int { storage.update { $0.all.count } }
}
