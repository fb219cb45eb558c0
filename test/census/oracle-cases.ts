// The oracle's captures: real robots.txt files of the repository's corpus sample, and hand-made
// cases for what a census gets wrong most easily (how groups form, how patterns match, how a
// status decides), written as one NDJSON file the census reads.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OracleCapture } from "./oracle-brute.js";

const CORPUS = fileURLToPath(new URL("../fixtures/corpus/files/", import.meta.url));

/** `count` real files of the corpus sample, chosen by name (every `step`-th), none over `maxBytes`. */
export function corpusFiles(
  count: number,
  step: number,
  maxBytes: number,
): { name: string; body: Buffer }[] {
  const names = readdirSync(CORPUS)
    .sort()
    .filter((name, i) => i % step === 0 && statSync(join(CORPUS, name)).size <= maxBytes);
  return names.slice(0, count).map((name) => ({ name, body: readFileSync(join(CORPUS, name)) }));
}

/** The corpus sample's copy of the ai.robots.txt list: a group naming every AI crawler. */
export function aiRobotsTxtList(): Buffer {
  return readFileSync(join(CORPUS, "11662-ai.robots.txt-project.txt"));
}

const HTML = "<!DOCTYPE html>\n<html><head><title>Error</title></head><body>no</body></html>\n";

/** Hand-made captures: host, status, body, and a Location for redirects. */
const HANDMADE: readonly { host: string; status: number; body: string; location?: string }[] = [
  {
    host: "multi-agent.example",
    status: 200,
    body: "User-agent: GPTBot\nUser-agent: CCBot\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n",
  },
  { host: "slash-star.example", status: 200, body: "User-agent: *\nDisallow: /*\n" },
  { host: "allow-root-only.example", status: 200, body: "User-agent: *\nAllow: /$\nDisallow: /\n" },
  {
    host: "named-root-only.example",
    status: 200,
    body: "User-agent: GPTBot\nAllow: /$\nDisallow: /\n",
  },
  {
    host: "lowercase.example",
    status: 200,
    body: "user-agent: gptbot\ndisallow: /\n\nuser-agent: claudebot\nDISALLOW: /\n",
  },
  {
    host: "cr-only.example",
    status: 200,
    body: "User-agent: ClaudeBot\rDisallow: /\r\rUser-agent: *\rDisallow: /tmp\r",
  },
  {
    host: "blank-lines.example",
    status: 200,
    body: "User-agent: GPTBot\n\nDisallow: /\n\n\nUser-agent: Google-Extended\n\nDisallow: /\n",
  },
  {
    host: "sitemap-merge.example",
    status: 200,
    body: "User-agent: *\nSitemap: https://sitemap-merge.example/sitemap.xml\nUser-agent: GPTBot\nDisallow: /\n",
  },
  {
    host: "sitemap-merge-partial.example",
    status: 200,
    body: "User-agent: *\nSitemap: https://x.example/s.xml\nUser-agent: CCBot\nDisallow: /a\n\nUser-agent: Googlebot\nAllow: /\n",
  },
  {
    host: "named-allow.example",
    status: 200,
    body: "User-agent: Googlebot\nAllow: /\n\nUser-agent: Bingbot\nDisallow:\n\nUser-agent: *\nDisallow: /\n",
  },
  {
    host: "tie.example",
    status: 200,
    body: "User-agent: GPTBot\nDisallow: /\nAllow: /\n\nUser-agent: *\nDisallow: /\nAllow: /\n",
  },
  {
    host: "merged-groups.example",
    status: 200,
    body: "User-agent: GPTBot\nDisallow: /a\n\nUser-agent: *\nAllow: /\n\nUser-agent: gptbot\nDisallow: /\n",
  },
  {
    host: "versioned-agent.example",
    status: 200,
    body: "User-agent: Googlebot/2.1\nDisallow: /\n\nUser-agent: GPTBot ChatGPT-User\nDisallow: /\n",
  },
  {
    host: "star-no-slash.example",
    status: 200,
    body: "User-agent: *\nDisallow: *\n\nUser-agent: Bytespider\nDisallow: private\n",
  },
  {
    host: "dollar.example",
    status: 200,
    body: "User-agent: *\nDisallow: /*.php$\nAllow: /*?\nDisallow: /a*b$\n",
  },
  { host: "allow-longer.example", status: 200, body: "User-agent: *\nDisallow: /\nAllow: /*$\n" },
  {
    host: "allow-everything-but.example",
    status: 200,
    body: "User-agent: *\nDisallow: /\nAllow: /*a\nAllow: /*b\n",
  },
  {
    host: "robots-only.example",
    status: 200,
    body: "User-agent: *\nDisallow: /\nAllow: /robots.txt\n",
  },
  {
    host: "empty-group.example",
    status: 200,
    body: "User-agent: GPTBot\n\nUser-agent: *\nDisallow: /\n",
  },
  {
    host: "crawl-delay-only.example",
    status: 200,
    body: "User-agent: Amazonbot\nCrawl-delay: 10\n\nUser-agent: *\nDisallow: /x\n",
  },
  {
    host: "percent.example",
    status: 200,
    body: "User-agent: *\nDisallow: /%E4%BD%A0\nDisallow: /你\nDisallow: /a%2Fb\n",
  },
  {
    host: "signals.example",
    status: 200,
    body: "User-agent: *\nContent-Signal: search=yes, ai-train=no\nContent-Usage: train-ai=n\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n",
  },
  { host: "typo.example", status: 200, body: "User-agent: *\nDissallow: /\nDisallow /private\n" },
  { host: "empty.example", status: 200, body: "" },
  { host: "blank.example", status: 200, body: "\n\n  \n" },
  { host: "comments-only.example", status: 200, body: "# nothing to see\n" },
  { host: "bom.example", status: 200, body: "\uFEFFUser-agent: *\nDisallow: /\n" },
  { host: "html-200.example", status: 200, body: HTML },
  { host: "json-200.example", status: 200, body: '{"error": "not found"}\n' },
  { host: "forbidden.example", status: 403, body: HTML },
  { host: "unauthorized.example", status: 401, body: HTML },
  { host: "missing.example", status: 404, body: HTML },
  { host: "gone.example", status: 410, body: "" },
  { host: "throttled.example", status: 429, body: HTML },
  { host: "broken.example", status: 500, body: HTML },
  { host: "unavailable.example", status: 503, body: "User-agent: *\nAllow: /\n" },
  {
    host: "moved.example",
    status: 301,
    body: HTML,
    location: "https://www.moved.example/robots.txt",
  },
  { host: "found.example", status: 302, body: "", location: "/elsewhere/robots.txt" },
];

/** The hand-made captures. */
export function handmadeCaptures(): OracleCapture[] {
  return HANDMADE.map((c) => ({
    url: `https://${c.host}/robots.txt`,
    status: c.status,
    body: Buffer.from(c.body, "utf8"),
    ...(c.location !== undefined ? { location: c.location } : {}),
  }));
}

/** A capture as one NDJSON line (the body as base64: exact bytes, BOM and CRs included). */
export function ndjsonLine(c: OracleCapture): string {
  const headers: [string, string][] = [["Content-Type", "text/plain"]];
  if (c.location !== undefined) headers.push(["Location", c.location]);
  return JSON.stringify({
    url: c.url,
    ...(c.status !== undefined ? { status: c.status } : {}),
    headers,
    body_base64: Buffer.from(c.body).toString("base64"),
  });
}
