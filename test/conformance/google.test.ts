// Profile "google": google/robotstxt's robots.cc, behaviour by behaviour. Each group names
// the robots.cc function whose behaviour it checks (the reference is read for behaviour,
// ../shared/specs/google-robotstxt/; its own test suite is not in this repository).
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";

const allowed = (robots: string, agent: string, url: string) =>
  parseRobotsTxt(robots).isAllowed(url, agent, { profile: "google" });
const rfc = (robots: string, agent: string, url: string) =>
  parseRobotsTxt(robots).isAllowed(url, agent);

describe("google/robotstxt RobotsMatcher::HandleUserAgent and ExtractUserAgent", () => {
  it("a User-agent value names the agent spelled by its leading [A-Za-z_-] run: 'Googlebot Images' is googlebot", () => {
    const robots = "User-agent: Googlebot Images\nDisallow: /\n";
    expect(allowed(robots, "Googlebot", "/x")).toBe(false);
  });
  it("'MJ12bot' in the file names the agent 'MJ'", () => {
    const robots = "User-agent: MJ12bot\nDisallow: /mj/\n\nUser-agent: *\nDisallow: /all/\n";
    expect(allowed(robots, "MJ", "/mj/a")).toBe(false);
    expect(allowed(robots, "MJ", "/all/a")).toBe(true);
    // the crawler's own name is compared as given: "MJ12bot" is not "MJ", so it gets the * group
    expect(allowed(robots, "MJ12bot", "/mj/a")).toBe(true);
    expect(allowed(robots, "MJ12bot", "/all/a")).toBe(false);
    // profile rfc9309 matches the whole name
    expect(rfc(robots, "MJ12bot", "/mj/a")).toBe(false);
    expect(rfc(robots, "MJ12bot", "/all/a")).toBe(true);
  });
  it("a whole User-Agent header is read by the crawler's product inside it, as under rfc9309", () => {
    const robots = "User-agent: googlebot\nDisallow: /\n";
    expect(
      allowed(
        robots,
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "/x",
      ),
    ).toBe(false);
  });
  it("'*' followed by white space and more text is the global agent; '*foo' is nobody", () => {
    expect(allowed("User-agent: * bots\nDisallow: /\n", "AnyBot", "/x")).toBe(false);
    expect(allowed("User-agent: *foo\nDisallow: /\n", "AnyBot", "/x")).toBe(true);
  });
  it("the crawler's name is compared as given: 'Foo Bar' is not 'Foo' (GoogleOnly_AcceptUserAgentUpToFirstSpace)", () => {
    const robots = "User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n";
    expect(allowed(robots, "Foo", "/x/y")).toBe(true);
    expect(allowed(robots, "Foo Bar", "/x/y")).toBe(false);
    expect(allowed(robots, "Foo/2.1", "/x/y")).toBe(false);
  });
  it("agent names compare without case", () => {
    expect(allowed("User-agent: GOOGLEBOT\nDisallow: /\n", "googlebot", "/x")).toBe(false);
  });
});

describe("google/robotstxt RobotsMatcher::disallow: which groups decide", () => {
  it("a group naming the crawler decides even when it has no rules: the * rules do not apply", () => {
    const robots = "User-agent: *\nDisallow: /\n\nUser-agent: FooBot\n";
    expect(allowed(robots, "FooBot", "/x")).toBe(true);
    expect(allowed(robots, "BarBot", "/x")).toBe(false);
  });
  it("groups naming the crawler merge, wherever they stand", () => {
    const robots =
      "User-agent: FooBot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n\nUser-agent: FooBot\nDisallow: /b\n";
    expect(allowed(robots, "FooBot", "/a")).toBe(false);
    expect(allowed(robots, "FooBot", "/b")).toBe(false);
    expect(allowed(robots, "FooBot", "/c")).toBe(true);
  });
  it("rules before any User-agent line belong to nobody", () => {
    expect(allowed("Disallow: /\nUser-agent: FooBot\nAllow: /x\n", "FooBot", "/y")).toBe(true);
  });
  it("an empty Disallow never decides, and neither does an empty Allow", () => {
    expect(allowed("User-agent: *\nDisallow:\n", "FooBot", "/x")).toBe(true);
    expect(allowed("User-agent: *\nAllow:\nDisallow: /\n", "FooBot", "/x")).toBe(false);
  });
});

describe("google/robotstxt LongestMatchRobotsMatchStrategy: the longest match, an Allow wins a tie", () => {
  it.each([
    ["Allow: /folder\nDisallow: /folder", "/folder/page", true],
    ["Allow: /page\nDisallow: /*.html", "/page.html", false],
    ["Allow: /x/page.html\nDisallow: /x/", "/x/page.html", true],
    ["Allow: /x/\nDisallow: /x/page.html", "/x/page.html", false],
    ["Disallow: /$\nAllow: /", "/", false],
    ["Allow: /$\nDisallow: /", "/", true],
    ["Allow: /$\nDisallow: /", "/page.html", false],
    ["Disallow: /$", "/x", true],
    ["Disallow: /a$b", "/a$b", false],
    ["Disallow: /fish*.php", "/fishheads/catfish.php?parameters", false],
    ["Disallow: /*.php$", "/filename.php?parameters", true],
  ])("%j on %s → allowed %s", (rules, path, expected) => {
    expect(allowed(`User-agent: FooBot\n${rules}\n`, "FooBot", `http://foo.bar${path}`)).toBe(
      expected,
    );
  });
});

describe("google/robotstxt MaybeEscapePattern and GetPathParamsQuery: patterns are escaped, the URL path is taken as given", () => {
  it("a non-ASCII pattern matches its percent-encoded UTF-8, not the raw character", () => {
    const robots = "User-agent: FooBot\nDisallow: /foo/bar/ツ\n";
    expect(allowed(robots, "FooBot", "http://foo.bar/foo/bar/%E3%83%84")).toBe(false);
    expect(allowed(robots, "FooBot", "http://foo.bar/foo/bar/ツ")).toBe(true);
  });
  it("escapes in the pattern are upper-cased, never decoded: %62%61%7a does not match baz", () => {
    const robots = "User-agent: FooBot\nDisallow: /foo/bar/%62%61%7A\n";
    expect(allowed(robots, "FooBot", "http://foo.bar/foo/bar/baz")).toBe(true);
    expect(allowed(robots, "FooBot", "http://foo.bar/foo/bar/%62%61%7A")).toBe(false);
    expect(
      allowed("User-agent: FooBot\nDisallow: /a%3cd.html\n", "FooBot", "http://foo.bar/a%3Cd.html"),
    ).toBe(false);
    expect(
      allowed("User-agent: FooBot\nDisallow: /a%3Cd.html\n", "FooBot", "http://foo.bar/a%3cd.html"),
    ).toBe(true);
  });
  it("the URL path is not normalised: a pattern with a literal character does not match its escape", () => {
    const robots = "User-agent: FooBot\nDisallow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n";
    expect(
      allowed(robots, "FooBot", "http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par"),
    ).toBe(false);
    expect(
      allowed(
        "User-agent: FooBot\nDisallow: /~joe/\n",
        "FooBot",
        "http://foo.bar/%7Ejoe/index.html",
      ),
    ).toBe(true);
    // rfc9309 decodes unreserved escapes on both sides: the two readings part here.
    expect(
      rfc("User-agent: FooBot\nDisallow: /~joe/\n", "FooBot", "http://foo.bar/%7Ejoe/index.html"),
    ).toBe(false);
  });
  it("the fragment is not part of the path; params and query are", () => {
    const robots = "User-agent: FooBot\nDisallow: /a;b\nDisallow: /q?x\n";
    expect(allowed(robots, "FooBot", "http://foo.bar/a;b")).toBe(false);
    expect(allowed(robots, "FooBot", "http://foo.bar/q?x=1")).toBe(false);
    expect(allowed(robots, "FooBot", "http://foo.bar/q#?x")).toBe(true);
  });
});

describe("google/robotstxt RobotsMatcher::HandleAllow: index.html is the directory", () => {
  it("Allow: /allowed-slash/index.html allows /allowed-slash/ exactly", () => {
    const robots = "User-agent: *\nDisallow: /\nAllow: /allowed-slash/index.html\n";
    expect(allowed(robots, "FooBot", "http://foo.com/allowed-slash/")).toBe(true);
    expect(allowed(robots, "FooBot", "http://foo.com/allowed-slash/index.html")).toBe(true);
    expect(allowed(robots, "FooBot", "http://foo.com/allowed-slash/index.htm")).toBe(false);
    expect(allowed(robots, "FooBot", "http://foo.com/allowed-slash/other")).toBe(false);
    expect(allowed(robots, "FooBot", "http://foo.com/anyother-url")).toBe(false);
  });
  it("the shortcut is Google's: rfc9309 does not read it", () => {
    expect(
      rfc(
        "User-agent: *\nDisallow: /\nAllow: /allowed-slash/index.html\n",
        "FooBot",
        "http://foo.com/allowed-slash/",
      ),
    ).toBe(false);
  });
});

describe("google/robotstxt: /robots.txt has no implicit allow", () => {
  it("Disallow: / covers /robots.txt under google, not under rfc9309", () => {
    expect(allowed("User-agent: *\nDisallow: /\n", "FooBot", "http://foo.com/robots.txt")).toBe(
      false,
    );
    expect(rfc("User-agent: *\nDisallow: /\n", "FooBot", "http://foo.com/robots.txt")).toBe(true);
  });
  it("decide names the rule that covers it", () => {
    const d = parseRobotsTxt("User-agent: *\nDisallow: /\n").decide({
      url: "/robots.txt",
      userAgent: "FooBot",
      profile: "google",
    });
    expect(d).toMatchObject({
      allowed: false,
      profile: "google",
      reason: "matched-rule",
      rule: { line: 2 },
    });
  });
});

describe("google/robotstxt RobotsTxtParser: lines", () => {
  it("key typos, prefixes and the missing colon are read as Google reads them", () => {
    const robots =
      "useragent: FooBot\ndissallow: /a\nDisallowed: /b\nDisallow /c\nDisallow /d /e\n";
    expect(allowed(robots, "FooBot", "/a")).toBe(false);
    expect(allowed(robots, "FooBot", "/b")).toBe(false);
    expect(allowed(robots, "FooBot", "/c")).toBe(false);
    expect(allowed(robots, "FooBot", "/d")).toBe(true);
  });
  it("CR, LF and CRLF end lines; a comment ends a value", () => {
    expect(
      allowed("User-agent: FooBot\rDisallow: /a # not /b\r\nAllow: /a/b\n", "FooBot", "/a/x"),
    ).toBe(false);
    expect(
      allowed("User-agent: FooBot\rDisallow: /a # not /b\r\nAllow: /a/b\n", "FooBot", "/a/b"),
    ).toBe(true);
  });
  it("a UTF-8 BOM before the first line is skipped", () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode("User-agent: FooBot\nDisallow: /\n"),
    ]);
    expect(parseRobotsTxt(bytes).isAllowed("/x", "FooBot", { profile: "google" })).toBe(false);
  });
});

describe("google/robotstxt ParseRobotsTxt reads the whole body (the 500 KiB limit is its fetcher's)", () => {
  const filler = `# ${"x".repeat(1000)}\n`.repeat(520);
  const text = `User-agent: *\nDisallow: /early/\n${filler}Disallow: /late/\n`;
  it("a rule past 512,000 octets counts under google, not under rfc9309", () => {
    const robots = parseRobotsTxt(text);
    expect(robots.isAllowed("/late/x", "bot", { profile: "google" })).toBe(false);
    expect(robots.matchingLine("/late/x", "bot", { profile: "google" })).toBe(523);
    expect(robots.isAllowed("/late/x", "bot")).toBe(true);
    expect(robots.isAllowed("/early/x", "bot", { profile: "google" })).toBe(false);
    expect(robots.diagnostics.map((d) => d.code)).toContain("size-limit");
  });
  it("the same from bytes, and the caller's buffer may be reused afterwards", () => {
    const bytes = new TextEncoder().encode(text);
    const robots = parseRobotsTxt(bytes);
    bytes.fill(0x20);
    expect(robots.isAllowed("/late/x", "bot", { profile: "google" })).toBe(false);
    expect(robots.crawlDelay("bot", { profile: "google" })).toBeUndefined();
  });
});
