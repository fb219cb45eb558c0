// Sub-linear matching for many patterns: which pattern of a list, in precedence order, is the
// first to match a path. Generic over where the patterns come from (core/pattern-list.ts): the
// robots.txt profiles (core/compiled-rules.ts), AI usage preferences and App-Directives.
//
// Precedence contract: `first(path)` is the lowest position whose pattern matches `path`,
// exactly the answer of trying every pattern in order; `matching(path)` is every such
// position. The index only chooses which patterns to try; each answer is checked on the
// pattern's text (core/pattern.ts), so a hash shared by different texts only costs a try.
//
// How: a pattern repeated later in the list can never be first, so only the first of each
// text is indexed (`representative` maps the others to it). Each distinct pattern is filed
// under one key every path it matches must show (core/pattern-keys.ts: its literal start,
// its anchored end, or a rare run of 1–4 characters of one of its pieces). A query hashes the
// path's prefixes and suffixes (one lookup per distinct key length) and reads its runs in one
// pass, and tries only the patterns filed under what it finds, lowest position first, until
// nothing before the best match is left. A pattern found by a run is checked where the run
// stands: its piece there, the part before it (literal start and earlier pieces, leftmost)
// and the part after it (later pieces, rightmost) — those two are computed once per query
// and shared by every pattern with the same text there, so a file of rules that differ in one
// piece costs one pass over the path, not one per rule.
import { holdsAt, leftmostEnd, piecesFollow, rightmostStart } from "./pattern.js";
import type { PatternList } from "./pattern-list.js";
import {
  GRAM_CHAR,
  GRAM_MAX,
  GRAM_PACK,
  LONG_GRAM,
  LONG_OUT,
  LONG_TAIL,
  gramKey,
  hashLong,
  hashStep,
  lengthKey,
} from "./pattern-keys.js";
import { buildIndex } from "./pattern-index-build.js";
import {
  gramBit,
  SLOT_GRAM,
  SLOT_HEAD,
  SLOT_PIECE,
  SLOT_PIECE_LENGTH,
  SLOT_POSITION,
  SLOT_STRIDE,
  SLOT_TAIL,
  STOPS_MAX,
  TAIL_END,
  type IndexParts,
} from "./pattern-slots.js";
import type { IntMultimap } from "./int-multimap.js";

export type { PatternList } from "./pattern-list.js";

const MISS = 0;
const HIT = 1;
const STOP = 2;

/** `gramTails` of two characters only keys of four characters end with; the length bits of their keys. */
const FOUR_ONLY = 1 << 3;
const FOUR = 3 << 28;
/** `gramTails` bits of the keys of 1–4 characters. */
const SHORT_TAILS = 15;

const MATCHED = 1;
const CANNOT = 2;
/** Queries are numbered in the marks; past this the marks are cleared and numbering restarts. */
const LAST_QUERY = 1 << 28;

/** Candidates gathered by a lookup phase (shared: queries do not nest). */
let gathered: Int32Array = new Int32Array(64);

/** Does pattern `p` of `list` match `path` (the scan's test, RFC 9309 §2.2.3)? */
export function listMatches(list: PatternList, p: number, path: string): boolean {
  const src = list.source(p);
  const start = list.start(p);
  const end = list.end(p);
  const star = list.star(p);
  const anchored = list.anchored(p);
  if (star === end)
    return (!anchored || path.length === end - start) && holdsAt(path, 0, src, start, end);
  return (
    holdsAt(path, 0, src, start, star) &&
    piecesFollow(path, star - start, src, star + 1, end, anchored)
  );
}

export class PatternIndex {
  readonly #list: PatternList;
  readonly #parts: IndexParts;
  /** Per position: (query << 2) | MATCHED or CANNOT, once known in that query. */
  readonly #marks: Int32Array;
  /** Per head, per tail: (query, where it ends / starts, -1 for nowhere). */
  readonly #headMemo: Int32Array;
  readonly #tailMemo: Int32Array;
  #query = 0;
  // The query under way.
  #path = "";
  #best = 0;
  #all = false;
  #found: number[] = [];
  /** Next place of each character that ends a key (#runsBySearch). */
  readonly #next = new Int32Array(STOPS_MAX);

  constructor(list: PatternList) {
    this.#list = list;
    this.#parts = buildIndex(list);
    this.#marks = new Int32Array(list.size);
    this.#headMemo = new Int32Array((2 * this.#parts.heads.length) / 3);
    this.#tailMemo = new Int32Array((2 * this.#parts.tails.length) / 3);
  }

  /** The first position in `list` with the same pattern as `position` (itself when first). */
  representative(position: number): number {
    return this.#parts.representative[position]!;
  }

  /** The lowest position whose pattern matches `path`, or -1 (the precedence contract). */
  first(path: string): number {
    this.#run(path, this.#list.size, false);
    return this.#best === this.#list.size ? -1 : this.#best;
  }

  /** Every distinct pattern below position `below` that matches `path`: their representatives, ascending. */
  matching(path: string, below = this.#list.size): number[] {
    this.#run(path, below, true);
    const found = this.#found;
    this.#found = [];
    return found.sort((a, b) => a - b);
  }

  /** What the index holds, estimated (V8, 64-bit). */
  get bytes(): number {
    const parts = this.#parts;
    let bytes = 400 + parts.representative.byteLength + parts.slots.byteLength;
    for (const map of [parts.prefix, parts.suffix, parts.grams, parts.longGrams])
      bytes += map?.bytes ?? 0;
    bytes += parts.gramTails.byteLength + parts.gramBloom.byteLength + parts.longBloom.byteLength;
    bytes += parts.heads.byteLength + parts.tails.byteLength + parts.wholeTails.byteLength;
    return bytes + this.#marks.byteLength + this.#headMemo.byteLength + this.#tailMemo.byteLength;
  }

  #run(path: string, below: number, all: boolean): void {
    if (++this.#query === LAST_QUERY) {
      this.#marks.fill(0);
      this.#headMemo.fill(0);
      this.#tailMemo.fill(0);
      this.#query = 1;
    }
    this.#path = path;
    this.#best = below;
    this.#all = all;
    const parts = this.#parts;
    if (parts.prefix) this.#ends(parts.prefix, parts.prefixLengths, false);
    if (parts.suffix) this.#ends(parts.suffix, parts.suffixLengths, true);
    if ((parts.grams || parts.longGrams) && this.#best > parts.firstGram) this.#runs();
    this.#path = "";
  }

  #known(p: number): boolean {
    return this.#marks[p]! >>> 2 === this.#query;
  }

  #settle(p: number, matched: boolean): void {
    this.#marks[p] = (this.#query << 2) | (matched ? MATCHED : CANNOT);
    if (!matched) return;
    if (this.#all) this.#found.push(p);
    else if (p < this.#best) this.#best = p;
  }

  /**
   * Patterns filed under the path's prefixes (`fromEnd`: its suffixes) of each key length,
   * tried lowest position first.
   */
  #ends(map: IntMultimap, lengths: Int32Array, fromEnd: boolean): void {
    const path = this.#path;
    const n = path.length;
    let count = 0;
    let hash = 0;
    let hashed = 0;
    for (let k = 0; k < lengths.length; k++) {
      const length = lengths[k]!;
      if (length > n) break;
      for (; hashed < length; hashed++)
        hash = hashStep(hash, path.charCodeAt(fromEnd ? n - 1 - hashed : hashed));
      const found = map.find(lengthKey(hash, length));
      if (found < 0) continue;
      for (let i = map.first(found); i < map.end(found); i++) {
        const p = map.value(i);
        if (p >= this.#best) break;
        if (count === gathered.length) gathered = growInt32(gathered);
        gathered[count++] = p;
      }
    }
    const candidates = count > 1 ? gathered.subarray(0, count).sort() : gathered;
    for (let i = 0; i < count; i++) {
      const p = candidates[i]!;
      if (p >= this.#best) break;
      if (!this.#known(p)) this.#settle(p, this.#startsAndTail(p));
    }
  }

  /** Does `p` match: its literal start, then its pieces (the tail they make, shared)? */
  #startsAndTail(p: number): boolean {
    const list = this.#list;
    const star = list.star(p);
    if (star === list.end(p)) return listMatches(list, p, this.#path);
    const start = list.start(p);
    if (!holdsAt(this.#path, 0, list.source(p), start, star)) return false;
    const tail = this.#parts.wholeTails[p]!;
    return tail < 0 || this.#tail(tail) >= star - start;
  }

  /**
   * Patterns filed under runs of the path, in one pass over it: by the engine's own search for
   * the keys or their guard characters when they are few (a native scan, several times faster
   * than reading each character here), else — or once they turn out to be frequent — reading
   * each character.
   */
  #runs(): void {
    const { gramNeedles: needles, gramStops: stops } = this.#parts;
    let done = false;
    if (needles.length > 0) done = this.#runsByNeedle(needles);
    else if (stops.length > 0) done = this.#runsBySearch(stops);
    if (!done) this.#runsFrom();
  }

  /** The map of run keys of `length` characters. */
  #mapOf(length: number): IntMultimap {
    return (length === LONG_GRAM ? this.#parts.longGrams : this.#parts.grams)!;
  }

  /** The keys, when few, each found by indexOf; false when they turn out frequent (every place is read then). */
  #runsByNeedle(needles: readonly string[]): boolean {
    const path = this.#path;
    const { gramNeedleKeys: keys, gramNeedleGuards: guards } = this.#parts;
    const next = this.#next;
    for (let k = 0; k < needles.length; k++)
      next[k] = path.indexOf(guards[k]!) < 0 ? -1 : path.indexOf(needles[k]!);
    let budget = (path.length >>> 8) + 4;
    for (;;) {
      let k = -1;
      let j = path.length;
      for (let i = 0; i < needles.length; i++)
        if (next[i]! >= 0 && next[i]! < j) [j, k] = [next[i]!, i];
      if (k < 0) return true;
      if (--budget < 0) return false;
      const map = this.#mapOf(needles[k]!.length);
      this.#runAt(map, map.find(keys[k]!), j);
      if (this.#best <= this.#parts.firstGram) return true;
      next[k] = path.indexOf(needles[k]!, j + 1);
    }
  }

  /**
   * The runs holding a guard character where their keys hold it, the guards found by indexOf;
   * false when they turn out frequent (every place is read then: trying a run twice is
   * harmless).
   */
  #runsBySearch(stops: readonly string[]): boolean {
    const path = this.#path;
    const { gramGuards: guards, longGuards } = this.#parts;
    const next = this.#next;
    for (let k = 0; k < stops.length; k++) next[k] = path.indexOf(stops[k]!);
    // Past this many places the guards are frequent: reading each place is cheaper.
    let budget = (path.length >>> 8) + 4;
    for (;;) {
      let k = -1;
      let j = path.length;
      for (let i = 0; i < stops.length; i++)
        if (next[i]! >= 0 && next[i]! < j) [j, k] = [next[i]!, i];
      if (k < 0) return true;
      if (--budget < 0) return false;
      for (let combos = guards[k]!; combos !== 0; combos &= combos - 1) {
        const combo = 31 - Math.clz32(combos & -combos);
        if (this.#probeRun(j - (combo & 3), (combo >> 2) + 1) === STOP) return true;
      }
      for (let places = longGuards[k]!; places !== 0; places &= places - 1) {
        const place = 31 - Math.clz32(places & -places);
        if (this.#probeRun(j - place, LONG_GRAM) === STOP) return true;
      }
      next[k] = path.indexOf(stops[k]!, j + 1);
    }
  }

  /** The run of `length` characters at `at`, if it is a key: its patterns tried. */
  #probeRun(at: number, length: number): number {
    const path = this.#path;
    if (at < 0 || at + length > path.length) return MISS;
    const long = length === LONG_GRAM;
    const key = long ? hashLong(path, at) : gramKey(packedAt(path, at + length - 1), length);
    const bloom = long ? this.#parts.longBloom : this.#parts.gramBloom;
    const bit = gramBit(key, long ? this.#parts.longShift : this.#parts.gramShift);
    if ((bloom[bit >>> 5]! & (1 << (bit & 31))) === 0) return MISS;
    const map = this.#mapOf(length);
    const found = map.find(key);
    if (found < 0) return MISS;
    this.#runAt(map, found, at);
    return this.#best <= this.#parts.firstGram ? STOP : HIT;
  }

  /** The runs of every place. */
  #runsFrom(): void {
    const { grams, longGrams, gramTails: tails, gramBloom: bloom, longBloom } = this.#parts;
    const { gramShift, longShift } = this.#parts;
    const path = this.#path;
    let packed = 0;
    let long = 0;
    // A run just found to be no key (a path of one repeated character gives the same run).
    let missed = -1;
    for (let j = 0; j < path.length; j++) {
      const c = path.charCodeAt(j);
      packed = ((packed << 7) | (c & GRAM_CHAR)) & GRAM_PACK;
      if (longGrams) {
        long = hashStep(long, c);
        if (j >= LONG_GRAM) long = (long - Math.imul(path.charCodeAt(j - LONG_GRAM), LONG_OUT)) | 0;
      }
      // Most places end no key: one table read (of the last two characters) each.
      const lengths = tails[packed & 0x3fff]!;
      if (lengths === 0) continue;
      if ((lengths & LONG_TAIL) !== 0 && j >= LONG_GRAM - 1) {
        const bit = gramBit(long, longShift);
        if ((longBloom[bit >>> 5]! & (1 << (bit & 31))) !== 0) {
          const found = longGrams!.find(long);
          if (found >= 0) this.#runAt(longGrams!, found, j - LONG_GRAM + 1);
          if (this.#best <= this.#parts.firstGram) return;
        }
      }
      if ((lengths & SHORT_TAILS) === 0 || packed === missed) continue;
      if ((lengths & SHORT_TAILS) === FOUR_ONLY) {
        // Only keys of four characters end here: the Bloom filter of the one run they can be.
        const bit = gramBit(FOUR | packed, gramShift);
        if ((bloom[bit >>> 5]! & (1 << (bit & 31))) === 0) continue;
      }
      const found = this.#probe(grams!, j, packed, lengths);
      if (found === STOP) return;
      if (found === MISS) missed = packed;
    }
  }

  /** The keys of `lengths` ending at `j` (`packed`: the last four characters): their patterns tried. */
  #probe(map: IntMultimap, j: number, packed: number, lengths: number): number {
    const { gramBloom: bloom, gramShift, firstGram } = this.#parts;
    let result = MISS;
    for (let length = 1; length <= GRAM_MAX && length <= j + 1; length++) {
      if ((lengths & (1 << (length - 1))) === 0) continue;
      const key = gramKey(packed, length);
      const bit = gramBit(key, gramShift);
      if ((bloom[bit >>> 5]! & (1 << (bit & 31))) === 0) continue;
      const found = map.find(key);
      if (found < 0) continue;
      result = HIT;
      this.#runAt(map, found, j + 1 - length);
      if (this.#best <= firstGram) return STOP;
    }
    return result;
  }

  /** The patterns of a run found at `at`, lowest position first. */
  #runAt(map: IntMultimap, found: number, at: number): void {
    const slots = this.#parts.slots;
    for (let i = map.first(found); i < map.end(found); i++) {
      const slot = map.value(i) * SLOT_STRIDE;
      const p = slots[slot + SLOT_POSITION]!;
      if (p >= this.#best) return;
      if (!this.#known(p)) this.#occurrence(slot, p, at);
    }
  }

  /** Pattern `p` with its key piece where the run at `at` puts it. */
  #occurrence(slot: number, p: number, at: number): void {
    const slots = this.#parts.slots;
    const path = this.#path;
    const n = path.length;
    const piece = slots[slot + SLOT_PIECE]!;
    const length = slots[slot + SLOT_PIECE_LENGTH]!;
    const q = at - (slots[slot + SLOT_GRAM]! >> 3);
    const tail = slots[slot + SLOT_TAIL]!;
    if (q < 0 || q + length > n || (tail === TAIL_END && q + length !== n)) return;
    if (!holdsAt(path, q, this.#list.source(p), piece, piece + length)) return;
    const headEnd = this.#head(slots[slot + SLOT_HEAD]!);
    if (headEnd < 0) return this.#settle(p, false);
    if (q < headEnd) return; // too early: a later occurrence may do
    const tailStart = tail < 0 ? n : this.#tail(tail);
    // A later occurrence leaves even less room for the tail.
    if (q + length > tailStart) return this.#settle(p, false);
    this.#settle(p, true);
  }

  /** Where the head `h` (literal start, then pieces leftmost) ends in the path, or -1. */
  #head(h: number): number {
    const memo = this.#headMemo;
    if (memo[2 * h] === this.#query) return memo[2 * h + 1]!;
    const heads = this.#parts.heads;
    const p = heads[3 * h]!;
    const start = heads[3 * h + 1]!;
    const headEnd = heads[3 * h + 2]!;
    const src = this.#list.source(p);
    const star = this.#list.star(p);
    const path = this.#path;
    const at = holdsAt(path, 0, src, start, star)
      ? leftmostEnd(path, star - start, src, star, headEnd)
      : -1;
    memo[2 * h] = this.#query;
    return (memo[2 * h + 1] = at);
  }

  /** Where the tail `t` (pieces rightmost, the last at the end when anchored) can start at the latest, or -1. */
  #tail(t: number): number {
    const memo = this.#tailMemo;
    if (memo[2 * t] === this.#query) return memo[2 * t + 1]!;
    const tails = this.#parts.tails;
    const p = tails[3 * t]!;
    const from = tails[3 * t + 1]!;
    const src = this.#list.source(p);
    const at = rightmostStart(this.#path, src, from, this.#list.end(p), tails[3 * t + 2] === 1);
    memo[2 * t] = this.#query;
    return (memo[2 * t + 1] = at);
  }
}

/** The four characters of `path` ending at `j`, packed as run keys are (core/pattern-keys.ts). */
function packedAt(path: string, j: number): number {
  let packed = 0;
  for (let i = Math.max(0, j - GRAM_MAX + 1); i <= j; i++)
    packed = (packed << 7) | (path.charCodeAt(i) & GRAM_CHAR);
  return packed;
}

function growInt32(array: Int32Array): Int32Array {
  const grown = new Int32Array(2 * array.length);
  grown.set(array);
  return grown;
}
