// Unknown field names that misspell a known one ("User-agnet", "Dissalow" is read anyway), and
// what the file loses by them: a misspelt User-agent names no group, so the rules after it
// belong to the group above or to none; a misspelt rule is no rule. Also Noindex, which is
// read by no crawler any more.
import type { Diagnostic, ExtensionField, Group, Policy } from "../core/types.js";
import type { DiagnosticSink } from "../core/diagnostics.js";
import { isKnownFieldName } from "../rfc9309/vocabulary.js";
import { suggestFieldName } from "./field-names.js";
import { nameColumnOf } from "./group-checks.js";

/** The index of the first item whose line is above `line` (items sorted by line). */
function firstAfter(lines: readonly number[], line: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (lines[mid]! <= line) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where the lines after a lost User-agent line go: the groups, their lines, the orphan rules. */
export class GroupLines {
  /** Every User-agent line's number, in order. */
  readonly #agentLines: number[] = [];
  /** The first User-agent line of each group, and the group. */
  readonly #groupLines: number[] = [];
  readonly #groups: Group[] = [];
  /** Lines of rules before any User-agent line (rule-outside-group). */
  readonly #orphanLines: number[];
  /** Each group's rule lines, made once: many lost lines in one big group stay linear. */
  readonly #ruleLines = new Map<Group, number[]>();

  constructor(policy: Policy, diagnostics: readonly Diagnostic[]) {
    for (const group of policy.groups) {
      if (group.userAgents.length === 0) continue;
      this.#groupLines.push(group.userAgents[0]!.line);
      this.#groups.push(group);
      for (const agent of group.userAgents) this.#agentLines.push(agent.line);
    }
    this.#orphanLines = diagnostics
      .filter((d) => d.code === "rule-outside-group")
      .map((d) => d.line);
  }

  /** What the file loses when the User-agent line at `line` (value `value`) is not read. */
  lost(line: number, value: string): string {
    const nextAgent = this.#agentLines[firstAfter(this.#agentLines, line)] ?? Infinity;
    const named = `"${value}" is named by no group`;
    const at = firstAfter(this.#groupLines, line) - 1;
    if (at < 0) {
      const from = firstAfter(this.#orphanLines, line);
      const to = firstAfter(this.#orphanLines, nextAgent - 1);
      if (to === from) return named;
      return `${named}, and ${rulesBetween(this.#orphanLines[from]!, this.#orphanLines[to - 1]!, to - from, "is/are")} ignored (rules before any user-agent line, RFC 9309 §2.2)`;
    }
    const group = this.#groups[at]!;
    let ruleLines = this.#ruleLines.get(group);
    if (!ruleLines) this.#ruleLines.set(group, (ruleLines = group.rules.map((r) => r.line)));
    const from = firstAfter(ruleLines, line);
    const to = firstAfter(ruleLines, nextAgent - 1);
    if (to === from) return named;
    const agents = [...new Set(group.userAgents.map((a) => `"${a.value}"`))].join(", ");
    return `${named}, and ${rulesBetween(ruleLines[from]!, ruleLines[to - 1]!, to - from, "belongs/belong")} to the group of line ${group.userAgents[0]!.line} (${agents})`;
  }
}

/** "the rule after it (line 5) is" / "the 3 rules after it (lines 5–7) are", with the verb. */
function rulesBetween(first: number, last: number, count: number, verbs: string): string {
  const [one, many] = verbs.split("/");
  return count === 1
    ? `the rule after it (line ${first}) ${one}`
    : `the ${count} rules after it (lines ${first}–${last}) ${many}`;
}

/** The field name as written on the line (the policy keeps it lower-cased). */
function writtenName(field: ExtensionField): string {
  const start = nameColumnOf(field.text) - 1;
  return field.text.slice(start, start + field.name.length);
}

/** RFC 9309 §2.2: misspelt field names, with a suggestion and what is lost. Also Noindex. */
export function lintFieldNames(
  policy: Policy,
  groupLines: () => GroupLines,
  diagnostics: DiagnosticSink,
  lines: Set<number>,
): void {
  for (const field of policy.fields) {
    const column = nameColumnOf(field.text);
    if (field.name === "noindex") {
      diagnostics.add(
        "warning",
        "noindex-ignored",
        `Noindex is not a robots.txt rule: Google stopped reading it on 1 September 2019 and RFC 9309 has no such rule, so "${field.value}" stays indexable; use a robots META tag or an X-Robots-Tag header (a page must be crawlable for either to be seen)`,
        field.line,
        column,
        "RFC 9309 §2.2.4",
      );
      continue;
    }
    // Names read by prefix ("disallowed") never become fields; every other name read is known.
    if (isKnownFieldName(field.name)) continue;
    const suggestion = suggestFieldName(field.name);
    if (suggestion === undefined) continue;
    const lost =
      suggestion === "User-agent"
        ? groupLines().lost(field.line, field.value)
        : suggestion === "Allow" || suggestion === "Disallow"
          ? `the rule "${field.value}" is lost`
          : `its ${suggestion} is not read`;
    lines.add(field.line);
    diagnostics.add(
      "warning",
      "field-name-misspelt",
      `"${writtenName(field)}" is not a field name; did you mean "${suggestion}"? The line is ignored: ${lost}`,
      field.line,
      column,
      "RFC 9309 §2.2",
    );
  }
}
