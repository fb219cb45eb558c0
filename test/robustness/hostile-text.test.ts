// Issue 24, "the whole input trimmed or regex-scanned once per item": inputs that made a
// regular expression backtrack or a trim run once per directive. What is checked here is that
// such inputs are read right (the answers and diagnostics); their cost is measured, never
// asserted (BENCHMARKS.md, issue 24), and eslint-plugin-regexp (eslint.config.js) refuses a
// regular expression in src/ that can backtrack super-linearly. The scans that replaced the
// expressions are compared with those expressions on random texts.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseHtmlPolicy, parseRobotsTxt } from "../../src/index.js";
import { MAX_LINE_OCTETS } from "../../src/rfc9309/lower.js";
import { splitDirectives, splitXRobotsTag } from "../../src/html/conventional.js";

const URL_ = "https://example.com/page.html";

describe("RFC 9309 §2.5 google/robotstxt's line limit: blanks inside a value", () => {
  // The cut value's trailing blanks were dropped by /[ \t]+$/, which retried at every blank of
  // a run that a later character ends: 16,000 blanks inside, 6 s for one 500 KB file.
  const blanks = " \t".repeat(8_000);
  const line = `Disallow: /a${blanks}b${"c".repeat(2_000)}`;
  const file = `User-agent: *\n${line}\n`.repeat(3);

  it("the value is cut where the line passes the limit, keeping the blanks inside", () => {
    const robots = parseRobotsTxt(file);
    const rules = robots.policy.groups.flatMap((g) => g.rules);
    const kept = MAX_LINE_OCTETS - "Disallow: ".length;
    expect(rules).toHaveLength(3);
    for (const rule of rules) expect(rule.pattern).toBe(line.slice(10, 10 + kept));
    const cut = robots.diagnostics.filter((d) => d.code === "line-too-long");
    expect(cut.map((d) => [d.line, d.column])).toEqual([
      [2, MAX_LINE_OCTETS + 1],
      [4, MAX_LINE_OCTETS + 1],
      [6, MAX_LINE_OCTETS + 1],
    ]);
  });

  it("a cut that falls inside the blanks drops them: the rule is the text before them", () => {
    const value = `/a${" ".repeat(MAX_LINE_OCTETS)}b`;
    const robots = parseRobotsTxt(`User-agent: *\nDisallow: ${value}\n`);
    expect(robots.policy.groups[0]!.rules[0]!.pattern).toBe("/a");
    expect(robots.isAllowed("/a", "bot", { profile: "google" })).toBe(false);
    expect(robots.isAllowed("/b", "bot", { profile: "google" })).toBe(true);
  });

  it("the crawl index (parse alone) matches with the same cut value as the model", () => {
    const spaces = `/a${" ".repeat(16_000)}b${"c".repeat(2_000)}`;
    const robots = parseRobotsTxt(`User-agent: *\nDisallow: ${spaces}\n`);
    const pattern = robots.policy.groups[0]!.rules[0]!.pattern;
    expect(pattern).toBe(spaces.slice(0, MAX_LINE_OCTETS - "Disallow: ".length));
    const fresh = parseRobotsTxt(`User-agent: *\nDisallow: ${spaces}\n`);
    expect(fresh.isAllowed(pattern, "bot")).toBe(false);
    expect(fresh.isAllowed(pattern.slice(0, -1), "bot")).toBe(true);
  });
});

describe("robots META / X-Robots-Tag: content read once, however long", () => {
  const directives = Array.from({ length: 12_500 }, (_, i) =>
    i % 2 === 0 ? "noindex" : "nofollow",
  ).join(", ");
  const content = `${" ".repeat(100_000)}${directives}`;

  it("100,000 blanks then 12,500 directives in a META tag: every directive, quoting the content trimmed", () => {
    const page = parseHtmlPolicy(
      `<html><head><meta name="robots" content="${content}"></head></html>`,
      { url: URL_ },
    );
    expect(page.directives).toHaveLength(12_500);
    expect(page.directives.every((d) => d.text === directives)).toBe(true);
    expect(page.rules.every((r) => r.text === directives)).toBe(true);
    const robots = parseRobotsTxt("User-agent: *\nAllow: /\n");
    expect(robots.decide({ url: URL_, userAgent: "bot", usage: "index", page }).allowed).toBe(
      false,
    );
  });

  it("the same as X-Robots-Tag, and noai tokens in it quote the header value trimmed", () => {
    const header = `${" ".repeat(100_000)}${directives.replaceAll("nofollow", "noai")}`;
    const page = parseHtmlPolicy("<p>x</p>", { url: URL_, headers: { "X-Robots-Tag": header } });
    expect(page.directives).toHaveLength(12_500);
    const robots = parseRobotsTxt("User-agent: *\nAllow: /\n");
    const answer = robots.contentUsage({
      url: URL_,
      userAgent: "bot",
      headers: { "x-robots-tag": header },
    });
    expect(answer.noai).toEqual(["noai"]);
    expect(answer.sources.noai).toHaveLength(6_250);
    const quoted = header.trim();
    expect(answer.sources.noai.every((f) => f.text === quoted)).toBe(true);
  });

  it('"a:" + 80,000 blanks + a line break: not a "name: value" directive, read as words', () => {
    const page = parseHtmlPolicy("<p>x</p>", {
      url: URL_,
      headers: { "X-Robots-Tag": `noindex, a:${" ".repeat(80_000)}\nb\nc` },
    });
    expect(page.directives.map((d) => d.name)).toEqual(["noindex"]);
    expect(page.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('"a:"'),
      expect.stringContaining('"b"'),
      expect.stringContaining('"c"'),
    ]);
  });
});

describe("ACAP-2 §2.2 a page's diagnostics are bounded, as a robots.txt file's", () => {
  it("250,000 words that are not directives: 10,000 reported, then one note counts the other 240,000", () => {
    const content = "a ".repeat(250_000);
    const page = parseHtmlPolicy(
      `<html><head><meta name="robots" content="${content}"></head></html>`,
      { url: URL_ },
    );
    const unknown = page.diagnostics.filter((d) => d.code === "robots-directive-unknown");
    expect(unknown).toHaveLength(10_000);
    expect(page.diagnostics.filter((d) => d.code === "page-diagnostics-limit")).toEqual([
      {
        severity: "info",
        code: "page-diagnostics-limit",
        message:
          '240000 more "robots-directive-unknown" diagnostics are not listed (at most 10,000 of one code per page)',
        line: 1,
        column: 13,
        spec: "ACAP-2 §2.2",
      },
    ]);
  });

  it("a page under the limit is reported whole, in source order", () => {
    const page = parseHtmlPolicy(
      '<html><head><meta name="robots" content="a b"></head><body><meta name="robots" content="noindex"></body></html>',
      { url: URL_ },
    );
    expect(page.diagnostics.map((d) => [d.code, d.column])).toEqual([
      ["robots-directive-unknown", 13],
      ["robots-directive-unknown", 13],
      ["meta-in-body", 60],
    ]);
  });
});

/** The expressions the scans replaced, as they were. */
const reference = {
  valued: (text: string) => /^([A-Za-z_-]+)\s*:\s*(.*)$/.exec(text),
  xRobotsTag: (value: string) => /^\s*([A-Za-z][\w.-]*)\s*:\s*(.*)$/s.exec(value),
};

function referenceSplitDirectives(content: string) {
  const out: { name: string; value?: string; offset: number; text: string }[] = [];
  let offset = 0;
  for (const part of content.split(",")) {
    const start = offset + (part.length - part.trimStart().length);
    offset += part.length + 1;
    const text = part.trim();
    if (text === "") continue;
    const colon = reference.valued(text);
    if (colon) {
      out.push({ name: colon[1]!.toLowerCase(), value: colon[2]!.trim(), offset: start, text });
      continue;
    }
    let at = start;
    for (const word of text.split(/\s+/)) {
      at = content.indexOf(word, at);
      out.push({ name: word.toLowerCase(), offset: at, text: word });
      at += word.length;
    }
  }
  return out;
}

function referenceSplitXRobotsTag(value: string) {
  const prefix = reference.xRobotsTag(value);
  const name = prefix?.[1]!.toLowerCase();
  return name !== undefined &&
    !["max-snippet", "max-image-preview", "max-video-preview", "unavailable_after"].includes(name)
    ? { crawler: name, content: prefix![2]! }
    : { crawler: "*", content: value };
}

describe("robots META / X-Robots-Tag: the scans read as the regular expressions did", () => {
  const pieces = [
    "a",
    "Z",
    "_",
    "-",
    ".",
    "7",
    ":",
    ",",
    " ",
    "\t",
    "\n",
    "\r",
    "\u2028",
    "\u00a0",
    "\ufeff",
    "é",
    "noindex",
    "max-snippet",
    "googlebot",
    "5",
  ];
  const texts = fc
    .array(fc.constantFrom(...pieces), { maxLength: 16 })
    .map((parts) => parts.join(""));

  it("directives (name: value, word lists)", () => {
    fc.assert(
      fc.property(texts, (content) => {
        expect(splitDirectives(content)).toEqual(referenceSplitDirectives(content));
      }),
      { numRuns: 3_000 },
    );
  });

  it("an X-Robots-Tag value's crawler prefix", () => {
    fc.assert(
      fc.property(texts, (value) => {
        expect(splitXRobotsTag(value)).toEqual(referenceSplitXRobotsTag(value));
      }),
      { numRuns: 3_000 },
    );
  });
});
