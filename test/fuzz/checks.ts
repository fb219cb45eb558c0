// Shared assertions of the property-based fuzz suite (test/fuzz/).
import { expect } from "vitest";
import type { Diagnostic, SourcePosition } from "../../src/index.js";

/** The text lines of `text` as the library counts them: CR, LF and CRLF each end one. */
export function linesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** The line count of bytes: CR, LF and CRLF end a line in UTF-8 as in the decoded text. */
export function lineCountOfBytes(bytes: Uint8Array): number {
  let lines = 1;
  for (let i = 0; i < bytes.length; i++)
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) lines++;
  return lines;
}

/**
 * Every position lies inside the input: 1 ≤ line ≤ the input's line count, 1 ≤ column ≤ the
 * line's length + 1 (a column just past the end marks the end of a line or of the file).
 * `lines` are the input's lines in UTF-16 code units (the unit of columns).
 */
export function expectInside(
  positions: readonly (SourcePosition & { code?: string })[],
  lines: readonly string[],
  what: string,
): void {
  for (const p of positions) {
    const label = `${what}${p.code !== undefined ? ` ${p.code}` : ""} at ${p.line}:${p.column}`;
    expect(Number.isInteger(p.line) && Number.isInteger(p.column), label).toBe(true);
    expect(p.line, label).toBeGreaterThanOrEqual(1);
    expect(p.line, label).toBeLessThanOrEqual(lines.length);
    expect(p.column, label).toBeGreaterThanOrEqual(1);
    expect(p.column, label).toBeLessThanOrEqual((lines[p.line - 1] ?? "").length + 1);
  }
}

/** A diagnostic is complete: a severity, a kebab-case code, a message and a spec section. */
export function expectWellFormed(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    expect(["error", "warning", "info"], d.code).toContain(d.severity);
    expect(d.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(d.message, d.code).not.toBe("");
    expect(d.spec, d.code).not.toBe("");
  }
}

/**
 * Runs `f`; an error must be the API's misuse error for one of `parameters` — a TypeError or
 * RangeError whose message names the parameter ("userAgent: expected …") — never another
 * error (a stack overflow is a RangeError too, and is a bug).
 */
export function answerOrMisuse<T>(f: () => T, parameters: readonly string[]): T | undefined {
  try {
    return f();
  } catch (error) {
    if (
      (error instanceof TypeError || error instanceof RangeError) &&
      parameters.some((p) => error.message.startsWith(`${p}:`))
    )
      return undefined;
    throw error;
  }
}

/**
 * An async fast-check predicate that gives the event loop a turn every few runs. A long
 * synchronous fc.assert starves the worker's messages to vitest, which then reports
 * `Timeout calling "onTaskUpdate"` under large FUZZ_RUNS.
 */
export function yielding<A extends unknown[]>(
  predicate: (...args: A) => void,
): (...args: A) => Promise<void> {
  let runs = 0;
  return async (...args: A) => {
    if (++runs % 50 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    predicate(...args);
  };
}
