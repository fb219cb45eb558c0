// Profile "google" and the UTF-8 byte order mark (issue 27): google/robotstxt's robots.cc
// ParseRobotsTxt skips any leading prefix of the BOM (EF, EF BB or EF BB BF) before reading
// the first line. The cases are robots_test.cc's ID_UTF8ByteOrderMarkIsSkipped (the body
// "User-Agent: foo\nAllow: /AnyValue\n" behind a full BOM, EF BB, EF, the broken EF 11 BF, and
// a BOM in the middle of the file), asked as crawl questions (matchingLine: the Allow decides
// only when both lines were read; isAllowed: the same body with Disallow), under profile google
// and under profile rfc9309, which skips a whole BOM (the grammar's BOM, RFC 9309 §2.2) and
// reads a partial one as invalid UTF-8 on line 1. Bytes are read so; a string has no bytes,
// so no partial BOM: "\uFEFF" is the whole BOM, skipped by every profile. (A prefix followed
// by a continuation octet, as in a string's bytes EF BB 80, is not read apart: robots.cc's
// first line then starts with that octet, a key it does not know, as ours does.)
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, traceDecision, type RobotsTxt } from "../../src/index.js";

const encoder = new TextEncoder();
const ALLOW = "User-Agent: foo\nAllow: /AnyValue\n";
const DISALLOW = "User-Agent: foo\nDisallow: /AnyValue\n";

const bytesOf = (prefix: readonly number[], text: string): Uint8Array =>
  new Uint8Array([...prefix, ...encoder.encode(text)]);

/** What each profile answers for `prefix` + ALLOW and `prefix` + DISALLOW (bytes). */
function answers(prefix: readonly number[]) {
  const allow = parseRobotsTxt(bytesOf(prefix, ALLOW));
  const disallow = parseRobotsTxt(bytesOf(prefix, DISALLOW));
  const ask = (robots: RobotsTxt, profile: "google" | "rfc9309" | "koster1996") => ({
    line: robots.matchingLine("/AnyValue", "foo", { profile }),
    allowed: disallow.isAllowed("/AnyValue", "foo", { profile }),
  });
  return {
    google: ask(allow, "google"),
    rfc9309: ask(allow, "rfc9309"),
    koster1996: ask(allow, "koster1996"),
    codes: allow.diagnostics.map((d) => d.code),
    groups: allow.policy.groups.length,
  };
}

const READ = { line: 2, allowed: false };
const FIRST_LINE_NOT_READ = { line: 0, allowed: true };

describe("google/robotstxt ID_UTF8ByteOrderMarkIsSkipped", () => {
  it("google/robotstxt ID_UTF8ByteOrderMarkIsSkipped: a full BOM EF BB BF is skipped, under every profile", () => {
    expect(answers([0xef, 0xbb, 0xbf])).toEqual({
      google: READ,
      rfc9309: READ,
      koster1996: READ,
      codes: [],
      groups: 1,
    });
  });

  it("google/robotstxt ID_UTF8ByteOrderMarkIsSkipped: a partial BOM EF BB is skipped under google; rfc9309 reads invalid UTF-8 on line 1", () => {
    expect(answers([0xef, 0xbb])).toEqual({
      google: READ,
      rfc9309: FIRST_LINE_NOT_READ,
      koster1996: FIRST_LINE_NOT_READ,
      codes: ["invalid-utf8", "partial-bom", "unknown-field", "rule-outside-group"],
      groups: 0,
    });
  });

  it("google/robotstxt ID_UTF8ByteOrderMarkIsSkipped: a partial BOM EF is skipped under google; rfc9309 reads invalid UTF-8 on line 1", () => {
    expect(answers([0xef])).toEqual({
      google: READ,
      rfc9309: FIRST_LINE_NOT_READ,
      koster1996: FIRST_LINE_NOT_READ,
      codes: ["invalid-utf8", "partial-bom", "unknown-field", "rule-outside-group"],
      groups: 0,
    });
  });

  it("google/robotstxt ID_UTF8ByteOrderMarkIsSkipped: a broken BOM EF 11 BF: the first line is not read under any profile", () => {
    // robots.cc skips the EF and then sees "\x11\xBFUser-Agent": an unknown key. The Allow line
    // is read, outside any group.
    expect(answers([0xef, 0x11, 0xbf])).toEqual({
      google: FIRST_LINE_NOT_READ,
      rfc9309: FIRST_LINE_NOT_READ,
      koster1996: FIRST_LINE_NOT_READ,
      codes: ["invalid-utf8", "partial-bom", "unknown-field", "rule-outside-group"],
      groups: 0,
    });
    const robots = parseRobotsTxt(bytesOf([0xef, 0x11, 0xbf], ALLOW));
    expect(robots.diagnostics[2]!.message).toContain('"\uFFFD\x11\uFFFDUser-Agent"');
  });

  it("google/robotstxt ID_UTF8ByteOrderMarkIsSkipped: a BOM in the middle of the file is part of its line, under every profile", () => {
    const middle = (rule: string) => bytesOf([], `User-Agent: foo\n\uFEFF${rule}: /AnyValue\n`);
    for (const profile of ["google", "rfc9309", "koster1996"] as const) {
      expect(parseRobotsTxt(middle("Allow")).matchingLine("/AnyValue", "foo", { profile })).toBe(0);
      expect(parseRobotsTxt(middle("Disallow")).isAllowed("/AnyValue", "foo", { profile })).toBe(
        true,
      );
    }
    // The User-agent line is read (its group has no rules); the next line's key is unknown.
    const robots = parseRobotsTxt(middle("Allow"));
    expect(robots.policy.groups).toHaveLength(1);
    expect(robots.diagnostics.map((d) => d.code)).toEqual([
      "record-without-rules",
      "unknown-field",
    ]);
  });

  it("google/robotstxt ID_UTF8ByteOrderMarkIsSkipped: a string has no partial BOM; \\uFEFF is the whole one", () => {
    for (const profile of ["google", "rfc9309"] as const) {
      expect(parseRobotsTxt(`\uFEFF${DISALLOW}`).isAllowed("/AnyValue", "foo", { profile })).toBe(
        false,
      );
      expect(parseRobotsTxt(`\uFEFF${ALLOW}`).matchingLine("/AnyValue", "foo", { profile })).toBe(
        2,
      );
      // What the bytes EF BB decode to is a character, U+FFFD, on line 1 under every profile.
      expect(parseRobotsTxt(`\uFFFD${DISALLOW}`).isAllowed("/AnyValue", "foo", { profile })).toBe(
        true,
      );
    }
    expect(parseRobotsTxt(`\uFFFD${ALLOW}`).diagnostics.map((d) => d.code)).not.toContain(
      "partial-bom",
    );
  });
});

describe("google/robotstxt ParseRobotsTxt: a partial BOM, the rest of the reading", () => {
  it("the partial-bom diagnostic names the octets, at line 1 column 1, with robots.cc as its section", () => {
    const [, partial] = parseRobotsTxt(bytesOf([0xef, 0xbb], ALLOW)).diagnostics;
    expect(partial).toMatchObject({
      severity: "info",
      code: "partial-bom",
      line: 1,
      column: 1,
      spec: "google/robotstxt robots.cc ParseRobotsTxt",
    });
    expect(partial!.message).toContain("starts with EF BB,");
    expect(parseRobotsTxt(bytesOf([0xef], ALLOW)).diagnostics[1]!.message).toContain(
      "starts with EF,",
    );
  });

  it("decide, Crawl-delay and the group's lines under google come from google's reading", () => {
    const robots = parseRobotsTxt(
      bytesOf([0xef, 0xbb], "User-Agent: foo\nCrawl-delay: 5\nDisallow: /AnyValue\n"),
    );
    const decision = robots.decide({ url: "/AnyValue", userAgent: "foo", profile: "google" });
    expect(decision).toMatchObject({ allowed: false, rule: { line: 3 }, group: { lines: [1] } });
    expect(robots.crawlDelay("foo", { profile: "google" })).toBe(5);
    expect(robots.crawlDelay("foo")).toBeUndefined();
    expect(robots.decide({ url: "/AnyValue", userAgent: "foo" }).allowed).toBe(true);
  });

  it("traceDecision under google lists the groups of google's reading (past a partial BOM, past maxBytes)", () => {
    const robots = parseRobotsTxt(bytesOf([0xef, 0xbb], DISALLOW));
    const groups = (profile: "google" | "rfc9309") =>
      traceDecision(robots, { url: "/AnyValue", userAgent: "foo", profile }).groups;
    expect(groups("google")).toMatchObject([{ lines: [1], userAgents: ["foo"], chosen: true }]);
    expect(groups("rfc9309")).toEqual([]);
    const cut = parseRobotsTxt(`User-agent: a\nDisallow: /a\n${"# x\n".repeat(30)}${DISALLOW}`, {
      maxBytes: 60,
    });
    const trace = traceDecision(cut, { url: "/AnyValue", userAgent: "foo", profile: "google" });
    expect(trace.groups.map((g) => [g.lines, g.chosen])).toEqual([
      [[1], false],
      [[33], true],
    ]);
  });

  it("only one BOM prefix is skipped: EF BB then a whole BOM leaves U+FEFF on line 1 (robots.cc reads EF BB BF as content)", () => {
    for (const prefix of [
      [0xef, 0xbb, 0xef, 0xbb, 0xbf],
      [0xef, 0xef, 0xbb, 0xbf],
      [0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf],
    ])
      expect(answers(prefix).google, prefix.join(" ")).toEqual(FIRST_LINE_NOT_READ);
  });

  it("EF or EF BB then a continuation octet: robots.cc's line 1 starts with that octet, an unknown key, as every profile's starts with a character past ASCII", () => {
    // EF BB 80 is U+FEC0, EF 80 80 U+F000 and EF BB BE U+FEFE, what a string's bytes may start
    // with: read as the string is (no partial-bom); EF 80 then "U" is invalid UTF-8.
    for (const prefix of [
      [0xef, 0xbb, 0x80],
      [0xef, 0x80, 0x80],
      [0xef, 0x80],
      [0xef, 0xbb, 0xbe],
    ]) {
      const { google, rfc9309, codes } = answers(prefix);
      expect({ google, rfc9309 }, prefix.join(" ")).toEqual({
        google: FIRST_LINE_NOT_READ,
        rfc9309: FIRST_LINE_NOT_READ,
      });
      expect(codes).not.toContain("partial-bom");
    }
    const text = `\uFEC0${DISALLOW}`;
    expect(parseRobotsTxt(encoder.encode(text)).policy).toEqual(parseRobotsTxt(text).policy);
  });

  it("a partial BOM then a line break, or alone: google reads an empty line, or nothing", () => {
    // Line 1 is blank under google, a line of U+FFFD under rfc9309: the group starts on line 2.
    const { google, rfc9309 } = answers([0xef, 0x0a]);
    expect({ google, rfc9309 }).toEqual({ google: { line: 3, allowed: false }, rfc9309: google });
    for (const prefix of [[0xef], [0xef, 0xbb]]) {
      const robots = parseRobotsTxt(new Uint8Array(prefix));
      expect(robots.isAllowed("/x", "foo", { profile: "google" })).toBe(true);
      expect(robots.matchingLine("/x", "foo", { profile: "google" })).toBe(0);
    }
  });

  it("with content past maxBytes: google reads the whole of it past the partial BOM; the caller's bytes may be reused", () => {
    const bytes = bytesOf([0xef, 0xbb], `${DISALLOW}${"# filler\n".repeat(100)}Disallow: /late\n`);
    const robots = parseRobotsTxt(bytes, { maxBytes: 200 });
    bytes.fill(0x20);
    expect(robots.isAllowed("/AnyValue", "foo", { profile: "google" })).toBe(false);
    expect(robots.matchingLine("/late", "foo", { profile: "google" })).toBe(103);
    expect(robots.isAllowed("/AnyValue", "foo")).toBe(true);
    expect(robots.diagnostics.map((d) => d.code)).toContain("size-limit");
  });

  it("an ArrayBuffer is read the same way", () => {
    const buffer = bytesOf([0xef, 0xbb], DISALLOW).buffer as ArrayBuffer;
    expect(parseRobotsTxt(buffer).isAllowed("/AnyValue", "foo", { profile: "google" })).toBe(false);
  });
});
