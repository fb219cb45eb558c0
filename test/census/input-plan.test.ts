// issue 28 item 1: inputs are detected by content, and a per-record-gzip WARC.gz is cut into
// byte ranges at gzip members so several workers can read one file.
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { detectFile, planUnits } from "../../src/census/input/plan.js";
import { readUnit } from "../../src/census/input/read-unit.js";
import { newReadStats } from "../../src/census/input/unit.js";

const DIR = fileURLToPath(new URL("../fixtures/census/", import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), "census-plan-"));

describe("planUnits: inputs detected by content, not by name", () => {
  it("a .txt that is really NDJSON is NDJSON", async () => {
    const path = join(tmp, "lines.txt");
    copyFileSync(join(DIR, "census.ndjson"), path);
    expect((await planUnits([path])).map((u) => u.kind)).toEqual(["ndjson"]);
  });

  it("a WARC named .bin is a WARC; gzipped, a WARC.gz of gzip members", async () => {
    const plain = join(tmp, "capture.bin");
    const gz = join(tmp, "capture.gz.bin");
    copyFileSync(join(DIR, "census.warc"), plain);
    copyFileSync(join(DIR, "census.warc.gz"), gz);
    const units = await planUnits([plain, gz]);
    expect(units.map((u) => [u.kind, u.members])).toEqual([
      ["warc", undefined],
      ["warc.gz", true],
    ]);
  });

  it("gzipped NDJSON is ndjson.gz; a WARC gzipped as one stream is read as a stream", async () => {
    const nd = join(tmp, "x.data");
    const one = join(tmp, "one-stream.warc.gz");
    writeFileSync(nd, gzipSync(Buffer.from('{"url":"https://a.example/robots.txt","body":"x"}\n')));
    // Bigger than the probe, so the first member does not end within it.
    const big = Buffer.concat(
      Array.from({ length: 60 }, () =>
        Buffer.from(
          `WARC/1.0\r\nWARC-Type: metadata\r\nContent-Length: 40000\r\n\r\n${"x".repeat(40000)}\r\n\r\n`,
        ),
      ),
    );
    writeFileSync(one, gzipSync(big, { level: 0 }));
    expect((await planUnits([nd, one])).map((u) => [u.kind, u.members])).toEqual([
      ["ndjson.gz", undefined],
      ["warc.gz", false],
    ]);
    const stats = newReadStats();
    for await (const _ of readUnit((await planUnits([one]))[0]!, { stats })) void _;
    expect(stats.skipped).toEqual({ metadata: 60 });
  });

  it("anything else is one robots.txt file; a folder is a folder", async () => {
    expect(await detectFile(join(DIR, "folder", "1019therock.com.txt"))).toEqual({ kind: "file" });
    const units = await planUnits([join(DIR, "folder")]);
    expect(units.map((u) => [u.kind, u.files?.length, u.manifest])).toEqual([
      ["folder", 12, "manifest.tsv"],
    ]);
  });

  it("a folder is cut into batches of files by bytes, in name order", async () => {
    const units = await planUnits([join(DIR, "folder")], { unitBytes: 300 });
    expect(units.length).toBeGreaterThan(5);
    const files = units.flatMap((u) => u.files ?? []);
    expect(files).toEqual([...files].sort());
    expect(files).toHaveLength(12);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
  });

  it("a missing input is misuse: a TypeError naming the path", async () => {
    await expect(planUnits([join(tmp, "nope.warc.gz")])).rejects.toThrow(/nope\.warc\.gz/);
    await expect(planUnits([join(tmp, "nope.warc.gz")])).rejects.toBeInstanceOf(TypeError);
  });
});

describe("planUnits: ranges of a per-record-gzip WARC.gz", () => {
  const path = join(DIR, "census.warc.gz");

  for (const unitBytes of [1, 200, 1024, 2000, 4096, 8000, 16522, 1 << 20]) {
    it(`unitBytes ${unitBytes}: the ranges tile the file and cover every record exactly once`, async () => {
      const units = await planUnits([path], { unitBytes });
      expect(units[0]?.start ?? 0).toBe(0);
      expect(units.length > 1).toBe(unitBytes < 16522);
      for (let i = 1; i < units.length; i++) expect(units[i]?.start).toBe(units[i - 1]?.end);
      const offsets: number[] = [];
      const stats = newReadStats();
      for (const unit of units) {
        for await (const c of readUnit(unit, { stats })) offsets.push(c.source.offset ?? -1);
      }
      expect(offsets).toHaveLength(12);
      expect(new Set(offsets).size).toBe(12);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      expect(stats.records).toBe(37);
      expect(stats.problems).toBe(0);
    });
  }
});
