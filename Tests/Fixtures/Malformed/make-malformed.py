#!/usr/bin/env python3
"""Writes the broken inputs of Tests/Fixtures/Malformed: one folder per case, each an app
folder as lint is given it (`en.lproj/Localizable.strings`, a `.stringsdict`, a String
Catalog). The files are bytes, not text: many are not valid UTF-8 on purpose. Each folder's
`expected.txt` is what lint says about it, recorded by the test and reviewed by hand:

    python3 Tests/Fixtures/Malformed/make-malformed.py
    PLURAL_RULES_RECORD=1 swift test --filter MalformedInputTests
"""
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = {}


def case(name, files):
    assert name not in CASES, name
    CASES[name] = files


def b(text):
    return text.encode("utf-8") if isinstance(text, str) else text


HEAD = b'<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n'


def plist(body):
    return HEAD + b(body) + b"\n</plist>\n"


def variable(name, forms, value_type="d", spec="NSStringPluralRuleType"):
    text = f"<key>{name}</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>{spec}</string>\n"
    if value_type is not None:
        text += f"<key>NSStringFormatValueTypeKey</key>\n<string>{value_type}</string>\n"
    for form, value in forms:
        text += f"<key>{form}</key>\n<string>{value}</string>\n"
    return text + "</dict>\n"


def entry(key, format_key, variables):
    return f"<key>{key}</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>{format_key}</string>\n{variables}</dict>\n"


FILES = [("one", "%d file"), ("other", "%d files")]
GOOD = entry("usable", "%#@n@", variable("n", FILES))
STRINGS = "en.lproj/Localizable.strings"
DICT = "en.lproj/Localizable.stringsdict"
CATALOG = "Localizable.xcstrings"


def stringsdict(*entries):
    return {DICT: plist("<dict>\n" + "".join(entries) + "</dict>")}


# MARK: Nesting and references: bounded depth, positioned errors

case("xml-nesting-513", stringsdict(GOOD, "<key>deep</key>\n" + "<array>" * 600 + "</array>" * 600 + "\n"))
case("xml-nesting-2000", stringsdict(GOOD, "<key>deep</key>\n" + "<dict>" * 2000 + "</dict>" * 2000 + "\n"))
chain = "".join(variable(f"v{i}", [("other", f"%#@v{i + 1}@")], value_type=None) for i in range(12))
chain += variable("v12", [("other", "end")], value_type=None)
case("stringsdict-variable-chain", stringsdict(GOOD, entry("chain", "%#@v0@", chain)))
cycle = variable("a", [("one", "%d %#@b@"), ("other", "%d %#@b@")]) + variable("b", [("other", "%#@a@")], value_type=None)
# `a` (two levels: a, b) is walked first from the format, then reached again below seven others.
shared = variable("a", [("other", "%#@b@")], value_type=None) + variable("b", [("other", "end")], value_type=None)
shared += "".join(variable(f"x{i}", [("other", f"%#@x{i + 1}@" if i < 7 else "%#@a@")], value_type=None) for i in range(1, 8))
case("stringsdict-variable-deep-through-shared", stringsdict(GOOD, entry("shared", "%#@a@ %#@x1@", shared)))
case("stringsdict-variable-cycle", stringsdict(GOOD, entry("cycle", "%#@a@", cycle)))
case("stringsdict-variable-self", stringsdict(GOOD, entry("self", "%#@a@", variable("a", [("other", "%d %#@a@")]))))
# Width variables of 20 forms, each form using the next variable: 20^4 forms to plan.
dag = "".join(variable(f"v{i}", [(str(width), f"%#@v{i + 1}@ {width}") for width in range(1, 21)], value_type=None, spec="NSStringVariableWidthRuleType") for i in range(4))
dag += variable("v4", [("1", "end")], value_type=None, spec="NSStringVariableWidthRuleType")
case("stringsdict-variables-multiply", stringsdict(GOOD, entry("multiply", "%#@v0@", dag)))

# MARK: Numbers the input wrote: no allocation proportional to them, concise messages

case("position-huge", {STRINGS: b'"usable" = "ok";\n"huge" = "%9000000000000000000$d";\n"beyond" = "%99999999999999999999$d";\n'})
case("position-100000", {STRINGS: b'"usable" = "ok";\n"large" = "%100000$d";\n'})
case("argument-gap-wide", {STRINGS: b'"usable" = "ok";\n"gap" = "%5000$d";\n"gaps" = "%2$d %4$d %9$d %10$d %12$@ %20$d %30$d %40$d";\n'})
case("width-precision-overflow", {STRINGS: b'"usable" = "ok";\n"width" = "%99999999999999999999d";\n"precision" = "%.99999999999999999999f";\n"both" = "%1$20000.3f";\n'})
case("stringsdict-position-huge", stringsdict(GOOD, entry("huge", "%9000000000000000000$#@n@", variable("n", FILES))))

# MARK: Encodings and bytes: honoured or rejected where they stand

case("plist-invalid-utf8", {DICT: HEAD + b"<dict>\n" + b(GOOD) + b"<key>bad</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>caf\xe9</string>\n</dict>\n</dict>\n</plist>\n"})
case("plist-latin1-declared", {DICT: b'<?xml version="1.0" encoding="ISO-8859-1"?>\n<plist version="1.0">\n<dict>\n' + b(GOOD) + b"<key>caf\xe9</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>caf\xe9</string>\n</dict>\n</dict>\n</plist>\n"})
case("plist-utf16-declared", {DICT: b'<?xml version="1.0" encoding="UTF-16"?>\n<plist version="1.0">\n<dict>\n' + b(GOOD) + b"</dict>\n</plist>\n"})
case("plist-utf16-without-bom", {DICT: plist("<dict>\n" + GOOD + "</dict>").decode("utf-8").encode("utf-16-le")})
case("plist-utf16-with-bom", {DICT: plist("<dict>\n" + GOOD + "</dict>").decode("utf-8").encode("utf-16")})
case("plist-nul-byte", {DICT: HEAD + b"<dict>\n" + b(GOOD) + b"<key>nul</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>a\x00b</string>\n</dict>\n</dict>\n</plist>\n"})
case("plist-overlong-utf8", {DICT: HEAD + b"<dict>\n" + b(GOOD) + b"<key>slash\xc0\xaf</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>x</string>\n</dict>\n</dict>\n</plist>\n"})
case("plist-element-in-string", stringsdict(GOOD, "<key>tap</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>Tap <b>here</b> now</string>\n</dict>\n"))
case("plist-element-in-key", stringsdict(GOOD, "<key>tap <i>here</i></key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>Tap</string>\n</dict>\n"))
case("plist-crlf-kept", {DICT: plist("<dict>\r\n" + GOOD.replace("\n", "\r\n") + "<key>lines</key>\r\n<dict>\r\n<key>NSStringLocalizedFormatKey</key>\r\n<string>one\r\ntwo\rthree\nfour</string>\r\n</dict>\r\n</dict>")})
case("strings-utf16-without-bom", {STRINGS: '"usable" = "ok";\n"cjk" = "日本語のテキスト、中文";\n'.encode("utf-16-le")})
case("strings-utf16-big-endian-without-bom", {STRINGS: '"usable" = "ok";\n"cjk" = "설정";\n'.encode("utf-16-be")})
case("strings-invalid-utf8", {STRINGS: b'"usable" = "ok";\n"bad" = "caf\xe9";\n'})
case("strings-overlong-utf8", {STRINGS: b'"usable" = "ok";\n"bad" = "\xc0\xaf";\n'})
case("strings-utf8-surrogate", {STRINGS: b'"usable" = "ok";\n"bad" = "\xed\xa0\x80";\n'})
case("strings-utf8-cut-off", {STRINGS: b'"usable" = "ok";\n"bad" = "\xf0\x9f\x98'})
case("strings-utf16-odd-length", {STRINGS: b"\xff\xfe" + '"usable" = "ok";\n'.encode("utf-16-le") + b"\x41"})
case("strings-utf16-lone-surrogate", {STRINGS: b"\xff\xfe" + '"usable" = "ok";\n"bad" = "'.encode("utf-16-le") + b"\x3d\xd8" + '";\n'.encode("utf-16-le")})
case("strings-binary-plist", {STRINGS: b"bplist00\xd1\x01\x02Qa"})

# MARK: Keys: canonically equivalent keys are reported, not merged in silence

case("keys-equivalent-strings", {STRINGS: b('"usable" = "ok";\n"caf\u00e9" = "precomposed";\n"cafe\u0301" = "decomposed";\n')})
case("keys-equivalent-stringsdict", stringsdict(GOOD, entry("caf\u00e9", "%#@n@", variable("n", FILES)), entry("cafe\u0301", "%#@n@", variable("n", FILES))))
case("keys-equivalent-across-files", {STRINGS: b('"usable" = "ok";\n"Stra\u00dfe \u00c5" = "NFC";\n'),
                                      DICT: plist("<dict>\n" + entry("Stra\u00dfe A\u030a", "%#@n@", variable("n", FILES)) + "</dict>")})
case("keys-equivalent-catalog", {CATALOG: b('{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "usable" : {},\n    "caf\u00e9" : {},\n    "cafe\u0301" : {}\n  },\n  "version" : "1.0"\n}')})
case("keys-duplicate-catalog", {CATALOG: b('{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "usable" : {},\n    "twice" : {},\n    "twice" : {}\n  },\n  "version" : "1.0"\n}')})

# MARK: Text after a placeholder: nothing lost

case("combining-after-placeholder", {STRINGS: b('"acute" = "%@\u0301";\n"devanagari" = "%@\u0947 \u0915\u093f";\n"variation" = "%@\ufe0f";\n"skin" = "%@\U0001F3FD";\n"joiner" = "%1$@\u200d%2$@";\n')})

# MARK: .strings syntax

case("strings-unterminated-string", {STRINGS: b'"usable" = "ok";\n"open" = "no end;\n'})
case("strings-unterminated-comment", {STRINGS: b'"usable" = "ok";\n/* a comment\n"lost" = "x";\n'})
case("strings-missing-semicolon", {STRINGS: b'"usable" = "ok";\n"a" = "x"\n"b" = "y";\n'})
case("strings-missing-equals", {STRINGS: b'"usable" = "ok";\n"a" "x";\n'})
case("strings-truncated-entry", {STRINGS: b'"usable" = "ok";\n"cut" = '})
case("strings-unquoted-words", {STRINGS: b'"usable" = "ok";\nkey = two words;\n'})
case("strings-bad-u-escape", {STRINGS: b'"usable" = "ok";\n"bad" = "\\U00G1";\n'})
case("strings-short-u-escape", {STRINGS: b'"usable" = "ok";\n"short" = "\\U12";\n'})
case("strings-lone-surrogate-escape", {STRINGS: b'"usable" = "ok";\n"lone" = "\\UD83D alone";\n"low" = "\\UDE00";\n'})
case("strings-unknown-escape", {STRINGS: b'"usable" = "ok";\n"unknown" = "\\q";\n'})
case("strings-duplicate-key", {STRINGS: b'"usable" = "ok";\n"twice" = "first";\n"twice" = "second";\n'})
case("strings-literal-percent", {STRINGS: b'"usable" = "ok";\n"sale" = "Save 50% today";\n"end" = "100%";\n'})
case("strings-unsupported-specifiers", {STRINGS: b'"usable" = "ok";\n"c" = "%s";\n"p" = "%p";\n"star" = "%*d";\n'})
case("strings-zero-position", {STRINGS: b'"usable" = "ok";\n"zero" = "%0$d";\n'})
case("strings-unclosed-variable", {STRINGS: b'"usable" = "ok";\n"open" = "%#@files";\n'})
case("strings-argument-types-disagree", {STRINGS: b'"usable" = "ok";\n"mixed" = "%1$d and %1$@";\n'})

# MARK: XML syntax

case("xml-truncated", {DICT: plist("<dict>\n" + GOOD + "<key>cut</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<str")[:-10]})
case("xml-unterminated-comment", stringsdict(GOOD, "<!-- never closed\n"))
case("xml-unterminated-cdata", stringsdict(GOOD, "<key>cdata</key>\n<string><![CDATA[never closed</string>\n"))
case("xml-unknown-entity", stringsdict(GOOD, "<key>nbsp</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>a&nbsp;b</string>\n</dict>\n"))
case("xml-surrogate-reference", stringsdict(GOOD, "<key>ref</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>&#xD800;</string>\n</dict>\n"))
case("xml-bare-ampersand", stringsdict(GOOD, "<key>amp</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>Tom & Jerry</string>\n</dict>\n"))
case("xml-mismatched-tags", stringsdict(GOOD, "<key>tags</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>x</key>\n</dict>\n"))
case("xml-two-roots", {DICT: plist("<dict>\n" + GOOD + "</dict>") + b"<plist/>\n"})
case("xml-text-after-root", {DICT: plist("<dict>\n" + GOOD + "</dict>") + b"trailing\n"})
case("xml-unterminated-doctype", {DICT: b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"\n'})
case("xml-unquoted-attribute", {DICT: b'<?xml version="1.0" encoding="UTF-8"?>\n<plist version=1.0>\n<dict/>\n</plist>\n'})
case("xml-empty-file", {DICT: b""})

# MARK: Property lists of the wrong shape

case("plist-wrong-root", {DICT: b'<?xml version="1.0" encoding="UTF-8"?>\n<dict>\n' + b(GOOD) + b"</dict>\n"})
case("plist-two-values", {DICT: plist("<dict>\n" + GOOD + "</dict>\n<dict/>")})
case("plist-root-array", {DICT: plist("<array>\n<string>x</string>\n</array>")})
case("plist-key-without-value", stringsdict(GOOD, "<key>alone</key>\n"))
case("plist-value-without-key", stringsdict(GOOD, "<string>orphan</string>\n"))
case("plist-integer-not-number", stringsdict(GOOD, "<key>count</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>other</key>\n<integer>many</integer>\n</dict>\n</dict>\n"))
case("plist-unknown-element", stringsdict(GOOD, "<key>odd</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<text>x</text>\n</dict>\n"))

# MARK: Stringsdict entries of the wrong shape

case("stringsdict-entry-is-string", stringsdict(GOOD, "<key>flat</key>\n<string>not a dictionary</string>\n"))
case("stringsdict-missing-format-key", stringsdict(GOOD, "<key>nokey</key>\n<dict>\n" + variable("n", FILES) + "</dict>\n"))
case("stringsdict-format-key-not-string", stringsdict(GOOD, "<key>number</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<integer>1</integer>\n</dict>\n"))
case("stringsdict-missing-spec-type", stringsdict(GOOD, entry("nospec", "%#@n@", "<key>n</key>\n<dict>\n<key>NSStringFormatValueTypeKey</key>\n<string>d</string>\n<key>other</key>\n<string>%d</string>\n</dict>\n")))
case("stringsdict-unknown-rule-type", stringsdict(GOOD, entry("rule", "%#@n@", variable("n", FILES, spec="NSStringGenderRuleType"))))
case("stringsdict-missing-other", stringsdict(GOOD, entry("noother", "%#@n@", variable("n", [("one", "%d file")]))))
case("stringsdict-unknown-form", stringsdict(GOOD, entry("form", "%#@n@", variable("n", FILES + [("several", "%d")]))))
case("stringsdict-missing-value-type", stringsdict(GOOD, entry("untyped", "%#@n@", variable("n", [("one", "one file"), ("other", "some files")], value_type=None))))
case("stringsdict-bad-value-type", stringsdict(GOOD, entry("typed", "%#@n@", variable("n", FILES, value_type="q"))))
case("stringsdict-value-type-mismatch", stringsdict(GOOD, entry("mismatch", "%#@n@", variable("n", [("one", "%@ file"), ("other", "%d files")]))))
case("stringsdict-form-not-string", stringsdict(GOOD, entry("integer", "%#@n@", "<key>n</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n<key>other</key>\n<true/>\n</dict>\n")))
case("stringsdict-undefined-variable", stringsdict(GOOD, entry("undefined", "%#@missing@", "")))
case("stringsdict-unused-variable", stringsdict(GOOD, entry("unused", "%#@n@", variable("n", FILES) + variable("extra", FILES))))
case("stringsdict-width-not-number", stringsdict(GOOD, "<key>wide</key>\n<dict>\n<key>NSStringVariableWidthRuleType</key>\n<dict>\n<key>wide</key>\n<string>x</string>\n</dict>\n</dict>\n"))

# MARK: JSON and String Catalogs

CAT_OK = '"usable" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "ok" } } } }'


def catalog(strings):
    return {CATALOG: b('{\n  "sourceLanguage" : "en",\n  "strings" : {\n    ' + strings + '\n  },\n  "version" : "1.0"\n}')}


case("catalog-truncated", {CATALOG: b('{\n  "sourceLanguage" : "en",\n  "strings" : {\n    ' + CAT_OK + ',\n    "cut" : { "localizations" : { "en" : { "stringU')})
case("catalog-trailing-comma", catalog(CAT_OK + ","))
case("catalog-root-array", {CATALOG: b"[\n  1\n]\n"})
case("catalog-strings-not-object", {CATALOG: b('{\n  "sourceLanguage" : "en",\n  "strings" : [],\n  "version" : "1.0"\n}')})
case("catalog-bad-escape", catalog(CAT_OK + ',\n    "escape" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "a\\x41" } } } }'))
case("catalog-lone-surrogate", catalog(CAT_OK + ',\n    "surrogate" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\\ud83d" } } } }'))
case("catalog-invalid-utf8", {CATALOG: catalog(CAT_OK + ',\n    "bytes" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "caf@" } } } }')[CATALOG].replace(b"caf@", b"caf\xe9")})
case("catalog-nesting-600", {CATALOG: b('{\n  "sourceLanguage" : "en",\n  "strings" : {\n    ' + CAT_OK + ',\n    "deep" : ' + "[" * 600 + "]" * 600 + '\n  },\n  "version" : "1.0"\n}')})
case("catalog-value-not-string", catalog(CAT_OK + ',\n    "number" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : 42 } } } }'))
case("catalog-unit-without-value", catalog(CAT_OK + ',\n    "novalue" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated" } } } }'))
case("catalog-plural-without-other", catalog(CAT_OK + ',\n    "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } } } } } } }'))
case("catalog-position-huge", catalog(CAT_OK + ',\n    "huge" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%9000000000000000000$lld" } } } }'))


def main():
    for name in os.listdir(HERE):
        path = os.path.join(HERE, name)
        if os.path.isdir(path) and name not in CASES:
            shutil.rmtree(path)
    for name, files in sorted(CASES.items()):
        folder = os.path.join(HERE, name)
        for relative, data in files.items():
            path = os.path.join(folder, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(b(data))
    print(f"{len(CASES)} cases")


main()
