// The policy model's rule sets for some of a file's groups or records, with their politeness
// fields read (src/robots2/fields.ts), made without the rest of the file: the questions a
// crawler asks besides crawl (Crawl-delay, Request-rate, Visit-time, Comment; robots2's
// Robot-version) need the fields of the rule sets selected for it and nothing else, so a
// file asked them never makes its whole policy model. A rule set's politeness depends on its
// own fields only, so it is the same as the whole model's (the model's diagnostics are not
// made here). Only the politeness is kept: the rule set's other objects go.
import type { RuleSetPoliteness } from "../robots2/politeness.js";
import { DISCARD_DIAGNOSTICS } from "../core/diagnostics.js";
import {
  ROW_ALLOW,
  ROW_DISALLOW,
  ROW_FIELD,
  ROW_USER_AGENT,
  type RuleFile,
  type RuleSetKind,
} from "../core/rule-file.js";
import type { ExtensionField, RobotVersion, RuleSetFields } from "../core/types.js";
import { EMPTY_POLITENESS, lowerFields } from "../robots2/fields.js";
import { newRuleSet, rowObjects, ruleSetOf } from "./groups.js";

/** One group's or record's politeness (and sections), read from its own rows alone. */
export function politeRuleSet(file: RuleFile, kind: RuleSetKind, set: number): RuleSetPoliteness {
  const start = file.setStart(kind, set);
  const { objects, fields } = rowObjects(file, start, file.setEnd(kind, set));
  const sections = new Map();
  const ruleSet = ruleSetOf(file, kind, set, objects, sections, start);
  // Read as a group whatever its kind: a record's politeness is a group's (only what is
  // reported differs, and nothing is reported here).
  lowerFields(fields, [ruleSet], [], sections, DISCARD_DIAGNOSTICS);
  const { politeness, sections: parts } = ruleSet;
  return parts ? { politeness, sections: parts } : { politeness };
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
 * when that is a valid Robot-version (src/robots2/fields.ts firstAfterAgents). Reads the rows up
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
 * The politeness of the section that holds User-agent row `agentRow` of a rule set with
 * sections: the fields after its run of User-agent lines, up to the next User-agent line that
 * follows a field. A section's politeness leaves Robot-version out (it is the rule set's).
 * Reads that section's rows only: one group of 8,000 sections is asked about one crawler.
 * `end`: the row after the section (its User-agent lines after `agentRow` are before it).
 */
export function politeSection(
  file: RuleFile,
  kind: RuleSetKind,
  set: number,
  agentRow: number,
): { readonly politeness: RuleSetFields; readonly end: number } {
  const fields: ExtensionField[] = [];
  let field = false;
  let row = agentRow + 1;
  for (const setEnd = file.setEnd(kind, set); row < setEnd; row++) {
    const rowKind = file.kind(row);
    if (rowKind === ROW_USER_AGENT && field) break;
    if (rowKind !== ROW_FIELD) continue;
    field = true;
    const read = file.field(row);
    if (read.name !== "robot-version") fields.push(read);
  }
  return {
    politeness: fields.length === 0 ? EMPTY_POLITENESS : politenessOfFields(fields),
    end: row,
  };
}
