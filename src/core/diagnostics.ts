import { exactLength } from "./arrays.js";
import type { Diagnostic, Severity } from "./types.js";

/**
 * Drops what it is told: the crawl index is built without diagnostics (a crawler rarely reads
 * them, and kept they cost memory per file); asking for them lowers the file again with a list.
 */
export const DISCARD_DIAGNOSTICS: DiagnosticSink = Object.freeze({ add: () => undefined });

/** Where a pass (or an extension) reports what it finds: `add(severity, code, message, line, column, spec)`. */
export interface DiagnosticSink {
  /** Reports one diagnostic at a 1-based line and column (UTF-16 units), citing the section it rests on. */
  add(
    severity: Severity,
    code: string,
    message: string,
    line: number,
    column: number,
    spec: string,
  ): void;
}

/**
 * Diagnostics of one code kept per file. Past it they are counted, and one
 * "diagnostics-limit" says how many were left out: a hostile file of 250,000 lines that are
 * not records would otherwise make 250,000 objects (25 MB for 500 KB of input). The most a
 * real file of the corpus has of one code is 1,272.
 */
export const MAX_DIAGNOSTICS_PER_CODE = 10_000;

/** The codes past the limit: how many were left out, and where the first of them stood. */
interface LeftOut {
  count: number;
  readonly line: number;
  readonly column: number;
}

/** The diagnostic that counts those left out: its code and section, and what the limit is per. */
export interface LimitNote {
  readonly code: string;
  readonly spec: string;
  readonly per: string;
}

const FILE_LIMIT: LimitNote = { code: "diagnostics-limit", spec: "RFC 9309 §2.5", per: "file" };

/**
 * A page's limit (html/parse.ts): one META tag of 250,000 words that are not robots
 * directives made 250,000 diagnostics, 42 MB held for a 500 KB page (issue 24).
 */
export const PAGE_LIMIT: LimitNote = {
  code: "page-diagnostics-limit",
  spec: "ACAP-2 §2.2",
  per: "page",
};

/** Collects diagnostics and returns them in source order. */
export class DiagnosticList {
  readonly #items: Diagnostic[];
  readonly #note: LimitNote;
  /** Diagnostics per code, counted once the list is long enough for a code to reach the limit. */
  #perCode: Map<string, number> | undefined;
  #leftOut: Map<string, LeftOut> | undefined;

  constructor(initial: readonly Diagnostic[] = [], note: LimitNote = FILE_LIMIT) {
    this.#items = initial.length === 0 ? [] : [...initial];
    this.#note = note;
  }

  /** `add` for a diagnostic already made (the page readers make theirs). */
  push(diagnostic: Diagnostic): void {
    const { code, line, column } = diagnostic;
    if (this.#items.length >= MAX_DIAGNOSTICS_PER_CODE && !this.#room(code, line, column)) return;
    this.#items.push(diagnostic);
  }

  add(
    severity: Severity,
    code: string,
    message: string,
    line: number,
    column: number,
    spec: string,
  ): void {
    // Checked before the object is made: a hostile file reports 250,000 of one code.
    if (this.#items.length >= MAX_DIAGNOSTICS_PER_CODE && !this.#room(code, line, column)) return;
    this.#items.push({ severity, code, message, line, column, spec });
  }

  /** Is there room for one more diagnostic of `code`? (Counts it either way.) */
  #room(code: string, line: number, column: number): boolean {
    if (this.#perCode === undefined) {
      this.#perCode = new Map();
      for (const item of this.#items)
        this.#perCode.set(item.code, (this.#perCode.get(item.code) ?? 0) + 1);
    }
    const count = (this.#perCode.get(code) ?? 0) + 1;
    this.#perCode.set(code, count);
    if (count <= MAX_DIAGNOSTICS_PER_CODE) return true;
    const leftOut = (this.#leftOut ??= new Map()).get(code);
    if (leftOut) leftOut.count++;
    else this.#leftOut.set(code, { count: 1, line, column });
    return false;
  }

  /** In source order, in an array of exactly their number (a policy keeps it as long as it lives). */
  sorted(): readonly Diagnostic[] {
    const note = this.#note;
    for (const [code, { count, line, column }] of this.#leftOut ?? [])
      this.#items.push({
        severity: "info",
        code: note.code,
        message: `${count} more "${code}" diagnostics are not listed (at most ${MAX_DIAGNOSTICS_PER_CODE.toLocaleString("en-US")} of one code per ${note.per})`,
        line,
        column,
        spec: note.spec,
      });
    this.#leftOut = undefined;
    if (this.#items.length > 1) this.#items.sort((a, b) => a.line - b.line || a.column - b.column);
    return exactLength(this.#items);
  }
}
