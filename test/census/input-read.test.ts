// issue 28 item 1: readUnit over each kind of input. The fixtures hold the same captures as a
// WARC.gz, a WARC, NDJSON and a folder with a manifest; all four must give the same captures.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { captureMembers, warcMember } from "../../scripts/census-corpus-warc.js";
import type { Capture } from "../../src/census/model.js";
import { planUnits } from "../../src/census/input/plan.js";
import { readUnit } from "../../src/census/input/read-unit.js";
import {
  BODY_CAP,
  newReadStats,
  type InputProblem,
  type ReadStats,
} from "../../src/census/input/unit.js";

const DIR = fileURLToPath(new URL("../fixtures/census/", import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), "census-read-"));

async function read(
  path: string,
  stats?: ReadStats,
  problems?: InputProblem[],
): Promise<Capture[]> {
  const out: Capture[] = [];
  for (const unit of await planUnits([path])) {
    const options = {
      ...(stats ? { stats } : {}),
      onProblem: (p: InputProblem) => problems?.push(p),
    };
    for await (const c of readUnit(unit, options)) out.push(c);
  }
  return out;
}

const key = (c: Capture): string =>
  `${c.url} ${c.status} ${Buffer.from(c.body).toString("base64")}`;

describe("readUnit: the same captures from every kind of input", () => {
  it("WARC.gz, WARC, NDJSON and folder (with its manifest) agree on url, status and body", async () => {
    const [gz, warc, nd, folder] = await Promise.all(
      ["census.warc.gz", "census.warc", "census.ndjson", "folder"].map((f) => read(join(DIR, f))),
    );
    expect(gz?.map(key)).toEqual(warc?.map(key));
    expect(gz?.map(key)).toEqual(nd?.map(key));
    expect(gz?.map(key).sort()).toEqual(folder?.map(key).sort());
    expect(gz).toHaveLength(12);
  });

  it("a redirect stays a 301 with its Location; a 403 and a 500 keep their status", async () => {
    const captures = await read(join(DIR, "census.warc.gz"));
    const redirect = captures.find((c) => c.url.includes("redirect.example"));
    expect(redirect?.status).toBe(301);
    expect(redirect?.headers).toContainEqual([
      "Location",
      "https://www.redirect.example/robots.txt",
    ]);
    expect(captures.map((c) => c.status)).toEqual([
      200, 200, 200, 200, 200, 200, 301, 404, 403, 500, 200, 200,
    ]);
    expect(captures.every((c) => c.date?.startsWith("2024-04-12T15:00:"))).toBe(true);
  });

  it("WARC sources give each record's gzip member offset; NDJSON its line; a folder its file", async () => {
    const [gz] = await read(join(DIR, "census.warc.gz"));
    const bytes = readFileSync(join(DIR, "census.warc.gz"));
    const at = gz?.source.offset ?? -1;
    expect([bytes[at], bytes[at + 1]]).toEqual([0x1f, 0x8b]);
    const [nd] = await read(join(DIR, "census.ndjson"));
    expect(nd?.source.line).toBe(1);
    const folder = await read(join(DIR, "folder"));
    expect(folder[0]?.source.file).toBe("1019therock.com.txt");
  });
});

describe("readUnit: NDJSON", () => {
  it("body and body_base64, headers as an object or as pairs; bad lines skipped and reported", async () => {
    const path = join(tmp, "lines.ndjson");
    const lines = [
      JSON.stringify({ url: "https://a.example/robots.txt", body: "User-agent: *\nDisallow: /\n" }),
      JSON.stringify({
        url: "https://b.example/robots.txt",
        status: 200,
        headers: { "Content-Type": "text/plain" },
        body_base64: Buffer.from([0xef, 0xbb, 0xbf, 0x41]).toString("base64"),
        date: "2024-01-01T00:00:00Z",
      }),
      "{not json",
      JSON.stringify({ body: "no url" }),
      "",
      JSON.stringify(["an", "array"]),
      JSON.stringify({
        url: "https://c.example/robots.txt",
        headers: [["Location", "https://d.example/"]],
        status: 301,
        body: "",
      }),
      JSON.stringify({ url: "https://e.example/robots.txt", headers: 7, body: "" }),
    ];
    writeFileSync(path, lines.join("\n"));
    const stats = newReadStats();
    const problems: InputProblem[] = [];
    const captures = await read(path, stats, problems);
    expect(captures.map((c) => c.url)).toEqual([
      "https://a.example/robots.txt",
      "https://b.example/robots.txt",
      "https://c.example/robots.txt",
    ]);
    expect([...(captures[1]?.body ?? [])]).toEqual([0xef, 0xbb, 0xbf, 0x41]);
    expect(captures[1]?.headers).toEqual([["Content-Type", "text/plain"]]);
    expect(captures[1]?.date).toBe("2024-01-01T00:00:00Z");
    expect(captures[2]?.headers).toEqual([["Location", "https://d.example/"]]);
    expect(captures[0]?.status).toBeUndefined();
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [3, "ndjson-json"],
      [4, "ndjson-fields"],
      [6, "ndjson-fields"],
      [8, "ndjson-fields"],
    ]);
    expect(stats).toMatchObject({ records: 7, captures: 3, problems: 4 });
  });
});

describe("readUnit: folders", () => {
  it("no manifest: the host is the file name minus .txt, the status 200", async () => {
    const dir = join(tmp, "plain");
    mkdirSync(dir);
    writeFileSync(join(dir, "example.com.txt"), "User-agent: *\n");
    writeFileSync(join(dir, "example.org"), "");
    const captures = await read(dir);
    expect(captures.map((c) => [c.url, c.status])).toEqual([
      ["https://example.com/robots.txt", 200],
      ["https://example.org/robots.txt", 200],
    ]);
  });

  it("manifest.tsv gives a host or a url and a status; a file it does not name falls back to its name", async () => {
    const dir = join(tmp, "tsv");
    mkdirSync(dir);
    for (const f of ["a.txt", "b.txt", "c.example.txt"]) writeFileSync(join(dir, f), f);
    writeFileSync(
      join(dir, "manifest.tsv"),
      "file\turl\tstatus\na.txt\twww.a.example\nb.txt\thttp://b.example:8080/robots.txt\t404\n",
    );
    const captures = await read(dir);
    expect(captures.map((c) => [c.url, c.status, c.source.file])).toEqual([
      ["https://www.a.example/robots.txt", 200, "a.txt"],
      ["http://b.example:8080/robots.txt", 404, "b.txt"],
      ["https://c.example/robots.txt", 200, "c.example.txt"],
    ]);
  });

  it("manifest.json, as an array of entries", async () => {
    const dir = join(tmp, "json");
    mkdirSync(dir);
    writeFileSync(join(dir, "1"), "x");
    writeFileSync(
      join(dir, "manifest.json"),
      JSON.stringify([{ file: "1", host: "one.example", status: 403 }]),
    );
    const captures = await read(dir);
    expect(captures.map((c) => [c.url, c.status])).toEqual([
      ["https://one.example/robots.txt", 403],
    ]);
  });

  it("a lone file is one capture, its host from its name", async () => {
    const path = join(tmp, "lone.example.txt");
    writeFileSync(path, "User-agent: *\nDisallow: /\n");
    const captures = await read(path);
    expect(captures.map((c) => [c.url, c.status, c.source.file])).toEqual([
      ["https://lone.example/robots.txt", 200, "lone.example.txt"],
    ]);
  });
});

function warcOf(records: Buffer[]): string {
  const path = join(tmp, `w${Math.random().toString(36).slice(2)}.warc.gz`);
  writeFileSync(path, Buffer.concat(records));
  return path;
}

function response(url: string, head: string, payload: Buffer): Buffer {
  return warcMember(
    [
      ["WARC-Type", "response"],
      ["WARC-Target-URI", url],
      ["WARC-Date", "2024-04-12T15:00:00Z"],
      ["Content-Type", "application/http; msgtype=response"],
    ],
    Buffer.concat([Buffer.from(head.replaceAll("\n", "\r\n") + "\r\n\r\n"), payload]),
  );
}

describe("readUnit: WARC codings and limits", () => {
  const body = Buffer.from("User-agent: GPTBot\nDisallow: /\n");

  it("Content-Encoding deflate and br are undone; Common Crawl's X-Crawler-* headers are not codings", async () => {
    const path = warcOf([
      response(
        "https://d.example/robots.txt",
        "HTTP/1.1 200 OK\nContent-Encoding: deflate",
        deflateSync(body),
      ),
      response(
        "https://b.example/robots.txt",
        "HTTP/1.1 200 OK\nContent-Encoding: br",
        brotliCompressSync(body),
      ),
      ...captureMembers(0, "cc.example", body),
    ]);
    const captures = await read(path);
    expect(captures.map((c) => Buffer.from(c.body).equals(body))).toEqual([true, true, true]);
    expect(captures[2]?.headers).toContainEqual(["X-Crawler-Content-Encoding", "gzip"]);
  });

  it("a coding the body does not follow leaves it as it is, and says so", async () => {
    const path = warcOf([
      response("https://x.example/robots.txt", "HTTP/1.1 200 OK\nContent-Encoding: gzip", body),
    ]);
    const problems: InputProblem[] = [];
    const captures = await read(path, undefined, problems);
    expect(Buffer.from(captures[0]?.body ?? []).equals(body)).toBe(true);
    expect(problems.map((p) => p.code)).toEqual(["decoding"]);
  });

  it("a body over 8 MiB keeps its first 8 MiB, and size says its real size", async () => {
    const big = Buffer.alloc(BODY_CAP + 1000, 0x41);
    const captures = await read(
      warcOf([response("https://big.example/robots.txt", "HTTP/1.1 200 OK", big)]),
    );
    expect(captures[0]?.body.length).toBe(BODY_CAP);
    expect(captures[0]?.size).toBe(BODY_CAP + 1000);
    const small = await read(
      warcOf([response("https://s.example/robots.txt", "HTTP/1.1 200 OK", body)]),
    );
    expect(small[0]?.size).toBeUndefined();
  });

  it("a corrupt gzip member is reported and skipped; the records after it are read", async () => {
    const members = [0, 1, 2].map((i) =>
      response(`https://${i}.example/robots.txt`, "HTTP/1.1 200 OK", body),
    );
    const broken = Buffer.from(members[1] as Buffer);
    broken.fill(0xff, 12, 40);
    const problems: InputProblem[] = [];
    const captures = await read(
      warcOf([members[0] as Buffer, broken, members[2] as Buffer]),
      undefined,
      problems,
    );
    expect(captures.map((c) => c.url)).toEqual([
      "https://0.example/robots.txt",
      "https://2.example/robots.txt",
    ]);
    expect(problems.map((p) => [p.code, p.offset])).toEqual([["gzip", members[0]?.length]]);
  });
});
