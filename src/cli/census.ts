// The census command: runs census() or mergeCensus() with a progress line on a terminal, then
// prints a short summary (captures, parsed files, throughput, the most blocked crawlers) and
// where the files are.
import { resolve } from "node:path";
import {
  census,
  mergeCensus,
  parseShard,
  ProgressDisplay,
  type CensusAggregate,
  type CensusFiles,
} from "../census/index.js";
import type { CensusCommand, CensusMergeCommand } from "./census-args.js";
import { EXIT_OK, UsageError } from "./errors.js";
import type { Output } from "./io.js";

/** The crawlers listed in the summary. */
const TOP = 8;

const number = (n: number) => n.toLocaleString("en");
const percent = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : "-";

/** The crawlers most often fully blocked by name, among parsed robots.txt files. */
export function topBlocked(aggregate: CensusAggregate, top = TOP): string[] {
  const json = aggregate.toJSON();
  const parsed = json.parsed.captures;
  const rows = Object.entries(json.parsed.crawlers)
    .filter(([, counts]) => counts.fullExplicit > 0)
    .sort(([a, x], [b, y]) => y.fullExplicit - x.fullExplicit || (a < b ? -1 : 1))
    .slice(0, top);
  if (rows.length === 0) return ["  no crawler is fully blocked by name in these files"];
  const width = Math.max(...rows.map(([name]) => name.length));
  return [
    `  fully blocked by name (of ${number(parsed)} parsed files; with * in brackets):`,
    ...rows.map(
      ([name, counts]) =>
        `    ${name.padEnd(width)}  ${number(counts.fullExplicit).padStart(9)}  ${percent(counts.fullExplicit, parsed).padStart(7)}  (${percent(counts.fullEffective, parsed)})`,
    ),
  ];
}

function filesText(files: CensusFiles): string[] {
  const list = [
    files.rows,
    files.aggregate,
    files.summary,
    files.reportMarkdown,
    files.reportHtml,
    files.manifest,
    files.parquet?.captures,
    files.parquet?.verdicts,
  ].filter((file): file is string => file !== undefined);
  return ["files:", ...list.map((file) => `  ${file}`)];
}

/** census() and mergeCensus() say what the user got wrong with messages starting "census". */
function asUsageError(error: unknown): never {
  if (
    error instanceof Error &&
    (error.name === "ParquetUnavailable" ||
      ((error instanceof TypeError || error instanceof RangeError) &&
        /^(census|shard)\b/.test(error.message)))
  )
    throw new UsageError(error.message);
  throw error;
}

/** `census <inputs…> --out <dir>`. */
export async function censusCommand(command: CensusCommand, out: Output): Promise<number> {
  let shard;
  try {
    shard = command.shard === undefined ? undefined : parseShard(command.shard);
  } catch (error) {
    throw new UsageError(`census: --${(error as Error).message}`, { seeHelp: true });
  }
  const display = new ProgressDisplay(out.progress ?? { write: () => 0 }, {
    quiet: command.quiet,
  });
  const result = await census({
    inputs: command.inputs,
    out: command.out,
    // --rows is a path from the working directory, not from --out.
    ...(command.rows !== undefined ? { rows: resolve(command.rows) } : {}),
    knobs: { access: command.access, profile: command.profile },
    ...(command.workers !== undefined ? { workers: command.workers } : {}),
    ...(shard !== undefined ? { shard } : {}),
    parquet: command.parquet,
    onProgress: (progress) => display.update(progress),
  })
    .catch(asUsageError)
    .finally(() => display.end());
  const funnel = result.aggregate.toJSON().funnel;
  const seconds = result.elapsedMs / 1000;
  out.stdout(
    [
      `census${shard ? ` shard ${shard.k}/${shard.n}` : ""}: ${number(funnel.captures)} captures from ${number(result.units)} work unit${result.units === 1 ? "" : "s"}, ${(result.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s (${(result.bytes / 1e6 / Math.max(seconds, 1e-3)).toFixed(1)} MB/s)`,
      `  parsed robots.txt files: ${number(funnel.parsed)} (${percent(funnel.parsed, funnel.captures)}); redirects: ${number(funnel.outcome.redirect)}; input problems: ${number(result.stats.problems)}`,
      ...topBlocked(result.aggregate),
      ...filesText(result.files),
      "",
    ].join("\n"),
  );
  return EXIT_OK;
}

/** `census merge <dirs…> --out <dir>`. */
export async function censusMergeCommand(
  command: CensusMergeCommand,
  out: Output,
): Promise<number> {
  const result = await mergeCensus({
    dirs: command.dirs,
    out: command.out,
    ...(command.rows !== undefined ? { rows: resolve(command.rows) } : {}),
    parquet: command.parquet,
  }).catch(asUsageError);
  const funnel = result.aggregate.toJSON().funnel;
  out.stdout(
    [
      `census merge: ${result.dirs.length} shards, ${number(funnel.captures)} captures; parsed robots.txt files: ${number(funnel.parsed)} (${percent(funnel.parsed, funnel.captures)})`,
      ...topBlocked(result.aggregate),
      ...filesText(result.files),
      "",
    ].join("\n"),
  );
  return EXIT_OK;
}
