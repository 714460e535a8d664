// The Node contender of Benchmarks/run.sh: times Intl.PluralRules on the inputs that
// `PluralRulesBenchmarks --write-peer-inputs` wrote, and writes its answers for comparison.
//
//   node node-harness.js INPUTS ANSWERS RUNS TARGET_MS
//
// The same reading, answers and timing rules as the other harnesses (README.md beside this file).
"use strict";
const fs = require("fs");

const [inputsPath, answersPath, runsText, targetText] = process.argv.slice(2);
if (!targetText) {
  console.error("usage: node node-harness.js INPUTS ANSWERS RUNS TARGET_MS");
  process.exit(2);
}

function readInputs(path) {
  const lines = fs.readFileSync(path, "utf8").split("\n").filter((line) => line && !line.startsWith("#"));
  const inputs = {};
  for (let index = 0; index < lines.length; ) {
    const [name, count] = lines[index].split(" ");
    inputs[name] = lines.slice(index + 1, index + 1 + Number(count));
    index += 1 + Number(count);
  }
  return inputs;
}

const inputs = readInputs(inputsPath);
// Intl takes BCP 47 tags only: pt_PT is an error, pt-PT is not; CLDR's root is und.
const tag = (identifier) => (identifier === "root" ? "und" : identifier.replace(/_/g, "-"));
const locales = inputs.locales.map(tag);
const integers = inputs.integers.map(Number);
const decimals = inputs.decimals;
const identifiers = inputs.identifiers.map(tag);
const ranges = inputs.ranges.map((line) => line.split(" "));
const CATEGORY = { zero: 0, one: 1, two: 2, few: 3, many: 4, other: 5 };
const fractionDigits = (decimal) => (decimal.includes(".") ? decimal.length - decimal.indexOf(".") - 1 : 0);

// Intl.PluralRules selects a Number shown with the options' fraction digits: 1.50 is the
// number 1.5 with two. One object per locale and precision, made before the loops.
const rulesFor = new Map();
function rules(locale, digits) {
  const key = locale + "/" + digits;
  if (!rulesFor.has(key)) {
    rulesFor.set(key, new Intl.PluralRules(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  }
  return rulesFor.get(key);
}
const integerRules = locales.map((locale) => rules(locale, 0));
const decimalRules = locales.map((locale) => decimals.map((decimal) => rules(locale, fractionDigits(decimal))));
const rangeRules = locales.map((locale) => ranges.map(([start]) => rules(locale, fractionDigits(start))));
const parsedDecimals = decimals.map(Number);
const parsedRanges = ranges.map(([start, end]) => [Number(start), Number(end)]);

const answers = [];
const digitsOf = (categories) => categories.map((category) => (category in CATEGORY ? CATEGORY[category] : "?")).join("");
locales.forEach((locale, l) => {
  answers.push(`integer\t${inputs.locales[l]}\t${digitsOf(integers.map((n) => integerRules[l].select(n)))}`);
  answers.push(`decimal\t${inputs.locales[l]}\t${digitsOf(decimals.map((d, i) => decimalRules[l][i].select(Number(d))))}`);
  answers.push(`range\t${inputs.locales[l]}\t${digitsOf(parsedRanges.map(([a, b], r) => rangeRules[l][r].selectRange(a, b)))}`);
});
identifiers.forEach((identifier, i) => {
  const opened = new Intl.PluralRules(identifier);
  const probes = Array.from({ length: 200 }, (_, n) => opened.select(n));
  answers.push(`identifier\t${inputs.identifiers[i]}\t${digitsOf(probes)}`);
});
fs.writeFileSync(answersPath, answers.join("\n") + "\n");
console.log(`info\tversion\tNode ${process.version} Intl.PluralRules (ICU ${process.versions.icu})`);
console.log(`info\tcldr\t${process.versions.cldr}`);

const operations = [
  {
    name: "integer",
    perPass: locales.length * integers.length,
    run(passes) {
      let checksum = 0;
      for (let pass = 0; pass < passes; pass++)
        for (let l = 0; l < integerRules.length; l++) {
          const pluralRules = integerRules[l];
          for (let i = 0; i < integers.length; i++) checksum += CATEGORY[pluralRules.select(integers[i])];
        }
      return checksum;
    },
  },
  {
    name: "decimal",
    perPass: locales.length * decimals.length,
    run(passes) {
      let checksum = 0;
      for (let pass = 0; pass < passes; pass++)
        for (let l = 0; l < decimalRules.length; l++) {
          const byDecimal = decimalRules[l];
          for (let d = 0; d < decimals.length; d++) checksum += CATEGORY[byDecimal[d].select(Number(decimals[d]))];
        }
      return checksum;
    },
  },
  {
    name: "operands",
    perPass: locales.length * decimals.length,
    run(passes) {
      let checksum = 0;
      for (let pass = 0; pass < passes; pass++)
        for (let l = 0; l < decimalRules.length; l++) {
          const byDecimal = decimalRules[l];
          for (let d = 0; d < parsedDecimals.length; d++) checksum += CATEGORY[byDecimal[d].select(parsedDecimals[d])];
        }
      return checksum;
    },
  },
  {
    name: "construct",
    perPass: identifiers.length,
    run(passes) {
      let checksum = 0;
      for (let pass = 0; pass < passes; pass++)
        for (let i = 0; i < identifiers.length; i++) checksum += new Intl.PluralRules(identifiers[i]).resolvedOptions().locale.length;
      return checksum;
    },
  },
  {
    name: "range",
    perPass: locales.length * ranges.length,
    run(passes) {
      let checksum = 0;
      for (let pass = 0; pass < passes; pass++)
        for (let l = 0; l < rangeRules.length; l++) {
          const byRange = rangeRules[l];
          for (let r = 0; r < parsedRanges.length; r++) {
            checksum += CATEGORY[byRange[r].selectRange(parsedRanges[r][0], parsedRanges[r][1])];
          }
        }
      return checksum;
    },
  },
];

const now = () => Number(process.hrtime.bigint());
const runs = Number(runsText);
const target = Number(targetText) * 1e6;
const passes = [];
const checksums = [];
for (const operation of operations) {
  let started = now();
  checksums.push(operation.run(1));
  let elapsed = now() - started;
  let count = 1;
  while (elapsed < target / 4 && count < 2 ** 40) {
    count *= 2;
    started = now();
    operation.run(count);
    elapsed = now() - started;
  }
  passes.push(Math.floor((count * target) / elapsed) + 1);
}
const timings = operations.map(() => []);
for (let round = 0; round < runs; round++) {
  operations.forEach((operation, o) => {
    const started = now();
    const checksum = operation.run(passes[o]);
    const elapsed = now() - started;
    if (checksum !== checksums[o] * passes[o]) {
      console.error(`error: a timed run's checksum differs from one pass's: ${operation.name}`);
      process.exit(1);
    }
    timings[o].push(elapsed / (passes[o] * operation.perPass));
  });
}
operations.forEach((operation, o) => {
  const times = timings[o].map((t) => t.toFixed(4)).join(" ");
  console.log(`result\t${operation.name}\t${operation.perPass}\t${passes[o]}\t${checksums[o]}\t${times}`);
});
