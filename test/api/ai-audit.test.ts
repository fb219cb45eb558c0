// auditAiCrawlers: a robots.txt against ai.robots.txt's list of AI crawlers (data/ai-robots-txt),
// with what site owners get wrong. Preferences follow AIPREF-ATTACH §3 (through contentUsage).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditAiCrawlers, parseRobotsTxt } from "../../src/index.js";

// Cloudflare's managed robots.txt: a signal for everyone, AI crawlers blocked by name.
const MANAGED = `User-Agent: *
Content-signal: search=yes,ai-train=no
Allow: /

User-agent: ClaudeBot
Disallow: /

User-agent: GPTBot
Disallow: /

User-agent: CCBot
Disallow: /

User-agent: Google-Extended
Disallow: /
`;

const row = (audit: ReturnType<typeof auditAiCrawlers>, name: string) =>
  audit.crawlers.find((r) => r.crawler.name === name)!;

describe("auditAiCrawlers", () => {
  it("RFC 9309 §2.2.1: a crawler the list spells twice is one row (names compare case-insensitively)", () => {
    // ai.robots.txt lists meta-externalagent and Meta-ExternalAgent: one crawler, one answer.
    const audit = auditAiCrawlers(parseRobotsTxt("User-agent: META-EXTERNALAGENT\nDisallow: /\n"));
    const names = audit.crawlers.map((r) => r.crawler.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const meta = audit.crawlers.filter(
      (r) => r.crawler.name.toLowerCase() === "meta-externalagent",
    );
    expect(meta.map((r) => [r.crawler.name, r.paths[0]!.crawl, r.ownGroup])).toEqual([
      ["meta-externalagent", false, true],
    ]);
  });

  it("lists every crawler of the bundled ai.robots.txt data with its operator and purpose", () => {
    const audit = auditAiCrawlers(parseRobotsTxt(""));
    expect(audit.summary).toEqual({ total: 163, blocked: 0, allowed: 163, withOwnGroup: 0 });
    expect(row(audit, "GPTBot").crawler).toMatchObject({
      operator: "OpenAI",
      respectsRobotsTxt: "yes",
    });
    expect(row(audit, "Bytespider").crawler.respectsRobotsTxt).toBe("no");
    expect(audit.findings).toEqual([]);
  });

  it("RFC 9309 §2.2.1: crawlers named in their own group are blocked; the others get the * group and its Content-Signal", () => {
    const audit = auditAiCrawlers(parseRobotsTxt(MANAGED));
    expect(audit.summary).toMatchObject({ blocked: 4, withOwnGroup: 4 });
    for (const name of ["ClaudeBot", "GPTBot", "CCBot", "Google-Extended"]) {
      expect(row(audit, name)).toMatchObject({
        ownGroup: true,
        paths: [{ path: "/", crawl: false, signals: {} }],
      });
    }
    expect(row(audit, "PerplexityBot")).toMatchObject({
      ownGroup: false,
      group: { lines: [1], userAgents: ["*"] },
      paths: [{ crawl: true, signals: { search: "yes", "ai-train": "no" } }],
    });
  });

  it("AIPREF-ATTACH §3: preferences per crawler and per path", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: /open/ train-ai=y\n\nUser-agent: GPTBot\nAllow: /\nContent-Usage: ai-use=n\n",
    );
    const audit = auditAiCrawlers(robots, { paths: ["/", "/open/x"] });
    expect(row(audit, "ClaudeBot").paths.map((p) => p.preferences["train-ai"])).toEqual([
      "disallowed",
      "allowed",
    ]);
    expect(
      row(audit, "GPTBot").paths.map((p) => [p.preferences["train-ai"], p.preferences["ai-use"]]),
    ).toEqual([
      ["unknown", "disallowed"],
      ["unknown", "disallowed"],
    ]);
  });

  it("a misspelt crawler name (a near miss, or the right letters with other separators) is flagged with the line", () => {
    const audit = auditAiCrawlers(
      parseRobotsTxt(
        "User-agent: GPTbott\nDisallow: /\n\nUser-agent: Claude-Bot\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /x\n\nUser-agent: mybot\nDisallow: /\n",
      ),
    );
    expect(
      audit.findings.filter((f) => f.code === "ai-crawler-typo").map((f) => [f.line, f.crawler]),
    ).toEqual([
      [1, "GPTBot"],
      [4, "ClaudeBot"],
    ]);
    // The misspelt groups reach no one: GPTBot is still allowed.
    expect(row(audit, "GPTBot").paths[0]!.crawl).toBe(true);
  });

  it("Content-Usage outside any group and Content-Signal outside User-agent: * are flagged", () => {
    const audit = auditAiCrawlers(
      parseRobotsTxt(
        "Content-Usage: train-ai=n\nUser-agent: GPTBot\nContent-Signal: ai-train=no\nAllow: /\n",
      ),
    );
    expect(audit.findings.map((f) => [f.code, f.line])).toEqual([
      ["content-usage-outside-group", 1],
      ["content-signal-not-global", 3],
    ]);
  });

  it("AIPREF-ATTACH §3.1: preferences stated where the group may not crawl are flagged as unreachable", () => {
    const audit = auditAiCrawlers(
      parseRobotsTxt(
        "User-agent: Bytespider\nDisallow: /\nContent-Usage: train-ai=y\n\nUser-agent: *\nDisallow: /\nContent-Signal: ai-train=yes\n",
      ),
    );
    const unreachable = audit.findings.filter((f) => f.code === "ai-preference-unreachable");
    expect(unreachable.map((f) => f.line)).toEqual([3, 7]);
    expect(unreachable[0]!.message).toContain('line 2 "Disallow: /"');
    // Bytespider's operator does not obey robots.txt (ai.robots.txt says so): noted.
    expect(audit.findings).toContainEqual(
      expect.objectContaining({
        code: "ai-crawler-ignores-robots-txt",
        crawler: "Bytespider",
        line: 1,
      }),
    );
  });

  it("typos: other separators, a missing or doubled letter, a space; a name in another case is no typo (RFC 9309 §2.2.1 matches case-insensitively)", () => {
    const audit = auditAiCrawlers(
      parseRobotsTxt(
        "User-agent: GPT-Bot\nUser-agent: ClaudBot\nUser-agent: Google Extended\nUser-agent: Amazonbott\nUser-agent: gptbot\nUser-agent: anthropic-AI\nUser-agent: Bingbot\nDisallow: /\n",
      ),
    );
    expect(
      audit.findings.filter((f) => f.code === "ai-crawler-typo").map((f) => [f.line, f.crawler]),
    ).toEqual([
      [1, "GPTBot"],
      [2, "ClaudeBot"],
      [3, "Google-Extended"],
      [4, "Amazonbot"],
    ]);
  });

  it("typos among 3,000 other names: each near miss is found, in file order, and a second audit of the file finds the same", () => {
    const names = Array.from({ length: 3000 }, (_, i) => `User-agent: bot${i}\nDisallow: /${i}/\n`);
    names.splice(1000, 0, "User-agent: ClaudBot\nDisallow: /\n");
    names.push("User-agent: GPTBott\nDisallow: /\n");
    const robots = parseRobotsTxt(names.join(""));
    const typos = (audit: ReturnType<typeof auditAiCrawlers>) =>
      audit.findings.filter((f) => f.code === "ai-crawler-typo").map((f) => [f.line, f.crawler]);
    const first = auditAiCrawlers(robots);
    expect(typos(first)).toEqual([
      [2001, "ClaudeBot"],
      [6003, "GPTBot"],
    ]);
    const again = auditAiCrawlers(robots, { paths: ["/5/x"] });
    expect(again.findings).toEqual(first.findings);
    expect(again.findings).not.toBe(first.findings);
  });
  it("Content-Signal before any group is flagged as well as outside User-agent: *", () => {
    const audit = auditAiCrawlers(
      parseRobotsTxt("Content-Signal: ai-train=no\nUser-agent: *\nAllow: /\n"),
    );
    expect(audit.findings.map((f) => [f.code, f.line])).toEqual([
      ["content-signal-outside-group", 1],
    ]);
  });

  it("AIPREF-ATTACH §3.1: a path-scoped preference under a Disallow is flagged; one the group may reach (elsewhere, or through an Allow inside) is not", () => {
    const flagged = (robots: string) =>
      auditAiCrawlers(parseRobotsTxt(robots))
        .findings.filter((f) => f.code === "ai-preference-unreachable")
        .map((f) => f.line);
    expect(
      flagged(
        "User-agent: *\nDisallow: /private/\nContent-Usage: /private/ train-ai=y\nContent-Usage: /public/ train-ai=y\n",
      ),
    ).toEqual([3]);
    expect(
      flagged(
        "User-agent: *\nDisallow: /members/\nAllow: /members/public/\nContent-Usage: /members/ train-ai=y\n",
      ),
    ).toEqual([]);
    expect(flagged("User-agent: GPTBot\nDisallow: /\nContent-Usage: train-ai=n\n")).toEqual([3]);
  });

  it("misuse throws a TypeError naming what was expected", () => {
    expect(() => auditAiCrawlers({} as never)).toThrow(/expected a RobotsTxt/);
    expect(() => auditAiCrawlers(parseRobotsTxt(""), { paths: [] })).toThrow(
      /paths: expected a non-empty array/,
    );
  });

  it("the data is ai.robots.txt's robots.json with its operator and purpose columns; its MIT licence ships in the package", () => {
    const root = new URL("../../", import.meta.url).pathname;
    const json = JSON.parse(
      readFileSync(`${root}data/ai-robots-txt/robots.json`, "utf8"),
    ) as Record<string, { operator: string; function: string }>;
    // Markdown links are kept as their text (scripts/build-ai-crawlers.ts).
    const plain = (text: string) =>
      text
        .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, "$1")
        .replace(/\s+/g, " ")
        .trim();
    const audit = auditAiCrawlers(parseRobotsTxt(""));
    // Each name once, case-insensitively: the first of the list's spellings stands for it.
    const firsts = Object.keys(json).filter(
      (name, i, all) => all.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i,
    );
    expect(firsts.length).toBe(Object.keys(json).length - 3);
    expect(audit.crawlers.map((r) => r.crawler.name)).toEqual(firsts);
    for (const { crawler } of audit.crawlers) {
      expect(crawler.operator, crawler.name).toBe(plain(json[crawler.name]!.operator));
      expect(crawler.purpose, crawler.name).toBe(plain(json[crawler.name]!.function));
    }
    const licence = readFileSync(`${root}data/ai-robots-txt/LICENSE.txt`, "utf8");
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) 2024 ai\.robots\.txt/);
    const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { files: string[] };
    expect(pkg.files).toContain("data/ai-robots-txt/LICENSE.txt");
  });

  it("generated/ai-crawlers.ts is what data/ai-robots-txt/robots.json builds", () => {
    const root = new URL("../../", import.meta.url).pathname;
    expect(() =>
      execFileSync(
        process.execPath,
        ["--import", "tsx", "scripts/build-ai-crawlers.ts", "--check"],
        { cwd: root, stdio: "pipe" },
      ),
    ).not.toThrow();
  }, 60_000);
});
