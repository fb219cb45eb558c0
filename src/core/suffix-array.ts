// Suffix arrays by induced sorting (SA-IS: Nong, Zhang and Chan, "Two Efficient Algorithms for
// Linear Time Suffix Array Construction", 2011), in linear time and a few integers per
// character; and the first occurrence of a string in the text they index, in time of the
// string's length times the log of the text's. Used to find which User-agent values contain a
// crawler's name (KOSTER-1996 §3.2.1) when a crawler asks about many names.

/** Sorts a few suffixes directly (short texts and the recursion's smallest steps). */
function naive(s: Int32Array): Int32Array {
  const n = s.length;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    if (a === b) return 0;
    while (a < n && b < n) {
      if (s[a] !== s[b]) return s[a]! - s[b]!;
      a++;
      b++;
    }
    return a === n ? -1 : 1;
  });
  return Int32Array.from(order);
}

/** Bucket starts (of S-type suffixes, `sumS`) and of L-type ones (`sumL`) per symbol. */
function buckets(s: Int32Array, ls: Uint8Array, upper: number) {
  const sumL = new Int32Array(upper + 2);
  const sumS = new Int32Array(upper + 2);
  for (let i = 0; i < s.length; i++) {
    if (ls[i] === 0) sumS[s[i]!]!++;
    else sumL[s[i]! + 1]!++;
  }
  for (let i = 0; i <= upper; i++) {
    sumS[i]! += sumL[i]!;
    if (i < upper) sumL[i + 1]! += sumS[i]!;
  }
  return { sumL, sumS };
}

/** The induced sort of all suffixes from the LMS suffixes in `lms` order. */
function induce(
  s: Int32Array,
  ls: Uint8Array,
  sa: Int32Array,
  lms: Int32Array,
  { sumL, sumS }: { sumL: Int32Array; sumS: Int32Array },
): void {
  const n = s.length;
  sa.fill(-1);
  const buf = sumS.slice();
  for (const d of lms) if (d !== n) sa[buf[s[d]!]!++] = d;
  buf.set(sumL);
  sa[buf[s[n - 1]!]!++] = n - 1;
  for (let i = 0; i < n; i++) {
    const v = sa[i]!;
    if (v >= 1 && ls[v - 1] === 0) sa[buf[s[v - 1]!]!++] = v - 1;
  }
  buf.set(sumL);
  for (let i = n - 1; i >= 0; i--) {
    const v = sa[i]!;
    if (v >= 1 && ls[v - 1] === 1) sa[--buf[s[v - 1]! + 1]!] = v - 1;
  }
}

/**
 * The suffix array of `s`, whose symbols are 0…upper: the starts of its suffixes in
 * lexicographic order (a suffix before its extensions). The recursion halves the text at
 * least, so its depth is at most log2 of the length.
 */
export function suffixArray(s: Int32Array, upper: number): Int32Array {
  const n = s.length;
  if (n < 16) return naive(s);
  // ls[i]: the suffix at i is S-type (smaller than the one after it).
  const ls = new Uint8Array(n);
  for (let i = n - 2; i >= 0; i--)
    ls[i] = s[i] === s[i + 1] ? ls[i + 1]! : s[i]! < s[i + 1]! ? 1 : 0;
  const sums = buckets(s, ls, upper);
  const lmsMap = new Int32Array(n + 1).fill(-1);
  let m = 0;
  for (let i = 1; i < n; i++) if (ls[i - 1] === 0 && ls[i] === 1) lmsMap[i] = m++;
  const lms = new Int32Array(m);
  for (let i = 1, k = 0; i < n; i++) if (ls[i - 1] === 0 && ls[i] === 1) lms[k++] = i;
  const sa = new Int32Array(n);
  induce(s, ls, sa, lms, sums);
  if (m === 0) return sa;
  const sorted = new Int32Array(m);
  for (let i = 0, k = 0; i < n; i++) if (lmsMap[sa[i]!] !== -1) sorted[k++] = sa[i]!;
  // Name each LMS substring by its rank among them, equal substrings alike.
  const reduced = new Int32Array(m);
  let names = 0;
  reduced[lmsMap[sorted[0]!]!] = 0;
  for (let i = 1; i < m; i++) {
    let l = sorted[i - 1]!;
    let r = sorted[i]!;
    const endL = lmsMap[l]! + 1 < m ? lms[lmsMap[l]! + 1]! : n;
    const endR = lmsMap[r]! + 1 < m ? lms[lmsMap[r]! + 1]! : n;
    let same = endL - l === endR - r;
    if (same) {
      while (l < endL && s[l] === s[r]) {
        l++;
        r++;
      }
      if (l === n || s[l] !== s[r]) same = false;
    }
    if (!same) names++;
    reduced[lmsMap[sorted[i]!]!] = names;
  }
  const reducedSa = suffixArray(reduced, names);
  for (let i = 0; i < m; i++) sorted[i] = lms[reducedSa[i]!]!;
  induce(s, ls, sa, sorted, sums);
  return sa;
}

const BLOCK = 64;

/**
 * A text's suffix array with the smallest start in any range of it (block minima and a sparse
 * table over blocks: about one integer per character more), so that the first occurrence of
 * a string costs O(length × log n + BLOCK).
 */
export class SuffixIndex {
  readonly #text: string;
  readonly #sa: Int32Array;
  /** Level k, block b: the smallest start in blocks b … b + 2^k − 1. */
  readonly #levels: Int32Array[] = [];

  constructor(text: string) {
    this.#text = text;
    const n = text.length;
    // Symbols ranked by code unit, so that the order is the text's.
    const present = new Uint8Array(65_536);
    for (let i = 0; i < n; i++) present[text.charCodeAt(i)] = 1;
    const rank = new Int32Array(65_536);
    let upper = 0;
    for (let c = 0; c < 65_536; c++) if (present[c]) rank[c] = upper++;
    const s = new Int32Array(n);
    for (let i = 0; i < n; i++) s[i] = rank[text.charCodeAt(i)]!;
    const sa = (this.#sa = suffixArray(s, Math.max(upper - 1, 0)));
    const blocks = Math.ceil(n / BLOCK);
    let level = new Int32Array(blocks).fill(n);
    for (let i = 0; i < n; i++) {
      const b = (i / BLOCK) | 0;
      if (sa[i]! < level[b]!) level[b] = sa[i]!;
    }
    this.#levels.push(level);
    for (let width = 1; 2 * width <= blocks; width *= 2) {
      const next = new Int32Array(blocks - 2 * width + 1);
      for (let b = 0; b < next.length; b++) next[b] = Math.min(level[b]!, level[b + width]!);
      this.#levels.push((level = next));
    }
  }

  /** Estimated bytes held (the text is the caller's). */
  get bytes(): number {
    let bytes = 4 * this.#sa.length;
    for (const level of this.#levels) bytes += 4 * level.length;
    return bytes;
  }

  /** Compares the suffix at `start` with `word` on `word`'s length: <0, 0 (a prefix) or >0. */
  #compare(start: number, word: string): number {
    const text = this.#text;
    for (let k = 0; k < word.length; k++) {
      if (start + k >= text.length) return -1;
      const d = text.charCodeAt(start + k) - word.charCodeAt(k);
      if (d !== 0) return d;
    }
    return 0;
  }

  /** The first suffix (in order) not below `word`, or the first above every suffix it prefixes. */
  #bound(word: string, above: boolean): number {
    let lo = 0;
    let hi = this.#sa.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.#compare(this.#sa[mid]!, word);
      if (c < 0 || (above && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where `word` first occurs in the text, or -1. */
  firstOccurrence(word: string): number {
    const from = this.#bound(word, false);
    const to = this.#bound(word, true);
    return from < to ? this.#smallestStart(from, to) : -1;
  }

  /** The smallest suffix start in sa[from, to). */
  #smallestStart(from: number, to: number): number {
    const sa = this.#sa;
    let best = this.#text.length;
    const firstFull = Math.ceil(from / BLOCK);
    const lastFull = Math.floor(to / BLOCK);
    if (firstFull >= lastFull) {
      for (let i = from; i < to; i++) best = Math.min(best, sa[i]!);
      return best;
    }
    for (let i = from; i < firstFull * BLOCK; i++) best = Math.min(best, sa[i]!);
    for (let i = lastFull * BLOCK; i < to; i++) best = Math.min(best, sa[i]!);
    const k = 31 - Math.clz32(lastFull - firstFull);
    const level = this.#levels[k]!;
    return Math.min(best, level[firstFull]!, level[lastFull - (1 << k)]!);
  }
}
