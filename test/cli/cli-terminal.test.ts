// The CLI as a process in a shell: robots.txt piped into "-", exit statuses, and colour decided
// per stream (a terminal, NO_COLOR, FORCE_COLOR, a redirected stderr), through the real entry
// point src/cli/main.ts (spawned with tsx) and, for terminals, a pseudo-terminal from script(1).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { colourFor } from "../../src/cli/io.js";
import { DIAGNOSTIC_CATALOGUE } from "../../src/index.js";
import { runCli } from "../support/cli.js";

const root = new URL("../../", import.meta.url).pathname;
const ESC = "\u001b[";

interface Spawned {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `command args` in the repository with `stdin` piped in (or none), the environment `env`. */
function spawned(
  command: string,
  args: readonly string[],
  options: { stdin?: string; env?: Record<string, string | undefined> } = {},
): Promise<Spawned> {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env["NO_COLOR"];
  delete env["FORCE_COLOR"];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...options.env },
    stdio: [options.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  if (options.stdin !== undefined) child.stdin!.end(options.stdin);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const robotsPolicy = (args: readonly string[], options?: Parameters<typeof spawned>[2]) =>
  spawned(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], options);

const fict = readFileSync(join(root, "examples/fict.org.robots.txt"), "utf8");
const lintDemo = readFileSync(join(root, "examples/lint-demo.robots.txt"), "utf8");

describe("a robots.txt piped into - (cat robots.txt | robots-policy …)", () => {
  it("check - names the line that decided, exit 1 when a URL is disallowed, no colour in a pipe", async () => {
    const r = await robotsPolicy(
      ["check", "-", "/org/plans.html", "/org/about.html", "-a", "bot"],
      {
        stdin: fict,
      },
    );
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n")).toEqual([
      'DISALLOWED  /org/plans.html  line 12: Disallow: /org/plans.html  [rfc9309, group "*"]',
      'ALLOWED     /org/about.html  line 13: Allow: /org/               [rfc9309, group "*"]',
      "",
    ]);
    expect(r.stderr).toBe("");
  }, 60_000);

  it("lint - --json: the typo as a JSON diagnostic whose code is the catalogue's; warnings only: exit 0", async () => {
    const r = await robotsPolicy(["lint", "-", "--json"], { stdin: lintDemo });
    expect(r.code).toBe(0);
    const document = JSON.parse(r.stdout) as {
      file: string;
      diagnostics: { line: number; column: number; severity: string; code: string; spec: string }[];
    };
    expect(document.file).toBe("<stdin>");
    expect(document.diagnostics).toContainEqual({
      line: 5,
      column: 1,
      severity: "warning",
      code: "field-name-typo",
      message: '"Disalow" is a misspelling of "disallow"; read as "disallow"',
      spec: "RFC 9309 §2.2",
    });
    for (const d of document.diagnostics) {
      const entry = DIAGNOSTIC_CATALOGUE[d.code as keyof typeof DIAGNOSTIC_CATALOGUE];
      expect(entry, d.code).toBeDefined();
      expect(entry.severity).toBe(d.severity);
      expect(
        [entry.spec].flat().some((spec) => d.spec.startsWith(spec)),
        d.code,
      ).toBe(true);
    }
  }, 60_000);

  it("lint - exits 1 when what was piped in is an HTML page, quoting it", async () => {
    const r = await robotsPolicy(["lint", "-"], {
      stdin: "<!DOCTYPE html>\n<html><body>Not found</body></html>\n",
    });
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n")[0]).toBe(
      '<stdin>:1:1 error not-robots-txt the content looks like HTML, not robots.txt (it starts with "<!DOCTYPE html>"); no rules were found, so everything is allowed (RFC 9309 §2.3.1.5)',
    );
  }, 60_000);
});

describe("colour: a terminal only, each stream on its own (https://no-color.org)", () => {
  it("colourFor: a terminal unless NO_COLOR (not empty) or TERM=dumb; FORCE_COLOR forces it", () => {
    const tty = { isTTY: true };
    const pipe = { isTTY: false };
    expect(colourFor(tty, {})).toBe(true);
    expect(colourFor(pipe, {})).toBe(false);
    expect(colourFor({}, {})).toBe(false);
    expect(colourFor(tty, { NO_COLOR: "1" })).toBe(false);
    expect(colourFor(tty, { NO_COLOR: "" })).toBe(true);
    expect(colourFor(tty, { TERM: "dumb" })).toBe(false);
    expect(colourFor(pipe, { FORCE_COLOR: "1" })).toBe(true);
    expect(colourFor(tty, { FORCE_COLOR: "0" })).toBe(true);
    expect(colourFor(pipe, { FORCE_COLOR: "0" })).toBe(false);
  });

  it("what goes to stderr is coloured as stderr is, not as stdout", async () => {
    const html = "<!DOCTYPE html>\n<html></html>\n";
    const stdoutOnly = await runCli(["check", "-", "/x", "--agent", "bot"], {
      stdin: html,
      color: true,
    });
    expect(stdoutOnly.stdout).toContain(`${ESC}32mALLOWED`);
    expect(stdoutOnly.stderr).toContain("error not-robots-txt");
    expect(stdoutOnly.stderr).not.toContain(ESC);
  });

  const scriptMissing = !existsSync("/usr/bin/script");
  describe.skipIf(scriptMissing)("on a pseudo-terminal (script(1))", () => {
    const scratch = mkdtempSync(join(tmpdir(), "robots-policy-cli-tty-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    const onTerminal = (shell: string, env: Record<string, string> = {}) =>
      spawned("script", ["-qefc", shell, "/dev/null"], { env });
    const command =
      "node --import tsx src/cli/main.ts check examples/lint-demo.robots.txt /typo --agent bot";

    it("colour on a terminal; none with NO_COLOR", async () => {
      const coloured = await onTerminal(command);
      expect(coloured.code).toBe(1);
      expect(coloured.stdout).toContain(
        `${ESC}31mDISALLOWED${ESC}0m  /typo  line 5: Disalow: /typo`,
      );
      const plain = await onTerminal(command, { NO_COLOR: "1" });
      expect(plain.stdout).toContain("DISALLOWED  /typo  line 5: Disalow: /typo");
      expect(plain.stdout).not.toContain(ESC);
    }, 60_000);

    it("stdout on the terminal, stderr redirected to a file: the file is plain", async () => {
      const log = join(scratch, "stderr.log");
      const r = await onTerminal(`${command} 2>${log}`);
      expect(r.stdout).toContain(`${ESC}31mDISALLOWED`);
      expect(readFileSync(log, "utf8")).toBe(
        "examples/lint-demo.robots.txt: 5 warnings (robots-policy lint examples/lint-demo.robots.txt)\n",
      );
    }, 60_000);
  });
});
