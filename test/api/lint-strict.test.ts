// lintRobotsTxt(robots, { strict: true }) (src/lint/abnf.ts): every departure of the text from
// RFC 9309 §2.2's ABNF, as abnf-… warnings; each code with a file that trips it and a near miss
// that does not. The lenient reader's answers do not change.
import { describe, expect, it } from "vitest";
import {
  DIAGNOSTIC_CATALOGUE,
  lintRobotsTxt,
  parseRobotsTxt,
  type Diagnostic,
} from "../../src/index.js";

const strict = (text: string): readonly Diagnostic[] =>
  lintRobotsTxt(parseRobotsTxt(text), { strict: true });
const abnf = (text: string) =>
  strict(text)
    .filter((d) => d.code.startsWith("abnf-"))
    .map(({ code, line, column }) => ({ code, line, column }));

/** The file trips `code` at line:column, and only that abnf- code. */
function expectOnly(text: string, code: string, line: number, column: number): Diagnostic {
  expect(abnf(text)).toEqual([{ code, line, column }]);
  const d = strict(text).find((x) => x.code === code)!;
  const catalogued: Readonly<Record<string, { severity: unknown; spec: unknown }>> =
    DIAGNOSTIC_CATALOGUE;
  expect(catalogued[code]).toMatchObject({ severity: "warning", spec: d.spec });
  expect(d.severity).toBe("warning");
  return d;
}

describe('RFC 9309 §2.2.1 product-token = identifier / "*" (abnf-product-token)', () => {
  it("a version, a digit, a dot, a space, a non-ASCII letter are no product token", () => {
    const d = expectOnly("User-agent: ExampleBot/1.0\n", "abnf-product-token", 1, 13);
    expect(d.message).toMatch(/^"ExampleBot\/1\.0" is not a product token/);
    expect(d.spec).toBe("RFC 9309 §2.2.1");
    for (const value of ["Bot1", "9", "Example.Bot", "a b", "Böt", "**", "Bot*", "bot["])
      expect(abnf(`User-agent: ${value}\n`), value).toEqual([
        { code: "abnf-product-token", line: 1, column: 13 },
      ]);
  });

  it('near misses: "*", letters with "-" and "_", white space and a comment around it', () => {
    for (const text of [
      "User-agent: *\n",
      "User-agent: Example_Bot-news\n",
      " \tuser-agent \t: \tExampleBot \t# all\n",
      "User-agent: *#all\n",
    ])
      expect(abnf(text), text).toEqual([]);
  });

  it("an empty value is the reader's user-agent-invalid, not said twice", () => {
    expect(abnf("User-agent:\n")).toEqual([]);
    expect(strict("User-agent:\n").map((d) => d.code)).toEqual(["user-agent-invalid"]);
  });
});

describe('RFC 9309 §2.2.2 path-pattern = "/" *UTF8-char-noctl (abnf-path-pattern)', () => {
  it('a pattern starting with "*", or with white space inside', () => {
    const d = expectOnly("User-agent: *\nDisallow: *.pdf\n", "abnf-path-pattern", 2, 11);
    expect(d.spec).toBe("RFC 9309 §2.2.2");
    expectOnly("User-agent: *\nAllow: /a /b\n", "abnf-path-pattern", 2, 8);
    expectOnly("User-agent: *\nDisallow: /a\tb\n", "abnf-path-pattern", 2, 11);
  });

  it("near misses: a path with wildcards, non-ASCII, a query; an empty pattern; WS before a comment", () => {
    for (const rule of ["Disallow: /*.php$", "Allow: /café/ツ", "Disallow: /s?q=1", "Disallow:"])
      expect(abnf(`User-agent: *\n${rule}\n`), rule).toEqual([]);
    expect(abnf("User-agent: *\nDisallow: \t \nAllow: /x \t# note\n")).toEqual([]);
  });

  it("a pattern starting otherwise is the reader's pattern-not-path, not said twice", () => {
    expect(abnf("User-agent: *\nDisallow: private\n")).toEqual([]);
    expect(strict("User-agent: *\nDisallow: private\n").map((d) => d.code)).toEqual([
      "pattern-not-path",
    ]);
  });
});

describe("RFC 9309 §2.2 UTF8-char-noctl: no control character (abnf-control-character)", () => {
  it("a control in a path, a user-agent, a comment; the first of a line, at its column", () => {
    const d = expectOnly(
      "User-agent: *\nDisallow: /a\u0000b\u0001\n",
      "abnf-control-character",
      2,
      13,
    );
    expect(d.message).toMatch(/^U\+0000 is a control character in a disallow line/);
    expectOnly("User-agent: a\u000bb\n", "abnf-control-character", 1, 14);
    expectOnly("# note\u000c\nUser-agent: *\n", "abnf-control-character", 1, 7);
    expectOnly("User-agent: *\nAllow: /a # x\u001f\n", "abnf-control-character", 2, 14);
  });

  it("a comment on another record (§2.2.4) is held to the ABNF; its value is not", () => {
    expectOnly("Sitemap: https://e.example/s.xml # \u0001\n", "abnf-control-character", 1, 36);
    expect(abnf("Crawl-delay: 1\u0001\n")).toEqual([]);
  });

  it("near misses: tab, U+0080, U+FEFF inside a line, and DEL (%x24-7F, as the ABNF is written)", () => {
    expect(abnf("User-agent: *\t# a\tb\nDisallow: /\u0080\ufeff\u007f # \u007f\n")).toEqual([]);
  });
});

describe("RFC 9309 §2.2 EOL = *WS [comment] NL (abnf-line-end)", () => {
  it("a last line without a line break, at the column after it", () => {
    const d = expectOnly("User-agent: *\nDisallow: /", "abnf-line-end", 2, 12);
    expect(d.spec).toBe("RFC 9309 §2.2");
    expectOnly("User-agent: *\n# end", "abnf-line-end", 2, 6);
  });

  it("near misses: LF, CR, CR LF line ends, an empty file, a byte order mark", () => {
    for (const text of [
      "",
      "\n",
      "User-agent: *\r\nDisallow: /a\rAllow: /b\r\n",
      "\ufeffUser-agent: *\n",
    ])
      expect(abnf(text), JSON.stringify(text)).toEqual([]);
  });

  it("lines are counted as the reader counts them (CR LF is one line end)", () => {
    expectOnly("User-agent: *\r\n\r\nDisallow: *x\r\n", "abnf-path-pattern", 3, 11);
  });
});

describe("RFC 9309 §2.2 rule lines before any group: the reader's rule-outside-group only", () => {
  it("no abnf- code for the group structure", () => {
    expect(abnf("Disallow: /\n")).toEqual([]);
    expect(strict("Disallow: /\n").map((d) => d.code)).toContain("rule-outside-group");
  });
});

describe("strict is off by default; the lenient reader is unchanged", () => {
  const text = "User-agent: Bot/1.0\nDisallow: *.pdf\nAllow: /a\u0001 /b # \u000b\nDisallow: /x";

  it("lintRobotsTxt without strict (or strict: false) gives no abnf- code", () => {
    const robots = parseRobotsTxt(text);
    expect(lintRobotsTxt(robots).filter((d) => d.code.startsWith("abnf-"))).toEqual([]);
    expect(lintRobotsTxt(robots, { strict: false })).toEqual(lintRobotsTxt(robots));
  });

  it("strict adds the abnf- codes to the same diagnostics, in source order", () => {
    const robots = parseRobotsTxt(text);
    const lenient = lintRobotsTxt(robots);
    const all = lintRobotsTxt(robots, { strict: true });
    expect(all.filter((d) => !d.code.startsWith("abnf-"))).toEqual(lenient);
    expect(all.map((d) => d.code).filter((c) => c.startsWith("abnf-"))).toEqual([
      "abnf-product-token",
      "abnf-path-pattern",
      "abnf-control-character",
      "abnf-line-end",
    ]);
    const positions = all.map((d) => d.line * 1000 + d.column);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("parseRobotsTxt's diagnostics and answers are the same after a strict lint", () => {
    const before = parseRobotsTxt(text);
    const after = parseRobotsTxt(text);
    lintRobotsTxt(after, { strict: true });
    expect(after.diagnostics).toEqual(before.diagnostics);
    for (const url of ["/x.pdf", "/a", "/x"])
      expect(after.isAllowed(url, "Bot")).toBe(before.isAllowed(url, "Bot"));
  });

  it("strict must be a boolean (TypeError naming it)", () => {
    expect(() =>
      lintRobotsTxt(parseRobotsTxt(""), { strict: "yes" } as unknown as { strict: boolean }),
    ).toThrow(TypeError);
    expect(() =>
      lintRobotsTxt(parseRobotsTxt(""), { strict: "yes" } as unknown as { strict: boolean }),
    ).toThrow(/strict/);
  });
});

describe("ROBOTS-2.0 Robot-version: the ranges are the reader's robot-version-invalid", () => {
  // "The version is a three part number … Valid numbers for this part are 1 and 2."
  it("major 3 or 0, a suffix: robot-version-invalid, no abnf- code said twice", () => {
    for (const value of ["3.0.0", "0.0.0", "2.1.3-experimental"]) {
      const found = strict(`User-agent: *\nRobot-version: ${value}\n`);
      expect(
        found.map((d) => d.code),
        value,
      ).toEqual(["robot-version-invalid"]);
    }
  });

  it("near misses: 1.0.0, 2.0.0, 2.10.12; 2.1.3 is valid, only experimental", () => {
    for (const value of ["1.0.0", "2.0.0", "2.10.12"])
      expect(strict(`User-agent: *\nRobot-version: ${value}\n`), value).toEqual([]);
    expect(strict("User-agent: *\nRobot-version: 2.1.3\n").map((d) => d.code)).toEqual([
      "robot-version-experimental",
    ]);
  });
});
