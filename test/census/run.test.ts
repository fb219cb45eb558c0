// census(): the same rows and counts whatever the number of workers; shards merged equal one run;
// gzipped rows; the files written; misuse named. Inputs: the 252-file corpus sample of
// test/fixtures/corpus, as a folder and as a WARC.gz in Common Crawl's layout built from it.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { census, type CensusProgress } from "../../src/census/index.js";
import { buildCorpusWarc } from "../../scripts/census-corpus-warc.js";

const SAMPLE = new URL("../fixtures/corpus/files", import.meta.url).pathname;
const FILES = readdirSync(SAMPLE).length;
/** Small units, so that the sample makes many and the workers finish them out of order. */
const UNIT = 64 * 1024;

let work: string;
let warc: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "census-run-"));
  warc = join(work, "sample.warc.gz");
  buildCorpusWarc(warc, SAMPLE);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (dir: string, name: string) => readFileSync(join(dir, name), "utf8");

describe("census(): deterministic output whatever the workers", () => {
  it("writes the rows in unit order: the same bytes with 0, 1 and 2 workers", async () => {
    const outs = await Promise.all(
      [0, 1, 2].map(async (workers) => {
        const out = join(work, `workers-${workers}`);
        const result = await census({ inputs: [warc], out, workers, unitBytes: UNIT });
        expect(result.units).toBeGreaterThan(4);
        expect(result.stats.captures).toBe(FILES);
        return out;
      }),
    );
    const [base, ...others] = outs.map((out) => read(out, "captures.ndjson"));
    expect(base!.split("\n").length - 1).toBe(FILES);
    for (const other of others) expect(other).toBe(base);
    const aggregates = outs.map((out) => read(out, "aggregate.json"));
    for (const other of aggregates.slice(1)) expect(other).toBe(aggregates[0]);
  });

  it("writes aggregate.json, summary.json, report.md, report.html and manifest.json in out", async () => {
    const out = join(work, "files");
    const result = await census({ inputs: [SAMPLE], out, workers: 0, unitBytes: UNIT });
    expect(readdirSync(out).sort()).toEqual(
      [
        "aggregate.json",
        "captures.ndjson",
        "manifest.json",
        "report.html",
        "report.md",
        "summary.json",
      ].sort(),
    );
    expect(JSON.parse(read(out, "aggregate.json"))).toEqual(result.aggregate.toJSON());
    expect(JSON.parse(read(out, "manifest.json")).knobs).toEqual({
      access: "rfc9309",
      profile: "rfc9309",
    });
  });

  it("gzips the rows when the name ends in .gz: the same NDJSON once inflated", async () => {
    const plain = join(work, "plain");
    const zipped = join(work, "zipped");
    await census({ inputs: [warc], out: plain, workers: 2, unitBytes: UNIT });
    await census({
      inputs: [warc],
      out: zipped,
      workers: 2,
      unitBytes: UNIT,
      rows: "captures.ndjson.gz",
    });
    const inflated = gunzipSync(readFileSync(join(zipped, "captures.ndjson.gz"))).toString();
    expect(inflated).toBe(read(plain, "captures.ndjson"));
  });

  it("reports progress from 0 to every unit and octet", async () => {
    const seen: CensusProgress[] = [];
    const result = await census({
      inputs: [warc],
      out: join(work, "progress"),
      workers: 1,
      unitBytes: UNIT,
      rows: false,
      onProgress: (p) => seen.push(p),
    });
    expect(seen[0]).toMatchObject({ unitsDone: 0, bytesDone: 0, captures: 0 });
    expect(seen.at(-1)).toMatchObject({
      unitsDone: result.units,
      units: result.units,
      bytesDone: result.bytes,
      captures: FILES,
    });
    expect(result.files.rows).toBeUndefined();
  });
});

describe("census(): misuse", () => {
  const out = () => join(work, "misuse");
  it.each([
    [{ inputs: [], out: "x" }, TypeError, /inputs: expected a non-empty array/],
    [{ inputs: ["x"] }, TypeError, /out: expected the output directory/],
    [{ inputs: ["x"], out: "x", workers: -1 }, RangeError, /workers: expected a whole number/],
    [
      { inputs: ["x"], out: "x", knobs: { access: "1996" } },
      RangeError,
      /"rfc9309" or "koster1996"/,
    ],
    [
      { inputs: ["x"], out: "x", knobs: { profile: "koster1996" } },
      RangeError,
      /"rfc9309" or "google"/,
    ],
    [
      { inputs: ["x"], out: "x", shard: { k: 4, n: 3 } },
      RangeError,
      /shard\.k: expected an integer from 1 to 3/,
    ],
    [{ inputs: ["x"], out: "x", rows: false, parquet: true }, RangeError, /rows is false/],
  ])("census(%j) throws, naming what was expected", async (options, type, message) => {
    const run = census(options as never);
    await expect(run).rejects.toThrow(type);
    await expect(run).rejects.toThrow(message);
  });

  it("a missing input is a TypeError naming the path", async () => {
    await expect(census({ inputs: [join(work, "nope")], out: out() })).rejects.toThrow(
      /census input .*nope/,
    );
  });
});
