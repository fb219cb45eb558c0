// The library's own judgement of a "syntax" vector's text (issue 29): our line grammars are
// lenient by design and leave values to the lowering, so the grammar alone says "valid" to
// texts the library then reports. A text is valid when the generated parser reads it (the
// check of syntax-checks.ts) AND the library's strict lint (lintRobotsTxt with strict: true,
// which adds the departures from the specs' ABNF to what the reader reports), reading it in the
// context the check builds, reports no diagnostic of severity error or warning. Info
// diagnostics are notes, not findings of invalidity (e.g. user-agent-not-identifier); nor is
// robot-version-experimental: it says how the robots2 profile reads a version the format
// allows (ROBOTS-2.0: "A robot, if it comes across an experiment version number, should
// probably ignore that rule set"). ACAP-1 productions where the reader warns about texts the
// ABNF allows are judged by the strict check's abnf- codes alone; ACAP-2 values by
// acap2AbnfDepartures (parseHtmlPolicy warns about a one-letter usage and a second qualifier the
// ABNF allows). A production without a judge here is judged by the grammar alone: ROBOTS-2.0's
// rates and times, ACAP's usage names, and the structured fields (no disagreement there).
import {
  acap2AbnfDepartures,
  lintRobotsTxt,
  parseRobotsTxt,
  type Acap2AbnfValue,
  type Diagnostic,
} from "../../../src/index.js";

/** A production's context: the robots.txt the text is read in (undefined: not that production). */
type Context = (text: string) => string | undefined;

const group = (line: string) => `User-agent: *\n${line}`;

/** RFC 9309 §2.2 productions, read where the check reads them. */
const robotsTxt: Record<string, Context> = {
  robotstxt: (text) => text,
  startgroupline: (text) => text,
  rule: group,
  "product-token": (text) => `User-agent: ${text}\n`,
  identifier: (text) => `User-agent: ${text}\n`,
  // A rule's value: the empty one is the rule's other alternative (empty-pattern), no path-pattern.
  "path-pattern": (text) => (text === "" ? undefined : group(`Disallow: ${text}\n`)),
  "empty-pattern": (text) => group(`Disallow:${text}\n`),
  "UTF8-char-noctl": (text) => group(`Disallow: /${text}\n`),
  comment: (text) => `${text}\n`,
  EOL: (text) => `User-agent: *${text}`,
  NL: (text) => `User-agent: *${text}`,
  WS: (text) => `User-agent:${text}*\n`,
};

/** ROBOTS-2.0 Robot-version, as the first line of a rule set ("This will follow the 'User-agent:' header"). */
const robots2: Record<string, Context> = {
  version: (text) => `User-agent: *\nRobot-version: ${text}\n`,
};

const record = (text: string) => `ACAP-crawler: *\r\n${text}`;
const alone = (text: string) => text;

/**
 * How an ACAP-1 production is judged: the robots.txt its text is read in, and whether the
 * reader's warnings count too. Every entry asks the strict lint for no abnf- departure (ACAP-1
 * §3's are src/lint/abnf-acap.ts's abnf-acap-…); `reader: true` also counts every other error
 * or warning of the lint (the reader's own among them). The reader is left out where
 * it warns about texts the ABNF allows (a local usage, an unknown usage name or qualifier, a
 * crawler or record without permissions): there the grammar check and the strict check judge.
 */
interface AcapJudge {
  readonly context: Context;
  readonly reader: boolean;
}

const strict = (context: Context): AcapJudge => ({ context, reader: false });
const withReader = (context: Context): AcapJudge => ({ context, reader: true });

/**
 * ACAP-1 §3 fields: a definition or version alone, a record's field after ACAP-crawler; a
 * crawler name, resource specification or comment inside the field that holds it. Not judged
 * (the grammar check alone): ACAP-usage-name, local-usage-name, action-name,
 * qualifier-specification and qualifier-value, which the grammar reads exactly.
 */
const acap: Record<string, AcapJudge> = {
  "ACAP-version": withReader(alone),
  "ACAP-ignore-conventional-records": strict(alone),
  "named-crawler-identification-field": strict(alone),
  "any-crawler-identification-field": strict(alone),
  "crawler-name": strict((text) => `ACAP-crawler: ${text}\r\n`),
  "permissions-reference-field": withReader(record),
  "basic-permission-field": strict(record),
  "qualified-permission-field": strict(record),
  "prohibition-field": withReader(record),
  "resource-specification": strict((text) => record(`ACAP-allow-index: ${text}\r\n`)),
  "action-request-field": withReader(record),
  "usage-purpose-pattern-field": strict(record),
  "qualified-usage-definition-field": withReader(alone),
  "composite-usage-definition-field": strict(alone),
  "resource-set-definition-field": withReader(alone),
  comment: strict((text) => `ACAP-version: 1.1 ${text}\r\n`),
};

/**
 * ACAP-2 §3 productions: the value checked by acap2AbnfDepartures (ACAP-2's strict check).
 * ACAP-meta-tag-name is judged by the grammar check alone.
 */
const acap2: Record<string, Acap2AbnfValue> = {
  "ACAP-meta-tag-content": "meta-content",
  "class-attribute-permission": "class-attribute",
  "class-attribute-prohibition": "class-attribute",
};

const CONTEXTS: Readonly<Record<string, Readonly<Record<string, Context>>>> = {
  "robots-txt": robotsTxt,
  "robots-2.0": robots2,
};

/** Warnings that say how a profile reads a valid text, not that the text is invalid. */
const NOT_FINDINGS: ReadonlySet<string> = new Set(["robot-version-experimental"]);

/** The errors and warnings of the strict lint of a robots.txt text. */
function findings(file: string): Diagnostic[] {
  return lintRobotsTxt(parseRobotsTxt(file), { strict: true }).filter(
    (d) => (d.severity === "error" || d.severity === "warning") && !NOT_FINDINGS.has(d.code),
  );
}

/** Whether the library's strict lint reports nothing (error or warning) about the text in its context. */
export function judged(grammar: string, production: string, text: string): boolean {
  if (grammar === "acap") {
    const judge = acap[production];
    if (judge === undefined) return true;
    const found = findings(judge.context(text) ?? "");
    return !found.some((d) => judge.reader || d.code.startsWith("abnf-"));
  }
  if (grammar === "acap-2") {
    const kind = acap2[production];
    return kind === undefined || acap2AbnfDepartures(kind, text).length === 0;
  }
  const context = CONTEXTS[grammar]?.[production];
  if (context === undefined) return true;
  const file = context(text);
  return file !== undefined && findings(file).length === 0;
}
