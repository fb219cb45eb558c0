// The soundness check both HTML robustness suites apply to every page they read (the
// fixtures sample in test/robustness/, the full non-robots corpus in test/corpus/).
import { expect } from "vitest";
import { decideAcap, extract, parseRobotsTxt, type PagePolicy } from "../../src/index.js";

const robots = parseRobotsTxt("User-agent: *\nDisallow: /private/\n");

/** Every diagnostic has a position inside the HTML and cites its section; the engine answers. */
export function expectSoundPage(page: PagePolicy, html: string): void {
  const lines = html.split(/\r\n|\r|\n/).length;
  for (const d of page.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.spec).toMatch(/^ACAP-[12] §\d/);
  }
  for (const usage of ["index", "follow", "present", "present-snippet"] as const)
    expect(
      typeof decideAcap(robots, { url: page.url, userAgent: "bot", usage, page }).allowed,
    ).toBe("boolean");
  expect(typeof extract(page, "present").text).toBe("string");
}
