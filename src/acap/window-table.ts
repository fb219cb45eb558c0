// Patterns filed under a window (a short run of characters) of one of their pieces, and the
// windows of a path found in one pass (pattern-index.ts). The path's prefix hashes are made
// once per path (`prefixHashes`) and shared by every index a query asks, so a window's hash is
// two array reads; a table of the windows' first two characters answers most positions with
// one read; only then is the window looked up, in an open-addressing table of typed arrays.
// Each window's patterns are walked once per query, however often the path repeats it.

/** The polynomial hash every index and the prefix hashes use. */
export function step(hash: number, code: number): number {
  return (Math.imul(hash, 31) + code) | 0;
}

export function hashOf(text: string, start: number, end: number): number {
  let hash = 0;
  for (let i = start; i < end; i++) hash = step(hash, text.charCodeAt(i));
  return hash;
}

/** 31^k for the window lengths (k ≤ 8). */
export const POWERS = Int32Array.from({ length: 9 }, (_, k) => {
  let p = 1;
  for (let i = 0; i < k; i++) p = Math.imul(p, 31);
  return p;
});

let hashedPath: string | undefined;
let prefix = new Int32Array(64);

/** Paths longer than this get prefix hashes of their own, not kept after the query. */
const KEPT_PREFIX = 1 << 16;

/** `prefix[k]` = hashOf(path, 0, k) for every k ≤ path.length: made once per path. */
export function prefixHashes(path: string): Int32Array {
  if (path === hashedPath) return prefix;
  let hashes: Int32Array;
  if (path.length >= KEPT_PREFIX) hashes = new Int32Array(path.length + 1);
  else {
    if (prefix.length <= path.length) prefix = new Int32Array(path.length * 2 + 1);
    hashes = prefix;
    hashedPath = path;
  }
  let hash = 0;
  for (let i = 0; i < path.length; i++) hashes[i + 1] = hash = step(hash, path.charCodeAt(i));
  return hashes;
}

/** Occurrences of a window noted per query; past them a piece is looked for by a plain search. */
export const NOTED = 16;

/** The first two characters of a window, as an index of the head table (a filter: may collide). */
function headOf(a: number, b: number): number {
  return ((a & 127) << 7) | (b & 127);
}

function slotOf(hash: number, mask: number): number {
  return Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) & mask;
}

/** One window of a pattern: its length, text hash, and the pattern. */
export interface Filed {
  readonly length: number;
  readonly hash: number;
  readonly head: number;
  readonly id: number;
}

export class WindowTable {
  /** Per head: a bit per window length filed under it (1: 2, 2: 4, 4: 8 characters). */
  readonly #heads = new Uint8Array(1 << 14);
  readonly #mask: number;
  /** Per slot: the window there, or -1; per window: its length and hash. */
  readonly #slots: Int32Array;
  readonly #lengths: Uint8Array;
  readonly #hashes: Int32Array;
  /** Window w's patterns: #ids[#from[w], #from[w + 1]); the last query that walked them. */
  readonly #from: Int32Array;
  readonly #ids: Int32Array;
  readonly #walked: Int32Array;
  /** The window each pattern is filed under (-1: none). */
  readonly #windowOf: Int32Array;
  /**
   * The last query's occurrences of each window walked, ascending: a list through #next from
   * #first[w] to #last[w], positions in #places (at most one per path position and length).
   */
  readonly #first: Int32Array;
  readonly #last: Int32Array;
  /** How many occurrences of each window were noted (at most NOTED). */
  readonly #noted: Int32Array;
  #places = new Int32Array(64);
  #next = new Int32Array(64);

  constructor(filed: readonly Filed[]) {
    // Windows by length, then hash (two texts of one hash share an entry: their patterns are tried).
    const windows: { length: number; hash: number; ids: number[] }[] = [];
    const byLength = new Map<number, Map<number, number>>();
    for (const f of filed) {
      this.#heads[f.head]! |= f.length >> 1;
      let byHash = byLength.get(f.length);
      if (!byHash) byLength.set(f.length, (byHash = new Map()));
      const known = byHash.get(f.hash);
      if (known !== undefined) windows[known]!.ids.push(f.id);
      else {
        byHash.set(f.hash, windows.length);
        windows.push({ length: f.length, hash: f.hash, ids: [f.id] });
      }
    }
    let size = 16;
    while (size < windows.length * 2) size *= 2;
    this.#mask = size - 1;
    this.#slots = new Int32Array(size).fill(-1);
    this.#lengths = new Uint8Array(windows.length);
    this.#hashes = new Int32Array(windows.length);
    this.#from = new Int32Array(windows.length + 1);
    this.#walked = new Int32Array(windows.length);
    this.#ids = new Int32Array(filed.length);
    this.#first = new Int32Array(windows.length);
    this.#last = new Int32Array(windows.length);
    this.#noted = new Int32Array(windows.length);
    this.#windowOf = new Int32Array(filed.reduce((max, f) => Math.max(max, f.id + 1), 0)).fill(-1);
    let next = 0;
    windows.forEach(({ length, hash, ids }, window) => {
      let slot = slotOf(hash ^ length, this.#mask);
      while (this.#slots[slot] !== -1) slot = (slot + 1) & this.#mask;
      this.#slots[slot] = window;
      this.#lengths[window] = length;
      this.#hashes[window] = hash;
      this.#from[window] = next;
      for (const id of ids) {
        this.#ids[next++] = id;
        this.#windowOf[id] = window;
      }
    });
    this.#from[windows.length] = next;
  }

  /**
   * Calls `found` with each pattern filed under a window of `path` (once per window per
   * query), and notes where each such window stands in the path (occurrences()).
   */
  scan(path: string, query: number, found: (id: number) => void): void {
    const heads = this.#heads;
    const prefix = prefixHashes(path);
    const end = path.length - 2;
    // The hash each length looked up last, and the window it found: the same hash again (a
    // run, "aaaa…") is the same table entry, already walked in this query, so it is only noted.
    const looked = [0, 0, 0, 0, 0];
    const lookedAny = [false, false, false, false, false];
    const window = [-1, -1, -1, -1, -1];
    if (this.#places.length < 3 * path.length) {
      this.#places = new Int32Array(3 * path.length + 64);
      this.#next = new Int32Array(3 * path.length + 64);
    }
    const places = this.#places;
    const next = this.#next;
    const first = this.#first;
    const last = this.#last;
    const noted = this.#noted;
    let count = 0;
    for (let at = 0; at <= end; at++) {
      const lengths = heads[headOf(path.charCodeAt(at), path.charCodeAt(at + 1))]!;
      if (lengths === 0) continue;
      for (let bit = 1; bit <= 4; bit <<= 1) {
        const length = bit << 1;
        if ((lengths & bit) === 0 || at + length > path.length) continue;
        const hash = (prefix[at + length]! - Math.imul(prefix[at]!, POWERS[length]!)) | 0;
        if (!lookedAny[bit] || looked[bit] !== hash) {
          looked[bit] = hash;
          lookedAny[bit] = true;
          window[bit] = this.#visit(length, hash, query, found);
        }
        // Noted here, not by a method: a call per position cost a third of the scan.
        const w = window[bit]!;
        if (w < 0) continue;
        // A window noted NOTED times is noted no more until looked up again.
        if (noted[w]! >= NOTED) {
          window[bit] = -1;
          continue;
        }
        noted[w]!++;
        places[count] = at;
        next[count] = -1;
        if (first[w] === -1) first[w] = count;
        else next[last[w]!] = count;
        last[w] = count++;
      }
    }
  }

  /** The window of (length, hash), walked once per query (-1: none). */
  #visit(length: number, hash: number, query: number, found: (id: number) => void): number {
    const mask = this.#mask;
    for (let slot = slotOf(hash ^ length, mask); ; slot = (slot + 1) & mask) {
      const window = this.#slots[slot]!;
      if (window === -1) return -1;
      if (this.#hashes[window] !== hash || this.#lengths[window] !== length) continue;
      if (this.#walked[window] === query) return window;
      this.#walked[window] = query;
      this.#first[window] = -1;
      this.#noted[window] = 0;
      for (let k = this.#from[window]!; k < this.#from[window + 1]!; k++) found(this.#ids[k]!);
      return window;
    }
  }

  /**
   * Where the window pattern `id` is filed under stands in the path of the last scan, which
   * found `id`: the first occurrence's entry (-1: none); place(k) and after(k) walk them. Only
   * the first NOTED are kept (a run repeating the window would cost a note per character).
   */
  occurrences(id: number): number {
    return this.#first[this.#windowOf[id]!]!;
  }

  /** Whether occurrences(id) lists every place of the window, not only the first NOTED. */
  notedAll(id: number): boolean {
    return this.#noted[this.#windowOf[id]!]! < NOTED;
  }

  place(k: number): number {
    return this.#places[k]!;
  }

  after(k: number): number {
    return this.#next[k]!;
  }
}

/** The head-table index of a window of `text` at `start`. */
export function headAt(text: string, start: number): number {
  return headOf(text.charCodeAt(start), text.charCodeAt(start + 1));
}
