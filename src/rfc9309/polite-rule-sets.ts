// The policy model's rule sets for some of a file's groups or records, with their politeness
// fields read (src/robots2/fields.ts), made without the rest of the file: the questions a
// crawler asks besides crawl (Crawl-delay, Request-rate, Visit-time, Comment; robots2's
// Robot-version) need the fields of the rule sets selected for it and nothing else, so a
// file asked them never makes its whole policy model. A rule set's politeness depends on its
// own fields only, so it is the same as the whole model's (the model's diagnostics are not
// made here). Only the politeness is kept: the rule set's other objects go.
import type { RuleSetPoliteness } from "../robots2/politeness.js";
import { DISCARD_DIAGNOSTICS } from "../core/diagnostics.js";
import type { RuleFile, RuleSetKind } from "../core/rule-file.js";
import { lowerFields } from "../robots2/fields.js";
import { rowObjects, ruleSetOf } from "./groups.js";

/** One group's or record's politeness (and sections), read from its own rows alone. */
export function politeRuleSet(file: RuleFile, kind: RuleSetKind, set: number): RuleSetPoliteness {
  const start = file.setStart(kind, set);
  const { objects, fields } = rowObjects(file, start, file.setEnd(kind, set));
  const sections = new Map();
  const ruleSet = ruleSetOf(file, kind, set, objects, sections, start);
  const [groups, records] = kind === "groups" ? [[ruleSet], []] : [[], [ruleSet]];
  lowerFields(fields, groups, records, sections, DISCARD_DIAGNOSTICS);
  const { politeness, sections: parts } = ruleSet;
  return parts ? { politeness, sections: parts } : { politeness };
}
