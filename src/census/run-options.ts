// census()'s options, checked: API misuse throws a TypeError or RangeError naming what was expected.
import { availableParallelism } from "node:os";
import type { CensusKnobs } from "./model.js";
import type { CensusProgress } from "./progress.js";
import { checkShard, type Shard } from "./shard.js";
import { DEFAULT_ROWS } from "./output.js";

/** What census() is asked to do. */
export interface CensusOptions {
  /** Folders of robots.txt files, NDJSON files, WARC / WARC.gz files (detected by content). */
  readonly inputs: readonly string[];
  /** The output directory (created): rows, aggregate.json, summary.json, report.md, report.html, manifest.json. */
  readonly out: string;
  /**
   * The per-capture rows file, relative to `out` (an absolute path stays): default
   * `captures.ndjson`; gzipped when the name ends in `.gz`; `false` writes no rows.
   */
  readonly rows?: string | false;
  /** The methodology knobs; default RFC 9309 for both. */
  readonly knobs?: Partial<CensusKnobs>;
  /** Worker threads: default every core (os.availableParallelism()); 0 runs in the calling thread. */
  readonly workers?: number;
  /** Only shard k of n of the work units (`census merge` puts the shards back together). */
  readonly shard?: Shard;
  /** Also write the rows as Parquet (needs the optional package @duckdb/node-api). */
  readonly parquet?: boolean;
  /** Called at the start and after each work unit. */
  readonly onProgress?: (progress: CensusProgress) => void;
  /**
   * The input octets a work unit aims at (default 8 MiB): smaller units spread a small input
   * over more workers. Every shard of one census must use the same value (the units are
   * planned from it).
   */
  readonly unitBytes?: number;
}

/** The default of `unitBytes`: about a tenth of a second of one core's work on a WARC.gz. */
export const DEFAULT_UNIT_BYTES = 8 * 1024 * 1024;

/** The options with every default filled in. */
export interface CheckedOptions {
  readonly inputs: readonly string[];
  readonly out: string;
  readonly rows: string | false;
  readonly knobs: CensusKnobs;
  readonly workers: number;
  readonly shard?: Shard;
  readonly parquet: boolean;
  readonly onProgress?: (progress: CensusProgress) => void;
  readonly unitBytes: number;
}

function knobsOf(knobs: unknown): CensusKnobs {
  if (knobs === undefined) return { access: "rfc9309", profile: "rfc9309" };
  if (typeof knobs !== "object" || knobs === null)
    throw new TypeError(`census: knobs: expected { access?, profile? }, got ${String(knobs)}`);
  const { access = "rfc9309", profile = "rfc9309" } = knobs as Record<string, unknown>;
  if (access !== "rfc9309" && access !== "koster1996")
    throw new RangeError(
      `census: knobs.access: expected "rfc9309" or "koster1996", got ${JSON.stringify(access)}`,
    );
  if (profile !== "rfc9309" && profile !== "google")
    throw new RangeError(
      `census: knobs.profile: expected "rfc9309" or "google", got ${JSON.stringify(profile)}`,
    );
  return { access, profile };
}

function workersOf(workers: unknown): number {
  if (workers === undefined) return availableParallelism();
  if (typeof workers !== "number" || !Number.isInteger(workers) || workers < 0)
    throw new RangeError(
      `census: workers: expected a whole number ≥ 0 (0: in the calling thread), got ${String(workers)}`,
    );
  return workers;
}

function rowsOf(rows: unknown): string | false {
  if (rows === undefined) return DEFAULT_ROWS;
  if (rows === false) return false;
  if (typeof rows !== "string" || rows === "")
    throw new TypeError(
      `census: rows: expected a file name (e.g. "captures.ndjson.gz") or false, got ${JSON.stringify(rows)}`,
    );
  return rows;
}

/** Checks census()'s options and fills in the defaults. */
export function checkOptions(options: unknown): CheckedOptions {
  if (typeof options !== "object" || options === null)
    throw new TypeError(`census: expected an options object { inputs, out, … }`);
  const o = options as Record<string, unknown>;
  const inputs = o["inputs"];
  if (!Array.isArray(inputs) || inputs.length === 0 || !inputs.every((i) => typeof i === "string"))
    throw new TypeError(`census: inputs: expected a non-empty array of paths`);
  if (typeof o["out"] !== "string" || o["out"] === "")
    throw new TypeError(`census: out: expected the output directory's path`);
  if (o["parquet"] !== undefined && typeof o["parquet"] !== "boolean")
    throw new TypeError(`census: parquet: expected a boolean`);
  if (o["onProgress"] !== undefined && typeof o["onProgress"] !== "function")
    throw new TypeError(`census: onProgress: expected a function`);
  const rows = rowsOf(o["rows"]);
  const unitBytes = o["unitBytes"] ?? DEFAULT_UNIT_BYTES;
  if (typeof unitBytes !== "number" || !Number.isInteger(unitBytes) || unitBytes < 1)
    throw new RangeError(
      `census: unitBytes: expected a whole number of octets ≥ 1, got ${String(unitBytes)}`,
    );
  const parquet = o["parquet"] === true;
  if (parquet && rows === false)
    throw new RangeError(
      `census: parquet: the Parquet files are made from the rows file; rows is false (give it a name)`,
    );
  return {
    inputs: [...(inputs as string[])],
    out: o["out"],
    rows,
    knobs: knobsOf(o["knobs"]),
    workers: workersOf(o["workers"]),
    ...(o["shard"] !== undefined ? { shard: checkShard(o["shard"], "census: shard") } : {}),
    parquet,
    unitBytes,
    ...(o["onProgress"] !== undefined
      ? { onProgress: o["onProgress"] as (progress: CensusProgress) => void }
      : {}),
  };
}
