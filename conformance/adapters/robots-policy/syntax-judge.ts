// The library's own judgement of a "syntax" vector's text (issue 29): our line grammars are
// lenient by design and leave values to the lowering, so the grammar alone says "valid" to
// texts the library then reports. A text is valid when the generated parser reads it (the
// check of syntax-checks.ts) AND the library's strict lint (lintRobotsTxt with strict: true,
// which adds the departures from the ABNF to what the reader reports), reading it in the
// context the check builds, reports no diagnostic of severity error or warning. Info
// diagnostics are notes, not findings of invalidity (e.g. user-agent-not-identifier); nor is
// robot-version-experimental: it says how the robots2 profile reads a version the format
// allows (ROBOTS-2.0: "A robot, if it comes across an experiment version number, should
// probably ignore that rule set"). A production without a context here is judged by the
// grammar alone: ROBOTS-2.0's rates and times (no disagreement there); nor is ACAP-2's META
// content: parseHtmlPolicy warns about a one-letter usage and a second qualifier the ABNF
// allows (acap-usage-unknown, acap-qualifier-invalid); nor are the structured fields (no
// disagreement there).
import { lintRobotsTxt, parseRobotsTxt } from "../../../src/index.js";

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
 * ACAP-1 §3 fields: a definition alone, a record's field after ACAP-crawler. Not judged: basic
 * and qualified permissions, composite usages and usage-purpose fields, where the library warns
 * about texts the ABNF allows (a local usage, an unknown usage name or qualifier, a record
 * without its usage definition): judging them would fail passing vectors.
 */
const acap: Record<string, Context> = {
  "ACAP-version": alone,
  "qualified-usage-definition-field": alone,
  "resource-set-definition-field": alone,
  "prohibition-field": record,
  "action-request-field": record,
  "permissions-reference-field": record,
};

const CONTEXTS: Readonly<Record<string, Readonly<Record<string, Context>>>> = {
  "robots-txt": robotsTxt,
  "robots-2.0": robots2,
  acap,
};

/** Warnings that say how a profile reads a valid text, not that the text is invalid. */
const NOT_FINDINGS: ReadonlySet<string> = new Set(["robot-version-experimental"]);

/** Whether the library's strict lint reports nothing (error or warning) about the text in its context. */
export function judged(grammar: string, production: string, text: string): boolean {
  const context = CONTEXTS[grammar]?.[production];
  if (context === undefined) return true;
  const file = context(text);
  if (file === undefined) return false;
  const diagnostics = lintRobotsTxt(parseRobotsTxt(file), { strict: true });
  return !diagnostics.some(
    (d) => (d.severity === "error" || d.severity === "warning") && !NOT_FINDINGS.has(d.code),
  );
}
