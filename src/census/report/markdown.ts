// report.md: the report's sections as GitHub-flavoured Markdown tables (no charts: the numbers
// are all in the tables; report.html draws them).
import { reportSections } from "./sections.js";
import type { Table } from "./document.js";
import type { CensusSummary } from "./summary-types.js";

/** A cell's text made safe inside a Markdown table row. */
function cell(text: string): string {
  return text.replace(/\r\n?|\n/gu, " ").replace(/\|/gu, "\\|");
}

function tableLines(table: Table): string[] {
  const lines = [
    `| ${table.headers.map(cell).join(" | ")} |`,
    `| ${table.headers.map((_h, i) => (table.rows[0]?.[i]?.sort !== undefined ? "---:" : "---")).join(" | ")} |`,
    ...table.rows.map((row) => `| ${row.map((c) => cell(c.text)).join(" | ")} |`),
  ];
  if (table.note !== undefined) lines.push("", table.note);
  return lines;
}

/** report.md for a summary. */
export function markdownReport(summary: CensusSummary): string {
  const { manifest, denominators } = summary;
  const lines = [
    "# robots.txt census",
    "",
    `${manifest.tool.name} ${manifest.tool.version}, ${manifest.started} to ${manifest.finished}: ` +
      `${denominators.captures.count} captures, ${denominators.parsed.count} parsed robots.txt files, ` +
      `access profile ${manifest.knobs.access}, parser profile ${manifest.knobs.profile}.`,
    "Each share is stated with its denominator and its Wilson 95 % interval (in parentheses).",
  ];
  for (const section of reportSections(summary)) {
    lines.push("", `## ${section.title}`);
    for (const paragraph of section.paragraphs) lines.push("", paragraph);
    for (const table of section.tables) lines.push("", ...tableLines(table));
  }
  return `${lines.join("\n")}\n`;
}
