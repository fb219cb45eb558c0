// "The longest matching path-pattern": the rule of AIPREF-ATTACH §3.1 (Content-Usage) and
// APP-DIRECTIVES §2.1, which rank patterns by the octets of the normalised pattern as RFC 9309
// §2.2.2 does and, unlike Allow/Disallow, keep every pattern of the greatest length that
// matches. Patterns are given once, normalised and distinct; a query tries them longest first
// through the pattern index (core/pattern-index.ts) when they are many, else one by one.
import { PatternIndex } from "./pattern-index.js";
import { firstByScan, matchingByScan } from "./pattern-scan.js";
import { PatternStrings } from "./pattern-list.js";

/** From this many patterns (or characters of wildcard patterns) they are indexed, as compiled rules are. */
const INDEX_FROM = 48;
const INDEX_WILDCARD_CHARACTERS = 4096;

export class LongestMatch {
  /** The patterns, longest first (ties in the order given). */
  readonly #list: PatternStrings;
  /** Each ranked position's number in the list given. */
  readonly #given: Int32Array;
  /** Each ranked position: the first position after it with a shorter pattern. */
  readonly #runEnd: Int32Array;
  readonly #index: PatternIndex | undefined;

  /** `patterns`: distinct, non-empty, normalised (RFC 9309 §2.2.2), with `*` and a final `$`. */
  constructor(patterns: readonly string[]) {
    const ranked = Array.from({ length: patterns.length }, (_, i) => i).sort(
      (a, b) => patterns[b]!.length - patterns[a]!.length || a - b,
    );
    this.#given = Int32Array.from(ranked);
    this.#list = new PatternStrings(ranked.map((i) => patterns[i]!));
    this.#runEnd = new Int32Array(ranked.length);
    for (let p = ranked.length - 1; p >= 0; p--)
      this.#runEnd[p] =
        p + 1 < ranked.length && this.#length(p + 1) === this.#length(p)
          ? this.#runEnd[p + 1]!
          : p + 1;
    let wildcards = 0;
    for (let p = 0; p < ranked.length; p++)
      if (this.#list.star(p) < this.#list.end(p)) wildcards += this.#list.end(p);
    this.#index =
      ranked.length >= INDEX_FROM || wildcards >= INDEX_WILDCARD_CHARACTERS
        ? new PatternIndex(this.#list)
        : undefined;
  }

  #length(p: number): number {
    return this.#list.source(p).length;
  }

  /** The patterns of the greatest length that match `path`, by their number in the list given, ascending; empty when none does. */
  longest(path: string): number[] {
    const first = this.#first(path);
    if (first < 0) return [];
    const end = this.#runEnd[first]!;
    const ranked =
      end === first + 1 ? [first] : this.#matchingBelow(path, end).filter((p) => p >= first);
    return ranked.map((p) => this.#given[p]!).sort((a, b) => a - b);
  }

  #first(path: string): number {
    if (this.#index) return this.#index.first(path);
    return firstByScan(this.#list, path);
  }

  #matchingBelow(path: string, end: number): number[] {
    if (this.#index) return this.#index.matching(path, end);
    return matchingByScan(this.#list, path, end);
  }
}

/** Combinations of equally long patterns kept by a `Combinations`: past this the oldest goes. */
const COMBINATIONS_KEPT = 4;

/**
 * What several equally long patterns give together (their rules merged in file order), made
 * once per combination: a file of thousands of rules under a few patterns of one length
 * answers every question with the same few combinations, and merging their rules is work in
 * the number of rules. The last few combinations asked are kept (a caller asking many
 * different ones pays the merge each time, as without this, and memory stays bounded).
 */
export class Combinations<T> {
  #kept: Map<string, T> | undefined;

  /** What the patterns `ids` (ascending, as `longest` gives them) give together. */
  of(ids: readonly number[], make: () => T): T {
    const key = ids.join(",");
    const kept = (this.#kept ??= new Map());
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= COMBINATIONS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, (value = make()));
    }
    return value;
  }
}
