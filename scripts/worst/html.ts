// bench:worst, HTML section (scripts/bench-worst.ts runs it): each adversarial page shape at
// n and 2n, in CPU time (parse, a page decision, extract) and in heap retained by the page
// policy; a shape fails when doubling the input costs more than HTML_GROWTH_BOUND in either:
// hostile pages must cost what their size costs, whatever their nesting, attributes or
// misnesting. Time is measured here, never in tests.
// How: the two sizes' runs alternate after a warm-up of each (a run pays for collecting some of
// the garbage of the run before it), the least CPU time of this process each took (the load of
// other processes on a shared machine only ever adds to a run: the ratio of medians of 7
// moved between 1.9× and 3.1× for one shape from one run to the next, of minima of 9 it
// stays within 2.0–2.55× for every shape); memory is the heap
// (and typed arrays' backing stores) a kept page policy adds, after collections.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { pathToFileURL } from "node:url";
import { decideAcap, extract, parseHtmlPolicy, parseRobotsTxt } from "robots-policy";
import { alternating, cpuMs, median } from "./measure.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
const gc = () => {
  for (let i = 0; i < 4; i++) collect();
};

const RUNS = 9;

/** The least CPU time of `a` and of `b`, their runs alternating after a warm-up of each. */
function paired(a: () => unknown, b: () => unknown, runs: number): { a: number; b: number } {
  const { as, bs } = alternating(a, b, runs);
  return { a: Math.min(...as), b: Math.min(...bs) };
}

/**
 * Bytes of heap a page policy of `html` holds, over `copies` policies kept at once (a small
 * policy is measured over several, above the heap's own noise); its own call, so nothing
 * else of them survives.
 */
function retained(html: string, copies: number): number {
  const heapNow = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  gc();
  const base = heapNow();
  const pages = [];
  for (let i = 0; i < copies; i++)
    pages.push(parseHtmlPolicy(html, { url: "https://example.com/" }));
  gc();
  const held = heapNow() - base;
  if (pages.length < 0) console.log(pages); // keeps the pages alive through the measurement
  return held / copies;
}

interface Shape {
  readonly make: (n: number) => string;
  /** The smaller size (the other is twice it); default N. */
  readonly n?: number;
}

// Under ~16,000 a run allocates less than the young generation holds, and doubling it adds
// its first scavenges (up to 3× at 8,000 → 16,000, then 2× per doubling): sizes start there.
const N = 16_000;
const PARAGRAPH = "<p>Lorem ipsum dolor sit amet, <b>consectetur</b> adipiscing elit.</p>\n";

export const htmlShapes: Record<string, Shape> = {
  "nested elements": {
    make: (n) => `<html><body>${"<div>".repeat(n)}x${"</div>".repeat(n)}</body></html>`,
  },
  "nested elements with the-acap: classes (2n = 16,000)": {
    n: 8_000,
    make: (n) =>
      `<html><body>${'<div class="the-acap:disallow-index">'.repeat(n)}x${"</div>".repeat(n)}</body></html>`,
  },
  "flat elements with the-acap: classes": {
    make: (n) => `<html><body>${'<p class="the-acap:allow-index">t</p>'.repeat(n)}</body></html>`,
  },
  "unclosed formatting elements": {
    make: (n) => `<html><body>${"<b><i>".repeat(n)}x</body></html>`,
  },
  "nested tables": { make: (n) => `<html><body>${"<table><tr><td>".repeat(n)}x</body></html>` },
  "many META tags": {
    make: (n) =>
      `<html><head>${'<meta name="robots" content="noindex, nofollow">'.repeat(n)}</head></html>`,
  },
  "taglist extraction over nested elements": {
    make: (n) =>
      `<html><head><meta name="robots" content="ACAP version 1.1"><meta name="robots" content="ACAP allow-index must-use-resource=the-acap:extract:taglist:div"></head><body>${"<div>".repeat(n)}x${"</div>".repeat(n)}</body></html>`,
  },
  // Held out at first (issue 16 audit):
  "nested elements with ids and two the-acap: classes": {
    make: (n) =>
      `<html><body>${Array.from({ length: n }, (_, i) => `<div id="e${i}" class="the-acap:disallow-index the-acap:allow-present">w `).join("")}x</body></html>`,
  },
  "nested tables, closed": {
    make: (n) => `${"<table><tr><td>".repeat(n)}x${"</td></tr></table>".repeat(n)}`,
  },
  "nested select and optgroup": {
    make: (n) => `<select>${"<option><optgroup>".repeat(n)}</select>`,
  },
  "nested svg and math": { make: (n) => `${"<svg><foreignObject><math><mi>".repeat(n >> 1)}x` },
  "p inside p, unclosed formatting": {
    make: (n) => `${"<b><i><u><s>".repeat(n >> 2)}${"<p>x".repeat(n)}`,
  },
  "misnested formatting (adoption agency)": { make: (n) => "<b><i>x</b>y</i>".repeat(n) },
  "one element with n attributes": {
    make: (n) => `<div ${Array.from({ length: n }, (_, i) => `a${i}="v${i}"`).join(" ")}>x</div>`,
  },
  "one class list of n the-acap: values with qualifiers": {
    make: (n) =>
      `<div class="${"the-acap:allow-present-snippet:max-length=5-words ".repeat(n)}">x</div>`,
  },
  "META tags named after other crawlers": {
    make: (n) =>
      `<html><head>${Array.from({ length: n }, (_, i) => `<meta name="bot${i}" content="noindex, nofollow">`).join("")}</head></html>`,
  },
  "an unterminated comment": { make: (n) => `<div><!--${"a-".repeat(n * 4)}` },
  "head elements after body": {
    make: (n) =>
      `<body>${"<title>x</title><meta name=robots content=noindex><base href=/>".repeat(n)}`,
  },
  // Issue 24: the sizes the issue names, as 2n.
  "a page of paragraphs (2n = 5 MB)": {
    n: 36_000,
    make: (n) =>
      `<html><head><meta name="robots" content="noindex"></head><body>${PARAGRAPH.repeat(n)}<div class="the-acap:disallow-present-snippet">end</div></body></html>`,
  },
  "nested elements (2n = 100,000 deep)": {
    n: 50_000,
    make: (n) =>
      `<html><body>${"<div>".repeat(n)}<span class="the-acap:disallow-index" id="deep">x</span>text`,
  },
  "one element with n attributes (2n = 1,000,000)": {
    n: 500_000,
    make: (n) =>
      `<div ${Array.from({ length: n }, (_, i) => `a${i}=v`).join(" ")} class="the-acap:disallow-index">x</div>`,
  },
  "adoption agency across n blocks": {
    n: 32_000,
    make: (n) => `<b class="the-acap:disallow-present">${"<p>x".repeat(n)}</b>y`,
  },
  "foster-parented content in a table": {
    n: 32_000,
    make: (n) =>
      `<table class="the-acap:disallow-present">${"<p>x</p>".repeat(n)}<tr><td>c</table>`,
  },
};

/** Runs every shape; true when one grows faster than `bound` in time or memory. */
export function runHtmlShapes(bound: number): boolean {
  let failed = false;
  console.log(
    `\nHTML: each shape at n and 2n (n = ${N.toLocaleString("en")} unless named), runs alternating (parse, a page decision, extract; least CPU ms of ${RUNS}) and heap held by the page policy`,
  );
  console.log(
    `${"shape".padEnd(52)} ${"ms (n)".padStart(8)} ${"ms (2n)".padStart(8)} ${"growth".padStart(7)} ${"MB (n)".padStart(8)} ${"MB (2n)".padStart(8)} ${"growth".padStart(7)}`,
  );
  const robots = parseRobotsTxt("");
  for (const [name, { make, n = N }] of Object.entries(htmlShapes)) {
    const run = (html: string) => () => {
      const page = parseHtmlPolicy(html, { url: "https://example.com/" });
      decideAcap(robots, { url: "https://example.com/", userAgent: "bot", usage: "index", page });
      extract(page, "index");
    };
    const [small, large] = [make(n), make(2 * n)];
    // A shape that takes a few milliseconds at n is run several times per measurement, so that
    // each lasts ~50 ms: below that, a timer tick or a collection is much of the figure.
    const once = run(small);
    once();
    const onceMs = cpuMs(once);
    const times = Math.max(1, Math.ceil(50 / Math.max(onceMs, 0.1)));
    const repeated = (body: () => void) => () => {
      for (let i = 0; i < times; i++) body();
    };
    // Large shapes (over a second a run) are run fewer times.
    const runs = onceMs > 1_000 ? 3 : RUNS;
    const { a: one, b: two } = paired(repeated(once), repeated(run(large)), runs);
    const growth = two / one;
    // The first measurement after the timed runs reads low (their garbage is still being
    // collected): one of each first, then the medians of three, each over enough copies of
    // the smaller policy to hold ~16 MB.
    const copies = Math.min(
      64,
      Math.max(1, Math.floor(300 / Math.max(onceMs, 0.1))),
      Math.max(1, Math.ceil(16_777_216 / Math.max(retained(small, 1), 65_536))),
    );
    retained(large, copies);
    const helds: [number[], number[]] = [[], []];
    for (let i = 0; i < 3; i++) {
      helds[0].push(retained(small, copies));
      helds[1].push(retained(large, copies));
    }
    const [heldOne, heldTwo] = [median(helds[0]), median(helds[1])];
    // Below 1 MB held, a memory ratio is mostly the heap's own noise.
    // A policy that holds almost nothing (one element with many attributes) has no ratio to speak of.
    const noise = heldOne < 65_536 && heldTwo < 131_072;
    const memoryGrowth = noise ? 1 : heldTwo / heldOne;
    const over = growth > bound || memoryGrowth > bound;
    if (over) failed = true;
    const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);
    console.log(
      `${name.padEnd(52)} ${one.toFixed(1).padStart(8)} ${two.toFixed(1).padStart(8)} ${growth.toFixed(2).padStart(6)}× ${mb(heldOne).padStart(8)} ${mb(heldTwo).padStart(8)} ${noise ? "      —" : `${memoryGrowth.toFixed(2).padStart(6)}×`}${over ? `  OVER ${bound}×` : ""}`,
    );
  }
  return failed;
}

// Alone: `npm run build && tsx scripts/worst/html.ts [--ci]`.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  if (runHtmlShapes(2.5 * (process.argv.includes("--ci") ? 2 : 1))) process.exitCode = 1;
