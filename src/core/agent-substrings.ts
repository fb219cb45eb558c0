// Which record's User-agent values contain a crawler's name (KOSTER-1996 §3.2.1: "a
// case-insensitive substring match of the name without version information is
// recommended"), answered without a pass over every value per name once a file is asked about
// several: the first name scans the values; later ones search one lower-cased copy of them
// with indexOf; when those searches have read the copy a few times over, a suffix array of
// it answers each name in time of its length (times the log of the copy's).
import { ROW_USER_AGENT, type RuleFile } from "./rule-file.js";
import { SuffixIndex } from "./suffix-array.js";

/** Searches of the whole copy before the suffix array is built (each reads up to all of it). */
const SEARCHES_BEFORE_INDEX = 8;

/** Nothing a User-agent value holds (values end at line breaks), between the values of the copy. */
const SEPARATOR = "\n";

export class AgentSubstrings {
  readonly #file: RuleFile;
  #onlyName: string | undefined;
  #onlyRow = -1;
  #star: number | undefined;
  /** Every record's User-agent values, lower-cased, in file order, each followed by SEPARATOR. */
  #values: string | undefined;
  /** Where each value starts in #values, and its row. */
  #starts: Int32Array | undefined;
  #rows: Int32Array | undefined;
  #searched = 0;
  #index: SuffixIndex | undefined;

  constructor(file: RuleFile) {
    this.#file = file;
  }

  /** The first row of a record whose value, lower-cased, contains `name`; -1 when none does. */
  firstRowContaining(name: string): number {
    if (this.#values === undefined) {
      if (this.#onlyName === undefined) {
        this.#onlyName = name;
        this.#onlyRow = this.#scan((value) => value.toLowerCase().includes(name));
      }
      if (this.#onlyName === name) return this.#onlyRow;
      this.#copy();
    }
    if (name.includes(SEPARATOR)) return -1;
    let at: number;
    if (this.#index !== undefined) at = this.#index.firstOccurrence(name);
    else {
      at = this.#values!.indexOf(name);
      if (++this.#searched >= SEARCHES_BEFORE_INDEX) this.#index = new SuffixIndex(this.#values!);
    }
    return at < 0 ? -1 : this.#rowAt(at);
  }

  /** The first row of a record whose value is "*" (KOSTER-1996 §3.2.1's default record); -1 when none is. */
  firstStarRow(): number {
    return (this.#star ??= this.#scan((value) => value === "*"));
  }

  #scan(test: (value: string) => boolean): number {
    const file = this.#file;
    for (let record = 0; record < file.recordCount; record++)
      for (let row = file.setStart("records", record); row < file.setEnd("records", record); row++)
        if (file.kind(row) === ROW_USER_AGENT && test(file.value(row))) return row;
    return -1;
  }

  #copy(): void {
    const file = this.#file;
    const parts: string[] = [];
    const rows: number[] = [];
    for (let record = 0; record < file.recordCount; record++)
      for (let row = file.setStart("records", record); row < file.setEnd("records", record); row++)
        if (file.kind(row) === ROW_USER_AGENT) {
          parts.push(file.value(row).toLowerCase());
          rows.push(row);
        }
    const starts = new Int32Array(parts.length);
    for (let i = 0, at = 0; i < parts.length; i++) {
      starts[i] = at;
      at += parts[i]!.length + SEPARATOR.length;
    }
    this.#values = parts.join(SEPARATOR) + (parts.length > 0 ? SEPARATOR : "");
    this.#starts = starts;
    this.#rows = Int32Array.from(rows);
    this.#onlyName = undefined;
  }

  /** The row of the value holding position `at` of the copy. */
  #rowAt(at: number): number {
    const starts = this.#starts!;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return this.#rows![lo]!;
  }
}
