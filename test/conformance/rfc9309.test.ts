// RFC 9309 (Robots Exclusion Protocol, Sept 2022) under the default "rfc9309" profile: what the
// conformance vectors cannot say. The specification's answers (allowed or not, the deciding
// line) live in conformance/rfc9309/ and are run by vectors-robots.test.ts; this file keeps the
// library's side of them: the policy model (groups, tokens, patterns, fields), the reasons and
// explanations of decide(), the normalised path it reports, matchingLine's 0 for "no rule",
// URL objects, diagnostics, and google/robotstxt's line-length cut (§2.5), which the RFC leaves
// to implementations.
import { REWRITTEN_IN_PATH, isPlainInPath } from "../../src/core/normalize.js";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type RobotsTxt } from "../../src/index.js";

function robotsOf(text: string): RobotsTxt {
  return parseRobotsTxt(text);
}

function codes(robots: RobotsTxt): string[] {
  return robots.diagnostics.map((d) => d.code);
}

// RFC 9309 §5.1 "Simple Example" (the file exactly as printed, including its "EOF" marker
// line, which is not a record).
const RFC9309_5_1 = `User-Agent: *
Disallow: *.gif$
Disallow: /example/
Allow: /publications/

User-Agent: foobot
Disallow:/
Allow:/example/page.html
Allow:/example/allowed.gif

User-Agent: barbot
User-Agent: bazbot
Disallow: /example/page.html

User-Agent: quxbot

EOF
`;

describe("RFC 9309 §5.1 simple example: the model and the explanation", () => {
  const robots = robotsOf(RFC9309_5_1);

  it("RFC 9309 §5.1: the quxbot decision is 'no matching rule' in quxbot's own (empty) group", () => {
    const d = robots.decide({ url: "http://example.com/example/x", userAgent: "quxbot" });
    expect(d).toMatchObject({
      allowed: true,
      reason: "no-matching-rule",
      group: { lines: [15], userAgents: ["quxbot"] },
    });
  });

  it("RFC 9309 §5.1: barbot and bazbot share one group", () => {
    expect(robots.policy.groups.map((g) => g.userAgents.map((a) => a.value))).toEqual([
      ["*"],
      ["foobot"],
      ["barbot", "bazbot"],
      ["quxbot"],
    ]);
  });
});

describe("RFC 9309 §2.2.2 reasons and the matched path", () => {
  it("RFC 9309 §2.2.2: no matching rule means allowed, for the reason 'no-matching-rule'", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /private/\n");
    expect(robots.decide({ url: "/public/", userAgent: "bot" }).reason).toBe("no-matching-rule");
  });

  it("RFC 9309 §2.2.2: /robots.txt is always allowed, for its own reason and by no rule", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /\nDisallow: /robots.txt\n");
    expect(robots.decide({ url: "/robots.txt", userAgent: "bot" }).reason).toBe(
      "robots-txt-always-allowed",
    );
    expect(robots.matchingLine("/robots.txt", "bot")).toBe(0);
  });

  it("RFC 9309 §2.2.2: google compat: an empty query '?' is kept (http://a/p? has path /p?)", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /p?\n");
    expect(robots.decide({ url: "http://a/p?", userAgent: "bot" }).path).toBe("/p?");
  });

  it("RFC 9309 §2.2.2: the fragment is dropped before matching (a URL object too)", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /p$\nDisallow: /q?x$\n");
    expect(robots.isAllowed(new URL("http://a/p#frag"), "bot")).toBe(false);
    expect(robots.decide({ url: "http://a/q?x#f", userAgent: "bot" }).path).toBe("/q?x");
  });

  it.each([
    ["http://www.example.com", "/"],
    ["http://www.example.com/", "/"],
    ["http://www.example.com?a", "/?a"],
    ["http://www.example.com#a", "/"],
    ["http://www.example.com//a", "//a"],
    ["http://www.example.com/a", "/a"],
    ["http://www.example.com/a/", "/a/"],
    ["http://www.example.com/a/b?c=http://d.e/", "/a/b?c=http://d.e/"],
    ["http://www.example.com/a/b?c=d&e=f#fragment", "/a/b?c=d&e=f"],
    ["http://www.example.com:8080/a;b#c", "/a;b"],
    ["https://user:pw@www.example.com/a?b", "/a?b"],
    ["/a/b?c", "/a/b?c"],
  ])("RFC 9309 §2.2.2: google compat GetPathParamsQuery: %s is matched as %s", (url, path) => {
    expect(robotsOf("").decide({ url, userAgent: "bot" }).path).toBe(path);
  });

  it("RFC 9309 §2.2.2: a URL object with non-ASCII is matched as its encoded form", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /foo/bar/ツ\n");
    expect(robots.isAllowed(new URL("http://example.com/foo/bar/ツ"), "bot")).toBe(false);
    expect(robots.decide({ url: "http://example.com/foo/bar/ツ", userAgent: "bot" }).path).toBe(
      "/foo/bar/%E3%83%84",
    );
  });

  it("RFC 9309 §2.2.2: decide().path shows the normalised path (unreserved decoded, others upper-cased)", () => {
    const robots = robotsOf("");
    expect(robots.decide({ url: "/%7Ejoe/%62%61%7A", userAgent: "bot" }).path).toBe("/~joe/baz");
    expect(robots.decide({ url: "/a%2fb%3c", userAgent: "bot" }).path).toBe("/a%2Fb%3C");
    expect(robots.decide({ url: "/ä", userAgent: "bot" }).path).toBe("/%C3%A4");
  });
});

describe("RFC 9309 §2.2.1 choosing the group: the model", () => {
  it("RFC 9309 §2.2.1: two groups for the same token are merged into one group", () => {
    const robots = robotsOf(
      "User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /y\n\nUser-agent: a\nDisallow: /z\n",
    );
    const group = robots.decide({ url: "/z", userAgent: "a" }).group;
    expect(group?.lines).toEqual([1, 7]);
    expect(new Set(group?.userAgents)).toEqual(new Set(["a"]));
  });

  it("RFC 9309 §2.2.1: no group for the crawler and no '*' group: no group and no rule decide (google compat ID_GlobalGroups_Secondary)", () => {
    const robots = robotsOf(
      "user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n",
    );
    const d = robots.decide({ url: "/x/y", userAgent: "QuxBot" });
    expect(d).toMatchObject({ allowed: true, reason: "no-matching-group" });
    expect(d.group).toBeUndefined();
    expect(d.rule).toBeUndefined();
  });

  it("RFC 9309 §2.2.1: the crawler token is the product name of the userAgent ('Googlebot/2.1' is googlebot)", () => {
    const robots = robotsOf("User-agent: googlebot\nDisallow: /\n");
    expect(robots.decide({ url: "/x", userAgent: "Googlebot/2.1" }).agent).toBe("googlebot");
    // a full browser-style User-Agent header is read by the crawler's product inside it
    expect(
      robots.decide({ url: "/x", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" }).agent,
    ).toBe("googlebot");
  });

  it("RFC 9309 §2.2.1: a user-agent value 'Googlebot/2.1' in the file has the token googlebot", () => {
    const robots = robotsOf("User-agent: Googlebot/2.1\nDisallow: /\n");
    expect(robots.policy.groups[0]?.userAgents[0]).toMatchObject({
      value: "Googlebot/2.1",
      token: "googlebot",
    });
  });

  it("RFC 9309 §2.2.1: '* foo' in the file has the token '*'", () => {
    const robots = robotsOf("User-agent: * foo\nDisallow: /\n");
    expect(robots.policy.groups[0]?.userAgents[0]?.token).toBe("*");
  });
});

describe("RFC 9309 §2.2.1 group boundaries: the model", () => {
  it("RFC 9309 §2.2.1: consecutive user-agent lines form one group", () => {
    expect(robotsOf("User-agent: a\nUser-agent: b\nDisallow: /\n").policy.groups).toHaveLength(1);
  });

  it("RFC 9309 §2.2.1: a user-agent line after a rule starts a new group", () => {
    const robots = robotsOf("User-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y\n");
    expect(robots.policy.groups).toHaveLength(2);
  });

  it("RFC 9309 §2.2.4: sitemap, crawl-delay and unknown records inside a group do not end it", () => {
    const robots = robotsOf(
      "User-agent: a\nDisallow: /x\nSitemap: http://example.com/sitemap.xml\nCrawl-delay: 10\nFoo-Bar: baz\nDisallow: /y\n",
    );
    expect(robots.policy.groups).toHaveLength(1);
    expect(robots.policy.groups[0]?.fields.map((f) => [f.name, f.value, f.line])).toEqual([
      ["sitemap", "http://example.com/sitemap.xml", 3],
      ["crawl-delay", "10", 4],
      ["foo-bar", "baz", 5],
    ]);
    expect(robots.policy.fields.map((f) => f.name)).toEqual(["sitemap", "crawl-delay", "foo-bar"]);
  });

  it("RFC 9309 §2.2: rules before any user-agent line are reported as 'rule-outside-group'", () => {
    const robots = robotsOf("Disallow: /a\nAllow: /b\nUser-agent: *\nDisallow: /c\n");
    const outside = robots.diagnostics.filter((d) => d.code === "rule-outside-group");
    expect(outside.map((d) => d.line)).toEqual([1, 2]);
    for (const d of outside) expect(d.column).toBeGreaterThanOrEqual(1);
  });

  it("RFC 9309 §2.3.1.5: a line that cannot be parsed is reported as 'invalid-line'", () => {
    const robots = robotsOf("User-agent: a\nthis is not a record at all\nDisallow: /x\n");
    expect(codes(robots)).toContain("invalid-line");
  });
});

describe("RFC 9309 §2.2 syntax: the patterns and values read", () => {
  it("RFC 9309 §2.2: white space around name, colon and value is not part of the pattern", () => {
    const robots = robotsOf(" \tUser-agent \t: \tFooBot \t\n\t Disallow\t :  /x/ \t\n");
    expect(robots.policy.groups[0]?.rules[0]?.pattern).toBe("/x/");
  });

  it("RFC 9309 §2.2: a comment ends the value (google compat ID_SpecialCharacters '# disallow: /')", () => {
    const robots = robotsOf(
      "User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n",
    );
    expect(robots.policy.groups[0]?.rules.map((r) => r.pattern)).toEqual(["/foo/quz", "/"]);
  });

  it("RFC 9309 §2.2: a leading UTF-8 byte order mark is not part of the first line", () => {
    const robots = robotsOf("\uFEFFUser-agent: *\nDisallow: /\n");
    expect(robots.policy.groups[0]?.userAgents[0]?.value).toBe("*");
  });
});

// rfc9309-notes.md, "Caching and limits (§2.4, §2.5)": "Crawlers should limit how much they
// parse" — google/robotstxt also cuts each line at 2083 × 8 − 1 = 16,663 octets.
describe("RFC 9309 §2.5 google compat: over-long lines", () => {
  const MAX = 16663;

  it("RFC 9309 §2.5: a line of exactly 16,663 octets is read whole", () => {
    const value = "/" + "a".repeat(MAX - "Disallow: ".length - 1);
    const robots = robotsOf(`User-agent: *\nDisallow: ${value}\n`);
    expect(robots.policy.groups[0]?.rules[0]?.pattern).toBe(value);
    expect(codes(robots)).not.toContain("line-too-long");
  });

  it("RFC 9309 §2.5: a line longer than 16,663 octets is cut there, with diagnostic 'line-too-long'", () => {
    const robots = robotsOf(`User-agent: *\nDisallow: /${"a".repeat(20000)}\n`);
    const kept = "/" + "a".repeat(MAX - "Disallow: ".length - 1);
    expect(robots.policy.groups[0]?.rules[0]?.pattern).toBe(kept);
    const diagnostic = robots.diagnostics.find((d) => d.code === "line-too-long");
    expect(diagnostic?.line).toBe(2);
    // the cut rule still applies, as its first 16,653 octets
    expect(robots.isAllowed(kept + "b", "bot")).toBe(false);
    expect(robots.isAllowed("/" + "a".repeat(kept.length - 2) + "b", "bot")).toBe(true);
  });

  it("RFC 9309 §2.5: the limit counts octets, not characters (a 2-octet 'ä' counts twice)", () => {
    const robots = robotsOf(`User-agent: *\nDisallow: /${"ä".repeat(10000)}\n`);
    // 10 octets of "Disallow: ", 1 of "/", then 8,326 × 2 octets = 16,663
    expect(robots.policy.groups[0]?.rules[0]?.pattern).toBe("/" + "ä".repeat(8326));
    expect(codes(robots)).toContain("line-too-long");
  });

  it("RFC 9309 §2.5: one octet over the limit is cut", () => {
    const value = "/" + "a".repeat(MAX - "Disallow: ".length);
    const robots = robotsOf(`User-agent: *\nDisallow: ${value}\n`);
    expect(robots.policy.groups[0]?.rules[0]?.pattern).toBe(value.slice(0, -1));
    expect(codes(robots)).toContain("line-too-long");
  });
});

// The explanation of a decision: matchingLine and decide().
describe("RFC 9309 decisions explain themselves (matchingLine, decide)", () => {
  const text =
    "# comment\nUser-agent: *\nDisallow: /private/\n\nUser-agent: FooBot\nUser-agent: BarBot\nDisallow: /\nAllow: /public/\n";

  it("RFC 9309 §2.2.2: matchingLine is 0 when no rule decides", () => {
    const robots = robotsOf(text);
    expect(robots.matchingLine("http://example.com/public/x", "other")).toBe(0);
    expect(robots.matchingLine("http://example.com/robots.txt", "FooBot")).toBe(0);
    expect(robotsOf("User-agent: *\nDisallow:\n").matchingLine("http://example.com/x", "bot")).toBe(
      0,
    );
  });

  it("RFC 9309 §2.2.2: decide() for a matched rule carries rule, group, profile and reason", () => {
    const robots = robotsOf(text);
    const d = robots.decide({ url: "http://example.com/public/page", userAgent: "BarBot/1.0" });
    expect(d).toMatchObject({
      allowed: true,
      profile: "rfc9309",
      usage: "crawl",
      agent: "barbot",
      path: "/public/page",
      reason: "matched-rule",
      rule: { kind: "allow", pattern: "/public/", text: "Allow: /public/", line: 8 },
      group: { lines: [6], userAgents: ["BarBot"] },
    });
    expect(d.rule?.column).toBeGreaterThanOrEqual(1);
    expect(typeof d.explanation).toBe("string");
    expect(d.explanation).toContain("Allow: /public/");
    expect(robots.isAllowed("http://example.com/public/page", "BarBot/1.0")).toBe(d.allowed);
  });

  it("RFC 9309 §2.2.2: decide() for a disallowing rule", () => {
    const robots = robotsOf(text);
    const d = robots.decide({ url: "http://example.com/private/x", userAgent: "other" });
    expect(d).toMatchObject({
      allowed: false,
      reason: "matched-rule",
      rule: { kind: "disallow", pattern: "/private/", text: "Disallow: /private/", line: 3 },
      group: { lines: [2], userAgents: ["*"] },
    });
  });

  it("RFC 9309 §2.2.2: decide() when the group has no matching rule", () => {
    const d = robotsOf(text).decide({ url: "/public/x", userAgent: "other" });
    expect(d).toMatchObject({
      allowed: true,
      reason: "no-matching-rule",
      group: { lines: [2], userAgents: ["*"] },
    });
    expect(d.rule).toBeUndefined();
    expect(d.explanation.length).toBeGreaterThan(0);
  });

  it("RFC 9309 §2.2.2: decide() keeps the rule text as written (comment and surrounding white space excluded from the pattern)", () => {
    const robots = robotsOf("User-agent: *\n  Disallow:   /x   # no x\n");
    const d = robots.decide({ url: "/x", userAgent: "bot" });
    expect(d.rule?.pattern).toBe("/x");
    expect(d.rule?.line).toBe(2);
    expect(d.rule?.text).toContain("Disallow:   /x");
  });

  it("RFC 9309: decide() and isAllowed() and matchingLine() agree on the §5.1 example for many queries", () => {
    const robots = robotsOf(RFC9309_5_1);
    for (const agent of ["foobot", "barbot", "bazbot", "quxbot", "other"])
      for (const path of [
        "/",
        "/example/",
        "/example/page.html",
        "/example/allowed.gif",
        "/a.gif",
        "/publications/",
        "/robots.txt",
      ]) {
        const d = robots.decide({ url: path, userAgent: agent });
        expect(robots.isAllowed(path, agent), `${agent} ${path}`).toBe(d.allowed);
        expect(robots.matchingLine(path, agent), `${agent} ${path}`).toBe(d.rule?.line ?? 0);
        expect(d.profile).toBe("rfc9309");
      }
  });
});

describe("RFC 9309 §2.2.2 path normalisation: the plain-path test", () => {
  it("the constant character class matches exactly the code units a path does not keep as they are", () => {
    for (let c = 0; c < 0x10000; c++)
      if (REWRITTEN_IN_PATH.test(String.fromCharCode(c)) === isPlainInPath(c))
        expect.fail(`code unit ${c.toString(16)}`);
  });
});
