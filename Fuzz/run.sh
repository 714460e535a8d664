#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS: `Fuzz/run.sh 600 strings json`.
# With no target named, runs every one in turn. SECONDS may be 0: the target then only
# replays its findings (Fuzz/Findings/<target>) and seeds, as a regression test.
# Environment: FUZZ_SWIFTFLAGS (default -O) for the build; FUZZ_KEEP_GOING=1 fuzzes on past
# a crash (libFuzzer's fork mode, one process at a time), saving each.
# Fuzz/Dictionaries/<target>.dict gives libFuzzer the tokens of the format.
# corefoundation compares our readers with CoreFoundation's (Foundation linked in: a test
# oracle, as in Tools/CoreFoundationDifferential, whose comparison it links).
# Working corpora are kept in Fuzz/.build/corpus/<target>; new crashes land in
# Fuzz/.build/crashes/<target>: add them to Fuzz/Findings/<target> once fixed. A finding not
# yet fixed waits in Fuzz/Open/<target> (not replayed; the target says what it skips for it).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
build="$root/Fuzz/.build"
seconds=${1:?usage: Fuzz/run.sh SECONDS [TARGET…]}
shift
all=(xml strings stringsdict corefoundation json catalog config rules format operands message arguments)
targets=("${@:-${all[@]}}")
flags=(${FUZZ_SWIFTFLAGS:--O} -g -sanitize=fuzzer,address -parse-as-library -swift-version 6)
mkdir -p "$build/modules"
# Swift's own crash backtracer would race libFuzzer's report (and trips AddressSanitizer).
export SWIFT_BACKTRACE=enable=no

# A module is rebuilt when a source of it is newer than its object (or it has none).
module() {
    local name=$1 sources=$2
    local object="$build/modules/$name.o"
    if [ -f "$object" ] && [ -z "$(find "$sources" -name '*.swift' -newer "$object" | head -1)" ]; then return; fi
    echo "== building module $name (${flags[*]})"
    swiftc "${flags[@]}" -wmo -enable-testing -module-name "$name" -emit-module \
        -emit-module-path "$build/modules/$name.swiftmodule" -I "$build/modules" \
        -c $(find "$sources" -name '*.swift' | sort) -o "$object.partial"
    mv "$object.partial" "$object"
}

binary() {
    local target=$1
    local output="$build/bin/$target"
    local inputs=("Fuzz/Support/FuzzSupport.swift" "Fuzz/Targets/$target.swift")
    local objects=("$build/modules/PluralRules.o" "$build/modules/PluralRulesCompiler.o")
    if [ "$target" = arguments ]; then
        inputs=("Fuzz/Targets/$target.swift" "Sources/plural-rules/Arguments.swift")
        objects=()
    elif [ "$target" = corefoundation ]; then
        inputs+=(Tools/CoreFoundationDifferential/{CoreFoundationReader,Differential,OurReading,PropertyListTree}.swift)
    fi
    mkdir -p "$build/bin"
    if [ -f "$output" ] && [ -z "$(find "${inputs[@]}" "${objects[@]}" -newer "$output" | head -1)" ]; then return; fi
    echo "== building fuzz target $target"
    # The linker warns about every sanitizer symbol; its output is shown only on failure.
    if ! swiftc "${flags[@]}" -module-name "Fuzz_$target" -I "$build/modules" "${inputs[@]}" "${objects[@]}" -o "$output" \
        >"$build/$target.build.log" 2>&1; then
        grep -v "Cannot export local symbol" "$build/$target.build.log" >&2
        return 1
    fi
}

# Seeds from the fixtures, the CLDR data and Fuzz/Seeds/<target>.
seed() {
    local target=$1 folder="$build/seeds/$target"
    rm -rf "$folder"
    mkdir -p "$folder"
    [ -d "Fuzz/Seeds/$target" ] && cp Fuzz/Seeds/"$target"/* "$folder"/ 2>/dev/null || true
    copy() { find Tests/Fixtures Examples "$@" -type f -size -200k 2>/dev/null | while read -r file; do cp "$file" "$folder/$(echo "$file" | cksum | cut -d' ' -f1)"; done; }
    case $target in
        xml) copy \( -name '*.stringsdict' -o -name '*.plist' -o -name '*.xml' \) ;;
        strings) copy -name '*.strings' ;;
        stringsdict) copy -name '*.stringsdict' ;;
        corefoundation)
            # The first byte picks the reader: 0 for .strings, 1 for .stringsdict. The real apps'
            # files too where ../shared is beside the checkout.
            find Tests/Fixtures Examples ../shared/real-apps \( -name '*.strings' -o -name '*.stringsdict' \) -type f -size -64k 2>/dev/null |
                while read -r file; do
                    local selector='\000'
                    case $file in *.stringsdict) selector='\001' ;; esac
                    { printf "$selector"; cat "$file"; } > "$folder/$(echo "$file" | cksum | cut -d' ' -f1)"
                done ;;
        json) copy \( -name '*.xcstrings' -o -name '*.json' \) ;;
        catalog) copy -name '*.xcstrings' ;;
        config) copy -name 'plural-rules.json' ;;
        rules | operands)
            # One seed per CLDR rule (rules), per sample value (operands).
            local count=0
            sed -n 's/.*<pluralRule count="[a-z]*">\(.*\)<\/pluralRule>.*/\1/p' cldr-data/*.xml | sed 's/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g' | sort -u |
                while read -r rule; do
                    count=$((count + 1))
                    if [ "$target" = rules ]; then printf '%s' "$rule" > "$folder/cldr-$count"
                    else echo "$rule" | tr ',~' '\n\n' | sed -n 's/^ *\(@[a-z]* \)\{0,1\}\([0-9][0-9.ce]*\) *$/\2/p' | head -3 |
                        while read -r value; do printf '%s' "$value" > "$folder/$(echo "$value" | cksum | cut -d' ' -f1)"; done || true
                    fi
                done || true ;;
        format | message)
            # Values of the .strings fixtures (message: as 'key', 0xFF, text).
            find Tests/Fixtures -name '*.strings' -size -200k | xargs cat 2>/dev/null | sed -n 's/^"\([^"]*\)" *= *"\(.*\)";$/\1\t\2/p' | head -400 |
                while IFS=$'\t' read -r key value; do
                    local name
                    name=$(printf '%s' "$key" | cksum | cut -d' ' -f1)
                    if [ "$target" = format ]; then printf '%s' "$value" > "$folder/$name"
                    else printf '%s\377%s' "$key" "$value" > "$folder/$name"; fi
                done || true ;;
    esac
}

module PluralRules Sources/PluralRules
module PluralRulesCompiler Sources/PluralRulesCompiler
status=0
for target in "${targets[@]}"; do
    binary "$target"
    seed "$target"
    corpus="$build/corpus/$target"
    crashes="$build/crashes/$target"
    mkdir -p "$corpus" "$crashes" "Fuzz/Findings/$target"
    echo "== $target: findings and seeds"
    # Every finding and seed runs once: a regression fails the run here.
    if ! "$build/bin/$target" -rss_limit_mb=4096 -timeout=20 -runs=0 "Fuzz/Findings/$target" "$build/seeds/$target" 2>"$build/$target.replay.log"; then
        tail -30 "$build/$target.replay.log" >&2
        echo "error: $target fails on a finding or seed; see $build/$target.replay.log" >&2
        status=1
        continue
    fi
    [ "$seconds" = 0 ] && continue
    echo "== $target: fuzzing for $seconds s"
    dictionary=()
    [ -f "Fuzz/Dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/Dictionaries/$target.dict")
    [ "$target" = corefoundation ] && dictionary=(-dict="Fuzz/Dictionaries/strings.dict")
    keep_going=()
    [ "${FUZZ_KEEP_GOING:-0}" = 1 ] && keep_going=(-fork=1 -ignore_crashes=1 -ignore_ooms=1 -ignore_timeouts=1)
    if ! "$build/bin/$target" "${keep_going[@]}" "${dictionary[@]}" -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=20 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "$build/seeds/$target" 2>"$build/$target.log"; then
        tail -40 "$build/$target.log" >&2
        echo "error: $target found a crash, in $crashes" >&2
        status=1
    fi
    # Executions: the final stats, or in fork mode the last progress line.
    grep -aE '^stat::number_of_executed_units|^#[0-9]+' "$build/$target.log" | tail -1 | sed "s/^/$target: /" || true
done
exit $status
