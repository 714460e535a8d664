// Writes numbers.txt: how ICU (Node's Intl.NumberFormat) writes a set of numbers in every CLDR
// locale of cldr-data/numbers.txt, grouping as localizedStringWithFormat does.
//
//   node Tests/Fixtures/Numbers/make-fixture.js > Tests/Fixtures/Numbers/numbers.txt
//
// One line per locale: the locale as CLDR names it, the locale ICU resolved it to, ICU's
// numbering system, then one column per case of the header (tab-separated). A case is
// VALUE/FRACTION-DIGITS; the Swift test formats it with %d (integers) or %.Nf.
"use strict";
const fs = require("fs");
const path = require("path");

const cases = [
    [0, 0], [7, 0], [1234, 0], [12345, 0], [123456, 0], [1234567, 0], [1234567890, 0],
    [-1, 0], [-1234, 0], [-1234567, 0],
    [1.5, 1], [-1234.5, 1], [1234.56, 2], [12345.75, 2], [0.125, 3], [-0.5, 1], [1234567.25, 3], [12345.75, 0],
    // Ties: printf rounds half to even on the binary value, ICU half up: these differ on purpose.
    [2.5, 0], [0.125, 2],
];
const data = fs.readFileSync(path.join(__dirname, "../../../cldr-data/numbers.txt"), "utf8");
const locales = data.split("\n").filter((line) => line.startsWith("locale ")).map((line) => line.split(" ")[1])
    .filter((id) => id !== "root");
// Identifiers that are not CLDR locales: extensions, likely scripts, parents.
const extra = ["ar-u-nu-latn", "ar-EG-u-nu-latn", "hi-u-nu-deva", "en-u-nu-arab", "fa-u-nu-latn", "zh-TW", "pa-PK", "sr-ME",
               "en-XA", "de-LI-u-nu-latn", "es-419"];
const ids = locales.map((id) => id.replace(/_/g, "-")).concat(extra);

console.log(["# ICU " + process.versions.icu + ", CLDR " + process.versions.cldr + ": made by make-fixture.js", "resolved", "nu"]
    .concat(cases.map(([value, digits]) => value + "/" + digits)).join("\t"));
for (const id of ids) {
    let formatters;
    try {
        formatters = new Map();
        for (const [, digits] of cases) {
            if (!formatters.has(digits)) {
                formatters.set(digits, new Intl.NumberFormat(id, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
            }
        }
    } catch (error) {
        console.log([id, "error", "-"].join("\t"));
        continue;
    }
    const options = formatters.get(0).resolvedOptions();
    const outputs = cases.map(([value, digits]) => formatters.get(digits).format(value));
    console.log([id, options.locale, options.numberingSystem].concat(outputs).join("\t"));
}
