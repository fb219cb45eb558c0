// Lowers validated raw lines into the policy model: RFC 9309 groups and KOSTER-1996
// records from one pass, file-wide fields, and the diagnostics of what was skipped.
import type { RawLine } from "./raw.js";
import type { RawRobotsTxtFile } from "./parse-raw.js";
import type {
  AppDirectivesRule,
  Diagnostic,
  ExtensionField,
  Group,
  Policy,
  Rule,
  SourceInfo,
  UserAgentLine,
} from "../core/types.js";
import { DiagnosticList } from "../core/diagnostics.js";
import { isRfc9309Identifier, productTokenOf } from "../core/agent.js";
import { isAcapLine, lowerAcap, VERSION_COMMENT } from "../acap/lower.js";
import type { AcapDefinitions } from "../acap/model.js";
import { isAppDirectivesField, lowerAppDirectives } from "../app-directives/lower.js";
import { CONTENT_USAGE, isAiprefField, lowerAiPreferences } from "../aipref/lower.js";
import { lowerFields } from "../robots2/fields.js";
import type { MutableGroup, SectionStarts } from "../core/mutable-group.js";
import { foreignContentOf } from "../core/content-kind.js";
import { utf8Length, utf8PrefixLength } from "../core/utf8.js";

/** google/robotstxt reads at most this many octets of a line (2083 × 8 − 1); the rest is dropped. */
export const MAX_LINE_OCTETS = 2083 * 8 - 1;

/** Field names this library or a later layer reads; any other name is reported once. */
const KNOWN_FIELDS = new Set([
  "sitemap",
  "crawl-delay",
  "host",
  "clean-param",
  "request-rate",
  "visit-time",
  "robot-version",
  "comment",
  "app-directive",
  "app-directives",
  "content-signal",
  "content-usage",
  "noindex",
]);

/** google/robotstxt recognises keys by prefix; these are the prefixes, in its order. */
const KEY_PREFIXES: ReadonlyArray<readonly [string, "user-agent" | "allow" | "disallow"]> = [
  ["user-agent", "user-agent"],
  ["useragent", "user-agent"],
  ["user agent", "user-agent"],
  ["allow", "allow"],
  ["disallow", "disallow"],
  ["dissallow", "disallow"],
  ["dissalow", "disallow"],
  ["disalow", "disallow"],
  ["diasllow", "disallow"],
  ["disallaw", "disallow"],
];

const STANDARD_NAMES = {
  "user-agent": "user-agent",
  allow: "allow",
  disallow: "disallow",
} as const;

const NO_APP_DIRECTIVES: readonly AppDirectivesRule[] = Object.freeze([]);

/**
 * Most groups hold no other field: they share this empty array until one arrives (then the
 * group gets its own). Frozen, so that no parse can change what another one sees.
 */
const NO_FIELDS = Object.freeze([]) as readonly ExtensionField[] as ExtensionField[];

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
  const diagnostics = new DiagnosticList(early);
  const groups: MutableGroup[] = [];
  const records: MutableGroup[] = [];
  const fields: ExtensionField[] = [];
  let group: MutableGroup | undefined; // RFC 9309 §2.2.1: the group being read
  let record: MutableGroup | undefined; // KOSTER-1996 §3.3: the record being read
  let reportedOutsideRecord = false;
  let unknownFieldsReported: Set<string> | undefined;
  let firstContentLine: RawLine | undefined;
  const acapLineIndexes: number[] = [];
  let sawAppDirectives = false;
  let versionCommentIndex: number | undefined;
  // Politeness fields belong to the User-agent lines directly above them: a User-agent line
  // after fields of the same rule set starts a new section (rare, so noted apart).
  const sections: SectionStarts = new Map();
  let groupFieldsAtAgent = 0;
  let recordFieldsAtAgent = 0;

  const lines = raw.lines;
  for (let index = 0; index < lines.length; index++) {
    const node = lines[index]!;
    const line = index + 1;
    const { start, end } = node;
    if (node.type === "blank") {
      record = undefined; // KOSTER-1996 §3.2: records are separated by blank lines
      reportedOutsideRecord = false;
      continue;
    }
    if (node.type === "comment") {
      // ACAP-1 §2.10.3: "##ACAP version=…" (the text after the first "#" starts with "#").
      if (
        node.text.charCodeAt(0) === 0x23 &&
        versionCommentIndex === undefined &&
        VERSION_COMMENT.test(node.text)
      )
        versionCommentIndex = index;
      continue;
    }
    firstContentLine ??= node;
    const lineText = text.slice(start, end);
    if (node.type === "invalid" && isAcapLine(lineText)) {
      // ACAP-ignore-conventional-records has no colon; every ACAP line is read by src/lower/acap.ts.
      acapLineIndexes.push(index);
      continue;
    }
    if (node.type === "invalid") {
      const column = node.errorOffset - start + 1;
      diagnostics.add(
        "warning",
        "invalid-line",
        node.expected === "colon"
          ? `expected ":" after the field name; the line is ignored`
          : `expected a field name ("name: value"); the line is ignored`,
        line,
        column,
        "RFC 9309 §2.3.1.5",
      );
      continue;
    }

    let value = node.value;
    let valueColumn = node.valueOffset - start + 1;
    if (end - start > MAX_LINE_OCTETS / 3 && utf8Length(lineText) > MAX_LINE_OCTETS) {
      value = truncateValue(text, start, node.valueOffset, value);
      diagnostics.add(
        "warning",
        "line-too-long",
        `line longer than ${MAX_LINE_OCTETS} octets; the rest is ignored (as google/robotstxt does)`,
        line,
        // Where the octets run out, counted in the line's UTF-16 units like every column.
        utf8PrefixLength(lineText, MAX_LINE_OCTETS) + 1,
        "RFC 9309 §2.5",
      );
    }

    const name = node.name;
    let type: "user-agent" | "allow" | "disallow";
    if (node.type === "field") {
      const lower = name.toLowerCase();
      const prefixed = KEY_PREFIXES.find(([prefix]) => lower.startsWith(prefix));
      if (prefixed) {
        type = prefixed[1];
        diagnostics.add(
          "warning",
          "field-name-prefix",
          `"${name}" is read as "${prefixed[1]}" (google/robotstxt matches field names by prefix)`,
          line,
          leadingSpace(lineText) + 1,
          "RFC 9309 §2.2",
        );
      } else {
        if (lower.startsWith("acap-")) acapLineIndexes.push(index);
        const field: ExtensionField = {
          name: lower,
          value,
          text: lineText,
          line,
          column: valueColumn,
        };
        fields.push(field);
        if (group) {
          group.firstAfterAgents ??= field;
          if (isAppDirectivesField(lower)) group.hasExtensionRules = sawAppDirectives = true;
          else if (lower === CONTENT_USAGE) group.hasExtensionRules = true;
          (group.fields === NO_FIELDS ? (group.fields = []) : group.fields).push(field);
        }
        if (record) {
          record.firstAfterAgents ??= field;
          (record.fields === NO_FIELDS ? (record.fields = []) : record.fields).push(field);
        }
        // ACAP lines are reported by src/lower/acap.ts, which reads them whole.
        if (!node.colon && !lower.startsWith("acap-"))
          diagnostics.add(
            "warning",
            "missing-colon",
            `missing ":" after "${name}"`,
            line,
            valueColumn,
            "RFC 9309 §2.2",
          );
        if (
          !KNOWN_FIELDS.has(lower) &&
          !lower.startsWith("acap-") &&
          !unknownFieldsReported?.has(lower)
        ) {
          (unknownFieldsReported ??= new Set()).add(lower);
          diagnostics.add(
            "info",
            "unknown-field",
            `"${name}" is not a field this library reads; it does not end a group`,
            line,
            leadingSpace(lineText) + 1,
            "RFC 9309 §2.2.4",
          );
        }
        continue;
      }
    } else {
      type = node.type;
      if (!sameLetters(name, STANDARD_NAMES[type]))
        diagnostics.add(
          "warning",
          "field-name-typo",
          `"${name}" is a misspelling of "${type}"; read as "${type}"`,
          line,
          leadingSpace(lineText) + 1,
          "RFC 9309 §2.2",
        );
    }
    if (!node.colon)
      diagnostics.add(
        "warning",
        "missing-colon",
        `missing ":" after "${name}"`,
        line,
        valueColumn,
        "RFC 9309 §2.2",
      );

    if (type === "user-agent") {
      const agent: UserAgentLine = {
        value,
        token: productTokenOf(value),
        text: lineText,
        line,
        column: valueColumn,
      };
      if (agent.token === "")
        diagnostics.add(
          "warning",
          "user-agent-invalid",
          `user-agent "${value}" has no product token (a name such as "ExampleBot", or *); it matches no crawler`,
          line,
          valueColumn,
          "RFC 9309 §2.2.1",
        );
      else if (agent.token !== "*") {
        if (agent.token.length !== value.length)
          diagnostics.add(
            "info",
            "user-agent-not-token",
            `user-agent "${value}" is read as the product token "${value.slice(0, agent.token.length)}"`,
            line,
            valueColumn + agent.token.length,
            "RFC 9309 §2.2.1",
          );
        if (!isRfc9309Identifier(agent.token)) {
          const google = /^[A-Za-z_-]*/.exec(value)![0];
          diagnostics.add(
            "info",
            "user-agent-not-identifier",
            `"${value.slice(0, agent.token.length)}" has characters outside RFC 9309's identifier ([A-Za-z_-]); it is matched as written, while google/robotstxt reads it as ${google === "" ? "no agent" : `"${google}"`}`,
            line,
            valueColumn,
            "RFC 9309 §2.2.1",
          );
        }
      }
      if (!group || group.rules.length > 0 || group.hasExtensionRules) {
        group = {
          line,
          column: valueColumn,
          userAgents: [],
          rules: [],
          fields: NO_FIELDS,
          hasExtensionRules: false,
          appDirectives: NO_APP_DIRECTIVES,
        };
        groups.push(group);
      } else if (group.fields.length > groupFieldsAtAgent) noteSection(sections, group);
      group.userAgents.push(agent);
      groupFieldsAtAgent = group.fields.length;
      if (!record || record.rules.length > 0) {
        record = {
          line,
          column: valueColumn,
          userAgents: [],
          rules: [],
          fields: NO_FIELDS,
          hasExtensionRules: false,
          appDirectives: NO_APP_DIRECTIVES,
        };
        records.push(record);
      } else if (record.fields.length > recordFieldsAtAgent) noteSection(sections, record);
      record.userAgents.push(agent);
      recordFieldsAtAgent = record.fields.length;
      continue;
    }

    const rule: Rule = {
      kind: type,
      usage: "crawl",
      pattern: value,
      text: lineText,
      line,
      column: valueColumn,
    };
    const first = value.charCodeAt(0);
    if (value !== "" && first !== 0x2f && first !== 0x2a)
      diagnostics.add(
        "warning",
        "pattern-not-path",
        `"${value}" does not start with "/" or "*"; it matches no URL path`,
        line,
        valueColumn,
        "RFC 9309 §2.2.2",
      );
    if (group) {
      group.firstAfterAgents ??= rule;
      group.rules.push(rule);
    } else
      diagnostics.add(
        "warning",
        "rule-outside-group",
        `${type} rule before any user-agent line; it is ignored`,
        line,
        leadingSpace(lineText) + 1,
        "RFC 9309 §2.2",
      );
    if (record) {
      record.firstAfterAgents ??= rule;
      record.rules.push(rule);
    } else if (group && !reportedOutsideRecord) {
      // Once per run of such rules: a blank line inside a group is common, and one note says it.
      reportedOutsideRecord = true;
      diagnostics.add(
        "info",
        "rule-outside-record",
        `${type} rule after a blank line without a new user-agent line; the 1996 draft (koster1996 profile) ignores it`,
        line,
        leadingSpace(lineText) + 1,
        "KOSTER-1996 §3.3",
      );
    }
  }

  const foreign =
    firstContentLine && groups.length === 0
      ? foreignContentOf(text, firstContentLine.start)
      : undefined;
  if (foreign)
    diagnostics.add(
      "error",
      "not-robots-txt",
      `the content looks like ${foreign.kind}, not robots.txt (${foreign.evidence}); no rules were found, so everything is allowed`,
      lines.indexOf(firstContentLine!) + 1,
      1,
      "RFC 9309 §2.3.1.5",
    );
  for (const r of records)
    if (r.rules.length === 0)
      diagnostics.add(
        "info",
        "record-without-rules",
        "this record has user-agent lines but no Allow/Disallow line before the next blank line",
        r.line,
        r.column,
        "KOSTER-1996 §3.3",
      );

  const sharedRecords = shareIdenticalRecords(records, groups);
  const fileFields = lowerFields(fields, groups, sharedRecords, sections, diagnostics);
  // Every rule set starts with no App-Directives; only files with such a line need the pass.
  if (sawAppDirectives || fields.some((f) => isAppDirectivesField(f.name)))
    lowerAppDirectives(fields, groups, sharedRecords, diagnostics);
  if (fields.some((f) => isAiprefField(f.name))) lowerAiPreferences(fields, groups, diagnostics);
  const acap = lowerAcap(
    text,
    lines,
    acapLineIndexes,
    versionCommentIndex,
    diagnostics,
    acapDefinitions,
  );
  return {
    source: {
      kind: source.kind,
      bytes: source.bytes,
      bytesRead: source.bytesRead,
      lineCount: lines.length,
    },
    groups: groups as Group[],
    records: sharedRecords as Group[],
    fields,
    ...fileFields,
    acap,
    diagnostics: diagnostics.sorted(),
  };
}

function noteSection(sections: SectionStarts, set: MutableGroup): void {
  const starts = sections.get(set);
  const start: [number, number] = [set.userAgents.length, set.fields.length];
  if (starts) starts.push(start);
  else sections.set(set, [start]);
}

/** ASCII case-insensitive equality of a name with a lower-case standard name. */
function sameLetters(name: string, standard: string): boolean {
  if (name.length !== standard.length) return false;
  for (let i = 0; i < name.length; i++)
    if ((name.charCodeAt(i) | 0x20) !== standard.charCodeAt(i)) return false;
  return true;
}

/**
 * In most files a KOSTER-1996 record and an RFC 9309 group hold exactly the same lines;
 * such a record is replaced by the group object, so the two views cost one.
 */
function shareIdenticalRecords(
  records: MutableGroup[],
  groups: readonly MutableGroup[],
): MutableGroup[] {
  let g = 0;
  for (let r = 0; r < records.length; r++) {
    const record = records[r]!;
    while (g < groups.length && groups[g]!.line < record.line) g++;
    const group = groups[g];
    if (
      group &&
      group.line === record.line &&
      sameItems(group.userAgents, record.userAgents) &&
      sameItems(group.rules, record.rules) &&
      sameItems(group.fields, record.fields)
    )
      records[r] = group;
  }
  return records;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function leadingSpace(lineText: string): number {
  let i = 0;
  while (lineText[i] === " " || lineText[i] === "\t") i++;
  return i;
}

/** The value cut where the line passes MAX_LINE_OCTETS octets, trailing white space dropped. */
function truncateValue(
  text: string,
  lineStart: number,
  valueOffset: number,
  value: string,
): string {
  const budget = MAX_LINE_OCTETS - utf8Length(text.slice(lineStart, valueOffset));
  if (budget <= 0) return "";
  return value.slice(0, utf8PrefixLength(value, budget)).replace(/[ \t]+$/, "");
}

export type { Group };
export type { MutableGroup, SectionStarts } from "../core/mutable-group.js";
