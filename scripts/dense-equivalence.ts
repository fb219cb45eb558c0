// `npx tsx scripts/dense-equivalence.ts --before <old dist/src/index.js> [--after dist/src/index.js]`:
// everything a robots.txt file answers, before and after a change to how its lines are parsed
// and indexed (issue 24, line-dense files): per file, the politeness questions asked first on a
// fresh parse (read from the crawl index alone), crawl decisions for several URLs and crawlers
// under every profile, then the policy model's JSON and diagnostics and the same questions
// again (read from the model). Files: ../shared/corpus (when present), test/fixtures, and
// synthetic files of short lines, runs of unknown fields between User-agent lines (alone and
// after 20 groups, so that politeness is read from the crawl index), blank and
// CR runs, comments and invalid lines. Prints the count of files, a hash, and every file whose
// answers differ (exit 1 when one does).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { loadBuilds, type Lib } from "./builds.js";
const { before, after } = await loadBuilds();

const AGENTS = [
  "Googlebot",
  "bot1",
  "b1",
  "alpha",
  "beta",
  "GPTBot",
  "unknown-bot",
  "Mozilla/5.0 (compatible; bingbot/2.0)",
];
/** Answers that depend on the time of day are asked at one fixed time. */
const AT = new Date("2026-11-26T01:30:00Z");
const URLS = ["/", "/x/y", "/private/1/", "/a/1/x", "/tmp/x", "/1/x?q=1", "/search?q=a&b=c"];

function* files(): Generator<[string, string | Uint8Array]> {
  const dirs = process.argv.includes("--no-corpus")
    ? ["test/fixtures"]
    : ["../shared/corpus/files", "test/fixtures"];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    const walk = function* (at: string): Generator<string> {
      for (const name of readdirSync(at).sort()) {
        const path = join(at, name);
        if (statSync(path).isDirectory()) yield* walk(path);
        else if (!/\.(tsv|md|json|html?)$/.test(name)) yield path;
      }
    };
    for (const path of walk(dir)) yield [path, readFileSync(path)];
  }
  yield* synthetic();
}

/** Short-line shapes and runs of unknown fields where sections and Robot-version read them. */
function* synthetic(): Generator<[string, string]> {
  const units = [
    "x\n",
    ":\n",
    "\r",
    "\n",
    "#\n",
    "Disallow: /a\n",
    "a:\n",
    "X-F: 1\n",
    "\r\n",
    " \n",
  ];
  for (const a of units)
    for (const b of units)
      yield [
        `pair ${JSON.stringify(a + b)}`,
        `User-agent: bot1\n${(a + b).repeat(50)}Disallow: /x\n`,
      ];
  const pieces = [
    "User-agent: alpha\n",
    "User-agent: beta\n",
    "User-agent: bot1\n",
    "X-One: 1\n",
    "x-two:\n",
    "X-One 1\n",
    "Crawl-delay: 5\n",
    "Comment: hi\n",
    "Robot-version: 2.0\n",
    "Request-rate: 1/5s\n",
    "Visit-time: 0100-0200\n",
    "Disallow: /tmp/\n",
    "Allow: /\n",
    "\n",
    "\r",
    "# c\n",
    "junk\n",
    "Content-Usage: train-ai=n\n",
    "App-Directives: /x app1;a=1\n",
    "ACAP-crawler: bot1\n",
    "ACAP-disallow-index: /a\n",
    "Sitemap: https://e.example/s.xml\n",
  ];
  let seed = 7;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  for (let f = 0; f < (process.argv.includes("--no-corpus") ? 3000 : 3000); f++) {
    let text = "";
    const lines = 3 + next(30);
    for (let i = 0; i < lines; i++) text += pieces[next(pieces.length)]!;
    yield [`random ${f}`, text];
    // After 20 other groups each of the file's rule sets is a small part of it, so its
    // politeness is read from its own rows of the crawl index (src/robots.ts), not the model.
    yield [`random ${f} after 20 groups`, GROUPS + text];
  }
}

const GROUPS = Array.from({ length: 20 }, (_, i) => `User-agent: g${i}\nDisallow: /g${i}\n`).join(
  "",
);

function answers(lib: Lib, content: string | Uint8Array): string {
  const out: unknown[] = [];
  const ask = (robots: ReturnType<Lib["parseRobotsTxt"]>) => {
    for (const agent of AGENTS) {
      out.push(robots.crawlDelay(agent), robots.comments(agent));
      for (const profile of lib.PROFILES) {
        out.push(
          robots.crawlDelay(agent, { profile }),
          robots.comments(agent, { profile }),
          robots.visitTime(agent, { profile }),
          robots.requestRate(agent, { profile, at: AT }),
          robots.delayBetweenRequests(agent, { profile, at: AT, retrievalMs: 300 }),
        );
        for (const url of URLS)
          out.push(
            robots.isAllowed(url, agent, { profile }),
            robots.matchingLine(url, agent, { profile }),
          );
      }
    }
    // Questions that make the policy model: after every crawl and politeness question above
    // was read from the crawl index alone.
    for (const agent of AGENTS)
      for (const url of URLS.slice(0, 3)) {
        out.push(robots.decide({ url, userAgent: agent }));
        out.push(robots.contentUsage({ url, userAgent: agent }));
        out.push(robots.appDirectives({ app: "app1", productToken: agent, url }));
        out.push(lib.decideAcap(robots, { url, userAgent: agent, usage: "index" }));
      }
  };
  const fresh = lib.parseRobotsTxt(content);
  ask(fresh);
  out.push(fresh.policy, fresh.diagnostics, fresh.sitemaps);
  ask(fresh);
  return JSON.stringify(out, (_key, value: unknown) => (value instanceof Map ? [...value] : value));
}

const total = createHash("sha256");
let count = 0;
let differ = 0;
for (const [name, content] of files()) {
  const a = answers(before, content);
  const b = answers(after, content);
  count++;
  total.update(b);
  if (a !== b) {
    differ++;
    if (differ <= 20) console.log(`differs: ${name}`);
    if (differ <= 3) showDifference(a, b);
  }
}
console.log(`${count} files, ${differ} differ, hash ${total.digest("hex").slice(0, 16)}`);
if (differ > 0) process.exit(1);

/** The first answers that differ (index in the list of answers, before, after). */
function showDifference(a: string, b: string): void {
  const [left, right] = [JSON.parse(a) as unknown[], JSON.parse(b) as unknown[]];
  let shown = 0;
  for (let i = 0; i < Math.max(left.length, right.length) && shown < 3; i++) {
    const [x, y] = [JSON.stringify(left[i]), JSON.stringify(right[i])];
    if (x === y) continue;
    shown++;
    console.log(`  answer ${i}:\n    before ${x.slice(0, 600)}\n    after  ${y.slice(0, 600)}`);
  }
}
