// One answer per file, profile and question: parseRobotsTxt(bytes), readRobotsTxtFile
// (robots-policy/node) and the CLI read a file alike. Profile rfc9309 reads the first 500 KiB
// (RFC 9309 §2.5); profile google reads the whole file, as google/robotstxt has no limit of
// its own; the file reader holds at most a hard limit, and says so when it is hit.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type ProfileName } from "../../src/index.js";
import { MAX_FILE_BYTES, readRobotsTxtFile } from "../../src/node.js";
import { FIXTURES } from "../support/corpus.js";
import { runCli, scratchFiles } from "../support/cli.js";

const { file } = scratchFiles("robots-policy-one-answer-");
const PROFILES: readonly ProfileName[] = ["rfc9309", "google"];

/** What the CLI answers, one boolean per URL, from check --json. */
async function cliAnswers(path: string, urls: readonly string[], agent: string, profile: string) {
  const r = await runCli([
    "check",
    path,
    ...urls,
    "--agent",
    agent,
    "--profile",
    profile,
    "--json",
  ]);
  expect(r.code, r.stderr).toBeLessThan(2);
  return (JSON.parse(r.stdout) as { decisions: { allowed: boolean }[] }).decisions.map(
    (d) => d.allowed,
  );
}

/** A file shaped like www.xuexi.cn's: one group, 600 KB of Allow lines, its only Disallow last. */
function sizeLimitFile(): { path: string; lastLine: number } {
  const lines = ["User-agent: *"];
  for (let i = 0; lines.length * 40 < 600_000; i++)
    lines.push(`Allow: /some/long/path/segment/${String(i).padStart(6, "0")}/`);
  lines.push("Disallow: /");
  return { path: file("size-limit.txt", `${lines.join("\n")}\n`), lastLine: lines.length };
}

describe("the library, robots-policy/node and the CLI give one answer (RFC 9309 §2.5)", () => {
  it("on every file of the corpus sample, under rfc9309 and google", async () => {
    const queries = readFileSync(FIXTURES.corpusQueries, "utf8").trim().split("\n");
    let asked = 0;
    for (const line of queries) {
      const [name, agent, ...all] = line.split("\t");
      const urls = all.slice(0, 8);
      const path = join(FIXTURES.corpusFiles, name!);
      const library = parseRobotsTxt(readFileSync(path));
      const node = await readRobotsTxtFile(path);
      for (const profile of PROFILES) {
        const expected = urls.map((url) => library.isAllowed(url, agent!, { profile }));
        expect(
          urls.map((url) => node.isAllowed(url, agent!, { profile })),
          name,
        ).toEqual(expected);
        expect(await cliAnswers(path, urls, agent!, profile), name).toEqual(expected);
        asked += urls.length;
      }
    }
    expect(asked).toBeGreaterThan(3000);
  });

  it("on a file whose only Disallow lies past 500 KiB: rfc9309 allows, google disallows, alike", async () => {
    const { path, lastLine } = sizeLimitFile();
    const library = parseRobotsTxt(readFileSync(path));
    const node = await readRobotsTxtFile(path);
    for (const [profile, allowed] of [
      ["rfc9309", true],
      ["google", false],
    ] as const) {
      expect(library.isAllowed("/foo", "Googlebot", { profile })).toBe(allowed);
      expect(node.isAllowed("/foo", "Googlebot", { profile })).toBe(allowed);
      expect(await cliAnswers(path, ["/foo"], "Googlebot", profile)).toEqual([allowed]);
    }
    expect(node.decide({ url: "/foo", userAgent: "Googlebot", profile: "google" }).rule?.line).toBe(
      lastLine,
    );
  });
});

describe("where a profile's reading was cut, the decision says so on its own line", () => {
  it("check: a cut: line under rfc9309's decision, in text and in JSON; none under google", async () => {
    const { path } = sizeLimitFile();
    const text = await runCli(["check", path, "/foo", "--agent", "Googlebot"]);
    expect(text.stdout).toMatch(
      /^ALLOWED +\/foo +no matching rule +\[rfc9309, group "\*"\]\n {2}cut: rfc9309 read the first 512000 of \d+ bytes \(RFC 9309 §2\.5\): rules from line \d+ on were not read; profile google reads the whole file\n/,
    );
    const json = JSON.parse(
      (await runCli(["check", path, "/foo", "--agent", "x", "--json"])).stdout,
    );
    expect(json.decisions[0].cut).toMatchObject({ profile: "rfc9309", bytesRead: 512_000 });
    const google = await runCli(["check", path, "/foo", "--agent", "x", "--profile", "google"]);
    expect(google.stdout).toMatch(/^DISALLOWED /);
    expect(google.stdout).not.toContain("cut:");
  });

  it("explain: the cut line follows the trace of each profile that was cut", async () => {
    const { path } = sizeLimitFile();
    const r = await runCli(["explain", path, "/foo", "--agent", "x", "--all-profiles"]);
    expect(r.stdout.match(/^ {2}cut: /gm)).toHaveLength(3); // rfc9309, koster1996, robots2
    expect(r.stdout).toContain("the profiles disagree");
  });

  it("readRobotsTxtFile holds at most maxFileBytes: a size-limit diagnostic says no profile read further", async () => {
    const { path } = sizeLimitFile();
    const robots = await readRobotsTxtFile(path, { maxFileBytes: 550_000 });
    expect(robots.isAllowed("/foo", "x", { profile: "google" })).toBe(true);
    expect(robots.diagnostics.filter((d) => d.code === "size-limit").map((d) => d.message)).toEqual(
      [
        expect.stringContaining("only the first 512000 were read"),
        expect.stringContaining("longer than 550000 bytes, the reader's hard limit"),
      ],
    );
    await expect(readRobotsTxtFile(path, { maxFileBytes: -1 })).rejects.toThrow(RangeError);
    // Options that are not an object are refused before the file is read, as everywhere.
    for (const options of [null, "google"])
      await expect(readRobotsTxtFile(path, options as never)).rejects.toThrow(
        /^options: expected an object such as \{ profile: "google" \}, got (null|"google")$/,
      );
  });

  it("the CLI holds at most MAX_FILE_BYTES of standard input, and says where it stopped", async () => {
    const input = new TextEncoder().encode("# filler line\n".repeat(MAX_FILE_BYTES / 14 + 1000));
    const r = await runCli(["lint", "-"], { stdin: input });
    expect(r.stdout).toContain(
      `warning size-limit the file is longer than ${MAX_FILE_BYTES} bytes, the reader's hard limit; no profile reads past it (google included)`,
    );
  });
});
