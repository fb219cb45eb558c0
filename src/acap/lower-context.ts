// What the passes over one file's ACAP lines share (src/acap/lower.ts runs them): the lines
// that could be read, the diagnostics (each given under its ACAP-1 section), the §2.8 [V1.1]
// permission and the §2.7 definitions in scope, which later definitions and the records'
// permission fields refer to. One per file, so the passes allocate nothing per line for it.
import {
  ACAP_USAGE_TYPES,
  type AcapCompositeUsage,
  type AcapDefinitions,
  type AcapQualifiedUsage,
  type AcapResourceSet,
  type AcapUsageType,
} from "./model.js";
import type { RawAcapField } from "./raw.js";
import type { DiagnosticSink } from "../core/diagnostics.js";

/** One ACAP line that could be read. */
export interface AcapLine {
  /** 1-based line number in the file. */
  readonly number: number;
  readonly text: string;
  readonly field: RawAcapField;
}

/** The raw ACAP field of type `T` (ACAP-1 §3). */
export type FieldOf<T extends RawAcapField["type"]> = Extract<RawAcapField, { type: T }>;

export type Severity = "error" | "warning" | "info";

/** §2.5: is `name` one of the usage types (basic, general or based upon `present`)? */
export function isUsageType(name: string): name is AcapUsageType {
  return (ACAP_USAGE_TYPES as readonly string[]).includes(name);
}

export class LoweringContext {
  readonly #diagnostics: DiagnosticSink;
  /** §2.7: the definitions in scope by lower-cased name: the inherited ones, then this file's. */
  readonly qualifiedUsages: Map<string, AcapQualifiedUsage>;
  readonly compositeUsages: Map<string, AcapCompositeUsage>;
  readonly resourceSets: Map<string, AcapResourceSet>;
  /** This file's own definitions, in file order (the inherited ones stay the referring file's). */
  readonly own: {
    qualifiedUsages: AcapQualifiedUsage[];
    compositeUsages: AcapCompositeUsage[];
    resourceSets: AcapResourceSet[];
  } = { qualifiedUsages: [], compositeUsages: [], resourceSets: [] };
  /** The line of each name this file defines (lower-cased): one name space for all kinds (§3). */
  readonly definedNames = new Map<string, number>();
  /** The last line defining each qualified usage (lower-cased), built on the first unknown reference. */
  lastQualifiedUsageLines: Map<string, number> | undefined;
  /** The ACAP lines that could be read, in file order. */
  lines: readonly AcapLine[] = [];
  /** The first ACAP-crawler line: definitions belong before it (§2.7). */
  firstRecordLine = Infinity;
  /** §2.8: the file declares ACAP-version 1.1 or later, so [V1.1] features may be used. */
  v11Allowed = false;

  /** `inherited`: §2.4.1.3, the definitions of the file that referred to this one (ACAP-permissions-reference). */
  constructor(diagnostics: DiagnosticSink, inherited: AcapDefinitions | undefined) {
    this.#diagnostics = diagnostics;
    this.qualifiedUsages = new Map<string, AcapQualifiedUsage>(
      inherited?.qualifiedUsages.map((d) => [d.name.toLowerCase(), d]),
    );
    this.compositeUsages = new Map<string, AcapCompositeUsage>(
      inherited?.compositeUsages.map((d) => [d.name.toLowerCase(), d]),
    );
    this.resourceSets = new Map<string, AcapResourceSet>(
      inherited?.resourceSets.map((d) => [d.name.toLowerCase(), d]),
    );
  }

  /** Adds a diagnostic; `section` is the ACAP-1 section, e.g. "§2.8". */
  report(
    severity: Severity,
    code: string,
    message: string,
    line: number,
    column: number,
    section: string,
  ): void {
    this.#diagnostics.add(severity, code, message, line, column, `ACAP-1 ${section}`);
  }
}
