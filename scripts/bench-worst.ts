// `npm run bench:worst`: the time of each known adversarial input shape next to an ordinary
// input of the same size, and a failure when one costs more than 4× (robots.txt) — the
// issue 16 guarantee that hostile input costs what ordinary input costs. HTML shapes are
// measured at n and 2n and fail when doubling the input costs more than 3×.
// Time is measured here, never in tests (a loaded CI machine must not fail a test).
// The built package (dist/), as `npm run bench` measures it: tsx-transformed sources carry
// __name wrappers that cost time.
import { decideAcap, extract, parseHtmlPolicy, parseRobotsTxt } from "robots-policy";

const SIZE = 500_000; // under the 512,000-octet cap, so that the whole input is read
const RUNS = 5;

function fill(unit: (i: number) => string, size = SIZE): string {
  let out = "";
  for (let i = 0; out.length < size; i++) out += unit(i);
  return out.slice(0, size);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

function time(run: () => unknown): number {
  run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

// An ordinary dense file: groups of a few agents with allow/disallow rules, comments, sitemaps.
const ordinary = fill(
  (i) => `# section ${i}\nUser-agent: bot${i % 50}\nUser-agent: crawler-${i % 7}\nDisallow: /private/${i}/\nAllow: /private/${i}/public/*.html$\nCrawl-delay: ${i % 10}\nSitemap: https://example.com/sitemap-${i}.xml\n\n`,
);

const robotsShapes: Record<string, string> = {
  "line cut at the length limit, ending in spaces": fill(() => `Disallow: /${"a".repeat(16_000)}${" ".repeat(20_000)}x\n`),
  "one line of spaces": `Disallow: /x${" ".repeat(SIZE - 20)}y\n`,
  "many ACAP-crawler lines": fill((i) => `ACAP-crawler: bot${i}\n`),
  "many ACAP records with permissions": fill((i) => `ACAP-crawler: bot${i}\nACAP-allow-index: /a${i}/ time-limit=7-days\nACAP-disallow-present: /b${i}/\n`),
  "Robot-version after thousands of groups": fill((i) => `User-agent: b${i}\nDisallow: /${i}\nRobot-version: 2.0.0\n`),
  "many ACAP composite usages": fill((i) => `ACAP-composite-usage: (c${i}) index present preserve\nACAP-allow-(c${i}): /${i}/\n`),
  "composite usages naming undefined usages": fill((i) => `ACAP-composite-usage: (c${i}) (q${i}) (r${i}) index\n`),
  "App-Directives in records apart from their groups": fill((i) => `User-agent: b${i}\n\nApp-Directives: /${i}/ app${i};x=1\nDisallow: /${i}\n`),
  "many Sitemap and Host lines": fill((i) => `Sitemap: https://example.com/s${i}.xml\nHost: h${i}.example.com\n`),
  "App-Directives among thousands of groups": fill((i) => `User-agent: b${i}\nApp-Directives: /${i}/ app${i};x=1\nDisallow: /${i}\n`),
  "thousands of User-agent lines in one group": fill((i) => `User-agent: bot${i}\n`) + "Disallow: /\n",
  "User-agent lines between fields (sections)": fill((i) => `User-agent: bot${i}\nCrawl-delay: ${i % 9}\n`) + "Disallow: /\n",
  "thousands of wildcard rules": "User-agent: *\n" + fill((i) => `Disallow: /*a*b*c*${i}*$\n`),
  "many Visit-time and Request-rate lines": "User-agent: *\n" + fill((i) => `Visit-time: 0${i % 10}00-0${(i + 1) % 10}00\nRequest-rate: ${i % 50 + 1}/${i % 60 + 1}m\n`),
  "many unknown fields": fill((i) => `X-Field-${i}: value ${i}\n`),
  "many invalid lines": fill((i) => `this is not a field ${i}\n`),
  "many comment-only lines": fill((i) => `# ${"c".repeat(i % 80)}\n`),
  "CR-only line breaks": fill((i) => `User-agent: b${i}\rDisallow: /${i}\r`),
  "ACAP lines with long qualifier lists": fill((i) => `ACAP-allow-present: /p${i}/ ${"max-length=5-words ".repeat(20)}\n`),
};

let failed = false;
const ordinaryMs = time(() => parseRobotsTxt(ordinary).isAllowed("/private/1/x", "bot1"));
console.log(`robots.txt, ${SIZE.toLocaleString("en")} characters each; ordinary dense file: ${ordinaryMs.toFixed(1)} ms (parse + one query)\n`);
console.log(`${"shape".padEnd(52)} ${"ms".padStart(8)} ${"× ordinary".padStart(11)}`);
for (const [name, text] of Object.entries(robotsShapes)) {
  const ms = time(() => {
    const robots = parseRobotsTxt(text);
    robots.isAllowed("/x/y", "bot1");
    robots.crawlDelay("bot1");
    decideAcap(robots, { url: "/a1/x", userAgent: "bot1", usage: "index" });
  });
  const ratio = ms / ordinaryMs;
  if (ratio > 4) failed = true;
  console.log(`${name.padEnd(52)} ${ms.toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(10)}×${ratio > 4 ? "  OVER 4×" : ""}`);
}

const htmlShapes: Record<string, (n: number) => string> = {
  "nested elements": (n) => `<html><body>${"<div>".repeat(n)}x${"</div>".repeat(n)}</body></html>`,
  "nested elements with the-acap: classes": (n) => `<html><body>${'<div class="the-acap:disallow-index">'.repeat(n)}x${"</div>".repeat(n)}</body></html>`,
  "flat elements with the-acap: classes": (n) => `<html><body>${'<p class="the-acap:allow-index">t</p>'.repeat(n)}</body></html>`,
  "unclosed formatting elements": (n) => `<html><body>${"<b><i>".repeat(n)}x</body></html>`,
  "nested tables": (n) => `<html><body>${"<table><tr><td>".repeat(n)}x</body></html>`,
  "many META tags": (n) => `<html><head>${'<meta name="robots" content="noindex, nofollow">'.repeat(n)}</head></html>`,
  "taglist extraction over nested elements": (n) =>
    `<html><head><meta name="robots" content="ACAP version 1.1"><meta name="robots" content="ACAP allow-index must-use-resource=the-acap:extract:taglist:div"></head><body>${"<div>".repeat(n)}x${"</div>".repeat(n)}</body></html>`,
};
const N = 8_000;
console.log(`\nHTML: each shape at ${N.toLocaleString("en")} and ${(2 * N).toLocaleString("en")} repetitions (parse, a page decision, extract)`);
console.log(`${"shape".padEnd(52)} ${"ms (n)".padStart(8)} ${"ms (2n)".padStart(8)} ${"growth".padStart(7)}`);
for (const [name, make] of Object.entries(htmlShapes)) {
  const measure = (n: number) => {
    const html = make(n);
    return time(() => {
      const page = parseHtmlPolicy(html, { url: "https://example.com/" });
      decideAcap(parseRobotsTxt(""), { url: "https://example.com/", userAgent: "bot", usage: "index", page });
      extract(page, "index");
    });
  };
  const one = measure(N);
  const two = measure(2 * N);
  const growth = two / one;
  if (growth > 3) failed = true;
  console.log(`${name.padEnd(52)} ${one.toFixed(1).padStart(8)} ${two.toFixed(1).padStart(8)} ${growth.toFixed(2).padStart(6)}×${growth > 3 ? "  OVER 3×" : ""}`);
}
if (failed) {
  console.error("\nsome shape costs more than its bound");
  process.exit(1);
}
