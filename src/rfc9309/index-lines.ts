// The one pass over a file's lines that every query needs: each line classified (a group's
// User-agent or rule line however spelled, another field, an ACAP line, a comment), RFC 9309
// §2.2.1 groups and KOSTER-1996 §3.3 records as ranges of rows, and the diagnostics of the
// lines themselves. What it builds is the crawl index (src/core/rule-file.ts); the policy
// model with its fields is made from it on first use (lower.ts).
//
// - groups (RFC 9309 §2.2.1): start at a User-agent line after a rule (or after an
//   App-Directives or Content-Usage line, which APP-DIRECTIVES §2 and AIPREF-ATTACH §3 add
//   to the rules) and run to the next such line; blank lines do not end them;
// - records (KOSTER-1996 §3.3): the same, and a blank line ends one;
// - google/robotstxt's lenient keys and line length (src/rfc9309/lenient-lines.ts), which
//   every profile reads the same way.
//
// Two indexes are made of a text: the crawl index that parseRobotsTxt keeps (crawlIndex: no
// diagnostics, and a run of unknown fields as one row) and the policy model's (indexText: every
// line reported, every field a row). They have the same rule sets, User-agent and rule rows.
import type { RawInvalidLine, RawKeyedLine, RawLine } from "./raw.js";
import { readRawLines, type LineSink, type RawRobotsTxtFile } from "./parse-raw.js";
import { DISCARD_DIAGNOSTICS, type DiagnosticSink } from "../core/diagnostics.js";
import { productTokenOf } from "../core/agent.js";
import {
  LINE_ALLOW,
  LINE_DISALLOW,
  LINE_FIELD,
  LINE_INVALID,
  LINE_USER_AGENT,
  ROW_ACAP,
  ROW_ALLOW,
  ROW_DISALLOW,
  ROW_FIELD,
  ROW_STRIDE,
  ROW_USER_AGENT,
  RuleFile,
  rowInfo,
  type LineType,
  type RowKind,
} from "../core/rule-file.js";
import {
  CONTENT_USAGE,
  isAcapLine,
  isAcapName,
  isGroupRuleField,
  isKnownFieldName,
  VERSION_COMMENT,
} from "./vocabulary.js";
import {
  prefixedKey,
  reportLenientKey,
  reportMissingColon,
  valueWithinLimit,
} from "./lenient-lines.js";
import {
  reportForeignContent,
  reportInvalidLine,
  reportPattern,
  reportUserAgentValue,
  nameColumn,
} from "./diagnose.js";
import { RuleSetRanges, reportRecordsWithoutRules } from "./rule-set-ranges.js";

const LINE_TYPES: Readonly<Record<RawKeyedLine["type"], LineType>> = {
  "user-agent": LINE_USER_AGENT,
  allow: LINE_ALLOW,
  disallow: LINE_DISALLOW,
  field: LINE_FIELD,
};

/** The length of "ACAP-": an ACAP line is longer. */
const ACAP_PREFIX = 5;

/** Rows of the scratch buffer: 384 KiB. */
const SCRATCH_LIMIT = 16_384 * ROW_STRIDE;
let scratch = new Int32Array(1024 * ROW_STRIDE);

class LineIndexer implements LineSink {
  #data: Int32Array;
  #rows = 0;
  readonly #tokens: string[] = [];
  readonly groups = new RuleSetRanges();
  readonly records = new RuleSetRanges();
  /** A rule outside any record was reported since the last blank line (one note per run). */
  #reportedOutsideRecord = false;
  /** Names already reported as unknown (each once per file). */
  readonly #unknownFields = new Set<string>();
  /** The last row is an unknown field's (see #otherField). */
  #unknownRun = false;
  versionCommentLine = 0;
  versionCommentStart = 0;
  versionCommentEnd = 0;
  /** The first line that is neither blank nor a comment, and where it starts (-1: none). */
  firstContentIndex = -1;
  firstContentStart = -1;
  readonly diagnostics: DiagnosticSink;

  /**
   * `report`: whether the lines are reported to `diagnostics` (the policy model's index) or
   * not (the crawl index: nothing is reported, and no message is made to be dropped).
   */
  constructor(
    readonly text: string,
    readonly report: boolean,
    diagnostics: DiagnosticSink = DISCARD_DIAGNOSTICS,
  ) {
    this.diagnostics = report ? diagnostics : DISCARD_DIAGNOSTICS;
    // Rows are written into a scratch buffer kept between parses (indexing is synchronous and
    // never re-entered); only the index's exact copy is allocated per file. A file of more
    // rows than the buffer keeps gets a buffer of its own (#grow), so the kept one stays small.
    this.#data = scratch;
  }

  /** Room for one more row. */
  #grow(): void {
    const data = new Int32Array(2 * this.#data.length);
    data.set(this.#data);
    if (data.length <= SCRATCH_LIMIT) scratch = data;
    this.#data = data;
  }

  get rowCount(): number {
    return this.#rows;
  }

  /** One physical line; `lines[index]` is line `index + 1`. */
  line(node: RawLine, index: number): void {
    if (node.type === "blank") return this.#endRecord();
    if (node.type === "comment") {
      // ACAP-1 §2.10.3: "##ACAP version=…" (the text after the first "#" starts with "#").
      if (
        node.text.charCodeAt(0) === 0x23 &&
        this.versionCommentLine === 0 &&
        VERSION_COMMENT.test(node.text)
      ) {
        this.versionCommentLine = index + 1;
        this.versionCommentStart = node.start;
        this.versionCommentEnd = node.end;
      }
      return;
    }
    if (this.firstContentIndex < 0) {
      this.firstContentIndex = index;
      this.firstContentStart = node.start;
    }
    if (node.type !== "invalid") return this.#keyedLine(node, index);
    // Not "name: value", but maybe ACAP (ACAP-ignore-conventional-records has no colon):
    // src/acap/lower.ts reads every ACAP line whole. ("ACAP-" and one more character: no
    // shorter line is one, so a file of short invalid lines cuts no string for each.)
    if (node.end - node.start > ACAP_PREFIX && isAcapLine(this.text, node.start, node.end))
      this.#addRow(rowInfo(ROW_ACAP, LINE_INVALID, false, 0), index + 1, node, node.end, node.end);
    else if (this.report) reportInvalidLine(this.diagnostics, node, index + 1);
  }

  /** KOSTER-1996 §3.2: blank lines separate records (not groups). */
  #endRecord(): void {
    this.records.close(this.#rows);
    this.#reportedOutsideRecord = false;
  }

  #addRow(
    info: number,
    line: number,
    node: RawKeyedLine | RawInvalidLine,
    valueStart: number,
    valueEnd: number,
  ): number {
    const row = this.#rows++;
    this.#unknownRun = false;
    const at = row * ROW_STRIDE;
    if (at + ROW_STRIDE > this.#data.length) this.#grow();
    const data = this.#data;
    data[at] = info;
    data[at + 1] = line;
    data[at + 2] = node.start;
    data[at + 3] = node.end;
    data[at + 4] = valueStart;
    data[at + 5] = valueEnd;
    return row;
  }

  /** A "name: value" line: a group's user-agent or rule line (however spelled), or another field. */
  #keyedLine(node: RawKeyedLine, index: number): void {
    let key = node.type === "field" ? undefined : node.type;
    const name = node.type === "field" ? node.name.toLowerCase() : "";
    let known = false;
    if (node.type === "field" && (key = prefixedKey(name)) === undefined) {
      known = isKnownFieldName(name);
      // The crawl index: an unknown field after another is nothing more (see #otherField),
      // so a file of short unknown fields costs no value read for each.
      if (!known && !this.report && this.#unknownRun) return;
    }
    const line = index + 1;
    const column = node.valueOffset - node.start + 1;
    const value = valueWithinLimit(this.diagnostics, this.text, node, line);
    const type = LINE_TYPES[node.type];
    const valueEnd = node.valueOffset + value.length;
    if (key === undefined) {
      const info = rowInfo(ROW_FIELD, type, node.colon, node.name.length);
      this.#addRow(info, line, node, node.valueOffset, valueEnd);
      this.#unknownRun = !known;
      return this.#otherField(node, name, line, column, known);
    }
    if (this.report) reportLenientKey(this.diagnostics, node, key, line, this.text, column);
    if (key === "user-agent") {
      const token = productTokenOf(value);
      if (this.report) reportUserAgentValue(this.diagnostics, { value, token, line, column });
      const info = rowInfo(ROW_USER_AGENT, type, node.colon, this.#tokens.length);
      const row = this.#addRow(info, line, node, node.valueOffset, valueEnd);
      this.#tokens.push(token);
      this.groups.addUserAgent(row, line, column);
      this.records.addUserAgent(row, line, column);
      return;
    }
    const kind: RowKind = key === "allow" ? ROW_ALLOW : ROW_DISALLOW;
    this.#addRow(rowInfo(kind, type, node.colon, 0), line, node, node.valueOffset, valueEnd);
    this.#rule(key, value, line, column, node.start);
  }

  /** RFC 9309 §2.2.2 allow and disallow rules; KOSTER-1996 §3.3 ruleline. */
  #rule(kind: "allow" | "disallow", pattern: string, line: number, column: number, start: number) {
    const { groups, records, diagnostics } = this;
    if (groups.open) groups.rules++;
    if (records.open) records.rules++;
    if (!this.report) return;
    reportPattern(diagnostics, pattern, line, column);
    if (!groups.open)
      diagnostics.add(
        "warning",
        "rule-outside-group",
        `${kind} rule before any user-agent line; it is ignored`,
        line,
        nameColumn(this.text, start),
        "RFC 9309 §2.2",
      );
    if (!records.open && groups.open && !this.#reportedOutsideRecord) {
      // Once per run of such rules: a blank line inside a group is common, and one note says it.
      this.#reportedOutsideRecord = true;
      diagnostics.add(
        "info",
        "rule-outside-record",
        `${kind} rule after a blank line without a new user-agent line; the 1996 draft (koster1996 profile) ignores it`,
        line,
        nameColumn(this.text, start),
        "KOSTER-1996 §3.3",
      );
    }
  }

  /**
   * RFC 9309 §2.2.4: other fields do not end a group; App-Directives and Content-Usage rules do.
   * (Unknown fields matter to the crawl index only where they stand: a field between User-agent
   * lines starts a section of politeness fields, and Robot-version counts only as the first
   * line after them. One row says that for a run of them, so the crawl index keeps one row
   * for a file of 166,000 lines `a:`, not 4 MB of rows.)
   */
  #otherField(node: RawKeyedLine, name: string, line: number, column: number, known: boolean) {
    if (this.groups.open && isGroupRuleField(name)) this.groups.extensionRules = true;
    if (name === CONTENT_USAGE) this.records.preferences = true;
    if (!this.report) return;
    // ACAP lines are read (and reported) whole by src/acap/lower.ts.
    const acap = isAcapName(name);
    if (!node.colon && !acap) reportMissingColon(this.diagnostics, node.name, line, column);
    if (!known && !this.#unknownFields.has(name)) {
      this.#unknownFields.add(name);
      this.diagnostics.add(
        "info",
        "unknown-field",
        `"${node.name}" is not a field this library reads; it does not end a group`,
        line,
        nameColumn(this.text, node.start),
        "RFC 9309 §2.2.4",
      );
    }
  }

  /** The index, with every array exactly its length (a parsed file lives for a whole crawl). */
  finish(lineCount: number): RuleFile {
    const rowCount = this.#rows;
    this.groups.close(rowCount);
    this.records.close(rowCount);
    const groupRanges = this.groups.ranges;
    const recordRanges = this.records.ranges;
    const size = rowCount * ROW_STRIDE;
    const data = new Int32Array(size + groupRanges.length + recordRanges.length);
    data.set(this.#data.subarray(0, size));
    data.set(groupRanges, size);
    data.set(recordRanges, size + groupRanges.length);
    return new RuleFile({
      text: this.text,
      data,
      rowCount,
      groupCount: groupRanges.length / 2,
      recordCount: recordRanges.length / 2,
      tokens: this.#tokens.slice(),
      lineCount,
      versionCommentLine: this.versionCommentLine,
      versionCommentStart: this.versionCommentStart,
      versionCommentEnd: this.versionCommentEnd,
    });
  }
}

/**
 * The index of `text` for the policy model: every line reported to `diagnostics`, every field
 * a row; its lines read as they are parsed (src/rfc9309/parse-raw.ts), not checked again
 * (crawlIndex checked the same text's). Never throws for any content.
 */
export function indexText(text: string, diagnostics: DiagnosticSink): RuleFile {
  const indexer = new LineIndexer(text, true, diagnostics);
  const { lineCount } = readRawLines(text, indexer, false);
  return finishIndex(indexer, lineCount);
}

/**
 * The crawl index parseRobotsTxt keeps: nothing reported, and a run of unknown fields one row
 * (see LineIndexer#otherField). Never throws for any content.
 */
export function crawlIndex(text: string): RuleFile {
  const indexer = new LineIndexer(text, false);
  const { lineCount } = readRawLines(text, indexer);
  return finishIndex(indexer, lineCount);
}

/** The index of lines already read, for the policy model (reporting to `diagnostics`). */
export function indexLines(
  text: string,
  raw: RawRobotsTxtFile,
  diagnostics: DiagnosticSink,
): RuleFile {
  const lines = raw.lines;
  const indexer = new LineIndexer(text, true, diagnostics);
  for (let index = 0; index < lines.length; index++) indexer.line(lines[index]!, index);
  return finishIndex(indexer, lines.length);
}

function finishIndex(indexer: LineIndexer, lineCount: number): RuleFile {
  const file = indexer.finish(lineCount);
  const { diagnostics, text } = indexer;
  if (!indexer.report) return file;
  if (file.groupCount === 0)
    reportForeignContent(diagnostics, text, indexer.firstContentIndex, indexer.firstContentStart);
  reportRecordsWithoutRules(indexer.records, diagnostics);
  return file;
}
