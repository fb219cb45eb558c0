// summary.json from an aggregate: each count with its stated denominator, share and Wilson 95 %
// interval. The denominators (docs/census.md, "Denominators"):
// - captures: every capture read, redirects included (the funnel's status and outcome; diagnostics);
// - ok: captures whose retrieval is `ok` (the funnel's content kinds);
// - decided: captures with a decided outcome, i.e. all but redirects (whose rules are at the target):
//   what a crawler may do, 5xx, 4xx and the access profile included;
// - parsed: parsed robots.txt files, `ok` with a robots.txt or empty body (an empty file is a valid
//   robots.txt that allows every path; HTML and other bodies served with 200 are left out): what
//   the files themselves say. Mentions, block sets, co-blocking, preferences, conflicts, templates.
import {
  CONTENT_KINDS,
  MEASURES,
  OUTCOMES,
  STATUS_CLASSES,
  VERDICT_KINDS,
  type CensusAggregateJSON,
  type Counts,
  type Measure,
  type PopulationJSON,
} from "../aggregate-json.js";
import { WILDCARD_MEMBER } from "../aggregate-extras.js";
import type { CensusAggregate } from "../aggregate.js";
import { wilson } from "../wilson.js";
import type { CensusManifest } from "./manifest.js";
import {
  SUMMARY_FORMAT,
  type CensusSummary,
  type Denominator,
  type DenominatorName,
  type GroupSummary,
  type MeasureShares,
  type Share,
} from "./summary-types.js";

/** The words each denominator is stated in. */
export const DENOMINATOR_LABELS: Readonly<Record<DenominatorName, string>> = {
  captures: "captures (every retrieval read, redirects included)",
  ok: "captures retrieved (outcome ok)",
  decided: "captures with a decided outcome (every outcome but a redirect)",
  parsed: "parsed robots.txt files (outcome ok, a robots.txt or empty body)",
};

/** How much of the long lists the summary keeps. */
export interface SummaryOptions {
  /** Block sets listed (default 20). */
  readonly topBlockSets?: number;
  /** AI crawlers in the co-blocking matrix (default 20, the most blocked by name). */
  readonly coBlockingCrawlers?: number;
}

type Shares = (count: number, name: DenominatorName) => Share;

function sharesOver(denominators: Readonly<Record<DenominatorName, Denominator>>): Shares {
  return (count, name) => {
    const total = denominators[name].count;
    return {
      count,
      denominator: name,
      share: total === 0 ? null : count / total,
      interval: wilson(Math.min(count, total), total) ?? null,
    };
  };
}

function keyedShares<K extends string>(
  keys: readonly K[],
  counts: Readonly<Record<K, number>>,
  over: DenominatorName,
  share: Shares,
) {
  return Object.fromEntries(keys.map((k) => [k, share(counts[k], over)])) as Record<K, Share>;
}

function measureShares(parsed: Counts, decided: Counts, share: Shares): MeasureShares {
  return {
    parsed: keyedShares(MEASURES, parsed, "parsed", share),
    decided: keyedShares(MEASURES, decided, "decided", share),
  };
}

function groups(
  json: CensusAggregateJSON,
  key: "operators" | "purposes",
  share: Shares,
): GroupSummary[] {
  const field = key === "operators" ? "operator" : "purpose";
  return Object.keys(json.parsed[key]).map((name) => ({
    name,
    crawlers: json.panel.filter((c) => c[field] === name).map((c) => c.name),
    ...measureShares(json.parsed[key][name] as Counts, json.decided[key][name] as Counts, share),
  }));
}

/** The AI crawlers most often fully blocked by name, and how often each pair is. */
function coBlocking(json: CensusAggregateJSON, size: number): CensusSummary["coBlocking"] {
  const parsed: PopulationJSON = json.parsed;
  const crawlers = json.panel
    .filter((c) => c.ai && (parsed.crawlers[c.name]?.fullExplicit ?? 0) > 0)
    .sort(
      (a, b) =>
        (parsed.crawlers[b.name]?.fullExplicit ?? 0) - (parsed.crawlers[a.name]?.fullExplicit ?? 0),
    )
    .slice(0, size)
    .map((c) => c.name);
  const at = new Map(crawlers.map((name, i) => [name, i]));
  const counts = crawlers.map(() => crawlers.map(() => 0));
  // Exact from the block sets: a pair is blocked together in every file whose set holds both.
  for (const set of json.blockSets) {
    const members = set.crawlers.flatMap((name) => at.get(name) ?? []);
    for (const i of members) {
      const line = counts[i] as number[];
      for (const j of members) line[j] = (line[j] as number) + set.count;
    }
  }
  return { denominator: "parsed", crawlers, counts };
}

function byCount<T extends { count: number }>(
  a: T & { key?: string },
  b: T & { key?: string },
): number {
  return b.count - a.count;
}

function preferencesOf(json: CensusAggregateJSON, share: Shares): CensusSummary["preferences"] {
  const { preferences } = json;
  const values: CensusSummary["preferences"]["values"][number][] = [];
  for (const [key, { y, n }] of Object.entries(preferences.contentUsage))
    for (const [value, count] of [
      ["y", y],
      ["n", n],
    ] as const)
      if (count > 0)
        values.push({ vocabulary: "Content-Usage", key, value, ...share(count, "parsed") });
  for (const [key, { yes, no }] of Object.entries(preferences.contentSignal))
    for (const [value, count] of [
      ["yes", yes],
      ["no", no],
    ] as const)
      if (count > 0)
        values.push({ vocabulary: "Content-Signal", key, value, ...share(count, "parsed") });
  return {
    contentUsage: share(preferences.captures.contentUsage, "parsed"),
    contentSignal: share(preferences.captures.contentSignal, "parsed"),
    values: values.sort(byCount),
  };
}

function conflictsOf(json: CensusAggregateJSON, share: Shares): CensusSummary["conflicts"] {
  const { conflicts } = json;
  const preferences = [
    ...Object.entries(conflicts.contentUsage).map(([key, n]) => ({
      vocabulary: "Content-Usage" as const,
      key,
      ...share(n, "parsed"),
    })),
    ...Object.entries(conflicts.contentSignal).map(([key, n]) => ({
      vocabulary: "Content-Signal" as const,
      key,
      ...share(n, "parsed"),
    })),
  ];
  return {
    captures: share(conflicts.captures, "parsed"),
    crawlers: Object.entries(conflicts.crawlers)
      .map(([name, n]) => ({ name, ...share(n, "parsed") }))
      .sort(byCount),
    preferences: preferences.sort(byCount),
  };
}

/** The denominators of an aggregate, each with its label and count. */
export function denominatorsOf(json: CensusAggregateJSON): Record<DenominatorName, Denominator> {
  const counts: Record<DenominatorName, number> = {
    captures: json.funnel.captures,
    ok: json.funnel.outcome.ok,
    decided: json.funnel.decided,
    parsed: json.funnel.parsed,
  };
  return Object.fromEntries(
    (Object.keys(counts) as DenominatorName[]).map((name) => [
      name,
      { name, label: DENOMINATOR_LABELS[name], count: counts[name] },
    ]),
  ) as Record<DenominatorName, Denominator>;
}

/** summary.json: every measure of `aggregate` with its denominator, share and Wilson 95 % interval. */
export function summaryOf(
  aggregate: CensusAggregate,
  manifest: CensusManifest,
  options: SummaryOptions = {},
): CensusSummary {
  const json = aggregate.toJSON();
  const denominators = denominatorsOf(json);
  const share = sharesOver(denominators);
  const { funnel } = json;
  const isEmpty = (set: { crawlers: readonly string[] }) => set.crawlers.length === 0;
  return {
    format: SUMMARY_FORMAT,
    version: 1,
    manifest,
    denominators,
    funnel: {
      status: keyedShares(STATUS_CLASSES, funnel.status, "captures", share),
      outcome: keyedShares(OUTCOMES, funnel.outcome, "captures", share),
      content: keyedShares(CONTENT_KINDS, funnel.content, "ok", share),
      decided: share(funnel.decided, "captures"),
      parsed: share(funnel.parsed, "captures"),
    },
    wildcard: {
      parsed: keyedShares(VERDICT_KINDS, json.parsed.wildcard, "parsed", share),
      decided: keyedShares(VERDICT_KINDS, json.decided.wildcard, "decided", share),
    },
    crawlers: json.panel.map((c) => ({
      ...c,
      ...measureShares(
        json.parsed.crawlers[c.name] as Counts,
        json.decided.crawlers[c.name] as Counts,
        share,
      ),
    })),
    operators: groups(json, "operators", share),
    purposes: groups(json, "purposes", share),
    blockSets: {
      distinct: json.blockSets.filter((s) => !isEmpty(s)).length,
      empty: share(json.blockSets.find(isEmpty)?.count ?? 0, "parsed"),
      top: json.blockSets
        .filter((s) => !isEmpty(s))
        .slice(0, options.topBlockSets ?? 20)
        .map((s) => ({ crawlers: s.crawlers, ...share(s.count, "parsed") })),
    },
    coBlocking: coBlocking(json, options.coBlockingCrawlers ?? 20),
    preferences: preferencesOf(json, share),
    conflicts: conflictsOf(json, share),
    templates: Object.entries(json.templates)
      .map(([name, n]) => ({ name, ...share(n, "parsed") }))
      .sort(byCount),
    diagnostics: Object.entries(json.diagnostics)
      .map(([code, d]) => ({ code, total: d.total, ...share(d.captures, "captures") }))
      .sort(byCount),
  };
}

/** The block-set member that stands for the `*` group (re-exported for the reports). */
export const WILDCARD = WILDCARD_MEMBER;

/** A measure's words, for tables and charts. */
export const MEASURE_LABELS: Readonly<Record<Measure, string>> = {
  mentioned: "mentioned",
  fullExplicit: "fully blocked by name",
  fullEffective: "fully blocked (effective)",
  partialEffective: "partly blocked (effective)",
  explicitAllow: "explicitly allowed",
  collateral: "collateral",
};
