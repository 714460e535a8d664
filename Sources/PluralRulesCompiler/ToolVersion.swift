/// The tool's name and version, as `plural-rules --version` prints them and reports carry them.
public enum ToolVersion {
    public static let name = "plural-rules"
    /// Semantic version of the tool and its generated code's format.
    public static let version = "0.1.0"
}
