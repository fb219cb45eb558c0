// Ids for spans of text: spans that hold the same characters (and are read the same way) get
// the id of the first one seen. The pattern index's build uses it for its duplicate patterns
// and for the parts of patterns it computes once per query.
import { hashStep } from "./pattern-keys.js";

export class SameText {
  /** Hash → the first id with it; later ids with the same hash chain through `#next`. */
  readonly #first = new Map<number, number>();
  readonly #next: number[] = [];
  /** Per id: its source, start, end, reading. */
  readonly #sources: string[] = [];
  readonly #spans: number[] = [];

  /**
   * The id of the span `src[start, end)` read as `reading` (a small number: how the text is
   * read): the id of the first equal span seen, else `fresh`, which the span now holds.
   */
  idOf(src: string, start: number, end: number, reading: number, fresh: number): number {
    let hash = reading;
    for (let i = start; i < end; i++) hash = hashStep(hash, src.charCodeAt(i));
    const first = this.#first.get(hash);
    if (first === undefined) this.#first.set(hash, fresh);
    else
      for (let id = first; ;) {
        if (this.#equal(id, src, start, end, reading)) return id;
        const next: number | undefined = this.#next[id];
        if (next === undefined) {
          this.#next[id] = fresh;
          break;
        }
        id = next;
      }
    this.#sources[fresh] = src;
    this.#spans[3 * fresh] = start;
    this.#spans[3 * fresh + 1] = end;
    this.#spans[3 * fresh + 2] = reading;
    return fresh;
  }

  #equal(id: number, src: string, start: number, end: number, reading: number): boolean {
    const spans = this.#spans;
    const from = spans[3 * id]!;
    if (spans[3 * id + 2] !== reading || spans[3 * id + 1]! - from !== end - start) return false;
    const other = this.#sources[id]!;
    for (let i = 0; i < end - start; i++)
      if (other.charCodeAt(from + i) !== src.charCodeAt(start + i)) return false;
    return true;
  }
}
