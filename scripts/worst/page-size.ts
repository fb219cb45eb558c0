// bench:worst, page policy size (issue 24): each hostile page against an ordinary page of the
// same byte size (paragraphs of text with a robots META), in the policy's JSON size, the heap a
// kept policy holds and parseHtmlPolicy's CPU time; a shape fails when it costs more than
// PAGE_SIZE_BOUND times its ordinary page in time or memory. Time is paired and alternating,
// the least CPU time of each (as html.ts measures); memory the heap a kept policy adds, after
// collections, the median of three.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { pathToFileURL } from "node:url";
import { parseHtmlPolicy } from "robots-policy";
import { alternating } from "./measure.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
const gc = () => {
  for (let i = 0; i < 4; i++) collect();
};

export const PAGE_SIZE_BOUND = 4;
const URL_ = "https://example.com/";
const PARAGRAPH = "<p>Lorem ipsum dolor sit amet, <b>consectetur</b> adipiscing elit.</p>\n";

/** An ordinary page of `bytes` characters: a robots META and paragraphs of text. */
function ordinary(bytes: number): string {
  const head = '<html><head><meta name="robots" content="noindex"></head><body>';
  const tail = "</body></html>";
  const count = Math.max(0, Math.floor((bytes - head.length - tail.length) / PARAGRAPH.length));
  const body = PARAGRAPH.repeat(count);
  return `${head}${body}${"x".repeat(Math.max(0, bytes - head.length - tail.length - body.length))}${tail}`;
}

const directives = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? "noindex" : "nofollow")).join(", ");

export const pageSizeShapes: Record<string, () => string> = {
  "12,500 directives in one META after 100,000 blanks": () =>
    `<html><head><meta name="robots" content="${" ".repeat(100_000)}${directives(12_500)}"></head></html>`,
  "12,500 distinct directives in one META after 100,000 blanks": () =>
    `<html><head><meta name="robots" content="${" ".repeat(100_000)}${Array.from({ length: 12_500 }, (_, i) => `max-snippet:${i}`).join(", ")}"></head></html>`,
  "62,500 noindex META tags": () =>
    `<html><head>${'<meta name="robots" content="noindex">'.repeat(62_500)}</head><body>x</body></html>`,
  "16,000 nested the-acap: divs": () =>
    `<html><body>${'<div class="the-acap:disallow-index">'.repeat(16_000)}x${"</div>".repeat(16_000)}</body></html>`,
  // Each div's text holds its descendants': kept per element, the policy was quadratic.
  "8,000 nested the-acap: divs with a word each": () =>
    `<html><body>${'<div class="the-acap:disallow-index">w '.repeat(8_000)}x${"</div>".repeat(8_000)}</body></html>`,
  "a 5 MB page": () =>
    `<html><head><meta name="robots" content="noindex"></head><body>${PARAGRAPH.repeat(72_000)}<div class="the-acap:disallow-present-snippet">end</div></body></html>`,
};

/** The least CPU time of each, runs alternating after a warm-up of each. */
function paired(a: () => unknown, b: () => unknown, runs: number): [number, number] {
  const { as, bs } = alternating(a, b, runs);
  return [Math.min(...as), Math.min(...bs)];
}

/** Bytes of heap one kept policy of `html` holds (over `copies` kept at once). */
function retained(html: string, copies: number): number {
  const heapNow = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  gc();
  const base = heapNow();
  const pages = [];
  for (let i = 0; i < copies; i++) pages.push(parseHtmlPolicy(html, { url: URL_ }));
  gc();
  const held = heapNow() - base;
  if (pages.length < 0) console.log(pages); // keeps the pages alive through the measurement
  return held / copies;
}

function medianRetained(html: string): number {
  const copies = html.length > 1_000_000 ? 2 : 4;
  retained(html, copies);
  const helds = [0, 1, 2].map(() => retained(html, copies));
  return helds.sort((a, b) => a - b)[1]!;
}

/** Runs every shape; true when one costs more than `bound` times its ordinary page. */
export function runPageSizeShapes(bound = PAGE_SIZE_BOUND): boolean {
  let failed = false;
  console.log(
    `\nPage policy size: each shape against an ordinary page of its byte size (JSON of the policy, heap held, parse CPU ms: least of 7, alternating)`,
  );
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);
  console.log(
    `${"shape".padEnd(60)} ${"KB".padStart(6)} ${"JSON MB".padStart(8)} ${"(ord.)".padStart(7)} ${"held MB".padStart(8)} ${"(ord.)".padStart(7)} ${"mem×".padStart(6)} ${"ms".padStart(7)} ${"(ord.)".padStart(7)} ${"time×".padStart(6)}`,
  );
  for (const [name, make] of Object.entries(pageSizeShapes)) {
    const html = make();
    const plain = ordinary(html.length);
    let json = -1;
    try {
      json = JSON.stringify(parseHtmlPolicy(html, { url: URL_ })).length;
    } catch {
      // A JSON over V8's longest string (512 MB) is reported as such.
    }
    const plainJson = JSON.stringify(parseHtmlPolicy(plain, { url: URL_ })).length;
    const [ms, plainMs] = paired(
      () => parseHtmlPolicy(html, { url: URL_ }),
      () => parseHtmlPolicy(plain, { url: URL_ }),
      7,
    );
    const [held, plainHeld] = [medianRetained(html), medianRetained(plain)];
    const [memory, time] = [held / plainHeld, ms / plainMs];
    const over = memory > bound || time > bound;
    if (over) failed = true;
    console.log(
      `${name.padEnd(60)} ${(html.length / 1024).toFixed(0).padStart(6)} ${(json < 0 ? "> 512" : mb(json)).padStart(8)} ${mb(plainJson).padStart(7)} ${mb(held).padStart(8)} ${mb(plainHeld).padStart(7)} ${memory.toFixed(2).padStart(5)}× ${ms.toFixed(1).padStart(7)} ${plainMs.toFixed(1).padStart(7)} ${time.toFixed(2).padStart(5)}×${over ? `  OVER ${bound}×` : ""}`,
    );
  }
  return failed;
}

// Alone: `npm run build && tsx scripts/worst/page-size.ts [--ci]`.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  if (runPageSizeShapes(PAGE_SIZE_BOUND * (process.argv.includes("--ci") ? 2 : 1)))
    process.exitCode = 1;
