#!/usr/bin/env python3
"""Checks one HTML report as a browser rendered it, against `lint --format json` of the same input.

    report-check.py dom LINT_JSON DOM_HTML [FILTER]   the page after its script ran (chromium --dump-dom)
    report-check.py png SCREENSHOT_PNG                  the page is not blank (chromium --screenshot)

`dom`: the script ran (`<html data-script="ready">`); the findings' rows, counted by id,
severity, table and locale from their data-* attributes, equal lint's findings; so do the counts
of the page's JSON block; no script but the page's own three is in the DOM (a hostile key stays
text). With FILTER (`severity=warning&locale=de`, the page opened at `#findings?FILTER`), the rows
the filter leaves visible are lint's findings that match it: all of them, or the first page
(`data-page-size` on the findings' table) when there are more.

`png`: the screenshot has more than one colour and more than 1% of its pixels are not the
background's. Standard library only (no Pillow): 8-bit RGB or RGBA PNGs, as Chromium writes.
"""
import collections
import html.parser
import json
import struct
import sys
import urllib.parse
import zlib


def lint_counts(path, wanted=None):
    counts = collections.Counter()
    for d in json.load(open(path, encoding="utf-8"))["diagnostics"]:
        key = (d["id"], d["severity"], d.get("table"), d.get("locale"))
        if wanted and any(expected != actual for expected, actual in zip(wanted, key) if expected is not None):
            continue
        counts[key] += 1
    return counts


class Page(html.parser.HTMLParser):
    """The parts of the dumped DOM the check reads."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ready = False
        self.scripts = 0
        self.in_findings = False
        self.in_json = False
        self.json_text = ""
        self.rows = []  # (id, severity, table, locale, hidden)
        self.page_size = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "html":
            self.ready = attributes.get("data-script") == "ready"
        elif tag == "script":
            self.scripts += 1
            self.in_json = attributes.get("id") == "plural-rules-report"
        elif tag == "table" and attributes.get("id") == "findings-table":
            self.in_findings = True
            self.page_size = int(attributes.get("data-page-size", "0")) or None
        elif tag == "tr" and self.in_findings and "data-id" in attributes:
            self.rows.append((attributes["data-id"], attributes["data-severity"], attributes.get("data-table"),
                              attributes.get("data-locale"), "hidden" in attributes))

    def handle_endtag(self, tag):
        if tag == "table":
            self.in_findings = False
        elif tag == "script":
            self.in_json = False

    def handle_data(self, data):
        if self.in_json:
            self.json_text += data


def differences(expected, actual, what):
    problems = []
    for key in sorted(set(expected) | set(actual), key=lambda k: tuple("" if v is None else v for v in k)):
        if expected[key] != actual[key]:
            problems.append(f"{what}: {key}: lint {expected[key]}, report {actual[key]}")
    return problems


def check_dom(lint_path, dom_path, query=None):
    page = Page()
    page.feed(open(dom_path, encoding="utf-8").read())
    problems = []
    if not page.ready:
        problems.append("the page's script did not run to its end (no data-script=\"ready\" on <html>)")
    if page.scripts != 3:
        problems.append(f"the DOM holds {page.scripts} <script> elements; the page has 3 of its own")
    wanted = None
    if query:
        parameters = urllib.parse.parse_qs(query)
        def one(name):
            value = parameters.get(name, [None])[0]
            return None if value is None else value
        wanted = (one("id"), one("severity"), one("table"), one("locale"))
    expected = lint_counts(lint_path, wanted)
    rows = collections.Counter(row[:4] for row in page.rows if not (query and row[4]))
    matching = sum(expected.values())
    if query and page.page_size and matching > page.page_size:
        # The first page of them, in the page's order: as many rows as a page, each one lint has.
        matches = [row for row in page.rows if all(w is None or w == v for w, v in zip(wanted, row[:4]))]
        first_page = all(not row[4] for row in matches[:page.page_size]) and all(row[4] for row in matches[page.page_size:])
        if sum(rows.values()) != page.page_size or any(rows[key] > expected[key] for key in rows) or not first_page:
            problems.append(f"rows shown: {sum(rows.values())}, not the first {page.page_size} of lint's {matching}")
    else:
        problems += differences(expected, rows, "rows shown" if query else "rows")
    if not query:
        try:
            data = json.loads(page.json_text)
        except ValueError as error:
            problems.append(f"the JSON block does not parse: {error}")
            data = {"counts": [], "totals": {}}
        embedded = collections.Counter()
        for count in data["counts"]:
            embedded[(count["id"], count["severity"], count.get("table"), count.get("locale"))] += count["count"]
        problems += differences(expected, embedded, "JSON block")
        severities = collections.Counter()
        for (_, severity, _, _), count in expected.items():
            severities[severity] += count
        for severity in ("error", "warning", "note"):
            if data["totals"].get(severity) != severities[severity]:
                problems.append(f"JSON block totals: {severity} {data['totals'].get(severity)}, lint {severities[severity]}")
    shown = sum(1 for row in page.rows if not row[4])
    for problem in problems[:20]:
        print(f"error: {dom_path}: {problem}", file=sys.stderr)
    if problems:
        return 1
    if query and page.page_size and shown < matching:
        print(f"{len(page.rows)} findings in the DOM; #findings?{query} shows the first {shown} of lint's {matching}")
    else:
        print(f"{len(page.rows)} findings in the DOM equal lint's" + (f"; #findings?{query} shows {shown}" if query else ""))
    return 0


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    if depth != 8 or interlace != 0 or colour not in (2, 6):
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        if kind == 1:
            for x in range(channels, stride):
                line[x] = (line[x] + line[x - channels]) & 255
        elif kind == 2:
            for x in range(stride):
                line[x] = (line[x] + previous[x]) & 255
        elif kind == 3:
            for x in range(stride):
                left = line[x - channels] if x >= channels else 0
                line[x] = (line[x] + (left + previous[x]) // 2) & 255
        elif kind == 4:
            for x in range(stride):
                a = line[x - channels] if x >= channels else 0
                b = previous[x]
                c = previous[x - channels] if x >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def check_png(path):
    width, height, channels, rows = read_png(path)
    # Every fourth row and column is plenty to tell a page from a blank.
    pixels = collections.Counter()
    for row in rows[::4]:
        for x in range(0, width * channels, channels * 4):
            pixels[row[x:x + 3]] += 1
    total = sum(pixels.values())
    background, most = pixels.most_common(1)[0]
    other = 1 - most / total
    if len(pixels) < 2 or other < 0.01:
        print(f"error: {path}: blank: {len(pixels)} colours, {other:.1%} of the pixels not the background's", file=sys.stderr)
        return 1
    print(f"{path}: {width}×{height}, {len(pixels)} colours, {other:.1%} of the pixels not the background's")
    return 0


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "dom":
        sys.exit(check_dom(sys.argv[2], sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else None))
    if len(sys.argv) == 3 and sys.argv[1] == "png":
        sys.exit(check_png(sys.argv[2]))
    print(__doc__, file=sys.stderr)
    sys.exit(2)
