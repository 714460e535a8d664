#!/usr/bin/env python3
"""Writes localization files of about SIZE megabytes each for timing the readers:

    python3 make-files.py OUT_DIR [SIZE_MB]

OUT_DIR/en.lproj/Localizable.strings (UTF-8), OUT_DIR/de.lproj/Localizable.strings (UTF-16
little-endian with a byte order mark), OUT_DIR/en.lproj/Localizable.stringsdict and, through
../CatalogTiming/make-catalog.py, OUT_DIR/Localizable.xcstrings. Entries look like real ones:
translators' comments, escapes, placeholders, non-ASCII text. Entry i is the same for every size.
"""
import os
import subprocess
import sys

WORDS = ["item", "photo", "album", "message", "file", "folder", "track", "event", "note", "task"]


def strings_entry(index, german):
    word = WORDS[index % len(WORDS)]
    text = (f"Die Datei „{word}“ Nummer {index} wurde geändert: %@ (\\\"{index}\\\")\\n" if german
            else f"The {word} number {index} was changed by %@ (\\\"{index}\\\")\\n")
    return f"/* Shown when {word} {index} changes. */\n\"{word}.changed.{index}\" = \"{text}\";\n\n"


def stringsdict_entry(index):
    word = WORDS[index % len(WORDS)]
    return f"""    <key>{word}.count.{index}</key>
    <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@{word}s@ in “{word} {index}”</string>
        <key>{word}s</key>
        <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>one</key>
            <string>%d {word} &amp; one more thing</string>
            <key>other</key>
            <string>%d {word}s &amp; other things</string>
        </dict>
    </dict>
"""


def write(path, size, make, head="", tail="", encoding="utf-8"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    parts = [head]
    total = len(head.encode("utf-8"))
    index = 0
    while total < size:
        part = make(index)
        parts.append(part)
        total += len(part.encode("utf-8"))
        index += 1
    parts.append(tail)
    with open(path, "w", encoding=encoding, newline="") as out:
        out.write("".join(parts))


def main():
    out = sys.argv[1]
    size = int(float(sys.argv[2] if len(sys.argv) > 2 else 60) * 1_000_000)
    write(f"{out}/en.lproj/Localizable.strings", size, lambda i: strings_entry(i, False))
    # Python's "utf-16" codec writes a byte order mark, little-endian here; UTF-16 doubles
    # ASCII, so half the characters give the same number of bytes.
    write(f"{out}/de.lproj/Localizable.strings", size // 2, lambda i: strings_entry(i, True), encoding="utf-16")
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n')
    write(f"{out}/en.lproj/Localizable.stringsdict", size, stringsdict_entry, head=head, tail="</dict>\n</plist>\n")
    here = os.path.dirname(os.path.abspath(__file__))
    subprocess.run([sys.executable, f"{here}/../CatalogTiming/make-catalog.py", out, str(size / 1_000_000)], check=True)


if __name__ == "__main__":
    main()
