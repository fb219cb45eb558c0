// The CLI's --app option: App-Directives for one application on each checked URL (APP-DIRECTIVES §2.1).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";

const scratch = mkdtempSync(join(tmpdir(), "robots-policy-cli-app-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const robots = join(scratch, "robots.txt");
writeFileSync(
  robots,
  "User-Agent: *\nAllow: /\nApp-Directives: examplesearch;widgets=?0\nApp-Directives: /news/ examplesearch;widgets=?1;snippet=200, other;x\n",
);

async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}

describe("check --app (APP-DIRECTIVES §2.1)", () => {
  it("prints, per URL, the directives with the line, path and group that gave them", async () => {
    const r = await cli(
      "check",
      robots,
      "https://a.example/",
      "/news/1",
      "--agent",
      "ExampleSearch",
      "--app",
      "examplesearch",
    );
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trimEnd()
      .split("\n")
      .filter((l) => l.startsWith("app "));
    expect(lines).toEqual([
      'app examplesearch on https://a.example/: widgets=?0 (line 3, path (none), group "*")',
      'app examplesearch on /news/1: widgets=?1; snippet=200 (line 4, path "/news/", group "*")',
    ]);
  });

  it("says when no App-Directives apply", async () => {
    const r = await cli("check", robots, "/", "--agent", "bot", "--app", "unknownapp");
    expect(r.stdout).toContain("app unknownapp on /: no App-Directives apply\n");
  });

  it("--json adds appDirectives (typed values, pattern, lines, group) or null", async () => {
    const r = await cli(
      "check",
      robots,
      "/news/1",
      "/x",
      "--agent",
      "bot",
      "--app",
      "examplesearch",
      "--json",
    );
    const [news, other] = JSON.parse(r.stdout).decisions as { appDirectives: unknown }[];
    expect(news!.appDirectives).toEqual({
      app: "examplesearch",
      directives: {
        widgets: { type: "boolean", value: true },
        snippet: { type: "integer", value: 200 },
      },
      pattern: "/news/",
      lines: [4],
      userAgents: ["*"],
    });
    expect(other!.appDirectives).toMatchObject({
      directives: { widgets: { type: "boolean", value: false } },
      pattern: "",
    });
    const none = await cli("check", robots, "/", "--agent", "bot", "--app", "nope", "--json");
    expect(
      (JSON.parse(none.stdout).decisions as { appDirectives: unknown }[])[0]!.appDirectives,
    ).toBeNull();
  });

  it("without --app nothing about App-Directives is printed", async () => {
    const r = await cli("check", robots, "/news/1", "--agent", "bot");
    expect(r.stdout).not.toMatch(/^app /m);
    expect(
      JSON.parse((await cli("check", robots, "/news/1", "--agent", "bot", "--json")).stdout)
        .decisions[0],
    ).not.toHaveProperty("appDirectives");
  });

  it("an --app value that is not a Token is a usage error (exit 2)", async () => {
    const r = await cli("check", robots, "/", "--agent", "bot", "--app", "ex ample");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/invalid --app "ex ample"/);
  });
});
