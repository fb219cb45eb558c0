// CensusAggregate: every counter on hand-made rows (test/census/aggregate-rows.ts says what each
// row is), and fromJSON's checks.
import { describe, expect, it } from "vitest";
import { CensusAggregate, isParsedFile, statusClassOf } from "../../src/census/aggregate.js";
import { CENSUS_PANEL } from "../../src/census/panel.js";
import { PANEL, ROWS, named, row } from "./aggregate-rows.js";

function aggregateOf(rows = ROWS): CensusAggregate {
  const aggregate = new CensusAggregate(PANEL);
  for (const r of rows) aggregate.add(r);
  return aggregate;
}

const zero = {
  mentioned: 0,
  fullExplicit: 0,
  fullEffective: 0,
  partialEffective: 0,
  explicitAllow: 0,
  collateral: 0,
};

describe("CensusAggregate: exact counts on hand-made rows", () => {
  const json = aggregateOf().toJSON();

  it("is versioned and carries its panel", () => {
    expect(json.format).toBe("robots-policy-census-aggregate");
    expect(json.version).toBe(1);
    expect(json.panel.map((c) => c.name)).toEqual([
      "Googlebot",
      "GPTBot",
      "OAI-SearchBot",
      "CCBot",
    ]);
  });

  it("the status funnel: captures → status class → outcome → content kind of ok → decided → parsed", () => {
    expect(json.funnel).toEqual({
      captures: 8,
      status: { none: 1, "1xx": 0, "2xx": 5, "3xx": 1, "4xx": 0, "5xx": 1, other: 0 },
      outcome: { ok: 6, unavailable: 0, unreachable: 1, forbidden: 0, deferred: 0, redirect: 1 },
      content: { "robots.txt": 4, empty: 1, html: 1, other: 0 },
      decided: 7,
      parsed: 5,
    });
  });

  it("the wildcard's verdicts over parsed files and over decided captures", () => {
    expect(json.parsed.wildcard).toEqual({ full: 2, partial: 1, none: 2, "explicit-allow": 0 });
    expect(json.decided.wildcard).toEqual({ full: 3, partial: 1, none: 3, "explicit-allow": 0 });
    expect(json.parsed.captures).toBe(5);
    expect(json.decided.captures).toBe(7);
  });

  it("per crawler; an absent crawler gets the wildcard's effective verdict and no explicit one", () => {
    expect(json.parsed.crawlers).toEqual({
      Googlebot: { ...zero, mentioned: 1, fullEffective: 2, explicitAllow: 1, collateral: 1 },
      GPTBot: { ...zero, mentioned: 3, fullExplicit: 2, fullEffective: 3, explicitAllow: 1 },
      "OAI-SearchBot": { ...zero, mentioned: 1, fullEffective: 2, partialEffective: 1 },
      CCBot: { ...zero, mentioned: 1, fullExplicit: 1, fullEffective: 3, partialEffective: 1 },
    });
    // The 503 blocks every crawler; the HTML body blocks none.
    expect(json.decided.crawlers.GPTBot).toEqual({
      ...zero,
      mentioned: 3,
      fullExplicit: 2,
      fullEffective: 4,
      explicitAllow: 1,
    });
    expect(json.decided.crawlers.Googlebot?.fullEffective).toBe(3);
  });

  it("an operator (a purpose) counts a capture once when any of its crawlers meets the measure", () => {
    expect(json.parsed.operators.OpenAI).toEqual({
      ...zero,
      mentioned: 3,
      fullExplicit: 2,
      fullEffective: 4,
      partialEffective: 1,
      explicitAllow: 1,
    });
    expect(json.parsed.purposes["AI training"]).toEqual({
      ...zero,
      mentioned: 3,
      fullExplicit: 2,
      fullEffective: 4,
      partialEffective: 1,
      explicitAllow: 1,
    });
    expect(Object.keys(json.parsed.operators)).toEqual(["Google", "OpenAI", "Common Crawl"]);
  });

  it("block sets: `*` when it blocks fully, then the crawlers fully blocked by name, in panel order", () => {
    expect(json.blockSets).toEqual([
      { crawlers: ["*"], count: 2 },
      { crawlers: [], count: 1 },
      { crawlers: ["GPTBot"], count: 1 },
      { crawlers: ["GPTBot", "CCBot"], count: 1 },
    ]);
  });

  it("preference adoption counts a value once per capture", () => {
    expect(json.preferences).toEqual({
      captures: { contentUsage: 3, contentSignal: 1 },
      contentUsage: { "train-ai": { y: 2, n: 1 } },
      contentSignal: { "ai-train": { yes: 1, no: 0 }, search: { yes: 1, no: 0 } },
    });
  });

  it("conflicts: a fully blocked crawler told a use is allowed (y / yes)", () => {
    expect(json.conflicts).toEqual({
      captures: 2,
      crawlers: { GPTBot: 2, CCBot: 1 },
      contentUsage: { "train-ai": 1 },
      contentSignal: { "ai-train": 1, search: 1 },
    });
  });

  it("templates over parsed files; diagnostics over every capture (captures with ≥ 1, and total)", () => {
    expect(json.templates).toEqual({ "ai-robots-txt": 1, "cloudflare-managed": 1 });
    expect(json.diagnostics).toEqual({
      a: { captures: 2, total: 3 },
      b: { captures: 1, total: 1 },
    });
  });

  it("a crawler outside the panel is not counted", () => {
    const one = aggregateOf([row({ crawlers: { OtherBot: named("full") } })]).toJSON();
    expect(one.blockSets).toEqual([{ crawlers: [], count: 1 }]);
  });
});

describe("CensusAggregate helpers", () => {
  it("status classes, `none` without a status and `other` outside 100–599", () => {
    expect([undefined, 100, 204, 399, 404, 599, 600, 99].map(statusClassOf)).toEqual([
      "none",
      "1xx",
      "2xx",
      "3xx",
      "4xx",
      "5xx",
      "other",
      "other",
    ]);
  });

  it("a parsed file is ok with a robots.txt or empty body, and decided", () => {
    expect(ROWS.map(isParsedFile)).toEqual([true, true, true, false, false, false, true, true]);
  });

  it("the default panel is the census's", () => {
    expect(new CensusAggregate().panel.length).toBe(CENSUS_PANEL.length);
  });
});

describe("CensusAggregate.fromJSON", () => {
  it("reads back what toJSON wrote", () => {
    const json = aggregateOf().toJSON();
    expect(CensusAggregate.fromJSON(JSON.parse(JSON.stringify(json))).toJSON()).toEqual(json);
  });

  it("throws a TypeError naming the field on a bad file", () => {
    const json = aggregateOf().toJSON();
    expect(() => CensusAggregate.fromJSON({ ...json, version: 2 })).toThrow(/version/);
    expect(() => CensusAggregate.fromJSON("nope")).toThrow(TypeError);
    const negative = { ...json, funnel: { ...json.funnel, captures: -1 } };
    expect(() => CensusAggregate.fromJSON(negative)).toThrow(/funnel\.captures/);
    const missing = {
      ...json,
      parsed: { ...json.parsed, crawlers: { GPTBot: json.parsed.crawlers.GPTBot } },
    };
    expect(() => CensusAggregate.fromJSON(missing)).toThrow(/parsed\.crawlers/);
    const stranger = { ...json, blockSets: [{ crawlers: ["NotOnPanel"], count: 1 }] };
    expect(() => CensusAggregate.fromJSON(stranger)).toThrow(/NotOnPanel/);
    const disagree = { ...json, parsed: { ...json.parsed, captures: 1 } };
    expect(() => CensusAggregate.fromJSON(disagree)).toThrow(/disagree/);
  });

  it("merge refuses another panel", () => {
    expect(() => aggregateOf().merge(new CensusAggregate(PANEL.slice(1)))).toThrow(TypeError);
  });
});
