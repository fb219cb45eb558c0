// The diagnostics only `lintRobotsTxt` gives (src/lint/): lines that lose a group or a rule, or
// say what the reader did not mean. Kept out of the parse path, so parseRobotsTxt's browser
// bundle does not carry them. src/diagnostic-catalogue.ts gathers this list with the others.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

export const LINT_DIAGNOSTICS = {
  "field-name-misspelt": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message:
      '"{name}" is not a field name; did you mean "{field}"? The line is ignored ({what is lost})',
  },
  "noindex-ignored": {
    severity: "warning",
    spec: "RFC 9309 §2.2.4",
    source: "robots.txt",
    message:
      "Noindex is not a robots.txt rule: Google stopped reading it on 1 September 2019 and RFC 9309 has no such rule; use a robots META tag or X-Robots-Tag",
  },
  "rule-duplicate": {
    severity: "warning",
    spec: "RFC 9309 §2.2.2",
    source: "robots.txt",
    message: '{kind} "{pattern}" repeats line {line} in the same group; it changes nothing',
  },
  "rule-contradiction": {
    severity: "warning",
    spec: "RFC 9309 §2.2.2",
    source: "robots.txt",
    message:
      '"{pattern}" is both allowed and disallowed in one group (lines {lines}); RFC 9309 §2.2.2: the Allow rule wins (same length); the 1996 draft: the first line',
  },
  "user-agent-star-repeated": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message:
      'a second group for "*" (the first at line {line}): RFC 9309 §2.2.1 merges their rules, the 1996 draft reads only the first; often a mistake',
  },
  "pattern-full-url": {
    severity: "warning",
    spec: "RFC 9309 §2.2.2",
    source: "robots.txt",
    message:
      '"{pattern}" is a full URL; a pattern is a path ("{path}"), so this rule matches nothing',
  },
  // lint --strict (src/lint/abnf.ts): where the text departs from the ABNF; the reader reads it anyway.
  "abnf-line-end": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message:
      "the last line has no line break; RFC 9309's ABNF ends every line with CR, LF or CR LF (crawlers read it anyway)",
  },
  "abnf-control-character": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message:
      "{U+XXXX} is a control character in {a comment | a user-agent, allow or disallow line}; RFC 9309's ABNF allows no control character but tab in it",
  },
  "abnf-product-token": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message:
      '"{value}" is not a product token: RFC 9309\'s ABNF has "*" or letters, "-" and "_" only (crawlers still match the name in it)',
  },
  "abnf-path-pattern": {
    severity: "warning",
    spec: "RFC 9309 §2.2.2",
    source: "robots.txt",
    message:
      '"{pattern}" {starts with "*" | has white space inside}, and a path-pattern {starts with "/" | has none} (RFC 9309\'s ABNF; crawlers read the rule anyway)',
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
