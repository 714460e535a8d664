#!/usr/bin/env python3
"""Writes the localization fixtures under App/: real sentences in en, ru, ar, fi, zh-Hans and de.

Run from this folder: python3 make-fixtures.py. The files are committed; this script is how
they were made (the UTF-16 .strings file in particular) and how to change them.
"""
import os

HEADER = '''<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
'''

def esc(text):
    return text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')

def plural(key, fmt, variables):
    out = f'    <key>{esc(key)}</key>\n    <dict>\n        <key>NSStringLocalizedFormatKey</key>\n        <string>{esc(fmt)}</string>\n'
    for name, value_type, forms in variables:
        out += f'        <key>{name}</key>\n        <dict>\n            <key>NSStringFormatSpecTypeKey</key>\n            <string>NSStringPluralRuleType</string>\n'
        if value_type:
            out += f'            <key>NSStringFormatValueTypeKey</key>\n            <string>{value_type}</string>\n'
        for form, text in forms:
            out += f'            <key>{form}</key>\n            <string>{esc(text)}</string>\n'
        out += '        </dict>\n'
    return out + '    </dict>\n'

def width(key, forms):
    out = f'    <key>{esc(key)}</key>\n    <dict>\n        <key>NSStringVariableWidthRuleType</key>\n        <dict>\n'
    for w, text in forms:
        out += f'            <key>{w}</key>\n            <string>{esc(text)}</string>\n'
    return out + '        </dict>\n    </dict>\n'

def write(path, text, encoding='utf-8'):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'wb') as f:
        f.write(text.encode(encoding))

FILES = '%d file(s) remaining'
DAYS = 'n_days'
EVERY = 'every_n_days'
BOTH = 'files_and_folders'
TERMS = 'term(s) in category'
GDP = 'gdp'
SETTINGS = 'settings.files.count'

stringsdict = {
    'en': [
        plural(FILES, '%#@files@', [('files', 'd', [('one', '%d file remaining'), ('other', '%d files remaining')])]),
        plural(DAYS, '%#@days@', [('days', 'd', [('one', '%d day'), ('other', '%d days')])]),
        plural(EVERY, '%#@days@', [('days', 'd', [('one', 'Every day'), ('other', 'Every %d days')])]),
        plural(BOTH, '%1$#@files@ in %2$#@folders@', [
            ('files', 'd', [('one', '%d file'), ('other', '%d files')]),
            ('folders', 'd', [('one', '%d folder'), ('other', '%d folders')])]),
        plural(TERMS, '%#@terms@', [('terms', 'lld', [('zero', 'No terms in this category'), ('one', 'Category has one term'), ('other', 'Category has %lld terms')])]),
        plural(SETTINGS, '%#@count@ selected', [('count', 'd', [('one', '%d file'), ('other', '%d files')])]),
        plural('distance', '%#@km@ away', [('km', '.1f', [('one', '%.1f kilometre'), ('other', '%.1f kilometres')])]),
        width(GDP, [(1, 'GDP'), (20, 'GDP ($B)'), (50, 'GDP (in billions)')]),
    ],
    'ru': [
        plural(FILES, '%#@files@', [('files', 'd', [('one', '%d файл остался'), ('few', '%d файла осталось'), ('many', '%d файлов осталось'), ('other', '%d файла осталось')])]),
        plural(DAYS, '%#@days@', [('days', 'd', [('one', '%d день'), ('few', '%d дня'), ('many', '%d дней'), ('other', '%d дня')])]),
        plural(EVERY, '%#@days@', [('days', 'd', [('one', 'Каждый %d день'), ('few', 'Каждые %d дня'), ('many', 'Каждые %d дней'), ('other', 'Каждые %d дня')])]),
        plural(BOTH, '%1$#@files@ в %2$#@folders@', [
            ('files', 'd', [('one', '%d файл'), ('few', '%d файла'), ('many', '%d файлов'), ('other', '%d файла')]),
            ('folders', 'd', [('one', '%d папке'), ('few', '%d папках'), ('many', '%d папках'), ('other', '%d папки')])]),
        plural(TERMS, '%#@terms@', [('terms', 'lld', [('one', 'В категории %lld термин'), ('few', 'В категории %lld термина'), ('many', 'В категории %lld терминов'), ('other', 'В категории %lld термина')])]),
        plural(SETTINGS, 'Выбрано: %#@count@', [('count', 'd', [('one', '%d файл'), ('few', '%d файла'), ('many', '%d файлов'), ('other', '%d файла')])]),
        plural('distance', '%#@km@', [('km', '.1f', [('one', '%.1f километр'), ('few', '%.1f километра'), ('many', '%.1f километров'), ('other', '%.1f километра')])]),
        width(GDP, [(1, 'ВВП'), (20, 'ВВП (млрд $)'), (50, 'ВВП (в миллиардах долларов)')]),
    ],
    'ar': [
        plural(FILES, '%#@files@', [('files', 'd', [('zero', 'لم يتبق أي ملف'), ('one', 'تبقى ملف واحد'), ('two', 'تبقى ملفان'), ('few', 'تبقت %d ملفات'), ('many', 'تبقى %d ملفًا'), ('other', 'تبقى %d ملف')])]),
        plural(DAYS, '%#@days@', [('days', 'd', [('zero', 'لا أيام'), ('one', 'يوم واحد'), ('two', 'يومان'), ('few', '%d أيام'), ('many', '%d يومًا'), ('other', '%d يوم')])]),
        plural(EVERY, '%#@days@', [('days', 'd', [('zero', 'أبدًا'), ('one', 'كل يوم'), ('two', 'كل يومين'), ('few', 'كل %d أيام'), ('many', 'كل %d يومًا'), ('other', 'كل %d يوم')])]),
    ],
    'fi': [
        plural(FILES, '%#@files@', [('files', 'd', [('one', '%d tiedosto jäljellä'), ('other', '%d tiedostoa jäljellä')])]),
        plural(TERMS, '%#@terms@', [('terms', 'lld', [('one', 'Kategoriassa on yksi termi'), ('other', 'Kategoriassa on %lld termiä'), ('zero', 'Ei termejä tässä kategoriassa')])]),
    ],
    'zh-Hans': [
        plural(FILES, '%#@files@', [('files', 'd', [('other', '剩余 %d 个文件')])]),
        plural(DAYS, '%#@days@', [('days', 'd', [('other', '%d 天')])]),
        plural(EVERY, '%#@days@', [('days', 'd', [('=1', '每天'), ('=2', '每两天'), ('other', '每 %d 天')])]),
    ],
}

strings = {
    'en': '''/* Shown on the home screen; %@ is the user's name. */
"greeting" = "Hello, %@!";
"settings.title" = "Settings";
// A price line: the product, then the price.
"price" = "%1$@ costs %2$.2f";
"tricky" = "Quote \\" backslash \\\\ interpolation \\\\(x) triple \\"\\"\\" hash #\\" newline\\nRTL \\U200F emoji 😀 percent 100%%";
"%d file(s) remaining" = "this value is replaced by the stringsdict entry";
''',
    'ru': '''"greeting" = "Привет, %@!";
"settings.title" = "Настройки";
"price" = "%1$@ стоит %2$.2f";
"tricky" = "Кавычка \\" обратная косая \\\\ интерполяция \\\\(x) тройные \\"\\"\\" решётка #\\" перевод\\nRTL \\U200F эмодзи 😀 процент 100%%";
''',
    'ar': '''"greeting" = "مرحبًا، %@!";
"settings.title" = "الإعدادات";
"price" = "%2$.2f هو سعر %1$@";
''',
    'fi': '''"greeting" = "Hei, %@!";
"settings.title" = "Asetukset";
''',
    'zh-Hans': '''"greeting" = "你好，%@！";
"settings.title" = "设置";
''',
}

for locale, entries in stringsdict.items():
    write(f'App/{locale}.lproj/Localizable.stringsdict', HEADER + ''.join(entries) + '</dict>\n</plist>\n')
for locale, text in strings.items():
    write(f'App/{locale}.lproj/Localizable.strings', text)
# Xcode often writes .strings as UTF-16 with a byte order mark.
write('App/de.lproj/Localizable.strings', '\ufeff' + '''/* Begrüßung */
"greeting" = "Hallo, %@!";
"settings.title" = "Einstellungen";
"price" = "%1$@ kostet %2$.2f";
''', 'utf-16-le')
