// What one lowering of a robots.txt file carries from line to line (src/rfc9309/lower.ts
// reads the lines in order; groups.ts and other-fields.ts add to it). One plain object, so
// that each step is a module-level function of it and per-line work allocates nothing extra.
import type { RawLine } from "./raw.js";
import type { Diagnostic, ExtensionField } from "../core/types.js";
import { DiagnosticList } from "../core/diagnostics.js";
import type { MutableGroup, SectionStarts } from "../core/mutable-group.js";

/** A line with a field name and value: RFC 9309 §2.2 rules and user-agent lines, §2.2.4 others. */
export type RawKeyedLine = Extract<RawLine, { readonly colon: boolean }>;

/** The rule sets of one kind (RFC 9309 groups or KOSTER-1996 records), in file order. */
export class RuleSetList {
  readonly all: MutableGroup[] = [];
  /** The rule set being read: none before the first User-agent line (for records, after a blank line). */
  current: MutableGroup | undefined = undefined;
  /** How many fields `current` had at its last User-agent line: more at the next one start a section. */
  fieldsAtAgent = 0;
}

export class LowerContext {
  readonly diagnostics: DiagnosticList;
  /** RFC 9309 §2.2.1: a group ends at the first User-agent line after a rule. */
  readonly groups = new RuleSetList();
  /** KOSTER-1996 §3.3: a record ends at a blank line too. */
  readonly records = new RuleSetList();
  /**
   * Politeness fields belong to the User-agent lines directly above them: a User-agent line
   * after fields of the same rule set starts a new section (rare, so noted apart).
   */
  readonly sections: SectionStarts = new Map();
  /** A rule outside any record was reported since the last blank line (one note per run). */
  reportedOutsideRecord = false;
  /** RFC 9309 §2.2.4: every other field line, in file order, for the later passes. */
  readonly fields: ExtensionField[] = [];
  /** Names already reported as unknown (each once per file). */
  unknownFieldsReported: Set<string> | undefined = undefined;
  /** A group has an App-Directives line: only then does that pass run over every field. */
  sawAppDirectives = false;
  /** Lines read later by src/acap/lower.ts, whole. */
  readonly acapLineIndexes: number[] = [];
  /** ACAP-1 §2.10.3: the "##ACAP version=…" comment, if any. */
  versionCommentIndex: number | undefined = undefined;
  /** The first line that is neither blank nor a comment (to recognise a file that is not robots.txt). */
  firstContentIndex = -1;

  constructor(
    readonly text: string,
    early: readonly Diagnostic[],
  ) {
    this.diagnostics = new DiagnosticList(early);
  }
}
