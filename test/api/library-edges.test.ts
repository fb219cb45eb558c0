// Library edges (issue 25 item 6), through the public API: content as an ArrayBuffer or any
// view of one, options that are not objects, Decision narrowed by its reason, group names
// listed once, and which URLs a query takes (RFC 9309 §2.2.2 matches the URI's path).
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  auditAiCrawlers,
  decideAcap,
  extract,
  parseHtmlPolicy,
  parseRobotsTxt,
  resolveReferences,
  traceDecision,
  type Decision,
  type DecisionGroup,
  type DecisionRule,
  type MatchedRuleDecision,
  type NoMatchingGroupDecision,
  type RobotsTxt,
} from "../../src/index.js";

const TEXT = [
  "User-agent: bingbot",
  "User-agent: bingbot",
  "Disallow: /private",
  "Allow: /private/open",
  "",
  "User-agent: bingbot",
  "Disallow: /tmp",
  "",
  "User-agent: *",
  "Disallow: /",
  "",
].join("\n");

describe("content bytes: an ArrayBuffer or any view reads as the Uint8Array of its bytes", () => {
  const bytes = new TextEncoder().encode(`\uFEFF${TEXT}# caf\u00e9 \xff`);
  // A view into a larger buffer, so that byteOffset and byteLength are honoured.
  const padded = new Uint8Array(bytes.length + 6);
  padded.set(bytes, 3);
  const inputs: [string, string | ArrayBuffer | ArrayBufferView][] = [
    ["ArrayBuffer", bytes.slice().buffer],
    ["DataView at an offset", new DataView(padded.buffer, 3, bytes.length)],
    ["Uint8Array at an offset", padded.subarray(3, 3 + bytes.length)],
    ["Buffer", Buffer.from(bytes)],
    ["Uint8ClampedArray", new Uint8ClampedArray(bytes)],
  ];
  const expected = parseRobotsTxt(bytes);

  it.each(inputs)("parseRobotsTxt(%s) gives the same policy and answers", (_, input) => {
    const robots = parseRobotsTxt(input);
    expect(robots.policy).toEqual(expected.policy);
    expect(robots.isAllowed("https://example.com/private/open", "bingbot")).toBe(true);
    expect(robots.isAllowed("https://example.com/tmp/x", "bingbot")).toBe(false);
  });

  it("a size limit cuts an ArrayBuffer as it cuts the Uint8Array (RFC 9309 §2.5)", () => {
    const cut = parseRobotsTxt(bytes.slice().buffer, { maxBytes: 40 });
    expect(cut.policy).toEqual(parseRobotsTxt(bytes, { maxBytes: 40 }).policy);
    // Profile google reads the whole file, from a copy made at parse time.
    expect(cut.isAllowed("https://example.com/tmp", "bingbot", { profile: "google" })).toBe(false);
  });

  it("parseHtmlPolicy takes an ArrayBuffer and a DataView as the Uint8Array", () => {
    const html = new TextEncoder().encode(
      '<html><head><meta name="robots" content="noindex, nofollow"></head><body>x</body></html>',
    );
    const options = { url: "https://example.com/p" };
    const expectedPage = parseHtmlPolicy(html, options);
    expect(parseHtmlPolicy(html.slice().buffer, options)).toEqual(expectedPage);
    expect(parseHtmlPolicy(new DataView(html.buffer), options)).toEqual(expectedPage);
  });

  it("other content is API misuse: a TypeError naming what was expected", () => {
    for (const bad of [42, null, {}, [1, 2]])
      expect(() => parseRobotsTxt(bad as never)).toThrow(
        /content: expected a string, an ArrayBuffer or a Uint8Array, got/,
      );
    expect(() => parseHtmlPolicy(42 as never, { url: "https://example.com/" })).toThrow(
      /html: expected a string or UTF-8 bytes \(an ArrayBuffer or a Uint8Array\), got number/,
    );
  });
});

describe("options: anything but an object or undefined is a TypeError", () => {
  const robots = parseRobotsTxt(TEXT);
  const url = "https://example.com/private";
  const page = parseHtmlPolicy("<p>x</p>", { url });
  // Each public function and method that takes an options (or query) object, called with `bad`.
  const entries: [string, (bad: unknown) => unknown][] = [
    ["parseRobotsTxt", (bad) => parseRobotsTxt(TEXT, bad as never)],
    ["isAllowed", (bad) => robots.isAllowed(url, "bingbot", bad as never)],
    ["matchingLine", (bad) => robots.matchingLine(url, "bingbot", bad as never)],
    ["crawlDelay", (bad) => robots.crawlDelay("bingbot", bad as never)],
    ["requestRate", (bad) => robots.requestRate("bingbot", bad as never)],
    ["visitTime", (bad) => robots.visitTime("bingbot", bad as never)],
    ["comments", (bad) => robots.comments("bingbot", bad as never)],
    ["delayBetweenRequests", (bad) => robots.delayBetweenRequests("bingbot", bad as never)],
    ["parseHtmlPolicy", (bad) => parseHtmlPolicy("<p>x</p>", bad as never)],
    ["extract", (bad) => extract(page, "index", bad as never)],
    ["auditAiCrawlers", (bad) => auditAiCrawlers(robots, bad as never)],
  ];
  // The query objects, which are required.
  const queries: [string, (bad: unknown) => unknown][] = [
    ["decide", (bad) => robots.decide(bad as never)],
    ["contentUsage", (bad) => robots.contentUsage(bad as never)],
    ["appDirectives", (bad) => robots.appDirectives(bad as never)],
    ["decideAcap", (bad) => decideAcap(robots, bad as never)],
    ["traceDecision", (bad) => traceDecision(robots, bad as never)],
  ];

  it.each(entries)(
    "%s refuses a string, a number, null and an array, naming what it got",
    (_, call) => {
      expect(() => call("google")).toThrow(TypeError);
      expect(() => call("google")).toThrow(
        /^options: expected an object such as \{.*\}, got "google"$/,
      );
      expect(() => call(7)).toThrow(/options: expected an object such as \{.*\}, got number$/);
      expect(() => call(null)).toThrow(/options: expected an object such as \{.*\}, got null$/);
      expect(() => call(["google"])).toThrow(
        /options: expected an object such as \{.*\}, got an array$/,
      );
    },
  );

  it("isAllowed names the profile option in its message", () => {
    expect(() => robots.isAllowed(url, "bingbot", "google" as never)).toThrow(
      'options: expected an object such as { profile: "google" }, got "google"',
    );
  });

  it.each(entries.filter(([name]) => name !== "parseHtmlPolicy"))(
    "%s still takes undefined",
    (_, call) => {
      expect(() => call(undefined)).not.toThrow();
    },
  );

  it("resolveReferences refuses options that are not an object", async () => {
    const load = async () => undefined;
    await expect(resolveReferences(robots, load, "x" as never)).rejects.toThrow(
      /^options: expected an object such as \{ maxBytes: 512000 \}, got "x"$/,
    );
    await expect(resolveReferences(robots, load, undefined)).resolves.toBeDefined();
  });

  it.each(queries)("%s refuses a query that is not an object", (_, call) => {
    for (const bad of ["google", 7, null, undefined]) expect(() => call(bad)).toThrow(TypeError);
  });

  it("an unknown profile name is a RangeError listing the profiles, in options and queries", () => {
    const unknown = { profile: "bing" } as never;
    const calls = [
      () => robots.isAllowed(url, "bingbot", unknown),
      () => robots.matchingLine(url, "bingbot", unknown),
      () => robots.crawlDelay("bingbot", unknown),
      () => robots.delayBetweenRequests("bingbot", unknown),
      () => robots.decide({ url, userAgent: "bingbot", ...(unknown as object) }),
      () => decideAcap(robots, { url, userAgent: "bingbot", ...(unknown as object) }),
      () => traceDecision(robots, { url, userAgent: "bingbot", ...(unknown as object) }),
    ];
    for (const call of calls)
      expect(call).toThrow(
        new RangeError(
          'profile: expected one of "rfc9309", "google", "koster1996", "robots2", got "bing"',
        ),
      );
  });
});

/** The runtime promise of each variant: which fields a reason carries. */
function expectShape(decision: Decision): void {
  const has = (key: keyof Decision) => Object.hasOwn(decision, key);
  switch (decision.reason) {
    case "matched-rule":
      expect([has("rule"), has("group"), decision.usage]).toEqual([true, true, "crawl"]);
      expect(decision.rule.line).toBeGreaterThan(0);
      expect([has("maxSnippetChars"), has("until")]).toEqual([false, false]);
      return;
    case "no-matching-rule":
    case "not-matched-by-allow-rules":
    case "unmatched-default":
      expect([has("rule"), has("group"), decision.usage]).toEqual([false, true, "crawl"]);
      return;
    case "no-matching-group":
      expect([has("rule"), has("group"), decision.allowed]).toEqual([false, false, true]);
      return;
    case "robots-txt-always-allowed":
      expect([has("rule"), decision.allowed, decision.usage]).toEqual([false, true, "crawl"]);
      return;
    case "page-directive":
      expect(decision.rule.source).toBeDefined();
      expect(decision.rule.directive).toBeDefined();
      expect(decision.usage).not.toBe("crawl");
      return;
    case "no-page-directive":
      expect([has("rule"), has("maxSnippetChars"), has("until"), decision.allowed]).toEqual([
        false,
        false,
        false,
        true,
      ]);
  }
}

describe("Decision is narrowed by its reason", () => {
  it("types: rule and group are there, or absent, as the reason says", () => {
    const d = {} as Decision;
    if (d.reason === "matched-rule") {
      expectTypeOf(d.rule).toEqualTypeOf<
        DecisionRule & { readonly source?: never; readonly directive?: never }
      >();
      expectTypeOf(d.rule.line).toEqualTypeOf<number>();
      expectTypeOf(d.group).toEqualTypeOf<DecisionGroup>();
      expectTypeOf(d.usage).toEqualTypeOf<"crawl">();
    }
    if (d.reason === "page-directive") {
      expectTypeOf(d.rule.directive).toEqualTypeOf<string>();
      expectTypeOf(d.rule.source).toEqualTypeOf<"meta" | "x-robots-tag">();
      expectTypeOf(d.maxSnippetChars).toEqualTypeOf<number | undefined>();
    }
    if (d.reason === "no-matching-rule") {
      expectTypeOf(d.rule).toEqualTypeOf<undefined>();
      expectTypeOf(d.group).toEqualTypeOf<DecisionGroup>();
      expectTypeOf(d.allowed).toEqualTypeOf<true>();
    }
    if (d.reason === "no-matching-group") {
      expectTypeOf(d.rule).toEqualTypeOf<undefined>();
      expectTypeOf(d.group).toEqualTypeOf<undefined>();
    }
    if (d.reason === "robots-txt-always-allowed" || d.reason === "no-page-directive") {
      expectTypeOf(d.rule).toEqualTypeOf<undefined>();
      expectTypeOf(d.allowed).toEqualTypeOf<true>();
      expectTypeOf(d.group).toEqualTypeOf<DecisionGroup | undefined>();
    }
    if (d.reason === "unmatched-default" || d.reason === "not-matched-by-allow-rules")
      expectTypeOf(d.rule).toEqualTypeOf<undefined>();
    // The exported variants are the union's members.
    expectTypeOf<
      Extract<Decision, { reason: "matched-rule" }>
    >().toEqualTypeOf<MatchedRuleDecision>();
    expectTypeOf<
      Extract<Decision, { reason: "no-matching-group" }>
    >().toEqualTypeOf<NoMatchingGroupDecision>();
    // The fields every decision has, whatever its reason, keep their names and types.
    expectTypeOf(d.allowed).toEqualTypeOf<boolean>();
    expectTypeOf(d.rule).toEqualTypeOf<
      | (DecisionRule & { readonly source?: never; readonly directive?: never })
      | undefined
      | (DecisionRule & { readonly source: "meta" | "x-robots-tag"; readonly directive: string })
    >();
    expectTypeOf(d.explanation).toEqualTypeOf<string>();
  });

  it("each reason carries the fields its variant promises", () => {
    const robots = parseRobotsTxt(`${TEXT}\nUser-agent: r2\nRobot-version: 2.0.0\nAllow: /open\n`);
    const ask = (url: string, userAgent: string, extra: object = {}) =>
      robots.decide({ url, userAgent, ...extra });
    const noStar = parseRobotsTxt("User-agent: a\nDisallow: /\n");
    const openCase = parseRobotsTxt(
      "User-agent: r2\nRobot-version: 2.0.0\nAllow: /o\nDisallow: /z\n",
    );
    const page = parseHtmlPolicy(
      '<meta name="robots" content="noindex, max-snippet: 20"><p>x</p>',
      { url: "https://example.com/p" },
    );
    const decisions: Decision[] = [
      ask("https://example.com/private", "bingbot"),
      ask("https://example.com/elsewhere", "bingbot"),
      ask("https://example.com/robots.txt", "bingbot"),
      noStar.decide({ url: "https://example.com/x", userAgent: "b" }),
      ask("https://example.com/x", "r2", { profile: "robots2" }),
      openCase.decide({ url: "https://example.com/x", userAgent: "r2", profile: "robots2" }),
      ask("https://example.com/p", "bingbot", { usage: "index", page }),
      ask("https://example.com/p", "bingbot", { usage: "present-snippet", page }),
      ask("https://example.com/p", "bingbot", { usage: "follow", page }),
      ask("https://example.com/p", "bingbot", { usage: "follow" }),
    ];
    expect(decisions.map((d) => d.reason)).toEqual([
      "matched-rule",
      "no-matching-rule",
      "robots-txt-always-allowed",
      "no-matching-group",
      "not-matched-by-allow-rules",
      "unmatched-default",
      "page-directive",
      "page-directive",
      "no-page-directive",
      "no-page-directive",
    ]);
    for (const decision of decisions) expectShape(decision);
  });
});

describe("explanations name each user-agent value once", () => {
  const robots = parseRobotsTxt(TEXT);

  it("decide: the merged bingbot groups are named once (RFC 9309 §2.2.1)", () => {
    const { explanation, group } = robots.decide({
      url: "https://example.com/private",
      userAgent: "bingbot",
    });
    expect(explanation).toContain('in the group for "bingbot" decides');
    expect(explanation).not.toContain('"bingbot", "bingbot"');
    // The group lists every User-agent line that selected it.
    expect(group?.lines).toEqual([1, 2, 6]);
  });

  it("traceDecision: a group passed over names its values once", () => {
    const trace = traceDecision(robots, { url: "https://example.com/x", userAgent: "other" });
    expect(trace.groups[0]!.why).toBe('names "bingbot", not "other" (RFC 9309 §2.2.1)');
    const records = traceDecision(robots, {
      url: "https://example.com/x",
      userAgent: "other",
      profile: "koster1996",
    });
    expect(records.groups[0]!.why).toBe(
      '"bingbot" does not contain "other" (KOSTER-1996 §3.2.1, a case-insensitive substring)',
    );
    for (const { why } of [...trace.groups, ...records.groups])
      expect(why).not.toContain('"bingbot", "bingbot"');
    expect(trace.decision.explanation).not.toContain('"bingbot", "bingbot"');
  });
});

describe("URLs: any scheme with an authority gives its path; no hierarchical path is a TypeError", () => {
  const robots: RobotsTxt = parseRobotsTxt("User-agent: *\nDisallow: /x\n");
  // Every query that takes a URL reads it by one rule.
  const paths: [string, (url: string | URL) => string][] = [
    ["decide", (url) => robots.decide({ url, userAgent: "bot" }).path],
    ["isAllowed", (url) => String(robots.isAllowed(url, "bot"))],
    ["matchingLine", (url) => String(robots.matchingLine(url, "bot"))],
    ["decideAcap", (url) => decideAcap(robots, { url, userAgent: "bot" }).path],
    ["contentUsage", (url) => robots.contentUsage({ url, userAgent: "bot" }).crawl.path],
    ["appDirectives", (url) => String(robots.appDirectives({ app: "example", url }))],
    ["traceDecision", (url) => traceDecision(robots, { url, userAgent: "bot" }).path],
  ];

  it.each([
    ["https://host/x?q", "/x?q"],
    ["ftp://host/x", "/x"],
    ["file:///x", "/x"],
    ["//host/x", "/x"],
    ["/x#f", "/x"],
    ["sftp://user@host:22/x;type=a", "/x;type=a"],
  ])("%s is read as the path %s, as a string and as a URL object", (url, path) => {
    expect(robots.decide({ url, userAgent: "bot" }).path).toBe(path);
    expect(robots.isAllowed(url, "bot")).toBe(false);
    expect(robots.matchingLine(url, "bot")).toBe(2);
    expect(decideAcap(robots, { url, userAgent: "bot" }).allowed).toBe(false);
    expect(robots.contentUsage({ url, userAgent: "bot" }).crawl.allowed).toBe(false);
    expect(traceDecision(robots, { url, userAgent: "bot" }).path).toBe(path);
    expect(robots.appDirectives({ app: "example", url })).toBeUndefined();
    if (URL.canParse(url))
      expect(robots.decide({ url: new URL(url), userAgent: "bot" }).path).toBe(path);
  });

  it.each(["mailto:a@b", "data:text/plain,/x", "urn:isbn:0451450523", "x/y", "?q", "", "https://"])(
    "%j is a TypeError from every query, as a string and as a URL object",
    (url) => {
      const given = URL.canParse(url) ? [url, new URL(url)] : [url];
      for (const value of given)
        for (const [, ask] of paths)
          expect(() => ask(value)).toThrow(
            /^url: expected a URL with an authority \("https:\/\/host\/path", "file:\/\/\/path"\) or a path starting with "\/", got /,
          );
    },
  );
});
