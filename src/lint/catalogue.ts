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
  // lintRobotsTxt's strict check (src/lint/abnf-acap.ts) and acap2AbnfDepartures
  // (src/lint/abnf-acap2.ts): departures from the ACAP-1 and ACAP-2 §3 ABNF the reader lets pass.
  "abnf-acap-field-spacing": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message:
      'white space where the ABNF has none (before the field name, before ":"), or none after "ACAP-version:" where it asks 1*WSP',
  },
  "abnf-acap-line-end": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: "the line ends with {LF, CR or no line break}; field-end ends every line with CRLF",
  },
  "abnf-acap-crawler-name": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message:
      "the crawler name holds {character}; crawler-name is printable ASCII (VCHAR-excluding-hash) and WSP",
  },
  "abnf-acap-relative-part": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message:
      '{the resource, path, pattern or reference} "{value}": {a query, ":" in the first segment, a character that is no pchar, "%" without two hex digits} (RFC 3986 relative-part)',
  },
  "abnf-acap-uri": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: '{the reference or usage purpose} "{value}": {what departs} (RFC 3986 URI)',
  },
  "abnf-acap-resource-set-name": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message:
      '"{value}" names no resource set; resource-set-name is a letter, then letters, digits, "-", "_", "."',
  },
  "abnf-acap-usage-purpose": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message:
      "the usage purpose {has several words, or is neither a name nor a URI-pattern}; usage-purpose-pattern-field has one name or URI-pattern",
  },
  "abnf-acap-comment": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: 'the comment holds {character}; comment = "#" *(WSP / VCHAR) is printable ASCII',
  },
  "abnf-acap2-content-spacing": {
    severity: "warning",
    spec: "ACAP-2 §3",
    source: "html",
    message:
      'white space {before "ACAP" or after the content}; ACAP-meta-tag-content starts with "ACAP" and ends with its last name or value',
  },
  "abnf-acap2-local-usage": {
    severity: "warning",
    spec: "ACAP-2 §3",
    source: "html",
    message:
      '"{value}": a {permission or prohibition} in a {META element or class attribute} names an ACAP-usage-name, not a local usage',
  },
  "abnf-acap2-prohibition-qualifier": {
    severity: "warning",
    spec: "ACAP-2 §3",
    source: "html",
    message: '"{qualifier}" after a prohibition; only a permission takes qualifier-specifications',
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
