import PluralRules
import PluralRulesCompiler
import Testing

/// The device key of `NSStringDeviceSpecificRuleType` forms (`_DeviceFamily`), one case per row
/// of its table, with what each OS reports as public reports describe it (no Mac here to run
/// them on): `hw.machine`, `hw.model`, and the simulator's `SIMULATOR_MODEL_IDENTIFIER`.
@Suite struct DeviceFamilyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var system: _DeviceFamily.System
        var inSimulator = false
        var machine: String?
        var hardwareModel: String?
        var simulatorModel: String?
        var key: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        // Devices (row 6): hw.machine by its prefix.
        Case(name: "iPhone", system: .iOS, machine: "iPhone14,2", hardwareModel: "D63AP", key: "iphone"),
        Case(name: "iPod touch", system: .iOS, machine: "iPod9,1", hardwareModel: "N112AP", key: "ipod"),
        Case(name: "iPad", system: .iOS, machine: "iPad13,1", hardwareModel: "J307AP", key: "ipad"),
        Case(name: "iPad Pro (the identifier iOS apps on a Mac are given)", system: .iOS, machine: "iPad8,6", hardwareModel: "J320xAP", key: "ipad"),
        Case(name: "iPhone app on an iPad", system: .iOS, machine: "iPad13,1", hardwareModel: "J517AP", key: "ipad"),
        Case(name: "Apple TV", system: .tvOS, machine: "AppleTV11,1", hardwareModel: "J255AP", key: "appletv"),
        Case(name: "Apple Watch", system: .watchOS, machine: "Watch6,1", hardwareModel: "N187sAP", key: "applewatch"),
        Case(name: "Apple Vision Pro", system: .visionOS, machine: "RealityDevice14,1", hardwareModel: "N301AP", key: "applevision"),
        Case(name: "iPad app on Apple Vision Pro", system: .iOS, machine: "RealityDevice14,1", hardwareModel: "N301AP", key: "applevision"),
        // Simulators (row 4): the simulated device wins over the Mac's hw.machine and hw.model.
        Case(
            name: "iPad simulator on an arm64 Mac", system: .iOS, inSimulator: true, machine: "arm64", hardwareModel: "Mac14,2", simulatorModel: "iPad13,1",
            key: "ipad"),
        Case(
            name: "iPad simulator on an x86_64 Mac", system: .iOS, inSimulator: true, machine: "x86_64", hardwareModel: "MacBookPro16,1",
            simulatorModel: "iPad13,1", key: "ipad"),
        Case(
            name: "iPhone simulator", system: .iOS, inSimulator: true, machine: "arm64", hardwareModel: "MacBookAir10,1", simulatorModel: "iPhone14,2",
            key: "iphone"),
        Case(
            name: "Apple TV simulator", system: .tvOS, inSimulator: true, machine: "arm64", hardwareModel: "Mac14,2", simulatorModel: "AppleTV11,1",
            key: "appletv"),
        Case(
            name: "Apple Watch simulator", system: .watchOS, inSimulator: true, machine: "x86_64", hardwareModel: "MacBookPro16,1", simulatorModel: "Watch6,1",
            key: "applewatch"),
        Case(
            name: "Apple Vision Pro simulator", system: .visionOS, inSimulator: true, machine: "arm64", hardwareModel: "Mac14,2",
            simulatorModel: "RealityDevice14,1", key: "applevision"),
        // iOS apps on a Mac with Apple silicon (row 5, our choice): hw.machine says iPad, hw.model the Mac.
        Case(name: "iPad app on a MacBook Air", system: .iOS, machine: "iPad8,6", hardwareModel: "MacBookAir10,1", key: "ipad"),
        Case(name: "iPad app on a Mac Studio", system: .iOS, machine: "iPad8,6", hardwareModel: "Mac13,1", key: "ipad"),
        Case(name: "iPhone app on an iMac", system: .iOS, machine: "iPad8,6", hardwareModel: "iMac21,1", key: "ipad"),
        Case(name: "iPad app on a Mac whose hw.machine names no iPad", system: .iOS, machine: "arm64", hardwareModel: "Mac14,2", key: "ipad"),
        Case(name: "iPad app in a macOS virtual machine", system: .iOS, machine: "iPad8,6", hardwareModel: "VirtualMac2,1", key: "ipad"),
        Case(name: "a Mac model name on tvOS is not an iOS app on a Mac", system: .tvOS, machine: "AppleTV11,1", hardwareModel: "Mac14,2", key: "appletv"),
        // Macs (rows 1, 2): whatever the machine says.
        Case(name: "Mac with Apple silicon", system: .macOS, machine: "arm64", hardwareModel: "Mac14,2", key: "mac"),
        Case(name: "Intel Mac", system: .macOS, machine: "x86_64", hardwareModel: "MacBookPro16,1", key: "mac"),
        Case(name: "Mac Catalyst, iPad idiom", system: .macCatalyst, machine: "iPad8,6", hardwareModel: "Mac14,2", key: "mac"),
        Case(name: "Mac Catalyst, Mac idiom", system: .macCatalyst, machine: "arm64", hardwareModel: "Mac14,2", key: "mac"),
        Case(name: "Mac Catalyst on an Intel Mac", system: .macCatalyst, machine: "x86_64", hardwareModel: "MacBookPro16,1", key: "mac"),
        // Not an Apple system (row 3).
        Case(name: "Linux", system: .other, machine: "x86_64", key: "other"),
        Case(name: "not Apple, whatever the machine says", system: .other, machine: "iPhone14,2", simulatorModel: "iPad13,1", key: "other"),
        // Unknown machine strings (row 7): the family of the system compiled for.
        Case(name: "a new kind of iOS device", system: .iOS, machine: "Fold1,1", hardwareModel: "F1AP", key: "iphone"),
        Case(name: "a new kind of tvOS device", system: .tvOS, machine: "HomeBox1,1", key: "appletv"),
        Case(name: "a new kind of watchOS device", system: .watchOS, machine: "Band1,1", key: "applewatch"),
        Case(name: "a new kind of visionOS device", system: .visionOS, machine: "Glasses1,1", key: "applevision"),
        Case(name: "prefixes compare case and all", system: .tvOS, machine: "ipad13,1", key: "appletv"),
        Case(name: "a prefix cut short", system: .watchOS, machine: "iPa", key: "applewatch"),
        Case(name: "a prefix alone is enough", system: .tvOS, machine: "iPad", key: "ipad"),
        Case(name: "a Mac model name compares case too", system: .iOS, machine: "iPad8,6", hardwareModel: "mac14,2", key: "ipad"),
        Case(
            name: "unknown simulated device", system: .tvOS, inSimulator: true, machine: "arm64", hardwareModel: "Mac14,2", simulatorModel: "NewTV1,1",
            key: "appletv"),
        // Empty strings and nothing (row 7).
        Case(name: "iOS, nothing reported", system: .iOS, key: "iphone"),
        Case(name: "iOS, empty strings", system: .iOS, machine: "", hardwareModel: "", simulatorModel: "", key: "iphone"),
        Case(name: "tvOS, nothing reported", system: .tvOS, key: "appletv"),
        Case(name: "watchOS, empty strings", system: .watchOS, machine: "", hardwareModel: "", key: "applewatch"),
        Case(name: "visionOS, nothing reported", system: .visionOS, key: "applevision"),
        Case(
            name: "iOS simulator with no model identifier is no Mac", system: .iOS, inSimulator: true, machine: "arm64", hardwareModel: "Mac14,2", key: "iphone"
        ),
        Case(
            name: "iOS simulator with an empty model identifier", system: .iOS, inSimulator: true, machine: "x86_64", hardwareModel: "MacBookPro16,1",
            simulatorModel: "", key: "iphone"),
        Case(name: "watchOS simulator, nothing reported", system: .watchOS, inSimulator: true, key: "applewatch"),
        Case(
            name: "a device ignores SIMULATOR_MODEL_IDENTIFIER", system: .iOS, machine: "iPhone14,2", hardwareModel: "D63AP", simulatorModel: "iPad13,1",
            key: "iphone"),
    ])
    func key(of device: Case) {
        let key = _DeviceFamily.key(
            system: device.system, inSimulator: device.inSimulator, machine: device.machine,
            hardwareModel: device.hardwareModel, simulatorModel: device.simulatorModel
        )
        #expect(key == device.key)
        // Every key is one the compiler accepts in NSStringDeviceSpecificRuleType dictionaries.
        #expect(deviceNames.contains(key))
    }

    /// Linux is not an Apple system: messages take their `other` form (see `MessageTests`).
    @Test func onLinuxTheDeviceIsOther() {
        #if os(Linux)
        #expect(_DeviceFamily.compiledFor == .other)
        #expect(!_DeviceFamily.compiledForSimulator)
        #expect(_currentDevice == "other")
        #endif
    }
}
