// The report card's pages: index.html (self-contained: no script, no network) and summary.md.
import type { SuiteVector } from "../src/cli/conformance-suite.js";
import type { ConformanceReport, Counts } from "../src/cli/conformance-summary.js";

/** What `npm run conformance:report` found: report.json. */
export interface ReportCard {
  readonly generated: string;
  readonly vectors: number;
  readonly implementations: {
    readonly name: string;
    readonly language: string;
    readonly homepage: string;
    readonly report: ConformanceReport;
  }[];
  readonly skipped: {
    readonly name: string;
    readonly language: string;
    readonly homepage: string;
    readonly why: string;
  }[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const anchor = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, "_");
const json = (value: unknown) => escape(JSON.stringify(value) ?? "null");

/** The spec/section columns, in suite order. */
function columnsOf(vectors: readonly SuiteVector[]): { spec: string; section: string }[] {
  const seen = new Map<string, { spec: string; section: string }>();
  for (const v of vectors)
    seen.set(`${v.spec}\u0000${v.section}`, { spec: v.spec, section: v.section });
  return [...seen.values()];
}

function cell(counts: Counts | undefined, target: string): string {
  if (counts === undefined) return "<td>–</td>";
  const text = `<span class=p>${counts.pass}</span>/<span class=f>${counts.fail}</span>/<span class=u>${counts.unsupported}</span>/<span class=o>${counts.open}</span>`;
  return `<td class="${counts.fail > 0 ? "bad" : "ok"}">${counts.fail > 0 ? `<a href="#${target}">${text}</a>` : text}</td>`;
}

function failuresOf(impl: ReportCard["implementations"][number]): string {
  const failures = impl.report.failures;
  if (failures.length === 0 && impl.report.open.length === 0) return "";
  const items = failures.map(
    (
      f,
    ) => `<details id="${anchor(`${impl.name}-${f.spec}-${f.section}`)}-${anchor(f.id)}"><summary><code>${escape(f.id)}</code> (${escape(f.reason)})</summary>
<p class=sentence>${escape(f.sentence)}</p><dl><dt>expected</dt><dd><code>${json(f.expected)}</code></dd><dt>actual</dt><dd><code>${f.actual === null ? escape(`(${f.reason}) ${f.detail}`) : json(f.actual)}</code></dd><dt>why</dt><dd>${escape(f.detail)}</dd></dl></details>`,
  );
  const open = impl.report.open.map(
    (o) =>
      `<li><code>${escape(o.id)}</code>: ${o.reading === null ? `none of the readings, <code>${json(o.answer)}</code>` : escape(o.reading)}</li>`,
  );
  return `<section id="${anchor(impl.name)}"><h2>${escape(impl.name)}</h2>
${failures.length > 0 ? `<h3>Failing vectors (${failures.length})</h3>\n${items.join("\n")}` : ""}
${open.length > 0 ? `<h3>Open vectors: the reading matched</h3><ul>${open.join("")}</ul>` : ""}</section>`;
}

/** index.html: implementation × spec/section, each failing vector one click away. */
export function reportHtml(card: ReportCard, vectors: readonly SuiteVector[]): string {
  const columns = columnsOf(vectors);
  const head = columns.map((c) => `<th>${escape(c.spec)}<br>§${escape(c.section)}</th>`).join("");
  const rows = card.implementations.map((impl) => {
    const bySection = new Map(impl.report.sections.map((s) => [`${s.spec}\u0000${s.section}`, s]));
    const cells = columns.map((c) => {
      const counts = bySection.get(`${c.spec}\u0000${c.section}`);
      const first = impl.report.failures.find((f) => f.spec === c.spec && f.section === c.section);
      return cell(
        counts,
        first
          ? `${anchor(`${impl.name}-${c.spec}-${c.section}`)}-${anchor(first.id)}`
          : anchor(impl.name),
      );
    });
    const t = impl.report.total;
    return `<tr><th><a href="${escape(impl.homepage)}">${escape(impl.name)}</a><br><small>${escape(impl.language)}</small></th>${cell(t, anchor(impl.name))}${cells.join("")}</tr>`;
  });
  const skipped = card.skipped.map(
    (s) => `<li>${escape(s.name)} (${escape(s.language)}): ${escape(s.why)}</li>`,
  );
  return `<!doctype html>
<html lang=en><head><meta charset=utf-8><title>robots.txt conformance report</title>
<style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px 6px;text-align:center}
.p{color:#080}.f{color:#b00;font-weight:bold}.u{color:#888}.o{color:#05a}td.bad{background:#fee}td.ok{background:#efe}
details{margin:.3em 0}.sentence{font-style:italic}code{font-size:12px}</style></head><body>
<h1>robots.txt conformance report</h1>
<p>${card.vectors} vectors, generated ${escape(card.generated)}. Each cell: <span class=p>pass</span>/<span class=f>fail</span>/<span class=u>unsupported</span>/<span class=o>open</span>; a cell with failures links to them.</p>
<table><tr><th>implementation</th><th>total</th>${head}</tr>
${rows.join("\n")}</table>
${skipped.length > 0 ? `<h2>Skipped</h2><ul>${skipped.join("")}</ul>` : ""}
${card.implementations.map(failuresOf).join("\n")}
</body></html>
`;
}

/** summary.md: implementations × specifications, pass/total (open vectors are not in the total). */
export function summaryMarkdown(card: ReportCard): string {
  const specs = [
    ...new Set(card.implementations.flatMap((i) => i.report.sections.map((s) => s.spec))),
  ];
  const lines = [
    `| implementation | ${specs.join(" | ")} |`,
    `|---|${specs.map(() => "---:").join("|")}|`,
    ...card.implementations.map((impl) => {
      const cells = specs.map((spec) => {
        const sections = impl.report.sections.filter((s) => s.spec === spec);
        const pass = sections.reduce((n, s) => n + s.pass, 0);
        const total = sections.reduce((n, s) => n + s.pass + s.fail + s.unsupported, 0);
        return `${pass}/${total}`;
      });
      return `| ${impl.name} (${impl.language}) | ${cells.join(" | ")} |`;
    }),
  ];
  const skipped = card.skipped.map((s) => `- ${s.name}: ${s.why}`);
  return `${lines.join("\n")}\n\nPass / vectors asked (unsupported included, open vectors apart); generated ${card.generated}.\n${skipped.length > 0 ? `\nSkipped:\n\n${skipped.join("\n")}\n` : ""}`;
}
