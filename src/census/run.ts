// census(): plans the work units of the inputs, runs them over worker threads, writes the rows in
// unit order (the same bytes whatever the number of workers), adds up the units' aggregates
// exactly, and writes aggregate.json, the reports and the manifest.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { CensusAggregate } from "./aggregate.js";
import { planUnits } from "./input/plan.js";
import { newReadStats, type ReadStats, type WorkUnit } from "./input/unit.js";
import { AGGREGATE_FILE, openRows, rowsPath, writeJson, type RowsFile } from "./output.js";
import { checkParquet, PARQUET_FILES, writeParquet } from "./parquet.js";
import type { CensusProgress } from "./progress.js";
import { buildManifest, type CensusManifest } from "./report/manifest.js";
import { writeReports } from "./report/write.js";
import { checkOptions, type CensusOptions, type CheckedOptions } from "./run-options.js";
import { runInOrder } from "./run-order.js";
import { shardOf } from "./shard.js";
import { runUnit, type UnitResult, type UnitTask } from "./task.js";
import { inThreadRunner, threadRunner, workerFile, type TaskRunner } from "./worker-pool.js";

export type { CensusOptions } from "./run-options.js";

/** The files a census run wrote (absolute or as `out` was given). */
export interface CensusFiles {
  /** The per-capture rows (absent with `rows: false`). */
  readonly rows?: string;
  readonly aggregate: string;
  readonly summary: string;
  readonly reportMarkdown: string;
  readonly reportHtml: string;
  readonly manifest: string;
  /** With `parquet: true`. */
  readonly parquet?: { readonly captures: string; readonly verdicts: string };
}

/** What census() did. */
export interface CensusResult {
  readonly files: CensusFiles;
  /** This run's work units (its shard's), the input octets they cover, and the time it took. */
  readonly units: number;
  readonly bytes: number;
  readonly elapsedMs: number;
  /** Where the time went, in ms: planning the units, running them, writing the reports and Parquet. */
  readonly timings: { readonly plan: number; readonly units: number; readonly write: number };
  /** What the readers counted: records, captures, skipped records by type, problems. */
  readonly stats: ReadStats;
  /** The exact counts (as written to aggregate.json). */
  readonly aggregate: CensusAggregate;
  readonly manifest: CensusManifest;
}

/** Finished units held while an earlier one runs, per worker (bounds memory). */
const WINDOW_PER_WORKER = 4;

function addStats(total: ReadStats, more: ReadStats): void {
  total.records += more.records;
  total.captures += more.captures;
  total.problems += more.problems;
  for (const [type, count] of Object.entries(more.skipped))
    total.skipped[type] = (total.skipped[type] ?? 0) + count;
}

function runnerFor(o: CheckedOptions, units: number): TaskRunner<UnitTask, UnitResult> {
  if (o.workers === 0) return inThreadRunner(runUnit);
  return threadRunner(workerFile("worker"), Math.max(1, Math.min(o.workers, units)));
}

/** The files' paths in `out`. */
function filesOf(o: CheckedOptions, rows: RowsFile | undefined): CensusFiles {
  return {
    ...(rows !== undefined ? { rows: rows.path } : {}),
    aggregate: join(o.out, AGGREGATE_FILE),
    summary: join(o.out, "summary.json"),
    reportMarkdown: join(o.out, "report.md"),
    reportHtml: join(o.out, "report.html"),
    manifest: join(o.out, "manifest.json"),
    ...(o.parquet
      ? {
          parquet: {
            captures: join(o.out, PARQUET_FILES.captures),
            verdicts: join(o.out, PARQUET_FILES.verdicts),
          },
        }
      : {}),
  };
}

/** Runs the units in order; the rows go to `rows`, the counts into `total` and `stats`. */
async function runUnits(
  o: CheckedOptions,
  units: readonly WorkUnit[],
  rows: RowsFile | undefined,
  into: { total: CensusAggregate; stats: ReadStats },
): Promise<void> {
  const start = performance.now();
  const bytes = units.reduce((sum, unit) => sum + unit.bytes, 0);
  let done = { unitsDone: 0, bytesDone: 0 };
  const report = (): void =>
    o.onProgress?.({
      units: units.length,
      bytes,
      ...done,
      captures: into.stats.captures,
      elapsedMs: performance.now() - start,
    } satisfies CensusProgress);
  const encoding = rows === undefined ? "none" : rows.gzip ? "gzip" : "ndjson";
  const runner = runnerFor(o, units.length);
  report();
  try {
    await runInOrder(
      units,
      (unit) => runner.run({ unit, knobs: o.knobs, rows: encoding }),
      { window: runner.concurrency * WINDOW_PER_WORKER },
      async (result, index) => {
        if (rows !== undefined && result.rows !== undefined) await rows.append(result.rows);
        into.total.merge(CensusAggregate.fromJSON(result.aggregate));
        addStats(into.stats, result.stats);
        done = {
          unitsDone: done.unitsDone + 1,
          bytesDone: done.bytesDone + (units[index]?.bytes ?? 0),
        };
        report();
      },
    );
  } finally {
    await runner.close();
  }
}

/**
 * Runs a census over `options.inputs` and writes its files into `options.out`. Rejects with a
 * TypeError or RangeError on bad options or a missing input; content never fails a run (a
 * malformed record is counted in `stats.problems`).
 */
export async function census(options: CensusOptions): Promise<CensusResult> {
  const o = checkOptions(options);
  if (o.parquet) await checkParquet();
  const started = new Date();
  const start = performance.now();
  const units = shardOf(await planUnits(o.inputs, { unitBytes: o.unitBytes }), o.shard);
  const planned = performance.now();
  // The inputs' checksums are read while the workers run (the main thread is mostly idle).
  const manifestLater = buildManifest({
    inputs: o.inputs,
    knobs: o.knobs,
    started,
    finished: started,
    ...(o.shard !== undefined ? { shard: { index: o.shard.k, count: o.shard.n } } : {}),
  });
  manifestLater.catch(() => {});
  await mkdir(o.out, { recursive: true });
  const rows = o.rows === false ? undefined : await openRows(rowsPath(o.out, o.rows));
  const into = { total: new CensusAggregate(), stats: newReadStats() };
  try {
    await runUnits(o, units, rows, into);
  } finally {
    await rows?.close();
  }
  const ran = performance.now();
  const manifest: CensusManifest = {
    ...(await manifestLater),
    finished: new Date().toISOString(),
  };
  const files = filesOf(o, rows);
  await writeJson(files.aggregate, into.total.toJSON());
  await writeReports(o.out, into.total, manifest);
  if (files.parquet !== undefined && files.rows !== undefined)
    await writeParquet(files.rows, files.parquet);
  return {
    files,
    units: units.length,
    bytes: units.reduce((sum, unit) => sum + unit.bytes, 0),
    elapsedMs: performance.now() - start,
    timings: { plan: planned - start, units: ran - planned, write: performance.now() - ran },
    stats: into.stats,
    aggregate: into.total,
    manifest,
  };
}
