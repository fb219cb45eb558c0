// The compiled rules of one parsed file, shared between the crawlers that select the same
// groups and bounded by entries and by bytes. A large file asked for hundreds of crawler
// names (most of them falling to the `*` group) compiles that group once, not once per name.
import type { Group } from "./types.js";
import type { Compiled, CompileOnce } from "./strategy.js";

/**
 * Estimated bytes a compiled rule holds besides its pattern: the entry, its closure and the
 * pattern's pieces (V8, 64-bit; measured on the corpus's largest file: about 520 bytes for
 * 80-octet patterns). The pattern counts four times: normalised copy and pieces, two bytes each.
 */
const BYTES_PER_RULE = 200;

export function estimatedBytes(compiled: Compiled): number {
  let bytes = 64;
  for (const entry of compiled.rules) bytes += BYTES_PER_RULE + 4 * entry.rule.pattern.length;
  return bytes;
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

/** Least recently used first out (a Map keeps insertion order; a hit moves the entry to the end). */
export class CompiledCache {
  readonly #limits: CompiledCacheLimits;
  readonly #entries = new Map<string, { readonly value: Compiled; readonly bytes: number }>();
  #bytes = 0;
  /** Called after an eviction, so that holders of evicted values can let them go. */
  readonly #onEvict: () => void;

  constructor(limits: CompiledCacheLimits, onEvict: () => void) {
    this.#limits = limits;
    this.#onEvict = onEvict;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  readonly once: CompileOnce = <T extends Compiled>(
    kind: string,
    groups: readonly Group[],
    compile: () => T,
  ): T => {
    // A group starts on its own line, so the lines of a set of groups name it within one file.
    let key = kind;
    for (const group of groups) key += ` ${group.line}`;
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value as T;
    }
    const value = compile();
    const bytes = estimatedBytes(value);
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    let evicted = false;
    // The newest set always stays (a file whose one group outgrows the budget is still asked
    // about without compiling it again on every question); the least recently used go first.
    while (
      this.#entries.size > 1 &&
      (this.#entries.size > this.#limits.maxEntries || this.#bytes > this.#limits.maxBytes)
    ) {
      const [oldest, entry] = this.#entries.entries().next().value as [string, { bytes: number }];
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
      evicted = true;
    }
    if (evicted) this.#onEvict();
    return value;
  };
}
