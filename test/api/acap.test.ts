// ACAP-1 decision tables through the public API: conflict resolution (§2.4.6), overrides
// (§2.2), usage types (§2.5), fallback (§2.4.3), version gating (§2.8), qualifiers as
// constraints (§2.5.3.1, §2.5.5.5, §2.5.5.9), ACAP with conventional records (§2.10),
// permission references (§2.3.2), and the CLI.
import { describe, expect, it } from "vitest";
import {
  parseRobotsTxt,
  resolveReferences,
  type AcapDecideQuery,
  type AcapDecision,
  type AcapUsageType,
  type RobotsTxt,
  type Target,
  decideAcap,
} from "../../src/index.js";
import { narrowerScope } from "../../src/acap/scope.js";
import { run } from "../../src/cli/run.js";

const V11 = "ACAP-version: 1.1\n";

function decide(
  robots: RobotsTxt,
  url: string,
  usage: AcapUsageType,
  extra: Partial<AcapDecideQuery> = {},
): AcapDecision {
  return decideAcap(robots, { url, userAgent: "bot", usage, ...extra });
}

function codes(robots: RobotsTxt): string[] {
  return robots.diagnostics.map((d) => d.code);
}

describe("ACAP-1 §2.4.6 narrowest scope, character by character", () => {
  it.each([
    ["/public/", "/public/news/", 1, "a pattern that runs out of characters is wider"],
    ["/public/news/", "/public/", -1, "…and the other is narrower"],
    ["/a$", "/a*", 1, "$ against any other character (even *): the other is narrower"],
    ["/a$", "/ab", 1, "$ against a letter"],
    ["/a*", "/ab", 1, "* against another character (not $): the other is narrower"],
    ["/ab", "/a*", -1, "symmetric"],
    ["/a*", "/a$", -1, "* against $: the $ pattern is wider"],
    ["/a*c", "/a*c", 0, "identical patterns: undecidable"],
    ["/ab", "/ac", 0, "different literals: undecidable"],
    ["*.gif", "/x/", 1, "a leading * against another character"],
  ])("%s vs %s → %i (%s)", (a, b, expected) => expect(narrowerScope(a, b)).toBe(expected));

  const robots = parseRobotsTxt(
    [
      "ACAP-crawler: *",
      "ACAP-allow-index: /public/",
      "ACAP-disallow-index: /public/drafts/",
      "ACAP-allow-index: /public/drafts/ok.html$",
      "ACAP-disallow-index: /same/",
      "ACAP-allow-index: /same/",
      "ACAP-allow-index: /x*",
      "ACAP-disallow-index: /xy",
    ].join("\n"),
  );
  it.each([
    ["/public/a", true, 2],
    ["/public/drafts/a", false, 3],
    ["/public/drafts/ok.html", true, 4],
    ["/public/drafts/ok.html?x", false, 3],
    ["/xyz", false, 8],
    ["/xa", true, 7],
  ])("%s: allowed %s by line %i", (url, allowed, line) => {
    const d = decide(robots, url, "index");
    expect([d.allowed, d.rule?.line]).toEqual([allowed, line]);
  });

  it('"In the event that a crawler is unable to determine which … has the narrowest scope … the usage is prohibited"', () => {
    const d = decide(robots, "/same/a", "index");
    expect(d).toMatchObject({ allowed: false, reason: "conflict-undecidable" });
    expect(d.conflict?.map((f) => f.line)).toEqual([5, 6]);
  });

  it("§2.9 pattern matching in ACAP fields is case-insensitive", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-index: /Private/\n");
    expect(decide(r, "/PRIVATE/x", "index").allowed).toBe(false);
    expect(decide(r, "/private/x", "index").allowed).toBe(false);
  });
});

describe("ACAP-1 §2.2 named records over '*', sub-records over records", () => {
  const robots = parseRobotsTxt(
    [
      "ACAP-crawler: *",
      "ACAP-disallow-index: /",
      "ACAP-disallow-preserve: /",
      "",
      "ACAP-crawler: searchbot",
      "ACAP-allow-index: /news/",
      "ACAP-usage-purpose: archive",
      "ACAP-allow-index: /old/",
      "ACAP-allow-preserve: /",
    ].join("\n"),
  );
  it.each([
    ["searchbot", "/news/a", "index", undefined, true, 6],
    ["SearchBot/2.0 (+http://x)", "/news/a", "index", undefined, true, 6],
    ["searchbot", "/other", "index", undefined, false, 2],
    ["otherbot", "/news/a", "index", undefined, false, 2],
    ["searchbot", "/old/x", "index", undefined, false, 2],
    ["searchbot", "/old/x", "index", "archive", true, 8],
    ["searchbot", "/x", "preserve", "archive", true, 9],
    ["searchbot", "/x", "preserve", "Archive-2", true, 9],
    ["searchbot", "/x", "preserve", "news", false, 3],
  ])("%s %s %s purpose %s → %s (line %i)", (userAgent, url, usage, purpose, allowed, line) => {
    const d = decide(robots, url, usage as AcapUsageType, {
      userAgent,
      ...(purpose ? { purpose } : {}),
    });
    expect([d.allowed, d.rule?.line]).toEqual([allowed, line]);
  });

  it("the decision names the record and the purposes of the sub-record", () => {
    const d = decide(robots, "/x", "preserve", { userAgent: "searchbot", purpose: "archive" });
    expect(d.record).toEqual({ line: 5, crawlers: ["searchbot"], purposes: ["archive"] });
  });
});

describe("ACAP-1 §2.5 usage types: present and the types based on it, and other", () => {
  const robots = parseRobotsTxt(
    [
      "ACAP-crawler: *",
      "ACAP-allow-present: /public/",
      "ACAP-allow-present-snippet: /public/",
      "ACAP-disallow-present-thumbnail: /public/",
      "ACAP-disallow-present: /private/",
      "ACAP-allow-present-link: /private/",
      "ACAP-disallow-other: /members/",
      "ACAP-allow-index: /members/",
    ].join("\n"),
  );
  it.each([
    ["/public/a", "present-snippet", true, 3, "its own field"],
    ["/public/a", "present-thumbnail", false, 4, "its own field"],
    ["/public/a", "present-original", true, 2, "no field of its own: the present field"],
    ["/private/a", "present-snippet", false, 5, "disallow-present covers every way of presenting"],
    ["/private/a", "present-link", true, 6, "unless the type has its own field"],
    ["/members/a", "index", true, 8, "explicitly permitted"],
    ["/members/a", "crawl", false, 7, "ACAP-disallow-other: every usage not explicitly permitted"],
    ["/members/a", "present-snippet", false, 7, "also the present types"],
    ["/elsewhere", "preserve", true, undefined, "no field: permitted (§2.4.3 note)"],
  ])("%s %s → %s (line %s): %s", (url, usage, allowed, line, _why) => {
    const d = decide(robots, url, usage as AcapUsageType);
    expect([d.allowed, d.rule?.line]).toEqual([allowed, line]);
  });

  it("reasons", () => {
    expect(decide(robots, "/members/a", "crawl").reason).toBe("prohibited-by-other");
    expect(decide(robots, "/elsewhere", "preserve").reason).toBe("no-matching-field");
  });
});

describe("ACAP-1 §2.4.3 fallback for fields the crawler cannot interpret", () => {
  const robots = parseRobotsTxt(
    V11 +
      [
        "ACAP-crawler: *",
        "ACAP-allow-index: /a/ time-limit=3-days",
        "ACAP-allow-present: /b/ target-condition=permittedcountrylist:BE",
        "ACAP-allow-index: /c/ frobnicate=7",
        "ACAP-disallow-present-snippet: /d/",
        "ACAP-disallow-preserve: /e/",
      ].join("\n"),
  );
  it("a permission whose qualifiers are not all understood is a prohibition", () => {
    const d = decide(robots, "/a/x", "index", { understands: { qualifiers: ["max-length"] } });
    expect(d).toMatchObject({ allowed: false, reason: "prohibited" });
    expect(d.fallbacks).toEqual([
      {
        rule: "unsupported-qualifiers",
        from: "allow-index time-limit=3-days",
        to: "disallow-index",
        line: 3,
        column: 1,
      },
    ]);
    expect(decide(robots, "/a/x", "index").allowed).toBe(true);
  });
  it("an unknown qualifier is never understood", () => {
    expect(decide(robots, "/c/x", "index")).toMatchObject({
      allowed: false,
      fallbacks: [{ rule: "unsupported-qualifiers" }],
    });
  });
  it("a prohibition of a present type the crawler cannot interpret is one of present", () => {
    const types = ["crawl", "follow", "index", "preserve", "present", "other"];
    expect(decide(robots, "/d/x", "present-link").allowed).toBe(true);
    const d = decide(robots, "/d/x", "present", { understands: { usageTypes: types } });
    expect(d).toMatchObject({
      allowed: false,
      fallbacks: [{ rule: "derived-type-prohibition", to: "disallow-present" }],
    });
  });
  it("a prohibition of a basic type the crawler cannot interpret keeps it from crawling", () => {
    const d = decide(robots, "/e/x", "crawl", {
      understands: { usageTypes: ["crawl", "index", "present"] },
    });
    expect(d).toMatchObject({
      allowed: false,
      fallbacks: [
        { rule: "basic-type-prohibition", from: "disallow-preserve", to: "disallow-crawl" },
      ],
    });
    expect(decide(robots, "/e/x", "crawl").allowed).toBe(true);
  });
});

describe("ACAP-1 §2.8 version gating", () => {
  const body =
    "ACAP-crawler: *\nACAP-allow-present: /b/ target-condition=permittedcountrylist:BE\nACAP-allow-index: /a/ time-limit=plus-terms\nACAP-allow-index: /c/ time-limit=3-days\n";
  it("without ACAP-version, fields with [V1.1] features are ignored and reported", () => {
    const robots = parseRobotsTxt(body);
    expect(codes(robots).filter((c) => c === "acap-v11-without-version")).toHaveLength(2);
    expect(robots.policy.acap.records[0]!.permissions.map((p) => p.line)).toEqual([4]);
  });
  it("with ACAP-version: 1.1 they are read", () => {
    const robots = parseRobotsTxt(V11 + body);
    expect(codes(robots)).not.toContain("acap-v11-without-version");
    expect(robots.policy.acap.records[0]!.permissions).toHaveLength(3);
    expect(robots.policy.acap.version).toMatchObject({
      version: "1.1",
      major: 1,
      minor: 1,
      line: 1,
    });
  });
  it("a repeated time-limit is a [V1.1] feature", () => {
    const robots = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-allow-index: /x/ time-limit=until-recrawled time-limit=3-days\n",
    );
    expect(codes(robots)).toContain("acap-v11-without-version");
  });
  it("the version field must come first", () => {
    expect(
      codes(parseRobotsTxt("ACAP-crawler: *\nACAP-version: 1.1\nACAP-allow-index: /\n")),
    ).toContain("acap-version-not-first");
  });
});

describe("ACAP-1 §2.5 qualifiers as constraints", () => {
  const at = new Date("2026-06-01T12:00:00Z");
  function constraints(
    line: string,
    extra: { at?: Date; firstUsedAt?: Date; target?: Target } = {},
    usage: AcapUsageType = "index",
  ) {
    const robots = parseRobotsTxt(`${V11}ACAP-crawler: *\n${line}\n`);
    return decide(robots, "/x/y", usage, { at, ...extra });
  }

  it.each([
    [
      "time-limit=until-recrawled time-limit=until-2026-12-31",
      { untilRecrawled: true, untilDate: "2026-12-31" },
    ],
    ["time-limit=until-recrawled time-limit=3-days", { untilRecrawled: true, days: 3 }],
    ["time-limit=until-2026-12-31 time-limit=3-days", { untilDate: "2026-12-31", days: 3 }],
    ["time-limit=3-days time-limit=5-days", { days: 3 }],
    [
      "time-limit=3-days time-limit=until-recrawled time-limit=until-2026-12-31",
      { days: 3, untilRecrawled: true },
    ],
    ["time-limit=plus-terms", { plusTerms: true }],
    ["time-limit=plus-terms time-limit=3-days", { days: 3, plusTerms: false }],
  ])("§2.5.3.1 %s", (qualifiers, expected) => {
    const d = constraints(`ACAP-allow-index: /x/ ${qualifiers}`);
    expect(d.constraints[0]).toMatchObject({ type: "time-limit", ...expected });
  });

  it("§2.5.3.1 until-yyyy-mm-dd: permitted until, but not after, the date", () => {
    const line = "ACAP-allow-index: /x/ time-limit=until-2026-06-01";
    expect(constraints(line, { at: new Date("2026-06-01T23:59:59Z") })).toMatchObject({
      allowed: true,
    });
    expect(constraints(line, { at: new Date("2026-06-02T00:00:00Z") })).toMatchObject({
      allowed: false,
      reason: "time-limit-passed",
    });
  });

  it("§2.5.3.1 n-days counts from when the resource was first used; whichever limit is sooner", () => {
    const line = "ACAP-allow-index: /x/ time-limit=until-2026-12-31 time-limit=3-days";
    expect(constraints(line, { firstUsedAt: new Date("2026-05-30T12:00:00Z") }).allowed).toBe(true);
    expect(constraints(line, { firstUsedAt: new Date("2026-05-29T12:00:00Z") })).toMatchObject({
      allowed: false,
      reason: "time-limit-passed",
    });
    expect(constraints(line).constraints[0]).not.toHaveProperty("expired");
  });

  it("§2.5.5.5 prohibited-modification: values combine; any or plus-terms override the rest", () => {
    const combined = constraints(
      "ACAP-allow-present: /x/ prohibited-modification=format prohibited-modification=translation",
      {},
      "present",
    );
    expect(combined.constraints).toEqual([
      { type: "prohibited-modification", modifications: ["format", "translation"], lines: [3] },
    ]);
    const any = constraints(
      "ACAP-allow-present: /x/ prohibited-modification=format prohibited-modification=any",
      {},
      "present",
    );
    expect(any.constraints).toMatchObject([{ modifications: ["any"] }]);
  });

  it("first occurrence only: must-use-resource, max-length, must-include-resource, contexts", () => {
    const d = constraints(
      "ACAP-allow-present-snippet: /x/ max-length=250-chars max-length=10-words must-include-resource=the-acap:credit:id:c1 must-include-resource=/other",
      {},
      "present-snippet",
    );
    expect(d.constraints).toEqual([
      { type: "max-length", count: 250, unit: "chars", lines: [3] },
      {
        type: "must-include-resource",
        resource: { kind: "role", role: "credit", locator: { kind: "id", value: "c1" } },
        lines: [3],
      },
    ]);
  });

  describe("§2.5.5.9 target-condition against the target device", () => {
    const line = (condition: string) => `ACAP-allow-present: /x/ target-condition=${condition}`;
    it.each([
      ["ipaddressrangelist:1.2.3.1-1.2.3.50,1.2.4.1-1.2.4.255", { ip: "1.2.3.1" }, true],
      ["ipaddressrangelist:1.2.3.1-1.2.3.50,1.2.4.1-1.2.4.255", { ip: "1.2.3.50" }, true],
      ["ipaddressrangelist:1.2.3.1-1.2.3.50,1.2.4.1-1.2.4.255", { ip: "1.2.3.51" }, false],
      ["ipaddressrangelist:1.2.3.1-1.2.3.50,1.2.4.1-1.2.4.255", { ip: "1.2.4.200" }, true],
      ["ipaddressrangelist:10.0.0.7", { ip: "10.0.0.7" }, true],
      ["ipaddressrangelist:10.0.0.7", { ip: "10.0.0.8" }, false],
      ["ipaddressmasklist:10.1.1.0/0.0.0.255", { ip: "10.1.1.254" }, true],
      ["ipaddressmasklist:10.1.1.0/0.0.0.255", { ip: "10.1.2.1" }, false],
      ["ipaddressmasklist:10.0.0.0/0.255.255.255", { ip: "10.200.3.4" }, true],
      ["permitteddomainlist:be,fr", { domain: "www.example.be" }, true],
      ["permitteddomainlist:be,fr", { domain: "example.de" }, false],
      ["permitteddomainlist:be,fr", { domain: "abe" }, false],
      ["prohibiteddomainlist:be,fr", { domain: "example.fr" }, false],
      ["prohibiteddomainlist:be,fr", { domain: "example.nl" }, true],
      ["permittedcountrylist:BE,FR", { country: "be" }, true],
      ["permittedcountrylist:BE,FR", { country: "NL" }, false],
      ["prohibitedcountrylist:BE,FR", { country: "FR" }, false],
      ["prohibitedcountrylist:BE,FR", { country: "DE" }, true],
    ])("%s with %j → %s", (condition, target, allowed) => {
      const d = constraints(line(condition), { target }, "present");
      expect(d.allowed).toBe(allowed);
      expect(d.constraints[0]).toMatchObject({ type: "target-condition", satisfied: allowed });
      if (!allowed) expect(d.reason).toBe("target-condition-not-met");
    });
    it("without the target's details the constraint comes back for the crawler to check", () => {
      const d = constraints(line("permittedcountrylist:BE"), {}, "present");
      expect(d.allowed).toBe(true);
      expect(d.constraints[0]).not.toHaveProperty("satisfied");
    });
    it("rulesref only as the first and only occurrence", () => {
      const alone = constraints(
        line("rulesref:http://www.mydomain.com/content-rules/"),
        {},
        "present",
      );
      expect(alone.constraints[0]).toMatchObject({
        conditions: [{ condition: "rulesref", values: ["http://www.mydomain.com/content-rules/"] }],
      });
      const mixed = constraints(
        `${line("rulesref:http://x/")} target-condition=permittedcountrylist:BE`,
        { target: { country: "BE" } },
        "present",
      );
      expect(mixed.constraints[0]).toMatchObject({
        conditions: [{ condition: "permittedcountrylist" }],
        satisfied: true,
      });
    });
  });
});

describe("ACAP-1 §2.10 ACAP and conventional records", () => {
  const text = [
    "User-agent: *",
    "Disallow: /private/",
    "Allow: /private/press/",
    "Disallow: /both/",
    "Disallow: /private/secret/",
    "",
    "ACAP-crawler: *",
    "ACAP-allow-crawl: /private/",
    "ACAP-allow-crawl: /both/",
    "ACAP-disallow-crawl: /acap-only/",
  ].join("\n");
  const robots = parseRobotsTxt(text);
  it("same pattern, conflicting: the conventional field is ignored (ACAP wins)", () => {
    expect(decide(robots, "/both/x", "crawl")).toMatchObject({
      allowed: true,
      rule: { source: "acap", line: 9 },
    });
    expect(decide(robots, "/private/x", "crawl")).toMatchObject({
      allowed: true,
      rule: { source: "acap", line: 8 },
    });
  });
  it("a narrower conventional rule that disagrees decides; one that agrees leaves the ACAP field named", () => {
    expect(decide(robots, "/private/secret/x", "crawl")).toMatchObject({
      allowed: false,
      reason: "conventional-rule",
      rule: { source: "conventional", line: 5 },
    });
    expect(decide(robots, "/private/press/x", "crawl")).toMatchObject({
      allowed: true,
      rule: { source: "acap", line: 8 },
    });
  });
  it("no ACAP field for crawl: the conventional rule decides; conventional rules speak of crawl only", () => {
    const r = parseRobotsTxt(
      "User-agent: *\nDisallow: /x/\n\nACAP-crawler: *\nACAP-allow-index: /\n",
    );
    expect(decide(r, "/x/a", "crawl")).toMatchObject({
      allowed: false,
      reason: "conventional-rule",
    });
    expect(decide(r, "/x/a", "index")).toMatchObject({ allowed: true, rule: { line: 5 } });
  });
  it("ACAP-ignore-conventional-records: only ACAP records count", () => {
    const r = parseRobotsTxt(`ACAP-ignore-conventional-records\n${text}`);
    expect(r.policy.acap.ignoreConventionalRecords).toBe(true);
    expect(decide(r, "/private/secret/x", "crawl")).toMatchObject({
      allowed: true,
      rule: { source: "acap", line: 9 },
    });
    expect(codes(r)).not.toContain("invalid-line");
  });
  it("a crawler that does not read ACAP sees the conventional records only", () => {
    expect(robots.isAllowed("/private/x", "bot")).toBe(false);
    expect(robots.isAllowed("/acap-only/x", "bot")).toBe(true);
    expect(decide(robots, "/acap-only/x", "crawl").allowed).toBe(false);
  });
  it("conventional fields inside an ACAP record are ignored by ACAP crawlers", () => {
    const r = parseRobotsTxt(
      "User-agent: *\nAllow: /\n\nACAP-crawler: *\nACAP-allow-index: /\nDisallow: /x/\n",
    );
    expect(r.policy.acap.conventionalLinesInAcapRecords).toEqual([6]);
    expect(decide(r, "/x/a", "crawl").allowed).toBe(true);
  });
  it("decide() answers crawl and the robots META usages, and points ACAP questions to decideAcap", () => {
    expect(robots.decide({ url: "/", userAgent: "bot", usage: "index" })).toMatchObject({
      usage: "index",
      reason: "no-page-directive",
    });
    expect(() =>
      robots.decide({ url: "/", userAgent: "bot", usage: "preserve" as "crawl" }),
    ).toThrow(RangeError);
    expect(() =>
      robots.decide({ url: "/", userAgent: "bot", usage: "preserve" as "crawl" }),
    ).toThrow(/decideAcap/);
    expect(() => robots.decide({ url: "/", userAgent: "bot", acap: true } as never)).toThrow(
      /decideAcap/,
    );
    expect(() => decideAcap(robots.policy as never, { url: "/", userAgent: "bot" })).toThrow(
      /robots: expected a RobotsTxt/,
    );
    expect(() =>
      decideAcap(robots, { url: "/", userAgent: "bot", usage: "frobnicate" as AcapUsageType }),
    ).toThrow(/usage: expected one of/);
  });
});

describe("ACAP-1 §2.3.2 permission references", () => {
  const main = parseRobotsTxt(
    "ACAP-resource-set: news /news/\nACAP-crawler: searchbot\nACAP-permissions-reference: /searchbot.txt\n\nACAP-crawler: *\nACAP-disallow-index: /\n",
  );
  it("the referenced records apply to the referring record's crawlers, with the referring file's definitions", async () => {
    const loaded: string[] = [];
    const resolved = await resolveReferences(main, async (locator) => {
      loaded.push(locator);
      return "ACAP-crawler: *\nACAP-allow-index: the-acap:resource-set:news\n";
    });
    expect(loaded).toEqual(["/searchbot.txt"]);
    const d = decide(resolved, "/news/a", "index", { userAgent: "searchbot" });
    expect(d).toMatchObject({
      allowed: true,
      record: { crawlers: ["searchbot"], source: "/searchbot.txt" },
      rule: { line: 2 },
    });
    expect(decide(resolved, "/news/a", "index", { userAgent: "other" }).allowed).toBe(false);
    expect(decide(main, "/news/a", "index", { userAgent: "searchbot" }).allowed).toBe(false);
  });
  it("a referenced file that itself refers on is refused (no chains, no cycles)", async () => {
    const resolved = await resolveReferences(
      main,
      async () => "ACAP-crawler: *\nACAP-permissions-reference: /searchbot.txt\n",
    );
    expect(resolved.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "acap-permissions-reference-chain",
        line: 3,
        spec: "ACAP-1 §2.3.2",
      }),
    );
  });
  it("a reference that cannot be loaded is reported", async () => {
    const resolved = await resolveReferences(main, async () => undefined);
    expect(codes(resolved)).toContain("acap-permissions-reference-failed");
  });
  it("a record with a reference holds nothing else", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: a\nACAP-permissions-reference: /a.txt\nACAP-allow-index: /\n",
    );
    expect(codes(r)).toContain("acap-permissions-reference-not-alone");
  });
});

describe("ACAP-1 §2.6 action requests", () => {
  it("take-down and re-crawl requests addressed to the crawler, named records first", () => {
    const r = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-request-take-down: /a.htm\n\nACAP-crawler: searchbot\nACAP-request-re-crawl: /b.htm\n",
    );
    expect(r.actionRequests("SearchBot/1.0").map((a) => [a.action, a.path, a.line])).toEqual([
      ["re-crawl", "/b.htm", 5],
      ["take-down", "/a.htm", 2],
    ]);
    expect(r.actionRequests("other").map((a) => a.path)).toEqual(["/a.htm"]);
  });
});

describe("ACAP-1 content never throws", () => {
  it("random ACAP lines give a policy and diagnostics with positions", () => {
    const words = [
      "ACAP-",
      "allow-",
      "disallow-",
      "(",
      ")",
      "index",
      "present-snippet",
      ":",
      " ",
      "/x",
      "*",
      "$",
      "=",
      "time-limit",
      "until-2026-02-30",
      "3-days",
      "the-acap:",
      "resource-set:",
      "crawler",
      "usage-purpose",
      "#",
      "max-length",
      "10-chars",
      "qualified-usage",
      "composite-usage",
      "q",
      "version",
      "1.1",
      "ü",
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 1500; i++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        let line = "ACAP-";
        for (let w = Math.floor(random() * 8); w > 0; w--)
          line += words[Math.floor(random() * words.length)];
        return line;
      });
      const robots = parseRobotsTxt(lines.join("\n"));
      for (const d of robots.diagnostics) {
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
      }
      expect(() => decide(robots, "/x/y", "present-snippet", { userAgent: "q" })).not.toThrow();
    }
  }, 60_000);

  it("an impossible date is reported at its qualifier, which §2.4.3 makes a prohibition (§2.5.3.1)", () => {
    const r = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-index: / time-limit=until-2026-02-30\n");
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: "acap-qualifier-invalid", line: 2, column: 21 }),
    );
  });
});

describe("CLI: check --acap", () => {
  const example = new URL("../../examples/news-publisher.acap.robots.txt", import.meta.url)
    .pathname;
  async function cli(...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await run(argv, {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
    });
    return { code, stdout, stderr };
  }
  it("prints the ACAP decision, its line, the constraints and the action requests", async () => {
    const r = await cli(
      "check",
      example,
      "/news/2026/a.html",
      "--agent",
      "NewsSearch/1.0",
      "--acap",
      "--usage",
      "present-snippet",
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^ALLOWED {2}\/news\/2026\/a\.html {2}line 20: ACAP-allow-\(short-snippet\): the-acap:resource-set:articles \{time-limit=30-days; max-length=200-chars\} {2}\[acap present-snippet, record "\*"\]$/m,
    );
    expect(r.stdout).toContain("request take-down /news/2026/retracted-story.html (line 27)\n");
  });
  it("exits 1 when the usage is prohibited", async () => {
    const r = await cli(
      "check",
      example,
      "/news/photo.jpg",
      "--agent",
      "NewsSearch",
      "--acap",
      "--usage",
      "present-thumbnail",
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^DISALLOWED {2}\/news\/photo\.jpg {2}line 21: ACAP-disallow-present-thumbnail/m,
    );
  });
  it("--usage without --acap, and an unknown usage, are usage errors", async () => {
    expect((await cli("check", example, "/", "--agent", "a", "--usage", "index")).code).toBe(2);
    expect(
      (await cli("check", example, "/", "--agent", "a", "--acap", "--usage", "eat")).stderr,
    ).toMatch(/unknown usage "eat"/);
  });
  it("the example file lints clean", async () => {
    expect((await cli("lint", example)).stdout).toBe(`${example}: no diagnostics\n`);
  });
});

describe("ACAP diagnostics cite their section", () => {
  it("every ACAP diagnostic has a spec of the form ACAP-1 §n", () => {
    const robots = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-version: 1.1\nACAP-allow-index: / shine=bright time-limit=soon\nACAP-allow-crawl: / max-length=1-chars\nACAP-frob: x\nACAP-allow-index /x\nACAP-disallow-(x): /\nACAP-usage-purpose: a b\nACAP-allow-(y): /\nACAP-resource-set: r /r/\n",
    );
    expect(robots.diagnostics.length).toBeGreaterThan(6);
    for (const d of robots.diagnostics) expect(d.spec, d.code).toMatch(/^ACAP-1 §\d/);
  });
});
