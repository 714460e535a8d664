#!/usr/bin/env python3
"""Joins the harnesses' outputs into the peer table of Benchmarks/run.sh.

usage: compare.py peers DIR CLDR_VERSION NAME[=LABEL]... [--skipped NAME=REASON]...
       compare.py calls OUTPUT
       compare.py targets RULES_OUTPUT CALLS_OUTPUT

peers: DIR holds NAME.out (the `info` and `result` lines a harness printed) and NAME.answers (its
categories for every input) for each contender; the first NAME is the baseline, whose answers
and medians the others are compared with. Prints Markdown on stdout. Exits 1 if a harness's
timed checksum does not match its own answers (its timed loop did other work than it reported).

calls: OUTPUT is what Benchmarks/AccessorCalls/main.swift printed; exits 1 if the calls that
should produce the same text do not.

targets: issue 14's targets for the generated code beside this run's medians.
"""

import os
import statistics
import sys

OPERATIONS = [
    ("integer", "integer select, {locales} locales"),
    ("decimal", 'decimal string ("1.50"), parse + select'),
    ("operands", "operands already parsed"),
    ("construct", "`PluralRules(locale:)`"),
    ("range", "range select"),
]
# Which answers each timed operation's checksum adds up.
CHECKSUM_ANSWERS = {"integer": "integer", "decimal": "decimal", "operands": "decimal", "range": "range"}
KIND_TITLES = {"integer": "integers", "decimal": "decimals", "range": "ranges", "identifier": "identifiers (0…199)"}


def read_output(path):
    info, results = {}, {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "info" and len(fields) == 3:
                info[fields[1]] = fields[2]
            elif fields[0] == "result" and len(fields) == 6:
                name, per_pass, passes, checksum, times = fields[1:]
                results[name] = {
                    "per_pass": int(per_pass), "passes": int(passes), "checksum": int(checksum),
                    "times": [float(t) for t in times.split()],
                }
    return info, results


def read_answers(path):
    answers = {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            kind, key, digits = line.rstrip("\n").split("\t")
            answers[(kind, key)] = digits
    return answers


def format_ns(value):
    if value >= 10_000:
        return f"{value / 1000:.1f} µs" if value < 100_000 else f"{value / 1000:.0f} µs"
    if value >= 1000:
        return f"{value / 1000:.2f} µs"
    if value >= 100:
        return f"{value:.0f} ns"
    if value >= 10:
        return f"{value:.1f} ns"
    return f"{value:.2f} ns"


def format_ratio(value):
    return f"{value:.2f}×" if value < 10 else f"{value:.1f}×" if value < 100 else f"{value:,.0f}×"


def peers(argv):
    directory, baseline_cldr = argv[0], argv[1]
    contenders, skipped, index = [], [], 2
    while index < len(argv):
        if argv[index] == "--skipped":
            skipped.append(argv[index + 1].split("=", 1))
            index += 2
            continue
        name, _, label = argv[index].partition("=")
        contenders.append((name, label or name))
        index += 1

    data, failures = {}, []
    for name, label in contenders:
        info, results = read_output(os.path.join(directory, name + ".out"))
        answers = read_answers(os.path.join(directory, name + ".answers"))
        data[name] = {"label": label, "info": info, "results": results, "answers": answers}
        # The timed loops' checksums against the answers: the same work, or a harness bug.
        for operation, kind in CHECKSUM_ANSWERS.items():
            if operation not in results:
                continue
            expected = sum(int(d) for (k, _), digits in answers.items() if k == kind for d in digits if d != "?")
            if results[operation]["checksum"] != expected:
                failures.append(f"{label}: the timed {operation} loop's checksum {results[operation]['checksum']} "
                                f"is not that of its answers, {expected}")

    baseline = contenders[0][0]
    base = data[baseline]
    locale_count = sum(1 for (kind, _) in base["answers"] if kind == "integer")
    header = ["operation"] + [data[name]["label"] for name, _ in contenders]
    print("| " + " | ".join(header) + " |")
    print("|---|" + "|".join("--:" for _ in contenders) + "|")
    for operation, title in OPERATIONS:
        cells = [title.format(locales=locale_count)]
        base_result = base["results"].get(operation)
        base_median = statistics.median(base_result["times"]) if base_result else None
        for name, _ in contenders:
            result = data[name]["results"].get(operation)
            if not result:
                cells.append("–")
                continue
            median = statistics.median(result["times"])
            cell = format_ns(median)
            if name != baseline and base_median:
                cell += f" ({format_ratio(median / base_median)})"
            cells.append(cell)
        print("| " + " | ".join(cells) + " |")
    cldr_cells = [data[name]["info"].get("cldr", baseline_cldr if name == baseline else "?") for name, _ in contenders]
    print("| CLDR | " + " | ".join(cldr_cells) + " |")
    print()
    print("Medians of the timed runs; × is the ratio to the first column, in this run. Contenders: "
          + "; ".join(f"{data[name]['info'].get('version', data[name]['label'])}, "
                      f"{len(next(iter(data[name]['results'].values()))['times'])} runs"
                      for name, _ in contenders if data[name]["results"]) + ".")
    for name, reason in skipped:
        print(f"- **{name}** not measured: {reason}")
    print()

    print("**Agreement** (every answer of each contender against the first column's, on the same inputs):")
    print()
    for name, _ in contenders[1:]:
        other = data[name]
        cldr = other["info"].get("cldr", "?")
        same_version = cldr.split(".")[0] == baseline_cldr.split(".")[0]
        compared = differing = 0
        differing_keys = {}
        missing = set(other["info"].get("missing", "").split())
        for (kind, key), digits in base["answers"].items():
            theirs = other["answers"].get((kind, key))
            if theirs is None or key in missing:
                continue
            for ours, their in zip(digits, theirs):
                if their == "?":
                    continue
                compared += 1
                if ours != their:
                    differing += 1
                    differing_keys.setdefault(kind, {}).setdefault(key, 0)
                    differing_keys[kind][key] += 1
        version_note = (f"CLDR {cldr}, as ours" if same_version
                        else f"CLDR {cldr}, ours {baseline_cldr}: differences are expected where the rules changed")
        print(f"- **{other['label']}** ({version_note}): {compared - differing:,} of {compared:,} answers agree.")
        for kind in ["integer", "decimal", "range", "identifier"]:
            keys = differing_keys.get(kind)
            if keys:
                listed = ", ".join(f"{key} ({count})" for key, count in sorted(keys.items()))
                print(f"  - {KIND_TITLES[kind]} differ in {len(keys)}: {listed}")
        if missing:
            print(f"  - has no rules for {len(missing)} locales, left out of its timings: {', '.join(sorted(missing))}")
    print()
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    return 1 if failures else 0


CALLS = [
    ("key-no-arguments", "key with no arguments: `l10n.settings.title`"),
    ("format-no-arguments", 'Foundation: `String(format: "Settings")`'),
    ("plural-en", "one-variable plural accessor, en: `l10n.filesRemaining(n)`"),
    ("plural-ru", "the same, ru"),
    ("plural-ru-with-lookup", '`L10n(locale: "ru").filesRemaining(n)`, resolving the locale every call'),
    ("locale-hit", '`L10n(locale: "ru")` alone, a localization made before (and its `locale`)'),
    ("interpolation", 'Swift interpolation of the same text: `n == 1 ? "\\(n) file remaining" : "\\(n) files remaining"`'),
    ("format", 'Foundation: `String(format: "%d files remaining", n)` (`%d file remaining` for 1)'),
]
# Calls that must produce the same strings (their checksums add up UTF-8 lengths).
SAME_TEXT = [("key-no-arguments", "format-no-arguments"), ("plural-en", "interpolation"), ("plural-en", "format")]


def calls(argv):
    info, results = read_output(argv[0])
    base = statistics.median(results["interpolation"]["times"])
    print("| call (n in 0…999; the `L10n` made once unless said) | median | × interpolation |")
    print("|---|--:|--:|")
    for name, title in CALLS:
        median = statistics.median(results[name]["times"])
        print(f"| {title} | {format_ns(median)} | {format_ratio(median / base)} |")
    print()
    print(f"Texts: {info.get('texts', '?')}. Medians of {len(results['interpolation']['times'])} runs.")
    failures = [f"{a} and {b} produce different text" for a, b in SAME_TEXT
                if results[a]["checksum"] != results[b]["checksum"]]
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    return 1 if failures else 0


def targets(argv):
    """Issue 14's targets beside this run's medians of the generated code."""
    _, rules = read_output(argv[0])
    _, accessor_calls = read_output(argv[1])
    median = lambda results, name: statistics.median(results[name]["times"])
    interpolation = median(accessor_calls, "interpolation")
    rows = [
        ("integer select", "≤ 1.2 ns", format_ns(median(rules, "integer"))),
        ('decimal string ("1.50"), parse + select', "≤ 16 ns", format_ns(median(rules, "decimal"))),
        ("`PluralRules(locale:)`", "≤ 30 ns for a hit", format_ns(median(rules, "construct"))),
        ('`L10n(locale: "ru")`', "≤ 30 ns for a hit, as `PluralRules(locale:)`",
         format_ns(median(accessor_calls, "locale-hit"))),
        ("key with no arguments", "no formatter: the cost of returning a constant",
         f"{format_ns(median(accessor_calls, 'key-no-arguments'))}"),
        ("one-variable plural accessor (en)", "≤ 2× interpolation",
         f"{format_ratio(median(accessor_calls, 'plural-en') / interpolation)}"),
    ]
    print("| generated code | target (issue 14) | this run |")
    print("|---|---|--:|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    modes = {"peers": peers, "calls": calls, "targets": targets}
    if len(sys.argv) < 2 or sys.argv[1] not in modes:
        sys.exit(__doc__)
    sys.exit(modes[sys.argv[1]](sys.argv[2:]))
