// The CLI's page command (ACAP-2): page-level and element-level decisions with their sources.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";

const scratch = mkdtempSync(join(tmpdir(), "robots-policy-cli-page-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const html = join(scratch, "a.html");
writeFileSync(
  html,
  `<html><head>
<meta name="robots" content="ACAP version 1.1">
<meta name="robots" content="noindex">
<meta name="searchbot" content="ACAP allow-index">
</head><body><p>Text</p><div id="box" class="the-acap:disallow-present">Box</div></body></html>
`,
);
const robotsFile = join(scratch, "robots.txt");
writeFileSync(robotsFile, "ACAP-crawler: *\nACAP-disallow-follow: /\n");

async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}

describe("page <file.html> --url --agent: decide()'s usages (robots META, X-Robots-Tag)", () => {
  it("prints the README's usages, crawl to present-thumbnail, with the directive that decided", async () => {
    const r = await cli(
      "page",
      html,
      "--url",
      "https://news.example/a.html",
      "--agent",
      "otherbot",
    );
    expect(r.code).toBe(1);
    const usages = r.stdout
      .split("\n")
      .slice(1)
      .filter((l) => l.startsWith("  "))
      .map((l) => l.trim().split(/\s+/)[0]);
    expect(usages).toEqual([
      "crawl",
      "index",
      "follow",
      "present-snippet",
      "archive",
      "index-images",
      "translate",
      "present-thumbnail",
    ]);
    expect(r.stdout).toMatch(
      /^ {2}index +DISALLOWED {2}META line 3:\d+ "noindex" \(page-directive\)$/m,
    );
    expect(r.stdout).not.toContain("present-currentcopy");
  });
  it("--usage takes a decide() usage; ACAP usage types need --acap", async () => {
    const r = await cli(
      "page",
      html,
      "--url",
      "https://a/",
      "--agent",
      "x",
      "--usage",
      "present-currentcopy",
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown usage "present-currentcopy" .*ACAP usage types with --acap/);
  });
});

describe("page <file.html> --url --agent --acap (ACAP-2)", () => {
  it("prints each usage with the META line:column that decided, and the elements", async () => {
    const r = await cli(
      "page",
      html,
      "--url",
      "https://news.example/a.html",
      "--agent",
      "otherbot",
      "--acap",
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      "page https://news.example/a.html for otherbot (ACAP version 1.1)\n",
    );
    expect(r.stdout).toMatch(/^ {2}index +DISALLOWED {2}META line 3:30 "noindex" \(prohibited\)$/m);
    expect(r.stdout).toMatch(
      /^ {2}present +ALLOWED {5}nothing says otherwise \[except <div#box>\] \(no-matching-field\)$/m,
    );
    expect(r.stdout).toMatch(
      /^ {2}<div#box> line 5:25 present {2}DISALLOWED {2}class line 5:25 "the-acap:disallow-present" \(prohibited\)$/m,
    );
  });
  it("a named crawler's tag overrides the robots tag (ACAP-2 §2.2.1)", async () => {
    const r = await cli(
      "page",
      html,
      "--url",
      "https://news.example/a.html",
      "--agent",
      "searchbot/2.0",
      "--acap",
      "--usage",
      "index",
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^ {2}index {2}ALLOWED {5}META line 4:1 "ACAP allow-index" \(permitted\)$/m,
    );
  });
  it("--robots combines with a robots.txt; --json gives the decisions", async () => {
    const r = await cli(
      "page",
      html,
      "--url",
      "https://news.example/a.html",
      "--agent",
      "x",
      "--acap",
      "--usage",
      "follow",
      "--robots",
      robotsFile,
      "--json",
    );
    const json = JSON.parse(r.stdout) as {
      page: {
        usage: string;
        decision: { allowed: boolean; rule: { source: string; line: number } };
      }[];
    };
    expect(json.page[0]).toMatchObject({
      usage: "follow",
      decision: { allowed: false, rule: { source: "acap", line: 2 } },
    });
  });
  it("usage errors: no --url, an unknown usage, a missing file", async () => {
    expect((await cli("page", html, "--agent", "x")).stderr).toMatch(/missing --url/);
    expect(
      (await cli("page", html, "--url", "https://a/", "--agent", "x", "--usage", "eat")).code,
    ).toBe(2);
    expect(
      (await cli("page", join(scratch, "none.html"), "--url", "https://a/", "--agent", "x")).stderr,
    ).toMatch(/no such file/);
  });
});
