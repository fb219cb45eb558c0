// AIPREF-ATTACH §3.1: Content-Usage paths match "using the same path prefix matching rules as
// defined for Allow and Disallow" (RFC 9309 §2.2.2, §2.2.3), lengths in octets of the encoded
// path; the longest wins and rules as long are combined. The selected groups' rules are read
// once (patterns normalised, rules with the same pattern kept together, their preferences
// combined) and kept while the selection is, so a query costs a lookup, not the file again.
import type { AiPreferencesGroup as Group, ContentUsageRule, UsagePreferences } from "./model.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { Combinations, LongestMatch } from "../core/longest-match.js";
import { combinePreferences } from "./combine.js";

/** Rules that state one path (the same normalised pattern), in the groups' order. */
export interface SamePathRules {
  readonly rules: readonly ContentUsageRule[];
  /** Their place among all the groups' rules, for merging with rules of another path. */
  readonly places: readonly number[];
  /** Their preferences combined most restrictively (AIPREF-VOCAB §5.1). */
  readonly preferences: UsagePreferences;
}

export interface ContentUsagePaths {
  readonly matcher: LongestMatch;
  /** Per distinct pattern (the matcher's numbering). */
  readonly byPattern: readonly SamePathRules[];
  /** The rules without a path: they match every path with length 0. */
  readonly everyPath: SamePathRules | undefined;
  /** Equally long patterns that match together: their rules merged, once per combination. */
  readonly combined: Combinations<SamePathRules>;
}

const compiledByGroups = new WeakMap<readonly Group[], ContentUsagePaths>();

function samePath(rules: ContentUsageRule[], places: number[]): SamePathRules {
  return {
    rules: Object.freeze(rules),
    places,
    preferences: combinePreferences(rules.map((rule) => rule.preferences)),
  };
}

/** The Content-Usage rules of `groups` (kept per groups list: a selection's is one list). */
export function contentUsagePaths(groups: readonly Group[]): ContentUsagePaths {
  const known = compiledByGroups.get(groups);
  if (known) return known;
  const byPattern = new Map<string, { rules: ContentUsageRule[]; places: number[] }>();
  const everyPath = { rules: [] as ContentUsageRule[], places: [] as number[] };
  let place = 0;
  for (const group of groups)
    for (const rule of group.aiPreferences?.contentUsage ?? []) {
      const pattern = rule.pattern === "" ? "" : normalizeRfc9309(rule.pattern, "pattern");
      let same = pattern === "" ? everyPath : byPattern.get(pattern);
      if (!same) byPattern.set(pattern, (same = { rules: [], places: [] }));
      same.rules.push(rule);
      same.places.push(place++);
    }
  const compiled: ContentUsagePaths = {
    matcher: new LongestMatch([...byPattern.keys()]),
    byPattern: [...byPattern.values()].map(({ rules, places }) => samePath(rules, places)),
    everyPath: everyPath.rules.length > 0 ? samePath(everyPath.rules, everyPath.places) : undefined,
    combined: new Combinations(),
  };
  compiledByGroups.set(groups, compiled);
  return compiled;
}

/**
 * AIPREF-ATTACH §3.1: the rules whose path matches `path` (normalised) with the most octets,
 * with their preferences combined; undefined when no rule matches.
 */
export function longestRules(paths: ContentUsagePaths, path: string): SamePathRules | undefined {
  const longest = paths.matcher.longest(path);
  if (longest.length === 0) return paths.everyPath;
  if (longest.length === 1) return paths.byPattern[longest[0]!]!;
  // Different patterns as long ("/a*" and "/ab"): their rules together, in the groups' order.
  return paths.combined.of(longest, () => mergeRules(longest.map((id) => paths.byPattern[id]!)));
}

function mergeRules(parts: readonly SamePathRules[]): SamePathRules {
  const merged = parts
    .flatMap((part) => part.rules.map((rule, i) => ({ rule, place: part.places[i]! })))
    .sort((a, b) => a.place - b.place);
  return {
    rules: Object.freeze(merged.map((m) => m.rule)),
    places: merged.map((m) => m.place),
    preferences: combinePreferences(parts.map((part) => part.preferences)),
  };
}
