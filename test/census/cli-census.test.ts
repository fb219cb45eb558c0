// `robots-policy census` and `census merge` on the command line: parsing, help, usage errors, a
// run's summary and files, the progress line on a terminal only.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseCommandLine } from "../../src/cli/args.js";
import { helpOf } from "../../src/cli/usage.js";
import { ProgressDisplay, progressLine } from "../../src/census/progress.js";
import { runCli } from "../support/cli.js";

const scratch = mkdtempSync(join(tmpdir(), "robots-policy-census-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `robots-policy <argv…>` in-process, its output captured. */
const cli = (...argv: string[]) => runCli(argv);

function sites(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

describe("census command line", () => {
  it("parses every option", () => {
    expect(
      parseCommandLine([
        "census",
        "a.warc.gz",
        "b/",
        "--out",
        "o",
        "--rows",
        "r.ndjson.gz",
        "--access",
        "koster1996",
        "--profile",
        "google",
        "--workers",
        "0",
        "--shard",
        "2/4",
        "--parquet",
        "--quiet",
      ]),
    ).toEqual({
      kind: "census",
      inputs: ["a.warc.gz", "b/"],
      out: "o",
      rows: "r.ndjson.gz",
      access: "koster1996",
      profile: "google",
      workers: 0,
      shard: "2/4",
      parquet: true,
      quiet: true,
    });
    expect(parseCommandLine(["census", "merge", "p1", "p2", "-o", "all"])).toEqual({
      kind: "census-merge",
      dirs: ["p1", "p2"],
      out: "all",
      parquet: false,
      quiet: false,
    });
    expect(parseCommandLine(["census", "--help"])).toEqual({ kind: "help", command: "census" });
    expect(parseCommandLine(["help", "census"])).toEqual({ kind: "help", command: "census" });
  });

  it("has help in the style of the other commands, and a line in the overview", () => {
    expect(helpOf("census")).toMatch(/^Usage:\n {2}robots-policy census <input>\.\.\. --out <dir>/);
    expect(helpOf("census")).toContain("robots-policy census merge <dir>... --out <dir>");
    expect(helpOf("census")).toMatch(/Exit status:\n {2}0 /);
    expect(helpOf(undefined)).toMatch(/\n {2}census {3}/);
  });

  it.each([
    [["census", "x"], /census: missing --out <dir>/],
    [["census", "--out", "o"], /census: missing <input>/],
    [
      ["census", "x", "-o", "o", "--access", "1996"],
      /unknown --access "1996" \(expected rfc9309 or koster1996\)/,
    ],
    [
      ["census", "x", "-o", "o", "--profile", "robots2"],
      /unknown --profile "robots2" \(expected rfc9309 or google\)/,
    ],
    [["census", "x", "-o", "o", "--workers", "two"], /invalid --workers "two"/],
    [["census", "x", "-o", "o", "--shard", "3"], /census: --shard: expected k\/n/],
    [["census", "x", "-o", "o", "--shard", "4/3"], /from 1 to 3/],
    [["census", "merge", "-o", "o"], /census merge: missing <dir>/],
    [["census", "x", "-o", "o", "--frobnicate"], /unknown option '--frobnicate'/],
  ])("%j is a usage error: status 2, one line", async (argv, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("a missing input is a usage error naming it", async () => {
    const result = await cli("census", join(scratch, "nope"), "--out", join(scratch, "o"));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/census input .*nope/);
  });

  it("runs, then prints the captures, parsed files, MB/s, the most blocked crawlers and the files", async () => {
    const dir = sites("sites", {
      "a.example.txt": "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n",
      "b.example.txt": "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
      "c.example.txt": "User-agent: *\nDisallow: /private/\n",
    });
    const out = join(scratch, "out");
    const result = await cli("census", dir, "--out", out, "--workers", "0");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^census: 3 captures from 1 work units?, [\d.]+ MB in [\d.]+ s \([\d.]+ MB\/s\)\n/,
    );
    expect(result.stdout).toContain("parsed robots.txt files: 3 (100.0 %)");
    expect(result.stdout).toMatch(/\n {4}GPTBot +2 +66\.7 %/);
    expect(result.stdout).toMatch(/\n {4}CCBot +1 +33\.3 %/);
    expect(result.stdout).toContain(join(out, "report.html"));
    expect(readdirSync(out)).toContain("aggregate.json");
  });

  it("merges shards on the command line", async () => {
    const dir = sites("shards", {
      "a.example.txt": "User-agent: GPTBot\nDisallow: /\n",
      "b.example.txt": "User-agent: *\nDisallow: /\n",
    });
    for (const k of [1, 2]) {
      const r = await cli(
        "census",
        dir,
        "-o",
        join(scratch, `s${k}`),
        "-j",
        "0",
        "--shard",
        `${k}/2`,
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^census shard ${k}/2:`));
    }
    const merged = await cli(
      "census",
      "merge",
      join(scratch, "s1"),
      join(scratch, "s2"),
      "-o",
      join(scratch, "s"),
    );
    expect(merged.stderr).toBe("");
    expect(merged.stdout).toMatch(/^census merge: 2 shards, \d+ captures/);
    const refused = await cli("census", "merge", join(scratch, "s1"), "-o", join(scratch, "t"));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/shard 2\/2 missing/);
  });
});

describe("census progress line", () => {
  const progress = {
    units: 10,
    unitsDone: 4,
    bytes: 400e6,
    bytesDone: 100e6,
    captures: 50_000,
    elapsedMs: 2000,
  };

  it("says files/s, MB/s and the ETA", () => {
    expect(progressLine(progress)).toBe(
      "census 25%  4/10 units  50,000 files  25,000 files/s  50.0 MB/s  100/400 MB  ETA 0:06",
    );
  });

  it("is redrawn in place on a terminal, and erased at the end", () => {
    let text = "";
    const display = new ProgressDisplay(
      { isTTY: true, write: (t: string) => (text += t) },
      { intervalMs: 0 },
    );
    display.update(progress);
    display.update({ ...progress, unitsDone: 10, bytesDone: 400e6 });
    display.end();
    expect(text.split("\r").filter(Boolean)).toHaveLength(3);
    expect(text).toContain("\u001b[K");
    expect(text.endsWith("\r\u001b[K")).toBe(true);
  });

  it("writes nothing when stderr is not a terminal, or with --quiet", () => {
    let text = "";
    const write = (t: string) => (text += t);
    for (const display of [
      new ProgressDisplay({ isTTY: false, write }, { intervalMs: 0 }),
      new ProgressDisplay({ isTTY: true, write }, { intervalMs: 0, quiet: true }),
    ]) {
      display.update(progress);
      display.end();
    }
    expect(text).toBe("");
  });
});
