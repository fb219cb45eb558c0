// robots-parser's own test suite run through robots-policy/robots-parser (issue 27: "A drop-in
// for robots-parser users: the same calls, RFC 9309 answers"). The suite is read at test time
// from the pinned devDependency, node_modules/robots-parser/test/Robots.js (mocha + chai, 41
// tests); `require('../index')` is replaced by our drop-in and `require('chai').expect` by
// vitest's `expect` (whose chai style, `.to.equal`, the suite uses), and it runs under vitest's
// `describe` and `it`.
//
// Every test passes but those listed in EXPECTED_DIFFERENCES, where a specification decides
// otherwise than robots-parser. Each of those is asserted to fail, on the listed call and with
// the listed answers (so the list cannot go stale: a test that starts passing, or fails on
// another call, fails here). The same suite also runs on robots-parser itself, so that the
// harness is known to run it faithfully.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import robotsParserImport from "robots-parser";
import { describe, expect, it } from "vitest";
import robotsParser, { type Robot } from "../../src/robots-parser.js";

const require = createRequire(import.meta.url);
const SUITE_FILE = require.resolve("robots-parser/test/Robots.js");
const SUITE_TESTS = 41;

/** robots-parser 3.0.1 itself: its index.d.ts types a CommonJS module as an ES default export. */
const robotsParserItself = robotsParserImport as unknown as typeof robotsParser;

/** A test of the suite that fails here by design: the call that differs, both answers, and what decides. */
interface ExpectedDifference {
  /** The call whose answer the suite's assertion checks, as the suite makes it. */
  readonly call: string;
  /** robots-policy's answer. */
  readonly ours: unknown;
  /** robots-parser's answer, which the suite expects. */
  readonly robotsParser: unknown;
  /** The specification and its sentence that decide for our answer. */
  readonly decidedBy: string;
}

const SITEMAP_URL_IS_FULL =
  'Google\'s reading of robots.txt (Google Search Central, "How Google interprets the robots.txt specification", sitemap): "The sitemap URL must be a fully-qualified URL". RFC 9309 §2.2.4 leaves Sitemap to the Sitemaps protocol ("Crawlers MAY interpret other records that are not part of the robots.txt protocol -- for example, \'Sitemaps\'"), whose robots.txt line names "the complete URL to the Sitemap" (sitemaps.org). A relative Sitemap line is ignored (diagnostic sitemap-invalid).';
const FIRST_HOST_COUNTS =
  "Yandex's Host directive (Host is Yandex's alone: RFC 9309 and Google do not read it): when a file has several Host lines, the first one is used. robots-policy reads Host so (src/rfc9309/rule-set-fields.ts, diagnostic host-repeated: \"a later Host line is ignored (the first counts)\"); robots-parser keeps the last.";

/** The suite's tests that fail through the drop-in, by name: a specification decides otherwise. */
const EXPECTED_DIFFERENCES: Readonly<Record<string, ExpectedDifference>> = {
  "should handle lone high / low surrogates": {
    call: 'isAllowed("http://www.example.com/\\udc00")',
    ours: false,
    robotsParser: true,
    decidedBy:
      'RFC 9309 §2.3: "The file MUST be UTF-8 encoded", and a lone surrogate has no UTF-8 encoding: the file\'s "/\\uD800" and "/\\uDC00" are read as U+FFFD, as the WHATWG URL parser reads the URL\'s "/\\uDC00" (/%EF%BF%BD). §2.2.2: "Octets in the URI and robots.txt paths outside the range of the ASCII coded character set ... MUST be percent-encoded ... prior to comparison", so both are /%EF%BF%BD and the rule matches. robots-parser fails to encode the pattern (encodeURI throws on a lone surrogate) and keeps it as it is, so it never matches.',
  },
  "should handle invalid robots.txt urls": {
    call: "getSitemaps()",
    ours: [],
    robotsParser: ["/sitemap.xml"],
    decidedBy: SITEMAP_URL_IS_FULL,
  },
  "should parse the sitemap directive": {
    call: "getSitemaps()",
    ours: ["http://example.com/test.xml", "http://example.com/test/sitemap.xml"],
    robotsParser: [
      "http://example.com/test.xml",
      "/sitemap.xml",
      "http://example.com/test/sitemap.xml",
    ],
    decidedBy: SITEMAP_URL_IS_FULL,
  },
  "should parse the host directive": {
    call: "getPreferredHost()",
    ours: "www.example.net",
    robotsParser: "example.com",
    decidedBy: FIRST_HOST_COUNTS,
  },
  "should treat only the last host directive as valid": {
    call: "getPreferredHost()",
    ours: "www.example.net",
    robotsParser: "example.com",
    decidedBy: FIRST_HOST_COUNTS,
  },
};

/** The source of a call, as the differences list it: `isAllowed("http://…")`. */
function callText(method: string, args: readonly unknown[]): string {
  const shown = [...args];
  while (shown.length > 0 && shown[shown.length - 1] === undefined) shown.pop();
  return `${method}(${shown.map((a) => (a === undefined ? "undefined" : JSON.stringify(a))).join(", ")})`;
}

const METHODS = [
  "isAllowed",
  "isDisallowed",
  "isExplicitlyDisallowed",
  "getMatchingLineNumber",
  "getCrawlDelay",
  "getSitemaps",
  "getPreferredHost",
] as const;

/** `parser` with every call of its robots recorded as `log.last`, so that a failed assertion names its call. */
function recording(
  parser: typeof robotsParser,
  log: { last: string | undefined },
): typeof robotsParser {
  return (url, contents) => {
    const robots = parser(url, contents) as unknown as Record<string, (...a: unknown[]) => unknown>;
    const recorded: Record<string, (...a: unknown[]) => unknown> = {};
    for (const method of METHODS)
      recorded[method] = (...args: unknown[]) => {
        log.last = callText(method, args);
        return robots[method]!(...args);
      };
    return recorded as unknown as Robot;
  };
}

/** The suite's text with its two require calls replaced, each found exactly once. */
function suiteCode(): string {
  let code = readFileSync(SUITE_FILE, "utf8");
  for (const [from, to] of [
    ["require('../index')", "robotsParserUnderTest"],
    ["require('chai').expect", "expect"],
  ] as const) {
    const count = code.split(from).length - 1;
    if (count !== 1)
      throw new Error(`${SUITE_FILE}: expected ${from} once, found it ${count} times`);
    code = code.replace(from, to);
  }
  return code;
}

type Suite = (
  robotsParserUnderTest: typeof robotsParser,
  expectation: typeof expect,
  describe: (name: string, body: () => void) => void,
  it: (name: string, body: () => void) => void,
) => void;

// The suite is robots-parser's own file, run as written.
const suite = new Function(
  "robotsParserUnderTest",
  "expect",
  "describe",
  "it",
  suiteCode(),
) as Suite;

/** The suite's test names, in order (the suite declared with a recording `it`). */
function suiteTestNames(): string[] {
  const names: string[] = [];
  suite(
    robotsParser,
    expect,
    (_name, body) => body(),
    (name) => names.push(name),
  );
  return names;
}

/** What `body` throws, or undefined. */
function failureOf(body: () => void): unknown {
  try {
    body();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("robots-parser's own suite (node_modules/robots-parser/test/Robots.js) through robots-policy/robots-parser", () => {
  const log: { last: string | undefined } = { last: undefined };
  suite(recording(robotsParser, log), expect, describe, (name, body) => {
    const difference = EXPECTED_DIFFERENCES[name];
    if (difference === undefined) {
      it(`robots-parser suite: ${name}`, () => {
        log.last = undefined;
        body();
      });
      return;
    }
    it(`robots-parser suite: ${name} (fails by design on ${difference.call})`, () => {
      log.last = undefined;
      const error = failureOf(body) as { actual?: unknown; expected?: unknown } | undefined;
      expect(error, `"${name}" passes now: remove it from EXPECTED_DIFFERENCES`).toBeInstanceOf(
        Error,
      );
      expect({ call: log.last, actual: error!.actual, expected: error!.expected }).toEqual({
        call: difference.call,
        actual: difference.ours,
        expected: difference.robotsParser,
      });
    });
  });
});

describe("robots-parser's own suite: the harness and the list of differences", () => {
  const names = suiteTestNames();

  it(`robots-parser suite: the suite has its ${SUITE_TESTS} tests, each name once`, () => {
    expect(names).toHaveLength(SUITE_TESTS);
    expect(new Set(names).size).toBe(names.length);
  });

  it("robots-parser suite: every expected difference names a test of the suite, with the sentence that decides", () => {
    for (const [name, difference] of Object.entries(EXPECTED_DIFFERENCES)) {
      expect(names, name).toContain(name);
      expect(difference.decidedBy).toMatch(/RFC 9309|Google|Yandex/);
    }
    // 41 tests, 5 of them decided otherwise by a specification (3 reasons).
    expect(Object.keys(EXPECTED_DIFFERENCES)).toHaveLength(5);
  });

  it("robots-parser suite: robots-parser 3.0.1 itself passes every test under this harness", () => {
    const failed: string[] = [];
    suite(
      robotsParserItself,
      expect,
      (_name, body) => body(),
      (name, body) => {
        if (failureOf(body) !== undefined) failed.push(name);
      },
    );
    expect(failed).toEqual([]);
  });
});
