// manifest.json: what made a census's numbers (the tool and its version, the crawler panel, the
// inputs with checksums, the times, the shard, every methodology knob), so that a reader can tell
// two runs apart and redo one.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { AGGREGATE_VERSION, type PanelEntry } from "../aggregate-json.js";
import type { CensusKnobs } from "../model.js";
import { CENSUS_PANEL } from "../panel.js";

/** The manifest's `format` field. */
export const MANIFEST_FORMAT = "robots-policy-census-manifest";

/**
 * The version of the per-capture row format (model.ts's CaptureRow). model.ts does not carry one
 * yet; this is the first.
 */
export const ROW_FORMAT_VERSION = 1;

/** The version of summary.json's format. */
export const SUMMARY_FORMAT_VERSION = 1;

/** One input and its checksum. */
export interface CensusManifestInput {
  /** As the user named it. */
  readonly path: string;
  readonly kind: "file" | "folder";
  /** Octets: the file's, or the sum of the folder's files. */
  readonly size: number;
  /** A folder's file count (recursive). */
  readonly files?: number;
  /**
   * sha256 (hex) of the file; of a folder, sha256 of the lines `<sha256 of file>  <relative path>\n`
   * over its files sorted by relative path (the output of `sha256sum`, sorted).
   */
  readonly sha256: string;
}

/** A shard of a census: the k-th of n (from 1). */
export interface CensusShard {
  readonly index: number;
  readonly count: number;
}

/** manifest.json. */
export interface CensusManifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly version: 1;
  readonly tool: { readonly name: "robots-policy"; readonly version: string };
  /**
   * The crawler panel: its size and sha256 of the JSON array of `[name, operator, purpose]` in
   * panel order (the bundled ai.robots.txt list and the core panel, as the census used them).
   */
  readonly panel: { readonly crawlers: number; readonly sha256: string };
  readonly inputs: readonly CensusManifestInput[];
  /** ISO 8601 times. */
  readonly started: string;
  readonly finished: string;
  /** Absent for a whole census; the shards' list once merged. */
  readonly shards?: readonly CensusShard[];
  readonly knobs: CensusKnobs;
  readonly formats: { readonly row: number; readonly aggregate: number; readonly summary: number };
}

/** The package's version, read through its own "./package.json" export (as src/cli does). */
export function toolVersion(): string {
  const pkg: unknown = createRequire(import.meta.url)("robots-policy/package.json");
  const v = typeof pkg === "object" && pkg !== null && "version" in pkg ? pkg.version : undefined;
  return typeof v === "string" ? v : "unknown";
}

/** sha256 (hex) of the panel's names, operators and purposes in order. */
export function panelHash(
  panel: readonly Pick<PanelEntry, "name" | "operator" | "purpose">[],
): string {
  const text = JSON.stringify(panel.map((c) => [c.name, c.operator, c.purpose]));
  return createHash("sha256").update(text).digest("hex");
}

async function fileHash(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The files under a folder, as paths relative to it with "/" separators, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .split("\\")
        .join("/"),
    );
  // Code-unit order, not the locale's: the same on every machine.
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** An input's checksum entry (a file, or a folder hashed over its sorted files). */
export async function manifestInput(path: string): Promise<CensusManifestInput> {
  const info = await stat(path);
  if (!info.isDirectory())
    return { path, kind: "file", size: info.size, sha256: await fileHash(path) };
  let dir = path;
  while (dir.length > 1 && (dir.endsWith("/") || dir.endsWith("\\"))) dir = dir.slice(0, -1);
  const files = await filesUnder(dir);
  const lines = createHash("sha256");
  let size = 0;
  for (const file of files) {
    const full = join(dir, file);
    size += (await stat(full)).size;
    lines.update(`${await fileHash(full)}  ${file}\n`);
  }
  return { path, kind: "folder", size, files: files.length, sha256: lines.digest("hex") };
}

/** What a run knows of itself, for {@link buildManifest}. */
export interface ManifestOptions {
  /** The inputs as the user named them (paths; each is hashed). */
  readonly inputs: readonly string[];
  readonly knobs: CensusKnobs;
  readonly started: Date;
  readonly finished: Date;
  readonly shard?: CensusShard;
  /** The panel the census asked about (the census's by default). */
  readonly panel?: readonly Pick<PanelEntry, "name" | "operator" | "purpose">[];
}

/** Builds manifest.json for a run: hashes every input (reads each file once). */
export async function buildManifest(options: ManifestOptions): Promise<CensusManifest> {
  const panel = options.panel ?? CENSUS_PANEL;
  const inputs: CensusManifestInput[] = [];
  for (const input of options.inputs) inputs.push(await manifestInput(input));
  return {
    format: MANIFEST_FORMAT,
    version: 1,
    tool: { name: "robots-policy", version: toolVersion() },
    panel: { crawlers: panel.length, sha256: panelHash(panel) },
    inputs,
    started: options.started.toISOString(),
    finished: options.finished.toISOString(),
    ...(options.shard === undefined ? {} : { shards: [options.shard] }),
    knobs: { access: options.knobs.access, profile: options.knobs.profile },
    formats: {
      row: ROW_FORMAT_VERSION,
      aggregate: AGGREGATE_VERSION,
      summary: SUMMARY_FORMAT_VERSION,
    },
  };
}

/**
 * The manifest of merged shards: their inputs in order, the earliest start and latest finish,
 * every shard. Throws a TypeError when the shards differ in tool version, panel, knobs or formats
 * (their counts would not mean the same thing).
 */
export function mergeManifests(manifests: readonly CensusManifest[]): CensusManifest {
  const [first] = manifests;
  if (first === undefined) throw new TypeError("mergeManifests: no manifest to merge");
  const same = (m: CensusManifest) =>
    JSON.stringify([m.tool, m.panel, m.knobs, m.formats]) ===
    JSON.stringify([first.tool, first.panel, first.knobs, first.formats]);
  const odd = manifests.find((m) => !same(m));
  if (odd !== undefined)
    throw new TypeError(
      "mergeManifests: the shards differ in tool version, crawler panel, knobs or formats; they cannot be merged",
    );
  const times = (key: "started" | "finished") => manifests.map((m) => m[key]).sort();
  const shards = manifests.flatMap((m) => m.shards ?? []);
  return {
    ...first,
    inputs: manifests.flatMap((m) => m.inputs),
    started: times("started")[0] as string,
    finished: times("finished").at(-1) as string,
    ...(shards.length === 0 ? {} : { shards }),
  };
}
