#!/usr/bin/env bash
# The house style (../shared/STYLE.md) as the toolchain's swift-format applies it, with the
# configuration in .swift-format: 4-space indentation, lines of at most 160 columns, `#if`
# blocks not indented, several statements on a line allowed (`x += 1; continue`), names as the
# code has them (CLDR's rule set names, C names in the Apple stand-ins).
#
#   bash Scripts/swift-format.sh           rewrites the files that differ
#   bash Scripts/swift-format.sh --check   lists what differs and exits 1 (CI)
#
# Generated files are left out: the rules and number data under Sources/PluralRules/Generated,
# the embedded runtime and CLDR data of the tool, and every fixture under Tests/Fixtures (golden
# outputs and inputs written as they are on purpose). They carry `// swift-format-ignore-file`
# where the tool writes them.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=format
[ "${1:-}" = --check ] && mode=check
files=()
while IFS= read -r file; do files+=("$file"); done < <(
    git ls-files -co --exclude-standard '*.swift' |
        grep -v -E '^Tests/Fixtures/|/Generated/|^Sources/PluralRulesCompiler/Emitter/EmbeddedRuntime\.swift$|^Sources/PluralRulesCompiler/CLDR/BundledCLDRData\.swift$|(^|/)\.build/' |
        while IFS= read -r file; do [ -f "$file" ] && [ ! -L "$file" ] && echo "$file"; done | sort)
if [ "$mode" = check ]; then
    if ! swift format lint --strict --configuration .swift-format "${files[@]}"; then
        echo "error: these files are not in the house style; run: bash Scripts/swift-format.sh" >&2
        exit 1
    fi
    echo "swift-format: ${#files[@]} files in the house style"
else
    swift format format --in-place --configuration .swift-format "${files[@]}"
    echo "swift-format: ${#files[@]} files formatted"
fi
