// Arrays kept for a long time (parsed policies, selections, compiled rules) are copied to
// exactly their length once built: V8 grows an array built by `push` by half plus 16 slots,
// so a one-element array holds room for 17 (152 bytes on a 64-bit heap instead of 32).

const EMPTY: readonly never[] = Object.freeze([]);

/** `items` in an array of exactly its length; the shared frozen empty array when empty. */
export function exactLength<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? EMPTY : items.slice();
}
