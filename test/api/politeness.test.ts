// The politeness fields through the public API: crawlDelay, sitemaps, preferredHost,
// cleanParams, comments, visitTime, requestRate and delayBetweenRequests, under the default
// profile ("rfc9309") and under "koster1996"; malformed values as diagnostics; and the corpus
// files that use Request-rate or Visit-time.
//
// The issue: "politeness fields come from the group selected for the agent exactly as
// Allow/Disallow are (merged groups naming the token, else `*`). Groups do NOT inherit from
// `*` … (RFC 9309 §2.2.1). Under "koster1996" and "robots2" the selected record is the first
// record whose user-agent contains the token (KOSTER-1996 §3.2.1)."
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parseRobotsTxt,
  type Diagnostic,
  type ProfileName,
  type RobotsTxt,
} from "../../src/index.js";
import { FIXTURES } from "../support/corpus.js";
import {
  checkRequestRateLine,
  checkVisitTimeLine,
  corpusLines,
  REQUEST_RATE,
  VISIT_TIME,
} from "../support/politeness-corpus.js";

const PROFILES_ALL: readonly ProfileName[] = ["rfc9309", "koster1996", "robots2"];
const CORPUS = FIXTURES.corpusFiles;

function at(hhmm: string): Date {
  return new Date(`2026-03-10T${hhmm}:00Z`);
}

function diagnosticsOn(robots: RobotsTxt, line: number): Diagnostic[] {
  return robots.diagnostics.filter((d) => d.line === line);
}

// RFC 9309 §2.2.1: "If there is more than one group matching the user-agent, the matching
// groups' rules MUST be combined into one group and parsed according to Section 2.2.2." …
// "If no matching group exists, crawlers MUST obey the group with a user-agent line with the
// "*" value, if present." Only a group that matches nothing falls back to "*": a group that
// names the crawler is used alone, so its missing fields are not taken from "*".
describe("RFC 9309 §2.2.1 no inheritance from '*': the politeness fields of the selected group only", () => {
  const robots = parseRobotsTxt(
    [
      "User-agent: *", // 1
      "Crawl-delay: 30", // 2
      "Request-rate: 1/60", // 3
      "Visit-time: 0100-0500", // 4
      "Comment: everyone", // 5
      "Disallow: /private", // 6
      "", // 7
      "User-agent: Bot", // 8
      "Disallow: /x", // 9
      "",
    ].join("\n"),
  );

  it.each(PROFILES_ALL)(
    "RFC 9309 §2.2.1 / KOSTER-1996 §3.2.1 (%s): the group for Bot has no Crawl-delay, so crawlDelay is undefined (not 30 from '*')",
    (profile) => {
      expect(robots.crawlDelay("Bot", { profile })).toBeUndefined();
      expect(robots.crawlDelay("Bot/1.0", { profile })).toBeUndefined();
    },
  );

  it.each(PROFILES_ALL)("(%s) nor Request-rate, Visit-time or Comment from '*'", (profile) => {
    expect(robots.requestRate("Bot", { profile, at: at("03:00") })).toBeUndefined();
    expect(robots.visitTime("Bot", { profile })).toBeUndefined();
    expect(robots.comments("Bot", { profile })).toEqual([]);
  });

  it.each(PROFILES_ALL)(
    "(%s) so Bot's delay is the ROBOTS-2.0 default, not '*''s 30 seconds or Visit-time",
    (profile) => {
      expect(robots.delayBetweenRequests("Bot", { profile, at: at("12:00") })).toEqual({
        seconds: 10,
        reason: "default",
      });
    },
  );

  it.each(PROFILES_ALL)(
    "(%s) a crawler without a group of its own gets the '*' group's fields",
    (profile) => {
      expect(robots.crawlDelay("Other", { profile })).toBe(30);
      expect(robots.requestRate("Other", { profile, at: at("03:00") })).toMatchObject({
        requests: 1,
        seconds: 60,
        line: 3,
      });
      expect(robots.visitTime("Other", { profile })).toEqual({
        start: "01:00",
        end: "05:00",
        line: 4,
      });
      expect(robots.comments("Other", { profile })).toEqual(["everyone"]);
      expect(robots.delayBetweenRequests("Other", { profile, at: at("03:00") })).toEqual({
        seconds: 60,
        reason: "request-rate",
        line: 3,
      });
      expect(robots.delayBetweenRequests("Other", { profile, at: at("12:00") })).toEqual({
        seconds: 13 * 3600,
        reason: "outside-visit-time",
        line: 4,
      });
    },
  );

  it("the fields follow the same group as Allow/Disallow (the decision's group)", () => {
    expect(robots.decide({ url: "/private", userAgent: "Bot" })).toMatchObject({
      allowed: true,
      group: { lines: [8] },
    });
    expect(robots.decide({ url: "/private", userAgent: "Other" })).toMatchObject({
      allowed: false,
      group: { lines: [1] },
    });
  });
});

describe("crawlDelay()", () => {
  it("RFC 9309 §2.2.1 (default profile): crawlDelay of the group naming the product token, in seconds", () => {
    const robots = parseRobotsTxt(
      "User-agent: googlebot\nCrawl-delay: 3\nDisallow: /x\n\nUser-agent: *\nCrawl-delay: 8\n",
    );
    expect(robots.crawlDelay("Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(3);
    expect(robots.crawlDelay("Googlebot")).toBe(3);
    expect(robots.crawlDelay("Bingbot")).toBe(8);
  });

  it.each([
    ["0.5", 0.5],
    ["1.25", 1.25],
    ["10", 10],
    ["0", 0],
    ["10 # ten seconds", 10],
  ])("Crawl-delay: %s is %s seconds (decimals allowed)", (value, seconds) => {
    const robots = parseRobotsTxt(`User-agent: *\nCrawl-delay: ${value}\n`);
    expect(robots.crawlDelay("Bot")).toBe(seconds);
    expect(robots.diagnostics.filter((d) => d.code.startsWith("crawl-delay"))).toEqual([]);
  });

  it("the field name is case-insensitive", () => {
    expect(parseRobotsTxt("User-agent: *\ncrawl-DELAY: 4\n").crawlDelay("Bot")).toBe(4);
  });

  it("several Crawl-delay lines in the selected group: the largest is used", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nCrawl-delay: 2\nCrawl-delay: 7\nCrawl-delay: 3\n",
    );
    for (const profile of PROFILES_ALL)
      expect(robots.crawlDelay("Bot", { profile }), profile).toBe(7);
  });

  // RFC 9309 §2.2.1 merges groups naming the token; KOSTER-1996 §3.2.1 obeys the first record.
  it("rfc9309 merges the groups naming the crawler (largest of both); koster1996 and robots2 read the first record only", () => {
    const robots = parseRobotsTxt(
      "User-agent: Bot\nCrawl-delay: 2\nDisallow: /a\n\nUser-agent: Bot\nCrawl-delay: 7\nDisallow: /b\n",
    );
    expect(robots.crawlDelay("Bot")).toBe(7);
    expect(robots.crawlDelay("Bot", { profile: "rfc9309" })).toBe(7);
    expect(robots.crawlDelay("Bot", { profile: "koster1996" })).toBe(2);
    expect(robots.crawlDelay("Bot", { profile: "robots2" })).toBe(2);
  });

  // KOSTER-1996 §3.2.1: "the first record … that contains a User-Agent line whose value contains
  // the name token of the robot as a substring"; RFC 9309 §2.2.1 matches the whole product token.
  it("koster1996 selects the record by substring, rfc9309 by product token", () => {
    // (each group has a rule: under RFC 9309 consecutive User-agent lines, with only other
    // fields between them, would form one group)
    const robots = parseRobotsTxt(
      "User-agent: SuperBot-Search\nCrawl-delay: 5\nDisallow: /a\n\nUser-agent: *\nCrawl-delay: 1\nDisallow: /b\n",
    );
    expect(robots.crawlDelay("SuperBot", { profile: "koster1996" })).toBe(5);
    expect(robots.crawlDelay("SuperBot", { profile: "rfc9309" })).toBe(1);
  });

  // KOSTER-1996 §3.2: records are separated by blank lines; RFC 9309 groups are not (only a
  // User-agent line after rules starts a new group).
  it("a Crawl-delay after a blank line: outside the KOSTER-1996 record, inside the RFC 9309 group", () => {
    const robots = parseRobotsTxt("User-agent: Bot\nDisallow: /x\n\nCrawl-delay: 4\n");
    expect(robots.crawlDelay("Bot", { profile: "rfc9309" })).toBe(4);
    expect(robots.crawlDelay("Bot", { profile: "koster1996" })).toBeUndefined();
  });

  it("no Crawl-delay anywhere: undefined", () => {
    expect(parseRobotsTxt("User-agent: *\nDisallow: /\n").crawlDelay("Bot")).toBeUndefined();
    expect(parseRobotsTxt("").crawlDelay("Bot")).toBeUndefined();
  });
});

describe("sitemaps (sitemaps.org: Sitemap lines anywhere in the file)", () => {
  const robots = parseRobotsTxt(
    [
      "Sitemap: https://example.com/first.xml", // 1
      "User-agent: Bot", // 2
      "sitemap: http://example.com/in-group.xml", // 3
      "Disallow: /x", // 4
      "SITEMAP:https://cdn.example.net/s.xml.gz # gz", // 5
      "Sitemap: /relative.xml", // 6
      "Sitemap: ftp://example.com/s.xml", // 7
      "",
      "User-agent: *",
      "Disallow:",
      "Sitemap: https://example.com/last.xml", // 11
      "",
    ].join("\n"),
  );

  it("sitemaps: the absolute URLs, in file order, wherever they stand (field name case-insensitive)", () => {
    expect(robots.sitemaps).toEqual([
      "https://example.com/first.xml",
      "http://example.com/in-group.xml",
      "https://cdn.example.net/s.xml.gz",
      "https://example.com/last.xml",
    ]);
  });

  it.each([
    [6, "Sitemap: ".length + 1],
    [7, "Sitemap: ".length + 1],
  ])(
    "a Sitemap that is not an absolute http(s) URL (line %s) is sitemap-invalid at the value's column, spec sitemaps.org",
    (line, column) => {
      const d = diagnosticsOn(robots, line).find((x) => x.code === "sitemap-invalid");
      expect(d).toBeDefined();
      expect(d!.column).toBe(column);
      expect(d!.spec).toMatch(/^sitemaps\.org/);
    },
  );

  it("sitemaps do not depend on the groups: none is lost to a group, none is invented", () => {
    expect(parseRobotsTxt("User-agent: *\nDisallow: /\n").sitemaps).toEqual([]);
    expect(parseRobotsTxt("Sitemap: https://a.example/s.xml\n").sitemaps).toEqual([
      "https://a.example/s.xml",
    ]);
  });
});

describe("preferredHost (Yandex Host:)", () => {
  it("Host: a host name", () => {
    expect(
      parseRobotsTxt("User-agent: Yandex\nDisallow: /x\nHost: www.example.com\n").preferredHost,
    ).toBe("www.example.com");
  });

  it("the first valid Host: counts", () => {
    expect(
      parseRobotsTxt("Host: first.example.com\nHost: second.example.com\n").preferredHost,
    ).toBe("first.example.com");
  });

  it("an invalid Host: is a diagnostic (spec Yandex, code host-…) and the next valid one counts", () => {
    const robots = parseRobotsTxt("User-agent: *\nHost: exa mple.com\nHost: good.example.com\n");
    expect(robots.preferredHost).toBe("good.example.com");
    const d = diagnosticsOn(robots, 2);
    expect(d.map((x) => x.code)).toContain("host-invalid");
    expect(d.find((x) => x.code === "host-invalid")!.spec).toMatch(/^Yandex/);
    expect(d.find((x) => x.code === "host-invalid")!.column).toBe("Host: ".length + 1);
  });

  it("no Host: undefined", () => {
    expect(parseRobotsTxt("User-agent: *\nDisallow: /\n").preferredHost).toBeUndefined();
  });
});

describe("cleanParams (Yandex Clean-param: p0[&p1&…&pn] [path])", () => {
  const robots = parseRobotsTxt(
    [
      "User-agent: Yandex",
      "Disallow: /x",
      "Clean-param: ref&utm_source /forum/",
      "Clean-param: sid",
      "Clean-param: s /shop/*.php",
      "",
    ].join("\n"),
  );

  it("the parameters and the optional path of each line, in file order, with their lines", () => {
    expect(robots.cleanParams).toHaveLength(3);
    expect(robots.cleanParams[0]).toMatchObject({
      params: ["ref", "utm_source"],
      path: "/forum/",
      line: 3,
    });
    expect(robots.cleanParams[1]).toMatchObject({ params: ["sid"], line: 4 });
    expect(robots.cleanParams[1]!.path).toBeUndefined();
    expect(robots.cleanParams[2]).toMatchObject({ params: ["s"], path: "/shop/*.php", line: 5 });
    expect(robots.diagnostics.filter((d) => d.code.startsWith("clean-param"))).toEqual([]);
  });

  it.each([
    ["an empty value", "Clean-param:"],
    ["no parameter names, only separators", "Clean-param: &&"],
  ])("a Clean-param with %s is clean-param-invalid (spec Yandex) and ignored", (_name, line) => {
    const bad = parseRobotsTxt(`User-agent: *\n${line}\n`);
    expect(bad.cleanParams).toEqual([]);
    const d = diagnosticsOn(bad, 2).find((x) => x.code.startsWith("clean-param"));
    expect(d).toBeDefined();
    expect(d!.code).toBe("clean-param-invalid");
    expect(d!.spec).toMatch(/^Yandex/);
  });
});

describe("comments() (ROBOTS-2.0 Comment:)", () => {
  const robots = parseRobotsTxt(
    [
      "User-agent: Bot", // 1
      "Comment: one", // 2
      "Disallow: /a", // 3
      "",
      "User-agent: *", // 5
      "Comment: for everyone", // 6
      "Disallow: /c", // 7 (a rule: without it RFC 9309 would join "*" and the next Bot line into one group)
      "",
      "User-agent: Bot", // 9
      "Comment: two", // 10
      "Disallow: /b",
      "",
    ].join("\n"),
  );

  it("rfc9309 (default): the comments of every group naming the crawler, in file order", () => {
    expect(robots.comments("Bot")).toEqual(["one", "two"]);
  });

  it("koster1996: the comments of the first record naming the crawler only", () => {
    expect(robots.comments("Bot", { profile: "koster1996" })).toEqual(["one"]);
  });

  it("other crawlers: the '*' group's comments", () => {
    expect(robots.comments("Other")).toEqual(["for everyone"]);
    expect(robots.comments("Other", { profile: "koster1996" })).toEqual(["for everyone"]);
  });
});

describe("ROBOTS-2.0 Request-rate: many lines of one rule set, asked at every minute of the day", () => {
  // "If time is given, then the robot is to use the given rate (and no faster) if the time is
  // between the times given. If more than one 'Request-rate:' header is given and does NOT
  // include the time, use the one that requests the fewest documents per unit of time."
  it("the fewest requests among the windows holding the time (their ends included), else among the windowless lines", () => {
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60) % 24).padStart(2, "0")}${String(m % 60).padStart(2, "0")}`;
    const lines = Array.from({ length: 60 }, (_, i) => {
      const start = (i * 97) % 1440;
      const window = i % 3 === 0 ? "" : ` ${hhmm(start)}-${hhmm((start + 30 + i * 7) % 1440)}`;
      return { requests: (i % 7) + 1, seconds: ((i * 13) % 50) + 10, start, window, line: i + 2 };
    });
    const robots = parseRobotsTxt(
      `User-agent: Bot\n${lines.map((l) => `Request-rate: ${l.requests}/${l.seconds}s${l.window}`).join("\n")}\n`,
    );
    const minutes = (w: string) => Number(w.slice(0, 2)) * 60 + Number(w.slice(2, 4));
    const reference = (now: number) => {
      const inside = lines.filter((l) => {
        if (l.window === "") return false;
        const [from, to] = l.window.trim().split("-").map(minutes) as [number, number];
        return from <= to ? now >= from && now <= to : now >= from || now <= to;
      });
      const list = inside.length > 0 ? inside : lines.filter((l) => l.window === "");
      return list.reduce<(typeof lines)[number] | undefined>(
        (best, l) => (!best || l.requests / l.seconds < best.requests / best.seconds ? l : best),
        undefined,
      )?.line;
    };
    for (let round = 0; round < 2; round++)
      for (let minute = 0; minute < 1440; minute += round === 0 ? 1 : 7)
        for (const seconds of [0, 30]) {
          const when = new Date(Date.UTC(2026, 10, 26, 0, minute, seconds));
          expect(robots.requestRate("Bot", { at: when })?.line).toBe(
            reference(minute + seconds / 60),
          );
        }
  });
});

describe("visitTime() and requestRate() through the API", () => {
  const robots = parseRobotsTxt(
    [
      "User-agent: Bot", // 1
      "Visit-time: 0400-2200", // 2
      "Request-rate: 10/1m", // 3
      "Request-rate: 1/5 0600-0845", // 4
      "Crawl-delay: 2", // 5
      "Disallow: /x", // 6
      "",
    ].join("\n"),
  );

  it("visitTime: UTC HH:MM and the line", () => {
    expect(robots.visitTime("Bot")).toEqual({ start: "04:00", end: "22:00", line: 2 });
    expect(robots.visitTime("Bot", { profile: "koster1996" })).toEqual({
      start: "04:00",
      end: "22:00",
      line: 2,
    });
  });

  it("requestRate: the windowed rate inside its window, the windowless one outside", () => {
    expect(robots.requestRate("Bot", { at: at("07:00") })).toMatchObject({
      requests: 1,
      seconds: 5,
      window: { start: "06:00", end: "08:45" },
      line: 4,
    });
    expect(robots.requestRate("Bot", { at: at("12:00") })).toMatchObject({
      requests: 10,
      seconds: 60,
      line: 3,
    });
    expect(robots.requestRate("Bot", { at: at("12:00") })!.window).toBeUndefined();
  });

  it("requestRate for a crawler without any group: undefined", () => {
    expect(robots.requestRate("Other", { at: at("07:00") })).toBeUndefined();
    expect(robots.visitTime("Other")).toBeUndefined();
  });

  it("delayBetweenRequests: the slower of Request-rate and Crawl-delay, naming which, with its line", () => {
    expect(robots.delayBetweenRequests("Bot", { at: at("07:00") })).toEqual({
      seconds: 5,
      reason: "request-rate",
      line: 4,
    });
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00") })).toEqual({
      seconds: 6,
      reason: "request-rate",
      line: 3,
    });
    expect(robots.delayBetweenRequests("Bot", { at: at("23:00") })).toEqual({
      seconds: 5 * 3600,
      reason: "outside-visit-time",
      line: 2,
    });
    expect(robots.delayBetweenRequests("Bot", { at: at("03:30") })).toEqual({
      seconds: 1800,
      reason: "outside-visit-time",
      line: 2,
    });
  });
});

describe("delayBetweenRequests()", () => {
  it("Crawl-delay slower than the Request-rate: reason crawl-delay", () => {
    const robots = parseRobotsTxt("User-agent: *\nRequest-rate: 1/5\nCrawl-delay: 10\n");
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00") })).toEqual({
      seconds: 10,
      reason: "crawl-delay",
      line: 3,
    });
  });

  it("Request-rate slower than the Crawl-delay: reason request-rate", () => {
    const robots = parseRobotsTxt("User-agent: *\nRequest-rate: 1/5\nCrawl-delay: 2\n");
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00") })).toEqual({
      seconds: 5,
      reason: "request-rate",
      line: 2,
    });
  });

  it("Crawl-delay alone, even below the 10-second rule of thumb: it is what the site asked", () => {
    const robots = parseRobotsTxt("User-agent: *\nCrawl-delay: 0.5\n");
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00"), retrievalMs: 8000 })).toEqual({
      seconds: 0.5,
      reason: "crawl-delay",
      line: 2,
    });
  });

  it("Request-rate 20/1h is one request per 180 seconds", () => {
    const robots = parseRobotsTxt("User-agent: *\nRequest-rate: 20/1h\n");
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00") })).toEqual({
      seconds: 180,
      reason: "request-rate",
      line: 2,
    });
  });

  it.each([
    [undefined, 10],
    [1000, 10],
    [7500, 15],
  ])("neither field: ROBOTS-2.0 rule of thumb (retrievalMs %s → %s s)", (retrievalMs, seconds) => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /x\n");
    const options =
      retrievalMs === undefined ? { at: at("12:00") } : { at: at("12:00"), retrievalMs };
    expect(robots.delayBetweenRequests("Bot", options)).toEqual({ seconds, reason: "default" });
  });

  it("koster1996: the first record's fields", () => {
    const robots = parseRobotsTxt(
      "User-agent: Bot\nCrawl-delay: 3\n\nUser-agent: Bot\nCrawl-delay: 30\n",
    );
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00"), profile: "koster1996" })).toEqual({
      seconds: 3,
      reason: "crawl-delay",
      line: 2,
    });
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00") })).toEqual({
      seconds: 30,
      reason: "crawl-delay",
      line: 5,
    });
  });
});

// The issue: "Malformed values … become diagnostics with line and column (column of the value)
// whose codes start with the field name … and spec starting with "ROBOTS-2.0" (or "Yandex" for
// Host/Clean-param, "sitemaps.org" for Sitemap); the field is ignored; nothing throws."
/** 1-based column of a line's value: the first character after the colon and any blanks. */
function valueColumnOf(text: string): number {
  let i = text.indexOf(":") + 1;
  while (text[i] === " " || text[i] === "\t") i++;
  return i + 1;
}

describe("malformed values: diagnostics, the field ignored, nothing throws", () => {
  const CASES: ReadonlyArray<readonly [line: string, code: string, spec: RegExp]> = [
    ["Request-rate: fast", "request-rate-invalid", /^ROBOTS-2\.0/],
    ["Request-rate: 1/5 2500-2600", "request-rate-invalid", /^ROBOTS-2\.0/],
    ["Request-rate: 10/0", "request-rate-invalid", /^ROBOTS-2\.0/],
    ["Request-rate: <rate> <time>", "request-rate-invalid", /^ROBOTS-2\.0/],
    ["Crawl-delay: -3", "crawl-delay-invalid", /^ROBOTS-2\.0/],
    ["Crawl-delay: soon", "crawl-delay-invalid", /^ROBOTS-2\.0/],
    ["Crawl-delay: 0100-0800", "crawl-delay-invalid", /^ROBOTS-2\.0/],
    ["Crawl-delay:    abc", "crawl-delay-invalid", /^ROBOTS-2\.0/],
    ["Visit-time: 25:00-26:00", "visit-time-invalid", /^ROBOTS-2\.0/],
    ["Visit-time: 0600", "visit-time-invalid", /^ROBOTS-2\.0/],
    ["Robot-version: two", "robot-version-invalid", /^ROBOTS-2\.0/],
    ["Sitemap: /sitemap.xml", "sitemap-invalid", /^sitemaps\.org/],
    ["Host: exa mple.com", "host-invalid", /^Yandex/],
  ];

  it.each(CASES)("'%s' → %s at line 2, the value's column", (text, code, spec) => {
    let robots!: RobotsTxt;
    expect(() => {
      robots = parseRobotsTxt(`User-agent: Bot\n${text}\nDisallow: /x\n`);
    }).not.toThrow();
    const valueColumn = valueColumnOf(text);
    const d = robots.diagnostics.filter((x) => x.code === code);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ line: 2, column: valueColumn });
    expect(d[0]!.spec).toMatch(spec);
    expect(d[0]!.message.length).toBeGreaterThan(0);
    // the field is ignored
    for (const profile of PROFILES_ALL) {
      expect(robots.crawlDelay("Bot", { profile })).toBeUndefined();
      expect(robots.requestRate("Bot", { profile, at: at("12:00") })).toBeUndefined();
      expect(robots.visitTime("Bot", { profile })).toBeUndefined();
      expect(robots.delayBetweenRequests("Bot", { profile, at: at("12:00") })).toEqual({
        seconds: 10,
        reason: "default",
      });
    }
    expect(robots.sitemaps).toEqual([]);
    expect(robots.preferredHost).toBeUndefined();
    // the rule after it still applies (the group is not broken by a bad value)
    expect(robots.isAllowed("/x", "Bot")).toBe(false);
    expect(robots.isAllowed("/y", "Bot")).toBe(true);
  });

  it("(fixture check) the value column is the first non-blank after the colon, 1-based", () => {
    expect(valueColumnOf("Crawl-delay:    abc")).toBe(17);
    expect(valueColumnOf("Request-rate: fast")).toBe(15);
    expect(valueColumnOf("Host: x")).toBe(7);
  });

  it("every malformed value in one file: nothing throws for any query, every line has its diagnostic", () => {
    const text = ["User-agent: *", ...CASES.map(([line]) => line), "Disallow: /x", ""].join("\r\n");
    const robots = parseRobotsTxt(text);
    CASES.forEach(([, code], i) =>
      expect(
        diagnosticsOn(robots, i + 2).map((d) => d.code),
        code,
      ).toContain(code),
    );
    for (const profile of PROFILES_ALL)
      for (const agent of ["Bot", "Other/1.0"]) {
        expect(() => robots.crawlDelay(agent, { profile })).not.toThrow();
        expect(() => robots.requestRate(agent, { profile, at: at("07:00") })).not.toThrow();
        expect(() => robots.visitTime(agent, { profile })).not.toThrow();
        expect(() => robots.comments(agent, { profile })).not.toThrow();
        expect(() =>
          robots.delayBetweenRequests(agent, { profile, at: at("07:00"), retrievalMs: 100 }),
        ).not.toThrow();
        expect(robots.isAllowed("/x", agent, { profile })).toBe(false);
      }
    expect(robots.sitemaps).toEqual([]);
    expect(robots.cleanParams).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The corpus sample (test/fixtures/corpus, which holds every Request-rate and Visit-time file
// of the corpus): every Request-rate and Visit-time line of a real file either yields a value
// through the API, for some agent named in its group, or is a diagnostic on that line
// (test/support/politeness-corpus.ts). The corpus-wide counts are checked on the full corpus
// under `npm run test:corpus` (test/corpus/politeness.test.ts).

describe("corpus: files using Request-rate", () => {
  const { files, lines } = corpusLines(CORPUS, REQUEST_RATE);

  it("the sample has Request-rate files, each with at least one such line", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThanOrEqual(files.length);
  });

  it.each(lines.map((l) => [l.file, l.line, l.text.trim(), l] as const))(
    "%s:%s '%s' yields its rate through the API or a diagnostic on its line",
    (_f, _l, _t, cl) => {
      checkRequestRateLine(CORPUS, cl);
    },
  );

  it("spot checks: aukro.cz's placeholder 'Request-rate: <rate> <time>' is a diagnostic; its '1/1s 2000-2100' applies to SeznamBot from 20:00 to 21:00", () => {
    const robots = parseRobotsTxt(readFileSync(join(CORPUS, "00783-aukro.cz.txt")));
    expect(diagnosticsOn(robots, 216).map((d) => d.code)).toContain("request-rate-invalid");
    expect(robots.requestRate("SeznamBot", { at: at("20:30") })).toMatchObject({
      requests: 1,
      seconds: 1,
      window: { start: "20:00", end: "21:00" },
      line: 217,
    });
    expect(robots.requestRate("SeznamBot", { at: at("12:00") })).toBeUndefined();
    expect(robots.requestRate("Googlebot", { at: at("20:30") })).toBeUndefined();
  });

  it("spot check: www.cert.org merges its '*' groups (RFC 9309): 30/1m and Crawl-delay 1 → 2 s between requests", () => {
    const robots = parseRobotsTxt(readFileSync(join(CORPUS, "08555-www.cert.org.txt")));
    expect(robots.requestRate("AnyCrawler", { at: at("12:00") })).toMatchObject({
      requests: 30,
      seconds: 60,
      line: 7,
    });
    expect(robots.crawlDelay("AnyCrawler")).toBe(1);
    expect(robots.delayBetweenRequests("AnyCrawler", { at: at("12:00") })).toEqual({
      seconds: 2,
      reason: "request-rate",
      line: 7,
    });
  });

  it("spot check: vimeo.com: Request-rate 1/10s for SeznamBot only; the '*' group's Crawl-delay 2 is not inherited", () => {
    const robots = parseRobotsTxt(readFileSync(join(CORPUS, "07608-vimeo.com.txt")));
    expect(robots.requestRate("SeznamBot", { at: at("12:00") })).toMatchObject({
      requests: 1,
      seconds: 10,
      line: 36,
    });
    expect(robots.crawlDelay("SeznamBot")).toBeUndefined();
    expect(robots.crawlDelay("SomeoneElse")).toBe(2);
    expect(robots.requestRate("SomeoneElse", { at: at("12:00") })).toBeUndefined();
  });
});

describe("corpus: files using Visit-time", () => {
  const { files, lines } = corpusLines(CORPUS, VISIT_TIME);

  it("the sample has Visit-time files, each with at least one such line", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThanOrEqual(files.length);
  });

  it.each(lines.map((l) => [l.file, l.line, l.text.trim(), l] as const))(
    "%s:%s '%s' yields its window through the API or a diagnostic on its line",
    (_f, _l, _t, cl) => {
      checkVisitTimeLine(CORPUS, cl);
    },
  );

  it("spot check: levistrauss.com '0400-0845 # only visit between 04:00 and 08:45 UTC' for every crawler, and the delay outside it", () => {
    const robots = parseRobotsTxt(readFileSync(join(CORPUS, "00886-bcom.levistrauss.com.txt")));
    expect(robots.visitTime("AnyCrawler")).toEqual({ start: "04:00", end: "08:45", line: 14 });
    expect(robots.delayBetweenRequests("AnyCrawler", { at: at("03:00") })).toEqual({
      seconds: 3600,
      reason: "outside-visit-time",
      line: 14,
    });
    // inside: Request-rate 1/10 and Crawl-delay 10 are equally slow
    expect(robots.delayBetweenRequests("AnyCrawler", { at: at("05:00") }).seconds).toBe(10);
    // groups naming a crawler do not inherit the '*' group's Visit-time
    expect(robots.visitTime("MJ12bot")).toBeUndefined();
  });

  // Lines 67-71: "User-agent: archive.org_bot / Visit-time: 0200-0600 / (blank) / User-agent:
  // SEMrushBot / Visit-time: 0100-0800", no rule between them. KOSTER-1996 §3.2: two records
  // (blank line). RFC 9309 §2.2.1: one group (only a rule ends the User-agent lines of a group),
  // so it has two Visit-times, and ROBOTS-2.0 "This can only appear once per rule set".
  it("spot check: eulerian.com: archive.org_bot and SEMrushBot are two records (koster1996), one RFC 9309 group, two sections", () => {
    const robots = parseRobotsTxt(readFileSync(join(CORPUS, "09012-www.eulerian.com.txt")));
    expect(robots.visitTime("archive.org_bot", { profile: "koster1996" })).toEqual({
      start: "02:00",
      end: "06:00",
      line: 68,
    });
    expect(robots.visitTime("SEMrushBot", { profile: "koster1996" })).toEqual({
      start: "01:00",
      end: "08:00",
      line: 71,
    });
    // each Visit-time belongs to the User-agent line above it, though the lines form one group
    expect(robots.visitTime("archive.org_bot")).toEqual({ start: "02:00", end: "06:00", line: 68 });
    expect(robots.visitTime("SEMrushBot")).toEqual({ start: "01:00", end: "08:00", line: 71 });
    expect(diagnosticsOn(robots, 71).filter((d) => d.code.startsWith("visit-time"))).toHaveLength(
      0,
    );
  });

  it("spot check: eulerian.com: 'Crawl-delay: 0100-0800' (line 89) is crawl-delay-invalid", () => {
    const robots = parseRobotsTxt(readFileSync(join(CORPUS, "09012-www.eulerian.com.txt")));
    expect(diagnosticsOn(robots, 89).map((d) => d.code)).toContain("crawl-delay-invalid");
    // koster1996: AhrefsBot's record (lines 88-89) has only the invalid Crawl-delay
    expect(robots.crawlDelay("AhrefsBot", { profile: "koster1996" })).toBeUndefined();
    // rfc9309: lines 79-92 (noxtrumbot, msnbot, Slurp, AhrefsBot, MSIECrawler) are one group,
    // but each Crawl-delay belongs to the User-agent line above it
    expect(robots.crawlDelay("AhrefsBot")).toBeUndefined();
    expect(robots.crawlDelay("Slurp")).toBe(10);
    expect(robots.crawlDelay("noxtrumbot")).toBe(50);
    expect(robots.isAllowed("/x", "AhrefsBot")).toBe(false);
    expect(robots.crawlDelay("msnbot", { profile: "koster1996" })).toBe(30);
    // KOSTER-1996 §3.2.1 substring: "Slurp" is first found in "Yahoo! Slurp China" (line 58),
    // a record without Crawl-delay, before the "Slurp" record of line 85
    expect(robots.crawlDelay("Slurp", { profile: "koster1996" })).toBeUndefined();
  });
});

describe("ROBOTS-2.0 Request-rate: the time may also be passed directly", () => {
  it("requestRate(ua, date) equals requestRate(ua, { at: date })", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nDisallow: /x\nRequest-rate: 1/5 0600-0845\nRequest-rate: 10/60\n",
    );
    const inside = new Date("2026-01-01T07:00:00Z");
    const outside = new Date("2026-01-01T12:00:00Z");
    expect(robots.requestRate("bot", inside)).toEqual(robots.requestRate("bot", { at: inside }));
    expect(robots.requestRate("bot", inside)).toMatchObject({ requests: 1, seconds: 5 });
    expect(robots.requestRate("bot", outside)).toMatchObject({ requests: 10, seconds: 60 });
  });
});

describe("politeness per User-agent section: each field belongs to the User-agent lines directly above it", () => {
  // The rules still merge by RFC 9309 §2.2.1; crawler-commons, protego and robots-parser
  // attribute Crawl-delay / Request-rate / Visit-time to the User-agent lines above them.
  const text =
    "User-agent: alpha\nCrawl-delay: 4\nUser-agent: beta\nRequest-rate: 1/20s\nDisallow: /tmp/\n";
  const robots = parseRobotsTxt(text);
  const at = new Date("2026-01-01T12:00:00Z");

  it("alpha gets its delay and not beta's rate; beta gets its rate and not alpha's delay", () => {
    expect(robots.crawlDelay("alpha")).toBe(4);
    expect(robots.requestRate("alpha", { at })).toBeUndefined();
    expect(robots.crawlDelay("beta")).toBeUndefined();
    expect(robots.requestRate("beta", { at })).toMatchObject({ requests: 1, seconds: 20, line: 4 });
    // The deprecated (ua, date) form answers the same until it goes.
    expect(robots.requestRate("beta", at)).toEqual(robots.requestRate("beta", { at }));
    expect(robots.delayBetweenRequests("alpha", { at })).toMatchObject({
      seconds: 4,
      reason: "crawl-delay",
      line: 2,
    });
    expect(robots.delayBetweenRequests("beta", { at })).toMatchObject({
      seconds: 20,
      reason: "request-rate",
      line: 4,
    });
  });
  it("the rules stay merged: both crawlers are kept out of /tmp/", () => {
    expect(robots.isAllowed("/tmp/x", "alpha")).toBe(false);
    expect(robots.isAllowed("/tmp/x", "beta")).toBe(false);
  });
  it("User-agent lines that stand together share the fields below them", () => {
    const shared = parseRobotsTxt(
      "User-agent: a\nUser-agent: b\nCrawl-delay: 2\nUser-agent: c\nVisit-time: 0100-0300\nDisallow: /x\n",
    );
    expect(shared.crawlDelay("a")).toBe(2);
    expect(shared.crawlDelay("b")).toBe(2);
    expect(shared.crawlDelay("c")).toBeUndefined();
    expect(shared.visitTime("c")).toMatchObject({ start: "01:00", end: "03:00", line: 5 });
    expect(shared.visitTime("a")).toBeUndefined();
  });
  it("one Visit-time per section is not reported as repeated (ROBOTS-2.0: once per rule set)", () => {
    const two = parseRobotsTxt(
      "User-agent: a\nVisit-time: 0100-0200\nUser-agent: b\nVisit-time: 0300-0400\nDisallow: /x\n",
    );
    expect(two.diagnostics.map((d) => d.code)).not.toContain("visit-time-repeated");
    expect(two.visitTime("a")).toMatchObject({ start: "01:00" });
    expect(two.visitTime("b")).toMatchObject({ start: "03:00" });
  });
  it("a name in two sections of one group gets both sections' fields; merged groups add up", () => {
    const twice = parseRobotsTxt(
      "User-agent: a\nCrawl-delay: 1\nUser-agent: b\nCrawl-delay: 7\nUser-agent: a\nComment: hi\nDisallow: /x\n\nUser-agent: a\nCrawl-delay: 3\n",
    );
    expect(twice.crawlDelay("a")).toBe(3);
    expect(twice.comments("a")).toEqual(["hi"]);
    expect(twice.crawlDelay("b")).toBe(7);
  });
  it("fields no question reads (unknown names) between User-agent lines start a section too, asked before and after the policy model is made", () => {
    // Many groups before it: the section's rule set is read alone (src/rfc9309/polite-rule-sets.ts)
    // from the crawl index, which keeps a run of unknown fields as one row.
    const groups = Array.from({ length: 20 }, (_, i) => `User-agent: g${i}\nDisallow: /g${i}\n`);
    const text = `${groups.join("")}User-agent: alpha\nX-One: 1\n\nX-Two: 2\nUser-agent: beta\nX-Three: 3\nCrawl-delay: 6\nUser-agent: gamma\nDisallow: /tmp/\n`;
    const fresh = parseRobotsTxt(text);
    const modelled = parseRobotsTxt(text);
    expect(modelled.policy.groups.at(-1)!.fields.map((f) => f.name)).toEqual([
      "x-one",
      "x-two",
      "x-three",
      "crawl-delay",
    ]);
    for (const robots of [fresh, modelled]) {
      expect(robots.crawlDelay("alpha")).toBeUndefined();
      expect(robots.crawlDelay("beta")).toBe(6);
      expect(robots.crawlDelay("gamma")).toBeUndefined();
      expect(robots.isAllowed("/tmp/x", "alpha")).toBe(false);
    }
  });
  it("the same under koster1996 records, and for a crawler that falls to '*'", () => {
    expect(robots.crawlDelay("alpha", { profile: "koster1996" })).toBe(4);
    expect(robots.crawlDelay("beta", { profile: "koster1996" })).toBeUndefined();
    const star = parseRobotsTxt(
      "User-agent: *\nCrawl-delay: 5\nUser-agent: special\nCrawl-delay: 1\nDisallow: /x\n",
    );
    expect(star.crawlDelay("other")).toBe(5);
    expect(star.crawlDelay("special")).toBe(1);
  });
});
