// A selection names rule sets by index and User-agent lines by row; the questions beyond crawl
// (politeness, App-Directives, AI preferences) read the policy model's objects for them.
import type { Group, Policy, UserAgentLine } from "./types.js";
import type { RuleFile } from "./rule-file.js";
import type { Selection } from "./strategy.js";

export interface SelectedGroups {
  /** The chosen groups (or record), as the policy model holds them. */
  readonly groups: readonly Group[];
  /** Their User-agent lines that name the crawler (or `*`), in file order. */
  readonly agentLines: readonly UserAgentLine[];
}

const known = new WeakMap<
  Selection,
  { readonly policy: Policy; readonly groups: SelectedGroups }
>();

/**
 * The policy model's rule sets of a selection, made once per selection (a selection is kept
 * by the file's selection cache, so its groups list is one object: what the questions beyond
 * crawl key what they compile from the groups by).
 */
export function selectedGroups(
  policy: Policy,
  file: RuleFile,
  selection: Selection,
): SelectedGroups {
  const kept = known.get(selection);
  if (kept?.policy === policy) return kept.groups;
  const sets = selection.kind === "groups" ? policy.groups : policy.records;
  const groups = selection.sets.map((set) => sets[set]!);
  const lines = new Set(selection.agentRows.map((row) => file.line(row)));
  const agentLines = groups.flatMap((group) => group.userAgents.filter((a) => lines.has(a.line)));
  const selected = { groups, agentLines };
  known.set(selection, { policy, groups: selected });
  return selected;
}
