// A page's diagnostics, at most MAX_DIAGNOSTICS_PER_CODE of one code, as a robots.txt file's
// (core/diagnostics.ts): one META tag or X-Robots-Tag of 250,000 words that are not robots
// directives made 250,000 diagnostics, 42 MB held for a 500 KB page (issue 24). Past the
// limit a code's diagnostics are counted, and one "page-diagnostics-limit" says how many.
import type { Diagnostic } from "../core/types.js";
import { MAX_DIAGNOSTICS_PER_CODE } from "../core/diagnostics.js";

/** Where a page's readers report: `push` as on an array. */
export interface PageDiagnosticSink {
  push(diagnostic: Diagnostic): void;
}

export class PageDiagnostics implements PageDiagnosticSink {
  readonly #items: Diagnostic[] = [];
  readonly #perCode = new Map<string, number>();
  /** The codes past the limit: how many were left out, and the first of them. */
  #leftOut: Map<string, { count: number; first: Diagnostic }> | undefined;

  push(diagnostic: Diagnostic): void {
    const count = (this.#perCode.get(diagnostic.code) ?? 0) + 1;
    this.#perCode.set(diagnostic.code, count);
    if (count <= MAX_DIAGNOSTICS_PER_CODE) {
      this.#items.push(diagnostic);
      return;
    }
    const leftOut = (this.#leftOut ??= new Map()).get(diagnostic.code);
    if (leftOut) leftOut.count++;
    else this.#leftOut.set(diagnostic.code, { count: 1, first: diagnostic });
  }

  /** In source order, with a count of each code past the limit. */
  sorted(): Diagnostic[] {
    const items = this.#items;
    for (const [code, { count, first }] of this.#leftOut ?? [])
      items.push({
        severity: "info",
        code: "page-diagnostics-limit",
        message: `${count} more "${code}" diagnostics are not listed (at most ${MAX_DIAGNOSTICS_PER_CODE.toLocaleString("en-US")} of one code per page)`,
        line: first.line,
        column: first.column,
        spec: "ACAP-2 §2.2",
      });
    this.#leftOut = undefined;
    return items.sort((a, b) => a.line - b.line || a.column - b.column);
  }
}
