// Growth shapes for `npm run bench` (issue 15): what one query costs as a file grows in
// groups or rules, and what a file costs as more distinct crawlers ask it. Each shape is
// measured at a base size and at 10×; the table prints the time per query and retained heap
// at both and their ratio. Linear growth reads "10×"; a cache that works reads "~1×".
import { parseRobotsTxt, type RobotsTxt } from "robots-policy";

interface Measured {
  /** Nanoseconds per query, warm (selection and compiled rules cached). */
  readonly nsPerQuery: number;
  /** Bytes of heap the queries added to the parsed file (selections, compiled rules, indexes). */
  readonly heap: number;
}

/** N groups, each naming one crawler with a few rules; the crawler asked is in the last group. */
function manyGroups(n: number): { text: string; agents: string[] } {
  const lines: string[] = [];
  for (let i = 0; i < n; i++)
    lines.push(`User-agent: bot${i}`, `Disallow: /private${i}/`, `Allow: /private${i}/open`, "");
  lines.push("User-agent: *", "Disallow: /tmp/");
  return { text: lines.join("\n"), agents: [`bot${n - 1}`] };
}

/** One `*` group with N rules: prefix rules, one in ten with a wildcard, one in fifty with `$`. */
function manyRules(n: number): { text: string; agents: string[] } {
  const lines = ["User-agent: *"];
  for (let i = 0; i < n; i++) {
    const kind = i % 2 === 0 ? "Disallow" : "Allow";
    const pattern =
      i % 50 === 0 ? `/p${i}/*.pdf$` : i % 10 === 0 ? `/p${i}/*/print` : `/p${i}/section/`;
    lines.push(`${kind}: ${pattern}`);
  }
  return { text: lines.join("\n"), agents: ["Googlebot"] };
}

/** A 2,000-rule `*` group asked by N distinct crawler names (each selects the same group). */
function manyAgents(n: number): { text: string; agents: string[] } {
  const { text } = manyRules(2_000);
  return { text, agents: Array.from({ length: n }, (_, i) => `crawler-${i}`) };
}

const PATHS = Array.from({ length: 64 }, (_, i) =>
  i % 4 === 0 ? `/p${i * 7}/section/page-${i}.html` : `/q/${i}/index.html?x=${i}`,
);

/** The JavaScript heap and the typed arrays' backing stores (kept outside the heap). */
function heapNow(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Copies of each shape measured together, so one collection's timing does not decide the heap figure. */
const COPIES = 8;

function measure(
  shape: { text: string; agents: string[] },
  collect: () => void,
  queries: number,
): Measured {
  const copies: RobotsTxt[] = [];
  for (let i = 0; i < COPIES; i++) copies.push(parseRobotsTxt(shape.text));
  collect();
  collect();
  const parsed = heapNow();
  let allowed = 0;
  // Every agent asks each copy once (builds what it builds), then the timed loop on one copy.
  for (const robots of copies)
    for (const agent of shape.agents) if (robots.isAllowed(PATHS[0]!, agent)) allowed++;
  collect();
  collect();
  const heap = (heapNow() - parsed) / COPIES;
  const robots = copies[0]!;
  const start = process.hrtime.bigint();
  for (let q = 0; q < queries; q++)
    if (robots.isAllowed(PATHS[q & 63]!, shape.agents[q % shape.agents.length]!)) allowed++;
  const ns = Number(process.hrtime.bigint() - start) / queries;
  if (allowed < 0) console.log(allowed); // keeps the loop's work observable
  return { nsPerQuery: ns, heap };
}

const SHAPES = [
  { name: "groups in the file", base: 100, build: manyGroups },
  { name: "rules in one group", base: 1_000, build: manyRules },
  { name: "distinct crawlers asking", base: 30, build: manyAgents },
] as const;

export function benchGrowth(collect: () => void): void {
  console.log("== growth: 10× the groups / rules / crawlers → time per query and heap ×?");
  const rows = [
    ["shape", "size", "ns/query", "heap KB", "size ×10", "ns/query", "heap KB", "time ×", "heap ×"],
  ];
  for (const { name, base, build } of SHAPES) {
    measure(build(base), collect, 20_000); // warm-up of the code paths
    const small = measure(build(base), collect, 200_000);
    const large = measure(build(base * 10), collect, 200_000);
    rows.push([
      name,
      String(base),
      small.nsPerQuery.toFixed(0),
      (small.heap / 1000).toFixed(1),
      String(base * 10),
      large.nsPerQuery.toFixed(0),
      (large.heap / 1000).toFixed(1),
      `${(large.nsPerQuery / small.nsPerQuery).toFixed(2)}×`,
      `${(large.heap / small.heap).toFixed(2)}×`,
    ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const [i, row] of rows.entries()) {
    console.log(
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join("  "),
    );
    if (i === 0) console.log("-".repeat(widths.reduce((a, b) => a + b + 2, 0)));
  }
  console.log(
    "  heap: what the queries added to the parsed file once every crawler asked (selections, compiled\n" +
      "  rules, rule index); distinct crawlers share one compiled group, so its heap × stays far below 10×.",
  );
}
