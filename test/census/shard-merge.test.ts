// --shard k/n and census merge: the shards 1/3, 2/3, 3/3 merged are one run, byte for byte in
// aggregate.json and summary.json (times aside); merge refuses shards that are not one run.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { census, mergeCensus } from "../../src/census/index.js";
import { buildCorpusWarc } from "../../scripts/census-corpus-warc.js";

const SAMPLE = new URL("../fixtures/corpus/files", import.meta.url).pathname;
const UNIT = 64 * 1024;

let work: string;
let warc: string;
let whole: string;
const shardDir = (k: number, n = 3) => join(work, `shard-${k}-of-${n}`);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "census-shard-"));
  warc = join(work, "sample.warc.gz");
  buildCorpusWarc(warc, SAMPLE);
  whole = join(work, "whole");
  await census({ inputs: [warc], out: whole, workers: 2, unitBytes: UNIT });
  for (const k of [1, 2, 3])
    await census({
      inputs: [warc],
      out: shardDir(k),
      workers: 1,
      unitBytes: UNIT,
      shard: { k, n: 3 },
      rows: "captures.ndjson.gz",
    });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (dir: string, name: string) => readFileSync(join(dir, name), "utf8");
/**
 * A summary without its times (the manifest's started, finished) and without the manifest's
 * list of shards (a merge names them, one run has none): what must equal between runs.
 */
const timeless = (text: string) =>
  JSON.stringify(JSON.parse(text), (key, value: unknown) =>
    ["started", "finished", "shards"].includes(key) ? undefined : value,
  );

describe("census --shard k/n and census merge", () => {
  it("shards 1/3, 2/3, 3/3 merged equal one run: aggregate.json byte for byte, summary.json but for times", async () => {
    const out = join(work, "merged");
    // Given in any order: merge sorts them by shard number.
    const result = await mergeCensus({
      dirs: [shardDir(3), shardDir(1), shardDir(2)],
      out,
      rows: "captures.ndjson",
    });
    expect(result.dirs).toEqual([shardDir(1), shardDir(2), shardDir(3)]);
    expect(read(out, "aggregate.json")).toBe(read(whole, "aggregate.json"));
    expect(timeless(read(out, "summary.json"))).toBe(timeless(read(whole, "summary.json")));
    const manifest = JSON.parse(read(out, "manifest.json")) as {
      shards: unknown[];
      inputs: unknown[];
    };
    expect(manifest.shards).toHaveLength(3);
    expect(manifest.inputs).toEqual(JSON.parse(read(whole, "manifest.json")).inputs);
  });

  it("concatenates the shards' rows in shard order (the same rows as one run, grouped by shard)", async () => {
    const rows = read(join(work, "merged"), "captures.ndjson").split("\n").filter(Boolean);
    const wholeRows = read(whole, "captures.ndjson").split("\n").filter(Boolean);
    expect([...rows].sort()).toEqual([...wholeRows].sort());
    const first = gunzipSync(readFileSync(join(shardDir(1), "captures.ndjson.gz")))
      .toString()
      .split("\n")
      .filter(Boolean);
    expect(rows.slice(0, first.length)).toEqual(first);
  });

  it("refuses a missing shard, naming it", async () => {
    await expect(
      mergeCensus({ dirs: [shardDir(1), shardDir(3)], out: join(work, "m1") }),
    ).rejects.toThrow(/shard 2\/3 missing/);
  });

  it("refuses a shard given twice, naming it", async () => {
    const copy = join(work, "copy-of-2");
    cpSync(shardDir(2), copy, { recursive: true });
    await expect(
      mergeCensus({ dirs: [shardDir(1), shardDir(2), copy, shardDir(3)], out: join(work, "m2") }),
    ).rejects.toThrow(/shard 2\/3 given more than once/);
  });

  it("refuses shards whose knobs differ, naming the directories", async () => {
    const odd = join(work, "odd-knobs");
    cpSync(shardDir(2), odd, { recursive: true });
    const manifest = JSON.parse(read(odd, "manifest.json")) as { knobs: { access: string } };
    manifest.knobs.access = "koster1996";
    writeFileSync(join(odd, "manifest.json"), JSON.stringify(manifest));
    await expect(
      mergeCensus({ dirs: [shardDir(1), odd, shardDir(3)], out: join(work, "m3") }),
    ).rejects.toThrow(/odd-knobs .* differ in knobs \(access koster1996/);
  });

  it("refuses shards whose crawler list differs", async () => {
    const odd = join(work, "odd-panel");
    cpSync(shardDir(3), odd, { recursive: true });
    const manifest = JSON.parse(read(odd, "manifest.json")) as { panel: { sha256: string } };
    manifest.panel.sha256 = "0".repeat(64);
    writeFileSync(join(odd, "manifest.json"), JSON.stringify(manifest));
    await expect(
      mergeCensus({ dirs: [shardDir(1), shardDir(2), odd], out: join(work, "m4") }),
    ).rejects.toThrow(/differ in crawler list/);
  });

  it("refuses a directory that is no census output", async () => {
    await expect(mergeCensus({ dirs: [work], out: join(work, "m5") })).rejects.toThrow(
      /manifest\.json is missing/,
    );
  });
});
