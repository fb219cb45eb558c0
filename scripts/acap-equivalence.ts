// `npx tsx scripts/acap-equivalence.ts --before <dist/src/index.js of the old build> [--files N]`:
// decideAcap's answers (allowed, reason, deciding field, record, conflicts, constraints,
// fallbacks, explanation: the whole decision) and actionRequests, before and after a change,
// over the ACAP texts of the tests and the spec examples, the examples/ files, 300 corpus
// files, the hostile families cut to 20 KB, random ACAP files (definitions named by many
// lines, overlapping wildcards, sub-records, qualifiers the crawler may not understand) and
// random files read through ACAP-permissions-reference. Prints the count of answers compared,
// a hash of them, and every difference (exit 1 when there is one).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { ACAP_FAMILIES, rotation, type AcapQueryShape } from "./acap-families.js";

import { arg, loadBuilds, random, type Lib, type Random } from "./builds.js";
const { before, after } = await loadBuilds();
const randomFiles = Number(arg("--files") ?? 600);

const USAGES = [
  "crawl",
  "follow",
  "index",
  "preserve",
  "present",
  "other",
  "present-original",
  "present-currentcopy",
  "present-oldcopy",
  "present-snippet",
  "present-thumbnail",
  "present-oldsnippet",
  "present-oldthumbnail",
  "present-link",
] as const;
const QUALIFIERS = [
  "time-limit=3-days",
  "time-limit=until-recrawled",
  "time-limit=until-2001-01-01",
  "time-limit=until-2099-01-01",
  "max-length=20-chars",
  "max-length=5-words",
  "target-condition=permittedcountrylist:BE",
  "prohibited-context=advertising",
  "must-use-resource=the-acap:extract:class:abstract",
  "frobnicate=1",
  "prohibited-modification=translation",
];

function pattern(r: Random): string {
  const pieces = ["/", "a", "b", "A", "*", "/a", "/b", "ab", ".htm", "%61", "x"];
  let out = r.next() < 0.85 ? "/" : r.pick(["*", "*.", ""]);
  for (let i = r.int(4); i > 0; i--) out += r.pick(pieces);
  if (r.next() < 0.15) out += "$";
  return out || "/";
}

/** A random ACAP file: definitions (sometimes misplaced or clashing), records, sub-records. */
function acapFile(r: Random, dense = false, names = ["s0", "s1"]): string {
  const lines: string[] = [];
  // Dense: few usage types and short patterns, so that many fields match one path (§2.4.6).
  const USAGES_HERE = dense ? (["index", "present", "present-snippet", "other"] as const) : USAGES;
  if (r.next() < 0.5) lines.push("ACAP-version: 1.1");
  if (r.next() < 0.3)
    lines.push("User-agent: *", `Disallow: ${pattern(r)}`, `Allow: ${pattern(r)}`, "");
  const definitions = () => {
    for (let i = r.int(3); i > 0; i--)
      lines.push(
        `ACAP-resource-set: ${r.pick(names.slice(0, 2))} ${Array.from({ length: 1 + r.int(4) }, () => pattern(r)).join(" ")}`,
      );
    for (let i = r.int(3); i > 0; i--)
      lines.push(
        `ACAP-qualified-usage: ${r.pick(["q0", "Q0", "q1"])} ${r.pick(USAGES_HERE)} ${Array.from({ length: 1 + r.int(2) }, () => r.pick(QUALIFIERS)).join(" ")}`,
      );
    for (let i = r.int(3); i > 0; i--)
      lines.push(
        `ACAP-composite-usage: ${r.pick(["c0", "c1", "C1"])} ${Array.from({ length: 1 + r.int(4) }, () => (r.next() < 0.4 ? `(${r.pick(["q0", "q1"])})` : r.pick(USAGES_HERE))).join(" ")}`,
      );
  };
  definitions();
  const resource = () =>
    r.next() < 0.3 ? `the-acap:resource-set:${r.pick(["s0", "S1", "s1", "s2"])}` : pattern(r);
  for (let record = 1 + r.int(4); record > 0; record--) {
    const crawlers =
      r.next() < 0.4
        ? ["*"]
        : [r.pick(["bot1", "Bot2", "bot", "other"]), ...(r.next() < 0.3 ? ["bot3"] : [])];
    for (const c of crawlers) lines.push(`ACAP-crawler: ${c}`);
    for (let field = 1 + r.int(dense ? 14 : 7); field > 0; field--) {
      const k = r.next();
      if (k < 0.35)
        lines.push(
          `ACAP-allow-${r.pick(USAGES_HERE)}: ${resource()}${r.next() < 0.4 ? ` ${r.pick(QUALIFIERS)}` : ""}`,
        );
      else if (k < 0.65) lines.push(`ACAP-disallow-${r.pick(USAGES_HERE)}: ${resource()}`);
      else if (k < 0.85)
        lines.push(`ACAP-allow-(${r.pick(["q0", "q1", "c0", "C1", "zz"])}): ${resource()}`);
      else if (k < 0.93)
        lines.push(`ACAP-usage-purpose: ${r.pick(["p*", "p1", "news*", "p1$", "*"])}`);
      else lines.push(`ACAP-request-${r.pick(["take-down", "re-crawl"])}: ${pattern(r)}`);
    }
    if (r.next() < 0.2) lines.push(`ACAP-disallow-other: ${pattern(r)}`);
    if (r.next() < 0.15) lines.push(`Disallow: ${pattern(r)}`);
    lines.push("");
  }
  if (r.next() < 0.2) definitions();
  return lines.join(r.next() < 0.1 ? "\r\n" : "\n");
}

function queries(r: Random, n: number): AcapQueryShape[] {
  const agents = ["bot1", "Mozilla/5.0 (compatible; Bot2/1.0)", "other", "bot3", "somebot"];
  return Array.from({ length: n }, () => {
    const path =
      `/${pattern(r).replace(/[*$]/g, "")}${r.pick(["", "a", "b/x.htm", "ab", "/a/b"])}`.replace(
        /^\/+/,
        "/",
      );
    const q: { -readonly [K in keyof AcapQueryShape]: AcapQueryShape[K] } = {
      url: r.next() < 0.2 ? `https://example.com${path}` : path,
      userAgent:
        r.next() < 0.2
          ? [r.pick(["x", "bot1", "zz"]), r.pick(["Bot2", "bot", "other"])]
          : r.pick(agents),
      usage: r.pick(USAGES),
    };
    if (r.next() < 0.3) q.purpose = r.pick(["p1", "news", "p12", "other"]);
    if (r.next() < 0.25)
      q.understands = r.pick([
        { qualifiers: [] },
        { usageTypes: ["crawl", "index"] },
        { qualifiers: ["time-limit"], usageTypes: ["crawl", "present"] },
      ]);
    return q;
  });
}

/** Object keys sorted, so that two answers compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** The conflicting fields an answer lists since issue 24 (the first 32, and their count). */
const SHOWN = 32;
let truncated = 0;

function answer(lib: Lib, robots: unknown, query: AcapQueryShape): string {
  try {
    const q = { ...query, at: new Date("2024-06-01T00:00:00Z") };
    const decision = lib.decideAcap(robots as never, q as never) as unknown as Record<
      string,
      unknown
    >;
    const conflict = decision.conflict as unknown[] | undefined;
    // A conflict of more fields than are listed now: compare what both say (the decision, the
    // first fields, how many), not the lists of every field and their fallbacks.
    if (conflict && (conflict.length > SHOWN || decision.conflictCount !== undefined)) {
      truncated++;
      return canonical({
        allowed: decision.allowed,
        reason: decision.reason,
        conflict: conflict.slice(0, SHOWN),
        count: decision.conflictCount ?? conflict.length,
      });
    }
    return canonical(decision);
  } catch (error) {
    return `throws ${(error as Error).name}: ${(error as Error).message}`;
  }
}

const hash = createHash("sha256");
/** How many answers show each feature, so a run says what it exercised. */
const FEATURES = [
  "conflict-undecidable",
  "prohibited-by-other",
  '"localUsage"',
  '"resourceSet"',
  "unsupported-qualifiers",
  "type-prohibition",
  '"source":"/r',
  '"purposes"',
  "conventional-rule",
  "time-limit-passed",
  "throws",
];
const seen = new Map<string, number>();
let compared = 0;
let differences = 0;
function compare(
  name: string,
  textBefore: unknown,
  textAfter: unknown,
  asked: readonly AcapQueryShape[],
) {
  for (const query of asked) {
    const a = answer(before, textBefore, query);
    const b = answer(after, textAfter, query);
    compared++;
    hash.update(b);
    for (const feature of FEATURES)
      if (b.includes(feature)) seen.set(feature, (seen.get(feature) ?? 0) + 1);
    if (a !== b) {
      differences++;
      if (differences <= 20)
        console.log(
          `DIFFERENT ${name} ${canonical(query).slice(0, 300)}\n  before ${a.slice(0, 600)}\n  after  ${b.slice(0, 600)}`,
        );
    }
  }
  for (const agent of ["bot1", "other", ["x", "Bot2"]]) {
    const a = canonical(
      (textBefore as { actionRequests(a: unknown): unknown }).actionRequests(agent),
    );
    const b = canonical(
      (textAfter as { actionRequests(a: unknown): unknown }).actionRequests(agent),
    );
    compared++;
    if (a !== b) {
      differences++;
      console.log(`DIFFERENT actionRequests ${name}`);
    }
  }
}
const both = (text: string) => [before.parseRobotsTxt(text), after.parseRobotsTxt(text)] as const;

// 1. The ACAP texts of the tests (spec examples and cases) and examples/.
const texts = new Set<string>();
for (const dir of ["test/conformance", "test/api"])
  for (const file of readdirSync(dir).filter((f) => /acap/.test(f))) {
    const source = readFileSync(`${dir}/${file}`, "utf8");
    for (const m of source.matchAll(/"((?:[^"\\\n]|\\.)*ACAP-(?:[^"\\\n]|\\.)*)"/g))
      texts.add(JSON.parse(`"${m[1]}"`) as string);
    for (const m of source.matchAll(/\[((?:\s*"(?:[^"\\\n]|\\.)*",?)+)\s*\]\.join\("\\n"\)/g))
      texts.add((JSON.parse(`[${m[1]!.replace(/,\s*$/, "")}]`) as string[]).join("\n"));
  }
for (const file of readdirSync("examples").filter((f) => f.endsWith(".txt")))
  texts.add(readFileSync(`examples/${file}`, "utf8"));
const spec = readFileSync("test/fixtures/specs/000_a9f3c91b8a04b04b.txt", "utf8");
for (const m of spec.matchAll(/```\n([\s\S]*?)```/g)) if (m[1]!.includes("ACAP-")) texts.add(m[1]!);
let seed = 1;
for (const text of texts) {
  const [a, b] = both(text);
  compare("test text", a, b, queries(random(seed++), 40));
}
console.log(`test and spec texts: ${texts.size}`);

// 2. Corpus files (conventional records combined for crawl, §2.10).
const corpus = "../shared/corpus/files";
try {
  const files = readdirSync(corpus).slice(0, 300);
  for (const file of files) {
    const text = readFileSync(`${corpus}/${file}`);
    const [a, b] = both(text as never);
    compare(
      file,
      a,
      b,
      queries(random(seed++), 10).map((q) => ({ ...q, usage: "crawl" })),
    );
  }
  console.log(`corpus files: ${files.length}`);
} catch {
  console.log("corpus: not available");
}

// 3. The hostile families, cut to 20 KB (the old model is quadratic in them).
for (const family of ACAP_FAMILIES) {
  const text = family.text().slice(0, 20_000);
  const cut = text.slice(0, text.lastIndexOf("\n") + 1);
  const [a, b] = both(cut);
  compare(family.name, a, b, [
    ...family.queries
      .flatMap((q) => rotation(q).slice(0, 5))
      .filter((q) => !Array.isArray(q.userAgent) || q.userAgent.length < 100),
    ...queries(random(seed++), 30),
  ]);
}

// 4. Random ACAP files.
for (let i = 0; i < randomFiles; i++) {
  const r = random(1000 + i);
  const [a, b] = both(acapFile(r));
  compare(`random ${i}`, a, b, queries(r, 40));
}

// 4b. Dense random files: many fields for few usage types over short patterns.
for (let i = 0; i < randomFiles; i++) {
  const r = random(50_000 + i);
  const [a, b] = both(acapFile(r, true));
  compare(
    `dense ${i}`,
    a,
    b,
    queries(r, 40).map((q) => ({
      ...q,
      usage: r.pick(["index", "present-snippet", "present", "crawl"]),
    })),
  );
}

// 4c. Conflict-heavy files: dozens of equally narrow fields of both kinds, composite usages
// among them (the first 32 listed fields may end inside a line's constituents).
for (let i = 0; i < Math.ceil(randomFiles / 3); i++) {
  const r = random(70_000 + i);
  const lines = [
    "ACAP-version: 1.1",
    "ACAP-qualified-usage: q0 index time-limit=3-days",
    "ACAP-composite-usage: c0 index (q0) present index",
    "ACAP-resource-set: s0 /a /b /a* /",
    "ACAP-crawler: *",
  ];
  for (let n = 20 + r.int(60); n > 0; n--)
    lines.push(
      r.pick([
        "ACAP-allow-index: /a",
        "ACAP-disallow-index: /a",
        "ACAP-allow-(c0): /a",
        "ACAP-allow-(c0): the-acap:resource-set:s0",
        "ACAP-disallow-index: the-acap:resource-set:s0",
        "ACAP-allow-index: /a frobnicate=1",
        "ACAP-allow-(q0): /a",
        "ACAP-disallow-index: /b",
      ]),
    );
  const [a, b] = both(lines.join("\n"));
  compare(`conflicts ${i}`, a, b, [
    { url: "/a", userAgent: "bot", usage: "index" },
    { url: "/ab", userAgent: "bot", usage: "index", understands: { qualifiers: [] } },
    { url: "/b", userAgent: "bot", usage: "index" },
    { url: "/a", userAgent: "bot", usage: "present" },
  ]);
}

// 5. Random files read through ACAP-permissions-reference, defining names of their own.
for (let i = 0; i < Math.ceil(randomFiles / 6); i++) {
  const r = random(90_000 + i);
  const main = `${acapFile(r)}\nACAP-crawler: bot1\nACAP-permissions-reference: /r1.txt\n\nACAP-crawler: bot3\nACAP-permissions-reference: /r2.txt\n`;
  const referenced = new Map([
    ["/r1.txt", acapFile(r)],
    ["/r2.txt", acapFile(r)],
  ]);
  const loader = async (locator: string) => referenced.get(locator);
  const [a, b] = both(main);
  const ra = await before.resolveReferences(a, loader);
  const rb = await after.resolveReferences(b, loader);
  compare(`referenced ${i}`, ra, rb, queries(r, 40));
}

console.log(`answers showing: ${[...seen].map(([f, n]) => `${f} ${n}`).join(", ")}`);
console.log(
  `of which conflicts of more than ${SHOWN} fields (compared: decision, first ${SHOWN} fields, count): ${truncated / 2}`,
);
console.log(
  `answers compared: ${compared}, different: ${differences}, sha256 of the answers: ${hash.digest("hex").slice(0, 16)}`,
);
process.exitCode = differences === 0 ? 0 : 1;
