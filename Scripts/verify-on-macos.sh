#!/usr/bin/env bash
# Scripts/verify-on-macos.sh: one command, for a maintainer with a Mac, that checks what Linux
# CI cannot (issue 27): the examples build with Xcode for iOS, and the generated accessors show
# what Apple's Foundation shows for the same .lproj files.
#
# NOT RUN ON macOS YET. This project is developed and tested on Linux, which has neither Xcode
# nor Apple's Foundation. Here the script has only been checked by `bash -n` and shellcheck, and
# its --accessors-only mode (the part that runs on Linux) has been run. Whoever runs it first on
# a Mac: expect small fixes, and say which. What each part has been tested with on Linux:
# Tests/PluralRulesCompilerTests/VerifyOnMacOS/VerifyOnMacOSTests.swift.
#
# In a fresh work folder (printed first; --work DIR to choose one):
#  1. Builds each example (Examples/*, copied so that it names this checkout) target by target,
#     with `swift build --target T`, and with
#     `xcodebuild -scheme T -destination 'generic/platform=iOS Simulator' build` for each target
#     Xcode lists a scheme for. BrokenDemo must fail (a defect in its development region, on
#     purpose); everything else must build.
#  2. Renders every key of every table, in every locale it ships, with the numbers
#     0 1 2 3 5 11 21 22 101 1.5 (a number for every numeric argument, "Ada" for %@), twice, for
#     each example target with localizations and each FOLDER given:
#       - through the generated accessors: `VerifyTool plan` (Scripts/VerifyOnMacOS/Tool.swift)
#         generates them as `plural-rules accessors` does, with the target's plural-rules.json,
#         and AccessorCalls.swift, which calls each one; compiled into a small package and run
#         → accessors.tsv;
#       - through Foundation: Scripts/VerifyOnMacOS/FoundationRenderer.swift reads the same plan
#         (Bundle(path:) on the .lproj folder, localizedString(forKey:value:table:),
#         String(format:locale:arguments:)); String Catalogs are first compiled with
#         `xcrun xcstringstool compile`, as Xcode compiles them into an app → foundation.tsv.
#  3. Writes WORK/report.md (Scripts/VerifyOnMacOS/Comparison.swift): the counts per case and
#     locale, then every difference with both strings, invisible characters spelled out.
#
# Usage: Scripts/verify-on-macos.sh [--work DIR] [--skip-builds] [--accessors-only] [FOLDER...]
#   FOLDER            a folder of .lproj folders or String Catalogs (an app's), compared too
#   --skip-builds     leave step 1 out
#   --accessors-only  only the accessor side of step 2 (runs on Linux too): WORK/cases/*/accessors.tsv
# Exit status: 0 when every build went as expected and every rendering agreed; 1 otherwise;
# 2 for a usage error.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
scripts="$root/Scripts/VerifyOnMacOS"
work=""
skip_builds=false
accessors_only=false
folders=()
usage() { sed -n '/^# Usage:/,/^# 2 for a usage error/s/^# \{0,1\}//p' "$0"; }
while [ $# -gt 0 ]; do
    case "$1" in
        --work) [ $# -ge 2 ] || { usage >&2; exit 2; }; work=$2; shift 2 ;;
        --skip-builds) skip_builds=true; shift ;;
        --accessors-only) accessors_only=true; skip_builds=true; shift ;;
        -h | --help) usage; exit 0 ;;
        -*) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
        *)
            [ -d "$1" ] || { echo "error: '$1' is not a folder" >&2; exit 2; }
            folders+=("$(cd "$1" && pwd)")
            shift ;;
    esac
done
if [ "$(uname -s)" != Darwin ] && ! $accessors_only; then
    echo "error: this needs macOS (Xcode and Apple's Foundation); on $(uname -s) only --accessors-only runs" >&2
    exit 2
fi
if [ -z "$work" ]; then work=$(mktemp -d "${TMPDIR:-/tmp}/verify-on-macos.XXXXXX"); fi
mkdir -p "$work/logs"
work=$(cd "$work" && pwd)
echo "== work folder: $work"

failures=()
notes=()
fail() { failures+=("$1"); echo "FAILED: $1" >&2; }
note() { notes+=("$1"); echo "note: $1"; }
# The last lines of a log, to see why without opening it.
show_tail() { sed 's/^/    /' "$1" | tail -n "${2:-15}" >&2; }

# Each example as a package that names this checkout: GettingStarted names swift-plural-rules
# by the README's URL, PluralDemo by "../.."; the copies name $root (as .ci/examples does for
# GettingStarted), so the checkout gets no .build folders.
packages=()
readme_dependency='.package(url: "https://github.com/…/swift-plural-rules", from: "0.1.0")'
relative_dependency='.package(name: "swift-plural-rules", path: "../..")'
checkout_dependency=".package(name: \"swift-plural-rules\", path: \"$root\")"
for example in "$root"/Examples/*/; do
    example=${example%/}
    [ -f "$example/Package.swift" ] || continue
    copy="$work/examples/$(basename "$example")"
    rm -rf "$copy"
    mkdir -p "$work/examples"
    cp -R "$example" "$copy"
    rm -rf "$copy/.build" "$copy/.swiftpm"
    manifest=$(cat "$copy/Package.swift")
    changed=${manifest//"$readme_dependency"/"$checkout_dependency"}
    changed=${changed//"$relative_dependency"/"$checkout_dependency"}
    if [ "$changed" = "$manifest" ]; then
        fail "$example/Package.swift names swift-plural-rules neither as $readme_dependency nor as $relative_dependency; update this script"
        continue
    fi
    printf '%s\n' "$changed" > "$copy/Package.swift"
    packages+=("$copy")
done

# Targets that must not build.
expected_to_fail=" BrokenDemo "

# 1. Builds.
if ! $skip_builds; then
    for package in "${packages[@]}"; do
        example=$(basename "$package")
        for target_folder in "$package"/Sources/*/; do
            target=$(basename "$target_folder")
            log="$work/logs/swift-build-$example-$target.txt"
            echo "== swift build --target $target ($example)"
            if swift build --package-path "$package" --target "$target" > "$log" 2>&1; then built=true; else built=false; fi
            case "$expected_to_fail" in
                *" $target "*) if $built; then fail "$example: $target built with swift build, but must fail ($log)"; fi ;;
                *) if ! $built; then fail "$example: swift build --target $target ($log)"; show_tail "$log"; fi ;;
            esac
        done
    done

    # `xcodebuild` is a shim that fails without Xcode (the Command Line Tools alone have none).
    if ! xcodebuild -version > /dev/null 2>&1; then
        fail "xcodebuild does not run: install Xcode and select it ('sudo xcode-select -s /Applications/Xcode.app'); the iOS Simulator builds did not run"
    else
        echo "== $(xcodebuild -version | head -1)"
        for package in "${packages[@]}"; do
            example=$(basename "$package")
            schemes=$(cd "$package" && xcodebuild -list 2> "$work/logs/xcodebuild-list-$example.txt" \
                | awk '/Schemes:/ { listing = 1; next } listing && NF == 0 { exit } listing { sub(/^[ \t]+/, ""); print }') || true
            for target_folder in "$package"/Sources/*/; do
                target=$(basename "$target_folder")
                if ! printf '%s\n' "$schemes" | grep -Fx -- "$target" > /dev/null; then
                    note "$example: Xcode lists no scheme $target (schemes: $(printf '%s' "$schemes" | tr '\n' ' ')); not built for iOS"
                    continue
                fi
                log="$work/logs/xcodebuild-$example-$target.txt"
                echo "== xcodebuild -scheme $target -destination 'generic/platform=iOS Simulator' build ($example)"
                # -skipPackagePluginValidation: without it a build tool plugin must first be
                # trusted in Xcode's interface, and the command line build fails.
                if (cd "$package" && xcodebuild -scheme "$target" -destination 'generic/platform=iOS Simulator' \
                    -derivedDataPath "$work/DerivedData/$example" -skipPackagePluginValidation build) > "$log" 2>&1; then
                    built=true
                else
                    built=false
                fi
                case "$expected_to_fail" in
                    *" $target "*) if $built; then fail "$example: $target built with xcodebuild, but must fail ($log)"; fi ;;
                    *) if ! $built; then fail "$example: xcodebuild -scheme $target for the iOS Simulator ($log)"; show_tail "$log"; fi ;;
                esac
            done
        done
    fi
fi

# 2. The renderers. The tool package: VerifyTool (plan, compare) and VerifyFoundation.
tools="$work/tools"
mkdir -p "$tools/Sources/VerifyTool" "$tools/Sources/VerifyFoundation"
cat > "$tools/Package.swift" <<EOF
// swift-tools-version:6.0
// Written by Scripts/verify-on-macos.sh.
import PackageDescription

let package = Package(
    name: "VerifyTools",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "swift-plural-rules", path: "$root")],
    targets: [
        .executableTarget(name: "VerifyTool", dependencies: [.product(name: "PluralRulesCompiler", package: "swift-plural-rules")]),
        .executableTarget(name: "VerifyFoundation"),
    ],
    swiftLanguageModes: [.v6]
)
EOF
cp "$scripts/Comparison.swift" "$scripts/Tool.swift" "$tools/Sources/VerifyTool/"
printf 'import Foundation\n\nexit(VerifyTool.main(CommandLine.arguments))\n' > "$tools/Sources/VerifyTool/main.swift"
cp "$scripts/Comparison.swift" "$scripts/FoundationRenderer.swift" "$tools/Sources/VerifyFoundation/"
printf 'import Foundation\n\nexit(VerifyFoundationRenderer.main(CommandLine.arguments))\n' > "$tools/Sources/VerifyFoundation/main.swift"
tool_products=(VerifyTool)
$accessors_only || tool_products+=(VerifyFoundation)
for product in "${tool_products[@]}"; do
    echo "== building $product"
    if ! swift build --package-path "$tools" --product "$product" > "$work/logs/build-$product.txt" 2>&1; then
        show_tail "$work/logs/build-$product.txt" 30
        echo "error: $product does not build ($work/logs/build-$product.txt)" >&2
        exit 1
    fi
done
tools_bin=$(swift build --package-path "$tools" --show-bin-path)

# The cases: each example target (with its plural-rules.json, if any), then each FOLDER.
case_names=()
case_paths=()
case_configs=()
for package in "${packages[@]}"; do
    for target_folder in "$package"/Sources/*/; do
        target_folder=${target_folder%/}
        case_names+=("$(basename "$package")/$(basename "$target_folder")")
        case_paths+=("$target_folder")
        if [ -f "$target_folder/plural-rules.json" ]; then case_configs+=("$target_folder/plural-rules.json"); else case_configs+=(""); fi
    done
done
for folder in ${folders[@]+"${folders[@]}"}; do
    case_names+=("$(basename "$folder")")
    case_paths+=("$folder")
    case_configs+=("")
done

# Plan each case; its accessors become target Render<i> of one package.
accessors="$work/accessors"
rendered=()
for i in "${!case_names[@]}"; do
    name=${case_names[$i]}
    case_folder="$work/cases/$i"
    sources="$accessors/Sources/Render$i"
    rm -rf "$case_folder" "$sources"
    mkdir -p "$case_folder" "$sources"
    echo "$name" > "$case_folder/name.txt"
    config=()
    if [ -n "${case_configs[$i]}" ]; then config=(--config "${case_configs[$i]}"); fi
    status=0
    "$tools_bin/VerifyTool" plan --sources "$sources" --plan "$case_folder/plan.tsv" --catalogs "$case_folder/catalogs.txt" \
        --catalog-bundles "$case_folder/catalogs" ${config[@]+"${config[@]}"} "${case_paths[$i]}" 2> "$case_folder/plan-log.txt" || status=$?
    case $status in
        0)
            rendered+=("$i")
            cp "$scripts/Comparison.swift" "$sources/"
            printf 'VerifyRenderer.runAccessors(verifyAccessorCall)\n' > "$sources/main.swift" ;;
        2) note "$name: no localizations, nothing to render"; rm -rf "$sources" ;;
        *) fail "$name: VerifyTool plan ($case_folder/plan-log.txt)"; show_tail "$case_folder/plan-log.txt"; rm -rf "$sources" ;;
    esac
done
{
    echo "// swift-tools-version:6.0"
    echo "// Written by Scripts/verify-on-macos.sh: one program per case, its accessors and AccessorCalls.swift."
    echo "import PackageDescription"
    echo ""
    echo "let package = Package("
    echo "    name: \"VerifyAccessors\","
    echo "    platforms: [.macOS(.v13)],"
    echo "    targets: ["
    for i in ${rendered[@]+"${rendered[@]}"}; do echo "        .executableTarget(name: \"Render$i\"),"; done
    echo "    ],"
    echo "    swiftLanguageModes: [.v6]"
    echo ")"
} > "$accessors/Package.swift"

compare_arguments=()
for i in ${rendered[@]+"${rendered[@]}"}; do
    name=${case_names[$i]}
    case_folder="$work/cases/$i"
    echo "== $name: the accessor side"
    if ! swift build --package-path "$accessors" --product "Render$i" > "$case_folder/accessors-build.txt" 2>&1; then
        fail "$name: the generated accessors and AccessorCalls.swift do not compile ($case_folder/accessors-build.txt)"
        show_tail "$case_folder/accessors-build.txt"
        continue
    fi
    if ! "$(swift build --package-path "$accessors" --show-bin-path)/Render$i" < "$case_folder/plan.tsv" > "$case_folder/accessors.tsv" 2> "$case_folder/accessors-log.txt"; then
        fail "$name: the accessor renderer stopped ($case_folder/accessors-log.txt)"
        show_tail "$case_folder/accessors-log.txt"
        continue
    fi
    $accessors_only && continue

    echo "== $name: the Foundation side"
    catalogs_ok=true
    while IFS=$'\t' read -r catalog directory; do
        mkdir -p "$directory"
        if ! xcrun xcstringstool compile "$catalog" --output-directory "$directory" >> "$case_folder/xcstringstool.txt" 2>&1; then
            fail "$name: xcrun xcstringstool compile $catalog ($case_folder/xcstringstool.txt)"
            show_tail "$case_folder/xcstringstool.txt"
            catalogs_ok=false
        fi
    done < "$case_folder/catalogs.txt"
    $catalogs_ok || continue
    if ! "$tools_bin/VerifyFoundation" < "$case_folder/plan.tsv" > "$case_folder/foundation.tsv" 2> "$case_folder/foundation-log.txt"; then
        fail "$name: the Foundation renderer stopped ($case_folder/foundation-log.txt)"
        show_tail "$case_folder/foundation-log.txt"
        continue
    fi
    compare_arguments+=("$name" "$case_folder/accessors.tsv" "$case_folder/foundation.tsv")
done

# 3. The report.
if $accessors_only; then
    echo "== the accessor side of each case: $work/cases/*/accessors.tsv (names in name.txt)"
elif [ ${#compare_arguments[@]} -eq 0 ]; then
    fail "no case was rendered by both sides"
else
    status=0
    "$tools_bin/VerifyTool" compare --output "$work/report.md" "${compare_arguments[@]}" || status=$?
    case $status in
        0) ;;
        1) fail "the accessors and Foundation differ: $work/report.md" ;;
        *) fail "VerifyTool compare could not read a rendering file (above)" ;;
    esac
fi

echo
for line in ${notes[@]+"${notes[@]}"}; do echo "note: $line"; done
if [ ${#failures[@]} -gt 0 ]; then
    echo "${#failures[@]} failure(s):"
    for line in "${failures[@]}"; do echo "  - $line"; done
    echo "work folder: $work"
    exit 1
fi
if $accessors_only; then
    echo "the accessor side rendered every case"
else
    echo "every build went as expected$($skip_builds && echo " (builds skipped)"), and every rendering agreed: $work/report.md"
fi
