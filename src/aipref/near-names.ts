// Which known crawler name a written User-agent name is a misspelling of, for an audit of a
// file of thousands of names: each name is compared (edit distance) only with the known names
// that could be within the limit — of a length within it, and sharing enough two-character
// pieces (each edit changes at most two of them) — instead of with every known name.

/**
 * Levenshtein distance when it is at most `limit`, else `limit + 1`: a band of width
 * 2·limit + 1 around the diagonal, so linear in the names' length.
 */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(limit + 1);
    current[0] = i;
    let best = current[0];
    for (let j = Math.max(1, i - limit); j <= Math.min(b.length, i + limit); j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** The two-character pieces of a name (as numbers), each with its repetitions. */
function bigrams(name: string): number[] {
  const codes: number[] = [];
  for (let i = 1; i < name.length; i++)
    codes.push(name.charCodeAt(i - 1) * 65_536 + name.charCodeAt(i));
  return codes;
}

export class NearNames {
  /** [name as compared, name as listed], in the list's order. */
  readonly #known: readonly (readonly [string, string])[];
  /** For each two-character piece, the known names holding it (each once). */
  readonly #holding = new Map<number, number[]>();
  readonly #shared: Int32Array;

  constructor(known: readonly (readonly [string, string])[]) {
    this.#known = known;
    this.#shared = new Int32Array(known.length);
    known.forEach(([name], index) => {
      for (const piece of new Set(bigrams(name))) {
        let holding = this.#holding.get(piece);
        if (holding === undefined) this.#holding.set(piece, (holding = []));
        holding.push(index);
      }
    });
  }

  /** The first known name (in the list's order) within `limit` edits of `name`, as listed. */
  find(name: string, limit: number): string | undefined {
    const pieces = bigrams(name);
    // q-gram lemma: within `limit` edits, at least (length − 1) − 2·limit of the name's pieces
    // stand in the other name too (the count below counts at least those).
    const needed = name.length - 1 - 2 * limit;
    // A name with fewer pieces that any known name holds is near none: it costs its length,
    // not the list (issue 24: thousands of User-agent names, each compared with every AI name).
    let held = 0;
    for (const piece of pieces) if (this.#holding.has(piece)) held++;
    if (held < needed) return undefined;
    const shared = this.#shared;
    shared.fill(0);
    for (const piece of pieces) for (const k of this.#holding.get(piece) ?? []) shared[k]!++;
    for (let k = 0; k < this.#known.length; k++) {
      const [known, listed] = this.#known[k]!;
      if (Math.abs(known.length - name.length) > limit || shared[k]! < needed) continue;
      if (distanceWithin(name, known, limit) <= limit) return listed;
    }
    return undefined;
  }
}
