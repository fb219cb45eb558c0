// issue 28, the third check: the same robots.txt files give the same rows whatever form the crawl
// takes. About thirty real files of the corpus sample (and a 404 and a 500) are written, in the
// test, as a folder with a manifest, as NDJSON, and as a WARC and a WARC.gz written by warcio
// (webrecorder's WARC library) in Common Crawl's layout: request, response and metadata records,
// one gzip member each, some bodies sent chunked or gzip-coded. The census's rows must be
// identical but for `source` (and `date`, which a folder does not have), and so must the counts.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WARCRecord, WARCSerializer } from "warcio";
import { census } from "../../src/census/index.js";
import type { CaptureRow } from "../../src/census/model.js";
import type { CensusAggregateJSON } from "../../src/census/aggregate-json.js";
import { aiRobotsTxtList, corpusFiles } from "./oracle-cases.js";

interface Item {
  readonly file: string;
  readonly url: string;
  readonly status: number;
  readonly body: Buffer;
  readonly date: string;
  /** How the WARC sends the body: as is, chunked, or gzip-coded. */
  readonly coding: "identity" | "chunked" | "gzip";
}

const PAGE = (status: number) =>
  Buffer.from(`<!DOCTYPE html>\n<html><body><h1>${status}</h1></body></html>\n`);

function items(): Item[] {
  const real = [...corpusFiles(29, 8, 30_000), { name: "ai.robots.txt", body: aiRobotsTxtList() }];
  const all = [
    ...real.map((f) => ({ body: f.body, status: 200 })),
    { body: PAGE(404), status: 404 },
    { body: PAGE(500), status: 500 },
  ];
  return all.map(({ body, status }, i) => ({
    // Zero-padded: a folder is read in file-name order.
    file: `site${String(i).padStart(2, "0")}.txt`,
    // Hosts under real suffixes, so that `domain` (the Public Suffix List's) is compared too.
    url: `https://www.site${i}.${["com", "co.uk", "de", "org"][i % 4]}/robots.txt`,
    status,
    body,
    date: new Date(Date.UTC(2025, 0, 2, 3, 4, i)).toISOString().replace(/\.\d+Z$/, "Z"),
    coding: i % 5 === 1 ? "chunked" : i % 5 === 3 ? "gzip" : "identity",
  }));
}

function chunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let p = 0; p < body.length; p += 777) {
    const piece = body.subarray(p, p + 777);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  return Buffer.concat([...parts, Buffer.from("0\r\n\r\n")]);
}

/** The response's payload as sent and its headers. */
function sent(item: Item): { payload: Buffer; headers: [string, string][] } {
  const type: [string, string] = ["Content-Type", item.status === 200 ? "text/plain" : "text/html"];
  if (item.coding === "chunked")
    return { payload: chunked(item.body), headers: [type, ["Transfer-Encoding", "chunked"]] };
  const payload = item.coding === "gzip" ? gzipSync(item.body) : item.body;
  const headers: [string, string][] = [type, ["Content-Length", String(payload.length)]];
  if (item.coding === "gzip") headers.push(["Content-Encoding", "gzip"]);
  return { payload, headers };
}

/** The WARC (gzip per record when `gzip`), as warcio writes it. */
async function warc(all: readonly Item[], gzip: boolean): Promise<Buffer> {
  const serialize = (r: WARCRecord) => WARCSerializer.serialize(r, { gzip, preferPako: true });
  const parts: Uint8Array[] = [
    await serialize(
      WARCRecord.createWARCInfo(
        { filename: "forms.warc", date: all[0]!.date },
        { software: "test/census/oracle-forms.test.ts" },
      ),
    ),
  ];
  for (const item of all) {
    const { payload, headers } = sent(item);
    const common = { url: item.url, date: item.date };
    const request = WARCRecord.create(
      {
        ...common,
        type: "request",
        statusline: "GET /robots.txt HTTP/1.1",
        httpHeaders: [["User-Agent", "CCBot/2.0 (https://commoncrawl.org/faq/)"]],
      },
      [],
    );
    const response = WARCRecord.create(
      {
        ...common,
        type: "response",
        statusline: `HTTP/1.1 ${item.status} ${item.status === 200 ? "OK" : "Error"}`,
        httpHeaders: headers,
      },
      [payload],
    );
    const metadata = WARCRecord.create(
      { ...common, type: "metadata", warcHeaders: { "Content-Type": "application/warc-fields" } },
      [new TextEncoder().encode("fetchTimeMs: 120\r\n")],
    );
    for (const record of [request, response, metadata]) parts.push(await serialize(record));
  }
  return Buffer.concat(parts);
}

let dir = "";
let all: Item[] = [];
const inputs = { folder: "", ndjson: "", warc: "", warcGz: "" };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "census-forms-"));
  all = items();
  inputs.folder = join(dir, "folder");
  await mkdir(inputs.folder);
  for (const item of all) await writeFile(join(inputs.folder, item.file), item.body);
  const manifest = all.map((item) => `${item.file}\t${item.url}\t${item.status}`);
  await writeFile(
    join(inputs.folder, "manifest.tsv"),
    ["file\turl\tstatus", ...manifest].join("\n"),
  );
  inputs.ndjson = join(dir, "forms.ndjson");
  const lines = all.map((item) =>
    JSON.stringify({
      url: item.url,
      status: item.status,
      headers: [["Content-Type", "text/plain"]],
      body_base64: item.body.toString("base64"),
      date: item.date,
    }),
  );
  await writeFile(inputs.ndjson, lines.join("\n") + "\n");
  inputs.warc = join(dir, "forms.warc");
  await writeFile(inputs.warc, await warc(all, false));
  inputs.warcGz = join(dir, "forms.warc.gz");
  await writeFile(inputs.warcGz, await warc(all, true));
}, 30_000);

afterAll(async () => {
  if (dir !== "") await rm(dir, { recursive: true, force: true });
});

/** The rows and aggregate.json of a census of one input. */
async function run(input: string, name: string, unitBytes?: number) {
  const out = join(dir, `out-${name}`);
  const result = await census({
    inputs: [input],
    out,
    workers: 0,
    ...(unitBytes !== undefined ? { unitBytes } : {}),
  });
  const rows = (await readFile(join(out, "captures.ndjson"), "utf8"))
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as CaptureRow);
  const aggregate: unknown = JSON.parse(await readFile(join(out, "aggregate.json"), "utf8"));
  return { rows, aggregate, units: result.units };
}

const without = (rows: readonly CaptureRow[], ...fields: ("source" | "date")[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !fields.includes(k as "source"))),
  );

describe("the same files as a folder, NDJSON, WARC and warcio's WARC.gz give the same rows (issue 28)", () => {
  it("rows equal but for source (and date for the folder), aggregates equal", async () => {
    const folder = await run(inputs.folder, "folder");
    const ndjson = await run(inputs.ndjson, "ndjson");
    const plain = await run(inputs.warc, "warc");
    const gz = await run(inputs.warcGz, "warc-gz");
    // The WARC.gz again, cut at gzip members into many work units (as workers would share it).
    const split = await run(inputs.warcGz, "warc-gz-split", 8 * 1024);
    expect(split.units).toBeGreaterThan(4);
    expect(split.rows).toEqual(gz.rows);
    expect(split.aggregate).toEqual(gz.aggregate);
    expect(gz.rows.map((r) => r.url)).toEqual(all.map((item) => item.url));
    // The forms really differ where they should: sources, and the folder has no dates.
    expect(gz.rows.every((r) => r.source.offset !== undefined)).toBe(true);
    expect(folder.rows.map((r) => r.source.file)).toEqual(all.map((item) => item.file));
    expect(gz.rows.map((r) => r.date)).toEqual(all.map((item) => item.date));
    expect(without(ndjson.rows, "source")).toEqual(without(gz.rows, "source"));
    expect(without(plain.rows, "source")).toEqual(without(gz.rows, "source"));
    expect(without(folder.rows, "source", "date")).toEqual(without(gz.rows, "source", "date"));
    expect(ndjson.aggregate).toEqual(gz.aggregate);
    expect(plain.aggregate).toEqual(gz.aggregate);
    expect(folder.aggregate).toEqual(gz.aggregate);
    // Not a vacuous equality: the files name crawlers and block some.
    expect((gz.aggregate as CensusAggregateJSON).parsed.captures).toBe(all.length - 2);
    expect(gz.rows.filter((r) => Object.keys(r.crawlers).length > 0).length).toBeGreaterThan(3);
  }, 60_000);
});
