// ACAP-1 §2.3.1 NOTE: a crawler name is "some or all of the string used by that crawler in a
// User-Agent header field", "not case-sensitive". Which names occur in a User-Agent is found
// in one pass over it, by an Aho–Corasick automaton of the names made once (per file, in
// crawler-selection.ts): a 100 KB header or a list of 10,000 tokens costs its own length plus
// the names, not one scan of the header per name (issue 24). Written small (closures, no
// class): it is in every bundle of parseRobotsTxt, for RobotsTxt.actionRequests.

/** The ids of the names a text holds (case-insensitively), each once, in no particular order. */
export type NameMatcher = (text: string) => number[];

/** An automaton of `names` (distinct, non-empty; a name's id is its index). */
export function nameMatcher(names: readonly string[]): NameMatcher {
  let size = 1;
  for (const name of names) size += name.length;
  /** Transitions: state × 65536 + character code → state; state 0 is the root. */
  const next = new Map<number, number>();
  /** Per state: its longest proper suffix that is a state; 1 + the id of the name ending there, or 0. */
  const fail = new Int32Array(size);
  const ends = new Int32Array(size);
  /** Per state: the last search that visited it. */
  const seen = new Int32Array(size);
  const children: number[][] = [];
  let states = 1;
  let search = 0;
  const step = (state: number, code: number): number => {
    for (;;) {
      const to = next.get(state * 65536 + code);
      if (to !== undefined) return to;
      if (!state) return 0;
      state = fail[state]!;
    }
  };
  names.forEach((name, id) => {
    const text = name.toLowerCase();
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const key = state * 65536 + text.charCodeAt(i);
      let to = next.get(key);
      if (to === undefined) {
        next.set(key, (to = states++));
        (children[state] ??= []).push(text.charCodeAt(i), to);
      }
      state = to;
    }
    ends[state] = id + 1;
  });
  // Breadth first: a state's longest suffix state is shallower, so already linked.
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    const list = children[state] ?? [];
    for (let k = 0; k < list.length; k += 2) {
      queue.push(list[k + 1]!);
      fail[list[k + 1]!] = state === 0 ? 0 : step(fail[state]!, list[k]!);
    }
  }
  return (text) => {
    const found: number[] = [];
    const lowered = text.toLowerCase();
    search++;
    let state = 0;
    for (let i = 0; i < lowered.length; i++) {
      state = step(state, lowered.charCodeAt(i));
      // The names ending here: this state's, then its suffixes', until a state already
      // visited in this search (its suffixes were too): each state once per search.
      for (let s = state; s && seen[s] !== search; s = fail[s]!) {
        seen[s] = search;
        if (ends[s]) found.push(ends[s]! - 1);
      }
    }
    return found;
  };
}
