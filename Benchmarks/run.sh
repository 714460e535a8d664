#!/usr/bin/env bash
# One command, one table: the generated plural rules beside ICU4C 78 and 72 (C API), Node's
# Intl.PluralRules and Babel on the same inputs, their answers compared; accessor call costs
# beside string interpolation and String(format:); the object size of the rules; and the
# accessor-scaling figures (generation, type-check, compile time and memory at 10 to 10,000 keys).
# Prints a Markdown report on stdout; progress goes to stderr. See Benchmarks/README.md.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: Benchmarks/run.sh [--quick] [--runs N] [--target-ms MS] [--keys LIST] [--no-setup]
                         [--skip-scaling]

  --quick         checks that everything works end to end: 3 short runs per operation, the
                  accessor scaling at 10 and 100 keys only; its figures mean nothing
  --runs N        timed runs per operation, whose median is reported (default 7; quick 3)
  --target-ms MS  the length of one timed run (default 100; quick 2)
  --keys LIST     the accessor-scaling steps (default 10,100,1000,10000; quick 10,100)
  --no-setup      do not run Benchmarks/setup.sh (use what Benchmarks/.deps/ has)
  --skip-scaling  leave out the accessor scaling (the longest part: minutes at 10,000 keys)

A contender that cannot be installed or built is skipped with the reason in the report;
only the generated Swift is required.
EOF
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
command_line="Benchmarks/run.sh${*:+ $*}"
quick=0
runs=""
target_ms=""
keys=""
setup=1
scaling=1
die() { echo "error: $*" >&2; exit 1; }
while [ $# -gt 0 ]; do
    case $1 in
        --quick) quick=1; shift ;;
        --runs) [ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]*$ ]] || die "--runs needs a positive number"; runs=$2; shift 2 ;;
        --target-ms) [ $# -ge 2 ] && [[ $2 =~ ^[0-9]+(\.[0-9]+)?$ ]] || die "--target-ms needs a number"; target_ms=$2; shift 2 ;;
        --keys) [ $# -ge 2 ] || die "--keys needs a list such as 10,100"; keys=$2; shift 2 ;;
        --no-setup) setup=0; shift ;;
        --skip-scaling) scaling=0; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument '$1'" ;;
    esac
done
if [ "$quick" = 1 ]; then
    runs=${runs:-3}; target_ms=${target_ms:-2}; keys=${keys:-10,100}; reader_mb=1
else
    runs=${runs:-7}; target_ms=${target_ms:-100}; keys=${keys:-10,100,1000,10000}; reader_mb=60
fi
for tool in swift swiftc python3 size; do command -v "$tool" > /dev/null || die "'$tool' is not installed"; done

work=$(mktemp -d "${TMPDIR:-/tmp}/plural-rules-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
progress() { echo "== $*" >&2; }
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown; }
load_start=$(load)
started=$(date -u '+%Y-%m-%d %H:%M UTC')

# Contenders -----------------------------------------------------------------------------------
if [ "$setup" = 1 ]; then
    progress "installing the contenders (Benchmarks/setup.sh)"
    bash "$here/setup.sh" > "$work/setup.txt"
else
    printf 'icu78: %s\nicu-system: %s\nbabel: %s\nnode: %s\n' unchecked unchecked unchecked unchecked > "$work/setup.txt"
fi
cat "$work/setup.txt" >&2
# setup_status NAME: "ok" or the reason setup.sh gave for skipping it.
setup_status() {
    local line
    line=$(grep "^$1: " "$work/setup.txt" | head -n 1)
    line=${line#"$1: "}
    case $line in ok*|unchecked) echo ok ;; skipped:*) echo "${line#skipped: }" ;; *) echo "setup.sh said nothing about it" ;; esac
}

progress "building the generated code's benchmark and plural-rules (release)"
swift build -c release --package-path "$root" --product PluralRulesBenchmarks >&2
swift build -c release --package-path "$root" --product plural-rules >&2
bin=$(swift build -c release --package-path "$root" --show-bin-path)
cldr_version=$(head -n 1 "$root/cldr-data/VERSION" 2>/dev/null | grep -Eo '[0-9]+(\.[0-9]+)*' | head -n 1 || true)
"$bin/PluralRulesBenchmarks" --write-peer-inputs "$work/inputs.txt"

contenders=()
compare_arguments=()
skip() { compare_arguments+=(--skipped "$1=$2"); echo "warning: $1 skipped: $2" >&2; }
# run_contender NAME LABEL COMMAND...: the harness protocol of Benchmarks/Peers/README.md.
run_contender() {
    local name=$1 label=$2; shift 2
    progress "timing $label"
    if "$@" "$work/inputs.txt" "$work/$name.answers" "$runs" "$target_ms" > "$work/$name.out" 2> "$work/$name.err"; then
        contenders+=("$name=$label")
    else
        [ "$name" != swift ] || { cat "$work/$name.err" >&2; die "the generated code's harness failed"; }
        skip "$label" "its harness failed: $(tail -n 1 "$work/$name.err")"
    fi
}

run_contender swift "generated Swift" "$bin/PluralRulesBenchmarks" --peer-harness

# compile_icu NAME CFLAGS... -- LIBS...: the C harness against one ICU.
compile_icu() {
    local name=$1; shift
    local cflags=() libraries=()
    while [ "$1" != -- ]; do cflags+=("$1"); shift; done
    shift
    libraries=("$@")
    cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L "${cflags[@]}" "$here/Peers/icu-harness.c" "${libraries[@]}" \
        -o "$work/$name" 2> "$work/$name.build" || { tail -n 3 "$work/$name.build" >&2; return 1; }
}
if ! command -v cc > /dev/null; then
    skip "ICU4C" "no C compiler (cc)"
else
    reason=$(setup_status icu78)
    icu78="$here/.deps/icu78"
    if [ "$reason" != ok ]; then
        skip "ICU4C 78" "$reason"
    elif compile_icu icu78 -I"$icu78/include" -- -L"$icu78/lib" -licui18n -licuuc -licudata \
            -Wl,--disable-new-dtags,-rpath,"$icu78/lib"; then
        run_contender icu78 "ICU4C 78" "$work/icu78"
    else
        skip "ICU4C 78" "the C harness did not build against $icu78"
    fi
    reason=$(setup_status icu-system)
    if [ "$reason" != ok ]; then
        skip "ICU4C (system)" "$reason"
    elif ! pkg-config --exists icu-i18n 2>/dev/null; then
        skip "ICU4C (system)" "pkg-config does not know icu-i18n"
    else
        system_label="ICU4C $(pkg-config --modversion icu-i18n | cut -d. -f1)"
        # shellcheck disable=SC2046
        if compile_icu icu-system $(pkg-config --cflags icu-i18n) -- $(pkg-config --libs icu-i18n icu-uc); then
            run_contender icu-system "$system_label" "$work/icu-system"
        else
            skip "$system_label" "the C harness did not build against the system's ICU"
        fi
    fi
fi
if command -v node > /dev/null; then
    run_contender node "Node $(node -p 'process.versions.node.split(".")[0]')" node "$here/Peers/node-harness.js"
else
    skip "Node" "node is not installed"
fi
reason=$(setup_status babel)
if [ "$reason" = ok ] && [ -x "$here/.deps/venv/bin/python" ]; then
    run_contender babel "Babel $("$here/.deps/venv/bin/python" -c 'import babel; print(*babel.__version__.split(".")[:2], sep=".")' 2>/dev/null)" \
        "$here/.deps/venv/bin/python" "$here/Peers/babel-harness.py"
else
    skip "Babel" "${reason/#ok/no virtualenv in Benchmarks/.deps/venv}"
fi
load_after_peers=$(load)
python3 "$here/Peers/compare.py" peers "$work" "${cldr_version:-?}" "${contenders[@]}" "${compare_arguments[@]}" \
    > "$work/peers.md"

# Accessor calls -------------------------------------------------------------------------------
progress "accessor calls: generating and compiling Benchmarks/AccessorCalls"
mkdir -p "$work/calls"
"$bin/plural-rules" accessors --input "$here/AccessorCalls/Localizations" --output "$work/calls" >&2
swiftc -O -wmo "$here/AccessorCalls/main.swift" "$work/calls"/*.swift -o "$work/accessor-calls" >&2
progress "timing accessor calls"
"$work/accessor-calls" "$runs" "$target_ms" > "$work/calls.out"
python3 "$here/Peers/compare.py" calls "$work/calls.out" > "$work/calls.md"
python3 "$here/Peers/compare.py" targets "$work/swift.out" "$work/calls.out" > "$work/targets.md"

# The rules' object size -----------------------------------------------------------------------
progress "object size of the rules"
# text + data of object files, as size -B counts them (string literals are text), as 1,234,567.
object_bytes() { size -B "$@" | awk 'NR > 1 { total += $1 + $2 } END { print total + 0 }' | group; }
group() { python3 -c 'import sys; print(f"{int(sys.stdin.read()):,}")'; }
data_object=$(find "$bin/PluralRules.build" -name 'PluralRuleData.swift.o' -type f | head -n 1)
runtime_objects=$(find "$bin/PluralRules.build" -name '*.o' -type f | wc -l)
mkdir -p "$work/rules"
"$bin/plural-rules" generate --output "$work/rules/PluralRules.swift"
(cd "$work/rules" && swiftc -O -wmo -parse-as-library -module-name Rules -c PluralRules.swift -o PluralRules.o)
{
    echo "| object (\`-O\`, text + data by \`size -B\`) | bytes |"
    echo "|---|--:|"
    if [ -n "$data_object" ]; then
        printf '| `Sources/PluralRules/Generated/PluralRuleData.swift` in the library (release build) | %s |\n' \
            "$(object_bytes "$data_object")"
        # shellcheck disable=SC2046
        printf '| the whole `PluralRules` library (%s objects) | %s |\n' "$runtime_objects" \
            "$(object_bytes $(find "$bin/PluralRules.build" -name '*.o' -type f))"
    fi
    printf '| `plural-rules generate` (every locale, cardinal and ordinal: %s lines), `-O -wmo` | %s |\n' \
        "$(wc -l < "$work/rules/PluralRules.swift" | group)" "$(object_bytes "$work/rules/PluralRules.o")"
} > "$work/objects.md"

# Accessors at app scale -----------------------------------------------------------------------
if [ "$scaling" = 1 ]; then
    progress "accessor scaling at $keys keys (Benchmarks/AccessorScaling/run.sh)"
    bash "$here/AccessorScaling/run.sh" --keys "$keys" --tool "$bin/plural-rules" > "$work/scaling.md"
    # The real apps' localizations beside the checkout (a line saying why, where they are absent).
    progress "accessors of the real apps (Benchmarks/AccessorScaling/real-apps.sh)"
    bash "$here/AccessorScaling/real-apps.sh" --tool "$bin/plural-rules" > "$work/real-apps.md"
fi

# Reading large files in a debug build, as the build plugin runs the tool --------------------
progress "readers on $reader_mb MB files, debug build (Benchmarks/ReaderTiming/run.sh)"
bash "$here/ReaderTiming/run.sh" "$reader_mb" > "$work/readers.md"
load_end=$(load)

# The report -----------------------------------------------------------------------------------
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
memory=$(awk '/^MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || true)
swift_version=$(swiftc --version 2>&1 | grep -Eo 'Swift version [0-9.]+' | head -n 1 || true)
revision=$(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)
echo "# swift-plural-rules benchmarks"
echo
echo "- command: \`$command_line\`"
echo "- date: $started"
echo "- machine: $(uname -m), $(nproc) cores, ${cpu:-unknown CPU}, ${memory:-unknown memory}, $(uname -sr); ${swift_version:-unknown Swift}; revision $revision"
echo "- load average (1, 5, 15 min): $load_start at the start, $load_after_peers after the plural rules, $load_end at the end"
if [ "$quick" = 1 ]; then
    echo "- mode: --quick: $runs runs of about $target_ms ms per operation; the figures check that everything works and mean nothing"
else
    echo "- mode: $runs timed runs of about $target_ms ms per operation, after calibration (which warms up); medians"
fi
echo
echo "## Plural rules, side by side"
echo
cat "$work/peers.md"
echo "## Targets"
echo
cat "$work/targets.md"
echo
echo "## Accessor calls"
echo
cat "$work/calls.md"
echo
echo "## Object size of the rules"
echo
cat "$work/objects.md"
if [ "$scaling" = 1 ]; then
    echo
    echo "## Accessors at app scale"
    echo
    cat "$work/scaling.md"
    echo
    echo "### Real apps (\`../shared/real-apps\`, whole folders)"
    echo
    cat "$work/real-apps.md"
fi
echo
echo "## Reading large files (debug build, processor time)"
echo
cat "$work/readers.md"
