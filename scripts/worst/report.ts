// The report: one table per grid with the cells over their bound first (worst first), then
// every cell grouped (the CI sample, or --rows) or each group's worst (the full grid); a
// summary of the cells over the bound; the results as JSON.
import { writeFileSync } from "node:fs";
import type { CellResult, GridName, MeasureResult } from "./cells.js";
import { knownReason } from "./known.js";

const TITLES: Record<GridName, string> = {
  regression:
    "Regression cells: issue 16's shapes (parse + every question) and memory of many names",
  parse: "Parse-time grid: line kinds × positions × character classes × runs, 512,000 bytes",
  questions: "Question grid: every question × profile × file built against its index × URL",
  callers: "Caller-input grid: User-Agent headers, token arrays, rotations, long URLs",
};

export interface Verdict {
  readonly worst: number;
  /** Over the bound (the issue's bar). */
  readonly over: boolean;
  /** Over the line that fails the run (the bound times `slack`; absolute bounds have no slack), and not known. */
  readonly fails: boolean;
  /** Why it is tolerated (scripts/worst/known.ts), when it is over and known. */
  readonly known?: string;
}

function measureFails(r: MeasureResult, slack: number): boolean {
  return r.ratio > r.bound * (r.kind === "memory" && r.bound === 1 ? 1 : slack);
}

export function verdictOf(cell: CellResult, slack: number): Verdict {
  const reason = knownReason(
    cell.id,
    cell.results.filter((r) => r.method === "after").map((r) => r.measure),
  );
  const known = reason !== undefined ? { known: reason } : {};
  if (cell.error !== undefined)
    return { worst: Infinity, over: true, fails: reason === undefined, ...known };
  const ratios = cell.results.map((r) => r.ratio).filter((r) => !Number.isNaN(r));
  const over = cell.results.some((r) => r.ratio > r.bound);
  return {
    worst: Math.max(0, ...ratios),
    over,
    fails: reason === undefined && cell.results.some((r) => measureFails(r, slack)),
    ...(over ? known : {}),
  };
}

function amount(r: MeasureResult, value: number): string {
  if (Number.isNaN(value)) return "?";
  if (r.kind === "memory") {
    const mb = value / 1_048_576;
    return Math.abs(mb) >= 1 ? `${mb.toFixed(1)} MB` : `${(value / 1024).toFixed(0)} KB`;
  }
  if (value >= 10) return `${value.toFixed(0)} ms`;
  if (value >= 0.1) return `${value.toFixed(2)} ms`;
  return `${(value * 1000).toFixed(2)} µs`;
}

const METHOD: Record<MeasureResult["method"], string> = {
  paired: "",
  screen: ", first look",
  single: ", one run",
  after: "",
};

function describe(r: MeasureResult): string {
  if (r.method === "after")
    return `not measured: its smaller run was ${r.ratio.toFixed(1)}× already`;
  const json = r.json
    ? `; JSON ${(r.json.shape / 1e6).toFixed(1)} vs ${(r.json.base / 1e6).toFixed(1)} MB`
    : "";
  const runs =
    r.method === "screen" && r.ratio > r.bound
      ? ", first look: far over, not paired"
      : r.method !== "paired"
        ? METHOD[r.method]
        : r.kind === "time"
          ? `, ${r.runs} pairs`
          : "";
  return `${r.measure} ${r.ratio.toFixed(2)}× (${amount(r, r.shape)} vs ${amount(r, r.base)}${runs}${json})`;
}

function ratioText(worst: number): string {
  return worst === Infinity ? "—" : `${worst.toFixed(1)}×`;
}

function row(cell: CellResult, slack: number): string {
  const v = verdictOf(cell, slack);
  const flag = v.fails ? "FAIL" : v.known !== undefined ? "KNWN" : v.over ? "OVER" : "";
  const detail = `${cell.error ?? cell.results.map(describe).join(" · ")}${v.known !== undefined ? `\n${" ".repeat(15)}known: ${v.known}` : ""}`;
  return `${ratioText(v.worst).padStart(9)} ${flag.padEnd(4)} ${cell.id}\n${" ".repeat(15)}${detail}`;
}

function byWorst(cells: readonly CellResult[], slack: number): CellResult[] {
  return [...cells].sort((a, b) => verdictOf(b, slack).worst - verdictOf(a, slack).worst);
}

export function printGrid(
  grid: GridName,
  cells: readonly CellResult[],
  slack: number,
  allRows: boolean,
): void {
  if (cells.length === 0) return;
  const over = cells.filter((c) => verdictOf(c, slack).over);
  const seconds = cells.reduce((sum, c) => sum + c.seconds, 0);
  console.log(`\n== ${TITLES[grid]}`);
  console.log(
    `${cells.length.toLocaleString("en")} cells in ${seconds.toFixed(0)} s; ${over.length} over the bound. Ratio: the shape's CPU time or memory over its baseline's (${cells[0]!.baseline}, …).`,
  );
  if (over.length > 0) {
    console.log(`\n  over the bound, worst first:`);
    for (const cell of byWorst(over, slack)) console.log(row(cell, slack));
  }
  const groups = new Map<string, CellResult[]>();
  for (const cell of cells) groups.set(cell.group, [...(groups.get(cell.group) ?? []), cell]);
  if (allRows) {
    console.log(`\n  every cell, by group:`);
    for (const [group, members] of groups) {
      console.log(`  -- ${group}`);
      for (const cell of byWorst(members, slack)) console.log(row(cell, slack));
    }
    return;
  }
  console.log(
    `\n  ${"group".padEnd(48)} ${"cells".padStart(6)} ${"over".padStart(5)} ${"worst".padStart(9)}  worst cell`,
  );
  for (const [group, members] of groups) {
    const worst = byWorst(members, slack)[0]!;
    const overCount = members.filter((c) => verdictOf(c, slack).over).length;
    console.log(
      `  ${group.slice(0, 48).padEnd(48)} ${String(members.length).padStart(6)} ${String(overCount).padStart(5)} ${ratioText(verdictOf(worst, slack).worst).padStart(9)}  ${worst.id}`,
    );
  }
}

/** The cells over the bound, by grid and group; whether any fails the run. */
export function printSummary(
  cells: readonly CellResult[],
  slack: number,
  seconds: number,
): boolean {
  const over = cells.filter((c) => verdictOf(c, slack).over);
  const failing = cells.filter((c) => verdictOf(c, slack).fails);
  const known = over.filter((c) => verdictOf(c, slack).known !== undefined);
  const errors = cells.filter((c) => c.error !== undefined);
  console.log(
    `\n== Summary: ${cells.length.toLocaleString("en")} robots.txt cells in ${(seconds / 60).toFixed(1)} min; ${over.length} over the bound (4×), ${known.length} of them known (scripts/worst/known.ts), ${failing.length} failing${slack > 1 ? ` (over ${slack}× the bound)` : ""}; ${errors.length} stopped or out of memory`,
  );
  const groups = new Map<string, CellResult[]>();
  for (const cell of over) {
    const key = `${cell.grid} / ${cell.group}`;
    groups.set(key, [...(groups.get(key) ?? []), cell]);
  }
  for (const [key, members] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const worst = byWorst(members, slack)[0]!;
    console.log(
      `  ${String(members.length).padStart(5)} over  ${key}: worst ${ratioText(verdictOf(worst, slack).worst)} ${worst.id}`,
    );
  }
  return failing.length > 0;
}

export function writeJson(
  file: string,
  cells: readonly CellResult[],
  meta: Record<string, unknown>,
): void {
  const finite = (_key: string, value: unknown) =>
    typeof value === "number" && !Number.isFinite(value) ? null : value;
  writeFileSync(file, `${JSON.stringify({ ...meta, cells }, finite, 1)}\n`);
}
