// The match strategy: one small interface per profile, with its precedence contract.
import { exactLength } from "./arrays.js";
import type { DecisionReason, Group, Policy, ProfileName, Rule, UserAgentLine } from "./types.js";

/** A rule ready for matching, in the profile's normal form. */
export interface CompiledRule {
  readonly rule: Rule;
  /** Octets of the normalised pattern: the RFC 9309 §2.2.2 "most octets" measure. */
  readonly length: number;
  matches(path: string): boolean;
  /** Every path the rule matches starts with this: a large selection is indexed by it. */
  readonly start?: string;
}

/** What a profile compiles for a set of groups: its rules in precedence order, and whatever else it derives. */
export interface Compiled {
  readonly rules: readonly CompiledRule[];
}

/**
 * Where a profile's compiled rules are kept: `once` compiles `groups` for one profile (`kind`)
 * at most once while the result stays cached. An object with a method rather than a function,
 * so that a parsed file's cache needs no closure of its own. The default compiles every time
 * (used by a strategy called outside a cache).
 */
export interface CompileOnce {
  once<T extends Compiled>(kind: string, groups: readonly Group[], compile: () => T): T;
}

export const COMPILE_EVERY_TIME: CompileOnce = Object.freeze({
  once: <T extends Compiled>(_kind: string, _groups: readonly Group[], compile: () => T): T =>
    compile(),
});

/** The rules that apply to one crawler under one profile, in precedence order. */
export interface Selection {
  /** The group(s)/record chosen; empty when none matched (everything allowed). */
  readonly groups: readonly Group[];
  /** The user-agent values that selected them, one per group. */
  readonly userAgents: readonly string[];
  /** Every User-agent line of those groups that names the crawler (or `*`), in file order. */
  readonly agentLines: readonly UserAgentLine[];
  /** True when the groups name the crawler; false when they are the `*` ones (or there are none). */
  readonly named: boolean;
  /** Precedence contract: the first rule here that matches a path decides. */
  readonly rules: readonly CompiledRule[];
  /** When no rule matches: allowed with "no-matching-rule", unless this says otherwise (robots2). */
  readonly unmatched?: {
    readonly allowed: boolean;
    readonly reason: DecisionReason;
    readonly why: string;
  };
}

/**
 * A profile. Contract: `select` is pure and called once per (policy, crawler token); it
 * compiles rules through `store.once`, so that crawlers selecting the same groups share them;
 * `normalizePath` is applied to every queried path; the decision is the first rule of
 * `selection.rules` whose `matches(normalizedPath)` is true, or `selection.unmatched` (by
 * default "allowed") when none is. A path that is `/robots.txt` is allowed before any rule is
 * tried unless the profile says `robotsTxtAlwaysAllowed: false`.
 */
export interface MatchStrategy {
  readonly profile: ProfileName;
  /** The spec section that defines the precedence, for explanations. */
  readonly precedence: string;
  select(policy: Policy, agentToken: string, store?: CompileOnce): Selection;
  normalizePath(path: string): string;
  /** The crawler tokens a query's userAgent stands for, when the profile reads it its own way (default crawlerTokensOf). */
  tokensOf?(userAgent: unknown): readonly string[];
  /** Reads rules past `maxBytes` (google/robotstxt has no size limit of its own); default false. */
  readonly readsWholeFile?: boolean;
  /** `/robots.txt` is allowed whatever the rules say (RFC 9309 §2.2.2, KOSTER-1996 §3.2.2); default true. */
  readonly robotsTxtAlwaysAllowed?: boolean;
}

/** No group applies: everything is allowed. */
export const NO_SELECTION: Selection = Object.freeze({
  groups: [],
  userAgents: [],
  agentLines: [],
  named: false,
  rules: [],
});

/**
 * RFC 9309 §2.2.1 group selection, shared by the profiles that merge groups: every group
 * with a User-agent line naming the crawler (as `nameOf` reads a line), else every group
 * naming `*`; their rules compiled by the profile.
 */
export function selectMerged(
  policy: Policy,
  agentToken: string,
  nameOf: (agent: UserAgentLine) => string,
  compile: (groups: readonly Group[]) => CompiledRule[],
  kind: string,
  store: CompileOnce = COMPILE_EVERY_TIME,
): Selection {
  for (const wanted of [agentToken, "*"]) {
    const groups: Group[] = [];
    const userAgents: string[] = [];
    const agentLines: UserAgentLine[] = [];
    for (const group of policy.groups) {
      let first: UserAgentLine | undefined;
      for (const agent of group.userAgents)
        if (nameOf(agent) === wanted) {
          first ??= agent;
          agentLines.push(agent);
        }
      if (first) {
        groups.push(group);
        userAgents.push(first.value);
      }
    }
    if (groups.length > 0)
      return {
        groups: exactLength(groups),
        userAgents: exactLength(userAgents),
        agentLines: exactLength(agentLines),
        named: wanted !== "*",
        rules: store.once(kind, groups, () => ({ rules: exactLength(compile(groups)) })).rules,
      };
  }
  return NO_SELECTION;
}
