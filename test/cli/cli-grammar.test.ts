// One grammar for every command: sources, unknown commands, --agent as a token list, --help,
// and check --json carrying everything the text shows; the ai table fits the terminal.
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { run } from "../../src/cli/run.js";
import { runCli, scratchFiles } from "../support/cli.js";

const { file } = scratchFiles("robots-policy-cli-grammar-");
const NEWS_TEXT =
  "User-agent: Googlebot-News\nDisallow: /news-only/\n\nUser-agent: Googlebot\nDisallow: /google-only/\n\nUser-agent: *\nDisallow: /\n";
const NEWS = file("news.txt", NEWS_TEXT);

describe("commands", () => {
  it("an unknown command is reported as one, even when options follow it", async () => {
    const r = await runCli(["chek", "f.txt", "/x", "--agent", "a"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'robots-policy: unknown command "chek" (expected check, explain, lint, page, ai, census or conformance); see robots-policy --help\n',
    );
  });

  it("help of an unknown command exits 2; help of a known one lists its options and exit codes", async () => {
    const nope = await runCli(["help", "nope"]);
    expect([nope.code, nope.stdout]).toEqual([2, ""]);
    expect(nope.stderr).toMatch(/help: unknown command "nope"/);
    const options: Record<string, readonly string[]> = {
      check: [
        "--agent",
        "--profile",
        "--file",
        "--json",
        "--delay",
        "--acap",
        "--usage",
        "--purpose",
        "--app",
      ],
      explain: ["--agent", "--profile", "--all-profiles", "--json"],
      lint: ["--json"],
      page: ["--url", "--agent", "--usage", "--header", "--robots", "--acap", "--json"],
      ai: ["--path", "--agent", "--blocked", "--wide", "--json"],
    };
    for (const [command, names] of Object.entries(options)) {
      const { code, stdout } = await runCli([command, "--help"]);
      expect(code).toBe(0);
      for (const name of names)
        expect(stdout, `${command} ${name}`).toMatch(new RegExp(`^ +(-\\w, )?${name}\\b`, "m"));
      expect(stdout).toMatch(
        /^Exit status:\n {2}0 .*\n {2}1 .*(\n {5}.*)?\n {2}2 +usage error[^]*could not be fetched/m,
      );
    }
  });
});

describe("--agent", () => {
  it("repeated: a token list in order of preference, as the library's array form", async () => {
    const library = parseRobotsTxt(NEWS_TEXT);
    for (const [agents, path, allowed] of [
      [["Googlebot-News", "Googlebot"], "/news-only/a", false],
      [["Googlebot-News", "Googlebot"], "/google-only/a", true],
      [["Googlebot-Image", "Googlebot"], "/google-only/a", false],
      [["Googlebot-Image", "Googlebot"], "/news-only/a", true],
    ] as const) {
      expect(library.isAllowed(path, agents)).toBe(allowed);
      const argv = ["check", NEWS, path, ...agents.flatMap((a) => ["--agent", a]), "--json"];
      const r = await runCli(argv);
      const document = JSON.parse(r.stdout);
      expect(document.agent).toEqual(agents);
      expect(document.decisions[0].allowed, `${agents} ${path}`).toBe(allowed);
    }
    const explain = await runCli([
      "explain",
      NEWS,
      "/news-only/a",
      "-a",
      "Googlebot-News",
      "-a",
      "Googlebot",
    ]);
    expect(explain.stdout).toMatch(/^rfc9309: googlebot-news on \/news-only\/a$/m);
  });

  it('"*" says how the * group is asked about, rather than guessing', async () => {
    for (const command of [
      ["check", NEWS, "/"],
      ["explain", NEWS, "/"],
      ["page", file("p.html", "<p>"), "--url", "https://a/"],
    ]) {
      const r = await runCli([...command, "--agent", "*"]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /--agent "\*" names no crawler: the \* group answers every crawler that no group names/,
      );
    }
  });
});

describe("check --json carries everything the text shows", () => {
  it("the delay, the App-Directives and the ACAP action requests", async () => {
    const path = file(
      "all.txt",
      "User-agent: *\nCrawl-delay: 5\nApp-Directives: app;snippet=200\nDisallow: /private/\n\nACAP-crawler: *\nACAP-request-take-down: /gone.html\n",
    );
    const text = await runCli(["check", path, "/a", "--agent", "bot", "--app", "app", "--acap"]);
    expect(text.stdout).toMatch(/^delay 5 s between requests \(Crawl-delay, line 2\)$/m);
    expect(text.stdout).toMatch(/^app app on \/a: snippet=200/m);
    expect(text.stdout).toMatch(/^request take-down \/gone\.html \(line 7\)$/m);
    const r = await runCli([
      "check",
      path,
      "/a",
      "--agent",
      "bot",
      "--app",
      "app",
      "--acap",
      "--json",
    ]);
    const document = JSON.parse(r.stdout);
    expect(document.delay).toMatchObject({ seconds: 5, reason: "crawl-delay", line: 2 });
    expect(document.decisions[0].appDirectives).toMatchObject({ app: "app", lines: [3] });
    expect(document.actionRequests).toMatchObject([
      { action: "take-down", path: "/gone.html", line: 7 },
    ]);
  });
});

describe("ai's table", () => {
  const ROBOTS =
    "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nContent-Signal: ai-train=no\nAllow: /\n";

  async function ai(argv: readonly string[], columns?: number) {
    let stdout = "";
    const code = await run(["ai", file("ai.txt", ROBOTS), ...argv], {
      stdout: (t) => void (stdout += t),
      stderr: () => undefined,
      ...(columns ? { columns } : {}),
    });
    return { code, lines: stdout.split("\n").filter(Boolean) };
  }

  it("fits the terminal (80 columns when not one), every column headed, one column per --path", async () => {
    const table = (lines: readonly string[]) => lines.slice(1, -1);
    for (const columns of [undefined, 100]) {
      const { lines } = await ai(["--path", "/", "--path", "/blog/"], columns);
      for (const line of table(lines)) expect(line.length).toBeLessThanOrEqual(columns ?? 80);
      expect(lines[1]).toMatch(
        /^ {2}crawler +operator +purpose +crawl \/ +crawl \/blog\/ +group +ai-pref +signals$/,
      );
    }
    const wide = await ai(["--wide"]);
    expect(Math.max(...table(wide.lines).map((l) => l.length))).toBeGreaterThan(120);
  });

  it("--agent keeps the crawlers asked about; a crawler listed under two spellings is one row", async () => {
    const { lines } = await ai(["--agent", "gptbot", "--agent", "ClaudeBot"]);
    expect(lines[0]).toMatch(
      /^2 known AI crawlers asked about \(ai\.robots\.txt\): 1 may crawl \/, 1 may not/,
    );
    expect(
      lines
        .slice(2, 4)
        .map((l) => l.trim().split(/\s+/)[0])
        .sort(),
    ).toEqual(["ClaudeBot", "GPTBot"]);
    const all = await ai(["--json"]);
    const names: string[] = JSON.parse(all.lines.join("\n")).crawlers.map(
      (r: { crawler: { name: string } }) => r.crawler.name.toLowerCase(),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});
