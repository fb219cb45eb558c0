// Writes a WARC.gz in Common Crawl's robotstxt layout from a folder of robots.txt files (the
// shared corpus by default): a warcinfo record, then for each file a request, a response and a
// metadata record, each its own gzip member, with the headers Common Crawl's crawler writes
// (X-Crawler-* for the encodings it undid). Deterministic: dates, record ids and IPs derive from
// the file's index. The census benchmark reads the file it writes.
//
//   npx tsx scripts/census-corpus-warc.ts <out.warc.gz> [folder] [--limit N]
import { createHash } from "node:crypto";
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const CRLF = "\r\n";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function sha1(bytes: Uint8Array): string {
  return `sha1:${base32(createHash("sha1").update(bytes).digest())}`;
}

function uuid(seed: string): string {
  const h = createHash("sha1").update(seed).digest("hex");
  return `<urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}>`;
}

/** One WARC record, gzipped as its own member (Common Crawl's per-record gzip). */
export function warcMember(
  headers: readonly (readonly [string, string])[],
  block: Uint8Array,
): Buffer {
  const head = ["WARC/1.0", ...headers.map(([n, v]) => `${n}: ${v}`)];
  head.push(`Content-Length: ${block.length}`, "", "");
  const record = Buffer.concat([Buffer.from(head.join(CRLF)), block, Buffer.from(CRLF + CRLF)]);
  return gzipSync(record, { level: 6 });
}

/** The host a corpus file is about: its name without the `NNNNN-` index and `.txt`. */
export function hostOfCorpusFile(name: string): string {
  return name.replace(/^\d+-/, "").replace(/\.txt$/, "");
}

function isoDate(i: number): string {
  return new Date(Date.UTC(2024, 3, 12, 15, 0, 0) + i * 1000).toISOString().replace(/\.\d+Z$/, "Z");
}

/** The three gzip members (request, response, metadata) of one capture. */
export function captureMembers(i: number, host: string, body: Uint8Array): Buffer[] {
  const url = `https://${host}/robots.txt`;
  const date = isoDate(i);
  const httpDate = new Date(date).toUTCString();
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const info = uuid("warcinfo");
  const [reqId, resId, metaId] = [uuid(`req${i}`), uuid(`res${i}`), uuid(`meta${i}`)];
  const request = Buffer.from(
    [
      "GET /robots.txt HTTP/1.1",
      "User-Agent: CCBot/2.0 (https://commoncrawl.org/faq/)",
      "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "Accept-Language: en-US,en;q=0.5",
      "Accept-Encoding: br,gzip",
      `Host: ${host}`,
      "Connection: Keep-Alive",
      "",
      "",
    ].join(CRLF),
  );
  const http = Buffer.from(
    [
      "HTTP/1.1 200 OK",
      `Date: ${httpDate}`,
      "Content-Type: text/plain",
      "X-Crawler-Transfer-Encoding: chunked",
      "Connection: keep-alive",
      `Last-Modified: ${httpDate}`,
      "Vary: Accept-Encoding",
      "Server: cloudflare",
      "X-Crawler-Content-Encoding: gzip",
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join(CRLF),
  );
  const response = Buffer.concat([http, body]);
  const metadata = Buffer.from(
    `fetchTimeMs: ${100 + (i % 400)}${CRLF}charset-detected: UTF-8${CRLF}`,
  );
  const common = (type: string, id: string, ct: string): [string, string][] => [
    ["WARC-Type", type],
    ["WARC-Date", date],
    ["WARC-Record-ID", id],
    ["Content-Type", ct],
    ["WARC-Warcinfo-ID", info],
  ];
  return [
    warcMember(
      [
        ...common("request", reqId, "application/http; msgtype=request"),
        ["WARC-IP-Address", ip],
        ["WARC-Target-URI", url],
        ["WARC-Block-Digest", sha1(request)],
      ],
      request,
    ),
    warcMember(
      [
        ...common("response", resId, "application/http; msgtype=response"),
        ["WARC-Concurrent-To", reqId],
        ["WARC-IP-Address", ip],
        ["WARC-Target-URI", url],
        ["WARC-Protocol", "h2"],
        ["WARC-Protocol", "tls/1.3"],
        ["WARC-Cipher-Suite", "TLS_AES_256_GCM_SHA384"],
        ["WARC-Payload-Digest", sha1(body)],
        ["WARC-Block-Digest", sha1(response)],
        ["WARC-Identified-Payload-Type", "text/plain"],
      ],
      response,
    ),
    warcMember(
      [
        ...common("metadata", metaId, "application/warc-fields"),
        ["WARC-Concurrent-To", resId],
        ["WARC-Target-URI", url],
      ],
      metadata,
    ),
  ];
}

function warcinfo(): Buffer {
  const fields = Buffer.from(
    `software: robots-policy census-corpus-warc${CRLF}format: WARC File Format 1.0${CRLF}` +
      `description: Common Crawl robotstxt layout, built from a folder of robots.txt files${CRLF}`,
  );
  return warcMember(
    [
      ["WARC-Type", "warcinfo"],
      ["WARC-Date", isoDate(0)],
      ["WARC-Filename", "corpus.warc.gz"],
      ["WARC-Record-ID", uuid("warcinfo")],
      ["Content-Type", "application/warc-fields"],
    ],
    fields,
  );
}

/**
 * Writes the WARC.gz of every file of `folder` (sorted by name), `repeat` times over (a crawl
 * of the same sites again, each capture its own record ids and date); returns the captures
 * written.
 */
export function buildCorpusWarc(out: string, folder: string, limit = Infinity, repeat = 1): number {
  const names = readdirSync(folder).sort().slice(0, limit);
  const fd = openSync(out, "w");
  try {
    writeSync(fd, warcinfo());
    for (let round = 0; round < repeat; round++)
      names.forEach((name, i) => {
        const body = readFileSync(join(folder, name));
        const index = round * names.length + i;
        for (const member of captureMembers(index, hostOfCorpusFile(name), body))
          writeSync(fd, member);
      });
  } finally {
    closeSync(fd);
  }
  return names.length * repeat;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const limitAt = args.indexOf("--limit");
  const limit = limitAt >= 0 ? Number(args.splice(limitAt, 2)[1]) : Infinity;
  const [out, folder = join(fileURLToPath(new URL("../../shared/corpus/files", import.meta.url)))] =
    args;
  if (out === undefined) {
    console.error("usage: tsx scripts/census-corpus-warc.ts <out.warc.gz> [folder] [--limit N]");
    process.exit(2);
  }
  const n = buildCorpusWarc(out, folder, limit);
  console.log(`${out}: ${n} captures`);
}
