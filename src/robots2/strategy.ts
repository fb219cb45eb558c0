// Profile "robots2": the 1996 "robots.txt 2.0" proposal (ROBOTS-2.0). A rule set without a
// (valid, well-placed) Robot-version is version 1.0.0 and is read as KOSTER-1996; a 2.x
// rule set has explicit and wildcard match strings with the proposal's precedence.
import type { Group, Policy, UserAgentLine } from "../core/types.js";
import { koster1996, kosterSelection, recordSelection } from "../koster1996/strategy.js";
import { normalizeKoster1996 } from "../core/normalize.js";
import { PatternRule } from "../core/pattern.js";
import { exactLength } from "../core/arrays.js";
import { COMPILE_EVERY_TIME, NO_SELECTION } from "../core/strategy.js";
import type { CompiledRule, CompileOnce, MatchStrategy, Selection } from "../core/strategy.js";

/** What to do in the case ROBOTS-2.0 leaves open ("we have a choice here … Discuss."). */
export type Robots2Unmatched = "disallow" | "allow";

function versionOf(record: Group): { major: number; minor: number } {
  const version = record.politeness.robotVersion;
  return version ? { major: version.major, minor: version.minor } : { major: 1, minor: 0 };
}

/** ROBOTS-2.0: "A robot, if it comes across an experiment version number, should probably ignore that rule set". */
function isExperimental(record: Group): boolean {
  return versionOf(record).minor % 2 === 1;
}

interface Compiled2 {
  readonly rules: readonly CompiledRule[];
  readonly allows: number;
  readonly wildcardAllows: number;
  readonly disallows: number;
}

/** ROBOTS-2.0 Allow/Disallow of a 2.x rule set, in precedence order. */
function compile2(record: Group): Compiled2 {
  const explicitAllows: CompiledRule[] = [];
  const disallows: CompiledRule[] = [];
  const wildcardAllows: CompiledRule[] = [];
  let order = 0;
  for (const rule of record.rules) {
    order++;
    if (rule.pattern === "") continue;
    const pattern = normalizeKoster1996(rule.pattern);
    // "Explicit matches are those which do not contain any wildcard/regular expression
    // characters. Regular expression matches are those that do." Both match the whole path.
    const isWildcard = pattern.includes("*");
    // Anchored: a wildcard pattern must match to the end; an explicit one is the whole path.
    const entry = PatternRule.wildcard(rule, `${pattern}$`, order, rule.pattern.length);
    if (rule.kind === "disallow") disallows.push(entry);
    else if (isWildcard) wildcardAllows.push(entry);
    else explicitAllows.push(entry);
  }
  // "An explicit match string has the highest precedence"; "Disallow rules have a higher
  // precedence than wild card/regular expression rules."
  return {
    rules: exactLength([...explicitAllows, ...disallows, ...wildcardAllows]),
    allows: explicitAllows.length + wildcardAllows.length,
    wildcardAllows: wildcardAllows.length,
    disallows: disallows.length,
  };
}

/** ROBOTS-2.0: the rule set that decides, read as its Robot-version says. */
function selectRecord(
  record: Group,
  agent: UserAgentLine,
  named: boolean,
  unmatched: Robots2Unmatched,
  store: CompileOnce,
): Selection {
  // ROBOTS-2.0: a 1.x rule set (or none declared) is read by 1.0.0 rules: KOSTER-1996, where
  // a general match string is treated "as if '*' were added to the end".
  if (versionOf(record).major < 2) return kosterSelection(record, agent, named, store);
  const groups: [Group] = [record];
  const { rules, allows, wildcardAllows, disallows } = store.once("robots2", groups, () =>
    compile2(record),
  );
  const base = recordSelection(groups, agent, named, rules);
  if (allows === 0) return base; // "If there are no allow rules, then any URL not matching the rule(s) can be retrieved"
  if (wildcardAllows > 0 || disallows === 0)
    // "Any URL not matching the disallow rules have to then pass (any) wild card/regular
    // expression rules"; "If there are no disallow rules, then the robot is ONLY allowed to
    // retrieve the URLs that match the explicit and/or wildcard/regular expressions given."
    return {
      ...base,
      unmatched: {
        allowed: false,
        reason: "not-matched-by-allow-rules",
        why: "the rule set has Allow rules and none matches (ROBOTS-2.0 Allow)",
      },
    };
  return {
    ...base,
    unmatched: {
      allowed: unmatched === "allow",
      reason: "unmatched-default",
      why: `ROBOTS-2.0 leaves this case open ("Discuss."): robots2Unmatched is "${unmatched}"`,
    },
  };
}

function robots2(unmatched: Robots2Unmatched): MatchStrategy {
  return {
    profile: "robots2",
    precedence:
      "ROBOTS-2.0 (explicit Allow, then Disallow, then wildcard Allow; 1.0.0 rule sets: first match)",
    select(policy: Policy, agentToken: string, store: CompileOnce = COMPILE_EVERY_TIME): Selection {
      const first = koster1996.select(policy, agentToken, store);
      const record = first.groups[0];
      if (!record) return first;
      if (!isExperimental(record))
        return selectRecord(record, first.agentLines[0]!, first.named, unmatched, store);
      // "should probably ignore that rule set and use the default"
      const fallback = policy.records.find((r) => r.userAgents.some((a) => a.value === "*"));
      if (!fallback || isExperimental(fallback)) return NO_SELECTION;
      return selectRecord(
        fallback,
        fallback.userAgents.find((a) => a.value === "*")!,
        false,
        unmatched,
        store,
      );
    },
    normalizePath: normalizeKoster1996,
  };
}

export const robots2Disallow = robots2("disallow");
export const robots2Allow = robots2("allow");
