// What the diagnostics catalogue says of each code (src/diagnostic-catalogue.ts gathers the
// lists each specification's folder keeps in its catalogue.ts).
import type { Severity } from "./types.js";

/**
 * One entry of `DIAGNOSTIC_CATALOGUE`: what a diagnostic code means, how serious it is and what
 * gives it.
 */
export interface DiagnosticDefinition {
  /** The severity; several when the code passes on another file's (a referenced file's finding). */
  readonly severity: Severity | readonly Severity[];
  /** The section, or the section prefixes when the code is given under several. */
  readonly spec: string | readonly string[];
  /** What gives it: parsing robots.txt or a page, retrieval, tdmrep.json, or the AI-crawler audit. */
  readonly source: "robots.txt" | "html" | "retrieval" | "tdmrep.json" | "audit";
  /** The message, with {placeholders} for the names and values the actual message gives. */
  readonly message: string;
}
