// The names the robots.txt reader must know before any specification is asked, because they
// change how the lines are read, not only what a line means. Names only: what each field
// says is read by its specification (src/<spec>/), on the first question that needs it.
//
// - Group rules: APP-DIRECTIVES §2 and AIPREF-ATTACH §3 add their lines to a group's rules,
//   so a User-agent line after one starts a new group (RFC 9309 §2.2.1). Every profile and
//   every entry point must cut the groups the same way, with or without those specs loaded.
// - Whole lines: an ACAP-1 line is read whole, with or without a colon
//   (`ACAP-ignore-conventional-records` has none), so the reader keeps such a line as a row.
// - Directive comments: ACAP-1 §2.10.3's `##ACAP version=…` is a comment the reader notes.
// - Known names: a field outside them is reported once as `unknown-field` (RFC 9309 §2.2.4),
//   the same in every entry point.

/** APP-DIRECTIVES §2: "app-directive" in the ABNF, "App-Directives" in every example. */
export function isAppDirectivesField(name: string): boolean {
  return name === "app-directives" || name === "app-directive";
}

/** AIPREF-ATTACH §3: the Content-Usage field name, lower-cased. */
export const CONTENT_USAGE = "content-usage";

/** The Content Signals Policy's field name, lower-cased. */
export const CONTENT_SIGNAL = "content-signal";

/** A lower-case field name that a specification makes a group rule (it ends the group's User-agent lines). */
export function isGroupRuleField(name: string): boolean {
  return isAppDirectivesField(name) || name === CONTENT_USAGE;
}

/** ACAP-1 §2.10.3: "##ACAP version=…" (the comment text after the first "#" starts with "#"). */
export const VERSION_COMMENT = /^#ACAP\s+version\s*=\s*(\S+)/i;

const ACAP = "acap";

/**
 * Is the line `text[start, end)` an ACAP field? ("ACAP-" at the start, any case, after white
 * space, and more after it.) Every line the grammar cannot classify asks.
 */
export function isAcapLine(text: string, start: number, end: number): boolean {
  // trimStart() removes what /\s/ matches, without a string and a regular expression per
  // character.
  const line = text.slice(start, end).trimStart();
  if (line.length <= 5 || line.charCodeAt(4) !== 0x2d) return false;
  // ASCII letters in any case: | 0x20 makes A–Z a–z and maps nothing else onto a, c or p.
  for (let k = 0; k < 4; k++) if ((line.charCodeAt(k) | 0x20) !== ACAP.charCodeAt(k)) return false;
  return true;
}

/** ACAP-1 field names ("ACAP-…", lower-cased). */
export const isAcapName = (name: string): boolean => name.startsWith("acap-");

/** Field names this library reads (lower-cased); any other name is reported once. */
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
  CONTENT_SIGNAL,
  CONTENT_USAGE,
  "noindex",
]);

/** Whether a lower-case field name is one this library reads (lint suggests names for the rest). */
export const isKnownFieldName = (name: string): boolean =>
  KNOWN_FIELDS.has(name) || isAcapName(name);
