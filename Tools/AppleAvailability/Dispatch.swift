// A stand-in for Apple's Dispatch module, for `.ci/apple-typecheck` only (see Darwin.swift):
// what the tool calls, with Apple's availability (macOS 10.10, iOS 8, tvOS 9, watchOS 2 for the
// Swift API of DispatchQueue: older than every deployment target the package declares).

public struct DispatchQoS: Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
}

public final class DispatchQueue: @unchecked Sendable {
    private init() {}
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {}
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue() }
    public func async(execute work: @escaping @Sendable () -> Void) {}
}
