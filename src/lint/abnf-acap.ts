// The strict check of ACAP-1 §3's ABNF (lintRobotsTxt's `strict` option): what the ACAP lines
// of a robots.txt depart from in the formal syntax, where the reader (src/acap/) is lenient by
// design and reads them anyway (RFC 9309 §2.3.1.5: use every parseable line). Lines whose shape
// the reader does not read (an unknown field, a missing colon, a value that is no value) are the
// reader's to report; this adds what it lets pass: white space around the field name and colon,
// line ends other than CRLF, crawler names and comments outside ASCII VCHAR, resource
// specifications, references and usage purposes that are no RFC 3986 relative-part or URI.
// One pass over the text, linear in its length; no pattern is built from the file.
import type { DiagnosticSink } from "../core/diagnostics.js";
import {
  ACAP_NAME,
  hasScheme,
  relativePartDeparture,
  shown,
  uriDeparture,
  type Departure,
} from "./abnf-acap-uri.js";

const SPEC = "ACAP-1 §3";
const RESOURCE_SET = "the-acap:resource-set:";

/** One physical line: its text and the line end after it ("" at the end of the text). */
interface PhysicalLine {
  readonly text: string;
  readonly end: string;
}

/** The lines of a robots.txt text, ending at CRLF, LF or CR (RFC 9309 §2.2 EOL). */
function* physicalLines(text: string): Generator<PhysicalLine> {
  let start = 0;
  while (start < text.length) {
    let end = start;
    while (end < text.length && text[end] !== "\n" && text[end] !== "\r") end++;
    const eol = text.startsWith("\r\n", end) ? "\r\n" : end < text.length ? text[end]! : "";
    yield { text: text.slice(start, end), end: eol };
    start = end + eol.length;
  }
}

const isWsp = (c: string | undefined): boolean => c === " " || c === "\t";

/** The first index at or after `from` that is not WSP. */
function skipWsp(text: string, from: number): number {
  let at = from;
  while (isWsp(text[at])) at++;
  return at;
}

/** A line's words (runs of non-WSP) in [from, to), with their offsets. */
function words(text: string, from: number, to: number): { word: string; at: number }[] {
  const found: { word: string; at: number }[] = [];
  let at = skipWsp(text, from);
  while (at < to) {
    let end = at;
    while (end < to && !isWsp(text[end])) end++;
    found.push({ word: text.slice(at, end), at });
    at = skipWsp(text, end);
  }
  return found;
}

/** Reports departures of one line; `at` is a 0-based offset, the column is 1-based. */
type Report = (code: string, message: string, at: number) => void;

/** comment = "#" *(WSP / VCHAR): ASCII only, no control characters. */
function checkComment(line: string, hash: number, report: Report): void {
  for (let i = hash + 1; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (isWsp(line[i]) || (code >= 0x21 && code <= 0x7e)) continue;
    report(
      "abnf-acap-comment",
      `the comment holds ${shown(line, i)}; comment = "#" *(WSP / VCHAR) is printable ASCII`,
      i,
    );
    return;
  }
}

/** field-end = 1*ignorable, each ending in CRLF: a field or an ignorable line ends in CRLF. */
function checkLineEnd(line: PhysicalLine, report: Report): void {
  if (line.end === "\r\n") return;
  const what = line.end === "" ? "no line break" : line.end === "\n" ? "LF" : "CR";
  report(
    "abnf-acap-line-end",
    `the line ends with ${what}; field-end ends every line with CRLF`,
    line.text.length,
  );
}

/** crawler-name = name-start-char *(WSP / VCHAR-excluding-hash): printable ASCII. */
function checkCrawlerName(line: string, from: number, to: number, report: Report): void {
  for (let i = from; i < to; i++) {
    const code = line.charCodeAt(i);
    if (isWsp(line[i]) || (code >= 0x21 && code <= 0x7e)) continue;
    report(
      "abnf-acap-crawler-name",
      `the crawler name holds ${shown(line, i)}; crawler-name is printable ASCII (VCHAR-excluding-hash) and WSP`,
      i,
    );
    return;
  }
}

/** Reports a relative-part's departure, if any, at its place in the line. */
function reportPart(word: string, at: number, what: string, report: Report): void {
  const departure: Departure | undefined = relativePartDeparture(word);
  if (departure)
    report(
      "abnf-acap-relative-part",
      `${what} "${word}": ${departure.why} (RFC 3986 relative-part)`,
      at + departure.offset,
    );
}

/** resource-specification = resource-path-pattern / ("the-acap:resource-set:" resource-set-name). */
function checkResource(word: string, at: number, report: Report): void {
  if (word.slice(0, RESOURCE_SET.length).toLowerCase() === RESOURCE_SET) {
    const name = word.slice(RESOURCE_SET.length);
    if (!ACAP_NAME.test(name))
      report(
        "abnf-acap-resource-set-name",
        `"${word}" names no resource set; resource-set-name is a letter, then letters, digits, "-", "_", "."`,
        at + RESOURCE_SET.length,
      );
    return;
  }
  reportPart(word, at, "the resource", report);
}

/** A URI (a reference or a usage purpose with a scheme): reports its departure, if any. */
function checkUri(word: string, at: number, what: string, report: Report): void {
  const departure = uriDeparture(word);
  if (departure)
    report(
      "abnf-acap-uri",
      `${what} "${word}": ${departure.why} (RFC 3986 URI)`,
      at + departure.offset,
    );
}

/** usage-purpose-pattern-field: one name or one URI-pattern. */
function checkUsagePurpose(values: readonly { word: string; at: number }[], report: Report): void {
  const [first, second] = values;
  if (first === undefined) return;
  if (second !== undefined) {
    report(
      "abnf-acap-usage-purpose",
      `the usage purpose has ${values.length} words; usage-purpose-pattern-field has one name or URI-pattern`,
      second.at,
    );
    return;
  }
  if (hasScheme(first.word)) checkUri(first.word, first.at, "the usage purpose", report);
  else if (!ACAP_NAME.test(first.word))
    report(
      "abnf-acap-usage-purpose",
      `the usage purpose "${first.word}" is neither a name (a letter, then letters, digits, "-", "_", ".") nor a URI-pattern`,
      first.at,
    );
}

/** The value of a field, checked by the field's name (lower case): what the reader lets pass. */
function checkValue(name: string, line: string, from: number, to: number, report: Report): void {
  const values = words(line, from, to);
  const [first] = values;
  if (name === "acap-crawler") checkCrawlerName(line, from, to, report);
  else if (name === "acap-usage-purpose") checkUsagePurpose(values, report);
  else if (name === "acap-permissions-reference") {
    if (first === undefined || values.length > 1) return;
    if (hasScheme(first.word)) checkUri(first.word, first.at, "the reference", report);
    else reportPart(first.word, first.at, "the reference", report);
  } else if (name.startsWith("acap-allow-") || name.startsWith("acap-disallow-")) {
    // An empty resource-specification is an RFC 3986 path-empty.
    if (first !== undefined) checkResource(first.word, first.at, report);
  } else if (name.startsWith("acap-request-")) {
    if (first !== undefined) reportPart(first.word, first.at, "the path", report);
  } else if (name === "acap-resource-set") {
    for (const pattern of values.slice(1))
      reportPart(pattern.word, pattern.at, "the pattern", report);
  }
}

/** One ACAP field line (starting at `start`, its first non-WSP): name, colon, value, comment. */
function checkField(line: string, start: number, report: Report): void {
  if (start > 0)
    report(
      "abnf-acap-field-spacing",
      "white space before the field name; an ACAP-1 §3 field starts the line",
      0,
    );
  const hash = line.indexOf("#", start);
  const end = hash < 0 ? line.length : hash;
  if (hash >= 0) checkComment(line, hash, report);
  let nameEnd = start;
  while (nameEnd < end && !isWsp(line[nameEnd]) && line[nameEnd] !== ":") nameEnd++;
  const colon = skipWsp(line, nameEnd);
  // No colon: ACAP-ignore-conventional-records, or a line the reader reports.
  if (line[colon] !== ":" || colon >= end) return;
  const name = line.slice(start, nameEnd).toLowerCase();
  if (colon > nameEnd)
    report(
      "abnf-acap-field-spacing",
      `white space between "${line.slice(start, nameEnd)}" and ":"; the field name and its colon are one literal`,
      nameEnd,
    );
  if (name === "acap-version" && colon + 1 < end && !isWsp(line[colon + 1]))
    report(
      "abnf-acap-field-spacing",
      'no white space after "ACAP-version:"; ACAP-version = "ACAP-version:" 1*WSP "1.1"',
      colon + 1,
    );
  checkValue(name, line, colon + 1, end, report);
}

/** Whether a line is an ignorable of field-end: blank-field or comment-field. */
function isIgnorable(line: string): boolean {
  const at = skipWsp(line, 0);
  return at === line.length || line[at] === "#";
}

/**
 * Reports, into `sink`, every departure of the ACAP-1 lines of a robots.txt text from ACAP-1
 * §3's ABNF that the reader lets pass: each "ACAP-…" line and the blank and comment lines after
 * it (its field-end). Codes `abnf-acap-…`, severity warning, spec "ACAP-1 §3"; lines and columns
 * 1-based (UTF-16 units), as the reader counts them (CRLF, LF and CR each end a line).
 */
export function acapAbnfDepartures(text: string, sink: DiagnosticSink): void {
  let number = 0;
  // The blank and comment lines after an ACAP field are its field-end (1*ignorable).
  let inFieldEnd = false;
  for (const line of physicalLines(text)) {
    number++;
    const lineNumber = number;
    const report: Report = (code, message, at) =>
      sink.add("warning", code, message, lineNumber, at + 1, SPEC);
    // A byte order mark is the file's encoding (RFC 9309 §2.3), not part of the line.
    const bom = lineNumber === 1 && line.text.startsWith("\uFEFF") ? 1 : 0;
    const start = skipWsp(line.text, bom);
    if (line.text.slice(start, start + 5).toLowerCase() === "acap-") {
      checkField(line.text.slice(bom), start - bom, (code, message, at) =>
        report(code, message, at + bom),
      );
      checkLineEnd(line, report);
      inFieldEnd = true;
    } else if (inFieldEnd && isIgnorable(line.text)) {
      if (start < line.text.length) checkComment(line.text, start, report);
      checkLineEnd(line, report);
    } else inFieldEnd = false;
  }
}
