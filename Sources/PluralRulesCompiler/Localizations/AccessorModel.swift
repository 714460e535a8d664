/// The names of a table's generated API, decided before anything is emitted: the type, its
/// nested namespaces, and each key's member and parameters. Every name is unique in its
/// scope by construction, so the emitter cannot write a redeclaration; keys whose plain
/// names (``AccessorNaming``) collide are told apart by what differs between them
/// (`resolveCollision(base:members:owners:plainNames:keys:naming:)`), deterministically,
/// with a `name-collision` warning at each renamed key.
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
        /// The member as declared, escaped if needed: `count`, or `default` in backquotes.
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

    /// Members the generated root type declares itself (or that Swift gives it); a key that
    /// would make one is renamed.
    static let reservedRootMembers: Set<String> = [
        "locale", "current", "availableLocales", "developmentRegion", "bestLocale", "init", "hash", "hashValue", "self", "Type",
    ]
    /// Members every nested namespace declares itself, or has from `Hashable`.
    static let reservedNestedMembers: Set<String> = ["init", "hash", "hashValue", "self", "Type"]
    /// Types the generated code names without qualification, which a namespace of the same
    /// name would shadow, and names Swift does not accept for a nested type.
    static let reservedTypeNames: Set<String> = [
        "_Locale", RuntimeEmbedding.namespace, "PluralRules", "String", "Int", "UInt", "Double", "Character", "Bool",
        "StaticString", "Sendable", "Hashable", "Hasher", "Any", "Self", "Type", "Protocol",
    ]

    /// Builds the model of `table` under the type name `typeName`; reports each renamed key
    /// and namespace.
    public static func build(_ table: CompiledTable, typeName: String, style: AccessorNaming.KeyStyle, diagnostics: DiagnosticCollector) -> AccessorModel {
        let parts = table.keys.map { AccessorNaming.parts(of: $0.key, style: style) }
        var keys = zip(table.keys, parts).map { key, parts in
            NamedKey(key: key, path: parts.path, member: parts.member, parameters: parameters(key, typeName: typeName))
        }
        // Namespaces: a type name that the generated code uses gets `Keys`, said once at the
        // first key that makes it.
        let reservedTypes = reservedTypeNames.union([typeName])
        var reported: Set<[String]> = []
        for index in keys.indices {
            let original = keys[index].path
            for (depth, name) in original.enumerated() where reservedTypes.contains(name) {
                keys[index].path[depth] = name + "Keys"
                if reported.insert(Array(original.prefix(depth + 1))).inserted {
                    let key = keys[index].key
                    diagnostics.report(
                        .nameCollision,
                        "key \(AccessorNaming.quoted(key.key)) makes the namespace '\(name)', a type name the generated code uses; the namespace becomes '\(name)Keys'",
                        at: key.location, subject: .init(table: table.name, locale: nil, key: key.key))
                }
            }
        }
        var root = namespace(path: [], property: "", keys: keys, members: Array(keys.indices))
        let naming = Naming(typeName: typeName, table: table.name, parts: parts, diagnostics: diagnostics)
        resolveMembers(&root, keys: &keys, reserved: reservedRootMembers, naming: naming)
        return AccessorModel(typeName: typeName, table: table, root: root, keys: keys)
    }

    /// The namespace at `path` holding `members` (indexes of the keys whose path starts with
    /// it, in key order). Each level splits only its own members, so building every namespace
    /// reads each key once per level of its path, however many namespaces there are.
    static func namespace(path: [String], property: String, keys: [NamedKey], members: [Int]) -> Namespace {
        var here: [Int] = []
        var byChild: [String: [Int]] = [:]
        for index in members {
            let depth = keys[index].path.count
            if depth == path.count {
                here.append(index)
            } else {
                byChild[keys[index].path[path.count], default: []].append(index)
            }
        }
        let children = byChild.keys.sorted().map { name in
            namespace(path: path + [name], property: AccessorNaming.escaped(AccessorNaming.lowercasedFirst(name)), keys: keys, members: byChild[name]!)
        }
        return Namespace(path: path, property: property, keys: here, children: children)
    }

    /// What resolving names needs besides the namespace.
    struct Naming {
        var typeName: String
        var table: String
        /// What naming read from each key, by key index.
        var parts: [AccessorNaming.Parts]
        var diagnostics: DiagnosticCollector
    }

    /// Gives every member of `namespace` (and its children) a name unique in its scope.
    ///
    /// A scope's names are one set in Swift (a property and a nested type cannot share a
    /// name). Nested types are named first, then the properties that lead to them; then every
    /// key whose plain name is its own keeps it; then each group of keys that share a plain
    /// name is told apart (``resolveCollision(base:members:owners:plainNames:keys:naming:)``).
    static func resolveMembers(_ namespace: inout Namespace, keys: inout [NamedKey], reserved: Set<String>, naming: Naming) {
        var owners: [String: Owner] = [:]  // name → what took it
        for name in reserved { owners[name] = .generated }
        // Every scope names the root type, and a nested one its own type.
        owners[naming.typeName] = .generated
        if let own = namespace.path.last { owners[own] = .generated }
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
        // Keys by plain name, in key order.
        var groups: [(base: String, members: [Int])] = []
        var groupOfBase: [String: Int] = [:]
        for index in namespace.keys {
            let base = naming.parts[index].member
            if let group = groupOfBase[base] {
                groups[group].members.append(index)
            } else {
                groupOfBase[base] = groups.count
                groups.append((base, [index]))
            }
        }
        var collisions: [(base: String, members: [Int])] = []
        for group in groups {
            if group.members.count == 1, owners[group.base] == nil {
                owners[group.base] = .key(keys[group.members[0]].key.key)
                keys[group.members[0]].member = AccessorNaming.escaped(group.base)
            } else {
                collisions.append(group)
            }
        }
        let plainNames = Set(groupOfBase.keys)
        for group in collisions {
            resolveCollision(base: group.base, members: group.members, owners: &owners, plainNames: plainNames, keys: &keys, naming: naming)
        }
        for index in namespace.children.indices {
            resolveMembers(&namespace.children[index], keys: &keys, reserved: reservedNestedMembers, naming: naming)
        }
    }

    /// Names the keys of `members`, which all make `base` (or one key whose `base` the
    /// generated code or a namespace already has), by what tells them apart. Four steps,
    /// each adding what it finds to the name so far; a key keeps the first name that is its
    /// own:
    ///
    /// 1. the words the others lack (up to four): `Are you sure you want to delete this file?
    ///    This cannot be undone.` and `… This can not be undone.` →
    ///    `areYouSureYouWantToDeleteThisFileCannot`, `areYouSureYouWantToDeleteThisFileCanNot`;
    /// 2. the punctuation, symbols and arguments the others lack: `Save`, `Save…`, `Save?` →
    ///    `save`, `saveEllipsis`, `saveQuestion`; `files_remaining` and `filesRemaining` →
    ///    `filesRemainingUnderscore`, `filesRemaining`; `Delete %d files` and `Delete %@ files`
    ///    → `deleteFilesInt`, `deleteFilesString`;
    /// 3. the capitals the others lack: `Settings` and `settings` → `settingsCapitalized`,
    ///    `settings`; `OK` and `ok` → `okUppercase`, `ok`;
    /// 4. the whitespace the others lack: `files remaining` and `filesRemaining` →
    ///    `filesRemainingSpace`, `filesRemaining`.
    ///
    /// "The others lack" counts repetitions: what every key of the group has is left out. A
    /// name is a key's own when no other pending key of the group has it after that step,
    /// nothing in the scope has it, and it is no other key's plain name. A key no step tells
    /// apart gets `Text` when the generated code or a namespace has its name (`locale` →
    /// `localeText`, `settings` beside `settings.title` → `settingsText`), and otherwise the
    /// next free number after its name (`Save...` and `Save…`, which both spell `Ellipsis`:
    /// `saveEllipsis`, `saveEllipsis2`, in key order). So a group's names depend on its own
    /// keys, not on their order, and on the other keys only where a name they make is taken.
    /// Each renamed key is a `name-collision` warning at its key, with the others as notes.
    static func resolveCollision(
        base: String, members: [Int], owners: inout [String: Owner], plainNames: Set<String>,
        keys: inout [NamedKey], naming: Naming
    ) {
        let previousOwner = owners[base]
        var names: [Int: String] = [:]
        // Each step adds what it finds to what the steps before found.
        var candidates = Dictionary(uniqueKeysWithValues: members.map { ($0, base) })
        func isFree(_ name: String) -> Bool {
            owners[name] == nil && (name == base || !plainNames.contains(name))
        }
        let steps: [(KeyPath<AccessorNaming.Parts, [String]>, (String) -> String)] = [
            (\.words, { $0.lowercased() }), (\.marks, { $0 }), (\.cases, { $0 }), (\.spaces, { $0 }),
        ]
        for (step, identity) in steps {
            let pending = members.filter { names[$0] == nil }
            if pending.isEmpty { break }
            let differences = distinguishing(members.map { naming.parts[$0][keyPath: step] }, identity: identity)
            for (position, index) in members.enumerated() where names[index] == nil {
                var spelled: [String] = []
                for word in differences[position] where spelled.last != word { spelled.append(word) }
                candidates[index]! += spelled.prefix(4).map(AccessorNaming.capitalized).joined()
            }
            var counts: [String: Int] = [:]
            for index in pending { counts[candidates[index]!, default: 0] += 1 }
            for index in pending {
                let candidate = candidates[index]!
                if counts[candidate] == 1, isFree(candidate) {
                    names[index] = candidate
                    owners[candidate] = .key(keys[index].key.key)
                }
            }
        }
        for index in members where names[index] == nil {
            var stem = candidates[index]!
            if stem == base, let previousOwner, previousOwner.keyName == nil { stem += "Text" }
            var candidate = stem
            var counter = 2
            while !isFree(candidate) {
                candidate = stem + String(counter)
                counter += 1
            }
            names[index] = candidate
            owners[candidate] = .key(keys[index].key.key)
        }
        for index in members {
            let name = names[index]!
            keys[index].member = AccessorNaming.escaped(name)
            guard name != base else { continue }
            let key = keys[index].key
            let memberKeys = members.map { keys[$0].key.key }
            let quoted = memberKeys.map { AccessorNaming.quoted($0, among: memberKeys) }
            let subject = members.count == 1 ? "key \(quoted[0]) makes" : "keys \(list(quoted)) \(members.count == 2 ? "both" : "all") make"
            let owner = previousOwner.map { ", which \($0.description) already declares" } ?? ""
            let notes = members.filter { $0 != index }.prefix(5).map { other in
                Diagnostic.Note("key \(AccessorNaming.quoted(keys[other].key.key, among: memberKeys)) is here", at: keys[other].key.location)
            }
            naming.diagnostics.report(
                .nameCollision, "\(subject) '\(base)'\(owner); \(AccessorNaming.quoted(key.key, among: memberKeys)) becomes '\(name)'",
                at: key.location, notes: Array(notes), subject: .init(table: naming.table, locale: nil, key: key.key))
        }
    }

    /// For each sequence, its elements that not every other sequence has too (counted with
    /// repetition), in order.
    static func distinguishing(_ sequences: [[String]], identity: (String) -> String) -> [[String]] {
        var common: [String: Int]?
        for sequence in sequences {
            var counts: [String: Int] = [:]
            for element in sequence { counts[identity(element), default: 0] += 1 }
            guard let previous = common else {
                common = counts
                continue
            }
            common = previous.reduce(into: [:]) { result, entry in
                let shared = min(entry.value, counts[entry.key] ?? 0)
                if shared > 0 { result[entry.key] = shared }
            }
        }
        let shared = common ?? [:]
        return sequences.map { sequence in
            var used: [String: Int] = [:]
            return sequence.filter { element in
                let identity = identity(element)
                used[identity, default: 0] += 1
                return used[identity]! > (shared[identity] ?? 0)
            }
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`; at most five, then how many more.
    static func list(_ items: [String]) -> String {
        let shown = items.count > 5 ? Array(items.prefix(5)) + ["\(items.count - 5) more"] : items
        return shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown.last!
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
            case .key(let key): "key \(AccessorNaming.quoted(key))"
            }
        }
    }

    /// One argument unlabeled (`filesRemaining(5)`), unless a catalog names it (`%(count)lld`
    /// → `landmarks(count:)`); several labeled by their catalog names or stringsdict
    /// variable names (`filesInFolders(files:folders:)`), others `_ p2`; a width last. A
    /// variable whose name another parameter has (`width`, `p2`, a second `files`) or that
    /// would shadow the type (`typeName`, which the static accessors call) is unlabeled.
    static func parameters(_ key: CompiledKey, typeName: String) -> [Parameter] {
        var parameters: [Parameter] = []
        var used: Set<String> = Set(key.arguments.indices.map { "p\($0 + 1)" }).union(["width", typeName])
        for (index, argument) in key.arguments.enumerated() {
            // A catalog's named placeholder (`%(count)lld`) names its argument, else the
            // variable does (a catalog's own plural variation has the empty name).
            let given = argument.placeholderName ?? argument.variableName.flatMap { $0.isEmpty ? nil : $0 }
            var name = given.map { unescaped(AccessorNaming.memberName(AccessorNaming.words(in: $0))) }
            if let candidate = name, candidate.isEmpty || used.contains(candidate) || candidate == "string" { name = nil }
            if key.arguments.count == 1, argument.placeholderName != nil, let name {
                // Labeled as Xcode 26's generated symbols label it: `landmarks(count: 3)`.
                parameters.append(
                    Parameter(label: AccessorNaming.escaped(name), name: AccessorNaming.escaped(name), type: argument.type.rawValue, argument: argument.type))
            } else if key.arguments.count == 1 {
                let single = name ?? "value"
                parameters.append(Parameter(label: nil, name: AccessorNaming.escaped(single), type: argument.type.rawValue, argument: argument.type))
            } else if let name {
                used.insert(name)
                parameters.append(
                    Parameter(label: AccessorNaming.escaped(name), name: AccessorNaming.escaped(name), type: argument.type.rawValue, argument: argument.type))
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
