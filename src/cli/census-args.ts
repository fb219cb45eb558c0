// `census <inputs…>` and `census merge <dirs…>`: their command lines → commands. Throws UsageError.
import { HELP, parse, SEE_HELP, type Options } from "./args-common.js";
import { UsageError } from "./errors.js";

/** `census <inputs…> --out <dir> [options]`. */
export interface CensusCommand {
  readonly kind: "census";
  readonly inputs: readonly string[];
  readonly out: string;
  /** The rows file (relative to the working directory); default captures.ndjson in --out. */
  readonly rows?: string;
  readonly access: "rfc9309" | "koster1996";
  readonly profile: "rfc9309" | "google";
  /** Worker threads; default all cores. */
  readonly workers?: number;
  readonly shard?: string;
  readonly parquet: boolean;
  readonly quiet: boolean;
}

/** `census merge <dirs…> --out <dir> [--rows <file>] [--parquet]`. */
export interface CensusMergeCommand {
  readonly kind: "census-merge";
  readonly dirs: readonly string[];
  readonly out: string;
  /** Concatenate the shards' rows into this file (relative to the working directory). */
  readonly rows?: string;
  readonly parquet: boolean;
  readonly quiet: boolean;
}

const CENSUS = {
  ...HELP,
  out: { type: "string", short: "o" },
  rows: { type: "string" },
  access: { type: "string" },
  profile: { type: "string", short: "p" },
  workers: { type: "string", short: "j" },
  shard: { type: "string" },
  parquet: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
} as const satisfies Options;

const MERGE = {
  ...HELP,
  out: { type: "string", short: "o" },
  rows: { type: "string" },
  parquet: { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
} as const satisfies Options;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  option: string,
  where: string,
): T {
  const chosen = value ?? allowed[0]!;
  if (!(allowed as readonly string[]).includes(chosen))
    throw new UsageError(
      `${where}: unknown ${option} ${JSON.stringify(chosen)} (expected ${allowed.join(" or ")})`,
      SEE_HELP,
    );
  return chosen as T;
}

function workersOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw new UsageError(
      `census: invalid --workers ${JSON.stringify(value)} (expected a whole number: 0 runs in the main thread)`,
      SEE_HELP,
    );
  return Number(value);
}

function outOf(value: string | undefined, where: string): string {
  if (value === undefined || value === "")
    throw new UsageError(`${where}: missing --out <dir> (where the results go)`, SEE_HELP);
  return value;
}

export type CensusCommands =
  CensusCommand | CensusMergeCommand | { kind: "help"; command: "census" };

/** Parses the words after `census`. */
export function parseCensus(args: readonly string[]): CensusCommands {
  if (args[0] === "merge") return parseMerge(args.slice(1));
  const { values, positionals } = parse(args, CENSUS, "census: ");
  if (values.help) return { kind: "help", command: "census" };
  if (positionals.length === 0)
    throw new UsageError(
      "census: missing <input> (a folder of robots.txt files, an NDJSON file, or WARC files)",
      SEE_HELP,
    );
  const workers = workersOf(values.workers);
  return {
    kind: "census",
    inputs: positionals,
    out: outOf(values.out, "census"),
    ...(values.rows !== undefined ? { rows: values.rows } : {}),
    access: oneOf(values.access, ["rfc9309", "koster1996"] as const, "--access", "census"),
    profile: oneOf(values.profile, ["rfc9309", "google"] as const, "--profile", "census"),
    ...(workers !== undefined ? { workers } : {}),
    ...(values.shard !== undefined ? { shard: values.shard } : {}),
    parquet: values.parquet ?? false,
    quiet: values.quiet ?? false,
  };
}

function parseMerge(args: readonly string[]): CensusCommands {
  const { values, positionals } = parse(args, MERGE, "census merge: ");
  if (values.help) return { kind: "help", command: "census" };
  if (positionals.length === 0)
    throw new UsageError(
      "census merge: missing <dir> (the output directories of the shards)",
      SEE_HELP,
    );
  return {
    kind: "census-merge",
    dirs: positionals,
    out: outOf(values.out, "census merge"),
    ...(values.rows !== undefined ? { rows: values.rows } : {}),
    parquet: values.parquet ?? false,
    quiet: values.quiet ?? false,
  };
}
