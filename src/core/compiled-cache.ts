// What one parsed file keeps for its questions: compiled rule sets, shared between the
// crawlers that select the same groups, and the selections that hold them. Bounded by an
// estimate of bytes sized to the file; the least recently used entry goes first, one at a
// time, and a compiled set goes with the selections that hold it (and only those), so a
// crawler asking about one name more than fits loses one entry, not every selection.
import type { Compiled, CompileOnce, Selection } from "./strategy.js";
import { entry, EntryStore, type CacheEntry } from "./entry-store.js";

export { keptForever, reuse, type CacheEntry } from "./entry-store.js";

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

/**
 * What a file keeps for its questions: its first compiled set in a slot (most files are asked
 * about by one crawler under one profile, and the first question's selection stays in the
 * caller's slot), and from a second compiled set or a kept selection on, an EntryStore.
 */
export class CompiledCache implements CompileOnce {
  readonly #maxBytes: number;
  #onlyKey: string | undefined;
  #only: Compiled | undefined;
  #store: EntryStore | undefined;

  constructor(limits: CompiledCacheLimits) {
    this.#maxBytes = limits.maxBytes;
  }

  /** Compiled sets kept. */
  get size(): number {
    if (this.#store === undefined) return this.#only ? 1 : 0;
    let size = 0;
    for (const kept of this.#store.values()) if (kept.holds === undefined) size++;
    return size;
  }

  /** Selections kept. */
  get selections(): number {
    return this.#store === undefined ? 0 : this.#store.size - this.size;
  }

  get bytes(): number {
    if (this.#store !== undefined) return this.#store.bytes;
    return this.#only ? estimatedBytes(this.#only) : 0;
  }

  once<T extends Compiled>(kind: string, sets: readonly number[], compile: () => T): T {
    // The kind says profile and groups or records; their indexes name them within one file.
    let key = kind;
    for (const set of sets) key += ` ${set}`;
    if (this.#store === undefined) {
      if (this.#only === undefined || this.#onlyKey === key) {
        this.#onlyKey = key;
        return (this.#only ??= compile()) as T;
      }
    }
    const store = this.#promote();
    let kept = store.find(key);
    if (kept === undefined) {
      const value = compile();
      kept = entry(key, value, estimatedBytes(value));
      store.put(kept);
    }
    store.used?.push(kept);
    return kept.value as T;
  }

  /** The selection kept under `key`, else `make()`'s, kept with the compiled sets it used. */
  selection(key: string, make: () => Selection): CacheEntry {
    const store = this.#promote();
    const found = store.find(key);
    if (found !== undefined) return found;
    const outer = store.used;
    const used: CacheEntry[] = (store.used = []);
    let value: Selection;
    try {
      value = make();
    } finally {
      store.used = outer;
    }
    const made = entry(key, value, selectionBytes(value), used.slice()); // exact: push left room
    // A compiled set made and let go while this selection was made is not kept: nor is it.
    if (used.some((held) => held.value === undefined)) made.transient = true;
    else store.put(made);
    return made;
  }

  /** The store, holding what the slot held. */
  #promote(): EntryStore {
    if (this.#store) return this.#store;
    const store = (this.#store = new EntryStore(this.#maxBytes));
    if (this.#only !== undefined)
      store.put(entry(this.#onlyKey!, this.#only, estimatedBytes(this.#only)));
    this.#onlyKey = this.#only = undefined;
    return store;
  }
}
