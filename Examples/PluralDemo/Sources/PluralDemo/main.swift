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

// The user's language: `L10n.current` starts as the best match for the system's preferred
// languages (on Linux `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`; CI runs this with
// `LANG=pl_PL.UTF-8`), and a server gives each request its own with `withLocale`.
print("== from the environment: \(L10n.current.locale): \(L10n.filesRemaining(12_345))")
let requests = ["ru", "ar-EG", "pt-PT", "de-CH"]
let rendered = await withTaskGroup(of: (Int, String).self) { group in
    for (index, language) in requests.enumerated() {
        group.addTask { L10n.withLocale(language) { (index, "\(language) → \(L10n.current.locale): \(L10n.filesRemaining(12_345))") } }
    }
    var lines = [String](repeating: "", count: requests.count)
    for await (index, line) in group { lines[index] = line }
    return lines
}
for line in rendered { print("   request in " + line) }

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
