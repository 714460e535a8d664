#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// C's own `printf`, as the oracle for number formatting.
enum CFormat {
    /// `printf("%.*f", digits, value)`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 1100)
        let count = withVaList([Int32(digits), value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.*f", arguments)
        }
        precondition(count < buffer.count)
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
