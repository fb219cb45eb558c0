// Conformance with KOSTER-1996: M. Koster, "A Method for Web Robots Control",
// draft-koster-robots-00, Dec 1996 (test/fixtures/specs/002_623ac7c88321d4e4.txt), under the
// "koster1996" profile. Each group quotes the sentence of the draft it tests.
import { readFileSync } from "node:fs";
import { TABLE_3_2_2 } from "../support/koster-table.js";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type ProfileName, type RobotsTxt } from "../../src/index.js";

const KOSTER = "koster1996" satisfies ProfileName;
const SPEC = new URL("../fixtures/specs/002_623ac7c88321d4e4.txt", import.meta.url);
const FICT = new URL("../../examples/fict.org.robots.txt", import.meta.url);

const fictText = readFileSync(FICT, "utf8");

function allowed(
  robots: RobotsTxt,
  url: string,
  userAgent: string,
  profile: ProfileName = KOSTER,
): boolean {
  return robots.isAllowed(url, userAgent, { profile });
}

/** One record for every robot, then the query, under koster1996. */
function oneRule(rule: string): RobotsTxt {
  return parseRobotsTxt(`User-agent: *\n${rule}\n`);
}

/** The draft as converted: NBSP for indentation, an empty line after every line. */
function specLines(): string[] {
  return readFileSync(SPEC, "utf8")
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\u00a0/g, " "));
}

// KOSTER-1996 §4: "The site may in the /robots.txt have specific rules for robots that
// send a HTTP User-agent "UnhipBot/0.1", "WebCrawler/3.0", and "Excite/1.0", and a set of
// default rules:" … "The following matrix shows which robots are allowed to access URLs:"
//
//                                               unhipbot webcrawler other
//                                                        & excite
const MATRIX: ReadonlyArray<
  readonly [url: string, unhipbot: boolean, webcrawlerExcite: boolean, other: boolean]
> = [
  ["http://www.fict.org/", false, true, false],
  ["http://www.fict.org/index.html", false, true, false],
  ["http://www.fict.org/robots.txt", true, true, true],
  ["http://www.fict.org/server.html", false, true, true],
  ["http://www.fict.org/services/fast.html", false, true, true],
  ["http://www.fict.org/services/slow.html", false, true, true],
  ["http://www.fict.org/orgo.gif", false, true, false],
  ["http://www.fict.org/org/about.html", false, true, true],
  ["http://www.fict.org/org/plans.html", false, true, false],
  ["http://www.fict.org/%7Ejim/jim.html", false, true, false],
  ["http://www.fict.org/%7Emak/mak.html", false, true, true],
];

// The line of examples/fict.org.robots.txt that decides each cell for "other" robots
// (first match in the "*" record, lines 11-16); 0 when no rule decides.
const OTHER_LINE: Readonly<Record<string, number>> = {
  "http://www.fict.org/": 16,
  "http://www.fict.org/index.html": 16,
  "http://www.fict.org/robots.txt": 0,
  "http://www.fict.org/server.html": 14,
  "http://www.fict.org/services/fast.html": 14,
  "http://www.fict.org/services/slow.html": 14,
  "http://www.fict.org/orgo.gif": 16,
  "http://www.fict.org/org/about.html": 13,
  "http://www.fict.org/org/plans.html": 12,
  "http://www.fict.org/%7Ejim/jim.html": 16,
  "http://www.fict.org/%7Emak/mak.html": 15,
};

const ROBOTS = ["UnhipBot/0.1", "WebCrawler/3.0", "Excite/1.0", "OtherBot/1.0"] as const;

function expectedCell(url: string, robot: (typeof ROBOTS)[number]): boolean {
  const row = MATRIX.find(([u]) => u === url)!;
  return robot === "UnhipBot/0.1" ? row[1] : robot === "OtherBot/1.0" ? row[3] : row[2];
}

function expectedLine(url: string, robot: (typeof ROBOTS)[number]): number {
  if (url.endsWith("/robots.txt")) return 0;
  if (robot === "UnhipBot/0.1") return 5; // "Disallow: /"
  if (robot === "OtherBot/1.0") return OTHER_LINE[url]!;
  return 0; // "Disallow:" (empty) matches nothing
}

const CELLS = MATRIX.flatMap(([url]) =>
  ROBOTS.map((robot) => [url, robot, expectedCell(url, robot)] as const),
);

describe("KOSTER-1996 §4 example: the fict.org file", () => {
  it("KOSTER-1996 §4: examples/fict.org.robots.txt is exactly the example text of §4", () => {
    const lines = specLines();
    const start = lines.findIndex((l) => l.trim() === "# /robots.txt for http://www.fict.org/");
    const end = lines.findIndex((l, i) => i > start && l.includes("The following matrix"));
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    // The conversion put an empty line after every line; blank lines of the example are
    // a lone (NBSP) space, so they survive as "" after trimming.
    const example = lines
      .slice(start, end)
      .filter((l) => l !== "")
      .map((l) => l.trim());
    while (example.at(-1) === "") example.pop();
    expect(fictText.split("\n").filter((l, i, all) => i < all.length - 1 || l !== "")).toEqual(
      example,
    );
  });

  it("KOSTER-1996 §4: the matrix written in this test is the matrix printed in the draft", () => {
    const rows = specLines()
      .map((l) => /^\s*(http:\/\/www\.fict\.org\/\S*)\s+(Yes|No)\s+(Yes|No)\s+(Yes|No)\s*$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2] === "Yes", m[3] === "Yes", m[4] === "Yes"]);
    expect(rows).toEqual(MATRIX);
  });
});

describe("KOSTER-1996 §4 example matrix (koster1996 profile)", () => {
  const robots = parseRobotsTxt(fictText);

  it.each(CELLS)("KOSTER-1996 §4: %s for %s is allowed=%s", (url, robot, expected) => {
    expect(allowed(robots, url, robot)).toBe(expected);
  });

  it.each(CELLS)(
    "KOSTER-1996 §4: %s for %s is decided by the expected line (first match in file order)",
    (url, robot) => {
      expect(robots.matchingLine(url, robot, { profile: KOSTER })).toBe(expectedLine(url, robot));
    },
  );

  it("KOSTER-1996 §4: decide() explains a cell: /org/plans.html for another robot", () => {
    const decision = robots.decide({
      url: "http://www.fict.org/org/plans.html",
      userAgent: "OtherBot/1.0",
      profile: KOSTER,
    });
    expect(decision).toMatchObject({
      allowed: false,
      profile: "koster1996",
      usage: "crawl",
      agent: "otherbot",
      reason: "matched-rule",
      rule: {
        kind: "disallow",
        pattern: "/org/plans.html",
        text: "Disallow: /org/plans.html",
        line: 12,
      },
      group: { lines: [11], userAgents: ["*"] },
    });
    expect(decision.explanation).toContain("/org/plans.html");
  });

  it("KOSTER-1996 §4: decide() for WebCrawler names its record and finds no matching rule", () => {
    const decision = robots.decide({
      url: "http://www.fict.org/org/plans.html",
      userAgent: "WebCrawler/3.0",
      profile: KOSTER,
    });
    expect(decision).toMatchObject({
      allowed: true,
      profile: "koster1996",
      agent: "webcrawler",
      reason: "no-matching-rule",
    });
    expect(decision.rule).toBeUndefined();
    expect(decision.group?.lines).toEqual([7]);
  });

  it("KOSTER-1996 §3.2.2: decide() for /robots.txt reports the always-allowed reason", () => {
    const decision = robots.decide({
      url: "http://www.fict.org/robots.txt",
      userAgent: "UnhipBot/0.1",
      profile: KOSTER,
    });
    expect(decision).toMatchObject({ allowed: true, reason: "robots-txt-always-allowed" });
    expect(decision.rule).toBeUndefined();
  });
});

describe("KOSTER-1996 §4 example matrix also holds under RFC 9309 (rfc9309 profile)", () => {
  const robots = parseRobotsTxt(fictText);
  it.each(CELLS)(
    "RFC 9309 longest match on the §4 file: %s for %s is allowed=%s",
    (url, robot, expected) => {
      expect(allowed(robots, url, robot, "rfc9309")).toBe(expected);
    },
  );
});

// KOSTER-1996 §3.2.2: "The matching process compares every octet in the path portion of
// the URL and the path from the record. If a %xx encoded octet is encountered it is
// unencoded prior to comparison, unless it is the "/" character, which has special meaning
// in a path. The match evaluates positively if and only if the end of the path from the
// record is reached before a difference in octets is encountered."

describe("KOSTER-1996 §3.2.2 table (koster1996 profile)", () => {
  it("KOSTER-1996 §3.2.2: the table written here is the table printed in the draft", () => {
    const rows = specLines()
      .map((l) => /^\s*(\/\S*)\s+(\/\S*)\s+(yes|no)\s*$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2], m[3] === "yes"]);
    expect(rows).toEqual(TABLE_3_2_2);
  });

  it.each(TABLE_3_2_2)(
    "KOSTER-1996 §3.2.2: record path %s against URL path %s matches=%s",
    (recordPath, urlPath, matches) => {
      const robots = oneRule(`Disallow: ${recordPath}`);
      expect(allowed(robots, `http://example.com${urlPath}`, "AnyBot/1.0")).toBe(!matches);
      expect(
        robots.matchingLine(`http://example.com${urlPath}`, "AnyBot/1.0", { profile: KOSTER }),
      ).toBe(matches ? 2 : 0);
    },
  );

  it.each(TABLE_3_2_2)(
    'KOSTER-1996 §3.2.2: as an Allow before "Disallow: /", record path %s against %s matches=%s',
    (recordPath, urlPath, matches) => {
      const robots = parseRobotsTxt(`User-agent: *\nAllow: ${recordPath}\nDisallow: /\n`);
      expect(allowed(robots, `http://example.com${urlPath}`, "AnyBot/1.0")).toBe(matches);
    },
  );
});

describe("KOSTER-1996 §3.2.2 first match in file order, prefix match only", () => {
  // KOSTER-1996 §3.2.2: "To evaluate if access to a URL is allowed, a robot must attempt to
  // match the paths in Allow and Disallow lines against the URL, in the order they occur in
  // the record. The first match found is used. If no match is found, the default
  // assumption is that the URL is allowed."
  it("KOSTER-1996 §3.2.2: an earlier Allow beats a later, longer Disallow", () => {
    const robots = parseRobotsTxt("User-agent: *\nAllow: /a\nDisallow: /a/b\n");
    expect(allowed(robots, "/a/b/c", "bot")).toBe(true);
    expect(robots.matchingLine("/a/b/c", "bot", { profile: KOSTER })).toBe(2);
    // rfc9309 reads the same file by longest match
    expect(allowed(robots, "/a/b/c", "bot", "rfc9309")).toBe(false);
  });

  it("KOSTER-1996 §3.2.2: an earlier Disallow beats a later, longer Allow", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /a\nAllow: /a/b\n");
    expect(allowed(robots, "/a/b/c", "bot")).toBe(false);
    expect(robots.matchingLine("/a/b/c", "bot", { profile: KOSTER })).toBe(2);
    expect(allowed(robots, "/a/b/c", "bot", "rfc9309")).toBe(true);
  });

  it("KOSTER-1996 §3.2.2: no matching line means allowed", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /private\n");
    expect(allowed(robots, "/public", "bot")).toBe(true);
    expect(robots.decide({ url: "/public", userAgent: "bot", profile: KOSTER }).reason).toBe(
      "no-matching-rule",
    );
  });

  it("KOSTER-1996 §3.2.2: matching is case-sensitive octet comparison", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /Tmp\n");
    expect(allowed(robots, "/tmp", "bot")).toBe(true);
    expect(allowed(robots, "/Tmp/x", "bot")).toBe(false);
  });

  it("KOSTER-1996 §3.2.2: an empty Disallow (as in §4) matches nothing", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow:\n");
    expect(allowed(robots, "/", "bot")).toBe(true);
    expect(allowed(robots, "/anything", "bot")).toBe(true);
  });

  // KOSTER-1996 §3.3 has no wildcards: "*" is an `extra` and "$" a `safe` path character.
  it("KOSTER-1996 §3.3: '*' in a path is a literal character, not a wildcard", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /*.gif\n");
    expect(allowed(robots, "/x.gif", "bot")).toBe(true);
    expect(allowed(robots, "/*.gif", "bot")).toBe(false);
    expect(allowed(robots, "/*.gif/more", "bot")).toBe(false);
  });

  it("KOSTER-1996 §3.3: '$' in a path is a literal character, not an end anchor", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /a$\n");
    expect(allowed(robots, "/a", "bot")).toBe(true);
    expect(allowed(robots, "/a$", "bot")).toBe(false);
    expect(allowed(robots, "/a$/b", "bot")).toBe(false);
  });

  it("KOSTER-1996 §3.2.2: any %xx other than %2F is decoded before comparing (e.g. %41 is 'A')", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /%41b\n");
    expect(allowed(robots, "/Ab", "bot")).toBe(false);
    expect(allowed(robots, "/%41b", "bot")).toBe(false);
    expect(allowed(robots, "/ab", "bot")).toBe(true);
  });

  // KOSTER-1996 §3.2.2: "The /robots.txt URL is always allowed, and must not appear in the
  // Allow/Disallow rules."
  it("KOSTER-1996 §3.2.2: /robots.txt is always allowed, even under 'Disallow: /'", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /\nDisallow: /robots.txt\n");
    expect(allowed(robots, "http://example.com/robots.txt", "bot")).toBe(true);
    expect(allowed(robots, "/robots.txt", "bot")).toBe(true);
    expect(allowed(robots, "/robots.txt.bak", "bot")).toBe(false);
    expect(allowed(robots, "/index.html", "bot")).toBe(false);
  });
});

// KOSTER-1996 §3.2.1: "The robot must obey the first record in /robots.txt that contains a
// User-Agent line whose value contains the name token of the robot as a substring. The name
// comparisons are case-insensitive. If no such record exists, it should obey the first
// record with a User-agent line with a "*" value, if present. If no record satisfied either
// condition, or no records are present at all, access is unlimited."
describe("KOSTER-1996 §3.2.1 the User-agent line", () => {
  const FIGTREE = "FigTree/0.1 Robot libwww-perl/5.04";

  it("KOSTER-1996 §3.2.1: 'User-agent: figtree' is the record for the robot sending \"FigTree/0.1 Robot libwww-perl/5.04\"", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nDisallow: /\n\nUser-agent: figtree\nDisallow: /private\n",
    );
    expect(allowed(robots, "/public", FIGTREE)).toBe(true);
    expect(allowed(robots, "/private/x", FIGTREE)).toBe(false);
    expect(
      robots.decide({ url: "/public", userAgent: FIGTREE, profile: KOSTER }).group?.lines,
    ).toEqual([4]);
  });

  it("KOSTER-1996 §3.2.1: the name comparison is case-insensitive (record 'FIGTREE', robot 'figTree')", () => {
    const robots = parseRobotsTxt("User-agent: FIGTREE\nDisallow: /x\n");
    expect(allowed(robots, "/x", "figTree/2")).toBe(false);
    expect(allowed(robots, "/x", FIGTREE)).toBe(false);
  });

  it("KOSTER-1996 §3.2.1: a value that contains the name token as a substring selects the record", () => {
    const robots = parseRobotsTxt(
      "User-agent: FigTree-Search/2.0 (+http://figtree.example)\nDisallow: /x\n",
    );
    expect(allowed(robots, "/x", FIGTREE)).toBe(false);
    // a shorter name token that is a substring of the value matches as well
    expect(allowed(robots, "/x", "Tree/1.0")).toBe(false);
    // a name token that is not a substring of the value does not
    expect(allowed(robots, "/x", "Oak/1.0")).toBe(true);
  });

  it("KOSTER-1996 §3.2.1: the substring rule is a koster1996 reading only: rfc9309 matches whole product tokens", () => {
    const robots = parseRobotsTxt("User-agent: unhipbot\nDisallow: /\n");
    expect(allowed(robots, "/x", "Hip/1.0")).toBe(false);
    expect(allowed(robots, "/x", "Hip/1.0", "rfc9309")).toBe(true);
  });

  it("KOSTER-1996 §3.2.1: the first matching record is obeyed; later records for the same robot are not", () => {
    const robots = parseRobotsTxt(
      "User-agent: figtree\nDisallow: /a\n\nUser-agent: figtree\nDisallow: /b\n",
    );
    expect(allowed(robots, "/a", FIGTREE)).toBe(false);
    expect(allowed(robots, "/b", FIGTREE)).toBe(true);
    // rfc9309 merges both groups instead (RFC 9309 §2.2.1)
    expect(allowed(robots, "/b", FIGTREE, "rfc9309")).toBe(false);
  });

  it("KOSTER-1996 §3.2.1: a record naming the robot wins over an earlier '*' record", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /\n\nUser-agent: figtree\nDisallow:\n");
    expect(allowed(robots, "/x", FIGTREE)).toBe(true);
    expect(allowed(robots, "/x", "Other/1.0")).toBe(false);
  });

  it("KOSTER-1996 §3.2.1: without a record for the robot, the first '*' record is obeyed", () => {
    const robots = parseRobotsTxt(
      "User-agent: someone\nDisallow: /\n\nUser-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n",
    );
    expect(allowed(robots, "/a", "Other/1.0")).toBe(false);
    expect(allowed(robots, "/b", "Other/1.0")).toBe(true);
    expect(allowed(robots, "/c", "Other/1.0")).toBe(true);
    expect(robots.decide({ url: "/a", userAgent: "Other/1.0", profile: KOSTER }).group).toEqual({
      lines: [4],
      userAgents: ["*"],
    });
  });

  it("KOSTER-1996 §3.2.1: no record for the robot and no '*' record: access is unlimited", () => {
    const robots = parseRobotsTxt("User-agent: someone\nDisallow: /\n");
    expect(allowed(robots, "/x", "Other/1.0")).toBe(true);
    expect(robots.decide({ url: "/x", userAgent: "Other/1.0", profile: KOSTER }).reason).toBe(
      "no-matching-group",
    );
  });

  it.each([
    ["an empty file", ""],
    ["only comments", "# nothing here\n# at all\n"],
    ["rules without any User-agent line", "Disallow: /\n"],
  ])(
    "KOSTER-1996 §3.2.1: no records are present at all (%s): access is unlimited",
    (_name, text) => {
      const robots = parseRobotsTxt(text);
      expect(allowed(robots, "/", "bot")).toBe(true);
      expect(allowed(robots, "/x", "bot")).toBe(true);
      expect(robots.decide({ url: "/x", userAgent: "bot", profile: KOSTER }).reason).toBe(
        "no-matching-group",
      );
    },
  );

  it("KOSTER-1996 §3.2: a record may start with several User-agent lines", () => {
    const robots = parseRobotsTxt(
      "User-agent: webcrawler\nUser-agent: infoseek\nAllow:    /tmp/ok.html\nDisallow: /tmp\nDisallow: /user/foo\n",
    );
    for (const bot of ["WebCrawler/3.0", "InfoSeek/1.0"]) {
      expect(allowed(robots, "/tmp/ok.html", bot)).toBe(true);
      expect(allowed(robots, "/tmp/other.html", bot)).toBe(false);
      expect(allowed(robots, "/user/foo/x", bot)).toBe(false);
      expect(allowed(robots, "/user/bar", bot)).toBe(true);
    }
    expect(allowed(robots, "/tmp", "Other/1.0")).toBe(true);
  });
});

// KOSTER-1996 §3.2: "The format logically consists of a non-empty set or records, separated
// by blank lines." … "Comments are allowed anywhere in the file, and consist of optional
// whitespace, followed by a comment character '#' followed by the comment, terminated by
// the end-of-line."
// RFC 9309 §2.2 (rfc9309-notes.md): other lines "must not terminate a group".
describe("KOSTER-1996 §3.2 records are separated by blank lines (but RFC 9309 groups are not)", () => {
  it("KOSTER-1996 §3.2: a blank line ends a record: a later rule without User-agent belongs to no record", () => {
    const robots = parseRobotsTxt("User-agent: a\nDisallow: /x\n\nDisallow: /y\n");
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(allowed(robots, "/y", "a")).toBe(true);
    expect(allowed(robots, "/y", "a", "rfc9309")).toBe(false);
  });

  it("KOSTER-1996 §3.2: a blank line between User-agent and rules leaves the record without rules", () => {
    const robots = parseRobotsTxt("User-agent: a\n\nDisallow: /x\n");
    expect(allowed(robots, "/x", "a")).toBe(true);
    expect(allowed(robots, "/x", "a", "rfc9309")).toBe(false);
  });

  it("KOSTER-1996 §3.2: a blank line between two User-agent lines starts a new record", () => {
    const robots = parseRobotsTxt("User-agent: a\n\nUser-agent: b\nDisallow: /\n");
    expect(allowed(robots, "/x", "a")).toBe(true);
    expect(allowed(robots, "/x", "b")).toBe(false);
    expect(allowed(robots, "/x", "a", "rfc9309")).toBe(false);
  });

  it("KOSTER-1996 §3.3: a line of only spaces and tabs is a blank line (blank = *space CRLF)", () => {
    const robots = parseRobotsTxt("User-agent: a\nDisallow: /x\n \t \nDisallow: /y\n");
    expect(allowed(robots, "/y", "a")).toBe(true);
    expect(allowed(robots, "/y", "a", "rfc9309")).toBe(false);
  });

  it("KOSTER-1996 §3.2: a comment line does not end a record", () => {
    const robots = parseRobotsTxt(
      "User-agent: a\n# a comment\nDisallow: /x\n   # indented comment\nDisallow: /y\n",
    );
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(allowed(robots, "/y", "a")).toBe(false);
  });

  it("KOSTER-1996 §3.3: a comment after a rule's value is not part of the path", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /tmp # temporary files\n");
    expect(allowed(robots, "/tmp/x", "bot")).toBe(false);
    expect(robots.policy.records[0]?.rules[0]?.pattern).toBe("/tmp");
  });

  it("KOSTER-1996 §3.2: policy.records holds one record per blank-line-separated block", () => {
    const robots = parseRobotsTxt(fictText);
    expect(robots.policy.records.map((r) => r.userAgents.map((a) => a.value))).toEqual([
      ["unhipbot"],
      ["webcrawler", "excite"],
      ["*"],
    ]);
    expect(robots.policy.records.map((r) => r.rules.map((rule) => rule.line))).toEqual([
      [5],
      [9],
      [12, 13, 14, 15, 16],
    ]);
  });
});

// KOSTER-1996 §5.2: "As the majority of /robots.txt files are created with platform-specific
// text editors, robots should be liberal in accepting files with different end-of-line
// conventions, specifically CR and LF in addition to CRLF."
describe("KOSTER-1996 §5.2 line endings", () => {
  const lines = fictText.replace(/\n$/, "").split("\n");
  const variants: Record<string, string> = {
    LF: lines.join("\n") + "\n",
    CR: lines.join("\r") + "\r",
    CRLF: lines.join("\r\n") + "\r\n",
    // (ordered so that no CR is followed by an empty line's LF, which would read as CRLF)
    mixed: lines.map((l, i) => l + ["\r\n", "\n", "\r"][i % 3]).join(""),
    "no final line break": lines.join("\r\n"),
  };

  it("KOSTER-1996 §5.2: (fixture check) the mixed variant really mixes CR, LF and CRLF", () => {
    const mixed = variants.mixed!;
    expect(mixed).toMatch(/\r\n/);
    expect(mixed).toMatch(/\r[^\n]/);
    expect(mixed).toMatch(/[^\r]\n/);
  });

  it.each(Object.keys(variants))(
    "KOSTER-1996 §5.2: the §4 file with %s endings gives the §4 decisions and deciding lines",
    (name) => {
      const robots = parseRobotsTxt(variants[name]!);
      expect(robots.policy.source.lineCount).toBe(16);
      for (const [url, robot, expected] of CELLS) {
        expect(allowed(robots, url, robot), `${url} ${robot}`).toBe(expected);
        expect(robots.matchingLine(url, robot, { profile: KOSTER }), `${url} ${robot}`).toBe(
          expectedLine(url, robot),
        );
        expect(allowed(robots, url, robot, "rfc9309"), `${url} ${robot} rfc9309`).toBe(expected);
      }
    },
  );

  it("KOSTER-1996 §5.2: every line ending yields the same records, groups and rule lines", () => {
    const reference = parseRobotsTxt(variants.LF!).policy;
    for (const name of Object.keys(variants)) {
      const policy = parseRobotsTxt(variants[name]!).policy;
      expect(policy.records, name).toEqual(reference.records);
      expect(policy.groups, name).toEqual(reference.groups);
    }
  });

  it("KOSTER-1996 §5.2: a lone CR is a line break, so CR-only files keep their blank-line record separators", () => {
    const robots = parseRobotsTxt("User-agent: a\rDisallow: /x\r\rDisallow: /y\r");
    expect(allowed(robots, "/x", "a")).toBe(false);
    expect(allowed(robots, "/y", "a")).toBe(true);
    expect(robots.matchingLine("/x", "a", { profile: KOSTER })).toBe(2);
  });

  it("KOSTER-1996 §5.2: LF followed by CR is two line breaks (a blank line between), CRLF is one", () => {
    const lfcr = parseRobotsTxt("User-agent: a\n\rDisallow: /x\n");
    expect(allowed(lfcr, "/x", "a")).toBe(true); // the rule is after a blank line
    const crlf = parseRobotsTxt("User-agent: a\r\nDisallow: /x\r\n");
    expect(allowed(crlf, "/x", "a")).toBe(false);
    expect(crlf.matchingLine("/x", "a", { profile: KOSTER })).toBe(2);
  });
});
