// What ACAP queries on one parsed file reuse (issue 16: a query must not cost the whole file).
// Reading a tier of §2.2 — interpreting every field for the crawler (§2.4.3) and normalising
// and compiling every pattern — cost each decideAcap the file's size again: 22 ms a query on
// a file of 25,000 ACAP fields, against 0.3 µs for isAllowed. Now a tier is read once per
// (records, purpose, understands) and kept per file, its fields bucketed by usage type, and a
// large bucket indexed by the literal start of its patterns, so a query tries only the fields
// whose start is a prefix of the path (as core/rule-index.ts does for robots.txt rules).
// Bounded: 16 tiers and 256 crawler names per file, least recently used out. Keyed weakly by
// the policy, so nothing outlives the file, and one file's cache is never another's.
import type { AcapPermission, AcapPolicy, AcapRecord, AcapUsageType } from "./model.js";
import { compileWildcard, matchesWildcard, type CompiledPattern } from "../core/pattern.js";
import { normalizeRfc9309 } from "../core/normalize.js";

/** One field of a tier as a crawler reads it (§2.4.3 applied: precedence.ts's Candidate). */
export interface TierCandidate {
  readonly permission: AcapPermission;
  readonly usage: AcapUsageType;
}

export interface Match<C extends TierCandidate> {
  readonly candidate: C;
  /** The narrowest of the field's patterns that match the path, normalised. */
  readonly scope: string;
  readonly pattern: string;
}

/** §2.9: ACAP patterns match case-insensitively; * and $ as in RFC 9309. */
export function acapPattern(pattern: string): string {
  return normalizeRfc9309(pattern, "pattern").toLowerCase();
}

/** One pattern of one candidate, compiled. */
interface Entry {
  readonly candidate: number;
  readonly pattern: string;
  readonly scope: string;
  readonly compiled: CompiledPattern;
  /** The literal text every path it matches starts with. */
  readonly start: string;
}

/** Below this many patterns a scan is as fast as the index. */
const INDEX_FROM = 48;

function step(hash: number, c: number): number {
  return (Math.imul(hash, 31) + c) | 0;
}

/** The patterns of one usage type in a tier, with an index on their literal starts when many. */
class Bucket {
  readonly #entries: Entry[] = [];
  #byStart: Map<number, number[]> | undefined;
  #lengths: number[] = [];

  add(entry: Entry): void {
    this.#entries.push(entry);
  }

  seal(): void {
    if (this.#entries.length < INDEX_FROM) return;
    const byStart = new Map<number, number[]>();
    const lengths = new Set<number>();
    this.#entries.forEach((entry, position) => {
      let hash = 0;
      for (let i = 0; i < entry.start.length; i++) hash = step(hash, entry.start.charCodeAt(i));
      lengths.add(entry.start.length);
      const known = byStart.get(hash);
      if (known) known.push(position);
      else byStart.set(hash, [position]);
    });
    this.#byStart = byStart;
    this.#lengths = [...lengths].sort((a, b) => a - b);
  }

  /** The entries that match `lowerPath`, in tier order (candidate, then pattern). */
  matching(lowerPath: string): Entry[] {
    const entries = this.#entries;
    if (this.#byStart === undefined)
      return entries.filter((e) => matchesWildcard(e.compiled, lowerPath));
    const positions: number[] = [];
    let hash = 0;
    let hashed = 0;
    for (const length of this.#lengths) {
      if (length > lowerPath.length) break;
      for (; hashed < length; hashed++) hash = step(hash, lowerPath.charCodeAt(hashed));
      const found = this.#byStart.get(hash);
      if (found)
        for (const position of found)
          if (matchesWildcard(entries[position]!.compiled, lowerPath)) positions.push(position);
    }
    return positions.sort((a, b) => a - b).map((p) => entries[p]!);
  }
}

/** A tier read for one crawler: its candidates, and their patterns by usage type. */
export class Tier<C extends TierCandidate> {
  readonly candidates: readonly C[];
  readonly #buckets = new Map<AcapUsageType, Bucket>();

  constructor(candidates: readonly C[]) {
    this.candidates = candidates;
    candidates.forEach((candidate, index) => {
      let bucket = this.#buckets.get(candidate.usage);
      if (!bucket) this.#buckets.set(candidate.usage, (bucket = new Bucket()));
      for (const pattern of candidate.permission.patterns) {
        const scope = acapPattern(pattern);
        const end = scope.search(/[*$]/);
        const start = end === -1 ? scope : scope.slice(0, end);
        bucket.add({ candidate: index, pattern, scope, compiled: compileWildcard(scope), start });
      }
    });
    for (const bucket of this.#buckets.values()) bucket.seal();
  }

  /** The candidates for `usage` that match `path`, each with its narrowest matching pattern (§2.4.6), in tier order. */
  matching(
    usage: AcapUsageType,
    path: string,
    narrower: (a: string, b: string) => number,
  ): Match<C>[] {
    const bucket = this.#buckets.get(usage);
    if (!bucket) return [];
    const out: Match<C>[] = [];
    let current = -1;
    let best: Entry | undefined;
    const flush = () => {
      if (best)
        out.push({
          candidate: this.candidates[best.candidate]!,
          scope: best.scope,
          pattern: best.pattern,
        });
    };
    for (const entry of bucket.matching(path.toLowerCase())) {
      if (entry.candidate !== current) {
        flush();
        current = entry.candidate;
        best = entry;
      } else if (narrower(entry.scope, best!.scope) === -1) best = entry;
    }
    flush();
    return out;
  }
}

/** The bounded caches of one file. */
interface FileCache {
  readonly tiers: Map<string, Tier<TierCandidate>>;
  readonly named: Map<string, SelectedRecords>;
}

/** Records a crawler reads, and a key naming them (their places in the file). */
export interface SelectedRecords {
  readonly records: readonly AcapRecord[];
  readonly key: string;
}

const FILES = new WeakMap<AcapPolicy, FileCache>();
const MAX_TIERS = 16;
const MAX_NAMES = 256;

function fileCache(acap: AcapPolicy): FileCache {
  let cache = FILES.get(acap);
  if (!cache) FILES.set(acap, (cache = { tiers: new Map(), named: new Map() }));
  return cache;
}

/** `map.get(key)`, else `make()` kept under `key`; the least recently used key goes beyond `max`. */
function remembered<V>(map: Map<string, V>, key: string, max: number, make: () => V): V {
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

/** The records `select` picks, remembered per file under `name` (a crawler's user agent). */
export function selectedRecords(
  acap: AcapPolicy,
  name: string,
  select: (record: AcapRecord) => boolean,
): SelectedRecords {
  return remembered(fileCache(acap).named, name, MAX_NAMES, () => {
    const records: AcapRecord[] = [];
    const places: number[] = [];
    acap.records.forEach((record, place) => {
      if (!select(record)) return;
      records.push(record);
      places.push(place);
    });
    return { records, key: places.join(",") };
  });
}

/** The tier made by `make` for `key` (the records it reads and how), remembered per file. */
export function tierOf<C extends TierCandidate>(
  acap: AcapPolicy,
  key: string,
  make: () => C[],
): Tier<C> {
  // Every tier of a file holds the candidates its maker made (one maker per kind of key).
  return remembered(fileCache(acap).tiers, key, MAX_TIERS, () => new Tier(make())) as Tier<C>;
}
