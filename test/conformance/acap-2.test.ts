// ACAP-2 (ACAP v1.1 Part 2: Extension of the Robots META Tag format,
// test/fixtures/specs/001_40deb448025e2af4.txt), with ACAP-1 §2.4.3, §2.4.6 and §2.5 for the
// usage types and qualifiers. The spec's answers (whether a page's usage is allowed, for each
// example and each sentence a page question can ask) live in conformance/acap2/ and run in
// vectors-extensions.test.ts. This file keeps what a vector cannot express: the rules as read
// (positions, crawlers, qualifiers), the decision's explanation (reason, deciding rule,
// constraints, excluded elements), diagnostics, the §3 syntax with its diagnostics, questions
// asked by element path or at another URL, the conventional robots META / X-Robots-Tag mapping
// (defined by no text here), the news article example, extract(), and robustness. The PDF's
// typographic quotes are straight quotes here, and examples split over two lines are joined.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  elementPath,
  extract,
  parseHtmlPolicy,
  parseRobotsTxt,
  type AcapDecideQuery,
  type AcapUsageType,
  type PagePolicy,
  type RobotsTxt,
  decideAcap,
  elementText,
  pageRules,
} from "../../src/index.js";
import { FIXTURES, fileNames } from "../support/corpus.js";

const URL_ = "http://myserver.com/legitimate-copy.htm";
const none = parseRobotsTxt("");
const html = (head: string, body = "") =>
  `<HTML>\n<HEAD>\n<TITLE>Page title displayed above browser window</TITLE>\n${head}\n</HEAD>\n<BODY>\n${body}\n</BODY>\n</HTML>\n`;
const read = (head: string, body = "", headers?: Record<string, string | readonly string[]>) =>
  parseHtmlPolicy(html(head, body), { url: URL_, ...(headers ? { headers } : {}) });
type Extra = Omit<Partial<AcapDecideQuery>, "acap">;
const decide = (
  page: PagePolicy,
  usage: AcapUsageType,
  userAgent = "anybot",
  extra: Extra = {},
  robots: RobotsTxt = none,
) => decideAcap(robots, { url: URL_, userAgent, usage, page, ...extra });
const meta = (content: string, name = "robots") => `<META name="${name}" content="${content}">`;
const codes = (page: PagePolicy) => page.diagnostics.map((d) => d.code);

describe("ACAP-2 §2.1 Overview: the outline page", () => {
  // <!-- Conventional REP: indexing permitted, following links prohibited. -->
  // <META name="robots" content="index nofollow">
  // <!-- The same expressed in ACAP syntax -->
  // <META name="robots" content="ACAP allow-index">
  // <META name="robots" content="ACAP disallow-follow">
  const conventional = read(
    '<!-- Conventional REP: indexing permitted, following links prohibited. -->\n<META name="robots" content="index nofollow">',
  );
  const acap = read(
    '<!-- The same expressed in ACAP syntax -->\n<META name="robots" content="ACAP allow-index">\n<META name="robots" content="ACAP disallow-follow">',
  );
  it("the tags are read as rules with their position in the HTML", () => {
    expect(acap.rules.map((r) => [r.source, r.crawler, r.kind, r.usage, r.line, r.column])).toEqual(
      [
        ["meta", "*", "allow", "index", 5, 1],
        ["meta", "*", "disallow", "follow", 6, 1],
      ],
    );
    // Conventional directives are kept as directives, each quoting itself where it is
    // written, with the index of its tag in `metas`; decideAcap reads them as these rules.
    expect(conventional.rules).toEqual([]);
    expect(conventional.directives.map((d) => [d.name, d.text, d.tag, d.line, d.column])).toEqual([
      ["index", "index", 0, 5, 30],
      ["nofollow", "nofollow", 0, 5, 36],
    ]);
    expect(pageRules(conventional).map((r) => [r.kind, r.usage, r.text])).toEqual([
      ["allow", "index", "index"],
      ["disallow", "follow", "nofollow"],
    ]);
    expect(acap.metas.map((m) => [m.name, m.content, m.line])).toEqual([
      ["robots", "ACAP allow-index", 5],
      ["robots", "ACAP disallow-follow", 6],
    ]);
    expect(acap.diagnostics).toEqual([]);
    expect(conventional.diagnostics).toEqual([]);
  });
});

describe("ACAP-2 §2.2.1 Addressing permissions and prohibitions to crawlers", () => {
  // <META name="robots" content="ACAP allow-index">  /  <META name="crawler-name" content="ACAP allow-index">
  it('"robots" addresses any crawler; another name addresses the crawler of that name', () => {
    const page = read(`${meta("ACAP allow-index")}\n${meta("ACAP allow-index", "crawler-name")}`);
    expect(page.rules.map((r) => r.crawler)).toEqual(["*", "crawler-name"]);
    expect(decide(page, "index", "crawler-name").allowed).toBe(true);
    expect(decide(page, "index", "other").allowed).toBe(true);
  });
  it("a tag for the named crawler overrides the robots tag with the same usage type", () => {
    const page = read(
      `${meta("ACAP disallow-index")}\n${meta("ACAP allow-index", "SearchBot")}\n${meta("ACAP allow-present")}\n${meta("ACAP disallow-present", "searchbot")}`,
    );
    expect(page.metas.map((m) => m.name)).toEqual(["robots", "searchbot", "robots", "searchbot"]);
    expect(decide(page, "index", "searchbot")).toMatchObject({
      allowed: true,
      reason: "permitted",
      rule: { source: "meta", line: 5 },
    });
    expect(decide(page, "index", "otherbot")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { line: 4 },
    });
    expect(decide(page, "present", "searchbot").allowed).toBe(false);
    expect(decide(page, "present", "otherbot").allowed).toBe(true);
  });
});

describe("ACAP-2 §2.2.2 Usage purposes", () => {
  // <META name="crawler-identification" content="ACAP news allow-index">
  const page = read(
    `${meta("ACAP news allow-index", "crawler-identification")}\n${meta("ACAP disallow-index")}`,
  );
  it("the usage purpose pattern follows the ACAP token", () => {
    expect(page.rules[0]).toMatchObject({
      crawler: "crawler-identification",
      purpose: "news",
      kind: "allow",
      usage: "index",
    });
    expect(page.diagnostics).toEqual([]);
  });
});

describe("ACAP-2 §2.2.3 Expressing permissions in META tags", () => {
  it('§2.2.3.1 "ACAP allow-usage": <META name="robots" content="ACAP allow-index">', () => {
    const page = read(meta("ACAP allow-index"));
    expect(page.rules).toMatchObject([
      { crawler: "*", kind: "allow", usage: "index", qualifiers: [], text: "ACAP allow-index" },
    ]);
    expect(decide(page, "index")).toMatchObject({
      allowed: true,
      reason: "permitted",
      constraints: [],
    });
  });
  it('§2.2.3.1 "ACAP usage-purpose-pattern allow-usage": <META name="searchbot" content="ACAP news.search.com allow-index">', () => {
    const page = read(
      `${meta("ACAP news.search.com allow-index", "searchbot")}\n${meta("ACAP disallow-index")}`,
    );
    expect(page.rules[0]).toMatchObject({
      crawler: "searchbot",
      purpose: "news.search.com",
      kind: "allow",
      usage: "index",
    });
    expect(decide(page, "index", "searchbot", { purpose: "news.search.com" }).allowed).toBe(true);
    expect(decide(page, "index", "searchbot", { purpose: "images.search.com" }).allowed).toBe(
      false,
    );
  });
  it('§2.2.3.2 "ACAP allow-usage qualifiers": <META name="searchbot" content="ACAP allow-present-snippet max-length=100-chars">', () => {
    const page = read(meta("ACAP allow-present-snippet max-length=100-chars", "searchbot"));
    expect(page.rules).toMatchObject([
      {
        crawler: "searchbot",
        kind: "allow",
        usage: "present-snippet",
        qualifiers: [{ name: "max-length" }],
      },
    ]);
    expect(decide(page, "present-snippet", "searchbot")).toMatchObject({
      allowed: true,
      constraints: [{ type: "max-length", count: 100, unit: "chars" }],
    });
    // Not addressed to otherbot: no constraint for it.
    expect(decide(page, "present-snippet", "otherbot")).toMatchObject({
      allowed: true,
      constraints: [],
    });
  });
  it('§2.2.3.2 <META name="searchbot" content="ACAP allow-index must-use-resource=the-acap:extract:class:abstract">', () => {
    const page = read(
      meta("ACAP allow-index must-use-resource=the-acap:extract:class:abstract", "searchbot"),
      '<p class="abstract">The short version.</p>\n<p>The long version.</p>',
    );
    expect(decide(page, "index", "searchbot")).toMatchObject({
      allowed: true,
      constraints: [
        {
          type: "must-use-resource",
          resource: { kind: "extract", by: "class", names: ["abstract"] },
        },
      ],
    });
    expect(extract(page, "index", { userAgent: "searchbot" }).elements.map((e) => e.text)).toEqual([
      "The short version.",
    ]);
    expect(extract(page, "index", { userAgent: "otherbot" }).elements).toEqual([]);
  });
  it("several qualifiers on one permission all become constraints", () => {
    const page = read(
      meta(
        "ACAP allow-present-snippet max-length=20-words must-include-resource=the-acap:credit:id:c",
      ),
    );
    const d = decide(page, "present-snippet");
    expect(d.allowed).toBe(true);
    expect(d.constraints.map((c) => c.type).sort()).toEqual([
      "max-length",
      "must-include-resource",
    ]);
    expect(d.constraints.find((c) => c.type === "max-length")).toMatchObject({
      count: 20,
      unit: "words",
    });
  });
  it("ACAP-1 Annex A / §2.4.3: a qualifier not defined for the usage type cannot be interpreted → the permission reads as a prohibition", () => {
    const page = read(meta("ACAP allow-present-snippet prohibited-modification=translation"));
    expect(decide(page, "present-snippet")).toMatchObject({
      allowed: false,
      fallbacks: [{ rule: "unsupported-qualifiers" }],
    });
    expect(page.diagnostics.map((d) => d.spec)).toEqual(["ACAP-2 §2.2.9"]);
  });
});

describe("ACAP-2 §2.2.4 Expressing prohibitions in META tags", () => {
  it('"ACAP disallow-usage" and "ACAP usage-purpose-pattern disallow-usage"', () => {
    const page = read(
      `${meta("ACAP disallow-preserve")}\n${meta("ACAP archive disallow-present")}`,
    );
    expect(decide(page, "preserve")).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { source: "meta", text: "ACAP disallow-preserve" },
    });
    expect(decide(page, "present", "bot", { purpose: "archive" }).allowed).toBe(false);
    expect(decide(page, "present").allowed).toBe(true);
  });
  it('"prohibitions may not be qualified": the qualifiers are reported, the prohibition stands', () => {
    const page = read(meta("ACAP disallow-index time-limit=3-days"));
    expect(page.rules).toMatchObject([{ kind: "disallow", usage: "index", qualifiers: [] }]);
    expect(page.diagnostics.map((d) => [d.code, d.spec])).toEqual([
      ["acap-prohibition-qualifiers", "ACAP-2 §2.2.4"],
    ]);
    expect(decide(page, "index").allowed).toBe(false);
  });
});

describe("ACAP-2 §2.2.5 element-specific permissions and prohibitions as values of class attributes", () => {
  // <DIV class="the-acap:allow-index">...Content of element...</DIV>
  const page = read(
    meta("ACAP disallow-index"),
    '<DIV id="ok" class="the-acap:allow-index">...Content of element...</DIV>\n<P id="rest">rest <em id="em">of it</em></P>\n<DIV id="box" class="note the-acap:disallow-present"><P id="inner">boxed <SPAN id="deep">text</SPAN></P></DIV>',
  );
  it("the class values are read as element rules with their element", () => {
    expect(page.elements).toMatchObject([
      {
        ref: { tag: "div", id: "ok", classes: ["the-acap:allow-index"] },
        rules: [{ kind: "allow", usage: "index", text: "the-acap:allow-index" }],
        line: 7,
        column: 1,
      },
      {
        ref: { tag: "div", id: "box", classes: ["note", "the-acap:disallow-present"] },
        rules: [{ kind: "disallow", usage: "present" }],
        line: 9,
      },
    ]);
    // An element's text is read from the document when asked for (not stored with it).
    expect(page.elements.map((e) => elementText(page, e.ref))).toEqual([
      "...Content of element...",
      "boxed text",
    ]);
    expect(page.diagnostics).toEqual([]);
  });
  it("the DIV may be indexed although the page may not", () => {
    expect(decide(page, "index", "bot", { element: "ok" })).toMatchObject({
      allowed: true,
      rule: { source: "element" },
    });
    expect(
      decide(page, "index", "bot", { element: { path: elementPath(page, page.elements[0]!.ref) } })
        .allowed,
    ).toBe(true);
    expect(decide(page, "index", "bot", { element: "rest" }).allowed).toBe(false);
    expect(decide(page, "index").allowed).toBe(false);
  });
  it("the page-level decision names the excluded parts", () => {
    const d = decide(page, "present");
    expect(d.allowed).toBe(true);
    expect(d.excludedElements?.map((e) => e.id)).toEqual(["box"]);
  });
  it("an element rule overrides the page rules (and robots.txt) for that element", () => {
    const robots = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-present: /\n");
    const p = read(
      meta("ACAP allow-present"),
      '<aside id="x" class="the-acap:disallow-present-snippet">quote</aside>',
    );
    expect(decide(p, "present-snippet", "bot", { element: "x" }, robots)).toMatchObject({
      allowed: false,
      rule: { source: "element" },
    });
    expect(decide(p, "present-snippet", "bot", {}, robots).allowed).toBe(true);
  });
});

describe("ACAP-2 §2.2.6 [V1.1] fallback interpretation of element-specific rules", () => {
  const page = read(
    meta("ACAP version 1.1"),
    '<div class="the-acap:disallow-present">agency</div>\n<p>own</p>',
  );
  it('"unable to process permissions or prohibitions at the element level": the usage is prohibited for the page as a whole', () => {
    expect(decide(page, "present", "bot", { understands: { elements: false } })).toMatchObject({
      allowed: false,
      reason: "element-fallback",
    });
    expect(
      decide(page, "present-snippet", "bot", { understands: { elements: false } }).allowed,
    ).toBe(false);
  });
  it("an element-level permission does the same", () => {
    const p = read(meta("ACAP allow-index"), '<div class="the-acap:allow-index">x</div>');
    expect(decide(p, "index", "bot", { understands: { elements: false } })).toMatchObject({
      allowed: false,
      reason: "element-fallback",
    });
  });
  it("a usage type the crawler cannot interpret: ACAP-1 §2.4.3 replaces it by its basic type", () => {
    const p = read(meta("ACAP disallow-present-snippet"));
    const basic = ["crawl", "follow", "index", "preserve", "present", "other"];
    expect(decide(p, "present", "bot", { understands: { usageTypes: basic } })).toMatchObject({
      allowed: false,
    });
  });
  it("ACAP-1 §2.4.3: a qualifier the crawler cannot interpret turns the permission into a prohibition", () => {
    const p = read(meta("ACAP allow-present-snippet max-length=100-chars"));
    expect(decide(p, "present-snippet", "bot", { understands: { qualifiers: [] } }).allowed).toBe(
      false,
    );
    expect(
      decide(p, "present-snippet", "bot", { understands: { qualifiers: ["max-length"] } }).allowed,
    ).toBe(true);
  });
});

describe("ACAP-2 §2.2.7 [V1.1] ACAP Version META Tag", () => {
  it('<META name="robots" content="ACAP Version 1.1"> is read as the page\'s version, not as a rule', () => {
    const page = read(meta("ACAP Version 1.1"));
    expect(page.version).toEqual({ version: "1.1", line: 4, column: 1 });
    expect(page.rules).toEqual([]);
    expect(page.diagnostics).toEqual([]);
  });
  const v11 = [
    [
      "target-condition",
      "ACAP allow-present target-condition=permittedcountrylist:BE,FR",
      "present",
    ],
    ["time-limit=plus-terms", "ACAP allow-index time-limit=plus-terms", "index"],
    [
      "two time-limit qualifiers",
      "ACAP allow-index time-limit=until-recrawled time-limit=3-days",
      "index",
    ],
    [
      "must-include-resource=the-acap:license-link:…",
      "ACAP allow-present must-include-resource=the-acap:license-link:http://news.example/terms",
      "present",
    ],
  ] as const;
  it.each(v11)(
    "without the version tag a %s tag is ignored, with a diagnostic",
    (_feature, content) => {
      const page = read(meta(content));
      expect(page.rules).toEqual([]);
      expect(page.diagnostics).toMatchObject([
        { code: "acap-v11-without-version", spec: "ACAP-2 §2.2.7", line: 4, column: 1 },
      ]);
    },
  );
  it.each(v11)("with the version tag a %s tag is read", (_feature, content, usage) => {
    const page = read(`${meta("ACAP version 1.1")}\n${meta(content)}`);
    expect(page.rules).toMatchObject([{ usage, kind: "allow" }]);
    expect(page.diagnostics).toEqual([]);
  });
  it("the ignored tag does not decide; the version tag may come after it (order is insignificant)", () => {
    const tag = meta("ACAP allow-present target-condition=permittedcountrylist:BE");
    expect(
      decide(read(`${meta("ACAP disallow-present")}\n${tag}`), "present", "bot", {
        target: { country: "BE" },
      }).allowed,
    ).toBe(false);
    const after = read(`${tag}\n${meta("ACAP version 1.1")}`);
    expect(decide(after, "present", "bot", { target: { country: "BE" } }).allowed).toBe(true);
    expect(decide(after, "present", "bot", { target: { country: "FR" } })).toMatchObject({
      allowed: false,
      reason: "target-condition-not-met",
    });
  });
  it('"ignore any features of ACAP Versions later than n.m": a version 1.0 tag does not enable 1.1 features', () => {
    const page = read(
      `${meta("ACAP version 1.0")}\n${meta("ACAP allow-index time-limit=plus-terms")}`,
    );
    expect(page.rules).toEqual([]);
    expect(codes(page)).toContain("acap-v11-without-version");
  });
  it("version 1.0 features need no version tag", () => {
    const page = read(meta("ACAP allow-index time-limit=until-2026-12-31"));
    expect(page.rules).toHaveLength(1);
    expect(page.diagnostics).toEqual([]);
  });
});

describe("ACAP-2 §2.2.8 Conflict resolution", () => {
  it("a permission and a prohibition for the same named crawler and usage → prohibited", () => {
    const page = read(
      `${meta("ACAP allow-index", "searchbot")}\n${meta("ACAP disallow-index", "searchbot")}`,
    );
    expect(decide(page, "index", "searchbot")).toMatchObject({
      allowed: false,
      reason: "conflict-undecidable",
    });
  });
  it("… and for all crawlers → prohibited, whatever the order", () => {
    expect(
      decide(read(`${meta("ACAP allow-index")}\n${meta("ACAP disallow-index")}`), "index"),
    ).toMatchObject({ allowed: false, reason: "conflict-undecidable" });
    expect(
      decide(read(`${meta("ACAP disallow-index")}\n${meta("ACAP allow-index")}`), "index"),
    ).toMatchObject({ allowed: false, reason: "conflict-undecidable" });
  });
  it("identical duplicate tags are not a conflict", () => {
    expect(
      decide(read(`${meta("ACAP allow-index")}\n${meta("ACAP allow-index")}`), "index"),
    ).toMatchObject({ allowed: true, reason: "permitted" });
    expect(
      decide(read(`${meta("ACAP disallow-index")}\n${meta("ACAP disallow-index")}`), "index"),
    ).toMatchObject({ allowed: false, reason: "prohibited" });
  });
  it("no tag for the usage and an empty robots.txt: permitted (ACAP-1 §2.4.3 NOTE)", () => {
    expect(decide(read(meta("ACAP disallow-follow")), "index")).toMatchObject({
      allowed: true,
      reason: "no-matching-field",
    });
  });
  it("conflicting class values on the same element → prohibited for that part", () => {
    const page = read(
      "",
      '<div id="x" class="the-acap:allow-index the-acap:disallow-index">x</div><p id="y">y</p>',
    );
    expect(decide(page, "index", "bot", { element: "x" })).toMatchObject({
      allowed: false,
      reason: "conflict-undecidable",
    });
    expect(decide(page, "index", "bot", { element: "y" }).allowed).toBe(true);
  });
  describe('NOTE: "these always override permission and prohibition fields in a robots.txt file"', () => {
    const disallowAll = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-index: /\n");
    const allowAll = parseRobotsTxt("ACAP-crawler: *\nACAP-allow-index: /\n");
    it("robots.txt ACAP-disallow-index: / but the page says ACAP allow-index → index allowed", () => {
      expect(decide(read(meta("ACAP allow-index")), "index", "bot", {}, disallowAll)).toMatchObject(
        { allowed: true, rule: { source: "meta" } },
      );
    });
    it("robots.txt ACAP-allow-index: / but the page says ACAP disallow-index → index prohibited", () => {
      expect(decide(read(meta("ACAP disallow-index")), "index", "bot", {}, allowAll)).toMatchObject(
        { allowed: false, rule: { source: "meta" } },
      );
    });
    it("a conventional robots META tag overrides robots.txt as well", () => {
      expect(decide(read(meta("noindex")), "index", "bot", {}, allowAll)).toMatchObject({
        allowed: false,
        rule: { source: "meta" },
      });
    });
    it("without a page rule for the usage robots.txt decides", () => {
      expect(
        decide(read(meta("ACAP allow-follow")), "index", "bot", {}, disallowAll),
      ).toMatchObject({ allowed: false, rule: { source: "acap" } });
      expect(decide(read(""), "index", "bot", {}, disallowAll).allowed).toBe(false);
    });
  });
});

describe("ACAP-2 §2.2.9 usage types and usage qualification", () => {
  it("the same usage types as in robots.txt (ACAP-1 §2.5)", () => {
    for (const usage of [
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
    ] as const) {
      const page = read(meta(`ACAP disallow-${usage}`));
      expect(page.rules).toMatchObject([{ kind: "disallow", usage }]);
      expect(decide(page, usage).allowed).toBe(false);
    }
  });
  it("ACAP-1 §2.5.3.1 time-limit=until-yyyy-mm-dd: until but not after the date", () => {
    const page = read(meta("ACAP allow-index time-limit=until-2026-12-31"));
    expect(decide(page, "index", "bot", { at: new Date("2026-12-31T23:00:00Z") })).toMatchObject({
      allowed: true,
      constraints: [{ type: "time-limit", untilDate: "2026-12-31" }],
    });
    expect(decide(page, "index", "bot", { at: new Date("2027-01-01T00:00:01Z") })).toMatchObject({
      allowed: false,
      reason: "time-limit-passed",
    });
  });
  it("ACAP-1 §2.5.5.6 must-include-resource=the-acap:credit:id:…", () => {
    const page = read(
      meta("ACAP allow-present must-include-resource=the-acap:credit:id:photo-credit"),
      '<span id="photo-credit">Photo: A. Smith</span>',
    );
    expect(decide(page, "present")).toMatchObject({
      allowed: true,
      constraints: [
        {
          type: "must-include-resource",
          resource: { role: "credit", locator: { kind: "id", value: "photo-credit" } },
        },
      ],
    });
  });
});

describe("ACAP-2 §2.2.9.1 Permission qualified by location", () => {
  // <META name="robots" content="ACAP allow-crawl location=http://myserver.com/legitimate-copy.htm">
  const page = read(meta("ACAP allow-crawl location=http://myserver.com/legitimate-copy.htm"));
  it("the qualifier is read as the rule's location", () => {
    expect(page.rules).toMatchObject([
      { kind: "allow", usage: "crawl", location: "http://myserver.com/legitimate-copy.htm" },
    ]);
    expect(page.diagnostics).toEqual([]);
  });
  it("the page is where expected → permitted", () => {
    expect(decide(page, "crawl")).toMatchObject({ allowed: true, reason: "permitted" });
  });
  it('"if this page is not located where expected, it should treated as if it were not permitted to crawl it"', () => {
    for (const url of [
      "http://copycat.example/legitimate-copy.htm",
      "http://myserver.com/other-copy.htm",
      "https://myserver.com/legitimate-copy.htm",
    ])
      expect(decideAcap(none, { url, userAgent: "bot", usage: "crawl", page })).toMatchObject({
        allowed: false,
        reason: "location-mismatch",
      });
  });
  it("any standard usage type may carry it", () => {
    const p = read(
      meta("ACAP allow-present-currentcopy location=http://myserver.com/legitimate-copy.htm"),
    );
    expect(decide(p, "present-currentcopy").allowed).toBe(true);
    expect(
      decideAcap(none, {
        url: "http://mirror.example/legitimate-copy.htm",
        userAgent: "bot",
        usage: "present-currentcopy",
        page: p,
      }).allowed,
    ).toBe(false);
  });
});

describe("ACAP-2 §3 formal syntax", () => {
  it.each([
    ["ACAP allow-index", "allow", "index", undefined],
    ["ACAP disallow-follow", "disallow", "follow", undefined],
    ["ACAP  disallow-present-thumbnail", "disallow", "present-thumbnail", undefined],
    ["ACAP\tallow-crawl", "allow", "crawl", undefined],
    ["acap allow-present-snippet max-length=100-chars", "allow", "present-snippet", undefined],
    ["ACAP allow-present-snippet  max-length=100-chars", "allow", "present-snippet", undefined],
    [
      "ACAP allow-index must-use-resource=the-acap:extract:class:abstract",
      "allow",
      "index",
      undefined,
    ],
    ["ACAP news allow-index", "allow", "index", "news"],
    [
      "ACAP news.search.com disallow-present-oldcopy",
      "disallow",
      "present-oldcopy",
      "news.search.com",
    ],
    ["ACAP allow-preserve time-limit=until-recrawled", "allow", "preserve", undefined],
    [
      "ACAP allow-present prohibited-modification=translation required-context=within-original-frame",
      "allow",
      "present",
      undefined,
    ],
  ] as const)("accepts META content %j", (content, kind, usage, purpose) => {
    const page = read(meta(content));
    expect(page.rules).toMatchObject([{ kind, usage }]);
    expect(page.rules[0]?.purpose).toBe(purpose);
    expect(page.diagnostics).toEqual([]);
  });
  it('accepts version = "version" 1*WSP "1.1"', () => {
    expect(read(meta("ACAP version 1.1")).version?.version).toBe("1.1");
    expect(read(meta("ACAP  VERSION  1.1")).version?.version).toBe("1.1");
  });
  it.each([
    ["ACAP", "acap-meta-invalid"],
    ["ACAP allow-", "acap-meta-invalid"],
    ["ACAP disallow-", "acap-meta-invalid"],
    ["ACAP permit-index", "acap-meta-invalid"],
    ["ACAP allow index", "acap-meta-invalid"],
    ["ACAP allow-eat", "acap-usage-unknown"],
    ["ACAP allow-present-summary", "acap-usage-unknown"],
    ["ACAP allow-(local)", "acap-meta-local-usage"],
    ["ACAP version one", "acap-meta-invalid"],
  ])("rejects META content %j (%s), with a diagnostic at the tag", (content, code) => {
    const page = read(meta(content));
    expect(page.rules).toEqual([]);
    expect(page.diagnostics).toMatchObject([{ code, line: 4, column: 1 }]);
    expect(page.diagnostics[0]!.spec).toMatch(/^ACAP-2 §\d/);
  });
  it("content not starting with the ACAP token is not ACAP content", () => {
    const page = read(meta("ACAPallow-index"));
    expect(page.rules).toEqual([]);
    expect(page.diagnostics.length).toBeGreaterThan(0);
  });
  it('ACAP-meta-tag-name = "robots" / crawler-name; other META names are not robots tags', () => {
    const page = read(
      `${meta("ACAP allow-index", "Some-Crawler")}\n<META name="description" content="none of this">\n<META name="viewport" content="width=device-width">\n<META http-equiv="refresh" content="5">`,
    );
    expect(page.metas.map((m) => m.name)).toEqual(["some-crawler"]);
    expect(page.rules).toMatchObject([{ crawler: "some-crawler" }]);
  });
  it.each([
    ["the-acap:allow-index", "allow", "index"],
    ["the-acap:disallow-index", "disallow", "index"],
    ["the-acap:disallow-present-snippet", "disallow", "present-snippet"],
    ["the-acap:allow-present-link", "allow", "present-link"],
    ["THE-ACAP:disallow-present", "disallow", "present"],
  ])("accepts class value %s", (value, kind, usage) => {
    const page = read("", `<p class="lead ${value}">x</p>`);
    expect(page.elements).toMatchObject([{ rules: [{ kind, usage, text: value }] }]);
    expect(page.diagnostics).toEqual([]);
  });
  it.each([
    ["the-acap:allow-", "acap-class-invalid"],
    ["the-acap:permit-index", "acap-class-invalid"],
    ["the-acap:allow-eat", "acap-usage-unknown"],
    ["the-acap:disallow-(local)", "acap-class-local-usage"],
  ])("rejects class value %s (%s)", (value, code) => {
    const page = read("", `<p class="${value}">x</p>`);
    expect(page.elements).toEqual([]);
    expect(page.diagnostics).toMatchObject([{ code, spec: "ACAP-2 §2.2.5", line: 7, column: 1 }]);
  });
  it("class values that do not start with the-acap: are ordinary classes", () => {
    const page = read("", '<p class="allow-index acap disallow-present">x</p>');
    expect(page.elements).toEqual([]);
    expect(page.diagnostics).toEqual([]);
  });
});

describe("conventional robots META directives mapped onto ACAP usages", () => {
  it.each([
    ["noindex", "index", false],
    ["noindex", "follow", true],
    ["nofollow", "follow", false],
    ["nofollow", "index", true],
    ["none", "index", false],
    ["none", "follow", false],
    ["all", "index", true],
    ["all", "follow", true],
    ["noarchive", "present-currentcopy", false],
    ["noarchive", "present-snippet", true],
    ["nosnippet", "present-snippet", false],
    ["nosnippet", "present-currentcopy", true],
    ["max-snippet:0", "present-snippet", false],
    ["max-snippet:50", "present-snippet", true],
    ["NOINDEX", "index", false],
    ["NoFollow", "follow", false],
    ["noindex,nofollow", "follow", false],
    ["noindex, nofollow", "index", false],
    ["noindex nofollow", "follow", false],
    ["  noarchive ,  NOSNIPPET ", "present-snippet", false],
  ] as const)("%j → %s allowed %s", (content, usage, allowed) => {
    const page = read(meta(content));
    expect(decide(page, usage)).toMatchObject({ allowed });
    expect(page.diagnostics).toEqual([]);
  });
  it("the rules quote the directive they came from, where it is written", () => {
    // <META name="robots" content="noindex, nosnippet"> on line 4 of the page.
    expect(pageRules(read(meta("noindex, nosnippet")))).toMatchObject([
      { kind: "disallow", usage: "index", text: "noindex", source: "meta", crawler: "*" },
      {
        kind: "disallow",
        usage: "present-snippet",
        text: "nosnippet",
        tag: 0,
        line: 4,
        column: 39,
      },
    ]);
  });
  it("max-snippet:50 → present-snippet permitted with max-length 50 chars", () => {
    expect(decide(read(meta("max-snippet:50")), "present-snippet")).toMatchObject({
      allowed: true,
      constraints: [{ type: "max-length", count: 50, unit: "chars" }],
    });
  });
  it("unavailable_after: 2026-12-31 → index permitted with a time limit until that date", () => {
    const page = read(meta("unavailable_after: 2026-12-31"));
    expect(decide(page, "index", "bot", { at: new Date("2026-06-01T00:00:00Z") })).toMatchObject({
      allowed: true,
      constraints: [{ type: "time-limit", untilDate: "2026-12-31" }],
    });
    expect(decide(page, "index", "bot", { at: new Date("2027-02-01T00:00:00Z") })).toMatchObject({
      allowed: false,
      reason: "time-limit-passed",
    });
  });
});

describe("X-Robots-Tag response header", () => {
  it('{ "x-robots-tag": "noindex" }', () => {
    const page = read("", "", { "x-robots-tag": "noindex" });
    expect(pageRules(page)).toMatchObject([
      {
        source: "x-robots-tag",
        crawler: "*",
        kind: "disallow",
        usage: "index",
        text: "noindex",
        tag: 0,
        line: 1,
        column: 1,
      },
    ]);
    expect(decide(page, "index")).toMatchObject({
      allowed: false,
      rule: { source: "x-robots-tag" },
    });
  });
  it('"searchbot: nosnippet" is addressed to searchbot only', () => {
    const page = read("", "", { "X-Robots-Tag": "searchbot: nosnippet" });
    expect(pageRules(page)).toMatchObject([
      { source: "x-robots-tag", crawler: "searchbot", kind: "disallow", usage: "present-snippet" },
    ]);
    expect(decide(page, "present-snippet", "SearchBot/3.0").allowed).toBe(false);
    expect(decide(page, "present-snippet", "otherbot").allowed).toBe(true);
  });
  it("several values, as an array and comma-separated", () => {
    const page = read("", "", {
      "x-robots-tag": [
        "noindex, nofollow",
        "searchbot: nosnippet",
        "unavailable_after: 2026-12-31",
      ],
    });
    expect(pageRules(page).map((r) => [r.crawler, r.kind, r.usage, r.tag, r.column])).toEqual([
      ["*", "disallow", "index", 0, 1],
      ["*", "disallow", "follow", 0, 10],
      ["searchbot", "disallow", "present-snippet", 1, 12],
      ["*", "allow", "index", 2, 1],
    ]);
    // noindex and unavailable_after for all crawlers conflict → prohibited.
    expect(decide(page, "index").allowed).toBe(false);
    expect(decide(page, "follow").allowed).toBe(false);
    expect(decide(page, "present-snippet", "searchbot").allowed).toBe(false);
  });
  it("ACAP content in the header is read too", () => {
    const page = read("", "", { "x-robots-tag": "searchbot: ACAP allow-index" });
    expect(page.rules).toMatchObject([
      { source: "x-robots-tag", crawler: "searchbot", kind: "allow", usage: "index" },
    ]);
  });
  it("a header and a META tag together: a named-crawler META overrides the unprefixed header", () => {
    const page = read(meta("index", "searchbot"), "", { "x-robots-tag": "noindex" });
    expect(decide(page, "index", "searchbot").allowed).toBe(true);
    expect(decide(page, "index", "otherbot").allowed).toBe(false);
  });
  it("a header that holds no directive gives a diagnostic at line 1 column 1", () => {
    const page = read("", "", { "x-robots-tag": "" });
    expect(page.rules).toEqual([]);
    for (const d of page.diagnostics) expect([d.line, d.column]).toEqual([1, 1]);
  });
});

describe("examples/news-article.html", () => {
  const url = "https://news.example/2026/11/article.html";
  const source = readFileSync(new URL("../../examples/news-article.html", import.meta.url));
  const article = parseHtmlPolicy(source, { url });
  const ask = (usage: AcapUsageType, userAgent: string, at = url) =>
    decideAcap(none, { url: at, userAgent, usage, page: article });
  it("is small, declares ACAP 1.1 and reads without diagnostics", () => {
    expect(source.length).toBeLessThan(4096);
    expect(article.version?.version).toBe("1.1");
    expect(article.diagnostics).toEqual([]);
    expect(article.elements.map((e) => e.ref.id)).toEqual(["agency"]);
  });
  const abstract = {
    type: "must-use-resource",
    resource: { kind: "extract", by: "class", names: ["abstract"] },
  };
  const credit = {
    type: "must-include-resource",
    resource: { kind: "role", role: "credit", locator: { kind: "id", value: "photo-credit" } },
  };
  it.each([
    // usage, crawler, allowed, the constraints (by type) it must honour
    ["index", "searchbot", true, [abstract]],
    ["index", "otherbot", true, [abstract]],
    ["follow", "searchbot", true, []],
    ["follow", "otherbot", true, []],
    ["present", "searchbot", true, [credit]],
    ["present", "otherbot", true, [credit]],
    ["present-currentcopy", "searchbot", true, []],
    ["present-currentcopy", "otherbot", true, []],
    ["present-thumbnail", "searchbot", false, []],
    ["present-thumbnail", "otherbot", false, []],
  ] as const)("%s for %s → %s", (usage, ua, allowed, constraints) => {
    const d = ask(usage, ua);
    expect(d.allowed).toBe(allowed);
    expect(d.constraints).toMatchObject(constraints);
    expect(d.constraints).toHaveLength(constraints.length);
  });
  it.each([
    ["searchbot", 100],
    ["otherbot", 200],
  ] as const)("present-snippet for %s → permitted, at most %i characters", (ua, count) => {
    const d = ask("present-snippet", ua);
    expect(d.allowed).toBe(true);
    expect(d.constraints.filter((c) => c.type === "max-length")).toMatchObject([
      { count, unit: "chars" },
    ]);
  });
  it("the decision for index names the ACAP tag and its line", () => {
    const lines = source.toString().split("\n");
    const line =
      lines.findIndex((l) => l.includes("must-use-resource=the-acap:extract:class:abstract")) + 1;
    expect(ask("index", "searchbot").rule).toMatchObject({
      source: "meta",
      line,
      text: "ACAP allow-index must-use-resource=the-acap:extract:class:abstract",
    });
  });
  it("present-currentcopy is guarded by location: a copy elsewhere may not be shown", () => {
    expect(
      ask("present-currentcopy", "searchbot", "https://mirror.example/2026/11/article.html"),
    ).toMatchObject({ allowed: false, reason: "location-mismatch" });
  });
  it("the agency box may not be presented: excluded from page decisions, prohibited for itself and its descendants", () => {
    expect(ask("present", "searchbot").excludedElements?.map((e) => e.id)).toEqual(["agency"]);
    expect(
      decideAcap(none, {
        url,
        userAgent: "searchbot",
        usage: "present",
        page: article,
        element: "agency",
      }).allowed,
    ).toBe(false);
    expect(
      decideAcap(none, {
        url,
        userAgent: "searchbot",
        usage: "present",
        page: article,
        element: "photo-credit",
      }).allowed,
    ).toBe(true);
  });
  it("a crawler that cannot process element-level rules may not present the page (§2.2.6)", () => {
    expect(
      decideAcap(none, {
        url,
        userAgent: "otherbot",
        usage: "present",
        page: article,
        understands: { elements: false },
      }),
    ).toMatchObject({ allowed: false, reason: "element-fallback" });
  });
  it('extract(page, "index") gives the abstract (must-use-resource extract)', () => {
    const x = extract(article, "index");
    expect(x.elements).toHaveLength(1);
    expect(x.elements[0]!.ref).toMatchObject({ tag: "p", classes: ["abstract"] });
    expect(x.elements[0]!.text).toBe(
      "The council voted 31 to 12 on Tuesday to build the eastern tram extension, due to open in 2029.",
    );
    expect(
      extract(article, "index", { userAgent: "searchbot/1.0" }).elements.map((e) => e.text),
    ).toEqual([x.elements[0]!.text]);
  });
  it('extract(page, "present") gives the page text without the agency box', () => {
    const x = extract(article, "present");
    expect(x.text).toContain("After a four-hour debate");
    expect(x.text).toContain("Photo: A. Smith / News Example");
    expect(x.text).toContain("Comments");
    expect(x.text).not.toContain("Agency report");
    expect(x.text).not.toContain("Wire Agency");
    expect(x.elements).toEqual([]);
    // Without the restriction the agency text is there.
    expect(extract(article, "follow").text).toContain("Agency report");
  });
});

describe("extract()", () => {
  it("removes every element whose usage is prohibited, with its descendants; keeps re-admitted ones", () => {
    const page = read(
      "",
      '<p>one</p><div class="the-acap:disallow-index">two <span>three</span><b class="the-acap:allow-index">four</b></div><p>five</p><script>var six;</script>',
    );
    const text = extract(page, "index").text;
    expect(text).toContain("one");
    expect(text).toContain("five");
    expect(text).not.toContain("two");
    expect(text).not.toContain("three");
    expect(text).not.toContain("six");
  });
  it("no must-use-resource: no elements", () => {
    expect(
      extract(read(meta("ACAP allow-index"), '<p class="abstract">a</p>'), "index").elements,
    ).toEqual([]);
  });
  it("a prohibited usage gives no extract targets", () => {
    expect(
      extract(
        read(
          `${meta("ACAP allow-index must-use-resource=the-acap:extract:class:abstract", "searchbot")}\n${meta("ACAP disallow-index")}`,
          '<p class="abstract">a</p>',
        ),
        "index",
        { userAgent: "otherbot" },
      ).elements,
    ).toEqual([]);
  });
});

describe("robustness: never throws, diagnostics are placed and cite the specification", () => {
  const sound = (page: PagePolicy, text: string) => {
    const lines = text.split(/\r\n|\r|\n/).length;
    for (const d of page.diagnostics) {
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.line).toBeLessThanOrEqual(lines);
      expect(d.column).toBeGreaterThanOrEqual(1);
      expect(d.spec).toMatch(/^ACAP-[12] §\d/);
    }
    for (const usage of ["index", "follow", "present", "present-snippet"] as const)
      expect(typeof decide(page, usage).allowed).toBe("boolean");
    expect(typeof extract(page, "present").text).toBe("string");
  };
  it.each([
    [
      "unclosed tags",
      '<html><head><meta name="robots" content="nofollow"><title>x</head><body><div><p>a<p>b<span class="the-acap:disallow-index">c',
    ],
    [
      "META in the body",
      '<html><head></head><body><p>x</p>\n<meta name="robots" content="noindex"></body></html>',
    ],
    [
      "duplicate and contradicting tags",
      '<meta name="robots" content="index"><meta name="robots" content="noindex">\n<meta name="robots" content="ACAP allow-index"><meta name="robots" content="ACAP allow-index"><meta name="robots" content="ACAP version 1.1"><meta name="robots" content="ACAP version 1.1">',
    ],
    [
      "broken attributes",
      '<meta name=robots content=noindex <div class="the-acap:allow-"><meta name="robots" content="ACAP allow-">',
    ],
    ["unterminated attribute", '<meta name="robots" content="ACAP allow-index'],
    [
      "bad qualifiers",
      '<meta name="robots" content="ACAP allow-index max-length=x must-use-resource= location= time-limit=until-2026-13-45">',
    ],
    [
      "a comment and CDATA",
      '<!-- <meta name="robots" content="noindex"> --><![CDATA[ x ]]><meta name="robots" content="nofollow">',
    ],
    [
      "CR line ends",
      '<html>\r<head>\r<meta name="robots" content="ACAP allow-eat">\r</head>\r</html>',
    ],
    ["binary noise", "\u0000\u0001<\u0002>&#xFFFFFF;&bogus;<<<>>>\uFFFD"],
    ["empty", ""],
  ])("%s", (_name, text) => {
    let page: PagePolicy | undefined;
    expect(() => (page = parseHtmlPolicy(text, { url: "https://example.com/x" }))).not.toThrow();
    sound(page!, text);
  });
  it("META in the body is read (and reported); contradicting tags prohibit", () => {
    const inBody = parseHtmlPolicy(
      '<html><head></head><body><p>x</p>\n<meta name="robots" content="noindex"></body></html>',
      { url: "https://example.com/" },
    );
    expect(decide(inBody, "index").allowed).toBe(false);
    expect(inBody.diagnostics).toMatchObject([{ line: 2, column: 1 }]);
    const contradicting = parseHtmlPolicy(
      '<meta name="robots" content="index"><meta name="robots" content="noindex">',
      { url: "https://example.com/" },
    );
    expect(decide(contradicting, "index")).toMatchObject({
      allowed: false,
      reason: "conflict-undecidable",
    });
  });
  it("a comment is not a tag", () => {
    expect(
      parseHtmlPolicy('<!-- <meta name="robots" content="noindex"> -->', {
        url: "https://example.com/",
      }).rules,
    ).toEqual([]);
  });
  it("bytes are read as UTF-8", () => {
    const page = parseHtmlPolicy(
      new TextEncoder().encode('<p>é</p><meta name="Crawlér" content="noindex">'),
      { url: "https://example.com/" },
    );
    expect(page.metas.map((m) => m.name)).toEqual(["crawlér"]);
  });
  it("a 5 MB page built here", () => {
    const paragraph =
      '<p class="x">Lorem ipsum <a href="/y">dolor</a> sit amet &amp; <b>consectetur</b>.</p>\n';
    const text = `<html><head><meta name="robots" content="noindex">\n<meta name="robots" content="ACAP allow-present">\n</head><body>${paragraph.repeat(Math.ceil(5_200_000 / paragraph.length))}<div id="end" class="the-acap:disallow-present">end</div></body></html>`;
    expect(text.length).toBeGreaterThan(5_000_000);
    const page = parseHtmlPolicy(text, { url: "https://example.com/big" });
    expect(pageRules(page)).toMatchObject([
      { usage: "index", line: 1 },
      { usage: "present", line: 2 },
    ]);
    expect(page.elements).toMatchObject([{ ref: { id: "end" } }]);
    expect(decide(page, "present", "bot", { element: "end" }).allowed).toBe(false);
    sound(page, text);
  }, 60_000);
  // A sample of ../shared/corpus-nonrobots; all 300 run under `npm run test:corpus`.
  it("every file of test/fixtures/corpus-nonrobots (real HTML error pages)", () => {
    const dir = FIXTURES.nonRobotsFiles;
    const files = fileNames(dir);
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) {
      const bytes = readFileSync(join(dir, file));
      const text = bytes.toString("utf8");
      let page: PagePolicy | undefined;
      expect(
        () => (page = parseHtmlPolicy(bytes, { url: "https://example.com/missing" })),
        file,
      ).not.toThrow();
      sound(page!, text);
    }
  }, 60_000);
});
