// Sub-linear matching for large selections. The decision is the first rule of a selection
// (in the profile's precedence order) that matches the path. Every rule knows a literal
// `start` that each path it matches begins with, so the rules that can match a path are
// those whose start is one of the path's prefixes: the index keeps rules by start, and a
// query looks up one prefix of the path per distinct start length, then tries only those
// rules, in precedence order, stopping at the first that matches or once no earlier one is
// left. Cost per query: the distinct start lengths (bounded by the longest pattern) plus the
// candidates, not the number of rules. The answer is the one the scan gives: the lowest
// position among matching rules.
import type { CompiledRule } from "./strategy.js";

/** Below this many rules a plain scan (a few dozen startsWith) is faster than any lookup. */
export const INDEX_FROM = 48;

export class RuleIndex {
  readonly #rules: readonly CompiledRule[];
  /** Positions in the selection by start: one number, or several in ascending order. */
  readonly #byStart = new Map<string, number | number[]>();
  /** The distinct start lengths, ascending. */
  readonly #lengths: Int32Array;

  private constructor(rules: readonly CompiledRule[]) {
    this.#rules = rules;
    const lengths = new Set<number>();
    for (let position = 0; position < rules.length; position++) {
      const start = rules[position]!.start!;
      lengths.add(start.length);
      const known = this.#byStart.get(start);
      if (known === undefined) this.#byStart.set(start, position);
      else if (typeof known === "number") this.#byStart.set(start, [known, position]);
      else known.push(position);
    }
    this.#lengths = Int32Array.from(lengths).sort();
  }

  /** An index of `rules`, or undefined when a rule does not say what its paths start with. */
  static of(rules: readonly CompiledRule[]): RuleIndex | undefined {
    for (const rule of rules) if (rule.start === undefined) return undefined;
    return new RuleIndex(rules);
  }

  /** The first rule in precedence order that matches `path`, as a scan would find it. */
  first(path: string): CompiledRule | undefined {
    const rules = this.#rules;
    let best = rules.length;
    for (const length of this.#lengths) {
      if (length > path.length) break;
      const found = this.#byStart.get(length === path.length ? path : path.slice(0, length));
      if (found === undefined) continue;
      if (typeof found === "number") {
        if (found < best && rules[found]!.matches(path)) best = found;
        continue;
      }
      for (const position of found) {
        if (position >= best) break;
        if (rules[position]!.matches(path)) {
          best = position;
          break;
        }
      }
    }
    return rules[best];
  }
}
