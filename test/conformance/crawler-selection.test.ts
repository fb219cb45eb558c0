// Which rule sets a crawler's token selects, asked the way crawlers and public checkers ask:
// many names in rotation against one parsed file, names beyond what the caches keep, long
// User-Agent headers and long token lists. Every answer must be the specification's, which
// each test computes naively from the policy model (no index) and compares.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type ProfileName, type RobotsTxt } from "../../src/index.js";

interface GroupAnswer {
  readonly lines: readonly number[];
  readonly userAgents: readonly string[];
}

/** RFC 9309 §2.2.1, read on the model: every group with a line naming the token (as `nameOf` reads a value), else every `*` group. */
function mergedReference(
  robots: RobotsTxt,
  token: string,
  nameOf: (value: string, token: string) => string,
): GroupAnswer | undefined {
  for (const wanted of [token, "*"]) {
    const lines: number[] = [];
    const userAgents: string[] = [];
    for (const group of robots.policy.groups) {
      const naming = group.userAgents.filter((a) => nameOf(a.value, a.token) === wanted);
      if (naming.length === 0) continue;
      lines.push(...naming.map((a) => a.line));
      userAgents.push(naming[0]!.value);
    }
    if (lines.length > 0) return { lines, userAgents };
  }
  return undefined;
}

/** google/robotstxt ExtractUserAgent: "*" alone or before white space, else the leading [A-Za-z_-] run. */
function googleName(value: string): string {
  if (value.startsWith("*")) return value === "*" || /^\*[ \t]/.test(value) ? "*" : "";
  return /^[A-Za-z_-]*/.exec(value)![0].toLowerCase();
}

/** KOSTER-1996 §3.2.1 on the model: the first record with a value containing the token, case-insensitively; else the first "*" record. */
function kosterReference(robots: RobotsTxt, token: string): GroupAnswer | undefined {
  for (const test of [(v: string) => v.toLowerCase().includes(token), (v: string) => v === "*"])
    for (const record of robots.policy.records) {
      const agent = record.userAgents.find((a) => test(a.value));
      if (agent) return { lines: [agent.line], userAgents: [agent.value] };
    }
  return undefined;
}

function reference(robots: RobotsTxt, token: string, profile: ProfileName) {
  if (profile === "koster1996") return kosterReference(robots, token);
  if (profile === "google") return mergedReference(robots, token, (value) => googleName(value));
  return mergedReference(robots, token, (_value, agentToken) => agentToken);
}

function groupOf(robots: RobotsTxt, userAgent: string | string[], profile: ProfileName) {
  const group = robots.decide({ url: "/", userAgent, profile }).group;
  return group && { lines: [...group.lines], userAgents: [...group.userAgents] };
}

const VALUES = ["a", "ab", "AB", "bot", "Bot-1", "bot1", "b_c", "x.y/2", "*", "* x", "*x", "b c"];
const TOKENS = ["a", "ab", "b", "bot", "bot-1", "bot1", "b_c", "x.y", "c", "zz", "t", "o"];

/** Random files of groups and records whose User-agent values share prefixes and substrings. */
const files = fc
  .array(
    fc.record({
      agents: fc.array(fc.constantFrom(...VALUES), { minLength: 1, maxLength: 3 }),
      blank: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((groups) =>
    groups
      .map(
        ({ agents, blank }, g) =>
          `${agents.map((a) => `User-agent: ${a}`).join("\n")}\nDisallow: /g${g}/\n${blank ? "\n" : ""}`,
      )
      .join(""),
  );

describe("RFC 9309 §2.2.1 group selection: many names asked of one file", () => {
  it("every name in rotation selects what the section says, asked three times over, under rfc9309 and google", () => {
    fc.assert(
      fc.property(files, fc.shuffledSubarray(TOKENS, { minLength: 1 }), (text, tokens) => {
        const robots = parseRobotsTxt(text);
        for (let round = 0; round < 3; round++)
          for (const token of tokens)
            for (const profile of ["rfc9309", "google"] as const)
              expect(groupOf(robots, token, profile)).toEqual(reference(robots, token, profile));
      }),
      { numRuns: 150 },
    );
  });

  it("2,500 names in rotation against a file of 1,000 groups (beyond every count a file remembers): each selects its own group or `*`", () => {
    const text = Array.from({ length: 1_000 }, (_, i) => `User-agent: bot${i}\nDisallow: /p${i}/\n`)
      .concat("User-agent: *\nDisallow: /star/\n")
      .join("\n");
    const robots = parseRobotsTxt(text);
    const names = Array.from({ length: 2_500 }, (_, i) =>
      i % 2 ? `bot${i % 1_000}` : `other${i}`,
    );
    for (let round = 0; round < 2; round++)
      for (const [i, name] of names.entries()) {
        const own = name.startsWith("bot");
        expect(robots.isAllowed(`/p${i % 1_000}/x`, name)).toBe(!own);
        expect(robots.isAllowed("/star/x", name)).toBe(own);
        if (i % 10 === 0)
          for (const profile of ["rfc9309", "google", "koster1996"] as const)
            expect(groupOf(robots, name, profile)).toEqual(reference(robots, name, profile));
      }
  });

  it("after evictions: names whose merged groups outgrow what a file keeps are answered as by a fresh file", () => {
    // Every name is in the big group and in one of its own: each selection compiles 3,000 rules.
    const names = Array.from({ length: 40 }, (_, i) => `n${i}`);
    const big = names.map((n) => `User-agent: ${n}`).join("\n");
    const rules = Array.from({ length: 3_000 }, (_, i) => `Disallow: /big/${i}/*.html$`).join("\n");
    const own = names.map((n, i) => `User-agent: ${n}\nAllow: /big/${i}/\n`).join("\n");
    const text = `${big}\n${rules}\n\n${own}`;
    const urls = (i: number) => [`/big/${i}/a.html`, `/big/${(i + 1) % 40}/a.html`, `/big/${i}/x`];
    // Each name asked of a file of its own: nothing else was kept there.
    const expected = names.map((name, i) => {
      const fresh = parseRobotsTxt(text);
      return urls(i).map((url) => [fresh.isAllowed(url, name), fresh.matchingLine(url, name)]);
    });
    const robots = parseRobotsTxt(text);
    for (let round = 0; round < 3; round++)
      for (const [i, name] of names.entries())
        expect(
          urls(i).map((url) => [robots.isAllowed(url, name), robots.matchingLine(url, name)]),
        ).toEqual(expected[i]);
  });

  it("a token named by no group is read as `*`, whichever of thousands of names asks", () => {
    const robots = parseRobotsTxt(
      "User-agent: bot\nDisallow: /b/\n\nUser-agent: *\nDisallow: /s/\n",
    );
    for (let i = 0; i < 3_000; i++) {
      expect(robots.isAllowed("/s/x", `unknown${i}`)).toBe(false);
      expect(robots.isAllowed("/b/x", `unknown${i}`)).toBe(true);
    }
  });
});

describe("KOSTER-1996 §3.2.1: a record whose User-agent value contains the name", () => {
  it("every name in rotation selects the first record containing it, case-insensitively, else the first `*` record", () => {
    fc.assert(
      fc.property(files, fc.shuffledSubarray(TOKENS, { minLength: 1 }), (text, tokens) => {
        const robots = parseRobotsTxt(text);
        // Rounds enough to read the values by every path (a scan, indexOf, the suffix array).
        for (let round = 0; round < 3; round++)
          for (const token of tokens)
            for (const profile of ["koster1996", "robots2"] as const)
              expect(groupOf(robots, token, profile)).toEqual(
                reference(robots, token, "koster1996"),
              );
      }),
      { numRuns: 150 },
    );
  });

  it("long values sharing prefixes: names inside, across and beyond them", () => {
    const values = Array.from({ length: 30 }, (_, i) => `${"ab".repeat(500)}-crawler-${i}`);
    const text = values.map((v, i) => `User-agent: ${v}\nDisallow: /${i}/\n`).join("\n");
    const robots = parseRobotsTxt(text);
    const names = ["ab", "ba", "bab", "crawler-1", "crawler-12", "crawler-29", "crawler-30", "b-c"];
    names.push(...Array.from({ length: 30 }, (_, i) => `${"ab".repeat(i * 10)}-crawler-${i}`));
    for (let round = 0; round < 2; round++)
      for (const name of names)
        expect(groupOf(robots, name, "koster1996")).toEqual(kosterReference(robots, name));
  });
});

describe("google/robotstxt's reading: the agent a User-agent value names", () => {
  it("values named by their leading [A-Za-z_-] run, long ones too", () => {
    const long = "x".repeat(10_000);
    const text = `User-agent: ${long}1\nDisallow: /long/\n\nUser-agent: MJ12bot\nDisallow: /mj/\n\nUser-agent: *\nDisallow: /all/\n`;
    const robots = parseRobotsTxt(text);
    for (let round = 0; round < 2; round++) {
      expect(robots.isAllowed("/long/", long, { profile: "google" })).toBe(false);
      expect(robots.isAllowed("/long/", `${long}x`, { profile: "google" })).toBe(true);
      expect(robots.isAllowed("/mj/", "MJ", { profile: "google" })).toBe(false);
      expect(robots.isAllowed("/all/", "MJ12bot", { profile: "google" })).toBe(false);
    }
  });
});

describe("RFC 9110 §10.1.5 User-Agent headers and token lists of any length", () => {
  const text = "User-agent: botseven\nDisallow: /seven/\n\nUser-agent: *\nDisallow: /\n";
  const products = Array.from({ length: 20_000 }, (_, i) => `p${i}/1.0`).join(" ");

  it("a header of 20,000 products is read for the first one a group names", () => {
    const robots = parseRobotsTxt(text);
    for (const profile of ["rfc9309", "google", "koster1996", "robots2"] as const) {
      const userAgent = `${products} botseven/2.1`;
      const decision = robots.decide({ url: "/seven/", userAgent, profile });
      // google/robotstxt compares a header without a comment whole, as the agent's name.
      expect(decision.agent).toBe(profile === "google" ? userAgent.toLowerCase() : "botseven");
      expect(decision.allowed).toBe(false);
    }
  });

  it("10,000 comments and a crawler in the last one", () => {
    const comments = Array.from({ length: 10_000 }, (_, i) => `(compatible; c${i}/1.0)`).join(" ");
    const decision = parseRobotsTxt(text).decide({
      url: "/seven/",
      userAgent: `Mozilla/5.0 ${comments} (compatible; botseven/2.1; +http://example.com/bot)`,
    });
    expect(decision).toMatchObject({ agent: "botseven", allowed: false });
    const named = parseRobotsTxt(text).decide({
      url: "/seven/x",
      userAgent: `Mozilla/5.0 (${"(".repeat(5_000)}nested${")".repeat(5_000)}) (compatible; botseven/2.1)`,
    });
    expect(named).toMatchObject({ agent: "botseven", allowed: false });
  });

  it("a comment entry of 50,000 slashes and a space is not a name/version entry; without the space it is", () => {
    const robots = parseRobotsTxt(text);
    const entry = "a/".repeat(50_000);
    expect(robots.decide({ url: "/", userAgent: `Mozilla/5.0 (${entry} b)` }).agent).toBe(
      "mozilla",
    );
    expect(robots.decide({ url: "/", userAgent: `Mozilla/5.0 (${entry}b)` }).agent).toBe("a");
  });

  it("escapes in comments are read once, and a backslash at the end is harmless", () => {
    const robots = parseRobotsTxt(text);
    const escaped = "\\(".repeat(20_000);
    expect(
      robots.decide({ url: "/", userAgent: `X/1 (compatible; ${escaped} botseven/1)` }).agent,
    ).toBe("botseven");
    expect(robots.decide({ url: "/", userAgent: "X/1 (compatible; botseven/1 \\" }).agent).toBe(
      "botseven",
    );
  });

  it("an array of 10,000 tokens: the first a group names decides, under every profile", () => {
    const robots = parseRobotsTxt(text);
    const tokens = Array.from({ length: 10_000 }, (_, i) => `t${i}`);
    for (const profile of ["rfc9309", "google", "koster1996", "robots2"] as const) {
      const expected = robots.decide({ url: "/seven/", userAgent: "botseven", profile });
      expect(
        robots.decide({ url: "/seven/", userAgent: [...tokens, "botseven"], profile }),
      ).toEqual(expected);
      expect(robots.decide({ url: "/seven/", userAgent: tokens, profile }).agent).toBe("t0");
    }
  });
});
