// `npx tsx scripts/bench-acap.ts [--lib path/to/dist/src/index.js] [--only name] [--quick]`:
// the hostile ACAP shapes of issue 24 (definitions named by every line, wildcard patterns in
// one index bucket, long URLs, many records, sub-records and crawlers, hostile User-Agents),
// each against an ordinary ACAP file of the same size asked the same question. Reports, per
// shape: the policy model's time and JSON size, CPU µs per decideAcap (caches warm, alternating
// runs), the first query (tiers read), and the heap the file holds after its queries.
// `--lib` measures another build (e.g. a copy of dist/ made before a change).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { ACAP_FAMILIES, ORDINARY_ACAP, rotation, type AcapFamily } from "./acap-families.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
const gc = () => {
  for (let i = 0; i < 4; i++) collect();
};

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const lib = resolve(arg("--lib") ?? "dist/src/index.js");
const only = arg("--only");
const quick = process.argv.includes("--quick");
const { parseRobotsTxt, decideAcap } = (await import(
  pathToFileURL(lib).href
)) as typeof import("../src/index.js");

function cpuUs(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return user + system;
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;

type Robots = ReturnType<typeof parseRobotsTxt>;
type Query = AcapFamily["queries"][number];

/** µs per query: `reps` queries per run, runs alternating with the ordinary file's. */
function perQuery(a: [Robots, Query], b: [Robots, Query], budgetMs: number) {
  // A rotating query asks its variants in turn (acap-families.ts rotation).
  const turns = new Map([a, b].map(([, q]) => [q, { variants: rotation(q), next: 0 }]));
  const once = ([robots, query]: [Robots, Query]) => {
    const turn = turns.get(query)!;
    const variant = turn.variants[turn.next++ % turn.variants.length]!;
    return decideAcap(robots, variant as never);
  };
  const t0 = cpuUs(() => once(a)) + cpuUs(() => once(b));
  const unit = Math.max(
    cpuUs(() => once(a)),
    cpuUs(() => once(b)),
    1,
  );
  const reps = Math.max(1, Math.min(2000, Math.floor((budgetMs * 1000) / 8 / unit)));
  void t0;
  const as: number[] = [];
  const bs: number[] = [];
  for (let run = 0; run < 7; run++) {
    const ra = () => {
      for (let i = 0; i < reps; i++) once(a);
    };
    const rb = () => {
      for (let i = 0; i < reps; i++) once(b);
    };
    if (run % 2 === 0) {
      as.push(cpuUs(ra) / reps);
      bs.push(cpuUs(rb) / reps);
    } else {
      bs.push(cpuUs(rb) / reps);
      as.push(cpuUs(ra) / reps);
    }
  }
  return { ordinary: median(as), shape: median(bs) };
}

function model(text: string) {
  gc();
  const heap0 = process.memoryUsage().heapUsed;
  let robots!: Robots;
  const ms =
    cpuUs(() => {
      robots = parseRobotsTxt(text);
      void robots.policy;
    }) / 1000;
  return { robots, ms, heap0 };
}

function held(robots: Robots, heap0: number): number {
  gc();
  const mb = (process.memoryUsage().heapUsed - heap0) / 2 ** 20;
  void robots;
  return mb;
}

function jsonMb(robots: Robots): number {
  try {
    return JSON.stringify(robots.policy).length / 2 ** 20;
  } catch {
    return NaN; // larger than a string can be
  }
}

const ordinary = model(ORDINARY_ACAP);
for (const q of ACAP_FAMILIES[0]!.queries) decideAcap(ordinary.robots, q as never);

console.log(`lib: ${lib}`);
console.log(
  `ordinary ACAP file: ${ORDINARY_ACAP.length} chars, model ${ordinary.ms.toFixed(0)} ms, JSON ${jsonMb(ordinary.robots).toFixed(2)} MB, held ${held(ordinary.robots, ordinary.heap0).toFixed(1)} MB\n`,
);
console.log(
  `${"shape".padEnd(44)} ${"model ms".padStart(9)} ${"JSON MB".padStart(8)} ${"held MB".padStart(8)}  query: ${"first ms".padStart(8)} ${"ord µs".padStart(8)} ${"µs".padStart(10)} ${"×".padStart(7)}`,
);
/** One family: its model, its questions, what it holds; nothing of it stays reachable after. */
function measure(family: AcapFamily): void {
  const text = family.text();
  const { robots, ms, heap0 } = model(text);
  const json = quick ? NaN : jsonMb(robots);
  const rows: string[] = [];
  let first = 0;
  for (const [i, query] of family.queries.entries()) {
    const firstUs = cpuUs(() => decideAcap(robots, query as never));
    if (i === 0) first = firstUs;
    const ordinaryQuery = family.ordinaryQueries?.[i] ?? query;
    decideAcap(ordinary.robots, ordinaryQuery as never);
    const { ordinary: o, shape: s } = perQuery(
      [ordinary.robots, ordinaryQuery],
      [robots, query],
      quick ? 100 : 400,
    );
    rows.push(
      `  ${(family.queryNames?.[i] ?? `q${i}`).padEnd(42)} ${"".padStart(27)}         ${(firstUs / 1000).toFixed(1).padStart(8)} ${o.toFixed(1).padStart(8)} ${s.toFixed(1).padStart(10)} ${(s / o).toFixed(1).padStart(7)}`,
    );
  }
  const heldMb = held(robots, heap0);
  console.log(
    `${family.name.padEnd(44)} ${ms.toFixed(0).padStart(9)} ${json.toFixed(2).padStart(8)} ${heldMb.toFixed(1).padStart(8)}  (${text.length} chars, first query ${(first / 1000).toFixed(1)} ms)`,
  );
  for (const row of rows) console.log(row);
}

for (const family of ACAP_FAMILIES) if (!only || family.name.includes(only)) measure(family);
