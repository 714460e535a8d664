#!/usr/bin/env bash
# How long `plural-rules lint` and `accessors` take on a generated 10 MB String Catalog, with
# the release build of the tool: the best of five runs each. Prints one line per command.
#   Benchmarks/CatalogTiming/run.sh [SIZE_MB] [--tool PATH]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
size=10
tool=""
while [ $# -gt 0 ]; do
    case $1 in
        --tool) tool=$2; shift 2 ;;
        *) size=$1; shift ;;
    esac
done
if [ -z "$tool" ]; then
    (cd "$root" && swift build -c release --product plural-rules >&2)
    tool="$root/.build/release/plural-rules"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/make-catalog.py" "$work/App" "$size"
best() {
    local best_ms=""
    for _ in 1 2 3 4 5; do
        local start end
        start=$(date +%s%N)
        "$@" > /dev/null 2> "$work/stderr.txt" || { cat "$work/stderr.txt" >&2; exit 1; }
        end=$(date +%s%N)
        local ms=$(( (end - start) / 1000000 ))
        if [ -z "$best_ms" ] || [ "$ms" -lt "$best_ms" ]; then best_ms=$ms; fi
    done
    echo "$best_ms"
}
bytes=$(wc -c < "$work/App/Localizable.xcstrings")
lint_ms=$(best "$tool" lint "$work/App")
accessors_ms=$(best "$tool" accessors --input "$work/App" --output "$work/out")
findings=$("$tool" lint "$work/App" 2>&1 | grep -c "\[" || true)
echo "catalog: $(( bytes / 1000000 )) MB ($bytes bytes), $findings diagnostics"
echo "lint: ${lint_ms} ms (best of 5)"
echo "accessors: ${accessors_ms} ms (best of 5), $(cat "$work/out"/*.swift | wc -c) bytes of Swift"
