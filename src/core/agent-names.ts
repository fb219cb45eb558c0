// The names a file's User-agent lines give, each with the lines that give it, as a profile
// reads a name (RFC 9309 product tokens, google/robotstxt's agents). Finding a crawler's groups
// then costs the length of its name instead of a pass over every User-agent line, so a crawler
// asking about thousands of names, or one header of thousands of products, costs the file once.
import { ROW_USER_AGENT, type RuleFile } from "./rule-file.js";

/** How a profile reads the name a User-agent value gives: "*" alone or before white space, else the leading run of characters it accepts (ASCII, compared without case). */
export interface AgentNaming {
  readonly isNameChar: (c: number) => boolean;
}

function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}

// A random start, so that a file cannot be written to put its names in one chain of the table.
const SEED = (Math.random() * 0x100000000) >>> 0;

function mix(h: number, c: number): number {
  return Math.imul(h ^ c, 0x01000193);
}

/**
 * One file's names under one naming: every User-agent line of every group once (its row,
 * its group, the next row giving the same name) and a hash table from names to their first
 * row, all in one Int32Array.
 */
export class AgentNames {
  readonly #file: RuleFile;
  readonly #naming: AgentNaming;
  // [table: 2^bits slots of ordinal + 1][next ordinal + 1][row][group], ordinals in file order.
  readonly #data: Int32Array;
  readonly #bits: number;
  readonly #count: number;

  constructor(file: RuleFile, naming: AgentNaming) {
    this.#file = file;
    this.#naming = naming;
    const rows: number[] = [];
    const groups: number[] = [];
    for (let group = 0; group < file.groupCount; group++)
      for (let row = file.setStart("groups", group); row < file.setEnd("groups", group); row++)
        if (file.kind(row) === ROW_USER_AGENT) {
          rows.push(row);
          groups.push(group);
        }
    const count = (this.#count = rows.length);
    // At most two names in three slots: a search for a name nobody gives stays short.
    let bits = 3;
    while (1 << bits < count + (count >> 1)) bits++;
    this.#bits = bits;
    const size = 1 << bits;
    const data = (this.#data = new Int32Array(size + 3 * count));
    data.set(rows, size + count);
    data.set(groups, size + 2 * count);
    const tails = new Int32Array(size);
    for (let o = 0; o < count; o++) {
      const slot = this.#slotOfRow(rows[o]!);
      if (data[slot] === 0) data[slot] = o + 1;
      else data[size + tails[slot]!] = o + 1;
      tails[slot] = o;
    }
  }

  /** Where the row's value gives its name: [start, end) in the text. */
  #span(row: number): [number, number] {
    const { text } = this.#file;
    const start = this.#file.valueStart(row);
    const end = this.#file.valueEnd(row);
    if (text.charCodeAt(start) === 0x2a) {
      const after = text.charCodeAt(start + 1);
      return [start, end - start === 1 || after === 0x20 || after === 0x09 ? start + 1 : start];
    }
    let i = start;
    while (i < end && this.#naming.isNameChar(text.charCodeAt(i))) i++;
    return [start, i];
  }

  /** Does `row` give the name of `length` characters `at(i)` reads? Reads at most length + 1 characters of its value. */
  #gives(row: number, length: number, at: (i: number) => number): boolean {
    const { text } = this.#file;
    const start = this.#file.valueStart(row);
    const end = this.#file.valueEnd(row);
    if (text.charCodeAt(start) === 0x2a) {
      const [from, to] = this.#span(row);
      return to - from === length && (length === 0 || at(0) === 0x2a);
    }
    const isNameChar = this.#naming.isNameChar;
    for (let i = 0; i < length; i++) {
      const c = start + i < end ? text.charCodeAt(start + i) : -1;
      if (c < 0 || !isNameChar(c) || lower(c) !== at(i)) return false;
    }
    return start + length >= end || !isNameChar(text.charCodeAt(start + length));
  }

  /** The table slot holding the name of `length` characters `at(i)` reads, else the empty one where it goes. */
  #slot(length: number, at: (i: number) => number): number {
    let h = SEED;
    for (let i = 0; i < length; i++) h = mix(h, at(i));
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    const mask = (1 << this.#bits) - 1;
    const rows = mask + 1 + this.#count;
    for (let slot = (h ^ (h >>> 13)) >>> (32 - this.#bits); ; slot = (slot + 1) & mask) {
      const o = this.#data[slot]! - 1;
      if (o < 0 || this.#gives(this.#data[rows + o]!, length, at)) return slot;
    }
  }

  #slotOfRow(row: number): number {
    const { text } = this.#file;
    const [start, end] = this.#span(row);
    return this.#slot(end - start, (i) => lower(text.charCodeAt(start + i)));
  }

  /** The first User-agent row of a group that gives `name`, or -1. */
  head(name: string): number {
    const o = this.#data[this.#slot(name.length, (i) => name.charCodeAt(i))]! - 1;
    return o < 0 ? -1 : this.#data[(1 << this.#bits) + this.#count + o]!;
  }

  /** Calls `visit` with every row giving the same name as `head` (its first row), and its group, in file order. */
  forEachRow(head: number, visit: (row: number, group: number) => void): void {
    const data = this.#data;
    const next = 1 << this.#bits;
    const rows = next + this.#count;
    for (let o = data[this.#slotOfRow(head)]! - 1; o >= 0; o = data[next + o]! - 1)
      visit(data[rows + o]!, data[rows + this.#count + o]!);
  }
}
