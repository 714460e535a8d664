// Part of the PluralRules runtime. `plural-rules embed-runtime` embeds this file into the tool,
// which pastes it into the dependency-free files it generates (access rewritten there).

#if canImport(Darwin)
import Darwin
#endif

/// The device key that `NSStringDeviceSpecificRuleType` forms (`%{device%|…%}` selectors of
/// messages) are chosen by, decided from what the OS reports by one pure function,
/// ``key(system:inSimulator:machine:hardwareModel:simulatorModel:)``.
///
/// Apple documents the keys `appletv`, `applevision`, `applewatch`, `ipad`, `iphone`, `ipod` and
/// `mac` ("The string to use on iPad", …), and that an iPad app built with Mac Catalyst selects
/// `mac` on a Mac (Xcode: "Creating width and device variants of strings"), but not how the
/// device is recognized. The rows, first match wins:
///
/// | Row | Compiled for                 | Simulator | What the OS reports                           | Key                |
/// |-----|------------------------------|-----------|-----------------------------------------------|--------------------|
/// | 1   | macOS                        |           |                                               | `mac`              |
/// | 2   | Mac Catalyst, either idiom   |           |                                               | `mac`              |
/// | 3   | not an Apple system          |           |                                               | `other`            |
/// | 4   | iOS, tvOS, watchOS, visionOS | yes       | `SIMULATOR_MODEL_IDENTIFIER` has a prefix below | the prefix's key |
/// | 5   | iOS                          | no        | `hw.model` names a Mac: `Mac…`, `iMac…`, `VirtualMac…` | `ipad`    |
/// | 6   | iOS, tvOS, watchOS, visionOS | no        | `hw.machine` has a prefix below               | the prefix's key   |
/// | 7   | iOS, tvOS, watchOS, visionOS |           | anything else, empty, or nothing              | the system's key   |
///
/// | Prefix (case matters)            | Key           |
/// |----------------------------------|---------------|
/// | `iPhone` (`iPhone14,2`)          | `iphone`      |
/// | `iPod` (`iPod9,1`)               | `ipod`        |
/// | `iPad` (`iPad13,1`)              | `ipad`        |
/// | `AppleTV` (`AppleTV11,1`)        | `appletv`     |
/// | `Watch` (`Watch6,1`)             | `applewatch`  |
/// | `RealityDevice` (`RealityDevice14,1`) | `applevision` |
///
/// The system's key (row 7): iOS `iphone`, tvOS `appletv`, watchOS `applewatch`, visionOS
/// `applevision`.
///
/// Where the rows come from:
/// - Rows 1 and 2, and the keys: Apple's documentation. Catalyst's idiom does not matter: the
///   documented case (2019) is the iPad idiom, and the Mac idiom ("Optimize for Mac") is more
///   Mac still.
/// - Rows 4, 6 and 7: CoreFoundation's own test of `hw.machine`, which picks a bundle's `~ipad`
///   and `~iphone` resources (`_CFGetProductName` in `CFBundle_Resources.c`, Apple's open-source
///   CF: `iPhone`, `iPod`, `iPad` by their first bytes, else `iphone`; later builds also match
///   `Watch`, `AppleTV` and `RealityDevice`). In a simulator `hw.machine` is the Mac's (`arm64`,
///   `x86_64`), and `SIMULATOR_MODEL_IDENTIFIER` names the simulated device.
/// - Row 3: ours (no Apple key applies, so a message's `other` form serves).
/// - Row 5: as Apple's lookup answers, by what Apple documents. An iPhone or iPad app on a Mac
///   with Apple silicon ("Designed for iPad", not rebuilt) is told it runs on an iPad: UIKit's
///   idiom is `.pad` (`.phone` for an iPhone-only app) and `hw.machine` reads `iPad8,6`, which
///   CoreFoundation's test reads as `ipad`. The row keeps `ipad` if `hw.machine` reads otherwise
///   on some Mac. `hw.model` tells, since it names the Mac there (`Mac14,2`) and a board on iOS
///   devices (`D63AP`); `ProcessInfo.isiOSAppOnMac` would need Foundation. An app that wants
///   its Mac strings there builds with Mac Catalyst (row 2).
///
/// Nobody here has a Mac: what the OS reports (rows 4–6) is taken from public reports, not
/// observed, and the code that reads it is marked unverified.
public enum _DeviceFamily {
    /// What the code was compiled for: the part of the answer the compiler knows.
    public enum System: Sendable, Hashable {
        case macOS, iOS, macCatalyst, tvOS, watchOS, visionOS, other
    }

    /// Rows 4 and 6: the key of a hardware identifier by its first bytes, compared byte for byte
    /// as CoreFoundation compares them.
    static let keysByPrefix: [(prefix: String, key: String)] = [
        ("iPhone", "iphone"),
        ("iPod", "ipod"),
        ("iPad", "ipad"),
        ("AppleTV", "appletv"),
        ("Watch", "applewatch"),
        ("RealityDevice", "applevision"),
    ]

    /// Row 5: how `hw.model` begins on a Mac (`MacBookAir10,1`, `Mac14,2`, `iMac21,1`, and
    /// `VirtualMac2,1` in a virtual machine).
    static let macModelPrefixes = ["Mac", "iMac", "VirtualMac"]

    /// Row 5's answer: what an iPhone or iPad app running on a Mac selects (it runs as on an iPad).
    static let iOSAppOnMacKey = "ipad"

    /// The device key for what the OS reports; see the table of ``_DeviceFamily``.
    ///
    /// ```swift
    /// _DeviceFamily.key(system: .iOS, inSimulator: false, machine: "iPad13,1", hardwareModel: "J517AP", simulatorModel: nil)      // "ipad"
    /// _DeviceFamily.key(system: .iOS, inSimulator: true, machine: "arm64", hardwareModel: "Mac14,2", simulatorModel: "iPad13,1")  // "ipad"
    /// ```
    ///
    /// - Parameters:
    ///   - system: what the code was compiled for (``compiledFor``).
    ///   - inSimulator: whether it was compiled for a simulator (``compiledForSimulator``).
    ///   - machine: `sysctlbyname("hw.machine")`: `iPhone14,2`, or the Mac's `arm64` in a simulator.
    ///   - hardwareModel: `sysctlbyname("hw.model")`: a board (`D63AP`) on iOS devices, the Mac's
    ///     model (`Mac14,2`) on a Mac.
    ///   - simulatorModel: the `SIMULATOR_MODEL_IDENTIFIER` environment variable (`iPad13,1`).
    public static func key(
        system: System, inSimulator: Bool, machine: String?, hardwareModel: String?, simulatorModel: String?
    ) -> String {
        switch system {
        case .macOS, .macCatalyst: return "mac"  // rows 1, 2
        case .other: return "other"  // row 3
        case .iOS, .tvOS, .watchOS, .visionOS: break
        }
        if inSimulator { return key(ofIdentifier: simulatorModel) ?? key(of: system) }  // rows 4, 7
        if system == .iOS, let hardwareModel,
            macModelPrefixes.contains(where: { hardwareModel.utf8.starts(with: $0.utf8) })
        {
            return iOSAppOnMacKey  // row 5
        }
        return key(ofIdentifier: machine) ?? key(of: system)  // rows 6, 7
    }

    /// The key of the first prefix of ``keysByPrefix`` that `identifier` begins with.
    static func key(ofIdentifier identifier: String?) -> String? {
        guard let identifier else { return nil }
        return keysByPrefix.first { identifier.utf8.starts(with: $0.prefix.utf8) }?.key
    }

    /// Row 7: the family of the system itself.
    static func key(of system: System) -> String {
        switch system {
        case .macOS, .macCatalyst: "mac"
        case .iOS: "iphone"
        case .tvOS: "appletv"
        case .watchOS: "applewatch"
        case .visionOS: "applevision"
        case .other: "other"
        }
    }

    /// What this code was compiled for (Mac Catalyst is also `os(iOS)`, so it comes first).
    public static var compiledFor: System {
        #if targetEnvironment(macCatalyst)
        return .macCatalyst
        #elseif os(macOS)
        return .macOS
        #elseif os(iOS)
        return .iOS
        #elseif os(tvOS)
        return .tvOS
        #elseif os(watchOS)
        return .watchOS
        #elseif os(visionOS)
        return .visionOS
        #else
        return .other
        #endif
    }

    /// Whether this code was compiled for a simulator.
    public static var compiledForSimulator: Bool {
        #if targetEnvironment(simulator)
        return true
        #else
        return false
        #endif
    }

    #if canImport(Darwin) && !hasFeature(Embedded)
    /// The string a `sysctl` name holds (`hw.machine`), or `nil`.
    static func sysctlString(_ name: String) -> String? {
        var size = 0
        // Unverified: with no buffer, sysctlbyname(3) stores the size, the final NUL included.
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
        // Unverified: the second call fills `bytes` with the NUL-terminated value.
        guard sysctlbyname(name, &bytes, &size, nil, 0) == 0 else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    #endif
}

/// The device key of this process (``_DeviceFamily``), decided once: `other` on systems that
/// are not Apple's, and under Embedded Swift the family of the system compiled for.
public let _currentDevice: String = {
    #if canImport(Darwin) && !hasFeature(Embedded)
    return _DeviceFamily.key(
        system: _DeviceFamily.compiledFor,
        inSimulator: _DeviceFamily.compiledForSimulator,
        // Unverified: `iPad13,1` on an iPad, `iPad8,6` for an iOS app on a Mac, the Mac's `arm64` in a simulator.
        machine: _DeviceFamily.sysctlString("hw.machine"),
        // Unverified: a board (`J517AP`) on iOS devices, the Mac's model for an iOS app on a Mac.
        hardwareModel: _DeviceFamily.sysctlString("hw.model"),
        // Unverified: set in simulators only, to the simulated device's identifier.
        simulatorModel: getenv("SIMULATOR_MODEL_IDENTIFIER").map { String(cString: $0) }
    )
    #else
    return _DeviceFamily.key(
        system: _DeviceFamily.compiledFor, inSimulator: _DeviceFamily.compiledForSimulator,
        machine: nil, hardwareModel: nil, simulatorModel: nil
    )
    #endif
}()
