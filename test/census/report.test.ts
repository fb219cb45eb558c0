// The census's reports on the hand-made rows: summary.json's denominators and shares, report.md's
// lines, report.html self-contained (with charts when vega is installed, and tables plus a notice
// when it is not), the four files written by writeReports.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CensusAggregate } from "../../src/census/aggregate.js";
import { htmlReport } from "../../src/census/report/html.js";
import type { CensusManifest } from "../../src/census/report/manifest.js";
import { markdownReport } from "../../src/census/report/markdown.js";
import { summaryOf } from "../../src/census/report/summary.js";
import { writeReports } from "../../src/census/report/write.js";
import { wilson } from "../../src/census/wilson.js";
import { PANEL, ROWS } from "./aggregate-rows.js";

const MANIFEST: CensusManifest = {
  format: "robots-policy-census-manifest",
  version: 1,
  tool: { name: "robots-policy", version: "0.0.0-test" },
  panel: { crawlers: 4, sha256: "0".repeat(64) },
  inputs: [{ path: "fixture.warc.gz", kind: "file", size: 123, sha256: "a".repeat(64) }],
  started: "2026-01-01T00:00:00.000Z",
  finished: "2026-01-01T00:01:00.000Z",
  knobs: { access: "koster1996", profile: "rfc9309" },
  formats: { row: 1, aggregate: 1, summary: 1 },
};

function aggregate(): CensusAggregate {
  const a = new CensusAggregate(PANEL);
  for (const r of ROWS) a.add(r);
  return a;
}

const summary = summaryOf(aggregate(), MANIFEST);
const noVega = async () => ({
  missing: "the optional packages vega and vega-lite are not installed",
});
const vegaInstalled = await import("vega" as string).then(
  () => true,
  () => false,
);

describe("summary.json: every share has a stated denominator", () => {
  it("names the four denominators with their counts", () => {
    expect(
      Object.fromEntries(Object.values(summary.denominators).map((d) => [d.name, d.count])),
    ).toEqual({
      captures: 8,
      ok: 6,
      decided: 7,
      parsed: 5,
    });
    expect(summary.denominators.parsed.label).toMatch(/parsed robots\.txt files/);
    expect(summary.denominators.decided.label).toMatch(/decided outcome/);
  });

  it("per crawler: shares over parsed files, and the effective full block over decided captures", () => {
    const gpt = summary.crawlers.find((c) => c.name === "GPTBot");
    expect(gpt?.parsed.fullExplicit).toEqual({
      count: 2,
      denominator: "parsed",
      share: 2 / 5,
      interval: wilson(2, 5),
    });
    expect(gpt?.decided.fullEffective).toEqual({
      count: 4,
      denominator: "decided",
      share: 4 / 7,
      interval: wilson(4, 7),
    });
  });

  it("the funnel's content kinds are over captures retrieved; its stages over captures", () => {
    expect(summary.funnel.content.html).toMatchObject({
      count: 1,
      denominator: "ok",
      share: 1 / 6,
    });
    expect(summary.funnel.outcome.redirect).toMatchObject({
      count: 1,
      denominator: "captures",
      share: 1 / 8,
    });
    expect(summary.funnel.parsed).toMatchObject({ count: 5, denominator: "captures" });
  });

  it("block sets (non-empty, by count), co-blocking from them, preferences, conflicts, templates, diagnostics", () => {
    expect(summary.blockSets.top.map((s) => [s.crawlers, s.count])).toEqual([
      [["*"], 2],
      [["GPTBot"], 1],
      [["GPTBot", "CCBot"], 1],
    ]);
    expect(summary.blockSets.empty.count).toBe(1);
    expect(summary.coBlocking).toEqual({
      denominator: "parsed",
      crawlers: ["GPTBot", "CCBot"],
      counts: [
        [2, 1],
        [1, 1],
      ],
    });
    expect(summary.preferences.contentUsage).toMatchObject({ count: 3, denominator: "parsed" });
    expect(summary.conflicts.captures).toMatchObject({ count: 2, denominator: "parsed" });
    expect(summary.templates.map((t) => t.denominator)).toEqual(["parsed", "parsed"]);
    expect(summary.diagnostics[0]).toMatchObject({
      code: "a",
      count: 2,
      total: 3,
      denominator: "captures",
    });
  });

  it("a denominator of 0 gives a null share and interval, not NaN", () => {
    const empty = summaryOf(new CensusAggregate(PANEL), MANIFEST);
    expect(empty.crawlers[0]?.parsed.mentioned).toEqual({
      count: 0,
      denominator: "parsed",
      share: null,
      interval: null,
    });
    expect(JSON.stringify(empty)).not.toMatch(/NaN|null,"interval":\{/u);
  });
});

describe("report.md", () => {
  const md = markdownReport(summary);
  const lines = md.split("\n");

  it("states the run and the knobs", () => {
    expect(lines[2]).toContain("8 captures, 5 parsed robots.txt files, access profile koster1996");
    expect(lines).toContain(
      "| access | koster1996 | KOSTER-1996 §3.1: 401 and 403 disallow all, 404 allows all, other failures defer |",
    );
    expect(lines).toContain("| fixture.warc.gz | file | 123 | " + "a".repeat(64) + " |");
  });

  it("has the funnel, the crawler table, block sets, co-blocking and conflicts", () => {
    expect(lines).toContain(
      "| outcome redirect | 1 | 12.5 % (2.2–47.1 %) | captures (every retrieval read, redirects included) |",
    );
    expect(lines).toContain(
      "| ok, body html | 1 | 16.7 % (3.0–56.4 %) | captures retrieved (outcome ok) |",
    );
    const gpt = lines.find((l) => l.startsWith("| GPTBot | OpenAI | AI |"));
    expect(gpt).toContain("| 2 · 40.0 % (11.8–76.9 %) |");
    expect(lines).toContain("| 3 | GPTBot, CCBot | 2 | 1 | 20.0 % (3.6–62.4 %) |");
    expect(lines).toContain("| GPTBot | 2 | 1 |");
    expect(lines).toContain(
      "| CCBot | 2 | 40.0 % (11.8–76.9 %) |".replace("CCBot | 2", "GPTBot | 2"),
    );
    expect(md).toMatch(/^## Methodology$/mu);
    expect(md).toMatch(/^\| parsed \| parsed robots\.txt files .* \| 5 \|$/mu);
  });

  it("sorts crawlers by mentions", () => {
    const order = lines
      .filter((l) => /^\| (GPTBot|Googlebot|OAI-SearchBot|CCBot) \|/u.test(l))
      .slice(0, 4);
    expect(order[0]).toMatch(/^\| GPTBot/u);
  });
});

/** Every attribute or CSS reference that would load something at view time. */
function networkLoads(html: string): string[] {
  return [
    ...html.matchAll(/<(?:script|img|iframe|source|video|audio|embed)\b[^>]*\bsrc\s*=/giu),
    ...html.matchAll(/<link\b[^>]*\bhref\s*=/giu),
    ...html.matchAll(/url\(\s*['"]?(?:https?:)?\/\//giu),
    ...html.matchAll(/@import/giu),
  ].map((m) => m[0]);
}

describe("report.html is self-contained", () => {
  it("without vega: every table, and a notice at the top that charts were not drawn", async () => {
    const html = await htmlReport(summary, { loadCharts: noVega });
    expect(networkLoads(html)).toEqual([]);
    expect(html).not.toMatch(/https?:\/\//u);
    expect(html).not.toContain("<svg");
    const notice = html.indexOf('id="no-charts"');
    expect(notice).toBeGreaterThan(0);
    expect(notice).toBeLessThan(html.indexOf("<h2>"));
    expect(html).toContain(
      "Charts were not drawn: the optional packages vega and vega-lite are not installed",
    );
    for (const id of [
      "funnel",
      "wildcard",
      "crawlers",
      "operators",
      "purposes",
      "block-sets",
      "co-blocking",
      "preferences",
      "templates",
      "diagnostics",
      "methodology",
    ])
      expect(html).toContain(`<section id="${id}">`);
    expect(html).toContain('<td class="n" data-sort="0.4">2 · 40.0 % (11.8–76.9 %)</td>');
  });

  it.runIf(vegaInstalled)("with vega: the three charts as inline SVG, no network", async () => {
    const html = await htmlReport(summary);
    expect(html.match(/<svg\b/gu)?.length).toBe(3);
    expect(html).not.toContain('id="no-charts"');
    expect(networkLoads(html)).toEqual([]);
    // Not even a namespace URL: the inline SVG needs none.
    expect(html).not.toMatch(/https?:\/\//u);
  });

  it("escapes what the files give (template names, preference keys)", async () => {
    const a = new CensusAggregate(PANEL);
    a.add({ ...(ROWS[0] as (typeof ROWS)[number]), template: '<img src="https://x">' });
    const html = await htmlReport(summaryOf(a, MANIFEST), { loadCharts: noVega });
    expect(html).not.toContain("<img");
    expect(networkLoads(html)).toEqual([]);
  });
});

describe("writeReports", () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it("writes summary.json, report.md, report.html and manifest.json into a new folder", async () => {
    const base = await mkdtemp(join(tmpdir(), "census-report-"));
    dirs.push(base);
    const dir = join(base, "a", "b");
    await writeReports(dir, aggregate(), MANIFEST, { loadCharts: noVega });
    expect((await readdir(dir)).sort()).toEqual([
      "manifest.json",
      "report.html",
      "report.md",
      "summary.json",
    ]);
    const written = JSON.parse(await readFile(join(dir, "summary.json"), "utf8")) as typeof summary;
    expect(written.format).toBe("robots-policy-census-summary");
    expect(written.denominators.parsed.count).toBe(5);
    expect(JSON.parse(await readFile(join(dir, "manifest.json"), "utf8"))).toEqual(MANIFEST);
  });
});
