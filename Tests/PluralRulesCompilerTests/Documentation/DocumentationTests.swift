import Foundation
import Testing

/// What can be checked of the DocC catalogs without `docc` (which `Scripts/build-docs.sh` runs,
/// failing on any warning): each article has one title, every `<doc:…>` link names an article of
/// the catalog, every ``symbol`` link names a declaration of the module, and code blocks close.
/// `DocumentationSnippetTests` checks the code in them.
@Suite struct DocumentationTests {
    static let catalogs = [
        ("Sources/PluralRules/PluralRules.docc", "Sources/PluralRules"),
        ("Sources/PluralRulesCompiler/PluralRulesCompiler.docc", "Sources/PluralRulesCompiler"),
    ]

    static func files(in directory: String, suffix: String) -> [String] {
        let root = TestSupport.packageRoot + "/" + directory
        let enumerator = FileManager.default.enumerator(atPath: root)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }.map { root + "/" + $0 }.sorted()
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test(arguments: catalogs.map(\.0))
    func catalogIsConsistent(_ catalog: String) throws {
        let module = Self.catalogs.first { $0.0 == catalog }!.1
        let articles = Self.files(in: catalog, suffix: ".md")
        #expect(articles.count >= 2)
        let articleNames = Set(articles.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        // Every declaration name in the module's sources.
        let sources = try Self.files(in: module, suffix: ".swift").map { try String(contentsOfFile: $0, encoding: .utf8) }.joined(separator: "\n")
        let declared = Set(Self.matches(#"(?:struct|enum|class|protocol|typealias|func|var|let|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#, in: sources))
            .union(Self.matches(#"\b(init)[?!]?\("#, in: sources))
        let moduleName = URL(fileURLWithPath: module).lastPathComponent
        for article in articles {
            let text = try String(contentsOfFile: article, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.hasPrefix("# ") == true, "\(article): the first line is the title")
            #expect(lines.filter { $0.hasPrefix("# ") }.count == 1, "\(article): one title")
            #expect(lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }.count % 2 == 0, "\(article): unclosed code block")
            for link in Self.matches(#"<doc:([A-Za-z0-9_-]+)>"#, in: text) {
                #expect(articleNames.contains(link), "\(article): <doc:\(link)> names no article")
            }
            // Symbol links outside code blocks.
            var prose: [Substring] = []
            var inCode = false
            for line in lines {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle(); continue }
                if !inCode { prose.append(line) }
            }
            for link in Self.matches(#"``([A-Za-z_][A-Za-z0-9_/().:,-]*)``"#, in: prose.joined(separator: "\n")) {
                let components = link.split(separator: "/").map { String($0.split(separator: "(")[0].split(separator: "-")[0]) }
                let names = components.first == moduleName && components.count > 1 ? Array(components.dropFirst()) : components
                for name in names where name != moduleName {
                    let exists = declared.contains(name)
                    #expect(exists, "\(article): ``\(link)`` names no declaration '\(name)' in \(module)")
                }
            }
        }
    }
}
