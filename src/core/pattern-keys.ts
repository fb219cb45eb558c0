// The keys of the pattern index (src/core/pattern-index.ts): how a pattern is found without
// being tried on every path. Three kinds, each something every path the pattern matches
// must show, and each looked up in time that does not grow with the number of patterns:
//
// - PREFIX: the literal start (text before the first `*`) is a prefix of the path; the path's
//   prefixes are hashed once per query, one lookup per distinct start length.
// - SUFFIX: an anchored pattern's last piece ends the path; likewise from the end.
// - GRAM: a run of 1–4 characters of one piece (the whole piece when shorter) occurs in the
//   path; the path's runs are read in one pass (4 characters of 7 bits pack into one integer
//   exactly, so a run is its own key) and a bitmap says which runs are keys at all.
//
// Each pattern takes the key that fewest patterns share (a literal start, an anchored end, or
// the rarest run of its pieces, counting every occurrence in the selection's pieces), so a
// file of 17,000 rules that differ only in a counter puts each in its own bucket.

/** Multiplier of the polynomial hash of starts and ends (FNV's prime). */
const HASH_STEP = 0x01000193;

/** One character more of a polynomial hash. */
export function hashStep(hash: number, c: number): number {
  return (Math.imul(hash, HASH_STEP) + c) | 0;
}

/** The lookup key of a start or end of `length` characters whose hash is `hash`. */
export function lengthKey(hash: number, length: number): number {
  return (hash + Math.imul(length, 0x85ebca6b)) | 0;
}

/** Hash of `src[start, end)` read forwards (a literal start). */
export function hashForward(src: string, start: number, end: number): number {
  let hash = 0;
  for (let i = start; i < end; i++) hash = hashStep(hash, src.charCodeAt(i));
  return lengthKey(hash, end - start);
}

/** Hash of `src[start, end)` read backwards (an anchored end). */
export function hashBackward(src: string, start: number, end: number): number {
  let hash = 0;
  for (let i = end - 1; i >= start; i--) hash = hashStep(hash, src.charCodeAt(i));
  return lengthKey(hash, end - start);
}

/**
 * Runs of 8 characters, hashed (polynomially, as starts are): a longer key than 4 characters,
 * so that a run of the pieces' common characters is not one (a file of rules that differ in a
 * counter gives runs like "ab1234" + its neighbours, which a path of digits does not hold).
 */
export const LONG_GRAM = 8;
/** The bit of runs of 8 characters in the index's table of the last two characters of keys. */
export const LONG_TAIL = 1 << 7;
/** HASH_STEP to the 8th power: what the character leaving a run of 8 weighs in its hash. */
export const LONG_OUT = (() => {
  let power = 1;
  for (let i = 0; i < LONG_GRAM; i++) power = Math.imul(power, HASH_STEP);
  return power;
})();

/** The hash of the 8 characters `src[at, at + 8)`. */
export function hashLong(src: string, at: number): number {
  let hash = 0;
  for (let i = at; i < at + LONG_GRAM; i++) hash = hashStep(hash, src.charCodeAt(i));
  return hash;
}

/** Characters of a run are kept in 7 bits (non-ASCII folds onto ASCII: only more candidates). */
export const GRAM_CHAR = 127;
/** The longest run used as a key: 4 × 7 bits. */
export const GRAM_MAX = 4;
export const GRAM_PACK = 0x0fffffff;

/** The key of the run of `length` (1–4) characters packed in `packed` (the last in the low bits). */
export function gramKey(packed: number, length: number): number {
  return ((length - 1) << 28) | (packed & ((1 << (7 * length)) - 1));
}

/** The run `src[at, at + length)` packed, the last character in the low 7 bits. */
export function packGram(src: string, at: number, length: number): number {
  let packed = 0;
  for (let i = at; i < at + length; i++) packed = (packed << 7) | (src.charCodeAt(i) & GRAM_CHAR);
  return packed;
}

/**
 * About how often each integer key was added: one typed array of counters indexed by a hash of
 * the key, keys that share a counter adding to each other (a count-min sketch of one row). A
 * build-time helper: the counts only choose which key a pattern is filed under, so a count too
 * high costs speed at worst, never an answer, and no key is stored or compared.
 */
export class KeyCounter {
  readonly #counts: Int32Array;
  readonly #shift: number;

  /** `expected`: about how many keys will be added (the table holds twice that, at most 2^22). */
  constructor(expected: number) {
    let bits = 4;
    while (1 << bits < 2 * expected && bits < 22) bits++;
    this.#counts = new Int32Array(1 << bits);
    this.#shift = 32 - bits;
  }

  add(key: number): void {
    this.#counts[Math.imul(key, 0x9e3779b1) >>> this.#shift]!++;
  }

  count(key: number): number {
    return this.#counts[Math.imul(key, 0x9e3779b1) >>> this.#shift]!;
  }
}

/** Each piece of `src[from, end)`: the non-empty runs between `*`, in order. */
export function forEachPiece(
  src: string,
  from: number,
  end: number,
  visit: (start: number, end: number) => void,
): void {
  let start = from;
  for (let i = from; i <= end; i++)
    if (i === end || src.charCodeAt(i) === 0x2a) {
      if (i > start) visit(start, i);
      start = i + 1;
    }
}

/** Each run a piece offers as a key: every 4 characters, or the whole piece when shorter. */
export function forEachGram(
  src: string,
  start: number,
  end: number,
  visit: (key: number, at: number, length: number) => void,
): void {
  const length = Math.min(GRAM_MAX, end - start);
  for (let at = start; at + length <= end; at++)
    visit(gramKey(packGram(src, at, length), length), at, length);
}
