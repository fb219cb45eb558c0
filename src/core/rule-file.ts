// The crawl index of a robots.txt file: what every profile's crawl question reads, kept as
// offsets into the text in one Int32Array instead of an object and two strings per line.
// A crawler keeps tens of thousands of parsed files for a whole crawl; a line costs 24 bytes
// here against ~160 in objects (V8, 64-bit). The policy model (src/core/types.ts: groups of
// User-agent, rule and field objects) is made from this index on first use, and only then.
//
import type { ExtensionField, Rule, UserAgentLine } from "./types.js";

// Rows: one per line that is a `name: value` line (User-agent, Allow, Disallow and their
// lenient spellings, every other field) or an ACAP line that has no colon, in file order.
// RFC 9309 §2.2.1 groups and KOSTER-1996 §3.3 records are ranges of rows.

/** What a row is, as the lowering reads it (src/rfc9309/index-lines.ts). */
export const ROW_USER_AGENT = 1;
export const ROW_ALLOW = 2;
export const ROW_DISALLOW = 3;
/** RFC 9309 §2.2.4: any other field (sitemap, crawl-delay, ACAP-…). */
export const ROW_FIELD = 4;
/** A line the grammar found no colon in that is an ACAP line (ACAP-ignore-conventional-records). */
export const ROW_ACAP = 5;
export type RowKind = 1 | 2 | 3 | 4 | 5;

/** The grammar's node type of the row's line (grammar/robots-txt.peggy), kept for ACAP-1 §2.10.2. */
export const LINE_USER_AGENT = 1;
export const LINE_ALLOW = 2;
export const LINE_DISALLOW = 3;
export const LINE_FIELD = 4;
export const LINE_INVALID = 5;
export type LineType = 1 | 2 | 3 | 4 | 5;

// A row's six numbers.
const INFO = 0;
const LINE = 1;
const LINE_START = 2;
const LINE_END = 3;
const VALUE_START = 4;
const VALUE_END = 5;
export const ROW_STRIDE = 6;

// INFO: kind (3 bits), line type (3 bits), colon (1 bit), then `extra`: a field's name length
// as written, a User-agent row's index among the file's User-agent rows.
const KIND_MASK = 7;
const TYPE_SHIFT = 3;
const COLON_BIT = 1 << 6;
const EXTRA_SHIFT = 7;

export function rowInfo(kind: RowKind, type: LineType, colon: boolean, extra: number): number {
  return kind | (type << TYPE_SHIFT) | (colon ? COLON_BIT : 0) | (extra << EXTRA_SHIFT);
}

export interface RuleFileParts {
  readonly text: string;
  /** Rows (ROW_STRIDE numbers each), then [start, end) row ranges of groups, then of records. */
  readonly data: Int32Array;
  readonly rowCount: number;
  readonly groupCount: number;
  readonly recordCount: number;
  /** RFC 9309 §2.2.1 product token of each User-agent row, in row order. */
  readonly tokens: readonly string[];
  readonly lineCount: number;
  /** ACAP-1 §2.10.3: the line of the "##ACAP version=…" comment (0 when there is none), and its span. */
  readonly versionCommentLine: number;
  readonly versionCommentStart: number;
  readonly versionCommentEnd: number;
}

/** The index; plain data with accessors, no behaviour beyond reading it. */
export class RuleFile {
  readonly text: string;
  readonly rowCount: number;
  readonly groupCount: number;
  readonly recordCount: number;
  readonly lineCount: number;
  readonly versionCommentLine: number;
  readonly versionCommentStart: number;
  readonly versionCommentEnd: number;
  readonly #data: Int32Array;
  readonly #tokens: readonly string[];
  readonly #groupsAt: number;
  readonly #recordsAt: number;

  constructor(parts: RuleFileParts) {
    this.text = parts.text;
    this.rowCount = parts.rowCount;
    this.groupCount = parts.groupCount;
    this.recordCount = parts.recordCount;
    this.lineCount = parts.lineCount;
    this.versionCommentLine = parts.versionCommentLine;
    this.versionCommentStart = parts.versionCommentStart;
    this.versionCommentEnd = parts.versionCommentEnd;
    this.#data = parts.data;
    this.#tokens = parts.tokens;
    this.#groupsAt = parts.rowCount * ROW_STRIDE;
    this.#recordsAt = this.#groupsAt + 2 * parts.groupCount;
  }

  kind(row: number): RowKind {
    return (this.#data[row * ROW_STRIDE + INFO]! & KIND_MASK) as RowKind;
  }

  /** An Allow or Disallow row (however spelled). */
  isRule(row: number): boolean {
    const kind = this.kind(row);
    return kind === ROW_ALLOW || kind === ROW_DISALLOW;
  }

  lineType(row: number): LineType {
    return ((this.#data[row * ROW_STRIDE + INFO]! >> TYPE_SHIFT) & 7) as LineType;
  }

  /** False when white space stood in for the colon ("Disallow /x"). */
  colon(row: number): boolean {
    return (this.#data[row * ROW_STRIDE + INFO]! & COLON_BIT) !== 0;
  }

  line(row: number): number {
    return this.#data[row * ROW_STRIDE + LINE]!;
  }

  lineStart(row: number): number {
    return this.#data[row * ROW_STRIDE + LINE_START]!;
  }

  /** The whole source line, without its line break. */
  lineText(row: number): string {
    const at = row * ROW_STRIDE;
    return this.text.slice(this.#data[at + LINE_START]!, this.#data[at + LINE_END]!);
  }

  valueStart(row: number): number {
    return this.#data[row * ROW_STRIDE + VALUE_START]!;
  }

  valueEnd(row: number): number {
    return this.#data[row * ROW_STRIDE + VALUE_END]!;
  }

  /** The value: trimmed, comment removed, cut at google/robotstxt's line length. */
  value(row: number): string {
    const at = row * ROW_STRIDE;
    return this.text.slice(this.#data[at + VALUE_START]!, this.#data[at + VALUE_END]!);
  }

  /** Column of the value (1-based, UTF-16 units). */
  column(row: number): number {
    const at = row * ROW_STRIDE;
    return this.#data[at + VALUE_START]! - this.#data[at + LINE_START]! + 1;
  }

  /** A field row's name as written (its first character is the line's first non-blank one). */
  fieldName(row: number): string {
    const at = row * ROW_STRIDE;
    let start = this.#data[at + LINE_START]!;
    // grammar/robots-txt.peggy: a line starts with OWS = [ \t]*, then the name.
    while (this.text.charCodeAt(start) === 0x20 || this.text.charCodeAt(start) === 0x09) start++;
    return this.text.slice(start, start + (this.#data[at + INFO]! >>> EXTRA_SHIFT));
  }

  /** RFC 9309 §2.2.1 product token of a User-agent row (lower-case; "*"; "" for none). */
  token(row: number): string {
    return this.#tokens[this.#data[row * ROW_STRIDE + INFO]! >>> EXTRA_SHIFT]!;
  }

  /** An Allow/Disallow row as the policy model writes it. */
  rule(row: number): Rule {
    return {
      kind: this.kind(row) === ROW_ALLOW ? "allow" : "disallow",
      usage: "crawl",
      pattern: this.value(row),
      text: this.lineText(row),
      line: this.line(row),
      column: this.column(row),
    };
  }

  /** A User-agent row as the policy model writes it. */
  userAgent(row: number): UserAgentLine {
    const value = this.value(row);
    const text = this.lineText(row);
    return { value, token: this.token(row), text, line: this.line(row), column: this.column(row) };
  }

  /** A field row as the policy model writes it (`name` lower-cased). */
  field(row: number): ExtensionField {
    const name = this.fieldName(row).toLowerCase();
    const value = this.value(row);
    const text = this.lineText(row);
    return { name, value, text, line: this.line(row), column: this.column(row) };
  }

  /** How many rule sets of a kind: RFC 9309 groups, or KOSTER-1996 records. */
  setCount(kind: RuleSetKind): number {
    return kind === "groups" ? this.groupCount : this.recordCount;
  }

  /** The first row of a group or record (its first User-agent line). */
  setStart(kind: RuleSetKind, set: number): number {
    return this.#data[(kind === "groups" ? this.#groupsAt : this.#recordsAt) + 2 * set]!;
  }

  /** The group or record whose rows include `row`, or -1 (rule sets are ascending ranges of rows). */
  setHolding(kind: RuleSetKind, row: number): number {
    let lo = 0;
    let hi = this.setCount(kind) - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.setStart(kind, mid) <= row) lo = mid;
      else hi = mid - 1;
    }
    return hi >= 0 && this.setStart(kind, lo) <= row && row < this.setEnd(kind, lo) ? lo : -1;
  }

  /** The row after a group's or record's last. */
  setEnd(kind: RuleSetKind, set: number): number {
    return this.#data[(kind === "groups" ? this.#groupsAt : this.#recordsAt) + 2 * set + 1]!;
  }
}

export type RuleSetKind = "groups" | "records";
