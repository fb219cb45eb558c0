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

const GROUPS = Symbol("groups");
const NO_GROUPS: SelectedGroups = Object.freeze({
  groups: Object.freeze([]) as readonly Group[],
  agentLines: Object.freeze([]) as readonly UserAgentLine[],
});

/** The model's groups of a selection, kept on it for the model they were read from. */
interface KeptGroups {
  readonly policy: Policy;
  readonly groups: SelectedGroups;
}

/**
 * The policy model's rule sets of a selection, found once per selection and model (a `*`
 * selection of thousands of groups is asked about by every crawler without a group).
 */
export function selectedGroups(
  policy: Policy,
  file: RuleFile,
  selection: Selection,
): SelectedGroups {
  // One object for every empty selection (a frozen one holds nothing): what is compiled from
  // the groups list is keyed by it.
  if (selection.sets.length === 0) return NO_GROUPS;
  const holder = selection as Selection & { [GROUPS]?: KeptGroups };
  const kept = holder[GROUPS];
  if (kept?.policy === policy) return kept.groups;
  const sets = selection.kind === "groups" ? policy.groups : policy.records;
  const groups = selection.sets.map((set) => sets[set]!);
  const lines = new Set(selection.agentRows.map((row) => file.line(row)));
  const agentLines = groups.flatMap((group) => group.userAgents.filter((a) => lines.has(a.line)));
  const found = { groups, agentLines };
  if (Object.isExtensible(selection)) holder[GROUPS] = { policy, groups: found };
  return found;
}
