#!/usr/bin/env bash
# The cost of generated accessors at app scale: for N keys in 10 locales, how long
# `plural-rules accessors` takes, how big its output is, and what compiling that output costs
# (type-check, SwiftPM-style debug and release builds: time, peak memory, object size).
# Prints a Markdown report on stdout; progress goes to stderr. See README.md beside this file.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: run.sh [--quick] [--keys 10,100,1000,10000] [--skip-release-above N]
              [--skip-debug-above N] [--timeout SECONDS] [--tool PATH]

  --keys LIST              numbers of keys to measure, comma-separated (default 10,100,1000,10000)
  --quick                  the same as --keys 10,100: checks the pipeline works (CI smoke run)
  --skip-release-above N   no release compile for more than N keys (0: none; default: skip nothing)
  --skip-debug-above N     no debug compile for more than N keys (0: none; default: skip nothing)
  --timeout SECONDS        limit of each measured step (default 1800); reported as "timeout"
  --tool PATH              the plural-rules executable to measure (default: built here with
                           swift build -c release --product plural-rules)

The compiler is $SWIFTC, or swiftc on the PATH.
EOF
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
swiftc=${SWIFTC:-swiftc}
keys_list=10,100,1000,10000
skip_release_above=""
skip_debug_above=""
step_timeout=1800
tool=""

die() { echo "error: $*" >&2; exit 1; }
is_count() { [[ $1 =~ ^[1-9][0-9]*$ ]]; }
is_limit() { [[ $1 =~ ^(0|[1-9][0-9]*)$ ]]; }

while [ $# -gt 0 ]; do
    case $1 in
        --quick) keys_list=10,100; shift ;;
        --keys) [ $# -ge 2 ] || die "--keys needs a list such as 10,100"; keys_list=$2; shift 2 ;;
        --skip-release-above)
            [ $# -ge 2 ] && is_limit "$2" || die "--skip-release-above needs a number of keys (0 or more)"
            skip_release_above=$2; shift 2 ;;
        --skip-debug-above)
            [ $# -ge 2 ] && is_limit "$2" || die "--skip-debug-above needs a number of keys (0 or more)"
            skip_debug_above=$2; shift 2 ;;
        --timeout)
            [ $# -ge 2 ] && is_count "$2" || die "--timeout needs a number of seconds"
            step_timeout=$2; shift 2 ;;
        --tool) [ $# -ge 2 ] || die "--tool needs a path"; tool=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument '$1'" ;;
    esac
done

IFS=, read -r -a counts <<< "$keys_list"
[ ${#counts[@]} -gt 0 ] || die "--keys is empty"
for count in "${counts[@]}"; do is_count "$count" || die "--keys takes positive numbers, not '$count'"; done
for command in python3 /usr/bin/time timeout setsid ps size "$swiftc"; do
    command -v "$command" > /dev/null || die "'$command' is not installed"
done

if [ -n "$tool" ]; then
    # Absolute, so that the steps below may change directory.
    if [[ $tool == */* ]]; then tool="$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")"; else tool=$(command -v "$tool" || true); fi
    [ -n "$tool" ] && [ -x "$tool" ] || die "--tool is not an executable"
    tool_description="given tool"
else
    echo "== building plural-rules (release)" >&2
    swift build -c release --product plural-rules --package-path "$root" >&2
    tool="$(swift build -c release --product plural-rules --package-path "$root" --show-bin-path)/plural-rules"
    tool_description="release build"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/accessor-scaling.XXXXXX")
work=$(cd "$work" && pwd)
mkdir "$work/tmp"
export TMPDIR="$work/tmp"   # the compiler's own temporary files, left behind when a step is killed
session_file=""
trap 'end_session; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# Each step runs in a session of its own, and whatever is left of it when it ends is killed:
# swiftc puts every compile job in its own process group, so a timeout that kills the driver
# leaves the jobs running.
end_session() {
    [ -n "$session_file" ] && [ -s "$session_file" ] || return 0
    local session pid
    session=$(cat "$session_file")
    for pid in $(ps -o pid= -s "$session" 2>/dev/null); do kill -KILL "$pid" 2>/dev/null || true; done
    rm -f "$session_file"
    session_file=""
}

# The CPU time every process of the machine has used so far, in clock ticks.
busy_ticks() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat 2>/dev/null || echo 0; }
ticks_per_second=$(getconf CLK_TCK)

# measure NAME COMMAND...: runs COMMAND under the step timeout and GNU time, with its output in
# $work/NAME.out. Sets seconds (wall), peak_kb (the largest resident set of any one process of
# the command: GNU time does not add up processes that run at once), others (the average number
# of cores that other processes kept busy meanwhile, 0 below a quarter of a CPU-second, which
# clock ticks cannot tell from noise: a wall time measured beside someone else's build is not
# comparable) and status (ok, timeout or failed).
measure() {
    local name=$1; shift
    local started finished busy_before busy_after exit_status=0
    busy_before=$(busy_ticks)
    started=$(date +%s%N)
    session_file="$work/$name.session"
    setsid bash -c 'echo $$ > "$0"; exec "$@"' "$session_file" \
        /usr/bin/time -v -o "$work/$name.time" timeout -k 30 "$step_timeout" "$@" > "$work/$name.out" 2>&1 &
    wait $! || exit_status=$?
    end_session
    finished=$(date +%s%N)
    busy_after=$(busy_ticks)
    seconds=$(awk -v a="$started" -v b="$finished" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')
    peak_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/$name.time")
    peak_kb=${peak_kb:-0}
    others=$(awk -F': ' -v busy="$(( busy_after - busy_before ))" -v hz="$ticks_per_second" -v wall="$seconds" '
        /User time \(seconds\)|System time \(seconds\)/ { own += $2 }
        END { other = busy / hz - own; printf "%.2f", (other > 0.25 && wall > 0 ? other / wall : 0) }' "$work/$name.time")
    case $exit_status in
        0) status=ok ;;
        124|137) status=timeout ;;
        *) status=failed ;;
    esac
}

# fail_step NAME WHAT: the command of step NAME failed (not by the timeout): show why and stop,
# since the figures of a broken pipeline mean nothing.
fail_step() {
    echo "error: $2 failed; its output ends with:" >&2
    tail -n 30 "$work/$1.out" >&2
    exit 1
}

# object_bytes DIR: text + data of the .o files under DIR, as `size` counts them (read-only data
# such as string literals is in text; debug information is in neither).
object_bytes() {
    find "$1" -name '*.o' -type f -print0 | xargs -0 size -B | awk 'NR > 1 { total += $1 + $2 } END { print total + 0 }'
}

results="$work/results.tsv"
: > "$results"

for count in "${counts[@]}"; do
    project="$work/project $count"   # a space on purpose: paths with spaces must work
    output="$work/generated $count"
    mkdir -p "$project" "$output"
    python3 "$here/make-project.py" "$count" "$project" > "$work/project-$count.txt"
    text_bytes=$(awk -F= '$1 == "text_bytes" { print $2 }' "$work/project-$count.txt")

    # Public accessors, as the whole app uses them: under -wmo, unused internal ones are dropped.
    measure "generate-$count" "$tool" accessors --input "$project" --output "$output" --access public
    case $status in
        ok) ;;
        timeout) printf '%s\t%s\ttimeout\n' "$count" "$text_bytes" >> "$results"; continue ;;
        *) fail_step "generate-$count" "plural-rules accessors ($count keys)" ;;
    esac
    if [ -s "$work/generate-$count.out" ]; then
        echo "warning: plural-rules reported diagnostics for the $count-key project, which should have none:" >&2
        head -n 5 "$work/generate-$count.out" >&2
    fi
    generate="ok $seconds $peak_kb $others"

    # Every .swift file the generator wrote, however it splits its output.
    sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$output" -name '*.swift' -type f -print0 | sort -z)
    [ ${#sources[@]} -gt 0 ] || die "plural-rules wrote no .swift file into $output"
    source_bytes=$(cat "${sources[@]}" | wc -c)
    source_lines=$(cat "${sources[@]}" | wc -l)

    common=(-module-name App -parse-as-library -swift-version 6)

    # One job: every file's frontend after the other (swiftc's default), so the wall time is
    # about the CPU time of the whole type-check.
    measure "typecheck-$count" "$swiftc" -typecheck "${common[@]}" "${sources[@]}"
    [ "$status" != failed ] || fail_step "typecheck-$count" "type-checking ($count keys)"
    typecheck="$status $seconds $peak_kb $others"
    # As a build type-checks the files: batch mode on 2 jobs, the debug compile's scheduling.
    measure "typecheck2-$count" "$swiftc" -typecheck "${common[@]}" -enable-batch-mode -j 2 "${sources[@]}"
    [ "$status" != failed ] || fail_step "typecheck2-$count" "type-checking on 2 jobs ($count keys)"
    typecheck="$typecheck	$status $seconds $peak_kb $others"

    # Debug as `swift build` runs it: object files (-c) and the module, batch mode on 2 jobs,
    # debug information, an index store; no linking, which SwiftPM does once per product.
    debug="skipped"
    if [ -z "$skip_debug_above" ] || [ "$count" -le "$skip_debug_above" ]; then
        mkdir -p "$work/debug-$count"
        cd "$work/debug-$count"
        measure "debug-$count" "$swiftc" "${common[@]}" -Onone -g -enable-testing -DSWIFT_PACKAGE -DDEBUG \
            -c -emit-module -emit-module-path App.swiftmodule -enable-batch-mode -j 2 \
            -index-store-path index "${sources[@]}"
        cd "$work"
        [ "$status" != failed ] || fail_step "debug-$count" "the debug compile ($count keys)"
        debug="$status $seconds $peak_kb $others $([ "$status" = ok ] && object_bytes "$work/debug-$count" || echo 0)"
        rm -rf "$work/debug-$count"
    fi

    # Release as `swift build -c release` runs it: whole-module, 2 threads (one object per file).
    release="skipped"
    if [ -z "$skip_release_above" ] || [ "$count" -le "$skip_release_above" ]; then
        mkdir -p "$work/release-$count"
        cd "$work/release-$count"
        measure "release-$count" "$swiftc" "${common[@]}" -O -wmo -num-threads 2 -g -DSWIFT_PACKAGE \
            -c -emit-module -emit-module-path App.swiftmodule "${sources[@]}"
        cd "$work"
        [ "$status" != failed ] || fail_step "release-$count" "the release compile ($count keys)"
        release="$status $seconds $peak_kb $others $([ "$status" = ok ] && object_bytes "$work/release-$count" || echo 0)"
        rm -rf "$work/release-$count"
    fi

    printf '%s\t%s\t%s\t%s %s %s\t%s\t%s\t%s\n' "$count" "$text_bytes" "$generate" \
        "${#sources[@]}" "$source_lines" "$source_bytes" "$typecheck" "$debug" "$release" >> "$results"
    echo "== $count keys: generate: $generate; ${#sources[@]} files, $source_bytes bytes;" \
        "type-check: $typecheck; debug: $debug; release: $release" >&2
    rm -rf "$project" "$output"
done

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
memory=$(awk '/^MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || true)
swift_version=$("$swiftc" --version 2>&1 | head -n 1)
revision=$(git -C "$root" describe --always --dirty 2>/dev/null || echo "unknown")

awk -F'\t' '
    # 1234567 → 1,234,567
    function group(n,    digits, sign, grouped) {
        digits = sprintf("%.0f", n); sign = ""; grouped = ""
        if (digits ~ /^-/) { sign = "-"; digits = substr(digits, 2) }
        while (length(digits) > 3) {
            grouped = "," substr(digits, length(digits) - 2) grouped
            digits = substr(digits, 1, length(digits) - 3)
        }
        return sign digits grouped
    }
    function secs(x) { return x < 10 ? sprintf("%.2f", x) : x < 100 ? sprintf("%.1f", x) : sprintf("%.0f", x) }
    function mb(kb) { return sprintf("%.0f", kb / 1024) }
    # A step field is "ok SECONDS PEAK_KB OTHERS [OBJECT_BYTES]", "timeout ...", "skipped" or
    # empty. OTHERS is the cores that other processes kept busy meanwhile.
    function step(field, row, name, count, text,    part, n) {
        n = split(field, part, " ")
        if (part[1] == "ok") {
            value[row, name "_s"] = part[2]; value[row, name "_mb"] = part[3] / 1024
            if (part[4] > 0.1) { disturbed[row, name "_s"] = part[4]; ndisturbed++ }
            if (n >= 5) { value[row, name "_obj"] = part[5]; value[row, name "_key"] = (part[5] - text) / count }
            return
        }
        mark[row, name] = (part[1] == "" ? "—" : part[1])
    }
    function worst(    key, most) {
        most = 0
        for (key in disturbed) if (disturbed[key] > most) most = disturbed[key]
        return sprintf("%.1f", most)
    }
    function cell(row, column,    name) {
        name = column; sub(/_[a-z]+$/, "", name)
        if ((row, column) in value) {
            if (column ~ /_s$/) return secs(value[row, column]) (((row, column) in disturbed) ? " *" : "")
            if (column ~ /_mb$/) return sprintf("%.0f", value[row, column])
            return group(value[row, column])
        }
        return ((row, name) in mark) ? mark[row, name] : "—"
    }
    {
        rows++; count[rows] = $1; value[rows, "text"] = $2
        step($3, rows, "gen", $1, $2)
        if ($3 ~ /^ok/) {
            split($4, size, " ")
            value[rows, "files"] = size[1]; value[rows, "lines"] = size[2]; value[rows, "bytes"] = size[3]
        }
        step($5, rows, "tc", $1, $2); step($6, rows, "tcb", $1, $2); step($7, rows, "dbg", $1, $2); step($8, rows, "rel", $1, $2)
    }
    END {
        ncolumns = split("text gen_s gen_mb files lines bytes tc_s tc_mb tcb_s dbg_s dbg_mb dbg_obj dbg_key rel_s rel_mb rel_obj rel_key", columns, " ")
        header = "| keys | text bytes | generate s | generate MB | files | lines | bytes | type-check s | type-check MB | type-check, 2 jobs s | debug s | debug MB | debug object bytes | debug B/key | release s | release MB | release object bytes | release B/key |"
        rule = "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
        print header; print rule
        for (r = 1; r <= rows; r++) {
            line = "| " group(count[r])
            for (c = 1; c <= ncolumns; c++) line = line " | " cell(r, columns[c])
            print line " |"
        }
        if (ndisturbed) {
            print ""
            print "\\* other processes kept more than 0.1 core busy during this step on average (up to " worst() "): its time is not comparable."
        }
        if (rows < 2) exit
        print ""
        print "Growth: each figure divided by the one of the row before (10× per step of 10× keys is linear)."
        print ""
        print header; print rule
        for (r = 2; r <= rows; r++) {
            line = "| " group(count[r - 1]) " → " group(count[r])
            for (c = 1; c <= ncolumns; c++) {
                column = columns[c]
                if ((r, column) in value && (r - 1, column) in value && value[r - 1, column] != 0)
                    line = line " | " sprintf("%.1f×", value[r, column] / value[r - 1, column])
                else
                    line = line " | —"
            }
            print line " |"
        }
    }
' "$results"

echo
echo "$(date -u +%Y-%m-%d), ${cpu:-unknown CPU}, $(nproc) cores, ${memory:-unknown memory}," \
    "$(uname -sr), $swift_version; plural-rules $revision ($tool_description), step timeout ${step_timeout} s."
echo "Peak MB: the largest resident set of one process (GNU time). Object bytes: text + data of" \
    "the .o files (size -B). B/key: (object bytes - text bytes) / keys."
