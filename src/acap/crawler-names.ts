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
  /** Transitions, an open-addressing table of typed arrays: (state, code) → next state. */
  readonly #mask: number;
  readonly #from: Int32Array;
  readonly #code: Int32Array;
  readonly #to: Int32Array;
  /** Per state: its children (first, and each one's next sibling), for the breadth-first pass. */
  readonly #firstChild: Int32Array;
  readonly #nextSibling: Int32Array;
  readonly #childCode: Int32Array;
  /** Per state: the longest proper suffix that is a state, and the nearest such suffix ending a name. */
  readonly #fail: Int32Array;
  readonly #outputLink: Int32Array;
  /** Per state: the first name ending there, or -1 (other names ending there follow in `#sameEnd`). */
  readonly #ends: Int32Array;
  readonly #sameEnd: Int32Array;
  /** Names that are empty: every text holds them. */
  readonly #everywhere: number[] = [];
  #states = 1;
  /** Per state: the last search that reported its names (so each is reported once per search). */
  readonly #seen: Int32Array;
  #search = 0;

  /** `names` are matched case-insensitively; their index is their id. */
  constructor(names: readonly string[]) {
    const lowered = names.map(lower);
    let size = 1;
    for (const name of lowered) size += name.length;
    let capacity = 16;
    while (capacity < size * 2) capacity *= 2;
    this.#mask = capacity - 1;
    this.#from = new Int32Array(capacity).fill(-1);
    this.#code = new Int32Array(capacity);
    this.#to = new Int32Array(capacity);
    this.#firstChild = new Int32Array(size).fill(-1);
    this.#nextSibling = new Int32Array(size).fill(-1);
    this.#childCode = new Int32Array(size);
    this.#fail = new Int32Array(size);
    this.#outputLink = new Int32Array(size).fill(-1);
    this.#ends = new Int32Array(size).fill(-1);
    this.#sameEnd = new Int32Array(names.length).fill(-1);
    this.#seen = new Int32Array(size);
    lowered.forEach((text, id) => {
      if (text.length === 0) {
        this.#everywhere.push(id);
        return;
      }
      let state = ROOT;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        let next = this.#step(state, code);
        if (next === -1) next = this.#add(state, code);
        state = next;
      }
      this.#sameEnd[id] = this.#ends[state]!;
      this.#ends[state] = id;
    });
    this.#link();
  }

  #slot(state: number, code: number): number {
    return (Math.imul(state, 0x9e3779b1) ^ Math.imul(code, 0x85ebca6b)) & this.#mask;
  }

  #step(state: number, code: number): number {
    for (let slot = this.#slot(state, code); ; slot = (slot + 1) & this.#mask) {
      const from = this.#from[slot]!;
      if (from === -1) return -1;
      if (from === state && this.#code[slot] === code) return this.#to[slot]!;
    }
  }

  #add(state: number, code: number): number {
    const next = this.#states++;
    let slot = this.#slot(state, code);
    while (this.#from[slot] !== -1) slot = (slot + 1) & this.#mask;
    this.#from[slot] = state;
    this.#code[slot] = code;
    this.#to[slot] = next;
    this.#childCode[next] = code;
    this.#nextSibling[next] = this.#firstChild[state]!;
    this.#firstChild[state] = next;
    return next;
  }

  /** Failure and output links, breadth first. */
  #link(): void {
    const queue = new Int32Array(this.#states);
    let tail = 0;
    for (let child = this.#firstChild[ROOT]!; child !== -1; child = this.#nextSibling[child]!)
      queue[tail++] = child; // #fail is ROOT, #outputLink -1: as made
    for (let head = 0; head < tail; head++) {
      const state = queue[head]!;
      for (let child = this.#firstChild[state]!; child !== -1; child = this.#nextSibling[child]!) {
        queue[tail++] = child;
        const target = this.#advance(this.#fail[state]!, this.#childCode[child]!);
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
