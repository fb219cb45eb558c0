// Path patterns with `*` wildcards and a final `$` anchor (RFC 9309 §2.2.3), matched where
// they stand: a pattern is a span of a string (the robots.txt text itself, for the compiled
// rules of src/core/compiled-rules.ts), so matching makes no string. Matching is linear in
// pattern × path length: each literal piece between wildcards is found leftmost, which is
// exact for patterns whose only operators are `*` and a final `$` (no regular expression is
// ever built from a site's pattern).

const STAR = 0x2a;

/** Does `path` hold `src[start, end)` at `at`? */
export function holdsAt(
  path: string,
  at: number,
  src: string,
  start: number,
  end: number,
): boolean {
  if (path.length - at < end - start) return false;
  for (let i = start, j = at; i < end; i++, j++)
    if (path.charCodeAt(j) !== src.charCodeAt(i)) return false;
  return true;
}

/** The first place at or after `from` where `path` holds `src[start, end)`, or -1. */
function findSpan(path: string, from: number, src: string, start: number, end: number): number {
  const last = path.length - (end - start);
  if (start === end) return from <= path.length ? from : -1;
  const first = src.charCodeAt(start);
  for (let at = from; at <= last; at++)
    if (path.charCodeAt(at) === first && holdsAt(path, at + 1, src, start + 1, end)) return at;
  return -1;
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
      if (!anchored) return findSpan(path, position, src, piece, end) !== -1;
      const length = end - piece;
      return (
        path.length - length >= position && holdsAt(path, path.length - length, src, piece, end)
      );
    }
    const found = findSpan(path, position, src, piece, pieceEnd);
    if (found === -1) return false;
    position = found + (pieceEnd - piece);
    piece = pieceEnd + 1;
  }
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
