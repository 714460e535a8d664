// The compiler works on the runtime's own types (`PluralCategory`, `PluralOperands`,
// `PluralRuleType`, `PluralOperand`) and algorithms (operands parsing, locale resolution,
// format specifications): one copy of each. Its clients see them through this import.
@_exported import PluralRules
