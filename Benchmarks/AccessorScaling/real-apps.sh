#!/usr/bin/env bash
# What the accessors of real apps cost to generate and type-check: for each app folder under
# APPS (default: ../shared/real-apps beside the checkout), `plural-rules accessors` on the whole
# folder, then `swiftc -typecheck` of what it wrote, with one job and as a debug build schedules
# it (batch mode, 2 jobs). Prints a Markdown table on stdout; progress on stderr.
# Usage: real-apps.sh [--tool PATH] [APPS]   (the tool defaults to the release build)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
swiftc=${SWIFTC:-swiftc}
tool=""
apps=""
while [ $# -gt 0 ]; do
    case $1 in
        --tool) [ $# -ge 2 ] || { echo "error: --tool needs a path" >&2; exit 1; }; tool=$2; shift 2 ;;
        -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) [ -z "$apps" ] || { echo "error: one folder of apps only" >&2; exit 1; }; apps=$1; shift ;;
    esac
done
apps=${apps:-"$root/../shared/real-apps"}
if [ ! -d "$apps" ]; then
    echo "skipped: $apps is absent (a folder with one folder of localizations per app)"
    exit 0
fi
for command in python3 /usr/bin/time timeout "$swiftc"; do
    command -v "$command" > /dev/null || { echo "error: '$command' is not installed" >&2; exit 1; }
done
if [ -z "$tool" ]; then
    echo "== building plural-rules (release)" >&2
    swift build -c release --product plural-rules --package-path "$root" >&2
    tool="$(swift build -c release --product plural-rules --package-path "$root" --show-bin-path)/plural-rules"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/real-apps.XXXXXX")
trap 'rm -rf "$work"' EXIT

# timed NAME COMMAND...: wall seconds and peak MB of COMMAND into $seconds and $peak_mb; its
# exit status into $exit_status (the output is in $work/NAME.out). A step that runs past
# $step_timeout seconds is stopped (exit status 124), so that no app can hang the benchmark.
step_timeout=900
timed() {
    local name=$1; shift
    exit_status=0
    /usr/bin/time -f '%e %M' -o "$work/$name.time" timeout -k 10 "$step_timeout" "$@" > "$work/$name.out" 2>&1 || exit_status=$?
    # GNU time writes "Command exited with non-zero status N" first when the command fails.
    read -r seconds peak_kb < <(tail -n 1 "$work/$name.time")
    peak_mb=$(( peak_kb / 1024 ))
}

echo "| app | tables | locales | keys | generate s | generate MB | generated Swift | type-check s | type-check, 2 jobs s |"
echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|"
for app in "$apps"/*/; do
    app=${app%/}
    name=$(basename "$app")
    out="$work/$name"
    mkdir -p "$out"
    echo "== $name" >&2
    # Findings in the translations are warnings; an app may also exit 1 for errors in its
    # development region (OsmAnd's `%1$s`): what is usable is still generated.
    timed "$name-generate" "$tool" accessors --input "$app" --output "$out"
    generate="$seconds | $peak_mb"
    if ! ls "$out"/*.swift > /dev/null 2>&1; then
        echo "| $name | — | — | — | $generate | nothing generated (exit $exit_status) | — | — |"
        continue
    fi
    # Each table's translations say, per locale, `// xx: N of M keys`.
    read -r tables locales keys < <(python3 - "$out" <<'PY'
import glob, re, sys
tables = locales = keys = 0
for path in glob.glob(sys.argv[1] + "/*+Translations.swift"):
    # At any indentation: the comment opens each locale's case, wherever the emitter puts it.
    counts = [int(m.group(1)) for m in re.finditer(r"^ *// \S+: \d+ of (\d+) keys\.", open(path, encoding="utf-8").read(), re.M)]
    if not counts:
        sys.exit(f"error: no '// xx: N of M keys' comment in {path}: has the translations file's layout changed?")
    tables += 1
    locales = max(locales, len(counts))
    keys += counts[0] if counts else 0
print(tables, locales, keys)
PY
)
    # A process substitution's failure does not stop the script: its output tells.
    [ -n "${keys:-}" ] || { echo "error: could not count $name's keys in its generated translations" >&2; exit 1; }
    bytes=$(cat "$out"/*.swift | wc -c)
    timed "$name-typecheck" "$swiftc" -typecheck -parse-as-library -swift-version 6 "$out"/*.swift
    typecheck=$([ "$exit_status" = 0 ] && echo "$seconds" || { [ "$exit_status" = 124 ] && echo "timeout" || echo "failed"; })
    timed "$name-typecheck2" "$swiftc" -typecheck -parse-as-library -swift-version 6 -enable-batch-mode -j 2 "$out"/*.swift
    typecheck2=$([ "$exit_status" = 0 ] && echo "$seconds" || { [ "$exit_status" = 124 ] && echo "timeout" || echo "failed"; })
    printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$tables" "$locales" \
        "$(python3 -c "print(f'{$keys:,}')")" "$generate" "$(awk -v b="$bytes" 'BEGIN { printf "%.1f MB", b / 1e6 }')" "$typecheck" "$typecheck2"
done
echo
echo "Tables: generated types; locales: the most of one table; keys: summed over tables."
