// CoreFoundation's reading of a file: `CFPropertyListCreateWithData`, the parser
// `PropertyListSerialization` and `Bundle` call, walked at the CF level. Foundation is the
// oracle here and in tests only, never in the runtime or in generated code.
import CoreFoundation
import Foundation

enum CoreFoundationReader {
    /// What CF made of `bytes`: the tree, or CF's reason for rejecting the file whole.
    static func read(_ bytes: [UInt8]) -> Result<PropertyListTree, Rejection> {
        let data = bytes.withUnsafeBufferPointer { CFDataCreate(nil, $0.baseAddress, $0.count)! }
        var error: Unmanaged<CFError>?
        guard let plist = CFPropertyListCreateWithData(nil, data, 0, nil, &error) else {
            return .failure(Rejection(reason: error.map { reason(of: $0.takeRetainedValue()) } ?? "no error given"))
        }
        return .success(tree(plist.takeRetainedValue()))
    }

    struct Rejection: Error, Equatable {
        /// CF's debug description ("Unexpected character \u{FEFF} at line 1"), else its description.
        var reason: String
    }

    private static func reason(of error: CFError) -> String {
        if let info = CFErrorCopyUserInfo(error) {
            let key = CFStringCreateWithCString(nil, "NSDebugDescription", CFStringBuiltInEncodings.UTF8.rawValue)!
            if let value = CFDictionaryGetValue(info, unsafeBitCast(key, to: UnsafeRawPointer.self)) {
                let object = Unmanaged<AnyObject>.fromOpaque(value).takeUnretainedValue()
                if CFGetTypeID(object) == CFStringGetTypeID() {
                    return String(decoding: units(cast(object, to: CFString.self)), as: UTF16.self)
                }
            }
        }
        return String(decoding: units(CFErrorCopyDescription(error)), as: UTF16.self)
    }

    private static func units(_ string: CFString) -> [UInt16] {
        let count = CFStringGetLength(string)
        var units = [UInt16](repeating: 0, count: count)
        CFStringGetCharacters(string, CFRangeMake(0, count), &units)
        return units
    }

    /// `object` as the CF type its type ID says it is. Not `unsafeDowncast`: a debug build
    /// checks that cast with Swift's dynamic casting, which does not know CF's types on Linux.
    private static func cast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque()).takeUnretainedValue()
    }

    private static func object(_ pointer: UnsafeRawPointer?) -> AnyObject {
        Unmanaged<AnyObject>.fromOpaque(pointer!).takeUnretainedValue()
    }

    private static func tree(_ object: AnyObject) -> PropertyListTree {
        let type = CFGetTypeID(object)
        if type == CFStringGetTypeID() { return .string(units(cast(object, to: CFString.self))) }
        if type == CFDictionaryGetTypeID() {
            let dictionary = cast(object, to: CFDictionary.self)
            let count = CFDictionaryGetCount(dictionary)
            var keys = [UnsafeRawPointer?](repeating: nil, count: count)
            var values = [UnsafeRawPointer?](repeating: nil, count: count)
            CFDictionaryGetKeysAndValues(dictionary, &keys, &values)
            var entries: [[UInt16]: PropertyListTree] = [:]
            for index in 0..<count {
                let key = self.object(keys[index])
                guard CFGetTypeID(key) == CFStringGetTypeID() else { return .unrepresentable("a key that is not a string") }
                entries[units(cast(key, to: CFString.self))] = tree(self.object(values[index]))
            }
            return .dictionary(entries)
        }
        if type == CFArrayGetTypeID() {
            let array = cast(object, to: CFArray.self)
            return .array((0..<CFArrayGetCount(array)).map { tree(self.object(CFArrayGetValueAtIndex(array, $0))) })
        }
        if type == CFBooleanGetTypeID() { return .boolean(CFBooleanGetValue(cast(object, to: CFBoolean.self))) }
        if type == CFNumberGetTypeID() {
            let number = cast(object, to: CFNumber.self)
            if CFNumberIsFloatType(number) {
                var value = 0.0
                CFNumberGetValue(number, .doubleType, &value)
                return .real(value)
            }
            var value: Int64 = 0
            // An integer beyond Int64 (CF keeps up to UInt64) does not convert exactly.
            guard CFNumberGetValue(number, .sInt64Type, &value) else { return .unrepresentable("an integer beyond Int64") }
            return .integer(value)
        }
        if type == CFDataGetTypeID() {
            let data = cast(object, to: CFData.self)
            let count = CFDataGetLength(data)
            return .data(count == 0 ? [] : Array(UnsafeBufferPointer(start: CFDataGetBytePtr(data), count: count)))
        }
        if type == CFDateGetTypeID() { return .date(CFDateGetAbsoluteTime(cast(object, to: CFDate.self))) }
        return .unrepresentable("CF type \(type)")
    }
}
