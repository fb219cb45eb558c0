// `npx tsx scripts/page-equivalence.ts --before <dist/src/index.js of the old build> [--pages N]`:
// the answers pages give, before and after a change of the page policy's shape: decideAcap with
// `page` (every usage, page level with its excludedElements, and for elements by id and by
// ref), decide() with `page` (every META usage), extract (every basic usage) and contentUsage's
// noai tokens, over examples/news-article.html, test/fixtures/corpus-nonrobots, the html5lib
// tree-construction inputs and random pages (robots and named META tags of conventional
// directives, repeated ones, ACAP content, X-Robots-Tag values, the-acap: classes on
// misnested formatting elements, tables and ids). Compared: allowed, reason, source, the
// deciding rule's kind and usage, constraints, fallbacks, excluded elements, extracted text and
// elements, noai tokens. Not compared: explanations, line:column and quoted text (a directive
// now quotes itself where it is written), conflict lists (a directive repeated in one tag is
// kept once). Prints the count of answers, a hash, and every difference (exit 1 when one).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { arg, loadBuilds, random, type Lib } from "./builds.js";
const { before, after } = await loadBuilds();
const randomPages = Number(arg("--pages") ?? 1500);

const DIRECTIVES = [
  "noindex",
  "index",
  "nofollow",
  "follow",
  "all",
  "none",
  "noarchive",
  "nocache",
  "nosnippet",
  "max-snippet:50",
  "max-snippet: 0",
  "max-snippet:-1",
  "max-image-preview:none",
  "max-image-preview:large",
  "unavailable_after: 2026-12-31",
  "notranslate",
  "noimageindex",
  "noai",
  "noimageai",
  "bogus",
];
const ACAP = [
  "ACAP allow-index",
  "ACAP disallow-index",
  "ACAP disallow-present",
  "ACAP allow-present-snippet max-length=20-chars",
  "ACAP news allow-index",
  "ACAP version 1.1",
  "ACAP disallow-other",
  "ACAP allow-present-currentcopy location=https://example.com/a.html",
];
const CLASSES = [
  "the-acap:disallow-present",
  "the-acap:allow-index",
  "the-acap:disallow-index",
  "the-acap:disallow-present-snippet",
  "the-acap:allow-present",
  "x",
  "the-acap:bogus",
];
const CRAWLERS = ["robots", "robots", "robots", "searchbot", "otherbot", "googlebot"];

function randomPage(seed: number): { html: string; headers?: Record<string, string[]> } {
  const r = random(seed);
  const metas: string[] = [];
  for (let i = Math.floor(r.next() * 5); i > 0; i--) {
    const content =
      r.next() < 0.3
        ? r.pick(ACAP)
        : Array.from({ length: 1 + Math.floor(r.next() * 4) }, () => r.pick(DIRECTIVES)).join(
            r.pick([", ", " ", ","]),
          );
    metas.push(`<meta name="${r.pick(CRAWLERS)}" content="${content}">`);
  }
  const cls = () => (r.next() < 0.5 ? ` class="${r.pick(CLASSES)}"` : "");
  let id = 0;
  const pieces = [
    () => `<b${cls()}><p id="e${id++}">one</b> two</p>`,
    () => `<p><font${cls()}>a<p id="e${id++}">b</font>`,
    () => `<table${cls()}><p id="e${id++}">stray</p><tr><td id="e${id++}">cell</table>`,
    () => `<div${cls()} id="e${id++}">text <span${cls()} id="e${id++}">inner</span></div>`,
    () => `<i${cls()}>x<b${cls()} id="e${id++}">y</i>z</b>`,
    () => `<p${cls()}>q<table><tr><td id="e${id++}">t</td></tr></table>`,
    () => `<a${cls()} href="/x">l<div id="e${id++}">d</a>e</div>`,
    () => "<script><!--<script></script><meta name=robots content=noindex></script>",
    () => `<meta name="robots" content="${r.pick(DIRECTIVES)}">`,
  ];
  const body = Array.from({ length: 1 + Math.floor(r.next() * 6) }, () => r.pick(pieces)()).join(
    "\n",
  );
  const doctype = r.next() < 0.5 ? "<!DOCTYPE html>" : "";
  const html = `${doctype}<html><head>${metas.join("\n")}</head><body>${body}</body></html>`;
  if (r.next() < 0.4) return { html };
  const values = Array.from({ length: 1 + Math.floor(r.next() * 3) }, () =>
    r.next() < 0.2
      ? r.pick(ACAP)
      : `${r.next() < 0.4 ? `${r.pick(CRAWLERS.slice(3))}: ` : ""}${r.pick(DIRECTIVES)}, ${r.pick(DIRECTIVES)}`,
  );
  return { html, headers: { "X-Robots-Tag": values } };
}

const DROPPED = new Set(["explanation", "line", "column", "text", "tag", "directive", "conflict"]);
/** The answer without what is allowed to change (positions, quotes, explanations). */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!DROPPED.has(k)) out[k] = strip(v);
  return out;
}

const URL_ = "https://example.com/a.html";
const AGENTS = ["bot", "searchbot/1.0", "otherbot", "Mozilla/5.0 (compatible; googlebot/2.1)"];
const ROBOTS_TEXTS = [
  "",
  "ACAP-crawler: *\nACAP-allow-index: /\nACAP-disallow-preserve: /\n\nUser-agent: *\nDisallow: /private/\n",
];
const robotsOf = (lib: Lib) => ROBOTS_TEXTS.map((t) => lib.parseRobotsTxt(t));

/** Every answer the page gives, in one list of JSON strings. */
function answers(
  lib: Lib,
  robotsList: ReturnType<Lib["parseRobotsTxt"]>[],
  html: string,
  headers?: Record<string, string[]>,
): string[] {
  const out: string[] = [];
  const page = lib.parseHtmlPolicy(html, { url: URL_, ...(headers ? { headers } : {}) });
  // Distinct ids: a copy of an element has its id (written twice in the document before).
  const ids = [
    ...new Set(
      page.document.flatMap((n) =>
        typeof n === "object" && n !== null && n.id !== undefined ? [n.id] : [],
      ),
    ),
  ];
  // Elements by path, the first 12 of the document (page.elements lists copies before the
  // change, not after: the same elements are asked about either way).
  const paths = page.document
    .flatMap((n, index) => (typeof n === "object" && n !== null && index > 0 ? [index] : []))
    .slice(0, 12)
    .map((index) => ({ path: lib.elementPath(page, { index }) }));
  for (const robots of robotsList)
    for (const userAgent of AGENTS) {
      for (const usage of lib.ACAP_USAGE_TYPES) {
        const q = { url: URL_, userAgent, usage, page };
        out.push(JSON.stringify(strip(lib.decideAcap(robots, q))));
        for (const element of [...ids.slice(0, 6), ...paths])
          out.push(JSON.stringify(strip(lib.decideAcap(robots, { ...q, element }))));
      }
      for (const usage of ["crawl", "index", "follow", "present-snippet", "archive"] as const)
        out.push(
          JSON.stringify(
            strip(
              robots.decide({
                url: URL_,
                userAgent,
                usage,
                page,
                at: new Date("2026-06-01T00:00:00Z"),
              }),
            ),
          ),
        );
      const usage = robots.contentUsage({
        url: URL_,
        userAgent,
        page,
        ...(headers ? { headers: { "x-robots-tag": headers["X-Robots-Tag"]!.join(", ") } } : {}),
      });
      out.push(JSON.stringify(usage.noai));
    }
  for (const usage of lib.ACAP_BASIC_USAGES) {
    const e = lib.extract(page, usage);
    out.push(JSON.stringify({ ...e, elements: e.elements.map((x) => x.ref.index) }));
  }
  return out;
}

const inputs: { name: string; html: string; headers?: Record<string, string[]> }[] = [];
inputs.push({ name: "news-article", html: readFileSync("examples/news-article.html", "utf8") });
const nonRobots = "test/fixtures/corpus-nonrobots/files";
for (const f of readdirSync(nonRobots).sort())
  inputs.push({ name: f, html: readFileSync(join(nonRobots, f), "utf8") });
const cases = existsSync("../shared/conformance/html5lib-tree-construction/cases.json")
  ? "../shared/conformance/html5lib-tree-construction/cases.json"
  : "test/fixtures/html5lib-tree-construction/cases.json";
for (const c of (
  JSON.parse(readFileSync(cases, "utf8")) as { cases: { id: string; data: string }[] }
).cases)
  inputs.push({ name: c.id, html: c.data });
for (let i = 0; i < randomPages; i++) inputs.push({ name: `random ${i}`, ...randomPage(i + 1) });

const [robotsBefore, robotsAfter] = [robotsOf(before), robotsOf(after)];
const hash = createHash("sha256");
let count = 0;
let differences = 0;
for (const { name, html, headers } of inputs) {
  const a = answers(before, robotsBefore, html, headers);
  const b = answers(after, robotsAfter, html, headers);
  count += b.length;
  for (const answer of b) hash.update(answer);
  if (a.length !== b.length || a.some((x, i) => x !== b[i])) {
    differences++;
    const at = a.findIndex((x, i) => x !== b[i]);
    if (differences <= 10) console.log(`DIFFERENT ${name}:\n  before ${a[at]}\n  after  ${b[at]}`);
  }
}
console.log(
  `${inputs.length} pages, ${count} answers, sha256 ${hash.digest("hex").slice(0, 16)}: ${differences === 0 ? "equal" : `${differences} pages differ`}`,
);
if (differences > 0) process.exitCode = 1;
