// Profile "rfc9309": RFC 9309 as google/robotstxt, its reference implementation, reads it.
import { normalizeRfc9309 } from "../core/normalize.js";
import type { RuleFile } from "../core/rule-file.js";
import type { AgentNaming } from "../core/agent-names.js";
import { isProductTokenChar } from "../core/agent.js";
import {
  CompiledRulesBuilder,
  forEachPattern,
  type CompiledRules,
} from "../core/compiled-rules.js";
import { namesMerged, selectMerged, type MatchStrategy, type Selection } from "../core/strategy.js";

/**
 * RFC 9309 §2.2.3: a normalised pattern whose `*` are wildcards and whose final `$` anchors.
 * `value` is the pattern as written: when normalisation kept it, it is matched in the text.
 */
export function addWildcardRule(
  builder: CompiledRulesBuilder,
  row: number,
  pattern: string,
  value: string,
  order: number,
): void {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  builder.add(
    row,
    body,
    { inText: pattern === value, anchored, wildcards: true, length: pattern.length },
    order,
  );
}

/** RFC 9309 §2.2.2: the longest match wins; an allow and a disallow of equal length: allow. */
export function byLongestMatch(builder: CompiledRulesBuilder): (a: number, b: number) => number {
  const orders = builder.orders;
  return (a, b) =>
    builder.length(b) - builder.length(a) ||
    (builder.allows(a) ? 0 : 1) - (builder.allows(b) ? 0 : 1) ||
    orders[a]! - orders[b]!;
}

function compile(file: RuleFile, sets: readonly number[]): CompiledRules {
  const builder = new CompiledRulesBuilder(file);
  // RFC 9309 §2.2.2: an empty pattern matches nothing (google: priority 0 never wins).
  forEachPattern(file, "groups", sets, (row, value, order) =>
    addWildcardRule(builder, row, normalizeRfc9309(value, "pattern"), value, order),
  );
  return builder.build(byLongestMatch(builder));
}

/** RFC 9309 §2.2.1: a User-agent line names the product token it starts with (core/agent.ts productTokenOf). */
const PRODUCT_TOKENS: AgentNaming = Object.freeze({ isNameChar: isProductTokenChar });

export const rfc9309: MatchStrategy = {
  profile: "rfc9309",
  precedence: "RFC 9309 §2.2.2 (longest match; allow wins a tie)",
  // RFC 9309 §2.2.1: every group naming the product token, merged; else the "*" groups.
  select: (source, agentToken): Selection =>
    selectMerged(source, agentToken, PRODUCT_TOKENS, compile, "rfc9309"),
  names: (source, agentToken) => namesMerged(source, agentToken, PRODUCT_TOKENS),
  normalizePath: (path) => normalizeRfc9309(path, "path"),
};
