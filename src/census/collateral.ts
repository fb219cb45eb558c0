// Collateral blocking (docs/census.md, "Collateral"): a search crawler of the panel that no
// group names, so the `*` groups apply to it, blocked (fully or partly) by a rule of a `*`
// group into which `*` was merged with lines meant for AI crawlers: the group has a run of
// User-agent lines with `*` and a later run, without `*`, naming a crawler of the
// ai.robots.txt list (named.ts; rules after the AI run were meant for it). The classic case:
//
//   User-agent: *
//   Sitemap: https://example.com/sitemap.xml
//   User-agent: GPTBot
//   Disallow: /
//
// A Sitemap line does not end a group (RFC 9309 §2.2.4: other records do not interrupt it), so
// `*` and GPTBot share the group, and `Disallow: /` meant for GPTBot blocks every crawler.
// A group that lists `*` in the same run as AI crawlers (Squarespace's template: GPTBot, CCBot,
// AdsBot-Google, `*`, then its rules) gives everyone the same rules on purpose: not collateral.
// "Blocked by" means: the rule is among the longest rules matching a path that is blocked
// (verdict.ts: then its own witness is such a path), so a `*` group naming an AI crawler whose
// rules block nothing, or only lose to longer Allow lines, does not count.
import type { CompiledRules } from "../core/compiled-rules.js";
import type { RuleFile } from "../core/rule-file.js";
import { witnessesOf, type RulesVerdict } from "./verdict.js";

/** Does a rule of the `*` selection standing in a group naming an AI crawler block some path? */
export function isCollateral(
  wildcard: RulesVerdict,
  rules: CompiledRules,
  file: RuleFile,
  aiGroups: ReadonlySet<number>,
): boolean {
  if (wildcard.blocking === "none" || aiGroups.size === 0) return false;
  for (let entry = 0; entry < rules.size; entry++) {
    if (rules.allows(entry) || !aiGroups.has(file.setHolding("groups", rules.row(entry)))) continue;
    for (const path of witnessesOf(rules, entry)) {
      const decisive = rules.first(path);
      if (
        decisive >= 0 &&
        !rules.allows(decisive) &&
        rules.length(decisive) === rules.length(entry)
      )
        return true;
    }
  }
  return false;
}
