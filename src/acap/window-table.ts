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
    let next = 0;
    windows.forEach(({ length, hash, ids }, window) => {
      let slot = slotOf(hash ^ length, this.#mask);
      while (this.#slots[slot] !== -1) slot = (slot + 1) & this.#mask;
      this.#slots[slot] = window;
      this.#lengths[window] = length;
      this.#hashes[window] = hash;
      this.#from[window] = next;
      for (const id of ids) this.#ids[next++] = id;
    });
    this.#from[windows.length] = next;
  }

  /** Calls `found` with each pattern filed under a window of `path` (once per window per query). */
  scan(path: string, query: number, found: (id: number) => void): void {
    const heads = this.#heads;
    const prefix = prefixHashes(path);
    const last = path.length - 2;
    // The hash each length looked up last: the same hash again (a run, "aaaa…") is the same
    // table entry, already walked in this query, so it is not looked up again.
    const looked = [0, 0, 0, 0, 0];
    const lookedAny = [false, false, false, false, false];
    for (let at = 0; at <= last; at++) {
      const lengths = heads[headOf(path.charCodeAt(at), path.charCodeAt(at + 1))]!;
      if (lengths === 0) continue;
      for (let bit = 1; bit <= 4; bit <<= 1) {
        const length = bit << 1;
        if ((lengths & bit) === 0 || at + length > path.length) continue;
        const hash = (prefix[at + length]! - Math.imul(prefix[at]!, POWERS[length]!)) | 0;
        if (lookedAny[bit] && looked[bit] === hash) continue;
        looked[bit] = hash;
        lookedAny[bit] = true;
        this.#visit(length, hash, query, found);
      }
    }
  }

  #visit(length: number, hash: number, query: number, found: (id: number) => void): void {
    const mask = this.#mask;
    for (let slot = slotOf(hash ^ length, mask); ; slot = (slot + 1) & mask) {
      const window = this.#slots[slot]!;
      if (window === -1) return;
      if (this.#hashes[window] !== hash || this.#lengths[window] !== length) continue;
      if (this.#walked[window] === query) return;
      this.#walked[window] = query;
      for (let k = this.#from[window]!; k < this.#from[window + 1]!; k++) found(this.#ids[k]!);
      return;
    }
  }
}

/** The head-table index of a window of `text` at `start`. */
export function headAt(text: string, start: number): number {
  return headOf(text.charCodeAt(start), text.charCodeAt(start + 1));
}
