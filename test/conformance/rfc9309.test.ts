// Conformance with RFC 9309 (Robots Exclusion Protocol, Sept 2022) as summarised in
// test/fixtures/specs/rfc9309-notes.md, read as google/robotstxt (its reference implementation)
// reads it, under the default "rfc9309" profile. Each group quotes the sentence it tests
// (from rfc9309-notes.md, or from RFC 9309 itself where marked). Several cases are the
// google/robotstxt test cases (robots_test.cc), named "google compat".
import { REWRITTEN_IN_PATH, isPlainInPath } from "../../src/core/normalize.js";
import { TABLE_3_2_2 } from "../support/koster-table.js";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type RobotsTxt } from "../../src/index.js";

function robotsOf(text: string): RobotsTxt {
  return parseRobotsTxt(text);
}

/** isAllowed under the default profile, for "http://example.com" + path (or an absolute URL). */
function allowed(robots: RobotsTxt, pathOrUrl: string, userAgent: string): boolean {
  const url = pathOrUrl.startsWith("/") ? `http://example.com${pathOrUrl}` : pathOrUrl;
  const result = robots.isAllowed(url, userAgent);
  // the default profile is rfc9309: asking for it explicitly must not change anything
  expect(robots.isAllowed(url, userAgent, { profile: "rfc9309" })).toBe(result);
  return result;
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

describe("RFC 9309 §5.1 simple example", () => {
  const robots = robotsOf(RFC9309_5_1);

  it.each([
    ["foobot", "/example/page.html", true],
    ["foobot", "/example/allowed.gif", true],
    ["foobot", "/example/other", false],
    ["foobot", "/", false],
    ["foobot", "/publications/x", false],
    ["barbot", "/example/page.html", false],
    ["barbot", "/example/allowed.gif", true],
    ["barbot", "/example/other", true],
    ["barbot", "/foo.gif", true],
    ["bazbot", "/example/page.html", false],
    ["bazbot", "/example/allowed.gif", true],
    ["bazbot", "/publications/x", true],
    // quxbot's group is empty: it may crawl everything, and does not fall back to "*"
    ["quxbot", "/example/page.html", true],
    ["quxbot", "/foo.gif", true],
    ["quxbot", "/example/x", true],
    ["quxbot", "/", true],
    // every other crawler obeys the "*" group
    ["otherbot", "/foo.gif", false],
    ["otherbot", "/example/x", false],
    ["otherbot", "/example/page.html", false],
    ["otherbot", "/publications/x", true],
    ["otherbot", "/publications/a.gif", true],
    ["otherbot", "/foo.gif?x", true],
    ["otherbot", "/", true],
  ])("RFC 9309 §5.1: %s on %s is allowed=%s", (agent, path, expected) => {
    expect(allowed(robots, path, agent)).toBe(expected);
  });

  it("RFC 9309 §5.1: /publications/a.gif: 'Allow: /publications/' (14 octets) beats 'Disallow: *.gif$' (6 octets)", () => {
    expect(
      robots.decide({ url: "http://example.com/publications/a.gif", userAgent: "otherbot" }).rule
        ?.pattern,
    ).toBe("/publications/");
  });

  it("RFC 9309 §5.1: the quxbot decision is 'no matching rule' in quxbot's own (empty) group", () => {
    const d = robots.decide({ url: "http://example.com/example/x", userAgent: "quxbot" });
    expect(d).toMatchObject({
      allowed: true,
      reason: "no-matching-rule",
      group: { lines: [15], userAgents: ["quxbot"] },
    });
  });

  it("RFC 9309 §5.1: barbot and bazbot share one group", () => {
    expect(robots.decide({ url: "/example/page.html", userAgent: "barbot" }).rule?.line).toBe(13);
    expect(robots.decide({ url: "/example/page.html", userAgent: "bazbot" }).rule?.line).toBe(13);
    expect(robots.policy.groups.map((g) => g.userAgents.map((a) => a.value))).toEqual([
      ["*"],
      ["foobot"],
      ["barbot", "bazbot"],
      ["quxbot"],
    ]);
  });
});

// RFC 9309 §5.2 "Longest Match": "the most specific match found MUST be used. The most
// specific match is the match that has the most octets."
describe("RFC 9309 §5.2 longest match example", () => {
  it("RFC 9309 §5.2: allow /example/page/ + disallow /example/page/disallowed.gif", () => {
    const robots = robotsOf(
      "User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n",
    );
    expect(allowed(robots, "/example/page/", "foobot")).toBe(true);
    expect(allowed(robots, "/example/page/other.gif", "foobot")).toBe(true);
    expect(allowed(robots, "/example/page/disallowed.gif", "foobot")).toBe(false);
  });

  it("RFC 9309 §5.2: allow /example/page/ + disallow /example/", () => {
    const robots = robotsOf("User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/\n");
    expect(allowed(robots, "/example/page/", "foobot")).toBe(true);
    expect(allowed(robots, "/example/page/x.html", "foobot")).toBe(true);
    expect(allowed(robots, "/example/other", "foobot")).toBe(false);
    expect(allowed(robots, "/example/", "foobot")).toBe(false);
  });

  it("RFC 9309 §5.2: the order of the rules in the file does not matter", () => {
    const a = robotsOf("User-Agent: *\nDisallow: /example/\nAllow: /example/page/\n");
    const b = robotsOf("User-Agent: *\nAllow: /example/page/\nDisallow: /example/\n");
    for (const path of ["/example/page/", "/example/x", "/example/page", "/other"])
      expect(allowed(a, path, "bot"), path).toBe(allowed(b, path, "bot"));
  });
});

// rfc9309-notes.md, "Matching rules (§2.2.2, §2.2.3)": "Longest match wins: the matching
// rule with the most octets in its pattern decides. If an allow and a disallow are equally
// long, allow wins. No match: allowed."
describe("RFC 9309 §2.2.2 longest match", () => {
  it("RFC 9309 §2.2.2 longest match: allow wins a tie ('Allow: /p' and 'Disallow: /p')", () => {
    for (const text of [
      "User-agent: *\nAllow: /p\nDisallow: /p\n",
      "User-agent: *\nDisallow: /p\nAllow: /p\n",
    ]) {
      const robots = robotsOf(text);
      expect(allowed(robots, "/p", "bot")).toBe(true);
      expect(allowed(robots, "/page", "bot")).toBe(true);
      expect(robots.decide({ url: "/p", userAgent: "bot" }).rule?.kind).toBe("allow");
    }
  });

  it("RFC 9309 §2.2.2 longest match: google compat ID_LongestMatch cases", () => {
    const cases: Array<[string, string, boolean]> = [
      ["allow: /x/page.html\ndisallow: /x/page.html", "/x/page.html", true],
      ["allow: /page\ndisallow: /*.html", "/page.html", false],
      ["allow: /page\ndisallow: /*.html", "/page", true],
      ["allow: /x/page.\ndisallow: /*.html", "/x/page.html", true],
      ["allow: /x/page.\ndisallow: /*.html", "/x/y.html", false],
      ["allow: /$\ndisallow: /", "/", true],
      ["allow: /$\ndisallow: /", "/page.html", false],
      ["disallow: /$\nallow: /", "/", false],
      ["disallow: /$\nallow: /", "/page.html", true],
      ["allow: /folder\ndisallow: /folder", "/folder/page", true],
      ["allow: /page\ndisallow: /*.htm", "/page.htm", false],
      ["allow: /p\ndisallow: /", "/page", true],
    ];
    for (const [rules, path, expected] of cases)
      expect(
        allowed(robotsOf(`user-agent: FooBot\n${rules}\n`), path, "FooBot"),
        `${rules} ${path}`,
      ).toBe(expected);
  });

  it("RFC 9309 §2.2.2 longest match: length counts the octets of the pattern, wildcards included ('/a**b' is 5 octets)", () => {
    expect(allowed(robotsOf("User-agent: *\nAllow: /a**b\nDisallow: /a*b\n"), "/axb", "bot")).toBe(
      true,
    );
    expect(allowed(robotsOf("User-agent: *\nDisallow: /a**b\nAllow: /a*b\n"), "/axb", "bot")).toBe(
      false,
    );
  });

  it("RFC 9309 §2.2.2 longest match: a non-ASCII pattern counts its percent-encoded octets ('/ツ' is 10, not 2)", () => {
    // "/ツ" normalises to "/%E3%83%84" (10 octets), longer than "/*abc" (5).
    const robots = robotsOf("User-agent: *\nAllow: /ツ\nDisallow: /*abc\n");
    expect(allowed(robots, "/ツabc", "bot")).toBe(true);
    expect(allowed(robots, "/%E3%83%84abc", "bot")).toBe(true);
    expect(allowed(robots, "/xabc", "bot")).toBe(false);
  });

  it("RFC 9309 §2.2.2 longest match: a pattern's length is measured after decoding unreserved escapes", () => {
    // "/%61%62" normalises to "/ab" (3 octets) and loses to "/ab*" (4 octets).
    const robots = robotsOf("User-agent: *\nDisallow: /%61%62\nAllow: /ab*\n");
    expect(allowed(robots, "/abc", "bot")).toBe(true);
    expect(robots.decide({ url: "/abc", userAgent: "bot" }).rule?.pattern).toBe("/ab*");
  });

  it("RFC 9309 §2.2.2: no matching rule means allowed", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /private/\n");
    expect(allowed(robots, "/public/", "bot")).toBe(true);
    expect(robots.decide({ url: "/public/", userAgent: "bot" }).reason).toBe("no-matching-rule");
  });

  it("RFC 9309 §2.2.2: the pattern is matched case-sensitively (google compat ID_AllowDisallow_Value_CaseSensitive)", () => {
    expect(allowed(robotsOf("user-agent: FooBot\ndisallow: /x/\n"), "/x/y", "FooBot")).toBe(false);
    expect(allowed(robotsOf("user-agent: FooBot\ndisallow: /X/\n"), "/x/y", "FooBot")).toBe(true);
  });
});

// rfc9309-notes.md, "Syntax (§2.2)": "A rule value is a path pattern starting with / (or *),
// or empty. An empty disallow matches nothing."
describe("RFC 9309 §2.2.2 empty and malformed rule values", () => {
  it("RFC 9309 §2.2.2: an empty Disallow matches nothing", () => {
    const robots = robotsOf("User-agent: *\nDisallow:\n");
    expect(allowed(robots, "/", "bot")).toBe(true);
    expect(allowed(robots, "/x", "bot")).toBe(true);
    expect(robots.matchingLine("http://example.com/x", "bot")).toBe(0);
  });

  it("RFC 9309 §2.2.2: an empty Allow matches nothing (it does not override 'Disallow: /')", () => {
    const robots = robotsOf("User-agent: *\nAllow:\nDisallow: /\n");
    expect(allowed(robots, "/x", "bot")).toBe(false);
    expect(robots.matchingLine("http://example.com/x", "bot")).toBe(3);
  });

  it("RFC 9309 §2.2.2: a value that is not a path (no leading '/' or '*') matches no path", () => {
    const robots = robotsOf("User-agent: *\nDisallow: foo\n");
    expect(allowed(robots, "/foo", "bot")).toBe(true);
    expect(allowed(robots, "/", "bot")).toBe(true);
  });
});

// rfc9309-notes.md, "Matching rules": "`*` matches any sequence of characters; `$` at the
// end anchors the end of the path. A literal `*` or `$` is written `%2A` / `%24`."
describe("RFC 9309 §2.2.3 special characters", () => {
  it("RFC 9309 §2.2.3: '*' matches any sequence of characters, including none", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /a*b\n");
    expect(allowed(robots, "/ab", "bot")).toBe(false);
    expect(allowed(robots, "/axxb", "bot")).toBe(false);
    expect(allowed(robots, "/a/x/b/c", "bot")).toBe(false);
    expect(allowed(robots, "/a", "bot")).toBe(true);
    expect(allowed(robots, "/ba", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: a leading '*' pattern and a bare '*' match every path", () => {
    expect(allowed(robotsOf("User-agent: *\nDisallow: *\n"), "/anything", "bot")).toBe(false);
    expect(allowed(robotsOf("User-agent: *\nDisallow: /*\n"), "/", "bot")).toBe(false);
    expect(allowed(robotsOf("User-agent: *\nDisallow: *.php\n"), "/dir/x.php", "bot")).toBe(false);
  });

  it("RFC 9309 §2.2.3: '$' at the end anchors the end of the path", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /*.php$\n");
    expect(allowed(robots, "/x.php", "bot")).toBe(false);
    expect(allowed(robots, "/dir/x.php", "bot")).toBe(false);
    expect(allowed(robots, "/x.php?a=b", "bot")).toBe(true);
    expect(allowed(robots, "/x.php5", "bot")).toBe(true);
    expect(allowed(robots, "/x.php/", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: google compat 'Disallow: /foo/bar$' blocks /foo/bar but not /foo/bar/ (ID_SpecialCharacters)", () => {
    const robots = robotsOf("User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n");
    expect(allowed(robots, "/foo/bar", "FooBot")).toBe(false);
    expect(allowed(robots, "/foo/bar/qux", "FooBot")).toBe(true);
    expect(allowed(robots, "/foo/bar/", "FooBot")).toBe(true);
    expect(allowed(robots, "/foo/bar/baz", "FooBot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: google compat 'disallow: /foo/bar/quz' + 'allow: /foo/*/qux' (ID_SpecialCharacters)", () => {
    const robots = robotsOf("User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n");
    expect(allowed(robots, "/foo/bar/quz", "FooBot")).toBe(false);
    expect(allowed(robots, "/foo/quz", "FooBot")).toBe(true);
    expect(allowed(robots, "/foo//quz", "FooBot")).toBe(true);
    expect(allowed(robots, "/foo/bax/quz", "FooBot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: '$' anywhere but at the end is a literal '$' (as google/robotstxt reads it)", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /a$b\n");
    expect(allowed(robots, "/a$b", "bot")).toBe(false);
    expect(allowed(robots, "/a$bc", "bot")).toBe(false);
    expect(allowed(robots, "/a%24b", "bot")).toBe(false);
    expect(allowed(robots, "/a", "bot")).toBe(true);
    expect(allowed(robots, "/ab", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: 'Disallow: /a%2A' is a literal '*': it matches the URL /a* but is no wildcard", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /a%2A\n");
    expect(allowed(robots, "/a*", "bot")).toBe(false);
    expect(allowed(robots, "/a*/x", "bot")).toBe(false);
    expect(allowed(robots, "/a%2A", "bot")).toBe(false);
    expect(allowed(robots, "/a%2a", "bot")).toBe(false);
    expect(allowed(robots, "/ab", "bot")).toBe(true);
    expect(allowed(robots, "/a", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: 'Disallow: /a%24' is a literal '$': it matches the URL /a$ and is no anchor", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /a%24\n");
    expect(allowed(robots, "/a$", "bot")).toBe(false);
    expect(allowed(robots, "/a$/x", "bot")).toBe(false);
    expect(allowed(robots, "/a%24", "bot")).toBe(false);
    expect(allowed(robots, "/a", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: 'Disallow: /a$' anchors at /a, so it matches the URL /a but not the URL /a$", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /a$\n");
    expect(allowed(robots, "/a", "bot")).toBe(false);
    expect(allowed(robots, "/a$", "bot")).toBe(true);
    expect(allowed(robots, "/ab", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: a wildcard '*' in a pattern does not match a '*' only literally: 'Disallow: /a*' blocks /ab", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /a*\n");
    expect(allowed(robots, "/ab", "bot")).toBe(false);
    expect(allowed(robots, "/a*", "bot")).toBe(false);
    expect(allowed(robots, "/b", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: runs of '*' behave as one '*' (google compat '/**/')", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /**/x\n");
    expect(allowed(robots, "/a/x", "bot")).toBe(false);
    expect(allowed(robots, "/a/b/x", "bot")).toBe(false);
    expect(allowed(robots, "//x", "bot")).toBe(false);
    expect(allowed(robots, "/x", "bot")).toBe(true);
    const trailing = robotsOf("User-agent: *\nDisallow: /a***\n");
    expect(allowed(trailing, "/a", "bot")).toBe(false);
    expect(allowed(trailing, "/abc", "bot")).toBe(false);
    expect(allowed(trailing, "/b", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.3: '*' then '$' anchors after any sequence ('/*$' matches every path)", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /*$\nAllow: /x\n");
    expect(allowed(robots, "/", "bot")).toBe(false);
    expect(allowed(robots, "/abc", "bot")).toBe(false);
  });

  it("RFC 9309 §2.2.3: google compat documentation examples ('allow: /fish' … '/*.php$' … '/fish*.php')", () => {
    const cases: Array<[string, Array<[string, boolean]>]> = [
      [
        "/fish",
        [
          ["/fish", true],
          ["/fish.html", true],
          ["/fish/salmon.html", true],
          ["/fishheads", true],
          ["/fishheads/yummy.html", true],
          ["/fish.html?id=anything", true],
          ["/Fish.asp", false],
          ["/catfish", false],
          ["/?id=fish", false],
        ],
      ],
      [
        "/fish*",
        [
          ["/fish", true],
          ["/fishheads/yummy.html", true],
          ["/Fish.asp", false],
          ["/catfish", false],
        ],
      ],
      [
        "/fish/",
        [
          ["/fish/", true],
          ["/fish/?id=anything", true],
          ["/fish/salmon.htm", true],
          ["/fish", false],
          ["/fish.html", false],
          ["/Fish/Salmon.asp", false],
        ],
      ],
      [
        "/*.php",
        [
          ["/filename.php", true],
          ["/folder/filename.php", true],
          ["/folder/filename.php?parameters", true],
          ["/folder/any.php.file.html", true],
          ["/filename.php/", true],
          ["/", false],
          ["/windows.PHP", false],
        ],
      ],
      [
        "/*.php$",
        [
          ["/filename.php", true],
          ["/folder/filename.php", true],
          ["/filename.php?parameters", false],
          ["/filename.php/", false],
          ["/filename.php5", false],
          ["/windows.PHP", false],
        ],
      ],
      [
        "/fish*.php",
        [
          ["/fish.php", true],
          ["/fishheads/catfish.php?parameters", true],
          ["/Fish.PHP", false],
        ],
      ],
    ];
    for (const [allow, paths] of cases) {
      const robots = robotsOf(`user-agent: FooBot\ndisallow: /\nallow: ${allow}\n`);
      for (const [path, expected] of paths)
        expect(allowed(robots, path, "FooBot"), `allow: ${allow} / ${path}`).toBe(expected);
    }
  });
});

// rfc9309-notes.md: "The pattern is matched against the URL's path and query (everything
// after the authority, without the fragment), case-sensitively."
describe("RFC 9309 §2.2.2 path and query", () => {
  it("RFC 9309 §2.2.2: 'Disallow: /*?' blocks every URL with a query and no URL without one", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /*?\n");
    expect(allowed(robots, "/x?y=1", "bot")).toBe(false);
    expect(allowed(robots, "/?", "bot")).toBe(false);
    expect(allowed(robots, "/x", "bot")).toBe(true);
    expect(allowed(robots, "/", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.2: a pattern can match inside the query ('Disallow: /*?*sort=', 'Disallow: /search?q=')", () => {
    const sort = robotsOf("User-agent: *\nDisallow: /*?*sort=\n");
    expect(allowed(sort, "/list?a=1&sort=x", "bot")).toBe(false);
    expect(allowed(sort, "/list?a=1", "bot")).toBe(true);
    expect(allowed(sort, "/sort=", "bot")).toBe(true);
    const search = robotsOf("User-agent: *\nDisallow: /search?q=\n");
    expect(allowed(search, "/search?q=robots", "bot")).toBe(false);
    expect(allowed(search, "/search", "bot")).toBe(true);
    expect(allowed(search, "/search?x=1&q=robots", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.2: google compat: a query holding a URL is matched as written (ID_Encoding)", () => {
    const robots = robotsOf(
      "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n",
    );
    expect(
      allowed(robots, "http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par", "FooBot"),
    ).toBe(true);
  });

  it("RFC 9309 §2.2.2: google compat: an empty query '?' is kept (http://a/p? has path /p?)", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /p?\n");
    expect(allowed(robots, "http://a/p?", "bot")).toBe(false);
    expect(allowed(robots, "http://a/p", "bot")).toBe(true);
    expect(robots.decide({ url: "http://a/p?", userAgent: "bot" }).path).toBe("/p?");
    const anchored = robotsOf("User-agent: *\nDisallow: /p$\n");
    expect(allowed(anchored, "http://a/p?", "bot")).toBe(true);
  });

  it("RFC 9309 §2.2.2: the fragment is dropped before matching", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /p$\nDisallow: /q?x$\n");
    expect(allowed(robots, "http://a/p#frag", "bot")).toBe(false);
    expect(allowed(robots, "/p#frag", "bot")).toBe(false);
    expect(allowed(robots, "http://a/q?x#frag", "bot")).toBe(false);
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

  it("RFC 9309 §2.2.2: host and port do not take part in matching (the file applies to one authority)", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /x\n");
    expect(allowed(robots, "http://a.example/x", "bot")).toBe(false);
    expect(allowed(robots, "https://b.example:8443/x", "bot")).toBe(false);
    expect(allowed(robots, "https://x.example/", "bot")).toBe(true);
  });
});

// rfc9309-notes.md: "Before comparing, characters outside ASCII and reserved characters are
// percent-encoded (UTF-8); percent-encoded unreserved characters are decoded; hex digits
// compare case-insensitively. `%2F` is not `/`."
// RFC 9309 §2.2.2 table: /foo/bar/ツ → /foo/bar/%E3%83%84; /foo/bar/%62%61%7A → /foo/bar/baz.
describe("RFC 9309 §2.2.2 percent-encoding", () => {
  it.each([
    // [rule path, URL path, matches]
    ["/foo/bar/%62%61%7A", "/foo/bar/baz", true],
    ["/foo/bar/baz", "/foo/bar/%62%61%7A", true],
    ["/foo/bar/%62%61%7A", "/foo/bar/%62%61%7A", true],
    ["/foo/bar/ツ", "/foo/bar/%E3%83%84", true],
    ["/foo/bar/%E3%83%84", "/foo/bar/ツ", true],
    ["/foo/bar/%e3%83%84", "/foo/bar/%E3%83%84", true],
    ["/foo/bar/ツ", "/foo/bar/ツ", true],
    ["/%7Ejoe", "/~joe/index.html", true],
    ["/~joe", "/%7ejoe/index.html", true],
    ["/ä", "/%C3%A4", true],
    ["/%C3%A4", "/ä", true],
    ["/%c3%a4", "/ä", true],
    ["/a%2fb", "/a%2Fb", true],
    ["/a%2Fb", "/a%2fb", true],
    ["/a%2Fb", "/a/b", false],
    ["/a/b", "/a%2Fb", false],
    ["/a%3cd", "/a%3Cd", true],
    ["/a b", "/a%20b", true],
    ["/a%20b", "/a b", true],
  ])("RFC 9309 §2.2.2: rule %s against URL path %s matches=%s", (rule, path, matches) => {
    const robots = robotsOf(`User-agent: *\nDisallow: ${rule}\n`);
    expect(allowed(robots, path, "bot")).toBe(!matches);
  });

  it("RFC 9309 §2.2.2: the KOSTER-1996 §3.2.2 table holds under rfc9309 as well", () => {
    for (const [rule, path, matches] of TABLE_3_2_2)
      expect(
        allowed(robotsOf(`User-agent: *\nDisallow: ${rule}\n`), path, "bot"),
        `${rule} ${path}`,
      ).toBe(!matches);
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

  it("RFC 9309 §2.2.2: a '%' that starts no escape is itself an octet to match ('%25')", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /100%\n");
    expect(allowed(robots, "/100%", "bot")).toBe(false);
    expect(allowed(robots, "/100%25", "bot")).toBe(false);
    expect(allowed(robots, "/100", "bot")).toBe(true);
  });
});

// rfc9309-notes.md: "`/robots.txt` itself is always allowed."
describe("RFC 9309 §2.2.2 /robots.txt", () => {
  it("RFC 9309 §2.2.2: /robots.txt is always allowed", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /\nDisallow: /robots.txt\n");
    expect(allowed(robots, "http://example.com/robots.txt", "bot")).toBe(true);
    expect(allowed(robots, "/robots.txt", "bot")).toBe(true);
    expect(robots.decide({ url: "/robots.txt", userAgent: "bot" }).reason).toBe(
      "robots-txt-always-allowed",
    );
    expect(robots.matchingLine("/robots.txt", "bot")).toBe(0);
    // other resources are not
    expect(allowed(robots, "/robots.txt.bak", "bot")).toBe(false);
    expect(allowed(robots, "/dir/robots.txt", "bot")).toBe(false);
  });
});

// rfc9309-notes.md, "Choosing the group (§2.2.1)": "Match the crawler's product token to
// `user-agent` values case-insensitively. All groups naming the same product token are
// merged into one. If no group matches, use the (merged) `*` group; if there is none,
// everything is allowed." … "the value `Googlebot` matches the crawler `Googlebot`, not
// `Googlebot-Image`; a crawler token is the leading run of `[A-Za-z_-]` of its user-agent
// string."
describe("RFC 9309 §2.2.1 choosing the group", () => {
  it("RFC 9309 §2.2.1: two groups for the same token are merged", () => {
    const robots = robotsOf(
      "User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /y\n\nUser-agent: a\nDisallow: /z\n",
    );
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(allowed(robots, "/z", "a")).toBe(false);
    expect(allowed(robots, "/y", "a")).toBe(true);
    expect(allowed(robots, "/y", "b")).toBe(false);
    expect(allowed(robots, "/x", "b")).toBe(true);
    const group = robots.decide({ url: "/z", userAgent: "a" }).group;
    expect(group?.lines).toEqual([1, 7]);
    expect(new Set(group?.userAgents)).toEqual(new Set(["a"]));
  });

  it("RFC 9309 §2.2.1: merged groups are ranked by longest match across both", () => {
    const robots = robotsOf("User-agent: a\nAllow: /x/y\n\nUser-agent: a\nDisallow: /x\n");
    expect(allowed(robots, "/x/y", "a")).toBe(true);
    expect(allowed(robots, "/x/z", "a")).toBe(false);
    expect(robots.matchingLine("/x/y", "a")).toBe(2);
    expect(robots.matchingLine("/x/z", "a")).toBe(5);
  });

  it("RFC 9309 §2.2.1: several '*' groups are merged too", () => {
    const robots = robotsOf(
      "User-agent: *\nDisallow: /a\n\nUser-agent: x\nDisallow: /\n\nUser-agent: *\nDisallow: /b\n",
    );
    expect(allowed(robots, "/a", "other")).toBe(false);
    expect(allowed(robots, "/b", "other")).toBe(false);
    expect(allowed(robots, "/c", "other")).toBe(true);
  });

  it("RFC 9309 §2.2.1: without a group for the crawler, the '*' group applies", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /\n\nUser-agent: FooBot\nAllow: /\n");
    expect(allowed(robots, "/x", "BarBot")).toBe(false);
    expect(allowed(robots, "/x", "FooBot")).toBe(true);
  });

  it("RFC 9309 §2.2.1: a group naming the crawler replaces '*' entirely (no inheritance of '*' rules)", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n");
    expect(allowed(robots, "/x/page", "FooBot")).toBe(true);
    expect(allowed(robots, "/y/page", "FooBot")).toBe(false);
  });

  it("RFC 9309 §2.2.1: no group for the crawler and no '*' group: everything is allowed (google compat ID_GlobalGroups_Secondary)", () => {
    expect(allowed(robotsOf(""), "/", "FooBot")).toBe(true);
    const robots = robotsOf(
      "user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n",
    );
    expect(allowed(robots, "/x/y", "QuxBot")).toBe(true);
    const d = robots.decide({ url: "/x/y", userAgent: "QuxBot" });
    expect(d).toMatchObject({ allowed: true, reason: "no-matching-group" });
    expect(d.group).toBeUndefined();
    expect(d.rule).toBeUndefined();
  });

  it("RFC 9309 §2.2.1: user-agent values match case-insensitively", () => {
    for (const value of ["FooBot", "foobot", "FOOBOT", "fOObOT"]) {
      const robots = robotsOf(`User-agent: ${value}\nDisallow: /\n`);
      for (const ua of ["FooBot", "foobot", "FOOBOT"])
        expect(allowed(robots, "/x", ua), `${value} ${ua}`).toBe(false);
    }
  });

  it("RFC 9309 §2.2.1: the crawler token is the product name of the userAgent ('Googlebot/2.1' is googlebot)", () => {
    const robots = robotsOf("User-agent: googlebot\nDisallow: /\n");
    expect(allowed(robots, "/x", "Googlebot/2.1")).toBe(false);
    expect(allowed(robots, "/x", "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(allowed(robots, "/x", "Googlebot")).toBe(false);
    expect(robots.decide({ url: "/x", userAgent: "Googlebot/2.1" }).agent).toBe("googlebot");
    // a full browser-style User-Agent header is read by the crawler's product inside it
    expect(allowed(robots, "/x", "Mozilla/5.0 (compatible; Googlebot/2.1)")).toBe(false);
    expect(
      robots.decide({ url: "/x", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" }).agent,
    ).toBe("googlebot");
  });

  it("RFC 9309 §2.2.1: product tokens may contain '-' and '_'", () => {
    const robots = robotsOf("User-agent: my_bot-x\nDisallow: /\n");
    expect(allowed(robots, "/x", "My_Bot-X/1.0")).toBe(false);
    expect(allowed(robots, "/x", "my_bot")).toBe(true);
  });

  it("RFC 9309 §2.2.1: a user-agent value 'Googlebot/2.1' in the file names googlebot", () => {
    const robots = robotsOf("User-agent: Googlebot/2.1\nDisallow: /\n");
    expect(allowed(robots, "/x", "Googlebot")).toBe(false);
    expect(allowed(robots, "/x", "googlebot/9.9")).toBe(false);
    expect(robots.policy.groups[0]?.userAgents[0]).toMatchObject({
      value: "Googlebot/2.1",
      token: "googlebot",
    });
  });

  it("RFC 9309 §2.2.1: google compat: 'User-Agent: FOO BAR' names foo (ID_UserAgentValueCaseInsensitive)", () => {
    const robots = robotsOf("User-Agent: FOO BAR\nAllow: /x/\nDisallow: /\n");
    expect(allowed(robots, "/x/y", "Foo")).toBe(true);
    expect(allowed(robots, "/a/b", "Foo")).toBe(false);
    expect(allowed(robots, "/a/b", "Bar")).toBe(true);
  });

  it("RFC 9309 §2.2.1: '* foo' in the file is the global agent", () => {
    const robots = robotsOf("User-agent: * foo\nDisallow: /\n");
    expect(allowed(robots, "/x", "AnyBot")).toBe(false);
    expect(allowed(robots, "/x", "foo")).toBe(false);
    expect(robots.policy.groups[0]?.userAgents[0]?.token).toBe("*");
  });

  it("RFC 9309 §2.2.1: 'Googlebot-Image' in the file does not match the crawler Googlebot, and vice versa", () => {
    const robots = robotsOf("User-agent: Googlebot-Image\nDisallow: /\n");
    expect(allowed(robots, "/x", "Googlebot")).toBe(true);
    expect(allowed(robots, "/x", "Googlebot-Image/1.0")).toBe(false);
    const reverse = robotsOf(
      "User-agent: *\nDisallow: /star\n\nUser-agent: Googlebot\nDisallow: /gb\n",
    );
    expect(allowed(reverse, "/gb", "Googlebot-Image/1.0")).toBe(true);
    expect(allowed(reverse, "/star", "Googlebot-Image/1.0")).toBe(false);
  });

  it("RFC 9309 §2.2.1: a product token is matched whole, never as a substring", () => {
    const robots = robotsOf("User-agent: unhipbot\nDisallow: /\n");
    expect(allowed(robots, "/x", "hip")).toBe(true);
    expect(allowed(robots, "/x", "unhipbotx")).toBe(true);
    expect(allowed(robots, "/x", "unhipbot")).toBe(false);
  });
});

// rfc9309-notes.md, "Syntax (§2.2)": "A group starts with one or more `user-agent` lines,
// followed by rules" … "Other records (`sitemap`, `crawl-delay`, ...) may be interpreted,
// but must not terminate a group or change how user-agent and rules are read."
describe("RFC 9309 §2.2.1 group boundaries", () => {
  it("RFC 9309 §2.2.1: consecutive user-agent lines form one group", () => {
    const robots = robotsOf("User-agent: a\nUser-agent: b\nDisallow: /\n");
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(allowed(robots, "/x", "b")).toBe(false);
    expect(robots.policy.groups).toHaveLength(1);
  });

  it("RFC 9309 §2.2.1: a user-agent line after a rule starts a new group", () => {
    const robots = robotsOf("User-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y\n");
    expect(allowed(robots, "/y", "a")).toBe(true);
    expect(allowed(robots, "/x", "b")).toBe(true);
    expect(robots.policy.groups).toHaveLength(2);
  });

  it("RFC 9309 §2.2.4: sitemap, crawl-delay and unknown records inside a group do not end it", () => {
    const robots = robotsOf(
      "User-agent: a\nDisallow: /x\nSitemap: http://example.com/sitemap.xml\nCrawl-delay: 10\nFoo-Bar: baz\nDisallow: /y\n",
    );
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(allowed(robots, "/y", "a")).toBe(false);
    expect(robots.policy.groups).toHaveLength(1);
    expect(robots.policy.groups[0]?.fields.map((f) => [f.name, f.value, f.line])).toEqual([
      ["sitemap", "http://example.com/sitemap.xml", 3],
      ["crawl-delay", "10", 4],
      ["foo-bar", "baz", 5],
    ]);
    expect(robots.policy.fields.map((f) => f.name)).toEqual(["sitemap", "crawl-delay", "foo-bar"]);
  });

  it("RFC 9309 §2.2.4: google compat: a sitemap line between user-agent lines does not split them (ID_LineSyntax_Groups_OtherRules)", () => {
    const robots = robotsOf(
      "User-agent: BarBot\nSitemap: https://foo/bar\nUser-agent: FooBot\nDisallow: /\n",
    );
    expect(allowed(robots, "/x", "FooBot")).toBe(false);
    expect(allowed(robots, "/x", "BarBot")).toBe(false);
    const unknown = robotsOf(
      "User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: BarBot\nDisallow: /\n",
    );
    expect(allowed(unknown, "/x", "FooBot")).toBe(false);
    expect(allowed(unknown, "/x", "BarBot")).toBe(false);
  });

  it("RFC 9309 §2.2: blank lines do not end a group", () => {
    const robots = robotsOf("User-agent: a\n\nDisallow: /x\n\n\nDisallow: /y\n");
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(allowed(robots, "/y", "a")).toBe(false);
  });

  it("RFC 9309 §2.2.1: google compat ID_LineSyntax_Groups (blank lines, rules outside groups, a user-agent joining a later group)", () => {
    const robots = robotsOf(
      [
        "allow: /foo/bar/",
        "",
        "user-agent: FooBot",
        "disallow: /",
        "allow: /x/",
        "user-agent: BarBot",
        "disallow: /",
        "allow: /y/",
        "",
        "",
        "allow: /w/",
        "user-agent: BazBot",
        "",
        "user-agent: FooBot",
        "allow: /z/",
        "disallow: /",
        "",
      ].join("\n"),
    );
    expect(allowed(robots, "/x/b", "FooBot")).toBe(true);
    expect(allowed(robots, "/z/d", "FooBot")).toBe(true);
    expect(allowed(robots, "/y/c", "FooBot")).toBe(false);
    expect(allowed(robots, "/y/c", "BarBot")).toBe(true);
    expect(allowed(robots, "/w/a", "BarBot")).toBe(true);
    expect(allowed(robots, "/z/d", "BarBot")).toBe(false);
    expect(allowed(robots, "/z/d", "BazBot")).toBe(true);
    // the rule before any user-agent line applies to nobody
    expect(allowed(robots, "/foo/bar/", "FooBot")).toBe(false);
    expect(allowed(robots, "/foo/bar/", "BarBot")).toBe(false);
    expect(allowed(robots, "/foo/bar/", "BazBot")).toBe(false);
  });

  it("RFC 9309 §2.2: rules before any user-agent line are ignored, with diagnostic 'rule-outside-group'", () => {
    const robots = robotsOf("Disallow: /a\nAllow: /b\nUser-agent: *\nDisallow: /c\n");
    expect(allowed(robots, "/a", "bot")).toBe(true);
    expect(allowed(robots, "/c", "bot")).toBe(false);
    const outside = robots.diagnostics.filter((d) => d.code === "rule-outside-group");
    expect(outside.map((d) => d.line)).toEqual([1, 2]);
    for (const d of outside) expect(d.column).toBeGreaterThanOrEqual(1);
  });

  it("RFC 9309 §2.3.1.5: a line that cannot be parsed is skipped and does not end the group", () => {
    const robots = robotsOf("User-agent: a\nthis is not a record at all\nDisallow: /x\n");
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(codes(robots)).toContain("invalid-line");
  });
});

// rfc9309-notes.md: "Field names are case-insensitive; whitespace (SP, HTAB) around the
// name, the colon and the value is allowed." … "Comments start with `#` and run to the end
// of the line. Lines end with CR, LF or CRLF."
describe("RFC 9309 §2.2 syntax as the matcher sees it", () => {
  it("RFC 9309 §2.2: field names are case-insensitive (google compat ID_REPLineNamesCaseInsensitive)", () => {
    for (const text of [
      "USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n",
      "user-agent: FooBot\nallow: /x/\ndisallow: /\n",
      "uSeR-aGeNt: FooBot\nAlLoW: /x/\nDiSaLlOw: /\n",
    ]) {
      const robots = robotsOf(text);
      expect(allowed(robots, "/x/y", "FooBot"), text).toBe(true);
      expect(allowed(robots, "/a/b", "FooBot"), text).toBe(false);
    }
  });

  it("RFC 9309 §2.2: white space around name, colon and value is allowed", () => {
    const robots = robotsOf(" \tUser-agent \t: \tFooBot \t\n\t Disallow\t :  /x/ \t\n");
    expect(allowed(robots, "/x/y", "FooBot")).toBe(false);
    expect(allowed(robots, "/y", "FooBot")).toBe(true);
    expect(robots.policy.groups[0]?.rules[0]?.pattern).toBe("/x/");
  });

  it("RFC 9309 §2.2: a comment ends the value (google compat ID_SpecialCharacters '# disallow: /')", () => {
    const robots = robotsOf(
      "User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n",
    );
    expect(allowed(robots, "/foo/bar", "FooBot")).toBe(true);
    expect(allowed(robots, "/foo/quz", "FooBot")).toBe(false);
    expect(robots.policy.groups[0]?.rules.map((r) => r.pattern)).toEqual(["/foo/quz", "/"]);
  });

  it.each([
    ["LF", "\n"],
    ["CR", "\r"],
    ["CRLF", "\r\n"],
  ])("RFC 9309 §2.2: lines end with %s", (_name, eol) => {
    const robots = robotsOf(["User-agent: a", "Disallow: /x", "Allow: /x/y"].join(eol) + eol);
    expect(allowed(robots, "/x/z", "a")).toBe(false);
    expect(allowed(robots, "/x/y", "a")).toBe(true);
    expect(robots.matchingLine("/x/z", "a")).toBe(2);
    expect(robots.matchingLine("/x/y", "a")).toBe(3);
  });

  it("RFC 9309 §2.2: a leading UTF-8 byte order mark is ignored", () => {
    const robots = robotsOf("\uFEFFUser-agent: *\nDisallow: /\n");
    expect(allowed(robots, "/x", "bot")).toBe(false);
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
    expect(allowed(robots, kept + "b", "bot")).toBe(false);
    expect(allowed(robots, "/" + "a".repeat(kept.length - 2) + "b", "bot")).toBe(true);
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

  it("RFC 9309 §2.2.2: matchingLine returns the line of the deciding rule, 0 when none decides", () => {
    const robots = robotsOf(text);
    expect(robots.matchingLine("http://example.com/private/x", "other")).toBe(3);
    expect(robots.matchingLine("http://example.com/public/x", "other")).toBe(0);
    expect(robots.matchingLine("http://example.com/public/x", "FooBot")).toBe(8);
    expect(robots.matchingLine("http://example.com/else", "BarBot/1.0")).toBe(7);
    expect(robots.matchingLine("http://example.com/robots.txt", "FooBot")).toBe(0);
  });

  it("RFC 9309 §2.2.2: matchingLine differs between profiles when the precedence does", () => {
    const robots = robotsOf("User-agent: *\nDisallow: /a\nAllow: /a/b\n");
    expect(robots.matchingLine("/a/b", "bot")).toBe(3);
    expect(robots.matchingLine("/a/b", "bot", { profile: "rfc9309" })).toBe(3);
    expect(robots.matchingLine("/a/b", "bot", { profile: "koster1996" })).toBe(2);
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
