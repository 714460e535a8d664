#!/usr/bin/env bash
# Times every localization reader on a file of SIZE_MB megabytes (default 60) in the debug
# build, the build SwiftPM runs a build-tool plugin's tool in: `.strings` in UTF-8 and in
# UTF-16, `.stringsdict` and `.xcstrings`. Prints one line per file.
#   Benchmarks/ReaderTiming/run.sh [SIZE_MB] [-c release]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
size=${1:-60}
configuration=${3:-debug}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/make-files.py" "$work" "$size"
(cd "$root" && swift build -c "$configuration" --product ReaderTiming >&2)
echo "ReaderTiming ($configuration build), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
"$root/.build/$configuration/ReaderTiming" "$work/en.lproj/Localizable.strings" "$work/de.lproj/Localizable.strings" \
    "$work/en.lproj/Localizable.stringsdict" "$work/Localizable.xcstrings"
