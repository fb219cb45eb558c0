// Building the pattern index (src/core/pattern-index.ts): duplicates found, each distinct
// pattern's key chosen (src/core/pattern-keys.ts), buckets laid out in typed arrays. Done once
// per selection, when scans have read their budget (src/core/compiled-rules.ts), in time
// linear in the patterns' length.
import { IntMultimap } from "./int-multimap.js";
import type { PatternList } from "./pattern-list.js";
import {
  GRAM_CHAR,
  GRAM_MAX,
  GRAM_PACK,
  LONG_GRAM,
  LONG_OUT,
  gramKey,
  hashStep,
  hashBackward,
  hashForward,
} from "./pattern-keys.js";
import { SameText } from "./same-text.js";
import {
  SETTLED,
  countKeys,
  shapesOf,
  startScore,
  type Counts,
  type Shapes,
} from "./pattern-key-counts.js";
import { runKeys } from "./pattern-runs.js";
import {
  NO_NUMBERS,
  SLOT_STRIDE,
  TAIL_ANCHORED,
  TAIL_END,
  TAIL_NONE,
  TAIL_SAMPLED,
  TAIL_SINGLE,
  TAIL_STRIDE,
  type IndexParts,
} from "./pattern-slots.js";

const STAR = 0x2a;

/** Each position's representative; positions are in precedence order, so it is the first. */
function representatives(list: PatternList): Int32Array {
  const representative = new Int32Array(list.size);
  const same = new SameText();
  for (let p = 0; p < list.size; p++) {
    const src = list.source(p);
    const start = list.start(p);
    const end = list.end(p);
    // How the text reads is part of the pattern: anchored, and whether its `*` are wildcards.
    const reading = (list.anchored(p) ? 1 : 0) | (list.star(p) < end ? 2 : 0);
    representative[p] = same.idOf(src, start, end, reading, p);
  }
  return representative;
}

const PREFIX = 0;
const SUFFIX = 1;
const GRAM = 2;

/** Each run of 8 characters of `src[piece, pieceEnd)`: its hash and where it starts. */
function forEachLong(
  src: string,
  piece: number,
  pieceEnd: number,
  visit: (hash: number, at: number) => void,
): void {
  let hash = 0;
  for (let at = piece; at < pieceEnd; at++) {
    hash = hashStep(hash, src.charCodeAt(at));
    if (at - piece >= LONG_GRAM)
      hash = (hash - Math.imul(src.charCodeAt(at - LONG_GRAM), LONG_OUT)) | 0;
    if (at - piece + 1 >= LONG_GRAM) visit(hash, at - LONG_GRAM + 1);
  }
}

/** The key a pattern with pieces is found by (chooseKey), reused for every pattern. */
const choice = { kind: PREFIX, key: 0, piece: 0, pieceEnd: 0, gramAt: 0, gramLength: 0 };

/** `choice` becomes the run of `length` at `at` in the piece (whose key is `key`); returns `score`. */
function chose(
  key: number,
  score: number,
  piece: number,
  pieceEnd: number,
  at: number,
  length: number,
): number {
  choice.kind = GRAM;
  choice.key = key;
  choice.piece = piece;
  choice.pieceEnd = pieceEnd;
  choice.gramAt = at;
  choice.gramLength = length;
  return score;
}

/**
 * The key of a pattern with pieces: the least shared; on a tie its literal start when that is
 * more than "/" (a lookup, no pass over the path), else its anchored end, else a run of 8
 * characters, else a shorter one.
 */
function chooseKey(
  list: PatternList,
  p: number,
  lastPiece: number,
  anchored: boolean,
  counts: Counts,
  runs: boolean,
): void {
  const src = list.source(p);
  const start = list.start(p);
  const star = list.star(p);
  const end = list.end(p);
  choice.kind = PREFIX;
  choice.key = hashForward(src, start, star);
  // Eight times the count, plus the rank that breaks ties.
  let score = startScore(counts, choice.key, star, start);
  if (anchored) {
    const suffixKey = hashBackward(src, lastPiece, end);
    const suffixScore = 8 * counts.suffix.count(suffixKey) + 2;
    if (suffixScore < score) [score, choice.kind, choice.key] = [suffixScore, SUFFIX, suffixKey];
  }
  // A settled pattern's runs were not counted (countKeys), and none could win.
  for (let piece = star + 1; runs && score > SETTLED && piece < end;) {
    let pieceEnd = piece;
    while (pieceEnd < end && src.charCodeAt(pieceEnd) !== STAR) pieceEnd++;
    const length = Math.min(GRAM_MAX, pieceEnd - piece);
    let packed = 0;
    let long = 0;
    for (let at = piece; at < pieceEnd; at++) {
      const c = src.charCodeAt(at);
      packed = ((packed << 7) | (c & GRAM_CHAR)) & GRAM_PACK;
      long = hashStep(long, c);
      if (at - piece >= LONG_GRAM)
        long = (long - Math.imul(src.charCodeAt(at - LONG_GRAM), LONG_OUT)) | 0;
      if (at - piece + 1 >= LONG_GRAM) {
        const longScore = 8 * counts.long.count(long) + 3;
        if (longScore < score)
          score = chose(long, longScore, piece, pieceEnd, at - LONG_GRAM + 1, LONG_GRAM);
      }
      if (at - piece + 1 < length) continue;
      const key = gramKey(packed, length);
      const gramScore = 8 * counts.gram.count(key) + 4;
      if (gramScore < score)
        score = chose(key, gramScore, piece, pieceEnd, at - length + 1, length);
    }
    piece = pieceEnd + 1;
  }
}

/** Keys and what they lead to, collected before the multimaps are made. */
class Buckets {
  readonly keys: number[] = [];
  readonly values: number[] = [];
  readonly lengths = new Set<number>();

  add(key: number, value: number, length: number): void {
    this.keys.push(key);
    this.values.push(value);
    this.lengths.add(length);
  }

  map(): IntMultimap | null {
    return this.keys.length === 0 ? null : new IntMultimap(this.keys, this.values);
  }

  sortedLengths(): Int32Array {
    return this.lengths.size === 0 ? NO_NUMBERS : Int32Array.from(this.lengths).sort();
  }
}

/** Ids of heads (a pattern up to the `*` before its key piece) and tails (after it), shared by patterns with the same text there. */
class HeadsAndTails {
  readonly heads: number[] = [];
  readonly tails: number[] = [];
  readonly #list: PatternList;
  readonly #headIds = new SameText();
  readonly #tailIds = new SameText();

  constructor(list: PatternList) {
    this.#list = list;
  }

  /** The head of position `p`: its literal start and the pieces before `headEnd` (a `*`). */
  head(p: number, headEnd: number): number {
    const start = this.#list.start(p);
    const id = this.#headIds.idOf(this.#list.source(p), start, headEnd, 0, this.heads.length / 3);
    if (id === this.heads.length / 3) this.heads.push(p, start, headEnd);
    return id;
  }

  /**
   * The tail of position `p` from `from` (after the `*` that ends its key piece), with what
   * rules it out cheaply (TAIL_STRIDE): its characters, and its rarest run of 8 (`counts`).
   */
  tail(p: number, from: number, anchored: boolean, counts: Counts): number {
    const src = this.#list.source(p);
    const end = this.#list.end(p);
    let length = 0;
    let stars = 0;
    for (let i = from; i < end; i++)
      if (src.charCodeAt(i) !== STAR) length++;
      else if (length > 0) stars++;
    if (length === 0) return TAIL_NONE;
    // Stars before the first piece change nothing: the tail starts at its first piece.
    while (src.charCodeAt(from) === STAR) from++;
    const fresh = this.tails.length / TAIL_STRIDE;
    const id = this.#tailIds.idOf(src, from, end, anchored ? 1 : 0, fresh);
    if (id !== fresh) return id;
    let sample = 0;
    let rarest = Infinity;
    for (let piece = from; piece < end;) {
      let pieceEnd = piece;
      while (pieceEnd < end && src.charCodeAt(pieceEnd) !== STAR) pieceEnd++;
      forEachLong(src, piece, pieceEnd, (hash) => {
        const count = counts.long.count(hash);
        if (count < rarest) [rarest, sample] = [count, hash];
      });
      piece = pieceEnd + 1;
    }
    const flags =
      (anchored ? TAIL_ANCHORED : 0) |
      (rarest < Infinity ? TAIL_SAMPLED : 0) |
      (stars === 0 ? TAIL_SINGLE : 0);
    this.tails.push(p, from, flags, length, sample);
    return id;
  }
}

/** Below this many patterns found by a run, they are found by their literal start instead. */
const RUNS_FROM = 16;

/**
 * Whether enough patterns would be found by a run for the run tables (a few KiB) to pay: a
 * handful are cheaper tried on every path, by their literal start.
 */
function runsAreWorthTheirTables(
  list: PatternList,
  distinct: Int32Array,
  shapes: Shapes,
  counts: Counts,
): boolean {
  let withPieces = 0;
  for (let i = 0; i < distinct.length; i++) if (shapes.lastPiece[i]! >= 0) withPieces++;
  if (withPieces < RUNS_FROM) return false;
  if (withPieces >= 16 * RUNS_FROM) return true;
  let byRun = 0;
  for (let i = 0; i < distinct.length && byRun < RUNS_FROM; i++) {
    if (shapes.lastPiece[i]! < 0) continue;
    chooseKey(list, distinct[i]!, shapes.lastPiece[i]!, shapes.anchored[i] === 1, counts, true);
    if (choice.kind === GRAM) byRun++;
  }
  return byRun >= RUNS_FROM;
}

/** The index of `list`'s distinct patterns (see src/core/pattern-index.ts). */
export function buildIndex(list: PatternList): IndexParts {
  const representative = representatives(list);
  const distinct = Int32Array.from({ length: list.size }, (_, p) =>
    representative[p] === p ? p : -1,
  ).filter((p) => p >= 0);
  const shapes = shapesOf(list, distinct);
  const counts = countKeys(list, distinct, shapes);
  const prefix = new Buckets();
  const suffix = new Buckets();
  const runs = new Buckets();
  const longRuns = new Buckets();
  const slots: number[] = [];
  const parts = new HeadsAndTails(list);
  const runsWorth = runsAreWorthTheirTables(list, distinct, shapes, counts);
  let firstGram = list.size;
  const wholeTails = new Int32Array(list.size).fill(TAIL_NONE);
  let hasWholeTails = false;
  for (let i = 0; i < distinct.length; i++) {
    const p = distinct[i]!;
    const lastPiece = shapes.lastPiece[i]!;
    const anchored = shapes.anchored[i] === 1;
    if (lastPiece < 0) {
      const key = hashForward(list.source(p), list.start(p), list.star(p));
      prefix.add(key, p, list.star(p) - list.start(p));
      continue;
    }
    chooseKey(list, p, lastPiece, anchored, counts, runsWorth);
    if (choice.kind !== GRAM) {
      wholeTails[p] = parts.tail(p, list.star(p) + 1, anchored, counts);
      if (wholeTails[p] !== TAIL_NONE) hasWholeTails = true;
    }
    if (choice.kind === PREFIX) prefix.add(choice.key, p, list.star(p) - list.start(p));
    else if (choice.kind === SUFFIX) suffix.add(choice.key, p, list.end(p) - lastPiece);
    else {
      firstGram = Math.min(firstGram, p);
      const { piece, pieceEnd } = choice;
      const last = pieceEnd === list.end(p);
      const tail = last
        ? anchored
          ? TAIL_END
          : TAIL_NONE
        : parts.tail(p, pieceEnd + 1, anchored, counts);
      const keyed = choice.gramLength === LONG_GRAM ? longRuns : runs;
      keyed.add(choice.key, slots.length / SLOT_STRIDE, choice.gramLength);
      const gram = ((choice.gramAt - piece) << 3) | (choice.gramLength - 1);
      slots.push(p, piece, pieceEnd - piece, gram, parts.head(p, piece - 1), tail);
    }
  }
  const hasDuplicates = distinct.length < list.size;
  const grams = runs.map();
  const longGrams = longRuns.map();
  return {
    representative: hasDuplicates ? representative : null,
    prefix: prefix.map(),
    prefixLengths: prefix.sortedLengths(),
    suffix: suffix.map(),
    suffixLengths: suffix.sortedLengths(),
    runs: slots.length === 0 ? null : runKeys(list, slots, { grams, longGrams }, counts.chars),
    firstGram,
    heads: parts.heads.length === 0 ? NO_NUMBERS : Int32Array.from(parts.heads),
    tails: parts.tails.length === 0 ? NO_NUMBERS : Int32Array.from(parts.tails),
    wholeTails: hasWholeTails ? wholeTails : null,
  };
}
