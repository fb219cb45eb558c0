// The ai command's table: one row per known AI crawler, fitted to the terminal's width.
import type { AiAuditRow } from "../index.js";
import { printable } from "./format.js";

const short = (value: string) => (value === "allowed" ? "y" : value === "disallowed" ? "n" : "-");

/** `text` in `width` characters: cut with "…" when longer, padded when shorter. */
const fit = (text: string, width: number) =>
  (text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text).padEnd(width);

interface Column {
  readonly header: string;
  readonly cells: readonly string[];
  /** The narrowest it may be cut to; equal to its width for columns never cut. */
  readonly min: number;
}

/** Columns in the order they are cut when the table is too wide: the widest prose first. */
const CUT_ORDER = ["purpose", "operator", "signals", "crawler", "group"];

function columnsOf(rows: readonly AiAuditRow[], paths: readonly string[]): Column[] {
  const column = (header: string, cells: string[], min = Infinity): Column => ({
    header,
    cells: cells.map(printable),
    min: Math.min(min, Math.max(header.length, ...cells.map((c) => printable(c).length))),
  });
  const first = (row: AiAuditRow) => row.paths[0]!;
  return [
    column(
      "crawler",
      rows.map((r) => r.crawler.name),
      12,
    ),
    column(
      "operator",
      rows.map((r) => r.crawler.operator),
      8,
    ),
    column(
      "purpose",
      rows.map((r) => r.crawler.purpose),
      7,
    ),
    // One column per --path, headed by the path: may the crawler crawl it?
    ...paths.map((path, i) =>
      column(
        `crawl ${path}`,
        rows.map((r) => (r.paths[i]!.crawl ? "yes" : "NO")),
        9,
      ),
    ),
    column(
      "group",
      rows.map((r) =>
        r.group ? `${r.ownGroup ? "own" : "*"} l.${r.group.lines.join(",")}` : "none",
      ),
      8,
    ),
    column(
      "ai-pref",
      rows.map((r) => {
        const p = first(r).preferences;
        return `${short(p["train-ai"])}/${short(p["ai-use"])}/${short(p.search)}`;
      }),
    ),
    column(
      "signals",
      rows.map(
        (r) =>
          Object.entries(first(r).signals)
            .map(([k, v]) => `${k}=${v}`)
            .join(",") || "-",
      ),
      7,
    ),
  ];
}

/** The widths that fit `width` (when it can be met), cutting columns in CUT_ORDER down to their minimum. */
function widthsFor(columns: readonly Column[], width: number | undefined): number[] {
  const widths = columns.map((c) => Math.max(c.header.length, ...c.cells.map((x) => x.length)));
  if (width === undefined) return widths;
  // Two spaces of indent, one between columns.
  let excess = 2 + widths.reduce((n, w) => n + w, 0) + columns.length - 1 - width;
  for (const name of CUT_ORDER) {
    const i = columns.findIndex((c) => c.header === name);
    if (excess <= 0 || i < 0) continue;
    const cut = Math.min(excess, widths[i]! - columns[i]!.min);
    if (cut <= 0) continue;
    widths[i]! -= cut;
    excess -= cut;
  }
  return widths;
}

/** The table: a header line, then one line per crawler; `width` undefined: as wide as it takes. */
export function aiTable(
  rows: readonly AiAuditRow[],
  paths: readonly string[],
  width: number | undefined,
): string {
  const columns = columnsOf(rows, paths);
  const widths = widthsFor(columns, width);
  const line = (cells: readonly string[]) =>
    `  ${cells.map((c, i) => fit(c, widths[i]!)).join(" ")}`.trimEnd() + "\n";
  return (
    line(columns.map((c) => c.header)) +
    rows.map((_, r) => line(columns.map((c) => c.cells[r]!))).join("")
  );
}
