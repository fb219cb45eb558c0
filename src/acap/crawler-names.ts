// ACAP-1 §2.3.1 NOTE: a crawler name is "some or all of the string used by that crawler in a
// User-Agent header field", "not case-sensitive". Which names of a file occur in a query's
// User-Agent is found in one pass over it (an Aho–Corasick automaton of the names, made once
// per file), so a 100 KB header or a list of 10,000 tokens costs its own length plus the
// file's names, not one scan of the header per name (issue 24).

const ROOT = 0;

/** Lower-cased as crawlerMatches compares: the whole string at once. */
function lower(text: string): string {
  return text.toLowerCase();
}

export class NameMatcher {
  /** Transitions: `state * 128 + code` for ASCII (small integers), `state:code` beyond. */
  readonly #ascii = new Map<number, number>();
  readonly #wide = new Map<string, number>();
  /** Per state: the longest proper suffix that is a state, and the nearest such suffix ending a name. */
  #fail: Int32Array;
  #outputLink: Int32Array;
  /** Per state: the first name ending there, or -1 (other names ending there follow in `#sameEnd`). */
  #ends: Int32Array;
  readonly #sameEnd: number[];
  /** Names that are empty: every text holds them. */
  readonly #everywhere: number[] = [];
  #states = 1;
  /** Per state: the last search that reported its names (so each is reported once per search). */
  #seen: Int32Array;
  #search = 0;

  /** `names` are matched case-insensitively; their index is their id. */
  constructor(names: readonly string[]) {
    let size = 1;
    for (const name of names) size += name.length;
    this.#fail = new Int32Array(size);
    this.#outputLink = new Int32Array(size).fill(-1);
    this.#ends = new Int32Array(size).fill(-1);
    this.#sameEnd = new Array<number>(names.length).fill(-1);
    this.#seen = new Int32Array(size);
    names.forEach((name, id) => {
      const text = lower(name);
      if (text.length === 0) {
        this.#everywhere.push(id);
        return;
      }
      let state = ROOT;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        let next = this.#step(state, code);
        if (next === -1) {
          next = this.#states++;
          this.#set(state, code, next);
        }
        state = next;
      }
      this.#sameEnd[id] = this.#ends[state]!;
      this.#ends[state] = id;
    });
    this.#link();
  }

  #step(state: number, code: number): number {
    return (
      (code < 128 ? this.#ascii.get(state * 128 + code) : this.#wide.get(`${state}:${code}`)) ?? -1
    );
  }

  #set(state: number, code: number, next: number): void {
    if (code < 128) this.#ascii.set(state * 128 + code, next);
    else this.#wide.set(`${state}:${code}`, next);
  }

  /** Failure and output links, breadth first. */
  #link(): void {
    const edges: [from: number, code: number, to: number][] = [];
    for (const [key, to] of this.#ascii) edges.push([Math.floor(key / 128), key % 128, to]);
    for (const [key, to] of this.#wide) {
      const colon = key.indexOf(":");
      edges.push([Number(key.slice(0, colon)), Number(key.slice(colon + 1)), to]);
    }
    const children = new Map<number, [number, number][]>();
    for (const [from, code, to] of edges) {
      const list = children.get(from);
      if (list) list.push([code, to]);
      else children.set(from, [[code, to]]);
    }
    const queue: number[] = [ROOT];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [code, child] of children.get(state) ?? []) {
        queue.push(child);
        let fallback = state === ROOT ? -1 : this.#fail[state]!;
        let target = ROOT;
        while (fallback !== -1) {
          const next = this.#step(fallback, code);
          if (next !== -1) {
            target = next;
            break;
          }
          fallback = fallback === ROOT ? -1 : this.#fail[fallback]!;
        }
        this.#fail[child] = target;
        this.#outputLink[child] = this.#ends[target] !== -1 ? target : this.#outputLink[target]!;
      }
    }
  }

  /** The next state after `state` reads `code`. */
  #advance(state: number, code: number): number {
    for (;;) {
      const next = this.#step(state, code);
      if (next !== -1) return next;
      if (state === ROOT) return ROOT;
      state = this.#fail[state]!;
    }
  }

  /** The ids of the names `text` holds (case-insensitively), each once, in no particular order. */
  found(text: string): number[] {
    const out = [...this.#everywhere];
    if (this.#states === 1) return out;
    const search = ++this.#search;
    const seen = this.#seen;
    const lowered = lower(text);
    let state = ROOT;
    for (let i = 0; i < lowered.length; i++) {
      state = this.#advance(state, lowered.charCodeAt(i));
      // Every name ending here: this state's, then along the output links, until a state
      // already reported in this search (its suffixes were reported with it).
      for (let s = this.#ends[state] !== -1 ? state : this.#outputLink[state]!; s !== -1;) {
        if (seen[s] === search) break;
        seen[s] = search;
        for (let id = this.#ends[s]!; id !== -1; id = this.#sameEnd[id]!) out.push(id);
        s = this.#outputLink[s]!;
      }
    }
    return out;
  }

  /** Does `text` hold any of the names (case-insensitively)? */
  any(text: string): boolean {
    if (this.#everywhere.length > 0) return true;
    if (this.#states === 1) return false;
    const lowered = lower(text);
    let state = ROOT;
    for (let i = 0; i < lowered.length; i++) {
      state = this.#advance(state, lowered.charCodeAt(i));
      if (this.#ends[state] !== -1 || this.#outputLink[state] !== -1) return true;
    }
    return false;
  }
}
