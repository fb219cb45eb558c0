// ACAP-2 (ACAP v1.1 Part 2, robots META tags; test/fixtures/specs/001_40deb448025e2af4.txt), its
// examples as the text prints them. Whether each example's usage is allowed lives in
// conformance/acap2/ (run by vectors-extensions.test.ts); this file keeps what a vector cannot
// express: the tags as read (positions, qualifiers), the decision's explanation and constraints,
// diagnostics, and the §3 ABNF with accepted and rejected inputs. The PDF's typographic quotes
// are straight quotes here.
import { describe, expect, it } from "vitest";
import {
  elementPath,
  elementText,
  parseHtmlPolicy,
  parseRobotsTxt,
  type AcapUsageType,
  type PagePolicy,
  decideAcap,
} from "../../src/index.js";

const URL_ = "http://myserver.com/legitimate-copy.htm";
const none = parseRobotsTxt("");
const html = (head: string, body = "") =>
  `<HTML>\n<HEAD>\n${head}\n</HEAD>\n<BODY>\n${body}\n</BODY>\n</HTML>`;
const read = (head: string, body = "") => parseHtmlPolicy(html(head, body), { url: URL_ });
const decide = (page: PagePolicy, usage: AcapUsageType, userAgent = "anybot", extra: object = {}) =>
  decideAcap(none, { url: URL_, userAgent, usage, page, ...extra });

describe("ACAP-2 §2.1 Overview", () => {
  // Both tags of the outline page, conventional and ACAP, say the same: conformance/acap2/2.1.json.
  const acap = read(
    '<!-- The same expressed in ACAP syntax -->\n<META name="robots" content="ACAP allow-index">\n<META name="robots" content="ACAP disallow-follow">',
  );
  it("the tags are read with their positions in the HTML", () => {
    expect(acap.rules.map((r) => [r.kind, r.usage, r.line])).toEqual([
      ["allow", "index", 4],
      ["disallow", "follow", 5],
    ]);
    expect(acap.diagnostics).toEqual([]);
  });
});

describe("ACAP-2 §2.2.1 Addressing permissions and prohibitions to crawlers", () => {
  // <META name="robots" content="ACAP allow-index"> / <META name="crawler-name" content="ACAP allow-index">
  it('"robots" addresses any crawler; a crawler name addresses that crawler', () => {
    const page = read(
      '<META name="robots" content="ACAP allow-index">\n<META name="crawler-name" content="ACAP disallow-index">',
    );
    expect(page.rules.map((r) => r.crawler)).toEqual(["*", "crawler-name"]);
    expect(decide(page, "index", "crawler-name/1.0").allowed).toBe(false);
    expect(decide(page, "index", "otherbot").allowed).toBe(true);
  });
});

describe("ACAP-2 §2.2.2 Usage purposes", () => {
  // <META name="crawler-identification" content="ACAP news allow-index">
  const page = read(
    '<META name="crawler-identification" content="ACAP news allow-index">\n<META name="robots" content="ACAP disallow-index">',
  );
  it("a usage purpose pattern follows the ACAP token", () => {
    expect(page.rules[0]).toMatchObject({
      crawler: "crawler-identification",
      purpose: "news",
      kind: "allow",
      usage: "index",
    });
  });
});

describe("ACAP-2 §2.2.3 Expressing permissions in META tags", () => {
  it('§2.2.3.1 <META name="robots" content="ACAP allow-index">: index permitted', () => {
    expect(decide(read('<META name="robots" content="ACAP allow-index">'), "index")).toMatchObject({
      allowed: true,
      reason: "permitted",
    });
  });
  it('§2.2.3.2 <META name="searchbot" content="ACAP allow-present-snippet max-length=100-chars">', () => {
    const page = read(
      '<META name="searchbot" content="ACAP allow-present-snippet max-length=100-chars">',
    );
    expect(decide(page, "present-snippet", "searchbot")).toMatchObject({
      allowed: true,
      constraints: [{ type: "max-length", count: 100, unit: "chars" }],
    });
    expect(decide(page, "present-snippet", "otherbot").constraints).toEqual([]);
  });
  it('§2.2.3.2 <META name="searchbot" content="ACAP allow-index must-use-resource=the-acap:extract:class:abstract">', () => {
    const page = read(
      '<META name="searchbot" content="ACAP allow-index must-use-resource=the-acap:extract:class:abstract">',
    );
    expect(decide(page, "index", "searchbot").constraints).toMatchObject([
      {
        type: "must-use-resource",
        resource: { kind: "extract", by: "class", names: ["abstract"] },
      },
    ]);
  });
});

describe("ACAP-2 §2.2.4 Expressing prohibitions in META tags", () => {
  it('"prohibitions may not be qualified": the qualifiers are reported and ignored', () => {
    const page = read('<META name="robots" content="ACAP disallow-index time-limit=3-days">');
    expect(page.rules).toMatchObject([{ kind: "disallow", usage: "index", qualifiers: [] }]);
    expect(page.diagnostics.map((d) => [d.code, d.spec])).toEqual([
      ["acap-prohibition-qualifiers", "ACAP-2 §2.2.4"],
    ]);
  });
});

describe("ACAP-2 §2.2.5 element-specific permissions and prohibitions in class attributes", () => {
  // <DIV class="the-acap:allow-index">...Content of element...</DIV>
  const page = read(
    '<META name="robots" content="ACAP disallow-index">',
    '<DIV class="the-acap:allow-index">...Content of element...</DIV>\n<P id="other">rest</P>',
  );
  it("the DIV may be indexed; the rest of the page may not", () => {
    expect(page.elements).toMatchObject([
      {
        ref: { tag: "div", classes: ["the-acap:allow-index"] },
        rules: [{ kind: "allow", usage: "index" }],
        line: 6,
      },
    ]);
    expect(elementText(page, page.elements[0]!.ref)).toBe("...Content of element...");
    expect(
      decide(page, "index", "bot", { element: { path: elementPath(page, page.elements[0]!.ref) } })
        .allowed,
    ).toBe(true);
    expect(decide(page, "index", "bot", { element: "other" }).allowed).toBe(false);
  });
});

describe("ACAP-2 §2.2.6 [V1.1] fallback for element-specific rules", () => {
  const page = read(
    '<META name="robots" content="ACAP version 1.1">',
    '<div class="the-acap:disallow-present">a</div><p>b</p>',
  );
  it('"the specified usage is to be interpreted as prohibited for the HTML page as a whole"', () => {
    expect(decide(page, "present", "bot", { understands: { elements: false } })).toMatchObject({
      allowed: false,
      reason: "element-fallback",
    });
    expect(decide(page, "present").allowed).toBe(true);
  });
  it("a crawler that can process elements but not the usage type applies ACAP-1's fallback", () => {
    const p = read('<META name="robots" content="ACAP disallow-present-snippet">');
    const types = ["crawl", "follow", "index", "preserve", "present", "other"];
    expect(decide(p, "present", "bot", { understands: { usageTypes: types } })).toMatchObject({
      allowed: false,
      fallbacks: [{ rule: "derived-type-prohibition" }],
    });
  });
});

describe("ACAP-2 §2.2.7 [V1.1] ACAP Version META tag", () => {
  it('<META name="robots" content="ACAP Version 1.1">', () => {
    expect(read('<META name="robots" content="ACAP Version 1.1">').version).toMatchObject({
      version: "1.1",
      line: 3,
    });
  });
  it('"If an ACAP Version field is not included, a crawler is expected to ignore any ACAP field that contains features of … other than Version 1.0"', () => {
    const tag =
      '<META name="robots" content="ACAP allow-present-snippet max-length=10-words must-use-resource=the-acap:extract:taglist:p,h1">';
    expect(read(tag).rules).toEqual([]);
    expect(read(tag).diagnostics.map((d) => d.code)).toEqual(["acap-v11-without-version"]);
    expect(read(`<META name="robots" content="ACAP version 1.1">\n${tag}`).rules).toHaveLength(1);
  });
});

describe("ACAP-2 §2.2.8 Conflict resolution", () => {
  it("conflicting tags for the same crawler, usage type and part of the page → prohibited", () => {
    const page = read(
      '<META name="searchbot" content="ACAP allow-index">\n<META name="searchbot" content="ACAP disallow-index">',
    );
    expect(decide(page, "index", "searchbot")).toMatchObject({
      allowed: false,
      reason: "conflict-undecidable",
    });
  });
  it('"If a META Tag conflicts with a permission or prohibition field in a robots.txt file, the META Tag overrides"', () => {
    const robots = parseRobotsTxt("ACAP-crawler: *\nACAP-disallow-index: /\n");
    const page = read('<META name="robots" content="ACAP allow-index">');
    expect(decideAcap(robots, { url: URL_, userAgent: "bot", usage: "index", page })).toMatchObject(
      { allowed: true, rule: { source: "meta" } },
    );
    expect(decideAcap(robots, { url: URL_, userAgent: "bot", usage: "index" })).toMatchObject({
      allowed: false,
      rule: { source: "acap" },
    });
  });
});

describe("ACAP-2 §2.2.9.1 Permission qualified by location", () => {
  // ACAP allow-crawl location=http://myserver.com/legitimate-copy.htm
  const page = read(
    '<META name="robots" content="ACAP allow-crawl location=http://myserver.com/legitimate-copy.htm">',
  );
  it("at the expected URI the permission holds", () => {
    expect(decide(page, "crawl")).toMatchObject({ allowed: true });
  });
  it('"if this page is not located where expected, it should treated as if it were not permitted to crawl it"', () => {
    const elsewhere = decideAcap(none, {
      url: "http://copycat.example/legitimate-copy.htm",
      userAgent: "bot",
      usage: "crawl",
      page,
    });
    expect(elsewhere).toMatchObject({ allowed: false, reason: "location-mismatch" });
  });
});

describe("ACAP-2 §3 formal syntax", () => {
  it.each([
    ["ACAP allow-index", "allow", "index"],
    ["ACAP  disallow-present-thumbnail", "disallow", "present-thumbnail"],
    ["acap allow-present-snippet max-length=100-chars", "allow", "present-snippet"],
    ["ACAP news allow-index", "allow", "index"],
    [
      "ACAP http://x.example/purpose/* allow-preserve time-limit=until-recrawled",
      "allow",
      "preserve",
    ],
  ])("accepts META content %j", (content, kind, usage) => {
    const page = read(`<META name="robots" content="${content}">`);
    expect(page.rules).toMatchObject([{ kind, usage }]);
    expect(page.diagnostics).toEqual([]);
  });
  it.each([
    ["ACAP", "acap-meta-invalid"],
    ["ACAP allow-", "acap-meta-invalid"],
    ["ACAP permit-index", "acap-meta-invalid"],
    ["ACAP allow-eat", "acap-usage-unknown"],
    ["ACAP allow-(local)", "acap-meta-local-usage"],
    ["ACAP version one", "acap-meta-invalid"],
  ])("rejects META content %j (%s)", (content, code) => {
    const page = read(`<META name="robots" content="${content}">`);
    expect(page.rules).toEqual([]);
    expect(page.diagnostics.map((d) => d.code)).toEqual([code]);
  });
  it.each([
    ["the-acap:allow-index", "allow", "index"],
    ["THE-ACAP:disallow-present-snippet", "disallow", "present-snippet"],
  ])("accepts class value %s", (value, kind, usage) => {
    expect(read("", `<p class="${value}">x</p>`).elements[0]?.rules).toMatchObject([
      { kind, usage },
    ]);
  });
  it.each([
    ["the-acap:allow-", "acap-class-invalid"],
    ["the-acap:permit-index", "acap-class-invalid"],
    ["the-acap:allow-eat", "acap-usage-unknown"],
    ["the-acap:allow-(local)", "acap-class-local-usage"],
  ])("rejects class value %s (%s)", (value, code) => {
    const page = read("", `<p class="${value}">x</p>`);
    expect(page.elements).toEqual([]);
    expect(page.diagnostics.map((d) => [d.code, d.spec])).toEqual([[code, "ACAP-2 §2.2.5"]]);
  });
});
