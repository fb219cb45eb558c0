// The aggregate's file format (version 1): plain counts, canonical key order, and the zod schema
// that checks a file before `CensusAggregate.fromJSON` trusts it. docs/census.md defines each count.
import { z } from "zod";
import type { ContentKind, VerdictKind } from "./model.js";

/** The aggregate file's `format` field. */
export const AGGREGATE_FORMAT = "robots-policy-census-aggregate";
/** The aggregate file's `version` field (a change of meaning or shape increments it). */
export const AGGREGATE_VERSION = 1;

/**
 * What is counted per crawler, operator and purpose, each as a number of captures:
 * `mentioned` an explicit verdict (a group names it); `fullExplicit` its own group blocks every
 * path; `fullEffective` no path may be crawled (its group, else `*`, after the outcome);
 * `partialEffective` some paths may not; `explicitAllow` its own group allows every path;
 * `collateral` a search crawler blocked by lines meant for AI crawlers.
 */
export const MEASURES = [
  "mentioned",
  "fullExplicit",
  "fullEffective",
  "partialEffective",
  "explicitAllow",
  "collateral",
] as const;

/** One of {@link MEASURES}. */
export type Measure = (typeof MEASURES)[number];

/** Captures counted per measure. */
export type Counts = Record<Measure, number>;

/** The status classes of the funnel: `none` when the input gives no status (a folder's file). */
export const STATUS_CLASSES = ["none", "1xx", "2xx", "3xx", "4xx", "5xx", "other"] as const;
/** One of {@link STATUS_CLASSES}. */
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** The retrieval outcomes of the funnel, `redirect` included. */
export const OUTCOMES = [
  "ok",
  "unavailable",
  "unreachable",
  "forbidden",
  "deferred",
  "redirect",
] as const;
/** One of {@link OUTCOMES}. */
export type OutcomeName = (typeof OUTCOMES)[number];

/** The content kinds, in the funnel's order. */
export const CONTENT_KINDS = [
  "robots.txt",
  "empty",
  "html",
  "other",
] as const satisfies readonly ContentKind[];
/** The verdict kinds, in the report's order. */
export const VERDICT_KINDS = [
  "full",
  "partial",
  "none",
  "explicit-allow",
] as const satisfies readonly VerdictKind[];

const count = z.number().int().nonnegative();
const countsSchema = z.strictObject(
  Object.fromEntries(MEASURES.map((m) => [m, count])) as Record<Measure, typeof count>,
);
const keyed = <T extends string>(keys: readonly T[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, count])) as Record<T, typeof count>);

const populationSchema = z.strictObject({
  captures: count,
  wildcard: keyed(VERDICT_KINDS),
  crawlers: z.record(z.string(), countsSchema),
  operators: z.record(z.string(), countsSchema),
  purposes: z.record(z.string(), countsSchema),
});

const panelEntrySchema = z.strictObject({
  name: z.string().min(1),
  operator: z.string(),
  purpose: z.string(),
  ai: z.boolean(),
  search: z.boolean(),
});

/** The zod schema of an aggregate file (shape only; `fromJSON` checks the keys against the panel). */
export const aggregateSchema = z.strictObject({
  format: z.literal(AGGREGATE_FORMAT),
  version: z.literal(AGGREGATE_VERSION),
  panel: z.array(panelEntrySchema),
  funnel: z.strictObject({
    captures: count,
    status: keyed(STATUS_CLASSES),
    outcome: keyed(OUTCOMES),
    content: keyed(CONTENT_KINDS),
    decided: count,
    parsed: count,
  }),
  decided: populationSchema,
  parsed: populationSchema,
  blockSets: z.array(z.strictObject({ crawlers: z.array(z.string()), count })),
  preferences: z.strictObject({
    captures: z.strictObject({ contentUsage: count, contentSignal: count }),
    contentUsage: z.record(z.string(), z.strictObject({ y: count, n: count })),
    contentSignal: z.record(z.string(), z.strictObject({ yes: count, no: count })),
  }),
  conflicts: z.strictObject({
    captures: count,
    crawlers: z.record(z.string(), count),
    contentUsage: z.record(z.string(), count),
    contentSignal: z.record(z.string(), count),
  }),
  templates: z.record(z.string(), count),
  diagnostics: z.record(z.string(), z.strictObject({ captures: count, total: count })),
});

/** An aggregate file, as `CensusAggregate.toJSON()` writes it. */
export type CensusAggregateJSON = z.infer<typeof aggregateSchema>;

/** The counts of one population (decided captures, or parsed robots.txt files). */
export type PopulationJSON = CensusAggregateJSON["decided"];

/** A panel crawler as the aggregate records it (the panel travels with the counts). */
export type PanelEntry = CensusAggregateJSON["panel"][number];

/** Zero for every measure. */
export function zeroCounts(): Counts {
  return Object.fromEntries(MEASURES.map((m) => [m, 0])) as Counts;
}

/** Zero for every key, in order. */
export function zeroKeyed<T extends string>(keys: readonly T[]): Record<T, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>;
}

/** Adds `from` into `into`, key by key. */
export function addKeyed<T extends string>(
  into: Record<T, number>,
  from: Readonly<Record<T, number>>,
): void {
  for (const key of Object.keys(from) as T[]) into[key] = (into[key] ?? 0) + from[key];
}

/** A map's entries as an object with sorted keys (canonical JSON whatever the order rows came in). */
export function sortedRecord<V>(map: ReadonlyMap<string, V>): Record<string, V> {
  const keys = [...map.keys()].sort();
  return Object.fromEntries(keys.map((k) => [k, map.get(k) as V]));
}
