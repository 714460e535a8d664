// String Catalogs (Localizable.xcstrings, Onboarding.xcstrings) served on Linux by the
// generated accessors: no Foundation, no LocalizedStringResource.
for locale in ["en", "ru", "pl", "ar"] {
    let strings = L10n(locale: locale)
    print(locale, [0, 1, 2, 5, 22].map { strings.filesRemaining($0) }.joined(separator: " | "))
    print("  " + strings.photosInAlbums(photos: 21, albums: 3))
    print("  " + strings.landmarks(count: 3) + " · " + strings.continue)
    print("  " + OnboardingStrings(locale: locale).onboarding.welcome("Ada"))
}
