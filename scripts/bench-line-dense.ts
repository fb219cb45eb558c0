// `npx tsx scripts/bench-line-dense.ts --before <old dist/src/index.js> [--after dist/src/index.js] [--runs 15]`:
// issue 24's line-dense files (500,000 characters of one short line repeated) against the
// ordinary file of scripts/bench-worst.ts, parsed alone (`parseRobotsTxt`) and parsed with the
// whole model (`policy` and `diagnostics`), in both builds in one process. CPU time of the
// process; the runs of the four (ordinary and shape, before and after) alternate, each round in
// a rotated order, and each figure is the least of its runs (the machine's other load only adds).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { arg, loadBuilds, type Lib } from "./builds.js";
const libs = {
  ...(await loadBuilds()),
};
const RUNS = Number(arg("--runs") ?? 15);
const SIZE = 500_000;

const fill = (unit: (i: number) => string): string => {
  let out = "";
  for (let i = 0; out.length < SIZE; i++) out += unit(i);
  return out.slice(0, SIZE);
};
/** scripts/bench-worst.ts's ordinary dense file. */
const ordinary = fill(
  (i) =>
    `# section ${i}\nUser-agent: bot${i % 50}\nUser-agent: crawler-${i % 7}\nDisallow: /private/${i}/\nAllow: /private/${i}/public/*.html$\nCrawl-delay: ${i % 10}\nSitemap: https://example.com/sitemap-${i}.xml\n\n`,
);
const shapes: Record<string, string> = {
  "x\\n": fill(() => "x\n"),
  ":\\n": fill(() => ":\n"),
  "\\r run": "\r".repeat(SIZE),
  "\\n run": "\n".repeat(SIZE),
  "\\r\\n run": "\r\n".repeat(SIZE / 2),
  "#\\n": fill(() => "#\n"),
  "NUL\\n": fill(() => "\0\n"),
  "a:\\n": fill(() => "a:\n"),
  "Disallow: /a\\n": fill(() => "Disallow: /a\n"),
};

const cpuMs = (run: () => unknown): number => {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};
const work = {
  parse: (lib: Lib, text: string) => () => lib.parseRobotsTxt(text),
  model: (lib: Lib, text: string) => () => {
    const robots = lib.parseRobotsTxt(text);
    return [robots.policy, robots.diagnostics];
  },
};

// `--corpus`: the same two works over every file of ../shared/corpus instead (both builds
// alternating; the ratio is after / before).
if (process.argv.includes("--corpus")) {
  const dir = "../shared/corpus/files";
  if (!existsSync(dir)) throw new Error(`${dir}: no corpus beside the repository`);
  const texts = readdirSync(dir).map((name) => readFileSync(join(dir, name), "utf8"));
  console.log(`corpus: ${texts.length} files, least CPU ms of ${RUNS} alternating runs`);
  for (const [kind, make] of Object.entries(work)) {
    const all = (lib: Lib) => {
      const runs = texts.map((text) => make(lib, text));
      return () => runs.forEach((run) => run());
    };
    const runs = [all(libs.before), all(libs.after)];
    runs.forEach((run) => run());
    const least = [Infinity, Infinity];
    for (let round = 0; round < RUNS; round++)
      for (let k = 0; k < 2; k++) {
        const at = (k + round) % 2;
        least[at] = Math.min(least[at]!, cpuMs(runs[at]!));
      }
    const [before, after] = least as [number, number];
    console.log(
      `${kind.padEnd(6)} before ${before.toFixed(0)} ms, after ${after.toFixed(0)} ms, ${(after / before).toFixed(3)}×`,
    );
  }
  process.exit(0);
}

console.log(`least CPU ms of ${RUNS} alternating runs; ratio = shape / ordinary of the same build`);
console.log(
  `${"shape".padEnd(16)} ${"work".padEnd(6)} ${"ord before".padStart(10)} ${"before".padStart(8)} ${"×".padStart(6)} ${"ord after".padStart(10)} ${"after".padStart(8)} ${"×".padStart(6)}`,
);
for (const [kind, make] of Object.entries(work))
  for (const [name, text] of Object.entries(shapes)) {
    const runs = [
      make(libs.before, ordinary),
      make(libs.before, text),
      make(libs.after, ordinary),
      make(libs.after, text),
    ];
    for (const run of runs) for (let i = 0; i < 3; i++) run();
    const least = runs.map(() => Infinity);
    for (let round = 0; round < RUNS; round++)
      for (let k = 0; k < runs.length; k++) {
        const at = (k + round) % runs.length;
        least[at] = Math.min(least[at]!, cpuMs(runs[at]!));
      }
    const [ob, sb, oa, sa] = least as [number, number, number, number];
    console.log(
      `${name.padEnd(16)} ${kind.padEnd(6)} ${ob.toFixed(1).padStart(10)} ${sb.toFixed(1).padStart(8)} ${(sb / ob).toFixed(2).padStart(6)} ${oa.toFixed(1).padStart(10)} ${sa.toFixed(1).padStart(8)} ${(sa / oa).toFixed(2).padStart(6)}`,
    );
  }
