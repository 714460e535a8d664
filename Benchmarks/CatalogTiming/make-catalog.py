#!/usr/bin/env python3
"""Writes a String Catalog of about SIZE megabytes (default 10) as Xcode writes it, for timing
`plural-rules lint` and `accessors` on catalogs the size of the largest real ones:

    python3 make-catalog.py OUT_DIR [SIZE_MB]

OUT_DIR/Localizable.xcstrings gets keys in 12 languages: plain units, plural variations with
exactly each language's CLDR categories, and substitutions with and without argNum. Key i is
the same for every size; nothing in it is a defect, so every diagnostic is a finding to read.
"""
import json
import os
import sys

# Language -> the CLDR 48 categories its integers select.
LANGUAGES = {
    "en": ["one", "other"], "de": ["one", "other"], "fr": ["one", "many", "other"],
    "es": ["one", "many", "other"], "it": ["one", "many", "other"], "pt-BR": ["one", "many", "other"],
    "ru": ["one", "few", "many", "other"], "uk": ["one", "few", "many", "other"],
    "pl": ["one", "few", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"],
    "ja": ["other"], "zh-Hans": ["other"],
}
WORDS = ["item", "photo", "album", "message", "file", "folder", "track", "event", "note", "task"]


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def entry(index):
    word = WORDS[index % len(WORDS)]
    shape = index % 5
    localizations = {}
    for language, categories in LANGUAGES.items():
        tag = f"{language}:{index}"
        if shape in (0, 1):
            localizations[language] = unit(f"The {word} number {index} is ready to be shared with your friends ({tag})")
        elif shape in (2, 3):
            localizations[language] = {"variations": {"plural": {
                category: unit(f"%lld {word} {category} in the library ({tag})") for category in categories}}}
        else:
            substitutions = {
                "count": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                    category: unit(f"%arg {word}s {category}") for category in categories}}},
                "places": {"formatSpecifier": "lld", "variations": {"plural": {
                    category: unit(f"%arg places {category}") for category in categories}}},
            }
            localizations[language] = {**unit(f"%#@count@ in %2$#@places@ ({tag})"), "substitutions": substitutions}
    key = {0: f"share.{word}.{index}", 1: f"The {word} number {index} is ready", 2: f"library.{word}s.count.{index} %lld",
           3: f"%lld {word}s in the library {index}", 4: f"summary.{index} %lld %lld"}[shape]
    return key, {"comment": f"Shown for {word} {index}", "extractionState": "manual", "localizations": localizations}


def main():
    out = sys.argv[1]
    size = float(sys.argv[2]) * 1_000_000 if len(sys.argv) > 2 else 10_000_000
    os.makedirs(out, exist_ok=True)
    strings = {}
    written = 0
    index = 0
    while written < size:
        key, value = entry(index)
        strings[key] = value
        written += len(json.dumps(value, indent=2, ensure_ascii=False).encode()) + 40
        index += 1
    text = json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=2, sort_keys=True,
                      separators=(",", " : "), ensure_ascii=False)
    with open(os.path.join(out, "Localizable.xcstrings"), "w", encoding="utf-8") as file:
        file.write(text)
    print(f"{len(strings)} keys, {len(text.encode()) / 1e6:.1f} MB", file=sys.stderr)


main()
