// CensusAggregate.merge is exact: any split of any row list into shards, each aggregated (and
// written and read back as a file), merged in any order, gives the JSON of aggregating all rows.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CensusAggregate } from "../../src/census/aggregate.js";
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
