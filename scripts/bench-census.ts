// `npm run bench:census` (after `npm run build`): the census's throughput on a WARC.gz in Common
// Crawl's robotstxt layout built from the shared corpus, against gunzip alone of the same file
// in the same run (issue 28's target: end-to-end on one core ≥ gunzip / 1.5, and near-linear in
// cores). It runs the built package (dist/), so the worker threads load dist/src/census/worker.js
// as users' do. Several rounds; medians.
//
//   npm run bench:census                 # ROUNDS=5 by default
//   ROUNDS=3 LIMIT=5000 npm run bench:census
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { buildCorpusWarc } from "./census-corpus-warc.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const shared = process.env["ROBOTS_POLICY_SHARED"] ?? resolve(root, "../shared");
const corpus = join(shared, "corpus", "files");
const ROUNDS = Number(process.env["ROUNDS"] ?? 3);
// The corpus, this many times over (default 4: ~47,000 captures, ~80 MB): a Common Crawl
// robotstxt file holds tens of thousands of captures, and each worker thread spends its first
// ~0.5 s warming up (V8 compiling the hot paths), which a single 11,755-capture pass would
// count once per thread. REPEAT=1 measures the corpus once.
const REPEAT = Number(process.env["REPEAT"] ?? 4);
const LIMIT = Number(process.env["LIMIT"] ?? Infinity);
// The corpus makes a small file (~20 MB): 2 MiB units give it the many units of a real crawl,
// so that the workers share the file as they share one (the default is 8 MiB).
const UNIT_BYTES = Number(process.env["UNIT_BYTES"] ?? 2 * 1024 * 1024);

if (!existsSync(corpus)) {
  console.log(
    `bench:census: no corpus at ${corpus} (set ROBOTS_POLICY_SHARED to the shared folder); nothing measured.`,
  );
  process.exit(0);
}

// The built entry point, as a user imports it (npm run bench:census builds first).
const built = join(root, "dist", "src", "census", "index.js");
if (!existsSync(built)) {
  console.error(`bench:census: ${built} is missing: run npm run build first`);
  process.exit(1);
}
const { census } = (await import(built)) as typeof import("../src/census/index.js");

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const work = mkdtempSync(join(tmpdir(), "bench-census-"));
try {
  const warc = join(work, "corpus.warc.gz");
  const captures = buildCorpusWarc(warc, corpus, LIMIT, REPEAT);
  const bytes = statSync(warc).size;
  const mb = bytes / 1e6;
  console.log(
    `WARC.gz of the corpus ×${REPEAT}: ${captures} captures, ${mb.toFixed(1)} MB (${(gunzipSync(readFileSync(warc)).length / 1e6).toFixed(1)} MB inflated); ${availableParallelism()} cores; ${ROUNDS} rounds, medians`,
  );

  /** gunzip alone: the file read and inflated whole with node:zlib (its fastest path). */
  const gunzip = (): number => {
    const start = performance.now();
    gunzipSync(readFileSync(warc));
    return performance.now() - start;
  };
  /** The census end to end (plan, read, rows, aggregate, reports, manifest). */
  const unitsMs = new Map<string, number[]>();
  // CPU time of the whole process (every thread: workers, libuv's zlib threads, V8's GC and
  // compiler threads), so that "cores busy" shows what one worker already takes.
  const cpuMs = new Map<string, number[]>();
  const run = async (workers: number, rows: string | false) => {
    const out = join(work, `out-${workers}`);
    const cpu = process.cpuUsage();
    const start = performance.now();
    const result = await census({ inputs: [warc], out, workers, rows, unitBytes: UNIT_BYTES });
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const key = `${workers}/${rows}`;
    unitsMs.set(key, [...(unitsMs.get(key) ?? []), result.timings.units]);
    cpuMs.set(key, [...(cpuMs.get(key) ?? []), (used.user + used.system) / 1000]);
    if (result.stats.captures !== captures)
      throw new Error(`census read ${result.stats.captures} captures, expected ${captures}`);
    rmSync(out, { recursive: true, force: true });
    return ms;
  };

  const cases: { name: string; time: () => number | Promise<number> }[] = [
    { name: "gunzip alone (node:zlib gunzipSync)", time: gunzip },
    { name: "census, main thread (workers: 0)", time: () => run(0, "captures.ndjson") },
    { name: "census, 1 worker thread", time: () => run(1, "captures.ndjson") },
    { name: "census, 2 worker threads", time: () => run(2, "captures.ndjson") },
    { name: "census, 1 worker thread, no rows", time: () => run(1, false) },
    { name: "census, 2 worker threads, no rows", time: () => run(2, false) },
  ];
  const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  await run(1, false); // warm-up: the page cache, the JIT of the main thread
  for (let round = 0; round < ROUNDS; round++)
    for (const c of cases) times.get(c.name)!.push(await c.time());

  const ms = (name: string) => median(times.get(name)!);
  const phase = (key: string) => mb / (median(unitsMs.get(key)!) / 1000);
  const width = Math.max(...cases.map((c) => c.name.length));
  for (const c of cases)
    console.log(
      `${c.name.padEnd(width)}  ${ms(c.name).toFixed(0).padStart(6)} ms  ${(mb / (ms(c.name) / 1000)).toFixed(1).padStart(7)} MB/s`,
    );
  const g = ms(cases[0]!.name);
  const [main, one, two] = [ms(cases[1]!.name), ms(cases[2]!.name), ms(cases[3]!.name)];
  console.log(
    `e2e(1 core) / gunzip, as time: main thread ${(main / g).toFixed(2)}, 1 worker ${(one / g).toFixed(2)} (target ≤ 1.5)`,
  );
  console.log(`speedup 1 → 2 worker threads: ${(one / two).toFixed(2)}×`);
  for (const [key, index, name] of [
    ["0/captures.ndjson", 1, "main thread"],
    ["1/captures.ndjson", 2, "1 worker"],
    ["2/captures.ndjson", 3, "2 workers"],
  ] as const) {
    const cpu = median(cpuMs.get(key)!);
    const wall = ms(cases[index]!.name);
    console.log(
      `CPU, ${name}: ${(cpu / 1000).toFixed(2)} s for ${(wall / 1000).toFixed(2)} s of wall time (${(cpu / wall).toFixed(2)} cores busy; ${((cpu / captures) * 1000).toFixed(0)} µs of CPU per capture)`,
    );
  }
  console.log(
    `the units phase alone (no planning, reports, manifest; the pool's start-up included): main thread ${phase("0/captures.ndjson").toFixed(1)} MB/s, 1 worker ${phase("1/captures.ndjson").toFixed(1)} MB/s, 2 workers ${phase("2/captures.ndjson").toFixed(1)} MB/s`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
