// issue 28 item 5: warcio (webrecorder's WARC library) is the reference reader. Every response
// record of the WARC fixtures must come out of readUnit exactly as warcio reads it: target URI,
// date, HTTP status, headers, payload bytes (chunked and Content-Encoding undone), and the
// record's offset (its gzip member's in the .warc.gz).
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { WARCParser } from "warcio";
import { readUnit } from "../../src/census/input/read-unit.js";
import { newReadStats, type ReadStats, type WorkUnit } from "../../src/census/input/unit.js";

const DIR = fileURLToPath(new URL("../fixtures/census/", import.meta.url));

interface Seen {
  offset: number;
  url: string;
  date?: string;
  status?: number;
  headers: [string, string][];
  body: number[];
}

async function viaWarcio(path: string): Promise<Seen[]> {
  const parser = new WARCParser(createReadStream(path), { keepHeadersCase: true });
  const seen: Seen[] = [];
  for await (const record of parser) {
    if (record.warcType !== "response") continue;
    const body = await record.readFully(true);
    const http = record.httpHeaders;
    seen.push({
      offset: parser.offset,
      url: record.warcTargetURI ?? "",
      date: record.warcDate ?? "",
      status: Number(http?.statusCode),
      headers: http
        ? ([...(http.headers as Iterable<[string, string]>)] as [string, string][])
        : [],
      body: [...body],
    });
  }
  return seen;
}

async function viaReadUnit(unit: WorkUnit, stats: ReadStats): Promise<Seen[]> {
  const seen: Seen[] = [];
  for await (const c of readUnit(unit, { stats })) {
    seen.push({
      offset: c.source.offset ?? -1,
      url: c.url,
      ...(c.date === undefined ? {} : { date: c.date }),
      ...(c.status === undefined ? {} : { status: c.status }),
      headers: c.headers.map(([n, v]) => [n, v]),
      body: [...c.body],
    });
  }
  return seen;
}

describe("WARC reader = warcio on the fixtures (issue 28 item 5)", () => {
  for (const [name, kind] of [
    ["census.warc.gz", "warc.gz"],
    ["census.warc", "warc"],
  ] as const) {
    it(`${name}: every response record, field for field and byte for byte`, async () => {
      const path = join(DIR, name);
      const bytes = (await readFile(path)).length;
      const oracle = await viaWarcio(path);
      const stats = newReadStats();
      const ours = await viaReadUnit({ id: name, input: path, kind, bytes }, stats);
      expect(oracle.length).toBe(12);
      expect(ours).toEqual(oracle);
      expect(stats.skipped).toEqual({ warcinfo: 1, request: 12, metadata: 12 });
      expect(stats.problems).toBe(0);
      // The coded bodies really were decoded: they equal the folder's files.
      const folder = await readFile(join(DIR, "folder", "gzip.example.txt"));
      const gzip = ours.find((c) => c.url === "https://gzip.example/robots.txt");
      expect(Buffer.from(gzip?.body ?? []).equals(folder)).toBe(true);
    });
  }
});
