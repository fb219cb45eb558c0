// Finding one literal piece of a pattern (`src[start, end)`) in a path, in time linear in
// path + piece whatever the text: the plain search (compare at each place) is tried first,
// as it is the fastest on ordinary text, and when it has compared more than a few times the
// path's length — text like "aaaa…b" against "aaab", where it is quadratic — the search goes
// on from where it stands with Knuth–Morris–Pratt, whose failure table lives in one scratch
// array kept for every search (nothing is allocated per search once it is large enough).
// Both searches give the same answer: the plain one only ever stops at a true occurrence.
// A search never makes a string of the path or the piece.

/** Failure table of the piece being searched: `table[i]`, the longest proper border of its first i + 1 characters. */
let table: Int32Array = new Int32Array(64);

function tableFor(length: number): Int32Array {
  if (table.length < length) table = new Int32Array(Math.max(length, 2 * table.length));
  return table;
}

/** Borders of `src[start, start + m)` read forwards (`step` 1) or of its reverse (`step` -1 from `start`). */
function fillTable(src: string, start: number, m: number, step: 1 | -1): Int32Array {
  const t = tableFor(m);
  t[0] = 0;
  let k = 0;
  for (let i = 1; i < m; i++) {
    const c = src.charCodeAt(start + step * i);
    while (k > 0 && c !== src.charCodeAt(start + step * k)) k = t[k - 1]!;
    if (c === src.charCodeAt(start + step * k)) k++;
    t[i] = k;
  }
  return t;
}

/** Knuth–Morris–Pratt from `from`: the first start ≥ `from` of the piece, or -1. */
function kmpForward(path: string, from: number, src: string, start: number, m: number): number {
  const t = fillTable(src, start, m, 1);
  const n = path.length;
  let k = 0;
  for (let i = from; i < n; i++) {
    const c = path.charCodeAt(i);
    while (k > 0 && c !== src.charCodeAt(start + k)) k = t[k - 1]!;
    if (c === src.charCodeAt(start + k) && ++k === m) return i - m + 1;
  }
  return -1;
}

/** Knuth–Morris–Pratt backwards from `until`: the last start of the piece ending at or before `until`, or -1. */
function kmpBackward(path: string, until: number, src: string, start: number, m: number): number {
  const last = start + m - 1;
  const t = fillTable(src, last, m, -1);
  let k = 0;
  for (let i = until - 1; i >= 0; i--) {
    const c = path.charCodeAt(i);
    while (k > 0 && c !== src.charCodeAt(last - k)) k = t[k - 1]!;
    if (c === src.charCodeAt(last - k) && ++k === m) return i;
  }
  return -1;
}

/** One-character strings of ASCII, for the engine's own search of a character. */
const ONE_CHARACTER = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
/** Characters of a piece tried as its guard. */
const GUARDS_TRIED = 4;

/**
 * The place in the piece `src[start, start + m)` whose character is looked for first: of up
 * to four of its distinct ASCII characters, the one whose first place in the path (from
 * `limit` when `forward`) comes latest — found by the engine's indexOf, the fastest search it
 * has. -1 when one of them is not where the piece would need it: the piece is not there either.
 */
function guardOf(
  path: string,
  limit: number,
  src: string,
  start: number,
  m: number,
  forward: boolean,
) {
  let guard = forward ? m - 1 : 0;
  let latest = -1;
  let tried = 0;
  for (
    let k = forward ? m - 1 : 0;
    tried < GUARDS_TRIED && k >= 0 && k < m;
    k += forward ? -1 : 1
  ) {
    const c = src.charCodeAt(start + k);
    if (c >= 0x80) continue;
    let seen = false;
    for (let i = forward ? m - 1 : 0; i !== k && !seen; i += forward ? -1 : 1)
      seen = src.charCodeAt(start + i) === c;
    if (seen) continue;
    tried++;
    const found = path.indexOf(ONE_CHARACTER[c]!, forward ? limit + k : k);
    // Backwards, the piece ends by `limit`: its character k stands at `limit - m + k` at the latest.
    if (found < 0 || (!forward && found > limit - m + k)) return -1;
    if (found - k > latest) [latest, guard] = [found - k, k];
  }
  return guard;
}

/**
 * The first place at or after `from` where `path` holds `src[start, end)`, or -1. A guard
 * character of the piece (guardOf) is looked for first — by the engine's indexOf while it is
 * rare in the path (a native scan, several times faster than reading each character here),
 * then by reading each character — and the rest compared where it stands.
 */
export function findForward(
  path: string,
  from: number,
  src: string,
  start: number,
  end: number,
): number {
  const m = end - start;
  const last = path.length - m;
  if (m === 0) return from <= path.length ? from : -1;
  if (from > last) return -1;
  const g = guardOf(path, from, src, start, m, true);
  if (g < 0) return -1;
  const guard = src.charCodeAt(start + g);
  let native = guard < 0x80 ? ((path.length - from) >>> 6) + 4 : 0;
  // Compare budget of the plain search: past it, the text is one that makes it quadratic.
  let budget = 2 * (last - from) + 64;
  for (let at = from; at <= last; at++) {
    if (native > 0) {
      native--;
      const found = path.indexOf(ONE_CHARACTER[guard]!, at + g);
      if (found < 0 || found - g > last) return -1;
      at = found - g;
    } else if (path.charCodeAt(at + g) !== guard) continue;
    let i = 0;
    while (i < m && path.charCodeAt(at + i) === src.charCodeAt(start + i)) i++;
    if (i === m) return at;
    if ((budget -= i + 1) < 0) return kmpForward(path, at + 1, src, start, m);
  }
  return -1;
}

/**
 * The last place where `path` holds `src[start, end)` ending at or before `until`, or -1
 * (the search `findForward` is, from the other end).
 */
export function findBackward(
  path: string,
  until: number,
  src: string,
  start: number,
  end: number,
): number {
  const m = end - start;
  if (m === 0) return until;
  if (until < m) return -1;
  const g = guardOf(path, until, src, start, m, false);
  if (g < 0) return -1;
  const guard = src.charCodeAt(start + g);
  let native = guard < 0x80 ? (until >>> 6) + 4 : 0;
  let budget = 2 * until + 64;
  for (let at = until - m; at >= 0; at--) {
    if (native > 0) {
      native--;
      const found = path.lastIndexOf(ONE_CHARACTER[guard]!, at + g);
      if (found < g) return -1;
      at = found - g;
    } else if (path.charCodeAt(at + g) !== guard) continue;
    let i = 0;
    while (i < m && path.charCodeAt(at + i) === src.charCodeAt(start + i)) i++;
    if (i === m) return at;
    if ((budget -= i + 1) < 0) return kmpBackward(path, at + m - 1, src, start, m);
  }
  return -1;
}
