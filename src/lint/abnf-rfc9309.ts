// The strict check of RFC 9309 §2.2's ABNF, line by line on the file's text (lint --strict):
//
//   startgroupline = *WS "user-agent" *WS ":" *WS product-token EOL
//   rule           = *WS ("allow" / "disallow") *WS ":" *WS (path-pattern / empty-pattern) EOL
//   product-token  = identifier / "*"
//   path-pattern   = "/" *UTF8-char-noctl ; empty-pattern = *WS
//   identifier     = 1*(%x2D / %x41-5A / %x5F / %x61-7A)
//   comment        = "#" *(UTF8-char-noctl / WS / "#") ; emptyline = EOL
//   EOL = *WS [comment] NL ; NL = %x0D / %x0A / %x0D.0A ; WS = %x20 / %x09
//   UTF8-1-noctl   = %x21 / %x22 / %x24-7F
//
// It says only what the reader does not: the reader already warns about a line without a
// colon, a misspelt name, a rule before any user-agent line (rule-outside-group), an empty
// user-agent (user-agent-invalid) and a pattern that starts with neither "/" nor "*"
// (pattern-not-path). Other records (Sitemap, Crawl-delay, ACAP-…) are lines the RFC lets
// implementors define (§2.2.4), so only their comments are held to the ABNF. DEL (%x7F) is
// allowed, as the ABNF is written (%x24-7F), though its comment says "noctl": the conformance
// vector for it is open between those readings. A byte order mark opening the file is not
// text of the file (RFC 3629 §6), so it is skipped.
import type { DiagnosticSink } from "../core/diagnostics.js";

const SECTION = "RFC 9309 §2.2";
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;

const isWs = (c: number): boolean => c === SPACE || c === TAB;
/** A control UTF8-char-noctl leaves out: %x00-1F but tab (WS); CR and LF end the line. */
const isControl = (c: number): boolean => c < SPACE && c !== TAB;

type Kind = "user-agent" | "allow" | "disallow";
const KINDS: ReadonlyMap<string, Kind> = new Map([
  ["user-agent", "user-agent"],
  ["allow", "allow"],
  ["disallow", "disallow"],
]);

/** One physical line: [start, end) in the text, its 1-based number. */
interface Line {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly number: number;
}

const hex = (c: number): string => `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;

/** The first control character in [from, to), or -1. */
function firstControl(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (isControl(text.charCodeAt(i))) return i;
  return -1;
}

/** Reports the first control character in [from, to) of the line; whether there was one. */
function reportControl(line: Line, from: number, sink: DiagnosticSink, what: string): boolean {
  const at = firstControl(line.text, from, line.end);
  if (at === -1) return false;
  sink.add(
    "warning",
    "abnf-control-character",
    `${hex(line.text.charCodeAt(at))} is a control character in ${what}; RFC 9309's ABNF allows no control character but tab in it`,
    line.number,
    at - line.start + 1,
    SECTION,
  );
  return true;
}

function hasWs(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isWs(value.charCodeAt(i))) return true;
  return false;
}

const isIdentifierChar = (c: number): boolean =>
  c === 0x2d || c === 0x5f || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

function isProductToken(value: string): boolean {
  if (value === "*") return true;
  for (let i = 0; i < value.length; i++) if (!isIdentifierChar(value.charCodeAt(i))) return false;
  return value.length > 0;
}

/** A user-agent value that is neither "*" nor letters, "-" and "_" (an empty one is the reader's). */
function checkProductToken(line: Line, from: number, value: string, sink: DiagnosticSink): void {
  if (value === "" || isProductToken(value)) return;
  sink.add(
    "warning",
    "abnf-product-token",
    `"${value}" is not a product token: RFC 9309's ABNF has "*" or letters, "-" and "_" only (crawlers still match the name in it)`,
    line.number,
    from - line.start + 1,
    "RFC 9309 §2.2.1",
  );
}

/**
 * An allow/disallow value that is no path-pattern: one starting with "*", or with white space
 * inside. A value starting otherwise is the reader's pattern-not-path (or lint's pattern-full-url).
 */
function checkPathPattern(line: Line, from: number, value: string, sink: DiagnosticSink): void {
  const first = value.charCodeAt(0);
  let why: string | undefined;
  if (first === 0x2a) why = 'starts with "*", and a path-pattern starts with "/"';
  else if (first === 0x2f && hasWs(value))
    why = "has white space inside, and a path-pattern has none";
  if (why === undefined) return;
  sink.add(
    "warning",
    "abnf-path-pattern",
    `"${value}" ${why} (RFC 9309's ABNF; crawlers read the rule anyway)`,
    line.number,
    from - line.start + 1,
    "RFC 9309 §2.2.2",
  );
}

/** The first `c` in [from, to), or `to`: a search that stops at the line's end keeps the check linear. */
function indexIn(text: string, c: number, from: number, to: number): number {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === c) return i;
  return to;
}

/** The line's field name (between the leading WS and the colon, WS before the colon left out). */
function kindOf(line: Line, from: number, colon: number): Kind | undefined {
  let to = colon;
  while (to > from && isWs(line.text.charCodeAt(to - 1))) to--;
  return KINDS.get(line.text.slice(from, to).toLowerCase());
}

function checkLine(line: Line, sink: DiagnosticSink): void {
  const { text, end } = line;
  let i = line.start;
  while (i < end && isWs(text.charCodeAt(i))) i++;
  const hash = indexIn(text, 0x23, i, end); // "#"
  const colon = indexIn(text, 0x3a, i, hash); // ":"
  const kind = colon === hash ? undefined : kindOf(line, i, colon);
  if (kind === undefined) {
    // An empty line, a comment line or another record: only the comment is the ABNF's.
    if (hash < end) reportControl(line, hash, sink, "a comment");
    return;
  }
  const controlled = reportControl(
    line,
    line.start,
    sink,
    `${kind === "allow" ? "an" : "a"} ${kind} line`,
  );
  let v = colon + 1;
  while (v < hash && isWs(text.charCodeAt(v))) v++;
  let w = hash;
  while (w > v && isWs(text.charCodeAt(w - 1))) w--;
  // A value with a control in it is told once, as the control.
  if (controlled && firstControl(text, v, w) !== -1) return;
  const value = text.slice(v, w);
  if (kind === "user-agent") checkProductToken(line, v, value, sink);
  else if (value !== "") checkPathPattern(line, v, value, sink);
}

/** Reports where the text departs from RFC 9309 §2.2's ABNF (see the top of this file). */
export function rfc9309AbnfDepartures(text: string, sink: DiagnosticSink): void {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let number = 1;
  while (start < text.length) {
    let end = start;
    while (end < text.length && text.charCodeAt(end) !== LF && text.charCodeAt(end) !== CR) end++;
    checkLine({ text, start, end, number }, sink);
    if (end === text.length) {
      sink.add(
        "warning",
        "abnf-line-end",
        "the last line has no line break; RFC 9309's ABNF ends every line with CR, LF or CR LF (crawlers read it anyway)",
        number,
        end - start + 1,
        SECTION,
      );
      return;
    }
    start = end + (text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? 2 : 1);
    number++;
  }
}
