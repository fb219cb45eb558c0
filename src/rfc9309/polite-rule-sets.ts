// The policy model's rule sets for some of a file's groups or records, with their politeness
// fields read (src/robots2/fields.ts), made without the rest of the file: the questions a
// crawler asks besides crawl (Crawl-delay, Request-rate, Visit-time, Comment; robots2's
// Robot-version) need the fields of the rule sets selected for it and nothing else, so a
// file asked them never makes its whole policy model. A rule set's politeness depends on its
// own fields only, so it is the same as the whole model's (the model's diagnostics are not
// made here).
import type { ExtensionField } from "../core/types.js";
import type { MutableGroup } from "../core/mutable-group.js";
import { DISCARD_DIAGNOSTICS } from "../core/diagnostics.js";
import type { RuleFile, RuleSetKind } from "../core/rule-file.js";
import { lowerFields } from "../robots2/fields.js";
import { rowObjects, ruleSetsOf, type RowObject } from "./groups.js";

export function politeRuleSets(
  file: RuleFile,
  kind: RuleSetKind,
  sets: readonly number[],
): MutableGroup[] {
  const objects = new Array<RowObject>(file.rowCount);
  const fields: ExtensionField[] = [];
  for (const set of sets)
    fields.push(
      ...rowObjects(file, file.setStart(kind, set), file.setEnd(kind, set), objects).fields,
    );
  const sections = new Map();
  const ruleSets = ruleSetsOf(file, kind, objects, sections, sets);
  const [groups, records] = kind === "groups" ? [ruleSets, []] : [[], ruleSets];
  lowerFields(fields, groups, records, sections, DISCARD_DIAGNOSTICS);
  return ruleSets;
}
