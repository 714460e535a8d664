#!/usr/bin/env bash
# Builds the documentation with the toolchain's own docc (no package dependency) and checks it:
#
#   bash Scripts/build-docs.sh [OUTPUT_DIR]        (default: .build/docs; run after `swift build`)
#
# 1. Symbol graphs of the PluralRules and PluralRulesCompiler modules, from the debug build
#    (`swift-symbolgraph-extract` on the modules `swift build` built).
# 2. `docc convert` of each catalog (Sources/<module>/<module>.docc) with its module's symbol
#    graph into OUTPUT_DIR/<module>.doccarchive, then `docc merge` of both into
#    OUTPUT_DIR/swift-plural-rules.doccarchive (serve it with any static file server). Any
#    warning or error (an unresolved link or symbol, a missing resource, a documented parameter
#    that does not exist) fails the script.
# 3. Every relative link of README.md and of the articles names a file or folder of the
#    repository, and every #anchor a heading of its file (as GitHub makes heading anchors).
#
# The code snippets are checked by `swift test --filter DocumentationSnippetTests` (see that
# file for the convention); .ci/run runs both.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-$root/.build/docs}
modules=(PluralRules PluralRulesCompiler)

docc=${DOCC:-}
if [ -z "$docc" ]; then
    docc=$(command -v docc || true)
    [ -n "$docc" ] || docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
[ -x "$docc" ] || { echo "error: no docc next to swift ($docc); set DOCC=/path/to/docc" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out"

echo "== symbol graphs (swift-symbolgraph-extract on the debug build's modules)"
# Extracted module by module: `swift package dump-symbol-graph` also wants the test modules,
# which a clean checkout has not built, and fails there.
bin=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin")")
extract="$(dirname "$docc")/swift-symbolgraph-extract"
[ -x "$extract" ] || extract=$(command -v swift-symbolgraph-extract)
for module in "${modules[@]}"; do
    mkdir -p "$out/symbol-graphs/$module"
    # The module's graph, and the graphs of its extensions to other modules' types (Module@Other).
    "$extract" -module-name "$module" -target "$triple" -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" \
        -minimum-access-level public -omit-extension-block-symbols -output-dir "$out/symbol-graphs/$module" \
        > "$out/symbol-graphs/$module.txt" 2>&1 || { cat "$out/symbol-graphs/$module.txt"; exit 1; }
    [ -f "$out/symbol-graphs/$module/$module.symbols.json" ] || { cat "$out/symbol-graphs/$module.txt"; echo "error: no symbol graph for $module (run swift build first)" >&2; exit 1; }
    echo "$module: $(ls "$out/symbol-graphs/$module" | tr '\n' ' ')"
done

failed=0
for module in "${modules[@]}"; do
    echo "== docc convert Sources/$module/$module.docc"
    status=0
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
        --output-dir "$out/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --diagnostics-file "$out/$module-diagnostics.json" \
        --warnings-as-errors > "$out/$module-docc.txt" 2>&1 || status=$?
    count=$(python3 - "$out/$module-diagnostics.json" <<'PY'
import json, sys
try:
    diagnostics = json.load(open(sys.argv[1])).get("diagnostics", [])
except FileNotFoundError:
    diagnostics = []
print(sum(1 for d in diagnostics if d.get("severity") in ("warning", "error")))
PY
)
    if [ "$status" != 0 ] || [ "$count" != 0 ]; then
        cat "$out/$module-docc.txt"
        echo "error: docc reported $count warnings and errors for $module (exit status $status)" >&2
        failed=1
    else
        echo "$module: 0 warnings, 0 errors; $(find "$out/$module.doccarchive/data/documentation" -name '*.json' | wc -l | tr -d ' ') pages"
    fi
done
[ "$failed" = 0 ] || exit 1

echo "== docc merge"
"$docc" merge "$out/PluralRules.doccarchive" "$out/PluralRulesCompiler.doccarchive" \
    --synthesized-landing-page-name swift-plural-rules \
    --output-path "$out/swift-plural-rules.doccarchive" > "$out/merge.txt" 2>&1 || { cat "$out/merge.txt"; exit 1; }
echo "$out/swift-plural-rules.doccarchive"

echo "== relative links and anchors in README.md and the articles"
python3 - "$root" README.md Sources/*/*.docc/*.md <<'PY'
import os, re, sys, unicodedata

root, documents = sys.argv[1], sys.argv[2:]

def slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", heading)                # code spans keep their text
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)        # links keep their text
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LNM")
    return kept.replace(" ", "-")

def prose_lines(path):
    """Lines outside fenced code blocks, with inline code spans blanked."""
    fence = None
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        stripped = line.strip()
        if stripped.startswith("```"):
            fence = None if fence else stripped
            continue
        if fence is None:
            yield number, re.sub(r"`[^`]*`", "", line)

anchors = {}
def anchors_of(path):
    if path not in anchors:
        seen, found = {}, set()
        for _, line in prose_lines(path):
            match = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
            if match:
                base = slug(match.group(1))
                n = seen.get(base, 0)
                seen[base] = n + 1
                found.add(base if n == 0 else f"{base}-{n}")
        anchors[path] = found
    return anchors[path]

link = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
errors, checked = [], 0
for document in documents:
    path = os.path.join(root, document)
    for number, line in prose_lines(path):
        for target in link.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):   # https:, mailto:, doc:
                continue
            checked += 1
            file, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
            where = f"{document}:{number}"
            if not os.path.exists(resolved):
                errors.append(f"{where}: '{target}' names no file ({os.path.relpath(resolved, root)})")
            elif anchor and (not resolved.endswith(".md") or anchor not in anchors_of(resolved)):
                errors.append(f"{where}: '{target}': no heading of {os.path.relpath(resolved, root)} has the anchor #{anchor}")
for error in errors:
    print("error: " + error, file=sys.stderr)
print(f"{checked} relative links in {len(documents)} files, {len(errors)} broken")
sys.exit(1 if errors else 0)
PY
