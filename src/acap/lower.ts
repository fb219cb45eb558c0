// ACAP-1 §2.2–§2.10: reads the ACAP lines of a file into records, sub-records, definitions
// and the version, reporting with line, column and section whatever the grammar cannot say.
// Every field is read once; a field that cannot be used is reported and left out, never the file.
// The passes run in file order, one concern each: the lines (§3), the version (§2.8), the
// definitions (§2.7, src/acap/lower-definitions.ts), the records (§2.3, lower-records.ts).
import type { AcapDefinitions, AcapPolicy } from "./model.js";
import { parseRawAcapLine } from "./raw.js";
import type { DiagnosticSink } from "../core/diagnostics.js";
import {
  LINE_ALLOW,
  LINE_DISALLOW,
  LINE_FIELD,
  LINE_INVALID,
  LINE_USER_AGENT,
  type RuleFile,
} from "../core/rule-file.js";
import { LoweringContext, type AcapLine } from "./lower-context.js";
import { allowsV11, readVersion, readVersionComment } from "./version.js";
import { readDefinitions } from "./lower-definitions.js";
import { readRecords } from "./lower-records.js";

export { VERSION_COMMENT, isAcapLine } from "../rfc9309/vocabulary.js";

// Shared by every file without ACAP: frozen all the way down, so no parse can change another's.
const EMPTY_DEFINITIONS = Object.freeze({
  qualifiedUsages: Object.freeze([]),
  compositeUsages: Object.freeze([]),
  resourceSets: Object.freeze([]),
});

export const NO_ACAP: AcapPolicy = Object.freeze({
  ignoreConventionalRecords: false,
  definitions: EMPTY_DEFINITIONS,
  records: Object.freeze([]),
  conventionalLinesInAcapRecords: Object.freeze([]),
}) as AcapPolicy;

/** The lines ACAP reads, from the crawl index (src/core/rule-file.ts). */
export interface AcapSource {
  readonly file: RuleFile;
  /** The rows of ACAP lines (fields named ACAP-…, and ACAP lines without a colon), in file order. */
  readonly acapRows: readonly number[];
}

/** Reads every ACAP line of the file. */
export function lowerAcap(
  { file, acapRows }: AcapSource,
  diagnostics: DiagnosticSink,
  inherited?: AcapDefinitions,
): AcapPolicy {
  if (acapRows.length === 0 && file.versionCommentLine === 0) return NO_ACAP;
  const ctx = new LoweringContext(diagnostics, inherited);
  ctx.lines = readAcapLines(ctx, file, acapRows);
  const version = readVersion(ctx);
  ctx.v11Allowed = allowsV11(version);
  readDefinitions(ctx);
  const { records, ignoreConventionalRecords } = readRecords(ctx);
  const versionComment = readVersionComment(ctx, file, version);
  return {
    ...(version ? { version } : {}),
    ...(versionComment ? { versionComment } : {}),
    ignoreConventionalRecords,
    definitions: ctx.own,
    records,
    conventionalLinesInAcapRecords: conventionalInAcap(file),
  };
}

/**
 * §3: parses each ACAP line; one the grammar cannot read is reported and skipped. Also notes
 * the first ACAP-crawler line, which the definitions must precede (§2.7).
 */
function readAcapLines(
  ctx: LoweringContext,
  file: RuleFile,
  acapRows: readonly number[],
): AcapLine[] {
  const parsed: AcapLine[] = [];
  for (const row of acapRows) {
    const index = file.line(row) - 1;
    const lineText = file.lineText(row);
    const result = parseRawAcapLine(lineText);
    if (!result.ok) {
      ctx.report(
        "warning",
        "acap-invalid",
        `this ACAP field cannot be read (${result.message}); it is ignored`,
        index + 1,
        result.offset + 1,
        "§3",
      );
      continue;
    }
    const field = result.value;
    if ("colon" in field && !field.colon && field.type !== "ignore-conventional-records")
      ctx.report(
        "warning",
        "acap-missing-colon",
        `missing ":" after the field name; read as if it were there`,
        index + 1,
        field.start + 1,
        "§3",
      );
    if (field.type === "crawler" && ctx.firstRecordLine === Infinity)
      ctx.firstRecordLine = index + 1;
    parsed.push({ number: index + 1, text: lineText, field });
  }
  return parsed;
}

/**
 * §2.10.2: conventional Allow/Disallow lines between an ACAP-crawler line and the next
 * User-agent line, as the grammar classified each line (a lenient "Disallowed:" is a field).
 */
function conventionalInAcap(file: RuleFile): number[] {
  const found: number[] = [];
  let inAcap = false;
  for (let row = 0; row < file.rowCount; row++) {
    const type = file.lineType(row);
    if (type === LINE_USER_AGENT) inAcap = false;
    else if (
      (type === LINE_FIELD || type === LINE_INVALID) &&
      /^\s*acap-crawler\s*:/i.test(file.lineText(row))
    )
      inAcap = true;
    else if (inAcap && (type === LINE_ALLOW || type === LINE_DISALLOW)) found.push(file.line(row));
  }
  return found;
}
