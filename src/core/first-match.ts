// First match over records, in file order: the evaluation of KOSTER-1996 §3.2, which two
// profiles share (koster1996 as written; robots2 for a rule set without a 2.x Robot-version).
// A record is chosen by the first User-agent line whose value contains the crawler's token
// (else the first "*"), and its rules are tried in the order they stand, as prefixes. Spec-free
// machinery over the crawl index: the profiles add their names, precedence and normalisation.
import { normalizeKoster1996 } from "./normalize.js";
import { CompiledRulesBuilder, forEachPattern, type CompiledRules } from "./compiled-rules.js";
import type { RuleFile } from "./rule-file.js";
import { AgentSubstrings } from "./agent-substrings.js";
import { NO_SELECTION, type Selection, type SelectionSource } from "./strategy.js";

function compile(file: RuleFile, record: number): CompiledRules {
  const builder = new CompiledRulesBuilder(file);
  // KOSTER-1996 §3.3: a path has at least one character; "Disallow:" names nothing.
  forEachPattern(file, "records", [record], (row, value, order) => {
    const pattern = normalizeKoster1996(value);
    // KOSTER-1996 §3.2.2: "The match evaluates positively if and only if the end of the
    // path from the record is reached before a difference in octets is encountered."
    const options = {
      inText: pattern === value,
      anchored: false,
      wildcards: false,
      length: pattern.length,
    };
    builder.add(row, pattern, options, order);
  });
  return builder.build(); // KOSTER-1996 §3.2.2: in the order they occur in the record
}

/** KOSTER-1996 §3.2.1: one record decides, with the User-agent line that chose it. */
export function recordSelection(
  file: RuleFile,
  record: number,
  agentRow: number,
  named: boolean,
  rules: CompiledRules,
): Selection {
  return {
    kind: "records",
    sets: [record],
    userAgents: [file.value(agentRow)],
    agentRows: [agentRow],
    named,
    rules,
  };
}

/** The record's rules in KOSTER-1996 form: file order, prefix match. */
export function firstMatchSelection(
  source: SelectionSource,
  record: number,
  agentRow: number,
  named: boolean,
): Selection {
  const file = source.file;
  const rules = source.store.once("first-match", [record], () => compile(file, record));
  return recordSelection(file, record, agentRow, named, rules);
}

/** The file's User-agent values, searched for names (kept per file). */
export function agentSubstrings(source: SelectionSource): AgentSubstrings {
  return source.derived(AgentSubstrings, (file) => new AgentSubstrings(file));
}

/**
 * KOSTER-1996 §3.2.1: the User-agent row that chooses the record for `agentToken` — the first
 * whose value contains the token as a substring, case-insensitively (`named`), else the first
 * "*" — or -1 when there is none.
 */
export function firstMatchAgentRow(
  source: SelectionSource,
  agentToken: string,
): { row: number; named: boolean } {
  const agents = agentSubstrings(source);
  const row = agents.firstRowContaining(agentToken);
  return row >= 0 ? { row, named: true } : { row: agents.firstStarRow(), named: false };
}

/** The record chosen for `agentToken` and its rules in file order (NO_SELECTION when none is). */
export function selectFirstMatch(source: SelectionSource, agentToken: string): Selection {
  const { row, named } = firstMatchAgentRow(source, agentToken);
  if (row < 0) return NO_SELECTION;
  return source.keep(`first-match:${named ? "" : "*"}${row}`, () =>
    firstMatchSelection(source, source.file.setHolding("records", row), row, named),
  );
}

/** Whether a record names `agentToken` (a User-agent value contains it). */
export function namesFirstMatch(source: SelectionSource, agentToken: string): boolean {
  return agentSubstrings(source).firstRowContaining(agentToken) >= 0;
}
