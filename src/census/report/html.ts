// report.html: one self-contained page (inline CSS, inline SVG charts, a few lines of inline JS
// that sort a table by a clicked header). Nothing is loaded at view time: no script, style sheet,
// image or font from anywhere.
import { renderCharts, type ChartLoader } from "./charts.js";
import type { Section, Table } from "./document.js";
import { reportSections } from "./sections.js";
import type { CensusSummary } from "./summary-types.js";

/** Text made safe in HTML content and attribute values. */
function escape(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped text with `code` spans. */
function inline(text: string): string {
  return escape(text).replace(/`([^`]*)`/gu, "<code>$1</code>");
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 80rem; padding: 0 1rem; color: #1b1b1b; }
h1 { font-size: 1.6rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: 0.8rem 0; font-size: 13px; }
th, td { border: 1px solid #ddd; padding: 0.2rem 0.45rem; text-align: left; vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
th { background: #f4f4f4; cursor: pointer; position: sticky; top: 0; }
.scroll { overflow-x: auto; }
.notice { border: 1px solid #d9a400; background: #fff8dc; padding: 0.6rem 0.9rem; }
figure { margin: 1rem 0; overflow-x: auto; }
nav a { margin-right: 0.8rem; }
code { background: #f4f4f4; padding: 0 0.2rem; }
`;

// Sorts a table's rows by the clicked column: by data-sort when the cells have it, else as text.
const SCRIPT = `
document.querySelectorAll("table.sortable th").forEach((th, _i) => {
  th.addEventListener("click", () => {
    const table = th.closest("table"), body = table.tBodies[0], col = th.cellIndex;
    const down = th.dataset.dir !== "desc"; th.dataset.dir = down ? "desc" : "asc";
    const key = (tr) => { const td = tr.cells[col]; return td && td.dataset.sort !== undefined ? Number(td.dataset.sort) : (td ? td.textContent : ""); };
    const rows = Array.from(body.rows).sort((a, b) => { const x = key(a), y = key(b);
      const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      return down ? -c : c; });
    rows.forEach((r) => body.appendChild(r));
  });
});
`;

function tableHtml(table: Table): string {
  const head = table.headers.map((h) => `<th>${escape(h)}</th>`).join("");
  const rows = table.rows
    .map(
      (row) =>
        `<tr>${row
          .map((c) =>
            c.sort === undefined
              ? `<td>${inline(c.text)}</td>`
              : `<td class="n" data-sort="${c.sort}">${escape(c.text)}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("\n");
  const note = table.note === undefined ? "" : `<p>${inline(table.note)}</p>`;
  return `<div class="scroll"><table class="sortable"><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>${note}`;
}

function sectionHtml(section: Section, chart: string | undefined): string {
  return [
    `<section id="${escape(section.id)}">`,
    `<h2>${inline(section.title)}</h2>`,
    ...section.paragraphs.map((p) => `<p>${inline(p)}</p>`),
    ...(chart === undefined ? [] : [`<figure>${chart}</figure>`]),
    ...section.tables.map(tableHtml),
    "</section>",
  ].join("\n");
}

/** Options of {@link htmlReport}. */
export interface HtmlReportOptions {
  /** Loads vega and vega-lite (tests inject a loader that finds none). */
  readonly loadCharts?: ChartLoader;
}

/** report.html for a summary: every table, and the charts when vega and vega-lite are installed. */
export async function htmlReport(
  summary: CensusSummary,
  options: HtmlReportOptions = {},
): Promise<string> {
  const drawn = await renderCharts(summary, options.loadCharts);
  const charts = "charts" in drawn ? drawn.charts : {};
  const sections = reportSections(summary);
  const { manifest, denominators } = summary;
  const notice =
    "missing" in drawn
      ? `<p class="notice" id="no-charts">Charts were not drawn: ${escape(drawn.missing)} (<code>npm install vega vega-lite</code> adds them). Every number is in the tables below.</p>`
      : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>robots.txt census</title>
<style>${STYLE}</style>
</head>
<body>
<h1>robots.txt census</h1>
${notice}
<p>${escape(`${manifest.tool.name} ${manifest.tool.version}, ${manifest.started} to ${manifest.finished}: ${denominators.captures.count} captures, ${denominators.parsed.count} parsed robots.txt files, access profile ${manifest.knobs.access}, parser profile ${manifest.knobs.profile}.`)}
Each share is stated with its denominator and its Wilson 95 % interval (in parentheses). Click a column's header to sort.</p>
<nav>${sections.map((s) => `<a href="#${escape(s.id)}">${inline(s.title)}</a>`).join(" ")}</nav>
${sections.map((s) => sectionHtml(s, s.chart === undefined ? undefined : charts[s.chart])).join("\n")}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
