// CensusAggregate.merge is exact: any split of any row list into shards, each aggregated (and
// written and read back as a file), merged in any order, gives the JSON of aggregating all rows.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CensusAggregate, isParsedFile } from "../../src/census/aggregate.js";
import type { CaptureRow, CrawlerRow, VerdictKind } from "../../src/census/model.js";
import { PANEL } from "./aggregate-rows.js";

const verdict = fc.constantFrom<VerdictKind>("full", "partial", "none", "explicit-allow");

const crawlerRow: fc.Arbitrary<CrawlerRow> = fc
  .record(
    {
      explicit: fc.record({ verdict }),
      effective: fc.record({ verdict }),
      preferences: fc.record(
        {
          contentUsage: fc.dictionary(
            fc.constantFrom("train-ai", "search", "bots"),
            fc.constantFrom<"y" | "n">("y", "n"),
          ),
          contentSignal: fc.dictionary(
            fc.constantFrom("ai-train", "search", "ai-input"),
            fc.constantFrom<"yes" | "no">("yes", "no"),
          ),
        },
        { requiredKeys: [] },
      ),
      collateral: fc.constant(true as const),
    },
    { requiredKeys: ["effective"] },
  )
  .map((r) => r as CrawlerRow);

const rowArbitrary: fc.Arbitrary<CaptureRow> = fc
  .record({
    outcome: fc.constantFrom(
      "ok",
      "ok",
      "ok",
      "unavailable",
      "unreachable",
      "forbidden",
      "deferred",
      "redirect",
    ) as fc.Arbitrary<CaptureRow["retrieval"]["outcome"]>,
    status: fc.option(fc.constantFrom(200, 301, 403, 404, 503, 999), { nil: undefined }),
    content: fc.constantFrom<CaptureRow["content"]>(
      "robots.txt",
      "robots.txt",
      "empty",
      "html",
      "other",
    ),
    wildcard: verdict,
    crawlers: fc.dictionary(fc.constantFrom(...PANEL.map((c) => c.name), "Stranger"), crawlerRow, {
      maxKeys: 4,
    }),
    template: fc.option(fc.constantFrom("ai-robots-txt", "cloudflare-managed"), { nil: undefined }),
    diagnostics: fc.dictionary(fc.constantFrom("a", "b", "c"), fc.nat(3)),
  })
  .map(({ outcome, status, content, wildcard, crawlers, template, diagnostics }) => {
    const redirect = outcome === "redirect";
    return {
      source: { input: "prop" },
      url: "https://example.com/robots.txt",
      host: "example.com",
      scheme: "https",
      ...(status === undefined ? {} : { status }),
      retrieval: { profile: "rfc9309", outcome },
      size: 1,
      content,
      diagnostics,
      ...(redirect ? {} : { wildcard: { verdict: wildcard } }),
      crawlers: redirect ? {} : crawlers,
      ...(template === undefined ? {} : { template }),
    } satisfies CaptureRow;
  });

function aggregateOf(rows: readonly CaptureRow[]): CensusAggregate {
  const aggregate = new CensusAggregate(PANEL);
  for (const r of rows) aggregate.add(r);
  return aggregate;
}

/** Cuts `rows` at the given points (each taken modulo the length) into consecutive shards. */
function split(rows: readonly CaptureRow[], cuts: readonly number[]): CaptureRow[][] {
  const points = [
    ...new Set(cuts.map((c) => (rows.length === 0 ? 0 : c % (rows.length + 1)))),
  ].sort((a, b) => a - b);
  const parts: CaptureRow[][] = [];
  let from = 0;
  for (const point of [...points, rows.length]) {
    parts.push(rows.slice(from, point));
    from = point;
  }
  return parts;
}

/** The per-crawler, operator and purpose counts the slow, obvious way: every panel crawler of every row. */
function bruteForce(rows: readonly CaptureRow[], parsedOnly: boolean) {
  const zero = () => ({
    mentioned: 0,
    fullExplicit: 0,
    fullEffective: 0,
    partialEffective: 0,
    explicitAllow: 0,
    collateral: 0,
  });
  const crawlers = Object.fromEntries(PANEL.map((c) => [c.name, zero()]));
  const operators = Object.fromEntries(PANEL.map((c) => [c.operator, zero()]));
  const purposes = Object.fromEntries(PANEL.map((c) => [c.purpose, zero()]));
  for (const r of rows) {
    if (r.wildcard === undefined || (parsedOnly && !isParsedFile(r))) continue;
    const met = new Map<string, Set<string>>();
    for (const c of PANEL) {
      const own = r.crawlers[c.name];
      const explicit = own?.explicit?.verdict;
      const effective = own === undefined ? r.wildcard.verdict : own.effective.verdict;
      const measures = Object.entries({
        mentioned: explicit !== undefined,
        fullExplicit: explicit === "full",
        fullEffective: effective === "full",
        partialEffective: effective === "partial",
        explicitAllow: explicit === "explicit-allow",
        collateral: own?.collateral === true,
      }).flatMap(([m, yes]) => (yes ? [m as keyof ReturnType<typeof zero>] : []));
      for (const m of measures) {
        crawlers[c.name]![m] += 1;
        for (const key of [`o:${c.operator}`, `p:${c.purpose}`])
          met.set(key, (met.get(key) ?? new Set()).add(m));
      }
    }
    for (const [key, measures] of met)
      for (const m of measures)
        (key.startsWith("o:") ? operators : purposes)[key.slice(2)]![m as "mentioned"] += 1;
  }
  return { crawlers, operators, purposes };
}

describe("CensusAggregate counts equal a brute-force count (property)", () => {
  it("per crawler, operator (any of its crawlers) and purpose, over decided captures and parsed files", () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 40 }), (rows) => {
        const json = aggregateOf(rows).toJSON();
        for (const [population, parsedOnly] of [
          ["decided", false],
          ["parsed", true],
        ] as const) {
          const { crawlers, operators, purposes } = json[population];
          expect({ crawlers, operators, purposes }).toEqual(bruteForce(rows, parsedOnly));
        }
      }),
      { numRuns: 300, seed: 30 },
    );
  });
});

describe("CensusAggregate.merge is exact (property)", () => {
  it("any split, merged in any order, equals the aggregate of all rows", () => {
    fc.assert(
      fc.property(
        fc.array(rowArbitrary, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.func(fc.integer()),
        (rows, cuts, order) => {
          const whole = aggregateOf(rows).toJSON();
          const shards = split(rows, cuts).map(aggregateOf);
          const shuffled = shards.map((s, i) => [order(i), s] as const).sort(([a], [b]) => a - b);
          const merged = new CensusAggregate(PANEL);
          for (const [, shard] of shuffled) merged.merge(shard);
          expect(merged.toJSON()).toEqual(whole);
          // Through files: the shards written and read back, then merged.
          const viaFiles = new CensusAggregate(PANEL);
          for (const [, shard] of shuffled)
            viaFiles.merge(CensusAggregate.fromJSON(JSON.parse(JSON.stringify(shard.toJSON()))));
          expect(JSON.stringify(viaFiles.toJSON())).toBe(JSON.stringify(whole));
        },
      ),
      { numRuns: 200, seed: 28 },
    );
  });

  it("the JSON does not depend on the order rows came in", () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 30 }), (rows) => {
        expect(JSON.stringify(aggregateOf([...rows].reverse()).toJSON())).toBe(
          JSON.stringify(aggregateOf(rows).toJSON()),
        );
      }),
      { numRuns: 100, seed: 29 },
    );
  });
});
