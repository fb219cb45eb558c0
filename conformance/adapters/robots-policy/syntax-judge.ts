// The library's own judgement of a "syntax" vector's text (issue 29): our line grammars are
// lenient by design and leave values to the lowering, so the grammar alone says "valid" to
// texts the library then reports. A text is valid when the generated parser reads it (the
// check of syntax-checks.ts) AND parseRobotsTxt, reading it in the same context the check
// builds, reports no diagnostic of severity error or warning. Info diagnostics are notes, not
// findings of invalidity (e.g. user-agent-not-identifier: a product token with a digit, which
// RFC 9309 §2.2.1 crawlers match anyway), so they do not make a text invalid. A production
// without a context here is judged by the grammar alone: ROBOTS-2.0 Robot-version is not judged,
// since the library reports robot-version-invalid for "2.1.3-experimental", which the format
// allows (a passing vector would fail); nor are the structured fields (no disagreement there).
// ACAP-1 and ACAP-2 productions are judged by the strict ABNF checks (src/lint/abnf-acap*.ts),
// with the reader where it warns about nothing the ABNF allows: parseHtmlPolicy, for one,
// warns about a one-letter usage and a second qualifier (acap-usage-unknown,
// acap-qualifier-invalid), so ACAP-2 values are judged by acap2AbnfDepartures alone.
import { acap2AbnfDepartures, parseRobotsTxt, type Acap2AbnfValue } from "../../../src/index.js";
import { DiagnosticList } from "../../../src/core/diagnostics.js";
import { acapAbnfDepartures } from "../../../src/lint/abnf-acap.js";

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
 * How an ACAP-1 production is judged: the robots.txt its text is read in, and whether the
 * reader's warnings count too. Every entry asks ACAP-1 §3's strict check (src/lint/abnf-acap.ts,
 * what `lintRobotsTxt(robots, { strict: true })` reports as abnf-acap-…) for no departure;
 * `reader: true` also asks parseRobotsTxt for no error or warning. The reader is left out where
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
};

/** Whether the reader reports no error or warning about a robots.txt text. */
function readerSilent(text: string): boolean {
  const { diagnostics } = parseRobotsTxt(text);
  return !diagnostics.some((d) => d.severity === "error" || d.severity === "warning");
}

/**
 * Whether ACAP-1 §3's strict check finds no departure in a robots.txt text. (Until
 * lintRobotsTxt's strict option is merged, the check itself; then the same through
 * `lintRobotsTxt(parseRobotsTxt(text), { strict: true })`, its abnf-acap- codes.)
 */
function acapConforms(text: string): boolean {
  const found = new DiagnosticList();
  acapAbnfDepartures(text, found);
  return found.sorted().length === 0;
}

/** Whether the library reports nothing (error or warning) about the text in its context. */
export function judged(grammar: string, production: string, text: string): boolean {
  if (grammar === "acap") {
    const judge = acap[production];
    if (judge === undefined) return true;
    const read = judge.context(text);
    return acapConforms(read) && (!judge.reader || readerSilent(read));
  }
  if (grammar === "acap-2") {
    const kind = acap2[production];
    return kind === undefined || acap2AbnfDepartures(kind, text).length === 0;
  }
  const context = CONTEXTS[grammar]?.[production];
  return context === undefined || readerSilent(context(text));
}
