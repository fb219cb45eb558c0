// The match strategy: one small interface per profile, with its precedence contract.
import type { DecisionReason, Group, Policy, ProfileName, Rule } from "../model/types.js";

/** A rule ready for matching, in the profile's normal form. */
export interface CompiledRule {
  readonly rule: Rule;
  /** Octets of the normalised pattern: the RFC 9309 §2.2.2 "most octets" measure. */
  readonly length: number;
  matches(path: string): boolean;
}

/** The rules that apply to one crawler under one profile, in precedence order. */
export interface Selection {
  /** The group(s)/record chosen; empty when none matched (everything allowed). */
  readonly groups: readonly Group[];
  /** The user-agent values that selected them. */
  readonly userAgents: readonly string[];
  /** Precedence contract: the first rule here that matches a path decides. */
  readonly rules: readonly CompiledRule[];
  /** When no rule matches: allowed with "no-matching-rule", unless this says otherwise (robots2). */
  readonly unmatched?: { readonly allowed: boolean; readonly reason: DecisionReason; readonly why: string };
}

/**
 * A profile. Contract: `select` is pure and called once per (policy, crawler token);
 * `normalizePath` is applied to every queried path; the decision is the first rule of
 * `selection.rules` whose `matches(normalizedPath)` is true, or `selection.unmatched` (by
 * default "allowed") when none is. A path that is `/robots.txt` is allowed before any rule is
 * tried unless the profile says `robotsTxtAlwaysAllowed: false`.
 */
export interface MatchStrategy {
  readonly profile: ProfileName;
  /** The spec section that defines the precedence, for explanations. */
  readonly precedence: string;
  select(policy: Policy, agentToken: string): Selection;
  normalizePath(path: string): string;
  /** `/robots.txt` is allowed whatever the rules say (RFC 9309 §2.2.2, KOSTER-1996 §3.2.2); default true. */
  readonly robotsTxtAlwaysAllowed?: boolean;
}
