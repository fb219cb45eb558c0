// ACAP-2 through the public API: the page policy, its combination with robots.txt, the
// conventional robots META mapping, X-Robots-Tag, element-level rules and extract().
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  elementPath,
  extract,
  parseHtmlPolicy,
  parseRobotsTxt,
  type AcapUsageType,
  type PagePolicy,
  decideAcap,
} from "../../src/index.js";

const URL_ = "https://news.example/a.html";
const empty = parseRobotsTxt("");
const page = (head: string, body = "", headers?: Record<string, string | string[]>) =>
  parseHtmlPolicy(`<html><head>${head}</head><body>${body}</body></html>`, {
    url: URL_,
    ...(headers ? { headers } : {}),
  });
const decide = (
  p: PagePolicy,
  usage: AcapUsageType,
  userAgent = "bot",
  extra: object = {},
  robots = empty,
) => decideAcap(robots, { url: URL_, userAgent, usage, page: p, ...extra });

describe("ACAP-2 §2.2.1 addressing: named crawler over robots", () => {
  const p = page(
    '<meta name="robots" content="ACAP disallow-index"><meta name="SearchBot" content="ACAP allow-index">',
  );
  it.each([
    ["searchbot/2.0", true, 1],
    ["otherbot", false, 1],
  ])("%s → %s", (ua, allowed) => {
    expect(decide(p, "index", ua).allowed).toBe(allowed);
  });
  it("the decision names the META tag's position in the HTML", () => {
    expect(decide(p, "index", "searchbot").rule).toMatchObject({
      source: "meta",
      line: 1,
      text: "ACAP allow-index",
    });
  });
});

describe("ACAP-2 §2.2.8 conflicts and robots.txt", () => {
  it("a permission and a prohibition for one crawler and usage → prohibited", () => {
    const p = page(
      '<meta name="robots" content="ACAP allow-index"><meta name="robots" content="ACAP disallow-index">',
    );
    expect(decide(p, "index")).toMatchObject({ allowed: false, reason: "conflict-undecidable" });
  });
  it("a META tag overrides robots.txt, both ways", () => {
    const robots = parseRobotsTxt(
      "ACAP-crawler: *\nACAP-disallow-index: /\nACAP-allow-present: /\n",
    );
    const p = page(
      '<meta name="robots" content="ACAP allow-index"><meta name="robots" content="ACAP disallow-present">',
    );
    expect(decide(p, "index", "bot", {}, robots)).toMatchObject({
      allowed: true,
      rule: { source: "meta" },
    });
    expect(decide(p, "present", "bot", {}, robots)).toMatchObject({
      allowed: false,
      rule: { source: "meta" },
    });
    expect(decide(page(""), "index", "bot", {}, robots)).toMatchObject({
      allowed: false,
      rule: { source: "acap" },
    });
  });
});

describe("ACAP-2 §2.2.7 version, §2.2.9.1 location", () => {
  it("[V1.1] features need the ACAP version META tag", () => {
    const tag =
      '<meta name="robots" content="ACAP allow-present target-condition=permittedcountrylist:BE">';
    const without = page(tag);
    expect(without.rules).toEqual([]);
    expect(without.diagnostics.map((d) => [d.code, d.spec])).toEqual([
      ["acap-v11-without-version", "ACAP-2 §2.2.7"],
    ]);
    const withVersion = page(`<meta name="robots" content="ACAP version 1.1">${tag}`);
    expect(withVersion.version?.version).toBe("1.1");
    expect(decide(withVersion, "present", "bot", { target: { country: "FR" } })).toMatchObject({
      allowed: false,
      reason: "target-condition-not-met",
    });
  });
  it("a permission with location holds only at that URI", () => {
    const p = page(`<meta name="robots" content="ACAP allow-crawl location=${URL_}">`);
    expect(decide(p, "crawl").allowed).toBe(true);
    const moved = decideAcap(empty, {
      url: "https://copy.example/a.html",
      userAgent: "bot",
      usage: "crawl",
      page: p,
    });
    expect(moved).toMatchObject({ allowed: false, reason: "location-mismatch" });
  });
});

describe("conventional robots META and X-Robots-Tag mapped onto usages", () => {
  it.each([
    ["noindex", "index", false],
    ["NOINDEX, nofollow", "follow", false],
    ["none", "index", false],
    ["all", "follow", true],
    ["noarchive", "present-currentcopy", false],
    ["nosnippet", "present-snippet", false],
    ["max-snippet:0", "present-snippet", false],
    ["max-image-preview:none", "present-thumbnail", false],
    ["index nofollow", "follow", false],
  ])("%s → %s allowed %s", (content, usage, allowed) => {
    expect(
      decide(page(`<meta name="robots" content="${content}">`), usage as AcapUsageType).allowed,
    ).toBe(allowed);
  });
  it("max-snippet:N is a max-length constraint; unavailable_after a time limit", () => {
    expect(
      decide(page('<meta name="robots" content="max-snippet:50">'), "present-snippet").constraints,
    ).toMatchObject([{ type: "max-length", count: 50, unit: "chars" }]);
    const after = page('<meta name="robots" content="unavailable_after: 2026-12-31">');
    expect(decide(after, "index", "bot", { at: new Date("2026-12-31T12:00:00Z") }).allowed).toBe(
      true,
    );
    expect(decide(after, "index", "bot", { at: new Date("2027-01-01T00:00:01Z") })).toMatchObject({
      allowed: false,
      reason: "time-limit-passed",
    });
  });
  it("META tags named after other things (description, viewport) are not robots tags", () => {
    const p = page(
      '<meta name="description" content="none of this"><meta name="viewport" content="width=device-width">',
    );
    expect(p.metas).toEqual([]);
    expect(p.rules).toEqual([]);
  });
  it("X-Robots-Tag, plain and prefixed by a crawler name, several values", () => {
    const p = page("", "", {
      "X-Robots-Tag": ["noindex", "searchbot: nosnippet, ACAP allow-index"],
    });
    expect(p.rules.map((r) => [r.source, r.crawler, r.kind, r.usage])).toEqual([
      ["x-robots-tag", "*", "disallow", "index"],
      ["x-robots-tag", "searchbot", "disallow", "present-snippet"],
    ]);
    expect(decide(p, "index", "otherbot").allowed).toBe(false);
    expect(decide(p, "present-snippet", "searchbot").allowed).toBe(false);
    const acap = page("", "", { "x-robots-tag": "searchbot: ACAP allow-index" });
    expect(acap.rules).toMatchObject([
      { crawler: "searchbot", kind: "allow", usage: "index", source: "x-robots-tag" },
    ]);
  });
});

describe("ACAP-2 §2.2.5 element-level rules and §2.2.6 fallback", () => {
  const p = page(
    '<meta name="robots" content="ACAP allow-present">',
    '<div id="outer" class="x the-acap:disallow-present"><p id="inner">a</p><span id="ok" class="the-acap:allow-present">b</span></div><p id="free">c</p>',
  );
  it.each([
    ["outer", false],
    ["inner", false], // inherits from its ancestor
    ["ok", true], // its own rule is nearer
    ["free", true], // no element rule: the page's
  ])("element #%s → %s", (element, allowed) => {
    expect(decide(p, "present", "bot", { element }).allowed).toBe(allowed);
  });
  it("the page as a whole names the excluded elements; a crawler that cannot process elements gets a prohibition", () => {
    expect(decide(p, "present").excludedElements?.map((e) => e.id)).toEqual(["outer"]);
    expect(decide(p, "present", "bot", { understands: { elements: false } })).toMatchObject({
      allowed: false,
      reason: "element-fallback",
      fallbacks: [{ rule: "element-level" }],
    });
    expect(decide(p, "index", "bot", { understands: { elements: false } }).allowed).toBe(true);
  });
  it("elements keep a stable reference", () => {
    expect(
      p.elements.map((e) => [e.ref.tag, e.ref.id, e.ref.classes, elementPath(p, e.ref)]),
    ).toEqual([
      [
        "div",
        "outer",
        ["x", "the-acap:disallow-present"],
        "html:nth-of-type(1)>body:nth-of-type(1)>div:nth-of-type(1)",
      ],
      [
        "span",
        "ok",
        ["the-acap:allow-present"],
        "html:nth-of-type(1)>body:nth-of-type(1)>div:nth-of-type(1)>span:nth-of-type(1)",
      ],
    ]);
    expect(
      decide(p, "present", "bot", { element: { path: elementPath(p, p.elements[0]!.ref) } })
        .allowed,
    ).toBe(false);
    expect(decide(p, "present", "bot", { element: p.elements[0]!.ref }).allowed).toBe(false);
    expect(decide(p, "present", "bot", { element: p.elements[1]!.ref }).allowed).toBe(true);
  });
  it("a reference is where the element stands in page.document: its index, its parent's, its position among its tag", () => {
    const [outer, ok] = p.elements.map((e) => e.ref);
    expect(p.document[outer!.index]).toMatchObject({ tag: "div", id: "outer" });
    expect(p.document[outer!.parent]).toEqual({ tag: "body" });
    expect(ok).toMatchObject({ parent: outer!.index, nth: 1 });
    // An element reference that is not one, or no element at all: misuse.
    expect(() => elementPath(p, { index: 0 })).toThrow(RangeError);
    expect(() => elementPath(p, { index: p.document.length })).toThrow(RangeError);
    expect(() => elementPath({} as PagePolicy, outer!)).toThrow(TypeError);
    expect(() => decide(p, "present", "bot", { element: null })).toThrow(TypeError);
    // An index that is no element of the page decides for the page.
    expect(decide(p, "present", "bot", { element: { index: 1.5 } }).rule?.source).not.toBe(
      "element",
    );
  });
  it("extract: the page text without prohibited elements", () => {
    expect(extract(p, "present").text).toBe("c");
    expect(extract(p, "index").text).toBe("a b c");
  });
});

describe("the news article example", () => {
  const article = parseHtmlPolicy(
    readFileSync(new URL("../../examples/news-article.html", import.meta.url)),
    { url: "https://news.example/2026/11/article.html" },
  );
  it("indexing uses the abstract; presenting needs the credit; the agency box is excluded", () => {
    expect(article.diagnostics).toEqual([]);
    expect(
      extract(article, "index", { userAgent: "searchbot/1.0" }).elements.map((e) => e.ref.classes),
    ).toEqual([["abstract"]]);
    expect(extract(article, "present").text).not.toContain("Agency report");
    const present = decideAcap(empty, {
      url: article.url,
      userAgent: "searchbot",
      usage: "present",
      page: article,
    });
    expect(present.constraints).toMatchObject([
      {
        type: "must-include-resource",
        resource: { role: "credit", locator: { kind: "id", value: "photo-credit" } },
      },
    ]);
    expect(present.excludedElements?.map((e) => e.id)).toEqual(["agency"]);
  });
});
