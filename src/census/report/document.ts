// The report as plain sections of text and tables, which report.md and report.html both render:
// one source for both, so the two never say different things.
import type { Share } from "./summary-types.js";

/** A table cell: its text, and the number it sorts by (absent: sorts as text). */
export interface Cell {
  readonly text: string;
  readonly sort?: number;
}

/** A table: headers and rows of cells. */
export interface Table {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** Shown under the table. */
  readonly note?: string;
}

/** A chart the HTML report draws into a section (report/charts.ts). */
export type ChartName = "funnel" | "crawlers" | "coBlocking";

/** A section of the report. */
export interface Section {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly tables: readonly Table[];
  /** Drawn after the paragraphs, before the tables (HTML only). */
  readonly chart?: ChartName;
}

/** A count with thousands separators (thin spaces, as SI writes them). */
export function formatCount(n: number): string {
  const digits = String(n);
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0 && /\d/u.test(digits[i - 1] ?? "")) out += "\u202f";
    out += digits[i];
  }
  return out;
}

/** A share as a percentage with one decimal ("—" without a denominator). */
export function formatPercent(share: number | null): string {
  if (share === null) return "—";
  const p = share * 100;
  // Keep small non-zero shares visible: 0.004 % is not 0.0 %.
  return `${p > 0 && p < 0.1 ? p.toPrecision(1) : p.toFixed(1)} %`;
}

/** "12.3 % (11.0–13.6)": a share and its Wilson 95 % interval. */
export function formatShare(share: Share): string {
  if (share.share === null || share.interval === null) return "—";
  const ends = `${formatPercent(share.interval.low).replace(" %", "")}–${formatPercent(share.interval.high)}`;
  return `${formatPercent(share.share)} (${ends})`;
}

/** A count cell. */
export function countCell(n: number): Cell {
  return { text: formatCount(n), sort: n };
}

/** A share cell: share and interval, sorting by the share. */
export function shareCell(share: Share): Cell {
  return { text: formatShare(share), sort: share.share ?? -1 };
}

/** A count and its share: "3 · 60.0 % (23.1–88.2 %)", sorting by the share. */
export function countShareCell(share: Share): Cell {
  return { text: `${formatCount(share.count)} · ${formatShare(share)}`, sort: share.share ?? -1 };
}

/** A text cell. */
export function textCell(text: string): Cell {
  return { text };
}
