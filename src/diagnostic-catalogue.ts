// Every diagnostic code this library gives, once: its severity, the specification section it
// rests on, where it comes from, and its message with {placeholders} for what the actual
// message names. For `lint --json` users and editors that switch on codes. A test checks that
// every code given anywhere is here with this severity and section (test/api/diagnostics.test.ts),
// and the README lists them. Where one code is given under several sections (an ACAP qualifier
// has its own section; a rule in a page cites ACAP-2), `spec` lists the prefixes of each.
import type { Severity } from "./core/types.js";

export interface DiagnosticDefinition {
  /** The severity; several when the code passes on another file's (a referenced file's finding). */
  readonly severity: Severity | readonly Severity[];
  /** The section, or the section prefixes when the code is given under several. */
  readonly spec: string | readonly string[];
  /** What gives it: parsing robots.txt or a page, retrieval, tdmrep.json, or the AI-crawler audit. */
  readonly source: "robots.txt" | "html" | "retrieval" | "tdmrep.json" | "audit";
  /** The message, with {placeholders} for the names and values the actual message gives. */
  readonly message: string;
}

export const DIAGNOSTIC_CATALOGUE = Object.freeze({
  "acap-action-request-in-sub-record": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message:
      "an action request (take-down, re-crawl) in a sub-record for a usage purpose is ignored",
  },
  "acap-any-crawler-with-others": {
    severity: "warning",
    spec: "ACAP-1 §2.3.1",
    source: "robots.txt",
    message: '"ACAP-crawler: *" named with other crawlers in one record',
  },
  "acap-definition-after-records": {
    severity: "warning",
    spec: "ACAP-1 §2.7",
    source: "robots.txt",
    message: "a definition (qualified / composite usage, resource set) after the records",
  },
  "acap-definition-duplicate": {
    severity: "error",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: "{name} is defined twice; the later definition is ignored",
  },
  "acap-definition-unknown": {
    severity: "error",
    spec: "ACAP-1 §2.4.1.3",
    source: "robots.txt",
    message: "({name}) is used but never defined; the field is ignored",
  },
  "acap-definition-used-before-defined": {
    severity: "error",
    spec: "ACAP-1 §2.7",
    source: "robots.txt",
    message: "({name}) is used before its definition",
  },
  "acap-field-outside-record": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "an ACAP field before any ACAP-crawler line belongs to no record",
  },
  "acap-field-unknown": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: '"{field}" is not an ACAP field; the line is ignored',
  },
  "acap-ignore-conventional-colon": {
    severity: "info",
    spec: "ACAP-1 §2.10.1",
    source: "robots.txt",
    message: "ACAP-ignore-conventional-records written with a colon; read anyway",
  },
  "acap-ignore-conventional-not-first": {
    severity: "warning",
    spec: "ACAP-1 §2.2.1",
    source: "robots.txt",
    message: "ACAP-ignore-conventional-records must come first; it is ignored",
  },
  "acap-invalid": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: "the ACAP line does not parse ({problem}); it is ignored",
  },
  "acap-local-usage-qualifiers": {
    severity: "warning",
    spec: "ACAP-1 §2.4.1.3",
    source: "robots.txt",
    message: "a locally-defined usage takes its qualifiers from its definition",
  },
  "acap-missing-colon": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: 'missing ":" after "{field}"',
  },
  "acap-permissions-reference-not-alone": {
    severity: "error",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "ACAP-permissions-reference must be the only field of its record",
  },
  "acap-prohibition-local-usage": {
    severity: "error",
    spec: "ACAP-1 §2.4.2",
    source: "robots.txt",
    message: "a prohibition cannot name a locally-defined usage",
  },
  "acap-prohibition-qualifiers": {
    severity: "warning",
    spec: ["ACAP-1 §2.4.2", "ACAP-2 §2.2.4"],
    source: "robots.txt",
    message: "a prohibition may not be qualified; the qualifiers are ignored",
  },
  "acap-qualified-usage-without-qualifiers": {
    severity: "warning",
    spec: "ACAP-1 §2.7.1",
    source: "robots.txt",
    message: "ACAP-qualified-usage ({name}) defines no qualifier",
  },
  "acap-qualifier-invalid": {
    severity: "warning",
    spec: ["ACAP-1 §2.5", "ACAP-2 §2.2.9"],
    source: "robots.txt",
    message: "{qualifier}: {problem} (in the qualifier's own section)",
  },
  "acap-qualifier-unknown": {
    severity: "info",
    spec: "ACAP-1 §2.5 (Annex A)",
    source: "robots.txt",
    message:
      '"{qualifier}" is not an ACAP qualifier; a crawler that does not know it treats the permission as a prohibition',
  },
  "acap-record-without-fields": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "an ACAP record with no permission or prohibition",
  },
  "acap-resource-set-unknown": {
    severity: "error",
    spec: "ACAP-1 §2.4.5",
    source: "robots.txt",
    message: "resource set ({name}) is not defined",
  },
  "acap-sub-record-without-fields": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "a sub-record for a usage purpose with no field",
  },
  "acap-time-limit-spelling": {
    severity: "warning",
    spec: "ACAP-1 §2.5.3.1",
    source: "robots.txt",
    message: 'time-limit "{value}" is read as {reading}',
  },
  "acap-usage-purpose-space": {
    severity: "warning",
    spec: "ACAP-1 §2.3.3",
    source: "robots.txt",
    message: "a usage purpose name with spaces",
  },
  "acap-usage-unknown": {
    severity: "warning",
    spec: ["ACAP-1 §2.5", "ACAP-2 §2.2.9", "ACAP-2 §2.2.5"],
    source: "robots.txt",
    message: '"{usage}" is not an ACAP usage type; ignored',
  },
  "acap-v11-without-version": {
    severity: "warning",
    spec: ["ACAP-1 §2.8", "ACAP-2 §2.2.7"],
    source: "robots.txt",
    message: "{feature} is an ACAP 1.1 feature and there is no ACAP-version 1.1; ignored",
  },
  "acap-version-comment-differs": {
    severity: "info",
    spec: "ACAP-1 §2.10.3",
    source: "robots.txt",
    message: 'the "##ACAP version=" comment differs from ACAP-version; the field counts',
  },
  "acap-version-not-first": {
    severity: "warning",
    spec: "ACAP-1 §2.8",
    source: "robots.txt",
    message: "the ACAP-version field must precede all other ACAP records and fields",
  },
  "acap-version-repeated": {
    severity: "warning",
    spec: "ACAP-1 §2.8",
    source: "robots.txt",
    message: "a second ACAP-version field is ignored",
  },
  "acap-version-unsupported": {
    severity: "warning",
    spec: "ACAP-1 §2.8",
    source: "robots.txt",
    message: "ACAP-version {version} is not one this library reads",
  },
  "app-directives-invalid": {
    severity: "warning",
    spec: "RFC 9651 §4.2",
    source: "robots.txt",
    message:
      "the App-Directives value is not a path and a structured-field List ({problem}); ignored",
  },
  "app-directives-member-not-token": {
    severity: "warning",
    spec: "APP-DIRECTIVES §2",
    source: "robots.txt",
    message: "an App-Directives member must be a Token naming an application",
  },
  "app-directives-not-global": {
    severity: "warning",
    spec: "APP-DIRECTIVES §1.3",
    source: "robots.txt",
    message:
      'App-Directives in a group for {agents} reach only those; put them under "User-Agent: *"',
  },
  "app-directives-outside-group": {
    severity: "warning",
    spec: "APP-DIRECTIVES §2",
    source: "robots.txt",
    message: "App-Directives before any User-agent line applies to no application",
  },
  "clean-param-invalid": {
    severity: "warning",
    spec: "Yandex Clean-param",
    source: "robots.txt",
    message: 'Clean-param "{value}" is not "p0[&p1…] [path]"; ignored',
  },
  "content-signal-invalid": {
    severity: "warning",
    spec: "Content Signals Policy",
    source: "robots.txt",
    message: 'expected "use=yes|no" entries separated by commas ({problem}); ignored',
  },
  "content-signal-not-global": {
    severity: "info",
    spec: "Content Signals Policy",
    source: "robots.txt",
    message:
      'Content-Signal in a group for {agents} reaches only those; the policy places it under "User-Agent: *"',
  },
  "content-signal-outside-group": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message: "Content-Signal before any User-agent line applies to no crawler",
  },
  "content-signal-unknown": {
    severity: "warning",
    spec: "Content Signals Policy",
    source: "robots.txt",
    message:
      '"{entry}" is not a Content Signal (search, ai-input, ai-train = yes or no; use=…); ignored',
  },
  "content-usage-invalid": {
    severity: "warning",
    spec: "AIPREF-VOCAB §6.5.1",
    source: "robots.txt",
    message:
      "the usage preference is not an RFC 9651 Dictionary ({problem}, e.g. an upper-case key); the line is ignored",
  },
  "content-usage-legacy-label": {
    severity: "warning",
    spec: "AIPREF-VOCAB §6.4",
    source: "robots.txt",
    message:
      '"{label}" is a label of {revision}; revision 08 has no such category, so it is ignored',
  },
  "content-usage-outside-group": {
    severity: "warning",
    spec: "AIPREF-ATTACH §3",
    source: "robots.txt",
    message: "Content-Usage before any User-agent line applies to no crawler",
  },
  "content-usage-unknown-label": {
    severity: "info",
    spec: "AIPREF-VOCAB §6.4",
    source: "robots.txt",
    message: '"{label}" is not a category of the vocabulary (train-ai, ai-use, search); ignored',
  },
  "content-usage-value-not-y-or-n": {
    severity: "info",
    spec: "AIPREF-VOCAB §6.5",
    source: "robots.txt",
    message: '"{label}" is not set to the Token y or n, so its preference is unknown',
  },
  "crawl-delay-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Request-rate (Crawl-delay is its de-facto form)",
    source: "robots.txt",
    message: 'Crawl-delay "{value}" is not a number of seconds; ignored',
  },
  "field-name-prefix": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: '"{name}" is read as "{field}" (google/robotstxt matches field names by prefix)',
  },
  "field-name-typo": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: '"{name}" is a misspelling of "{field}"; read as "{field}"',
  },
  "host-invalid": {
    severity: "warning",
    spec: "Yandex Host",
    source: "robots.txt",
    message: 'Host "{value}" is not a host name; ignored',
  },
  "host-repeated": {
    severity: "info",
    spec: "Yandex Host",
    source: "robots.txt",
    message: "a later Host line is ignored (the first counts)",
  },
  "invalid-line": {
    severity: "warning",
    spec: "RFC 9309 §2.3.1.5",
    source: "robots.txt",
    message: 'expected a field name ("name: value"); the line is ignored',
  },
  "invalid-utf8": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: "invalid UTF-8 (replaced by U+FFFD)",
  },
  "line-too-long": {
    severity: "warning",
    spec: "RFC 9309 §2.5",
    source: "robots.txt",
    message: "line longer than 16,663 octets; the rest is ignored (as google/robotstxt does)",
  },
  "missing-colon": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: 'missing ":" after "{name}"',
  },
  "not-robots-txt": {
    severity: "error",
    spec: "RFC 9309 §2.3.1.5",
    source: "robots.txt",
    message:
      "the content looks like {kind}, not robots.txt ({evidence}); no rules were found, so everything is allowed",
  },
  "pattern-not-path": {
    severity: "warning",
    spec: "RFC 9309 §2.2.2",
    source: "robots.txt",
    message: '"{pattern}" does not start with "/" or "*"; it matches no URL path',
  },
  "record-without-rules": {
    severity: "info",
    spec: "KOSTER-1996 §3.3",
    source: "robots.txt",
    message: "a record with user-agent lines but no Allow/Disallow line before the next blank line",
  },
  "request-rate-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Request-rate",
    source: "robots.txt",
    message: 'Request-rate "{value}" is not "<documents>/<time>[unit] [window]"; ignored',
  },
  "robot-version-experimental": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message:
      "Robot-version {version} is experimental (odd minor version): the rule set is ignored under robots2",
  },
  "robot-version-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message: 'Robot-version "{value}" is not "major.minor.patch" with major 1 or 2; ignored',
  },
  "robot-version-misplaced": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message: "Robot-version must be the first line after the User-agent lines; ignored",
  },
  "rule-outside-group": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: "{kind} rule before any user-agent line; it is ignored",
  },
  "rule-outside-record": {
    severity: "info",
    spec: "KOSTER-1996 §3.3",
    source: "robots.txt",
    message:
      "{kind} rule after a blank line without a new user-agent line; the 1996 draft ignores it",
  },
  "sitemap-invalid": {
    severity: "warning",
    spec: "sitemaps.org (Sitemap in robots.txt)",
    source: "robots.txt",
    message: 'Sitemap "{value}" is not an absolute http(s) URL; ignored',
  },
  "size-limit": {
    severity: "warning",
    spec: "RFC 9309 §2.5",
    source: "robots.txt",
    message: "the content is longer than maxBytes octets; reading stopped there",
  },
  "unknown-field": {
    severity: "info",
    spec: "RFC 9309 §2.2.4",
    source: "robots.txt",
    message: '"{name}" is not a field this library reads; it does not end a group',
  },
  "user-agent-invalid": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message: 'user-agent "{value}" has no product token; it matches no crawler',
  },
  "user-agent-not-identifier": {
    severity: "info",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message:
      '"{token}" has characters outside RFC 9309\'s identifier ([A-Za-z_-]); matched as written',
  },
  "user-agent-not-token": {
    severity: "info",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message: 'user-agent "{value}" is read as the product token "{token}"',
  },
  "visit-time-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Visit-time",
    source: "robots.txt",
    message: 'Visit-time "{value}" is not two times of day; ignored',
  },
  "visit-time-repeated": {
    severity: "warning",
    spec: "ROBOTS-2.0 Visit-time",
    source: "robots.txt",
    message: "a rule set has one Visit-time; a later one is ignored",
  },
  "acap-meta-invalid": {
    severity: "warning",
    spec: "ACAP-2 §3",
    source: "html",
    message: '"{content}" is not ACAP META content ({problem}); the tag is ignored',
  },
  "acap-meta-local-usage": {
    severity: "warning",
    spec: "ACAP-2 §3",
    source: "html",
    message: "a locally-defined usage in a page (a page defines none); the tag is ignored",
  },
  "acap-class-invalid": {
    severity: "warning",
    spec: "ACAP-2 §2.2.5",
    source: "html",
    message: 'class "{value}" is not the-acap:allow-<usage> or the-acap:disallow-<usage>; ignored',
  },
  "acap-class-local-usage": {
    severity: "warning",
    spec: "ACAP-2 §2.2.5",
    source: "html",
    message: 'class "{value}" names a locally-defined usage; ignored',
  },
  "meta-in-body": {
    severity: "warning",
    spec: "ACAP-2 §2.2",
    source: "html",
    message: 'the robots META tag for "{name}" stands outside <head>; it is read anyway',
  },
  "robots-directive-unknown": {
    severity: "info",
    spec: "ACAP-2 §2.2",
    source: "html",
    message: '"{directive}" is not a robots directive this library reads; ignored',
  },
  "x-robots-tag-invalid": {
    severity: "warning",
    spec: "ACAP-2 §2.2",
    source: "html",
    message: 'X-Robots-Tag "{value}" holds no directive',
  },
  "charset-not-utf8": {
    severity: "warning",
    spec: "RFC 9309 §2.3",
    source: "retrieval",
    message: "Content-Type says charset={charset}; robots.txt is read as UTF-8",
  },
  "utf16-bom": {
    severity: "warning",
    spec: "RFC 9309 §2.3",
    source: "retrieval",
    message: "the body starts with a UTF-16 byte order mark; it is read as UTF-8",
  },
  "html-body": {
    severity: "warning",
    spec: "RFC 9309 §2.3.1.5",
    source: "retrieval",
    message: "the 2xx body is an HTML page, not robots.txt; it is read as text",
  },
  "body-truncated": {
    severity: "warning",
    spec: "RFC 9309 §2.5",
    source: "retrieval",
    message: "the body is longer than maxBytes octets; reading stopped there",
  },
  redirected: {
    severity: "info",
    spec: "RFC 9309 §2.3.1.2",
    source: "retrieval",
    message: "{n} redirect(s), ending at {url}; the rules apply to the original origin",
  },
  "stale-cache-used": {
    severity: "warning",
    spec: "RFC 9309 §2.3.1.4",
    source: "retrieval",
    message: "{reason}; the cached copy from {age} h ago stands in",
  },
  "status-invalid": {
    severity: "warning",
    spec: ["RFC 9110 §15, RFC 9309 §2.3.1.4", "RFC 9110 §15, KOSTER-1996 §3.1"],
    source: "retrieval",
    message: "HTTP {status} is not a final HTTP status: robots.txt could not be retrieved",
  },
  "not-modified-without-cache": {
    severity: "warning",
    spec: ["RFC 9110 §15.4.5, RFC 9309 §2.3.1.4", "RFC 9110 §15.4.5, KOSTER-1996 §3.1"],
    source: "retrieval",
    message: "HTTP 304 without a cached copy to keep: nothing was retrieved",
  },
  "redirect-without-location": {
    severity: "warning",
    spec: ["RFC 9309 §2.3.1.2", "KOSTER-1996 §3.1"],
    source: "retrieval",
    message: "HTTP {status} redirects without a Location: it cannot be followed",
  },
  "tdmrep-invalid": {
    severity: "error",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "tdmrep.json is not a JSON array of rules; no rule applies",
  },
  "tdmrep-rule-invalid": {
    severity: "warning",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "rule {index} is skipped: {problem}",
  },
  "tdmrep-absent": {
    severity: "info",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "{why}: the site does not implement TDMRep, so the reservation is unset",
  },
  "tdmrep-too-large": {
    severity: "error",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "tdmrep.json is longer than maxBytes octets; it is not read",
  },
  "ai-crawler-typo": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "audit",
    message: 'User-agent "{value}" names no known crawler; did you mean "{crawler}"?',
  },
  "ai-preference-unreachable": {
    severity: "warning",
    spec: "AIPREF-ATTACH §3.1",
    source: "audit",
    message: "preferences stated for paths the same group may not crawl; they imply nothing",
  },
  "ai-crawler-ignores-robots-txt": {
    severity: "info",
    spec: "ai.robots.txt",
    source: "audit",
    message: "{crawler} has its own group, but its operator does not obey robots.txt",
  },
  "acap-permissions-reference-failed": {
    severity: "warning",
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message: '"{locator}" could not be loaded ({problem}); the record has no permissions',
  },
  "acap-permissions-reference-chain": {
    severity: "error",
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message:
      '"{locator}" itself holds ACAP-permissions-reference; references may not be chained, so it is not used',
  },
  "acap-permissions-reference-diagnostic": {
    severity: ["error", "warning"],
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message:
      'in "{locator}" line {line}:{column}: {message} ({spec}), with that finding\'s severity',
  },
  "acap-permissions-reference-empty": {
    severity: "warning",
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message: '"{locator}" has no ACAP record for {crawlers} or "*"',
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>);

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CATALOGUE;
