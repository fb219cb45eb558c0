// robots-policy/robots-parser (issue 27): robots-parser 3's calls and conventions (`undefined`
// for a URL of another origin, relative URLs, an optional user agent, null content, 1-based
// line numbers and -1), answered by the core entry's parseRobotsTxt under rfc9309; never a
// throw (fast-check); and every example of docs/migrating-from-robots-parser.md, each asked of
// both libraries (robots-parser 3.0.1 is a pinned devDependency), and found in the page.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import robotsParserImport from "robots-parser";
import { describe, expect, it } from "vitest";
import robotsParserDefault, { robotsParser, type Robot } from "../../src/robots-parser.js";
import { parseRobotsTxt } from "../../src/core.js";
import { pathOf } from "../../src/core/url.js";
import { pathOnOrigin, placeOf } from "../../src/robots-parser-url.js";
import { FIXTURES } from "../support/corpus.js";
import {
  anyString,
  anyUrl,
  anyUserAgent,
  parameters,
  robotsBytes,
  robotsContent,
  timeout,
  url as anyAcceptedUrl,
} from "../fuzz/arbitraries.js";

/** robots-parser 3.0.1 itself: its index.d.ts types a CommonJS module as an ES default export. */
const theirs = robotsParserImport as unknown as typeof robotsParser;
const ROBOTS_URL = "https://example.com/robots.txt";

describe("robots-parser drop-in: the calls and their conventions", () => {
  it("robots-parser drop-in: the default export is the named export robotsParser", () => {
    expect(robotsParserDefault).toBe(robotsParser);
  });

  it("robots-parser drop-in: undefined for another origin (default ports)", () => {
    const robots = robotsParser(ROBOTS_URL, "User-agent: *\nDisallow: /private/\n");
    expect(robots.isAllowed("https://example.com/private/x")).toBe(false);
    expect(robots.isAllowed("https://example.com:443/private/x")).toBe(false);
    expect(robots.isAllowed("https://EXAMPLE.com/private/x")).toBe(false);
    expect(robots.isAllowed("https://example.com/public")).toBe(true);
    for (const other of [
      "http://example.com/private/x",
      "https://example.com:8443/private/x",
      "https://www.example.com/private/x",
      "ftp://example.com/private/x",
    ]) {
      expect(robots.isAllowed(other), other).toBeUndefined();
      expect(robots.isExplicitlyDisallowed(other, "bot"), other).toBeUndefined();
      expect(robots.getMatchingLineNumber(other), other).toBe(-1);
    }
    const http = robotsParser("http://example.com:80/robots.txt", "User-agent: *\nDisallow: /\n");
    expect(http.isAllowed("http://example.com/x")).toBe(false);
    expect(http.isAllowed("http://example.com:8080/x")).toBeUndefined();
  });

  it("robots-parser drop-in: undefined for an invalid URL, and for every URL when the robots.txt URL is invalid", () => {
    const robots = robotsParser(ROBOTS_URL, "User-agent: *\nDisallow: /\n");
    for (const invalid of [
      "http://exa mple.com/x",
      "http://[::1/x",
      "mailto:webmaster@example.com",
    ])
      expect(robots.isAllowed(invalid), invalid).toBeUndefined();
    const broken = robotsParser("https://ex ample.com/robots.txt", "User-agent: *\nDisallow: /\n");
    expect(broken.isAllowed("https://example.com/x")).toBeUndefined();
    expect(broken.isAllowed("/x")).toBeUndefined();
    // Both invalid: robots-parser 3.0.1 throws (its path is undefined + undefined); we answer.
    expect(broken.isAllowed("http://exa mple.com/x")).toBeUndefined();
    expect(() =>
      theirs("https://ex ample.com/robots.txt", "User-agent: *\nDisallow: /\n").isAllowed(
        "http://exa mple.com/x",
      ),
    ).toThrow(TypeError);
  });

  it("robots-parser drop-in: relative URLs pair with a relative robots.txt URL only", () => {
    const text = "User-agent: *\nDisallow: /fish\nAllow: /fish/test\n";
    const relative = robotsParser("/robots.txt", text);
    expect(relative.isAllowed("/fish/test")).toBe(true);
    expect(relative.isAllowed("/fish")).toBe(false);
    expect(relative.isAllowed("fish")).toBe(false); // against "/robots.txt": /fish
    expect(relative.isAllowed("https://example.com/fish")).toBeUndefined();
    const absolute = robotsParser(ROBOTS_URL, text);
    expect(absolute.isAllowed("/fish")).toBeUndefined();
    // A network-path reference is resolved as robots-parser resolves it: to http:.
    expect(absolute.isAllowed("//example.com/fish")).toBeUndefined();
    expect(
      robotsParser("http://example.com/robots.txt", text).isAllowed("//example.com/fish"),
    ).toBe(false);
  });

  it("robots-parser drop-in: without a user agent the * groups answer, as robots-parser's '*'", () => {
    const text =
      "User-agent: *\nDisallow: /star/\nCrawl-delay: 3\n\nUser-agent: a\nDisallow: /a/\n";
    const robots = robotsParser(ROBOTS_URL, text);
    expect(robots.isAllowed("https://example.com/star/x")).toBe(false);
    expect(robots.isAllowed("https://example.com/a/x")).toBe(true);
    expect(robots.getMatchingLineNumber("https://example.com/star/x")).toBe(2);
    expect(robots.getCrawlDelay()).toBe(3);
    expect(robots.isAllowed("https://example.com/a/x", "a")).toBe(false);
    expect(robots.getCrawlDelay("a")).toBeUndefined();
    // A file that names the token asked for the anonymous crawler: the next one is asked.
    const naming = robotsParser(
      ROBOTS_URL,
      "User-agent: robots-parser-anonymous\nDisallow: /\n\nUser-agent: *\nDisallow: /star/\n",
    );
    expect(naming.isAllowed("https://example.com/x")).toBe(true);
    expect(naming.isAllowed("https://example.com/star/x")).toBe(false);
    expect(naming.getMatchingLineNumber("https://example.com/star/x")).toBe(5);
  });

  it("robots-parser drop-in: a user agent that names no crawler is read as none", () => {
    const robots = robotsParser(
      ROBOTS_URL,
      "User-agent: *\nDisallow: /\n\nUser-agent: bot\nAllow: /\n",
    );
    for (const ua of ["", " ", "*", "2.1", "/", undefined, null, 42, {}, []] as unknown[]) {
      expect(robots.isAllowed("https://example.com/x", ua as string), String(ua)).toBe(false);
      expect(robots.getMatchingLineNumber("https://example.com/x", ua as string)).toBe(2);
      expect(robots.isExplicitlyDisallowed("https://example.com/x", ua as string)).toBe(false);
    }
    // A whole User-Agent header and a list of tokens name their crawler.
    expect(robots.isAllowed("https://example.com/x", "Mozilla/5.0 (compatible; bot/1.0)")).toBe(
      true,
    );
    expect(robots.isAllowed("https://example.com/x", ["other", "bot"] as unknown as string)).toBe(
      true,
    );
    expect(robots.isAllowed("https://example.com/x", "Bot/2.0")).toBe(true);
  });

  it("robots-parser drop-in: null and undefined content are an empty file; bytes are UTF-8", () => {
    for (const content of [null, undefined, ""]) {
      const robots = robotsParser(ROBOTS_URL, content);
      expect(robots.isAllowed("https://example.com/x", "bot")).toBe(true);
      expect(robots.getMatchingLineNumber("https://example.com/x")).toBe(-1);
      expect(robots.getSitemaps()).toEqual([]);
      expect(robots.getPreferredHost()).toBeNull();
      expect(robots.getCrawlDelay()).toBeUndefined();
    }
    const bytes = new TextEncoder().encode("\uFEFFUser-agent: *\nDisallow: /café\n");
    const fromBytes = robotsParser(ROBOTS_URL, bytes as unknown as string);
    expect(fromBytes.isAllowed("https://example.com/caf%C3%A9")).toBe(false);
    expect(fromBytes.getMatchingLineNumber("https://example.com/café")).toBe(2);
    // Anything else is read as its text, and never throws.
    expect(robotsParser(ROBOTS_URL, 42 as unknown as string).isAllowed(ROBOTS_URL)).toBe(true);
    const noText = Object.create(null) as string;
    expect(robotsParser(ROBOTS_URL, noText).isAllowed("https://example.com/x")).toBe(true);
  });

  it("robots-parser drop-in: line numbers are 1-based, -1 when no rule matched", () => {
    for (const eol of ["\n", "\r\n", "\r"]) {
      const text = ["", "User-agent: *", "# x", "Disallow: /a", "Allow: /a/b", ""].join(eol);
      const robots = robotsParser(ROBOTS_URL, text);
      expect(robots.getMatchingLineNumber("https://example.com/a/x"), JSON.stringify(eol)).toBe(4);
      expect(robots.getMatchingLineNumber("https://example.com/a/b")).toBe(5);
      expect(robots.getMatchingLineNumber("https://example.com/b")).toBe(-1);
    }
  });

  it("robots-parser drop-in: isDisallowed is !isAllowed, so true for another origin, as in robots-parser", () => {
    const text = "User-agent: *\nDisallow: /private/\n";
    const [ours, rp] = [robotsParser(ROBOTS_URL, text), theirs(ROBOTS_URL, text)];
    for (const url of [
      "https://example.com/private/x",
      "https://example.com/public",
      "https://other.example/",
      "not a url",
    ]) {
      expect(ours.isDisallowed(url), url).toBe(!ours.isAllowed(url));
      expect(ours.isDisallowed(url), url).toBe(rp.isDisallowed(url));
    }
  });

  it("robots-parser drop-in: isExplicitlyDisallowed reads only the groups that name the crawler", () => {
    const text = [
      "User-agent: *",
      "Disallow: /",
      "",
      "User-agent: bot",
      "Disallow: /private/",
      "Allow: /private/open/",
      "",
      "User-agent: other",
      "Allow: /",
    ].join("\n");
    const robots = robotsParser(ROBOTS_URL, text);
    expect(robots.isExplicitlyDisallowed("https://example.com/private/x", "bot")).toBe(true);
    expect(robots.isExplicitlyDisallowed("https://example.com/private/x", "Bot/1.0")).toBe(true);
    expect(robots.isExplicitlyDisallowed("https://example.com/private/open/x", "bot")).toBe(false);
    expect(robots.isExplicitlyDisallowed("https://example.com/public", "bot")).toBe(false);
    expect(robots.isExplicitlyDisallowed("https://example.com/robots.txt", "bot")).toBe(false);
    // Disallowed by the * group only: not explicitly.
    expect(robots.isDisallowed("https://example.com/x", "unnamed")).toBe(true);
    expect(robots.isExplicitlyDisallowed("https://example.com/x", "unnamed")).toBe(false);
    expect(robots.isExplicitlyDisallowed("https://example.com/x", "other")).toBe(false);
    expect(robots.isExplicitlyDisallowed("https://other.example/x", "bot")).toBeUndefined();
  });

  it("robots-parser drop-in: getCrawlDelay, getSitemaps (a new array each call), getPreferredHost", () => {
    const text = [
      "Sitemap: https://example.com/a.xml",
      "Host: example.com",
      "User-agent: *",
      "Crawl-delay: 1.5",
      "Disallow: /x",
      "",
      "User-agent: slow",
      "Crawl-delay: 30",
      "Disallow: /y",
      "Sitemap: https://example.com/b.xml",
    ].join("\n");
    const robots = robotsParser(ROBOTS_URL, text);
    expect(robots.getCrawlDelay()).toBe(1.5);
    expect(robots.getCrawlDelay("other")).toBe(1.5);
    expect(robots.getCrawlDelay("slow/2.0")).toBe(30);
    const sitemaps = robots.getSitemaps();
    expect(sitemaps).toEqual(["https://example.com/a.xml", "https://example.com/b.xml"]);
    sitemaps.push("changed");
    expect(robots.getSitemaps()).toHaveLength(2);
    expect(robots.getPreferredHost()).toBe("example.com");
    expect(robotsParser(ROBOTS_URL, "User-agent: *\n").getPreferredHost()).toBeNull();
  });
});

describe("robots-parser drop-in: the answers are robots-policy's", () => {
  it("robots-parser drop-in: on the corpus sample, every answer is the core entry's parseRobotsTxt under rfc9309 for the same path", () => {
    let asked = 0;
    let rewritten = 0;
    for (const line of readFileSync(FIXTURES.corpusQueries, "utf8").split("\n")) {
      const [file, token, ...urls] = line.split("\t");
      if (!file || !token || urls.length === 0) continue;
      const text = readFileSync(`${FIXTURES.corpusFiles}${file}`, "utf8");
      const origin = new URL(urls[0]!).origin;
      const [dropIn, core] = [robotsParser(`${origin}/robots.txt`, text), parseRobotsTxt(text)];
      for (const url of urls) {
        // The URL parser removes dot segments and encodes a few characters; core reads the string as given.
        if (placeOf(url)?.path !== pathOf(url)) {
          rewritten++;
          continue;
        }
        for (const ua of ["Googlebot", token]) {
          asked++;
          expect(dropIn.isAllowed(url, ua), `${file} ${url} ${ua}`).toBe(core.isAllowed(url, ua));
          expect(dropIn.getMatchingLineNumber(url, ua)).toBe(core.matchingLine(url, ua) || -1);
        }
      }
    }
    expect(asked).toBeGreaterThan(20_000);
    expect(rewritten).toBeLessThan(asked / 100);
  });

  it("robots-parser drop-in: a URL read without the URL parser is read as the parser reads it (fast-check)", () => {
    const origins = [
      "https://example.com",
      "http://example.com:8080",
      "http://xn--bcher-kva.example",
    ];
    const piece = fc.oneof(
      fc.constantFrom(..."/?#.%&=;:@!$'()*+,[]|^`{}<>\"\\ ~ä\t"),
      fc.constantFrom("/.", "/..", "/./", "%2e", "%2E", "%2f", "%7E", "%41", "//", "?", "#"),
      fc.string({ unit: "grapheme-ascii", maxLength: 3 }),
    );
    const path = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(fc.constantFrom(...origins), path, (origin, rest) => {
        for (const url of [`${origin}/${rest}`, `${origin}${rest}`]) {
          const fast = pathOnOrigin(url, origin);
          if (fast === undefined) continue;
          expect(placeOf(url), url).toEqual({ origin, path: fast });
        }
      }),
      parameters(20),
    );
  });

  it(
    "robots-parser drop-in: never throws, for any content, robots.txt URL, URL or user agent (fast-check)",
    () => {
      const content = fc.oneof(
        robotsContent,
        robotsBytes,
        fc.constantFrom(null, undefined, 0, true, {}, []),
      ) as fc.Arbitrary<string>;
      const robotsUrl = fc.oneof(
        fc.constantFrom(ROBOTS_URL, "/robots.txt", "http://example.com:8080/robots.txt"),
        anyUrl,
        fc.constantFrom(undefined, null),
      ) as fc.Arbitrary<string>;
      const url = fc.oneof(anyAcceptedUrl, anyUrl, anyString(20));
      const ua = fc.oneof(
        anyUserAgent,
        fc.constantFrom(undefined, null, 7),
      ) as fc.Arbitrary<string>;
      fc.assert(
        fc.property(
          content,
          robotsUrl,
          fc.array(url, { maxLength: 3 }),
          ua,
          (text, at, urls, agent) => {
            const robots: Robot = robotsParser(at, text);
            for (const u of urls) {
              const allowed = robots.isAllowed(u, agent);
              expect([true, false, undefined]).toContain(allowed);
              expect(robots.isDisallowed(u, agent)).toBe(!allowed);
              expect([true, false, undefined]).toContain(robots.isExplicitlyDisallowed(u, agent));
              const line = robots.getMatchingLineNumber(u, agent);
              expect(line === -1 || line >= 1).toBe(true);
            }
            const delay = robots.getCrawlDelay(agent);
            expect(delay === undefined || typeof delay === "number").toBe(true);
            expect(Array.isArray(robots.getSitemaps())).toBe(true);
            expect([null, "string"]).toContain(
              robots.getPreferredHost() === null ? null : typeof robots.getPreferredHost(),
            );
          },
        ),
        parameters(2),
      );
    },
    timeout(60),
  );
});

// ---------------------------------------------------------------------------------------------
// docs/migrating-from-robots-parser.md: each difference with a real input and both answers.

/** One call of an example: as the page shows it, and both libraries' answers. */
interface ExampleCall {
  /** The call as the page's table shows it. */
  readonly shown: string;
  readonly ask: (robots: Robot) => unknown;
  readonly ours: unknown;
  readonly robotsParser: unknown;
}

/** An example of the page: its robots.txt (fetched from https://example.com/robots.txt) and the calls whose answers differ. */
interface Example {
  readonly title: string;
  readonly robotsTxt: string;
  /** false when the page describes the file instead of showing it (it is too long, or holds a lone surrogate). */
  readonly shownWhole?: false;
  readonly calls: readonly ExampleCall[];
}

const page = (path: string) => `https://example.com${path}`;
const allowed = (path: string, ua?: string): Pick<ExampleCall, "shown" | "ask"> => ({
  shown: `isAllowed(${JSON.stringify(page(path))}${ua === undefined ? "" : `, ${JSON.stringify(ua)}`})`,
  ask: (robots) => robots.isAllowed(page(path), ua),
});
const crawlDelay = (ua?: string): Pick<ExampleCall, "shown" | "ask"> => ({
  shown: `getCrawlDelay(${ua === undefined ? "" : JSON.stringify(ua)})`,
  ask: (robots) => robots.getCrawlDelay(ua),
});

/** The examples, in the page's order. */
const EXAMPLES: readonly Example[] = [
  {
    title: "/robots.txt is always allowed",
    robotsTxt: "User-agent: *\nDisallow: /\n",
    calls: [
      { ...allowed("/robots.txt"), ours: true, robotsParser: false },
      {
        shown: 'getMatchingLineNumber("https://example.com/robots.txt")',
        ask: (robots) => robots.getMatchingLineNumber(page("/robots.txt")),
        ours: -1,
        robotsParser: 2,
      },
    ],
  },
  {
    title: "A line that is not a rule does not end a group",
    robotsTxt: "User-agent: *\nCrawl-delay: 10\nUser-agent: CCBot\nDisallow: /\n",
    calls: [{ ...allowed("/page", "MyBot"), ours: false, robotsParser: true }],
  },
  {
    title: "A group that names the crawler decides, even without rules",
    robotsTxt: "User-agent: *\nDisallow: /\n\nUser-agent: MyBot\n",
    calls: [{ ...allowed("/page", "MyBot"), ours: true, robotsParser: false }],
  },
  {
    title: "An escaped unreserved character is the character",
    robotsTxt: "User-agent: *\nDisallow: /%7Ejoe/\nDisallow: /~ann/\n",
    calls: [
      { ...allowed("/~joe/index.html"), ours: false, robotsParser: true },
      { ...allowed("/%7Eann/index.html"), ours: false, robotsParser: true },
    ],
  },
  {
    title: "A reserved character and its escape stay apart",
    robotsTxt: "User-agent: *\nDisallow: /checklist/[page]\n",
    calls: [
      { ...allowed("/checklist/[page]"), ours: false, robotsParser: true },
      { ...allowed("/checklist/%5Bpage%5D"), ours: true, robotsParser: false },
    ],
  },
  {
    title: "A % that starts no escape is a %",
    robotsTxt: "User-agent: *\nDisallow: /*%\n",
    calls: [{ ...allowed("/%E4%B8%AD"), ours: true, robotsParser: false }],
  },
  {
    title: "%2A and %24 are a literal * and $",
    robotsTxt: "User-agent: *\nDisallow: /path/file-with-a-%2A.html\nDisallow: /path/foo-%24\n",
    calls: [
      { ...allowed("/path/file-with-a-*.html"), ours: false, robotsParser: true },
      { ...allowed("/path/foo-$"), ours: false, robotsParser: true },
    ],
  },
  {
    title: "An empty query is a query",
    robotsTxt: "User-agent: *\nDisallow: /search?\n",
    calls: [{ ...allowed("/search?"), ours: false, robotsParser: true }],
  },
  {
    title: "A User-Agent header names its crawler",
    robotsTxt: "User-agent: Googlebot\nDisallow: /\n",
    calls: [
      {
        ...allowed(
          "/page",
          "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        ),
        ours: false,
        robotsParser: true,
      },
    ],
  },
  {
    title: "A User-agent line names its product token",
    robotsTxt:
      "User-agent: * Allow: /\nDisallow: /promo/\n\nUser-agent: FooBot crawler\nDisallow: /\n",
    calls: [
      { ...allowed("/promo/x", "Googlebot"), ours: false, robotsParser: true },
      { ...allowed("/page", "FooBot"), ours: false, robotsParser: true },
    ],
  },
  {
    title: "Misspelt keys and a missing colon",
    robotsTxt: "User-agent: *\nDissalow: /private/\nDisallow /tmp/\n",
    calls: [
      { ...allowed("/private/x"), ours: false, robotsParser: true },
      { ...allowed("/tmp/x"), ours: false, robotsParser: true },
    ],
  },
  {
    title: "Only the first 500 KiB count",
    robotsTxt: `User-agent: *\n${`# ${"x".repeat(98)}\n`.repeat(5_200)}Disallow: /late/\n`,
    shownWhole: false,
    calls: [{ ...allowed("/late/x"), ours: true, robotsParser: false }],
  },
  {
    title: "A lone surrogate is U+FFFD on both sides",
    robotsTxt: "User-agent: *\nDisallow: /\uD800\n",
    shownWhole: false,
    calls: [
      {
        shown: 'isAllowed("https://example.com/\\uDC00")',
        ask: (robots) => robots.isAllowed(page("/\uDC00")),
        ours: false,
        robotsParser: true,
      },
    ],
  },
  {
    title: "Crawl-delay: the largest of several",
    robotsTxt: "User-agent: *\nCrawl-delay: 5\nCrawl-delay: 2\n",
    calls: [{ ...crawlDelay(), ours: 5, robotsParser: 2 }],
  },
  {
    title: "Crawl-delay: a number of seconds, or nothing",
    robotsTxt:
      "User-agent: a\nCrawl-delay: -3\nDisallow: /a/\n\nUser-agent: b\nCrawl-delay: 0x10\nDisallow: /b/\n\nUser-agent: c\nCrawl-delay:\nDisallow: /c/\n",
    calls: [
      { ...crawlDelay("a"), ours: undefined, robotsParser: -3 },
      { ...crawlDelay("b"), ours: undefined, robotsParser: 16 },
      { ...crawlDelay("c"), ours: undefined, robotsParser: 0 },
    ],
  },
  {
    title: "Sitemap: full URLs only",
    robotsTxt: "Sitemap: /sitemap.xml\nSitemap: https://example.com/sitemap.xml\n",
    calls: [
      {
        shown: "getSitemaps()",
        ask: (robots) => robots.getSitemaps(),
        ours: ["https://example.com/sitemap.xml"],
        robotsParser: ["/sitemap.xml", "https://example.com/sitemap.xml"],
      },
    ],
  },
  {
    title: "Host: the first host name",
    robotsTxt: "Host: https://www.example.com/\nHost: example.net\nHost: example.com\n",
    calls: [
      {
        shown: "getPreferredHost()",
        ask: (robots) => robots.getPreferredHost(),
        ours: "example.net",
        robotsParser: "example.com",
      },
    ],
  },
];

/** An answer as the page writes it: `true`, `undefined`, `["…"]`. */
function answerText(answer: unknown): string {
  return answer === undefined ? "undefined" : JSON.stringify(answer);
}

describe("robots-parser drop-in: the examples of docs/migrating-from-robots-parser.md", () => {
  const guide = readFileSync(
    new URL("../../docs/migrating-from-robots-parser.md", import.meta.url),
    "utf8",
  );

  it.each(EXAMPLES.map((example, i) => [`${i + 1}. ${example.title}`, example] as const))(
    "robots-parser drop-in, migration guide: %s",
    (heading, example) => {
      const [ours, rp] = [
        robotsParser(ROBOTS_URL, example.robotsTxt),
        theirs(ROBOTS_URL, example.robotsTxt),
      ];
      for (const call of example.calls) {
        expect(call.ask(ours), `robots-policy: ${call.shown}`).toEqual(call.ours);
        expect(call.ask(rp), `robots-parser: ${call.shown}`).toEqual(call.robotsParser);
        expect(guide, "the guide shows the call and both answers").toContain(
          `| \`${call.shown}\` | \`${answerText(call.ours)}\` | \`${answerText(call.robotsParser)}\` |`,
        );
      }
      expect(guide, `the guide has a heading "${heading}"`).toContain(`### ${heading}`);
      if (example.shownWhole !== false)
        expect(guide, "the guide shows the file").toContain(
          `\`\`\`text\n${example.robotsTxt.replace(/\n$/, "")}\n\`\`\``,
        );
    },
  );
});
