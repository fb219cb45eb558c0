// The policy model's rule sets, made from the crawl index (index-lines.ts decided which rows
// form which RFC 9309 §2.2.1 group and KOSTER-1996 §3.3 record): each row becomes one
// User-agent, rule or field object, shared by the group and the record that hold it.
import type { ExtensionField, Rule, UserAgentLine } from "../core/types.js";
import { UNREAD_POLITENESS, type MutableGroup, type SectionStarts } from "../core/mutable-group.js";
import {
  ROW_ALLOW,
  ROW_DISALLOW,
  ROW_FIELD,
  ROW_USER_AGENT,
  type RuleFile,
  type RuleSetKind,
} from "../core/rule-file.js";
import { isGroupRuleField } from "./vocabulary.js";

/**
 * Most groups hold no other field: they share this empty array until one arrives (then the
 * group gets its own). Frozen, so that no parse can change what another one sees.
 */
const NO_FIELDS = Object.freeze([]) as readonly ExtensionField[] as ExtensionField[];

/** The object of each row: a User-agent line, a rule or a field (undefined for ACAP rows). */
export type RowObject = UserAgentLine | Rule | ExtensionField | undefined;

/**
 * One object per row for the rows in `[from, to)` (`objects[row - from]`); `fields` every
 * field row's, in file order.
 */
export function rowObjects(
  file: RuleFile,
  from = 0,
  to = file.rowCount,
): { objects: RowObject[]; fields: ExtensionField[] } {
  const objects = new Array<RowObject>(to - from);
  const fields: ExtensionField[] = [];
  for (let row = from; row < to; row++) {
    const kind = file.kind(row);
    if (kind === ROW_USER_AGENT) objects[row - from] = file.userAgent(row);
    else if (kind === ROW_ALLOW || kind === ROW_DISALLOW) objects[row - from] = file.rule(row);
    else if (kind === ROW_FIELD) fields.push((objects[row - from] = file.field(row)));
  }
  return { objects, fields };
}

/**
 * The rule sets of one kind (or those of them named by `only`), in file order. A User-agent
 * line after fields of the same rule set starts a section: politeness fields belong to the
 * User-agent lines directly above them (rare, so noted apart in `sections`).
 */
export function ruleSetsOf(
  file: RuleFile,
  kind: RuleSetKind,
  objects: readonly RowObject[],
  sections: SectionStarts,
): MutableGroup[] {
  const sets: MutableGroup[] = [];
  for (let set = 0; set < file.setCount(kind); set++)
    sets.push(ruleSetOf(file, kind, set, objects, sections));
  return sets;
}

/** One rule set; `objects[row - base]` is each row's object. */
export function ruleSetOf(
  file: RuleFile,
  kind: RuleSetKind,
  set: number,
  objects: readonly RowObject[],
  sections: SectionStarts,
  base = 0,
): MutableGroup {
  const first = file.setStart(kind, set);
  const group = newRuleSet(file.line(first), file.column(first), NO_FIELDS);
  let fieldsAtAgent = 0;
  for (let row = first; row < file.setEnd(kind, set); row++) {
    const rowKind = file.kind(row);
    if (rowKind === ROW_USER_AGENT) {
      if (group.fields.length > fieldsAtAgent) noteSection(sections, group);
      group.userAgents.push(objects[row - base] as UserAgentLine);
      fieldsAtAgent = group.fields.length;
    } else if (rowKind === ROW_ALLOW || rowKind === ROW_DISALLOW)
      group.rules.push(objects[row - base] as Rule);
    else if (rowKind === ROW_FIELD) addField(group, objects[row - base] as ExtensionField, kind);
  }
  return group;
}

/** A rule set with nothing read yet (every property present from the start: V8 keeps them in the object). */
export function newRuleSet(line: number, column: number, fields: ExtensionField[]): MutableGroup {
  return {
    line,
    column,
    userAgents: [],
    rules: [],
    fields,
    hasExtensionRules: false,
    politeness: UNREAD_POLITENESS,
  };
}

function addField(set: MutableGroup, field: ExtensionField, kind: RuleSetKind): void {
  (set.fields === NO_FIELDS ? (set.fields = []) : set.fields).push(field);
  // APP-DIRECTIVES §2 and AIPREF-ATTACH §3 make these rules of a group (not of a record).
  if (kind === "groups" && isGroupRuleField(field.name)) set.hasExtensionRules = true;
}

function noteSection(sections: SectionStarts, set: MutableGroup): void {
  const starts = sections.get(set);
  const start: [number, number] = [set.userAgents.length, set.fields.length];
  if (starts) starts.push(start);
  else sections.set(set, [start]);
}

/**
 * In most files a KOSTER-1996 record and an RFC 9309 group hold exactly the same lines;
 * such a record is replaced by the group object, so the two views cost one.
 */
export function shareIdenticalRecords(
  records: MutableGroup[],
  groups: readonly MutableGroup[],
): MutableGroup[] {
  let g = 0;
  for (let r = 0; r < records.length; r++) {
    const record = records[r]!;
    while (g < groups.length && groups[g]!.line < record.line) g++;
    const group = groups[g];
    if (
      group &&
      group.line === record.line &&
      sameItems(group.userAgents, record.userAgents) &&
      sameItems(group.rules, record.rules) &&
      sameItems(group.fields, record.fields)
    )
      records[r] = group;
  }
  return records;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Gives every array a rule set holds exactly its length. An array grown by `push` keeps room
 * for more (V8 grows it by half plus 16 slots), and a policy may be kept for a whole crawl.
 */
export function trimRuleSets(
  groups: readonly MutableGroup[],
  records: readonly MutableGroup[],
): void {
  for (const group of groups) trimRuleSet(group);
  // Records and groups are in line order; a record that is a group object is trimmed already.
  let g = 0;
  for (const record of records) {
    while (g < groups.length && groups[g]!.line < record.line) g++;
    if (groups[g] !== record) trimRuleSet(record);
  }
}

/** Rule sets never share arrays (NO_FIELDS, frozen and empty, aside). */
function trimRuleSet(set: MutableGroup): void {
  if (set.userAgents.length > 0) set.userAgents = set.userAgents.slice();
  if (set.rules.length > 0) set.rules = set.rules.slice();
  if (set.fields.length > 0) set.fields = set.fields.slice();
}
