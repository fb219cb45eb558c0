// The policy model of a robots.txt file, with every diagnostic: the text read again into the
// crawl index (index-lines.ts, this time reporting), the index's rows made into groups,
// records, User-agent lines, rules and fields (groups.ts), then the passes that read the other
// fields (other-fields.ts). A parsed file makes this on first use only: crawl questions are
// answered from the index (src/robots.ts).
import type { Diagnostic, Group, Policy, SourceInfo } from "../core/types.js";
import type { SectionStarts } from "../core/mutable-group.js";
import { exactLength } from "../core/arrays.js";
import { DiagnosticList } from "../core/diagnostics.js";
import type { RuleFile } from "../core/rule-file.js";
import { indexText } from "./index-lines.js";
import { rowObjects, ruleSetsOf, shareIdenticalRecords, trimRuleSets } from "./groups.js";
import { lowerOtherFields } from "./other-fields.js";

export { MAX_LINE_OCTETS } from "./lenient-lines.js";

export interface LowerInput {
  /** The text as read (decoded, within maxBytes). */
  readonly text: string;
  readonly source: Omit<SourceInfo, "lineCount">;
  /** Diagnostics found before parsing (decoding, size limit). */
  readonly diagnostics: readonly Diagnostic[];
}

/** The policy model and the index it was made from (every line reported, every field a row). */
export interface Lowered {
  readonly policy: Policy;
  readonly index: RuleFile;
}

export function lowerRobotsTxt({ text, source, diagnostics: early }: LowerInput): Lowered {
  const diagnostics = new DiagnosticList(early);
  const file = indexText(text, diagnostics);
  const { objects, fields } = rowObjects(file);
  const sections: SectionStarts = new Map();
  const groups = ruleSetsOf(file, "groups", objects, sections);
  const records = shareIdenticalRecords(ruleSetsOf(file, "records", objects, sections), groups);
  const fileFields = lowerOtherFields({ fields, groups, records, sections, diagnostics });
  trimRuleSets(groups, records);
  const policy: Policy = {
    source: {
      kind: source.kind,
      bytes: source.bytes,
      bytesRead: source.bytesRead,
      lineCount: file.lineCount,
    },
    groups: exactLength(groups as Group[]),
    records: exactLength(records as Group[]),
    fields: exactLength(fields),
    ...fileFields,
    diagnostics: diagnostics.sorted(),
  };
  return { policy, index: file };
}

export type { Group };
export type { MutableGroup, SectionStarts } from "../core/mutable-group.js";
