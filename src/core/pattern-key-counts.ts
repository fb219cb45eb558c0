// What the pattern index's build counts before it chooses keys (src/core/pattern-index-build.ts):
// each distinct pattern's shape (where its last piece starts, whether it is anchored on it),
// and how many patterns share each literal start, anchored end and run of its pieces.
import type { PatternList } from "./pattern-list.js";
import {
  GRAM_CHAR,
  GRAM_MAX,
  GRAM_PACK,
  KeyCounter,
  LONG_GRAM,
  LONG_OUT,
  gramKey,
  hashStep,
  hashBackward,
  hashForward,
} from "./pattern-keys.js";

const STAR = 0x2a;

/** Distinct patterns with pieces: where their last piece starts, and whether they are anchored on it. */
export interface Shapes {
  readonly lastPiece: Int32Array;
  /** Anchored, and its last piece is not empty (`/a*$` reads as `/a`). */
  readonly anchored: Uint8Array;
}

/** Where the last piece of `src[star, end)` starts, or -1 when the pattern has no piece. */
function lastPieceOf(src: string, star: number, end: number): number {
  let last = star;
  let hasPiece = false;
  for (let i = star + 1; i < end; i++)
    if (src.charCodeAt(i) === STAR) last = i;
    else hasPiece = true;
  return hasPiece ? last + 1 : -1;
}

export function shapesOf(list: PatternList, distinct: Int32Array): Shapes {
  const lastPiece = new Int32Array(distinct.length);
  const anchored = new Uint8Array(distinct.length);
  for (let i = 0; i < distinct.length; i++) {
    const p = distinct[i]!;
    const star = list.star(p);
    const end = list.end(p);
    lastPiece[i] = star === end ? -1 : lastPieceOf(list.source(p), star, end);
    anchored[i] = list.anchored(p) && lastPiece[i]! >= 0 && lastPiece[i]! < end ? 1 : 0;
  }
  return { lastPiece, anchored };
}

export interface Counts {
  readonly prefix: KeyCounter;
  readonly suffix: KeyCounter;
  readonly gram: KeyCounter;
  readonly long: KeyCounter;
  /** Occurrences of each ASCII character in the pieces. */
  readonly chars: Int32Array;
}

/**
 * The score no run can beat (chooseKey: a run scores at least 8 × 1 + 3): a pattern whose
 * literal start or anchored end no other pattern shares is found by it, whatever its runs.
 */
export const SETTLED = 8 + 3;

/** chooseKey's score of a pattern's literal start (8 × the patterns sharing it; a bare "/" ranks after the others). */
export function startScore(counts: Counts, key: number, star: number, start: number): number {
  return 8 * counts.prefix.count(key) + (star - start > 1 ? 0 : 6);
}

/**
 * How many patterns share each literal start and anchored end, then how often each run
 * occurs in the pieces of the patterns that are not settled by the first two (SETTLED): a file
 * of 30,000 rules like `/*123.html$` is keyed by its ends without counting every run.
 */
export function countKeys(list: PatternList, distinct: Int32Array, shapes: Shapes): Counts {
  let pieceChars = 0;
  for (let i = 0; i < distinct.length; i++)
    if (shapes.lastPiece[i]! >= 0) pieceChars += list.end(distinct[i]!) - list.star(distinct[i]!);
  const counts = {
    prefix: new KeyCounter(distinct.length),
    suffix: new KeyCounter(distinct.length),
    gram: new KeyCounter(pieceChars),
    long: new KeyCounter(pieceChars),
    chars: new Int32Array(128),
  };
  for (let i = 0; i < distinct.length; i++) {
    const p = distinct[i]!;
    const src = list.source(p);
    counts.prefix.add(hashForward(src, list.start(p), list.star(p)));
    if (shapes.anchored[i]) counts.suffix.add(hashBackward(src, shapes.lastPiece[i]!, list.end(p)));
  }
  for (let i = 0; i < distinct.length; i++) {
    if (shapes.lastPiece[i]! < 0) continue;
    const p = distinct[i]!;
    const src = list.source(p);
    const start = list.start(p);
    const star = list.star(p);
    const end = list.end(p);
    if (
      startScore(counts, hashForward(src, start, star), star, start) <= SETTLED ||
      (shapes.anchored[i] &&
        8 * counts.suffix.count(hashBackward(src, shapes.lastPiece[i]!, end)) + 2 <= SETTLED)
    )
      continue;
    for (let piece = star + 1; piece < end;) {
      let pieceEnd = piece;
      while (pieceEnd < end && src.charCodeAt(pieceEnd) !== STAR) pieceEnd++;
      const length = Math.min(GRAM_MAX, pieceEnd - piece);
      let packed = 0;
      let long = 0;
      for (let at = piece; at < pieceEnd; at++) {
        const c = src.charCodeAt(at);
        if (c < 0x80) counts.chars[c]!++;
        packed = ((packed << 7) | (c & GRAM_CHAR)) & GRAM_PACK;
        if (at - piece + 1 >= length) counts.gram.add(gramKey(packed, length));
        long = hashStep(long, c);
        if (at - piece >= LONG_GRAM)
          long = (long - Math.imul(src.charCodeAt(at - LONG_GRAM), LONG_OUT)) | 0;
        if (at - piece + 1 >= LONG_GRAM) counts.long.add(long);
      }
      piece = pieceEnd + 1;
    }
  }
  return counts;
}
