// decideAcap over hostile shapes (issue 24): thousands of wildcard patterns behind one
// literal start (found by a rare piece, src/acap/pattern-index.ts), long URLs, every line in
// conflict, crawler names in a 100 KB User-Agent or among 10,000 tokens (one pass over an
// automaton of the names, src/acap/crawler-names.ts). The answers are the specification's:
// every matching field takes part in §2.4.6, however it was found.
import { describe, expect, it } from "vitest";
import { decideAcap, parseRobotsTxt, type AcapDecideQuery } from "../../src/index.js";

const at = new Date("2024-06-01T00:00:00Z");
const ask = (robots: ReturnType<typeof parseRobotsTxt>, query: Omit<AcapDecideQuery, "at">) =>
  decideAcap(robots, { at, ...query });

describe("ACAP-1 §2.4.6 narrowest scope among 2,000 wildcard patterns behind one literal start", () => {
  const lines = ["ACAP-crawler: *"];
  for (let i = 0; i < 1000; i++)
    lines.push(`ACAP-disallow-index: /*k${i}z`, `ACAP-allow-index: /*k${i}z/open`);
  const robots = parseRobotsTxt(lines.join("\n"));
  const index = (url: string) => ask(robots, { url, userAgent: "bot", usage: "index" });

  it("one pattern matches: it decides", () => {
    expect(index("/x/k17z")).toMatchObject({
      allowed: false,
      rule: { pattern: "/*k17z", line: 36 },
    });
  });
  it("a pattern and a narrower one ('one pattern has run out of characters'): the narrower decides", () => {
    expect(index("/x/k17z/open/a")).toMatchObject({
      allowed: true,
      rule: { pattern: "/*k17z/open", line: 37 },
    });
  });
  it("patterns that differ after the wildcard cannot be ordered: they conflict, every one listed", () => {
    const d = index("/k17z/k999z/open");
    expect(d.reason).toBe("conflict-undecidable");
    expect(d.conflict?.map((f) => f.pattern)).toEqual(["/*k17z", "/*k999z", "/*k999z/open"]);
  });
  it("none of them matches a path of 8,000 characters without the pieces; one matches at its end", () => {
    expect(index(`/${"k".repeat(7999)}`).reason).toBe("no-matching-field");
    expect(index(`/${"k1z".repeat(2666)}`)).toMatchObject({
      allowed: false,
      rule: { pattern: "/*k1z" },
    });
    expect(index(`/${"a".repeat(7990)}k998z/open`)).toMatchObject({
      allowed: true,
      rule: { pattern: "/*k998z/open" },
    });
  });
  it("identical patterns (§2.4.6 cannot order them): the first speaks when they agree", () => {
    const same = parseRobotsTxt(
      `ACAP-crawler: *\n${"ACAP-disallow-index: /*aaaaaaaaaaaaaaab\n".repeat(5000)}`,
    );
    expect(
      ask(same, { url: `/${"a".repeat(1999)}b`, userAgent: "bot", usage: "index" }),
    ).toMatchObject({
      allowed: false,
      reason: "prohibited",
      rule: { line: 2 },
    });
    expect(
      ask(same, { url: `/${"a".repeat(2000)}`, userAgent: "bot", usage: "index" }).reason,
    ).toBe("no-matching-field");
  });
});

describe("ACAP-1 §2.4.6 'unable to determine which … has the narrowest scope': the usage is prohibited", () => {
  it("every line of a file in conflict: prohibited, the first 32 fields listed and how many there are", () => {
    const robots = parseRobotsTxt(
      `ACAP-crawler: *\n${"ACAP-allow-index: /\nACAP-disallow-index: /\n".repeat(5000)}`,
    );
    const d = ask(robots, { url: "/a", userAgent: "bot", usage: "index" });
    expect(d).toMatchObject({
      allowed: false,
      reason: "conflict-undecidable",
      conflictCount: 10_000,
    });
    expect(d.conflict?.map((f) => f.line)).toEqual(Array.from({ length: 32 }, (_, i) => i + 2));
    expect(d.explanation).toMatch(
      /^lines 2, 3, .*, 33 \(and 9968 more fields\) conflict for index/,
    );
  });
  it("32 conflicting fields or fewer: all of them, and no count", () => {
    const robots = parseRobotsTxt(
      `ACAP-crawler: *\n${"ACAP-allow-index: /\nACAP-disallow-index: /\n".repeat(16)}`,
    );
    const d = ask(robots, { url: "/a", userAgent: "bot", usage: "index" });
    expect(d.conflict).toHaveLength(32);
    expect(d).not.toHaveProperty("conflictCount");
  });
});

describe("ACAP-1 §2.3.1 NOTE: a crawler name is 'some or all of the string used by that crawler in a User-Agent header field'", () => {
  const robots = parseRobotsTxt(
    `${Array.from({ length: 5000 }, (_, i) => `ACAP-crawler: bot${i}x\nACAP-allow-index: /a${i}/\n`).join("")}ACAP-crawler: *\nACAP-disallow-index: /\n`,
  );
  it("a name at the end of a User-Agent header of 20,000 products, in any case", () => {
    const header = `${Array.from({ length: 20_000 }, (_, k) => `p${k}/1.0`).join(" ")} BOT7X/1.0`;
    expect(ask(robots, { url: "/a7/x", userAgent: header, usage: "index" })).toMatchObject({
      allowed: true,
      record: { crawlers: ["bot7x"] },
    });
    expect(ask(robots, { url: "/a8/x", userAgent: header, usage: "index" }).allowed).toBe(false);
  });
  it("every record whose name the header holds, in file order (names inside names)", () => {
    const d = ask(robots, {
      url: "/a12/x",
      userAgent: "Mozilla/5.0 (bot12x; bot2x)",
      usage: "index",
    });
    expect(d).toMatchObject({ allowed: true, record: { crawlers: ["bot12x"] } });
    expect(
      ask(robots, { url: "/a2/x", userAgent: "Mozilla/5.0 (bot12x; bot2x)", usage: "index" })
        .allowed,
    ).toBe(true);
  });
  it("a list of 10,000 tokens: the first that a record names is the crawler's", () => {
    const tokens = [...Array.from({ length: 10_000 }, (_, k) => `p${k}`), "bot9x", "bot7x"];
    expect(ask(robots, { url: "/a9/x", userAgent: tokens, usage: "index" })).toMatchObject({
      allowed: true,
      record: { crawlers: ["bot9x"] },
    });
    expect(robots.actionRequests(tokens)).toEqual([]);
  });
});

describe("ACAP-1 §2.6 action requests of a file of 12,000 requests", () => {
  const lines = ["ACAP-crawler: bot1", "ACAP-request-re-crawl: /mine", "ACAP-crawler: *"];
  for (let i = 0; i < 6000; i++)
    lines.push(`ACAP-request-take-down: /t${i}`, `ACAP-request-re-crawl: /r${i}`);
  const robots = parseRobotsTxt(lines.join("\n"));

  it("a crawler the file names reads its record's requests first, then the '*' record's", () => {
    const mine = robots.actionRequests("bot1/2.0");
    expect(mine).toHaveLength(12_001);
    expect(mine.slice(0, 2).map((a) => [a.action, a.path])).toEqual([
      ["re-crawl", "/mine"],
      ["take-down", "/t0"],
    ]);
  });
  it("the answer is read once per file and shared, frozen, by the calls that read the same records", () => {
    const any = robots.actionRequests("other");
    expect(any).toHaveLength(12_000);
    expect(robots.actionRequests("another")).toBe(any);
    expect(robots.actionRequests("bot1")).toBe(robots.actionRequests("bot1/3.0"));
    expect(Object.isFrozen(any)).toBe(true);
  });
});

describe("ACAP-1 §2.2 named records before '*' records, crawlers asked in rotation", () => {
  const lines = ["ACAP-crawler: *", "ACAP-disallow-index: /"];
  for (let i = 0; i < 40; i++) lines.push(`ACAP-crawler: bot${i}x`, `ACAP-allow-index: /a${i}/`);
  const robots = parseRobotsTxt(lines.join("\n"));

  it("each of 40 crawlers, asked three times in turn, reads its own record, then the '*' record", () => {
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 40; i++) {
        const userAgent = `bot${i}x/1.0`;
        expect(ask(robots, { url: `/a${i}/p`, userAgent, usage: "index" })).toMatchObject({
          allowed: true,
          record: { crawlers: [`bot${i}x`] },
        });
        expect(
          ask(robots, { url: `/a${(i + 1) % 40}/p`, userAgent, usage: "index" }),
        ).toMatchObject({
          allowed: false,
          record: { crawlers: ["*"] },
        });
      }
  });
  it("a purpose or what the crawler understands is a question of its own, not the plain one's", () => {
    const userAgent = "bot3x";
    const plain = ask(robots, { url: "/a3/p", userAgent, usage: "index" });
    const withPurpose = ask(robots, {
      url: "/a3/p",
      userAgent,
      usage: "index",
      purpose: "http://p.example",
    });
    expect(withPurpose).toMatchObject({ allowed: plain.allowed, record: { crawlers: ["bot3x"] } });
  });
});

describe("ACAP-1 §2.4.6 among 2,000 wildcard patterns that differ in a counter, long URLs", () => {
  const lines = ["ACAP-crawler: *"];
  for (let i = 0; i < 2000; i++)
    lines.push(`ACAP-${i % 2 ? "allow" : "disallow"}-index: /*a${i}*b`);
  const robots = parseRobotsTxt(lines.join("\n"));
  const index = (url: string) => ask(robots, { url, userAgent: "bot", usage: "index" });
  const noise = "x9-".repeat(700);

  it("a piece far into the path, after noise, then the next piece: the pattern matches", () => {
    expect(index(`/${noise}a1235/${noise}b`)).toMatchObject({
      allowed: true,
      rule: { pattern: "/*a1235*b" },
    });
  });
  it("the piece where its window stands only once it no longer can (a1, a12, a123 seen first): the last piece decides", () => {
    expect(index(`/a1x${noise}a12x${noise}a1234b`)).toMatchObject({
      allowed: false,
      rule: { pattern: "/*a1234*b" },
    });
  });
  it("a piece the path repeats many times, the next piece absent: no pattern matches", () => {
    expect(index(`/${"a7".repeat(3000)}`)).toMatchObject({
      allowed: true,
      reason: "no-matching-field",
    });
  });
});
