// Property-based robustness (fast-check): content never throws, diagnostics lie inside the
// input, answers survive structuredClone, parses do not affect each other, and RFC 9309
// matching agrees with a plain reference matcher. `npm test` runs a few hundred cases per
// property with a fixed seed; `npm run fuzz` runs FUZZ_RUNS (default there 20,000) with a
// random seed, printed on failure so that a case can be replayed with FUZZ_SEED.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideAcap, parseHtmlPolicy, parseRobotsTxt, PROFILES, type Diagnostic } from "../../src/index.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? undefined : 20261125;
const PARAMETERS = { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) };
const TIMEOUT = Math.max(30_000, RUNS * 40);

const FIELD_NAMES = [
  "User-agent", "user-agent", "USER-AGENT", "Allow", "Disallow", "Dissalow", "Crawl-delay", "Sitemap", "Host", "Clean-param",
  "Robot-version", "Visit-time", "Request-rate", "Comment", "App-Directives", "Content-Usage", "Content-Signal",
  "ACAP-crawler", "ACAP-allow-crawl", "ACAP-disallow-index", "ACAP-qualified-usage", "ACAP-composite-usage",
  "ACAP-allow-present", "ACAP-permissions-reference", "ACAP-ignore-conventional-records", "Noindex", "X-Unknown",
];
const VALUE_PIECES = [
  "*", "/", "/a", "/a/b", "$", "*.pdf$", "%2F", "%E4%BD%A0", "ä", "ツ", "😀", "\u0000", "\t", " ", "#c", "bot", "Googlebot",
  "10", "0.5", "-1", "2.0.0", "0100-0500", "1/10s", "train-ai=n", "search=y, ai-use=n", "Train-AI=n", "ai-train=no",
  "time-limit=7-days", "max-length=5-words", "(c1) index present", "app;x=1", '"s"', "?0", "@1700000000", ":YQ==:",
  "https://example.com/s.xml", "/p ", "a".repeat(300),
];
const LINE_ENDS = ["\n", "\r\n", "\r"];

/** A realistic robots.txt: lines of known and unknown fields with mixed values and line ends. */
const robotsTxt = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(":", ": ", " : ", "", ":\t"), fc.array(fc.constantFrom(...VALUE_PIECES), { maxLength: 4 })).map(([name, colon, value]) => `${name}${colon}${value.join("")}`) },
      { weight: 1, arbitrary: fc.constantFrom("", "# comment", "   ", "\uFEFF", "<html>", "User-agent *") },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    ),
    { maxLength: 30 },
  )
  .chain((lines) => fc.array(fc.constantFrom(...LINE_ENDS), { minLength: lines.length, maxLength: lines.length }).map((ends) => lines.map((line, i) => line + ends[i]).join("")));

const anyText = fc.oneof(robotsTxt, fc.string({ unit: "binary", maxLength: 200 }), fc.string({ unit: "grapheme", maxLength: 200 }));
// Valid crawler names only: a name that is no product token is API misuse (a TypeError), not content.
// (A name has a letter: "2.1" alone is a version passed by mistake.)
const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,11}$/);
const agent = fc.oneof(fc.constantFrom("bot", "Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "ExampleBot/1.0"), token);
const userAgent = fc.oneof(agent, fc.array(token, { minLength: 1, maxLength: 3 }));
const path = fc.array(fc.constantFrom("/", "a", "b", "%2F", "ä", "*", "$", "?x=1", "#f", ".pdf", "%"), { maxLength: 8 }).map((parts) => `/${parts.join("")}`);

/** Line count as the parser counts lines (CR, LF and CRLF each end one). */
function lineCount(text: string): number {
  let lines = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) lines++;
  }
  return lines;
}

function expectInside(diagnostics: readonly Diagnostic[], text: string): void {
  const lines = lineCount(text);
  for (const d of diagnostics) {
    expect(d.line, `${d.code} line`).toBeGreaterThanOrEqual(1);
    expect(d.line, `${d.code} line`).toBeLessThanOrEqual(lines);
    expect(d.column, `${d.code} column`).toBeGreaterThanOrEqual(1);
    expect(d.spec, d.code).not.toBe("");
  }
}

describe("robustness (property-based): content never throws", () => {
  it("robots.txt of any text or bytes gives a policy, and every query of every profile an answer", () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), userAgent, path, (text, asBytes, ua, p) => {
        const robots = parseRobotsTxt(asBytes ? new TextEncoder().encode(text) : text);
        for (const profile of PROFILES) {
          expect(typeof robots.isAllowed(`https://example.com${p}`, ua, { profile })).toBe("boolean");
          expect(robots.decide({ url: `https://example.com${p}`, userAgent: ua, profile }).explanation).not.toBe("");
        }
        robots.crawlDelay(ua);
        robots.delayBetweenRequests(ua, { at: new Date(0) });
        robots.contentUsage({ url: `https://example.com${p}`, userAgent: ua, headers: { "content-usage": text.slice(0, 40) } });
        decideAcap(robots, { url: `https://example.com${p}`, userAgent: ua, usage: "index" });
      }),
      PARAMETERS,
    );
  }, TIMEOUT);

  it("every diagnostic lies inside the input (line within the file, column ≥ 1, a spec section)", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const robots = parseRobotsTxt(text);
        // A leading BOM is not a line of its own; the text the parser read is the input.
        expectInside(robots.diagnostics, text);
      }),
      PARAMETERS,
    );
  }, TIMEOUT);
});

const HTML_PIECES = [
  "<html>", "<head>", "</head>", "<body>", "</body>", "<div>", "</div>", "<p class='the-acap:disallow-index'>", "</p>",
  '<meta name="robots" content="noindex, nofollow">', '<meta name="googlebot" content="max-snippet:20, noai">',
  '<meta name="robots" content="ACAP version 1.1">', '<meta name="robots" content="ACAP disallow-present-snippet">',
  '<meta name="tdm-reservation" content="1">', "<span class=\"a the-acap:allow-present\">", "<!-- c -->", "<script>x<y</script>",
  "<table><tr><td>", "text", "&amp;", "&#x1F600;", "<", ">", "'", '"', "<b><i>", "</b>", "\n", "\r\n",
];
const html = fc.oneof(fc.array(fc.constantFrom(...HTML_PIECES), { maxLength: 40 }).map((pieces) => pieces.join("")), fc.string({ unit: "binary", maxLength: 200 }));

describe("robustness (property-based): HTML", () => {
  it("any HTML gives a page policy whose diagnostics lie inside it", () => {
    fc.assert(
      fc.property(html, (text) => {
        const page = parseHtmlPolicy(text, { url: "https://example.com/", headers: { "X-Robots-Tag": "noarchive" } });
        expectInside(page.diagnostics, text);
      }),
      PARAMETERS,
    );
  }, TIMEOUT);

  it("a page policy answers the same after structuredClone and JSON", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /private/\n");
    fc.assert(
      fc.property(html, fc.constantFrom("index", "follow", "present-snippet") as fc.Arbitrary<"index">, agent, (text, usage, ua) => {
        const page = parseHtmlPolicy(text, { url: "https://example.com/a" });
        const ask = (p: typeof page) => [
          robots.decide({ url: "https://example.com/a", userAgent: ua, usage: "archive", page: p }),
          decideAcap(robots, { url: "https://example.com/a", userAgent: ua, usage, page: p }),
          robots.contentUsage({ url: "/a", userAgent: ua, page: p }),
        ];
        const original = ask(page);
        expect(ask(structuredClone(page))).toEqual(original);
        expect(ask(JSON.parse(JSON.stringify(page)))).toEqual(original);
      }),
      PARAMETERS,
    );
  }, TIMEOUT);
});

describe("robustness (property-based): parses are independent and deterministic", () => {
  it("parsing another file in between does not change a file's answers", () => {
    fc.assert(
      fc.property(robotsTxt, robotsTxt, path, agent, (first, second, p, ua) => {
        const robots = parseRobotsTxt(first);
        const url = `https://example.com${p}`;
        const before = robots.decide({ url, userAgent: ua });
        const other = parseRobotsTxt(second);
        other.decide({ url, userAgent: ua });
        expect(robots.decide({ url, userAgent: ua })).toEqual(before);
        expect(parseRobotsTxt(first).decide({ url, userAgent: ua })).toEqual(before);
      }),
      PARAMETERS,
    );
  }, TIMEOUT);
});

/**
 * RFC 9309 §2.2.2–§2.2.3 by dynamic programming: does `pattern` (`*` any run, a final `$` the
 * end) match a prefix of `path`? Plain loops, no regular expression.
 */
function referenceMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  // reach[j]: the pattern read so far can end at path position j.
  let reach = new Array<boolean>(path.length + 1).fill(false);
  reach[0] = true;
  for (const c of body) {
    const next = new Array<boolean>(path.length + 1).fill(false);
    if (c === "*") {
      let any = false;
      for (let j = 0; j <= path.length; j++) next[j] = any = any || reach[j]!;
    } else for (let j = 0; j < path.length; j++) if (reach[j] && path[j] === c) next[j + 1] = true;
    reach = next;
  }
  return anchored ? reach[path.length]! : reach.some(Boolean);
}

/** RFC 9309 §2.2.2: the longest matching pattern decides; equal lengths: allow; none: allowed. */
function referenceAllowed(rules: readonly { allow: boolean; pattern: string }[], path: string): boolean {
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of rules) {
    if (rule.pattern === "" || !referenceMatches(rule.pattern, path)) continue;
    const length = rule.pattern.length;
    if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
  }
  return best?.allow ?? true;
}

describe("RFC 9309 §2.2.2 matching agrees with a reference matcher", () => {
  const patternChar = fc.constantFrom("a", "b", "c", "/", "*");
  const pattern = fc.tuple(fc.array(patternChar, { minLength: 1, maxLength: 8 }), fc.boolean()).map(([chars, end]) => `/${chars.join("")}${end ? "$" : ""}`);
  const rule = fc.record({ allow: fc.boolean(), pattern });
  const plainPath = fc.array(fc.constantFrom("a", "b", "c", "/"), { maxLength: 10 }).map((chars) => `/${chars.join("")}`).filter((p) => !p.startsWith("/robots.txt"));

  it("longest match, allow on ties, * and $, on generated single-group files", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), plainPath, (rules, p) => {
        const text = `User-agent: *\n${rules.map((r) => `${r.allow ? "Allow" : "Disallow"}: ${r.pattern}`).join("\n")}\n`;
        expect(parseRobotsTxt(text).isAllowed(`https://example.com${p}`, "bot")).toBe(referenceAllowed(rules, p));
      }),
      { ...PARAMETERS, numRuns: RUNS * 4 },
    );
  }, TIMEOUT);
});
