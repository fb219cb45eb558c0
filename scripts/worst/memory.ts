// Memory held: the JavaScript heap plus the typed arrays' backing stores (the crawl index keeps
// its rows in one, outside the heap), after full collections, before and after making
// something that is kept alive through the second reading.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

/** Full collections: one pass for a first look (~10 ms each here), several to measure (one leaves garbage of earlier work in old space). */
export function gc(passes = 4): void {
  for (let i = 0; i < passes; i++) collect();
}

/** Bytes held now: heap and typed arrays' backing stores. */
export function heldBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** What `make` adds to what is held once its garbage is collected, and what it made (alive until read). */
export function retained<T>(make: () => T, passes = 4): { bytes: number; made: T } {
  gc(passes);
  const before = heldBytes();
  const made = make();
  gc(passes);
  return { bytes: heldBytes() - before, made };
}

/** Characters of `value` as JSON, or -1 when it cannot be written (a string past V8's limit). */
export function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value).length;
  } catch {
    return -1;
  }
}
