#!/usr/bin/env python3
"""Writes the RealProjects corpus: localizations shaped like a real app's and a package's.

Run from this folder: `python3 generate-corpus.py` (needs Node for the CLDR categories of each
locale; the output is committed, so tests need neither). The text is synthetic; the shapes
are the ones real projects ship: 100+ locales, UTF-16, Base.lproj beside en.lproj, sr@latin,
InfoPlist and storyboard tables, a Settings.bundle, an empty development-region table whose
keys live in code, vendor-typo'd specifiers, prose '%', `%1#@x@`, and an app and a package
side by side. Every defect is planted on purpose; `expected-lint.txt` lists what the tool says.
"""
import json
import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))

# 112 locales across CLDR's rule sets (and two that are Swift keywords: as, is).
LOCALES = """af am ar as ast az be bg bn br bs ca ce cs cy da de dsb el en-GB eo es es-419 et eu fa ff fi fil
fo fr fr-CA fur fy ga gd gl gsw gu ha he hi hr hsb hu hy ia id ig is it ja jv ka kk km kn ko ks ku ky lb lo
lt lv mk ml mn mr ms mt my nb ne nl nn or pa pl ps pt pt-PT rm ro ru sc sd si sk sl so sq sr sv sw ta te
tg th tk tr tt ug uk ur uz vi wo xh yo zh-Hans zh-Hant zu""".split()

def categories(locales):
    script = "const ls = JSON.parse(process.argv[1]); const out = {};" \
             "for (const l of ls) { out[l] = { integer: [...new Set(Array.from({length: 1001}, (_, i) => new Intl.PluralRules(l).select(i)).concat([1e6, 1e7].map(n => new Intl.PluralRules(l).select(n))))]," \
             " all: new Intl.PluralRules(l).resolvedOptions().pluralCategories }; }" \
             "console.log(JSON.stringify(out));"
    return json.loads(subprocess.check_output(["node", "-e", script, json.dumps(locales)]))

ORDER = ["zero", "one", "two", "few", "many", "other"]

def plist(entries):
    """A stringsdict: entries are (key, format, [(variable, valuetype, {category: text})])."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
           '<plist version="1.0">', '<dict>']
    for key, fmt, variables in entries:
        out += [f"\t<key>{key}</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key>", f"\t\t<string>{fmt}</string>"]
        for name, value_type, forms in variables:
            out += [f"\t\t<key>{name}</key>", "\t\t<dict>",
                    "\t\t\t<key>NSStringFormatSpecTypeKey</key>", "\t\t\t<string>NSStringPluralRuleType</string>",
                    "\t\t\t<key>NSStringFormatValueTypeKey</key>", f"\t\t\t<string>{value_type}</string>"]
            for category in sorted(forms, key=ORDER.index):
                out += [f"\t\t\t<key>{category}</key>", f"\t\t\t<string>{forms[category]}</string>"]
            out += ["\t\t</dict>"]
        out += ["\t</dict>"]
    out += ["</dict>", "</plist>", ""]
    return "\n".join(out)

def strings(pairs, comment=True):
    out = []
    for key, value in pairs:
        if comment:
            out.append(f"/* {key} */")
        out.append(f'"{key}" = "{value}";')
        out.append("")
    return "\n".join(out)

def write(path, text, encoding="utf-8"):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding=encoding, newline="\n") as f:
        f.write(text)

def plural_entries(locale, cats):
    """The app's plural keys in `locale`, with its CLDR categories (all of them, as
    translation platforms export them, including decimal-only ones)."""
    tag = f"[{locale}]"
    trips = {c: f"{tag} %d trips ({c})" for c in cats["all"]}
    photos = {c: f"{tag} %d photos ({c})" for c in cats["all"]}
    km = {c: f"{tag} %.1f km ({c})" for c in cats["all"]}
    files = {c: f"{tag} %1$d files ({c})" for c in cats["all"]}
    folders = {c: f"{tag} %2$d folders ({c})" for c in cats["all"]}
    return [["trip.count", "%#@trips@", [["trips", "d", trips]]],
            ["photos_selected", "%1#@photos@", [["photos", "d", photos]]],
            ["distance", "%#@km@", [["km", "f", km]]],
            ["files.in.folders", "%1$#@files@ in %2$#@folders@", [["files", "d", files], ["folders", "d", folders]]]]

def main():
    for folder in ["Wanderlust", "WanderlustKit"]:
        shutil.rmtree(os.path.join(HERE, folder), ignore_errors=True)
    cats = categories(LOCALES + ["en", "sr-Latn"])
    app = "Wanderlust/Wanderlust/Resources"

    # The development region: en.lproj, and an older Base.lproj that en.lproj shadows.
    english = [("trip.title", "My trips"), ("greeting", "Hello, %@!"), ("discount.banner", "Save 20% today"),
               ("settings", "Settings"), ("settings.sync.button", "Sync now"), ("settings/privacy/title", "Privacy"),
               ("storage.used", "%1$@ of %2$@ used")]
    write(f"{app}/en.lproj/Localizable.strings", strings(english))
    write(f"{app}/en.lproj/Localizable.stringsdict", plist([
        ["trip.count", "%#@trips@", [["trips", "d", {"one": "%d trip", "other": "%d trips"}]]],
        ["photos_selected", "%1#@photos@", [["photos", "d", {"one": "%d photo selected", "other": "%d photos selected"}]]],
        ["distance", "%#@km@", [["km", "f", {"one": "%.1f kilometre", "other": "%.1f kilometres"}]]],
        ["shared.by", "%#@people@", [["people", "d", {"one": "{user0} shared this", "other": "{user0} and {user1} shared this"}]]],
        ["files.in.folders", "%1$#@files@ in %2$#@folders@", [["files", "d", {"one": "%1$d file", "other": "%1$d files"}],
                                                              ["folders", "d", {"one": "%2$d folder", "other": "%2$d folders"}]]],
    ]))
    write(f"{app}/Base.lproj/Localizable.strings", strings(english[:3] + [("onboarding.legacy", "Welcome back")]))

    # Storyboard: Base.lproj/Main.storyboard and its per-locale strings; InfoPlist everywhere.
    write(f"{app}/Base.lproj/Main.storyboard", '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>\n')
    for locale in LOCALES:
        folder = f"{app}/{locale}.lproj"
        tag = f"[{locale}]"
        write(f"{folder}/InfoPlist.strings", strings([("CFBundleDisplayName", f"{tag} Wanderlust"), ("NSCameraUsageDescription", f"{tag} Photos of your trips")]))
        if locale in ("fr", "de", "ja"):
            write(f"{folder}/Main.strings", strings([("00n-xr-jcQ.title", f"{tag} Trips"), ("Rpn-F1-hVN.normalTitle", f"{tag} Add")], comment=False))
        pairs = [(k, f"{tag} {v}") for k, v in english]
        entries = plural_entries(locale, cats[locale])
        # Vendor typos and translator mistakes, one kind per locale.
        if locale == "es":
            pairs[1] = ("greeting", f"{tag} Hola, %s!")                     # C-string specifier
        if locale == "it":
            pairs[1] = ("greeting", f"{tag} Ciao, %d!")                     # another argument type
        if locale == "pt":
            pairs[6] = ("storage.used", f"{tag} %1$@ de %2@ usados")         # '%2@': a lost '$'
        if locale == "nl":
            pairs[6] = ("storage.used", f"{tag} %1$@ van %2$@ gebruikt 100%")  # prose '%' at the end
        if locale == "ru":
            entries[0][2][0][2]["one"] = f"{tag} 1 поездка"                  # spelled number: one is 1, 21, 31…
            entries[1][2][0][2]["one"] = f"{tag} Одна фотография выбрана"    # no number: one is 1, 21, 31…
        if locale == "fr":
            entries[0][2][0][2]["one"] = f"{tag} 1 voyage"                   # fr one is 0 and 1
        if locale == "pl":
            del entries[0][2][0][2]["few"]                                  # missing category
        if locale == "uk":
            del entries[1][2][0][2]["other"]                                # missing other: the entry falls back
        if locale == "ar":
            entries[0][2][0][2]["zero"] = f"{tag} لا رحلات {{user0}} 3"    # digits in a placeholder, and a digit
        if locale == "ru":
            # Placeholders a translation platform leaves, in a variable that never shows its number.
            entries.append(["shared.by", "%#@people@", [["people", "d", {c: f"{tag} {{user0}} и {{user1}} ({c})" for c in cats[locale]["all"]}]]])
        if locale == "ja":
            entries[0][2][0][2]["one"] = f"{tag} 参百 %d"                   # Han numerals: no number spelled
        if locale == "de":
            # Translation platforms export UTF-16 with a byte order mark.
            write(f"{folder}/Localizable.strings", "\ufeff" + strings(pairs), encoding="utf-16-le")
        else:
            write(f"{folder}/Localizable.strings", strings(pairs))
        write(f"{folder}/Localizable.stringsdict", plist(entries))

    # Serbian in Cyrillic and in Latin script, side by side.
    for folder, text in (("sr@latin", "Moja putovanja"),):
        pairs = [(k, f"[{folder}] {v}") for k, v in english]
        pairs[0] = ("trip.title", text)
        write(f"{app}/{folder}.lproj/Localizable.strings", strings(pairs))
        write(f"{app}/{folder}.lproj/Localizable.stringsdict", plist(plural_entries("sr-Latn", cats["sr-Latn"])))

    # A table whose English lives in code (NSLocalizedString(_:value:comment:)): the
    # development region's file is empty, the translations have the keys.
    write(f"{app}/en.lproj/Onboarding.strings", "/* English text is in the code. */\n")
    for locale in LOCALES[:30]:
        write(f"{app}/{locale}.lproj/Onboarding.strings", strings([(f"onboarding.step{i}", f"[{locale}] Step {i}") for i in range(1, 26)], comment=False))

    # The Settings app's pages.
    write("Wanderlust/Wanderlust/Settings.bundle/en.lproj/Root.strings", strings([("Group", "Sync")]))
    write("Wanderlust/Wanderlust/Settings.bundle/Root.plist", "<plist version=\"1.0\"><dict/></plist>\n")

    # A Swift package beside the app, with its own tables (one of the same name).
    kit = "WanderlustKit/Sources/WanderlustKit/Resources"
    write(f"{kit}/en.lproj/Localizable.strings", strings([("kit.offline", "You are offline"), ("kit.retry", "Retry in %lld seconds")]))
    for locale in ("fr", "ru", "sr"):
        write(f"{kit}/{locale}.lproj/Localizable.strings", strings([("kit.offline", f"[{locale}] You are offline"), ("kit.retry", f"[{locale}] Retry in %lld seconds")]))

main()
