// What one parsed file keeps for its questions: compiled rule sets, shared between the
// crawlers that select the same groups, and the selections that hold them. Bounded by an
// estimate of bytes sized to the file; the least recently used entry goes first, one at a
// time, and a compiled set goes with the selections that hold it (and only those), so a
// crawler asking about one name more than fits loses one entry, not every selection.
import type { Compiled, CompileOnce, Selection } from "./strategy.js";

/**
 * What keeping one value costs besides the value, from a heap snapshot (V8, 64-bit, no pointer
 * compression: a selection of one group and its one-rule compiled set held 1.2 KB together):
 * the entry object, its key, the Map's slot, the holders' list and a token remembered for it.
 */
const ENTRY_BYTES = 320;

/** What a compiled set holds, estimated (its rules, and the cache entry). */
export function estimatedBytes(compiled: Compiled): number {
  return ENTRY_BYTES + compiled.bytes;
}

/**
 * What a selection holds, estimated: the object and its three arrays (~250 bytes for one
 * group), the user-agent values, the entry, and what explanations and the model's questions
 * keep on it (core/decide.ts, selected-groups.ts).
 */
function selectionBytes(selection: Selection): number {
  let bytes = ENTRY_BYTES + 256 + 32 * (selection.sets.length + selection.agentRows.length);
  for (const agent of selection.userAgents) bytes += 32 + agent.length;
  return bytes;
}

export interface CompiledCacheLimits {
  /** Estimated bytes of compiled rules and selections kept per file. */
  readonly maxBytes: number;
}

/**
 * Sized to the file: 16× its text, within 4–16 MiB (16 MiB was the bound before issue 24,
 * with at most 64 compiled sets). A selection of one group and its compiled set hold about
 * 1.2 KB and a compiled rule 24 bytes, so every group of a file of a few thousand groups, or
 * of a few hundred large ones, stays compiled under every profile while a crawler asks its
 * names in rotation: a rotation longer than what is kept misses on every question, whatever
 * is evicted first. Past that, the least used go, and each comes back for the cost of its
 * own lines.
 */
export function limitsFor(textLength: number): CompiledCacheLimits {
  const mib = 1024 * 1024;
  return { maxBytes: Math.min(16 * mib, Math.max(4 * mib, 16 * textLength)) };
}

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

function entry(key: string, value: unknown, bytes: number, holds?: CacheEntry[]): CacheEntry {
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

/**
 * Least recently used first out, approximately: entries stand in a list in insertion order; a
 * hit marks its entry used, and the eviction pass moves a used entry to the newest end once
 * instead of evicting it. Most files are asked about by one crawler under one profile: their
 * one compiled set sits in a slot (and their selection in the caller's), and the Map is made
 * when a second compiled set or a selection is kept.
 */
export class CompiledCache implements CompileOnce {
  readonly #maxBytes: number;
  #onlyKey: string | undefined;
  #only: Compiled | undefined;
  #entries: Map<string, CacheEntry> | undefined;
  #oldest: CacheEntry | undefined;
  #newest: CacheEntry | undefined;
  #bytes = 0;
  /** The compiled sets used while a selection is made (undefined outside `selection`). */
  #used: CacheEntry[] | undefined;

  constructor(limits: CompiledCacheLimits) {
    this.#maxBytes = limits.maxBytes;
  }

  /** Compiled sets kept. */
  get size(): number {
    if (this.#entries === undefined) return this.#only ? 1 : 0;
    let size = 0;
    for (const kept of this.#entries.values()) if (kept.holds === undefined) size++;
    return size;
  }

  /** Selections kept. */
  get selections(): number {
    return this.#entries === undefined ? 0 : this.#entries.size - this.size;
  }

  get bytes(): number {
    if (this.#entries !== undefined) return this.#bytes;
    return this.#only ? estimatedBytes(this.#only) : 0;
  }

  once<T extends Compiled>(kind: string, sets: readonly number[], compile: () => T): T {
    // The kind says profile and groups or records; their indexes name them within one file.
    let key = kind;
    for (const set of sets) key += ` ${set}`;
    if (this.#entries === undefined) {
      if (this.#only === undefined || this.#onlyKey === key) {
        this.#onlyKey = key;
        return (this.#only ??= compile()) as T;
      }
      this.#promote();
    }
    let kept = this.#find(key);
    if (kept === undefined) {
      const value = compile();
      kept = entry(key, value, estimatedBytes(value));
      this.#put(kept);
    }
    this.#used?.push(kept);
    return kept.value as T;
  }

  /** The selection kept under `key`, else `make()`'s, kept with the compiled sets it used. */
  selection(key: string, make: () => Selection): CacheEntry {
    if (this.#entries === undefined) this.#promote();
    const found = this.#find(key);
    if (found !== undefined) return found;
    const outer = this.#used;
    const used: CacheEntry[] = (this.#used = []);
    let value: Selection;
    try {
      value = make();
    } finally {
      this.#used = outer;
    }
    const made = entry(key, value, selectionBytes(value), used.slice()); // exact: push left room
    // A compiled set made and let go while this selection was made is not kept: nor is it.
    if (used.some((held) => held.value === undefined)) made.transient = true;
    else this.#put(made);
    return made;
  }

  /** A kept entry, marked used with what it holds. */
  #find(key: string): CacheEntry | undefined {
    const found = this.#entries!.get(key);
    if (found !== undefined) markUsed(found);
    return found;
  }

  /** The Map, holding what the slot held. */
  #promote(): void {
    this.#entries = new Map();
    if (this.#only !== undefined)
      this.#add(this.#entries, entry(this.#onlyKey!, this.#only, estimatedBytes(this.#only)));
    this.#onlyKey = this.#only = undefined;
  }

  /** Keeps `kept`, then evicts down to the budget. */
  #put(kept: CacheEntry): void {
    const entries = this.#entries!;
    this.#add(entries, kept);
    // The newest entry and what it holds always stay (a file whose one group outgrows the
    // budget is still asked about without compiling it again on every question). Each entry
    // is passed at most twice (once used, once not), so the pass ends.
    let old = this.#oldest;
    for (let steps = 2 * entries.size; old !== undefined && steps > 0; steps--) {
      if (this.#bytes <= this.#maxBytes) break;
      const next = old.newer;
      if (old === kept || kept.holds?.includes(old)) old = next;
      else if (old.used) {
        old.used = false;
        this.#unlink(old);
        this.#link(old);
        old = next;
      } else {
        this.#evict(entries, old);
        // Its holders went too: go on from the oldest still kept.
        old = next?.value !== undefined ? next : this.#oldest;
      }
    }
  }

  #add(entries: Map<string, CacheEntry>, kept: CacheEntry): void {
    entries.set(kept.key, kept);
    this.#link(kept);
    this.#bytes += kept.bytes;
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
  #evict(entries: Map<string, CacheEntry>, gone: CacheEntry): void {
    if (gone.value === undefined) return;
    entries.delete(gone.key);
    this.#unlink(gone);
    this.#bytes -= gone.bytes;
    gone.value = undefined;
    if (gone.holds) for (const held of gone.holds) held.held--;
    if (gone.heldBy) for (const holder of gone.heldBy) this.#evict(entries, holder);
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
