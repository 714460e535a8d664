// A stand-in for Apple's Foundation, for `.ci/apple-typecheck` only (see Darwin.swift): the part
// of Foundation the `plural-rules` tool and the PluralRulesCompiler library use, declared with
// the availability Apple's documentation gives each symbol, so that the tool's sources
// type-check on Linux at the package's macOS deployment target. Never linked, never run.
//
// Symbols without an attribute are available on every system the package declares (Apple's
// documentation lists them since macOS 10.0 to 10.10). A symbol the sources need and this file
// lacks is a "cannot find" / "has no member" error in the check: add it as Apple documents it,
// with its `@available` when it is newer than macOS 10.13 / iOS 12 / tvOS 12 / watchOS 4.

@_exported import Darwin
@_exported import Dispatch

public struct ObjCBool: ExpressibleByBooleanLiteral {
    public init(_ value: Bool) { boolValue = value }
    public init(booleanLiteral value: Bool) { boolValue = value }
    public var boolValue: Bool
}

// MARK: Data

public struct Data: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable {
    public typealias Index = Int
    public typealias Element = UInt8
    public typealias Indices = Range<Int>
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 {}
    public init(bytes: UnsafeRawPointer, count: Int) {}
    public init(bytesNoCopy bytes: UnsafeMutableRawPointer, count: Int, deallocator: Deallocator) {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> UInt8 {
        get { 0 }
        set {}
    }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == UInt8 {}
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: nil, count: 0))
    }
    public mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeMutableRawBufferPointer(start: nil, count: 0))
    }
    public enum Deallocator { case none, free }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withoutOverwriting = WritingOptions(rawValue: 2)  // macOS 10.8
    }
    public func write(to url: URL, options: WritingOptions = []) throws {}
    public init(contentsOf url: URL) throws {}
}

// MARK: URL

public struct URL: Hashable, Sendable {
    public init(fileURLWithPath path: String) {}
    public init(fileURLWithPath path: String, isDirectory: Bool) {}
    @available(macOS 10.11, iOS 9.0, *)
    public init(fileURLWithPath path: String, relativeTo base: URL?) {}
    public init?(string: String) {}
    public var path: String { "" }
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func path(percentEncoded: Bool = true) -> String { "" }
    public var standardizedFileURL: URL { self }
    public func resolvingSymlinksInPath() -> URL { self }
    public func deletingLastPathComponent() -> URL { self }
    public func appendingPathComponent(_ component: String) -> URL { self }
    public func appendingPathComponent(_ component: String, isDirectory: Bool) -> URL { self }
    public var lastPathComponent: String { "" }
    public var pathExtension: String { "" }
    public var pathComponents: [String] { [] }
    public var isFileURL: Bool { true }
}

// MARK: Errors

public struct CocoaError: Error {
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let fileWriteUnknown = Code(rawValue: 512)
        public static let fileWriteFileExists = Code(rawValue: 516)
        public static let fileNoSuchFile = Code(rawValue: 4)
        public static let fileReadNoSuchFile = Code(rawValue: 260)
    }
    public init(_ code: Code, userInfo: [String: Any] = [:]) {}
    public var code: Code { .fileWriteUnknown }
}
extension Error {
    public var localizedDescription: String { "" }
}
public let NSFilePathErrorKey = "NSFilePath"
public let NSUnderlyingErrorKey = "NSUnderlyingError"
public struct POSIXErrorCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init?(rawValue: Int32) { self.rawValue = rawValue }
    public static let EIO = POSIXErrorCode(rawValue: 5)!
    public static let ENOENT = POSIXErrorCode(rawValue: 2)!
}
public struct POSIXError: Error {
    public init(_ code: POSIXErrorCode) {}
    public var code: POSIXErrorCode { .EIO }
}

// MARK: FileManager

public struct FileAttributeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let type = FileAttributeKey(rawValue: "NSFileType")
    public static let size = FileAttributeKey(rawValue: "NSFileSize")
    public static let posixPermissions = FileAttributeKey(rawValue: "NSFilePosixPermissions")
}
public struct FileAttributeType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let typeDirectory = FileAttributeType(rawValue: "NSFileTypeDirectory")
    public static let typeRegular = FileAttributeType(rawValue: "NSFileTypeRegular")
    public static let typeSymbolicLink = FileAttributeType(rawValue: "NSFileTypeSymbolicLink")
}
public struct URLResourceKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

open class NSObject {
    public init() {}
}
open class NSEnumerator: NSObject {
    open func nextObject() -> Any? { nil }
}
extension NSEnumerator: Sequence {
    public struct Iterator: IteratorProtocol { public mutating func next() -> Any? { nil } }
    public func makeIterator() -> Iterator { Iterator() }
}
open class FileManager: NSObject {
    open class var `default`: FileManager { FileManager() }
    open func fileExists(atPath path: String) -> Bool { false }
    open func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool { false }
    open func isReadableFile(atPath path: String) -> Bool { false }
    open func contents(atPath path: String) -> Data? { nil }
    open func createFile(atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]? = nil) -> Bool { false }
    open func contentsOfDirectory(atPath path: String) throws -> [String] { [] }
    open func removeItem(atPath path: String) throws {}
    open func removeItem(at url: URL) throws {}
    open func copyItem(atPath srcPath: String, toPath dstPath: String) throws {}
    open func moveItem(atPath srcPath: String, toPath dstPath: String) throws {}
    open func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {}
    open func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {}
    open var currentDirectoryPath: String { "" }
    open func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator? { nil }
    open func enumerator(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?, options mask: FileManager.DirectoryEnumerationOptions = [],
        errorHandler handler: ((URL, Error) -> Bool)? = nil
    ) -> FileManager.DirectoryEnumerator? { nil }
    open func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] { [:] }
    open func destinationOfSymbolicLink(atPath path: String) throws -> String { "" }
    open func setAttributes(_ attributes: [FileAttributeKey: Any], ofItemAtPath path: String) throws {}
    open class DirectoryEnumerator: NSEnumerator {
        open func skipDescendants() {}
        open var fileAttributes: [FileAttributeKey: Any]? { nil }
    }
    public struct DirectoryEnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let skipsHiddenFiles = DirectoryEnumerationOptions(rawValue: 4)
    }
}

// MARK: JSONSerialization

open class JSONSerialization: NSObject {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mutableContainers = ReadingOptions(rawValue: 1)
        public static let fragmentsAllowed = ReadingOptions(rawValue: 4)
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = WritingOptions(rawValue: 1)
        @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
        public static let sortedKeys = WritingOptions(rawValue: 2)
        public static let fragmentsAllowed = WritingOptions(rawValue: 4)
        @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
        public static let withoutEscapingSlashes = WritingOptions(rawValue: 8)
    }
    open class func jsonObject(with data: Data, options opt: ReadingOptions = []) throws -> Any { 0 }
    open class func data(withJSONObject obj: Any, options opt: WritingOptions = []) throws -> Data { Data() }
    open class func isValidJSONObject(_ obj: Any) -> Bool { false }
}

// MARK: NSString and the string API Foundation adds

open class NSString: NSObject {
    public init(string: String) {}
    open var deletingLastPathComponent: String { "" }
    open var lastPathComponent: String { "" }
    open var pathExtension: String { "" }
    open func appendingPathComponent(_ str: String) -> String { "" }
    public struct CompareOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let caseInsensitive = CompareOptions(rawValue: 1)
        public static let literal = CompareOptions(rawValue: 2)
        public static let numeric = CompareOptions(rawValue: 64)
        public static let widthInsensitive = CompareOptions(rawValue: 256)
        public static let forcedOrdering = CompareOptions(rawValue: 512)
        public static let regularExpression = CompareOptions(rawValue: 1024)
    }
}
public enum ComparisonResult: Int, Sendable {
    case orderedAscending = -1
    case orderedSame = 0
    case orderedDescending = 1
}
public struct Locale: Hashable, Sendable {
    public init(identifier: String) {}
    public var identifier: String { "" }
}
extension String {
    public typealias CompareOptions = NSString.CompareOptions
}
extension StringProtocol {
    public func compare<T: StringProtocol>(_ aString: T, options mask: String.CompareOptions = [], range: Range<Index>? = nil, locale: Locale? = nil)
        -> ComparisonResult
    { .orderedSame }
    public func range<T: StringProtocol>(of aString: T, options mask: String.CompareOptions = [], range searchRange: Range<Index>? = nil, locale: Locale? = nil)
        -> Range<Index>?
    { nil }
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement) -> String { "" }
    public func contains<T: StringProtocol>(_ other: T) -> Bool { false }
    public var capitalized: String { "" }
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { [] }
}
extension String {
    public init(contentsOfFile path: String, encoding enc: Encoding) throws { self = "" }
    public init(contentsOf url: URL, encoding enc: Encoding) throws { self = "" }
    public init?(data: Data, encoding: Encoding) { nil }
    public struct Encoding: Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let utf8 = Encoding(rawValue: 4)
    }
}

// MARK: Processes and files

open class FileHandle: NSObject {
    open class var standardOutput: FileHandle { FileHandle() }
    open class var standardError: FileHandle { FileHandle() }
    open class var standardInput: FileHandle { FileHandle() }
    public convenience init?(forReadingAtPath path: String) { self.init() }
    open func write(_ data: Data) {}
    open func readDataToEndOfFile() -> Data { Data() }
    open func closeFile() {}
    @available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *)
    public func write<T: DataProtocol>(contentsOf data: T) throws {}
    @available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *)
    public func read(upToCount count: Int) throws -> Data? { nil }
    @available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *)
    public func readToEnd() throws -> Data? { nil }
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public func close() throws {}
}
public protocol DataProtocol: RandomAccessCollection where Element == UInt8 {}
extension Data: DataProtocol {}
extension Array: DataProtocol where Element == UInt8 {}

open class ProcessInfo: NSObject {
    open class var processInfo: ProcessInfo { ProcessInfo() }
    open var environment: [String: String] { [:] }
    open var arguments: [String] { [] }
    open var activeProcessorCount: Int { 1 }
    open var processIdentifier: Int32 { 0 }
}
