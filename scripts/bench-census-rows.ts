// Times captureRow (src/census/row.ts) over every corpus file against the parse alone, and
// says where the time goes: the parse (core and batteries-included), the reader's diagnostics,
// every census step. Also counts what the rows say (content kinds, wildcard verdicts,
// templates), for BENCHMARKS.md and docs/census.md.
//   npx tsx scripts/bench-census-rows.ts [corpus folder] [rounds]
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseRobotsTxt as parseCore } from "../src/core.js";
import { parseRobotsTxt as parseAll } from "../src/index.js";
import { captureRow } from "../src/census/row.js";
import type { Capture, CaptureRow, CensusKnobs } from "../src/census/model.js";
import { TEMPLATE_FINGERPRINTS, textTemplateOf } from "../src/census/templates.js";
import { CENSUS_PANEL } from "../src/census/panel.js";

const folder = process.argv[2] ?? join(import.meta.dirname, "../../shared/corpus/files");
const rounds = Number(process.argv[3] ?? 5);
const names = readdirSync(folder).sort();
const bodies = names.map((name) => new Uint8Array(readFileSync(join(folder, name))));
const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
const texts = bodies.map((body) => new TextDecoder().decode(body));
const NAIVE = CENSUS_PANEL.map((crawler) => crawler.name);
const captures: Capture[] = names.map((name, i) => ({
  source: { input: folder, file: name },
  url: `https://${name.replace(/^\d+-/, "").replace(/\.txt$/, "")}/robots.txt`,
  headers: [],
  body: bodies[i]!,
}));

/**
 * The best of `rounds` runs of `run` over every file, in ms of the process's CPU time (user +
 * system, all threads: the collector's too), which other processes on a busy machine disturb
 * less than wall time.
 */
function time(label: string, run: (i: number) => unknown): number {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < bodies.length; i++) run(i);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  const mbs = bytes / 1e6 / (best / 1000);
  console.log(
    `${label.padEnd(48)} ${best.toFixed(0).padStart(6)} ms ${mbs.toFixed(1).padStart(7)} MB/s`,
  );
  return best;
}

console.log(`${names.length} files, ${(bytes / 1e6).toFixed(1)} MB, best of ${rounds}`);
for (const profile of ["rfc9309", "google"] as const) {
  const knobs: CensusKnobs = { access: "rfc9309", profile };
  console.log(`\nprofile ${profile}`);
  time("parseRobotsTxt (core)", (i) => parseCore(bodies[i]!));
  time("parseRobotsTxt (index)", (i) => parseAll(bodies[i]!));
  time("parse (index) + diagnostics", (i) => parseAll(bodies[i]!).diagnostics);
  time("parse (core) + reader diagnostics", (i) => parseCore(bodies[i]!).diagnostics);
  time("parse (index) + isAllowed('/', Googlebot)", (i) =>
    parseAll(bodies[i]!).isAllowed("/", "Googlebot", { profile }),
  );
  time("parse (index) + diagnostics + isAllowed('/')", (i) => {
    const robots = parseAll(bodies[i]!);
    void robots.diagnostics;
    return robots.isAllowed("/", "Googlebot", { profile });
  });
  time("parse (index) + 171 × isAllowed('/') (naive)", (i) => {
    const robots = parseAll(bodies[i]!);
    for (const name of NAIVE) robots.isAllowed("/", name, { profile });
  });
  time("textTemplateOf", (i) => textTemplateOf(texts[i]!));
  time("captureRow", (i) => captureRow(captures[i]!, knobs));
}

/** What the rows say, counted. */
const knobs: CensusKnobs = { access: "rfc9309", profile: "rfc9309" };
const counts = new Map<string, number>();
const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
for (const capture of captures) {
  const row: CaptureRow = captureRow(capture, knobs);
  count(`content ${row.content}`);
  count(`wildcard ${row.wildcard?.verdict ?? "-"}`);
  count(`template ${row.template ?? "-"}`);
  if (Object.values(row.crawlers).some((crawler) => crawler.collateral)) count("collateral");
  if (Object.values(row.crawlers).some((crawler) => crawler.preferences)) count("preferences");
  for (const [name, crawler] of Object.entries(row.crawlers))
    if (crawler.explicit) count(`explicit ${crawler.explicit.verdict} ${name}`);
}
console.log(`\nrows (profile rfc9309):`);
for (const [key, n] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
  if (!key.startsWith("explicit ") || n >= 100) console.log(`  ${key}: ${n}`);
console.log(`fingerprints tried: ${TEMPLATE_FINGERPRINTS.map((f) => f.name).join(", ")}`);
