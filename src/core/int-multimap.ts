// A map from 32-bit integer keys to ascending lists of integers, built once and then only
// read: open addressing over one Int32Array of (key, start, end) slots, the lists side by side
// in another. What the pattern index keeps its buckets in (a Map of arrays would cost an
// object per key and per list).

const EMPTY = 0; // `start + 1` is stored, so 0 marks a free slot

/** One multiplicative step of the key, for the slot it starts probing at. */
function slotOf(key: number, shift: number): number {
  return Math.imul(key, 0x9e3779b1) >>> shift;
}

/** 2^21: the pairs are sorted as one number each, key × this + place, exact in a double. */
const PLACES = 0x200000;

/** The places of the pairs, sorted by key, then by value. */
function sortedByKey(keys: ArrayLike<number>, values: ArrayLike<number>): ArrayLike<number> {
  const count = keys.length;
  const ascending = (a: number, b: number) => keys[a]! - keys[b]! || values[a]! - values[b]!;
  if (count >= PLACES) return Array.from({ length: count }, (_, i) => i).sort(ascending);
  // A typed sort of one number per pair: no comparator call per comparison.
  const combined = new Float64Array(count);
  for (let i = 0; i < count; i++) combined[i] = keys[i]! * PLACES + i;
  combined.sort();
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++)
    order[i] = combined[i]! - Math.floor(combined[i]! / PLACES) * PLACES;
  // Values of one key in ascending order: they are added so, except for the rare caller that does not.
  for (let i = 1; i < count; i++)
    if (keys[order[i]!] === keys[order[i - 1]!] && values[order[i]!]! < values[order[i - 1]!]!)
      return Array.from({ length: count }, (_, j) => j).sort(ascending);
  return order;
}

export class IntMultimap {
  /** (key, first + 1, end) per slot. */
  readonly #slots: Int32Array;
  readonly #values: Int32Array;
  readonly #shift: number;
  readonly #mask: number;

  /** `keys[i]` → `values[i]`; each key's values are kept in ascending order. */
  constructor(keys: ArrayLike<number>, values: ArrayLike<number>) {
    const count = keys.length;
    const order = sortedByKey(keys, values);
    let distinct = 0;
    for (let i = 0; i < count; i++)
      if (i === 0 || keys[order[i]!] !== keys[order[i - 1]!]) distinct++;
    let bits = 2;
    while (1 << bits < 2 * distinct) bits++;
    this.#shift = 32 - bits;
    this.#mask = (1 << bits) - 1;
    this.#slots = new Int32Array(3 << bits);
    this.#values = new Int32Array(count);
    for (let i = 0; i < count;) {
      const key = keys[order[i]!]!;
      const first = i;
      for (; i < count && keys[order[i]!] === key; i++) this.#values[i] = values[order[i]!]!;
      let slot = slotOf(key, this.#shift);
      while (this.#slots[3 * slot + 1] !== EMPTY) slot = (slot + 1) & this.#mask;
      this.#slots[3 * slot] = key;
      this.#slots[3 * slot + 1] = first + 1;
      this.#slots[3 * slot + 2] = i;
    }
  }

  /** The slot holding `key` (read its list with `first` and `end`), or -1. */
  find(key: number): number {
    const slots = this.#slots;
    let slot = slotOf(key, this.#shift);
    for (;;) {
      const at = 3 * slot;
      if (slots[at + 1] === EMPTY) return -1;
      if (slots[at] === key) return at;
      slot = (slot + 1) & this.#mask;
    }
  }

  first(found: number): number {
    return this.#slots[found + 1]! - 1;
  }

  end(found: number): number {
    return this.#slots[found + 2]!;
  }

  value(index: number): number {
    return this.#values[index]!;
  }

  get bytes(): number {
    return 96 + this.#slots.byteLength + this.#values.byteLength;
  }
}
