// The library's own judgement of a "syntax" vector's text (issue 29): our line grammars are
// lenient by design and leave values to the lowering, so the grammar alone says "valid" to
// texts the library then reports. A text is valid when the generated parser reads it (the
// check of syntax-checks.ts) AND parseRobotsTxt, reading it in the same context the check
// builds, reports no diagnostic of severity error or warning. Info diagnostics are notes, not
// findings of invalidity (e.g. user-agent-not-identifier: a product token with a digit, which
// RFC 9309 §2.2.1 crawlers match anyway), so they do not make a text invalid. A production
// without a context here is judged by the grammar alone: ROBOTS-2.0 Robot-version is not judged,
// since the library reports robot-version-invalid for "2.1.3-experimental", which the format
// allows (a passing vector would fail); nor is ACAP-2's META content: parseHtmlPolicy warns
// about a one-letter usage and a second qualifier the ABNF allows (acap-usage-unknown,
// acap-qualifier-invalid); nor are the structured fields (no disagreement there).
import { parseRobotsTxt } from "../../../src/index.js";

/** A production's context: the robots.txt the text is read in. */
type Context = (text: string) => string;

const group = (line: string) => `User-agent: *\n${line}`;

/** RFC 9309 §2.2 productions, read where the check reads them. */
const robotsTxt: Record<string, Context> = {
  robotstxt: (text) => text,
  startgroupline: (text) => text,
  rule: group,
  "product-token": (text) => `User-agent: ${text}\n`,
  identifier: (text) => `User-agent: ${text}\n`,
  "path-pattern": (text) => group(`Disallow: ${text}\n`),
  "empty-pattern": (text) => group(`Disallow:${text}\n`),
  "UTF8-char-noctl": (text) => group(`Disallow: /${text}\n`),
  comment: (text) => `${text}\n`,
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
  acap,
};

/** Whether the library reports nothing (error or warning) about the text in its context. */
export function judged(grammar: string, production: string, text: string): boolean {
  const context = CONTEXTS[grammar]?.[production];
  if (context === undefined) return true;
  const { diagnostics } = parseRobotsTxt(context(text));
  return !diagnostics.some((d) => d.severity === "error" || d.severity === "warning");
}
