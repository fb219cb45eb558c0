// Benchmark: robots-policy (the built package, dist/) against robots-parser 3.0.1, side by
// side in one run on ../shared/corpus. `npm run bench` builds first; `--quick` samples 10%.
// A second table asks robots-policy/robots-parser (the drop-in, issue 27) robots-parser's own
// calls on the same URLs, and counts where the answers differ.
//
// robots-policy is imported through the package self-reference, i.e. the tsc output in
// dist/ — not tsx-transformed sources (esbuild adds __name wrappers that cost time).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import robotsParserImport from "robots-parser";
import { DEFAULT_MAX_BYTES, parseRobotsTxt, type RobotsTxt } from "robots-policy";
import { robotsParser as dropIn, type Robot as DropInRobot } from "robots-policy/robots-parser";
import { benchGrowth } from "./bench-growth.js";

/** robots-parser 3.0.1's API. Its index.d.ts types a CommonJS module as an ES default export,
 * which NodeNext resolution reads as the module object; at run time the import is the function. */
interface RobotsParserRobot {
  isAllowed(url: string, ua?: string): boolean | undefined;
}
const robotsParser = robotsParserImport as unknown as (
  url: string,
  contents: string,
) => RobotsParserRobot;

// ---------------------------------------------------------------------------------------
// Setup: --expose-gc (re-exec), options, corpus.

const CHILD = "ROBOTS_POLICY_BENCH_CHILD";
const gc = (globalThis as { gc?: () => void }).gc;
if (typeof gc !== "function") {
  if (process.env[CHILD])
    throw new Error("bench: global.gc is still missing after re-running with --expose-gc");
  // Keep tsx's loader flags (process.execArgv) and add --expose-gc for the heap figures.
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, "--expose-gc", process.argv[1]!, ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: { ...process.env, [CHILD]: "1" },
    },
  );
  process.exit(child.status ?? 1);
}
const collect = gc;
const decoder = new TextDecoder();

const args = process.argv.slice(2);
function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}
for (const a of args)
  if (a !== "--quick") fail(`unknown argument ${JSON.stringify(a)} (the only option is --quick)`);
const QUICK = args.includes("--quick");
const RUNS = 5;
const HEAP_RUNS = 3;
const MAX_BYTES = DEFAULT_MAX_BYTES; // robots-policy reads no more of a file (RFC 9309 §2.5)

const root = resolve(fileURLToPath(new URL("../", import.meta.url)));
/** The shared real-world corpus (11,755 files), when it is beside the repository. */
const SHARED_CORPUS = resolve(root, "../shared/corpus");
/** The sample in the repository (250 files, same layout), so the benchmark runs anywhere. */
const FIXTURES_CORPUS = resolve(root, "test/fixtures/corpus");

/** dist/ exists (the import above resolved); say so when src/ changed after it was built. */
function warnIfDistIsStale(): void {
  const builtAt = statSync(join(root, "dist/src/index.js")).mtimeMs;
  const stale = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((e) =>
      e.isDirectory()
        ? stale(join(dir, e.name))
        : e.name.endsWith(".ts") && statSync(join(dir, e.name)).mtimeMs > builtAt,
    );
  if (stale(join(root, "src")) || stale(join(root, "generated")))
    console.log(
      "WARNING: src/ or generated/ is newer than dist/: these figures measure an old build (run `npm run build`)\n",
    );
}

interface QueryLine {
  readonly file: string;
  readonly token: string;
  readonly urls: readonly string[];
  /** http(s)://host/robots.txt of the line's first URL: robots-parser answers only for that origin. */
  readonly robotsUrl: string;
}

function robotsUrlOf(url: string): string {
  return `${new URL(url).origin}/robots.txt`;
}

function loadCorpus(corpus: string, sample: boolean) {
  const dir = join(corpus, "files");
  const every10th = <T>(items: readonly T[]): T[] =>
    sample ? items.filter((_, i) => i % 10 === 0) : [...items];
  const names = every10th(readdirSync(dir).sort());
  const queries: QueryLine[] = every10th(
    readFileSync(join(corpus, "queries.tsv"), "utf8")
      .split("\n")
      .filter((line) => line !== ""),
  ).map((line) => {
    const [file, token, ...urls] = line.split("\t");
    if (!file || !token || urls.length === 0)
      throw new Error(`queries.tsv: malformed line ${JSON.stringify(line.slice(0, 80))}`);
    return { file, token, urls, robotsUrl: robotsUrlOf(urls[0]!) };
  });
  const queryByFile = new Map(queries.map((q) => [q.file, q]));
  const files = names.map((name) => {
    const raw = readFileSync(join(dir, name));
    const text = raw.toString("utf8");
    const query = queryByFile.get(name);
    return {
      name,
      text,
      raw,
      bytes: Buffer.byteLength(text, "utf8"),
      robotsUrl: query?.robotsUrl ?? "https://example.com/robots.txt",
      ...(query ? { firstQuery: { url: query.urls[0]!, token: query.token } } : {}),
    };
  });
  const textByName = new Map(files.map((f) => [f.name, f.text]));
  // Query lines whose file was sampled out (--quick) are read on their own.
  const textOf = (name: string) => textByName.get(name) ?? readFileSync(join(dir, name), "utf8");
  return { files, queries, textOf };
}

// ---------------------------------------------------------------------------------------
// Measurements.

interface Timed {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function summary(values: readonly number[]): Timed {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only written: results feed it so no work is optimised away
let sink = 0;

/**
 * One untimed warm-up of each, then RUNS timed runs of each, alternating which goes first
 * (so each pays for the other's garbage about as often as for its own). No forced gc()
 * before a run: a full collection shrinks the young generation, and the next ~0.1 s of
 * allocation then runs up to twice slower, which distorts short (--quick) runs.
 * Returns the durations in ms of [ours, theirs].
 */
function timePair(ours: () => number, theirs: () => number): [Timed, Timed] {
  sink += ours() + theirs();
  const times: [number[], number[]] = [[], []];
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const which of order) {
      const start = performance.now();
      sink += which === 0 ? ours() : theirs();
      times[which].push(performance.now() - start);
    }
  }
  return [summary(times[0]), summary(times[1])];
}

interface ParseInput {
  readonly text: string;
  /** The file's bytes: a string decoded from them belongs to one parse only. */
  readonly raw: Uint8Array;
  readonly robotsUrl: string;
  readonly firstQuery?: { readonly url: string; readonly token: string };
}

function parseAllOurs(inputs: readonly ParseInput[]): number {
  let parsed = 0;
  for (const input of inputs) if (parseRobotsTxt(input.text)) parsed++;
  return parsed;
}

/** Parsing and then the whole policy model with every diagnostic (what a linter asks for). */
function parseAllOursWithModel(inputs: readonly ParseInput[]): number {
  let diagnostics = 0;
  for (const input of inputs) diagnostics += parseRobotsTxt(input.text).diagnostics.length;
  return diagnostics;
}

function parseAllTheirs(inputs: readonly ParseInput[]): number {
  let parsed = 0;
  for (const input of inputs) if (robotsParser(input.robotsUrl, input.text)) parsed++;
  return parsed;
}

interface QuerySet {
  readonly ours: RobotsTxt;
  readonly theirs: RobotsParserRobot;
  /** The same file through robots-policy/robots-parser, for its robots.txt URL. */
  readonly dropIn: DropInRobot;
  readonly token: string;
  readonly urls: readonly string[];
}

const GOOGLEBOT = "Googlebot";

function queryOurs(sets: readonly QuerySet[]): number {
  let allowed = 0;
  for (const { ours, token, urls } of sets)
    for (const url of urls) {
      if (ours.isAllowed(url, GOOGLEBOT)) allowed++;
      if (ours.isAllowed(url, token)) allowed++;
    }
  return allowed;
}

function queryTheirs(sets: readonly QuerySet[]): number {
  let allowed = 0;
  for (const { theirs, token, urls } of sets)
    for (const url of urls) {
      if (theirs.isAllowed(url, GOOGLEBOT) === true) allowed++;
      if (theirs.isAllowed(url, token) === true) allowed++;
    }
  return allowed;
}

// robots-policy/robots-parser (the drop-in, issue 27): robots-parser's calls, as its users make them.

function parseAllDropIn(inputs: readonly ParseInput[]): number {
  let parsed = 0;
  for (const input of inputs) if (dropIn(input.robotsUrl, input.text)) parsed++;
  return parsed;
}

/** queryTheirs through the drop-in: the same calls, the same URLs. */
function queryDropIn(sets: readonly QuerySet[]): number {
  let allowed = 0;
  for (const { dropIn: robots, token, urls } of sets)
    for (const url of urls) {
      if (robots.isAllowed(url, GOOGLEBOT) === true) allowed++;
      if (robots.isAllowed(url, token) === true) allowed++;
    }
  return allowed;
}

/** A query line as a crawler meets it: the file's text, its robots.txt URL, the URLs to ask. */
interface QueryInput {
  readonly robotsUrl: string;
  readonly text: string;
  readonly token: string;
  readonly urls: readonly string[];
}

/** Parse each line's file, then ask it every URL of the line for both agents: a crawler's work per site. */
function parseAndQuery(
  parse: (
    url: string,
    text: string,
  ) => { isAllowed(url: string, ua?: string): boolean | undefined },
  lines: readonly QueryInput[],
): number {
  let allowed = 0;
  for (const { robotsUrl, text, token, urls } of lines) {
    const robots = parse(robotsUrl, text);
    for (const url of urls) {
      if (robots.isAllowed(url, GOOGLEBOT) === true) allowed++;
      if (robots.isAllowed(url, token) === true) allowed++;
    }
  }
  return allowed;
}

/** Untimed: the drop-in's and robots-parser's answers to every query (undefined included). */
function compareDropIn(sets: readonly QuerySet[]) {
  let total = 0;
  let same = 0;
  let bothUndefined = 0;
  let oursOnlyAllowed = 0;
  let theirsOnlyAllowed = 0;
  let otherwise = 0;
  for (const { dropIn: robots, theirs, token, urls } of sets)
    for (const url of urls)
      for (const agent of [GOOGLEBOT, token]) {
        total++;
        const a = robots.isAllowed(url, agent);
        const b = theirs.isAllowed(url, agent);
        if (a === b) {
          same++;
          if (a === undefined) bothUndefined++;
        } else if (a === true && b === false) oursOnlyAllowed++;
        else if (a === false && b === true) theirsOnlyAllowed++;
        else otherwise++;
      }
  return { total, same, bothUndefined, oursOnlyAllowed, theirsOnlyAllowed, otherwise };
}

/** Untimed: both answers to every query, in the timed loops' order. */
function compareAnswers(sets: readonly QuerySet[]) {
  let total = 0;
  let same = 0;
  let undefinedAnswers = 0;
  let oursOnlyAllowed = 0;
  let theirsOnlyAllowed = 0;
  for (const { ours, theirs, token, urls } of sets)
    for (const url of urls)
      for (const agent of [GOOGLEBOT, token]) {
        total++;
        const a = ours.isAllowed(url, agent);
        const b = theirs.isAllowed(url, agent);
        if (b === undefined) undefinedAnswers++;
        else if (a === b) same++;
        else if (a) oursOnlyAllowed++;
        else theirsOnlyAllowed++;
      }
  return { total, same, undefinedAnswers, oursOnlyAllowed, theirsOnlyAllowed };
}

/** The JavaScript heap and the typed arrays' backing stores (kept outside the heap). */
function heapNow(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Heap growth per file while every parse result is kept. A function call per run: a finished
 * call's frame holds no stale reference to the previous run's results. */
function heapOnce(inputs: readonly ParseInput[], parse: (input: ParseInput) => unknown): number {
  collect();
  collect();
  const before = heapNow();
  const kept: unknown[] = new Array(inputs.length);
  for (let i = 0; i < inputs.length; i++) kept[i] = parse(inputs[i]!);
  collect();
  collect();
  const after = heapNow();
  sink += kept.length;
  return (after - before) / inputs.length;
}

/** One query per file (its query line's first URL for its token, else "/" for Googlebot), so the
 * heap figure includes what the first question builds (selection, compiled rules). */
function firstQuery(input: ParseInput): { readonly url: string; readonly token: string } {
  return input.firstQuery ?? { url: "/", token: GOOGLEBOT };
}

/** Bytes of heap per parsed file: gc, parse all keeping the results, gc; median of HEAP_RUNS. */
function heapPerFile(inputs: readonly ParseInput[], parse: (input: ParseInput) => unknown): number {
  const perFile: number[] = [];
  for (let run = 0; run < HEAP_RUNS; run++) perFile.push(heapOnce(inputs, parse));
  return median(perFile);
}

// ---------------------------------------------------------------------------------------
// Report.

const OURS_NAME = "robots-policy";
const THEIRS_NAME = "robots-parser";

function packageVersion(name: string): string {
  const path =
    name === OURS_NAME
      ? join(root, "package.json")
      : join(root, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(path, "utf8")) as { version: string }).version;
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const fixed = (digits: number) => (n: number) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;

/** ±spread of a rate, as the largest relative distance of a run from the median duration. */
function spread(t: Timed): string {
  return `±${((100 * Math.max(t.max - t.median, t.median - t.min)) / t.median).toFixed(0)}%`;
}

interface Row {
  readonly figure: string;
  readonly ours: string;
  readonly theirs: string;
  readonly ratio: string;
  readonly note: string;
}

function rateRow(
  figure: string,
  work: number,
  t: [Timed, Timed],
  format: (n: number) => string,
): Row {
  const [ours, theirs] = [work / (t[0].median / 1000), work / (t[1].median / 1000)];
  return {
    figure,
    ours: format(ours),
    theirs: format(theirs),
    ratio: `${(ours / theirs).toFixed(2)}×`,
    note: `runs ${spread(t[0])} / ${spread(t[1])}`,
  };
}

function heapRow(figure: string, ours: number, theirs: number): Row {
  return {
    figure,
    ours: fixed(2)(ours / 1000),
    theirs: fixed(2)(theirs / 1000),
    ratio: `${(ours / theirs).toFixed(2)}×`,
    note: "",
  };
}

function printTable(rows: readonly Row[], oursName = OURS_NAME): void {
  const header: Row = {
    figure: "figure (median of runs)",
    ours: oursName,
    theirs: THEIRS_NAME,
    ratio: "ours/theirs",
    note: "",
  };
  const all = [header, ...rows];
  const w = (key: keyof Row) => Math.max(...all.map((r) => r[key].length));
  const line = (r: Row) =>
    `${r.figure.padEnd(w("figure"))}  ${r.ours.padStart(w("ours"))}  ${r.theirs.padStart(w("theirs"))}  ${r.ratio.padStart(w("ratio"))}  ${r.note}`.trimEnd();
  console.log(line(header));
  console.log("-".repeat(line(header).length + 2));
  for (const r of rows) console.log(line(r));
}

// ---------------------------------------------------------------------------------------

function benchCorpus(corpus: string, sample: boolean): void {
  const started = performance.now();
  const { files, queries, textOf } = loadCorpus(corpus, sample);
  const totalBytes = files.reduce((n, f) => n + f.bytes, 0);
  const withinLimit = files.filter((f) => f.bytes <= MAX_BYTES);
  const withinBytes = withinLimit.reduce((n, f) => n + f.bytes, 0);
  const queryCount = queries.reduce((n, q) => n + 2 * q.urls.length, 0);
  const cpu = cpus();
  console.log("");
  console.log(
    `== corpus ${relative(root, corpus)}: ${int(files.length)} files, ${fixed(1)(totalBytes / 1e6)} MB; ${int(queries.length)} query lines, ${int(queryCount)} queries (each URL for ${GOOGLEBOT} and the line's token)`,
  );
  console.log(
    `each figure: one untimed warm-up, then the median of ${RUNS} timed runs (heap: median of ${HEAP_RUNS}); MB = 10^6 UTF-8 bytes of input`,
  );
  if (sample)
    console.log(
      "--quick is a smoke run: its timed runs last ~0.1 s each and the figures are noisy; quote the full run",
    );
  const load = loadavg()[0]!;
  if (load > cpu.length / 2)
    console.log(
      `WARNING: load average ${load.toFixed(2)} on ${cpu.length} CPUs: other processes compete for the CPU and the figures are noisy`,
    );
  console.log("");

  // 1. Parse throughput: strings already in memory.
  const parseAll = timePair(
    () => parseAllOurs(files),
    () => parseAllTheirs(files),
  );
  // Equal work: robots-policy stops reading at MAX_BYTES, robots-parser does not.
  const parseWithin =
    withinLimit.length < files.length
      ? timePair(
          () => parseAllOurs(withinLimit),
          () => parseAllTheirs(withinLimit),
        )
      : undefined;

  // 2. Query throughput: every file parsed once, untimed; only isAllowed is timed.
  const sets: QuerySet[] = queries.map((q) => {
    const text = textOf(q.file);
    return {
      ours: parseRobotsTxt(text),
      theirs: robotsParser(q.robotsUrl, text),
      dropIn: dropIn(q.robotsUrl, text),
      token: q.token,
      urls: q.urls,
    };
  });
  const answers = compareAnswers(sets); // also warms the selection caches of both
  const query = timePair(
    () => queryOurs(sets),
    () => queryTheirs(sets),
  );

  // 2b. The drop-in (robots-policy/robots-parser) against robots-parser: the same calls.
  const dropInAnswers = compareDropIn(sets); // also warms the drop-in's files
  const dropInQuery = timePair(
    () => queryDropIn(sets),
    () => queryTheirs(sets),
  );
  sets.length = 0;
  const dropInParse = timePair(
    () => parseAllDropIn(files),
    () => parseAllTheirs(files),
  );
  const lines: QueryInput[] = queries.map((q) => ({ ...q, text: textOf(q.file) }));
  const dropInEndToEnd = timePair(
    () => parseAndQuery(dropIn, lines),
    () => parseAndQuery(robotsParser, lines),
  );
  lines.length = 0;

  // 3. Heap per parsed file (the input strings are held outside the measurement): parsed only,
  // and after one query each (what a crawler holds for a site it has started on).
  const heapOurs = heapPerFile(files, (f) => parseRobotsTxt(f.text));
  const heapTheirs = heapPerFile(files, (f) => robotsParser(f.robotsUrl, f.text));
  // After one query each; and what a crawler keeps when it lets the fetched text go: each
  // parse gets a string of its own, so whatever a library keeps of its input counts.
  const held = (f: ParseInput) => f.text;
  const fresh = (f: ParseInput) => decoder.decode(f.raw);
  const queriedOurs = (text: (f: ParseInput) => string) => (f: ParseInput) => {
    const robots = parseRobotsTxt(text(f));
    const { url, token } = firstQuery(f);
    sink += robots.isAllowed(url, token) ? 1 : 0;
    return robots;
  };
  const queriedTheirs = (text: (f: ParseInput) => string) => (f: ParseInput) => {
    const robots = robotsParser(f.robotsUrl, text(f));
    const { url, token } = firstQuery(f);
    const absolute = url.startsWith("/") ? f.robotsUrl.replace(/\/robots\.txt$/, url) : url;
    sink += robots.isAllowed(absolute, token) ? 1 : 0;
    return robots;
  };
  const heapQueriedOurs = heapPerFile(files, queriedOurs(held));
  const heapQueriedTheirs = heapPerFile(files, queriedTheirs(held));
  const heapFreshOurs = heapPerFile(files, queriedOurs(fresh));
  const heapFreshTheirs = heapPerFile(files, queriedTheirs(fresh));
  const parseModel = timePair(
    () => parseAllOursWithModel(withinLimit),
    () => parseAllTheirs(withinLimit),
  );

  const mb = (bytes: number) => (t: [Timed, Timed]) => rateRow("", bytes / 1e6, t, fixed(1));
  printTable([
    { ...mb(totalBytes)(parseAll), figure: `parse MB/s, all ${int(files.length)} files` },
    { ...rateRow("", files.length, parseAll, int), figure: "parse files/s, all files" },
    ...(parseWithin
      ? [
          {
            ...mb(withinBytes)(parseWithin),
            figure: `parse MB/s, ${int(withinLimit.length)} files ≤ ${int(MAX_BYTES)} B`,
          },
          {
            ...rateRow("", withinLimit.length, parseWithin, int),
            figure: `parse files/s, files ≤ ${int(MAX_BYTES)} B`,
          },
        ]
      : []),
    {
      ...mb(withinBytes)(parseModel),
      figure: `parse MB/s + policy model and diagnostics, ≤ ${int(MAX_BYTES)} B`,
    },
    rateRow("queries/s (isAllowed, full URLs)", queryCount, query, int),
    heapRow("heap per parsed file (KB, lower is better)", heapOurs, heapTheirs),
    heapRow("heap per file after one query (KB)", heapQueriedOurs, heapQueriedTheirs),
    heapRow("  the same, input not held by the benchmark (KB)", heapFreshOurs, heapFreshTheirs),
  ]);

  const defined = answers.total - answers.undefinedAnswers;
  console.log(
    `\nrobots-policy/robots-parser (the drop-in: robotsParser(robotsUrl, text), then isAllowed(url, ua)) against ${THEIRS_NAME}, the same calls:`,
  );
  printTable(
    [
      { ...mb(totalBytes)(dropInParse), figure: `parse MB/s, all ${int(files.length)} files` },
      rateRow("queries/s (isAllowed, the same URLs)", queryCount, dropInQuery, int),
      rateRow(
        `parse + the line's queries, query lines/s (${int(queries.length)} lines)`,
        queries.length,
        dropInEndToEnd,
        fixed(1),
      ),
    ],
    "drop-in",
  );
  console.log(
    `  answers: ${int(dropInAnswers.same)} of ${int(dropInAnswers.total)} the same (${pct(dropInAnswers.same, dropInAnswers.total)}; both undefined: ${int(dropInAnswers.bothUndefined)}); allowed only by the drop-in: ${int(dropInAnswers.oursOnlyAllowed)}, only by ${THEIRS_NAME}: ${int(dropInAnswers.theirsOnlyAllowed)}; otherwise (one undefined): ${int(dropInAnswers.otherwise)}
  (docs/migrating-from-robots-parser.md lists each difference)`,
  );
  console.log(`
agreement: ${int(answers.same)} of ${int(answers.total)} queries get the same answer (${pct(answers.same, answers.total)}; ${pct(answers.same, defined)} of those robots-parser answered)
  allowed only by ${OURS_NAME}: ${int(answers.oursOnlyAllowed)}; allowed only by ${THEIRS_NAME}: ${int(answers.theirsOnlyAllowed)} (the libraries differ by design: see docs/compatibility.md)
  ${THEIRS_NAME} answered undefined (URL not on its robots.txt origin): ${int(answers.undefinedAnswers)}

notes:
  - ${OURS_NAME} reads the first ${int(MAX_BYTES)} bytes of a file (RFC 9309 §2.5), ${THEIRS_NAME} all of it.${
    parseWithin
      ? `\n    ${int(files.length - withinLimit.length)} file(s) above that hold ${pct(totalBytes - withinBytes, totalBytes)} of the bytes: the "≤ ${int(MAX_BYTES)} B" rows\n    compare equal work. MB/s always counts every input byte.`
      : ` No sampled file is larger.`
  }
  - ${OURS_NAME} compiles a crawler's rules on its first query and caches them per file; the
    query figure is for warm files (the untimed comparison pass asked every query once).
  - parse rows build what queries need (${OURS_NAME}: the crawl index; its policy model and
    diagnostics are made on first use), the "+ policy model" row builds everything for every file.
  - heap per file: JavaScript heap plus typed-array backing stores, after forced gc; the input
    strings are held by the benchmark for both, except in the "input not held" row, where each
    parse gets a string decoded for it alone; "runs ±" is the largest distance of a timed run
    from the median, ours / theirs.
  time ${((performance.now() - started) / 1000).toFixed(0)} s
`);
}

function main(): void {
  warnIfDistIsStale();
  const cpu = cpus();
  console.log(
    `${OURS_NAME} ${packageVersion(OURS_NAME)} (dist/, tsc output) vs ${THEIRS_NAME} ${packageVersion(THEIRS_NAME)}${QUICK ? "   [--quick: every 10th file and query line]" : ""}`,
  );
  console.log(
    `Node ${process.version}, ${process.platform}/${process.arch}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}`,
  );
  if (existsSync(SHARED_CORPUS)) benchCorpus(SHARED_CORPUS, QUICK);
  else
    console.log(
      `\n(the shared corpus is not at ${SHARED_CORPUS}: only the fixtures sample below)\n`,
    );
  benchCorpus(FIXTURES_CORPUS, false);
  benchGrowth(collect);
}

main();
