#!/usr/bin/env python3
"""An independent checker of plural defects in .stringsdict and .xcstrings localizations.

    python3 Tools/PluralDefectCheck/check.py PATH...

Prints one JSON object per defect (JSON Lines) on stdout; problems reading files go to
stderr. Plural categories come from Node's `Intl.PluralRules` (ICU), asked once per run
through a single `node` subprocess. Nothing here reads the project's Swift code or its
CLDR data: the point is a second opinion. README.md defines each kind exactly.
"""

import json
import os
import plistlib
import re
import subprocess
import sys
from dataclasses import dataclass

CATEGORIES = ("zero", "one", "two", "few", "many", "other")
KINDS = ("missing-other", "missing-category", "unused-category", "spelled-number", "numberless-form",
         "unknown-plural-locale")

INTEGER_CONVERSIONS = frozenset("diouxX")
DECIMAL_CONVERSIONS = frozenset("fFeEgGaA")

# The values each category is tested with (README.md lists them). Integers: 0...1000, the
# powers of ten up to 10^15 and one past each, and multiples of a million (the `many` of
# fr, es, it, pt, ca is i % 1000000 = 0).
INTEGER_SAMPLES = tuple(
    list(range(0, 1001))
    + [10**k for k in range(3, 16)]
    + [10**k + 1 for k in range(3, 16)]
    + [m * 1000000 for m in (2, 3, 5, 10, 100)]
)
# Decimals as (value, fraction digits): the value is formatted with exactly that many
# fraction digits before its category is chosen, so 1 with one digit is "1.0" (v = 1).
DECIMAL_SAMPLES = tuple(
    [(tenths / 10, digits) for digits in (1, 2) for tenths in range(0, 26)]
    + [(value, 1) for value in (3.0, 5.0, 10.0, 11.0, 21.0, 100.0, 1000.0, 1000000.0,
                                3.5, 10.5, 11.5, 21.5, 100.5, 1000.5, 1000000.5)]
    + [(value, 2) for value in (0.11, 1.11, 0.21, 1.21, 21.11)]
)

# Native decimal digits beyond ASCII: CLDR's native numbering system of each language
# (Node exposes only the default one, which is `latn` for ar, hi, ta...), as the script the
# digits belong to and the code point of their zero. "pa-Arab" overrides "pa" (Gurmukhi);
# a tag whose script differs from the entry's (uz-Latn, sr-Latn) gets ASCII digits only.
NATIVE_DIGITS = {
    "ar": ("Arab", 0x0660), "ars": ("Arab", 0x0660), "ckb": ("Arab", 0x0660),
    "sd": ("Arab", 0x0660),
    "fa": ("Arab", 0x06F0), "ps": ("Arab", 0x06F0), "ur": ("Arab", 0x06F0),
    "ks": ("Arab", 0x06F0), "pa-Arab": ("Arab", 0x06F0), "uz-Arab": ("Arab", 0x06F0),
    "hi": ("Deva", 0x0966), "mr": ("Deva", 0x0966), "ne": ("Deva", 0x0966),
    "sa": ("Deva", 0x0966), "kok": ("Deva", 0x0966), "mai": ("Deva", 0x0966),
    "brx": ("Deva", 0x0966), "doi": ("Deva", 0x0966),
    "bn": ("Beng", 0x09E6), "as": ("Beng", 0x09E6), "mni": ("Beng", 0x09E6),
    "pa": ("Guru", 0x0A66), "gu": ("Gujr", 0x0AE6), "or": ("Orya", 0x0B66),
    "ta": ("Taml", 0x0BE6), "te": ("Telu", 0x0C66), "kn": ("Knda", 0x0CE6),
    "ml": ("Mlym", 0x0D66), "th": ("Thai", 0x0E50), "lo": ("Laoo", 0x0ED0),
    "bo": ("Tibt", 0x0F20), "dz": ("Tibt", 0x0F20), "my": ("Mymr", 0x1040),
    "km": ("Khmr", 0x17E0), "sat": ("Olck", 0x1C50),
}

# Folder names NSBundle still accepts from before ISO codes.
LEGACY_FOLDER_NAMES = {
    "english": "en", "french": "fr", "german": "de", "italian": "it", "japanese": "ja",
    "spanish": "es", "dutch": "nl", "swedish": "sv", "danish": "da", "finnish": "fi",
    "norwegian": "nb", "portuguese": "pt", "korean": "ko", "russian": "ru", "polish": "pl",
}
DEVELOPMENT_REGION = "en"


def warn(message):
    print(f"check.py: {message}", file=sys.stderr)


# --- Format strings -------------------------------------------------------------------

SPECIFIER = re.compile(
    r"""%(?:
        (?P<percent>%)
      | (?P<reference>(?:\d+\$)?\#@[^@]*@)
      | (?P<argument>arg)
      | (?:\d+\$)?[-+\ #0']*(?:\d+|\*(?:\d+\$)?)?(?:\.(?:\d+|\*(?:\d+\$)?))?
        (?:hh|h|ll|l|q|L|z|t|j)?(?P<conversion>[diouxXfFeEgGaAcCsSpn@])
    )""",
    re.VERBOSE,
)
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


POSITION = re.compile(r"%(\d+)\$")
# A `%` with the digits and `$` of a position that starts no specifier (`%1$ و` where `%1$d`
# was meant): the digits are the broken specifier's, not a number written in the text.
BROKEN_POSITION = re.compile(r"%\d*\$?")


def argument_numbers(text, first):
    """(match, argument number) of each specifier and reference of `text`, in order, when
    the text stands where argument `first` is next: Foundation puts a form's text in place of
    its `%#@name@` and then formats, so a specifier or reference without a position takes the
    next argument in turn, starting at the variable's own; `%N$` takes N."""
    following = first
    for match in SPECIFIER.finditer(text):
        if match.group("percent"):
            continue
        if match.group("argument"):
            yield match, None           # `%arg`: a substitution's own argument, whatever it is
            continue
        written = POSITION.match(match.group(0))
        if written:
            yield match, int(written.group(1))
        else:
            yield match, following
            following += 1


@dataclass(frozen=True)
class FormText:
    """What the checks need to know about one form's text."""

    shows_number: bool          # a specifier takes the variable's own argument (below)
    numeric_conversion: str     # conversion of its first d i u o x X / f e g a specifier, or ""
    prose: str                  # the text without specifiers and {placeholders}


def read_form_text(text, argument=None):
    """The form's text of a variable that takes argument number `argument`. It shows the
    number when one of its specifiers (not `%%`, not a `%#@name@` reference) takes that
    argument, or is `%arg`; another argument beside a spelled "1" does not show it. When the
    argument is not known (a variable no format refers to), any specifier counts."""
    shows_number = False
    numeric_conversion = ""
    pieces = []
    position = 0
    for match, number in argument_numbers(text, argument or 1):
        pieces.append(text[position:match.start()])
        position = match.end()
        if match.group("reference"):
            continue
        if argument is None or number is None or number == argument:
            shows_number = True
        conversion = match.group("conversion") or ""
        if not numeric_conversion and conversion in INTEGER_CONVERSIONS | DECIMAL_CONVERSIONS:
            numeric_conversion = conversion
    pieces.append(text[position:])
    prose = BROKEN_POSITION.sub("", PLACEHOLDER.sub("", "".join(pieces)))
    return FormText(shows_number, numeric_conversion, prose)


REFERENCE_NAME = re.compile(r"#@([^@]*)@")


def variable_arguments(format_text, variables, first=1, depth=0):
    """The argument number of each variable an entry's format refers to, nested references
    (in a variable's forms) included: `{name: number}`, the first reference winning."""
    found = {}
    if not isinstance(format_text, str) or depth > 32:
        return found
    for match, number in argument_numbers(format_text, first):
        if not match.group("reference") or number is None:
            continue
        name = REFERENCE_NAME.search(match.group(0)).group(1)
        if name in found:
            continue
        found[name] = number
        for form in (variables.get(name) or {}).values():
            for nested, nested_number in variable_arguments(form, variables, number, depth + 1).items():
                found.setdefault(nested, nested_number)
    return found


def value_type_of_conversion(conversion):
    """`decimal` for f F e E g G a A, `integer` for everything else (d, ld, @...)."""
    return "decimal" if conversion and conversion[-1] in DECIMAL_CONVERSIONS else "integer"


def digit_characters(locale):
    """ASCII digits and the locale's native digits (not Han numerals or other numerics)."""
    digits = set("0123456789")
    parts = locale.split("-")
    language = parts[0].lower()
    script = next((p.title() for p in parts[1:] if len(p) == 4 and p.isalpha()), None)
    entry = NATIVE_DIGITS.get(f"{language}-{script}") or NATIVE_DIGITS.get(language)
    if entry and script in (None, entry[0]):
        digits.update(chr(entry[1] + d) for d in range(10))
    return frozenset(digits)


# --- The plural oracle (Node) ---------------------------------------------------------

NODE_SCRIPT = r"""
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const answers = {};
for (const tag of input.tags) {
  let canonical = null;
  try { canonical = Intl.getCanonicalLocales(tag)[0]; } catch (e) { answers[tag] = {canonical: null}; continue; }
  const known = Intl.PluralRules.supportedLocalesOf([canonical]).length > 0;
  const answer = {canonical, rulesLocale: null, integer: {}, decimal: {}, digits: ''};
  if (known) {
    answer.rulesLocale = new Intl.PluralRules(canonical).resolvedOptions().locale;
    const integer = new Intl.PluralRules(canonical);
    input.integers.forEach((n, index) => {
      (answer.integer[integer.select(n)] ||= []).push(index);
    });
    const byDigits = {};
    input.decimals.forEach(([n, digits], index) => {
      byDigits[digits] ||= new Intl.PluralRules(canonical, {minimumFractionDigits: digits, maximumFractionDigits: digits});
      (answer.decimal[byDigits[digits].select(n)] ||= []).push(index);
    });
    answer.digits = new Intl.NumberFormat(canonical, {useGrouping: false}).format(1234567890);
  }
  answers[tag] = answer;
}
process.stdout.write(JSON.stringify(answers));
"""


@dataclass
class LocaleRules:
    """The plural categories of one locale, with the sample values each selects."""

    canonical: str
    rules_locale: str                 # "" when Node does not know the locale (root rules)
    integer: dict                     # category -> integer sample labels
    decimal: dict                     # category -> decimal sample labels
    digits: frozenset

    def selected(self, value_type):
        categories = set(self.integer)
        if value_type == "decimal":
            categories |= set(self.decimal)
        return categories

    def covers_several(self, category, value_type):
        count = len(self.integer.get(category, ()))
        if value_type == "decimal":
            count += len(self.decimal.get(category, ()))
        return count > 1


def decimal_label(value, digits):
    return f"{value:.{digits}f}"


class PluralOracle:
    """Asks Node once for the categories of every locale tag the run needs."""

    def __init__(self, node="node"):
        self.node = node

    def rules(self, tags):
        tags = sorted(set(tags))
        request = {
            "tags": tags,
            "integers": list(INTEGER_SAMPLES),
            "decimals": [list(sample) for sample in DECIMAL_SAMPLES],
        }
        completed = subprocess.run(
            [self.node, "-e", NODE_SCRIPT],
            input=json.dumps(request), capture_output=True, text=True, check=False,
        )
        if completed.returncode != 0:
            raise RuntimeError(f"node failed ({completed.returncode}): {completed.stderr.strip()}")
        answers = json.loads(completed.stdout)
        result = {}
        for tag in tags:
            answer = answers[tag]
            canonical = answer["canonical"]
            if canonical is None:
                result[tag] = None
                continue
            if answer["rulesLocale"] is None:
                # Root rules: every number is `other`.
                integer = {"other": [str(n) for n in INTEGER_SAMPLES]}
                decimal = {"other": [decimal_label(*s) for s in DECIMAL_SAMPLES]}
            else:
                integer = {c: [str(INTEGER_SAMPLES[i]) for i in indices]
                           for c, indices in answer["integer"].items()}
                decimal = {c: [decimal_label(*DECIMAL_SAMPLES[i]) for i in indices]
                           for c, indices in answer["decimal"].items()}
            digits = digit_characters(canonical) | frozenset(answer["digits"])
            result[tag] = LocaleRules(canonical, answer["rulesLocale"] or "", integer, decimal, digits)
        return result


# --- Locales of folders ---------------------------------------------------------------

def locale_tag_of_folder(folder):
    """The BCP 47 tag (not yet canonical) an `.lproj` folder name stands for."""
    name = folder[: -len(".lproj")] if folder.endswith(".lproj") else folder
    if name == "Base":
        return DEVELOPMENT_REGION
    if name.lower() in LEGACY_FOLDER_NAMES:
        return LEGACY_FOLDER_NAMES[name.lower()]
    name = name.replace("@latin", "-Latn").replace("@cyrillic", "-Cyrl")
    return name.replace("_", "-")


# --- Reading files --------------------------------------------------------------------

@dataclass
class PluralVariable:
    """One plural variable of one key in one locale, as the file has it."""

    path: str
    key: str
    variable: str
    locale_tag: str
    forms: dict                         # category -> text, or None when not a string
    declared_conversion: str = ""       # NSStringFormatValueTypeKey / formatSpecifier
    argument: int = None                # the argument it takes, when a format refers to it


def decode_text(data):
    if data.startswith(b"\xef\xbb\xbf"):
        text = data[3:].decode("utf-8")
    elif data.startswith(b"\xff\xfe"):
        text = data[2:].decode("utf-16-le")
    elif data.startswith(b"\xfe\xff"):
        text = data[2:].decode("utf-16-be")
    elif len(data) >= 2 and data[0] == 0 and data[1] != 0:
        text = data.decode("utf-16-be")
    elif len(data) >= 2 and data[1] == 0 and data[0] != 0:
        text = data.decode("utf-16-le")
    else:
        text = data.decode("utf-8")
    # A doubled byte order mark leaves U+FEFF characters before the text.
    return text.lstrip("\ufeff")


XML_DECLARATION_ENCODING = re.compile(r"""^(<\?xml[^>]*?encoding\s*=\s*)(["'])[^"']*\2""")
XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def xml_bytes(text):
    return XML_DECLARATION_ENCODING.sub(r'\1"UTF-8"', text).encode("utf-8", "surrogatepass")


def parse_plist_text(text):
    return plistlib.loads(xml_bytes(text), fmt=plistlib.FMT_XML)


PLIST_TAG = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<(/?)([A-Za-z]+)[^>]*?(/?)>", re.DOTALL)


def top_level_entries(text):
    """The raw text of each `<key>...</key> value` pair of the root dictionary."""
    depth = 0
    entry_start = None
    for match in PLIST_TAG.finditer(text):
        closing, name, empty = match.group(1), match.group(2), match.group(3)
        if name is None or name in ("plist",):
            continue
        if closing:
            depth -= 1
            if depth == 1 and name != "key" and entry_start is not None:
                yield text[entry_start:match.end()]
                entry_start = None
            continue
        if depth == 1 and name == "key":
            entry_start = match.start()
        if empty:
            if depth == 1 and name != "key" and entry_start is not None:
                yield text[entry_start:match.end()]
                entry_start = None
            continue
        depth += 1


def read_plist(path, data):
    """The root dictionary of a property list, recovering what it can from a broken one."""
    if data.startswith(b"bplist"):
        return plistlib.loads(data)
    try:
        text = decode_text(data)
    except UnicodeDecodeError as error:
        warn(f"{path}: skipped: not UTF-8 or UTF-16 ({error})")
        return None
    try:
        return parse_plist_text(text)
    except Exception as first_error:  # plistlib raises ExpatError, ValueError, ...
        invalid = XML_INVALID.findall(text)
        if invalid:
            # Foundation's property-list reader accepts control characters XML forbids.
            try:
                root = parse_plist_text(XML_INVALID.sub("\ufffd", text))
                names = ", ".join(sorted({f"U+{ord(c):04X}" for c in invalid}))
                warn(f"{path}: read with {len(invalid)} XML-invalid character(s) ({names}) replaced")
                return root
            except Exception:
                pass
        recovered = {}
        broken = 0
        for entry in top_level_entries(text):
            wrapped = f'<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>{entry}</dict></plist>'
            try:
                recovered.update(parse_plist_text(XML_INVALID.sub("\ufffd", wrapped)))
            except Exception:
                broken += 1
        if recovered:
            warn(f"{path}: not a valid property list ({first_error}); read {len(recovered)} entries one by one, skipped {broken} broken ones")
            return recovered
        warn(f"{path}: skipped: not a property list plistlib can read ({first_error})")
        return None


def stringsdict_variables(path, locale_tag):
    try:
        with open(path, "rb") as file:
            data = file.read()
    except OSError as error:
        warn(f"{path}: skipped: {error}")
        return
    root = read_plist(path, data)
    if root is None:
        return
    if not isinstance(root, dict):
        warn(f"{path}: skipped: the root is not a dictionary")
        return
    for key, entry in root.items():
        if not isinstance(entry, dict):
            continue
        plural = {name: variable for name, variable in entry.items()
                  if isinstance(variable, dict)
                  and variable.get("NSStringFormatSpecTypeKey") == "NSStringPluralRuleType"}
        texts = {name: {c: t for c, t in variable.items() if c in CATEGORIES and isinstance(t, str)}
                 for name, variable in plural.items()}
        arguments = variable_arguments(entry.get("NSStringLocalizedFormatKey"), texts)
        for name, variable in plural.items():
            forms = {c: (variable[c] if isinstance(variable[c], str) else None)
                     for c in CATEGORIES if c in variable}
            declared = variable.get("NSStringFormatValueTypeKey")
            yield PluralVariable(path, key, name, locale_tag, forms,
                                 declared if isinstance(declared, str) else "",
                                 arguments.get(name))


def plural_forms(plural):
    forms = {}
    for category in CATEGORIES:
        if category not in plural:
            continue
        unit = plural[category].get("stringUnit") if isinstance(plural[category], dict) else None
        value = unit.get("value") if isinstance(unit, dict) else None
        forms[category] = value if isinstance(value, str) else None
    return forms


def plurals_in_variations(variations):
    """Each plural dictionary under `variations`, also nested under device variations."""
    if not isinstance(variations, dict):
        return
    plural = variations.get("plural")
    if isinstance(plural, dict):
        yield plural
    devices = variations.get("device")
    if isinstance(devices, dict):
        for _, device in sorted(devices.items()):
            if isinstance(device, dict):
                yield from plurals_in_variations(device.get("variations"))


def xcstrings_variables(path):
    try:
        with open(path, "rb") as file:
            catalog = json.loads(decode_text(file.read()))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        warn(f"{path}: skipped: not a JSON string catalog ({error})")
        return
    strings = catalog.get("strings") if isinstance(catalog, dict) else None
    if not isinstance(strings, dict):
        warn(f"{path}: skipped: no \"strings\" object")
        return
    for key, entry in strings.items():
        localizations = entry.get("localizations") if isinstance(entry, dict) else None
        if not isinstance(localizations, dict):
            continue
        for locale_tag, localization in localizations.items():
            if not isinstance(localization, dict):
                continue
            # The string's own plural variation varies by its one argument, the first.
            for plural in plurals_in_variations(localization.get("variations")):
                yield PluralVariable(path, key, "", locale_tag, plural_forms(plural), "", 1)
            substitutions = localization.get("substitutions")
            if not isinstance(substitutions, dict):
                continue
            # Without `argNum`, a substitution takes the argument its reference stands for
            # in the string (or in the forms of the string's plural variation).
            unit = localization.get("stringUnit")
            texts = [unit.get("value")] if isinstance(unit, dict) else []
            for plural in plurals_in_variations(localization.get("variations")):
                texts += [t for t in plural_forms(plural).values() if isinstance(t, str)]
            referred = {}
            for text in texts:
                for name, number in variable_arguments(text, {}).items():
                    referred.setdefault(name, number)
            for name, substitution in substitutions.items():
                if not isinstance(substitution, dict):
                    continue
                declared = substitution.get("formatSpecifier")
                number = substitution.get("argNum")
                if not isinstance(number, int) or isinstance(number, bool):
                    number = referred.get(name)
                for plural in plurals_in_variations(substitution.get("variations")):
                    yield PluralVariable(path, key, name, locale_tag, plural_forms(plural),
                                         declared if isinstance(declared, str) else "", number)


def localization_files(paths):
    """(kind, path) of every .stringsdict in an .lproj folder and every .xcstrings."""
    for given in paths:
        if os.path.isfile(given):
            candidates = [given]
        elif os.path.isdir(given):
            candidates = []
            for folder, subfolders, files in os.walk(given):
                subfolders[:] = sorted(s for s in subfolders if not s.startswith("."))
                candidates.extend(os.path.join(folder, f) for f in sorted(files))
        else:
            warn(f"{given}: skipped: no such file or folder")
            continue
        for candidate in candidates:
            if candidate.endswith(".xcstrings"):
                yield "xcstrings", candidate
            elif candidate.endswith(".stringsdict"):
                yield "stringsdict", candidate


def plural_variables(paths):
    for kind, path in localization_files(paths):
        real = os.path.realpath(path)
        if kind == "xcstrings":
            yield from xcstrings_variables(real)
            continue
        folder = os.path.basename(os.path.dirname(real))
        if not folder.endswith(".lproj"):
            warn(f"{path}: skipped: not inside an .lproj folder")
            continue
        # Foundation reads the development region's own folder before Base.lproj: a table in
        # both is never read from Base.lproj, so its forms are shown to nobody.
        beside = os.path.join(os.path.dirname(os.path.dirname(real)), f"{DEVELOPMENT_REGION}.lproj",
                              os.path.basename(real))
        if folder == "Base.lproj" and os.path.exists(beside):
            warn(f"{path}: skipped: Foundation reads {DEVELOPMENT_REGION}.lproj's table of the same name instead")
            continue
        yield from stringsdict_variables(real, locale_tag_of_folder(folder))


# --- The defects ----------------------------------------------------------------------

def value_type(variable, texts):
    if variable.declared_conversion:
        return value_type_of_conversion(variable.declared_conversion.lstrip("%"))
    for category in variable.forms:
        if variable.forms[category] is not None and texts[category].numeric_conversion:
            return value_type_of_conversion(texts[category].numeric_conversion)
    return "integer"


def defects_of_variable(variable, rules):
    """(form, kind) of each defect of one plural variable under its locale's rules."""
    forms = variable.forms
    texts = {c: read_form_text(t, variable.argument) for c, t in forms.items() if t is not None}
    kind_of_value = value_type(variable, texts)
    selected = rules.selected(kind_of_value)
    defects = []
    if "other" not in forms:
        defects.append(("other", "missing-other"))
    for category in CATEGORIES:
        if category != "other" and category in selected and category not in forms:
            defects.append((category, "missing-category"))
    for category in forms:
        if category not in ("zero", "other") and category not in selected:
            # Where Node has no rules for the locale, that is one defect of the locale's
            # file, not one per form (below).
            if rules.rules_locale:
                defects.append((category, "unused-category"))
    for category, text in texts.items():
        if forms[category] == "" or category not in selected:
            continue
        if not rules.covers_several(category, kind_of_value) or text.shows_number:
            continue
        if any(ch in rules.digits for ch in text.prose):
            defects.append((category, "spelled-number"))
        elif any(texts[other].shows_number for other in texts if other != category):
            defects.append((category, "numberless-form"))
    return defects


def find_defects(paths, oracle=None):
    """Every defect under the paths, sorted, as dictionaries ready to print."""
    return find_defects_in_groups([paths], oracle)[0]


def find_defects_in_groups(groups, oracle=None):
    """The defects of each group of paths (one app each), asking the oracle once."""
    variables_of_groups = [list(plural_variables(paths)) for paths in groups]
    oracle = oracle or PluralOracle()
    rules_by_tag = oracle.rules(v.locale_tag for group in variables_of_groups for v in group)
    for tag, rules in sorted(rules_by_tag.items()):
        if rules is None:
            warn(f"locale {tag!r} is not a BCP 47 tag; its plural variables are skipped")
        elif not rules.rules_locale:
            warn(f"locale {tag!r}: Node has no plural rules for it; checked with the root rules (only 'other')")
    names = ("path", "key", "variable", "locale", "form", "kind")
    order = {c: i for i, c in enumerate(CATEGORIES)}
    order[""] = -1
    results = []
    for variables in variables_of_groups:
        found = set()
        for variable in variables:
            rules = rules_by_tag[variable.locale_tag]
            if rules is None:
                continue
            for form, kind in defects_of_variable(variable, rules):
                found.add((variable.path, variable.key, variable.variable, rules.canonical, form, kind))
            # A locale without rules, in a file whose forms need some: once per file and locale.
            if not rules.rules_locale and any(c not in ("zero", "other") for c in variable.forms):
                found.add((variable.path, "", "", rules.canonical, "", "unknown-plural-locale"))
        ordered = sorted(found, key=lambda d: (d[0], d[1], d[2], d[3], order[d[4]], d[5]))
        results.append([dict(zip(names, defect)) for defect in ordered])
    return results


def main(arguments):
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if arguments else 2
    for defect in find_defects(arguments):
        print(json.dumps(defect, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
