#!/usr/bin/env python3
"""Writes a synthetic localization project for the accessor-scaling benchmark.

usage: make-project.py N OUTDIR

OUTDIR/<locale>.lproj/Localizable.strings and Localizable.stringsdict for 10 locales
(en ru ar fr de pl ja cy lt pt-BR), N keys in every locale:

- about 70% plain strings (about a third with one %@ or %d argument), 20-80 characters in
  English, other locales longer or shorter and in their own scripts;
- about 30% plural entries in the .stringsdict, with a form for exactly the categories that
  CLDR gives each locale, some of them with two plural variables;
- keys are a mix of dotted keys (settings.sync.title_12) and sentence keys (the English text).

The output depends only on N: the seed is fixed, and key i is the same for every N, so the
project for 100 keys is the first 100 keys of the project for 1,000. Texts never contain
digits (the generator warns about spelled numbers in plural forms) and sentence keys never
make the same Swift name, so the generator reports no diagnostics.

Prints `name=value` lines to stdout: keys, string_keys, plural_keys, two_variable_keys,
locales, text_bytes (UTF-8 bytes of every translation text in every locale: .strings values,
NSStringLocalizedFormatKey values and plural forms, as read, not as escaped in the files).
"""

import os
import random
import sys
from xml.sax.saxutils import escape as xml_escape

SEED = "accessor-scaling-1"
TABLE = "Localizable"

# CLDR 48 cardinal categories that integers select (cldr-data/plurals.xml). pt has 'many' (for 1c6 and up) since
# CLDR 42, like fr; a form for it is what the generator asks for.
CATEGORIES = {
    "en": ["one", "other"],
    "de": ["one", "other"],
    "pt-BR": ["one", "many", "other"],
    "fr": ["one", "many", "other"],
    "ru": ["one", "few", "many", "other"],
    "pl": ["one", "few", "many", "other"],
    "lt": ["one", "few", "other"],  # lt many is for decimals only; these variables are integers
    "ar": ["zero", "one", "two", "few", "many", "other"],
    "cy": ["zero", "one", "two", "few", "many", "other"],
    "ja": ["other"],
}
LOCALES = ["en", "ru", "ar", "fr", "de", "pl", "ja", "cy", "lt", "pt-BR"]

ENGLISH_WORDS = """
account action active add address album all allow app archive available back backup before
below blocked bookmark browse cache calendar camera cancel card change channel chat check
choose clear close cloud code comment complete connect connection contact continue copy
create current data date default delete details device disable discard display document
done download draft edit email empty enable enter error event export favorite file filter
find finish folder follow forward free friend gallery general group help hidden history home
image import inbox invite item join keep language later layout library link list load local
location lock login logout mail manage media member message more move music name network new
next note notification offline online open option order original page password pause payment
pending photo picture pin playlist please preview privacy profile publish recent record
refresh remove rename reply report request reset restore retry review save saved scan search
secure select send server settings share show sign size skip sort start status storage stop
subscription sync tap team theme title today try turn unable undo update upload user verify
video view visible wait watch week window your
""".split()

# Each locale's letters, as syllables: enough to look like the script and to weigh as much
# in UTF-8 as real text does (2 bytes a letter in Cyrillic and Arabic, 3 in Japanese).
SYLLABLES = {
    "ru": "про ва ни ст ож ел ть ка ре да по ме ли то на ры жи ше ща ую ой ий ать ение ски вы зо гл бу".split(),
    "ar": "ال م ت س ك ل ن ي و ر ب ف ع ح د ق ج ه ش ص".split(),
    "fr": "le la re pro té ment ier ée con dé pré è ou ai tion ç eur vo ne mi par".split(),
    "de": "ge ein ung en ver ä ö ü ß ten lich be ste zu hal mer auf sch ent".split(),
    "pl": "prz ie ą ę ł ść ń ó ź ż wa ko sz cz ni ra ta dzi owa nie".split(),
    "ja": ("の を に が は で と ま す せ ん ア イ ル ト フ ァ ダ ウ ロ ー ド 写 真 設 定 保 存 削 除"
           " 送 信 共 有 確 認 表 示 検 索 読 込").split(),
    "cy": "y yn ŵ ŷ â dd ll ch rh ff wch ion au eg ar cy myn edd gwa hon".split(),
    "lt": "ą č ę ė į š ų ū ž as is ti ka pa ra ne vi mo ku ja ių".split(),
    "pt-BR": "ão ões ç á é ê í ó ú de con tra men to ar ir ção do da pa".split(),
}
# Length of a translation relative to its English text, roughly as real translations run.
LENGTH_RATIO = {"ru": 1.1, "ar": 0.95, "fr": 1.15, "de": 1.25, "pl": 1.1, "ja": 0.5, "cy": 1.1,
                "lt": 1.05, "pt-BR": 1.15}
# Picks the syllables that end each plural form, so the forms of a word differ.
CATEGORY_INDEX = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 4, "other": 5}

SECTIONS = """settings onboarding profile chat photos sync errors payments search notifications
library account editor sharing calendar contacts files player store help""".split()
SUBSECTIONS = """sync privacy storage header footer empty_state alert toolbar menu form banner
sheet row detail list confirmation upgrade login invite backup""".split()
LEAVES = "title subtitle message button placeholder hint label action confirm cancel caption description".split()
NOUNS = {"count": "item", "items": "item", "files": "file", "photos": "photo", "messages": "message", "days": "day",
         "minutes": "minute", "members": "member", "songs": "song", "pages": "page"}
VARIABLES = sorted(NOUNS)


def pseudo_word(rng, locale):
    syllables = SYLLABLES[locale]
    # Arabic syllables here are single letters; its words need more of them.
    count = rng.randint(2, 5) if locale == "ar" else rng.randint(1, 3)
    return "".join(rng.choice(syllables) for _ in range(count))


def suffix_letters(locale, category):
    """The ending of a plural form: a syllable or two chosen by the category."""
    syllables = SYLLABLES[locale]
    index = CATEGORY_INDEX[category]
    return syllables[index % len(syllables)] + syllables[(3 * index + 1) % len(syllables)]


def english_text(rng, length):
    words = []
    while sum(len(w) + 1 for w in words) < length:
        words.append(rng.choice(ENGLISH_WORDS))
    text = " ".join(words)
    return text[0].upper() + text[1:]


def translated_text(rng, locale, length):
    target = max(8, int(length * LENGTH_RATIO[locale]))
    separator = "" if locale == "ja" else " "
    text = ""
    while len(text) < target:
        text += (separator if text else "") + pseudo_word(rng, locale)
    if locale == "ja":
        return text + "。"
    return text[0].upper() + text[1:]


def insert_argument(rng, text, argument, locale):
    if locale == "ja":
        position = rng.randint(0, len(text) - 1)
        return text[:position] + argument + text[position:]
    words = text.split(" ")
    words.insert(rng.randint(0, len(words)), argument)
    return " ".join(words)


def normalized_name(key):
    """What the generator's naming compares, near enough: letters and digits, lowercased."""
    return "".join(c for c in key.replace("%@", " ").replace("%d", " ") if c.isalnum()).lower()


def make_key(index, taken):
    """One key: its name and its translation per locale (a string or a plural entry)."""
    rng = random.Random(f"{SEED}-{index}")
    is_plural = rng.random() < 0.3
    is_dotted = rng.random() < 0.6
    length = rng.randint(16, 74)  # english_text overshoots by up to a word
    entry = {"plural": is_plural, "comment": None}
    if rng.random() < 0.5:
        entry["comment"] = english_text(rng, rng.randint(15, 50)) + "."

    if not is_plural:
        argument = None
        if rng.random() < 1 / 3:
            argument = rng.choice(["%@", "%@", "%d"])
        texts = {}
        for locale in LOCALES:
            text = english_text(rng, length) if locale == "en" else translated_text(rng, locale, length)
            if argument:
                text = insert_argument(rng, text, argument, locale)
            texts[locale] = text
        entry["texts"] = texts
        sentence = texts["en"]
    else:
        two_variables = rng.random() < 0.08
        names = rng.sample(VARIABLES, 2 if two_variables else 1)
        entry["variables"] = names
        noun_length = max(6, length // (2 if two_variables else 1) - 8)
        formats, forms = {}, {}
        for locale in LOCALES:
            per_variable = {}
            for name in names:
                if locale == "en":
                    noun = NOUNS[name]
                    tail = english_text(rng, max(4, noun_length - len(noun))).lower()
                    per_variable[name] = {"one": f"%d {noun} {tail}", "other": f"%d {noun}s {tail}"}
                else:
                    base = translated_text(rng, locale, noun_length)
                    base = base[0].lower() + base[1:]
                    separator = "" if locale == "ja" else " "
                    per_variable[name] = {
                        category: f"%d{separator}{base}{suffix_letters(locale, category)}"
                        for category in CATEGORIES[locale]
                    }
            forms[locale] = per_variable
            if two_variables:
                joiner = " in " if locale == "en" else (" / " if locale != "ja" else "・")
                formats[locale] = f"%1$#@{names[0]}@{joiner}%2$#@{names[1]}@"
            elif rng.random() < 0.5:
                tail = english_text(rng, 12).lower() if locale == "en" else translated_text(rng, locale, 12).lower()
                formats[locale] = f"%#@{names[0]}@ {tail}"
            else:
                formats[locale] = f"%#@{names[0]}@"
        entry["formats"] = formats
        entry["forms"] = forms
        sentence = forms["en"][names[0]]["other"]

    if is_dotted:
        section = rng.choice(SECTIONS)
        parts = [section]
        if rng.random() < 0.7:
            parts.append(rng.choice(SUBSECTIONS))
        parts.append(f"{rng.choice(LEAVES)}_{index}")
        key = ".".join(parts)
    else:
        # Sentence keys are the English text, as in apps that key by the development text.
        key = sentence
        attempt = 0
        while normalized_name(key) in taken:
            attempt += 1
            key = f"{sentence} {rng.choice(ENGLISH_WORDS)}" if attempt < 5 else f"{sentence} {'again ' * attempt}".strip()
    taken.add(normalized_name(key))
    entry["key"] = key
    return entry


def strings_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write_project(count, outdir):
    taken = set()
    entries = [make_key(index, taken) for index in range(count)]
    text_bytes = 0
    for locale in LOCALES:
        folder = os.path.join(outdir, f"{locale}.lproj")
        os.makedirs(folder, exist_ok=True)
        strings = []
        plist = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
            '<plist version="1.0">',
            "<dict>",
        ]
        for entry in entries:
            if not entry["plural"]:
                text = entry["texts"][locale]
                text_bytes += len(text.encode("utf-8"))
                if entry["comment"]:
                    strings.append(f"/* {entry['comment']} */")
                strings.append(f"{strings_literal(entry['key'])} = {strings_literal(text)};")
                strings.append("")
                continue
            text_bytes += len(entry["formats"][locale].encode("utf-8"))
            plist.append(f"    <key>{xml_escape(entry['key'])}</key>")
            plist.append("    <dict>")
            plist.append("        <key>NSStringLocalizedFormatKey</key>")
            plist.append(f"        <string>{xml_escape(entry['formats'][locale])}</string>")
            for name in entry["variables"]:
                plist.append(f"        <key>{name}</key>")
                plist.append("        <dict>")
                plist.append("            <key>NSStringFormatSpecTypeKey</key>")
                plist.append("            <string>NSStringPluralRuleType</string>")
                plist.append("            <key>NSStringFormatValueTypeKey</key>")
                plist.append("            <string>d</string>")
                for category, form in entry["forms"][locale][name].items():
                    text_bytes += len(form.encode("utf-8"))
                    plist.append(f"            <key>{category}</key>")
                    plist.append(f"            <string>{xml_escape(form)}</string>")
                plist.append("        </dict>")
            plist.append("    </dict>")
        plist += ["</dict>", "</plist>", ""]
        with open(os.path.join(folder, f"{TABLE}.strings"), "w", encoding="utf-8", newline="\n") as file:
            file.write("\n".join(strings))
        with open(os.path.join(folder, f"{TABLE}.stringsdict"), "w", encoding="utf-8", newline="\n") as file:
            file.write("\n".join(plist))
    plural = sum(1 for entry in entries if entry["plural"])
    print(f"keys={count}")
    print(f"string_keys={count - plural}")
    print(f"plural_keys={plural}")
    print(f"two_variable_keys={sum(1 for entry in entries if entry['plural'] and len(entry['variables']) == 2)}")
    print(f"locales={len(LOCALES)}")
    print(f"text_bytes={text_bytes}")


def main(arguments):
    if len(arguments) != 2 or not arguments[0].isdigit() or int(arguments[0]) < 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    write_project(int(arguments[0]), arguments[1])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
