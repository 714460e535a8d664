// Prints sentences for a set of numbers in every localization the app ships, chosen by the
// CLDR plural rules of each language, with no Foundation involved.

let numbers: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5]

for locale in L10n.availableLocales {
    let strings = L10n(locale: locale)
    print("== \(locale): \(strings.greeting("Ada"))")
    for number in numbers {
        let files = number == number.rounded() ? strings.filesRemaining(Int(number)) : "—"
        let label = number == number.rounded() ? String(Int(number)) : String(number)
        print("\(label.padding(to: 4)) \(files) | \(strings.hours(number))")
    }
    print("     \(strings.filesInFolders(files: 21, folders: 2)) | \(strings.title(width: 10)) | \(strings.title(width: 60))")
    // Numbers as the locale writes them (CLDR's digits, separators and grouping).
    print("     \(strings.filesRemaining(1_234_567)) | \(strings.hours(1234.5))")
}

print("== errors in ru: \(ErrorsStrings(locale: "ru").network) \(ErrorsStrings(locale: "ru").disk.full(1_000_000))")
print("== best match for [fr-CA, pt-PT, en]: \(L10n.bestLocale(for: ["fr-CA", "pt-PT", "en"]))")

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
