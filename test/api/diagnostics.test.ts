// The diagnostics catalogue (src/diagnostic-catalogue.ts): every code the library gives is
// there once, with the severity and section it is given with, and docs/diagnostics.md lists them all.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DIAGNOSTIC_CATALOGUE,
  parseHtmlPolicy,
  parseRobotsTxt,
  parseTdmRep,
  type Diagnostic,
} from "../../src/index.js";
import { FIXTURES, fileNames } from "../support/corpus.js";

const root = new URL("../../", import.meta.url).pathname;
const catalogue: Readonly<
  Record<string, { severity: string | readonly string[]; spec: string | readonly string[] }>
> = DIAGNOSTIC_CATALOGUE;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Codes as the sources give them: `code: "x"`, `add("warning", "x"`, `report("warning", "x"`, `report("x"`. */
function codesInSources(): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /\bcode:\s*"([a-z0-9]+(?:-[a-z0-9]+)+)"/g,
    /\b(?:add|report)\(\s*"(?:error|warning|info)",\s*"([a-z0-9]+(?:-[a-z0-9]+)+)"/g,
    /\breport\(\s*"([a-z0-9]+(?:-[a-z0-9]+)+)",/g,
  ];
  for (const file of sources(join(root, "src"))) {
    if (file.includes("diagnostic-catalogue")) continue;
    const text = readFileSync(file, "utf8");
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) found.add(match[1]!);
  }
  return found;
}

function expectCatalogued(diagnostics: readonly Diagnostic[], where: string): void {
  for (const d of diagnostics) {
    const entry = catalogue[d.code];
    expect(entry, `${where}: ${d.code} is not in the catalogue`).toBeDefined();
    expect([entry!.severity].flat(), `${where}: ${d.code} severity`).toContain(d.severity);
    const specs = typeof entry!.spec === "string" ? [entry!.spec] : entry!.spec;
    expect(
      specs.some((spec) => d.spec === spec || d.spec.startsWith(spec)),
      `${where}: ${d.code} spec ${d.spec}`,
    ).toBe(true);
  }
}

// Lines that give most robots.txt codes, for the check below.
const PROVOKING = [
  "Disallow: /before-any-group",
  "Content-Usage: train-ai=n",
  "Content-Signal: ai-train=no",
  "App-Directives: app;x=1",
  "User-agent: *",
  "Disalow: /typo",
  "Disallowed: /prefix",
  "Disallow /nocolon",
  "Disallow: nopath",
  "User-agent: Foo/1.0",
  "User-agent: bot2",
  "User-agent: (",
  "Crawl-delay: soon",
  "Request-rate: fast",
  "Visit-time: later",
  "Visit-time: 0100-0200",
  "Visit-time: 0300-0400",
  "Robot-version: 9",
  "Sitemap: not-a-url",
  "Host: not a host",
  "Host: a.example",
  "Host: b.example",
  "Clean-param:",
  "X-Unknown: 1",
  "this is not a field",
  "Content-Usage: Train-AI=n",
  'Content-Usage: bots=n, future=y, search="n"',
  "Content-Signal: search=maybe",
  "Content-Signal: =",
  "App-Directives: /p ,",
  "App-Directives: /p 1",
  `Disallow: /${"a".repeat(17_000)}`,
  "",
  "User-agent: named",
  "Content-Signal: ai-train=no",
  "App-Directives: app;x=1",
  "Robot-version: 2.1.0",
  "",
  "Allow: /after-blank",
  "",
  "User-agent: lonely",
  "",
  "ACAP-crawler: *",
  "ACAP-crawler: other",
  "ACAP-allow-index: /a time-limit=forever",
  "ACAP-disallow-index: /b max-length=5-words",
  "ACAP-allow-present: /c unknown-qualifier=1",
  "ACAP-allow-(local): /d",
  "ACAP-unknown-field: /e",
  "ACAP-allow-index /nocolon",
  "ACAP-allow-frobnicate: /f",
  "ACAP-version: 9.9",
].join("\n");

describe("the diagnostics catalogue", () => {
  it("holds every code the sources give", () => {
    const missing = [...codesInSources()].filter((code) => !(code in catalogue));
    expect(missing).toEqual([]);
  });

  it("every diagnostic given on the fixtures and on provoking input has the catalogue's severity and section", () => {
    const robots = parseRobotsTxt(PROVOKING);
    expect(new Set(robots.diagnostics.map((d) => d.code)).size).toBeGreaterThan(30);
    expectCatalogued(robots.diagnostics, "provoking robots.txt");
    for (const name of fileNames(FIXTURES.corpusFiles))
      expectCatalogued(
        parseRobotsTxt(new Uint8Array(readFileSync(join(FIXTURES.corpusFiles, name)))).diagnostics,
        name,
      );
    for (const name of fileNames(FIXTURES.nonRobotsFiles)) {
      const bytes = new Uint8Array(readFileSync(join(FIXTURES.nonRobotsFiles, name)));
      expectCatalogued(parseRobotsTxt(bytes).diagnostics, name);
      expectCatalogued(
        parseHtmlPolicy(bytes, {
          url: "https://example.com/",
          headers: { "X-Robots-Tag": "nothing-here" },
        }).diagnostics,
        `${name} as HTML`,
      );
    }
    expectCatalogued(parseTdmRep("{}").diagnostics, "tdmrep.json");
    expectCatalogued(parseTdmRep('[{"location": 1}]').diagnostics, "tdmrep.json");
  }, 60_000);

  it("docs/diagnostics.md lists every code", () => {
    const page = readFileSync(join(root, "docs/diagnostics.md"), "utf8");
    const missing = Object.keys(catalogue).filter((code) => !page.includes(`\`${code}\``));
    expect(missing).toEqual([]);
  });
});
