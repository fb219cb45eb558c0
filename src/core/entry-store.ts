// The entries one parsed file keeps beyond its first compiled set (core/compiled-cache.ts):
// compiled sets and the selections holding them, in the order of their use, bounded by
// estimated bytes. The least recently used entry goes, one at a time, approximately (second
// chance: a hit marks its entry and what it holds; the eviction pass moves a marked entry to
// the newest end once instead of evicting it). The order is a linked list, not a Map's: a Map
// whose oldest keys are deleted one by one makes every walk from its start skip all of them.
// Evicting a compiled set evicts the selections holding it, and only those.

/** A kept value: a compiled set, or a selection with the compiled sets it holds. */
export interface CacheEntry {
  /** Undefined once evicted (whoever kept the entry lets the value go). */
  value: unknown;
  readonly key: string;
  readonly bytes: number;
  /** A selection: the compiled sets it holds (evicted with any of them). */
  readonly holds: readonly CacheEntry[] | undefined;
  /** A compiled set: the selections that held it when kept (some evicted since: see `held`). */
  heldBy: CacheEntry[] | undefined;
  /** How many of `heldBy` are still kept. */
  held: number;
  /** Asked for since the eviction pass last went by (a second chance, instead of a move per hit). */
  used: boolean;
  /** Made but not kept (what it holds was let go while it was made). */
  transient: boolean;
  /** Neighbours in the order of use, oldest first (a list, not the Map's order: a Map whose oldest keys are deleted one by one makes every walk from its start skip them all). */
  older: CacheEntry | undefined;
  newer: CacheEntry | undefined;
}

export function entry(
  key: string,
  value: unknown,
  bytes: number,
  holds?: CacheEntry[],
): CacheEntry {
  return {
    value,
    key,
    bytes,
    holds,
    heldBy: undefined,
    held: 0,
    used: false,
    transient: false,
    older: undefined,
    newer: undefined,
  };
}

export class EntryStore {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, CacheEntry>();
  #oldest: CacheEntry | undefined;
  #newest: CacheEntry | undefined;
  bytes = 0;
  /** The compiled sets used while a selection is made (undefined outside one). */
  used: CacheEntry[] | undefined;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  values(): IterableIterator<CacheEntry> {
    return this.#entries.values();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A kept entry, marked used with what it holds. */
  find(key: string): CacheEntry | undefined {
    const found = this.#entries.get(key);
    if (found !== undefined) markUsed(found);
    return found;
  }

  /** Keeps `kept`, then evicts down to the budget. */
  put(kept: CacheEntry): void {
    const entries = this.#entries;
    this.#add(kept);
    // The newest entry and what it holds always stay (a file whose one group outgrows the
    // budget is still asked about without compiling it again on every question). Each entry
    // is passed at most twice (once used, once not), so the pass ends.
    let old = this.#oldest;
    for (let steps = 2 * entries.size; old !== undefined && steps > 0; steps--) {
      if (this.bytes <= this.#maxBytes) break;
      const next = old.newer;
      if (old === kept || kept.holds?.includes(old)) old = next;
      else if (old.used) {
        old.used = false;
        this.#unlink(old);
        this.#link(old);
        old = next;
      } else {
        this.#evict(old);
        // Its holders went too: go on from the oldest still kept.
        old = next?.value !== undefined ? next : this.#oldest;
      }
    }
  }

  #add(kept: CacheEntry): void {
    this.#entries.set(kept.key, kept);
    this.#link(kept);
    this.bytes += kept.bytes;
    if (kept.holds)
      for (const held of kept.holds) {
        const holders = (held.heldBy ??= []);
        // Evicted holders stay in the list until it is twice the kept ones: then it is swept.
        if (holders.length >= 8 && holders.length >= 2 * held.held)
          held.heldBy = holders.filter((holder) => holder.value !== undefined);
        held.heldBy.push(kept);
        held.held++;
      }
  }

  /** Puts an entry at the newest end. */
  #link(kept: CacheEntry): void {
    kept.older = this.#newest;
    kept.newer = undefined;
    if (this.#newest) this.#newest.newer = kept;
    else this.#oldest = kept;
    this.#newest = kept;
  }

  #unlink(kept: CacheEntry): void {
    if (kept.older) kept.older.newer = kept.newer;
    else this.#oldest = kept.newer;
    if (kept.newer) kept.newer.older = kept.older;
    else this.#newest = kept.older;
    kept.older = kept.newer = undefined;
  }

  /** Removes one entry: a compiled set with the selections holding it, a selection from its sets' holders. */
  #evict(gone: CacheEntry): void {
    if (gone.value === undefined) return;
    this.#entries.delete(gone.key);
    this.#unlink(gone);
    this.bytes -= gone.bytes;
    gone.value = undefined;
    if (gone.holds) for (const held of gone.holds) held.held--;
    if (gone.heldBy) for (const holder of gone.heldBy) this.#evict(holder);
  }
}

function markUsed(kept: CacheEntry): void {
  kept.used = true;
  if (kept.holds) for (const held of kept.holds) held.used = true;
}

/** An entry no store holds, whose value never goes (a constant answer remembered like a kept one). */
export function keptForever(key: string, value: unknown): CacheEntry {
  return entry(key, value, 0);
}

/** Marks an entry found elsewhere (a crawler's token remembered with it) as used; its value, or undefined once evicted. */
export function reuse(kept: CacheEntry): unknown {
  if (kept.value !== undefined) markUsed(kept);
  return kept.value;
}
