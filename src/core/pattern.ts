// Path patterns with `*` wildcards and a final `$` anchor (RFC 9309 §2.2.3), matched where
// they stand: a pattern is a span of a string (the robots.txt text itself, for the compiled
// rules of src/core/compiled-rules.ts), so matching makes no string. Each literal piece
// between wildcards is found leftmost, which is exact for patterns whose only operators are
// `*` and a final `$`; a piece is found in time linear in path + piece (below), so one match
// is linear in path + pattern. No regular expression is ever built from a site's pattern.
import { findBackward, findForward } from "./piece-search.js";

export { findBackward, findForward } from "./piece-search.js";

const STAR = 0x2a;

/** Does `path` hold `src[start, end)` at `at`? */
export function holdsAt(
  path: string,
  at: number,
  src: string,
  start: number,
  end: number,
): boolean {
  if (at < 0 || path.length - at < end - start) return false;
  for (let i = start, j = at; i < end; i++, j++)
    if (path.charCodeAt(j) !== src.charCodeAt(i)) return false;
  return true;
}

/** The first `*` in `src[start, end)`, or `end`. */
export function firstStar(src: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (src.charCodeAt(i) === STAR) return i;
  return end;
}

/**
 * After a matched first piece (ending in `path` at `position`), the pieces of
 * `src[start, end)` (separated by `*`) are found in order, each leftmost; the last must end
 * the path when the pattern is anchored. Leftmost is exact for `*` and a final `$`: a later
 * occurrence only leaves less path for what follows.
 */
export function piecesFollow(
  path: string,
  position: number,
  src: string,
  start: number,
  end: number,
  anchored: boolean,
): boolean {
  let piece = start;
  for (;;) {
    const pieceEnd = firstStar(src, piece, end);
    if (pieceEnd === end) {
      if (!anchored) return findForward(path, position, src, piece, end) !== -1;
      const length = end - piece;
      return (
        path.length - length >= position && holdsAt(path, path.length - length, src, piece, end)
      );
    }
    const found = findForward(path, position, src, piece, pieceEnd);
    if (found === -1) return false;
    position = found + (pieceEnd - piece);
    piece = pieceEnd + 1;
  }
}

/**
 * Where the pieces of `src[start, end)` (the runs between its `*`) end in `path` when each is
 * found leftmost from `from` in turn, or -1 when one is not found.
 */
export function leftmostEnd(
  path: string,
  from: number,
  src: string,
  start: number,
  end: number,
): number {
  let at = from;
  for (let piece = start; at >= 0 && piece < end;) {
    const pieceEnd = firstStar(src, piece, end);
    if (pieceEnd > piece) {
      const found = findForward(path, at, src, piece, pieceEnd);
      at = found < 0 ? -1 : found + (pieceEnd - piece);
    }
    piece = pieceEnd + 1;
  }
  return at;
}

/**
 * Where the pieces of `src[start, end)` start in `path` at the latest: each found rightmost
 * before the next, from the path's end (the last one ending it when `anchored`); -1 when one
 * is not found. Pieces may start at or after the result, in order, and no later.
 */
export function rightmostStart(
  path: string,
  src: string,
  start: number,
  end: number,
  anchored: boolean,
): number {
  let at = path.length;
  let pinned = anchored;
  for (let pieceEnd = end; at >= 0 && pieceEnd > start;) {
    let piece = pieceEnd;
    while (piece > start && src.charCodeAt(piece - 1) !== STAR) piece--;
    if (piece < pieceEnd) {
      const length = pieceEnd - piece;
      if (pinned) at = holdsAt(path, at - length, src, piece, pieceEnd) ? at - length : -1;
      else at = findBackward(path, at, src, piece, pieceEnd);
      pinned = false;
    }
    pieceEnd = piece - 1;
  }
  return at;
}

/**
 * Does the pattern `src[start, end)` (its `*` wildcards; `anchored` when a final `$` was
 * taken off it) match `path` from its start (RFC 9309 §2.2.3)?
 */
export function matchesSpan(
  path: string,
  src: string,
  start: number,
  end: number,
  anchored: boolean,
): boolean {
  const star = firstStar(src, start, end);
  if (star === end)
    return anchored
      ? path.length === end - start && holdsAt(path, 0, src, start, end)
      : holdsAt(path, 0, src, start, end);
  return (
    holdsAt(path, 0, src, start, star) &&
    piecesFollow(path, star - start, src, star + 1, end, anchored)
  );
}

export interface CompiledPattern {
  /** The pattern without its final `$`. */
  readonly body: string;
  /** Ended with `$`: the last piece must end the path. */
  readonly anchored: boolean;
}

/** A normalised pattern whose `*` are wildcards and whose final `$` anchors. */
export function compileWildcard(pattern: string): CompiledPattern {
  const anchored = pattern.endsWith("$");
  return { body: anchored ? pattern.slice(0, -1) : pattern, anchored };
}

/** Does the pattern match the path from its start (RFC 9309 §2.2.3)? */
export function matchesWildcard({ body, anchored }: CompiledPattern, path: string): boolean {
  return matchesSpan(path, body, 0, body.length, anchored);
}
