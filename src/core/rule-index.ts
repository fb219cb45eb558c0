// Sub-linear matching for large selections. The decision is the first rule of a selection
// (in the profile's precedence order) that matches the path. Every rule knows a literal
// start that each path it matches begins with, so the rules that can match a path are
// those whose start is one of the path's prefixes: the index keeps rules by a hash of their
// start, and a query hashes the path's prefixes as it reads it (no string is made) and looks
// up one hash per distinct start length, then tries only those rules, in precedence order,
// stopping at the first that matches or once no earlier one is left. A hash shared by
// different starts only adds candidates: `matches` decides. Cost per query: the path's
// prefix up to the longest start plus the candidates, not the number of rules. The answer is
// the one the scan gives: the lowest position among matching rules.

/** Below this many rules a plain scan (a few dozen prefix tests) is faster than any lookup. */
export const INDEX_FROM = 48;

/** The literal start every path a rule matches begins with: `source[start, end)`. */
export interface LiteralStart {
  readonly source: string;
  readonly start: number;
  readonly end: number;
}

/** What the index reads of a selection's rules (src/core/compiled-rules.ts). */
export interface IndexedRules {
  readonly size: number;
  matches(entry: number, path: string): boolean;
  literalStart(entry: number): LiteralStart;
}

/** One character more of a prefix's hash (31, as Java's String.hashCode, in 32 bits). */
function step(hash: number, c: number): number {
  return (Math.imul(hash, 31) + c) | 0;
}

export class RuleIndex {
  readonly #rules: IndexedRules;
  /** Positions in the selection by the hash of their start: one, or several in ascending order. */
  readonly #byStart = new Map<number, number | number[]>();
  /** The distinct start lengths, ascending. */
  readonly #lengths: Int32Array;

  constructor(rules: IndexedRules) {
    this.#rules = rules;
    const lengths = new Set<number>();
    for (let position = 0; position < rules.size; position++) {
      const { source, start, end } = rules.literalStart(position);
      lengths.add(end - start);
      let hash = 0;
      for (let i = start; i < end; i++) hash = step(hash, source.charCodeAt(i));
      const known = this.#byStart.get(hash);
      if (known === undefined) this.#byStart.set(hash, position);
      else if (typeof known === "number") this.#byStart.set(hash, [known, position]);
      else known.push(position);
    }
    this.#lengths = Int32Array.from(lengths).sort();
  }

  /** The first rule in precedence order that matches `path` (-1 for none), as a scan would find it. */
  first(path: string): number {
    const rules = this.#rules;
    let best = rules.size;
    let hash = 0;
    let hashed = 0;
    for (const length of this.#lengths) {
      if (length > path.length) break;
      for (; hashed < length; hashed++) hash = step(hash, path.charCodeAt(hashed));
      const found = this.#byStart.get(hash);
      if (found === undefined) continue;
      if (typeof found === "number") {
        if (found < best && rules.matches(found, path)) best = found;
        continue;
      }
      for (const position of found) {
        if (position >= best) break;
        if (rules.matches(position, path)) {
          best = position;
          break;
        }
      }
    }
    return best === rules.size ? -1 : best;
  }
}
