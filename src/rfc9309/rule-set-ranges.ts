// RFC 9309 §2.2.1 groups and KOSTER-1996 §3.3 records while a file's lines are read
// (index-lines.ts): each a range of the crawl index's rows.
import type { DiagnosticSink } from "../core/diagnostics.js";

/** The rule sets of one kind while the lines are read. */
export class RuleSetRanges {
  /** [start, end) row pairs; the end of the set being read is written when it ends. */
  readonly ranges: number[] = [];
  /** A set is being read (records: none after a blank line). */
  open = false;
  rules = 0;
  /** APP-DIRECTIVES §2, AIPREF-ATTACH §3: after such a line a User-agent line starts a new set. */
  extensionRules = false;
  /** A Content-Usage line stands in the set (AIPREF-ATTACH §3 `rule =/ content-usage`). */
  preferences = false;
  /** Records: the first User-agent line of each, and whether it has no rule (record-without-rules). */
  readonly firstLines: number[] = [];
  readonly firstColumns: number[] = [];
  readonly withoutRules: boolean[] = [];

  /** A User-agent line joins the set being read while it has no rules, else starts one. */
  addUserAgent(row: number, line: number, column: number): void {
    if (this.open && this.rules === 0 && !this.extensionRules) return;
    this.close(row);
    this.ranges.push(row, -1);
    this.firstLines.push(line);
    this.firstColumns.push(column);
    this.open = true;
    this.rules = 0;
    this.extensionRules = this.preferences = false;
  }

  close(row: number): void {
    if (!this.open) return;
    this.ranges[this.ranges.length - 1] = row;
    this.withoutRules.push(this.rules === 0 && !this.preferences);
    this.open = false;
  }
}

/**
 * KOSTER-1996 §3.3: a record is its User-agent lines and at least one Allow or Disallow line.
 * A Content-Usage line is a rule too (AIPREF-ATTACH §3: `rule =/ content-usage`), so a record
 * of preferences alone is not reported.
 */
export function reportRecordsWithoutRules(
  records: RuleSetRanges,
  diagnostics: DiagnosticSink,
): void {
  for (let r = 0; r < records.withoutRules.length; r++)
    if (records.withoutRules[r])
      diagnostics.add(
        "info",
        "record-without-rules",
        "this record has user-agent lines but no Allow/Disallow line before the next blank line",
        records.firstLines[r]!,
        records.firstColumns[r]!,
        "KOSTER-1996 §3.3",
      );
}
