// What a bucket (bucket.ts) keeps of its lines, in flat arrays: a bucket of a large file holds
// tens of thousands of lines, and an object and three arrays per line made its first question
// about a usage type cost 50 ms and 8 MB for 11,000 lines. Entries (a line and its fields of
// the usage type), resources (a pattern, or a resource set: §2.4.5) with their entries in
// order, and distinct patterns with where each stands (resource, position), each list one
// range of an Int32Array.
import type { AcapResourceSet } from "./model.js";
import type { FieldReading, TierLine } from "./tier-types.js";

/** Lists as ranges of one array: list i is items[from[i], from[i + 1]). */
function grouped(keys: readonly number[], lists: number, payload: readonly number[][]) {
  const from = new Int32Array(lists + 1);
  for (const key of keys) from[key + 1]!++;
  for (let i = 0; i < lists; i++) from[i + 1]! += from[i]!;
  const at = from.slice(0, lists);
  const items = payload.map(() => new Int32Array(keys.length));
  keys.forEach((key, k) => {
    const slot = at[key]!++;
    payload.forEach((values, p) => (items[p]![slot] = values[k]!));
  });
  return { from, items };
}

export class BucketStore {
  /** Per entry: its line, its readings of the usage type, how many of them allow. */
  readonly lines: TierLine[] = [];
  readonly readings: (readonly FieldReading[])[] = [];
  readonly allows: number[] = [];
  /** Per resource: its text (a pattern) or set; its pattern ids; its entries, ascending. */
  readonly sources: (string | AcapResourceSet)[] = [];
  readonly patternFrom: Int32Array;
  readonly patternIds: Int32Array;
  readonly entryFrom: Int32Array;
  readonly entries: Int32Array;
  /** Per resource: its fields, those that allow, its first entry with a prohibition (or -1). */
  readonly count: Float64Array;
  readonly allowing: Float64Array;
  readonly firstDisallow: Int32Array;
  /** Distinct patterns (normalised), and per pattern the (resource, position) pairs holding it. */
  readonly patterns: string[] = [];
  readonly holderFrom: Int32Array;
  readonly holderResource: Int32Array;
  readonly holderPosition: Int32Array;

  constructor(
    lines: readonly TierLine[],
    readingsOf: (line: TierLine) => readonly FieldReading[],
    scopeOf: (pattern: string) => string,
  ) {
    const resourceIds = new Map<string | AcapResourceSet, number>();
    const patternIds = new Map<string, number>();
    const allowsOf = new Map<readonly FieldReading[], number>();
    const entryResource: number[] = [];
    const patternOf: number[] = [];
    const patternFrom = [0];
    const holder: number[][] = [[], [], []];
    for (const line of lines) {
      const readings = readingsOf(line);
      if (readings.length === 0) continue;
      let allows = allowsOf.get(readings);
      if (allows === undefined)
        allowsOf.set(readings, (allows = readings.filter((r) => r.kind === "allow").length));
      const source = "pattern" in line.resource ? line.resource.pattern : line.resource.set;
      let r = resourceIds.get(source);
      if (r === undefined) {
        resourceIds.set(source, (r = this.sources.length));
        this.sources.push(source);
        const written = typeof source === "string" ? [source] : source.patterns;
        written.forEach((pattern, position) => {
          const scope = scopeOf(pattern);
          let id = patternIds.get(scope);
          if (id === undefined) {
            patternIds.set(scope, (id = this.patterns.length));
            this.patterns.push(scope);
          }
          patternOf.push(id);
          holder[0]!.push(id);
          holder[1]!.push(r!);
          holder[2]!.push(position);
        });
        patternFrom.push(patternOf.length);
      }
      this.lines.push(line);
      this.readings.push(readings);
      this.allows.push(allows);
      entryResource.push(r);
    }
    const resources = this.sources.length;
    this.patternFrom = Int32Array.from(patternFrom);
    this.patternIds = Int32Array.from(patternOf);
    const entries = grouped(entryResource, resources, [entryResource.map((_, e) => e)]);
    this.entryFrom = entries.from;
    this.entries = entries.items[0]!;
    const holders = grouped(holder[0]!, this.patterns.length, [holder[1]!, holder[2]!]);
    this.holderFrom = holders.from;
    this.holderResource = holders.items[0]!;
    this.holderPosition = holders.items[1]!;
    this.count = new Float64Array(resources);
    this.allowing = new Float64Array(resources);
    this.firstDisallow = new Int32Array(resources).fill(-1);
    entryResource.forEach((r, e) => {
      const fields = this.readings[e]!.length;
      this.count[r]! += fields;
      this.allowing[r]! += this.allows[e]!;
      if (this.firstDisallow[r] === -1 && this.allows[e]! < fields) this.firstDisallow[r] = e;
    });
  }

  /** Resource `r`'s pattern at `position`, as written. */
  written(r: number, position: number): string {
    const source = this.sources[r]!;
    return typeof source === "string" ? source : source.patterns[position]!;
  }

  /** Resource `r`'s pattern id at `position`. */
  patternId(r: number, position: number): number {
    return this.patternIds[this.patternFrom[r]! + position]!;
  }
}
