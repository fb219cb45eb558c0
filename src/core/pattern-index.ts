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
// its anchored end, or a rare run of 1–4 or 8 characters of one of its pieces). A query hashes
// the path's prefixes and suffixes (one lookup per distinct key length) and finds its runs in
// one pass (core/pattern-run-scan.ts), and tries only the patterns filed under what it finds,
// lowest position first, until nothing before the best match is left. A pattern found by a
// run is checked where the run stands: its piece there, the part before it (literal start and
// earlier pieces, leftmost) and the part after it (later pieces, rightmost) — those two are
// computed once per query and shared by every pattern with the same text there, so a file of
// rules that differ in one piece costs one pass over the path, not one per rule.
import { findBackward, holdsAt, leftmostEnd, piecesFollow, rightmostStart } from "./pattern.js";
import type { PatternList } from "./pattern-list.js";
import { LONG_GRAM, LONG_OUT, hashStep, lengthKey } from "./pattern-keys.js";
import { buildIndex } from "./pattern-index-build.js";
import {
  SLOT_GRAM,
  SLOT_HEAD,
  SLOT_PIECE,
  SLOT_PIECE_LENGTH,
  SLOT_POSITION,
  SLOT_STRIDE,
  SLOT_TAIL,
  NO_NUMBERS,
  TAIL_ANCHORED,
  TAIL_END,
  TAIL_NONE,
  TAIL_SAMPLED,
  TAIL_SINGLE,
  TAIL_STRIDE,
  gramBit,
  type IndexParts,
} from "./pattern-slots.js";
import type { IntMultimap } from "./int-multimap.js";
import { scanRuns, type RunHost } from "./pattern-run-scan.js";

export type { PatternList } from "./pattern-list.js";

const MATCHED = 1;
const CANNOT = 2;
/** Queries are numbered in the memos; past this they are cleared and numbering restarts. */
const LAST_QUERY = 1 << 30;

/** Candidates gathered by a lookup phase (shared: queries do not nest). */
let gathered: Int32Array = new Int32Array(64);
/** The positions a query marked, cleared when it ends (shared: queries do not nest). */
let marked: Int32Array = new Int32Array(64);
let markedCount = 0;
/** A Bloom filter of the runs of 8 characters of a query's path (#holdsLong; shared: queries do not nest). */
const PATH_LONGS_SHIFT = 16;
const pathLongs = new Int32Array(1 << (27 - PATH_LONGS_SHIFT));
/**
 * Reading a path's runs of 8 costs a pass over it: an index of this many tails or more reads
 * them from a query's second tail on, to rule out the others; one of fewer tails never does.
 */
const TAILS_FOR_RUNS = 16;

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

export class PatternIndex implements RunHost {
  readonly #list: PatternList;
  readonly #parts: IndexParts;
  /** Per position: MATCHED or CANNOT once known in the query under way (0 between queries). */
  readonly #marks: Uint8Array;
  /** Per head, per tail: (query, where it ends / starts, -1 for nowhere). */
  readonly #headMemo: Int32Array;
  readonly #tailMemo: Int32Array;
  #query = 0;
  /** The query whose path's runs of 8 are in `pathLongs` (0: none). */
  #longsOf = 0;
  /** Tails looked for in the query under way. */
  #tailsRead = 0;
  // The query under way.
  #path = "";
  #best = 0;
  #all = false;
  #found: number[] = [];

  constructor(list: PatternList) {
    this.#list = list;
    this.#parts = buildIndex(list);
    this.#marks = new Uint8Array(list.size);
    const { heads, tails } = this.#parts;
    this.#headMemo = heads.length === 0 ? NO_NUMBERS : new Int32Array((2 * heads.length) / 3);
    this.#tailMemo =
      tails.length === 0 ? NO_NUMBERS : new Int32Array((2 * tails.length) / TAIL_STRIDE);
  }

  /** The first position in `list` with the same pattern as `position` (itself when first). */
  representative(position: number): number {
    return this.#parts.representative?.[position] ?? position;
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
    const runs = parts.runs;
    let bytes = 400 + (parts.representative?.byteLength ?? 0) + (parts.wholeTails?.byteLength ?? 0);
    for (const map of [parts.prefix, parts.suffix, runs?.grams, runs?.longGrams])
      bytes += map?.bytes ?? 0;
    if (runs) bytes += runs.slots.byteLength + runs.gramTails.byteLength;
    if (runs) bytes += runs.gramBloom.byteLength + runs.longBloom.byteLength;
    bytes += parts.heads.byteLength + parts.tails.byteLength;
    return bytes + this.#marks.byteLength + this.#headMemo.byteLength + this.#tailMemo.byteLength;
  }

  #run(path: string, below: number, all: boolean): void {
    if (++this.#query === LAST_QUERY) {
      this.#headMemo.fill(0);
      this.#tailMemo.fill(0);
      this.#query = 1;
      this.#longsOf = 0;
    }
    this.#path = path;
    this.#tailsRead = 0;
    this.#best = below;
    this.#all = all;
    const parts = this.#parts;
    try {
      if (parts.prefix) this.#ends(parts.prefix, parts.prefixLengths, false);
      if (parts.suffix) this.#ends(parts.suffix, parts.suffixLengths, true);
      if (parts.runs && this.#best > parts.firstGram) scanRuns(this, parts.runs, path);
    } finally {
      for (let i = 0; i < markedCount; i++) this.#marks[marked[i]!] = 0;
      markedCount = 0;
      this.#path = "";
    }
  }

  #known(p: number): boolean {
    return this.#marks[p] !== 0;
  }

  #settle(p: number, matched: boolean): void {
    if (markedCount === marked.length) marked = growInt32(marked);
    marked[markedCount++] = p;
    this.#marks[p] = matched ? MATCHED : CANNOT;
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
    let buckets = 0;
    let hash = 0;
    let hashed = 0;
    for (let k = 0; k < lengths.length; k++) {
      const length = lengths[k]!;
      if (length > n) break;
      for (; hashed < length; hashed++)
        hash = hashStep(hash, path.charCodeAt(fromEnd ? n - 1 - hashed : hashed));
      const found = map.find(lengthKey(hash, length));
      if (found < 0) continue;
      if (buckets === gathered.length) gathered = growInt32(gathered);
      gathered[buckets++] = found;
    }
    if (buckets === 1) {
      // One bucket (most queries): its patterns are in precedence order already.
      const found = gathered[0]!;
      for (let i = map.first(found); i < map.end(found) && map.value(i) < this.#best; i++)
        this.#tryEnd(map.value(i));
      return;
    }
    let count = 0;
    for (let b = 0; b < buckets; b++) {
      const found = gathered[b]!;
      for (let i = map.first(found); i < map.end(found) && map.value(i) < this.#best; i++) {
        if (buckets + count === gathered.length) gathered = growInt32(gathered);
        gathered[buckets + count++] = map.value(i);
      }
    }
    const candidates = gathered.subarray(buckets, buckets + count).sort();
    for (let i = 0; i < count && candidates[i]! < this.#best; i++) this.#tryEnd(candidates[i]!);
  }

  #tryEnd(p: number): void {
    if (!this.#known(p)) this.#settle(p, this.#startsAndTail(p));
  }

  /** Does `p` match: its literal start, then its pieces (the tail they make, shared)? */
  #startsAndTail(p: number): boolean {
    const list = this.#list;
    const star = list.star(p);
    if (star === list.end(p)) return listMatches(list, p, this.#path);
    const start = list.start(p);
    if (!holdsAt(this.#path, 0, list.source(p), start, star)) return false;
    const tail = this.#parts.wholeTails?.[p] ?? TAIL_NONE;
    return tail < 0 || this.#tail(tail) >= star - start;
  }

  /** RunHost: the best match of the query under way (the list's size: none yet). */
  get best(): number {
    return this.#best;
  }

  /** RunHost: whether every pattern the last `runAt` looked at is settled for the query (or past the best). */
  settled = false;

  /** RunHost: the patterns of run keys found; true once nothing better than the best can come. */
  runAt(map: IntMultimap, found: number, at: number): boolean {
    this.settled = this.#runAt(map, found, at);
    return this.#best <= this.#parts.firstGram;
  }

  /** The patterns of a run found at `at`, lowest position first; true when none is left open. */
  #runAt(map: IntMultimap, found: number, at: number): boolean {
    const slots = this.#parts.runs!.slots;
    let settled = true;
    for (let i = map.first(found); i < map.end(found); i++) {
      const slot = map.value(i) * SLOT_STRIDE;
      const p = slots[slot + SLOT_POSITION]!;
      if (p >= this.#best) return settled;
      if (!this.#known(p)) this.#occurrence(slot, p, at);
      // Not settled here (too early in the path, or not at its end): a later place may do.
      if (!this.#known(p)) settled = false;
    }
    return settled;
  }

  /** Pattern `p` with its key piece where the run at `at` puts it. */
  #occurrence(slot: number, p: number, at: number): void {
    const slots = this.#parts.runs!.slots;
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
    const at = TAIL_STRIDE * t;
    const p = tails[at]!;
    const flags = tails[at + 2]!;
    const path = this.#path;
    let start = -1;
    // Ruled out without reading the pattern: too long for the path, or — in an index of many
    // tails, from the second one a query looks for (a file of pieces that repeat one another,
    // "a", "aa", …, asks for hundreds) — a run of 8 of it not in the path.
    if (
      tails[at + 3]! <= path.length &&
      ((flags & TAIL_SAMPLED) === 0 ||
        ++this.#tailsRead < 2 ||
        tails.length < TAILS_FOR_RUNS * TAIL_STRIDE ||
        this.#holdsLong(tails[at + 4]!))
    )
      start = this.#rightmost(p, tails[at + 1]!, flags);
    memo[2 * t] = this.#query;
    return (memo[2 * t + 1] = start);
  }

  /** Where the tail of `p` from `from` starts at the latest (pattern.ts rightmostStart), or -1. */
  #rightmost(p: number, from: number, flags: number): number {
    const path = this.#path;
    const src = this.#list.source(p);
    const end = this.#list.end(p);
    const anchored = (flags & TAIL_ANCHORED) !== 0;
    if ((flags & TAIL_SINGLE) === 0) return rightmostStart(path, src, from, end, anchored);
    // One piece: no need to look for where it starts.
    const at = path.length - (end - from);
    if (anchored) return holdsAt(path, at, src, from, end) ? at : -1;
    return findBackward(path, path.length, src, from, end);
  }

  /** Might the path hold a run of 8 characters whose hash is `hash`? (A Bloom filter of its runs, made once per query.) */
  #holdsLong(hash: number): boolean {
    if (this.#longsOf !== this.#query) {
      this.#longsOf = this.#query;
      pathLongs.fill(0);
      const path = this.#path;
      let rolling = 0;
      for (let j = 0; j < path.length; j++) {
        rolling = hashStep(rolling, path.charCodeAt(j));
        if (j >= LONG_GRAM)
          rolling = (rolling - Math.imul(path.charCodeAt(j - LONG_GRAM), LONG_OUT)) | 0;
        if (j >= LONG_GRAM - 1) {
          const bit = gramBit(rolling, PATH_LONGS_SHIFT);
          pathLongs[bit >>> 5]! |= 1 << (bit & 31);
        }
      }
    }
    const bit = gramBit(hash, PATH_LONGS_SHIFT);
    return (pathLongs[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }
}

function growInt32(array: Int32Array): Int32Array {
  const grown = new Int32Array(2 * array.length);
  grown.set(array);
  return grown;
}
