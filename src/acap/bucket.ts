// The fields of one tier (§2.2) for one usage type, and the §2.4.6 answer for a path.
//
// Definitions are read when matching, not copied per line (issue 24). A resource — a path
// pattern, or a resource set's patterns (§2.4.5) — is matched once per query however many
// lines name it; a distinct pattern is tried once however many resources hold it
// (pattern-index.ts finds the ones worth trying); a line naming a composite usage stands for
// its constituents' fields (§2.7.2), counted per resource rather than listed. The answer is
// the one precedence.ts's resolve gave over every matching field:
// - each field's scope is the narrowest of its resource's matching patterns, in their order
//   (a pattern replaces the one kept only when strictly narrower);
// - one field whose scope is narrower than every other field's decides;
// - else, when the matching fields agree, the first in tier order speaks for them;
// - else they conflict (§2.4.6 "unable to determine"): the matching fields in tier order, the
//   first CONFLICTS_SHOWN of them and how many there are (a file whose every line conflicts
//   for a path would otherwise make every answer as large as the file).
import { BucketStore } from "./bucket-store.js";
import type { FieldMatch, FieldReading, TierLine } from "./tier-types.js";
import { narrowerScope } from "./scope.js";
import { PatternIndex } from "./pattern-index.js";

/** §2.4.6 over the matching fields: the field that decides, or the fields that conflict. */
export type BucketAnswer =
  | { readonly decided: FieldMatch; readonly conflict?: undefined }
  | {
      readonly decided?: undefined;
      /** The first CONFLICTS_SHOWN conflicting fields, in tier order. */
      readonly conflict: readonly FieldMatch[];
      /** How many fields conflict. */
      readonly conflicting: number;
    };

/** How many conflicting fields an answer lists. */
export const CONFLICTS_SHOWN = 32;

/** A resource that matched a query, with its scope (§2.4.6) and the counts that take part. */
interface Matched {
  readonly resource: number;
  /** The pattern id of its scope, and that pattern as written. */
  readonly id: number;
  readonly pattern: string;
  readonly count: number;
  readonly allows: number;
}

export class Bucket {
  readonly #store: BucketStore;
  readonly #index: PatternIndex;

  /**
   * `readingsOf(line)`: the line's readings of this usage type (shared arrays for shared
   * definitions); `scopeOf`: a pattern normalised (acapPattern).
   */
  constructor(
    lines: readonly TierLine[],
    readingsOf: (line: TierLine) => readonly FieldReading[],
    scopeOf: (pattern: string) => string,
  ) {
    this.#store = new BucketStore(lines, readingsOf, scopeOf);
    this.#index = new PatternIndex(this.#store.patterns);
  }

  /** §2.4.6 over the fields that match `path` (lower-cased); only prohibitions when `disallowOnly`. */
  answer(path: string, disallowOnly: boolean): BucketAnswer | undefined {
    const matched = this.#matched(path, disallowOnly);
    if (matched.length === 0) return undefined;
    const decided =
      this.#narrowest(matched, disallowOnly) ?? this.#firstIfAgreeing(matched, disallowOnly);
    if (decided) return { decided };
    let conflicting = 0;
    for (const m of matched) conflicting += m.count;
    return { conflict: this.#first(matched, CONFLICTS_SHOWN), conflicting };
  }

  /** The resources that match, each with the narrowest of its matching patterns. */
  #matched(path: string, disallowOnly: boolean): Matched[] {
    const store = this.#store;
    const ids: number[] = [];
    this.#index.matching(path, ids);
    const positions = new Map<number, number[]>();
    for (const id of ids)
      for (let k = store.holderFrom[id]!; k < store.holderFrom[id + 1]!; k++) {
        const r = store.holderResource[k]!;
        const list = positions.get(r);
        if (list) list.push(store.holderPosition[k]!);
        else positions.set(r, [store.holderPosition[k]!]);
      }
    const matched: Matched[] = [];
    for (const [r, list] of positions) {
      const allows = disallowOnly ? 0 : store.allowing[r]!;
      const count = disallowOnly ? store.count[r]! - store.allowing[r]! : store.count[r]!;
      if (count === 0) continue;
      if (list.length > 1) list.sort((a, b) => a - b);
      let best = list[0]!;
      for (let k = 1; k < list.length; k++)
        if (narrowerScope(this.#scope(r, list[k]!), this.#scope(r, best)) === -1) best = list[k]!;
      matched.push({
        resource: r,
        id: store.patternId(r, best),
        pattern: store.written(r, best),
        count,
        allows,
      });
    }
    return matched;
  }

  #scope(r: number, position: number): string {
    return this.#store.patterns[this.#store.patternId(r, position)]!;
  }

  /** The one field narrower than every other, if there is one (scope.ts narrowestOf, over resources). */
  #narrowest(matched: readonly Matched[], disallowOnly: boolean): FieldMatch | undefined {
    const patterns = this.#store.patterns;
    let best = matched[0]!;
    for (const m of matched)
      if (narrowerScope(patterns[m.id]!, patterns[best.id]!) === -1) best = m;
    if (best.count !== 1) return undefined;
    for (const m of matched)
      if (m !== best && narrowerScope(patterns[best.id]!, patterns[m.id]!) !== -1) return undefined;
    return this.#firstField(best, disallowOnly);
  }

  /** When the matching fields all allow or all disallow: the first of them in tier order. */
  #firstIfAgreeing(matched: readonly Matched[], disallowOnly: boolean): FieldMatch | undefined {
    let allows = 0;
    let count = 0;
    for (const m of matched) {
      allows += m.allows;
      count += m.count;
    }
    if (allows !== 0 && allows !== count) return undefined;
    let first = matched[0]!;
    for (const m of matched)
      if (this.#firstEntry(m, disallowOnly) < this.#firstEntry(first, disallowOnly)) first = m;
    return this.#firstField(first, disallowOnly);
  }

  /** The first entry of a matched resource that holds a field of the kind counted. */
  #firstEntry(m: Matched, disallowOnly: boolean): number {
    const store = this.#store;
    return disallowOnly
      ? store.firstDisallow[m.resource]!
      : store.entries[store.entryFrom[m.resource]!]!;
  }

  /** The first field of a matched resource of the kind counted. */
  #firstField(m: Matched, disallowOnly: boolean): FieldMatch {
    const entry = this.#firstEntry(m, disallowOnly);
    const readings = this.#store.readings[entry]!;
    const reading = disallowOnly ? readings.find((r) => r.kind === "disallow")! : readings[0]!;
    return this.#match(entry, m, reading);
  }

  /**
   * The first `limit` matching fields, in tier order (line, then reading): each resource's
   * entries are ascending, so a resource is left at its first entry past the `limit` kept.
   */
  #first(matched: readonly Matched[], limit: number): FieldMatch[] {
    const store = this.#store;
    const fieldsOf = (entry: number) => store.readings[entry]!.length;
    const kept: [entry: number, m: Matched][] = [];
    let fields = 0;
    for (const m of matched)
      for (let k = store.entryFrom[m.resource]!; k < store.entryFrom[m.resource + 1]!; k++) {
        const entry = store.entries[k]!;
        if (fields >= limit && entry > kept.at(-1)![0]) break;
        let at = kept.length;
        while (at > 0 && kept[at - 1]![0] > entry) at--;
        kept.splice(at, 0, [entry, m]);
        fields += fieldsOf(entry);
        // Drop entries past the limit (the last one kept may hold more fields than needed).
        while (kept.length > 1 && fields - fieldsOf(kept.at(-1)![0]) >= limit)
          fields -= fieldsOf(kept.pop()![0]);
      }
    const out: FieldMatch[] = [];
    for (const [entry, m] of kept)
      for (const reading of store.readings[entry]!) {
        if (out.length === limit) return out;
        out.push(this.#match(entry, m, reading));
      }
    return out;
  }

  #match(entry: number, m: Matched, reading: FieldReading): FieldMatch {
    const { lines, patterns } = this.#store;
    return { line: lines[entry]!, reading, scope: patterns[m.id]!, pattern: m.pattern };
  }
}
