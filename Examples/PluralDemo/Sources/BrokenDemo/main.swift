print(L10n(locale: "ru").daysLeft(3))
