// Profile "koster1996": draft-koster-robots-00 (KOSTER-1996) as written.
import type { Group, Policy, UserAgentLine } from "../core/types.js";
import { normalizeKoster1996 } from "../core/normalize.js";
import { PatternRule } from "../core/pattern.js";
import { exactLength } from "../core/arrays.js";
import {
  COMPILE_EVERY_TIME,
  NO_SELECTION,
  type CompiledRule,
  type CompileOnce,
  type MatchStrategy,
  type Selection,
} from "../core/strategy.js";

function compile(record: Group): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  let order = 0;
  for (const rule of record.rules) {
    order++;
    // KOSTER-1996 §3.3: a path has at least one character; "Disallow:" names nothing.
    if (rule.pattern === "") continue;
    const pattern = normalizeKoster1996(rule.pattern);
    // KOSTER-1996 §3.2.2: "The match evaluates positively if and only if the end of the
    // path from the record is reached before a difference in octets is encountered."
    compiled.push(PatternRule.prefix(rule, pattern, order));
  }
  return compiled; // KOSTER-1996 §3.2.2: in the order they occur in the record
}

/** KOSTER-1996 §3.2.1: one record decides, with the User-agent line that chose it. */
export function recordSelection(
  groups: readonly [Group],
  agent: UserAgentLine,
  named: boolean,
  rules: readonly CompiledRule[],
): Selection {
  return { groups, userAgents: [agent.value], agentLines: [agent], named, rules };
}

/** The record's rules in KOSTER-1996 form: file order, prefix match. */
export function kosterSelection(
  record: Group,
  agent: UserAgentLine,
  named: boolean,
  store: CompileOnce,
): Selection {
  const groups: [Group] = [record];
  const { rules } = store.once("koster1996", groups, () => ({
    rules: exactLength(compile(record)),
  }));
  return recordSelection(groups, agent, named, rules);
}

export const koster1996: MatchStrategy = {
  profile: "koster1996",
  precedence: "KOSTER-1996 §3.2.2 (first match in file order)",
  select(policy: Policy, agentToken: string, store: CompileOnce = COMPILE_EVERY_TIME): Selection {
    // KOSTER-1996 §3.2.1: the first record with a User-agent value that contains the name
    // token as a substring, case-insensitively; else the first record with "*".
    for (const record of policy.records)
      for (const agent of record.userAgents)
        if (agent.value.toLowerCase().includes(agentToken))
          return kosterSelection(record, agent, true, store);
    for (const record of policy.records)
      for (const agent of record.userAgents)
        if (agent.value === "*") return kosterSelection(record, agent, false, store);
    return NO_SELECTION;
  },
  normalizePath: normalizeKoster1996,
};
