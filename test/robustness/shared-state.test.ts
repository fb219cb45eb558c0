// No shared mutable state: every container of a parsed policy either belongs to that parse
// alone or is frozen all the way down (the empty arrays and records most groups share).
// Found by walking two unrelated parses and checking every object they have in common.
import { describe, expect, it } from "vitest";
import { parseHtmlPolicy, parseRobotsTxt } from "../../src/index.js";
import { objectsOf } from "../support/objects.js";

function sharedObjects(a: unknown, b: unknown): object[] {
  const ofA = objectsOf(a);
  return [...objectsOf(b)].filter((object) => ofA.has(object));
}

// Files that exercise each part of the model: groups with and without extension fields,
// politeness fields, App-Directives, ACAP records and definitions, records of KOSTER-1996.
const FILES = [
  "",
  "User-agent: *\nDisallow: /private/\n",
  "User-agent: a\nAllow: /\n\nUser-agent: b\nDisallow: /x\nCrawl-delay: 5\nSitemap: https://example.com/s.xml\n",
  "User-agent: *\nRobot-version: 2.0\nVisit-time: 0100-0500\nRequest-rate: 1/10s\nComment: hi\nDisallow: /tmp\n",
  "User-agent: app\nApp-Directives: /a/ x=1, y\nDisallow: /b\nHost: example.com\nClean-param: ref /c\n",
  "ACAP-crawler: *\nACAP-disallow-crawl: /private/\nACAP-allow-index: /public/\nACAP-qualified-usage: snip present-snippet max-length=100\n",
  "User-agent: *\nunknown-field: 1\nDisallow: /\nfoo\n",
];

describe("robustness: no shared mutable state between parses", () => {
  it("every object two robots.txt parses share is frozen", () => {
    const parses = FILES.map((text) => {
      const robots = parseRobotsTxt(text);
      // Queries build caches and decisions: they must not leak shared state either.
      robots.decide({ url: "https://example.com/private/x", userAgent: "a" });
      return {
        policy: robots.policy,
        diagnostics: robots.diagnostics,
        delay: robots.crawlDelay("b"),
      };
    });
    let shared = 0;
    for (let i = 0; i < parses.length; i++)
      for (let j = i + 1; j < parses.length; j++)
        for (const object of sharedObjects(parses[i], parses[j])) {
          shared++;
          expect(
            Object.isFrozen(object),
            `${JSON.stringify(object)} is shared by parses ${i} and ${j}`,
          ).toBe(true);
        }
    // The shared empties exist (the test looks at something).
    expect(shared).toBeGreaterThan(0);
  });

  it("every object two page policies share is frozen", () => {
    const pages = [
      "<html><head><meta name=robots content=noindex></head><body><p class='the-acap:disallow-present-snippet'>x</p></body></html>",
      "<p>no rules at all</p>",
      "<meta name=googlebot content='max-snippet:20'><div class=a>t</div>",
    ].map((html) => parseHtmlPolicy(html, { url: "https://example.com/" }));
    for (let i = 0; i < pages.length; i++)
      for (let j = i + 1; j < pages.length; j++)
        for (const object of sharedObjects(pages[i], pages[j]))
          expect(Object.isFrozen(object), JSON.stringify(object)).toBe(true);
  });

  it("changing one parse's containers does not change a later, unrelated parse", () => {
    const first = parseRobotsTxt("User-agent: *\nDisallow: /a\n");
    // A caller who ignores `readonly` and writes into what it was given.
    for (const object of objectsOf(first.policy))
      if (Array.isArray(object) && !Object.isFrozen(object))
        object.push({ line: 99, column: 1, kind: "disallow", pattern: "/" });
    const second = parseRobotsTxt("User-agent: *\nDisallow: /b\n");
    expect(second.isAllowed("https://example.com/a", "bot")).toBe(true);
    expect(second.policy.groups[0]!.fields).toEqual([]);
    expect(second.policy.groups[0]!.politeness).toEqual({
      requestRates: [],
      crawlDelays: [],
      comments: [],
    });
    expect(second.policy.acap.records).toEqual([]);
  });
});
