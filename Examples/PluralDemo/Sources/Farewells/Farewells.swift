/// Another library module with embedded, public accessors: its runtime copy is internal to it,
/// so importing both modules (and the PluralRules library) is unambiguous.
public func farewell(_ name: String, in locale: String) -> String { L10n(locale: locale).farewell(name) }
