// The regression cells: every robots.txt shape bench:worst listed before the grid (issue 16's
// known shapes and the audit's), measured as they were — parse and the questions a crawler
// asks, under every profile, against the same on an ordinary file of 500,000 characters —
// and the memory of one file asked for 300 crawler names under every profile (64 MB bound).
import { parseRobotsTxt } from "robots-policy";
import type { Cell } from "./cells.js";
import type { Work } from "./measure.js";
import { LEGACY_SIZE, fill as fillTo, ordinaryText } from "./text.js";
import { askEverything } from "./works.js";

const fill = (unit: (i: number) => string, size = LEGACY_SIZE) => fillTo(unit, size);

/** The shapes, each made when measured. */
const LEGACY_SHAPES: Record<string, () => string | Uint8Array> = {
  "line cut at the length limit, ending in spaces": () =>
    fill(() => `Disallow: /${"a".repeat(16_000)}${" ".repeat(20_000)}x\n`),
  "one line of spaces": () => `Disallow: /x${" ".repeat(LEGACY_SIZE - 20)}y\n`,
  "many ACAP-crawler lines": () => fill((i) => `ACAP-crawler: bot${i}\n`),
  "many ACAP records with permissions": () =>
    fill(
      (i) =>
        `ACAP-crawler: bot${i}\nACAP-allow-index: /a${i}/ time-limit=7-days\nACAP-disallow-present: /b${i}/\n`,
    ),
  "Robot-version after thousands of groups": () =>
    fill((i) => `User-agent: b${i}\nDisallow: /${i}\nRobot-version: 2.0.0\n`),
  "many ACAP composite usages": () =>
    fill(
      (i) => `ACAP-composite-usage: (c${i}) index present preserve\nACAP-allow-(c${i}): /${i}/\n`,
    ),
  "composite usages naming undefined usages": () =>
    fill((i) => `ACAP-composite-usage: (c${i}) (q${i}) (r${i}) index\n`),
  "App-Directives in records apart from their groups": () =>
    fill((i) => `User-agent: b${i}\n\nApp-Directives: /${i}/ app${i};x=1\nDisallow: /${i}\n`),
  "many Sitemap and Host lines": () =>
    fill((i) => `Sitemap: https://example.com/s${i}.xml\nHost: h${i}.example.com\n`),
  "App-Directives among thousands of groups": () =>
    fill((i) => `User-agent: b${i}\nApp-Directives: /${i}/ app${i};x=1\nDisallow: /${i}\n`),
  "thousands of User-agent lines in one group": () =>
    fill((i) => `User-agent: bot${i}\n`) + "Disallow: /\n",
  "User-agent lines between fields (sections)": () =>
    fill((i) => `User-agent: bot${i}\nCrawl-delay: ${i % 9}\n`) + "Disallow: /\n",
  "thousands of wildcard rules": () =>
    "User-agent: *\n" + fill((i) => `Disallow: /*a*b*c*${i}*$\n`),
  "many Visit-time and Request-rate lines": () =>
    "User-agent: *\n" +
    fill(
      (i) =>
        `Visit-time: 0${i % 10}00-0${(i + 1) % 10}00\nRequest-rate: ${(i % 50) + 1}/${(i % 60) + 1}m\n`,
    ),
  "many unknown fields": () => fill((i) => `X-Field-${i}: value ${i}\n`),
  "many invalid lines": () => fill((i) => `this is not a field ${i}\n`),
  "many comment-only lines": () => fill((i) => `# ${"c".repeat(i % 80)}\n`),
  "CR-only line breaks": () => fill((i) => `User-agent: b${i}\rDisallow: /${i}\r`),
  "ACAP lines with long qualifier lists": () =>
    fill((i) => `ACAP-allow-present: /p${i}/ ${"max-length=5-words ".repeat(20)}\n`),
  // Held out at first and found by the issue 16 audit (each was over 4× against a warm baseline):
  "one line of 26,000 qualifiers that do not apply": () =>
    `ACAP-crawler: *\nACAP-allow-present: / ${"max-length=5-words ".repeat(26_000)}\n`.slice(
      0,
      LEGACY_SIZE,
    ),
  "ACAP records of a permissions reference each": () =>
    fill((i) => `ACAP-crawler: c${i}\nACAP-permissions-reference: https://e.com/${i}.txt\n`),
  "ACAP action requests": () =>
    fill(
      (i) =>
        `ACAP-crawler: c${i % 100}\nACAP-request-take-down: /${i}\nACAP-request-re-crawl: /${i}\n`,
    ),
  "ACAP usage purposes": () =>
    fill(
      (i) => `ACAP-crawler: c${i}\nACAP-usage-purpose: http://news.search.${i}.com /${i} a b c\n`,
    ),
  "short ACAP-crawler lines": () => fill(() => "ACAP-crawler:a\n"),
  "malformed Crawl-delay in thousands of groups": () =>
    fill((i) => `User-agent: b${i}\nCrawl-delay: ${i}.5\nCrawl-delay: x\n`),
  "Robot-version, Visit-time and Comment lines": () =>
    `User-agent: *\n${fill((i) => `Robot-version: 2.0\nVisit-time: 0100-0200\nComment: ${i}\n`)}`,
  "ROBOTS-2.0 Allow-only rule sets": () =>
    fill((i) => `Robot-version: 2.0\nUser-agent: b${i}\nAllow: /${i}\nAllow: *\n`),
  "thousands of groups with Content-Usage": () =>
    fill((i) => `User-agent: b${i}\nContent-Usage: /${i}/ train-ai=n, search=y\n`),
  "$-heavy patterns": () => `User-agent: *\n${fill((i) => `Allow: /${i}$$$$*$\n`)}`,
  "NUL bytes everywhere": () => fill((i) => `User-agent: b\0${i}\nDisallow: /\0${i}\0\n\0\n`),
  "non-BMP and RTL characters": () =>
    fill((i) => `User-agent: b😀${i}\nDisallow: /😀\u202e${i}/é\n`),
  "invalid UTF-8 everywhere (bytes)": () => invalidUtf8(),
  "App-Directives: one List of 20,000 Inner Lists": () =>
    `User-agent: *\nApp-Directives: / ${Array.from({ length: 20_000 }, (_, i) => `(a${i} b c);x=1`).join(", ")}\n`.slice(
      0,
      LEGACY_SIZE,
    ),
  // Line-dense files: one raw node per physical line, 12 to 24 times the ordinary file's lines
  // (the lines are read as they are parsed: src/rfc9309/parse-raw.ts).
  "lines of only a colon": () => fill(() => ":\n"),
  "blank lines only": () => "\n".repeat(LEGACY_SIZE),
  "a short invalid line repeated": () => "x\n".repeat(LEGACY_SIZE / 2),
};

/** Bytes that are not UTF-8 in every line: lone continuation bytes, overlongs, surrogates. */
function invalidUtf8(): Uint8Array {
  const unit = [
    ...new TextEncoder().encode("User-agent: b"),
    0xff,
    0x0a,
    ...new TextEncoder().encode("Disallow: /"),
    0xc3,
    0x28,
    0x2f,
    0x80,
    0xfe,
    0xed,
    0xa0,
    0x80,
    0xf4,
    0x90,
    0x80,
    0x80,
    0x0a,
  ];
  const bytes = new Uint8Array(LEGACY_SIZE);
  for (let i = 0; i < LEGACY_SIZE; i++) bytes[i] = unit[i % unit.length]!;
  return bytes;
}

const repeated =
  (once: () => void): Work =>
  (times) =>
  () => {
    for (let i = 0; i < times; i++) once();
  };

// The same work for the ordinary file: the questions beyond crawl make the policy model on
// first use (src/robots.ts), so a baseline of parsing and one isAllowed would compare the
// crawl index alone with the index and the model.
let ordinary: string | undefined;
const ordinaryWork = repeated(() => askEverything((ordinary ??= ordinaryText(LEGACY_SIZE))));

// Memory: one large file asked for many crawler names must not keep a compiled copy of its
// rules per name (issue 16: 255 names once held 927 MB). Bound: 64 MB for 300 names × 4 profiles.
const AGENTS = 300;
const MEMORY_BOUND_BYTES = 64 * 1_048_576;
const MEMORY_SHAPES: Record<string, () => string> = {
  "one * group of 10,000 rules (every name falls to it)": () =>
    `User-agent: *\n${fill((i) => `Disallow: /section-${i}/*.html$\nAllow: /section-${i}/open/\n`, 490_000)}`,
  "300 groups, one per name, 30 rules each": () =>
    Array.from(
      { length: AGENTS },
      (_, i) =>
        `User-agent: bot${i}\n${Array.from({ length: 30 }, (_, j) => `Disallow: /p${j}/${i}/*.html$\n`).join("")}`,
    ).join("\n"),
};

/** One parsed file after 300 crawler names asked under each profile. */
function askedByMany(text: string) {
  const robots = parseRobotsTxt(text);
  for (const profile of ["rfc9309", "google", "koster1996", "robots2"] as const)
    for (let i = 0; i < AGENTS; i++)
      robots.isAllowed(`https://example.com/p1/${i}/x.html`, `bot${i}`, { profile });
  return robots;
}

export function regressionCells(): Cell[] {
  const names = Object.keys(LEGACY_SHAPES);
  const time: Cell[] = names.map((name) => ({
    id: `regression/${name}`,
    grid: "regression",
    group: "issue 16 shapes",
    ci: true,
    recipe: `scripts/worst/regression.ts "${name}"; parse, then the questions of askEverything() (works.ts)`,
    baseline: "the same on the ordinary file of 500,000 characters",
    work: () => {
      const text = LEGACY_SHAPES[name]!();
      return {
        measures: [
          {
            kind: "time",
            name: "parse + questions",
            shape: repeated(() => askEverything(text)),
            base: ordinaryWork,
            baseKey: "legacy/asked",
          },
        ],
      };
    },
  }));
  const memory: Cell[] = Object.entries(MEMORY_SHAPES).map(([name, make]) => ({
    id: `regression/memory/${name}`,
    grid: "regression",
    group: "memory of many names",
    ci: true,
    recipe: `scripts/worst/regression.ts MEMORY_SHAPES "${name}"; isAllowed for bot0…bot299 under each profile`,
    baseline: "64 MB (absolute)",
    work: () => {
      const text = make();
      return {
        measures: [
          {
            kind: "memory",
            name: "memory asked",
            shape: () => askedByMany(text),
            base: () => undefined,
            baseKey: "absolute",
            absoluteBytes: MEMORY_BOUND_BYTES,
          },
        ],
      };
    },
  }));
  return [...time, ...memory];
}
