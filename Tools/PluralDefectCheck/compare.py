#!/usr/bin/env python3
"""Measures how well `plural-rules lint` finds the plural defects check.py finds.

    python3 Tools/PluralDefectCheck/compare.py [--lint BINARY] [--json] APP_DIR...

For each app folder: runs check.py's checker and `BINARY lint --format json APP_DIR`, matches
their findings by (path, key, variable, locale, form, kind), and prints the checker's
defects, lint's plural findings, the matches, recall (share of the checker's defects lint
reports) and false rate (share of lint's plural findings the checker does not confirm),
then the first misses and false findings of each kind. Exit status 0: it measures, it
does not judge. The default BINARY is .build/debug/plural-rules of this checkout if it
exists, else `plural-rules` on PATH.
"""

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402

LINT_PLURAL_IDS = frozenset(check.KINDS)
SHOWN_PER_KIND = 20


class LintFailed(Exception):
    pass


def default_lint():
    repository = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    built = os.path.join(repository, ".build", "debug", "plural-rules")
    return built if os.path.exists(built) else "plural-rules"


def normalized_locale(tag):
    """Letter case and separators of BCP 47 (`pt_br` → `pt-BR`, `zh-hans` → `zh-Hans`)."""
    if not tag:
        return tag
    parts = tag.replace("_", "-").split("-")
    result = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            result.append(part.title())
        elif len(part) == 2 and part.isalpha() or len(part) == 3 and part.isdigit():
            result.append(part.upper())
        else:
            result.append(part.lower())
    return "-".join(result)


def finding_key(finding):
    """The tuple findings are matched by."""
    form = finding.get("form")
    if form is None and finding.get("kind") == "missing-other":
        form = "other"
    path = finding.get("path")
    # A finding about a whole locale (unknown-plural-locale) names no key and no form.
    return (
        os.path.realpath(path) if path else None,
        finding.get("key") or "",
        finding.get("variable") or "",
        normalized_locale(finding.get("locale")),
        form or "",
        finding.get("kind"),
    )


def lint_findings(lint, app):
    """Lint's plural findings for one app folder, as check.py's dictionaries."""
    try:
        completed = subprocess.run([lint, "lint", "--format", "json", app],
                                   capture_output=True, text=True, check=False)
    except OSError as error:
        raise LintFailed(f"cannot run {lint}: {error}") from error
    try:
        report = json.loads(completed.stdout)
    except ValueError as error:
        detail = (completed.stderr.strip().splitlines() or ["no output"])[0]
        raise LintFailed(f"{lint} lint --format json {app} printed no JSON "
                         f"(exit {completed.returncode}: {detail})") from error
    findings = []
    for diagnostic in report.get("diagnostics", []):
        if diagnostic.get("id") not in LINT_PLURAL_IDS:
            continue
        findings.append({
            "path": diagnostic.get("path"),
            "key": diagnostic.get("key"),
            "variable": diagnostic.get("variable"),
            "locale": diagnostic.get("locale"),
            "form": diagnostic.get("form"),
            "kind": diagnostic["id"],
        })
    return findings


def percent(part, whole):
    return None if whole == 0 else round(100.0 * part / whole, 2)


def measure(defects, findings):
    """The numbers for one app (or the total) from two lists of findings."""
    checker = {finding_key(d) for d in defects}
    lint = {finding_key(f) for f in findings}
    matched = checker & lint
    misses = sorted(checker - lint, key=sort_key)
    false = sorted(lint - checker, key=sort_key)
    kinds = {}
    for kind in check.KINDS:
        c = {k for k in checker if k[5] == kind}
        l = {k for k in lint if k[5] == kind}
        kinds[kind] = {"checker": len(c), "lint": len(l), "matched": len(c & l)}
    return {
        "checker": len(checker),
        "lint": len(lint),
        "lint_reported": len(findings),
        "matched": len(matched),
        "recall": percent(len(matched), len(checker)),
        "false": percent(len(lint) - len(matched), len(lint)),
        "kinds": kinds,
        "misses": misses,
        "false_findings": false,
    }


def sort_key(key):
    return tuple("" if part is None else part for part in key)


def summary(numbers):
    return {name: value for name, value in numbers.items() if name not in ("misses", "false_findings")}


def shown(percentage):
    return "n/a" if percentage is None else f"{percentage:.2f}%"


def describe(key):
    path, name, variable, locale, form, _ = key
    return f"{path}: key {name!r} variable {variable!r} locale {locale} form {form}"


FIELDS = ("path", "key", "variable", "locale", "form", "kind")


def near_match(key, others):
    """How `key` differs from one of `others` in a single field, if it does, as a note."""
    for other in others:
        different = [i for i in range(len(FIELDS)) if key[i] != other[i]]
        if len(different) == 1:
            i = different[0]
            return f"  [only {FIELDS[i]} differs: {key[i]!r} here, {other[i]!r} in the other list]"
    return ""


def print_numbers(title, numbers, details):
    print(f"{title}")
    duplicates = numbers["lint_reported"] - numbers["lint"]
    repeated = f" ({duplicates} repeated)" if duplicates else ""
    print(f"  checker defects {numbers['checker']}, lint plural findings {numbers['lint']}{repeated}, "
          f"matched {numbers['matched']}, recall {shown(numbers['recall'])}, false {shown(numbers['false'])}")
    print(f"  {'kind':<18} {'checker':>8} {'lint':>6} {'matched':>8}")
    for kind, counts in numbers["kinds"].items():
        print(f"  {kind:<18} {counts['checker']:>8} {counts['lint']:>6} {counts['matched']:>8}")
    if not details:
        return
    # A miss and a false finding that differ in one field are usually one finding that lint
    # reports under another name; saying so points at the field to fix.
    for label, keys, others in (("missed by lint", numbers["misses"], numbers["false_findings"]),
                                ("false findings of lint", numbers["false_findings"], numbers["misses"])):
        for kind in check.KINDS:
            of_kind = [k for k in keys if k[5] == kind]
            if not of_kind:
                continue
            more = f", first {SHOWN_PER_KIND}" if len(of_kind) > SHOWN_PER_KIND else ""
            print(f"  {kind} {label} ({len(of_kind)}{more}):")
            for key in of_kind[:SHOWN_PER_KIND]:
                print(f"    {describe(key)}{near_match(key, others)}")


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--lint", default=default_lint(), help="the plural-rules binary")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    parser.add_argument("apps", nargs="+", metavar="APP_DIR")
    options = parser.parse_args(arguments)

    defects_of_apps = check.find_defects_in_groups([[app] for app in options.apps])
    apps = []
    all_defects, all_findings = [], []
    for app, defects in zip(options.apps, defects_of_apps):
        try:
            findings = lint_findings(options.lint, app)
        except LintFailed as error:
            print(f"compare.py: {error}", file=sys.stderr)
            return 2
        all_defects += defects
        all_findings += findings
        apps.append((app, measure(defects, findings)))
    total = measure(all_defects, all_findings)

    if options.json:
        print(json.dumps({
            "apps": [dict(app=app, **summary(numbers)) for app, numbers in apps],
            "total": summary(total),
        }, indent=2))
        return 0
    for app, numbers in apps:
        print_numbers(app, numbers, details=True)
        print()
    print_numbers("Total", total, details=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
