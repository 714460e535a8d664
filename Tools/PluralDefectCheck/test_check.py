"""Tests of check.py and compare.py on small fixtures written here.

    python3 -m unittest discover Tools/PluralDefectCheck

Tests that need Node's Intl.PluralRules skip, saying why, when `node` is not on PATH.
"""

import contextlib
import io
import json
import os
import plistlib
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402
import compare  # noqa: E402

NODE = shutil.which("node")
NODE_ABSENT = "node is not on PATH: the plural categories come from Node's Intl.PluralRules"
needs_node = unittest.skipUnless(NODE, NODE_ABSENT)
if not NODE:
    print(f"test_check: the tests of defects are skipped: {NODE_ABSENT}", file=sys.stderr)


def variable(forms, value_type="d"):
    result = {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType"}
    if value_type is not None:
        result["NSStringFormatValueTypeKey"] = value_type
    result.update(forms)
    return result


def entry(forms, value_type="d", name="n"):
    return {"NSStringLocalizedFormatKey": f"%#@{name}@", name: variable(forms, value_type)}


class Fixture:
    """A temporary folder of localization files."""

    def __init__(self, test):
        self.root = tempfile.mkdtemp(prefix="plural-defect-check-")
        test.addCleanup(shutil.rmtree, self.root)

    def path(self, relative):
        path = os.path.join(self.root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        return path

    def stringsdict(self, folder, entries, name="Localizable"):
        path = self.path(f"{folder}/{name}.stringsdict")
        with open(path, "wb") as file:
            file.write(plistlib.dumps(entries, fmt=plistlib.FMT_XML))
        return path

    def raw(self, relative, data):
        path = self.path(relative)
        with open(path, "wb") as file:
            file.write(data)
        return path

    def xcstrings(self, strings, name="Localizable.xcstrings"):
        catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
        return self.raw(name, json.dumps(catalog, ensure_ascii=False).encode("utf-8"))


def plural(forms):
    return {"plural": {c: {"stringUnit": {"state": "translated", "value": v}} for c, v in forms.items()}}


class CheckerTestCase(unittest.TestCase):
    oracle = check.PluralOracle()

    def setUp(self):
        self.fixture = Fixture(self)

    def run_checker(self, *paths):
        """(key, variable, locale, form, kind) of each defect, and what went to stderr."""
        errors = io.StringIO()
        with contextlib.redirect_stderr(errors):
            defects = check.find_defects(list(paths) or [self.fixture.root], self.oracle)
        self.errors = errors.getvalue()
        return {(d["key"], d["variable"], d["locale"], d["form"], d["kind"]) for d in defects}

    def defects_of(self, folder, forms, value_type="d"):
        self.fixture.stringsdict(folder, {"k": entry(forms, value_type)})
        return {(locale, form, kind) for _, _, locale, form, kind in self.run_checker()}


class FormTextTests(unittest.TestCase):
    def test_specifiers_show_the_number_but_percent_signs_and_references_do_not(self):
        for text in ("%d files", "%1$ld files", "%lu", "%.1f km", "%@ items", "%2$@ and %1$d", "%arg items"):
            self.assertTrue(check.read_form_text(text).shows_number, text)
        for text in ("100%% sure", "%#@files@", "%1$#@files@ in %#@folders@", "files"):
            self.assertFalse(check.read_form_text(text).shows_number, text)

    def test_only_the_variables_own_argument_shows_its_number(self):
        # The variable takes argument 1: another argument shown beside the spelled "1" does not count.
        for text in ("%1$d", "%d and %2$@", "%arg"):
            self.assertTrue(check.read_form_text(text, 1).shows_number, text)
        for text in ("%2$@ и ещё 1 человек", "%2$@", "%#@other@ %d"):
            self.assertFalse(check.read_form_text(text, 1).shows_number, text)
        # Taking argument 2, a form counts on from it: "%@ %@" shows 2 and 3.
        self.assertTrue(check.read_form_text("%@ and 1 more", 2).shows_number)
        self.assertFalse(check.read_form_text("%1$@ and 1 more", 2).shows_number)

    def test_variables_take_their_arguments_in_turn(self):
        forms = {"inner": {"one": "%d", "other": "%@ %#@deep@"}}
        self.assertEqual(check.variable_arguments("%@ %#@outer@ %3$#@inner@", forms), {"outer": 2, "inner": 3, "deep": 4})
        self.assertEqual(check.variable_arguments("%2$#@a@ %1$@", {}), {"a": 2})

    def test_a_broken_specifiers_digits_are_not_prose(self):
        self.assertEqual(check.read_form_text("%2$@ و %1$ تفاعلا").prose, " و  تفاعلا")

    def test_digits_in_specifiers_and_placeholders_are_not_prose(self):
        self.assertEqual(check.read_form_text("%1$ld of %2$ld").prose, " of ")
        self.assertEqual(check.read_form_text("{user0} and {count1} more").prose, " and  more")
        self.assertEqual(check.read_form_text("%#@files2@ in 3 folders").prose, " in 3 folders")

    def test_the_first_integer_or_decimal_conversion_gives_the_value_type(self):
        self.assertEqual(check.read_form_text("%@ walked %.1f km").numeric_conversion, "f")
        self.assertEqual(check.read_form_text("%lld posts").numeric_conversion, "d")
        self.assertEqual(check.read_form_text("%@ only").numeric_conversion, "")
        self.assertEqual(check.value_type_of_conversion("lld"), "integer")
        self.assertEqual(check.value_type_of_conversion(".2f"), "decimal")
        self.assertEqual(check.value_type_of_conversion("@"), "integer")

    def test_folder_names_become_locale_tags(self):
        cases = {"Base.lproj": "en", "zh_CN.lproj": "zh-CN", "pt-br.lproj": "pt-br",
                 "sr@latin.lproj": "sr-Latn", "English.lproj": "en", "en-US.lproj": "en-US"}
        for folder, tag in cases.items():
            self.assertEqual(check.locale_tag_of_folder(folder), tag, folder)

    def test_native_digits_count_and_han_numerals_do_not(self):
        self.assertIn("٣", check.digit_characters("ar"))
        self.assertIn("۳", check.digit_characters("fa"))
        self.assertNotIn("٣", check.digit_characters("fa"))
        self.assertIn("३", check.digit_characters("hi"))
        self.assertIn("৩", check.digit_characters("bn"))
        self.assertIn("۳", check.digit_characters("pa-Arab-PK"))
        self.assertNotIn("٣", check.digit_characters("en"))
        self.assertNotIn("三", check.digit_characters("zh-Hans"))
        self.assertEqual(check.digit_characters("sr-Latn"), frozenset("0123456789"))

    def test_text_in_utf16_with_a_doubled_byte_order_mark_decodes(self):
        data = b"\xff\xfe" + "\ufeff<plist/>".encode("utf-16-le")
        self.assertEqual(check.decode_text(data), "<plist/>")
        self.assertEqual(check.decode_text(b"\xef\xbb\xbf\xef\xbb\xbf<a/>"), "<a/>")

    def test_compare_matches_locales_in_canonical_case(self):
        self.assertEqual(compare.normalized_locale("pt_br"), "pt-BR")
        self.assertEqual(compare.normalized_locale("ZH-hans-hk"), "zh-Hans-HK")
        self.assertEqual(compare.normalized_locale("es-419"), "es-419")

    def test_compare_says_which_single_field_tells_a_miss_from_a_false_finding(self):
        miss = ("/a/ru.lproj/L.stringsdict", "k", "n", "ru", "other", "missing-other")
        false = ("/a/ru.lproj/L.stringsdict", "k", "", "ru", "other", "missing-other")
        self.assertIn("only variable differs", compare.near_match(miss, [false]))
        self.assertEqual(compare.near_match(miss, [false[:3] + ("uk", "few", "missing-other")]), "")


@needs_node
class KindTests(CheckerTestCase):
    def test_missing_other(self):
        found = self.defects_of("ru.lproj", {"one": "%d файл", "few": "%d файла", "many": "%d файлов"})
        self.assertEqual(found, {("ru", "other", "missing-other")})

    def test_missing_category(self):
        found = self.defects_of("ru.lproj", {"one": "%d файл", "many": "%d файлов", "other": "%d файла"})
        self.assertEqual(found, {("ru", "few", "missing-category")})

    def test_integers_select_many_in_french_but_not_in_czech(self):
        self.assertEqual(self.defects_of("fr.lproj", {"one": "%d favori", "other": "%d favoris"}),
                         {("fr", "many", "missing-category")})
        self.fixture = Fixture(self)
        self.assertEqual(self.defects_of("cs.lproj", {"one": "%d soubor", "few": "%d soubory", "other": "%d souborů"}),
                         set())

    def test_decimals_select_many_in_czech(self):
        found = self.defects_of("cs.lproj", {"one": "%.1f km", "few": "%.1f km", "other": "%.1f km"}, value_type="f")
        self.assertEqual(found, {("cs", "many", "missing-category")})

    def test_a_zero_form_does_not_stand_for_a_missing_one(self):
        found = self.defects_of("en.lproj", {"zero": "No files", "other": "%d files"})
        self.assertEqual(found, {("en", "one", "missing-category")})

    def test_unused_category(self):
        self.assertEqual(self.defects_of("ja.lproj", {"one": "%d件", "other": "%d件"}),
                         {("ja", "one", "unused-category")})
        self.fixture = Fixture(self)
        self.assertEqual(self.defects_of("he.lproj", {"one": "קובץ אחד", "two": "%d קבצים", "many": "%d קבצים",
                                                      "other": "%d קבצים"}),
                         {("he", "many", "unused-category")})

    def test_czech_many_is_unused_for_integers(self):
        found = self.defects_of("cs.lproj", {"one": "%d soubor", "few": "%d soubory", "many": "%d souboru",
                                             "other": "%d souborů"})
        self.assertEqual(found, {("cs", "many", "unused-category")})

    def test_zero_and_other_are_never_unused(self):
        self.assertEqual(self.defects_of("en.lproj", {"zero": "No files", "one": "%d file", "other": "%d files"}),
                         set())
        self.fixture = Fixture(self)
        # ru `other` takes only decimals; an integer variable still needs it.
        self.assertEqual(self.defects_of("ru.lproj", {"one": "%d файл", "few": "%d файла", "many": "%d файлов",
                                                      "other": "%d файла"}),
                         set())

    def test_spelled_number(self):
        found = self.defects_of("ru.lproj", {"one": "1 файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"})
        self.assertEqual(found, {("ru", "one", "spelled-number")})

    def test_a_spelled_number_in_a_category_of_one_value_is_no_defect(self):
        self.assertEqual(self.defects_of("en.lproj", {"one": "1 file", "other": "%d files"}), set())

    def test_french_one_covers_zero_and_one(self):
        found = self.defects_of("fr.lproj", {"one": "1 favori", "many": "%d de favoris", "other": "%d favoris"})
        self.assertEqual(found, {("fr", "one", "spelled-number")})

    def test_native_digits_are_spelled_numbers(self):
        forms = {"zero": "%d ملف", "one": "ملف", "two": "ملفان", "few": "٣ ملفات", "many": "%d ملفًا", "other": "%d ملف"}
        self.assertEqual(self.defects_of("ar.lproj", forms), {("ar", "few", "spelled-number")})

    def test_digits_of_placeholders_specifiers_and_han_numerals_are_not_spelled_numbers(self):
        self.assertEqual(self.defects_of("ru.lproj", {"one": "{user1} и %1$d файл", "few": "%1$d файла",
                                                      "many": "%1$d файлов", "other": "%1$d файла"}),
                         set())
        self.fixture = Fixture(self)
        # Neither form shows the number: the variable only chooses wording, Han numeral or not.
        self.assertEqual(self.defects_of("zh-Hans.lproj", {"other": "三个文件"}), set())

    def test_numberless_form(self):
        found = self.defects_of("ru.lproj", {"one": "Один файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"})
        self.assertEqual(found, {("ru", "one", "numberless-form")})

    def test_a_variable_that_only_chooses_wording_is_no_defect(self):
        found = self.defects_of("ru.lproj", {"one": "файл", "few": "файла", "many": "файлов", "other": "файла"})
        self.assertEqual(found, set())

    def test_a_form_that_shows_another_argument_but_spells_its_own(self):
        # ru `one` covers 21: "%2$@ и ещё 1 человек" says "1" for it, whatever %2$@ shows.
        variables = {"people": variable({"one": "%2$@ и ещё 1 человек", "few": "%2$@ и ещё %1$d человека",
                                         "many": "%2$@ и ещё %1$d человек", "other": "%2$@ и ещё %1$d человека"})}
        self.fixture.stringsdict("ru.lproj", {"k": {"NSStringLocalizedFormatKey": "%1$#@people@", **variables}})
        self.assertEqual(self.run_checker(), {("k", "people", "ru", "one", "spelled-number")})

    def test_a_nested_reference_does_not_show_the_number(self):
        forms = {"one": "Один файл в %#@folders@", "few": "%d файла", "many": "%d файлов", "other": "%d файла"}
        self.assertEqual(self.defects_of("ru.lproj", forms), {("ru", "one", "numberless-form")})

    def test_forms_of_categories_the_type_never_selects_are_not_read(self):
        # ru `other` and cs `many` take only decimals.
        self.assertEqual(self.defects_of("ru.lproj", {"one": "%d файл", "few": "%d файла", "many": "%d файлов",
                                                      "other": "1 файл"}),
                         set())
        self.fixture = Fixture(self)
        self.assertEqual(self.defects_of("cs.lproj", {"one": "%d soubor", "few": "%d soubory", "many": "souboru",
                                                      "other": "%d souborů"}),
                         {("cs", "many", "unused-category")})

    def test_an_empty_form_is_no_defect(self):
        found = self.defects_of("ru.lproj", {"one": "", "few": "%d файла", "many": "%d файлов", "other": "%d файла"})
        self.assertEqual(found, set())


@needs_node
class ValueTypeTests(CheckerTestCase):
    cs_forms = {"one": "%.1f km", "few": "%.1f km", "other": "%.1f km"}

    def test_the_value_type_key_decides(self):
        self.assertEqual(self.defects_of("cs.lproj", self.cs_forms, value_type="f"), {("cs", "many", "missing-category")})
        self.fixture = Fixture(self)
        self.assertEqual(self.defects_of("cs.lproj", self.cs_forms, value_type="ld"), set())

    def test_without_the_key_the_forms_decide(self):
        self.assertEqual(self.defects_of("cs.lproj", self.cs_forms, value_type=None), {("cs", "many", "missing-category")})
        self.fixture = Fixture(self)
        self.assertEqual(self.defects_of("cs.lproj", {"one": "soubor", "few": "soubory", "other": "souborů"},
                                         value_type=None),
                         set())

    def test_objects_are_integers(self):
        self.assertEqual(self.defects_of("cs.lproj", self.cs_forms, value_type="@"), set())

    def test_a_decimal_category_covers_several_values(self):
        # en `one` covers 1 alone, also with decimals ("1.0" is `other`); tr `one` covers 1 and "1.0".
        self.assertEqual(self.defects_of("en.lproj", {"one": "1 km", "other": "%.1f km"}, value_type="f"), set())
        self.fixture = Fixture(self)
        self.assertEqual(self.defects_of("tr.lproj", {"one": "1 km", "other": "%.1f km"}, value_type="f"),
                         {("tr", "one", "spelled-number")})


@needs_node
class CatalogTests(CheckerTestCase):
    def test_own_plural_variation(self):
        self.fixture.xcstrings({"%lld files": {"localizations": {
            "en": {"variations": plural({"one": "%lld file", "other": "%lld files"})},
            "zh-Hans": {"variations": plural({"one": "%lld 个文件", "other": "%lld 个文件"})},
            "ru": {"variations": plural({"one": "%lld файл", "few": "%lld файла", "other": "%lld файла"})},
        }}})
        self.assertEqual(self.run_checker(), {
            ("%lld files", "", "zh-Hans", "one", "unused-category"),
            ("%lld files", "", "ru", "many", "missing-category"),
        })

    def test_device_variations(self):
        self.fixture.xcstrings({"k": {"localizations": {"fr": {"variations": {"device": {
            "iphone": {"variations": plural({"one": "%lld photo", "other": "%lld photos"})},
            "mac": {"variations": plural({"one": "%lld photo", "other": "%lld photos"})},
            "ipad": {"stringUnit": {"state": "translated", "value": "Photos"}},
        }}}}}})
        self.assertEqual(self.run_checker(), {("k", "", "fr", "many", "missing-category")})

    def test_substitutions(self):
        self.fixture.xcstrings({"%lld km in %lld days": {"localizations": {"cs": {
            "stringUnit": {"state": "translated", "value": "%#@distance@ za %#@days@"},
            "substitutions": {
                "distance": {"argNum": 1, "formatSpecifier": "f",
                             "variations": plural({"one": "%arg km", "few": "%arg km", "other": "%arg km"})},
                "days": {"formatSpecifier": "lld",
                         "variations": plural({"one": "jeden den", "few": "%arg dny", "other": "%arg dní"})},
            },
        }}}})
        self.assertEqual(self.run_checker(), {("%lld km in %lld days", "distance", "cs", "many", "missing-category")})

    def test_a_broken_catalog_is_reported_and_skipped(self):
        self.fixture.raw("Broken.xcstrings", b"{\"strings\": ")
        self.fixture.xcstrings({"k": {"localizations": {"ja": {"variations": plural({"one": "%lld", "other": "%lld"})}}}})
        self.assertEqual(self.run_checker(), {("k", "", "ja", "one", "unused-category")})
        self.assertIn("Broken.xcstrings: skipped", self.errors)


@needs_node
class FileTests(CheckerTestCase):
    ja_entry = {"k": entry({"one": "%d件", "other": "%d件"})}

    def test_folder_names_resolve_to_canonical_locales(self):
        for folder in ("Base.lproj", "zh_CN.lproj", "pt-br.lproj", "sr@latin.lproj", "English.lproj"):
            self.fixture.stringsdict(folder, {"k": entry({"one": "%d", "few": "%d", "many": "%d", "other": "%d"})})
        locales = {locale for _, _, locale, _, _ in self.run_checker()}
        self.assertEqual(locales, {"en", "zh-CN", "pt-BR", "sr-Latn"})

    def test_a_locale_node_does_not_know_has_root_rules(self):
        # One cause, one defect: the locale, in the file, not each form it makes unused.
        self.fixture.stringsdict("qaa.lproj", {"k": entry({"one": "%d", "other": "%d"}),
                                               "l": entry({"few": "%d", "other": "%d"}),
                                               "m": entry({"zero": "none", "other": "%d"})})
        self.assertEqual(self.run_checker(), {("", "", "qaa", "", "unknown-plural-locale")})
        self.assertIn("root rules", self.errors)
        self.fixture = Fixture(self)
        self.assertEqual(self.defects_of("qaa.lproj", {"zero": "none", "other": "%d"}), set())

    def test_utf16_with_a_doubled_byte_order_mark(self):
        xml = plistlib.dumps(self.ja_entry).decode("utf-8").replace('encoding="UTF-8"', 'encoding="UTF-16"')
        self.fixture.raw("ja.lproj/Localizable.stringsdict", b"\xff\xfe" + ("\ufeff" + xml).encode("utf-16-le"))
        self.assertEqual(self.run_checker(), {("k", "n", "ja", "one", "unused-category")})

    def test_an_unreadable_file_is_reported_and_the_others_are_read(self):
        self.fixture.raw("ko.lproj/Localizable.stringsdict", b"<plist><dict><key>k</key>")
        self.fixture.stringsdict("ja.lproj", self.ja_entry)
        self.assertEqual(self.run_checker(), {("k", "n", "ja", "one", "unused-category")})
        self.assertIn("ko.lproj/Localizable.stringsdict: skipped", self.errors)

    def test_a_broken_entry_does_not_lose_the_others(self):
        xml = plistlib.dumps({"a": entry({"one": "%d", "other": "%d"}), "b": entry({"one": "%d", "other": "%d"})})
        broken = xml.decode("utf-8").replace("<key>a</key>\n\t<dict>", "<key>a</key>\n\t<dict><key>x</key><integer>y</integer>", 1)
        self.fixture.raw("ja.lproj/Localizable.stringsdict", broken.encode("utf-8"))
        self.assertEqual(self.run_checker(), {("b", "n", "ja", "one", "unused-category")})
        self.assertIn("skipped 1 broken", self.errors)

    def test_a_control_character_xml_forbids_is_read_past(self):
        xml = plistlib.dumps(self.ja_entry).decode("utf-8")
        self.fixture.raw("ja.lproj/Localizable.stringsdict", xml.replace("%d件</string>", "%d\x08件</string>").encode("utf-8"))
        self.assertEqual(self.run_checker(), {("k", "n", "ja", "one", "unused-category")})
        self.assertIn("U+0008", self.errors)

    def test_hidden_folders_and_files_outside_lproj_folders_are_skipped(self):
        self.fixture.stringsdict(".build/ja.lproj", self.ja_entry)
        self.fixture.stringsdict("Resources", self.ja_entry)
        self.assertEqual(self.run_checker(), set())

    def test_paths_are_absolute_real_paths(self):
        path = self.fixture.stringsdict("real/ja.lproj", self.ja_entry)
        os.symlink(os.path.join(self.fixture.root, "real"), os.path.join(self.fixture.root, "link"))
        with contextlib.redirect_stderr(io.StringIO()):
            defects = check.find_defects([os.path.join(self.fixture.root, "link")], self.oracle)
        self.assertEqual([d["path"] for d in defects], [os.path.realpath(path)])

    def test_the_command_prints_json_lines(self):
        self.fixture.stringsdict("ja.lproj", self.ja_entry)
        completed = subprocess.run([sys.executable, check.__file__, self.fixture.root],
                                   capture_output=True, text=True, check=True)
        lines = [json.loads(line) for line in completed.stdout.splitlines()]
        self.assertEqual([sorted(line) for line in lines], [["form", "key", "kind", "locale", "path", "variable"]])
        self.assertEqual(lines[0]["kind"], "unused-category")


FAKE_LINT = r"""#!{python}
import json, sys
with open({sample!r}) as sample:
    text = sample.read()
if text == "not json":
    print("error: unknown option '--format'", file=sys.stderr)
    sys.exit(64)
print(text)
"""


@needs_node
class CompareTests(CheckerTestCase):
    def fake_lint(self, diagnostics):
        sample = self.fixture.raw("lint-output.json", json.dumps(diagnostics).encode("utf-8")
                                  if not isinstance(diagnostics, str) else diagnostics.encode("utf-8"))
        script = self.fixture.raw("fake-plural-rules", FAKE_LINT.format(python=sys.executable, sample=sample).encode())
        os.chmod(script, 0o755)
        return script

    def run_compare(self, *arguments):
        output = io.StringIO()
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(io.StringIO()):
            status = compare.main(list(arguments))
        return status, output.getvalue()

    def test_findings_are_matched_and_measured(self):
        app = os.path.join(self.fixture.root, "App")
        ru = self.fixture.stringsdict("App/ru.lproj", {
            "a": entry({"one": "%d файл", "few": "%d файла", "many": "%d файлов"}),     # missing-other
            "b": entry({"one": "%d файл", "many": "%d файлов", "other": "%d файла"}),   # missing-category few
        })
        relative_ru = os.path.relpath(ru)
        lint = self.fake_lint({"version": 1, "baselined": 0, "diagnostics": [
            # Matched although lint gives no form for missing-other and a relative path.
            {"id": "missing-other", "severity": "warning", "message": "m", "path": relative_ru,
             "locale": "ru", "key": "a", "variable": "n"},
            # Not a defect: a false finding.
            {"id": "unused-category", "severity": "warning", "message": "m", "path": ru,
             "locale": "ru", "key": "b", "variable": "n", "form": "other"},
            # Notes and other ids are not plural findings.
            {"id": "zero-form", "severity": "note", "message": "m", "path": ru,
             "locale": "ru", "key": "b", "variable": "n", "form": "zero"},
            {"id": "duplicate-key", "severity": "warning", "message": "m", "path": ru},
        ]})
        status, output = self.run_compare("--lint", lint, "--json", app)
        self.assertEqual(status, 0)
        total = json.loads(output)["total"]
        self.assertEqual((total["checker"], total["lint"], total["matched"]), (2, 2, 1))
        self.assertEqual((total["recall"], total["false"]), (50.0, 50.0))
        self.assertEqual(total["kinds"]["missing-category"], {"checker": 1, "lint": 0, "matched": 0})

        status, output = self.run_compare("--lint", lint, app)
        self.assertEqual(status, 0)
        self.assertIn("recall 50.00%, false 50.00%", output)
        self.assertIn("missing-category missed by lint (1):", output)
        self.assertIn("unused-category false findings of lint (1):", output)

    def test_a_lint_without_json_is_an_error(self):
        self.fixture.stringsdict("App/ja.lproj", {"k": entry({"other": "%d"})})
        lint = self.fake_lint("not json")
        status, _ = self.run_compare("--lint", lint, os.path.join(self.fixture.root, "App"))
        self.assertEqual(status, 2)


if __name__ == "__main__":
    unittest.main()
