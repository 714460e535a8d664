#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A JSON text read into one flat array of nodes, in file order: what ``JSONReader`` reads,
/// before (and, for large inputs such as String Catalogs, instead of) a tree of ``JSONValue``s.
///
/// A node is a few integers: its kind, the file offset where it starts, and the index just
/// past its last descendant. An object's children are its members as pairs of nodes, a key and
/// then its value; an array's are its elements. Text that stands in the file as it is (most
/// keys and strings) is its bytes there; text with escapes, keys that needed decoding and the
/// problems of strings that cannot be decoded are kept in side tables. So reading a file makes
/// no object, string or location per value: a location is computed from the offset when a
/// diagnostic or a located value needs it, and text is made only when it is used. In a debug
/// build (where a build plugin's tool runs) that is most of the time a tree costs to build and
/// to release.
///
/// ```swift
/// let file = SourceFile(path: "a.json", text: #"{"sourceLanguage" : "en", "strings" : {}}"#)
/// let document = JSONReader.readDocument(file, diagnostics: DiagnosticBag())!
/// let language = document.value(named: "sourceLanguage", in: JSONDocument.root)!
/// document.string(language)?.value      // "en"
/// document.location(language)           // a.json:1:21
/// ```
///
/// Nodes are indices; every index the accessors take is one they or ``root`` gave.
final class JSONDocument: @unchecked Sendable {
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
        /// A string that could not be decoded (``JSONValue/invalid(_:problem:)``).
        case invalid
        /// The key of an object member; its value is the next node.
        case key
    }

    struct Node {
        var kind: Kind
        /// A key given again later in its object: the member is not the object's.
        var isDropped = false
        /// Where the value starts: its `{`, `[`, opening quote or first character.
        var offset: Int
        /// The index just past the node and its descendants: its next sibling's.
        var end = 0
        /// Containers: how many members (those not dropped) or elements. Verbatim strings and
        /// keys: how many bytes are between the quotes. Numbers: how many bytes they take.
        var count = 0
        /// `-1` for text that stands in the file as it is; otherwise the index of the text in
        /// ``texts`` (strings), ``keyNames`` (keys) or ``problems`` (invalid strings).
        var side = -1
    }

    /// Nodes at a stable address (an array subscript is a call in a debug build), growing as
    /// the reader appends them.
    struct Nodes {
        private(set) var base: UnsafeMutablePointer<Node>
        private(set) var count = 0
        private var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = UnsafeMutablePointer<Node>.allocate(capacity: self.capacity)
        }

        /// Appends a node whose `end` is the next index, and returns its index.
        mutating func append(kind: Kind, offset: Int) -> Int {
            if count == capacity {
                let grown = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
                grown.moveInitialize(from: base, count: count)
                base.deallocate()
                base = grown
                capacity *= 2
            }
            (base + count).initialize(to: Node(kind: kind, offset: offset, end: count + 1))
            count += 1
            return count - 1
        }

        /// Ends a container after the nodes appended so far; `count` is its members' or elements'.
        mutating func close(_ node: Int, count: Int) {
            base[node].end = self.count
            base[node].count = count
        }

        func deallocate() { base.deallocate() }
    }

    /// The value the file holds.
    static let root = 0

    let file: SourceFile
    private let nodes: UnsafeMutablePointer<Node>
    let nodeCount: Int
    private let texts: [LocatedText]
    private let keyNames: [String]
    private let problems: [JSONStringProblem]

    /// Takes the nodes' memory.
    init(file: SourceFile, nodes: Nodes, texts: [LocatedText], keyNames: [String], problems: [JSONStringProblem]) {
        self.file = file
        self.nodes = nodes.base
        self.nodeCount = nodes.count
        self.texts = texts
        self.keyNames = keyNames
        self.problems = problems
    }

    deinit { nodes.deallocate() }

    // MARK: Any node

    func kind(_ node: Int) -> Kind { nodes[node].kind }

    func isObject(_ node: Int) -> Bool { nodes[node].kind == .object }

    /// The file offset where the node starts.
    func offset(_ node: Int) -> Int { nodes[node].offset }

    /// Where the node starts: its `{`, `[`, opening quote or first character.
    func location(_ node: Int) -> SourceLocation { file.location(atOffset: nodes[node].offset) }

    /// The kind of value, for messages: "a string", "an object" (as ``JSONValue/kindDescription``).
    func kindDescription(_ node: Int) -> String {
        switch nodes[node].kind {
        case .object: "an object"
        case .array: "an array"
        case .string, .key: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        case .invalid: "an unreadable string"
        }
    }

    // MARK: Objects

    /// The index past an object's last member (or an array's last element).
    func end(_ node: Int) -> Int { nodes[node].end }

    /// How many members an object has (or elements an array).
    func count(_ node: Int) -> Int { nodes[node].count }

    /// The key node of an object's first member, or ``end(_:)`` when it has none. Loop with
    /// ``nextMember(after:before:)`` while the key is below `end(object)`; a member's value is
    /// the node after its key.
    ///
    /// ```swift
    /// let end = document.end(object)
    /// var key = document.firstMember(of: object)
    /// while key < end {
    ///     print(document.key(key), document.kindDescription(key + 1))
    ///     key = document.nextMember(after: key, before: end)
    /// }
    /// ```
    func firstMember(of object: Int) -> Int {
        skippingDropped(object + 1, end: nodes[object].end)
    }

    /// The key node of the member after the one keyed at `key`, or `end`, the object's end.
    func nextMember(after key: Int, before end: Int) -> Int {
        skippingDropped(nodes[key + 1].end, end: end)
    }

    /// The key node of the member after the one keyed at `key`, a member given again later in
    /// its object included (start at `object + 1`, stop at ``end(_:)``): for a writer, which
    /// must say where a key is given twice rather than lose one of its values.
    func nextMemberIncludingDropped(after key: Int) -> Int {
        nodes[key + 1].end
    }

    private func skippingDropped(_ key: Int, end: Int) -> Int {
        var key = key
        while key < end && nodes[key].isDropped { key = nodes[key + 1].end }
        return key
    }

    /// The key node of the member named `name`, if the object has one.
    func member(named name: StaticString, in object: Int) -> Int? {
        // One loop over the keys' nodes, comparing bytes in the file: the catalog reader asks
        // for a member or two of every object, and each call costs in a debug build.
        let expected = name.utf8Start
        let length = name.utf8CodeUnitCount
        let bytes = file.buffer.base
        let end = nodes[object].end
        var key = object + 1
        while key < end {
            let node = nodes[key]
            if !node.isDropped {
                if node.side < 0 {
                    if node.count == length && memcmp(bytes + node.offset + 1, expected, length) == 0 { return key }
                } else if UTF8Order.equal(keyNames[node.side], name.description) {
                    return key
                }
            }
            key = nodes[key + 1].end
        }
        return nil
    }

    /// The key nodes of the members whose values hold the file offset `offset`, outermost
    /// first: `strings`, a catalog key, `localizations`, `ru`, … for an offset inside a string
    /// unit. A member holds what lies from its value's start up to the next member's key (the
    /// last one, up to its object's end), so an offset between members counts as the earlier
    /// one's: a caller that needs the value itself checks the value's extent.
    func members(holding offset: Int) -> [Int] {
        var path: [Int] = []
        var node = Self.root
        while nodes[node].kind == .object {
            let end = nodes[node].end
            var key = firstMember(of: node)
            var holder: Int?
            while key < end, nodes[key + 1].offset <= offset {
                holder = key
                key = nextMember(after: key, before: end)
            }
            guard let holder else { break }
            path.append(holder)
            node = holder + 1
        }
        return path
    }

    /// The value of the member named `name`, if the object has one.
    func value(named name: StaticString, in object: Int) -> Int? {
        guard let key = member(named: name, in: object) else { return nil }
        return key + 1
    }

    /// The key's text, decoded (as far as it could be, for one that could not).
    func key(_ key: Int) -> String {
        Self.keyName(nodes[key], file: file, keyNames: keyNames)
    }

    static func keyName(_ node: Node, file: SourceFile, keyNames: [String]) -> String {
        node.side < 0 ? SourceCursor.string(file.buffer.base + node.offset + 1, count: node.count) : keyNames[node.side]
    }

    /// Whether the key's text is `name`, compared by bytes.
    func keyEquals(_ key: Int, _ name: StaticString) -> Bool {
        let node = nodes[key]
        guard node.side < 0 else { return UTF8Order.equal(keyNames[node.side], name.description) }
        return bytesEqual(node.offset + 1, node.count, name)
    }

    private func bytesEqual(_ offset: Int, _ count: Int, _ name: StaticString) -> Bool {
        guard count == name.utf8CodeUnitCount else { return false }
        let bytes = file.buffer.base + offset
        let expected = name.utf8Start
        var index = 0
        while index < count {
            if bytes[index] != expected[index] { return false }
            index += 1
        }
        return true
    }

    // MARK: Scalars

    /// The string, when the node is one.
    func string(_ node: Int) -> LocatedText? {
        let value = nodes[node]
        guard value.kind == .string else { return nil }
        if value.side >= 0 { return texts[value.side] }
        return LocatedText(file: file, offset: value.offset + 1, count: value.count)
    }

    /// Whether the node is a string whose text is `text`, compared by bytes.
    func stringEquals(_ node: Int, _ text: StaticString) -> Bool {
        let value = nodes[node]
        guard value.kind == .string else { return false }
        guard value.side < 0 else { return UTF8Order.equal(texts[value.side].value, text.description) }
        return bytesEqual(value.offset + 1, value.count, text)
    }

    /// A number as written, when the node is one.
    func number(_ node: Int) -> String? {
        let value = nodes[node]
        guard value.kind == .number else { return nil }
        return SourceCursor.string(file.buffer.base + value.offset, count: value.count)
    }

    /// What makes an invalid string unreadable, when the node is one.
    func problem(_ node: Int) -> JSONStringProblem? {
        let value = nodes[node]
        return value.kind == .invalid ? problems[value.side] : nil
    }

    // MARK: The tree

    /// The node and its descendants as a ``JSONValue`` (recursive: nesting is limited to
    /// ``JSONReader/maximumDepth``).
    func value(at node: Int) -> JSONValue {
        let value = nodes[node]
        let location = file.location(atOffset: value.offset)
        switch value.kind {
        case .object:
            var members: [JSONObject.Member] = []
            members.reserveCapacity(value.count)
            var key = firstMember(of: node)
            while key < value.end {
                members.append(JSONObject.Member(key: self.key(key), keyLocation: self.location(key), value: self.value(at: key + 1)))
                key = nextMember(after: key, before: value.end)
            }
            return .object(JSONObject(members: members, location: location))
        case .array:
            var items: [JSONValue] = []
            items.reserveCapacity(value.count)
            var item = node + 1
            while item < value.end {
                items.append(self.value(at: item))
                item = nodes[item].end
            }
            return .array(items, location)
        case .string, .key:
            return .string(value.kind == .key ? LocatedText(verbatim: key(node), file: file, offset: value.offset + 1) : string(node)!, location)
        case .number: return .number(number(node)!, location)
        case .true: return .bool(true, location)
        case .false: return .bool(false, location)
        case .null: return .null(location)
        case .invalid: return .invalid(location, problem: problems[value.side])
        }
    }
}
