// The value parsers read a malformed value without throwing (generated tryParse; an Error per
// malformed value cost more than the value: issues 16 and 24). The caller's setting
// must be back afterwards, whether the value was read or not.
import { afterEach, describe, expect, it } from "vitest";
import { parseHtmlPolicy, parseRobotsTxt } from "../../src/index.js";

const original = Error.stackTraceLimit;
afterEach(() => {
  Error.stackTraceLimit = original;
});

describe("Error.stackTraceLimit is left as the caller set it", () => {
  it.each([original, 0, 3, 50])("limit %i survives malformed and valid values", (limit) => {
    Error.stackTraceLimit = limit;
    const robots = parseRobotsTxt(
      "User-agent: *\nCrawl-delay: x\nCrawl-delay: 5\nVisit-time: 25:00\nRequest-rate: 1/5m\n",
    );
    expect(robots.crawlDelay("bot")).toBe(5);
    const page = parseHtmlPolicy(
      '<meta name="robots" content="ACAP allow-"><div class="the-acap:bogus the-acap:disallow-index">x</div>',
      { url: "https://example.com/" },
    );
    expect(page.elements).toHaveLength(1);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
