/// AddressSanitizer's defaults for instrumented builds of the tool and of the tests
/// (`swift test --sanitize=address`, which links this module into the test executable):
/// memory errors are checked, leaks are not.
///
/// LeakSanitizer cannot follow the pointers of Swift's multi-payload enums, whose case is kept
/// in the pointer's spare bits (`RenderFragment.plural`, for one): it reports the values still
/// alive when the process exits as leaks, in this tool and in XCTest alike. A program that
/// builds such an enum and frees it before exit reports nothing; one that exits holding it
/// reports a "direct leak" of every tagged case. Its reports would be noise, so it is off.
///
/// Only a sanitizer runtime calls this; other builds never do.
@_cdecl("__asan_default_options")
func addressSanitizerDefaultOptions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(StaticString("detect_leaks=0").utf8Start).assumingMemoryBound(to: CChar.self)
}
