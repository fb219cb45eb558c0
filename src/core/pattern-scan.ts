// Trying the patterns of a small list one by one (below the pattern index's threshold), with
// one saving: every character of a pattern's pieces must occur somewhere in the path, so a
// pattern one of whose characters the path lacks is ruled out without searching for its
// pieces. Whether the path holds a character is asked of the engine's indexOf once per
// character and query (remembered in a table shared by every scan: scans do not nest), so
// forty rules `/*a<i>*b` against a path without `b` cost one indexOf, not forty searches.
import { holdsAt, piecesFollow } from "./pattern.js";
import type { PatternList } from "./pattern-list.js";

const STAR = 0x2a;
/** Per ASCII character: `stamp` when the path of the scan under way holds it, `-stamp` when not. */
const presence = new Int32Array(128);
let stamp = 0;
/** Past this the stamps restart (the table cleared). */
const LAST_STAMP = 1 << 30;
/** One-character strings of ASCII, for indexOf. */
const ONE_CHARACTER = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

/** A new scan of `path`: what was known of the previous path is forgotten. */
function beginScan(): void {
  if (++stamp === LAST_STAMP) {
    presence.fill(0);
    stamp = 1;
  }
}

/** Does the path lack an ASCII character of `src[from, end)` other than `*`? */
function lacksCharacter(path: string, src: string, from: number, end: number): boolean {
  // From the end: a pattern's last piece is the one most often absent (`…*b`).
  for (let i = end - 1; i >= from; i--) {
    const c = src.charCodeAt(i);
    if (c >= 0x80 || c === STAR) continue;
    const known = presence[c]!;
    if (known === stamp) continue;
    if (known === -stamp) return true;
    const holds = path.indexOf(ONE_CHARACTER[c]!) >= 0;
    presence[c] = holds ? stamp : -stamp;
    if (!holds) return true;
  }
  return false;
}

/**
 * Does pattern `p` match `path` (core/pattern-index.ts listMatches), within a scan? Written
 * out again rather than passing the character test to listMatches: an optional call there,
 * on every indexed query, cost 3% of corpus queries (2.24 -> 2.18 M/s).
 */
function scanMatches(list: PatternList, p: number, path: string): boolean {
  const src = list.source(p);
  const start = list.start(p);
  const end = list.end(p);
  const star = list.star(p);
  const anchored = list.anchored(p);
  if (star === end)
    return (!anchored || path.length === end - start) && holdsAt(path, 0, src, start, end);
  return (
    holdsAt(path, 0, src, start, star) &&
    !lacksCharacter(path, src, star + 1, end) &&
    piecesFollow(path, star - start, src, star + 1, end, anchored)
  );
}

/** The lowest position below `end` whose pattern matches `path`, or -1 (the precedence contract). */
export function firstByScan(list: PatternList, path: string, end = list.size): number {
  beginScan();
  for (let p = 0; p < end; p++) if (scanMatches(list, p, path)) return p;
  return -1;
}

/** firstWithin's answer when its budget ran out before it had one. */
export const OVER_BUDGET = -2;
/** What the last firstWithin read, about (characters of patterns, and of the path per wildcard pattern). */
export let spentByScan = 0;

/**
 * firstByScan, reading about `budget` characters at most: the lowest matching position, -1,
 * or OVER_BUDGET. A pattern with wildcards is charged the path's length (its pieces may be
 * searched through the path), so a long path runs out early.
 */
export function firstWithin(list: PatternList, path: string, budget: number): number {
  beginScan();
  let spent = 0;
  let found = -1;
  for (let p = 0; p < list.size; p++) {
    const star = list.star(p);
    const end = list.end(p);
    spent += end - list.start(p) + (star < end ? path.length : 0);
    if (spent > budget) {
      found = OVER_BUDGET;
      break;
    }
    if (scanMatches(list, p, path)) {
      found = p;
      break;
    }
  }
  spentByScan = spent;
  return found;
}

/** Every position below `end` whose pattern matches `path`, ascending. */
export function matchingByScan(list: PatternList, path: string, end = list.size): number[] {
  beginScan();
  const found: number[] = [];
  for (let p = 0; p < end; p++) if (scanMatches(list, p, path)) found.push(p);
  return found;
}
