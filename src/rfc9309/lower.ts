// Lowers validated raw lines into the policy model, in one pass over the lines:
// - RFC 9309 §2.2.1 groups and KOSTER-1996 §3.3 records, side by side (groups.ts);
// - RFC 9309 §2.2.4 other fields, kept for the passes that read them (other-fields.ts);
// - google/robotstxt's lenient keys and line length (src/google/lenient-lines.ts), which
//   every profile reads the same way;
// - diagnostics of what was skipped or looks unintended (diagnose.ts).
// The state shared by those steps is one LowerContext (context.ts).
import type { RawLine } from "./raw.js";
import type { RawRobotsTxtFile } from "./parse-raw.js";
import type { Diagnostic, Group, Policy, SourceInfo } from "../core/types.js";
import { productTokenOf } from "../core/agent.js";
import { exactLength } from "../core/arrays.js";
import { isAcapLine, VERSION_COMMENT } from "../acap/lower.js";
import type { AcapDefinitions } from "../acap/model.js";
import {
  prefixedKey,
  reportLenientKey,
  valueWithinLimit,
  type RuleKey,
} from "../google/lenient-lines.js";
import { LowerContext, type RawKeyedLine } from "./context.js";
import {
  endRecord,
  lowerRuleLine,
  lowerUserAgentLine,
  shareIdenticalRecords,
  trimRuleSets,
} from "./groups.js";
import { lowerOtherField, lowerOtherFields } from "./other-fields.js";
import { reportForeignContent, reportInvalidLine, reportRecordsWithoutRules } from "./diagnose.js";

export { MAX_LINE_OCTETS } from "../google/lenient-lines.js";

export interface LowerInput {
  readonly text: string;
  readonly raw: RawRobotsTxtFile;
  readonly source: Omit<SourceInfo, "lineCount">;
  /** Diagnostics found before parsing (decoding, size limit). */
  readonly diagnostics: readonly Diagnostic[];
  /** ACAP-1 §2.4.1.3: definitions of the file that refers to this one by ACAP-permissions-reference. */
  readonly acapDefinitions?: AcapDefinitions;
}

export function lowerRobotsTxt({
  text,
  raw,
  source,
  diagnostics: early,
  acapDefinitions,
}: LowerInput): Policy {
  const ctx = new LowerContext(text, early);
  const lines = raw.lines;
  for (let index = 0; index < lines.length; index++) lowerLine(ctx, lines[index]!, index);

  const { diagnostics } = ctx;
  const groups = ctx.groups.all;
  if (groups.length === 0) reportForeignContent(diagnostics, text, lines, ctx.firstContentIndex);
  reportRecordsWithoutRules(diagnostics, ctx.records.all);
  const records = shareIdenticalRecords(ctx.records.all, groups);
  const { fileFields, acap } = lowerOtherFields(ctx, records, lines, acapDefinitions);
  trimRuleSets(groups, records);
  return {
    source: {
      kind: source.kind,
      bytes: source.bytes,
      bytesRead: source.bytesRead,
      lineCount: lines.length,
    },
    groups: exactLength(groups as Group[]),
    records: exactLength(records as Group[]),
    fields: exactLength(ctx.fields),
    ...fileFields,
    acap,
    diagnostics: diagnostics.sorted(),
  };
}

/** One physical line; `lines[index]` is line `index + 1`. */
function lowerLine(ctx: LowerContext, node: RawLine, index: number): void {
  if (node.type === "blank") return endRecord(ctx);
  if (node.type === "comment") {
    // ACAP-1 §2.10.3: "##ACAP version=…" (the text after the first "#" starts with "#").
    if (
      node.text.charCodeAt(0) === 0x23 &&
      ctx.versionCommentIndex === undefined &&
      VERSION_COMMENT.test(node.text)
    )
      ctx.versionCommentIndex = index;
    return;
  }
  if (ctx.firstContentIndex < 0) ctx.firstContentIndex = index;
  const lineText = ctx.text.slice(node.start, node.end);
  if (node.type !== "invalid") return lowerKeyedLine(ctx, node, index, lineText);
  // Not "name: value", but maybe ACAP (ACAP-ignore-conventional-records has no colon):
  // src/acap/lower.ts reads every ACAP line whole.
  if (isAcapLine(lineText)) ctx.acapLineIndexes.push(index);
  else reportInvalidLine(ctx.diagnostics, node, index + 1);
}

/** A "name: value" line: a group's user-agent or rule line (however spelled), or another field. */
function lowerKeyedLine(
  ctx: LowerContext,
  node: RawKeyedLine,
  index: number,
  lineText: string,
): void {
  const line = index + 1;
  const column = node.valueOffset - node.start + 1;
  const value = valueWithinLimit(ctx.diagnostics, ctx.text, node, lineText, line);
  let key: RuleKey | undefined;
  if (node.type !== "field") key = node.type;
  else {
    const name = node.name.toLowerCase();
    key = prefixedKey(name);
    if (key === undefined) {
      const field = { name, value, text: lineText, line, column };
      return lowerOtherField(ctx, field, node, index);
    }
  }
  reportLenientKey(ctx.diagnostics, node, key, line, lineText, column);
  if (key === "user-agent")
    lowerUserAgentLine(ctx, {
      value,
      token: productTokenOf(value),
      text: lineText,
      line,
      column,
    });
  else
    lowerRuleLine(ctx, { kind: key, usage: "crawl", pattern: value, text: lineText, line, column });
}

export type { Group };
export type { MutableGroup, SectionStarts } from "../core/mutable-group.js";
