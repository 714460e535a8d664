// Linked into the build plugin and the plugin tests (symbolic links in their folders): what a
// plugin reads from a target's files beyond their paths. Foundation only, no PackagePlugin.
import Foundation

/// The files a plugin works on beside the target's own: the localizations its
/// `plural-rules.json` names outside the target.
enum TargetFiles {
    /// Why a target's configuration cannot be used.
    struct ConfigurationError: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The folders that the configuration at `configuration` names in `"localizations"`, as
    /// absolute paths resolved against its folder (as the tool resolves them), or `[]` when it
    /// names none. The rest of the file is the tool's to check.
    static func localizationFolders(configuration: String) throws(ConfigurationError) -> [String] {
        guard let data = FileManager.default.contents(atPath: configuration) else {
            throw ConfigurationError(description: "cannot read \(configuration)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ConfigurationError(description: "\(configuration) is not valid JSON; 'plural-rules lint' says where")
        }
        guard let value = (object as? [String: Any])?["localizations"] else { return [] }
        guard let folders = value as? [String], !folders.contains(where: \.isEmpty) else {
            throw ConfigurationError(description: "\(configuration): 'localizations' must be an array of folders relative to it, such as [\"../Localizations\"]")
        }
        let base = URL(fileURLWithPath: configuration).deletingLastPathComponent()
        return try folders.map { folder throws(ConfigurationError) in
            let url = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : URL(fileURLWithPath: folder, relativeTo: base)
            let path = url.standardizedFileURL.path(percentEncoded: false)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ConfigurationError(description: "\(configuration): 'localizations' names '\(folder)', but \(path) is not a folder")
            }
            return path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        }
    }

    /// Every file under `folders`, recursively, sorted: the tool searches them the same way.
    static func files(under folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = folder + "/" + relative
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    /// The files outside the target that its configuration (the target's `plural-rules.json`
    /// among `targetFiles`, if any) names in `"localizations"`.
    static func externalFiles(targetFiles: [String]) throws(ConfigurationError) -> [String] {
        guard let configuration = targetFiles.filter({ $0.hasSuffix("/" + LocalizationFile.configurationFileName) }).sorted().first else {
            return []
        }
        return files(under: try localizationFolders(configuration: configuration))
    }
}
