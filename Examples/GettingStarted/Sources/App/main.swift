print(L10n.filesRemaining(1))
print(L10n.filesRemaining(5))
print(L10n(locale: "ru").filesRemaining(21))
print(L10n(locale: "ru").filesRemaining(3))
