"""The Babel contender of Benchmarks/run.sh: times babel's plural rules on the inputs that
`PluralRulesBenchmarks --write-peer-inputs` wrote, and writes its answers for comparison.

    python babel-harness.py INPUTS ANSWERS RUNS TARGET_MS

The same reading, answers and timing rules as the other harnesses (README.md beside this file).
Babel has no plural ranges: it prints no `range` result.
"""

import sys
import time
from decimal import Decimal

import babel
from babel import Locale
from babel.core import UnknownLocaleError, get_cldr_version

CATEGORY = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 4, "other": 5}


def read_inputs(path):
    with open(path, encoding="utf-8") as file:
        lines = [line.rstrip("\n") for line in file if line.strip() and not line.startswith("#")]
    inputs, index = {}, 0
    while index < len(lines):
        name, count = lines[index].split(" ")
        inputs[name] = lines[index + 1:index + 1 + int(count)]
        index += 1 + int(count)
    return inputs


def open_rules(identifier):
    """Babel's rules for an identifier as apps receive it (pt-BR, pt_PT); None if Babel lacks it."""
    try:
        return Locale.parse(identifier.replace("-", "_")).plural_form
    except (UnknownLocaleError, ValueError):
        return None


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: python babel-harness.py INPUTS ANSWERS RUNS TARGET_MS")
    inputs_path, answers_path, runs, target_ms = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
    inputs = read_inputs(inputs_path)
    locales = inputs["locales"]
    integers = [int(n) for n in inputs["integers"]]
    decimals = inputs["decimals"]
    identifiers = inputs["identifiers"]

    # Locales Babel does not have get no answers ('?') and are left out of the timed loops.
    opened = [(locale, open_rules(locale)) for locale in locales]
    rules = [rule for _, rule in opened if rule is not None]
    parsed = [Decimal(decimal) for decimal in decimals]

    def digits(categories):
        return "".join(str(CATEGORY[category]) for category in categories)

    with open(answers_path, "w", encoding="utf-8") as answers:
        for locale, rule in opened:
            if rule is None:
                answers.write(f"integer\t{locale}\t{'?' * len(integers)}\ndecimal\t{locale}\t{'?' * len(decimals)}\n")
                continue
            answers.write(f"integer\t{locale}\t{digits(rule(n) for n in integers)}\n")
            answers.write(f"decimal\t{locale}\t{digits(rule(Decimal(d)) for d in decimals)}\n")
        for identifier in identifiers:
            rule = open_rules(identifier)
            answers.write(f"identifier\t{identifier}\t{digits(rule(n) for n in range(200)) if rule else '?' * 200}\n")
    print(f"info\tversion\tBabel {babel.__version__} (Python {sys.version.split()[0]})")
    print(f"info\tcldr\t{get_cldr_version()}")
    missing = [locale for locale, rule in opened if rule is None]
    if missing:
        print(f"info\tmissing\t{' '.join(missing)}")

    def run_integers(passes):
        checksum = 0
        for _ in range(passes):
            for rule in rules:
                for n in integers:
                    checksum += CATEGORY[rule(n)]
        return checksum

    def run_decimal_strings(passes):
        checksum = 0
        for _ in range(passes):
            for rule in rules:
                for decimal in decimals:
                    checksum += CATEGORY[rule(Decimal(decimal))]
        return checksum

    def run_parsed_decimals(passes):
        checksum = 0
        for _ in range(passes):
            for rule in rules:
                for decimal in parsed:
                    checksum += CATEGORY[rule(decimal)]
        return checksum

    def run_construction(passes):
        checksum = 0
        for _ in range(passes):
            for identifier in identifiers:
                checksum += open_rules(identifier) is not None
        return checksum

    operations = [
        ("integer", len(rules) * len(integers), run_integers),
        ("decimal", len(rules) * len(decimals), run_decimal_strings),
        ("operands", len(rules) * len(decimals), run_parsed_decimals),
        ("construct", len(identifiers), run_construction),
    ]
    target = target_ms * 1e6
    passes, checksums = [], []
    for _, _, run in operations:
        started = time.perf_counter_ns()
        checksums.append(run(1))
        elapsed = time.perf_counter_ns() - started
        count = 1
        while elapsed < target / 4 and count < 2 ** 40:
            count *= 2
            started = time.perf_counter_ns()
            run(count)
            elapsed = time.perf_counter_ns() - started
        passes.append(int(count * target / elapsed) + 1)
    timings = [[] for _ in operations]
    for _ in range(runs):
        for index, (name, per_pass, run) in enumerate(operations):
            started = time.perf_counter_ns()
            checksum = run(passes[index])
            elapsed = time.perf_counter_ns() - started
            if checksum != checksums[index] * passes[index]:
                sys.exit(f"error: a timed run's checksum differs from one pass's: {name}")
            timings[index].append(elapsed / (passes[index] * per_pass))
    for index, (name, per_pass, _) in enumerate(operations):
        times = " ".join(f"{t:.4f}" for t in timings[index])
        print(f"result\t{name}\t{per_pass}\t{passes[index]}\t{checksums[index]}\t{times}")


if __name__ == "__main__":
    main()
