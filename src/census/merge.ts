// `census merge`: the shards 1/n … n/n of one census, each run anywhere into its own directory,
// put back together: their aggregates added up exactly (the merge equals one run over all the
// units), their manifests merged, the reports written, and on request their rows concatenated.
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type { Transform } from "node:stream";
import { CensusAggregate } from "./aggregate.js";
import { AGGREGATE_FILE, DEFAULT_ROWS, isGzipName, rowsPath, writeJson } from "./output.js";
import { checkParquet, PARQUET_FILES, writeParquet } from "./parquet.js";
import { mergeManifests, type CensusManifest } from "./report/manifest.js";
import { writeReports } from "./report/write.js";
import { shardSetProblem, shardText, type Shard } from "./shard.js";
import type { CensusFiles } from "./run.js";

/** What `census merge` is asked. */
export interface MergeOptions {
  /** The shards' output directories, in any order. */
  readonly dirs: readonly string[];
  /** Where the merged results go (created). */
  readonly out: string;
  /** Concatenate the shards' rows (in shard order) into this file, relative to `out`. */
  readonly rows?: string;
  /** Also write the merged rows as Parquet (needs `rows`). */
  readonly parquet?: boolean;
}

/** What `census merge` did. */
export interface MergeResult {
  readonly files: CensusFiles;
  /** The shards' directories in shard order. */
  readonly dirs: readonly string[];
  readonly aggregate: CensusAggregate;
  readonly manifest: CensusManifest;
}

interface ShardDir {
  readonly dir: string;
  readonly shard: Shard | undefined;
  readonly manifest: CensusManifest;
  readonly aggregate: unknown;
}

async function readJson(dir: string, name: string): Promise<unknown> {
  const path = join(dir, name);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new TypeError(`census merge: ${path} is missing: is ${dir} a census output directory?`, {
      cause: error,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new TypeError(`census merge: ${path} is not JSON (${(error as Error).message})`, {
      cause: error,
    });
  }
}

async function readShard(dir: string): Promise<ShardDir> {
  const manifest = (await readJson(dir, "manifest.json")) as CensusManifest;
  if (typeof manifest !== "object" || manifest === null || manifest.knobs === undefined)
    throw new TypeError(`census merge: ${join(dir, "manifest.json")} is not a census manifest`);
  const shards = manifest.shards ?? [];
  if (shards.length > 1)
    throw new TypeError(`census merge: ${dir} is already a merge of ${shards.length} shards`);
  const first = shards[0];
  const shard = first === undefined ? undefined : { k: first.index, n: first.count };
  return { dir, shard, manifest, aggregate: await readJson(dir, AGGREGATE_FILE) };
}

const knobsText = (m: CensusManifest) => `access ${m.knobs.access}, profile ${m.knobs.profile}`;
const inputsText = (m: CensusManifest) =>
  JSON.stringify(m.inputs.map((input) => [input.path, input.sha256]));

/** Refuses shards that are not one run: which directory differs, and in what. */
function checkShards(shards: readonly ShardDir[]): void {
  const [first, ...rest] = shards;
  if (first === undefined) throw new TypeError("census merge: no directory given");
  for (const other of rest) {
    const differ = (what: string, a: string, b: string) =>
      new TypeError(
        `census merge: ${other.dir} and ${first.dir} differ in ${what} (${b} vs ${a}): they are not shards of one census`,
      );
    if (knobsText(other.manifest) !== knobsText(first.manifest))
      throw differ("knobs", knobsText(first.manifest), knobsText(other.manifest));
    if (other.manifest.panel?.sha256 !== first.manifest.panel?.sha256)
      throw differ(
        "crawler list (panel hash)",
        first.manifest.panel?.sha256.slice(0, 12) ?? "none",
        other.manifest.panel?.sha256.slice(0, 12) ?? "none",
      );
    if (inputsText(other.manifest) !== inputsText(first.manifest))
      throw new TypeError(
        `census merge: ${other.dir} and ${first.dir} were run on different inputs (paths or checksums): they are not shards of one census`,
      );
  }
  const problem = shardSetProblem(shards.map((s) => s.shard));
  if (problem === undefined) return;
  const where = shards.map((s) => `${s.dir}: ${s.shard ? shardText(s.shard) : "whole"}`);
  throw new RangeError(`census merge: ${problem} (${where.join("; ")})`);
}

/** The rows file of a shard's directory: captures.ndjson or captures.ndjson.gz. */
async function shardRows(dir: string): Promise<string> {
  for (const name of [DEFAULT_ROWS, `${DEFAULT_ROWS}.gz`]) {
    const path = join(dir, name);
    if (
      await access(path).then(
        () => true,
        () => false,
      )
    )
      return path;
  }
  throw new TypeError(
    `census merge: ${dir} has no ${DEFAULT_ROWS} or ${DEFAULT_ROWS}.gz to concatenate (was it run with rows elsewhere?)`,
  );
}

/** Appends each shard's rows to `target`, recompressing only when the gzip choice differs. */
async function concatenateRows(sources: readonly string[], target: string): Promise<void> {
  const gzipOut = isGzipName(target);
  await pipeline(async function* () {}, createWriteStream(target));
  for (const source of sources) {
    const steps: Transform[] = [];
    if (isGzipName(source) && !gzipOut) steps.push(createGunzip());
    if (!isGzipName(source) && gzipOut) steps.push(createGzip());
    // Gzip members one after the other are one gzip file (RFC 1952 §2.2).
    await pipeline([createReadStream(source), ...steps, createWriteStream(target, { flags: "a" })]);
  }
}

/** Merges shard directories into `out`: aggregate.json, reports, manifest; rows on request. */
export async function mergeCensus(options: MergeOptions): Promise<MergeResult> {
  if (!Array.isArray(options.dirs) || options.dirs.length === 0)
    throw new TypeError("census merge: dirs: expected the shards' output directories");
  if (typeof options.out !== "string" || options.out === "")
    throw new TypeError("census merge: out: expected the output directory's path");
  if (options.parquet === true && options.rows === undefined)
    throw new RangeError(
      "census merge: parquet: the Parquet files are made from the rows: give rows",
    );
  if (options.parquet === true) await checkParquet();
  const shards = await Promise.all(options.dirs.map(readShard));
  checkShards(shards);
  shards.sort((a, b) => (a.shard?.k ?? 1) - (b.shard?.k ?? 1));
  const [first, ...rest] = shards.map((s) => CensusAggregate.fromJSON(s.aggregate));
  const total = first as CensusAggregate;
  for (const aggregate of rest) total.merge(aggregate);
  const merged = mergeManifests(shards.map((s) => s.manifest));
  // Every shard read the same inputs: list them once.
  const manifest: CensusManifest = { ...merged, inputs: shards[0]!.manifest.inputs };
  await mkdir(options.out, { recursive: true });
  const files: CensusFiles = {
    aggregate: join(options.out, AGGREGATE_FILE),
    summary: join(options.out, "summary.json"),
    reportMarkdown: join(options.out, "report.md"),
    reportHtml: join(options.out, "report.html"),
    manifest: join(options.out, "manifest.json"),
  };
  await writeJson(files.aggregate, total.toJSON());
  await writeReports(options.out, total, manifest);
  if (options.rows === undefined)
    return { files, dirs: shards.map((s) => s.dir), aggregate: total, manifest };
  const rows = rowsPath(options.out, options.rows);
  await concatenateRows(await Promise.all(shards.map((s) => shardRows(s.dir))), rows);
  const parquet = {
    captures: join(options.out, PARQUET_FILES.captures),
    verdicts: join(options.out, PARQUET_FILES.verdicts),
  };
  if (options.parquet === true) await writeParquet(rows, parquet);
  return {
    files: { ...files, rows, ...(options.parquet === true ? { parquet } : {}) },
    dirs: shards.map((s) => s.dir),
    aggregate: total,
    manifest,
  };
}
