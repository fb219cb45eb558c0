// RFC 9309 §2.2: "The file MUST be UTF-8 encoded". The real-world corpus has no file that
// breaks this, so a hand-made ISO-8859-1 file stands in (test/fixtures/handmade/README.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";

const latin1 = readFileSync(new URL("../fixtures/handmade/latin1.robots.txt", import.meta.url));

describe("RFC 9309 §2.2 content that is not UTF-8", () => {
  const robots = parseRobotsTxt(latin1);

  it("reports the first invalid octet at its line and column, once", () => {
    const invalid = robots.diagnostics.filter((d) => d.code === "invalid-utf8");
    expect(invalid).toEqual([
      expect.objectContaining({ severity: "warning", line: 3, column: 15, spec: "RFC 9309 §2.2" }),
    ]);
  });

  it("still reads every other line: the group for * disallows /private/", () => {
    expect(robots.isAllowed("/private/x", "AnyBot")).toBe(false);
    expect(robots.matchingLine("/private/x", "AnyBot")).toBe(4);
  });

  it("a pattern holding a replaced octet matches neither the UTF-8 nor the Latin-1 spelling of the path", () => {
    // The octet 0xE9 cannot be known to mean "é": U+FFFD stands in, and U+FFFD is what the pattern holds.
    expect(robots.isAllowed("/caf%C3%A9/menu", "AnyBot")).toBe(true);
    expect(robots.isAllowed("/caf%E9/menu", "AnyBot")).toBe(true);
    expect(robots.isAllowed("/caf%EF%BF%BD/menu", "AnyBot")).toBe(false);
  });

  it("a user-agent holding a replaced octet is read as the product token before it", () => {
    expect(robots.isAllowed("/x", "Bot")).toBe(false);
    expect(robots.diagnostics).toContainEqual(
      expect.objectContaining({ code: "user-agent-not-token", line: 6 }),
    );
  });
});
