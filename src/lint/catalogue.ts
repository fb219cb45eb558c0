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
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
