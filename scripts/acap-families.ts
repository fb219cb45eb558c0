// The hostile ACAP shapes of issue 24 and the ordinary ACAP file they are measured against
// (scripts/bench-acap.ts; scripts/acap-equivalence.ts asks them the same questions before and
// after a change). Each text fills SIZE characters, under the 512,000-octet cap.
export const SIZE = 500_000;

export interface AcapQueryShape {
  readonly url: string;
  readonly userAgent: string | readonly string[];
  readonly usage: string;
  readonly purpose?: string;
  readonly understands?: {
    readonly qualifiers?: readonly string[];
    readonly usageTypes?: readonly string[];
  };
  /** Asked in rotation: `{i}` in the purpose or User-Agent becomes 0 … rotate - 1 in turn. */
  readonly rotate?: number;
}

/** The questions a rotating query stands for (itself when it does not rotate). */
export function rotation(query: AcapQueryShape): AcapQueryShape[] {
  if (!query.rotate) return [query];
  return Array.from({ length: query.rotate }, (_, i) => ({
    ...query,
    ...(query.purpose ? { purpose: query.purpose.replace("{i}", String(i)) } : {}),
    ...(typeof query.userAgent === "string"
      ? { userAgent: query.userAgent.replace("{i}", String(i)) }
      : {}),
  }));
}

export interface AcapFamily {
  readonly name: string;
  /** How the file is made (for the report). */
  readonly recipe: string;
  readonly text: () => string;
  readonly queries: readonly AcapQueryShape[];
  readonly queryNames?: readonly string[];
  /** The same questions for the ordinary file, when they differ (purposes, agents). */
  readonly ordinaryQueries?: readonly AcapQueryShape[];
}

export function fill(unit: (i: number) => string, size = SIZE, head = ""): string {
  let out = head;
  for (let i = 0; out.length < size; i++) out += unit(i);
  // Cut at a line end, so the last line is whole.
  return out.slice(0, out.lastIndexOf("\n", size) + 1);
}

/** An ordinary ACAP file: definitions, then records for 50 crawlers with plain patterns, sub-records, qualifiers. */
export const ORDINARY_ACAP = fill(
  (i) =>
    `ACAP-crawler: bot${i % 50}\nACAP-allow-crawl: /news/${i}/\nACAP-allow-index: /news/${i}/\nACAP-disallow-present: /private/${i}/\nACAP-allow-present-snippet: /news/${i}/*.html$ max-length=100-chars\nACAP-allow-(short): /a${i}/\nACAP-usage-purpose: research-${i % 9}\nACAP-disallow-index: /tmp/${i}/\n\n`,
  SIZE,
  "ACAP-version: 1.1\nACAP-resource-set: articles /news/ /sport/ /business/\nACAP-resource-set: images *.jpg$ *.png$\nACAP-qualified-usage: short present-snippet max-length=200-chars time-limit=30-days\nACAP-composite-usage: basics crawl follow index present-link\n",
);

const long = (n: number, tail = "") => `/${"a".repeat(n - 1 - tail.length)}${tail}`;

/** Questions every family is asked: a short path, and 2,000 / 8,000-character paths. */
const QUESTIONS: readonly AcapQueryShape[] = [
  { url: "/a1/x", userAgent: "bot1", usage: "index" },
  { url: long(2000), userAgent: "bot1", usage: "index" },
  { url: long(2000, "b"), userAgent: "bot1", usage: "index" },
  { url: long(8000, "b1"), userAgent: "bot1", usage: "present-snippet" },
];
const QUESTION_NAMES = [
  "/a1/x index",
  "2,000 × a, index",
  "2,000 × a + b, index",
  "8,000 × a + b1, present-snippet",
];

const names300 = Array.from({ length: 300 }, (_, k) => k);

export const ACAP_FAMILIES: readonly AcapFamily[] = [
  {
    name: "wildcards, one literal start, identical",
    recipe: "ACAP-crawler: * then `ACAP-disallow-index: /*aaaaaaaaaaaaaaab` repeated",
    text: () => fill(() => "ACAP-disallow-index: /*aaaaaaaaaaaaaaab\n", SIZE, "ACAP-crawler: *\n"),
    queries: QUESTIONS,
    queryNames: QUESTION_NAMES,
  },
  {
    name: "wildcards, one literal start, counters",
    recipe: "ACAP-crawler: * then `ACAP-disallow-index: /*aaaaaaaaaaaaaaab${i}`",
    text: () =>
      fill((i) => `ACAP-disallow-index: /*aaaaaaaaaaaaaaab${i}\n`, SIZE, "ACAP-crawler: *\n"),
    queries: QUESTIONS,
    queryNames: QUESTION_NAMES,
  },
  {
    name: "wildcards, many *, identical",
    recipe: "`ACAP-disallow-index: /*a*a*a*a*a*a*a*a*a*a*a*a*b` repeated",
    text: () =>
      fill(() => `ACAP-disallow-index: /${"*a".repeat(12)}*b\n`, SIZE, "ACAP-crawler: *\n"),
    queries: QUESTIONS,
    queryNames: QUESTION_NAMES,
  },
  {
    name: "wildcards, many *, counters",
    recipe: "`ACAP-disallow-index: /*a*a*a*a*a*a*b${i}`",
    text: () =>
      fill((i) => `ACAP-disallow-index: /${"*a".repeat(6)}*b${i}\n`, SIZE, "ACAP-crawler: *\n"),
    queries: QUESTIONS,
    queryNames: QUESTION_NAMES,
  },
  {
    name: "wildcards, counters, allow and disallow",
    recipe:
      "`ACAP-allow-index: /*aaaaaaaaaaaaaaab${i}` and `ACAP-disallow-index: /*aaaaaaaaaaaaaaab${i}/` alternating",
    text: () =>
      fill(
        (i) =>
          i % 2
            ? `ACAP-allow-index: /*aaaaaaaaaaaaaaab${i}\n`
            : `ACAP-disallow-index: /*aaaaaaaaaaaaaaab${i}/\n`,
        SIZE,
        "ACAP-crawler: *\n",
      ),
    queries: QUESTIONS,
    queryNames: QUESTION_NAMES,
  },
  {
    name: "identical patterns, allow and disallow (conflict)",
    recipe: "`ACAP-allow-index: /` and `ACAP-disallow-index: /` alternating: every line conflicts",
    text: () =>
      fill(
        (i) => (i % 2 ? "ACAP-allow-index: /\n" : "ACAP-disallow-index: /\n"),
        SIZE,
        "ACAP-crawler: *\n",
      ),
    queries: QUESTIONS.slice(0, 2),
    queryNames: QUESTION_NAMES,
  },
  {
    name: "resource set of 300 named by every line",
    recipe:
      "`ACAP-resource-set: big /r0/*x … /r299/*x` then `ACAP-allow-index: the-acap:resource-set:big` (and disallow-present) repeated",
    text: () =>
      fill(
        (i) =>
          i % 2
            ? "ACAP-allow-index: the-acap:resource-set:big\n"
            : "ACAP-disallow-present: the-acap:resource-set:big\n",
        SIZE,
        `ACAP-resource-set: big ${names300.map((k) => `/r${k}/*x`).join(" ")}\nACAP-crawler: *\n`,
      ),
    queries: [...QUESTIONS, { url: "/r150/ax", userAgent: "bot1", usage: "index" }],
    queryNames: [...QUESTION_NAMES, "/r150/ax index"],
  },
  {
    name: "composite usage of 300 named by every line",
    recipe:
      "300 `ACAP-qualified-usage: q${k} present-snippet max-length=${k}-chars`, `ACAP-composite-usage: big (q0) … (q299)`, then `ACAP-allow-(big): /p${i}/`",
    text: () =>
      fill(
        (i) => `ACAP-allow-(big): /p${i}/\n`,
        SIZE,
        `ACAP-version: 1.1\n${names300.map((k) => `ACAP-qualified-usage: q${k} present-snippet max-length=${k + 1}-chars\n`).join("")}ACAP-composite-usage: big ${names300.map((k) => `(q${k})`).join(" ")}\nACAP-crawler: *\n`,
      ),
    queries: [...QUESTIONS, { url: "/p7/x", userAgent: "bot1", usage: "present-snippet" }],
    queryNames: [...QUESTION_NAMES, "/p7/x present-snippet"],
  },
  {
    name: "composite usage and resource set on every line",
    recipe:
      "both definitions above, then `ACAP-allow-(big): the-acap:resource-set:bigset` repeated",
    text: () =>
      fill(
        () => `ACAP-allow-(big): the-acap:resource-set:bigset\n`,
        SIZE,
        `ACAP-version: 1.1\nACAP-resource-set: bigset ${names300.map((k) => `/r${k}/*x`).join(" ")}\n${names300.map((k) => `ACAP-qualified-usage: q${k} present-snippet max-length=${k + 1}-chars\n`).join("")}ACAP-composite-usage: big ${names300.map((k) => `(q${k})`).join(" ")}\nACAP-crawler: *\n`,
      ),
    queries: [
      ...QUESTIONS,
      { url: "/r150/ax", userAgent: "bot1", usage: "present-snippet" },
      {
        url: "/r150/ax",
        userAgent: "bot1",
        usage: "present-snippet",
        understands: { qualifiers: [] },
      },
    ],
    queryNames: [
      ...QUESTION_NAMES,
      "/r150/ax present-snippet",
      "… understands no qualifier (conflict)",
    ],
  },
  {
    name: "many records and crawlers",
    recipe:
      "`ACAP-crawler: bot${i}` + `ACAP-allow-index: /a${i}/` + `ACAP-disallow-present: /b${i}/`",
    text: () =>
      fill(
        (i) => `ACAP-crawler: bot${i}\nACAP-allow-index: /a${i}/\nACAP-disallow-present: /b${i}/\n`,
      ),
    queries: [
      ...QUESTIONS,
      { url: "/a1/x", userAgent: "Mozilla/5.0 (compatible; bot12345/1.0)", usage: "index" },
      { url: "/a1/x", userAgent: "bot{i}", usage: "index", rotate: 300 },
    ],
    queryNames: [...QUESTION_NAMES, "UA header naming bot12345", "300 crawler names in rotation"],
    ordinaryQueries: [
      ...QUESTIONS,
      { url: "/a1/x", userAgent: "Mozilla/5.0 (compatible; bot12/1.0)", usage: "index" },
      { url: "/a1/x", userAgent: "bot{i}", usage: "index", rotate: 300 },
    ],
  },
  {
    name: "many sub-records with usage purposes",
    recipe: "`ACAP-crawler: *` then `ACAP-usage-purpose: p${i}*` + `ACAP-allow-index: /x${i}/`",
    text: () =>
      fill(
        (i) => `ACAP-usage-purpose: p${i}*\nACAP-allow-index: /x${i}/\n`,
        SIZE,
        "ACAP-crawler: *\n",
      ),
    queries: [
      ...QUESTIONS,
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "p1" },
      { url: long(2000), userAgent: "bot1", usage: "index", purpose: "p12" },
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "p{i}", rotate: 40 },
    ],
    queryNames: [
      ...QUESTION_NAMES,
      "purpose p1",
      "purpose p12, 2,000 × a",
      "40 purposes in rotation",
    ],
    ordinaryQueries: [
      ...QUESTIONS,
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "research-1" },
      { url: long(2000), userAgent: "bot1", usage: "index", purpose: "research-2" },
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "research-{i}", rotate: 40 },
    ],
  },
  {
    name: "thousands of * records",
    recipe:
      "`ACAP-crawler: *` + `ACAP-allow-index: /a${i}/` + `ACAP-disallow-present: /b${i}/` repeated",
    text: () =>
      fill((i) => `ACAP-crawler: *\nACAP-allow-index: /a${i}/\nACAP-disallow-present: /b${i}/\n`),
    queries: [...QUESTIONS, { url: "/a1/x", userAgent: "bot{i}", usage: "index", rotate: 300 }],
    queryNames: [...QUESTION_NAMES, "300 crawler names in rotation"],
  },
  {
    name: "sub-records for every purpose",
    recipe:
      "`ACAP-crawler: *` then `ACAP-usage-purpose: *` + `ACAP-allow-index: /x${i}/` (every sub-record matches every purpose)",
    text: () =>
      fill((i) => `ACAP-usage-purpose: *\nACAP-allow-index: /x${i}/\n`, SIZE, "ACAP-crawler: *\n"),
    queries: [
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "p1" },
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "p{i}", rotate: 40 },
    ],
    queryNames: ["purpose p1", "40 purposes in rotation"],
    ordinaryQueries: [
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "research-1" },
      { url: "/x1/y", userAgent: "bot1", usage: "index", purpose: "research-{i}", rotate: 40 },
    ],
  },
  {
    name: "qualifiers on every line",
    recipe:
      "`ACAP-allow-present-snippet: /p${i}/ max-length=… time-limit=… target-condition=… prohibited-context=…`",
    text: () =>
      fill(
        (i) =>
          `ACAP-allow-present-snippet: /p${i % 100}/ max-length=${i}-chars time-limit=${i}-days target-condition=permittedcountrylist:BE,FR prohibited-context=advertising\n`,
        SIZE,
        "ACAP-version: 1.1\nACAP-crawler: *\n",
      ),
    queries: [...QUESTIONS, { url: "/p7/x", userAgent: "bot1", usage: "present-snippet" }],
    queryNames: [...QUESTION_NAMES, "/p7/x present-snippet (conflict-free ties)"],
  },
  {
    name: "User-Agent header of 20,000 products",
    recipe:
      "many records and crawlers; userAgent = 20,000 products `p${k}/1.0` then `bot7/1.0` (~150 KB)",
    text: () => fill((i) => `ACAP-crawler: bot${i}\nACAP-allow-index: /a${i}/\n`),
    queries: [
      {
        url: "/a7/x",
        userAgent: `${Array.from({ length: 20_000 }, (_, k) => `p${k}/1.0`).join(" ")} bot7/1.0`,
        usage: "index",
      },
    ],
    queryNames: ["100 KB header"],
    ordinaryQueries: [{ url: "/a7/x", userAgent: "Mozilla/5.0 bot7/1.0", usage: "index" }],
  },
  {
    name: "User-Agent array of 10,000 tokens",
    recipe: "many records and crawlers; userAgent = [`p0` … `p9999`, `bot7`]",
    text: () => fill((i) => `ACAP-crawler: bot${i}\nACAP-allow-index: /a${i}/\n`),
    queries: [
      {
        url: "/a7/x",
        userAgent: [...Array.from({ length: 10_000 }, (_, k) => `p${k}`), "bot7"],
        usage: "index",
      },
    ],
    queryNames: ["10,000 tokens"],
    ordinaryQueries: [{ url: "/a7/x", userAgent: ["other", "bot7"], usage: "index" }],
  },
];
