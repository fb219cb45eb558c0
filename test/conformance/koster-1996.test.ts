// KOSTER-1996: M. Koster, "A Method for Web Robots Control", draft-koster-robots-00, Dec 1996
// (test/fixtures/specs/002_623ac7c88321d4e4.txt), under the "koster1996" profile: what the
// conformance vectors cannot say. The draft's answers (allowed or not, the deciding line) live in
// conformance/koster1996/ and are run by vectors-robots.test.ts; this file checks that the §4
// example file, the §4 matrix and the §3.2.2 table are the ones the draft prints and that the
// vectors transcribe them, and keeps the library's side: decide()'s reasons, groups and
// explanations, matchingLine's 0 for "no rule", the records model, and the §5.2 line-ending
// variants of the whole §4 file (every cell under both profiles: a check of the reader, too
// large to repeat as data beside the vectors' three cells per variant).
import { readFileSync } from "node:fs";
import { TABLE_3_2_2 } from "../support/koster-table.js";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type ProfileName, type RobotsTxt } from "../../src/index.js";

const KOSTER = "koster1996" satisfies ProfileName;
const SPEC = new URL("../fixtures/specs/002_623ac7c88321d4e4.txt", import.meta.url);
const FICT = new URL("../../examples/fict.org.robots.txt", import.meta.url);
const VECTORS = new URL("../../conformance/koster1996/", import.meta.url);

const fictText = readFileSync(FICT, "utf8");

interface CrawlVector {
  readonly input: { readonly robotstxt?: string };
  readonly question: {
    readonly url: string;
    readonly userAgent: string;
    readonly profile?: string;
  };
  readonly expected?: { readonly allowed?: boolean };
}

/** The crawl vectors of conformance/koster1996/<file>. */
function vectorsOf(file: string): CrawlVector[] {
  return (JSON.parse(readFileSync(new URL(file, VECTORS), "utf8")) as { vectors: CrawlVector[] })
    .vectors;
}

function allowed(
  robots: RobotsTxt,
  url: string,
  userAgent: string,
  profile: ProfileName = KOSTER,
): boolean {
  return robots.isAllowed(url, userAgent, { profile });
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

describe("KOSTER-1996 §4 and §3.2.2: the vectors transcribe the draft's examples", () => {
  it("KOSTER-1996 §4: conformance/koster1996/4.json holds every cell of the matrix, for the §4 file", () => {
    const vectors = vectorsOf("4.json").filter(
      (v) => v.input.robotstxt === fictText && (v.question.profile ?? "rfc9309") === KOSTER,
    );
    for (const [url, robot, expected] of CELLS) {
      const found = vectors.filter((v) => v.question.url === url && v.question.userAgent === robot);
      expect(
        found.map((v) => v.expected?.allowed),
        `${url} ${robot}`,
      ).toEqual([expected]);
    }
  });

  it("KOSTER-1996 §3.2.2: conformance/koster1996/3.2.2.json holds every row of the table", () => {
    const vectors = vectorsOf("3.2.2.json");
    for (const [recordPath, urlPath, matches] of TABLE_3_2_2) {
      const found = vectors.filter(
        (v) =>
          v.input.robotstxt === `User-agent: *\nDisallow: ${recordPath}\n` &&
          new URL(v.question.url).pathname === urlPath,
      );
      expect(
        found.map((v) => v.expected?.allowed),
        `${recordPath} ${urlPath}`,
      ).toEqual([!matches]);
    }
  });
});

describe("KOSTER-1996 §4 example matrix (koster1996 profile): the explanation", () => {
  const robots = parseRobotsTxt(fictText);

  it("KOSTER-1996 §4: matchingLine is 0 for the cells no rule decides (/robots.txt, the empty Disallow)", () => {
    for (const [url, robot] of CELLS)
      if (expectedLine(url, robot) === 0)
        expect(robots.matchingLine(url, robot, { profile: KOSTER }), `${url} ${robot}`).toBe(0);
  });

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

describe("KOSTER-1996 §3.2.2 table (koster1996 profile)", () => {
  it("KOSTER-1996 §3.2.2: the table written here is the table printed in the draft", () => {
    const rows = specLines()
      .map((l) => /^\s*(\/\S*)\s+(\/\S*)\s+(yes|no)\s*$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2], m[3] === "yes"]);
    expect(rows).toEqual(TABLE_3_2_2);
  });

  it("KOSTER-1996 §3.2.2: matchingLine is 0 for the rows that do not match", () => {
    for (const [recordPath, urlPath, matches] of TABLE_3_2_2) {
      if (matches) continue;
      const robots = parseRobotsTxt(`User-agent: *\nDisallow: ${recordPath}\n`);
      expect(
        robots.matchingLine(`http://example.com${urlPath}`, "AnyBot/1.0", { profile: KOSTER }),
      ).toBe(0);
    }
  });
});

describe("KOSTER-1996 §3.2.1 and §3.2.2: reasons and records of decide()", () => {
  const FIGTREE = "FigTree/0.1 Robot libwww-perl/5.04";

  it("KOSTER-1996 §3.2.2: no matching line: allowed for the reason 'no-matching-rule'", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /private\n");
    expect(robots.decide({ url: "/public", userAgent: "bot", profile: KOSTER }).reason).toBe(
      "no-matching-rule",
    );
  });

  it("KOSTER-1996 §3.2.1: 'User-agent: figtree' is the record for the robot sending \"FigTree/0.1 Robot libwww-perl/5.04\"", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nDisallow: /\n\nUser-agent: figtree\nDisallow: /private\n",
    );
    expect(
      robots.decide({ url: "/public", userAgent: FIGTREE, profile: KOSTER }).group?.lines,
    ).toEqual([4]);
  });

  it("KOSTER-1996 §3.2.1: without a record for the robot, the first '*' record is the group", () => {
    const robots = parseRobotsTxt(
      "User-agent: someone\nDisallow: /\n\nUser-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n",
    );
    expect(robots.decide({ url: "/a", userAgent: "Other/1.0", profile: KOSTER }).group).toEqual({
      lines: [4],
      userAgents: ["*"],
    });
  });

  it.each([
    ["no record for the robot and no '*' record", "User-agent: someone\nDisallow: /\n"],
    ["an empty file", ""],
    ["only comments", "# nothing here\n# at all\n"],
    ["rules without any User-agent line", "Disallow: /\n"],
  ])(
    "KOSTER-1996 §3.2.1: %s: access is unlimited, for the reason 'no-matching-group'",
    (_name, text) => {
      const robots = parseRobotsTxt(text);
      expect(robots.decide({ url: "/x", userAgent: "bot", profile: KOSTER }).reason).toBe(
        "no-matching-group",
      );
    },
  );
});

// KOSTER-1996 §3.2: "The format logically consists of a non-empty set or records, separated
// by blank lines." … "Comments are allowed anywhere in the file, and consist of optional
// whitespace, followed by a comment character '#' followed by the comment, terminated by
// the end-of-line."
describe("KOSTER-1996 §3.2 records: the model", () => {
  it("KOSTER-1996 §3.3: a comment after a rule's value is not part of the path", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /tmp # temporary files\n");
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
});
