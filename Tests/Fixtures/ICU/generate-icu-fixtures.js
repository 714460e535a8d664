#!/usr/bin/env node
// Generates plurals.txt and ranges.txt in this directory from ICU's answers
// (Node's Intl.PluralRules) for every locale of CLDR's plurals.xml /
// ordinals.xml, as an independent oracle for the Swift implementation.
//
// Usage: node Tests/Fixtures/ICU/generate-icu-fixtures.js [CLDR_DIR]
//   CLDR_DIR holds plurals.xml, ordinals.xml and pluralRanges.xml (the last
//   only cross-checks ICU's ranges). Default: cldr-data in the repo root.
//
// Exits non-zero, writing nothing, if ICU disagrees with the CLDR input: a
// CLDR @integer/@decimal sample of an included locale that ICU puts in another
// category, or a range that contradicts pluralRanges.xml (aliases excepted).
//
// Plain CommonJS, no dependencies. Output is byte-deterministic for a given
// CLDR input and ICU version (it does not depend on the host's default
// locale, paths or time). See README.md for the formats.
'use strict';

const fs = require('fs');
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const CLDR_DIR = process.argv[2] ? path.resolve(process.argv[2]) : path.join(REPO_ROOT, 'cldr-data');
const OUT_DIR = __dirname;
const COMMAND = 'node Tests/Fixtures/ICU/generate-icu-fixtures.js [CLDR_DIR]';

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const CHAR = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
const CATEGORY_LEGEND = '# categories: z=zero o=one t=two f=few m=many x=other';

function die(msg) {
  process.stderr.write('generate-icu-fixtures: ERROR: ' + msg + '\n');
  process.exit(1);
}
function log(msg) { process.stderr.write(msg + '\n'); }

if (typeof Intl !== 'object' || typeof Intl.PluralRules !== 'function') die('no Intl.PluralRules');
if (typeof Intl.PluralRules.prototype.selectRange !== 'function') die('no Intl.PluralRules.prototype.selectRange (need Node >= 19)');
const ICU = process.versions.icu;
const CLDR = process.versions.cldr;
if (!ICU || !CLDR) die('process.versions has no icu/cldr (Node built without full ICU?)');

// ---------------------------------------------------------------------------
// Decimal values: {s: string as written, k: fraction digits, m: BigInt s*10^k}

function parseValue(s) {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) die('bad value string ' + JSON.stringify(s));
  const k = m[2] ? m[2].length : 0;
  return { s, k, m: BigInt(m[1] + (m[2] || '')) };
}
function formatScaled(m, k) {
  // m: non-negative BigInt, k: fraction digits -> "i.fff"
  if (k === 0) return m.toString();
  const p = 10n ** BigInt(k);
  return (m / p).toString() + '.' + (m % p).toString().padStart(k, '0');
}

// Round trip through ICU's own formatter: the string must be exactly what a
// number with k fraction digits formats to, so ICU sees the operands we mean.
const roundTripCache = new Map();
function checkRoundTrip(s) {
  if (roundTripCache.has(s)) return;
  const { k } = parseValue(s);
  const f = new Intl.NumberFormat('en', { minimumFractionDigits: k, maximumFractionDigits: k, useGrouping: false });
  const back = f.format(Number(s));
  if (back !== s) die(`value ${s} does not round-trip through Intl.NumberFormat (got ${back})`);
  roundTripCache.set(s, true);
}

// ---------------------------------------------------------------------------
// CLDR input

function readCldr(file, type) {
  const full = path.join(CLDR_DIR, file);
  if (!fs.existsSync(full)) die(`missing ${full} (pass the CLDR directory as the first argument)`);
  const xml = fs.readFileSync(full, 'utf8');
  const plurals = /<plurals\s+type="(\w+)"/.exec(xml);
  if (!plurals || plurals[1] !== type) die(`${file}: expected <plurals type="${type}">`);
  const locales = new Map(); // id -> {id, type, block, rules: [{count, samples:[value]}], categories}
  const blockRe = /<pluralRules\s+locales="([^"]*)"\s*>([\s\S]*?)<\/pluralRules>/g;
  let b, blockIndex = 0;
  while ((b = blockRe.exec(xml))) {
    const ids = b[1].trim().split(/\s+/);
    const rules = [];
    const ruleRe = /<pluralRule\s+count="(\w+)"\s*>([^<]*)<\/pluralRule>/g;
    let r;
    while ((r = ruleRe.exec(b[2]))) {
      const count = r[1];
      if (!CATEGORIES.includes(count)) die(`${file}: unknown category ${count}`);
      const condition = r[2].split('@')[0].replace(/\s+/g, ' ').trim();
      rules.push({ count, condition, samples: parseSamples(r[2], `${file} ${ids[0]} ${count}`) });
    }
    if (!rules.some((x) => x.count === 'other')) die(`${file}: block ${ids.join(' ')} has no "other" rule`);
    const categories = CATEGORIES.filter((c) => rules.some((x) => x.count === c));
    for (const id of ids) {
      if (locales.has(id)) die(`${file}: locale ${id} listed twice`);
      locales.set(id, { id, type, block: blockIndex, rules, categories });
    }
    blockIndex++;
  }
  if (locales.size === 0) die(`${file}: no <pluralRules> found`);
  return locales;
}

// "@integer 0~15, 100, 1c6, … @decimal 0.0~1.5, 10.0, …" -> expanded values.
// Ranges a~b step by one unit of the written precision (0.0~1.5 = 16 values);
// compact samples (1c6, 1.1e3) and the … marker are skipped.
const compactSkipped = { count: 0 };
function parseSamples(text, where) {
  const out = [];
  const parts = text.split(/(@integer|@decimal)/);
  for (let i = 1; i < parts.length; i += 2) {
    const kind = parts[i];
    for (let tok of parts[i + 1].split(',')) {
      tok = tok.trim();
      if (tok === '' || tok === '…' || tok === '...') continue;
      if (/[ce]/i.test(tok)) { compactSkipped.count++; continue; }
      const [a, bEnd] = tok.split('~');
      const lo = parseValue(a);
      const hi = bEnd === undefined ? lo : parseValue(bEnd);
      if (lo.k !== hi.k) die(`${where}: range ${tok} mixes precisions`);
      if (kind === '@integer' && lo.k !== 0) die(`${where}: @integer sample ${tok} has a fraction`);
      if (kind === '@decimal' && lo.k === 0) die(`${where}: @decimal sample ${tok} has no fraction`);
      if (hi.m < lo.m) die(`${where}: descending range ${tok}`);
      for (let m = lo.m; m <= hi.m; m++) out.push({ s: formatScaled(m, lo.k), k: lo.k, m });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Node / ICU access

function bcp47(id) { return id === 'root' ? 'und' : id.replace(/_/g, '-'); }

const rulesCache = new Map();
function pluralRules(tag, type, k /* fraction digits, or null for integers */) {
  const key = `${tag}|${type}|${k}`;
  let pr = rulesCache.get(key);
  if (!pr) {
    const opts = { type };
    if (k !== null) { opts.minimumFractionDigits = k; opts.maximumFractionDigits = k; }
    pr = new Intl.PluralRules(tag, opts);
    rulesCache.set(key, pr);
  }
  return pr;
}

// ICU's category for a value string. Integers are asked with default options,
// decimals with exactly k fraction digits so trailing zeros count (1.0: v=1).
function select(tag, type, v) {
  checkRoundTrip(v.s);
  const n = Number(v.s);
  if (v.k === 0) {
    if (!Number.isSafeInteger(n)) die(`integer ${v.s} is not exact as a Number`);
    const c = pluralRules(tag, type, null).select(n);
    const c0 = pluralRules(tag, type, 0).select(n); // maximumFractionDigits: 0
    if (c !== c0) die(`${type} ${tag} ${v.s}: default options say ${c}, maximumFractionDigits:0 says ${c0}`);
    return c;
  }
  return pluralRules(tag, type, v.k).select(n);
}

// Does Node answer this CLDR locale from the locale's own rules?
// Returns null if yes, or a reason string for skipping it.
function checkSupport(loc, all) {
  const tag = bcp47(loc.id);
  let supported;
  try {
    supported = Intl.PluralRules.supportedLocalesOf([tag]);
  } catch (e) {
    return `"${tag}" rejected by Intl (${e.message})`;
  }
  if (supported.length === 0) {
    return `"${tag}" is not an Intl.PluralRules-supported locale; Node falls back to the host default locale, not to ${loc.id}'s rules`;
  }
  const resolved = pluralRules(tag, loc.type, null).resolvedOptions().locale;
  loc.resolved = resolved;
  if (resolved === tag) return null;
  // Same rules in another spelling (in->id, iw->he, sh->sr, tl->fil, ...)?
  const candidates = [resolved.replace(/-/g, '_'), resolved.split('-')[0]];
  const target = candidates.map((c) => all.get(c)).find(Boolean);
  if (!target) return `Node resolves "${tag}" to "${resolved}", which has no rules in the CLDR file`;
  if (target.block !== loc.block) return `Node resolves "${tag}" to "${resolved}", whose CLDR rules differ`;
  return null;
}

// ---------------------------------------------------------------------------
// Value list for plurals.txt (fixed; see README.md)

function buildValues() {
  const vals = [];
  for (let i = 0; i <= 1000; i++) vals.push(String(i));
  const offsets = [0n, 1n, 2n, 3n, 5n, 11n, 21n, 100n];
  for (let k = 3n; k <= 15n; k++) {
    const p = 10n ** k;
    for (const o of offsets) if (!(k === 3n && o === 0n)) vals.push((p + o).toString()); // 1000 is already in 0…1000
    vals.push((2n * p).toString());
  }
  for (const x of ['12345', '123456789', '21000000', '101000000', '1234567890123', '9007199254740991']) vals.push(x);
  for (const [k, max] of [[1, 100n], [2, 200n], [3, 1000n]]) {
    for (let m = 0n; m <= max; m++) vals.push(formatScaled(m, k));
  }
  const seen = new Set();
  for (const s of vals) {
    if (seen.has(s)) die('duplicate value ' + s);
    seen.add(s);
    const v = parseValue(s);
    if (v.k === 0 && v.m > 2n ** 53n) die('integer above 2^53: ' + s);
  }
  return vals.map(parseValue);
}

// ---------------------------------------------------------------------------
// Ranges: for each ordered pair (a, b) of the locale's categories, one pair
// of the locale's own samples start (category a) < end (category b).
// 1. Same precision: for k = 0 (integers), then 1, 2, ... fraction digits, the
//    smallest start of a with k digits that has an end of b with k digits
//    > start, and the smallest such end. ICU is asked with
//    minimumFractionDigits = maximumFractionDigits = k (as for plurals.txt).
// 2. Otherwise mixed precision (e.g. ru one = integers, ru other = decimals):
//    among the samples whose fraction does not end in 0 (so their visible
//    digits survive minimumFractionDigits 0), the smallest start with a
//    larger end, and the smallest such end; ICU is asked with
//    minimumFractionDigits 0, maximumFractionDigits = the larger k.
// Pairs with no start < end (e.g. en one~one: only 1) are left out.
// Returns {start, end, opts} or null.

function cmpValue(x, y) {
  const k = Math.max(x.k, y.k);
  const a = x.m * 10n ** BigInt(k - x.k), b = y.m * 10n ** BigInt(k - y.k);
  return a < b ? -1 : a > b ? 1 : 0;
}

function pickPair(loc, a, b) {
  const samples = (cat) => loc.rules.find((r) => r.count === cat).samples;
  const ks = [...new Set(loc.rules.flatMap((r) => r.samples.map((v) => v.k)))].sort((x, y) => x - y);
  const smallestPair = (starts, ends) => {
    starts = [...starts].sort(cmpValue);
    ends = [...ends].sort(cmpValue);
    if (starts.length === 0) return null;
    const end = ends.find((v) => cmpValue(v, starts[0]) > 0);
    return end ? [starts[0], end] : null;
  };
  for (const k of ks) {
    const p = smallestPair(samples(a).filter((v) => v.k === k), samples(b).filter((v) => v.k === k));
    if (p) return { start: p[0], end: p[1], opts: k === 0 ? null : { minimumFractionDigits: k, maximumFractionDigits: k } };
  }
  const noTrailingZero = (v) => v.k === 0 || !v.s.endsWith('0');
  const p = smallestPair(samples(a).filter(noTrailingZero), samples(b).filter(noTrailingZero));
  if (p) return { start: p[0], end: p[1], opts: { minimumFractionDigits: 0, maximumFractionDigits: Math.max(p[0].k, p[1].k) } };
  return null;
}

function parseRangesXml() {
  const full = path.join(CLDR_DIR, 'pluralRanges.xml');
  if (!fs.existsSync(full)) die(`missing ${full} (pass the CLDR directory as the first argument)`);
  const xml = fs.readFileSync(full, 'utf8');
  const map = new Map(); // id -> Map("start end" -> result)
  const blockRe = /<pluralRanges\s+locales="([^"]*)"\s*>([\s\S]*?)<\/pluralRanges>/g;
  let b;
  while ((b = blockRe.exec(xml))) {
    const rows = new Map();
    const rowRe = /<pluralRange\s+start="(\w+)"\s+end="(\w+)"\s+result="(\w+)"\s*\/>/g;
    let r;
    while ((r = rowRe.exec(b[2]))) rows.set(`${r[1]} ${r[2]}`, r[3]);
    for (const id of b[1].trim().split(/\s+/)) map.set(id, rows);
  }
  return map;
}

// ---------------------------------------------------------------------------

function main() {
  const byType = { cardinal: readCldr('plurals.xml', 'cardinal'), ordinal: readCldr('ordinals.xml', 'ordinal') };
  const included = { cardinal: [], ordinal: [] };
  const skipped = [];
  const notes = [];
  let samplesChecked = 0, samplesInFiles = 0, samplesSkippedLocales = 0;
  const mismatches = [];

  for (const type of ['cardinal', 'ordinal']) {
    const all = byType[type];
    for (const id of [...all.keys()].sort()) {
      const loc = all.get(id);
      const nSamples = loc.rules.reduce((n, r) => n + r.samples.length, 0);
      samplesInFiles += nSamples;
      const reason = checkSupport(loc, all);
      if (reason) { skipped.push({ type, id, reason }); samplesSkippedLocales += nSamples; continue; }
      if (loc.resolved !== bcp47(id)) notes.push(`${type} ${id}: Node resolves "${bcp47(id)}" to "${loc.resolved}" (same CLDR rules), included`);
      const pc = new Set(pluralRules(bcp47(id), type, null).resolvedOptions().pluralCategories);
      const want = new Set(loc.categories);
      if (pc.size !== want.size || [...pc].some((c) => !want.has(c))) {
        mismatches.push(`${type} ${id}: pluralCategories ${[...pc].join(',')} vs CLDR ${loc.categories.join(',')}`);
      }
      for (const rule of loc.rules) {
        for (const v of rule.samples) {
          samplesChecked++;
          const got = select(bcp47(id), type, v);
          if (got !== rule.count) mismatches.push(`${type} ${id} ${v.s}: CLDR sample of ${rule.count}, ICU says ${got}`);
        }
      }
      included[type].push(loc);
    }
  }

  const header = (what) => [
    `# ${what}, from Node's Intl.PluralRules: ICU ${ICU}, CLDR ${CLDR}.`,
    `# Regenerate: ${COMMAND}  (default CLDR_DIR: cldr-data). Do not edit.`,
    CATEGORY_LEGEND,
  ];

  // plurals.txt
  const values = buildValues();
  const lines = header('ICU plural category of each value, per CLDR locale (plurals.xml cardinal, ordinals.xml ordinal)');
  for (const s of skipped) lines.push(`# skipped ${s.type} ${s.id}: ${s.reason}`);
  lines.push('values ' + values.map((v) => v.s).join(' '));
  for (const type of ['cardinal', 'ordinal']) {
    for (const loc of included[type]) {
      const tag = bcp47(loc.id);
      let chars = '';
      for (const v of values) chars += CHAR[select(tag, type, v)];
      lines.push(`${type} ${loc.id} ${chars}`);
      // The CLDR rules ICU was asked about, so that tests can tell which locales' rules
      // changed since (after a CLDR update) and skip just those.
      const text = loc.rules.filter((x) => x.condition).map((x) => `${x.count}: ${x.condition}`).join(' | ');
      lines.push(`rules ${type} ${loc.id}:${text ? ' ' + text : ''}`);
    }
  }
  const pluralsText = lines.join('\n') + '\n';

  // ranges.txt
  const rangesXml = parseRangesXml();
  const rlines = header('ICU selectRange(start, end) per CLDR cardinal locale (plurals.xml), one sample pair per ordered category pair');
  for (const s of skipped.filter((x) => x.type === 'cardinal')) rlines.push(`# skipped ${s.type} ${s.id}: ${s.reason}`);
  // Aliases (mo, sh, tl, ...): ICU canonicalizes the locale and uses the
  // canonical locale's ranges, which pluralRanges.xml may list only under
  // the canonical id. Flag those, since "unlisted pair -> other" does not
  // hold for them.
  const aliasNotes = [], aliased = new Set();
  for (const loc of included.cardinal) {
    const tag = bcp47(loc.id);
    if (loc.resolved === tag || rangesXml.has(loc.id)) continue;
    const canon = [loc.resolved.replace(/-/g, '_'), loc.resolved.split('-')[0]].find((c) => rangesXml.has(c));
    if (canon) aliased.add(loc.id);
    if (canon) aliasNotes.push(`# alias ${loc.id}: ICU resolves "${tag}" to "${loc.resolved}" and answers with ${canon}'s plural ranges; pluralRanges.xml lists ${canon}, not ${loc.id}`);
  }
  rlines.push(...aliasNotes);
  let rangeRows = 0, pairsWithout = 0, mixedRows = 0;
  const xcheck = { agree: 0, disagree: [], listedUntestable: 0, absentCategory: [], unlistedOther: 0, unlistedNotOther: [] };
  for (const loc of included.cardinal) {
    const tag = bcp47(loc.id);
    const items = [];
    for (const a of loc.categories) {
      for (const b of loc.categories) {
        const pair = pickPair(loc, a, b);
        const listed = rangesXml.has(loc.id) ? rangesXml.get(loc.id).get(`${a} ${b}`) : undefined;
        if (!pair) {
          pairsWithout++;
          if (listed) xcheck.listedUntestable++;
          continue;
        }
        const { start, end, opts } = pair;
        // Both ends must select a and b (as plurals.txt asks for them) and,
        // under the options used for selectRange, must format to exactly
        // their strings and still select a and b.
        const ca = select(tag, 'cardinal', start), cb = select(tag, 'cardinal', end);
        if (ca !== a || cb !== b) die(`ranges ${loc.id}: ${start.s} is ${ca}, ${end.s} is ${cb}; expected ${a}, ${b}`);
        const pr = new Intl.PluralRules(tag, Object.assign({ type: 'cardinal' }, opts));
        const nf = new Intl.NumberFormat('en', Object.assign({ useGrouping: false }, opts));
        for (const [v, cat] of [[start, a], [end, b]]) {
          if (nf.format(Number(v.s)) !== v.s) die(`ranges ${loc.id}: ${v.s} formats as ${nf.format(Number(v.s))} with ${JSON.stringify(opts)}`);
          if (pr.select(Number(v.s)) !== cat) die(`ranges ${loc.id}: ${v.s} is not ${cat} with ${JSON.stringify(opts)}`);
        }
        if (opts && opts.minimumFractionDigits !== opts.maximumFractionDigits) mixedRows++;
        const res = pr.selectRange(Number(start.s), Number(end.s));
        if (!CHAR[res]) die(`ranges ${loc.id}: selectRange returned ${res}`);
        items.push(`${start.s}~${end.s}:${CHAR[res]}`);
        rangeRows++;
        if (listed) {
          if (listed === res) xcheck.agree++;
          else xcheck.disagree.push(`${loc.id} ${a}~${b}: pluralRanges.xml ${listed}, ICU ${res}`);
        } else if (res === 'other') xcheck.unlistedOther++;
        else if (aliased.has(loc.id)) xcheck.unlistedNotOther.push(`${loc.id} ${a}~${b}: not listed, ICU ${res}`);
        else xcheck.disagree.push(`${loc.id} ${a}~${b}: not in pluralRanges.xml (so other), ICU ${res}`);
      }
    }
    if (rangesXml.has(loc.id)) {
      for (const key of rangesXml.get(loc.id).keys()) {
        const [a, b] = key.split(' ');
        if (!loc.categories.includes(a) || !loc.categories.includes(b)) xcheck.absentCategory.push(`${loc.id} ${a}~${b}`);
      }
    }
    rlines.push(`${loc.id} ${items.join(' ')}`);
  }
  const rangesText = rlines.join('\n') + '\n';

  // Report
  log(`generate-icu-fixtures: ICU ${ICU}, CLDR ${CLDR}, input ${CLDR_DIR}`);
  for (const type of ['cardinal', 'ordinal']) {
    const sk = skipped.filter((s) => s.type === type);
    log(`  ${type}: ${byType[type].size} locales in CLDR, ${included[type].length} written, ${sk.length} skipped`);
  }
  for (const s of skipped) log(`    skipped ${s.type} ${s.id}: ${s.reason}`);
  for (const n of notes) log(`    note ${n}`);
  log(`  samples: ${samplesInFiles} expanded @integer/@decimal samples in the CLDR files (${compactSkipped.count} compact samples like 1c6 not checkable), ` +
    `${samplesChecked} checked against ICU, ${samplesSkippedLocales} belong to skipped locales; mismatches: ${mismatches.length}`);
  log(`  plurals.txt: ${values.length} values per line, ${included.cardinal.length + included.ordinal.length} locale lines, ${pluralsText.length} bytes`);
  log(`  ranges.txt: ${included.cardinal.length} locale lines, ${rangeRows} range rows (${mixedRows} of them mixed-precision; ${pairsWithout} category pairs without start < end samples), ${rangesText.length} bytes`);
  log(`  pluralRanges.xml cross-check: ${xcheck.agree} listed rows agree, ${xcheck.disagree.length} disagree, ${xcheck.listedUntestable} listed rows without a start < end sample pair, ` +
    `${xcheck.absentCategory.length} listed rows name a category the locale does not have (${xcheck.absentCategory.join(', ')}); ` +
    `${xcheck.unlistedOther} unlisted pairs -> other, ${xcheck.unlistedNotOther.length} unlisted pairs not other (aliases)`);
  for (const d of xcheck.disagree.concat(xcheck.unlistedNotOther)) log(`    ranges: ${d}`);
  for (const n of aliasNotes) log('    ' + n.slice(2));
  if (mismatches.length) {
    for (const m of mismatches.slice(0, 50)) log('    MISMATCH ' + m);
    die(`${mismatches.length} CLDR samples disagree with ICU for included locales; fixtures not written`);
  }
  if (xcheck.disagree.length) die(`${xcheck.disagree.length} ranges disagree with pluralRanges.xml; fixtures not written`);

  fs.writeFileSync(path.join(OUT_DIR, 'plurals.txt'), pluralsText);
  fs.writeFileSync(path.join(OUT_DIR, 'ranges.txt'), rangesText);
  log(`  wrote ${path.join(OUT_DIR, 'plurals.txt')} and ${path.join(OUT_DIR, 'ranges.txt')}`);
}

main();
