// ACAP-1: "Communicating access and usage policies to crawlers using extensions to the Robots
// Exclusion Protocol, Part 1: Extension of robots.txt file format", ACAP Implementation Version
// 1.1, 25 September 2009 (test/fixtures/specs/000_a9f3c91b8a04b04b.txt).
// The spec's answers (allowed or not, and the deciding line, for each example and each sentence
// a usage question can ask) live in conformance/acap1/ and run in vectors-extensions.test.ts.
// This file keeps what a vector cannot express: the parsed model (records, definitions,
// qualifiers), the decision's explanation (reason, deciding rule, constraints, conflicts), the
// diagnostics, resolveReferences and the conventional reading (isAllowed).
// The text was converted from PDF: examples broken across lines are joined here, and
// "present-olidsnippet" (Annex A) is read as present-oldsnippet.
import { describe, expect, it } from "vitest";
import {
  decideAcap,
  parseRobotsTxt,
  resolveReferences,
  type AcapDecideQuery,
  type AcapDecision,
  type AcapUsageType,
  type Constraint,
  type RobotsTxt,
} from "../../src/index.js";

const V11 = "ACAP-version: 1.1\n";

type Options = Omit<AcapDecideQuery, "url" | "userAgent" | "acap" | "usage"> & {
  userAgent?: string;
};

function decide(
  robots: RobotsTxt,
  path: string,
  usage: AcapUsageType,
  options: Options = {},
): AcapDecision {
  const { userAgent = "searchbot", ...rest } = options;
  return decideAcap(robots, { url: `https://example.com${path}`, userAgent, usage, ...rest });
}

function codes(robots: RobotsTxt): string[] {
  return robots.diagnostics.map((d) => d.code);
}

function codesOn(robots: RobotsTxt, line: number): string[] {
  return robots.diagnostics.filter((d) => d.line === line).map((d) => d.code);
}

/** The 1-based line of the first line of `text` containing `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.split("\n").findIndex((l) => l.includes(needle));
  if (index === -1) throw new Error(`"${needle}" not in text`);
  return index + 1;
}

function constraint<T extends Constraint["type"]>(
  decision: AcapDecision,
  type: T,
): Extract<Constraint, { type: T }> | undefined {
  return decision.constraints.find((c): c is Extract<Constraint, { type: T }> => c.type === type);
}

const day = (iso: string) => new Date(`${iso}Z`);

// ---------------------------------------------------------------------------------------------
// §2.1 Overview: the whole example file, verbatim (line n here is line n of the example).
// ---------------------------------------------------------------------------------------------
const OVERVIEW = `##ACAP version=1.0
# Legacy robots.txt file content...

User-agent: *
Disallow: /

User-agent: named-crawler
Allow: /index.html
Allow: /public/
Allow: /promotion/
Allow: /news/

# Un-comment the line below, if crawlers capable of understanding
# ACAP records are to ignore conventional records
# ACAP-ignore-conventional-records

# ACAP local definitions
# Resources found in three directories are crawlable
ACAP-resource-set: crawlable /public/ /promotion/ /news/

# On this site 'cache' means 'preserve (store) until re-crawled'
ACAP-qualified-usage: cache preserve time-limit=until-recrawled

# The same usages are permitted for all resources in the specified
# resource set, so we can define a composite usage
ACAP-composite-usage: basic-usages crawl index present

# Crawlers in general are prohibited to crawl this site
ACAP-crawler: *
ACAP-disallow-crawl: /

# Named crawler may crawl, index and display the content of /public/ ...
ACAP-crawler: named-crawler
# All my usages are permitted for the specified resource set...
ACAP-allow-(basic-usages): the-acap:resource-set:crawlable
# which is equivalent to permitting the three separate usages, which are
# commented out here...
# ACAP-allow-crawl: the-acap:resource-set:crawlable
# ACAP-allow-index: the-acap:resource-set:crawlable
# ACAP-allow-present: the-acap:resource-set:crawlable
# ...but may only preserve copies in the locally-defined sense
# ACAP-allow-(cache): the-acap:resource-set:crawable
`;

describe("ACAP-1 §2.1 overview example file", () => {
  const robots = parseRobotsTxt(OVERVIEW);
  const NAMED = "named-crawler/1.0";
  const OTHER = "other-crawler/2.0";
  const basicUsagesLine = lineOf(OVERVIEW, "ACAP-allow-(basic-usages)");

  it("reads the file without errors, and the ##ACAP comment (§2.10.3)", () => {
    expect(robots.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(robots.policy.acap.versionComment).toMatchObject({ version: "1.0", line: 1 });
    expect(robots.policy.acap.version).toBeUndefined();
    expect(robots.policy.acap.ignoreConventionalRecords).toBe(false);
  });

  it("reads the definitions: resource set crawlable, qualified usage cache, composite usage basic-usages", () => {
    const { definitions } = robots.policy.acap;
    expect(definitions.resourceSets).toEqual([
      expect.objectContaining({
        name: "crawlable",
        patterns: ["/public/", "/promotion/", "/news/"],
        line: lineOf(OVERVIEW, "ACAP-resource-set"),
      }),
    ]);
    expect(definitions.qualifiedUsages).toEqual([
      expect.objectContaining({
        name: "cache",
        usage: "preserve",
        qualifiers: [
          expect.objectContaining({ name: "time-limit", value: { kind: "until-recrawled" } }),
        ],
      }),
    ]);
    expect(definitions.compositeUsages).toEqual([
      expect.objectContaining({
        name: "basic-usages",
        usages: [
          expect.objectContaining({ usage: "crawl" }),
          expect.objectContaining({ usage: "index" }),
          expect.objectContaining({ usage: "present" }),
        ],
      }),
    ]);
  });

  it("reads two records: * disallowing crawl of /, and named-crawler with three permissions from ACAP-allow-(basic-usages)", () => {
    const [any, named] = robots.policy.acap.records;
    expect(robots.policy.acap.records).toHaveLength(2);
    expect(any!.crawlers.map((c) => c.name)).toEqual(["*"]);
    expect(any!.permissions).toEqual([
      expect.objectContaining({ kind: "disallow", usage: "crawl", pattern: "/" }),
    ]);
    expect(named!.crawlers.map((c) => c.name)).toEqual(["named-crawler"]);
    // One permission naming its definitions (§2.7.2 and §2.4.5 are read when matching, below).
    expect(named!.permissions).toEqual([
      {
        kind: "allow",
        localUsage: "basic-usages",
        resourceSet: "crawlable",
        qualifiers: [],
        text: expect.any(String),
        line: basicUsagesLine,
        column: 1,
      },
    ]);
  });

  describe("named-crawler: 'Named crawler may crawl, index and display the content of /public/ ...'", () => {
    for (const dir of ["/public/", "/promotion/", "/news/"])
      for (const usage of ["crawl", "index", "present"] as const)
        it(`${usage} ${dir}a.html — permitted by ACAP-allow-(basic-usages)`, () => {
          const d = decide(robots, `${dir}a.html`, usage, { userAgent: NAMED });
          expect(d.allowed).toBe(true);
          expect(d.reason).toBe("permitted");
          expect(d.rule).toMatchObject({
            source: "acap",
            kind: "allow",
            usage,
            pattern: dir,
            line: basicUsagesLine,
            localUsage: "basic-usages",
            resourceSet: "crawlable",
          });
        });

    it("present-snippet /public/a.html — permitted through the present permission (§2.5.5)", () => {
      expect(
        decide(robots, "/public/a.html", "present-snippet", { userAgent: NAMED }),
      ).toMatchObject({ allowed: true, reason: "permitted", rule: { usage: "present" } });
    });

    it("crawl /private/a.html — prohibited: the named record has no crawl field for it, the * record's ACAP-disallow-crawl: / applies", () => {
      const d = decide(robots, "/private/a.html", "crawl", { userAgent: NAMED });
      expect(d.allowed).toBe(false);
      expect(d.reason).toBe("prohibited");
      expect(d.rule).toMatchObject({
        source: "acap",
        kind: "disallow",
        pattern: "/",
        line: lineOf(OVERVIEW, "ACAP-disallow-crawl: /"),
      });
    });

    it("crawl /index.html — the conventional 'Allow: /index.html' (narrower than ACAP-disallow-crawl: /) decides, since conventional records are not ignored (§2.10.2)", () => {
      const d = decide(robots, "/index.html", "crawl", { userAgent: NAMED });
      expect(d.allowed).toBe(true);
      expect(d.reason).toBe("conventional-rule");
      expect(d.rule).toMatchObject({
        source: "conventional",
        kind: "allow",
        pattern: "/index.html",
        line: 8,
      });
    });

    it("index /index.html and /private/ — no field prohibits it, so permitted (§2.4.3 NOTE)", () => {
      expect(decide(robots, "/index.html", "index", { userAgent: NAMED })).toMatchObject({
        allowed: true,
        reason: "no-matching-field",
      });
      expect(decide(robots, "/private/a", "index", { userAgent: NAMED })).toMatchObject({
        allowed: true,
        reason: "no-matching-field",
      });
    });

    it("preserve /public/ — the ACAP-allow-(cache) line is commented out, so no preserve field applies", () => {
      const d = decide(robots, "/public/a.html", "preserve", { userAgent: NAMED });
      expect(d).toMatchObject({ allowed: true, reason: "no-matching-field" });
      expect(d.constraints).toEqual([]);
    });

    it("preserve /public/ with the ACAP-allow-(cache) line un-commented (set name corrected) — permitted until re-crawled", () => {
      const text = OVERVIEW.replace(
        "# ACAP-allow-(cache): the-acap:resource-set:crawable",
        "ACAP-allow-(cache): the-acap:resource-set:crawlable",
      );
      const d = decide(parseRobotsTxt(text), "/public/a.html", "preserve", {
        userAgent: NAMED,
        at: day("2100-01-01T00:00:00"),
      });
      expect(d).toMatchObject({
        allowed: true,
        reason: "permitted",
        rule: { localUsage: "cache", resourceSet: "crawlable" },
      });
      expect(constraint(d, "time-limit")).toMatchObject({ untilRecrawled: true, plusTerms: false });
      expect(constraint(d, "time-limit")?.expired).toBeUndefined();
    });

    it("with the ACAP-allow-(cache) line un-commented as written ('crawable'), the unknown resource set is reported and the field ignored", () => {
      const text = OVERVIEW.replace("# ACAP-allow-(cache)", "ACAP-allow-(cache)");
      const r = parseRobotsTxt(text);
      expect(codesOn(r, lineOf(text, "ACAP-allow-(cache)"))).toContain("acap-resource-set-unknown");
      expect(decide(r, "/public/a.html", "preserve", { userAgent: NAMED }).reason).toBe(
        "no-matching-field",
      );
    });
  });

  describe("another crawler: 'Crawlers in general are prohibited to crawl this site'", () => {
    for (const path of ["/public/a.html", "/promotion/a", "/news/a", "/private/a", "/index.html"])
      it(`crawl ${path} — prohibited`, () => {
        const d = decide(robots, path, "crawl", { userAgent: OTHER });
        expect(d.allowed).toBe(false);
        // The conventional "Disallow: /" has the same pattern as ACAP-disallow-crawl: / — the ACAP field decides.
        expect(d.reason).toBe("prohibited");
        expect(d.rule).toMatchObject({ source: "acap", pattern: "/" });
      });

    it("index, present, preserve /public/ — no field speaks of them, so permitted by default", () => {
      for (const usage of ["index", "present", "preserve"] as const)
        expect(decide(robots, "/public/a.html", usage, { userAgent: OTHER })).toMatchObject({
          allowed: true,
          reason: "no-matching-field",
        });
    });
  });

  describe("a conventional crawler reads the legacy part only (§2.10.2)", () => {
    it("named-crawler may fetch /index.html, /public/, /promotion/, /news/ and /private/ (no rule of its group matches)", () => {
      for (const path of ["/index.html", "/public/a", "/promotion/a", "/news/a", "/private/a"])
        expect(robots.isAllowed(`https://example.com${path}`, "named-crawler")).toBe(true);
    });
    it("any other crawler may fetch nothing", () => {
      for (const path of ["/index.html", "/public/a", "/private/a"])
        expect(robots.isAllowed(`https://example.com${path}`, OTHER)).toBe(false);
    });
  });

  it("with ACAP-ignore-conventional-records un-commented, named-crawler may not crawl /index.html (§2.10.1)", () => {
    const text = OVERVIEW.replace(
      "# ACAP-ignore-conventional-records",
      "ACAP-ignore-conventional-records",
    );
    const r = parseRobotsTxt(text);
    expect(r.policy.acap.ignoreConventionalRecords).toBe(true);
    expect(codes(r)).not.toContain("acap-ignore-conventional-not-first");
    expect(decide(r, "/index.html", "crawl", { userAgent: NAMED })).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { source: "acap" },
    });
    expect(decide(r, "/public/a", "crawl", { userAgent: NAMED })).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
  });
});

// ---------------------------------------------------------------------------------------------
// §2.3 records and sub-records
// ---------------------------------------------------------------------------------------------
describe("ACAP-1 §2.3.1 crawler identification field", () => {
  const text =
    "ACAP-crawler: searchbot\nACAP-disallow-index: /\n\nACAP-crawler: *\nACAP-disallow-present: /\n";
  const robots = parseRobotsTxt(text);

  it("ACAP-crawler: searchbot — the record is addressed to searchbot (name contained in the User-Agent, case-insensitively)", () => {
    expect(robots.policy.acap.records[0]!.crawlers).toEqual([
      expect.objectContaining({ name: "searchbot", line: 1 }),
    ]);
    expect(
      decide(robots, "/a", "index", { userAgent: "Mozilla/5.0 (compatible; SearchBot/2.1)" }),
    ).toMatchObject({ allowed: false, record: { line: 1, crawlers: ["searchbot"] } });
    expect(decide(robots, "/a", "index", { userAgent: "otherbot" })).toMatchObject({
      allowed: true,
      reason: "no-matching-field",
    });
  });

  it("ACAP-crawler: * — the record is addressed to any crawler", () => {
    expect(robots.policy.acap.records[1]!.crawlers).toEqual([
      expect.objectContaining({ name: "*", line: 4 }),
    ]);
    expect(decide(robots, "/a", "present", { userAgent: "otherbot" })).toMatchObject({
      allowed: false,
      record: { line: 4 },
    });
  });

  it("the named record overrides * only for the fields it has: searchbot falls through to * for present", () => {
    expect(decide(robots, "/a", "present", { userAgent: "searchbot" })).toMatchObject({
      allowed: false,
      record: { crawlers: ["*"] },
    });
  });

  it("multiple crawler identification fields address one record to multiple crawlers", () => {
    const r = parseRobotsTxt("ACAP-crawler: alpha\nACAP-crawler: beta\nACAP-disallow-crawl: /x/\n");
    expect(r.policy.acap.records).toHaveLength(1);
    expect(r.policy.acap.records[0]!.crawlers.map((c) => c.name)).toEqual(["alpha", "beta"]);
    expect(decide(r, "/x/1", "crawl", { userAgent: "alpha" }).allowed).toBe(false);
    expect(decide(r, "/x/1", "crawl", { userAgent: "beta" }).allowed).toBe(false);
    expect(decide(r, "/x/1", "crawl", { userAgent: "gamma" }).allowed).toBe(true);
  });

  it("a record for * 'must not contain any other crawler identification fields' — reported", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-crawler: alpha\nACAP-disallow-crawl: /\n");
    expect(codesOn(r, 2)).toContain("acap-any-crawler-with-others");
  });

  it("a record ends at the next crawler identification field that follows other fields", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: a\nACAP-disallow-crawl: /\nACAP-crawler: b\nACAP-allow-crawl: /\n",
    );
    expect(r.policy.acap.records.map((x) => x.crawlers.map((c) => c.name))).toEqual([["a"], ["b"]]);
  });

  it("an ACAP field before any ACAP-crawler line belongs to no record (§2.3)", () => {
    const r = parseRobotsTxt("ACAP-disallow-crawl: /\nACAP-crawler: *\nACAP-allow-index: /\n");
    expect(codesOn(r, 1)).toContain("acap-field-outside-record");
    expect(decide(r, "/a", "crawl").allowed).toBe(true);
  });
});

describe("ACAP-1 §2.3.2 ACAP permission reference definition field", () => {
  const text = "ACAP-crawler: searchbot\nACAP-permissions-reference: /searchbot.txt\n";
  const referenced =
    "ACAP-crawler: searchbot\nACAP-disallow-index: /secret/\nACAP-allow-index: /\n";

  it("ACAP-crawler: searchbot / ACAP-permissions-reference: /searchbot.txt — the record refers searchbot to /searchbot.txt", () => {
    const robots = parseRobotsTxt(text);
    expect(robots.policy.acap.records[0]).toMatchObject({
      crawlers: [{ name: "searchbot" }],
      permissionsReference: { locator: "/searchbot.txt", line: 2 },
      permissions: [],
    });
  });

  it("resolveReferences applies /searchbot.txt's policies to searchbot, marked with their source", async () => {
    const asked: string[] = [];
    const robots = await resolveReferences(parseRobotsTxt(text), async (locator) => {
      asked.push(locator);
      return locator === "/searchbot.txt" ? referenced : undefined;
    });
    expect(asked).toEqual(["/searchbot.txt"]);
    expect(decide(robots, "/secret/a", "index")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      record: { source: "/searchbot.txt", crawlers: ["searchbot"] },
    });
    expect(decide(robots, "/open/a", "index")).toMatchObject({
      allowed: true,
      reason: "permitted",
      record: { source: "/searchbot.txt" },
    });
    expect(decide(robots, "/secret/a", "index", { userAgent: "otherbot" })).toMatchObject({
      allowed: true,
      reason: "no-matching-field",
    });
  });

  it("'a permission reference definition field may not refer to a resource that itself contains a permission reference definition field'", async () => {
    const robots = await resolveReferences(
      parseRobotsTxt(text),
      async () => "ACAP-crawler: searchbot\nACAP-permissions-reference: /other.txt\n",
    );
    expect(codes(robots)).toContain("acap-permissions-reference-chain");
    expect(decide(robots, "/secret/a", "index").reason).toBe("no-matching-field");
  });

  it("'no further fields … may occur in the record' after the permissions reference", () => {
    const r = parseRobotsTxt(text + "ACAP-disallow-crawl: /\n");
    expect(codesOn(r, 3)).toContain("acap-permissions-reference-not-alone");
    expect(r.policy.acap.records[0]!.permissions).toEqual([]);
  });
});

describe("ACAP-1 §2.3.3 usage purpose pattern field", () => {
  it("ACAP-usage-purpose: news — a sub-record for the service named news overrides the record's own fields", () => {
    const text =
      "ACAP-crawler: searchbot\nACAP-allow-index: /\nACAP-usage-purpose: news\nACAP-disallow-index: /\n";
    const robots = parseRobotsTxt(text);
    expect(robots.policy.acap.records[0]!.subRecords).toEqual([
      expect.objectContaining({
        purposes: [expect.objectContaining({ pattern: "news", line: 3 })],
      }),
    ]);
    expect(decide(robots, "/a", "index", { purpose: "news" })).toMatchObject({
      allowed: false,
      reason: "prohibited",
      record: { purposes: ["news"] },
    });
    expect(decide(robots, "/a", "index", { purpose: "NEWS" }).allowed).toBe(false);
    expect(decide(robots, "/a", "index", { purpose: "images" })).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
    expect(decide(robots, "/a", "index")).toMatchObject({ allowed: true, reason: "permitted" });
  });

  it("ACAP-usage-purpose: http://news.search.* / — all services with URIs matching the pattern (the PDF's space removed, reported)", () => {
    const text =
      "ACAP-crawler: searchbot\nACAP-usage-purpose: http://news.search.* /\nACAP-disallow-present: /\n";
    const robots = parseRobotsTxt(text);
    expect(codesOn(robots, 2)).toContain("acap-usage-purpose-space");
    expect(robots.policy.acap.records[0]!.subRecords[0]!.purposes[0]!.pattern).toBe(
      "http://news.search.*/",
    );
    expect(
      decide(robots, "/a", "present", { purpose: "http://news.search.example.com/" }).allowed,
    ).toBe(false);
    expect(
      decide(robots, "/a", "present", { purpose: "http://news.search.example.com/europe" }).allowed,
    ).toBe(false);
    expect(
      decide(robots, "/a", "present", { purpose: "http://images.search.example.com/" }).allowed,
    ).toBe(true);
  });

  it("several usage purpose fields start one sub-record; a purpose field after a permission starts the next", () => {
    const text =
      "ACAP-crawler: *\nACAP-usage-purpose: news\nACAP-usage-purpose: blogs\nACAP-disallow-index: /\nACAP-usage-purpose: images\nACAP-disallow-present: /\n";
    const sub = parseRobotsTxt(text).policy.acap.records[0]!.subRecords;
    expect(sub.map((s) => s.purposes.map((p) => p.pattern))).toEqual([
      ["news", "blogs"],
      ["images"],
    ]);
    const robots = parseRobotsTxt(text);
    expect(decide(robots, "/a", "index", { purpose: "blogs" }).allowed).toBe(false);
    expect(decide(robots, "/a", "index", { purpose: "images" }).allowed).toBe(true);
    expect(decide(robots, "/a", "present", { purpose: "images" }).allowed).toBe(false);
  });

  it("'A sub-record may not contain action request fields' — reported", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-usage-purpose: news\nACAP-disallow-index: /\nACAP-request-take-down: /a.htm\n",
    );
    expect(codesOn(r, 4)).toContain("acap-action-request-in-sub-record");
  });
});

// ---------------------------------------------------------------------------------------------
// §2.4 permission and prohibition fields
// ---------------------------------------------------------------------------------------------
describe("ACAP-1 §2.4.1.1 unqualified permission field", () => {
  const robots = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-index: /news/\n");
  it("ACAP-allow-index: /news/ — resources matching /news/ may be indexed", () => {
    expect(robots.policy.acap.records[0]!.permissions).toEqual([
      expect.objectContaining({
        kind: "allow",
        usage: "index",
        pattern: "/news/",
        qualifiers: [],
        line: 2,
        column: 1,
      }),
    ]);
    const d = decide(robots, "/news/today.html", "index");
    expect(d).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: {
        kind: "allow",
        usage: "index",
        pattern: "/news/",
        line: 2,
        text: "ACAP-allow-index: /news/",
      },
    });
    expect(d.constraints).toEqual([]);
    expect(decide(robots, "/sport/a", "index").reason).toBe("no-matching-field");
  });
});

describe("ACAP-1 §2.4.1.2 qualified permission field", () => {
  const robots = parseRobotsTxt(
    "ACAP-crawler: *\nACAP-allow-preserve: /news/ time-limit=until-recrawl\n",
  );
  it("ACAP-allow-preserve: /news/ time-limit=until-recrawl — may be preserved only until re-crawled ('until-recrawl' read as until-recrawled)", () => {
    expect(codesOn(robots, 2)).toContain("acap-time-limit-spelling");
    expect(robots.policy.acap.records[0]!.permissions[0]!.qualifiers).toEqual([
      expect.objectContaining({ name: "time-limit", value: { kind: "until-recrawled" } }),
    ]);
    const d = decide(robots, "/news/a", "preserve", { at: day("2099-01-01T00:00:00") });
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(d.constraints).toEqual([
      expect.objectContaining({
        type: "time-limit",
        untilRecrawled: true,
        plusTerms: false,
        lines: [2],
      }),
    ]);
  });
});

describe("ACAP-1 §2.4.1.3 permission field based upon a locally-defined usage", () => {
  const text =
    "ACAP-qualified-usage: my-local-usage present-snippet max-length=250-chars\nACAP-crawler: *\nACAP-allow-(my-local-usage): /special/*.htm\n";
  const robots = parseRobotsTxt(text);
  it("ACAP-allow-(my-local-usage): /special/*.htm — the locally-defined usage applies to resources matching /special/*.htm", () => {
    const d = decide(robots, "/special/deep/page.htm", "present-snippet");
    expect(d).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { localUsage: "my-local-usage", pattern: "/special/*.htm" },
    });
    expect(constraint(d, "max-length")).toMatchObject({ count: 250, unit: "chars" });
    expect(decide(robots, "/special/page.txt", "present-snippet").reason).toBe("no-matching-field");
    expect(decide(robots, "/other/page.htm", "present-snippet").reason).toBe("no-matching-field");
  });
  it("'No explicit qualifiers may be included in a permission field for a locally-defined usage' — reported", () => {
    const r = parseRobotsTxt(text.replace("/special/*.htm", "/special/*.htm time-limit=3-days"));
    expect(codesOn(r, 3)).toContain("acap-local-usage-qualifiers");
  });
});

describe("ACAP-1 §2.4.2 prohibition field", () => {
  const robots = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-crawl: /private/\n");
  it("ACAP-disallow-crawl: /private/ — crawling /private/ is prohibited", () => {
    expect(decide(robots, "/private/x", "crawl")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { kind: "disallow", usage: "crawl", pattern: "/private/", line: 2 },
    });
    expect(decide(robots, "/public/x", "crawl")).toMatchObject({
      allowed: true,
      reason: "no-matching-field",
    });
  });
  it("'An ACAP prohibition may not refer to locally-defined qualified or composite usages' — reported, ignored", () => {
    const r = parseRobotsTxt(
      "ACAP-composite-usage: both index present\nACAP-crawler: *\nACAP-disallow-(both): /\n",
    );
    expect(codesOn(r, 3)).toContain("acap-prohibition-local-usage");
    expect(decide(r, "/a", "index").reason).toBe("no-matching-field");
  });
  it("'… and may not contain any qualifiers' — reported; the prohibition stands", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-index: /a/ time-limit=3-days\n");
    expect(codesOn(r, 2)).toContain("acap-prohibition-qualifiers");
    expect(decide(r, "/a/b", "index")).toMatchObject({ allowed: false, reason: "prohibited" });
  });
});

describe("ACAP-1 §2.4.3 fallback interpretation", () => {
  it("a permission with qualifiers the crawler cannot interpret is read as a prohibition of the same usage", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /articles/ must-use-resource=the-acap:extract:class:abstract\n",
    );
    const d = decide(r, "/articles/a", "index", { understands: { qualifiers: ["time-limit"] } });
    expect(d).toMatchObject({ allowed: false, reason: "prohibited" });
    expect(d.fallbacks).toEqual([
      expect.objectContaining({ rule: "unsupported-qualifiers", to: "disallow-index", line: 2 }),
    ]);
    expect(decide(r, "/articles/a", "index")).toMatchObject({ allowed: true, reason: "permitted" });
  });
  it("a prohibition of a derived type (e.g. present-snippet) the crawler cannot interpret is read as one of present", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-present-snippet: /\n");
    const understands = {
      usageTypes: ["crawl", "follow", "index", "preserve", "present", "other"],
    };
    const d = decide(r, "/a", "present-thumbnail", { understands });
    expect(d).toMatchObject({ allowed: false, reason: "prohibited" });
    expect(d.fallbacks).toEqual([
      expect.objectContaining({ rule: "derived-type-prohibition", to: "disallow-present" }),
    ]);
    expect(decide(r, "/a", "present-thumbnail").reason).toBe("no-matching-field");
  });
  // The text: "the entire permission field is to be interpreted as if it were a permission field with
  // the basic usage type crawl" — read, with the section's NOTE, as a prohibition of crawl.
  it("a prohibition of a basic type the crawler cannot interpret is read for crawl", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-preserve: /p/\n");
    const d = decide(r, "/p/a", "crawl", {
      understands: { usageTypes: ["crawl", "index", "present"] },
    });
    expect(d).toMatchObject({ allowed: false, reason: "prohibited" });
    expect(d.fallbacks).toEqual([
      expect.objectContaining({ rule: "basic-type-prohibition", to: "disallow-crawl" }),
    ]);
  });
});

describe("ACAP-1 §2.4.5 resource set", () => {
  const text =
    "ACAP-resource-set: indexable /public/ /news/ /promote/\nACAP-crawler: *\nACAP-allow-index: the-acap:resource-set:indexable\nACAP-disallow-index: /\n";
  const robots = parseRobotsTxt(text);
  it("ACAP-allow-index: the-acap:resource-set:indexable with ACAP-resource-set: indexable /public/ /news/ /promote/", () => {
    expect(robots.policy.acap.records[0]!.permissions[0]).toMatchObject({
      resourceSet: "indexable",
    });
    expect(robots.policy.acap.records[0]!.permissions[0]).not.toHaveProperty("pattern");
    expect(robots.policy.acap.definitions.resourceSets).toMatchObject([
      { name: "indexable", patterns: ["/public/", "/news/", "/promote/"] },
    ]);
    for (const dir of ["/public/", "/news/", "/promote/"])
      expect(decide(robots, `${dir}a`, "index")).toMatchObject({
        allowed: true,
        reason: "permitted",
        rule: { pattern: dir, resourceSet: "indexable", line: 3 },
      });
    expect(decide(robots, "/private/a", "index")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { line: 4 },
    });
  });
  it("an undefined resource set is reported and the field ignored", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-index: the-acap:resource-set:nothing\n");
    expect(codesOn(r, 2)).toContain("acap-resource-set-unknown");
    expect(r.policy.acap.records[0]!.permissions).toEqual([]);
  });
  // The text leaves open whether set names are case-insensitive (vector acap1/2.4.5/set-name-case):
  // the library reads them as names are read in §3, case-insensitively.
  it("the library's reading: resource set names are case-insensitive (§3)", () => {
    const r = parseRobotsTxt(
      "ACAP-resource-set: Indexable /public/\nACAP-crawler: *\nACAP-disallow-index: the-acap:resource-set:INDEXABLE\n",
    );
    expect(decide(r, "/public/a", "index").allowed).toBe(false);
  });
});

describe("ACAP-1 §2.4.6 conflict resolution", () => {
  // Which field has the narrower scope, and that qualifiers are ignored: conformance/acap1/2.4.6.json.
  // Kept here: the conflict the decision names when no narrowest field can be determined.
  const undecidable: [string, string, string, string][] = [
    ["/a/", "/a/", "/a/b", "the same pattern"],
    ["/*a", "/*b", "/ab", "different characters after a common asterisk"],
  ];
  for (const [allow, disallow, path, why] of undecidable)
    it(`${allow} (allow) vs ${disallow} (disallow) on ${path} — narrowest scope cannot be determined (${why}): prohibited`, () => {
      const r = parseRobotsTxt(
        `ACAP-crawler: *\nACAP-allow-index: ${allow}\nACAP-disallow-index: ${disallow}\n`,
      );
      const d = decide(r, path, "index");
      expect(d).toMatchObject({ allowed: false, reason: "conflict-undecidable" });
      expect(d.conflict?.map((f) => f.line).sort()).toEqual([2, 3]);
    });
});

// ---------------------------------------------------------------------------------------------
// §2.5 usage types and qualifiers
// ---------------------------------------------------------------------------------------------
describe("ACAP-1 §2.5.1 basic usage type crawl", () => {
  it("ACAP-disallow-crawl: /private/ — prohibited to crawl /private/; other usages unaffected", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-crawl: /private/\n");
    expect(decide(r, "/private/a", "crawl")).toMatchObject({
      allowed: false,
      reason: "prohibited",
    });
    expect(decide(r, "/private/a", "index").reason).toBe("no-matching-field");
  });
  it("crawl takes no qualifiers ('There are currently no options for restricting this usage type')", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-crawl: / time-limit=3-days\n");
    expect(codesOn(r, 2)).toContain("acap-qualifier-invalid");
    expect(r.policy.acap.records[0]!.permissions[0]!.qualifiers[0]).toMatchObject({
      name: "unknown",
    });
  });
});

describe("ACAP-1 §2.5.3.1 time-limit", () => {
  const text =
    V11 +
    [
      "ACAP-crawler: *",
      "ACAP-allow-index: /public/ time-limit=until-recrawled",
      "ACAP-allow-index: /news/2007/ time-limit=until-2007-12-31",
      "ACAP-allow-index: /current-news/ time-limit=3-days",
      "ACAP-allow-index: /current-news/both/ time-limit=until-recrawled time-limit=3-days",
    ].join("\n");
  const robots = parseRobotsTxt(text);

  it("reads the four examples with ACAP-version: 1.1 without diagnostics", () => {
    expect(robots.diagnostics).toEqual([]);
  });

  it("ACAP-allow-index: /public/ time-limit=until-recrawled — permitted until re-crawled; no date ends it", () => {
    const d = decide(robots, "/public/a", "index", {
      at: day("2100-01-01T00:00:00"),
      firstUsedAt: day("2000-01-01T00:00:00"),
    });
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(constraint(d, "time-limit")).toMatchObject({
      untilRecrawled: true,
      plusTerms: false,
      lines: [3],
    });
    expect(constraint(d, "time-limit")?.expired).toBeUndefined();
  });

  it("ACAP-allow-index: /news/2007/ time-limit=until-2007-12-31 — permitted until, not after, 2007-12-31", () => {
    expect(
      decide(robots, "/news/2007/a", "index", { at: day("2007-06-01T00:00:00") }),
    ).toMatchObject({ allowed: true, reason: "permitted" });
    const last = decide(robots, "/news/2007/a", "index", { at: day("2007-12-31T23:59:59") });
    expect(last).toMatchObject({ allowed: true, reason: "permitted" });
    expect(constraint(last, "time-limit")).toMatchObject({
      untilDate: "2007-12-31",
      untilRecrawled: false,
      expired: false,
    });
    const after = decide(robots, "/news/2007/a", "index", { at: day("2008-01-01T00:00:01") });
    expect(after).toMatchObject({ allowed: false, reason: "time-limit-passed" });
    expect(constraint(after, "time-limit")?.expired).toBe(true);
  });

  it("ACAP-allow-index: /current-news/ time-limit=3-days — permitted for 3 days from first indexed", () => {
    const firstUsedAt = day("2009-01-01T12:00:00");
    expect(
      decide(robots, "/current-news/a", "index", { firstUsedAt, at: day("2009-01-04T11:00:00") }),
    ).toMatchObject({ allowed: true, reason: "permitted" });
    expect(
      decide(robots, "/current-news/a", "index", { firstUsedAt, at: day("2009-01-04T13:00:00") }),
    ).toMatchObject({ allowed: false, reason: "time-limit-passed" });
    const unknown = decide(robots, "/current-news/a", "index", { at: day("2009-01-04T13:00:00") });
    expect(unknown.allowed).toBe(true);
    expect(constraint(unknown, "time-limit")).toMatchObject({ days: 3, untilRecrawled: false });
    expect(constraint(unknown, "time-limit")?.expired).toBeUndefined();
  });

  it("[V1.1] ACAP-allow-index: /current-news/ time-limit=until-recrawled time-limit=3-days — until re-crawled or 3 days passed, whichever is sooner", () => {
    const firstUsedAt = day("2009-01-01T00:00:00");
    const d = decide(robots, "/current-news/both/a", "index", {
      firstUsedAt,
      at: day("2009-01-02T00:00:00"),
    });
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(constraint(d, "time-limit")).toMatchObject({
      untilRecrawled: true,
      days: 3,
      lines: [6, 6],
    });
    expect(
      decide(robots, "/current-news/both/a", "index", {
        firstUsedAt,
        at: day("2009-01-05T00:00:00"),
      }),
    ).toMatchObject({ allowed: false, reason: "time-limit-passed" });
  });

  it("[V1.1] the repeated time-limit without ACAP-version: 1.1 — the field is ignored (§2.8)", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /current-news/ time-limit=until-recrawled time-limit=3-days\n",
    );
    expect(codesOn(r, 2)).toContain("acap-v11-without-version");
    expect(decide(r, "/current-news/a", "index").reason).toBe("no-matching-field");
  });

  it("time-limit=until-yyyy-mm-dd with time-limit=n-days — whichever is sooner", () => {
    const r = parseRobotsTxt(
      V11 + "ACAP-crawler: *\nACAP-allow-index: / time-limit=until-2009-12-31 time-limit=10-days\n",
    );
    const firstUsedAt = day("2009-12-25T00:00:00");
    expect(
      constraint(
        decide(r, "/a", "index", { firstUsedAt, at: day("2009-12-26T00:00:00") }),
        "time-limit",
      ),
    ).toMatchObject({ untilDate: "2009-12-31", days: 10, expired: false });
    expect(decide(r, "/a", "index", { firstUsedAt, at: day("2010-01-01T00:00:01") }).reason).toBe(
      "time-limit-passed",
    );
    expect(
      decide(r, "/a", "index", {
        firstUsedAt: day("2009-01-01T00:00:00"),
        at: day("2009-01-20T00:00:00"),
      }).reason,
    ).toBe("time-limit-passed");
  });

  it("time-limit=until-recrawled with time-limit=until-yyyy-mm-dd — until re-crawled or the date passed", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-index: / time-limit=until-recrawled time-limit=until-2009-12-31\n",
    );
    expect(
      constraint(decide(r, "/a", "index", { at: day("2009-06-01T00:00:00") }), "time-limit"),
    ).toMatchObject({ untilRecrawled: true, untilDate: "2009-12-31" });
    expect(decide(r, "/a", "index", { at: day("2010-01-02T00:00:00") }).reason).toBe(
      "time-limit-passed",
    );
  });

  it("'If the qualifier is repeated three or more times, the third and subsequent occurrences … are ignored'", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-index: / time-limit=until-recrawled time-limit=3-days time-limit=until-2000-01-01\n",
    );
    const d = decide(r, "/a", "index", { at: day("2009-01-01T00:00:00") });
    expect(d.allowed).toBe(true);
    expect(constraint(d, "time-limit")?.untilDate).toBeUndefined();
  });

  it("'For all other combinations of two time-limit qualifiers the second qualifier is ignored'", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-index: / time-limit=until-2009-12-31 time-limit=until-2000-01-01\n",
    );
    const d = decide(r, "/a", "index", { at: day("2009-06-01T00:00:00") });
    expect(d.allowed).toBe(true);
    expect(constraint(d, "time-limit")).toMatchObject({ untilDate: "2009-12-31", lines: [3] });
  });

  it("[V1.1] time-limit=plus-terms as the first and only time-limit — the limit is in embedded PLUS terms", () => {
    const r = parseRobotsTxt(V11 + "ACAP-crawler: *\nACAP-allow-index: / time-limit=plus-terms\n");
    expect(constraint(decide(r, "/a", "index"), "time-limit")).toMatchObject({
      plusTerms: true,
      untilRecrawled: false,
    });
  });

  it("[V1.1] 'A time-limit qualifier with value plus-terms should be the first and only … otherwise it is to be ignored'", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-index: / time-limit=until-recrawled time-limit=plus-terms\n",
    );
    expect(constraint(decide(r, "/a", "index"), "time-limit")).toMatchObject({
      plusTerms: false,
      untilRecrawled: true,
    });
    const r2 = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-index: / time-limit=plus-terms time-limit=until-recrawled\n",
    );
    expect(constraint(decide(r2, "/a", "index"), "time-limit")).toMatchObject({
      plusTerms: false,
      untilRecrawled: true,
    });
  });
});

describe("ACAP-1 §2.5.3.2 must-use-resource", () => {
  it("ACAP-allow-index: /page-image.pdf must-use-resource=/page-image-index.txt — index from the separate resource", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /page-image.pdf must-use-resource=/page-image-index.txt\n",
    );
    const d = decide(r, "/page-image.pdf", "index");
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(d.constraints).toEqual([
      expect.objectContaining({
        type: "must-use-resource",
        resource: { kind: "uri", uri: "/page-image-index.txt" },
        lines: [2],
      }),
    ]);
  });

  it("ACAP-allow-index: /articles/ must-use-resource=the-acap:extract:class:abstract — index only the elements of class abstract", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /articles/ must-use-resource=the-acap:extract:class:abstract\n",
    );
    expect(r.diagnostics).toEqual([]);
    expect(constraint(decide(r, "/articles/a", "index"), "must-use-resource")?.resource).toEqual({
      kind: "extract",
      by: "class",
      names: ["abstract"],
    });
  });

  it("[V1.1] ACAP-allow-index /articles/ must-use-resource=the-acap:extract:taglist:p,h1,h2 — read without the colon; index only p, h1, h2 elements", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-index /articles/ must-use-resource=the-acap:extract:taglist:p,h1,h2\n",
    );
    expect(codesOn(r, 3)).toContain("acap-missing-colon");
    const d = decide(r, "/articles/a", "index");
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(constraint(d, "must-use-resource")?.resource).toEqual({
      kind: "extract",
      by: "taglist",
      names: ["p", "h1", "h2"],
    });
  });

  it("[V1.1] the taglist example without ACAP-version: 1.1 — ignored (§2.8)", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /articles/ must-use-resource=the-acap:extract:taglist:p,h1,h2\n",
    );
    expect(codesOn(r, 2)).toContain("acap-v11-without-version");
    expect(decide(r, "/articles/a", "index").reason).toBe("no-matching-field");
  });

  const forms: [string, unknown, boolean][] = [
    ["the-acap:extract:id:identifier", { kind: "extract", by: "id", names: ["identifier"] }, false],
    [
      "the-acap:extract:idlist:first,second",
      { kind: "extract", by: "idlist", names: ["first", "second"] },
      true,
    ],
    [
      "the-acap:extract:class:class-name",
      { kind: "extract", by: "class", names: ["class-name"] },
      false,
    ],
    [
      "the-acap:extract:classlist:one,two",
      { kind: "extract", by: "classlist", names: ["one", "two"] },
      true,
    ],
    [
      "the-acap:extract:meta:description",
      { kind: "extract", by: "meta", names: ["description"] },
      false,
    ],
    ["the-acap:text:Hello%20world", { kind: "text", text: "Hello world" }, true],
  ];
  for (const [value, resource, v11] of forms)
    it(`${v11 ? "[V1.1] " : ""}must-use-resource=${value}`, () => {
      const r = parseRobotsTxt(
        (v11 ? V11 : "") + `ACAP-crawler: *\nACAP-allow-index: / must-use-resource=${value}\n`,
      );
      expect(r.diagnostics).toEqual([]);
      expect(constraint(decide(r, "/a", "index"), "must-use-resource")?.resource).toEqual(resource);
    });

  it("[V1.1] 'If the qualifier must-use-resource is repeated …, the second and subsequent occurrences are ignored'", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: / must-use-resource=/first.txt must-use-resource=/second.txt\n",
    );
    expect(decide(r, "/a", "index").constraints).toEqual([
      expect.objectContaining({
        type: "must-use-resource",
        resource: { kind: "uri", uri: "/first.txt" },
      }),
    ]);
  });
});

describe("ACAP-1 §2.5.4.1 preserve qualified by time-limit", () => {
  const text =
    V11 +
    [
      "ACAP-crawler: *",
      "ACAP-allow-preserve: /public/ time-limit=until-recrawled",
      "ACAP-allow-preserve: /news/2007/ time-limit=until-2007-12-31",
      "ACAP-allow-preserve: /current-news/ time-limit=3-days",
      "ACAP-allow-preserve: /current-news/both/ time-limit=until-recrawled time-limit=3-days",
    ].join("\n");
  const robots = parseRobotsTxt(text);

  it("ACAP-allow-preserve: /public/ time-limit=until-recrawled — a copy may be kept until re-crawled", () => {
    const d = decide(robots, "/public/a", "preserve", { at: day("2100-01-01T00:00:00") });
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(constraint(d, "time-limit")).toMatchObject({ untilRecrawled: true });
  });
  it("ACAP-allow-preserve: /news/2007/ time-limit=until-2007-12-31 — until but not after 2007-12-31", () => {
    expect(
      decide(robots, "/news/2007/a", "preserve", { at: day("2007-12-31T12:00:00") }).allowed,
    ).toBe(true);
    expect(
      decide(robots, "/news/2007/a", "preserve", { at: day("2008-01-01T12:00:00") }),
    ).toMatchObject({ allowed: false, reason: "time-limit-passed" });
  });
  it("ACAP-allow-preserve: /current-news/ time-limit=3-days — for 3 days from first copied", () => {
    const firstUsedAt = day("2009-03-01T00:00:00");
    expect(
      decide(robots, "/current-news/a", "preserve", { firstUsedAt, at: day("2009-03-03T00:00:00") })
        .allowed,
    ).toBe(true);
    expect(
      decide(robots, "/current-news/a", "preserve", { firstUsedAt, at: day("2009-03-05T00:00:00") })
        .reason,
    ).toBe("time-limit-passed");
  });
  it("[V1.1] ACAP-allow-preserve: /current-news/ time-limit=until-recrawled time-limit=3-days — whichever is sooner", () => {
    const firstUsedAt = day("2009-03-01T00:00:00");
    const d = decide(robots, "/current-news/both/a", "preserve", {
      firstUsedAt,
      at: day("2009-03-02T00:00:00"),
    });
    expect(constraint(d, "time-limit")).toMatchObject({ untilRecrawled: true, days: 3 });
    expect(
      decide(robots, "/current-news/both/a", "preserve", {
        firstUsedAt,
        at: day("2009-03-05T00:00:00"),
      }).reason,
    ).toBe("time-limit-passed");
  });
});

describe("ACAP-1 §2.5.5 basic usage type present", () => {
  it("ACAP-allow-present: /public/ — any derivation of /public/ may be presented in any way", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present: /public/\nACAP-disallow-present: /\n",
    );
    for (const usage of [
      "present",
      "present-original",
      "present-currentcopy",
      "present-oldcopy",
      "present-snippet",
      "present-thumbnail",
      "present-oldsnippet",
      "present-oldthumbnail",
      "present-link",
    ] as const) {
      expect(decide(r, "/public/a", usage)).toMatchObject({
        allowed: true,
        reason: "permitted",
        rule: { usage: "present", line: 2 },
      });
      expect(decide(r, "/private/a", usage)).toMatchObject({
        allowed: false,
        reason: "prohibited",
        rule: { usage: "present", line: 3 },
      });
    }
  });
});

describe("ACAP-1 §2.5.5.1 usage types based upon present", () => {
  it("ACAP-disallow-present-original: / — presenting the original is prohibited entirely; other presentation unaffected", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-present-original: /\n");
    expect(decide(r, "/any/thing", "present-original")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { usage: "present-original" },
    });
    expect(decide(r, "/any/thing", "present-snippet").reason).toBe("no-matching-field");
    expect(decide(r, "/any/thing", "present").reason).toBe("no-matching-field");
  });
  it("ACAP-allow-present-snippet: /public/ + ACAP-disallow-present-thumbnail: /public/ — snippets may be presented, thumbnails not", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-snippet: /public/\nACAP-disallow-present-thumbnail: /public/\n",
    );
    expect(decide(r, "/public/a", "present-snippet")).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { line: 2 },
    });
    expect(decide(r, "/public/a", "present-thumbnail")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { line: 3 },
    });
  });
  it("a field for the exact derived type overrides a field for present", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-disallow-present: /\nACAP-allow-present-link: /\n",
    );
    expect(decide(r, "/a", "present-link")).toMatchObject({ allowed: true, rule: { line: 3 } });
    expect(decide(r, "/a", "present-snippet")).toMatchObject({ allowed: false, rule: { line: 2 } });
  });
});

describe("ACAP-1 §2.5.5.2 present qualified by time-limit", () => {
  const text =
    V11 +
    [
      "ACAP-crawler: *",
      "ACAP-allow-present: /public/ time-limit=until-recrawled",
      "ACAP-allow-present-snippet: /news/2007/ time-limit=3-days",
      "ACAP-allow-present-currentcopy: /news/ time-limit=until-recrawled time-limit=3-days",
    ].join("\n");
  const robots = parseRobotsTxt(text);
  it("reads the three examples without diagnostics", () => expect(robots.diagnostics).toEqual([]));
  it("ACAP-allow-present: /public/ time-limit=until-recrawled — presented until re-crawled", () => {
    expect(constraint(decide(robots, "/public/a", "present"), "time-limit")).toMatchObject({
      untilRecrawled: true,
    });
  });
  it("ACAP-allow-present-snippet: /news/2007/ time-limit=3-days — snippets for 3 days from first presented", () => {
    const firstUsedAt = day("2007-05-01T00:00:00");
    expect(
      decide(robots, "/news/2007/a", "present-snippet", {
        firstUsedAt,
        at: day("2007-05-02T00:00:00"),
      }),
    ).toMatchObject({ allowed: true, reason: "permitted" });
    expect(
      decide(robots, "/news/2007/a", "present-snippet", {
        firstUsedAt,
        at: day("2007-05-05T00:00:00"),
      }),
    ).toMatchObject({ allowed: false, reason: "time-limit-passed" });
  });
  it("[V1.1] ACAP-allow-present-currentcopy: /news/ time-limit=until-recrawled time-limit=3-days — whichever is sooner", () => {
    const firstUsedAt = day("2009-05-01T00:00:00");
    expect(
      constraint(
        decide(robots, "/news/a", "present-currentcopy", {
          firstUsedAt,
          at: day("2009-05-02T00:00:00"),
        }),
        "time-limit",
      ),
    ).toMatchObject({ untilRecrawled: true, days: 3 });
    expect(
      decide(robots, "/news/a", "present-currentcopy", {
        firstUsedAt,
        at: day("2009-05-09T00:00:00"),
      }).reason,
    ).toBe("time-limit-passed");
  });
});

describe("ACAP-1 §2.5.5.3 present qualified by must-use-resource", () => {
  it("ACAP-allow-present-thumbnail: /book/pages/ must-use-resource=/book/cover.jpg — thumbnails of any page from the cover image", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-thumbnail: /book/pages/ must-use-resource=/book/cover.jpg\n",
    );
    const d = decide(r, "/book/pages/12.html", "present-thumbnail");
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(d.constraints).toEqual([
      expect.objectContaining({
        type: "must-use-resource",
        resource: { kind: "uri", uri: "/book/cover.jpg" },
      }),
    ]);
  });
  it("ACAP-allow-present: r-s must-use-resource=URI — applies to all kinds of presentation", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present: / must-use-resource=the-acap:extract:id:summary\n",
    );
    expect(constraint(decide(r, "/a", "present-snippet"), "must-use-resource")?.resource).toEqual({
      kind: "extract",
      by: "id",
      names: ["summary"],
    });
  });
  it("Annex A: must-use-resource does not apply to present-original — reported", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-original: / must-use-resource=/x.txt\n",
    );
    expect(codesOn(r, 2)).toContain("acap-qualifier-invalid");
  });
});

describe("ACAP-1 §2.5.5.4 present qualified by max-length", () => {
  it("ACAP-allow-present-snippet: /news/ max-length=250-chars — snippets of at most 250 characters", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-snippet: /news/ max-length=250-chars\n",
    );
    const d = decide(r, "/news/a", "present-snippet");
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(d.constraints).toEqual([
      expect.objectContaining({ type: "max-length", count: 250, unit: "chars", lines: [2] }),
    ]);
  });
  it("n-words on present-oldsnippet", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-oldsnippet: /news/ max-length=30-words\n",
    );
    expect(constraint(decide(r, "/news/a", "present-oldsnippet"), "max-length")).toMatchObject({
      count: 30,
      unit: "words",
    });
  });
  it("[V1.1] 'If this qualifier is repeated …, the second and subsequent occurrences … are to be ignored'", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-snippet: /news/ max-length=250-chars max-length=10-words\n",
    );
    expect(decide(r, "/news/a", "present-snippet").constraints).toEqual([
      expect.objectContaining({ type: "max-length", count: 250, unit: "chars" }),
    ]);
  });
  it("'resource-type must be either snippet or oldsnippet' — max-length on present is reported", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-present: /news/ max-length=250-chars\n");
    expect(codesOn(r, 2)).toContain("acap-qualifier-invalid");
  });
});

describe("ACAP-1 §2.5.5.5 present qualified by prohibited-modification", () => {
  it("ACAP-allow-present: /public/ prohibited-modification=annotation — no end-user annotations in any presentation", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present: /public/ prohibited-modification=annotation\n",
    );
    const d = decide(r, "/public/a", "present");
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(d.constraints).toEqual([
      expect.objectContaining({ type: "prohibited-modification", modifications: ["annotation"] }),
    ]);
  });
  it("ACAP-allow-present-currentcopy: /public/ prohibited-modification=style — no style changes in a preserved copy", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-currentcopy: /public/ prohibited-modification=style\n",
    );
    expect(
      constraint(decide(r, "/public/a", "present-currentcopy"), "prohibited-modification")
        ?.modifications,
    ).toEqual(["style"]);
  });
  it("ACAP-allow-present-currentcopy: /public/ prohibited-modification=format prohibited-modification=translation (one line) — both prohibited", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-currentcopy: /public/ prohibited-modification=format prohibited-modification=translation\n",
    );
    expect(r.diagnostics).toEqual([]);
    expect(
      constraint(decide(r, "/public/a", "present-currentcopy"), "prohibited-modification")
        ?.modifications,
    ).toEqual(["format", "translation"]);
  });
  it("'If any occurrence of this qualifier has the value any …, all other occurrences … are to be ignored'", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present: / prohibited-modification=format prohibited-modification=any\n",
    );
    expect(
      constraint(decide(r, "/a", "present"), "prohibited-modification")?.modifications,
    ).toEqual(["any"]);
  });
  it("[V1.1] '… or plus-terms, all other occurrences … are to be ignored'", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-present: / prohibited-modification=style prohibited-modification=plus-terms\n",
    );
    expect(
      constraint(decide(r, "/a", "present"), "prohibited-modification")?.modifications,
    ).toEqual(["plus-terms"]);
  });
  for (const value of ["appearance", "content", "metadata", "structure"])
    it(`[V1.1] prohibited-modification=${value} — with ACAP-version: 1.1 read; without, the field is ignored`, () => {
      const line = `ACAP-crawler: *\nACAP-allow-present: / prohibited-modification=${value}\n`;
      expect(
        constraint(decide(parseRobotsTxt(V11 + line), "/a", "present"), "prohibited-modification")
          ?.modifications,
      ).toEqual([value]);
      const old = parseRobotsTxt(line);
      expect(codes(old)).toContain("acap-v11-without-version");
      expect(decide(old, "/a", "present").reason).toBe("no-matching-field");
    });
});

describe("ACAP-1 §2.5.5.6 present qualified by must-include-resource", () => {
  // [value, resource, [V1.1]?, implementation disagrees?]
  const forms: [string, unknown, boolean, boolean?][] = [
    [
      "http://example.com/credit.html",
      { kind: "uri", uri: "http://example.com/credit.html" },
      false,
    ],
    ["plus-terms", { kind: "plus-terms" }, false],
    // "the-acap:resource-role:included-resource-locator where resource-role can be … extract … and
    // included-resource-locator can be … id:identifier".
    [
      "the-acap:extract:id:lead",
      { kind: "role", role: "extract", locator: { kind: "id", value: "lead" } },
      false,
    ],
    [
      "the-acap:credit:class:byline",
      { kind: "role", role: "credit", locator: { kind: "class", value: "byline" } },
      false,
    ],
    [
      "the-acap:link:meta:source",
      { kind: "role", role: "link", locator: { kind: "meta", value: "source" } },
      false,
    ],
    [
      "the-acap:license-link:http://example.com/licence",
      {
        kind: "role",
        role: "license-link",
        locator: { kind: "uri", value: "http://example.com/licence" },
      },
      true,
    ],
    [
      "the-acap:registration-link:id:register",
      { kind: "role", role: "registration-link", locator: { kind: "id", value: "register" } },
      true,
    ],
  ];
  for (const [value, resource, v11, fails] of forms)
    (fails ? it.fails : it)(
      `${v11 ? "[V1.1] " : ""}ACAP-allow-present: /public/ must-include-resource=${value}`,
      () => {
        const r = parseRobotsTxt(
          (v11 ? V11 : "") +
            `ACAP-crawler: *\nACAP-allow-present: /public/ must-include-resource=${value}\n`,
        );
        expect(r.diagnostics).toEqual([]);
        const d = decide(r, "/public/a", "present");
        expect(d.allowed).toBe(true);
        expect(constraint(d, "must-include-resource")?.resource).toEqual(resource);
      },
    );
  it("[V1.1] the-acap:extract:text:… — the specified text must be included", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-present-snippet: / must-include-resource=the-acap:extract:text:Copyright%20ACME\n",
    );
    expect(
      constraint(decide(r, "/a", "present-snippet"), "must-include-resource")?.resource,
    ).toMatchObject({ kind: "role", role: "extract", locator: { kind: "text" } });
  });
  it("[V1.1] license-link without ACAP-version: 1.1 — the field is ignored", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present: / must-include-resource=the-acap:license-link:id:licence\n",
    );
    expect(codes(r)).toContain("acap-v11-without-version");
  });
  it("[V1.1] repeated — the second and subsequent occurrences are ignored", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present: / must-include-resource=/a.html must-include-resource=/b.html\n",
    );
    expect(decide(r, "/x", "present").constraints).toEqual([
      expect.objectContaining({
        type: "must-include-resource",
        resource: { kind: "uri", uri: "/a.html" },
      }),
    ]);
  });
});

describe("ACAP-1 §2.5.5.7 present qualified by prohibited-context", () => {
  it("ACAP-allow-present-currentcopy: /public/ prohibited-context=within-user-frame — not within a frame built by the aggregator", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-currentcopy: /public/ prohibited-context=within-user-frame\n",
    );
    const d = decide(r, "/public/a", "present-currentcopy");
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(d.constraints).toEqual([
      expect.objectContaining({ type: "prohibited-context", context: "within-user-frame" }),
    ]);
  });
  it("resource-type is one of original, currentcopy, oldcopy: on present-snippet it is reported", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-snippet: /public/ prohibited-context=within-user-frame\n",
    );
    expect(codesOn(r, 2)).toContain("acap-qualifier-invalid");
  });
});

describe("ACAP-1 §2.5.5.8 present qualified by required-context", () => {
  it("ACAP-allow-present-original: /public/ required-context=within-original-frame — as on the owner's site", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present-original: /public/ required-context=within-original-frame\n",
    );
    expect(r.diagnostics).toEqual([]);
    expect(decide(r, "/public/a", "present-original").constraints).toEqual([
      expect.objectContaining({ type: "required-context", context: "within-original-frame" }),
    ]);
  });
  it("[V1.1] required-context=within-user-frame — needs ACAP-version: 1.1", () => {
    const line =
      "ACAP-crawler: *\nACAP-allow-present-oldcopy: /public/ required-context=within-user-frame\n";
    expect(
      constraint(
        decide(parseRobotsTxt(V11 + line), "/public/a", "present-oldcopy"),
        "required-context",
      )?.context,
    ).toBe("within-user-frame");
    expect(codes(parseRobotsTxt(line))).toContain("acap-v11-without-version");
  });
  it("[V1.1] repeated — the second occurrence is ignored", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-present-original: / required-context=within-original-frame required-context=within-user-frame\n",
    );
    expect(decide(r, "/a", "present-original").constraints).toEqual([
      expect.objectContaining({ type: "required-context", context: "within-original-frame" }),
    ]);
  });
});

describe("ACAP-1 §2.5.5.9 present qualified by target-condition", () => {
  const present = (condition: string) =>
    parseRobotsTxt(
      V11 + `ACAP-crawler: *\nACAP-allow-present: /r/ target-condition=${condition}\n`,
    );

  it("ACAP-allow-present r-s target-condition=condition — read without the colon", () => {
    const r = parseRobotsTxt(
      V11 + "ACAP-crawler: *\nACAP-allow-present /r/ target-condition=permitteddomainlist:be\n",
    );
    expect(codesOn(r, 3)).toContain("acap-missing-colon");
    expect(decide(r, "/r/a", "present", { target: { domain: "x.be" } })).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
  });

  it("target-condition=ipaddressrangelist:1.2.3.1-1.2.3.50,1.2.4.1-1.2.2.255 — only target devices in the ranges", () => {
    const r = present("ipaddressrangelist:1.2.3.1-1.2.3.50,1.2.4.1-1.2.2.255");
    expect(r.diagnostics).toEqual([]);
    expect(decide(r, "/r/a", "present", { target: { ip: "1.2.3.1" } })).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
    expect(decide(r, "/r/a", "present", { target: { ip: "1.2.3.50" } }).allowed).toBe(true);
    const outside = decide(r, "/r/a", "present", { target: { ip: "1.2.3.51" } });
    expect(outside).toMatchObject({ allowed: false, reason: "target-condition-not-met" });
    expect(constraint(outside, "target-condition")).toMatchObject({
      satisfied: false,
      conditions: [
        { condition: "ipaddressrangelist", values: ["1.2.3.1-1.2.3.50", "1.2.4.1-1.2.2.255"] },
      ],
    });
    expect(decide(r, "/r/a", "present", { target: { ip: "9.9.9.9" } }).allowed).toBe(false);
  });

  it("target-condition=ipaddressmasklist:10.1.1.0/0.0.0.255 — only 10.1.1.0–10.1.1.255", () => {
    const r = present("ipaddressmasklist:10.1.1.0/0.0.0.255");
    expect(decide(r, "/r/a", "present", { target: { ip: "10.1.1.0" } }).allowed).toBe(true);
    expect(decide(r, "/r/a", "present", { target: { ip: "10.1.1.255" } }).allowed).toBe(true);
    expect(decide(r, "/r/a", "present", { target: { ip: "10.1.2.1" } })).toMatchObject({
      allowed: false,
      reason: "target-condition-not-met",
    });
  });

  it("target-condition=permitteddomainlist:be,fr — prohibited for devices not in .be or .fr", () => {
    const r = present("permitteddomainlist:be,fr");
    expect(decide(r, "/r/a", "present", { target: { domain: "client.example.be" } }).allowed).toBe(
      true,
    );
    expect(decide(r, "/r/a", "present", { target: { domain: "host.FR" } }).allowed).toBe(true);
    expect(decide(r, "/r/a", "present", { target: { domain: "client.example.de" } })).toMatchObject(
      { allowed: false, reason: "target-condition-not-met" },
    );
  });

  it("target-condition=prohibiteddomainlist:be,fr — permitted for devices not in .be or .fr", () => {
    const r = present("prohibiteddomainlist:be,fr");
    expect(decide(r, "/r/a", "present", { target: { domain: "client.example.be" } })).toMatchObject(
      { allowed: false, reason: "target-condition-not-met" },
    );
    expect(decide(r, "/r/a", "present", { target: { domain: "client.example.de" } }).allowed).toBe(
      true,
    );
  });

  it("target-condition=permittedcountrylist:BE,FR — countries 'in which it is permitted for the target device to be located'", () => {
    // The section's second sentence for permittedcountrylist ("The usage is permitted for all target
    // devices not located in any of the specified countries") repeats the prohibitedcountrylist
    // sentence; the list is read as its definition says, like permitteddomainlist.
    const r = present("permittedcountrylist:BE,FR");
    expect(decide(r, "/r/a", "present", { target: { country: "BE" } }).allowed).toBe(true);
    expect(decide(r, "/r/a", "present", { target: { country: "fr" } }).allowed).toBe(true);
    expect(decide(r, "/r/a", "present", { target: { country: "DE" } })).toMatchObject({
      allowed: false,
      reason: "target-condition-not-met",
    });
  });

  it("target-condition=prohibitedcountrylist:BE,FR — permitted for all target devices not located in BE or FR", () => {
    const r = present("prohibitedcountrylist:BE,FR");
    expect(decide(r, "/r/a", "present", { target: { country: "be" } })).toMatchObject({
      allowed: false,
      reason: "target-condition-not-met",
    });
    expect(decide(r, "/r/a", "present", { target: { country: "DE" } }).allowed).toBe(true);
  });

  it("target-condition=rulesref:http://www.mydomain.com/content-rules/ — the rules are in the resource; a crawler that cannot interpret them reads a prohibition (§2.4.3)", () => {
    const r = present("rulesref:http://www.mydomain.com/content-rules/");
    expect(r.diagnostics).toEqual([]);
    const d = decide(r, "/r/a", "present", { target: { country: "BE" } });
    expect(constraint(d, "target-condition")).toMatchObject({
      conditions: [{ condition: "rulesref", values: ["http://www.mydomain.com/content-rules/"] }],
    });
    expect(constraint(d, "target-condition")?.satisfied).toBeUndefined();
    expect(
      decide(r, "/r/a", "present", { understands: { qualifiers: ["time-limit"] } }),
    ).toMatchObject({ allowed: false, reason: "prohibited" });
  });

  it("[V1.1] repeated — 'all specified target constraints are to be applied'", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-present: /r/ target-condition=permitteddomainlist:be target-condition=prohibitedcountrylist:FR\n",
    );
    expect(
      decide(r, "/r/a", "present", { target: { domain: "x.be", country: "BE" } }).allowed,
    ).toBe(true);
    expect(
      decide(r, "/r/a", "present", { target: { domain: "x.be", country: "FR" } }).allowed,
    ).toBe(false);
    expect(
      decide(r, "/r/a", "present", { target: { domain: "x.de", country: "BE" } }).allowed,
    ).toBe(false);
  });

  it("[V1.1] 'A qualifier value prefixed rulesref should not be combined with other values … otherwise this qualifier is to be ignored'", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-present: /r/ target-condition=permitteddomainlist:be target-condition=rulesref:http://www.mydomain.com/content-rules/\n",
    );
    const d = decide(r, "/r/a", "present", { target: { domain: "x.be" } });
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(constraint(d, "target-condition")?.conditions.map((c) => c.condition)).toEqual([
      "permitteddomainlist",
    ]);
  });

  it("[V1.1] target-condition without ACAP-version: 1.1 — the field is ignored", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-present: /r/ target-condition=permitteddomainlist:be\n",
    );
    expect(codes(r)).toContain("acap-v11-without-version");
    expect(decide(r, "/r/a", "present", { target: { domain: "x.de" } }).reason).toBe(
      "no-matching-field",
    );
  });

  it("Annex A: target-condition applies to present only — reported on present-snippet", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-present-snippet: /r/ target-condition=permitteddomainlist:be\n",
    );
    expect(codesOn(r, 3)).toContain("acap-qualifier-invalid");
  });
});

describe("ACAP-1 §2.5.6 basic usage type other", () => {
  const robots = parseRobotsTxt(
    "ACAP-crawler: *\nACAP-allow-crawl: /public/\nACAP-allow-index: /public/\nACAP-disallow-other: /public/\n",
  );
  it("ACAP-disallow-other: /public/ — usages of /public/ other than those explicitly permitted are prohibited", () => {
    expect(decide(robots, "/public/a", "crawl")).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
    expect(decide(robots, "/public/a", "index")).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
    for (const usage of ["follow", "preserve", "present", "present-snippet"] as const)
      expect(decide(robots, "/public/a", usage)).toMatchObject({
        allowed: false,
        reason: "prohibited-by-other",
        rule: { usage: "other", line: 4 },
      });
    expect(decide(robots, "/elsewhere/a", "preserve").reason).toBe("no-matching-field");
  });
});

describe("ACAP-1 §2.5.6.1 other qualified by usage-ref", () => {
  it("[V1.1] ACAP-allow-other: resource-specification usage-ref=URI — other usages by the terms of the resource referred to", () => {
    const r = parseRobotsTxt(
      V11 + "ACAP-crawler: *\nACAP-allow-other: /public/ usage-ref=http://example.com/terms.html\n",
    );
    expect(r.diagnostics).toEqual([]);
    const d = decide(r, "/public/a", "other");
    expect(d).toMatchObject({ allowed: true, reason: "permitted" });
    expect(d.constraints).toEqual([
      expect.objectContaining({
        type: "usage-ref",
        references: [{ kind: "uri", uri: "http://example.com/terms.html" }],
      }),
    ]);
  });
  it("[V1.1] 'This qualifier may be repeated, in which case each qualifier specifies a different resource'", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-crawler: *\nACAP-allow-other: / usage-ref=the-acap:terms-link:id:terms usage-ref=the-acap:permission-link:http://example.com/ask usage-ref=the-acap:link:class:info\n",
    );
    expect(constraint(decide(r, "/a", "other"), "usage-ref")?.references).toEqual([
      { kind: "role", role: "terms-link", locator: { kind: "id", value: "terms" } },
      {
        kind: "role",
        role: "permission-link",
        locator: { kind: "uri", value: "http://example.com/ask" },
      },
      { kind: "role", role: "link", locator: { kind: "class", value: "info" } },
    ]);
  });
  it("[V1.1] usage-ref without ACAP-version: 1.1 — the field is ignored", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-other: / usage-ref=http://example.com/terms.html\n",
    );
    expect(codes(r)).toContain("acap-v11-without-version");
    expect(decide(r, "/a", "other").reason).toBe("no-matching-field");
  });
  it("[V1.1] 'This usage type may be permitted only if qualified by an explicit reference': ACAP-allow-other without usage-ref is ignored", () => {
    const r = parseRobotsTxt(
      V11 + "ACAP-crawler: *\nACAP-disallow-other: /\nACAP-allow-other: /r/\n",
    );
    expect(codesOn(r, 4)).toContain("acap-other-unqualified");
    expect(decide(r, "/r/a", "other")).toMatchObject({ allowed: false, rule: { line: 3 } });
  });
  it("Annex A: usage-ref applies to other only — reported on index", () => {
    const r = parseRobotsTxt(
      V11 + "ACAP-crawler: *\nACAP-allow-index: / usage-ref=http://example.com/terms.html\n",
    );
    expect(codesOn(r, 3)).toContain("acap-qualifier-invalid");
  });
});

// ---------------------------------------------------------------------------------------------
// §2.6 – §2.10
// ---------------------------------------------------------------------------------------------
describe("ACAP-1 §2.6 action request field", () => {
  const text =
    "ACAP-crawler: searchbot\nACAP-request-take-down: /news/bad-story.htm\nACAP-request-re-crawl: /news/fixed-story.htm\n\nACAP-crawler: *\nACAP-request-re-crawl: /index.html\n";
  const robots = parseRobotsTxt(text);
  it("ACAP-request-take-down: /news/bad-story.htm — a take-down request to the record's crawler", () => {
    expect(robots.policy.acap.records[0]!.actionRequests[0]).toMatchObject({
      action: "take-down",
      path: "/news/bad-story.htm",
      line: 2,
      text: "ACAP-request-take-down: /news/bad-story.htm",
    });
    expect(robots.actionRequests("searchbot").map((a) => [a.action, a.path])).toEqual([
      ["take-down", "/news/bad-story.htm"],
      ["re-crawl", "/news/fixed-story.htm"],
      ["re-crawl", "/index.html"],
    ]);
    expect(robots.actionRequests("otherbot").map((a) => [a.action, a.path])).toEqual([
      ["re-crawl", "/index.html"],
    ]);
  });
});

describe("ACAP-1 §2.7.1 qualified usage definition", () => {
  const text =
    "ACAP-qualified-usage: my-present-snippet present-snippet time-limit=5-days max-length=250-chars\nACAP-crawler: *\nACAP-allow-(my-present-snippet): /public/\n";
  const robots = parseRobotsTxt(text);
  it("ACAP-qualified-usage: my-present-snippet present-snippet time-limit=5-days max-length=250-chars (joined line)", () => {
    expect(robots.diagnostics).toEqual([]);
    expect(robots.policy.acap.definitions.qualifiedUsages).toEqual([
      expect.objectContaining({
        name: "my-present-snippet",
        usage: "present-snippet",
        line: 1,
        qualifiers: [
          expect.objectContaining({ name: "time-limit", value: { kind: "days", days: 5 } }),
          expect.objectContaining({ name: "max-length", value: { count: 250, unit: "chars" } }),
        ],
      }),
    ]);
  });
  it("ACAP-allow-(my-present-snippet): /public/ — snippets of /public/, for 5 days, at most 250 characters", () => {
    const firstUsedAt = day("2009-01-01T00:00:00");
    const d = decide(robots, "/public/a", "present-snippet", {
      firstUsedAt,
      at: day("2009-01-03T00:00:00"),
    });
    expect(d).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { localUsage: "my-present-snippet", usage: "present-snippet", line: 3 },
    });
    expect(constraint(d, "time-limit")).toMatchObject({ days: 5 });
    expect(constraint(d, "max-length")).toMatchObject({ count: 250, unit: "chars" });
    expect(
      decide(robots, "/public/a", "present-snippet", {
        firstUsedAt,
        at: day("2009-01-07T00:00:00"),
      }).reason,
    ).toBe("time-limit-passed");
  });
  it("'No two qualified or composite usages may share the same name' (names case-insensitive) — reported", () => {
    const r = parseRobotsTxt(
      text.replace(
        "ACAP-crawler",
        "ACAP-qualified-usage: My-Present-Snippet present-snippet max-length=5-words\nACAP-crawler",
      ),
    );
    expect(codesOn(r, 2)).toContain("acap-definition-duplicate");
  });
  it("'All ACAP definition fields must be placed before any ACAP records' — reported", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /\nACAP-qualified-usage: late index time-limit=3-days\n",
    );
    expect(codesOn(r, 3)).toContain("acap-definition-after-records");
  });
});

describe("ACAP-1 §2.7.2 composite usage definition", () => {
  const text = [
    "ACAP-qualified-usage: present-30-word-snippet present-snippet max-length=30-words",
    "ACAP-composite-usage: my-default-present (present-30-word-snippet) present-thumbnail",
    "ACAP-crawler: *",
    "ACAP-allow-(my-default-present): /public/",
  ].join("\n");
  const robots = parseRobotsTxt(text);
  it("ACAP-composite-usage: my-default-present (present-30-word-snippet) present-thumbnail (joined lines)", () => {
    expect(robots.diagnostics).toEqual([]);
    expect(robots.policy.acap.definitions.compositeUsages).toEqual([
      expect.objectContaining({
        name: "my-default-present",
        usages: [
          { usage: "present-snippet", localUsage: "present-30-word-snippet" },
          { usage: "present-thumbnail" },
        ],
      }),
    ]);
  });
  it("ACAP-allow-(my-default-present): /public/ — as if a permission field for each constituent usage", () => {
    const snippet = decide(robots, "/public/a", "present-snippet");
    expect(snippet).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { usage: "present-snippet", localUsage: "present-30-word-snippet", line: 4 },
    });
    expect(snippet.constraints).toEqual([
      expect.objectContaining({ type: "max-length", count: 30, unit: "words" }),
    ]);
    const thumbnail = decide(robots, "/public/a", "present-thumbnail");
    expect(thumbnail).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { usage: "present-thumbnail", localUsage: "my-default-present" },
    });
    expect(thumbnail.constraints).toEqual([]);
    expect(decide(robots, "/public/a", "present-original").reason).toBe("no-matching-field");
  });
  it("'An ACAP definition field must be placed before any other ACAP definition field that relies upon it' — reported", () => {
    const r = parseRobotsTxt(
      [text.split("\n")[1], text.split("\n")[0], ...text.split("\n").slice(2)].join("\n"),
    );
    expect(codesOn(r, 1)).toContain("acap-definition-used-before-defined");
  });
});

describe("ACAP-1 §2.7.3 resource set definition", () => {
  const robots = parseRobotsTxt(
    "ACAP-resource-set: images *.gif *.jpg *.png\nACAP-crawler: *\nACAP-disallow-index: the-acap:resource-set:images\n",
  );
  it("ACAP-resource-set: images *.gif *.jpg *.png + ACAP-disallow-index: the-acap:resource-set:images — images are not indexed", () => {
    expect(robots.policy.acap.definitions.resourceSets).toEqual([
      expect.objectContaining({ name: "images", patterns: ["*.gif", "*.jpg", "*.png"] }),
    ]);
    for (const path of ["/photos/cat.gif", "/a.jpg", "/deep/dir/x.PNG"])
      expect(decide(robots, path, "index")).toMatchObject({
        allowed: false,
        reason: "prohibited",
        rule: { resourceSet: "images" },
      });
    expect(decide(robots, "/photos/cat.html", "index").reason).toBe("no-matching-field");
    expect(decide(robots, "/photos/cat.gif", "crawl").reason).toBe("no-matching-field");
  });
  it("'Resource set definition fields may occur before or after other definition fields'", () => {
    const r = parseRobotsTxt(
      "ACAP-qualified-usage: q index time-limit=3-days\nACAP-resource-set: s /s/\nACAP-crawler: *\nACAP-allow-(q): the-acap:resource-set:s\n",
    );
    expect(r.diagnostics).toEqual([]);
    expect(decide(r, "/s/a", "index")).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { localUsage: "q", resourceSet: "s" },
    });
  });
});

describe("ACAP-1 §2.8 ACAP Version field", () => {
  it("ACAP-version: 1.1 — the file uses ACAP 1.1 features", () => {
    const r = parseRobotsTxt(V11 + "ACAP-crawler: *\nACAP-allow-index: /\n");
    expect(r.policy.acap.version).toMatchObject({ version: "1.1", major: 1, minor: 1, line: 1 });
    expect(r.diagnostics).toEqual([]);
  });
  it("'If included, the ACAP Version field must precede all other ACAP records and fields' — reported", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-index: /\nACAP-version: 1.1\n");
    expect(codesOn(r, 3)).toContain("acap-version-not-first");
  });
  it("conventional lines and comments before ACAP-version are fine", () => {
    const r = parseRobotsTxt(
      "##ACAP version=1.1\nUser-agent: *\nDisallow: /x/\n\nACAP-version: 1.1\nACAP-crawler: *\nACAP-allow-index: /\n",
    );
    expect(codes(r)).not.toContain("acap-version-not-first");
  });

  // "If an ACAP Version field is not included, a crawler is expected to ignore any ACAP field that
  // contains features of all versions of ACAP other than Version 1.0."
  const v11Fields: [string, AcapUsageType][] = [
    ["ACAP-allow-present: /f/ target-condition=permittedcountrylist:BE", "present"],
    ["ACAP-allow-other: /f/ usage-ref=http://example.com/terms", "other"],
    ["ACAP-allow-index: /f/ time-limit=plus-terms", "index"],
    ["ACAP-allow-index: /f/ must-use-resource=the-acap:extract:idlist:a,b", "index"],
    ["ACAP-allow-index: /f/ must-use-resource=the-acap:extract:classlist:a,b", "index"],
    ["ACAP-allow-index: /f/ must-use-resource=the-acap:extract:taglist:p,h1", "index"],
    ["ACAP-allow-present: /f/ must-use-resource=the-acap:text:Hello%20there", "present"],
    ["ACAP-allow-present: /f/ must-include-resource=the-acap:license-link:id:x", "present"],
    ["ACAP-allow-present: /f/ must-include-resource=the-acap:registration-link:id:x", "present"],
    ["ACAP-allow-present: /f/ prohibited-modification=appearance", "present"],
    ["ACAP-allow-present-original: /f/ required-context=within-user-frame", "present-original"],
    ["ACAP-allow-preserve: /f/ time-limit=until-recrawled time-limit=3-days", "preserve"],
  ];
  for (const [field, usage] of v11Fields)
    it(`${field} — ignored without ACAP-version: 1.1, read with it`, () => {
      const body = `ACAP-crawler: *\n${field}\n`;
      const old = parseRobotsTxt(body);
      expect(codesOn(old, 2)).toContain("acap-v11-without-version");
      expect(decide(old, "/f/a", usage, { target: { country: "BE" } }).reason).toBe(
        "no-matching-field",
      );
      const current = parseRobotsTxt(V11 + body);
      expect(codes(current)).not.toContain("acap-v11-without-version");
      expect(decide(current, "/f/a", usage, { target: { country: "BE" } })).toMatchObject({
        allowed: true,
        reason: "permitted",
        rule: { line: 3 },
      });
    });

  it("ACAP 1.0 fields are read without an ACAP Version field", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /f/ time-limit=until-recrawled must-use-resource=the-acap:extract:meta:description\n",
    );
    expect(r.diagnostics).toEqual([]);
    expect(decide(r, "/f/a", "index").reason).toBe("permitted");
  });
});

// §2.9 pattern matching in ACAP fields: conformance/acap1/2.9.json.

describe("ACAP-1 §2.10.1 ignoring conventional robots.txt fields", () => {
  const conventional = "User-agent: *\nDisallow: /conv/\n\n";
  it("ACAP-ignore-conventional-records — an ACAP crawler interprets ACAP records only", () => {
    const r = parseRobotsTxt(
      conventional +
        "ACAP-ignore-conventional-records\nACAP-crawler: *\nACAP-disallow-crawl: /acap/\n",
    );
    expect(r.policy.acap.ignoreConventionalRecords).toBe(true);
    expect(decide(r, "/conv/a", "crawl")).toMatchObject({
      allowed: true,
      reason: "no-matching-field",
    });
    expect(decide(r, "/conv/a", "crawl").conventional).toBeUndefined();
    expect(decide(r, "/acap/a", "crawl").allowed).toBe(false);
    // A conventional crawler still reads the conventional record.
    expect(r.isAllowed("https://example.com/conv/a", "anybot")).toBe(false);
  });
  it("by default an ACAP crawler interprets both conventional and ACAP records", () => {
    const r = parseRobotsTxt(conventional + "ACAP-crawler: *\nACAP-disallow-crawl: /acap/\n");
    expect(decide(r, "/conv/a", "crawl")).toMatchObject({
      allowed: false,
      reason: "conventional-rule",
      rule: { source: "conventional", pattern: "/conv/", line: 2 },
    });
    expect(decide(r, "/acap/a", "crawl")).toMatchObject({ allowed: false, reason: "prohibited" });
  });
  // "This field should be placed before any ACAP definition fields with the exception of the ACAP
  // Version field, if any." (and §2.8: the Version field "must precede all other ACAP records and
  // fields").
  it("ACAP-version: 1.1 then ACAP-ignore-conventional-records — in the required order, nothing reported", () => {
    const r = parseRobotsTxt(
      V11 +
        "ACAP-ignore-conventional-records\nACAP-resource-set: s /s/\nACAP-crawler: *\nACAP-allow-index: /\n",
    );
    expect(r.policy.acap.ignoreConventionalRecords).toBe(true);
    expect(codes(r)).not.toContain("acap-ignore-conventional-not-first");
  });
  it("'This field should be placed before any ACAP definition fields' — after one it is reported", () => {
    const late = parseRobotsTxt(
      "ACAP-resource-set: s /s/\nACAP-ignore-conventional-records\nACAP-crawler: *\nACAP-allow-index: /\n",
    );
    expect(codesOn(late, 2)).toContain("acap-ignore-conventional-not-first");
  });
});

describe("ACAP-1 §2.10.2 combinations of ACAP and conventional fields", () => {
  it("'When interpreting conventional records …, ACAP fields within conventional robots.txt records are to be ignored'", () => {
    const r = parseRobotsTxt(
      "User-agent: *\nDisallow: /x/\nACAP-allow-crawl: /x/\nACAP-disallow-crawl: /y/\n",
    );
    expect(r.isAllowed("https://example.com/x/a", "anybot")).toBe(false);
    expect(r.isAllowed("https://example.com/y/a", "anybot")).toBe(true);
  });
  it("'Conventional fields found within ACAP records are always to be ignored'", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-index: /\nDisallow: /private/\n");
    expect(r.policy.acap.conventionalLinesInAcapRecords).toEqual([3]);
    expect(decide(r, "/private/a", "crawl").allowed).toBe(true);
  });
  it("'conflicting permissions for the same specific pattern of resources, the field within the conventional record is to be ignored'", () => {
    const r = parseRobotsTxt(
      "User-agent: *\nDisallow: /shared/\n\nACAP-crawler: *\nACAP-allow-crawl: /shared/\n",
    );
    expect(decide(r, "/shared/a", "crawl")).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { source: "acap", line: 5 },
    });
    const r2 = parseRobotsTxt(
      "User-agent: *\nAllow: /shared/\n\nACAP-crawler: *\nACAP-disallow-crawl: /shared/\n",
    );
    expect(decide(r2, "/shared/a", "crawl")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { source: "acap" },
    });
  });
  it("different patterns compete by narrowest scope (§2.4.6)", () => {
    const r = parseRobotsTxt(
      "User-agent: *\nDisallow: /shared/secret/\n\nACAP-crawler: *\nACAP-allow-crawl: /shared/\n",
    );
    expect(decide(r, "/shared/secret/a", "crawl")).toMatchObject({
      allowed: false,
      reason: "conventional-rule",
    });
    expect(decide(r, "/shared/open", "crawl")).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
  });
  it("conventional records speak of crawl only: other usages are decided by ACAP records", () => {
    const r = parseRobotsTxt(
      "User-agent: *\nDisallow: /\n\nACAP-crawler: *\nACAP-allow-index: /\n",
    );
    expect(decide(r, "/a", "index")).toMatchObject({ allowed: true, reason: "permitted" });
    expect(decide(r, "/a", "index").conventional).toBeUndefined();
  });
});

describe("ACAP-1 §2.10.3 comment convention", () => {
  it("##ACAP version=xxx — read as the ACAP version comment", () => {
    const r = parseRobotsTxt("##ACAP version=1.1\nUser-agent: *\nDisallow:\n");
    expect(r.policy.acap.versionComment).toEqual({ version: "1.1", line: 1, column: 1 });
  });
  it("an ordinary comment is not", () => {
    expect(
      parseRobotsTxt("# ACAP is used below\nUser-agent: *\nDisallow:\n").policy.acap.versionComment,
    ).toBeUndefined();
  });
});

describe("ACAP-1 §2.5: repeated qualifiers whose later occurrences are ignored", () => {
  // §2.5.3.2, §2.5.5.4, §2.5.5.6–§2.5.5.8: "the second and subsequent occurrences are ignored";
  // §2.5.3.1: time-limit's third and later. Ignored, so a bad value there is no prohibition.
  it.each([
    ["present-snippet", "max-length=250-chars max-length=many"],
    ["index", "must-use-resource=/r/index.txt must-use-resource=the-acap:extract"],
    ["present", "must-include-resource=/notice.html must-include-resource=the-acap:license-link"],
    ["present-original", "required-context=within-original-frame required-context=elsewhere"],
    ["present-currentcopy", "prohibited-context=within-user-frame prohibited-context=nowhere"],
    ["index", "time-limit=until-recrawled time-limit=3-days time-limit=never"],
  ])(
    "ACAP-allow-%s: /r/ %s — the ignored occurrence is reported, the permission stands",
    (usage, qualifiers) => {
      const r = parseRobotsTxt(
        `${V11}ACAP-crawler: *\nACAP-disallow-${usage}: /\nACAP-allow-${usage}: /r/ ${qualifiers}\n`,
      );
      expect(codesOn(r, 4)).toEqual(["acap-qualifier-repeated"]);
      expect(
        decide(r, "/r/a", usage as AcapUsageType, {
          firstUsedAt: day("2009-01-01T00:00:00"),
          at: day("2009-01-02T00:00:00"),
        }),
      ).toMatchObject({ allowed: true, rule: { line: 4 } });
    },
  );
});
