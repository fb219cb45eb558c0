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
import type { AcapPermission, AcapQualifier, AcapRecord, AcapResourceSet } from "./model.js";
import type { Reading } from "./fallback.js";
import { narrowerScope } from "./scope.js";
import { PatternIndex } from "./pattern-index.js";

/** One field a line stands for, as the crawler reads it (§2.4.3): shared by every line naming its definition. */
export interface FieldReading extends Reading {
  /** The qualifiers its constraints come from: the line's, or its qualified usage's. */
  readonly qualifiers: readonly AcapQualifier[];
  /** The locally-defined usage it came from (§2.4.1.3; a composite's constituent names its qualified usage). */
  readonly localUsage?: string;
}

/** What a line names as its resource. */
export type LineResource = { readonly pattern: string } | { readonly set: AcapResourceSet };

/** One permission line of a tier, with the fields it stands for in order. */
export interface TierLine {
  readonly permission: AcapPermission;
  readonly record: AcapRecord;
  readonly purposes?: readonly string[];
  readonly readings: readonly FieldReading[];
  readonly resource: LineResource;
}

/** One matching field: a reading of a line, with the narrowest of its matching patterns. */
export interface FieldMatch {
  readonly line: TierLine;
  readonly reading: FieldReading;
  /** Normalised (acapPattern). */
  readonly scope: string;
  /** As written. */
  readonly pattern: string;
}

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

interface Entry {
  readonly line: TierLine;
  /** The line's readings of this usage type, in order. */
  readonly readings: readonly FieldReading[];
  readonly allows: number;
}

interface Resource {
  /** Its patterns as written, and each one's pattern id, in order. */
  readonly written: readonly string[];
  readonly ids: readonly number[];
  /** The entries naming it, ascending. */
  readonly entries: number[];
  count: number;
  allows: number;
  firstDisallow: number;
}

/** A resource that matched a query, with its scope (§2.4.6) and the counts that take part. */
interface Matched {
  readonly resource: Resource;
  readonly id: number;
  readonly pattern: string;
  readonly count: number;
  readonly allows: number;
}

export class Bucket {
  readonly #entries: Entry[] = [];
  readonly #resources: Resource[] = [];
  /** Distinct patterns (normalised), and where each stands: resource, position. */
  readonly #patterns: string[] = [];
  readonly #holders: number[][] = [];
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
    const resourceIds = new Map<string | AcapResourceSet, number>();
    const patternIds = new Map<string, number>();
    const allowsOf = new Map<readonly FieldReading[], number>();
    for (const line of lines) {
      const readings = readingsOf(line);
      if (readings.length === 0) continue;
      let allows = allowsOf.get(readings);
      if (allows === undefined) {
        allows = readings.filter((r) => r.kind === "allow").length;
        allowsOf.set(readings, allows);
      }
      const key = "pattern" in line.resource ? line.resource.pattern : line.resource.set;
      let r = resourceIds.get(key);
      if (r === undefined) {
        r = this.#resources.length;
        resourceIds.set(key, r);
        const written =
          "pattern" in line.resource ? [line.resource.pattern] : line.resource.set.patterns;
        const ids = written.map((pattern, position) => {
          const scope = scopeOf(pattern);
          let id = patternIds.get(scope);
          if (id === undefined) {
            id = this.#patterns.length;
            patternIds.set(scope, id);
            this.#patterns.push(scope);
            this.#holders.push([]);
          }
          this.#holders[id]!.push(r!, position);
          return id;
        });
        this.#resources.push({ written, ids, entries: [], count: 0, allows: 0, firstDisallow: -1 });
      }
      const resource = this.#resources[r]!;
      const entry = this.#entries.length;
      this.#entries.push({ line, readings, allows });
      resource.entries.push(entry);
      resource.count += readings.length;
      resource.allows += allows;
      if (resource.firstDisallow === -1 && allows < readings.length) resource.firstDisallow = entry;
    }
    this.#index = new PatternIndex(this.#patterns);
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
    const ids: number[] = [];
    this.#index.matching(path, ids);
    const positions = new Map<number, number[]>();
    for (const id of ids) {
      const holders = this.#holders[id]!;
      for (let k = 0; k < holders.length; k += 2) {
        const list = positions.get(holders[k]!);
        if (list) list.push(holders[k + 1]!);
        else positions.set(holders[k]!, [holders[k + 1]!]);
      }
    }
    const matched: Matched[] = [];
    for (const [r, list] of positions) {
      const resource = this.#resources[r]!;
      const count = disallowOnly ? resource.count - resource.allows : resource.count;
      if (count === 0) continue;
      if (list.length > 1) list.sort((a, b) => a - b);
      let best = list[0]!;
      for (let k = 1; k < list.length; k++)
        if (narrowerScope(this.#scope(resource, list[k]!), this.#scope(resource, best)) === -1)
          best = list[k]!;
      matched.push({
        resource,
        id: resource.ids[best]!,
        pattern: resource.written[best]!,
        count,
        allows: disallowOnly ? 0 : resource.allows,
      });
    }
    return matched;
  }

  #scope(resource: Resource, position: number): string {
    return this.#patterns[resource.ids[position]!]!;
  }

  /** The one field narrower than every other, if there is one (scope.ts narrowestOf, over resources). */
  #narrowest(matched: readonly Matched[], disallowOnly: boolean): FieldMatch | undefined {
    let best = matched[0]!;
    for (const m of matched)
      if (narrowerScope(this.#patterns[m.id]!, this.#patterns[best.id]!) === -1) best = m;
    if (best.count !== 1) return undefined;
    for (const m of matched)
      if (m !== best && narrowerScope(this.#patterns[best.id]!, this.#patterns[m.id]!) !== -1)
        return undefined;
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
    return disallowOnly ? m.resource.firstDisallow : m.resource.entries[0]!;
  }

  /** The first field of a matched resource of the kind counted. */
  #firstField(m: Matched, disallowOnly: boolean): FieldMatch {
    const entry = this.#entries[this.#firstEntry(m, disallowOnly)]!;
    const reading = disallowOnly
      ? entry.readings.find((r) => r.kind === "disallow")!
      : entry.readings[0]!;
    return this.#match(entry, m, reading);
  }

  /**
   * The first `limit` matching fields, in tier order (line, then reading): each resource's
   * entries are ascending, so a resource is left at its first entry past the `limit` kept.
   */
  #first(matched: readonly Matched[], limit: number): FieldMatch[] {
    const kept: [entry: number, m: Matched][] = [];
    let fields = 0;
    for (const m of matched)
      for (const index of m.resource.entries) {
        if (fields >= limit && index > kept.at(-1)![0]) break;
        let at = kept.length;
        while (at > 0 && kept[at - 1]![0] > index) at--;
        kept.splice(at, 0, [index, m]);
        fields += this.#entries[index]!.readings.length;
        // Drop entries past the limit (the last one kept may hold more fields than needed).
        while (kept.length > 1 && fields - this.#entries[kept.at(-1)![0]]!.readings.length >= limit)
          fields -= this.#entries[kept.pop()![0]]!.readings.length;
      }
    const out: FieldMatch[] = [];
    for (const [index, m] of kept) {
      const entry = this.#entries[index]!;
      for (const reading of entry.readings) {
        if (out.length === limit) return out;
        out.push(this.#match(entry, m, reading));
      }
    }
    return out;
  }

  #match(entry: Entry, m: Matched, reading: FieldReading): FieldMatch {
    return { line: entry.line, reading, scope: this.#patterns[m.id]!, pattern: m.pattern };
  }
}
