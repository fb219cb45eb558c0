// What ACAP queries on one parsed file reuse (issue 16: a query must not cost the whole file).
// A tier of §2.2 — the lines a crawler reads for a purpose, each read as §2.4.3 says — is made
// once per (records, purpose, understands) and kept per file; its fields are grouped by usage
// type into buckets (bucket.ts), each made on the first question about its usage type, whose
// patterns are indexed (pattern-index.ts). Definitions are read there, once per tier, not
// once per line that names them (issue 24). Which records name a crawler is found by one
// pass of its User-Agent over an automaton of the file's crawler names (crawler-selection.ts).
// Bounded: 16 tiers and 256 crawler names per file, least recently used out, and the tier
// lists of 8 User-Agents asking plain questions, first kept out. Keyed weakly by
// the policy, so nothing outlives the file, and one file's cache is never another's.
import type { AcapPolicy, AcapRecord, AcapUsageType } from "./model.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { Bucket, type BucketAnswer } from "./bucket.js";
import type { FieldReading, TierLine } from "./tier-types.js";
import { crawlerNamesOf, placesOf, type CrawlerNames } from "./crawler-selection.js";
import { nameMatcher, type NameMatcher } from "./crawler-names.js";
import { PolicyScopes } from "./definitions.js";

/** §2.9: ACAP patterns match case-insensitively; * and $ as in RFC 9309. */
export function acapPattern(pattern: string): string {
  return normalizeRfc9309(pattern, "pattern").toLowerCase();
}

const NO_READINGS: readonly FieldReading[] = Object.freeze([]);

/** A tier read for one crawler: its lines, and their fields by usage type. */
export class Tier {
  readonly #lines: readonly TierLine[];
  readonly #scopeOf: (pattern: string) => string;
  readonly #buckets = new Map<AcapUsageType, Bucket>();
  /** The readings of one usage type of a shared readings array (a definition's). */
  readonly #byUsage = new Map<
    readonly FieldReading[],
    Map<AcapUsageType, readonly FieldReading[]>
  >();

  constructor(lines: readonly TierLine[], scopeOf: (pattern: string) => string) {
    this.#lines = lines;
    this.#scopeOf = scopeOf;
  }

  /** §2.4.6 among the fields for `usage` that match `lowerPath`; only prohibitions when `disallowOnly`. */
  answer(usage: AcapUsageType, lowerPath: string, disallowOnly: boolean): BucketAnswer | undefined {
    if (this.#lines.length === 0) return undefined;
    let bucket = this.#buckets.get(usage);
    if (!bucket) {
      bucket = new Bucket(this.#lines, (line) => this.#readingsOf(line, usage), this.#scopeOf);
      this.#buckets.set(usage, bucket);
    }
    return bucket.answer(lowerPath, disallowOnly);
  }

  #readingsOf(line: TierLine, usage: AcapUsageType): readonly FieldReading[] {
    const { readings } = line;
    if (readings.length === 1) return readings[0]!.usage === usage ? readings : NO_READINGS;
    let byUsage = this.#byUsage.get(readings);
    if (!byUsage) this.#byUsage.set(readings, (byUsage = new Map()));
    let mine = byUsage.get(usage);
    if (!mine) {
      const found = readings.filter((r) => r.usage === usage);
      mine = found.length === 0 ? NO_READINGS : found;
      byUsage.set(usage, mine);
    }
    return mine;
  }
}

/** Records a crawler reads, and a short key naming them (the same records, the same key). */
export interface SelectedRecords {
  readonly records: readonly AcapRecord[];
  readonly key: string;
}

/** The bounded caches of one file. */
interface FileCache {
  readonly tiers: Map<string, Tier>;
  readonly named: Map<string, SelectedRecords>;
  /** Selections by their records' places; the number the next one is named by. */
  readonly selections: Map<string, SelectedRecords>;
  nextSelection: number;
  scopes?: PolicyScopes;
  /** The file's crawler names and their automaton, made once a User-Agent needs them. */
  names?: CrawlerNames;
  matcher?: NameMatcher;
  /** User-Agents read against the names one by one so far. */
  scans: number;
  /** Each pattern as written → acapPattern: a resource set's patterns are normalised once. */
  readonly normalised: Map<string, string>;
  /** The tiers of a plain query (no purpose, everything understood) by User-Agent. */
  readonly plainTiers: Map<string, readonly Tier[]>;
}

const FILES = new WeakMap<AcapPolicy, FileCache>();
export const MAX_TIERS = 16;
export const MAX_NAMES = 256;
const MAX_KEPT_AGENT = 1024;

function fileCache(acap: AcapPolicy): FileCache {
  let cache = FILES.get(acap);
  if (!cache)
    FILES.set(
      acap,
      (cache = {
        tiers: new Map(),
        named: new Map(),
        selections: new Map(),
        nextSelection: 0,
        normalised: new Map(),
        plainTiers: new Map(),
        scans: 0,
      }),
    );
  return cache;
}

/** `map.get(key)`, else `make()` kept under `key`; the least recently used key goes beyond `max`. */
export function remembered<V>(map: Map<string, V>, key: string, max: number, make: () => V): V {
  const known = map.get(key);
  if (known !== undefined) {
    map.delete(key);
    map.set(key, known);
    return known;
  }
  const value = make();
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
  return value;
}

/**
 * Tier lists kept per file for plain queries: half the tiers kept, so that the tiers these
 * lists hold beyond the tier cache stay few (each list holds the "*" records' tier and one more).
 */
const MAX_PLAIN_TIER_LISTS = MAX_TIERS / 2;

/**
 * The tiers `make` reads for a plain query by `userAgent` (no purpose, everything understood),
 * kept per file: a question then costs its answer, not the lookups of its records and tiers
 * (issue 24: 4-5x the ordinary file's question on files of many ACAP records). A hit is not
 * moved up (that cost as much as the lookups it saves); the first kept goes first.
 */
export function plainTiersOf(
  acap: AcapPolicy,
  userAgent: string,
  make: () => readonly Tier[],
): readonly Tier[] {
  const lists = fileCache(acap).plainTiers;
  const known = lists.get(userAgent);
  if (known) return known;
  const tiers = make();
  if (userAgent.length > MAX_KEPT_AGENT) return tiers;
  if (lists.size >= MAX_PLAIN_TIER_LISTS) lists.delete(lists.keys().next().value!);
  lists.set(userAgent, tiers);
  return tiers;
}

/** Short User-Agents read name by name before the automaton is made (its cost is the file's names). */
const SCANS = 8;
const SHORT_AGENT = 64;

/**
 * The places of the records with a crawler name (but "*") that `userAgent` holds (§2.3.1
 * NOTE), ascending. The first few short User-Agents are read against each name, as a crawler
 * asking under one name never needs more; a long one, or the ninth, makes the automaton of
 * the file's names (crawler-selection.ts): one pass per User-Agent from then on.
 */
export function placesNamedIn(acap: AcapPolicy, userAgent: string): number[] {
  const cache = fileCache(acap);
  if (!cache.names && userAgent.length <= SHORT_AGENT && cache.scans++ < SCANS) {
    const lowered = userAgent.toLowerCase();
    const places: number[] = [];
    acap.records.forEach((record, place) => {
      const { crawlers } = record;
      if (crawlers.some((c) => c.name !== "*" && lowered.includes(c.name.toLowerCase())))
        places.push(place);
    });
    return places;
  }
  const names = (cache.names ??= crawlerNamesOf(acap));
  return placesOf(names, (cache.matcher ??= nameMatcher(names.names))(userAgent));
}

/** The definitions each record of the file reads (definitions.ts). */
export function scopesOf(acap: AcapPolicy): PolicyScopes {
  const cache = fileCache(acap);
  return (cache.scopes ??= new PolicyScopes(acap));
}

/**
 * The records at `places` as one selection, with a short key: User-Agents that select the same
 * records share it (and its tiers), and tier keys made every question stay short however many
 * records a selection holds.
 */
function selectionOf(acap: AcapPolicy, places: readonly number[]): SelectedRecords {
  const cache = fileCache(acap);
  return remembered(cache.selections, places.join(","), MAX_TIERS, () => ({
    records: places.map((p) => acap.records[p]!),
    key: `#${cache.nextSelection++}`,
  }));
}

/**
 * The records addressed to `userAgent` by name (§2.2), remembered per file for User-Agents of
 * ordinary length (a long one is read again, in one pass: the cache does not keep callers'
 * 100 KB headers).
 */
export function namedRecords(acap: AcapPolicy, userAgent: string): SelectedRecords {
  const select = () =>
    selectionOf(acap, acap.records.length === 0 ? [] : placesNamedIn(acap, userAgent));
  if (userAgent.length > MAX_KEPT_AGENT) return select();
  return remembered(fileCache(acap).named, userAgent, MAX_NAMES, select);
}

/** The records addressed to any crawler ("*"), remembered per file. */
export function anyRecords(acap: AcapPolicy): SelectedRecords {
  return remembered(fileCache(acap).named, "\u0000*", MAX_NAMES, () => {
    const places: number[] = [];
    acap.records.forEach((record, place) => {
      if (record.crawlers.some((c) => c.name === "*")) places.push(place);
    });
    return selectionOf(acap, places);
  });
}

/** The tier made of the lines `make` reads for `key` (the records it reads and how), remembered per file. */
export function tierOf(acap: AcapPolicy, key: string, make: () => TierLine[]): Tier {
  const cache = fileCache(acap);
  const normalised = cache.normalised;
  const scopeOf = (pattern: string) => {
    let scope = normalised.get(pattern);
    if (scope === undefined) normalised.set(pattern, (scope = acapPattern(pattern)));
    return scope;
  };
  return remembered(cache.tiers, key, MAX_TIERS, () => new Tier(make(), scopeOf));
}
