// RFC 9309 §2.2.1 groups and KOSTER-1996 §3.3 records, built side by side in one pass. Both
// are User-agent lines followed by rules and other fields; they differ in where they end.
// A group ends at the first User-agent line after a rule, or after an App-Directives or
// Content-Usage line (APP-DIRECTIVES §2, AIPREF-ATTACH §3 add those to the rules); a record
// ends there too, and at a blank line (KOSTER-1996 §3.2). In most files both hold the same
// lines, and the record is then the group object itself (shareIdenticalRecords).
import type { AppDirectivesRule, ExtensionField, Rule, UserAgentLine } from "../core/types.js";
import { UNREAD_POLITENESS, type MutableGroup, type SectionStarts } from "../core/mutable-group.js";
import { isAppDirectivesField } from "../app-directives/lower.js";
import { CONTENT_USAGE } from "../aipref/lower.js";
import type { LowerContext, RuleSetList } from "./context.js";
import { nameColumn, reportPattern, reportUserAgentValue } from "./diagnose.js";

const NO_APP_DIRECTIVES: readonly AppDirectivesRule[] = Object.freeze([]);

/**
 * Most groups hold no other field: they share this empty array until one arrives (then the
 * group gets its own). Frozen, so that no parse can change what another one sees.
 */
const NO_FIELDS = Object.freeze([]) as readonly ExtensionField[] as ExtensionField[];

/** RFC 9309 §2.2.1 startgroupline; KOSTER-1996 §3.3 agentline. */
export function lowerUserAgentLine(ctx: LowerContext, agent: UserAgentLine): void {
  reportUserAgentValue(ctx.diagnostics, agent);
  addUserAgent(ctx.groups, agent, ctx.sections);
  addUserAgent(ctx.records, agent, ctx.sections);
}

/** A User-agent line joins the rule set being read while it has no rules, else starts one. */
function addUserAgent(list: RuleSetList, agent: UserAgentLine, sections: SectionStarts): void {
  let set = list.current;
  // Records never have extension rules: only groups are given App-Directives and Content-Usage.
  if (!set || set.rules.length > 0 || set.hasExtensionRules) {
    set = list.current = {
      line: agent.line,
      column: agent.column,
      userAgents: [],
      rules: [],
      fields: NO_FIELDS,
      hasExtensionRules: false,
      appDirectives: NO_APP_DIRECTIVES,
      politeness: UNREAD_POLITENESS,
    };
    list.all.push(set);
  } else if (set.fields.length > list.fieldsAtAgent) noteSection(sections, set);
  set.userAgents.push(agent);
  list.fieldsAtAgent = set.fields.length;
}

function noteSection(sections: SectionStarts, set: MutableGroup): void {
  const starts = sections.get(set);
  const start: [number, number] = [set.userAgents.length, set.fields.length];
  if (starts) starts.push(start);
  else sections.set(set, [start]);
}

/** RFC 9309 §2.2.2 allow and disallow rules; KOSTER-1996 §3.3 ruleline. */
export function lowerRuleLine(ctx: LowerContext, rule: Rule): void {
  const diagnostics = ctx.diagnostics;
  reportPattern(diagnostics, rule);
  const group = ctx.groups.current;
  if (group) addRule(group, rule);
  else
    diagnostics.add(
      "warning",
      "rule-outside-group",
      `${rule.kind} rule before any user-agent line; it is ignored`,
      rule.line,
      nameColumn(rule.text),
      "RFC 9309 §2.2",
    );
  const record = ctx.records.current;
  if (record) addRule(record, rule);
  else if (group && !ctx.reportedOutsideRecord) {
    // Once per run of such rules: a blank line inside a group is common, and one note says it.
    ctx.reportedOutsideRecord = true;
    diagnostics.add(
      "info",
      "rule-outside-record",
      `${rule.kind} rule after a blank line without a new user-agent line; the 1996 draft (koster1996 profile) ignores it`,
      rule.line,
      nameColumn(rule.text),
      "KOSTER-1996 §3.3",
    );
  }
}

function addRule(set: MutableGroup, rule: Rule): void {
  set.rules.push(rule);
}

/** RFC 9309 §2.2.4: other fields do not end a group; the group and record being read keep them. */
export function addFieldToRuleSets(ctx: LowerContext, field: ExtensionField): void {
  const group = ctx.groups.current;
  if (group) {
    addField(group, field);
    if (isAppDirectivesField(field.name)) group.hasExtensionRules = ctx.sawAppDirectives = true;
    else if (field.name === CONTENT_USAGE) group.hasExtensionRules = true;
  }
  const record = ctx.records.current;
  if (record) addField(record, field);
}

function addField(set: MutableGroup, field: ExtensionField): void {
  (set.fields === NO_FIELDS ? (set.fields = []) : set.fields).push(field);
}

/** KOSTER-1996 §3.2: blank lines separate records (not groups). */
export function endRecord(ctx: LowerContext): void {
  ctx.records.current = undefined;
  ctx.reportedOutsideRecord = false;
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
 * for more (V8 grows it by half plus 16 slots), and a parsed file is kept for the whole crawl:
 * a copy of each at the end is cheaper than that slack for as long as the policy lives
 * (measured: 2.5 KB of elements per corpus file before).
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
