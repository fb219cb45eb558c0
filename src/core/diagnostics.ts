import { exactLength } from "./arrays.js";
import type { Diagnostic, Severity } from "./types.js";

/**
 * Drops what it is told: the crawl index is built without diagnostics (a crawler rarely reads
 * them, and kept they cost memory per file); asking for them lowers the file again with a list.
 */
export const DISCARD_DIAGNOSTICS: DiagnosticSink = Object.freeze({ add: () => undefined });

/** Where a pass reports what it finds: a DiagnosticList, or DISCARD_DIAGNOSTICS. */
export type DiagnosticSink = Pick<DiagnosticList, "add">;

/** Collects diagnostics and returns them in source order. */
export class DiagnosticList {
  readonly #items: Diagnostic[];

  constructor(initial: readonly Diagnostic[] = []) {
    this.#items = initial.length === 0 ? [] : [...initial];
  }

  add(
    severity: Severity,
    code: string,
    message: string,
    line: number,
    column: number,
    spec: string,
  ): void {
    this.#items.push({ severity, code, message, line, column, spec });
  }

  /** In source order, in an array of exactly their number (a policy keeps it as long as it lives). */
  sorted(): readonly Diagnostic[] {
    if (this.#items.length > 1) this.#items.sort((a, b) => a.line - b.line || a.column - b.column);
    return exactLength(this.#items);
  }
}
