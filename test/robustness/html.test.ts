// ACAP-2 content never throws: real HTML error pages, huge and deeply nested pages, broken
// markup. Every diagnostic has a position inside the HTML and cites its section.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract, parseHtmlPolicy, parseRobotsTxt, decideAcap } from "../../src/index.js";
import { FIXTURES, fileNames } from "../support/corpus.js";
import { expectSoundPage } from "../support/html.js";

// A sample of ../shared/corpus-nonrobots (see its README.md); all 300 files run under
// `npm run test:corpus` (test/corpus/html.test.ts).
const nonRobots = FIXTURES.nonRobotsFiles;
const robots = parseRobotsTxt("User-agent: *\nDisallow: /private/\n");

describe("ACAP-2 robustness", () => {
  it("every file of test/fixtures/corpus-nonrobots (real HTML error pages) gives a policy", () => {
    const files = fileNames(nonRobots);
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) {
      const html = readFileSync(join(nonRobots, file), "utf8");
      expectSoundPage(parseHtmlPolicy(html, { url: "https://example.com/page" }), html);
    }
  }, 60_000);

  it("a 5 MB page: the META in the head is read, the body's element rule found", () => {
    const paragraph = "<p>Lorem ipsum dolor sit amet, <b>consectetur</b> adipiscing elit.</p>\n";
    const html = `<html><head><meta name="robots" content="noindex"></head><body>${paragraph.repeat(72_000)}<div class="the-acap:disallow-present-snippet">end</div></body></html>`;
    expect(html.length).toBeGreaterThan(5_000_000);
    const page = parseHtmlPolicy(html, { url: "https://example.com/big" });
    expect(page.rules).toMatchObject([{ kind: "disallow", usage: "index", line: 1 }]);
    expect(page.elements).toHaveLength(1);
    expect(
      decideAcap(robots, { url: page.url, userAgent: "bot", usage: "index", page }).allowed,
    ).toBe(false);
  }, 60_000);

  // 20,000 is past any JS recursion limit; the tree builder (src/html/tree.ts) is linear in depth.
  it("20,000 unclosed nested elements do not overflow the stack", () => {
    const html = `<html><body>${"<div>".repeat(20_000)}<span class="the-acap:disallow-index">x</span>text`;
    const page = parseHtmlPolicy(html, { url: "https://example.com/deep" });
    expect(page.elements).toHaveLength(1);
    expect(extract(page, "index").text).toBe("text");
  }, 60_000);

  // Issue 24, per-element amplification: each element once kept its whole path as a string, so
  // 16,000 nested elements with the-acap: classes (688 KB) made a 157 MB JSON policy. A reference
  // now holds its parent's index and its position; the path is made when asked for.
  it("16,000 nested elements with the-acap: classes: the policy's JSON is at most 10× the page, and grows linearly", () => {
    const nested = (n: number) =>
      `<html><body>${'<div class="the-acap:disallow-index">'.repeat(n)}x${"</div>".repeat(n)}</body></html>`;
    const size = (html: string) =>
      JSON.stringify(parseHtmlPolicy(html, { url: "https://example.com/" })).length;
    const half = nested(8_000);
    const full = nested(16_000);
    const [halfJson, fullJson] = [size(half), size(full)];
    expect(fullJson).toBeLessThanOrEqual(10 * full.length);
    expect(fullJson / halfJson).toBeLessThanOrEqual(2.1);
    // The same elements side by side cost about as much as nested ones.
    const flat = `<html><body>${'<div class="the-acap:disallow-index">x</div>'.repeat(16_000)}</body></html>`;
    expect(fullJson).toBeLessThanOrEqual(1.5 * size(flat));
  }, 60_000);

  it.each([
    [
      "unclosed tags",
      '<html><head><meta name="robots" content="nofollow"><title>x</head><body><div><p>a<p>b',
    ],
    ["META in the body", '<html><body><meta name="robots" content="noindex"></body></html>'],
    [
      "duplicate and contradicting tags",
      '<meta name="robots" content="index"><meta name="robots" content="noindex"><meta name="robots" content="index">',
    ],
    [
      "broken attributes",
      '<meta name=robots content=noindex <div class="the-acap:allow-"><meta name="robots" content="ACAP allow-">',
    ],
    ["binary noise", "\u0000\u0001<\u0002>&#xFFFFFF;&bogus;<<<>>>"],
    ["empty", ""],
  ])("%s", (_name, html) => {
    expectSoundPage(parseHtmlPolicy(html, { url: "https://example.com/x" }), html);
  });

  it("META in the body is read and reported; contradicting tags prohibit (ACAP-2 §2.2.8)", () => {
    const inBody = parseHtmlPolicy(
      '<html><body><meta name="robots" content="noindex"></body></html>',
      { url: "https://example.com/" },
    );
    expect(inBody.diagnostics.map((d) => d.code)).toEqual(["meta-in-body"]);
    const contradicting = parseHtmlPolicy(
      '<meta name="robots" content="index"><meta name="robots" content="noindex">',
      { url: "https://example.com/" },
    );
    expect(
      decideAcap(robots, {
        url: "https://example.com/",
        userAgent: "bot",
        usage: "index",
        page: contradicting,
      }),
    ).toMatchObject({ allowed: false, reason: "conflict-undecidable" });
  });

  it("misuse: not HTML text, no URL", () => {
    expect(() => parseHtmlPolicy(42 as never, { url: "https://example.com/" })).toThrow(TypeError);
    expect(() => parseHtmlPolicy("", { url: "not a url" })).toThrow(/url: expected/);
  });
});
