// The layout of the pattern index (src/core/pattern-index.ts): what its build
// (pattern-index-build.ts) lays out in typed arrays and its queries read.
import type { IntMultimap } from "./int-multimap.js";

/** A gram-keyed pattern's slot: its position, its key piece, the run's place in it, its head and tail. */
export const SLOT_POSITION = 0;
export const SLOT_PIECE = 1;
export const SLOT_PIECE_LENGTH = 2;
/** (offset of the run in the piece) << 2 | (run length - 1). */
export const SLOT_GRAM = 3;
export const SLOT_HEAD = 4;
export const SLOT_TAIL = 5;
export const SLOT_STRIDE = 6;
/** Tail of a key piece that is the last piece: nothing follows (unanchored), or it ends the path. */
export const TAIL_NONE = -1;
export const TAIL_END = -2;
/** At most this many characters ending keys are searched for one by one. */
export const STOPS_MAX = 16;

export interface IndexParts {
  /** Each position's representative: the first position in precedence order with the same pattern. */
  readonly representative: Int32Array;
  readonly prefix: IntMultimap | null;
  readonly prefixLengths: Int32Array;
  readonly suffix: IntMultimap | null;
  readonly suffixLengths: Int32Array;
  /** Run key → slots. */
  readonly grams: IntMultimap | null;
  /** Per last character (7 bits) of a run: the lengths of the keys ending in it (bit length - 1). */
  readonly gramEnds: Uint8Array;
  /** A bit per last two characters (14 bits) of the keys of 2–4 characters. */
  readonly gramPairs: Int32Array;
  /** A bit per 16-bit hash of every run key (gramBit): a run whose bit is clear is no key. */
  readonly gramBloom: Int32Array;
  /**
   * Guard characters: each run key's rarest character (the least frequent in the pieces), when
   * they are few and ASCII (so a path character that only folds onto one cannot be in a
   * match): a query finds them with indexOf, and tries the runs that hold one where its keys
   * do. Else empty.
   */
  readonly gramStops: readonly string[];
  /** Per guard (as in gramStops): the (length - 1) * 4 + place of it in the keys it guards, as bits. */
  readonly gramGuards: Int32Array;
  /**
   * When the run keys are few and ASCII: each as a string, and its place in `grams` (a query
   * finds each with indexOf: a whole key is rarer in a path than any of its characters).
   */
  readonly gramNeedles: readonly string[];
  readonly gramNeedleKeys: Int32Array;
  /** Each needle's guard: a needle whose guard is not in the path is not either. */
  readonly gramNeedleGuards: readonly string[];
  readonly slots: Int32Array;
  /** The first position keyed by a run (size when none). */
  readonly firstGram: number;
  /** Per head: the position whose pattern holds it, where it starts and ends in its source. */
  readonly heads: Int32Array;
  /** Per tail: the position whose pattern holds it, where it starts, 1 if anchored. */
  readonly tails: Int32Array;
  /**
   * Per position found by its start or end: the tail of all its pieces (TAIL_NONE when it has
   * none), so that checking it costs the literal start and that shared tail.
   */
  readonly wholeTails: Int32Array;
}

/** The bit of a run key in `gramBloom`. */
export function gramBit(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> 16;
}
