// A profile's rules for one choice of rule sets, in precedence order, ready for matching.
// Each entry is six numbers in one Int32Array: the rule's row in the crawl index, where its
// normalised pattern stands, how it matches, its length. A pattern that normalisation leaves
// as written (the common case) is matched where it stands in the robots.txt text; only the
// others keep a string of their own. So a compiled rule costs 24 bytes, not an object, a
// closure and strings, and a selection of thousands of rules stays small. A selection of many
// rules, or of several wildcard rules, is matched through a pattern index
// (core/pattern-index.ts), made on its first query.
import { ROW_ALLOW, type RuleFile, type RuleSetKind } from "./rule-file.js";
import { firstStar } from "./pattern.js";
import { PatternIndex, listMatches, type PatternList } from "./pattern-index.js";
import {
  OVER_BUDGET,
  firstByScan,
  firstWithin,
  matchingByScan,
  spentByScan,
} from "./pattern-scan.js";

const ROW = 0;
const START = 1;
const END = 2;
const STAR = 3;
const FLAGS = 4;
const LENGTH = 5;
const STRIDE = 6;

// FLAGS: allow (1 bit), anchored (1 bit), then the index + 1 of the pattern's own string
// (0: the pattern stands in the text).
const ALLOW_BIT = 1;
const ANCHORED_BIT = 2;
const SOURCE_SHIFT = 2;

/** From this many rules a selection is indexed: below, a plain scan is a few dozen prefix tests. */
const INDEX_FROM = 48;
/**
 * From this many characters of patterns with wildcards a selection is indexed whatever its
 * size: a scan reads the path once per such rule, the index once for all. (Few rules of many
 * characters; ordinary files stay below it, so their selections keep no index.)
 */
const INDEX_WILDCARD_CHARACTERS = 4096;
/** Scans of an indexed set may read this many times its patterns' characters, in all (see #scanBudget). */
const SCAN_BUDGET_PER_CHARACTER = 2;

export class CompiledRules implements PatternList {
  readonly size: number;
  readonly #entries: Int32Array;
  readonly #text: string;
  readonly #strings: readonly string[];
  /** Made for a large set once scans have read about twice its patterns (null: none needed). */
  #index: PatternIndex | null | undefined;
  /**
   * What scans of a large set may still read before its index is made: twice the patterns'
   * characters, about one or two questions with short paths (a pattern with wildcards is
   * charged the path's length, so a long path runs out at once). Most files are asked one or
   * two questions per crawl: making the index (it reads every pattern several times) was most
   * of a first question on 30,000 rules. A larger budget defers the index into a crawler's
   * steady questions, where its making and the collections after it show (measured: 5-10 µs a
   * question over the next thousands instead of 1 µs).
   */
  #scanBudget = 0;

  constructor(entries: Int32Array, text: string, strings: readonly string[]) {
    this.size = entries.length / STRIDE;
    this.#entries = entries;
    this.#text = text;
    this.#strings = strings;
    let wildcards = 0;
    let characters = 0;
    for (let at = 0; at < entries.length; at += STRIDE) {
      const length = entries[at + END]! - entries[at + START]!;
      characters += length;
      if (entries[at + STAR]! < entries[at + END]!) wildcards += length;
    }
    const indexed = this.size >= INDEX_FROM || wildcards >= INDEX_WILDCARD_CHARACTERS;
    this.#index = indexed ? undefined : null;
    if (indexed) this.#scanBudget = SCAN_BUDGET_PER_CHARACTER * characters + 8 * this.size;
  }

  /** The rule's row in the crawl index. */
  row(entry: number): number {
    return this.#entries[entry * STRIDE + ROW]!;
  }

  allows(entry: number): boolean {
    return (this.#entries[entry * STRIDE + FLAGS]! & ALLOW_BIT) !== 0;
  }

  /** The profile's measure of the pattern (RFC 9309 §2.2.2: octets of the normalised pattern). */
  length(entry: number): number {
    return this.#entries[entry * STRIDE + LENGTH]!;
  }

  #source(flags: number): string {
    const own = flags >>> SOURCE_SHIFT;
    return own === 0 ? this.#text : this.#strings[own - 1]!;
  }

  source(entry: number): string {
    return this.#source(this.#entries[entry * STRIDE + FLAGS]!);
  }

  start(entry: number): number {
    return this.#entries[entry * STRIDE + START]!;
  }

  end(entry: number): number {
    return this.#entries[entry * STRIDE + END]!;
  }

  /** The pattern's first wildcard `*` (its end when it has none, or when its `*` are literal). */
  star(entry: number): number {
    return this.#entries[entry * STRIDE + STAR]!;
  }

  anchored(entry: number): boolean {
    return (this.#entries[entry * STRIDE + FLAGS]! & ANCHORED_BIT) !== 0;
  }

  /** Does the entry's pattern match `path` (already normalised for the profile)? */
  matches(entry: number, path: string): boolean {
    return listMatches(this, entry, path);
  }

  /** The first entry in precedence order that matches `path`, or -1 (the strategy contract). */
  first(path: string): number {
    if (this.#index === null) return firstByScan(this, path);
    if (this.#index === undefined && this.#scanBudget > 0) {
      const found = firstWithin(this, path, this.#scanBudget);
      this.#scanBudget -= spentByScan;
      if (found !== OVER_BUDGET) return found;
      this.#scanBudget = 0;
    }
    return (this.#index ??= new PatternIndex(this)).first(path);
  }

  /**
   * Every entry that matches `path`, in precedence order (for explanations: an entry whose
   * pattern an earlier one repeats is listed too, though it can never decide).
   */
  matching(path: string): number[] {
    if (this.#index === null) return matchingByScan(this, path);
    const matching: number[] = [];
    const index = (this.#index ??= new PatternIndex(this));
    const found = index.matching(path);
    if (found.length === 0) return matching;
    const matched = new Uint8Array(this.size);
    for (const entry of found) matched[entry] = 1;
    for (let entry = 0; entry < this.size; entry++)
      if (matched[index.representative(entry)] === 1) matching.push(entry);
    return matching;
  }

  /** What the set holds, estimated (V8, 64-bit), for the per-file cache's byte budget. */
  get bytes(): number {
    let bytes = 200 + this.#entries.byteLength + (this.#index?.bytes ?? 0);
    for (const own of this.#strings) bytes += 24 + 2 * own.length;
    return bytes;
  }
}

const NO_STRINGS: readonly string[] = Object.freeze([]);

/** The rules with no entries: a selection of nothing, or of rule sets without rules. */
export const NO_RULES = new CompiledRules(new Int32Array(0), "", NO_STRINGS);

/**
 * Builds a CompiledRules: `add` each rule's normalised pattern, then `build` (optionally
 * sorted into the profile's precedence order).
 */
export class CompiledRulesBuilder {
  readonly #file: RuleFile;
  #entries: number[] = [];
  readonly #strings: string[] = [];
  /** Place in the file of each entry, for orders that break ties by it. */
  readonly orders: number[] = [];

  constructor(file: RuleFile) {
    this.#file = file;
  }

  get size(): number {
    return this.orders.length;
  }

  /**
   * A rule `row` with the pattern `body` (its `*` are wildcards unless `wildcards` is false;
   * `anchored`: it must match the whole path). `inText`: `body` is how the pattern begins in
   * the text (normalisation changed nothing), so it is matched there.
   */
  add(
    row: number,
    body: string,
    options: { inText: boolean; anchored: boolean; wildcards: boolean; length: number },
    order: number,
  ): void {
    let source = 0;
    let start = 0;
    if (options.inText) start = this.#file.valueStart(row);
    else source = this.#strings.push(body);
    const end = start + body.length;
    const star = options.wildcards
      ? firstStar(options.inText ? this.#file.text : body, start, end)
      : end;
    const kindBit = this.#file.kind(row) === ROW_ALLOW ? ALLOW_BIT : 0;
    const flags = kindBit | (options.anchored ? ANCHORED_BIT : 0) | (source << SOURCE_SHIFT);
    this.#entries.push(row, start, end, star, flags, options.length);
    this.orders.push(order);
  }

  allows(entry: number): boolean {
    return (this.#entries[entry * STRIDE + FLAGS]! & ALLOW_BIT) !== 0;
  }

  length(entry: number): number {
    return this.#entries[entry * STRIDE + LENGTH]!;
  }

  /** The entries in the order `compare` gives (by entry number), or as added. */
  build(compare?: (a: number, b: number) => number): CompiledRules {
    const count = this.size;
    if (count === 0) return NO_RULES;
    const entries = new Int32Array(count * STRIDE);
    const order = Array.from({ length: count }, (_, i) => i);
    if (compare) order.sort(compare);
    for (let i = 0; i < count; i++)
      for (let k = 0; k < STRIDE; k++)
        entries[i * STRIDE + k] = this.#entries[order[i]! * STRIDE + k]!;
    const strings = this.#strings.length === 0 ? NO_STRINGS : this.#strings.slice();
    return new CompiledRules(entries, this.#file.text, strings);
  }
}

/**
 * Each Allow/Disallow line of the rule sets `sets` whose pattern is not empty (an empty one
 * names nothing in any profile: RFC 9309 §2.2.2, KOSTER-1996 §3.3), in file order: its row,
 * its pattern as written, and its place among the sets' rule lines (1 for the first).
 */
export function forEachPattern(
  file: RuleFile,
  kind: RuleSetKind,
  sets: readonly number[],
  visit: (row: number, value: string, order: number) => void,
): void {
  let order = 0;
  for (const set of sets)
    for (let row = file.setStart(kind, set); row < file.setEnd(kind, set); row++) {
      if (!file.isRule(row)) continue;
      order++;
      const value = file.value(row);
      if (value !== "") visit(row, value, order);
    }
}
