import Foundation

@testable import PluralRulesCompiler

/// A small project for the report's tests, hostile where users' files can be: `Localizable`
/// in en, ru and fr (keys that are markup, a bidirectional override, a mention, a table cell's
/// end; a ru plural variable without its 'few' form, a broken ru translation, a key only fr
/// has), and a String Catalog `Shop` whose de units are in every state Xcode writes.
enum ReportFixture {
    typealias V = LocalizationValidationTests

    /// Keys as a user could write them: each must stay text in the HTML and in the Markdown.
    static let scriptKey = #"</script><script>document.title="pwned"</script>"#
    static let imageKey = #""><img src=x onerror="document.title='pwned'">"#
    static let bidiKey = "invoice\u{202E}fdp.exe"
    static let mentionKey = "@everyone | #1 *bold*"

    static func strings(_ pairs: [(String, String)]) -> String {
        pairs.map { key, value in
            "\"\(key.replacingOccurrences(of: "\"", with: "\\\""))\" = \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\";\n"
        }.joined()
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
                  "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Artikel" } } } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } }
              }
            },
            "Brand" : { "shouldTranslate" : false },
            "Cart" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "Cart" } } } },
            "Checkout" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Kasse" } } } },
            "Old" : { "extractionState" : "stale", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } }
          },
          "version" : "1.0"
        }
        """

    /// The project's folder, fresh.
    static func project() throws -> String {
        try TestSupport.write([
            "en.lproj/Localizable.stringsdict": V.english,
            "en.lproj/Localizable.strings": strings([
                ("title", "Files"), ("greeting", "Hello, %@!"), (scriptKey, "a & b"), (imageKey, "<b>bold</b>"),
                (bidiKey, "Invoice"), (mentionKey, "Mention"),
            ]),
            "ru.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d файл"), ("many", "%d файлов"), ("other", "%d файла")])),
            "ru.lproj/Localizable.strings": strings([
                ("title", "Файлы"), ("greeting", "Привет, %s!"), (scriptKey, "а & б"), (imageKey, "<i>жирный</i>"),
                (mentionKey, "Упоминание"),
            ]),
            "fr.lproj/Localizable.strings": strings([("title", "Fichiers"), ("extra", "En plus")]),
            "Shop.xcstrings": catalog,
        ])
    }

    /// The project's report, as `plural-rules report` builds it.
    static func report(_ root: String) -> LocalizationReport {
        let diagnostics = DiagnosticBag()
        let validation = LocalizationPipeline.check([root], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: diagnostics)
        return LocalizationReport.build(tables: validation.models.map(\.table), diagnostics: diagnostics.diagnostics, cldr: TestSupport.cldr, inputs: [root])
    }
}
