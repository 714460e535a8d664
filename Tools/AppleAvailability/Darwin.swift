// swift-format-ignore-file: TypeNamesShouldBeCapitalized
// (the C library's own names, as Swift imports them)
//
// A stand-in for Apple's Darwin module, for `.ci/apple-typecheck` only: it declares the C library
// functions the tool's sources call, with the signatures Swift imports them with on Apple
// platforms (from the macOS SDK's headers, as Apple's documentation shows them), so that the
// tool type-checks against Apple's availability on Linux. Never linked, never run: the bodies
// only satisfy the compiler. Every function here is older than macOS 10.13, so none carries an
// availability attribute; a function that is newer must carry Apple's.
//
// A declaration the sources need and this file lacks is a "cannot find" error in the check: add
// it here as the SDK declares it.

public typealias FILE = OpaquePointer
public typealias pid_t = Int32
public typealias mode_t = UInt16
public typealias size_t = Int

public var errno: Int32 {
    get { 0 }
    set {}
}
public var ESRCH: Int32 { 3 }
public var ENOENT: Int32 { 2 }
public var EINTR: Int32 { 4 }
public var EEXIST: Int32 { 17 }
public var stdout: UnsafeMutablePointer<FILE>! { nil }
public var stderr: UnsafeMutablePointer<FILE>! { nil }

public func memcmp(_ s1: UnsafeRawPointer!, _ s2: UnsafeRawPointer!, _ n: Int) -> Int32 { 0 }
public func memcpy(_ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int) -> UnsafeMutableRawPointer! { dst }
public func memchr(_ s: UnsafeRawPointer!, _ c: Int32, _ n: Int) -> UnsafeMutableRawPointer! { nil }
public func strspn(_ s: UnsafePointer<CChar>!, _ charset: UnsafePointer<CChar>!) -> Int { 0 }
public func strlen(_ s: UnsafePointer<CChar>!) -> Int { 0 }
public func exit(_ status: Int32) -> Never { fatalError() }
public func fflush(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { 0 }
public func fputs(_ s: UnsafePointer<CChar>!, _ stream: UnsafeMutablePointer<FILE>!) -> Int32 { 0 }
public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { nil }
public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { 0 }
public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { 0 }
public func close(_ fd: Int32) -> Int32 { 0 }
public func isatty(_ fd: Int32) -> Int32 { 0 }
public func getpid() -> pid_t { 0 }
public func kill(_ pid: pid_t, _ sig: Int32) -> Int32 { 0 }
public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { 0 }
public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { 0 }
public func link(_ path1: UnsafePointer<CChar>!, _ path2: UnsafePointer<CChar>!) -> Int32 { 0 }

public struct pthread_mutex_t { public init() {} }
public struct pthread_mutexattr_t { public init() {} }
public func pthread_mutex_init(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!, _ attr: UnsafePointer<pthread_mutexattr_t>!) -> Int32 { 0 }
public func pthread_mutex_lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 { 0 }
public func pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 { 0 }
public func pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 { 0 }
