// The layout of the pattern index (src/core/pattern-index.ts): what its build
// (pattern-index-build.ts) lays out in typed arrays and its queries read.
import type { IntMultimap } from "./int-multimap.js";

/** A gram-keyed pattern's slot: its position, its key piece, the run's place in it, its head and tail. */
export const SLOT_POSITION = 0;
export const SLOT_PIECE = 1;
export const SLOT_PIECE_LENGTH = 2;
/** (offset of the run in the piece) << 3 | (run length - 1): 1–4 (packed runs) or 8 (hashed). */
export const SLOT_GRAM = 3;
export const SLOT_HEAD = 4;
export const SLOT_TAIL = 5;
export const SLOT_STRIDE = 6;
/** Tail of a key piece that is the last piece: nothing follows (unanchored), or it ends the path. */
export const TAIL_NONE = -1;
export const TAIL_END = -2;
/**
 * A tail: the position whose pattern holds it, where its first piece starts, flags
 * (TAIL_ANCHORED: its last piece ends the path; TAIL_SAMPLED: it has a run of 8; TAIL_SINGLE:
 * it is one piece), how many characters its pieces hold,
 * and the hash of its rarest run of 8 (a path without that run cannot hold the tail).
 */
export const TAIL_STRIDE = 5;
export const TAIL_ANCHORED = 1;
export const TAIL_SAMPLED = 2;
/** The tail is one piece (from its start to the pattern's end). */
export const TAIL_SINGLE = 4;
/** At most this many characters ending keys are searched for one by one. */
export const STOPS_MAX = 16;

/** Shared by every index for its empty parts (never written: an empty typed array holds nothing). */
export const NO_NUMBERS = new Int32Array(0);

export interface IndexParts {
  /**
   * Each position's representative: the first position in precedence order with the same
   * pattern; null when no pattern repeats an earlier one (each is its own).
   */
  readonly representative: Int32Array | null;
  readonly prefix: IntMultimap | null;
  readonly prefixLengths: Int32Array;
  readonly suffix: IntMultimap | null;
  readonly suffixLengths: Int32Array;
  /** The patterns found by a run of their pieces, and how; null when there are none. */
  readonly runs: RunKeys | null;
  /** The first position keyed by a run (size when none). */
  readonly firstGram: number;
  /** Per head: the position whose pattern holds it, where it starts and ends in its source. */
  readonly heads: Int32Array;
  /** TAIL_STRIDE numbers per tail. */
  readonly tails: Int32Array;
  /**
   * Per position found by its start or end: the tail of all its pieces (TAIL_NONE when it has
   * none), so that checking it costs the literal start and that shared tail; null when no such
   * position has pieces.
   */
  readonly wholeTails: Int32Array | null;
}

/** The run keys of an index (pattern-keys.ts) and the tables that find them in a path (pattern-run-scan.ts). */
export interface RunKeys {
  /** Run key → slots: runs of 1–4 characters, packed (pattern-keys.ts gramKey). */
  readonly grams: IntMultimap | null;
  /** Runs of 8 characters, hashed (pattern-keys.ts hashLong) → slots. */
  readonly longGrams: IntMultimap | null;
  /** SLOT_STRIDE numbers per pattern keyed by a run. */
  readonly slots: Int32Array;
  /**
   * Per last two characters of a run (14 bits; the last one, 7 bits, when keys are few): the
   * lengths of the keys that can end with them (bit length - 1, LONG_TAIL for 8; a key of one
   * character ends with any character before it).
   */
  readonly gramTails: Uint8Array;
  /** Per `gramTails` bit (a key length): the first position keyed by a run of that length. */
  readonly firstByLength: Int32Array;
  /** What of the last four characters (packed) indexes `gramTails`: the last two (0x3fff) or the last one (0x7f). */
  readonly tailMask: number;
  /**
   * A bit per hash of every run key (gramBit with `gramShift`): a run whose bit is clear is no
   * key. Sixteen bits per key, so that most runs that are none are told so here.
   */
  readonly gramBloom: Int32Array;
  readonly gramShift: number;
  /** The same for the keys of 8 characters. */
  readonly longBloom: Int32Array;
  readonly longShift: number;
  /**
   * Guard characters: each run key's rarest character (the least frequent in the pieces), when
   * they are few and ASCII (so a path character that only folds onto one cannot be in a
   * match): a query finds them with indexOf, and tries the runs that hold one where its keys
   * do. Else empty.
   */
  readonly gramStops: readonly string[];
  /** Per guard (as in gramStops): the (length - 1) * 4 + place of it in the short keys it guards, as bits. */
  readonly gramGuards: Int32Array;
  /** Per guard: its places (0–7) in the keys of 8 characters it guards, as bits. */
  readonly longGuards: Int32Array;
  /**
   * When the run keys are few and ASCII: each as a string, and its key (a query finds each with
   * indexOf: a whole key is rarer in a path than any of its characters).
   */
  readonly gramNeedles: readonly string[];
  readonly gramNeedleKeys: Int32Array;
  /** Each needle's guard: a needle whose guard is not in the path is not either. */
  readonly gramNeedleGuards: readonly string[];
}

/** The bit of a run key in a Bloom filter of 2^(32 - `shift`) bits. */
export function gramBit(key: number, shift: number): number {
  return Math.imul(key, 0x9e3779b1) >>> shift;
}
