print(L10n(locale: "ru").filesLeft(3))
