// `npm run bench:worst`: what hostile input costs next to ordinary input (issues 16 and 24).
// robots.txt: a generated grid (scripts/worst/), each cell a shape measured against the same
// work on an ordinary file, failing when it costs more than 4× in CPU time or memory:
//   - parse: every kind of line × position × character class × run of 1k–64k characters,
//     filling 512,000 bytes; parse alone and parse with the whole model;
//   - questions: every question under every profile, of files built to defeat its index, with
//     short and long URLs; asked many times (parse excluded), first question apart, memory;
//   - callers: 100 KB User-Agent headers, 10,000-token arrays, crawlers in rotation, long URLs;
//   - regression: issue 16's shapes and the memory of one file asked for 300 names (64 MB).
// `--ci` (what .ci/run runs) measures a sample — each line kind, question and input class
// once, and every shape that was ever over (scripts/worst/known.ts) — and fails (exit 1) when
// a cell is over 4× in time or memory, unless it is listed in KNOWN_OVER with its reason;
// `--full` measures every cell (hours on a shared machine); neither: the sample, same verdict.
// `--only REGEX` measures the cells whose id matches (and skips HTML); `--grid NAME` one grid;
// `--rows` prints every cell; `--pair-all` pairs every measure (no first look); `--json FILE`;
// `--profile DIR` writes a CPU profile of each measuring process there (node --cpu-prof).
// HTML shapes (scripts/worst/html.ts) are measured at n and 2n and fail when doubling the input
// costs more than 2.5× in time or in heap held.
// Time is measured here, never in tests (a loaded CI machine must not fail a test).
// The built package (dist/), as `npm run bench` measures it.
// How: scripts/worst/measure.ts (CPU time, paired alternating runs, JIT warmed on the
// baseline), memory.ts (retained heap + array buffers after gc), runner.ts (a first look,
// then paired runs for every measure over half its bound), pool.ts (a process per chunk of
// cells, so that a shape that runs out of memory or for minutes is reported, not fatal).
import { parseArgs } from "node:util";
import type { CellResult } from "./worst/cells.js";
import { allCells, selectCells } from "./worst/grid.js";
import { runHtmlShapes } from "./worst/html.js";
import { PAGE_SIZE_BOUND, runPageSizeShapes } from "./worst/page-size.js";
import { runCells } from "./worst/pool.js";
import { printGrid, printSummary, verdictOf, writeJson } from "./worst/report.js";

const { values: flags } = parseArgs({
  options: {
    ci: { type: "boolean", default: false },
    full: { type: "boolean", default: false },
    only: { type: "string" },
    grid: { type: "string", multiple: true },
    rows: { type: "boolean", default: false },
    "pair-all": { type: "boolean", default: false },
    json: { type: "string" },
    profile: { type: "string" },
  },
});

// robots.txt cells fail at their bound (4×) in every mode: ratios of paired medians in CPU time
// hold on a loaded machine, and a cell over it is a finding, or listed as known with its reason.
const SLACK = 1;
// HTML growth (n → 2n) is noisier (one run of each size, least of 9): CI fails at twice it.
const HTML_GROWTH_BOUND = 2.5 * (flags.ci ? 2 : 1);
let failed = false;

const started = Date.now();
const cells = selectCells(allCells(), {
  full: flags.full,
  ...(flags.only !== undefined ? { only: new RegExp(flags.only) } : {}),
  ...(flags.grid !== undefined ? { grids: flags.grid } : {}),
});
console.log(
  `robots.txt: ${cells.length.toLocaleString("en")} cells (${flags.full ? "the full grid" : flags.only ? `matching ${flags.only}` : "the CI sample"}), bound 4× the ordinary work in CPU time and memory (cells in scripts/worst/known.ts KNOWN_OVER excepted)`,
);
let reported = 0;
const meta = () => ({
  mode: flags.full ? "full" : flags.ci ? "ci" : "sample",
  slack: SLACK,
  node: process.version,
  date: new Date().toISOString(),
  seconds: (Date.now() - started) / 1000,
});
const partial: CellResult[] = [];
const results: CellResult[] = await runCells(cells, {
  screenShare: flags["pair-all"] ? 0 : 0.5,
  chunk: flags.full ? 400 : 1000,
  timeoutSeconds: flags.full ? 120 : 60,
  heapMb: 2048,
  ...(flags.profile !== undefined
    ? { execArgv: ["--cpu-prof", `--cpu-prof-dir=${flags.profile}`] }
    : {}),
  onResult: (result, done, total) => {
    partial.push(result);
    // A long run's results so far, every 100 cells.
    if (flags.json !== undefined && done % 100 === 0)
      writeJson(flags.json, partial, { ...meta(), partial: true });
    const v = verdictOf(result, SLACK);
    if (v.over)
      console.log(
        `  ${v.fails ? "FAIL" : v.known !== undefined ? "known" : "over"} ${result.error ?? `${v.worst.toFixed(1)}×`}  ${result.id}`,
      );
    if (done - reported >= 500 || done === total) {
      reported = done;
      console.error(
        `  … ${done}/${total} cells, ${((Date.now() - started) / 60_000).toFixed(1)} min`,
      );
    }
  },
});
for (const grid of ["regression", "parse", "questions", "callers"] as const)
  printGrid(
    grid,
    results.filter((r) => r.grid === grid),
    SLACK,
    flags.rows || !flags.full,
  );
const robotsSeconds = (Date.now() - started) / 1000;
if (printSummary(results, SLACK, robotsSeconds)) failed = true;
if (flags.json !== undefined) writeJson(flags.json, results, meta());
if (flags.only !== undefined || flags.grid !== undefined) process.exit(failed ? 1 : 0);

failed = runHtmlShapes(HTML_GROWTH_BOUND) || failed;
// Hostile pages against an ordinary page of their size (time, memory, the policy's JSON).
failed = runPageSizeShapes(PAGE_SIZE_BOUND) || failed;

if (failed) {
  console.error("\nsome shape costs more than its bound");
  process.exit(1);
}
