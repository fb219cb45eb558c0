// Robots META tags and X-Robots-Tag without ACAP, as search engines read them (Google Search
// Central "Robots meta tag, data-nosnippet, and X-Robots-Tag specifications"; robotstxt.org
// "The Robots META tag"): decide({ url, userAgent, usage, page }).
import { describe, expect, it } from "vitest";
import { parseHtmlPolicy, parseRobotsTxt, type MetaUsage } from "../../src/index.js";

const URL_ = "https://example.com/page.html";
const pageOf = (head: string, headers?: Record<string, string | string[]>) =>
  parseHtmlPolicy(`<!doctype html><html><head>${head}</head><body><p>text</p></body></html>`, {
    url: URL_,
    ...(headers ? { headers } : {}),
  });
const robots = parseRobotsTxt("User-agent: *\nDisallow: /private/\n");
const decide = (
  page: ReturnType<typeof pageOf>,
  usage: MetaUsage,
  userAgent: string | string[] = "Googlebot",
  at?: Date,
) => robots.decide({ url: URL_, userAgent, usage, page, ...(at ? { at } : {}) });

describe("robotstxt.org The Robots META tag: index / noindex, follow / nofollow, all, none", () => {
  it('<meta name="robots" content="noindex"> keeps the page out of the index; following links stays allowed', () => {
    const page = pageOf('<meta name="robots" content="noindex">');
    expect(decide(page, "index")).toMatchObject({
      allowed: false,
      reason: "page-directive",
      usage: "index",
      rule: { source: "meta", directive: "noindex", line: 1 },
    });
    expect(decide(page, "follow")).toMatchObject({ allowed: true, reason: "no-page-directive" });
  });
  it('"noindex, nofollow" and "none" prohibit both; "all" and "index, follow" prohibit nothing', () => {
    for (const content of ["noindex, nofollow", "none", "NOINDEX,NOFOLLOW", "noindex nofollow"]) {
      const page = pageOf(`<meta name="robots" content="${content}">`);
      expect(decide(page, "index").allowed, content).toBe(false);
      expect(decide(page, "follow").allowed, content).toBe(false);
    }
    for (const content of ["all", "index, follow"]) {
      const page = pageOf(`<meta name="robots" content="${content}">`);
      expect(decide(page, "index").allowed, content).toBe(true);
      expect(decide(page, "follow").allowed, content).toBe(true);
    }
  });
  it("crawl is robots.txt's alone: a META tag cannot forbid fetching the page it stands in", () => {
    const page = pageOf('<meta name="robots" content="none">');
    expect(decide(page, "crawl")).toMatchObject({
      allowed: true,
      usage: "crawl",
      reason: "no-matching-rule",
    });
  });
});

describe("Google: the rules for robots and for the crawler's own name combine; the most restrictive wins", () => {
  it('<meta name="googlebot" content="noindex"> applies to Googlebot, not to bingbot', () => {
    const page = pageOf('<meta name="googlebot" content="noindex">');
    expect(decide(page, "index", "Googlebot").allowed).toBe(false);
    expect(
      decide(
        page,
        "index",
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      ).allowed,
    ).toBe(false);
    expect(decide(page, "index", "bingbot").allowed).toBe(true);
  });
  it('robots "nofollow" and googlebot "noindex": Googlebot gets both', () => {
    const page = pageOf(
      '<meta name="robots" content="nofollow"><meta name="googlebot" content="noindex">',
    );
    expect(decide(page, "index").allowed).toBe(false);
    expect(decide(page, "follow").allowed).toBe(false);
    expect(decide(page, "index", "bingbot").allowed).toBe(true);
    expect(decide(page, "follow", "bingbot").allowed).toBe(false);
  });
  it('robots "index" and googlebot "noindex": the more restrictive wins', () => {
    const page = pageOf(
      '<meta name="robots" content="index"><meta name="googlebot" content="noindex">',
    );
    expect(decide(page, "index").allowed).toBe(false);
  });
  it("a crawler known by several tokens reads the tags of each (googlebot-news and googlebot)", () => {
    const page = pageOf('<meta name="googlebot-news" content="nosnippet">');
    expect(decide(page, "present-snippet", ["Googlebot-News", "Googlebot"]).allowed).toBe(false);
    expect(decide(page, "present-snippet", "Googlebot").allowed).toBe(true);
  });
});

describe("Google: nosnippet, max-snippet, noarchive, noimageindex, notranslate, max-image-preview, unavailable_after", () => {
  it("nosnippet and max-snippet:0 prohibit snippets; max-snippet:n limits them (the smallest n); -1 does not", () => {
    expect(
      decide(pageOf('<meta name="robots" content="nosnippet">'), "present-snippet").allowed,
    ).toBe(false);
    expect(
      decide(pageOf('<meta name="robots" content="max-snippet:0">'), "present-snippet").allowed,
    ).toBe(false);
    const limited = decide(
      pageOf(
        '<meta name="robots" content="max-snippet:50"><meta name="googlebot" content="max-snippet:20">',
      ),
      "present-snippet",
    );
    expect(limited).toMatchObject({
      allowed: true,
      reason: "page-directive",
      maxSnippetChars: 20,
      rule: { directive: "max-snippet: 20" },
    });
    expect(
      decide(pageOf('<meta name="robots" content="max-snippet:-1">'), "present-snippet"),
    ).toMatchObject({ allowed: true, reason: "no-page-directive" });
  });
  it("noarchive (and nocache) prohibit archive; noimageindex prohibits index-images; notranslate prohibits translate", () => {
    expect(decide(pageOf('<meta name="robots" content="noarchive">'), "archive").allowed).toBe(
      false,
    );
    expect(decide(pageOf('<meta name="robots" content="nocache">'), "archive").allowed).toBe(false);
    expect(decide(pageOf('<meta name="robots" content="noarchive">'), "index").allowed).toBe(true);
    expect(
      decide(pageOf('<meta name="robots" content="noimageindex">'), "index-images").allowed,
    ).toBe(false);
    expect(decide(pageOf('<meta name="robots" content="noimageindex">'), "index").allowed).toBe(
      true,
    );
    expect(decide(pageOf('<meta name="robots" content="notranslate">'), "translate").allowed).toBe(
      false,
    );
    expect(
      decide(pageOf('<meta name="robots" content="max-image-preview:none">'), "present-thumbnail")
        .allowed,
    ).toBe(false);
    expect(
      decide(pageOf('<meta name="robots" content="max-image-preview:large">'), "present-thumbnail")
        .allowed,
    ).toBe(true);
  });
  it("noindex also takes away what results show of the page (snippet, archive)", () => {
    const page = pageOf('<meta name="robots" content="noindex">');
    expect(decide(page, "present-snippet").allowed).toBe(false);
    expect(decide(page, "archive").allowed).toBe(false);
  });
  it("unavailable_after: indexed until the date, not after", () => {
    const page = pageOf('<meta name="robots" content="unavailable_after: 2026-06-25T15:00:00Z">');
    const before = decide(page, "index", "Googlebot", new Date("2026-06-01T00:00:00Z"));
    expect(before).toMatchObject({
      allowed: true,
      reason: "page-directive",
      until: "2026-06-25T15:00:00.000Z",
    });
    const after = decide(page, "index", "Googlebot", new Date("2026-06-26T00:00:00Z"));
    expect(after).toMatchObject({
      allowed: false,
      reason: "page-directive",
      until: "2026-06-25T15:00:00.000Z",
    });
  });
});

describe("Google: X-Robots-Tag, with or without a crawler name", () => {
  it("X-Robots-Tag: noindex, and X-Robots-Tag: googlebot: nofollow", () => {
    const page = pageOf("", { "X-Robots-Tag": ["noindex", "googlebot: nofollow"] });
    expect(decide(page, "index", "bingbot")).toMatchObject({
      allowed: false,
      rule: { source: "x-robots-tag", directive: "noindex" },
    });
    expect(decide(page, "follow", "Googlebot")).toMatchObject({
      allowed: false,
      rule: { source: "x-robots-tag", directive: "nofollow" },
    });
    expect(decide(page, "follow", "bingbot").allowed).toBe(true);
  });
});

describe("decide() with a page: explanations and misuse", () => {
  it("without a page nothing restricts a META usage; the explanation says robots.txt keeps a compliant crawler out", () => {
    const decision = robots.decide({
      url: "https://example.com/private/x",
      userAgent: "bot",
      usage: "index",
    });
    expect(decision).toMatchObject({
      allowed: true,
      reason: "no-page-directive",
      usage: "index",
      agent: "bot",
    });
    expect(decision.explanation).toMatch(
      /robots\.txt \(line 2\) keeps this crawler from fetching the page/,
    );
  });
  it("a page that is not a PagePolicy, or an unknown usage, is API misuse", () => {
    expect(() =>
      robots.decide({ url: URL_, userAgent: "bot", usage: "index", page: {} as never }),
    ).toThrow(TypeError);
    expect(() =>
      robots.decide({ url: URL_, userAgent: "bot", usage: "snippet" as MetaUsage }),
    ).toThrow(RangeError);
  });
  it("the decision survives a JSON round trip of the page", () => {
    const page = pageOf('<meta name="robots" content="noindex, max-snippet:30">');
    const copy = JSON.parse(JSON.stringify(page)) as typeof page;
    for (const usage of ["index", "follow", "present-snippet"] as const)
      expect(decide(copy, usage)).toEqual(decide(page, usage));
  });
});
