// lintRobotsTxt (src/lint/): the checks `robots-policy lint` adds to a file's diagnostics, on
// small hand-made files and on real files of the corpus sample (test/fixtures/corpus).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DIAGNOSTIC_CATALOGUE,
  lintRobotsTxt,
  parseRobotsTxt,
  type Diagnostic,
  type ProfileName,
} from "../../src/index.js";
import { FIXTURES } from "../support/corpus.js";

const lint = (text: string | Uint8Array, profile?: ProfileName) =>
  lintRobotsTxt(parseRobotsTxt(text), profile ? { profile } : {});
const sample = (name: string) =>
  lint(new Uint8Array(readFileSync(join(FIXTURES.corpusFiles, name))));
const only = (diagnostics: readonly Diagnostic[], code: string) =>
  diagnostics.filter((d) => d.code === code);

/** Every diagnostic as the catalogue has it: its severity and section. */
function expectCatalogued(diagnostics: readonly Diagnostic[]): void {
  const catalogue: Readonly<Record<string, { severity: unknown; spec: unknown }>> =
    DIAGNOSTIC_CATALOGUE;
  for (const d of diagnostics) {
    expect(catalogue[d.code], d.code).toBeDefined();
    if (typeof catalogue[d.code]!.severity === "string")
      expect(d.severity, d.code).toBe(catalogue[d.code]!.severity);
  }
}

describe("RFC 9309 §2.2: misspelt field names, with what they lose", () => {
  it('"User-agnet: *" loses the "*" group: a warning with "did you mean", naming the rules that go elsewhere', () => {
    const found = lint("User-agent: a\nDisallow: /x\n\nUser-agnet: *\nDisallow: /\nAllow: /a\n");
    const [d] = only(found, "field-name-misspelt");
    expect(d).toMatchObject({ line: 4, column: 1, severity: "warning", spec: "RFC 9309 §2.2" });
    expect(d!.message).toBe(
      '"User-agnet" is not a field name; did you mean "User-agent"? The line is ignored: "*" is named by no group, and the 2 rules after it (lines 5–6) belong to the group of line 1 ("a")',
    );
    // The parser's unknown-field note says less of the same line: lint gives the warning only.
    expect(only(found, "unknown-field")).toEqual([]);
    expectCatalogued(found);
  });

  it("a misspelt first User-agent: its rules belong to no group (rule-outside-group too)", () => {
    const found = lint("User-agnet: *\nDisallow: /private\n");
    expect(only(found, "field-name-misspelt")[0]!.message).toMatch(
      /"\*" is named by no group, and the rule after it \(line 2\) is ignored \(rules before any user-agent line, RFC 9309 §2\.2\)$/,
    );
    expect(only(found, "rule-outside-group")).toHaveLength(1);
  });

  it("a misspelt rule or other field: the rule, or the field, is lost", () => {
    const found = lint("User-agent: *\nDisallw: /x\nSitemaps: https://example.com/s.xml\n");
    expect(only(found, "field-name-misspelt").map((d) => [d.line, d.message])).toEqual([
      [
        2,
        '"Disallw" is not a field name; did you mean "Disallow"? The line is ignored: the rule "/x" is lost',
      ],
      [
        3,
        '"Sitemaps" is not a field name; did you mean "Sitemap"? The line is ignored: its Sitemap is not read',
      ],
    ]);
  });

  it("a typo google/robotstxt accepts is read, not reported as misspelt: field-name-typo only", () => {
    const found = lint("useragent: *\nDissallow: /x\nDisallowed: /y\n");
    expect(only(found, "field-name-misspelt")).toEqual([]);
    expect(found.map((d) => d.code)).toEqual([
      "field-name-typo",
      "field-name-typo",
      "field-name-prefix",
    ]);
  });

  it("a name far from every known one stays an unknown-field note, with no suggestion", () => {
    const found = lint("User-agent: *\nX-Frobnicate: 1\nFoo: bar\n");
    expect(found.map((d) => d.code)).toEqual(["unknown-field", "unknown-field"]);
  });

  it("real files: 'User-agency: Bingbot' (rules fall to the group above) and 'er-agent:*' on line 1", () => {
    const [umn] = only(sample("04823-med-d9.prd.umn.edu.txt"), "field-name-misspelt");
    expect(umn).toMatchObject({ line: 71, column: 1, severity: "warning" });
    expect(umn!.message).toMatch(
      /^"User-agency" is not a field name; did you mean "User-agent"\? The line is ignored: "Bingbot" is named by no group, and the 15 rules after it \(lines 73–94\) belong to the group of line 40 /,
    );
    const [messe] = only(
      sample("05886-prolight-sound-guangzhou.hk.messefrankfurt.com.txt"),
      "field-name-misspelt",
    );
    expect(messe!.message).toMatch(/^"er-agent" is not a field name; did you mean "User-agent"\?/);
    expect(messe!.message).toMatch(/the 4 rules after it \(lines 2–5\) are ignored/);
  });

  it("a hostile file of 20,000 long unknown fields stays linear (names over 18 characters are not compared)", () => {
    const text = Array.from(
      { length: 20_000 },
      (_, i) => `${"x".repeat(200)}${i}: ${"v".repeat(50)}`,
    ).join("\n");
    const short = Array.from(
      { length: 12_000 },
      (_, i) => `User-agnet: a${i}\nDisallow: /${i}`,
    ).join("\n");
    const robots = parseRobotsTxt(text);
    const shortRobots = parseRobotsTxt(short);
    void robots.diagnostics;
    void shortRobots.diagnostics;
    const started = performance.now();
    lintRobotsTxt(robots);
    const found = lintRobotsTxt(shortRobots);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(only(found, "field-name-misspelt").length).toBe(10_000);
    expect(only(found, "diagnostics-limit").map((d) => d.message)).toContain(
      '2000 more "field-name-misspelt" diagnostics are not listed (at most 10,000 of one code per file)',
    );
  });
});

describe("Noindex (Google ignores it since 1 September 2019)", () => {
  it("each Noindex line is a warning", () => {
    const found = lint("User-agent: *\nNoindex: /private\n");
    expect(found).toEqual([
      expect.objectContaining({ code: "noindex-ignored", line: 2, column: 1, severity: "warning" }),
    ]);
    expect(found[0]!.message).toMatch(/^Noindex is not a robots\.txt rule: Google stopped/);
  });

  it("real file: artsy.net's two Noindex lines", () => {
    expect(only(sample("00699-artsy.net.txt"), "noindex-ignored").map((d) => d.line)).toEqual([
      2, 3,
    ]);
  });
});

describe("RFC 9309 §2.2.2: repeated and contradicting rules", () => {
  it("a rule written twice in one group: rule-duplicate, pointing at the first", () => {
    const found = lint("User-agent: *\nDisallow: /a\nAllow: /b\nDisallow: /a\n");
    expect(only(found, "rule-duplicate")).toEqual([
      expect.objectContaining({
        line: 4,
        column: 11,
        message: 'Disallow "/a" repeats line 2 in the same group; it changes nothing',
      }),
    ]);
  });

  it("the same rule in two groups is no duplicate", () => {
    expect(lint("User-agent: a\nDisallow: /a\n\nUser-agent: b\nDisallow: /a\n")).toEqual([]);
  });

  it("the same path allowed and disallowed: rule-contradiction says the Allow wins under RFC 9309, the first line under the 1996 draft", () => {
    const found = lint("User-agent: *\nDisallow: /p\nAllow: /p\nAllow: /p\n");
    expect(only(found, "rule-contradiction")).toEqual([
      expect.objectContaining({
        line: 3,
        message:
          "\"/p\" is both allowed and disallowed in one group (lines 2 and 3); under RFC 9309 §2.2.2 the Allow rule (line 3) wins, the matches being equally long; the 1996 draft's first match is line 2's Disallow",
      }),
    ]);
    expect(only(found, "rule-duplicate").map((d) => d.line)).toEqual([4]);
    // What the warning says is what the engine does.
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /p\nAllow: /p\n");
    expect(robots.decide({ url: "/p", userAgent: "bot" }).rule?.line).toBe(3);
    expect(robots.decide({ url: "/p", userAgent: "bot", profile: "koster1996" }).rule?.line).toBe(
      2,
    );
  });

  it("empty patterns match nothing: Allow: and Disallow: together are no contradiction", () => {
    expect(lint("User-agent: *\nDisallow:\nAllow:\n")).toEqual([]);
  });

  it("real files: auto.ru repeats Disallow /gdpr/, eu.community.samsung.com allows and disallows /bgros26334/rss", () => {
    expect(only(sample("00800-auto.ru.txt"), "rule-duplicate").map((d) => d.line)).toEqual([
      52, 129, 202,
    ]);
    const [d] = only(sample("02871-eu.community.samsung.com.txt"), "rule-contradiction");
    expect(d).toMatchObject({ line: 60, severity: "warning", spec: "RFC 9309 §2.2.2" });
    expect(d!.message).toMatch(/^"\/bgros26334\/rss" is both allowed and disallowed/);
  });
});

describe('RFC 9309 §2.2.1 a second "*" group is merged: lint warns', () => {
  it("the second and later groups for * are warnings naming the first", () => {
    const found = lint("User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n");
    expect(found).toEqual([
      expect.objectContaining({
        code: "user-agent-star-repeated",
        line: 4,
        column: 1,
        severity: "warning",
        spec: "RFC 9309 §2.2.1",
      }),
    ]);
    expect(found[0]!.message).toMatch(/^a second group for "\*" \(the first at line 1\)/);
  });

  it("real file: becom.digital has three groups for *", () => {
    expect(
      only(sample("00903-becom.digital.txt"), "user-agent-star-repeated").map((d) => d.line),
    ).toEqual([5, 7]);
  });
});

describe("RFC 9309 §2.2.2: a full URL as a pattern matches nothing", () => {
  it("pattern-full-url gives the path to write, in place of pattern-not-path", () => {
    const found = lint(
      "User-agent: *\nDisallow: HTTPS://example.com/private/x?y\nDisallow: http://example.com\n",
    );
    expect(found.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      [
        "pattern-full-url",
        2,
        11,
        '"HTTPS://example.com/private/x?y" is a full URL; a pattern is a path ("/private/x?y"), so this rule matches nothing',
      ],
      [
        "pattern-full-url",
        3,
        11,
        '"http://example.com" is a full URL; a pattern is a path ("/"), so this rule matches nothing',
      ],
    ]);
    // The parser's own diagnostics still say pattern-not-path.
    expect(parseRobotsTxt("User-agent: *\nDisallow: http://x/").diagnostics[0]!.code).toBe(
      "pattern-not-path",
    );
  });

  it("real file: a zh.wikisource.org Disallow with http://", () => {
    const [d] = only(sample("11614-zh.wikisource.org.txt"), "pattern-full-url");
    expect(d).toMatchObject({ line: 577, column: 10 });
  });
});

describe("RFC 9309 §2.2: rules before any User-agent line (already rule-outside-group)", () => {
  it("lint keeps the parser's warning", () => {
    expect(lint("Disallow: /x\nUser-agent: *\n").map((d) => d.code)).toEqual([
      "rule-outside-group",
    ]);
    expect(only(sample("02453-dnsstuff.hostpro.ua.txt"), "rule-outside-group")).toHaveLength(1);
  });
});

describe("KOSTER-1996 §3.3 notes only for the profiles that read records", () => {
  const text = "User-agent: *\nDisallow: /a\n\nDisallow: /b\n\nUser-agent: lonely\n";

  it("rule-outside-record and record-without-rules are hidden by default (rfc9309, google)", () => {
    const robots = parseRobotsTxt(text);
    expect(robots.diagnostics.map((d) => d.code)).toEqual([
      "rule-outside-record",
      "record-without-rules",
    ]);
    expect(lintRobotsTxt(robots)).toEqual([]);
    expect(lintRobotsTxt(robots, { profile: "google" })).toEqual([]);
  });

  it("shown with profile koster1996 (and robots2, which reads records too)", () => {
    for (const profile of ["koster1996", "robots2"] as const)
      expect(lint(text, profile).map((d) => d.code)).toEqual([
        "rule-outside-record",
        "record-without-rules",
      ]);
  });
});

describe("the catalogue holds what lint gives", () => {
  it("every diagnostic lint gives on the corpus sample has the catalogue's severity and section", () => {
    const catalogue: Readonly<Record<string, { severity: unknown; spec: unknown }>> =
      DIAGNOSTIC_CATALOGUE;
    const codes = new Set<string>();
    for (const name of readdirSync(FIXTURES.corpusFiles)) {
      const found = sample(name);
      expectCatalogued(found);
      for (const d of found) {
        codes.add(d.code);
        const spec = catalogue[d.code]!.spec;
        expect(
          [spec].flat().some((s) => d.spec.startsWith(s as string)),
          d.code,
        ).toBe(true);
      }
    }
    for (const code of [
      "field-name-misspelt",
      "noindex-ignored",
      "rule-duplicate",
      "rule-contradiction",
      "user-agent-star-repeated",
      "pattern-full-url",
    ])
      expect(codes, code).toContain(code);
  });
});

describe("API misuse throws", () => {
  it("a TypeError for what is not a RobotsTxt or options that are not an object; a RangeError for an unknown profile", () => {
    const robots = parseRobotsTxt("");
    expect(() => lintRobotsTxt("User-agent: *" as never)).toThrow(TypeError);
    expect(() => lintRobotsTxt(robots, null as never)).toThrow(TypeError);
    expect(() => lintRobotsTxt(robots, { profile: "rfc1234" as never })).toThrow(RangeError);
  });
});
