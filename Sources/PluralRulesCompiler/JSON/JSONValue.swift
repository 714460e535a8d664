/// A JSON value (RFC 8259), located in its file: every value knows where it starts, and every
/// string knows where each of its bytes came from, escapes included.
///
/// ```swift
/// let file = SourceFile(path: "Localizable.xcstrings", text: #"{"sourceLanguage" : "en"}"#)
/// let root = JSONReader.read(file, diagnostics: DiagnosticBag())
/// root?.object?["sourceLanguage"]?.string?.value   // "en"
/// root?.object?["sourceLanguage"]?.location        // Localizable.xcstrings:1:22
/// ```
public indirect enum JSONValue: Sendable {
    case object(JSONObject)
    case array([JSONValue], SourceLocation)
    case string(LocatedText, SourceLocation)
    /// A number as written (`-1.5e3`): the readers of this compiler only compare or count them.
    case number(String, SourceLocation)
    case bool(Bool, SourceLocation)
    case null(SourceLocation)
    /// A string that could not be decoded (invalid UTF-8, a bad escape, a lone surrogate):
    /// whatever holds it is unusable, and the rest of the file still is. `problem` says what is
    /// wrong, and where; the reader has reported it unless asked to leave that to its caller
    /// (``JSONReader/read(_:syntaxKind:deferringStringProblems:diagnostics:)``).
    case invalid(SourceLocation, problem: JSONStringProblem)

    /// Where the value starts: its `{`, `[`, opening quote or first character.
    public var location: SourceLocation {
        switch self {
        case .object(let object): object.location
        case .array(_, let location), .string(_, let location), .number(_, let location), .bool(_, let location),
            .null(let location), .invalid(let location, _):
            location
        }
    }

    /// The object, when the value is one.
    public var object: JSONObject? {
        if case .object(let object) = self { object } else { nil }
    }

    /// The string, when the value is one.
    public var string: LocatedText? {
        if case .string(let text, _) = self { text } else { nil }
    }

    /// The kind of value, for messages: "a string", "an object".
    public var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .invalid: "an unreadable string"
        }
    }
}

/// A JSON object: its members in file order, each key with its location. A key given twice
/// keeps its later value (reported as ``DiagnosticKind/duplicateKey``), as JavaScript and
/// Foundation read it.
public struct JSONObject: Sendable {
    public struct Member: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONValue
    }

    public private(set) var members: [Member]
    /// Where its `{` is.
    public var location: SourceLocation
    /// Member indices by key, built only for objects large enough to be worth it: a catalog's
    /// `strings` holds thousands of keys, its string units two.
    /// Keys compare by their bytes, as the reader's duplicate check compares them.
    private var index: [UTF8Order.Key: Int]?

    init(members: [Member], location: SourceLocation) {
        self.members = members
        self.location = location
        if members.count > 16 {
            var index: [UTF8Order.Key: Int] = [:]
            index.reserveCapacity(members.count)
            for (position, member) in members.enumerated() { index[UTF8Order.Key(string: member.key)] = position }
            self.index = index
        }
    }

    /// The member named `key`.
    public func member(_ key: String) -> Member? {
        if let index { return index[UTF8Order.Key(string: key)].map { members[$0] } }
        // A loop, not the generic `first(where:)`, which costs calls in a debug build.
        var position = 0
        while position < members.count {
            let candidate = members[position].key
            if UTF8Order.equal(candidate, key) { return members[position] }
            position += 1
        }
        return nil
    }

    /// The value of the member named `key`.
    public subscript(key: String) -> JSONValue? { member(key)?.value }

    public var isEmpty: Bool { members.isEmpty }
}

/// What makes a JSON string unreadable: the first fault in it, with its place.
public struct JSONStringProblem: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
}
