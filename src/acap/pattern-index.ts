// Which of many distinct ACAP patterns (normalised, lower-cased) match a path, without trying
// every one (issue 24: 17,600 wildcard patterns behind one literal start cost 1.7 ms a query,
// and seconds with a long URL). A pattern can only match a path that starts with its literal
// start (the text before its first `*`) and holds every piece after it, so:
// - patterns are found by their literal start: the path's prefixes are hashed once per query,
//   and one hash is looked up per distinct start length (as the literal starts of core/pattern-index.ts);
// - when more than 8 wildcard patterns share one start, each is found instead by a window of
//   8, 4 or 2 characters of its pieces, the one a query pays least for (how many patterns hold
//   it × how many windows start with its first two characters), which the query finds in one
//   pass over the path (window-table.ts);
// - only the patterns found are tried, each once per query, by core/pattern.ts's matcher; a
//   pattern found by a window of its first piece has that piece looked for only where the
//   scan saw the window (a long random path held the windows of hundreds of candidates).
// Patterns left in a crowded start (no piece of two characters) are tried one by one. A
// generic index in core/ could take this one's place if it gave every match (§2.4.6 needs all
// of them, not the first), each distinct pattern once, over lower-cased text (§2.9).
import {
  compileWildcard,
  findForward,
  firstStar,
  holdsAt,
  matchesWildcard,
  piecesFollow,
  type CompiledPattern,
} from "../core/pattern.js";
import {
  hashOf,
  headAt,
  POWERS,
  prefixHashes,
  step,
  WindowTable,
  type Filed,
} from "./window-table.js";

/** Below this many patterns a scan is as fast as the index. */
const INDEX_FROM = 48;
/** A literal start shared by more wildcard patterns than this sends them to the piece windows. */
const CROWDED = 8;
/** The window lengths (window-table.ts's head table has a bit for each). */
const WINDOWS = [8, 4, 2] as const;
const STAR = 0x2a;
/** Windows are counted in this many cells. */
const COUNTS = 1 << 16;

function push(map: Map<number, number[]>, key: number, value: number): void {
  const known = map.get(key);
  if (known) known.push(value);
  else map.set(key, [value]);
}

/** The count cell of a window (by hash: a rare window may be counted high, never low). */
function cellOf(length: number, hash: number): number {
  return (hash ^ Math.imul(length, 0x9e3779b1)) & (COUNTS - 1);
}

/** The windows of one pattern while filing: (length, hash, head, place) quadruples. */
let SCRATCH = new Int32Array(1024);

/** A wildcard pattern to be found by a window of its pieces. */
interface Windowed {
  readonly id: number;
  readonly pieces: [number, number][];
}

/** The pieces of a pattern body after its literal start: [start, end) spans between `*`s. */
function piecesOf(body: string, star: number): [number, number][] {
  const pieces: [number, number][] = [];
  for (let at = star + 1; at <= body.length;) {
    const end = firstStar(body, at, body.length);
    if (end > at) pieces.push([at, end]);
    at = end + 1;
  }
  return pieces;
}

export class PatternIndex {
  readonly #compiled: CompiledPattern[];
  /** Patterns by the hash of their literal start, and the distinct start lengths, ascending. */
  #byStart: Map<number, number[]> | undefined;
  #startLengths: number[] = [];
  #windows: WindowTable | undefined;
  readonly #stamp: Int32Array;
  #query = 0;
  /** Each pattern's first `*`; for a windowed pattern whose window lies in its first piece, that piece [start, end) and the window's place in it (else -1). */
  #stars = new Int32Array(0);
  #pieceStart = new Int32Array(0);
  #pieceEnd = new Int32Array(0);
  #windowAt = new Int32Array(0);
  /** The windowed patterns a query found, before they are tried. */
  readonly #found: number[] = [];
  readonly #collect = (id: number): void => {
    if (this.#stamp[id] === this.#query) return;
    this.#stamp[id] = this.#query;
    this.#found[this.#foundCount++] = id;
  };
  #foundCount = 0;

  /** `patterns`: distinct, normalised and lower-cased (acapPattern); their index is their id. */
  constructor(patterns: readonly string[]) {
    this.#compiled = patterns.map(compileWildcard);
    this.#stamp = new Int32Array(patterns.length);
    if (patterns.length >= INDEX_FROM) this.#build();
  }

  #build(): void {
    const compiled = this.#compiled;
    const stars = compiled.map(({ body }) => firstStar(body, 0, body.length));
    const starts = new Map<number, number[]>();
    compiled.forEach(({ body }, id) => push(starts, hashOf(body, 0, stars[id]!), id));
    const windowed: Windowed[] = [];
    for (const [hash, ids] of starts) {
      const isWild = (id: number) => stars[id]! < compiled[id]!.body.length;
      const wild = ids.filter(isWild);
      if (wild.length <= CROWDED) continue;
      const keep = ids.filter((id) => !isWild(id));
      for (const id of wild) {
        const pieces = piecesOf(compiled[id]!.body, stars[id]!);
        const longest = pieces.reduce((max, [s, e]) => Math.max(max, e - s), 0);
        if (longest < 2) keep.push(id);
        else windowed.push({ id, pieces });
      }
      if (keep.length > 0)
        starts.set(
          hash,
          keep.sort((a, b) => a - b),
        );
      else starts.delete(hash);
    }
    const lengths = new Set<number>();
    for (const ids of starts.values()) for (const id of ids) lengths.add(stars[id]!);
    this.#stars = Int32Array.from(stars);
    this.#byStart = starts;
    this.#startLengths = [...lengths].sort((a, b) => a - b);
    this.#fileByWindows(windowed);
  }

  /**
   * Files each pattern under one window of its pieces: the one that costs a query least, by
   * how many patterns hold that window (patterns tried when the path holds it) times how many
   * windows start with its first two characters (positions of a path that look it up).
   */
  #fileByWindows(windowed: readonly Windowed[]): void {
    if (windowed.length === 0) return;
    const counts = new Uint32Array(COUNTS);
    const heads = new Uint32Array(1 << 14);
    for (const { id, pieces } of windowed) {
      const n = this.#windowsOf(id, pieces);
      for (let k = 0; k < n; k += 4) {
        counts[cellOf(SCRATCH[k]!, SCRATCH[k + 1]!)]!++;
        heads[SCRATCH[k + 2]!]!++;
      }
    }
    const filed: Filed[] = [];
    for (const { id, pieces } of windowed) {
      const n = this.#windowsOf(id, pieces);
      let best = 0;
      let cheapest = Infinity;
      for (let k = 0; k < n; k += 4) {
        const cost = counts[cellOf(SCRATCH[k]!, SCRATCH[k + 1]!)]! * heads[SCRATCH[k + 2]!]!;
        if (cost < cheapest) {
          cheapest = cost;
          best = k;
        }
      }
      filed.push({
        length: SCRATCH[best]!,
        hash: SCRATCH[best + 1]!,
        head: SCRATCH[best + 2]!,
        id,
      });
      this.#noteFirstPiece(id, SCRATCH[best + 3]!, SCRATCH[best]!);
    }
    this.#windows = new WindowTable(filed);
  }

  /**
   * Notes the first non-empty piece of `id` after its literal start when its filed window (at
   * `at`, of `length`) lies in it: the piece is then looked for only where the window stands.
   */
  #noteFirstPiece(id: number, at: number, length: number): void {
    if (this.#windowAt.length === 0) {
      const n = this.#compiled.length;
      this.#pieceStart = new Int32Array(n);
      this.#pieceEnd = new Int32Array(n);
      this.#windowAt = new Int32Array(n).fill(-1);
    }
    const { body } = this.#compiled[id]!;
    let start = this.#stars[id]! + 1;
    while (start < body.length && body.charCodeAt(start) === STAR) start++;
    const end = firstStar(body, start, body.length);
    if (at < start || at + length > end) return;
    this.#pieceStart[id] = start;
    this.#pieceEnd[id] = end;
    this.#windowAt[id] = at - start;
  }

  /**
   * Writes to SCRATCH every window of 8, 4 and 2 characters of the pieces of `id` as
   * (length, hash, head, place in the body) quadruples (hashes rolled on); returns how many
   * numbers it wrote.
   */
  #windowsOf(id: number, pieces: readonly [number, number][]): number {
    const { body } = this.#compiled[id]!;
    if (SCRATCH.length < body.length * 12) SCRATCH = new Int32Array(body.length * 24);
    let n = 0;
    for (const length of WINDOWS) {
      const drop = POWERS[length]!;
      for (const [start, end] of pieces) {
        if (end - start < length) continue;
        let hash = hashOf(body, start, start + length);
        for (let at = start; ; at++) {
          SCRATCH[n++] = length;
          SCRATCH[n++] = hash;
          SCRATCH[n++] = headAt(body, at);
          SCRATCH[n++] = at;
          if (at + length === end) break;
          hash =
            (step(hash, body.charCodeAt(at + length)) - Math.imul(drop, body.charCodeAt(at))) | 0;
        }
      }
    }
    return n;
  }

  /** Appends to `out` the ids of the patterns that match `path` (lower-cased), each once. */
  matching(path: string, out: number[]): void {
    const compiled = this.#compiled;
    const byStart = this.#byStart;
    if (byStart === undefined) {
      for (let id = 0; id < compiled.length; id++)
        if (matchesWildcard(compiled[id]!, path)) out.push(id);
      return;
    }
    const query = ++this.#query;
    const stamp = this.#stamp;
    const tryOne = (id: number) => {
      if (stamp[id] === query) return;
      stamp[id] = query;
      if (matchesWildcard(compiled[id]!, path)) out.push(id);
    };
    const prefix = prefixHashes(path);
    for (const length of this.#startLengths) {
      if (length > path.length) break;
      const ids = byStart.get(prefix[length]!);
      if (ids) for (const id of ids) tryOne(id);
    }
    const windows = this.#windows;
    if (windows === undefined) return;
    this.#foundCount = 0;
    windows.scan(path, query, this.#collect);
    const found = this.#found;
    for (let k = 0; k < this.#foundCount; k++)
      if (this.#windowedMatches(windows, found[k]!, path)) out.push(found[k]!);
  }

  /**
   * matchesWildcard for a pattern found by its window: when the window lies in the first
   * piece, that piece's leftmost place is looked for only where the scan saw the window
   * (issue 24: each candidate read the whole path, 0.6-5 ms a query on long random URLs).
   */
  #windowedMatches(windows: WindowTable, id: number, path: string): boolean {
    const offset = this.#windowAt[id]!;
    const pattern = this.#compiled[id]!;
    if (offset < 0) return matchesWildcard(pattern, path);
    const { body, anchored } = pattern;
    const star = this.#stars[id]!;
    const start = this.#pieceStart[id]!;
    const end = this.#pieceEnd[id]!;
    // The last piece when anchored must end the path: leftmost is not its rule.
    if (end === body.length && anchored) return matchesWildcard(pattern, path);
    if (!holdsAt(path, 0, body, 0, star)) return false;
    const first = windows.occurrences(id);
    if (first < 0) return matchesWildcard(pattern, path);
    // A window the path holds often (a run): the plain search, from its first place.
    if (!windows.notedAll(id))
      return this.#follows(
        path,
        id,
        findForward(path, Math.max(star, windows.place(first) - offset), body, start, end),
      );
    let at = -1;
    for (let k = first; k >= 0 && at < 0; k = windows.after(k)) {
      const place = windows.place(k) - offset;
      if (place >= star && holdsAt(path, place, body, start, end)) at = place;
    }
    return this.#follows(path, id, at);
  }

  /** Whether the pieces after the first piece of `id`, found at `at` (-1: not found), follow. */
  #follows(path: string, id: number, at: number): boolean {
    if (at < 0) return false;
    const { body, anchored } = this.#compiled[id]!;
    const end = this.#pieceEnd[id]!;
    return (
      end === body.length ||
      piecesFollow(path, at + (end - this.#pieceStart[id]!), body, end + 1, body.length, anchored)
    );
  }
}
