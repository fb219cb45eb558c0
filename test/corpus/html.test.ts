// ACAP-2 on all 300 bodies of ../shared/corpus-nonrobots (real HTML error pages served at
// /robots.txt), read as text and as bytes (`npm run test:corpus`). The default suite runs the
// same checks on a sample (test/robustness/html.test.ts, test/conformance/acap-2.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract, parseHtmlPolicy, parseRobotsTxt, type PagePolicy, decideAcap } from "../../src/index.js";
import { fileNames } from "../support/corpus.js";
import { SHARED } from "./shared.js";

const robots = parseRobotsTxt("User-agent: *\nDisallow: /private/\n");

/** Every diagnostic has a position inside the HTML and cites its section; the engine answers. */
function sound(page: PagePolicy, html: string): void {
  const lines = html.split(/\r\n|\r|\n/).length;
  for (const d of page.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.spec).toMatch(/^ACAP-[12] §\d/);
  }
  for (const usage of ["index", "follow", "present", "present-snippet"] as const)
    expect(typeof decideAcap(robots, { url: page.url, userAgent: "bot", usage, page }).allowed).toBe("boolean");
  expect(typeof extract(page, "present").text).toBe("string");
}

describe("ACAP-2 robustness on the full non-robots corpus", () => {
  it("every file of ../shared/corpus-nonrobots (300 real HTML error pages) gives a policy, from text and from bytes", () => {
    const files = fileNames(SHARED.nonRobotsFiles);
    expect(files).toHaveLength(300);
    for (const file of files) {
      const bytes = readFileSync(join(SHARED.nonRobotsFiles, file));
      const html = bytes.toString("utf8");
      sound(parseHtmlPolicy(html, { url: "https://example.com/page" }), html);
      let page: PagePolicy | undefined;
      expect(() => (page = parseHtmlPolicy(bytes, { url: "https://example.com/missing" })), file).not.toThrow();
      sound(page!, html);
    }
  }, 300_000);
});
