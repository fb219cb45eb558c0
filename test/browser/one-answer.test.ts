// One answer per file, profile and question, the playground included: the decision table
// shows, for every profile, what parseRobotsTxt(bytes) answers (test/api/one-answer.test.ts
// asks robots-policy/node and the CLI the same), on a share of the corpus sample and on a
// file past RFC 9309 §2.5's 500 KiB whose only Disallow only profile google reads.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRobotsTxt, PROFILES } from "../../src/index.js";
import { FIXTURES } from "../support/corpus.js";
import { missing, startPlayground, type Playground } from "./harness.js";

/** Every 8th line of the corpus sample's queries: ~32 files, 6 URLs each. */
const CASES = readFileSync(FIXTURES.corpusQueries, "utf8")
  .trim()
  .split("\n")
  .filter((_, i) => i % 8 === 0)
  .map((line) => {
    const [name, agent, ...urls] = line.split("\t");
    return {
      name: name!,
      bytes: readFileSync(join(FIXTURES.corpusFiles, name!)),
      agent: agent!,
      urls: urls.slice(0, 6),
    };
  });

/** A file shaped like www.xuexi.cn's: 600 KB of Allow lines, its only Disallow last. */
function sizeLimitFile(): Uint8Array {
  const lines = ["User-agent: *"];
  for (let i = 0; lines.length * 40 < 600_000; i++)
    lines.push(`Allow: /some/long/path/segment/${String(i).padStart(6, "0")}/`);
  lines.push("Disallow: /");
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

/** The playground's link for a case (#z=: base64url of deflate-raw of its JSON state). */
function linkOf(robots: string, urls: readonly string[], agent: string): string {
  const json = JSON.stringify({ v: 2, robots, urls: urls.join("\n"), agents: agent });
  return `#z=${deflateRawSync(Buffer.from(json)).toString("base64url")}`;
}

describe.skipIf(missing)(
  "one answer: the playground's table is the library's (RFC 9309 §2.5)",
  () => {
    let playground: Playground | undefined;
    let browser: Browser;
    let base: string;

    beforeAll(async () => {
      playground = await startPlayground();
      ({ base, browser } = playground);
    });

    afterAll(() => playground?.close());

    /** Every cell's answer, by profile, as the page shows it once it has decided. */
    async function tableOf(bytes: Uint8Array, urls: readonly string[], agent: string) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(base + linkOf(new TextDecoder().decode(bytes), urls, agent));
      await page.waitForSelector("body[data-ready=true]");
      const read = () =>
        page.evaluate(
          ({ count, profiles }) =>
            Array.from({ length: count }, (_, row) =>
              profiles.map(
                (profile) =>
                  document
                    .querySelector(`[data-testid="cell-${row}-${profile}"]`)
                    ?.getAttribute("data-allowed") ?? "missing",
              ),
            ),
          { count: urls.length, profiles: [...PROFILES] },
        );
      await expect.poll(async () => (await read()).flat().includes("missing")).toBe(false);
      const cells = await read();
      await page.close();
      expect(errors).toEqual([]);
      return cells;
    }

    it("a share of the corpus sample: every URL under every profile", async () => {
      let asked = 0;
      for (const { name, bytes, agent, urls } of CASES) {
        const library = parseRobotsTxt(bytes);
        const expected = urls.map((url) =>
          PROFILES.map((profile) => String(library.isAllowed(url, agent, { profile }))),
        );
        expect(await tableOf(bytes, urls, agent), name).toEqual(expected);
        asked += urls.length * PROFILES.length;
      }
      expect(asked).toBeGreaterThan(500);
    });

    it("a file past 500 KiB: rfc9309 allows, google reads the Disallow at its end", async () => {
      const bytes = sizeLimitFile();
      const library = parseRobotsTxt(bytes);
      expect(library.isAllowed("/foo", "x", { profile: "google" })).toBe(false);
      const expected = [
        PROFILES.map((profile) => String(library.isAllowed("/foo", "x", { profile }))),
      ];
      expect(await tableOf(bytes, ["/foo"], "x")).toEqual(expected);
    });
  },
);
