// The compiled rules of one parsed file, shared between the crawlers that select the same
// groups and bounded by entries and by bytes. A large file asked for hundreds of crawler
// names (most of them falling to the `*` group) compiles that group once, not once per name.
import type { Compiled, CompileOnce } from "./strategy.js";

/** What a compiled set holds, estimated (its rules, and the cache entry). */
export function estimatedBytes(compiled: Compiled): number {
  return 64 + compiled.bytes;
}

export interface CompiledCacheLimits {
  /** Distinct group sets kept per file. */
  readonly maxEntries: number;
  /** Estimated bytes of compiled rules kept per file. */
  readonly maxBytes: number;
}

export const DEFAULT_COMPILED_LIMITS: CompiledCacheLimits = Object.freeze({
  maxEntries: 64,
  maxBytes: 16 * 1024 * 1024,
});

/** A kept compiled set, and what it is estimated to cost. */
interface Entry {
  readonly value: Compiled;
  readonly bytes: number;
}

/** Whoever holds compiled values: told after an eviction, so that it lets evicted values go. */
export interface EvictionListener {
  evicted(): void;
}

/**
 * Least recently used first out (a Map keeps insertion order; a hit moves the entry to the
 * end). Most files are asked about by one crawler under one profile: their one compiled set is
 * kept in a slot, and the Map is made when a second set is compiled.
 */
export class CompiledCache implements CompileOnce {
  readonly #limits: CompiledCacheLimits;
  readonly #listener: EvictionListener;
  #onlyKey: string | undefined;
  #only: Compiled | undefined;
  #entries: Map<string, Entry> | undefined;
  #bytes = 0;

  constructor(limits: CompiledCacheLimits, listener: EvictionListener) {
    this.#limits = limits;
    this.#listener = listener;
  }

  get size(): number {
    return this.#entries?.size ?? (this.#only ? 1 : 0);
  }

  get bytes(): number {
    return this.#bytes;
  }

  once<T extends Compiled>(kind: string, sets: readonly number[], compile: () => T): T {
    // The kind says groups or records; their indexes name them within one file.
    let key = kind;
    for (const set of sets) key += ` ${set}`;
    if (this.#entries === undefined) {
      if (this.#only === undefined || this.#onlyKey === key) {
        if (this.#only) return this.#only as T;
        const value = compile();
        this.#onlyKey = key;
        this.#only = value;
        this.#bytes = estimatedBytes(value);
        return value;
      }
      this.#entries = new Map([[this.#onlyKey!, { value: this.#only, bytes: this.#bytes }]]);
      this.#onlyKey = this.#only = undefined;
    }
    return this.#fromMap(this.#entries, key, compile);
  }

  #fromMap<T extends Compiled>(entries: Map<string, Entry>, key: string, compile: () => T): T {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as T;
    }
    const value = compile();
    const bytes = estimatedBytes(value);
    entries.set(key, { value, bytes });
    this.#bytes += bytes;
    let evicted = false;
    // The newest set always stays (a file whose one group outgrows the budget is still asked
    // about without compiling it again on every question); the least recently used go first.
    while (
      entries.size > 1 &&
      (entries.size > this.#limits.maxEntries || this.#bytes > this.#limits.maxBytes)
    ) {
      const [oldest, entry] = entries.entries().next().value as [string, Entry];
      entries.delete(oldest);
      this.#bytes -= entry.bytes;
      evicted = true;
    }
    if (evicted) this.#listener.evicted();
    return value;
  }
}
