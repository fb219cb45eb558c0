// How google/robotstxt (robots.cc, commit 22b355f; read for behaviour, not copied) reads a
// line more leniently than RFC 9309 §2.2 writes it. The shared lowering reads lines as it
// does, so every profile sees the same groups, and reports each leniency:
//
// - ParsedRobotsKey: "user-agent", "allow" and "disallow" are recognised by prefix
//   ("Disallowed:" is a disallow line) and with common typos ("dissallow", "useragent"; the
//   grammar accepts those, keeping the name as written);
// - GetKeyAndValueFrom: white space may stand in for the colon ("Disallow /x");
// - ParseRobotsTxt: a line is read up to kMaxLineLen octets, the rest dropped.
import type { RawKeyedLine } from "./raw.js";
import { nameColumn } from "./diagnose.js";
import type { DiagnosticSink } from "../core/diagnostics.js";
import { utf8Length, utf8PrefixLength } from "../core/utf8.js";

/** google/robotstxt reads at most this many octets of a line (2083 × 8 − 1); the rest is dropped. */
export const MAX_LINE_OCTETS = 2083 * 8 - 1;

/** The three keys of RFC 9309 §2.2 that make groups. */
export type RuleKey = "user-agent" | "allow" | "disallow";

/** google/robotstxt recognises keys by prefix; these are the prefixes, in its order. */
const KEY_PREFIXES: ReadonlyArray<readonly [string, RuleKey]> = [
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

/** A line's value, cut (and reported) where the line passes MAX_LINE_OCTETS octets. */
export function valueWithinLimit(
  diagnostics: DiagnosticSink,
  text: string,
  node: RawKeyedLine,
  line: number,
): string {
  // A UTF-16 unit is at most 3 octets: shorter lines need no counting.
  if (node.end - node.start <= MAX_LINE_OCTETS / 3) return node.value;
  const lineText = text.slice(node.start, node.end);
  if (utf8Length(lineText) <= MAX_LINE_OCTETS) return node.value;
  diagnostics.add(
    "warning",
    "line-too-long",
    `line longer than ${MAX_LINE_OCTETS} octets; the rest is ignored (as google/robotstxt does)`,
    line,
    // Where the octets run out, counted in the line's UTF-16 units like every column.
    utf8PrefixLength(lineText, MAX_LINE_OCTETS) + 1,
    "RFC 9309 §2.5",
  );
  return truncateValue(text, node.start, node.valueOffset, node.value);
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
  // Trailing white space found by a scan from the end: a regular expression such as
  // /[ \t]+$/ retries at every blank of a run that a later character ends, so a value
  // with 16,000 blanks inside cost 16,000²/2 steps (issue 24: 6 s for one 500 KB file).
  let end = utf8PrefixLength(value, budget);
  while (end > 0 && " \t".includes(value[end - 1]!)) end--; // RFC 9309 §2.2: WS
  return value.slice(0, end);
}

/** The first letters of the prefixes: any other name is ruled out by one comparison. */
const FIRST_LETTERS = KEY_PREFIXES.map(([prefix]) => prefix.charCodeAt(0));
/** The length of the shortest prefix ("allow"): a shorter name starts with none. */
const SHORTEST_PREFIX = Math.min(...KEY_PREFIXES.map(([prefix]) => prefix.length));

/** The key an other field's lower-case name starts with, if any ("disallowed" is "disallow"). */
export function prefixedKey(lowerName: string): RuleKey | undefined {
  if (lowerName.length < SHORTEST_PREFIX || !FIRST_LETTERS.includes(lowerName.charCodeAt(0)))
    return undefined;
  for (const [prefix, key] of KEY_PREFIXES) if (lowerName.startsWith(prefix)) return key;
  return undefined;
}

/** Reports how a line read as `key` departs from RFC 9309 §2.2's spelling "key:". */
export function reportLenientKey(
  diagnostics: DiagnosticSink,
  node: RawKeyedLine,
  key: RuleKey,
  line: number,
  text: string,
  valueColumn: number,
): void {
  const name = node.name;
  if (node.type === "field")
    diagnostics.add(
      "warning",
      "field-name-prefix",
      `"${name}" is read as "${key}" (google/robotstxt matches field names by prefix)`,
      line,
      nameColumn(text, node.start),
      "RFC 9309 §2.2",
    );
  else if (!sameLetters(name, key))
    diagnostics.add(
      "warning",
      "field-name-typo",
      `"${name}" is a misspelling of "${key}"; read as "${key}"`,
      line,
      nameColumn(text, node.start),
      "RFC 9309 §2.2",
    );
  if (!node.colon) reportMissingColon(diagnostics, name, line, valueColumn);
}

/** Reports white space in place of the colon after a field name. */
export function reportMissingColon(
  diagnostics: DiagnosticSink,
  name: string,
  line: number,
  valueColumn: number,
): void {
  diagnostics.add(
    "warning",
    "missing-colon",
    `missing ":" after "${name}"`,
    line,
    valueColumn,
    "RFC 9309 §2.2",
  );
}

/** ASCII case-insensitive equality of a name with a lower-case standard name. */
function sameLetters(name: string, standard: string): boolean {
  if (name.length !== standard.length) return false;
  for (let i = 0; i < name.length; i++)
    if ((name.charCodeAt(i) | 0x20) !== standard.charCodeAt(i)) return false;
  return true;
}
