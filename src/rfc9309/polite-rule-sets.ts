// The politeness of the rule sets selected for a crawler, read from their rows without the
// policy model: the questions a crawler asks besides crawl (Crawl-delay, Request-rate,
// Visit-time, Comment; robots2's Robot-version) need the fields of the rule sets selected for
// it and nothing else, so a file asked them never makes its whole model. The fields are read
// by rule-set-fields.ts as the model reads them, so the answers are the model's
// (test/fuzz/politeness-model.test.ts); no diagnostics are made here.
import { DISCARD_DIAGNOSTICS } from "../core/diagnostics.js";
import {
  ROW_ALLOW,
  ROW_DISALLOW,
  ROW_FIELD,
  ROW_USER_AGENT,
  type RuleFile,
  type RuleSetKind,
} from "../core/rule-file.js";
import type { ExtensionField, Group, RobotVersion, RuleSetFields } from "../core/types.js";
import type { Selection } from "../core/strategy.js";
import { lowerFields } from "./rule-set-fields.js";
import { newRuleSet } from "./groups.js";

/** The fields a rule set's (or section's) politeness is read from; Robot-version is the rule set's (robotVersionOf). */
const POLITENESS_FIELDS = new Set(["crawl-delay", "request-rate", "visit-time", "comment"]);

/**
 * Adds the politeness fields among rows `[from, to)` to `fields` (returned): its Crawl-delay,
 * Request-rate, Visit-time and Comment lines. Only those lines become objects.
 */
function fieldsOfRows(
  file: RuleFile,
  from: number,
  to: number,
  fields: ExtensionField[] = [],
): ExtensionField[] {
  for (let row = from; row < to; row++)
    if (file.kind(row) === ROW_FIELD && POLITENESS_FIELDS.has(file.fieldName(row).toLowerCase()))
      fields.push(file.field(row));
  return fields;
}

/** The politeness of `fields` read as one rule set's. */
function politenessOfFields(fields: ExtensionField[]): RuleSetFields {
  // A rule set of those fields alone: no User-agent lines or rules (lowerFields needs neither here).
  const set = newRuleSet(0, 0, fields);
  lowerFields(fields, [set], [], new Map(), DISCARD_DIAGNOSTICS);
  return set.politeness;
}

/**
 * ROBOTS-2.0 Robot-version of a rule set: the first rule or field after its User-agent lines,
 * when that is a valid Robot-version (rule-set-fields.ts firstAfterAgents). Reads the rows up
 * to that line only: the robots2 profile asks it of every record it selects.
 */
export function robotVersionOf(
  file: RuleFile,
  kind: RuleSetKind,
  set: number,
): RobotVersion | undefined {
  for (let row = file.setStart(kind, set); row < file.setEnd(kind, set); row++) {
    const rowKind = file.kind(row);
    if (rowKind === ROW_ALLOW || rowKind === ROW_DISALLOW) return undefined;
    if (rowKind === ROW_FIELD) return politenessOfFields([file.field(row)]).robotVersion;
  }
  return undefined;
}

/**
 * Does a rule set have sections: a User-agent line after a field of its own? Then each field
 * belongs to the User-agent lines directly above it (groups.ts noteSection).
 */
export function hasSections(file: RuleFile, kind: RuleSetKind, set: number): boolean {
  let field = false;
  for (let row = file.setStart(kind, set); row < file.setEnd(kind, set); row++) {
    const rowKind = file.kind(row);
    if (rowKind === ROW_FIELD) field = true;
    else if (rowKind === ROW_USER_AGENT && field) return true;
  }
  return false;
}

/**
 * Where the section that holds User-agent row `agentRow` of a rule set with sections ends: at
 * the next User-agent line that follows a field (its fields are the rows before it; its
 * User-agent lines after `agentRow` too). One group of 8,000 sections is asked about one
 * crawler: only that section is read.
 */
export function sectionEnd(
  file: RuleFile,
  kind: RuleSetKind,
  set: number,
  agentRow: number,
): number {
  let field = false;
  let row = agentRow + 1;
  for (const setEnd = file.setEnd(kind, set); row < setEnd; row++) {
    const rowKind = file.kind(row);
    if (rowKind === ROW_USER_AGENT && field) break;
    if (rowKind === ROW_FIELD) field = true;
  }
  return row;
}

/**
 * The politeness of each selected rule set, or of the sections of it that hold the selecting
 * User-agent lines: a rule set with sections is read a section at a time, from its rows. A rule
 * set without sections is read from `model` when the model is made.
 */
export function selectedPoliteness(
  file: RuleFile,
  { kind, sets, agentRows }: Selection,
  model: readonly Pick<Group, "politeness">[] | undefined,
): RuleSetFields[] {
  // A section's fields, or those of consecutive rule sets without sections, each read as one
  // rule set's (lowerFields: the first Visit-time counts): merged, consecutive rule sets'
  // politeness is their fields' in file order (mergePoliteness), and 10,000 `*` groups are
  // lowered once, each repeated value parsed once.
  const parts: (RuleSetFields | ExtensionField[])[] = [];
  let run: ExtensionField[] | undefined;
  let next = 0;
  for (const set of sets) {
    const end = file.setEnd(kind, set);
    if (!hasSections(file, kind, set)) {
      if (model) parts.push(model[set]!.politeness);
      else {
        if (run === undefined) parts.push((run = []));
        fieldsOfRows(file, file.setStart(kind, set), end, run);
      }
      while (next < agentRows.length && agentRows[next]! < end) next++;
      continue;
    }
    run = undefined;
    let until = -1;
    for (; next < agentRows.length && agentRows[next]! < end; next++) {
      const row = agentRows[next]!;
      if (row < until) continue; // a User-agent line of the section just read
      until = sectionEnd(file, kind, set, row);
      parts.push(fieldsOfRows(file, row + 1, until));
    }
  }
  return parts.map((part) => (Array.isArray(part) ? politenessOfFields(part) : part));
}
