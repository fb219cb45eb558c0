// RFC 9309 §2.5 asks crawlers to bound what a robots.txt file can cost them. Diagnostics are
// part of that cost: a file of 250,000 lines that are not records would make 250,000
// diagnostic objects (25 MB for 500 KB of input). At most 10,000 of one code are kept; one
// "diagnostics-limit" says how many more there were and where the first of them stood.
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CATALOGUE, parseRobotsTxt } from "../../src/index.js";
import { MAX_DIAGNOSTICS_PER_CODE } from "../../src/core/diagnostics.js";

describe("RFC 9309 §2.5 bounded cost: diagnostics of one code per file", () => {
  it("20,000 invalid lines: 10,000 are reported, then one note counts the other 10,000", () => {
    const robots = parseRobotsTxt(
      `User-agent: *\nDisallow: /a\n${"not a record\n".repeat(20_000)}`,
    );
    const invalid = robots.diagnostics.filter((d) => d.code === "invalid-line");
    expect(invalid).toHaveLength(MAX_DIAGNOSTICS_PER_CODE);
    expect(invalid.at(-1)!.line).toBe(2 + MAX_DIAGNOSTICS_PER_CODE);
    const limit = robots.diagnostics.filter((d) => d.code === "diagnostics-limit");
    expect(limit).toEqual([
      {
        severity: "info",
        code: "diagnostics-limit",
        message:
          '10000 more "invalid-line" diagnostics are not listed (at most 10,000 of one code per file)',
        line: 3 + MAX_DIAGNOSTICS_PER_CODE,
        column: 5, // where the first line left out stopped being a record ("not a…")
        spec: "RFC 9309 §2.5",
      },
    ]);
    expect(DIAGNOSTIC_CATALOGUE["diagnostics-limit"].spec).toBe(limit[0]!.spec);
    // The rules are all read: the limit is on what is reported, not on what counts.
    expect(robots.isAllowed("/a", "bot")).toBe(false);
  });

  it("other codes keep their own count, and a file under the limit is reported whole", () => {
    const text = `${"x\n".repeat(MAX_DIAGNOSTICS_PER_CODE)}User-agent: *\n${"Disallow: a\n".repeat(3)}`;
    const robots = parseRobotsTxt(text);
    const codes = robots.diagnostics.map((d) => d.code);
    expect(codes.filter((c) => c === "invalid-line")).toHaveLength(MAX_DIAGNOSTICS_PER_CODE);
    expect(codes.filter((c) => c === "pattern-not-path")).toHaveLength(3);
    expect(codes).not.toContain("diagnostics-limit");
  });
});
