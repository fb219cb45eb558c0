// A map from 32-bit integer keys to ascending lists of integers, built once and then only
// read: one Int32Array holding the distinct keys in ascending order, where each key's list
// starts, and the lists side by side; a lookup is a binary search. What the pattern index
// keeps its buckets in (a Map of arrays would cost an object per key and per list, a hash
// table twice the keys' room).

/** 2^21: pairs are sorted as one number each, key × this + place, exact in a double. */
const PLACES = 0x200000;

/** The pairs' places, sorted by key, then by value. */
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
  // Each key's values in ascending order: callers add them so; if one did not, sort by both.
  for (let i = 1; i < count; i++)
    if (keys[order[i]!] === keys[order[i - 1]!] && values[order[i]!]! < values[order[i - 1]!]!)
      return Array.from({ length: count }, (_, j) => j).sort(ascending);
  return order;
}

export class IntMultimap {
  /** [distinct, keys × distinct, starts × (distinct + 1), values…]. */
  readonly #data: Int32Array;
  readonly #distinct: number;

  /** `keys[i]` → `values[i]`; each key's values are kept in ascending order. */
  constructor(keys: ArrayLike<number>, values: ArrayLike<number>) {
    const count = keys.length;
    const order = sortedByKey(keys, values);
    let distinct = 0;
    for (let i = 0; i < count; i++)
      if (i === 0 || keys[order[i]!] !== keys[order[i - 1]!]) distinct++;
    const data = new Int32Array(2 * distinct + 1 + count);
    const valuesAt = 2 * distinct + 1;
    let k = 0;
    for (let i = 0; i < count; i++) {
      if (i === 0 || keys[order[i]!] !== keys[order[i - 1]!]) {
        data[k] = keys[order[i]!]!;
        data[distinct + k] = valuesAt + i;
        k++;
      }
      data[valuesAt + i] = values[order[i]!]!;
    }
    data[2 * distinct] = valuesAt + count;
    this.#data = data;
    this.#distinct = distinct;
  }

  /** Where the list of `key` is (read it with `first` and `end`), or -1. */
  find(key: number): number {
    const data = this.#data;
    let low = 0;
    let high = this.#distinct - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = data[middle]!;
      if (at < key) low = middle + 1;
      else if (at > key) high = middle - 1;
      else return middle;
    }
    return -1;
  }

  /** The index (for `value`) of the first value of the list `found`. */
  first(found: number): number {
    return this.#data[this.#distinct + found]!;
  }

  end(found: number): number {
    return this.#data[this.#distinct + found + 1]!;
  }

  value(index: number): number {
    return this.#data[index]!;
  }

  get bytes(): number {
    return 64 + this.#data.byteLength;
  }
}
