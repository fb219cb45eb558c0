// named.ts finds the panel crawlers a file names in one pass over its User-agent lines; this
// checks that it names exactly those whose selection the library says is their own
// (`selection.named`), under both census profiles, on the corpus sample and tricky names.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { EVALUATE } from "../../src/rfc9309/reading.js";
import { panelNames } from "../../src/census/named.js";
import { CENSUS_PANEL } from "../../src/census/panel.js";

const SAMPLE = join(import.meta.dirname, "../fixtures/corpus/files");

const TRICKY = [
  "User-agent: GPTBot/1.0\nUser-agent: googlebot-news\nUser-agent: MJ12bot\nDisallow: /\n",
  "User-agent: archive.org_bot\nUser-agent: Applebot-Extended\nUser-agent: * \nDisallow: /x\n",
  "User-agent: Google-Extended\nUser-agent: meta-externalagent\nUser-agent: Meta-ExternalAgent\nAllow: /\n",
  "User-agent: ClaudeBot Claude-Web\nUser-agent: *GPTBot\nUser-agent:\nDisallow: /\n",
];

function check(text: string | Uint8Array, profile: "rfc9309" | "google"): void {
  const robots = parseRobotsTxt(text);
  const file = robots[EVALUATE]("/", "Googlebot", { profile }).file;
  const expected = CENSUS_PANEL.flatMap((crawler, index) =>
    robots[EVALUATE]("/", crawler.name, { profile }).selection.named ? [index] : [],
  );
  expect(panelNames(file, profile).named).toEqual(expected);
}

describe("census: the panel crawlers a file names, as the library's selection names them", () => {
  for (const profile of ["rfc9309", "google"] as const) {
    it(`RFC 9309 §2.2.1 / google/robotstxt: tricky names (${profile})`, () => {
      for (const text of TRICKY) check(text, profile);
    });
    it(`every file of the corpus sample (${profile})`, () => {
      for (const name of readdirSync(SAMPLE)) check(readFileSync(join(SAMPLE, name)), profile);
    });
  }
});
