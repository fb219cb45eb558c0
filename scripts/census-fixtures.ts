// Writes the census's input fixtures (test/fixtures/census/, or the folder named on the command
// line): the same captures as a WARC.gz and a plain WARC written by warcio (webrecorder's WARC
// library, the reference reader of issue 28), as NDJSON, and as a folder with a manifest.
// Each capture is a request, a response and a metadata record, as Common Crawl writes them.
// Deterministic: fixed dates and record ids, and pako's gzip (the same bytes on every platform),
// so test/census/input-fixtures.test.ts can check the committed files are what this writes.
//
//   npx tsx scripts/census-fixtures.ts [out-folder]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { WARCRecord, WARCSerializer } from "warcio";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** One capture of the fixtures: what the WARC stores and what the body decodes to. */
export interface FixtureCapture {
  readonly file: string;
  readonly host: string;
  readonly status: number;
  readonly reason: string;
  readonly headers: [string, string][];
  /** The payload as sent (chunked, gzipped… as the headers say). */
  readonly payload: Uint8Array;
  /** The body once decoded: what the folder and the NDJSON hold. */
  readonly body: Uint8Array;
}

function corpus(folder: string, name: string): Buffer {
  return readFileSync(join(ROOT, "test/fixtures", folder, "files", name));
}

function chunked(body: Buffer, size: number): Buffer {
  const parts: Buffer[] = [];
  for (let p = 0; p < body.length; p += size) {
    const piece = body.subarray(p, p + size);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

const TEXT = [["Content-Type", "text/plain"]] as [string, string][];
const HTML = [["Content-Type", "text/html; charset=utf-8"]] as [string, string][];

/** The captures, in order. */
export function fixtureCaptures(): FixtureCapture[] {
  const plain = (file: string, host: string, body: Buffer, headers = TEXT): FixtureCapture => ({
    file,
    host,
    status: 200,
    reason: "OK",
    headers: [...headers, ["Content-Length", String(body.length)]],
    payload: body,
    body,
  });
  const page = (
    file: string,
    host: string,
    status: number,
    reason: string,
    extra: [string, string][] = [],
  ): FixtureCapture => {
    const body = Buffer.from(
      `<!DOCTYPE html>\n<html><head><title>${status} ${reason}</title></head><body><h1>${reason}</h1></body></html>\n`,
    );
    return { ...plain(file, host, body, [...HTML, ...extra]), status, reason };
  };
  const long = corpus("corpus", "11662-ai.robots.txt-project.txt");
  const gzipBody = corpus("corpus", "00059-500px.com.txt");
  return [
    plain("1019therock.com.txt", "1019therock.com", corpus("corpus", "00007-1019therock.com.txt")),
    plain(
      "bom.huodongxing.com.txt",
      "2954220788945.huodongxing.com",
      corpus("corpus", "00038-2954220788945.huodongxing.com.txt"),
    ),
    plain("etc.usf.edu.txt", "etc.usf.edu", corpus("corpus", "02860-etc.usf.edu.txt")),
    plain(
      "blog.appoptics.com.txt",
      "blog.appoptics.com",
      corpus("corpus", "01030-blog.appoptics.com.txt"),
    ),
    plain(
      "academic-ebsco.example.txt",
      "academic-ebsco.example",
      corpus("corpus", "11642-academic-EBSCO.txt"),
    ),
    plain(
      "html.example.txt",
      "142.93.173.226",
      corpus("corpus-nonrobots", "00004-142.93.173.226.txt"),
      HTML,
    ),
    page("redirect.example.txt", "redirect.example", 301, "Moved Permanently", [
      ["Location", "https://www.redirect.example/robots.txt"],
    ]),
    page("missing.example.txt", "missing.example", 404, "Not Found"),
    page("forbidden.example.txt", "forbidden.example", 403, "Forbidden"),
    page("broken.example.txt", "broken.example", 500, "Internal Server Error"),
    {
      ...plain("chunked.example.txt", "chunked.example", long),
      headers: [...TEXT, ["Transfer-Encoding", "chunked"]],
      payload: chunked(long, 1000),
    },
    {
      ...plain("gzip.example.txt", "gzip.example", gzipBody),
      headers: [...TEXT, ["Content-Encoding", "gzip"], ["Vary", "Accept-Encoding"]],
      payload: gzipSync(gzipBody, { level: 9 }),
    },
  ];
}

function date(i: number): string {
  return new Date(Date.UTC(2024, 3, 12, 15, 0, i)).toISOString().replace(/\.\d+Z$/, "Z");
}

function id(kind: string, i: number): string {
  return `<urn:uuid:00000000-0000-4000-8000-${kind}${String(i).padStart(12 - kind.length, "0")}>`;
}

async function serialize(record: WARCRecord, gzip: boolean): Promise<Uint8Array> {
  return WARCSerializer.serialize(record, { gzip, preferPako: true });
}

/** The records of one capture (request, response, metadata), serialized by warcio. */
async function captureRecords(c: FixtureCapture, i: number, gzip: boolean): Promise<Uint8Array[]> {
  const url = `https://${c.host}/robots.txt`;
  const request = WARCRecord.create(
    {
      url,
      date: date(i),
      type: "request",
      statusline: "GET /robots.txt HTTP/1.1",
      warcHeaders: { "WARC-Record-ID": id("a", i), "WARC-IP-Address": `192.0.2.${i + 1}` },
      httpHeaders: [
        ["User-Agent", "CCBot/2.0 (https://commoncrawl.org/faq/)"],
        ["Accept-Encoding", "br,gzip"],
        ["Host", c.host],
        ["Connection", "Keep-Alive"],
      ],
    },
    [],
  );
  const response = WARCRecord.create(
    {
      url,
      date: date(i),
      type: "response",
      statusline: `HTTP/1.1 ${c.status} ${c.reason}`,
      warcHeaders: {
        "WARC-Record-ID": id("b", i),
        "WARC-Concurrent-To": id("a", i),
        "WARC-IP-Address": `192.0.2.${i + 1}`,
      },
      httpHeaders: c.headers,
    },
    [c.payload],
  );
  const metadata = WARCRecord.create(
    {
      url,
      date: date(i),
      type: "metadata",
      warcHeaders: {
        "WARC-Record-ID": id("c", i),
        "WARC-Concurrent-To": id("b", i),
        "Content-Type": "application/warc-fields",
      },
    },
    [new TextEncoder().encode(`fetchTimeMs: ${100 + i}\r\ncharset-detected: UTF-8\r\n`)],
  );
  return Promise.all([request, response, metadata].map((r) => serialize(r, gzip)));
}

async function warc(captures: readonly FixtureCapture[], gzip: boolean): Promise<Buffer> {
  const info = WARCRecord.createWARCInfo(
    {
      filename: gzip ? "census.warc.gz" : "census.warc",
      date: date(0),
      warcHeaders: { "WARC-Record-ID": id("d", 0) },
    },
    {
      software: "robots-policy scripts/census-fixtures.ts (warcio 2.4.11)",
      format: "WARC File Format 1.0",
    },
  );
  const parts: Uint8Array[] = [await serialize(info, gzip)];
  for (const [i, c] of captures.entries()) parts.push(...(await captureRecords(c, i, gzip)));
  return Buffer.concat(parts);
}

function ndjson(captures: readonly FixtureCapture[]): string {
  return captures
    .map((c, i) => {
      const url = `https://${c.host}/robots.txt`;
      const text = Buffer.from(c.body).toString("utf8");
      // Bodies that are not valid UTF-8 (or that hold a BOM, which JSON tools eat) go as base64.
      const exact = Buffer.from(text, "utf8").equals(c.body) && c.body[0] !== 0xef;
      const body = exact ? { body: text } : { body_base64: Buffer.from(c.body).toString("base64") };
      return JSON.stringify({ url, status: c.status, headers: c.headers, ...body, date: date(i) });
    })
    .join("\n")
    .concat("\n");
}

/** Writes every fixture into `out` (its `folder/` is rewritten whole). */
export async function writeFixtures(out: string): Promise<void> {
  const captures = fixtureCaptures();
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "census.warc.gz"), await warc(captures, true));
  writeFileSync(join(out, "census.warc"), await warc(captures, false));
  writeFileSync(join(out, "census.ndjson"), ndjson(captures));
  const folder = join(out, "folder");
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  const manifest = ["file\turl\tstatus"];
  for (const c of captures) {
    writeFileSync(join(folder, c.file), c.body);
    manifest.push(`${c.file}\thttps://${c.host}/robots.txt\t${c.status}`);
  }
  writeFileSync(join(folder, "manifest.tsv"), manifest.join("\n") + "\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? join(ROOT, "test/fixtures/census");
  await writeFixtures(out);
  console.log(`wrote ${out}`);
}
