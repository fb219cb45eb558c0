// The robots-policy CLI: commands run in-process with captured output, plus end-to-end spawns.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parseCommandLine } from "../../src/cli/args.js";
import { UsageError } from "../../src/cli/errors.js";
import { printable } from "../../src/cli/format.js";
import { run } from "../../src/cli/run.js";

const root = new URL("../../", import.meta.url).pathname;
const fict = join(root, "examples/fict.org.robots.txt");
const google = join(root, "examples/google-style.robots.txt");
const lintDemo = join(root, "examples/lint-demo.robots.txt");

const scratch = mkdtempSync(join(tmpdir(), "robots-policy-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
function file(name: string, content: string | Uint8Array): string {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
}

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}

/** A usage error: status 2, nothing on stdout, exactly one line on stderr, no stack trace. */
function expectUsageError(
  result: { code: number; stdout: string; stderr: string },
  pattern: RegExp,
): void {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^robots-policy: [^\n]+\n$/);
  expect(result.stderr).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
}

describe("check", () => {
  it("prints one line per URL with the deciding line, and exits 1 when one is disallowed", async () => {
    const r = await cli(
      "check",
      fict,
      "http://www.fict.org/",
      "http://www.fict.org/org/about.html",
      "http://www.fict.org/org/plans.html",
      "http://www.fict.org/%7Emak/mak.html",
      "--agent",
      "ExampleBot",
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    const lines = r.stdout
      .trimEnd()
      .split("\n")
      .filter((l) => !l.startsWith("delay "));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^DISALLOWED  http:\/\/www\.fict\.org\/ +line 16: Disallow: \/ +\[rfc9309, group "\*"\]$/,
    );
    expect(lines[1]).toMatch(
      /^ALLOWED {5}http:\/\/www\.fict\.org\/org\/about\.html +line 13: Allow: \/org\/ +\[rfc9309, group "\*"\]$/,
    );
    expect(lines[2]).toMatch(
      /^DISALLOWED  http:\/\/www\.fict\.org\/org\/plans\.html +line 12: Disallow: \/org\/plans\.html +\[rfc9309, group "\*"\]$/,
    );
    expect(lines[3]).toMatch(/^ALLOWED .*line 15: Allow: \/~mak/);
    // Columns are aligned: every line's URL starts at the same offset.
    expect(new Set(lines.map((l) => l.indexOf("http")))).toEqual(new Set([12]));
  });

  it("exits 0 when every URL is allowed, and names the reason when no rule decided", async () => {
    const r = await cli(
      "check",
      fict,
      "/robots.txt",
      "http://www.fict.org/anything",
      "--agent",
      "excite/1.0",
    );
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trimEnd()
      .split("\n")
      .filter((l) => !l.startsWith("delay "));
    expect(lines[0]).toMatch(
      /^ALLOWED  \/robots\.txt +robots\.txt is always allowed +\[rfc9309, group "excite"\]$/,
    );
    expect(lines[1]).toMatch(/no matching rule +\[rfc9309, group "excite"\]$/);
    const none = await cli(
      "check",
      file("only-one-bot.txt", "User-agent: otherbot\nDisallow: /\n"),
      "/x",
      "--agent",
      "MyBot",
    );
    expect(none.code).toBe(0);
    // The file sets no delay, so none is printed (--delay asks for the rule of thumb).
    expect(none.stdout).toBe("ALLOWED  /x  no matching group  [rfc9309]\n");
  });

  it("--json prints one document: file, agent, profile, diagnostics and the decisions with their URL", async () => {
    const r = await cli(
      "check",
      fict,
      "http://www.fict.org/org/plans.html",
      "/serv",
      "--agent",
      "ExampleBot",
      "--json",
    );
    expect(r.code).toBe(1);
    const document = JSON.parse(r.stdout);
    expect(Object.keys(document)).toEqual([
      "file",
      "agent",
      "profile",
      "diagnostics",
      "decisions",
      "delay",
    ]);
    expect(document).toMatchObject({ file: fict, agent: "ExampleBot", profile: "rfc9309" });
    const { decisions } = document;
    expect(decisions).toHaveLength(2);
    expect(decisions[0]).toMatchObject({
      url: "http://www.fict.org/org/plans.html",
      allowed: false,
      profile: "rfc9309",
      agent: "examplebot",
      path: "/org/plans.html",
      reason: "matched-rule",
      rule: { kind: "disallow", line: 12, text: "Disallow: /org/plans.html" },
      group: { userAgents: ["*"] },
    });
    expect(Object.keys(decisions[0])[0]).toBe("url");
    expect(decisions[1]).toMatchObject({ url: "/serv", allowed: true, rule: { line: 14 } });
  });

  it("--profile koster1996 uses first match and says record", async () => {
    const args = ["check", google, "https://example.com/search/about", "--agent", "MyCrawler"];
    const rfc = await cli(...args);
    expect(rfc.code).toBe(0);
    expect(rfc.stdout).toMatch(/line 9: Allow: \/search\/about +\[rfc9309, group "\*"\]/);
    const koster = await cli(...args, "-p", "koster1996");
    expect(koster.code).toBe(1);
    // The file sets a Crawl-delay for the record, so the delay line follows.
    expect(koster.stdout).toMatch(
      /^DISALLOWED .*line 8: Disallow: \/search +\[koster1996, record "\*"\]\ndelay 5 s between requests \(Crawl-delay, line 13\)\n$/,
    );
  });

  it("ROBOTS-2.0: prints the delay between requests and its reason after the URLs", async () => {
    const path = file(
      "rate.txt",
      "User-agent: *\nDisallow: /private\nRequest-rate: 1/5\nCrawl-delay: 2\n",
    );
    const r = await cli("check", path, "/a", "--agent", "bot");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      "delay 5 s between requests (Request-rate, line 3)",
    );
    const none = file("none.txt", "User-agent: *\nDisallow: /private\n");
    expect((await cli("check", none, "/a", "--agent", "bot")).stdout).not.toContain("delay");
    expect((await cli("check", none, "/a", "--agent", "bot", "--delay")).stdout).toContain(
      "delay 10 s between requests (no Request-rate or Crawl-delay: ROBOTS-2.0's rule of thumb, at least 10 s)",
    );
  });

  it("shows control characters from the file as escapes", async () => {
    const path = file("control.txt", "User-agent: *\nDisallow: /a # \u001b[31m\u202e\n");
    const r = await cli("check", path, "/a", "--agent", "bot");
    expect(r.stdout).toContain("Disallow: /a # \\u001b[31m\\u202e");
    expect(r.stdout).not.toContain("\u001b");
    expect(printable("a\tb\nc\u0085")).toBe("a\tb\\u000ac\\u0085");
  });

  it("rejects bad input with status 2 and one line on stderr", async () => {
    expectUsageError(
      await cli("check", fict, "/", "--agent", "bot", "--profile", "Google"),
      /unknown profile "Google" \(expected rfc9309, google, koster1996 or robots2\)/,
    );
    expectUsageError(await cli("check", fict, "/"), /missing --agent/);
    expectUsageError(await cli("check", fict, "--agent", "bot"), /missing <url>/);
    expectUsageError(await cli("check", "--agent", "bot"), /missing <robots.txt file>/);
    expectUsageError(await cli("check", fict, "/", "--agent"), /argument missing/);
    expectUsageError(
      await cli("check", fict, "/", "--agent", "bot", "--frobnicate"),
      /unknown option '--frobnicate'; see robots-policy --help$/m,
    );
    expectUsageError(await cli("check", fict, "/", "--agent", "bot", "--json=yes"), /--json/);
    expectUsageError(
      await cli("check", fict, "/ok", "www.fict.org/x", "--agent", "bot"),
      /invalid URL "www\.fict\.org\/x"/,
    );
    expectUsageError(await cli("check", fict, "/", "--agent", "2.1"), /invalid --agent "2\.1"/);
    expectUsageError(
      await cli("check", join(scratch, "missing.txt"), "/", "--agent", "bot"),
      /cannot read ".*missing\.txt": no such file$/m,
    );
    expectUsageError(
      await cli("check", scratch, "/", "--agent", "bot"),
      /cannot read .*: is a directory/,
    );
  });
});

describe("lint", () => {
  it("prints file:line:col severity code message (spec), sorted, then a summary; exit 0 without errors", async () => {
    const r = await cli("lint", lintDemo);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trimEnd()
      .split("\n")
      .filter((l) => !l.startsWith("delay "));
    const summary = lines.pop();
    // rule-outside-record is a note for the koster1996 profile only (lint --profile koster1996).
    expect(summary).toBe(`${lintDemo}: 6 diagnostics (0 errors, 5 warnings, 1 info)`);
    const format = /^(.+):(\d+):(\d+) (error|warning|info) ([a-z0-9-]+) (.+) \(([^()]+)\)$/;
    const parsed = lines.map((l) => {
      const m = format.exec(l);
      expect(m, l).not.toBeNull();
      return { file: m![1], line: Number(m![2]), column: Number(m![3]), code: m![5] };
    });
    expect(parsed.every((d) => d.file === lintDemo)).toBe(true);
    const positions = parsed.map((d) => d.line * 1000 + d.column);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(parsed.map((d) => d.code)).toEqual([
      "rule-outside-group",
      "field-name-typo",
      "field-name-prefix",
      "missing-colon",
      "pattern-not-path",
      "user-agent-not-token",
    ]);
    expect(lines[1]).toBe(
      `${lintDemo}:5:1 warning field-name-typo "Disalow" is a misspelling of "disallow"; read as "disallow" (RFC 9309 §2.2)`,
    );
  });

  it("a clean file: a summary only", async () => {
    const r = await cli("lint", fict);
    expect(r).toEqual({ code: 0, stdout: `${fict}: no diagnostics\n`, stderr: "" });
  });

  it("exits 1 on an error diagnostic (an HTML page served as robots.txt)", async () => {
    const path = file(
      "page.html",
      "<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head>\n<body>Not found</body></html>\n",
    );
    const r = await cli("lint", path);
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n")[0]).toBe(
      `${path}:1:1 error not-robots-txt the content looks like HTML, not robots.txt (it starts with "<!DOCTYPE html>"); no rules were found, so everything is allowed (RFC 9309 §2.3.1.5)`,
    );
    // What the page's lines yield read as robots.txt is folded into that one error.
    expect(r.stdout).toMatch(
      /: 1 diagnostic \(1 error, 0 warnings, 0 info\)\n.*: \d+ more diagnostics on the lines of this content, not listed: it is not robots.txt\n$/,
    );
  });

  it("reports invalid UTF-8 read from the file", async () => {
    const r = await cli(
      "lint",
      file(
        "latin1.txt",
        new Uint8Array([...Buffer.from("User-agent: *\nDisallow: /caf"), 0xe9, 0x0a]),
      ),
    );
    expect(r.stdout).toMatch(/:2:\d+ warning invalid-utf8 /);
  });

  it("usage errors", async () => {
    expectUsageError(await cli("lint"), /lint: missing <robots.txt file>/);
    expectUsageError(await cli("lint", "-", "-"), /standard input \(-\) can be read once only/);
    expectUsageError(await cli("lint", fict, "--color"), /unknown option '--color'/);
    expectUsageError(await cli("lint", join(scratch, "nope")), /cannot read/);
  });
});

describe("help, version, commands", () => {
  it("--help and -h print the overview; <command> --help and help <command> that command's help with examples", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const r = await cli(...argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(
        /^Usage:\n {2}robots-policy check <robots\.txt> <url>\.\.\. --agent <token>/,
      );
      expect(r.stdout).toMatch(
        /Exit status:\n {2}0 .*\n( {5}.*\n)* {2}1 .*\n( {5}.*\n)* {2}2 {2}usage error/,
      );
    }
    for (const command of ["check", "explain", "lint", "page", "ai"]) {
      for (const argv of [
        [command, "--help"],
        ["help", command],
      ]) {
        const r = await cli(...argv);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(new RegExp(`^Usage:\\n {2}robots-policy ${command} `));
        expect(r.stdout).toContain("Examples:");
        expect(r.stdout).toContain("Exit status:");
      }
    }
  });

  it("--version prints the package version", async () => {
    const { version } = (await import("../../package.json", { with: { type: "json" } })).default;
    expect(await cli("--version")).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it("no command, an unknown command, an unknown top-level option", async () => {
    expectUsageError(
      await cli(),
      /missing command \(check, explain, lint, page, ai, census or conformance\)/,
    );
    expectUsageError(await cli("parse", fict), /unknown command "parse"/);
    expectUsageError(await cli("--agent", "x"), /unknown option '--agent'/);
  });

  it("parseCommandLine builds typed commands with defaults", () => {
    expect(parseCommandLine(["check", "f", "/a", "/b", "-a", "Bot"])).toEqual({
      kind: "check",
      file: "f",
      urls: ["/a", "/b"],
      agent: "Bot",
      profile: "rfc9309",
      json: false,
      delay: false,
      exitZero: false,
    });
    expect(parseCommandLine(["check", "f", "/a", "-a", "Bot", "--exit-zero"])).toMatchObject({
      exitZero: true,
    });
    expect(
      parseCommandLine(["check", "--json", "--profile=koster1996", "f", "--agent=Bot", "--", "-x"]),
    ).toMatchObject({ urls: ["-x"], profile: "koster1996", json: true });
    expect(() => parseCommandLine(["check", "f", "/", "-a", "b", "-p", "RFC9309"])).toThrow(
      UsageError,
    );
  });
});

describe("end to end (spawned through tsx)", () => {
  const exec = promisify(execFile);
  async function spawnCli(
    ...argv: string[]
  ): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await exec(
        process.execPath,
        ["--import", "tsx", "src/cli/main.ts", ...argv],
        { cwd: root },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code?: unknown; stdout?: string; stderr?: string };
      if (typeof e.code !== "number") throw error;
      return { code: e.code, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
    }
  }

  it("end to end: some URL disallowed gives four lines and exit status 1", async () => {
    const r = await spawnCli(
      "check",
      "examples/fict.org.robots.txt",
      "http://www.fict.org/",
      "http://www.fict.org/org/about.html",
      "http://www.fict.org/org/plans.html",
      "http://www.fict.org/%7Emak/mak.html",
      "--agent",
      "ExampleBot",
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    expect(
      r.stdout
        .trimEnd()
        .split("\n")
        .filter((l) => !l.startsWith("delay "))
        .map((l) => l.split(/\s+/)[0]),
    ).toEqual(["DISALLOWED", "ALLOWED", "DISALLOWED", "ALLOWED"]);
  }, 60_000);

  it('the npm start demo (package.json "start"): a DISALLOWED with its line, exit status 0 (--exit-zero)', async () => {
    const pkg = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    ) as { scripts: { start: string } };
    const args = pkg.scripts.start.split(" ").slice(2); // after "tsx src/cli/main.ts"
    const r = await spawnCli(...args);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(
      r.stdout
        .trimEnd()
        .split("\n")
        .filter((l) => !l.startsWith("delay "))
        .map((l) => l.split(/\s+/)[0]),
    ).toEqual(["ALLOWED", "DISALLOWED", "ALLOWED", "DISALLOWED"]);
    // Without --exit-zero the same check is a gate: a disallowed URL is status 1.
    const gate = await spawnCli(...args.filter((arg) => arg !== "--exit-zero"));
    expect(gate.code).toBe(1);
    expect(gate.stdout).toBe(r.stdout);
  }, 60_000);

  it("a usage error: status 2, one line on stderr, no stack trace", async () => {
    const r = await spawnCli(
      "check",
      "examples/fict.org.robots.txt",
      "/",
      "--agent",
      "bot",
      "--profile",
      "nope",
    );
    expect(r).toEqual({
      code: 2,
      stdout: "",
      stderr:
        'robots-policy: check: unknown profile "nope" (expected rfc9309, google, koster1996 or robots2)\n',
    });
  }, 60_000);
});
