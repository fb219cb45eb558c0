// The names a file's User-agent lines give, each with the lines that give it, as a profile
// reads a name (RFC 9309 product tokens, google/robotstxt's agents). Finding a crawler's groups
// then costs the length of its name instead of a pass over every User-agent line, so a crawler
// asking about thousands of names, or one header of thousands of products, costs the file once.
import { ROW_USER_AGENT, type RuleFile } from "./rule-file.js";

/** How a profile reads the name a User-agent value gives: "*" alone or before white space, else the leading run of characters it accepts (ASCII, compared without case). */
export interface AgentNaming {
  readonly isNameChar: (c: number) => boolean;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}

// A random start, so that a file cannot be written to put its names in one chain of the table.
const SEED = (Math.random() * 0x100000000) >>> 0;

function mix(h: number, c: number): number {
  return Math.imul(h ^ c, 0x01000193);
}

/** The table slot of a hash: its high bits, which every character reaches. */
function slotOf(h: number, bits: number): number {
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> (32 - bits);
}

/**
 * One file's names under one naming. Until a second name is asked for it holds nothing but
 * that name's first row (most files are asked about by one crawler); then every User-agent
 * line of every group is indexed once: its row, its group, the next row giving the same name,
 * and a hash table from names to their first row.
 */
export class AgentNames {
  readonly #file: RuleFile;
  readonly #naming: AgentNaming;
  #onlyName: string | undefined;
  #onlyHead = -1;
  #star: number | undefined;
  // [table: 2^bits slots of ordinal + 1][next ordinal + 1][row][group], ordinals in row order.
  #data: Int32Array | undefined;
  #bits = 0;
  #count = 0;

  constructor(file: RuleFile, naming: AgentNaming) {
    this.#file = file;
    this.#naming = naming;
  }

  /** Length of the name the row's value gives, at its value's start (0: none). */
  #nameLength(row: number): number {
    const file = this.#file;
    const text = file.text;
    const start = file.valueStart(row);
    const end = file.valueEnd(row);
    if (text.charCodeAt(start) === 0x2a)
      return end - start === 1 || isSpace(text.charCodeAt(start + 1)) ? 1 : 0;
    let i = start;
    while (i < end && this.#naming.isNameChar(text.charCodeAt(i))) i++;
    return i - start;
  }

  /** Does the row give `name`? Reads at most one character past the name's length. */
  #gives(row: number, name: string): boolean {
    const file = this.#file;
    const text = file.text;
    const start = file.valueStart(row);
    const end = file.valueEnd(row);
    if (text.charCodeAt(start) === 0x2a) {
      const length = end - start === 1 || isSpace(text.charCodeAt(start + 1)) ? 1 : 0;
      return length === name.length && (length === 0 || name === "*");
    }
    const isNameChar = this.#naming.isNameChar;
    for (let i = 0; i < name.length; i++) {
      const c = start + i < end ? text.charCodeAt(start + i) : -1;
      if (c < 0 || !isNameChar(c) || lower(c) !== name.charCodeAt(i)) return false;
    }
    const after = start + name.length;
    return after >= end || !isNameChar(text.charCodeAt(after));
  }

  /** Do two rows give the same name? */
  #same(a: number, b: number): boolean {
    const length = this.#nameLength(a);
    if (length !== this.#nameLength(b)) return false;
    const { text } = this.#file;
    const at = this.#file.valueStart(a);
    const bt = this.#file.valueStart(b);
    for (let i = 0; i < length; i++)
      if (lower(text.charCodeAt(at + i)) !== lower(text.charCodeAt(bt + i))) return false;
    return true;
  }

  #rowHash(row: number): number {
    const text = this.#file.text;
    const start = this.#file.valueStart(row);
    let h = SEED;
    for (let i = start, end = start + this.#nameLength(row); i < end; i++)
      h = mix(h, lower(text.charCodeAt(i)));
    return h;
  }

  /** The first User-agent row of a group that gives `name`, or -1. */
  head(name: string): number {
    // "*" is where every name no group gives falls: found once, beside the one name asked.
    if (name === "*") return (this.#star ??= this.#data ? this.#find(name) : this.#scan(name));
    if (this.#data === undefined) {
      if (this.#onlyName === undefined) {
        this.#onlyName = name;
        this.#onlyHead = this.#scan(name);
      }
      if (this.#onlyName === name) return this.#onlyHead;
      this.#build();
    }
    return this.#find(name);
  }

  /** The first row giving `name`, by one pass over every group (the first name asked). */
  #scan(name: string): number {
    const file = this.#file;
    for (let group = 0; group < file.groupCount; group++)
      for (let row = file.setStart("groups", group); row < file.setEnd("groups", group); row++)
        if (file.kind(row) === ROW_USER_AGENT && this.#gives(row, name)) return row;
    return -1;
  }

  /** Calls `visit` with every row giving the same name as `head` (its first row), and its group, in file order. */
  forEachRow(head: number, visit: (row: number, group: number) => void): void {
    const data = this.#data;
    const file = this.#file;
    if (data === undefined) {
      // Before the index: one pass, from the head on.
      for (let group = 0; group < file.groupCount; group++)
        for (let row = file.setStart("groups", group); row < file.setEnd("groups", group); row++)
          if (row >= head && file.kind(row) === ROW_USER_AGENT && this.#same(row, head))
            visit(row, group);
      return;
    }
    const next = 1 << this.#bits;
    const rows = next + this.#count;
    const groups = rows + this.#count;
    for (let o = this.#ordinalOf(head); o >= 0; o = data[next + o]! - 1)
      visit(data[rows + o]!, data[groups + o]!);
  }

  #ordinalOf(row: number): number {
    const data = this.#data!;
    const rows = (1 << this.#bits) + this.#count;
    // Rows are ascending by ordinal.
    let lo = 0;
    let hi = this.#count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (data[rows + mid]! < row) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  #find(name: string): number {
    const data = this.#data!;
    let h = SEED;
    for (let i = 0; i < name.length; i++) h = mix(h, name.charCodeAt(i));
    const mask = (1 << this.#bits) - 1;
    const rows = mask + 1 + this.#count;
    for (let slot = slotOf(h, this.#bits); ; slot = (slot + 1) & mask) {
      const o = data[slot]! - 1;
      if (o < 0) return -1;
      if (this.#gives(data[rows + o]!, name)) return data[rows + o]!;
    }
  }

  /** Every group's User-agent rows, once; each name's rows chained in file order. */
  #build(): void {
    const file = this.#file;
    let count = 0;
    for (let group = 0; group < file.groupCount; group++)
      for (let row = file.setStart("groups", group); row < file.setEnd("groups", group); row++)
        if (file.kind(row) === ROW_USER_AGENT) count++;
    let bits = 3;
    while (1 << bits < 2 * count) bits++;
    const size = 1 << bits;
    const data = new Int32Array(size + 3 * count);
    const tails = new Int32Array(size);
    const [next, rows, groups] = [size, size + count, size + 2 * count];
    let o = 0;
    for (let group = 0; group < file.groupCount; group++)
      for (let row = file.setStart("groups", group); row < file.setEnd("groups", group); row++) {
        if (file.kind(row) !== ROW_USER_AGENT) continue;
        data[rows + o] = row;
        data[groups + o] = group;
        let slot = slotOf(this.#rowHash(row), bits);
        while (data[slot] !== 0 && !this.#same(data[rows + data[slot]! - 1]!, row))
          slot = (slot + 1) & (size - 1);
        if (data[slot] === 0) data[slot] = o + 1;
        else data[next + tails[slot]!] = o + 1;
        tails[slot] = o;
        o++;
      }
    this.#data = data;
    this.#bits = bits;
    this.#count = count;
    this.#onlyName = undefined;
  }
}
