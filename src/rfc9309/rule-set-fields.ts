// Reads the politeness fields, as every profile does: ROBOTS-2.0's (Robot-version, Visit-time,
// Request-rate, Comment) and what crawlers read today (Crawl-delay, Sitemap, Host, Clean-param),
// per rule set and per User-agent section, which this reader makes (src/robots2/ answers from
// them). Each field line is parsed and reported once; each rule set then collects the valid
// values among its own fields (groups do not inherit from "*": RFC 9309 §2.2.1).
import type {
  CleanParam,
  CrawlDelay,
  ExtensionField,
  PreferredHost,
  RequestRate,
  RobotVersion,
  Rule,
  RuleSetComment,
  RuleSetFields,
  Sitemap,
  TimeWindow,
  UserAgentSection,
  VisitTime,
} from "../core/types.js";
import {
  parseFieldValue,
  type FieldValueResult,
  type FieldValueRule,
  type RawTime,
} from "./field-values-raw.js";
import type { DiagnosticSink } from "../core/diagnostics.js";
import { exactLength } from "../core/arrays.js";
import { UNREAD_POLITENESS, type MutableGroup, type SectionStarts } from "../core/mutable-group.js";

/** Shared by every rule set without politeness fields; frozen, so no parse can change another's. */
export const EMPTY_POLITENESS: RuleSetFields = Object.freeze({
  requestRates: Object.freeze([]),
  crawlDelays: Object.freeze([]),
  comments: Object.freeze([]),
});

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

type Parsed =
  | { readonly kind: "robot-version"; readonly value: RobotVersion }
  | { readonly kind: "visit-time"; readonly value: VisitTime }
  | { readonly kind: "request-rate"; readonly value: RequestRate }
  | { readonly kind: "crawl-delay"; readonly value: CrawlDelay }
  | { readonly kind: "comment"; readonly value: RuleSetComment };

export interface FileFields {
  readonly sitemaps: readonly Sitemap[];
  readonly preferredHost?: PreferredHost;
  readonly cleanParams: readonly CleanParam[];
}

/** "HH:MM" of each minute of the day, made once each (a file may hold 20,000 windows). */
const HHMM: string[] = [];

function hhmm({ hour, minute }: RawTime): string {
  return (HHMM[hour * 60 + minute] ??=
    `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
}

function windowOf(start: RawTime, end: RawTime): TimeWindow {
  return { start: hhmm(start), end: hhmm(end) };
}

const SPEC: Record<FieldValueRule, string> = {
  RobotVersion: "ROBOTS-2.0 Robot-version",
  VisitTime: "ROBOTS-2.0 Visit-time",
  RequestRate: "ROBOTS-2.0 Request-rate",
  CrawlDelay: "ROBOTS-2.0 Request-rate (Crawl-delay is its de-facto form)",
  CleanParam: "Yandex Clean-param",
};

/**
 * Values already parsed in this pass, per rule: files repeat their values ("Crawl-delay: 10"
 * in every group; a hostile file 20,000 times), and a parse is the same for the same text.
 */
type ValueMemo = Map<FieldValueRule, Map<string, FieldValueResult<FieldValueRule>>>;

/** Parses one field's value, reporting a malformed one at its column. */
function read<R extends FieldValueRule>(
  rule: R,
  field: ExtensionField,
  code: string,
  diagnostics: DiagnosticSink,
  memo: ValueMemo,
) {
  let byValue = memo.get(rule);
  if (byValue === undefined) memo.set(rule, (byValue = new Map()));
  let result = byValue.get(field.value) as FieldValueResult<R> | undefined;
  if (result === undefined) byValue.set(field.value, (result = parseFieldValue(rule, field.value)));
  if (result.ok) return result.value;
  const where = result.offset > 0 ? ` at character ${result.offset + 1} of the value` : "";
  diagnostics.add(
    "warning",
    code,
    `${field.name} "${field.value}" is not valid (${result.message}${where}); the field is ignored`,
    field.line,
    field.column,
    SPEC[rule],
  );
  return undefined;
}

/** An absolute http(s) URL with a host (sitemaps.org: "the complete URL"). */
const ABSOLUTE_HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Where a field stands; every value read from it carries this. */
type At = { readonly line: number; readonly column: number };

/** Sitemap, Host and Clean-param as they are read: they belong to the file, not to a rule set. */
interface FileFieldsDraft {
  readonly sitemaps: Sitemap[];
  readonly cleanParams: CleanParam[];
  preferredHost: PreferredHost | undefined;
}

export function lowerFields(
  fields: readonly ExtensionField[],
  groups: readonly MutableGroup[],
  records: readonly MutableGroup[],
  sections: SectionStarts,
  diagnostics: DiagnosticSink,
): FileFields {
  if (fields.length === 0) {
    for (const group of groups) group.politeness = EMPTY_POLITENESS;
    for (const record of records) record.politeness = EMPTY_POLITENESS;
    return { sitemaps: [], cleanParams: [] };
  }
  // Each field line is parsed (and reported) once, whichever rule sets then hold it.
  const parsed = new Map<ExtensionField, Parsed>();
  const memo: ValueMemo = new Map();
  const file: FileFieldsDraft = { sitemaps: [], cleanParams: [], preferredHost: undefined };
  for (const field of fields) {
    const at = { line: field.line, column: field.column };
    if (readFileField(field, at, file, diagnostics, memo)) continue;
    const item = parseRuleSetField(field, at, diagnostics, memo);
    if (item) parsed.set(field, item);
  }

  for (const group of groups) readRuleSet(group, parsed, sections.get(group), diagnostics, true);
  reportRobotVersionsOutside(groups, parsed, diagnostics);
  // Records that are group objects (shareIdenticalRecords) already have theirs.
  for (const record of records)
    if (record.politeness === UNREAD_POLITENESS)
      readRuleSet(record, parsed, sections.get(record), diagnostics, false);
  const { sitemaps, cleanParams, preferredHost } = file;
  return preferredHost ? { sitemaps, preferredHost, cleanParams } : { sitemaps, cleanParams };
}

/** A field of a rule set (ROBOTS-2.0, Crawl-delay), parsed; undefined for a malformed value or another name. */
function parseRuleSetField(
  field: ExtensionField,
  at: At,
  diagnostics: DiagnosticSink,
  memo: ValueMemo,
): Parsed | undefined {
  switch (field.name) {
    case "robot-version": {
      const v = read("RobotVersion", field, "robot-version-invalid", diagnostics, memo);
      return (
        v && {
          kind: "robot-version",
          value: { major: v.major, minor: v.minor, patch: v.patch, ...at },
        }
      );
    }
    case "visit-time": {
      const v = read("VisitTime", field, "visit-time-invalid", diagnostics, memo);
      // Written out: a literal that starts with a spread is slow on V8 11 (~0.9 µs a property).
      return (
        v && {
          kind: "visit-time",
          value: { start: hhmm(v.start), end: hhmm(v.end), line: at.line, column: at.column },
        }
      );
    }
    case "request-rate": {
      const v = read("RequestRate", field, "request-rate-invalid", diagnostics, memo);
      if (!v) return undefined;
      const seconds = v.amount * UNIT_SECONDS[v.unit ?? "s"];
      const rate: RequestRate = v.window
        ? { requests: v.requests, seconds, window: windowOf(v.window.start, v.window.end), ...at }
        : { requests: v.requests, seconds, ...at };
      return { kind: "request-rate", value: rate };
    }
    case "crawl-delay": {
      const v = read("CrawlDelay", field, "crawl-delay-invalid", diagnostics, memo);
      return v && { kind: "crawl-delay", value: { seconds: v.seconds, ...at } };
    }
    case "comment":
      return { kind: "comment", value: { text: field.value, ...at } };
  }
  return undefined;
}

/** Reads Sitemap, Host or Clean-param into `file`; false for any other field. */
function readFileField(
  field: ExtensionField,
  at: At,
  file: FileFieldsDraft,
  diagnostics: DiagnosticSink,
  memo: ValueMemo,
): boolean {
  switch (field.name) {
    case "sitemap":
      if (ABSOLUTE_HTTP_URL.test(field.value)) file.sitemaps.push({ url: field.value, ...at });
      else
        diagnostics.add(
          "warning",
          "sitemap-invalid",
          `sitemap "${field.value}" is not an absolute http(s) URL; it is ignored`,
          field.line,
          field.column,
          "sitemaps.org (Sitemap in robots.txt)",
        );
      return true;
    case "host": {
      // Yandex: "Host: [scheme://]host[:port]", the first valid one counts.
      const ok =
        /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?$/i.test(
          field.value,
        );
      if (!ok)
        diagnostics.add(
          "warning",
          "host-invalid",
          `host "${field.value}" is not a host name with an optional scheme and port; it is ignored`,
          field.line,
          field.column,
          "Yandex Host",
        );
      else if (file.preferredHost)
        diagnostics.add(
          "info",
          "host-repeated",
          `only the first Host line counts (line ${file.preferredHost.line})`,
          field.line,
          field.column,
          "Yandex Host",
        );
      else file.preferredHost = { host: field.value, ...at };
      return true;
    }
    case "clean-param": {
      const v = read("CleanParam", field, "clean-param-invalid", diagnostics, memo);
      if (v)
        file.cleanParams.push(
          v.path === null
            ? { params: v.params.split("&").filter(Boolean), ...at }
            : { params: v.params.split("&").filter(Boolean), path: v.path, ...at },
        );
      return true;
    }
  }
  return false;
}

/** ROBOTS-2.0 Robot-version stands in a rule set; one before the first User-agent line is ignored. */
function reportRobotVersionsOutside(
  groups: readonly MutableGroup[],
  parsed: ReadonlyMap<ExtensionField, Parsed>,
  diagnostics: DiagnosticSink,
): void {
  let inGroups: Set<ExtensionField> | undefined; // built once, when a Robot-version needs it
  for (const [field, item] of parsed)
    if (
      item.kind === "robot-version" &&
      !(inGroups ??= new Set(groups.flatMap((group) => group.fields))).has(field)
    )
      diagnostics.add(
        "warning",
        "robot-version-misplaced",
        "Robot-version outside any rule set (before the first User-agent line); it is ignored",
        field.line,
        field.column,
        "ROBOTS-2.0 Robot-version",
      );
}

/** The first rule or field after a rule set's User-agent lines (where Robot-version must stand). */
function firstAfterAgents(set: MutableGroup): Rule | ExtensionField | undefined {
  const rule = set.rules[0];
  const field = set.fields[0];
  if (rule === undefined || field === undefined) return rule ?? field;
  return rule.line < field.line ? rule : field;
}

/** A rule set's politeness, whole and (when its User-agent lines have fields between them) per section. */
function readRuleSet(
  set: MutableGroup,
  parsed: ReadonlyMap<ExtensionField, Parsed>,
  starts: readonly (readonly [number, number])[] | undefined,
  diagnostics: DiagnosticSink,
  report: boolean,
): void {
  if (parsed.size === 0) {
    set.politeness = EMPTY_POLITENESS;
    return;
  }
  set.politeness = ruleSetFields(set, set.fields, parsed, diagnostics, {
    report,
    reportVisitTime: report && !starts,
    section: false,
  });
  if (!starts) return;
  const sections: UserAgentSection[] = [];
  let differ = false;
  for (let i = 0; i <= starts.length; i++) {
    const [agentStart, fieldStart] = i === 0 ? [0, 0] : starts[i - 1]!;
    const [agentEnd, fieldEnd] = starts[i] ?? [set.userAgents.length, set.fields.length];
    const politeness = ruleSetFields(
      set,
      set.fields.slice(fieldStart, fieldEnd),
      parsed,
      diagnostics,
      { report: false, reportVisitTime: report, section: true },
    );
    if (politeness !== EMPTY_POLITENESS) differ = true;
    sections.push({ userAgents: set.userAgents.slice(agentStart, agentEnd), politeness });
  }
  if (differ) set.sections = sections;
}

function ruleSetFields(
  group: MutableGroup,
  fields: readonly ExtensionField[],
  parsed: ReadonlyMap<ExtensionField, Parsed>,
  diagnostics: DiagnosticSink,
  how: { readonly report: boolean; readonly reportVisitTime: boolean; readonly section: boolean },
): RuleSetFields {
  if (fields.length === 0) return EMPTY_POLITENESS;
  let robotVersion: RobotVersion | undefined;
  let visitTime: VisitTime | undefined;
  const requestRates: RequestRate[] = [];
  const crawlDelays: CrawlDelay[] = [];
  const comments: RuleSetComment[] = [];
  let any = false;
  for (const field of fields) {
    const item = parsed.get(field);
    if (!item || (how.section && item.kind === "robot-version")) continue;
    any = true;
    switch (item.kind) {
      case "robot-version":
        // ROBOTS-2.0: "This will follow the 'User-agent:' header. If it does not immediately
        // follow, or is missing, then the robot is to assume the rule set follows the 1.0.0 standard."
        if (firstAfterAgents(group) === field) robotVersion = item.value;
        else if (how.report)
          diagnostics.add(
            "warning",
            "robot-version-misplaced",
            "Robot-version counts only as the first line after the User-agent lines; it is ignored here",
            field.line,
            field.column,
            "ROBOTS-2.0 Robot-version",
          );
        break;
      case "visit-time":
        // ROBOTS-2.0 Visit-time: "This can only appear once per rule set." (once per section)
        if (!visitTime) visitTime = item.value;
        else if (how.reportVisitTime)
          diagnostics.add(
            "warning",
            "visit-time-repeated",
            `only one Visit-time per rule set counts (line ${visitTime.line})`,
            field.line,
            field.column,
            "ROBOTS-2.0 Visit-time",
          );
        break;
      case "request-rate":
        requestRates.push(item.value);
        break;
      case "crawl-delay":
        crawlDelays.push(item.value);
        break;
      case "comment":
        comments.push(item.value);
        break;
    }
  }
  if (robotVersion && how.report && robotVersion.minor % 2 === 1)
    diagnostics.add(
      "warning",
      "robot-version-experimental",
      `version ${robotVersion.major}.${robotVersion.minor}.${robotVersion.patch} is experimental (odd minor number); the robots2 profile ignores this rule set and uses the default one`,
      robotVersion.line,
      robotVersion.column,
      "ROBOTS-2.0 Robot-version",
    );
  if (!any) return EMPTY_POLITENESS;
  // Exact lengths (and one shared empty array): a `*` selection of 10,000 groups keeps one of
  // these per group, and an array grown by push holds room for 17.
  return {
    ...(robotVersion ? { robotVersion } : {}),
    ...(visitTime ? { visitTime } : {}),
    requestRates: exactLength(requestRates),
    crawlDelays: exactLength(crawlDelays),
    comments: exactLength(comments),
  };
}
