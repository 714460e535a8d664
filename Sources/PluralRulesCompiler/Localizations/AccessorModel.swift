/// The names of a table's generated API, decided before anything is emitted: the type, its
/// nested namespaces, and each key's member and parameters. Every name is unique in its scope by construction, so the emitter cannot
/// write a redeclaration; each collision is resolved deterministically, with a warning at the
/// key that was renamed.
///
/// `settings.files.count` → `L10n.Settings.Files.count(_:)`, reached on an instance as
/// `l10n.settings.files.count(_:)`; `%d file(s) remaining` → `L10n.filesRemaining(_:)`.
public struct AccessorModel: Sendable {
    /// The root type: `L10n`.
    public var typeName: String
    public var table: CompiledTable
    /// The root namespace (no path): the type itself.
    public var root: Namespace
    /// Every key in the table's order (the development region's keys, sorted), with its names.
    public var keys: [NamedKey]

    /// A nested struct of keys: `Settings` for `settings.*`.
    public struct Namespace: Sendable {
        /// Type names from the root: `["Settings", "Files"]`; empty for the root.
        public var path: [String]
        /// The instance property that leads to it from its parent: `settings`.
        public var property: String
        /// Indexes into ``AccessorModel/keys``, in key order.
        public var keys: [Int]
        public var children: [Namespace]

        public var typeName: String { path.last ?? "" }
    }

    /// One key with its Swift names.
    public struct NamedKey: Sendable {
        public var key: CompiledKey
        /// The namespace path: `["Settings", "Files"]`.
        public var path: [String]
        /// The member as declared, escaped if needed: `count`, `` `default` ``.
        public var member: String
        public var parameters: [Parameter]

        /// Whether the accessor is a property (no arguments, no width).
        public var isProperty: Bool { parameters.isEmpty }
    }

    /// One parameter of an accessor.
    public struct Parameter: Sendable, Hashable {
        /// The argument label, or `nil` for `_`.
        public var label: String?
        /// The name inside the function.
        public var name: String
        public var type: String
        /// The runtime argument it becomes (`nil` for the width, which is passed apart).
        public var argument: FormatArgumentType?
    }

    /// Members the generated root type declares itself; a key that would make one is renamed.
    static let reservedRootMembers: Set<String> = ["locale", "current", "availableLocales", "developmentRegion", "bestLocale", "init", "hash", "self", "Type"]
    /// Members every nested namespace declares itself.
    static let reservedNestedMembers: Set<String> = ["init", "self", "Type"]

    /// Builds the model of `table` under the type name `typeName`; reports each renamed key.
    public static func build(_ table: CompiledTable, typeName: String, style: AccessorNaming.KeyStyle, diagnostics: DiagnosticCollector) -> AccessorModel {
        var keys = table.keys.map { key -> NamedKey in
            let (path, member) = AccessorNaming.name(for: key.key, style: style)
            return NamedKey(key: key, path: path, member: member, parameters: parameters(key))
        }
        // Namespaces: a type name that the root type or a runtime name already uses gets a suffix.
        let reservedTypes: Set<String> = [typeName, "_Locale", RuntimeEmbedding.namespace, "PluralRules", "String", "Int", "UInt", "Double", "Character"]
        for index in keys.indices {
            keys[index].path = keys[index].path.map { reservedTypes.contains($0) ? $0 + "Keys" : $0 }
        }
        var root = namespace(path: [], property: "", keys: keys)
        resolveMembers(&root, keys: &keys, reserved: reservedRootMembers, diagnostics: diagnostics)
        return AccessorModel(typeName: typeName, table: table, root: root, keys: keys)
    }

    /// The namespace at `path` holding `keys` (indexes of keys whose path starts with it).
    static func namespace(path: [String], property: String, keys: [NamedKey]) -> Namespace {
        let here = keys.indices.filter { keys[$0].path == path }
        let childNames = Set(keys.filter { $0.path.count > path.count && Array($0.path.prefix(path.count)) == path }.map { $0.path[path.count] }).sorted()
        let children = childNames.map { name in
            namespace(path: path + [name], property: AccessorNaming.escaped(AccessorNaming.lowercasedFirst(name)), keys: keys)
        }
        return Namespace(path: path, property: property, keys: here, children: children)
    }

    /// Gives every member of `namespace` (and its children) a name unique in its scope.
    ///
    /// A scope's names are one set in Swift (a property and a nested type cannot share a
    /// name). Nested types are named first, then the properties that lead to them, then keys
    /// in order; a key whose name is taken gets the next free `name2`, `name3`…
    static func resolveMembers(_ namespace: inout Namespace, keys: inout [NamedKey], reserved: Set<String>, diagnostics: DiagnosticCollector) {
        var owners: [String: Owner] = [:]  // name → what took it
        for name in reserved { owners[name] = .generated }
        for child in namespace.children { owners[child.typeName] = .namespace(child.typeName) }
        for index in namespace.children.indices {
            let typeName = namespace.children[index].typeName
            let base = AccessorNaming.lowercasedFirst(typeName)
            var candidate = base
            var counter = 1
            // `设置` has no case: its property would be the type's own name.
            while owners[candidate] != nil {
                candidate = base + "Keys" + (counter > 1 ? String(counter) : "")
                counter += 1
            }
            owners[candidate] = .namespace(typeName)
            namespace.children[index].property = AccessorNaming.escaped(candidate)
        }
        for index in namespace.keys {
            let base = unescaped(keys[index].member)
            var candidate = base
            var counter = 2
            while let owner = owners[candidate] {
                let next = base + "\(counter)"
                let key = keys[index].key.key
                if let other = owner.keyName {
                    diagnostics.report(.nameCollision, "keys '\(other)' and '\(key)' both make '\(candidate)'; '\(key)' becomes '\(next)'", at: keys[index].key.location)
                } else {
                    diagnostics.report(.nameCollision, "key '\(key)' makes '\(candidate)', which \(owner.description) already declares; '\(key)' becomes '\(next)'", at: keys[index].key.location)
                }
                candidate = next
                counter += 1
            }
            owners[candidate] = .key(keys[index].key.key)
            keys[index].member = AccessorNaming.escaped(candidate)
        }
        for index in namespace.children.indices {
            resolveMembers(&namespace.children[index], keys: &keys, reserved: reservedNestedMembers, diagnostics: diagnostics)
        }
    }

    /// What took a name in a scope.
    enum Owner {
        case generated
        case namespace(String)
        case key(String)

        var keyName: String? { if case .key(let key) = self { key } else { nil } }

        var description: String {
            switch self {
            case .generated: "the generated type"
            case .namespace(let name): "the namespace \(name)"
            case .key(let key): "key '\(key)'"
            }
        }
    }

    /// One argument unlabeled (`filesRemaining(5)`); several labeled by their stringsdict
    /// variable names (`filesInFolders(files:folders:)`), others `_ p2`; a width last.
    static func parameters(_ key: CompiledKey) -> [Parameter] {
        var parameters: [Parameter] = []
        var used: Set<String> = ["width"]
        for (index, argument) in key.arguments.enumerated() {
            var name = argument.variableName.map { unescaped(AccessorNaming.memberName(AccessorNaming.words(in: $0))) }
            if let candidate = name, used.contains(candidate) || candidate == "string" { name = nil }
            if key.arguments.count == 1 {
                let single = name ?? "value"
                parameters.append(Parameter(label: nil, name: AccessorNaming.escaped(single), type: argument.type.rawValue, argument: argument.type))
            } else if let name {
                used.insert(name)
                parameters.append(Parameter(label: AccessorNaming.escaped(name), name: AccessorNaming.escaped(name), type: argument.type.rawValue, argument: argument.type))
            } else {
                parameters.append(Parameter(label: nil, name: "p\(index + 1)", type: argument.type.rawValue, argument: argument.type))
            }
        }
        if key.usesWidth { parameters.append(Parameter(label: "width", name: "width", type: "Int", argument: nil)) }
        return parameters
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
