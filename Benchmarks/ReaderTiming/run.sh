#!/usr/bin/env bash
# Times every localization reader on a file of SIZE_MB megabytes (default 60) in the debug
# build, the build SwiftPM runs a build-tool plugin's tool in: `.strings` in UTF-8 and in
# UTF-16, `.stringsdict` and `.xcstrings`. Prints a Markdown table on stdout.
#   Benchmarks/ReaderTiming/run.sh [SIZE_MB] [debug|release]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
size=${1:-60}
configuration=${2:-debug}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/make-files.py" "$work" "$size" >&2
(cd "$root" && swift build -c "$configuration" --product ReaderTiming >&2)
echo "| file ($configuration build) | size | entries | processor time | per byte | diagnostics |"
echo "|---|--:|--:|--:|--:|--:|"
# One process per file, as the build plugin runs the tool: a file read after others would
# share their heap.
for file in "$work/en.lproj/Localizable.strings" "$work/de.lproj/Localizable.strings" \
    "$work/en.lproj/Localizable.stringsdict" "$work/Localizable.xcstrings"; do
    "$root/.build/$configuration/ReaderTiming" "$file"
done
