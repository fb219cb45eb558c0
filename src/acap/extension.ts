// ACAP-1 as an extension of the robots.txt reader (src/rfc9309/reading.ts): the first time an
// ACAP question is asked of a file, its ACAP lines (fields named ACAP-…, and ACAP lines
// without a colon, which the reader keeps as rows) are read into records, definitions and the
// version; a file asked only crawl questions never reads them.
import type { RobotsTxtExtension } from "../rfc9309/reading.js";
import { ROW_ACAP, ROW_FIELD, type RuleFile } from "../core/rule-file.js";
import type { AcapDefinitions, AcapPolicy } from "./model.js";
import { lowerAcap } from "./lower.js";

/** "ACAP-…" in any case. */
function isAcapName(name: string): boolean {
  return name.length >= 5 && name.slice(0, 5).toLowerCase() === "acap-";
}

/** The rows lowerAcap reads whole: ACAP fields, and ACAP lines without a colon. */
function acapRows(file: RuleFile): number[] {
  const rows: number[] = [];
  for (let row = 0; row < file.rowCount; row++) {
    const kind = file.kind(row);
    if (kind === ROW_ACAP || (kind === ROW_FIELD && isAcapName(file.fieldName(row))))
      rows.push(row);
  }
  return rows;
}

/**
 * The ACAP reading of a file; `inherited`: ACAP-1 §2.4.1.3, the definitions of a file that
 * refers to this one by ACAP-permissions-reference (each such reading is its own extension).
 */
export function acapExtension(inherited?: AcapDefinitions): RobotsTxtExtension<AcapPolicy> {
  return {
    name: "acap",
    read: ({ index, diagnostics }) =>
      lowerAcap({ file: index, acapRows: acapRows(index) }, diagnostics, inherited),
  };
}

/** ACAP-1 read from a file on its own. */
export const ACAP = acapExtension();
