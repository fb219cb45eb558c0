// Lint checks over the RFC 9309 groups: rules written twice, the same path both allowed and
// disallowed, a second "*" group, a full URL where a path belongs. Each pass is one walk over
// the rules with a Map per group, so a file of 100,000 rules costs 100,000 look-ups.
import type { Group, Policy, Rule } from "../core/types.js";
import type { DiagnosticSink } from "../core/diagnostics.js";

/** RFC 9309 §2.2.2: a rule written twice in a group; the same pattern allowed and disallowed. */
export function lintRepeatedRules(group: Group, diagnostics: DiagnosticSink): void {
  const seen = { allow: new Map<string, Rule>(), disallow: new Map<string, Rule>() };
  const contradicted = new Set<string>();
  for (const rule of group.rules) {
    const same = seen[rule.kind];
    const first = same.get(rule.pattern);
    if (first) {
      diagnostics.add(
        "warning",
        "rule-duplicate",
        `${rule.kind === "allow" ? "Allow" : "Disallow"} "${rule.pattern}" repeats line ${first.line} in the same group; it changes nothing`,
        rule.line,
        rule.column,
        "RFC 9309 §2.2.2",
      );
      continue;
    }
    same.set(rule.pattern, rule);
    const other = seen[rule.kind === "allow" ? "disallow" : "allow"].get(rule.pattern);
    // An empty pattern matches nothing either way (RFC 9309 §2.2.2): no contradiction.
    if (!other || rule.pattern === "" || contradicted.has(rule.pattern)) continue;
    contradicted.add(rule.pattern);
    diagnostics.add(
      "warning",
      "rule-contradiction",
      `"${rule.pattern}" is both allowed and disallowed in one group (lines ${other.line} and ${rule.line}); under RFC 9309 §2.2.2 the Allow rule (line ${rule.kind === "allow" ? rule.line : other.line}) wins, the matches being equally long; the 1996 draft's first match is line ${other.line}'s ${other.kind === "allow" ? "Allow" : "Disallow"}`,
      rule.line,
      rule.column,
      "RFC 9309 §2.2.2",
    );
  }
}

/** RFC 9309 §2.2.1: groups naming "*" after the first are merged with it; often unintended. */
export function lintRepeatedStarGroups(policy: Policy, diagnostics: DiagnosticSink): void {
  let first: number | undefined;
  for (const group of policy.groups) {
    const star = group.userAgents.find((agent) => agent.token === "*");
    if (!star) continue;
    if (first === undefined) {
      first = star.line;
      continue;
    }
    diagnostics.add(
      "warning",
      "user-agent-star-repeated",
      `a second group for "*" (the first at line ${first}): RFC 9309 §2.2.1 merges their rules, while the 1996 draft reads only the first record; often one group was meant (or a crawler's name is missing here)`,
      star.line,
      nameColumnOf(star.text),
      "RFC 9309 §2.2.1",
    );
  }
}

/** "http://" or "https://" in any case: the start of a full URL. */
function schemeLength(pattern: string): number {
  const lower = pattern.slice(0, 8).toLowerCase();
  return lower.startsWith("https://") ? 8 : lower.startsWith("http://") ? 7 : 0;
}

/** RFC 9309 §2.2.2: a pattern is matched against the path; a full URL matches nothing. */
export function lintFullUrls(group: Group, diagnostics: DiagnosticSink, lines: Set<number>): void {
  for (const rule of group.rules) {
    const scheme = schemeLength(rule.pattern);
    if (scheme === 0 || lines.has(rule.line)) continue;
    lines.add(rule.line);
    const slash = rule.pattern.indexOf("/", scheme);
    const path = slash < 0 ? "/" : rule.pattern.slice(slash);
    diagnostics.add(
      "warning",
      "pattern-full-url",
      `"${rule.pattern}" is a full URL; a pattern is a path ("${path}"), so this rule matches nothing`,
      rule.line,
      rule.column,
      "RFC 9309 §2.2.2",
    );
  }
}

/** The column of a line's first character that is not a blank: where its field name starts. */
export function nameColumnOf(text: string): number {
  let i = 0;
  while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
  return i + 1;
}
