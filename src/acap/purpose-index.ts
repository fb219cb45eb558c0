// ACAP-1 §2.3.3: the sub-records addressed to a usage purpose. Their purpose patterns ("*" and
// "$" as in path patterns, §2.9) are indexed once per record selection (pattern-index.ts), so a
// question about a new purpose tries the patterns that could match it, not every sub-record;
// and a selection of sub-records is named by the patterns that matched, so purposes that select
// the same sub-records share one tier (a caller rotating purposes does not rebuild a tier per
// question, and nothing per purpose is kept but that name).
import type { AcapPolicy, AcapRecord, AcapSubRecord } from "./model.js";
import { PatternIndex } from "./pattern-index.js";
import { compileWildcard, matchesWildcard } from "../core/pattern.js";
import { MAX_NAMES, MAX_TIERS, remembered, type SelectedRecords } from "./query-cache.js";

export function purposeMatches(pattern: string, purpose: string): boolean {
  // §2.9: "The characters * and $ have the same meaning when they occur in usage purpose
  // patterns" as in resource path patterns: matched from the start, case-insensitively.
  return matchesWildcard(compileWildcard(pattern.toLowerCase()), purpose.toLowerCase());
}

/** A sub-record of one of the selected records. */
export interface SelectedSubRecord {
  readonly record: AcapRecord;
  readonly sub: AcapSubRecord;
}

/** The purpose patterns of a selection's sub-records, and the sub-records of each, as places. */
interface PurposeIndex {
  readonly index: PatternIndex;
  readonly holders: readonly (readonly [record: number, sub: number])[][];
}

interface PurposeCache {
  /** Per record selection (its key). */
  readonly indexes: Map<string, PurposeIndex>;
  /** Per record selection and purpose: the name of the sub-records it selects. */
  readonly names: Map<string, string>;
  /** A number per set of matching purpose patterns, and the next one to give. */
  readonly numbers: Map<string, number>;
  next: number;
}

const FILES = new WeakMap<AcapPolicy, PurposeCache>();

function purposeCache(acap: AcapPolicy): PurposeCache {
  let cache = FILES.get(acap);
  if (!cache)
    FILES.set(
      acap,
      (cache = { indexes: new Map(), names: new Map(), numbers: new Map(), next: 0 }),
    );
  return cache;
}

function indexOf(acap: AcapPolicy, selected: SelectedRecords): PurposeIndex {
  return remembered(purposeCache(acap).indexes, selected.key, MAX_TIERS, () => {
    const ids = new Map<string, number>();
    const holders: [number, number][][] = [];
    selected.records.forEach((record, r) =>
      record.subRecords.forEach((sub, k) => {
        for (const { pattern } of sub.purposes) {
          // §2.9: matched from the start, case-insensitively (purposeMatches).
          const key = pattern.toLowerCase();
          let id = ids.get(key);
          if (id === undefined) {
            ids.set(key, (id = holders.length));
            holders.push([]);
          }
          const list = holders[id]!;
          const last = list.at(-1);
          if (!last || last[0] !== r || last[1] !== k) list.push([r, k]);
        }
      }),
    );
    return { index: new PatternIndex([...ids.keys()]), holders };
  });
}

/** The ids of the purpose patterns of `selected` that match `purpose`, ascending. */
function matchingPatterns(acap: AcapPolicy, selected: SelectedRecords, purpose: string): number[] {
  const found: number[] = [];
  indexOf(acap, selected).index.matching(purpose.toLowerCase(), found);
  return found.sort((a, b) => a - b);
}

/**
 * A short name for the sub-records of `selected` that `purpose` selects: purposes matching the
 * same patterns select the same sub-records, and get the same name.
 */
export function subRecordsKey(
  acap: AcapPolicy,
  selected: SelectedRecords,
  purpose: string,
): string {
  const cache = purposeCache(acap);
  return remembered(cache.names, `${selected.key}\u0000${purpose}`, MAX_NAMES, () => {
    const patterns = `${selected.key}\u0000${matchingPatterns(acap, selected, purpose).join(",")}`;
    return `#${remembered(cache.numbers, patterns, MAX_TIERS, () => cache.next++)}`;
  });
}

/** The sub-records of `selected` whose usage purpose matches `purpose`, in file order. */
export function subRecordsFor(
  acap: AcapPolicy,
  selected: SelectedRecords,
  purpose: string,
): SelectedSubRecord[] {
  const { holders } = indexOf(acap, selected);
  const places = new Map<number, readonly [number, number]>();
  for (const id of matchingPatterns(acap, selected, purpose))
    for (const [r, k] of holders[id]!) places.set(r * 2 ** 24 + k, [r, k]);
  return [...places.values()]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([r, k]) => ({ record: selected.records[r]!, sub: selected.records[r]!.subRecords[k]! }));
}
