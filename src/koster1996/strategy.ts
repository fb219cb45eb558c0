// Profile "koster1996": draft-koster-robots-00 (KOSTER-1996) as written.
import { normalizeKoster1996 } from "../core/normalize.js";
import {
  CompiledRulesBuilder,
  forEachPattern,
  type CompiledRules,
} from "../core/compiled-rules.js";
import { ROW_USER_AGENT, type RuleFile } from "../core/rule-file.js";
import {
  NO_SELECTION,
  type MatchStrategy,
  type Selection,
  type SelectionSource,
} from "../core/strategy.js";

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
export function kosterSelection(
  source: SelectionSource,
  record: number,
  agentRow: number,
  named: boolean,
): Selection {
  const file = source.file;
  const rules = source.store.once("koster1996", [record], () => compile(file, record));
  return recordSelection(file, record, agentRow, named, rules);
}

/** The first User-agent row of a record whose value satisfies `test`, or -1. */
export function agentRowOf(file: RuleFile, record: number, test: (value: string) => boolean) {
  for (let row = file.setStart("records", record); row < file.setEnd("records", record); row++)
    if (file.kind(row) === ROW_USER_AGENT && test(file.value(row))) return row;
  return -1;
}

export const koster1996: MatchStrategy = {
  profile: "koster1996",
  precedence: "KOSTER-1996 §3.2.2 (first match in file order)",
  select(source: SelectionSource, agentToken: string): Selection {
    // KOSTER-1996 §3.2.1: the first record with a User-agent value that contains the name
    // token as a substring, case-insensitively; else the first record with "*".
    const file = source.file;
    const names = (value: string) => value.toLowerCase().includes(agentToken);
    for (let record = 0; record < file.recordCount; record++) {
      const row = agentRowOf(file, record, names);
      if (row >= 0) return kosterSelection(source, record, row, true);
    }
    for (let record = 0; record < file.recordCount; record++) {
      const row = agentRowOf(file, record, (value) => value === "*");
      if (row >= 0) return kosterSelection(source, record, row, false);
    }
    return NO_SELECTION;
  },
  normalizePath: normalizeKoster1996,
};
