/// The HTML report's inline style sheet and script. Both are small and fixed: nothing from the
/// user's files goes into them. The script is checked where it runs, in a browser:
/// `.ci/report` and `ReportBrowserTests` render real reports in headless Chromium and read
/// back what it did (`data-script="ready"` on `<html>`, the filtered and sorted rows).
enum ReportPageAssets {
    /// Light and dark colours, a print style sheet, tables that scroll sideways on narrow
    /// screens, and visible focus.
    static let style = #"""
        :root { color-scheme: light dark; --fg: #1d1d1f; --muted: #5b5b63; --bg: #ffffff; --panel: #f4f4f6; --line: #d4d4da;
          --link: #0a58ca; --error: #b3261e; --error-bg: #fde7e5; --warning: #8a5300; --warning-bg: #fff1d6; --note: #36508f; --note-bg: #e6ecfa;
          --good: #1e7b34; --bar: #cdebd5; --bar-partial: #dde6f3; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #ececf1; --muted: #a8a8b3; --bg: #141417; --panel: #1f1f24; --line: #3a3a42; --link: #8ab4ff;
            --error: #ff8a80; --error-bg: #4a1d1a; --warning: #ffc46b; --warning-bg: #45320f; --note: #a9c1ff; --note-bg: #1e2a48;
            --good: #7fd68f; --bar: #1f4a2a; --bar-partial: #2a3850; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 110rem; padding: 1rem 1.5rem 3rem; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          color: var(--fg); background: var(--bg); }
        a { color: var(--link); }
        a:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
        code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        h1 { margin: 0.5rem 0 0.25rem; font-size: 1.7rem; }
        h2 { margin: 2.5rem 0 0.5rem; font-size: 1.35rem; border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; }
        h3 { margin: 2rem 0 0.25rem; font-size: 1.1rem; }
        h3 .format, .sub, .inputs, .lead, footer { color: var(--muted); font-weight: normal; }
        h3 .format { font-size: 0.85rem; margin-left: 0.5rem; }
        .bundle { font-size: 0.85rem; font-weight: normal; color: var(--muted); }
        .sub { display: block; font-size: 0.8rem; font-weight: normal; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: 0.5rem; background: var(--bg); padding: 0.25rem 0.5rem; }
        .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        .totals { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1rem 0; padding: 0; }
        .total { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 0.4rem 0.9rem; min-width: 7rem; }
        .total dt { font-size: 0.8rem; color: var(--muted); }
        .total dd { margin: 0; font-size: 1.5rem; font-weight: 600; }
        .total.error dd, .total.error dd a { color: var(--error); }
        .total.warning dd, .total.warning dd a { color: var(--warning); }
        .total.note dd, .total.note dd a { color: var(--note); }
        nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 1.25rem; padding: 0; margin: 0.5rem 0; }
        .scroll { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; margin: 0.5rem 0 1rem; font-size: 0.9rem; }
        caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
        th, td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; vertical-align: top; text-align: left; }
        thead th { background: var(--panel); position: sticky; top: 0; z-index: 1; }
        tbody th { font-weight: 600; white-space: nowrap; }
        thead .bundle code { overflow-wrap: break-word; }
        tbody th .tag { display: block; width: max-content; margin: 0.15rem 0 0; }
        td.list { min-width: 12rem; }
        tfoot th, tfoot td { background: var(--panel); }
        th button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: left; }
        th button:hover { text-decoration: underline; }
        th button::after { content: " \2195"; color: var(--muted); font-size: 0.8em; }
        th[aria-sort="ascending"] button::after { content: " \25B2"; color: var(--fg); }
        th[aria-sort="descending"] button::after { content: " \25BC"; color: var(--fg); }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        td.zero { color: var(--muted); }
        td.error, .severity.error { color: var(--error); font-weight: 600; }
        td.warning, .severity.warning { color: var(--warning); font-weight: 600; }
        td.note, .severity.note { color: var(--note); }
        td.share { background: linear-gradient(to right, var(--bar) calc(var(--share) * 100%), transparent 0); white-space: nowrap; font-variant-numeric: tabular-nums; }
        td.share.partial { background: linear-gradient(to right, var(--bar-partial) calc(var(--share) * 100%), transparent 0); }
        td.source { color: var(--muted); font-style: italic; white-space: nowrap; }
        td.absent { color: var(--muted); text-align: center; }
        td.complete { color: var(--good); }
        td.incomplete { color: var(--warning); font-weight: 600; }
        td.none { color: var(--muted); }
        .matrix td { min-width: 7.5rem; }
        .matrix td a { color: inherit; }
        .tag { font-size: 0.75rem; font-weight: normal; color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 0 0.3rem; margin-left: 0.3rem; }
        .badge { display: inline-block; min-width: 1.5em; margin-left: 0.35rem; padding: 0 0.35rem; border-radius: 0.75em; font-size: 0.75rem; text-align: center; font-weight: 600; }
        .badge.error { background: var(--error-bg); color: var(--error); }
        .badge.warning { background: var(--warning-bg); color: var(--warning); }
        .badge.note { background: var(--note-bg); color: var(--note); }
        ul.kinds, ul.states { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.1rem 0.9rem; }
        ul.kinds li, ul.states li { white-space: nowrap; }
        .state-new, .state-needs_review { color: var(--warning); font-weight: 600; }
        .state-stale { color: var(--muted); }
        table.findings { width: 100%; table-layout: auto; }
        table.findings td { font-size: 0.85rem; }
        table.findings td:nth-child(2) code, .kinds-table th code { white-space: nowrap; }
        td.location { max-width: 26rem; overflow-wrap: break-word; }
        td.message { min-width: 22rem; overflow-wrap: break-word; }
        ul.notes { margin: 0.25rem 0 0; padding-left: 1.1rem; color: var(--muted); }
        .filters { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1rem; margin: 0.75rem 0; padding: 0.75rem; background: var(--panel);
          border: 1px solid var(--line); border-radius: 8px; position: sticky; top: 0; z-index: 2; }
        .filters[hidden], .filters [hidden] { display: none; }
        /* While the page loads with scripts on, only the findings' first page is laid out. */
        html.script:not([data-script="ready"]) #findings-table > tbody > tr:nth-child(n+\#(pageSize + 1)) { display: none; }
        .filters label { display: flex; flex-direction: column; font-size: 0.8rem; color: var(--muted); gap: 0.15rem; }
        .filters select, .filters input, .filters button { font: inherit; font-size: 0.9rem; max-width: 16rem; }
        .filters .status { flex-basis: 100%; display: flex; align-items: center; gap: 1rem; }
        #shown { margin: 0; font-size: 0.9rem; }
        footer { margin-top: 3rem; font-size: 0.85rem; }
        @media print {
          :root { color-scheme: light; --fg: #000; --muted: #444; --bg: #fff; --panel: #eee; --line: #999; --link: #000; }
          body { max-width: none; padding: 0; font-size: 9pt; }
          nav, .skip, .filters, footer, th button::after { display: none; }
          a { text-decoration: none; color: inherit; }
          .scroll { overflow: visible; }
          thead th { position: static; }
          thead { display: table-header-group; }
          tr { break-inside: avoid; }
          h2, h3 { break-after: avoid; }
          td.share, td.share.partial, .badge { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          table, table.findings td { font-size: 8pt; }
          .sub, .tag, .badge { font-size: 7pt; }
          td.list, td.message, td.location { min-width: 0; max-width: none; }
          ul.kinds li, ul.states li { white-space: normal; }
        }
        """#

    /// Run first, in `<head>`: marks the page as scripted, so that the style sheet lays out only
    /// the findings' first page (``pageSize``) while the page loads.
    static let headScript = #"document.documentElement.className = "script";"#

    /// How many findings are shown at a time with scripts on (all without).
    static let pageSize = 1000

    /// Sortable columns (every `table.sortable`), and the findings' filters: by severity,
    /// kind, table, locale (and bundle, where table names repeat) and text, kept in the address (`#findings?severity=error&locale=de`,
    /// with `sort=NAME` and `order=descending`) so that a filtered view can be linked to.
    /// Links with `data-filter` set the filters. Nothing is built from the page's text with
    /// `innerHTML`: the script only moves, hides and labels what the HTML holds.
    static let script = #"""
        (function () {
          "use strict";
          var doc = document;
          var each = function (list, action) { Array.prototype.forEach.call(list, action); };
          var severityRank = { error: 0, warning: 1, note: 2 };
          var collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
          // Keeps the findings' filters and order in the address; set below when they exist.
          var remember = function () {};

          // Sorting: a button in every column header.
          function sortKey(row, column, type) {
            if (type === "order") return row.sortOrder;
            var cell = row.cells[column];
            if (!cell) return "";
            if (type === "severity") return severityRank[row.getAttribute("data-severity")];
            if (cell.hasAttribute("data-sort")) return parseFloat(cell.getAttribute("data-sort"));
            return cell.textContent.trim();
          }
          function sortTable(table, header, direction) {
            var body = table.tBodies[0];
            var type = header.getAttribute("data-type");
            var column = header.cellIndex;
            var rows = Array.prototype.slice.call(body.rows).map(function (row) {
              return { row: row, key: sortKey(row, column, type) };
            });
            var sign = direction === "descending" ? -1 : 1;
            rows.sort(function (a, b) {
              var order = typeof a.key === "number" && typeof b.key === "number" ? a.key - b.key : collator.compare(String(a.key), String(b.key));
              return order !== 0 ? sign * order : a.row.sortOrder - b.row.sortOrder;
            });
            // Reordered out of the document: moving rows inside it restyles every row per move.
            var next = body.nextSibling;
            table.removeChild(body);
            rows.forEach(function (entry) { body.appendChild(entry.row); });
            table.insertBefore(body, next);
            each(table.tHead.rows[0].cells, function (cell) { cell.removeAttribute("aria-sort"); });
            header.setAttribute("aria-sort", direction);
          }
          each(doc.querySelectorAll("table.sortable"), function (table) {
            if (!table.tHead || !table.tBodies[0]) return;
            each(table.tBodies[0].rows, function (row, index) { row.sortOrder = index; });
            each(table.tHead.rows[0].cells, function (header) {
              if (header.getAttribute("data-type") === "none") return;
              var button = doc.createElement("button");
              button.type = "button";
              while (header.firstChild) button.appendChild(header.firstChild);
              header.appendChild(button);
              button.addEventListener("click", function () {
                var direction = header.getAttribute("aria-sort") === "ascending" ? "descending" : "ascending";
                sortTable(table, header, direction);
                if (table.id === "findings-table") remember();
              });
            });
          });

          // Filtering the findings, a page at a time: laying out ten thousand rows takes the
          // browser seconds, so only the first `pageSize` that match are shown until asked.
          var form = doc.getElementById("filters");
          var findings = doc.getElementById("findings-table");
          if (form && findings) {
            var body = findings.tBodies[0];
            var total = body.rows.length;
            var pageSize = parseInt(findings.getAttribute("data-page-size"), 10) || total;
            var showEverything = false;
            var shown = doc.getElementById("shown");
            var more = doc.getElementById("show-all");
            // The form's menus: severity, kind, table, locale, bundle where names repeat, fix where some are fixable.
            var fields = Array.prototype.filter.call(form.elements, function (field) { return field.tagName === "SELECT"; })
              .map(function (field) { return field.name; });
            var number = function (value) { return value.toLocaleString("en"); };
            var apply = function () {
              var wanted = {};
              fields.forEach(function (name) { wanted[name] = form.elements[name].value; });
              var text = form.elements.text.value.trim().toLowerCase();
              var matched = 0;
              var visible = 0;
              // In the order shown, after any sorting.
              each(body.rows, function (row) {
                var matches = fields.every(function (name) {
                  return !wanted[name] || (row.getAttribute("data-" + name) || "/") === wanted[name];
                });
                if (matches && text) {
                  if (row.searchText === undefined) row.searchText = row.textContent.toLowerCase();
                  matches = row.searchText.indexOf(text) !== -1;
                }
                if (matches) matched += 1;
                var show = matches && (showEverything || matched <= pageSize);
                if (show) visible += 1;
                if (row.hidden === show) row.hidden = !show;
              });
              var message = matched === total ? "Showing all " + number(total) + " findings" : "Showing " + number(matched) + " of " + number(total) + " findings";
              if (visible < matched) message = "Showing the first " + number(visible) + " of " + number(matched) + " findings" + (matched === total ? "" : " that match (of " + number(total) + ")");
              shown.textContent = message;
              more.hidden = visible === matched;
              more.textContent = "Show all " + number(matched);
              findings.setAttribute("data-matched", String(matched));
              findings.setAttribute("data-shown", String(visible));
            };
            remember = function () {
              var parameters = [];
              fields.concat(["text"]).forEach(function (name) {
                var value = form.elements[name].value;
                if (value) parameters.push(name + "=" + encodeURIComponent(value));
              });
              var sorted = findings.querySelector("th[aria-sort]");
              if (sorted && sorted.getAttribute("data-name") !== "location") parameters.push("sort=" + sorted.getAttribute("data-name"));
              if (sorted && sorted.getAttribute("aria-sort") === "descending") parameters.push("order=descending");
              var hash = parameters.length ? "#findings?" + parameters.join("&") : "#findings";
              if (location.hash !== hash && history.replaceState) history.replaceState(null, "", hash);
            };
            var setFilters = function (query, scroll) {
              var parameters = new URLSearchParams(query);
              form.reset();
              fields.concat(["text"]).forEach(function (name) {
                var value = parameters.get(name);
                if (value === null) return;
                var field = form.elements[name];
                field.value = value;
                // A value the page has no option for (a stale link) shows everything.
                if (field.value !== value) field.value = "";
              });
              var sort = parameters.get("sort") || "location";
              var header = findings.querySelector('th[data-name="' + sort.replace(/[^a-z]/g, "") + '"]');
              if (header) sortTable(findings, header, parameters.get("order") === "descending" ? "descending" : "ascending");
              apply();
              if (scroll) doc.getElementById("findings").scrollIntoView();
            };
            more.addEventListener("click", function () { showEverything = true; apply(); });
            form.hidden = false;
            form.addEventListener("input", function () { apply(); remember(); });
            form.addEventListener("change", function () { apply(); remember(); });
            form.addEventListener("reset", function () { showEverything = false; setTimeout(function () { apply(); remember(); }, 0); });
            form.addEventListener("submit", function (event) { event.preventDefault(); });
            each(doc.querySelectorAll("a[data-filter]"), function (link) {
              link.addEventListener("click", function (event) {
                event.preventDefault();
                setFilters(link.getAttribute("data-filter"), true);
                remember();
              });
            });
            var fromAddress = function () {
              var hash = location.hash;
              if (hash.indexOf("#findings?") === 0) setFilters(hash.slice("#findings?".length), true);
            };
            window.addEventListener("hashchange", fromAddress);
            if (location.hash.indexOf("#findings?") === 0) fromAddress(); else apply();
          }
          doc.documentElement.setAttribute("data-script", "ready");
        })();
        """#
}
