// Profile "rfc9309": RFC 9309 as google/robotstxt, its reference implementation, reads it.
import type { Group, Policy, Rule } from "../core/types.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { PatternRule } from "../core/pattern.js";
import {
  selectMerged,
  type CompiledRule,
  type CompileOnce,
  type MatchStrategy,
  type Selection,
} from "../core/strategy.js";

/** A compiled rule and its place in the file: the first of equal rules explains a decision. */
export type OrderedRule = PatternRule<Rule>;

/** RFC 9309 §2.2.3: a pattern with "*" and a final "$", matched against the whole path. */
export function wildcardRule(rule: Rule, pattern: string, order: number): OrderedRule {
  return PatternRule.wildcard(rule, pattern, order);
}

/** RFC 9309 §2.2.2: the longest match wins; an allow and a disallow of equal length: allow. */
export function byLongestMatch(a: OrderedRule, b: OrderedRule): number {
  return (
    b.length - a.length ||
    (a.rule.kind === "allow" ? 0 : 1) - (b.rule.kind === "allow" ? 0 : 1) ||
    a.order - b.order
  );
}

function compile(group: readonly Group[]): CompiledRule[] {
  const compiled: OrderedRule[] = [];
  let order = 0;
  for (const g of group)
    for (const rule of g.rules) {
      order++;
      // RFC 9309 §2.2.2: an empty pattern matches nothing (google: priority 0 never wins).
      if (rule.pattern === "") continue;
      compiled.push(wildcardRule(rule, normalizeRfc9309(rule.pattern, "pattern"), order));
    }
  return compiled.sort(byLongestMatch);
}

export const rfc9309: MatchStrategy = {
  profile: "rfc9309",
  precedence: "RFC 9309 §2.2.2 (longest match; allow wins a tie)",
  // RFC 9309 §2.2.1: every group naming the product token, merged; else the "*" groups.
  select: (policy: Policy, agentToken: string, store?: CompileOnce): Selection =>
    selectMerged(policy, agentToken, (agent) => agent.token, compile, "rfc9309", store),
  normalizePath: (path) => normalizeRfc9309(path, "path"),
};
