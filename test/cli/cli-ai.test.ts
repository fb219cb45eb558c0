// `robots-policy ai`: the AI-crawler audit on the command line (a file, stdin, JSON).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, scratchFiles } from "../support/cli.js";

const { dir: scratch, file } = scratchFiles("robots-policy-cli-ai-");
const cli = (...argv: string[]) => runCli(argv);

const MANAGED =
  "User-Agent: *\nContent-signal: search=yes,ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: Claude-Bot\nDisallow: /\n";

describe("robots-policy ai", () => {
  it("prints the summary, the crawlers the file names first, and the findings", async () => {
    const { code, stdout } = await runCli(["ai", file("managed.txt", MANAGED), "--wide"]);
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    // ai.robots.txt lists a few crawlers under two spellings; each is counted once.
    expect(lines[0]).toBe(
      "163 known AI crawlers (ai.robots.txt): 162 may crawl /, 1 may not; 1 have a group of their own",
    );
    expect(lines[1]).toMatch(/^ {2}crawler +operator +purpose +crawl \/ +group +ai-pref +signals$/);
    // ai.robots.txt's operator and purpose ("function") columns, whole with --wide.
    expect(lines[2]).toMatch(
      /^ {2}GPTBot +OpenAI +Scrapes data to train OpenAI.* +NO +own l\.5 +-\/-\/- +-$/,
    );
    expect(stdout).toMatch(/PerplexityBot .* yes +\* l\.1 .* search=yes,ai-train=no/);
    expect(stdout).toContain(
      'line 8 warning ai-crawler-typo User-agent "Claude-Bot" names no known crawler; did you mean "ClaudeBot"?',
    );
  });

  it("--json prints the audit; --path asks about more paths", async () => {
    const { stdout } = await cli(
      "ai",
      file("prefs.txt", "User-agent: *\nContent-Usage: /a/ train-ai=n\n"),
      "--json",
      "--path",
      "/",
      "--path",
      "/a/x",
    );
    const audit = JSON.parse(stdout);
    expect(audit.summary.total).toBe(163);
    expect(
      audit.crawlers[0].paths.map((p: { path: string; preferences: Record<string, string> }) => [
        p.path,
        p.preferences["train-ai"],
      ]),
    ).toEqual([
      ["/", "unknown"],
      ["/a/x", "disallowed"],
    ]);
  });

  it("usage errors: no source, two sources, a path that is not a path", async () => {
    expect((await cli("ai")).code).toBe(2);
    expect((await cli("ai", "a.txt", "b.txt")).stderr).toMatch(/unexpected argument "b.txt"/);
    expect((await cli("ai", "a.txt", "--path", "x")).stderr).toMatch(/invalid --path "x"/);
    expect((await cli("ai", join(scratch, "missing.txt"))).stderr).toMatch(
      /cannot read .*: no such file/,
    );
  });
});
