// ROBOTS-2.0: Captain Napalm (Sean Conner), "Re: robots.txt syntax", robots mailing list,
// 17 Oct 1996 (test/fixtures/specs/004_1daf4344aa268b6b.txt), a proposal for "version 2.0.0" of
// robots.txt, under the "robots2" profile: what the conformance vectors cannot say. The
// proposal's answers (allowed or not, the deciding line, Request-rate, Visit-time, Comment and
// the default delay) live in conformance/robots2/ and are run by vectors-robots.test.ts. This
// file keeps: the example as printed, decide()'s reasons and groups, the Robot-version
// diagnostics, the robots2Unmatched option (the proposal's "Discuss." choice, open in the
// vectors), and the readings of what the proposal leaves to be worked out (the <time>
// formats and windows, the 's' and 'd' rate units, invalid Robot-version values, '$' and %xx
// in 2.0.0 match strings). Each group quotes the sentence of the proposal it tests.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  parseRobotsTxt,
  type Decision,
  type DecisionReason,
  type ProfileName,
  type RobotsTxt,
} from "../../src/index.js";

const ROBOTS2 = "robots2" satisfies ProfileName;
const SPEC = new URL("../fixtures/specs/004_1daf4344aa268b6b.txt", import.meta.url);

type Unmatched = "disallow" | "allow";

function allowed(
  robots: RobotsTxt,
  url: string,
  userAgent: string,
  robots2Unmatched?: Unmatched,
): boolean {
  return robots.isAllowed(
    url,
    userAgent,
    robots2Unmatched ? { profile: ROBOTS2, robots2Unmatched } : { profile: ROBOTS2 },
  );
}

function decide(
  robots: RobotsTxt,
  url: string,
  userAgent: string,
  robots2Unmatched?: Unmatched,
): Decision {
  return robots.decide(
    robots2Unmatched
      ? { url, userAgent, profile: ROBOTS2, robots2Unmatched }
      : { url, userAgent, profile: ROBOTS2 },
  );
}

function codesOn(robots: RobotsTxt, line: number): string[] {
  return robots.diagnostics.filter((d) => d.line === line).map((d) => d.code);
}

function robotVersionCodes(robots: RobotsTxt): string[] {
  return robots.diagnostics.filter((d) => d.code.startsWith("robot-version")).map((d) => d.code);
}

/** A UTC time of day on a fixed date. */
function at(hhmm: string): Date {
  return new Date(`2026-03-10T${hhmm}:00Z`);
}

// ROBOTS-2.0: "The new extensions would start with a version of 2.0.0 and can be included in
// existing 1.0.0 robots.txt files … It would work as follows:" — the example, verbatim
// (comments and blank lines included). Line n here is line n + 36 of the spec file.
const EXAMPLE = `# -------------------------------------------
# the following robot only understands 1.0.0
# -------------------------------------------

User-agent: Fredsbot # if it don't understand 2.0.0
Disallow: / # it's unwelcome here

# ---------------------------------------------
# the following robot does understand 2.0.0
# ---------------------------------------------

User-agent: Chives
Robot-version: 2.0.0
Allow: */index.html # only allow index pages

# ----------------------------------------------
# So does this one, but we know it works, so we
# allow a bit more freedom for this one
# ----------------------------------------------

User-agent: Alfred
Robot-version: 2.0.0
Allow: /blackhole/index.html
Allow: /blackhole/info*
Disallow: *.shtml
Disallow: /blackhole/info99*
Disallow: /blackhole/info8.html

# ------------------------------------------------
# anything else we don't trust
# -------------------------------------------------

User-agent: *
Disallow: /
`;

// Line numbers in EXAMPLE.
const L = {
  fredsbotUA: 5,
  fredsbotDisallow: 6,
  chivesUA: 12,
  chivesAllow: 14,
  alfredUA: 21,
  alfredAllowIndex: 23,
  alfredAllowInfo: 24,
  alfredDisallowShtml: 25,
  alfredDisallowInfo99: 26,
  alfredDisallowInfo8: 27,
  starUA: 33,
  starDisallow: 34,
} as const;

type Row = readonly [
  path: string,
  allowed: boolean,
  reason: DecisionReason,
  line: number,
  why: string,
];

// Fredsbot: the record has no Robot-version, so it is 1.0.0 ("if the next valid header after
// 'User-agent' is NOT 'Robot-version', then treat the entry as a version 1.0.0") and
// "Disallow: /" is a general match, "/" followed by anything: every path but /robots.txt.
const FREDSBOT: readonly Row[] = [
  ["/", false, "matched-rule", L.fredsbotDisallow, "general match '/' + anything"],
  ["/index.html", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/a/index.html", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/blackhole/index.html", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/blackhole/info", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/blackhole/info5.html", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/blackhole/info99x.html", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/blackhole/info8.html", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/blackhole/x.shtml", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/x.shtml", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  ["/blackhole/other.html", false, "matched-rule", L.fredsbotDisallow, "general match '/'"],
  [
    "/robots.txt",
    true,
    "robots-txt-always-allowed",
    0,
    "KOSTER-1996 §3.2.2: /robots.txt is always allowed",
  ],
];

// Chives: Robot-version 2.0.0 right after User-agent; a single wildcard Allow and no Disallow:
// "If there are no disallow rules, then the robot is ONLY allowed to retrieve the URLs that
// match the explicit and/or wildcard/regular expressions given." `*/index.html` must match the
// whole path, `*` being any run of characters (also the empty one).
const CHIVES: readonly Row[] = [
  ["/", false, "not-matched-by-allow-rules", 0, "does not end in /index.html"],
  [
    "/index.html",
    true,
    "matched-rule",
    L.chivesAllow,
    "'*' matches the empty run, then '/index.html'",
  ],
  ["/a/index.html", true, "matched-rule", L.chivesAllow, "'*' matches '/a'"],
  [
    "/a/b/index.html",
    true,
    "matched-rule",
    L.chivesAllow,
    "'*' matches '/a/b' (any run, slashes included)",
  ],
  [
    "/a/index.html.bak",
    false,
    "not-matched-by-allow-rules",
    0,
    "the whole path must match: no implicit trailing '*'",
  ],
  [
    "/a/myindex.html",
    false,
    "not-matched-by-allow-rules",
    0,
    "'/index.html' needs the slash before 'index'",
  ],
  ["/blackhole/index.html", true, "matched-rule", L.chivesAllow, "'*' matches '/blackhole'"],
  ["/blackhole/info", false, "not-matched-by-allow-rules", 0, "no Allow matches"],
  ["/blackhole/info5.html", false, "not-matched-by-allow-rules", 0, "no Allow matches"],
  ["/blackhole/info99x.html", false, "not-matched-by-allow-rules", 0, "no Allow matches"],
  ["/blackhole/info8.html", false, "not-matched-by-allow-rules", 0, "no Allow matches"],
  ["/blackhole/x.shtml", false, "not-matched-by-allow-rules", 0, "no Allow matches"],
  ["/x.shtml", false, "not-matched-by-allow-rules", 0, "no Allow matches"],
  ["/blackhole/other.html", false, "not-matched-by-allow-rules", 0, "no Allow matches"],
  [
    "/robots.txt",
    true,
    "robots-txt-always-allowed",
    0,
    "always allowed, though no Allow matches it",
  ],
];

// Alfred: Robot-version 2.0.0. Explicit Allow /blackhole/index.html (highest precedence),
// wildcard Allow /blackhole/info* (lowest precedence), Disallows *.shtml and /blackhole/info99*
// (wildcard) and /blackhole/info8.html (explicit). "Any URL not matching the disallow rules
// have to then pass (any) wild card/regular expression rules": a URL that no Disallow takes
// is allowed only if /blackhole/info* matches it.
const ALFRED: readonly Row[] = [
  [
    "/",
    false,
    "not-matched-by-allow-rules",
    0,
    "no Disallow, and the wildcard Allow does not match",
  ],
  [
    "/index.html",
    false,
    "not-matched-by-allow-rules",
    0,
    "no Disallow; '/blackhole/info*' does not match",
  ],
  [
    "/a/index.html",
    false,
    "not-matched-by-allow-rules",
    0,
    "no Disallow; '/blackhole/info*' does not match",
  ],
  [
    "/blackhole/index.html",
    true,
    "matched-rule",
    L.alfredAllowIndex,
    "explicit Allow equals the path: highest precedence",
  ],
  [
    "/blackhole/index.html.bak",
    false,
    "not-matched-by-allow-rules",
    0,
    "an explicit Allow must equal the whole path",
  ],
  [
    "/blackhole/info",
    true,
    "matched-rule",
    L.alfredAllowInfo,
    "'/blackhole/info*' with '*' empty; no Disallow matches",
  ],
  [
    "/blackhole/info5.html",
    true,
    "matched-rule",
    L.alfredAllowInfo,
    "'/blackhole/info*'; no Disallow matches",
  ],
  [
    "/blackhole/info99x.html",
    false,
    "matched-rule",
    L.alfredDisallowInfo99,
    "Disallow '/blackhole/info99*' beats the wildcard Allow",
  ],
  [
    "/blackhole/info99",
    false,
    "matched-rule",
    L.alfredDisallowInfo99,
    "'/blackhole/info99*' with '*' empty",
  ],
  [
    "/blackhole/info8.html",
    false,
    "matched-rule",
    L.alfredDisallowInfo8,
    "explicit Disallow equals the path, beats the wildcard Allow",
  ],
  [
    "/blackhole/info8.html5",
    true,
    "matched-rule",
    L.alfredAllowInfo,
    "the explicit Disallow must equal the whole path; the wildcard Allow matches",
  ],
  [
    "/blackhole/info.shtml",
    false,
    "matched-rule",
    L.alfredDisallowShtml,
    "Disallow '*.shtml' beats the wildcard Allow '/blackhole/info*'",
  ],
  ["/blackhole/x.shtml", false, "matched-rule", L.alfredDisallowShtml, "Disallow '*.shtml'"],
  [
    "/x.shtml",
    false,
    "matched-rule",
    L.alfredDisallowShtml,
    "Disallow '*.shtml' (the '*' matches '/x')",
  ],
  [
    "/x.shtml.txt",
    false,
    "not-matched-by-allow-rules",
    0,
    "'*.shtml' must match the whole path, so it does not; no Allow matches",
  ],
  [
    "/blackhole/other.html",
    false,
    "not-matched-by-allow-rules",
    0,
    "no Disallow; '/blackhole/info*' does not match",
  ],
  ["/robots.txt", true, "robots-txt-always-allowed", 0, "always allowed"],
];

// Any other robot ("anything else we don't trust"): the default record "User-agent: *" with
// the 1.0.0 "Disallow: /" (no Robot-version): every path but /robots.txt.
const OTHER: readonly Row[] = FREDSBOT.map(([path, ok, reason, line, why]) =>
  line === L.fredsbotDisallow
    ? ([path, ok, reason, L.starDisallow, why] as const)
    : ([path, ok, reason, line, why] as const),
);

const TABLES: ReadonlyArray<
  readonly [robot: string, groupLine: number, agentValue: string, rows: readonly Row[]]
> = [
  ["Fredsbot/1.0", L.fredsbotUA, "Fredsbot", FREDSBOT],
  ["Chives/2.0", L.chivesUA, "Chives", CHIVES],
  ["Alfred/2.0", L.alfredUA, "Alfred", ALFRED],
  ["Jeeves/1.0", L.starUA, "*", OTHER],
];

const EXAMPLE_CELLS = TABLES.flatMap(([robot, groupLine, agentValue, rows]) =>
  rows.map(
    ([path, ok, reason, line, why]) =>
      [robot, path, ok, reason, line, groupLine, agentValue, why] as const,
  ),
);

describe("ROBOTS-2.0 example: the Fredsbot/Chives/Alfred file", () => {
  it("ROBOTS-2.0: the example written in this test is the example printed in the proposal", () => {
    const spec = readFileSync(SPEC, "utf8");
    expect(spec).toContain(
      `headers). It would work as follows:\n\n${EXAMPLE}\nFirst off, if the next valid header`,
    );
  });

  it("ROBOTS-2.0: the example parses without errors and without Robot-version diagnostics", () => {
    const robots = parseRobotsTxt(EXAMPLE);
    expect(robots.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(robotVersionCodes(robots)).toEqual([]);
  });

  const robots = parseRobotsTxt(EXAMPLE);

  it.each(EXAMPLE_CELLS)(
    "ROBOTS-2.0 example: %s %s → allowed=%s (%s, line %s): reason, group and deciding line",
    (robot, path, ok, reason, line, groupLine, agentValue, why) => {
      const decision = decide(robots, `http://www.example.com${path}`, robot);
      expect(decision.allowed, why).toBe(ok);
      expect(decision.reason, why).toBe(reason);
      expect(decision.profile).toBe("robots2");
      expect(decision.rule?.line ?? 0, why).toBe(line);
      expect(
        robots.matchingLine(`http://www.example.com${path}`, robot, { profile: ROBOTS2 }),
        why,
      ).toBe(line);
      if (reason !== "robots-txt-always-allowed")
        expect(decision.group, why).toEqual({ lines: [groupLine], userAgents: [agentValue] });
    },
  );

  // The example has wildcard Allow rules wherever it has Allow rules, so it never reaches the
  // open case ("we have a choice here"): robots2Unmatched cannot change any cell.
  it.each(EXAMPLE_CELLS)(
    'ROBOTS-2.0 example: %s %s → allowed=%s also with robots2Unmatched "allow"',
    (robot, path, ok) => {
      expect(allowed(robots, `http://www.example.com${path}`, robot, "allow")).toBe(ok);
      expect(allowed(robots, `http://www.example.com${path}`, robot, "disallow")).toBe(ok);
    },
  );

  // ROBOTS-2.0 "User-agent: <general> # 1.0.0 , 2.0.0 … the same format as the 1.0.0 version":
  // the record is chosen as KOSTER-1996 §3.2.1 does, by case-insensitive substring.
  it("ROBOTS-2.0 User-agent: 'Fred' is a substring of 'Fredsbot' (and of 'Alfred'): the first such record, Fredsbot's, is used", () => {
    expect(decide(robots, "/blackhole/index.html", "Fred/1.0").group).toEqual({
      lines: [L.fredsbotUA],
      userAgents: ["Fredsbot"],
    });
  });
});

// ROBOTS-2.0: "First off, if the next valid header after 'User-agent' is NOT 'Robot-version',
// then treat the entry as a version 1.0.0 of the robots.txt (current standard)."
// Robot-version: "This will follow the 'User-agent:' header. If it does not immediately
// follow, or is missing, then the robot is to assume the rule set follows the 1.0.0 standard."
describe("ROBOTS-2.0 Robot-version placement", () => {
  // Under 2.0.0 "Disallow: /tmp" would be explicit (only /tmp) and "Allow: /tmp/ok*" a wildcard;
  // under 1.0.0 both are general (prefix) matches and the first match in file order decides.
  const body = "Disallow: /tmp\nAllow: /tmp/ok*\n";

  it("ROBOTS-2.0: Robot-version as the first line after User-agent: no diagnostic", () => {
    const robots = parseRobotsTxt(`User-agent: Bot\nRobot-version: 2.0.0\n${body}`);
    expect(robotVersionCodes(robots)).toEqual([]);
  });

  it("ROBOTS-2.0: Robot-version after a rule is misplaced: diagnostic robot-version-misplaced; the rule set is 1.0.0", () => {
    const robots = parseRobotsTxt(`User-agent: Bot\n${body}Robot-version: 2.0.0\n`);
    expect(codesOn(robots, 4)).toContain("robot-version-misplaced");
    const d = robots.diagnostics.find((x) => x.code === "robot-version-misplaced")!;
    expect(d.line).toBe(4);
    expect(d.spec).toMatch(/^ROBOTS-2\.0/);
    expect(decide(robots, "/tmp/ok.html", "Bot").rule?.line).toBe(2);
  });

  it("ROBOTS-2.0: Robot-version between two rules is misplaced too", () => {
    const robots = parseRobotsTxt(
      "User-agent: Bot\nDisallow: /tmp\nRobot-version: 2.0.0\nAllow: /tmp/ok*\n",
    );
    expect(codesOn(robots, 3)).toContain("robot-version-misplaced");
  });

  it("ROBOTS-2.0: Robot-version before any User-agent line is misplaced", () => {
    const robots = parseRobotsTxt("Robot-version: 2.0.0\nUser-agent: Bot\nDisallow: /tmp\n");
    expect(codesOn(robots, 1)).toContain("robot-version-misplaced");
  });

  it("ROBOTS-2.0: a comment line between User-agent and Robot-version does not move it: no diagnostic", () => {
    const robots = parseRobotsTxt(
      "User-agent: Bot # the bot\n# version follows\nRobot-version: 2.0.0 # two\nDisallow: /tmp\n",
    );
    expect(robotVersionCodes(robots)).toEqual([]);
  });

  it("ROBOTS-2.0: Robot-version after several User-agent lines: no diagnostic", () => {
    const robots = parseRobotsTxt(
      "User-agent: Alpha\nUser-agent: Beta\nRobot-version: 2.0.0\nDisallow: /tmp\n",
    );
    expect(robotVersionCodes(robots)).toEqual([]);
  });

  // "Only ONE 'Robot-version:' header per rule set is allowed."
  it("ROBOTS-2.0: only ONE Robot-version per rule set: the second one is the diagnostic", () => {
    const robots = parseRobotsTxt(
      "User-agent: Bot\nRobot-version: 2.0.0\nRobot-version: 1.0.0\nDisallow: /tmp\n",
    );
    expect(codesOn(robots, 2).filter((c) => c.startsWith("robot-version"))).toEqual([]);
    expect(codesOn(robots, 3)).toContain("robot-version-misplaced");
  });
});

// ROBOTS-2.0 Robot-version: "The version is a three part number, with each part separated by
// a period. The first part is the major version number … Valid numbers for this part are 1
// and 2." … "have even numbers be 'stable' (or agreed upon) standards, and odd numbers to be
// 'experimental'".
describe("ROBOTS-2.0 Robot-version values", () => {
  const withVersion = (version: string) =>
    parseRobotsTxt(`User-agent: Bot\nRobot-version: ${version}\nDisallow: /tmp\n`);

  it.each(["1.0.0", "1.2.0", "2.2.0", "2.4.0", "2.0.1"])(
    "ROBOTS-2.0: 'Robot-version: %s' (stable: 'A version number of 1.0.0 is allowed', a lower or a higher even one) has no diagnostic",
    (version) => {
      expect(robotVersionCodes(withVersion(version))).toEqual([]);
    },
  );

  // "A robot, if it comes across an experiment version number, should probably ignore that rule
  // set and use the default."
  it.each(["2.1.0", "2.3.0", "1.1.0"])(
    "ROBOTS-2.0: experimental (odd minor) %s: diagnostic robot-version-experimental",
    (version) => {
      const robots = parseRobotsTxt(
        `User-agent: *\nDisallow: /private\n\nUser-agent: Bot\nRobot-version: ${version}\nDisallow: /\n`,
      );
      expect(codesOn(robots, 5)).toContain("robot-version-experimental");
      expect(robots.diagnostics.find((d) => d.code === "robot-version-experimental")!.spec).toMatch(
        /^ROBOTS-2\.0/,
      );
    },
  );

  it("ROBOTS-2.0: experimental 2.1.0: the default '*' record is the group", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nDisallow: /private\n\nUser-agent: Bot\nRobot-version: 2.1.0\nDisallow: /\n",
    );
    expect(decide(robots, "/private/x", "Bot").group).toEqual({ lines: [1], userAgents: ["*"] });
  });

  it("ROBOTS-2.0: experimental version and no '*' record: no rule set applies (reason no-matching-group)", () => {
    const robots = parseRobotsTxt("User-agent: Bot\nRobot-version: 2.1.0\nDisallow: /\n");
    expect(decide(robots, "/x", "Bot").reason).toBe("no-matching-group");
  });

  it.each([
    ["two", "not a number"],
    ["3.0.0", "major 3 ('Valid numbers for this part are 1 and 2')"],
    ["0.9.0", "major 0"],
    ["2.0", "two parts ('a three part number')"],
    ["2.0.0.1", "four parts"],
    ["2.x.0", "a part that is not a number"],
  ])(
    "ROBOTS-2.0: 'Robot-version: %s' (%s) is robot-version-invalid at the value's column, ignored: 1.0.0 rules",
    (version) => {
      const robots = withVersion(version);
      const d = robots.diagnostics.find((x) => x.code === "robot-version-invalid");
      expect(d).toBeDefined();
      expect(d!.line).toBe(2);
      expect(d!.column).toBe("Robot-version: ".length + 1);
      expect(d!.spec).toMatch(/^ROBOTS-2\.0/);
      expect(allowed(robots, "/tmp.html", "Bot")).toBe(false); // general (prefix) match: 1.0.0
    },
  );
});

describe("ROBOTS-2.0 1.0.0 rule sets: general (prefix) matches", () => {
  it("ROBOTS-2.0: a 1.0.0 rule set with no matching rule allows the URL (reason no-matching-rule)", () => {
    const robots = parseRobotsTxt("User-agent: *\nAllow: /a\nDisallow: /b\n");
    const decision = decide(robots, "/c", "Bot");
    expect(decision).toMatchObject({ allowed: true, reason: "no-matching-rule" });
  });
});

// The readings where the proposal says nothing of 2.0.0 match strings beyond '*'.
describe("ROBOTS-2.0 2.0.0 match strings: the issue's readings", () => {
  const v2 = (rules: string) => parseRobotsTxt(`User-agent: *\nRobot-version: 2.0.0\n${rules}\n`);

  it("ROBOTS-2.0: '$' is not a wildcard character: an explicit match containing '$' is literal", () => {
    const robots = v2("Disallow: /a$");
    expect(allowed(robots, "/a$", "Bot")).toBe(false);
    expect(allowed(robots, "/a", "Bot")).toBe(true);
  });

  // The issue: "Paths are compared with %xx decoded except %2F (as KOSTER-1996 §3.2.2)."
  it("ROBOTS-2.0 (KOSTER-1996 §3.2.2 decoding): %xx is decoded before comparing, except %2F", () => {
    const robots = v2(
      "Disallow: /a%3cd.html\nDisallow: /~joe/index.html\nDisallow: /a%2fb.html\nDisallow: /%7Emak/*",
    );
    expect(allowed(robots, "/a%3Cd.html", "Bot")).toBe(false);
    expect(allowed(robots, "/%7Ejoe/index.html", "Bot")).toBe(false);
    expect(allowed(robots, "/~mak/x.html", "Bot")).toBe(false);
    expect(allowed(robots, "/a%2fb.html", "Bot")).toBe(false);
    expect(allowed(robots, "/a%2Fb.html", "Bot")).toBe(false);
    expect(allowed(robots, "/a/b.html", "Bot")).toBe(true);
  });
});

describe("ROBOTS-2.0 precedence of Allow and Disallow in a 2.0.0 rule set: reasons and the option", () => {
  const v2 = (rules: string) => parseRobotsTxt(`User-agent: *\nRobot-version: 2.0.0\n${rules}\n`);

  it("ROBOTS-2.0: a rule that decides is 'matched-rule'; an explicit Allow is the rule", () => {
    const robots = v2("Allow: /a/x.shtml\nDisallow: *.shtml\nDisallow: /a/x.shtml");
    expect(decide(robots, "/a/x.shtml", "Bot")).toMatchObject({
      reason: "matched-rule",
      rule: { kind: "allow", pattern: "/a/x.shtml", line: 3 },
    });
  });

  // Disallow: "Any URL not matching the disallow rules have to then pass (any) wild
  // card/regular expression rules." The option only answers the open case: not this one.
  it.each([undefined, "disallow", "allow"] as const)(
    "ROBOTS-2.0: a URL no Disallow matches and no Allow passes is 'not-matched-by-allow-rules' (robots2Unmatched %s)",
    (unmatched) => {
      const robots = v2("Allow: /pub/*\nAllow: /about.html\nDisallow: /pub/secret*");
      expect(decide(robots, "/other.html", "Bot", unmatched)).toMatchObject({
        allowed: false,
        reason: "not-matched-by-allow-rules",
      });
      expect(decide(robots, "/other.html", "Bot", unmatched).rule).toBeUndefined();
      expect(allowed(robots, "/about.html", "Bot", unmatched)).toBe(true);
      expect(allowed(robots, "/pub/a", "Bot", unmatched)).toBe(true);
    },
  );

  // Allow: "If there are no disallow rules, then the robot is ONLY allowed to retrieve the URLs
  // that match the explicit and/or wildcard/regular expressions given."
  it.each([undefined, "disallow", "allow"] as const)(
    "ROBOTS-2.0: Allow rules and no Disallow: the rest is 'not-matched-by-allow-rules' (robots2Unmatched %s)",
    (unmatched) => {
      const robots = v2("Allow: /a\nAllow: /docs/*.html");
      expect(allowed(robots, "/a", "Bot", unmatched)).toBe(true);
      expect(allowed(robots, "/docs/x/y.html", "Bot", unmatched)).toBe(true);
      for (const path of ["/a/b", "/ab", "/b", "/", "/docs/x.pdf"])
        expect(decide(robots, path, "Bot", unmatched), path).toMatchObject({
          allowed: false,
          reason: "not-matched-by-allow-rules",
        });
    },
  );

  it("ROBOTS-2.0: no Allow rules: a URL no Disallow matches is 'no-matching-rule', whatever the option", () => {
    const robots = v2("Disallow: /cgi-bin*\nDisallow: *.cgi\nDisallow: /private.html");
    expect(decide(robots, "/public.html", "Bot")).toMatchObject({
      allowed: true,
      reason: "no-matching-rule",
    });
    expect(decide(robots, "/public.html", "Bot").rule).toBeUndefined();
    // robots2Unmatched only answers the open case: here it changes nothing
    expect(allowed(robots, "/public.html", "Bot", "disallow")).toBe(true);
  });

  // Disallow: "If there are no wild card/regular expression rules, then we have a choice here:
  // 1. nothing else is allowed 2. everything else is allowed. Discuss."
  describe("ROBOTS-2.0 the open case: explicit Allow rules only, some Disallow rules, the URL matches none", () => {
    const robots = v2("Allow: /open.html\nDisallow: /closed*");

    it("ROBOTS-2.0 'Discuss.': by default (robots2Unmatched \"disallow\", choice 1: nothing else is allowed) it is disallowed", () => {
      expect(decide(robots, "/other.html", "Bot")).toMatchObject({
        allowed: false,
        reason: "unmatched-default",
        profile: "robots2",
      });
      expect(decide(robots, "/other.html", "Bot").rule).toBeUndefined();
      expect(allowed(robots, "/other.html", "Bot")).toBe(false);
      expect(robots.matchingLine("/other.html", "Bot", { profile: ROBOTS2 })).toBe(0);
    });

    it("ROBOTS-2.0 'Discuss.': robots2Unmatched \"disallow\" (choice 1: nothing else is allowed)", () => {
      expect(decide(robots, "/other.html", "Bot", "disallow")).toMatchObject({
        allowed: false,
        reason: "unmatched-default",
      });
    });

    it("ROBOTS-2.0 'Discuss.': robots2Unmatched \"allow\" (choice 2: everything else is allowed)", () => {
      expect(decide(robots, "/other.html", "Bot", "allow")).toMatchObject({
        allowed: true,
        reason: "unmatched-default",
      });
      expect(decide(robots, "/other.html", "Bot", "allow").rule).toBeUndefined();
      expect(allowed(robots, "/other.html", "Bot", "allow")).toBe(true);
    });

    it.each(["disallow", "allow"] as const)(
      "ROBOTS-2.0: the matched paths do not depend on the choice (robots2Unmatched %s)",
      (unmatched) => {
        expect(decide(robots, "/open.html", "Bot", unmatched)).toMatchObject({
          allowed: true,
          reason: "matched-rule",
          rule: { line: 3 },
        });
        expect(decide(robots, "/closed/x", "Bot", unmatched)).toMatchObject({
          allowed: false,
          reason: "matched-rule",
          rule: { line: 4 },
        });
        // explicit: the Allow does not cover /open.html.bak, which is then the open case again
        expect(decide(robots, "/open.html.bak", "Bot", unmatched).reason).toBe("unmatched-default");
      },
    );
  });

  // KOSTER-1996 §3.2.2 (which ROBOTS-2.0 keeps as 1.0.0): "The /robots.txt URL is always allowed".
  it.each([
    ["Allow rules only", "Allow: /index.html"],
    ["an explicit Disallow of /robots.txt", "Disallow: /robots.txt"],
    ["a wildcard Disallow", "Disallow: *.txt"],
    ["the open case", "Allow: /a.html\nDisallow: /b"],
  ])(
    "ROBOTS-2.0: /robots.txt is 'robots-txt-always-allowed' in a 2.0.0 rule set (%s)",
    (_name, rules) => {
      const robots = v2(rules);
      expect(decide(robots, "http://example.com/robots.txt", "Bot")).toMatchObject({
        allowed: true,
        reason: "robots-txt-always-allowed",
      });
      expect(allowed(robots, "/robots.txt", "Bot", "disallow")).toBe(true);
    },
  );
});

// ROBOTS-2.0 Request-rate: "<rate> is defined as <numdocuments> '/' <timeunit>. The default
// time unit is the second." "10/60 - no more than 10 documents per 60 secs / 10/10m - no more
// than 10 documents per 10 mins / 20/1h - no more than 20 documents per hour"
describe("ROBOTS-2.0 Request-rate", () => {
  const rate = (value: string, when = at("12:00")) =>
    parseRobotsTxt(`User-agent: *\nRobot-version: 2.0.0\nRequest-rate: ${value}\n`).requestRate(
      "Bot",
      { at: when, profile: ROBOTS2 },
    );

  // The proposal's examples (10/60, 10/10m, 20/1h) are vectors; 's' and 'd' are the issue's.
  it.each([
    ["1/1d", 1, 86400, "one document per day"],
    ["5/30s", 5, 30, "explicit seconds"],
  ])(
    "ROBOTS-2.0: 'Request-rate: %s' is %s documents per %s seconds (%s)",
    (value, requests, seconds) => {
      expect(rate(value)).toMatchObject({ requests, seconds, line: 3 });
      expect(rate(value)!.window).toBeUndefined();
    },
  );

  // "If more than one 'Request-rate:' header is given and does NOT include the time, use the
  // one that requests the fewest documents per unit of time."
  it("ROBOTS-2.0: several Request-rates without time: the fewest documents per unit of time is the line that decides", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nRequest-rate: 10/60\nRequest-rate: 100/1h\nRequest-rate: 1/5\n",
    );
    expect(robots.requestRate("Bot", { at: at("12:00"), profile: ROBOTS2 })).toMatchObject({
      line: 3,
    });
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00"), profile: ROBOTS2 })).toEqual({
      seconds: 36,
      reason: "request-rate",
      line: 3,
    });
  });

  // "Request-rate: <rate> <time> <time>" … "If time is given, then the robot is to use the given
  // rate (and no faster) if the time is between the times given."
  describe("ROBOTS-2.0 Request-rate with a time window", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nRobot-version: 2.0.0\nRequest-rate: 1/60\nRequest-rate: 1/5 0600-0845\nRequest-rate: 1/2 1200 1300\nRequest-rate: 1/30 2200-0600\n",
    );
    const rr = (hhmm: string) => robots.requestRate("Bot", { at: at(hhmm), profile: ROBOTS2 });

    it("ROBOTS-2.0: inside a window, the rate of that window (even though it allows more than the windowless 1/60)", () => {
      expect(rr("07:00")).toMatchObject({
        requests: 1,
        seconds: 5,
        window: { start: "06:00", end: "08:45" },
        line: 4,
      });
    });

    it("ROBOTS-2.0: the window form '1200 1300' (two times separated by a space) reads like '1200-1300'", () => {
      expect(rr("12:30")).toMatchObject({
        requests: 1,
        seconds: 2,
        window: { start: "12:00", end: "13:00" },
        line: 5,
      });
    });

    it("ROBOTS-2.0: a window may run past midnight (2200-0600)", () => {
      expect(rr("23:30")).toMatchObject({
        requests: 1,
        seconds: 30,
        window: { start: "22:00", end: "06:00" },
        line: 6,
      });
      expect(rr("03:00")).toMatchObject({ requests: 1, seconds: 30, line: 6 });
    });

    it("ROBOTS-2.0: outside every window, the windowless rate applies", () => {
      expect(rr("10:00")).toMatchObject({ requests: 1, seconds: 60, line: 3 });
      expect(rr("10:00")!.window).toBeUndefined();
      expect(rr("14:00")).toMatchObject({ line: 3 });
      expect(rr("20:00")).toMatchObject({ line: 3 });
    });

    it("ROBOTS-2.0: delayBetweenRequests follows the rate that applies at that time", () => {
      expect(robots.delayBetweenRequests("Bot", { at: at("07:00"), profile: ROBOTS2 })).toEqual({
        seconds: 5,
        reason: "request-rate",
        line: 4,
      });
      expect(robots.delayBetweenRequests("Bot", { at: at("10:00"), profile: ROBOTS2 })).toEqual({
        seconds: 60,
        reason: "request-rate",
        line: 3,
      });
      expect(robots.delayBetweenRequests("Bot", { at: at("23:30"), profile: ROBOTS2 })).toEqual({
        seconds: 30,
        reason: "request-rate",
        line: 6,
      });
    });

    it("ROBOTS-2.0: only windowed rates and a time outside all of them: no Request-rate applies", () => {
      const only = parseRobotsTxt("User-agent: *\nRequest-rate: 1/5 0600-0845\n");
      expect(only.requestRate("Bot", { at: at("12:00"), profile: ROBOTS2 })).toBeUndefined();
      expect(only.requestRate("Bot", { at: at("06:30"), profile: ROBOTS2 })).toMatchObject({
        requests: 1,
        seconds: 5,
      });
      expect(only.delayBetweenRequests("Bot", { at: at("12:00"), profile: ROBOTS2 })).toEqual({
        seconds: 10,
        reason: "default",
      });
    });
  });
});

// ROBOTS-2.0 Visit-time: "Visit-time: <time> <time>" … "The robot is requested to only visit
// the site between the given times." … "This can only appear once per rule set." … "The format
// for <time> has to be worked out. At the least, use GMT".
describe("ROBOTS-2.0 Visit-time", () => {
  it.each(["0600 0845", "06:00 08:45", "0600-0845"])(
    "ROBOTS-2.0: 'Visit-time: %s' is 06:00–08:45 UTC",
    (value) => {
      const robots = parseRobotsTxt(
        `User-agent: Bot\nRobot-version: 2.0.0\nVisit-time: ${value}\nDisallow: /x\n`,
      );
      expect(robots.visitTime("Bot", { profile: ROBOTS2 })).toEqual({
        start: "06:00",
        end: "08:45",
        line: 3,
      });
      expect(robots.diagnostics.filter((d) => d.code.startsWith("visit-time"))).toEqual([]);
    },
  );

  it("ROBOTS-2.0: 'This can only appear once per rule set': a second Visit-time is a diagnostic and ignored", () => {
    const robots = parseRobotsTxt(
      "User-agent: Bot\nVisit-time: 0600 0845\nVisit-time: 1000 1200\n",
    );
    expect(robots.visitTime("Bot", { profile: ROBOTS2 })).toEqual({
      start: "06:00",
      end: "08:45",
      line: 2,
    });
    const d = robots.diagnostics.filter((x) => x.line === 3 && x.code.startsWith("visit-time"));
    expect(d).toHaveLength(1);
    expect(d[0]!.spec).toMatch(/^ROBOTS-2\.0/);
  });

  it("ROBOTS-2.0: 'only visit the site between the given times': outside, the delay is the time until the window opens", () => {
    const robots = parseRobotsTxt("User-agent: Bot\nVisit-time: 0600 0845\nRequest-rate: 1/20\n");
    expect(robots.delayBetweenRequests("Bot", { at: at("05:00"), profile: ROBOTS2 })).toEqual({
      seconds: 3600,
      reason: "outside-visit-time",
      line: 2,
    });
    expect(robots.delayBetweenRequests("Bot", { at: at("05:59"), profile: ROBOTS2 })).toEqual({
      seconds: 60,
      reason: "outside-visit-time",
      line: 2,
    });
    // after the window closes, until it opens the next day: 09:00 → 06:00 is 21 hours
    expect(robots.delayBetweenRequests("Bot", { at: at("09:00"), profile: ROBOTS2 })).toEqual({
      seconds: 21 * 3600,
      reason: "outside-visit-time",
      line: 2,
    });
    // inside: the rate applies
    expect(robots.delayBetweenRequests("Bot", { at: at("07:00"), profile: ROBOTS2 })).toEqual({
      seconds: 20,
      reason: "request-rate",
      line: 3,
    });
  });

  it("ROBOTS-2.0: a Visit-time window running past midnight (2200-0600)", () => {
    const robots = parseRobotsTxt("User-agent: Bot\nVisit-time: 2200-0600\n");
    expect(robots.visitTime("Bot", { profile: ROBOTS2 })).toEqual({
      start: "22:00",
      end: "06:00",
      line: 2,
    });
    expect(robots.delayBetweenRequests("Bot", { at: at("23:00"), profile: ROBOTS2 }).reason).toBe(
      "default",
    );
    expect(robots.delayBetweenRequests("Bot", { at: at("03:00"), profile: ROBOTS2 }).reason).toBe(
      "default",
    );
    expect(robots.delayBetweenRequests("Bot", { at: at("12:00"), profile: ROBOTS2 })).toEqual({
      seconds: 10 * 3600,
      reason: "outside-visit-time",
      line: 2,
    });
  });
});

// ROBOTS-2.0 Comment: "Comment: <string to EOLN>" … the Comment: lines are vectors.
describe("ROBOTS-2.0 Comment", () => {
  it("ROBOTS-2.0: Comment: lines between Robot-version and the rules give no Robot-version diagnostic", () => {
    const robots = parseRobotsTxt(
      "User-agent: Bot\nRobot-version: 2.0.0\nComment: This site is run by a government that hates robots.\nDisallow: /secret*\n",
    );
    expect(robotVersionCodes(robots)).toEqual([]);
  });
});
