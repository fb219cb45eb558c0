// APP-DIRECTIVES §2: reads every App-Directives line once, reports the malformed ones (each
// is ignored, never the file: RFC 9651 §4.2 fails the one value), and gives each rule set
// its valid rules. The query side is src/app-directives/match.ts.
import type { AppDirectivesRule } from "./model.js";
import { parseRawAppDirectives } from "./raw.js";
import { isAppDirectivesField } from "../rfc9309/vocabulary.js";
import { toList } from "../structured-fields/parse.js";
import type { DiagnosticSink } from "../core/diagnostics.js";
import type { ExtensionField, Group } from "../core/types.js";

export { isAppDirectivesField };

const NONE: readonly AppDirectivesRule[] = Object.freeze([]);

function read(field: ExtensionField, diagnostics: DiagnosticSink): AppDirectivesRule | undefined {
  // The value as the line grammar cut it stops at "#"; a List may hold "#" inside a String,
  // so the List is read from the line itself (grammar/app-directives.peggy handles comments).
  const text = field.text.slice(field.column - 1);
  const result = parseRawAppDirectives(text);
  if (!result.ok) {
    diagnostics.add(
      "warning",
      "app-directives-invalid",
      `App-Directives value is not a path and a structured-field List (${result.message}); the line is ignored`,
      field.line,
      field.column + result.offset,
      "RFC 9651 §4.2",
    );
    return undefined;
  }
  const { path, list } = result.value;
  for (const member of list.members)
    if (member.type !== "item" || member.bareItem.type !== "token")
      diagnostics.add(
        "warning",
        "app-directives-member-not-token",
        "an App-Directives member must be a Token naming an application; this member names none",
        field.line,
        field.column + member.start,
        "APP-DIRECTIVES §2",
      );
  return {
    pattern: path?.value ?? "",
    list: toList(list),
    text: field.text,
    line: field.line,
    column: field.column,
  };
}

/** A rule set while its App-Directives are written. */
type Writing = Group & { appDirectives: readonly AppDirectivesRule[] };

function hasGlobalAgent(group: Group): boolean {
  return group.userAgents.some((agent) => agent.token === "*");
}

export function lowerAppDirectives(
  fields: readonly ExtensionField[],
  groups: readonly Group[],
  records: readonly Group[],
  diagnostics: DiagnosticSink,
): void {
  const rules = new Map<ExtensionField, AppDirectivesRule | undefined>();
  for (const field of fields)
    if (isAppDirectivesField(field.name)) rules.set(field, read(field, diagnostics));
  const collect = (group: Group): readonly AppDirectivesRule[] => {
    if (rules.size === 0) return NONE;
    const own: AppDirectivesRule[] = [];
    for (const field of group.fields) {
      const rule = rules.get(field);
      if (rule) own.push(rule);
    }
    return own.length > 0 ? own : NONE;
  };
  const inGroups = new Set<ExtensionField>();
  for (const group of groups as readonly Writing[]) {
    const own = (group.appDirectives = collect(group));
    if (rules.size === 0) continue;
    for (const field of group.fields) if (rules.has(field)) inGroups.add(field);
    if (own.length > 0 && !hasGlobalAgent(group)) {
      const first = own[0]!;
      diagnostics.add(
        "warning",
        "app-directives-not-global",
        `App-Directives in a group for ${group.userAgents.map((a) => JSON.stringify(a.value)).join(", ")} only reach applications whose product token that is; put them in the "User-Agent: *" group`,
        first.line,
        first.column,
        "APP-DIRECTIVES §1.3",
      );
    }
  }
  const isGroup = new Set(groups);
  for (const record of records as readonly Writing[])
    if (!isGroup.has(record)) record.appDirectives = collect(record);
  for (const field of rules.keys())
    if (!inGroups.has(field))
      diagnostics.add(
        "warning",
        "app-directives-outside-group",
        "App-Directives stands before any User-agent line; a rule belongs to a group, so it applies to no application",
        field.line,
        field.column,
        "APP-DIRECTIVES §2",
      );
}
