// What the pattern index (src/core/pattern-index.ts) reads: a list of patterns in precedence
// order, each a span of a string. Robots.txt rules stand in the file's text
// (core/compiled-rules.ts); other engines hand over normalised strings (`PatternStrings`).

/**
 * Patterns in precedence order: position 0 is tried first. A pattern is `source(p)[start(p),
 * end(p))` without its final `$` (`anchored(p)`: it must match the whole path); its `*` from
 * `star(p)` on are wildcards (`star(p) === end(p)`: none are, the pattern is literal).
 */
export interface PatternList {
  readonly size: number;
  source(position: number): string;
  start(position: number): number;
  end(position: number): number;
  /** The first wildcard `*`, or `end` when the pattern has none. */
  star(position: number): number;
  anchored(position: number): boolean;
}

const STAR = 0x2a;

/** Normalised patterns as strings, in precedence order: `*` wildcards, a final `$` anchor (RFC 9309 §2.2.3). */
export class PatternStrings implements PatternList {
  readonly size: number;
  readonly #patterns: readonly string[];
  /** Per pattern: end of the body (without `$`), first `*`. */
  readonly #spans: Int32Array;

  constructor(patterns: readonly string[]) {
    this.size = patterns.length;
    this.#patterns = patterns;
    this.#spans = new Int32Array(2 * patterns.length);
    patterns.forEach((pattern, position) => {
      const end = pattern.endsWith("$") ? pattern.length - 1 : pattern.length;
      let star = 0;
      while (star < end && pattern.charCodeAt(star) !== STAR) star++;
      this.#spans[2 * position] = end;
      this.#spans[2 * position + 1] = star;
    });
  }

  source(position: number): string {
    return this.#patterns[position]!;
  }

  start(): number {
    return 0;
  }

  end(position: number): number {
    return this.#spans[2 * position]!;
  }

  star(position: number): number {
    return this.#spans[2 * position + 1]!;
  }

  anchored(position: number): boolean {
    return this.#spans[2 * position]! < this.#patterns[position]!.length;
  }
}
