#!/usr/bin/env python3
"""Writes the String Catalog fixtures as Xcode writes catalogs: two-space indent,
`"key" : value`, keys sorted, no trailing newline. Run from anywhere; the files are committed.

    python3 Tests/Fixtures/Catalogs/make-catalogs.py
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def plural(forms, state="translated"):
    return {"variations": {"plural": {category: unit(text, state) for category, text in forms.items()}}}


def substitution(forms, specifier="lld", arg_num=None):
    body = {"formatSpecifier": specifier, "variations": {"plural": {c: unit(t) for c, t in forms.items()}}}
    if arg_num is not None:
        body["argNum"] = arg_num
    return body


def write(path, catalog):
    path = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = json.dumps(catalog, indent=2, sort_keys=True, separators=(",", " : "), ensure_ascii=False)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


# App: what Xcode 15/16 writes (version 1.0), every shape the reader knows.
app = {
    "sourceLanguage": "en",
    "version": "1.0",
    "strings": {
        # The string's own plural variation; de is not reviewed yet, ja is new.
        "%lld files": {
            "comment": "Files in the current folder",
            "extractionState": "manual",
            "localizations": {
                "en": plural({"one": "%lld file", "other": "%lld files"}),
                "ru": plural({"one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"}),
                "fr": plural({"one": "%lld fichier", "many": "%lld de fichiers", "other": "%lld fichiers"}),
                "ar": plural({"zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا", "other": "%lld ملف"}),
                "de": plural({"one": "%lld Datei", "other": "%lld Dateien"}, state="needs_review"),
                "ja": plural({"other": "%lld 個のファイル"}, state="new"),
            },
        },
        # Substitutions with argNum; ru lacks a category, fr takes the wrong argument.
        "%lld photos in %lld albums": {
            "localizations": {
                "en": {**unit("%#@photos@ in %#@albums@"), "substitutions": {
                    "photos": substitution({"one": "%arg photo", "other": "%arg photos"}, arg_num=1),
                    "albums": substitution({"one": "%arg album", "other": "%arg albums"}, arg_num=2)}},
                "ru": {**unit("%#@photos@ в %#@albums@"), "substitutions": {
                    "photos": substitution({"one": "%arg фото", "few": "%arg фото", "many": "%arg фото", "other": "%arg фото"}, arg_num=1),
                    "albums": substitution({"one": "%arg альбоме", "other": "%arg альбомах"}, arg_num=2)}},
                "fr": {**unit("%#@photos@ dans %#@albums@"), "substitutions": {
                    "photos": substitution({"one": "%arg photo", "many": "%arg de photos", "other": "%arg photos"}, arg_num=1),
                    "albums": substitution({"one": "%arg album", "many": "%arg d’albums", "other": "%arg albums"}, arg_num=1)}},
            },
        },
        # Substitutions without argNum (migrated catalogs): the reference takes the next
        # argument, and the forms cite the other one by position; de disagrees on the type.
        "account.followers %lld %@": {
            "extractionState": "manual",
            "localizations": {
                "en": {**unit("%#@followers@"), "substitutions": {
                    "followers": substitution({"one": "%2$@ has %arg follower", "other": "%2$@ has %arg followers"})}},
                "ru": {**unit("%#@followers@"), "substitutions": {
                    "followers": substitution({"one": "У %2$@ %arg подписчик", "few": "У %2$@ %arg подписчика",
                                               "many": "У %2$@ %arg подписчиков", "other": "У %2$@ %arg подписчика"})}},
                "de": {**unit("%#@followers@"), "substitutions": {
                    "followers": substitution({"one": "%2$@ hat %arg Follower", "other": "%2$@ hat %arg Follower"}, specifier="f")}},
            },
        },
        # Device variations; the ones for new messages vary by plural inside.
        "tap.to.continue": {
            "extractionState": "manual",
            "localizations": {
                "en": {"variations": {"device": {"iphone": unit("Tap to continue"), "mac": unit("Click to continue"),
                                                 "other": unit("Continue")}}},
                "ru": {"variations": {"device": {"iphone": unit("Коснитесь, чтобы продолжить"), "mac": unit("Нажмите, чтобы продолжить"),
                                                 "other": unit("Продолжить")}}},
            },
        },
        "%lld new messages": {
            "localizations": {
                "en": {"variations": {"device": {
                    "iphone": plural({"one": "%lld new message", "other": "%lld new messages"}),
                    "mac": plural({"one": "%lld new message in your inbox", "other": "%lld new messages in your inbox"})}}},
                "ru": {"variations": {"device": {
                    "iphone": plural({"one": "%lld новое сообщение", "few": "%lld новых сообщения", "many": "%lld новых сообщений", "other": "%lld новых сообщения"}),
                    "mac": plural({"one": "%lld новое сообщение во входящих", "many": "%lld новых сообщений во входящих", "other": "%lld новых сообщения во входящих"})}}},
            },
        },
        # Xcode 26 named placeholders: the name labels the argument.
        "Landmarks": {
            "extractionState": "manual",
            "localizations": {
                "en": unit("Landmarks: %(count)lld"),
                "ru": unit("Достопримечательности: %(count)lld"),
                "fr": unit("Lieux : %(count)lld"),
            },
        },
        # No en unit: the key is the English text.
        "Welcome to %@": {
            "localizations": {
                "ru": unit("Добро пожаловать в %@"),
                "fr": unit("Bienvenue dans %@"),
            },
        },
        # Not in the code any more.
        "Old greeting": {
            "extractionState": "stale",
            "localizations": {"en": unit("Hello there"), "ru": unit("Привет")},
        },
        # Never translated, but someone did.
        "PluralDemo": {
            "shouldTranslate": False,
            "localizations": {"ru": unit("ПлюралДемо")},
        },
        "": {},
    },
}
write("App/Localizable.xcstrings", app)

# Xcode 26 (version 1.1) in a mul.lproj folder, with the keys 1.1 adds and one no version has.
settings = {
    "sourceLanguage": "en",
    "version": "1.1",
    "futureTopLevelKey": {"anything": [1, 2, 3]},
    "strings": {
        "settings.title": {
            "comment": "The title of the settings screen",
            "isCommentAutoGenerated": True,
            "generatesSymbol": True,
            "localizations": {"en": unit("Settings"), "ru": unit("Настройки"), "fr": unit("Réglages")},
        },
        "settings.sync %lld": {
            "generatesSymbol": False,
            "localizations": {
                "en": plural({"one": "Synced %lld item", "other": "Synced %lld items"}),
                "ru": plural({"one": "Синхронизирован %lld объект", "few": "Синхронизировано %lld объекта",
                              "many": "Синхронизировано %lld объектов", "other": "Синхронизировано %lld объекта"}),
                "fr": plural({"one": "%lld élément synchronisé", "many": "%lld d’éléments synchronisés", "other": "%lld éléments synchronisés"}),
            },
        },
    },
}
write("App/mul.lproj/Settings.xcstrings", settings)

# A target in the middle of a migration: a catalog beside legacy tables, one of the same name.
mixed = {
    "sourceLanguage": "en",
    "version": "1.0",
    "strings": {
        "greeting": {"extractionState": "manual", "localizations": {"en": unit("Hello"), "ru": unit("Привет")}},
        "%lld items": {"localizations": {
            "en": plural({"one": "%lld item", "other": "%lld items"}),
            "ru": plural({"one": "%lld предмет", "few": "%lld предмета", "many": "%lld предметов", "other": "%lld предмета"})}},
    },
}
write("Mixed/Localizable.xcstrings", mixed)
