import Foundation
import Testing

@testable import PluralRulesCompiler

/// `plural-rules fix`: each fix as an edit of exactly the bytes it means to change, the fixes
/// it declines because they would not be certain, and, on the real apps, that the fixed
/// findings are gone, a second run changes nothing, and every hunk sits at a finding.
@Suite struct FixTests {
    typealias V = LocalizationValidationTests

    /// Lints `root` and plans every fix.
    static func plan(_ root: String, only: Set<DiagnosticKind>? = nil) -> (fixes: [LocalizationFixer.FileFix], findings: [Diagnostic]) {
        let bag = DiagnosticBag()
        _ = LocalizationPipeline.check([root], cldr: TestSupport.cldr, options: .init(), warningsAsErrors: false, diagnostics: bag)
        return (LocalizationFixer.plan(bag.diagnostics, cldr: TestSupport.cldr, developmentRegion: "en", only: only), bag.diagnostics)
    }

    /// The fixed text of the file at `relative` under `root`.
    static func fixed(_ root: String, _ relative: String, only: Set<DiagnosticKind>? = nil) throws -> String {
        let fix = try #require(plan(root, only: only).fixes.first { $0.path == root + "/" + relative })
        return String(decoding: fix.fixed, as: UTF8.self)
    }

    static let englishFiles = V.plist(V.entry(forms: [("one", "%d file"), ("other", "%d files")]))

    // MARK: Forms a locale never selects

    @Test func aStringsdictFormIsRemovedWithItsLines() throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": Self.englishFiles,
            "ja.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d ファイル"), ("other", "%d ファイル")])),
        ])
        let original = try String(contentsOfFile: root + "/ja.lproj/Localizable.stringsdict", encoding: .utf8)
        #expect(
            try Self.fixed(root, "ja.lproj/Localizable.stringsdict")
                == original.replacingOccurrences(of: "<key>one</key>\n<string>%d ファイル</string>\n", with: ""))
    }

    /// An empty form, `<string></string>` or `<string/>`, goes as well.
    @Test(arguments: ["<string></string>", "<string/>"])
    func anEmptyStringsdictFormIsRemoved(_ element: String) throws {
        let body = V.entry(forms: [("one", "%d ファイル"), ("other", "%d ファイル")]).replacingOccurrences(
            of: "<string>%d ファイル</string>\n<key>other", with: element + "\n<key>other")
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": Self.englishFiles,
            "ja.lproj/Localizable.stringsdict": V.plist(body),
        ])
        let fixed = try Self.fixed(root, "ja.lproj/Localizable.stringsdict")
        #expect(!fixed.contains("<key>one</key>") && !fixed.contains(element) && fixed.contains("<key>other</key>"))
    }

    @Test(arguments: ["first", "middle", "last"])
    func aCatalogFormIsRemovedWithItsComma(_ place: String) throws {
        // cs 'many' is for decimals only: an integer variable never selects it.
        let forms: [String]
        switch place {
        case "first": forms = ["many", "one", "other"]
        case "middle": forms = ["one", "many", "other"]
        default: forms = ["one", "other", "many"]
        }
        func catalog(_ czech: [String]) -> String {
            let units = czech.map {
                "              \"\($0)\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"%lld \($0)\"\n                }\n              }"
            }
            return """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "cs" : {
                          "variations" : {
                            "plural" : {
                \(units.joined(separator: ",\n"))
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """
        }
        let root = try TestSupport.write(["Localizable.xcstrings": catalog(forms)])
        #expect(try Self.fixed(root, "Localizable.xcstrings", only: [.unusedCategory]) == catalog(forms.filter { $0 != "many" }))
    }

    /// The only member of an object goes, and the object is left as Xcode writes an empty one.
    @Test func theOnlyMemberLeavesAnEmptyObject() {
        let text = Array("{\n  \"a\" : {\n    \"b\" : 1\n  }\n}".utf8)
        let scanner = TextScanner(bytes: text)
        let keyStart = text.firstIndex(of: UInt8(ascii: "b"))! - 1
        let removal = scanner.jsonMemberRemoval(keyStart: keyStart, valueEnd: keyStart + 7)
        var edited = text
        edited.replaceSubrange(removal!.range, with: removal!.replacement)
        #expect(String(decoding: edited, as: UTF8.self) == "{\n  \"a\" : {\n\n  }\n}")
    }

    // MARK: Numbers spelled in digits

    @Test func aSpelledNumberBecomesTheVariablesSpecifier() throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": Self.englishFiles,
            "ru.lproj/Localizable.stringsdict": V.plist(
                V.entry(valueType: "ld", forms: [("one", "1 файл"), ("few", "%ld файла"), ("many", "%ld файлов"), ("other", "%ld файла")])),
        ])
        let fixed = try Self.fixed(root, "ru.lproj/Localizable.stringsdict")
        #expect(fixed.contains("<string>%ld файл</string>") && !fixed.contains("1 файл"))
    }

    /// Beside a specifier with a position, the number's gets its position too (printf does
    /// not mix the two): the variable takes argument 2, shown as "%2$d".
    @Test func besideAPositionTheSpecifierGetsItsPosition() throws {
        let format = "%@ %#@n@"
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": V.plist(V.entry(format: format, forms: [("one", "%d file"), ("other", "%d files")])),
            "ru.lproj/Localizable.stringsdict": V.plist(
                V.entry(format: format, forms: [("one", "%1$@: 1 файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
        ])
        #expect(try Self.fixed(root, "ru.lproj/Localizable.stringsdict").contains("<string>%1$@: %2$d файл</string>"))
    }

    @Test func aCatalogSubstitutionGetsArg() throws {
        let root = try TestSupport.write([
            "Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "ru" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                      "substitutions" : {
                        "files" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg файла" } },
                              "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg файлов" } },
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "1 файл" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg файла" } }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        ])
        #expect(try Self.fixed(root, "Localizable.xcstrings").contains(#""value" : "%arg файл""#))
    }

    /// No fix where it would not be certain: two numbers, a number the category does not
    /// select, markup or an entity in the text.
    @Test(arguments: ["1 файл из 10", "5 файл", "1 файл<!-- c -->", "&#49; файл"])
    func uncertainNumbersAreLeftAlone(_ form: String) throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": Self.englishFiles,
            "ru.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", form), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
        ])
        let (fixes, findings) = Self.plan(root, only: [.spelledNumber])
        #expect(findings.contains { $0.kind == .spelledNumber })
        #expect(fixes.isEmpty)
    }

    // MARK: References with stray spaces

    @Test(arguments: ["%# @n@", "%#@n @", "%# @ n @"])
    func aReferenceWithSpacesIsRepaired(_ written: String) throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": V.plist(V.entry(format: written, forms: [("one", "%d file"), ("other", "%d files")]))
        ])
        let fixed = try Self.fixed(root, "en.lproj/Localizable.stringsdict")
        #expect(fixed.contains("<string>%#@n@</string>"))
        #expect(Self.plan(root).findings.contains { $0.severity == .error })
        try fixed.write(toFile: root + "/en.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
        #expect(Self.plan(root).findings.filter { $0.severity == .error }.isEmpty)
    }

    /// A name that is no dictionary of the entry is not guessed at.
    @Test func aReferenceToNoDictionaryIsLeftAlone() throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": V.plist(V.entry(format: "%#@m @", forms: [("one", "%d file"), ("other", "%d files")]))
        ])
        #expect(Self.plan(root).fixes.isEmpty)
    }

    // MARK: Empty translations

    /// UTF-16 with a byte order mark and CRLF line endings stay so; the comment stays.
    @Test func anEmptyTranslationIsRemovedInTheFilesOwnEncoding() throws {
        let root = try TestSupport.write(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n"])
        let text = "/* A */\r\n\"a\" = \"\";\r\n\r\n/* B */\r\n\"b\" = \"Be\";\r\n"
        func littleEndian(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let utf16 = littleEndian(text)
        try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/de.lproj/Localizable.strings", contents: Data(utf16))
        let fix = try #require(Self.plan(root).fixes.first)
        let expected = "/* A */\r\n\r\n/* B */\r\n\"b\" = \"Be\";\r\n"
        #expect(fix.fixed == littleEndian(expected))
    }

    @Test func anEmptyCatalogTranslationIsRemoved() throws {
        let root = try TestSupport.write([
            "Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : ""
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hello"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        ])
        let fixed = try Self.fixed(root, "Localizable.xcstrings")
        #expect(
            fixed == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Hello" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Hello"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    // MARK: The diff

    @Test func theDiffIsOneHunkPerPlaceWithThreeLinesOfContext() {
        let text = Array((1...20).map { "line \($0)\n" }.joined().utf8)
        let fourth = Array("line 1\nline 2\nline 3\n".utf8).count
        let sixteenth = Array((1...15).map { "line \($0)\n" }.joined().utf8).count
        let diff = UnifiedDiff.diff(
            path: "f.txt", text: text,
            edits: [
                (fourth..<fourth + 7, []),
                (sixteenth + 5..<sixteenth + 7, Array("16!".utf8)),
            ])
        #expect(
            diff == """
                --- a/f.txt
                +++ b/f.txt
                @@ -1,7 +1,6 @@
                 line 1
                 line 2
                 line 3
                -line 4
                 line 5
                 line 6
                 line 7
                @@ -13,7 +12,7 @@
                 line 13
                 line 14
                 line 15
                -line 16
                +line 16!
                 line 17
                 line 18
                 line 19

                """)
    }

    // MARK: The command

    /// `--dry-run` prints a diff that `git apply` takes and changes nothing; without it the
    /// files change; `--only` limits the ids; the notes say what was done.
    @Test func theCommandFixesOrShowsWhatItWouldFix() throws {
        let root = try TestSupport.write([
            "en.lproj/Localizable.stringsdict": Self.englishFiles,
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"\";\n",
            "ja.lproj/Localizable.stringsdict": V.plist(V.entry(forms: [("one", "%d ファイル"), ("other", "%d ファイル")])),
        ])
        let japanese = root + "/ja.lproj/Localizable.stringsdict"
        let before = try Data(contentsOf: URL(fileURLWithPath: japanese))
        let dry = try CommandLineTool.run(["fix", "--dry-run", "."], in: root)
        #expect(dry.status == 0)
        #expect(dry.standardOutput.hasPrefix("--- a/./de.lproj/Localizable.strings\n+++ b/./de.lproj/Localizable.strings\n@@ -1 +0,0 @@\n-\"a\" = \"\";\n"))
        #expect(
            dry.standardError.contains("./ja.lproj/Localizable.stringsdict:15:9: note: would remove the 'one' form, which ja never selects [unused-category]"))
        #expect(dry.standardError.hasSuffix("would fix 2 of 2 fixable findings in 2 files\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: japanese)) == before)
        // The diff applies as it is.
        let patch = root + "/fix.diff"
        try dry.standardOutput.write(toFile: patch, atomically: true, encoding: .utf8)
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        check.arguments = ["apply", "--check", "--unsafe-paths", "-p1", patch]
        check.currentDirectoryURL = URL(fileURLWithPath: root)
        if FileManager.default.fileExists(atPath: "/usr/bin/git") {
            try check.run()
            check.waitUntilExit()
            #expect(check.terminationStatus == 0)
        }

        let only = try CommandLineTool.run(["fix", "--only", "empty-translation", "."], in: root)
        #expect(only.status == 0 && only.standardError.hasSuffix("fixed 1 of 1 fixable finding in 1 file\n"))
        #expect(try String(contentsOfFile: root + "/de.lproj/Localizable.strings", encoding: .utf8) == "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: japanese)) == before)
        let rest = try CommandLineTool.run(["fix", "."], in: root)
        #expect(rest.standardError.hasSuffix("fixed 1 of 1 fixable finding in 1 file\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: japanese)) != before)

        let wrong = try CommandLineTool.run(["fix", "--only", "missing-category", "."], in: root)
        #expect(wrong.status != 0 && wrong.standardError.contains("'missing-category' has no automatic fix"))
    }

    // MARK: The real apps

    static var realApps: String? { TestSupport.shared.map { $0 + "/real-apps" } }

    /// On a scratch copy of every shared app: `fix` removes every finding it fixes and adds no
    /// error, a second run changes nothing, and every hunk of the first run's diff is at a
    /// line lint reported. Only the files the fixes change differ from the originals.
    @Test(.enabled(if: realApps != nil, "needs ../shared/real-apps beside the checkout"))
    func realAppsAreFixedAndStayFixed() throws {
        let apps = try FileManager.default.contentsOfDirectory(atPath: try #require(Self.realApps)).filter { !$0.hasSuffix(".md") }.sorted()
        #expect(apps.count >= 6)
        var total = 0
        for app in apps {
            let scratch = try TestSupport.temporaryDirectory() + "/" + app
            try FileManager.default.copyItem(atPath: Self.realApps! + "/" + app, toPath: scratch)
            let (fixes, findings) = Self.plan(scratch)
            // Every hunk at a reported finding: its changed lines include one a finding is on.
            for fix in fixes {
                let diff = UnifiedDiff.diff(path: fix.path, text: fix.originalText, edits: fix.edits.map { ($0.range, $0.replacement) })
                let reported = Set(findings.filter { $0.location?.path == fix.path }.map { $0.location!.line })
                for header in diff.split(separator: "\n").filter({ $0.hasPrefix("@@") }) {
                    let old = header.split(separator: " ")[1].dropFirst().split(separator: ",").map { Int($0)! }
                    let lines = old[0]..<old[0] + (old.count > 1 ? old[1] : 1)
                    #expect(!reported.isDisjoint(with: lines), "\(app): a hunk \(header) of \(fix.path) is at no finding")
                }
            }
            _ = try FileWriter.write(fixes.map { ($0.path, $0.fixed) })
            total += fixes.map(\.edits.count).reduce(0, +)
            let (again, after) = Self.plan(scratch)
            #expect(again.isEmpty, "\(app): a second fix would change \(again.map(\.path))")
            #expect(after.filter { $0.severity == .error }.count <= findings.filter { $0.severity == .error }.count, "\(app): fixing added errors")
            for fix in fixes {
                for edit in fix.edits {
                    let subject = edit.finding.subject
                    #expect(
                        !after.contains {
                            $0.kind == edit.finding.kind && $0.subject == subject && $0.location?.path == fix.path && $0.message == edit.finding.message
                        },
                        "\(app): still reported after the fix: \(edit.finding)")
                }
            }
        }
        #expect(total > 100)
    }
}
